package toi.engine.hex;

/**
 * The six neighbour directions of a flat-topped hex, clockwise from the top of the board.
 * Each direction is also the hexside crossed when moving that way.
 */
public enum HexDirection {
    N(0, -1), NE(1, -1), SE(1, 0), S(0, 1), SW(-1, 1), NW(-1, 0);

    private static final HexDirection[] VALUES = values();

    final int dq;
    final int dr;

    HexDirection(int dq, int dr) {
        this.dq = dq;
        this.dr = dr;
    }

    public HexDirection opposite() {
        return VALUES[(ordinal() + 3) % 6];
    }

    /** Turns clockwise by the given number of sixths of a circle (negative turns counter-clockwise). */
    public HexDirection rotate(int sixths) {
        return VALUES[Math.floorMod(ordinal() + sixths, 6)];
    }

    public static HexDirection between(Hex from, Hex to) {
        int dq = to.q() - from.q();
        int dr = to.r() - from.r();
        for (HexDirection d : VALUES) {
            if (d.dq == dq && d.dr == dr) {
                return d;
            }
        }
        throw new IllegalArgumentException(from + " and " + to + " are not adjacent");
    }

    public static HexDirection parse(String text) {
        try {
            return valueOf(text.trim().toUpperCase());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("'" + text + "' is not a hex direction (N, NE, SE, S, SW, NW)");
        }
    }
}
