package toi.irontide.rules;

import toi.engine.hex.Hex;
import toi.irontide.data.HexIds;
import toi.irontide.data.RulebookNumbers;
import toi.irontide.data.Side;
import toi.irontide.data.Terrain;
import toi.irontide.data.UnitType;
import toi.irontide.data.Weather;
import toi.irontide.event.IronTideEvent;
import toi.irontide.state.GameState;
import toi.irontide.state.Phase;
import toi.irontide.state.Strength;
import toi.irontide.state.SupplyState;
import toi.irontide.state.UnitState;

/**
 * §5.0 · MOVEMENT: tactical (§5.1) and strategic (§5.2) movement one hex at a time, with zones of control (§7.1–7.3),
 * out-of-supply and isolated units (§12.2, §12.3) and the first turns' restrictions (§18.0). Movement points are
 * counted in sixths (§5.21–5.23). Each check returns the rule that forbids, or null.
 */
public final class Movement {
    public static final int SIXTHS = 6;

    private Movement() {
    }

    /** §5.0, §12.2 · the unit's movement factor this phase, in sixths: a cadre's printed one; mechanized units out of supply halved (R-IT-9). */
    public static int movementFactor(UnitState u) {
        int mf = u.def.regiment() && u.strength == Strength.CADRE ? u.def.cadreMovement() : u.def.movement();
        if (u.def.mechanized() && u.supply != SupplyState.SUPPLIED) {
            mf = Math.max(1, (mf + 1) / 2);
        }
        return mf * SIXTHS;
    }

    /** Why the unit may not start to move now (tactically or strategically), or null. */
    public static String activationRefusal(GameState s, UnitState u, boolean strategic) {
        if (u == null || !u.onMap()) {
            return "§5.0 · only units on the map move";
        }
        if (u.def.side() != s.phasing) {
            return "§4.1 · only the phasing player moves his units";
        }
        if (s.phase == Phase.MOVEMENT && u.reserve) {
            return "§6.0 · units in Reserve may not move in the Movement Phase";
        }
        if (s.phase == Phase.RESERVE && !u.reserve) {
            return "§6.0 · only units marked in Reserve move in the Reserve Phase";
        }
        if (s.phase != Phase.MOVEMENT && s.phase != Phase.RESERVE) {
            return "§4.24 · units move in the Movement and Reserve Phases";
        }
        if (u.moved) {
            return "§5.0 · each unit moves once in a phase";
        }
        if (s.moving != null) {
            return "§5.0 · units move one at a time: finish moving " + s.moving + " first";
        }
        if (u.replaced && s.phase == Phase.MOVEMENT) {
            return "§15 · units that received replacements may not move in the next Movement Phase";
        }
        if (s.turn == 0 && u.def.side() == Side.GERMAN) {
            return "§18.0 · on turn one no German unit moves except as a result of combat";
        }
        if (s.turn == 0 && u.def.side() == Side.ALLIED && !u.mayMoveTurnOne && s.turnOneMover != null) {
            return "§18.0 · on turn one only one Allied unit (" + s.turnOneMover + ") and units attacked in the German turn move";
        }
        if (s.turn <= 1 && u.def.division() != null && s.scenario.divisions().get(u.def.division()).heldFirstTwoTurns()) {
            return "§18.0 · on turns one and two the " + s.scenario.divisions().get(u.def.division()).name() + " may not move";
        }
        if (strategic) {
            if (u.def.side() == Side.GERMAN && s.currentTurn().am() && s.currentTurn().weather() == Weather.CLEAR) {
                return "§5.24 · on clear weather AM turns German units may not use strategic movement";
            }
            if (nearEnemy(s, u, u.hex)) {
                return "§5.2 · strategic movement keeps " + s.scenario.rules().strategicMinDistance() + " hexes from every enemy unit";
            }
        }
        return null;
    }

    /** §5.2, §16.4 · for the unit's strategic movement: a commando ignores Allied units, even strategically. */
    public static boolean nearEnemy(GameState s, UnitState u, Hex hex) {
        return !u.def.commando() && nearEnemy(s, hex, u.def.side());
    }

    /**
     * §5.2 · an enemy unit closer than the strategic minimum distance (counting the enemy's hex, not the mover's);
     * "except German Commandos" (§16.4: they are no enemy unit here).
     */
    public static boolean nearEnemy(GameState s, Hex hex, Side side) {
        int min = s.scenario.rules().strategicMinDistance();
        for (UnitState e : s.units.values()) {
            if (e.onMap() && e.def.side() != side && !e.def.commando() && e.hex.distanceTo(hex) < min) {
                return true;
            }
        }
        return false;
    }

    /** §5.1, §5.2 · the cost in sixths of entering {@code to} from the unit's hex, before the disengagement cost. */
    public static int terrainCost(GameState s, UnitState u, Hex from, Hex to) {
        RulebookNumbers r = s.scenario.rules();
        if (Hexsides.road(s, from, to)) {
            if (!u.strategic) {
                return r.tacticalRoadCost() * SIXTHS; // §5.1 · a road negates the other terrain
            }
            if (u.def.mechanized()) {
                return r.mechRoadSixths(); // §5.23
            }
            return u.def.side() == Side.GERMAN ? r.germanNonMechRoadSixths() : r.alliedNonMechRoadSixths(); // §5.21, §5.22
        }
        Terrain t = s.scenario.map().hex(to).terrain();
        return t.cost(u.def.mechanized()) * SIXTHS;
    }

    /** §7.2 · the disengagement cost of leaving an enemy ZOC the unit began the phase in. */
    public static int disengagementCost(GameState s, UnitState u) {
        RulebookNumbers r = s.scenario.rules();
        return (u.def.mechanized() ? r.disengageMech() : r.disengageNonMech()) * SIXTHS;
    }

    /** §5.0 · the units moving now: the one unit, or the stack moving together (empty when none moves). */
    public static java.util.List<UnitState> movingUnits(GameState s) {
        java.util.List<UnitState> out = new java.util.ArrayList<>();
        if (s.moving != null) {
            out.add(s.unit(s.moving));
            for (String id : s.movingWith) {
                out.add(s.unit(id));
            }
        }
        return out;
    }

    /** §5.0 · the units moving together with {@code u} (its stack-mates in a stack move), none when it moves alone. */
    static java.util.List<UnitState> mates(GameState s, UnitState u) {
        java.util.List<UnitState> all = movingUnits(s);
        if (!all.contains(u)) {
            return java.util.List.of();
        }
        all.remove(u);
        return all;
    }

    /**
     * §5.0 · "Stacks of units may move together if all the units start in the same hex and move per the Terrain Effects
     * Chart and no unit in the stack exceeds its printed movement factor": why the stack may not enter {@code to} — the
     * first of its units that may not, with the rule (R-IT-39) — or null.
     */
    public static String stackStepRefusal(GameState s, Hex to) {
        java.util.List<UnitState> units = movingUnits(s);
        for (UnitState u : units) {
            String why = stepRefusal(s, u, to);
            if (why != null) {
                return units.size() > 1 ? why + " (" + u.id() + ", in the moving stack)" : why;
            }
        }
        return null;
    }

    /** Why the moving unit may not enter {@code to} now, or null. */
    public static String stepRefusal(GameState s, UnitState u, Hex to) {
        Hex from = u.hex;
        if (!s.scenario.map().onMap(to)) {
            return "§5.3 · no unit moves off the map (German units exit only by the exit rule)";
        }
        if (!from.isAdjacentTo(to)) {
            return "§5.0 · units move hex by hex: " + HexIds.format(to) + " is not adjacent to " + HexIds.format(from);
        }
        if (s.scenario.map().hex(to).terrain().prohibited()) {
            return "§5.1 · a unit may never move into prohibited terrain";
        }
        if (s.enemyIn(to, u.def.side()) && !u.def.commando()) { // §16.4 · commandos may share hexes with enemy units
            return "§8.1 · enemy and friendly units may never occupy the same hex";
        }
        String commands = Commands.stackRefusal(s, u, to); // §17.3, §17.4 · not even passing through (R-IT-38)
        if (commands != null) {
            return commands;
        }
        if (u.stopped) {
            return "§7.1 · it entered an enemy ZOC and may not move further this phase";
        }
        if (u.supply == SupplyState.ISOLATED && u.hexesMoved >= 1) {
            return "§12.3 · an isolated unit moves one hex";
        }
        String restricted = Restrictions.meuseRefusal(s, u, from, to);
        if (restricted != null) {
            return restricted;
        }
        boolean crossing = Hexsides.unbridgedRiver(s, from, to);
        if (crossing && u.def.mechanized() && u.def.type() != UnitType.MECH_INFANTRY && !Hexsides.ford(s, from, to)) {
            return "§5.1 · only non-mechanized units and mechanized infantry cross unbridged river hexsides";
        }
        if (crossing && u.hexesMoved > 0) {
            return "§5.1 · crossing an unbridged river costs the unit's entire movement factor: only from where it began";
        }
        boolean zocFree = u.def.commando() || SpecialUnits.ignoresZoc(s, u) || SpecialUnits.mayInfiltrate(s, u, to, mates(s, u)); // §16.1, §16.3, §16.4
        boolean zocFrom = !zocFree && ZonesOfControl.inEnemyZoc(s, from, u.def.side());
        boolean zocTo = !zocFree && ZonesOfControl.inEnemyZoc(s, to, u.def.side());
        if (zocTo && u.disengaged) {
            return "§7.3 · a disengaging unit may not enter an enemy ZOC for the rest of the phase";
        }
        if (zocFrom && zocTo) {
            return "§5.1 · a unit may never move from one enemy ZOC directly into another hex in an enemy ZOC";
        }
        if (u.strategic && nearEnemy(s, u, to)) {
            return "§5.2 · strategic movement keeps " + s.scenario.rules().strategicMinDistance() + " hexes from every enemy unit throughout";
        }
        int cost = stepCost(s, u, to);
        if (cost > u.mpLeft) {
            if (!u.strategic && u.hexesMoved == 0) {
                return null; // §5.1 · a unit may always move at least one hex
            }
            return "§5.0 · entering " + HexIds.format(to) + " costs " + points(cost) + ", " + points(u.mpLeft) + " left";
        }
        return null;
    }

    /** The full cost in sixths of the step: terrain or road, an unbridged river's whole factor, disengagement. */
    public static int stepCost(GameState s, UnitState u, Hex to) {
        Hex from = u.hex;
        if (Hexsides.unbridgedRiver(s, from, to)) {
            return Math.max(u.mpLeft, SIXTHS); // §5.1 · the entire movement factor
        }
        int cost = terrainCost(s, u, from, to);
        if (u.beganInEnemyZoc && u.hexesMoved == 0 && ZonesOfControl.inEnemyZoc(s, from, u.def.side())
                && !u.def.commando() && !SpecialUnits.ignoresZoc(s, u) && !SpecialUnits.mayInfiltrate(s, u)) { // §16.4 · commandos ignore Allied ZOCs
            cost += disengagementCost(s, u); // §7.2
        }
        return cost;
    }

    /**
     * The unit is now in {@code to}, whatever moved it (a step, an advance, a retreat, a misdirection): §7.4 · "once moved for any
     * reason" its temporary ZOC is lost; §20, §12.5 · a town hex or fuel depot entered is taken.
     */
    public static void enter(GameState s, UnitState u, Hex to) {
        u.hex = to;
        u.temporaryZoc = false;
        Control.enter(s, u);
    }

    /** Moves the unit one hex (the step must have been checked). */
    public static IronTideEvent step(GameState s, UnitState u, Hex to) {
        IronTideEvent note = null;
        int cost = stepCost(s, u, to);
        boolean leavingZoc = ZonesOfControl.inEnemyZoc(s, u.hex, u.def.side());
        u.mpLeft = Math.max(0, u.mpLeft - cost);
        enter(s, u, to);
        u.hexesMoved++;
        if (leavingZoc && u.beganInEnemyZoc) {
            u.disengaged = true; // §7.3
        }
        if (ZonesOfControl.inEnemyZoc(s, to, u.def.side()) && !u.def.commando()) { // §16.4 · commandos ignore Allied ZOCs
            if (SpecialUnits.ignoresZoc(s, u)) {
                note = new IronTideEvent.ZocIgnored("§16.3", u.id(), 0, true);
            } else if (SpecialUnits.mayInfiltrate(s, u, to, mates(s, u))) {
                note = SpecialUnits.infiltrate(s, u);
            } else if (SpecialUnits.mayInfiltrate(s, u)) {
                note = IronTideEvent.Note.of(SpecialUnits.stackForbidsInfiltration(s, u, to, mates(s, u)) + ": no attempt, the ZOC stops it (§7.1)");
                u.stopped = true;
                u.infiltrationTurn = s.turn; // §16.1 · "only available the first turn that it enters an enemy ZOC" (R-IT-37)
            } else {
                u.stopped = true; // §7.1
            }
        }
        if (u.supply == SupplyState.ISOLATED) {
            u.stopped = true; // §12.3
        }
        return note;
    }

    public static String points(int sixths) {
        int whole = sixths / SIXTHS;
        int rest = sixths % SIXTHS;
        if (rest == 0) {
            return whole + " MP";
        }
        String frac = switch (rest) {
            case 1 -> "1/6";
            case 2 -> "1/3";
            case 3 -> "1/2";
            case 4 -> "2/3";
            default -> "5/6";
        };
        return (whole == 0 ? "" : whole + " ") + frac + " MP";
    }
}
