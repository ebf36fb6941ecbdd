package toi.engine.hex;

/** A point in board space: hex size 1 (centre to corner), y grows down the board. */
public record Point(double x, double y) {

    public static Point centerOf(Hex hex) {
        return new Point(1.5 * hex.q(), Math.sqrt(3) * (hex.r() + hex.q() / 2.0));
    }

    public Point plus(double dx, double dy) {
        return new Point(x + dx, y + dy);
    }
}
