package toi.irontide.state;

import toi.engine.hex.Hex;
import toi.irontide.data.GameMap;
import toi.irontide.data.Side;

/**
 * Who stands in each hex of a state, read once for a search over many hexes (a supply path, §12.1; a demolition's path,
 * §13.1): the same answers as {@link GameState#enemyIn} and {@link GameState#friendlyIn}, which walk every unit each
 * time. A snapshot: true while the state does not change.
 */
public final class Occupancy {
    private static final int ANY = 1;
    private static final int FIGHTING = 2; // §16.4 · not a commando (R-IT-42)

    private final GameState s;
    private final GameMap map;
    /** Per map slot, per side (by ordinal), the flags above. */
    private final byte[] flags;

    private Occupancy(GameState s) {
        this.s = s;
        this.map = s.scenario.map();
        this.flags = new byte[map.slots() * 2];
        for (UnitState u : s.units.values()) {
            if (u.onMap() && u.hex != null) {
                int i = map.slot(u.hex);
                if (i >= 0) {
                    flags[2 * i + u.def.side().ordinal()] |= (byte) (ANY | (u.def.commando() ? 0 : FIGHTING));
                }
            }
        }
    }

    public static Occupancy of(GameState s) {
        return new Occupancy(s);
    }

    /** {@link GameState#enemyIn}: an enemy unit in the hex, never a commando. */
    public boolean enemyIn(Hex hex, Side side) {
        int i = map.slot(hex);
        return i < 0 ? s.enemyIn(hex, side) : (flags[2 * i + side.enemy().ordinal()] & FIGHTING) != 0;
    }

    /** {@link GameState#friendlyIn}: a unit of {@code side} in the hex. */
    public boolean friendlyIn(Hex hex, Side side) {
        int i = map.slot(hex);
        return i < 0 ? s.friendlyIn(hex, side) : (flags[2 * i + side.ordinal()] & ANY) != 0;
    }
}
