package toi.irontide.rules;

/** One column shift of a battle (§11.76): its reason, + to the right (attacker) or − to the left (defender), and its rule. */
public record Shift(String reason, int columns, String rule) {
    @Override
    public String toString() {
        return (columns > 0 ? "+" : "") + columns + " " + reason + " (" + rule + ")";
    }
}
