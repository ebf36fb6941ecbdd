package toi.engine.combat;

/**
 * One line of an attack's breakdown: a value added or subtracted (firepower, range, cover,
 * armor), with what caused it and the rule it comes from.
 */
public record Modifier(String what, int amount, String rule) {
    @Override
    public String toString() {
        return (amount >= 0 ? "+" : "") + amount + " " + what + " (" + rule + ")";
    }
}
