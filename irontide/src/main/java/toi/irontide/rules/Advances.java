package toi.irontide.rules;

import java.util.List;
import toi.engine.hex.Hex;
import toi.irontide.data.HexIds;
import toi.irontide.state.Battle;
import toi.irontide.state.GameState;
import toi.irontide.state.UnitState;

/** §11.9 · ADVANCE AFTER COMBAT. */
public final class Advances {
    private Advances() {
    }

    /** The hexes of the retreat from a vacated hex an advance may follow beyond it: as many as were retreated, at least the vacated hex (R-IT-15). */
    public static int allowance(Battle b, Hex origin) {
        List<Hex> path = b.retreatPaths.get(origin);
        return Math.max(1, path == null ? 0 : path.size());
    }

    /** Why the unit may not advance into the hex next, or null. */
    public static String refusal(GameState s, UnitState u, Hex to) {
        Battle b = s.battle;
        if (b == null || b.stage != Battle.Stage.ADVANCE || b.victor == null) {
            return "§11.9 · no advance is open";
        }
        if (u == null || !b.advanceEligible.contains(u.id()) || !u.onMap()) {
            return "§11.9 · only the victorious units and their idle stack-mates advance (never artillery)";
        }
        if (b.advanceStopped.contains(u.id())) {
            return "§11.9 · its advance is over";
        }
        if (!u.hex.isAdjacentTo(to) || !s.scenario.map().onMap(to)) {
            return "§11.9 · an advance goes hex by hex";
        }
        if (s.enemyIn(to, u.def.side()) || s.scenario.map().hex(to).terrain().prohibited()) {
            return "§11.9 · not into an enemy or prohibited hex";
        }
        if (Stacking.count(s, to, u.def.side()) >= s.scenario.rules().stackingLimit()) {
            return "§8.1 · the hex already holds " + s.scenario.rules().stackingLimit() + " friendly units";
        }
        String commands = Commands.stackRefusal(s, u, to); // §17.3, §17.4
        if (commands != null) {
            return commands;
        }
        String restricted = Restrictions.meuseRefusal(s, u, u.hex, to);
        if (restricted != null) {
            return restricted;
        }
        List<Hex> done = b.advances.getOrDefault(u.id(), List.of());
        boolean river = Hexsides.unbridgedRiver(s, u.hex, to);
        if (done.isEmpty()) {
            if (!b.vacated.contains(to)) {
                return "§11.9 · the first hex advanced into must be the one the retreating units occupied";
            }
            boolean fought = b.victor != s.phasing || b.attackers.contains(u.id());
            if (river && !fought) {
                return "§11.9 · only units that attacked or defended across the river advance across it";
            }
            if (river && u.def.armor() && !Hexsides.ford(s, u.hex, to)) {
                return "§11.9 · armor advances across a river only by a bridge or ford";
            }
            return null;
        }
        Hex origin = done.get(0);
        if (done.size() >= allowance(b, origin)) {
            return "§11.9 · it has advanced as far as the retreat went";
        }
        if (river) {
            return "§11.9 · across a river only the one hex of the crossing";
        }
        if (done.contains(to)) {
            return "§11.9 · an advance does not turn back";
        }
        List<Hex> path = b.retreatPaths.get(origin);
        if (!u.def.mechanized() && path != null && !path.isEmpty()) {
            Hex next = path.get(done.size() - 1);
            if (!next.equals(to)) {
                return "§11.9 · non-mechanized units follow the path of retreat (next: " + HexIds.format(next) + ")";
            }
        }
        return null;
    }

    /** Advances the unit (checked); it stops in the first enemy ZOC after the vacated hex, or after crossing a river. */
    public static void advance(GameState s, UnitState u, Hex to) {
        Battle b = s.battle;
        List<Hex> done = b.advances.computeIfAbsent(u.id(), k -> new java.util.ArrayList<>());
        boolean river = Hexsides.unbridgedRiver(s, u.hex, to);
        Movement.enter(s, u, to);
        done.add(to);
        boolean zocStop = done.size() > 1 && ZonesOfControl.inEnemyZoc(s, to, u.def.side()) && !SpecialUnits.ignoresZoc(s, u); // §16.3
        if (river || zocStop || done.size() >= allowance(b, done.get(0))) {
            b.advanceStopped.add(u.id());
        }
    }
}
