package toi.irontide.state;

import java.util.List;
import toi.engine.hex.Hex;
import toi.irontide.data.Side;

/**
 * What a combat result still asks of one side (§11.78, §11.8): step losses to take from the given units (the first
 * from attacking armor when {@code armorFirst}), or a stack's retreat with the hexes left to go.
 */
public record Obligation(Kind kind, Side side, List<String> units, int count, boolean armorFirst, Hex origin, List<Hex> path) {
    public enum Kind { LOSS, RETREAT }

    public static Obligation loss(Side side, List<String> units, int steps, boolean armorFirst) {
        return new Obligation(Kind.LOSS, side, List.copyOf(units), steps, armorFirst, null, List.of());
    }

    public static Obligation retreat(Side side, List<String> units, int hexes, Hex origin) {
        return new Obligation(Kind.RETREAT, side, List.copyOf(units), hexes, false, origin, List.of());
    }

    public Obligation withCount(int n) {
        return new Obligation(kind, side, units, n, armorFirst, origin, path);
    }

    public Obligation withUnits(List<String> u) {
        return new Obligation(kind, side, List.copyOf(u), count, armorFirst, origin, path);
    }

    public Obligation retreatedTo(Hex hex) {
        List<Hex> p = new java.util.ArrayList<>(path);
        p.add(hex);
        return new Obligation(kind, side, units, count - 1, armorFirst, origin, List.copyOf(p));
    }

    public Hex at() {
        return path.isEmpty() ? origin : path.get(path.size() - 1);
    }
}
