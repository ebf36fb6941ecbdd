package toi.irontide.rules;

import java.util.ArrayList;
import java.util.List;
import toi.engine.hex.Hex;
import toi.irontide.data.Side;
import toi.irontide.data.Weather;
import toi.irontide.event.IronTideEvent;
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
            if (u.status == UnitStatus.AWAITING && u.def.side() == s.phasing && u.dueTurn <= s.turn && !Placement.FREE.equals(u.def.entry())) {
                result.add(u);
            }
        }
        return result;
    }

    /** §14.0 · German: any road hex on an edge east of the Westwall; Allied: the lettered entry road of the Turn Record Chart. */
    public static List<Hex> entryHexes(GameState s, UnitState u) {
        if (landing(u)) {
            // §16.2 · within three hexes of the rulebook's 4339, not in heavy woods (R-IT-34)
            List<Hex> result = new ArrayList<>();
            for (Hex h : s.scenario.map().allHexes()) {
                var t = s.scenario.map().hex(h).terrain();
                if (h.distanceTo(u.def.landingNear()) <= s.scenario.rules().landingRange() && !t.prohibited() && !t.name().equals("heavy woods")) {
                    result.add(h);
                }
            }
            result.sort(null);
            return result;
        }
        List<Hex> roads = entryRoads(s, u);
        if (!u.entryBlocked) {
            return roads;
        }
        List<Hex> result = new ArrayList<>(roads); // §14.0 · after the one-turn delay: the road, or the hexes beside it
        for (Hex h : besideBlockedRoads(s, u, roads)) {
            if (!result.contains(h)) {
                result.add(h);
            }
        }
        result.sort(null);
        return result;
    }

    /** §14.0 · German: any road hex on an edge east of the Westwall; Allied: the lettered entry road of the Turn Record Chart. */
    static List<Hex> entryRoads(GameState s, UnitState u) {
        if (u.def.side() == Side.GERMAN) {
            return s.scenario.map().germanEntryHexes();
        }
        return s.scenario.map().entryRoads().getOrDefault(u.def.entry(), List.of());
    }

    /** §14.0 · "If an entry road is blocked by an enemy unit, not just an enemy ZOC": every one of the unit's entry road hexes holds one. */
    public static boolean blocked(GameState s, UnitState u) {
        if (landing(u) || u.def.commando()) {
            return false; // §16.2 lands; §16.4 · commandos ignore Allied units
        }
        List<Hex> roads = entryRoads(s, u);
        return !roads.isEmpty() && roads.stream().allMatch(h -> s.enemyIn(h, u.def.side()));
    }

    /**
     * §14.0 · "After this one-turn delay, Allied units may enter any unblocked edge hex more to the West than the blocked
     * entry roads and on the same map edge (if entering from the North or South). If German or Allied units are blocked
     * from entering on East or West entry roads, they may, after a delay of one turn, enter any unblocked hexes either
     * more North or South of the blocked entry road." Unblocked: no enemy unit (R-IT-50).
     */
    static List<Hex> besideBlockedRoads(GameState s, UnitState u, List<Hex> roads) {
        var map = s.scenario.map();
        List<Hex> result = new ArrayList<>();
        for (Hex h : map.allHexes()) {
            if (!map.edge(h) || map.hex(h).terrain().prohibited() || roads.contains(h)) {
                continue;
            }
            for (Hex r : roads) {
                boolean eastOrWest = map.eastEdge(r) && map.eastEdge(h) || map.westEdge(r) && map.westEdge(h);
                boolean northOrSouth = map.northEdge(r) && map.northEdge(h) || map.southEdge(r) && map.southEdge(h);
                if (eastOrWest && toi.irontide.data.HexIds.row(h) != toi.irontide.data.HexIds.row(r)
                        || northOrSouth && u.def.side() == Side.ALLIED && westOfAll(map, h, roads)) {
                    result.add(h);
                    break;
                }
            }
        }
        return result;
    }

    /** "more to the West than the blocked entry roads": west of every one of them. */
    private static boolean westOfAll(toi.irontide.data.GameMap map, Hex h, List<Hex> roads) {
        for (Hex r : roads) {
            if (toi.irontide.data.HexIds.column(h) >= toi.irontide.data.HexIds.column(r)) {
                return false;
            }
        }
        return true;
    }

    /** §16.2 · a parachute unit lands instead of entering by a road. */
    public static boolean landing(UnitState u) {
        return "air".equals(u.def.entry());
    }

    public static String entryRefusal(GameState s, UnitState u, Hex hex, boolean strategic) {
        if (u == null || u.status != UnitStatus.AWAITING || u.def.side() != s.phasing || u.dueTurn > s.turn || s.phase != Phase.MOVEMENT) {
            return "§14.0 · reinforcements enter in their owner's Movement Phase of the turn they are due";
        }
        if (s.moving != null) {
            return "§5.0 · units move one at a time: finish moving " + s.moving + " first";
        }
        if (landing(u) && strategic) {
            return "§16.2 · a parachute landing is not a move on the roads";
        }
        if (landing(u) && !entryHexes(s, u).contains(hex)) {
            return "§16.2 · it lands within " + s.scenario.rules().landingRange() + " hexes of " + toi.irontide.data.HexIds.format(u.def.landingNear()) + ", not in heavy woods";
        }
        if (!entryHexes(s, u).contains(hex)) {
            return "§14.0 · " + u.id() + " enters at " + (u.def.side() == Side.GERMAN ? "a road hex on an edge east of the Westwall" : "entry road " + u.def.entry())
                    + (u.entryBlocked ? " or, its road blocked last turn, an unblocked edge hex beside it (more North or South on an East or West edge; more West on a North or South edge)" : "");
        }
        String restricted = Restrictions.entryRefusal(s, u);
        if (restricted != null) {
            return restricted;
        }
        if (u.def.side() == Side.ALLIED && s.exitedVia.contains(hex)) {
            return "§14.0 · Allied reinforcements cannot enter on a Victory Point Exit road the German exited by";
        }
        if (s.enemyIn(hex, u.def.side()) && !u.def.commando()) { // §16.4 · commandos ignore Allied units
            return "§14.0 · an enemy unit blocks the entry road: the reinforcement is delayed one turn";
        }
        if (Stacking.count(s, hex, u.def.side()) >= s.scenario.rules().stackingLimit()) {
            return "§14.0 · units that cannot enter for stacking delay their entry";
        }
        String commands = Commands.stackRefusal(s, u, hex); // §17.3, §17.4
        if (commands != null) {
            return commands;
        }
        if (strategic) {
            if (u.def.side() == Side.GERMAN && s.currentTurn().am() && s.currentTurn().weather() == Weather.CLEAR) {
                return "§5.24 · on clear weather AM turns German units may not use strategic movement";
            }
            if (Movement.nearEnemy(s, u, hex)) {
                return "§5.2 · strategic movement keeps " + s.scenario.rules().strategicMinDistance() + " hexes from every enemy unit";
            }
        }
        return null;
    }

    /** §14.0 · the unit enters as if from a road hex beyond the edge: the entry hex costs a road move; it may move on. */
    /** §16.2 · the landing: the unit is placed, a die gives its step losses (its chit drawn first), it moves no more this turn. */
    public static void land(GameState s, UnitState u, Hex hex, List<IronTideEvent> log) {
        u.status = UnitStatus.ON_MAP;
        u.hex = hex;
        u.moved = true;
        u.stopped = true;
        Control.enter(s, u);
        int die = s.dice.roll();
        int losses = s.scenario.rules().landingLosses().get(die - 1);
        log.add(new IronTideEvent.Landed(u.id(), toi.irontide.data.HexIds.format(hex), die, losses));
        for (int i = 0; i < losses && u.onMap(); i++) {
            Losses.takeStep(s, u, log);
        }
    }

    public static void enter(GameState s, UnitState u, Hex hex, boolean strategic) {
        u.status = UnitStatus.ON_MAP;
        u.hex = hex;
        u.strategic = strategic;
        u.moved = true;
        u.moving = true;
        u.mpLeft = Movement.movementFactor(u);
        int cost;
        var r = s.scenario.rules();
        if (!s.scenario.map().roadHex(hex)) {
            cost = s.scenario.map().hex(hex).terrain().cost(u.def.mechanized()) * Movement.SIXTHS; // §14.0 · beside a blocked road: the hex's own terrain
        } else if (!strategic) {
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
