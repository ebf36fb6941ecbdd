package toi.irontide.rules;

import java.util.ArrayList;
import java.util.List;
import toi.engine.hex.Hex;
import toi.irontide.data.Side;
import toi.irontide.data.Weather;
import toi.irontide.state.GameState;
import toi.irontide.state.Phase;
import toi.irontide.state.UnitState;
import toi.irontide.state.UnitStatus;

/** §14.0 · REINFORCEMENTS. */
public final class Reinforcements {
    private Reinforcements() {
    }

    /** The phasing player's units due now and not yet entered. */
    public static List<UnitState> due(GameState s) {
        List<UnitState> result = new ArrayList<>();
        if (s.phase != Phase.MOVEMENT) {
            return result;
        }
        for (UnitState u : s.units.values()) {
            if (u.status == UnitStatus.AWAITING && u.def.side() == s.phasing && u.dueTurn <= s.turn) {
                result.add(u);
            }
        }
        return result;
    }

    /** §14.0 · German: any road hex on an edge east of the Westwall; Allied: the lettered entry road of the Turn Record Chart. */
    public static List<Hex> entryHexes(GameState s, UnitState u) {
        if (u.def.side() == Side.GERMAN) {
            return s.scenario.map().germanEntryHexes();
        }
        return s.scenario.map().entryRoads().getOrDefault(u.def.entry(), List.of());
    }

    public static String entryRefusal(GameState s, UnitState u, Hex hex, boolean strategic) {
        if (u == null || u.status != UnitStatus.AWAITING || u.def.side() != s.phasing || u.dueTurn > s.turn || s.phase != Phase.MOVEMENT) {
            return "§14.0 · reinforcements enter in their owner's Movement Phase of the turn they are due";
        }
        if (s.moving != null) {
            return "§5.0 · units move one at a time: finish moving " + s.moving + " first";
        }
        if (!entryHexes(s, u).contains(hex)) {
            return "§14.0 · " + u.id() + " enters at " + (u.def.side() == Side.GERMAN ? "a road hex on an edge east of the Westwall" : "entry road " + u.def.entry());
        }
        String restricted = Restrictions.entryRefusal(s, u);
        if (restricted != null) {
            return restricted;
        }
        if (u.def.side() == Side.ALLIED && s.exitedVia.contains(hex)) {
            return "§14.0 · Allied reinforcements cannot enter on a Victory Point Exit road the German exited by";
        }
        if (s.enemyIn(hex, u.def.side())) {
            return "§14.0 · an enemy unit blocks the entry road: the reinforcement is delayed one turn";
        }
        if (Stacking.count(s, hex, u.def.side()) >= s.scenario.rules().stackingLimit()) {
            return "§14.0 · units that cannot enter for stacking delay their entry";
        }
        if (strategic) {
            if (u.def.side() == Side.GERMAN && s.currentTurn().am() && s.currentTurn().weather() == Weather.CLEAR) {
                return "§5.24 · on clear weather AM turns German units may not use strategic movement";
            }
            if (Movement.nearEnemy(s, hex, u.def.side())) {
                return "§5.2 · strategic movement keeps " + s.scenario.rules().strategicMinDistance() + " hexes from every enemy unit";
            }
        }
        return null;
    }

    /** §14.0 · the unit enters as if from a road hex beyond the edge: the entry hex costs a road move; it may move on. */
    public static void enter(GameState s, UnitState u, Hex hex, boolean strategic) {
        u.status = UnitStatus.ON_MAP;
        u.hex = hex;
        u.strategic = strategic;
        u.moved = true;
        u.moving = true;
        u.mpLeft = Movement.movementFactor(u);
        int cost;
        var r = s.scenario.rules();
        if (!strategic) {
            cost = r.tacticalRoadCost() * Movement.SIXTHS;
        } else if (u.def.mechanized()) {
            cost = r.mechRoadSixths();
        } else {
            cost = u.def.side() == Side.GERMAN ? r.germanNonMechRoadSixths() : r.alliedNonMechRoadSixths();
        }
        u.mpLeft = Math.max(0, u.mpLeft - cost);
        u.hexesMoved = 1;
        u.beganInEnemyZoc = false;
        u.disengaged = false;
        u.stopped = ZonesOfControl.inEnemyZoc(s, hex, u.def.side());
        s.moving = u.id();
        Control.enter(s, u);
    }
}
