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
}
