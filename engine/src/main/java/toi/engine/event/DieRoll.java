package toi.engine.event;

/**
 * One die as rolled, for the event log: black (attack) or red (defense), its value, whether it
 * scored, and why it was rolled.
 */
public record DieRoll(Color color, int value, boolean success, String purpose) {
    public enum Color { BLACK, RED }

    @Override
    public String toString() {
        return (color == Color.BLACK ? "B" : "R") + value + (success ? "*" : "");
    }

    /** The same die with the unit its purpose names ("attack: ID") passed through {@code name}. */
    public DieRoll renamed(java.util.function.UnaryOperator<String> name) {
        int colon = purpose.lastIndexOf(": ");
        return colon < 0 ? this : new DieRoll(color, value, success, purpose.substring(0, colon + 2) + name.apply(purpose.substring(colon + 2)));
    }
}
