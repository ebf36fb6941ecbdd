package toi.engine.move;

/**
 * Movement points counted in thirds, so that a truck's 1/3 point per road hex (000 · Effective
 * Road Movement) stays exact integer arithmetic.
 */
public final class MovePoints {
    public static final int ONE = 3;

    private MovePoints() {
    }

    public static int of(int wholePoints) {
        return wholePoints * ONE;
    }

    /** "2", "1/3", "2 2/3". */
    public static String format(int thirds) {
        int whole = thirds / ONE;
        int rest = thirds % ONE;
        if (rest == 0) {
            return Integer.toString(whole);
        }
        return (whole == 0 ? "" : whole + " ") + rest + "/3";
    }

    public static double asDouble(int thirds) {
        return thirds / (double) ONE;
    }
}
