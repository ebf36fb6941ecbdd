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
 */
public final class MovementRules {

    private MovementRules() {
    }

    /**
     * The cost for {@code unit} (which started its movement in {@code start}) to move from
     * {@code from} into the adjacent hex {@code to}.
     */
    public static Step enter(Position position, Unit unit, Hex start, Hex from, Hex to) {
        Board board = position.board();
        if (!from.isAdjacentTo(to)) {
            return Step.refused(from, to, to + " is not adjacent to " + from);
        }
        if (!board.isPlayable(to)) {
            return Step.refused(from, to, to + " is not part of the game"
                    + (board.contains(to) ? " (000 · Half Hexes)" : " (off the board)"));
        }
        for (Unit other : position.unitsAt(to)) {
            if (!other.nation().equals(unit.nation())) {
                return Step.refused(from, to, to + " contains an enemy unit (" + other.id()
                        + "); a unit may not move into or through it (000 · MOVEMENT)");
            }
        }
        if (board.isCliff(from, to)) {
            return Step.refused(from, to, "the hexside " + from + "–" + to
                    + " is a cliff (level " + board.elevation(from) + " to " + board.elevation(to)
                    + "); cliff hexsides are impassable (000 · Hill)");
        }
        MovementClass mc = unit.movementClass();
        Terrain terrain = board.terrain(to);
        if (terrain.cost(mc) == null) {
            return Step.refused(from, to, mc.word() + " may not enter " + terrain.name().toLowerCase()
                    + " (" + to + ") (000 · TERRAIN BREAKDOWN: " + terrain.name() + ")");
        }
        if (unit.isVehicle() && board.hasMarker(to, "tank-trap") && !start.isAdjacentTo(to)) {
            return Step.refused(from, to, "a vehicle may not enter the tank trap in " + to
                    + " unless it started its movement in an adjacent hex (000 · Tank Traps)");
        }

        int cost;
        String explanation;
        int level = board.elevation(to);
        boolean byRoad = terrain.roadBonus() && board.roadContiguous(from, to);
        if (byRoad && unit.hasTrait("effective-road-movement")) {
            cost = 1; // one third: 000 · Effective Road Movement (trucks)
            explanation = "contiguous road, truck 1/3 (000 · Effective Road Movement)";
        } else if (byRoad) {
            cost = MovePoints.of(1);
            explanation = "contiguous road 1 (000 · Road"
                    + (level > board.elevation(from) ? ", uphill ignored" : "") + ")";
        } else {
            int base = terrain.cost(mc);
            cost = MovePoints.of(base);
            explanation = terrain.name().toLowerCase() + " " + base;
            if (level > board.elevation(from)) {
                // 000 · Hill: moving "uphill" one level costs one more point (docs/rulings.md R-MOVE-1).
                cost += MovePoints.of(1);
                explanation += " + uphill 1 (000 · Hill)";
            }
        }
        boolean stops = false;
        for (MarkerType m : board.markers(to)) {
            if (stopsHere(m, unit)) {
                stops = true;
                explanation += "; must end its movement: " + m.name().toLowerCase() + " (000 · " + ruleName(m) + ")";
            }
        }
        return new Step(from, to, true, cost, explanation, stops);
    }

    static boolean stopsHere(MarkerType marker, Unit unit) {
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

    /** Movement points spent before the first step: leaving an entrenchment or pillbox costs 1 (000 · Entrenchments). */
    public static int leavingCost(Unit unit) {
        return unit.fortification() == null ? 0 : MovePoints.of(1);
    }

    /** 000 · STACKING LIMITS: whether the unit may end its movement in the hex. */
    public static boolean hexIsFullFor(Position position, Unit unit, Hex hex) {
        List<Unit> here = position.unitsAt(hex);
        int units = 0;
        int vehicles = 0;
        for (Unit u : here) {
            if (u.id().equals(unit.id())) {
                continue;
            }
            units++;
            if (u.isVehicle()) {
                vehicles++;
            }
        }
        return units >= Position.MAX_UNITS_PER_HEX || (unit.isVehicle() && vehicles >= Position.MAX_VEHICLES_PER_HEX);
    }
}
