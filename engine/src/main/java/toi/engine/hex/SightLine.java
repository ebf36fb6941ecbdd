package toi.engine.hex;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The hexes a straight firing line passes through, from the centre of one hex to the centre of
 * another (000 · LINE OF SIGHT: "trace the straight firing line … between the center of their
 * two hexes").
 *
 * <p>000 · Firing Along Hex Edges: when the line runs exactly along hex edges the firing player
 * shifts it "slightly to the left or right". We always trace the two shifted lines; for a line
 * that touches no edge or corner they cross exactly the same hexes, so one rule covers both
 * cases. The shift is tiny (one millionth of a hex) so it never changes which hexes a line that
 * is clear of edges crosses.
 */
public final class SightLine {

    /** Which way the line is shifted, looking from the first hex to the second. */
    public enum Side { LEFT, RIGHT }

    static final double NUDGE = 1e-6;
    private static final double APOTHEM = Math.sqrt(3) / 2;
    private static final double[][] NORMALS = new double[6][2];

    static {
        for (HexDirection d : HexDirection.values()) {
            Point c = Point.centerOf(new Hex(0, 0).neighbor(d));
            double len = Math.hypot(c.x(), c.y());
            NORMALS[d.ordinal()][0] = c.x() / len;
            NORMALS[d.ordinal()][1] = c.y() / len;
        }
    }

    private SightLine() {
    }

    /**
     * The hexes crossed by the firing line from {@code from} to {@code to}, shifted to the given
     * side, in the order the line enters them. The list starts with {@code from} and ends with
     * {@code to}; consecutive hexes are adjacent.
     */
    public static List<Hex> trace(Hex from, Hex to, Side side) {
        if (from.equals(to)) {
            return List.of(from);
        }
        Point a = Point.centerOf(from);
        Point b = Point.centerOf(to);
        double dx = b.x() - a.x();
        double dy = b.y() - a.y();
        double len = Math.hypot(dx, dy);
        // Left of the direction of travel in a y-down frame is (dy, -dx).
        double sign = side == Side.LEFT ? 1 : -1;
        double ox = sign * NUDGE * dy / len;
        double oy = -sign * NUDGE * dx / len;
        double px = a.x() + ox;
        double py = a.y() + oy;

        List<Hex> hexes = new ArrayList<>(from.distanceTo(to) * 2 + 1);
        Hex current = from;
        hexes.add(current);
        int guard = 4 * from.distanceTo(to) + 8;
        while (!current.equals(to)) {
            Point c = Point.centerOf(current);
            double rx = px - c.x();
            double ry = py - c.y();
            int exit = -1;
            double best = Double.POSITIVE_INFINITY;
            for (int i = 0; i < 6; i++) {
                double nd = NORMALS[i][0] * dx + NORMALS[i][1] * dy;
                if (nd <= 0) {
                    continue;
                }
                double t = (APOTHEM - (NORMALS[i][0] * rx + NORMALS[i][1] * ry)) / nd;
                if (t < best) {
                    best = t;
                    exit = i;
                }
            }
            current = current.neighbor(HexDirection.values()[exit]);
            hexes.add(current);
            if (--guard < 0) {
                throw new IllegalStateException("sight line from " + from + " to " + to + " did not converge");
            }
        }
        return Collections.unmodifiableList(hexes);
    }

    /** True when the two shifted lines cross different hexes: the line runs along a hex edge or through a corner. */
    public static boolean runsAlongHexEdge(Hex from, Hex to) {
        return !trace(from, to, Side.LEFT).equals(trace(from, to, Side.RIGHT));
    }
}
