package toi.irontide.rules;

import java.util.HashSet;
import java.util.Set;
import toi.engine.hex.Hex;
import toi.irontide.data.Side;
import toi.irontide.state.GameState;
import toi.irontide.state.Strength;
import toi.irontide.state.UnitState;

/** §7.0 · ZONES OF CONTROL. */
public final class ZonesOfControl {
    private ZonesOfControl() {
    }

    // §7.0 · regiment/brigade-sized units exert a ZOC into the six surrounding hexes;
    // §7.4 · battalions, cadres and artillery have none — except the 28th's battalions still in their start hexes.
    public static boolean exertsZoc(UnitState u) {
        // §16.4 · commandos have none (R-IT-42)
        return u.onMap() && !u.def.commando() && ((u.def.regiment() && u.strength != Strength.CADRE) || u.temporaryZoc);
    }

    /** §7.6 · the hexes in the ZOC of the given side's units (across all terrain, unbridged rivers too). */
    public static Set<Hex> zocOf(GameState s, Side side) {
        Set<Hex> result = new HashSet<>();
        for (UnitState u : s.units.values()) {
            if (u.def.side() == side && exertsZoc(u)) {
                for (Hex n : s.scenario.map().neighbours(u.hex)) {
                    result.add(n);
                }
            }
        }
        return result;
    }

    /** §7.1 · is the hex in a ZOC of the enemies of {@code side}? (§7.5: friendly ZOCs never matter to friendly units.) */
    public static boolean inEnemyZoc(GameState s, Hex hex, Side side) {
        for (UnitState u : s.units.values()) {
            if (u.def.side() != side && exertsZoc(u) && u.hex.isAdjacentTo(hex)) {
                return true;
            }
        }
        return false;
    }

    /** §12.3 · every hex around is an enemy unit or in an enemy ZOC (hexes off the map count as closed: R-IT-12). */
    public static boolean surrounded(GameState s, Hex hex, Side side) {
        for (Hex n : hex.neighbors()) {
            if (s.scenario.map().onMap(n) && !s.enemyIn(n, side) && !inEnemyZoc(s, n, side)) {
                return false;
            }
        }
        return true;
    }
}
