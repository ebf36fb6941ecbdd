package toi.irontide.rules;

import java.util.ArrayList;
import java.util.List;
import toi.engine.hex.Hex;
import toi.irontide.data.HexIds;
import toi.irontide.data.Side;
import toi.irontide.state.GameState;
import toi.irontide.state.Obligation;
import toi.irontide.state.UnitState;

/** §11.8 · RETREAT: the hexes a retreating stack may enter next, by the book's priorities. */
public final class Retreats {
    private Retreats() {
    }

    /**
     * The legal next hexes: away from the combat hex each step, on the map, not prohibited, no enemy; armor and
     * artillery never across unbridged rivers; then only the best class of (1) empty outside enemy ZOC, (2) friendly
     * outside enemy ZOC, (3) through enemy ZOC; within it, toward the side's supply sources when possible (German
     * east, Allied west, north or south: R-IT-14).
     */
    public static List<Hex> options(GameState s, Obligation o) {
        List<String> units = CombatResolution.alive(s, o);
        Side side = o.side();
        Hex at = o.at();
        boolean heavy = false;
        for (String id : units) {
            UnitState u = s.unit(id);
            heavy |= u.def.armor() || u.def.artillery();
        }
        List<List<Hex>> classes = List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
        int away = o.path().size() + 1;
        for (Hex n : s.scenario.map().neighbours(at)) {
            if (n.distanceTo(o.origin()) != away || o.path().contains(n)) {
                continue;
            }
            if (s.scenario.map().hex(n).terrain().prohibited() || s.enemyIn(n, side)) {
                continue;
            }
            if (heavy && Hexsides.unbridgedRiver(s, at, n)) {
                continue;
            }
            boolean restricted = false;
            for (String id : units) {
                restricted |= Restrictions.meuseRefusal(s, s.unit(id), at, n) != null; // §17.1
            }
            if (restricted) {
                continue;
            }
            boolean zoc = ZonesOfControl.inEnemyZoc(s, n, side);
            if (zoc) {
                classes.get(2).add(n);
            } else if (s.friendlyIn(n, side)) {
                classes.get(1).add(n);
            } else {
                classes.get(0).add(n);
            }
        }
        for (List<Hex> c : classes) {
            if (!c.isEmpty()) {
                List<Hex> toward = new ArrayList<>();
                for (Hex n : c) {
                    int dc = HexIds.column(n) - HexIds.column(at);
                    if (side == Side.GERMAN ? dc >= 0 : dc <= 0) {
                        toward.add(n);
                    }
                }
                List<Hex> result = toward.isEmpty() ? c : toward;
                result.sort(null);
                return result;
            }
        }
        return List.of();
    }
}
