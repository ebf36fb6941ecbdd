package toi.engine.map;

import java.util.Objects;

/**
 * One row of the TERRAIN BREAKDOWN (000 · TERRAIN, 002 · TERRAIN): a hex's main terrain type.
 * Numbers come from the content file, not from code.
 *
 * @param id           stable id used in map files ("woods", "stream-deep", …)
 * @param name         display name
 * @param symbol       one character used in the compact map grid
 * @param blocksLos    blocking terrain (000 · LINE OF SIGHT)
 * @param cover        red defense dice granted to units in the hex
 * @param squadCost    movement cost for squads; {@code null} = squads may not enter
 * @param vehicleCost  movement cost for vehicles; {@code null} = vehicles may not enter
 * @param roadBonus    whether a contiguous road lowers the cost to 1 (false for buildings: "2 even if
 *                     the hex also contains a road")
 * @param carriesRoad  counts as a road hex for contiguous road movement (002 · Bridge: "A bridge is
 *                     contiguous to an adjoining road")
 * @param playable     false for the half hexes of the board frame (000 · Half Hexes)
 * @param color        fill colour when the board is drawn
 */
public record Terrain(String id, String name, char symbol, boolean blocksLos, int cover,
                      Integer squadCost, Integer vehicleCost, boolean roadBonus, boolean carriesRoad, boolean playable,
                      String color) {

    public Terrain {
        Objects.requireNonNull(id);
        Objects.requireNonNull(name);
    }

    /** Movement cost to enter for the class, or null if that class may never enter. */
    public Integer cost(MovementClass movementClass) {
        return movementClass == MovementClass.SQUAD ? squadCost : vehicleCost;
    }

    public boolean impassableTo(MovementClass movementClass) {
        return !playable || cost(movementClass) == null;
    }
}
