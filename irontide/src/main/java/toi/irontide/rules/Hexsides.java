package toi.irontide.rules;

import toi.engine.hex.Hex;
import toi.irontide.data.HexPair;
import toi.irontide.data.Hexside;
import toi.irontide.state.GameState;

/** The hexside between two hexes as it stands now: a blown bridge leaves an unbridged river (§13.1). */
public final class Hexsides {
    private Hexsides() {
    }

    public static boolean river(GameState s, Hex a, Hex b) {
        Hexside h = s.scenario.map().hexside(a, b);
        return h != null && h.river();
    }

    /** A printed bridge not blown, or one engineers built (§13.1). */
    public static boolean bridged(GameState s, Hex a, Hex b) {
        Hexside h = s.scenario.map().hexside(a, b);
        HexPair p = HexPair.of(a, b);
        return h != null && (h.bridge() && !s.blownBridges.contains(p) || s.builtBridges.containsKey(p));
    }

    public static boolean ford(GameState s, Hex a, Hex b) {
        Hexside h = s.scenario.map().hexside(a, b);
        return h != null && h.ford();
    }

    /** §5.1, §11.21 · an unbridged river hexside (a ford is unbridged too: R-IT-7). */
    public static boolean unbridgedRiver(GameState s, Hex a, Hex b) {
        return river(s, a, b) && !bridged(s, a, b);
    }

    public static boolean meuse(GameState s, Hex a, Hex b) {
        Hexside h = s.scenario.map().hexside(a, b);
        return h != null && h.meuse();
    }

    /** §5.1 · a road from one hex into the other that does not cross an unbridged river. */
    public static boolean road(GameState s, Hex a, Hex b) {
        return s.scenario.map().road(a, b) && !unbridgedRiver(s, a, b);
    }
}
