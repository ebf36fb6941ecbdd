package toi.engine.move;

import java.util.List;
import toi.engine.hex.Hex;
import toi.engine.map.Board;
import toi.engine.map.MarkerType;
import toi.engine.map.MovementClass;
import toi.engine.map.Terrain;
import toi.engine.units.Position;
import toi.engine.units.Unit;

/**
 * 000 · MOVEMENT and the TERRAIN BREAKDOWN: what it costs a unit to enter a hex, and what
 * forbids it. Terrain numbers come from the terrain content file.
 *
 * <p>One copy of the rules serves two callers: {@link #enter} explains the step for players,
 * {@link #cost} answers fast for searches (it builds no text when {@code why} is null).
 */
public final class MovementRules {

    /** Returned by {@link #cost} when the step is forbidden. */
    public static final int REFUSED = -1;

    private MovementRules() {
    }

    /**
     * The cost for {@code unit} (which started its movement in {@code start}) to move from
     * {@code from} into the adjacent hex {@code to}, explained.
     */
    public static Step enter(Position position, Unit unit, Hex start, Hex from, Hex to) {
        StringBuilder why = new StringBuilder();
        int cost = cost(position, unit, start, from, to, why);
        if (cost == REFUSED) {
            return Step.refused(from, to, why.toString());
        }
        boolean stops = stopsOnEntering(position.board(), unit, to, why);
        return new Step(from, to, true, cost, why.toString(), stops);
    }

    /**
     * Movement points (in thirds) to step from {@code from} into {@code to}, or {@link #REFUSED}.
     * When {@code why} is not null the cost breakdown or the refusal, with its rule, is appended.
     */
    public static int cost(Position position, Unit unit, Hex start, Hex from, Hex to, StringBuilder why) {
        Board board = position.board();
        if (!from.isAdjacentTo(to)) {
            return refuse(why, to + " is not adjacent to " + from);
        }
        if (!board.isPlayable(to)) {
            return refuse(why, why == null ? null : to + " is not part of the game"
                    + (board.contains(to) ? " (000 · Half Hexes)" : " (off the board)"));
        }
        int enemies = visibleEnemies(position, unit, to);
        if (enemies > 0 && !unit.hasAbility("overrun")) {
            return refuse(why, why == null ? null : to + " contains " + enemies + " enemy unit" + (enemies == 1 ? "" : "s")
                    + "; a unit may not move into or through it (000 · MOVEMENT; only tanks overrun)");
        }
        if (board.isCliff(from, to)) {
            return refuse(why, why == null ? null : "the hexside " + from + "–" + to + " is a cliff (level "
                    + board.elevation(from) + " to " + board.elevation(to) + "); cliff hexsides are impassable (000 · Hill)");
        }
        MovementClass mc = unit.movementClass();
        Terrain terrain = board.terrain(to);
        Integer terrainCost = terrain.cost(mc);
        if (terrainCost == null) {
            return refuse(why, why == null ? null : mc.word() + " may not enter " + terrain.name().toLowerCase()
                    + " (" + to + ") (000 · TERRAIN BREAKDOWN: " + terrain.name() + ")");
        }
        if (unit.hasSpecialization("mounted") && terrain.id().equals("building")) {
            return refuse(why, why == null ? null : "mounted units may not enter buildings (002 · Mounted Units: Riding)");
        }
        if (unit.isVehicle() && board.hasMarker(to, "tank-trap") && !start.isAdjacentTo(to)) {
            return refuse(why, why == null ? null : "a vehicle may not enter the tank trap in " + to
                    + " unless it started its movement in an adjacent hex (000 · Tank Traps)");
        }

        // 000 · Overrun: "the normal cost to enter the hex plus one movement point for each enemy unit in the hex".
        int overrun = MovePoints.of(enemies);
        if (overrun > 0 && why != null) {
            why.append("overrun +").append(enemies).append(" (000 · Overrun); ");
        }
        boolean uphill = board.elevation(to) > board.elevation(from);
        // 003 · WRECKED VEHICLES: +1 a wreck; no Effective Road Movement through a wreck; two close the road
        int wrecked = Wrecks.extraCost(position, to);
        if (wrecked > 0) {
            explain(why, "wrecks +" + wrecked + " (" + Wrecks.RULE.heading() + "); ");
        }
        int extra = overrun + MovePoints.of(wrecked); // added to whatever entering the hex costs
        boolean byRoad = terrain.roadBonus() && board.roadContiguous(from, to) && Wrecks.roadOpen(position, to);
        if (byRoad && unit.hasTrait("effective-road-movement") && wrecked == 0) {
            explain(why, "contiguous road, truck 1/3 (000 · Effective Road Movement)");
            return extra + 1; // one third
        }
        if (byRoad) {
            explain(why, uphill ? "contiguous road 1 (000 · Road, uphill ignored)" : "contiguous road 1 (000 · Road)");
            return extra + MovePoints.of(1);
        }
        if (why != null) {
            why.append(terrain.name().toLowerCase()).append(' ').append(terrainCost);
        }
        if (uphill) {
            // 000 · Hill: moving "uphill" one level costs one more point (docs/rulings.md R-MOVE-1).
            explain(why, " + uphill 1 (000 · Hill)");
            return extra + MovePoints.of(terrainCost + 1);
        }
        return extra + MovePoints.of(terrainCost);
    }

    /**
     * Enemy units in the hex that bar or slow movement: concealed squads do not (000 · CONCEALED
     * SQUADS: "Enemy units can move through … a hex containing only concealed squads"), nor do
     * squads inside a vehicle (the vehicle is the unit).
     */
    public static int visibleEnemies(Position position, Unit unit, Hex hex) {
        int n = 0;
        List<Unit> here = position.unitsAt(hex);
        for (int i = 0; i < here.size(); i++) { // indexed: asked for every step listed, no iterator
            Unit other = here.get(i);
            if (!other.nation().equals(unit.nation()) && !other.concealed() && !other.isTransported()) {
                n++;
            }
        }
        return n;
    }

    /**
     * Whether the unit may end its movement in the hex: not full (000 · STACKING LIMITS) and holding
     * no enemy unit, concealed or not (000 · Overrun: "A tank may never end its movement in a hex
     * containing enemy units"; 000 · CONCEALED SQUADS: "but not end their movement in").
     */
    public static boolean mayEndIn(Position position, Unit unit, Hex hex) {
        for (Unit other : position.unitsAt(hex)) {
            if (!other.nation().equals(unit.nation())) {
                return false;
            }
        }
        return !hexIsFullFor(position, unit, hex);
    }

    /**
     * Whether entering the hex ends the unit's movement (000 · Razor Wire, Tank Traps,
     * Minefields); the reasons are appended to {@code why} when it is not null.
     */
    public static boolean stopsOnEntering(Board board, Unit unit, Hex to, StringBuilder why) {
        boolean stops = false;
        for (MarkerType m : board.markers(to)) {
            if (stopsHere(m, unit)) {
                stops = true;
                explain(why, "; must end its movement: " + m.name().toLowerCase() + " (000 · " + ruleName(m) + ")");
            }
        }
        return stops;
    }

    private static int refuse(StringBuilder why, String reason) {
        explain(why, reason);
        return REFUSED;
    }

    private static void explain(StringBuilder why, String text) {
        if (why != null) {
            why.append(text);
        }
    }

    /** Whether the obstacle ends this unit's movement when it enters the hex (000 · Razor Wire, Tank Traps, Minefields). */
    public static boolean stopsHere(MarkerType marker, Unit unit) {
        return switch (marker.stopsMovement()) {
            case "all" -> true;
            case "vehicles" -> unit.isVehicle();
            case "non-engineer-squads-and-light-vehicles" ->
                    (unit.isSquad() && !unit.isEngineer()) || (unit.isVehicle() && unit.hasTrait("light-vehicle"));
            default -> false;
        };
    }

    private static String ruleName(MarkerType m) {
        return switch (m.id()) {
            case "razor-wire" -> "Razor Wire";
            case "tank-trap" -> "Tank Traps";
            case "minefield" -> "Minefields";
            default -> m.name();
        };
    }

    /** 002 · Riding: whether a step goes "across clear terrain, roads or railways". */
    public static boolean ridingStep(Position position, Hex from, Hex to) {
        Board board = position.board();
        return board.terrain(to).id().equals("clear") || board.roadContiguous(from, to) && Wrecks.roadOpen(position, to);
    }

    /** Movement points spent before the first step: leaving an entrenchment or pillbox costs 1 (000 · Entrenchments). */
    public static int leavingCost(Unit unit) {
        return unit.fortification() == null ? 0 : MovePoints.of(1);
    }

    /** 000 · STACKING LIMITS: whether the unit may end its movement in the hex. */
    public static boolean hexIsFullFor(Position position, Unit unit, Hex hex) {
        List<Unit> here = position.unitsAt(hex);
        int units = 0;
        int vehicles = 0;
        for (int i = 0; i < here.size(); i++) { // indexed: asked for every step listed, no iterator
            Unit u = here.get(i);
            if (u.id().equals(unit.id()) || u.isTransported()) {
                continue; // a transport and the squads it carries count as one unit (000 · Transporting Squads)
            }
            units++;
            if (u.isVehicle()) {
                vehicles++;
            }
        }
        int wrecks = Wrecks.count(position.board(), hex); // 003 · WRECKED VEHICLES: they "still count against stacking"
        units += wrecks;
        vehicles += wrecks;
        return units >= Position.MAX_UNITS_PER_HEX || (unit.isVehicle() && vehicles >= Position.MAX_VEHICLES_PER_HEX);
    }
}
