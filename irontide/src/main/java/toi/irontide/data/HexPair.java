package toi.irontide.data;

import toi.engine.hex.Hex;

/** Two adjacent hexes, in a fixed order: the key of a hexside or of a road segment. */
public record HexPair(Hex a, Hex b) {
    /** By the first hex, then the second: a fixed order for walking hexsides and roads. */
    public static final java.util.Comparator<HexPair> ORDER = java.util.Comparator.comparing(HexPair::a).thenComparing(HexPair::b);

    public static HexPair of(Hex x, Hex y) {
        return x.compareTo(y) <= 0 ? new HexPair(x, y) : new HexPair(y, x);
    }

    @Override
    public String toString() {
        return HexIds.format(a) + "-" + HexIds.format(b);
    }
}
