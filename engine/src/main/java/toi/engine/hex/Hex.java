package toi.engine.hex;

import java.util.ArrayList;
import java.util.List;

/**
 * A hex in axial coordinates (q = column, r = diagonal row) on a flat-topped grid.
 * See {@link HexLabels} for the human-readable ids printed on the board ("C4").
 */
public record Hex(int q, int r) implements Comparable<Hex> {

    public int s() {
        return -q - r;
    }

    public Hex neighbor(HexDirection d) {
        return new Hex(q + d.dq, r + d.dr);
    }

    public List<Hex> neighbors() {
        List<Hex> result = new ArrayList<>(6);
        for (HexDirection d : HexDirection.values()) {
            result.add(neighbor(d));
        }
        return result;
    }

    /** Number of hexes counted from this hex to the other (000 · DETERMINING RANGE). */
    public int distanceTo(Hex other) {
        int dq = Math.abs(q - other.q);
        int dr = Math.abs(r - other.r);
        int ds = Math.abs(s() - other.s());
        return Math.max(dq, Math.max(dr, ds));
    }

    public boolean isAdjacentTo(Hex other) {
        return distanceTo(other) == 1;
    }

    @Override
    public int compareTo(Hex o) {
        int byCol = Integer.compare(q, o.q);
        return byCol != 0 ? byCol : Integer.compare(HexLabels.row(this), HexLabels.row(o));
    }

    /** The record's own equality, written out (hexes are compared and hashed very often). */
    @Override
    public boolean equals(Object o) {
        return this == o || o instanceof Hex h && q == h.q && r == h.r;
    }

    /** The record's own hash, 31 × q + r: written out, the same value (hash sets of hexes keep their order). */
    @Override
    public int hashCode() {
        return 31 * q + r;
    }

    @Override
    public String toString() {
        return HexLabels.label(this);
    }
}
