package toi.engine.game.protocol;

import java.util.List;
import java.util.Map;
import toi.engine.hex.Hex;

/**
 * A whole move the active unit can make: its destination, the cheapest path (the hexes entered, in
 * order), its cost and the movement points left, in thirds of a point (trucks pay 1/3 on roads).
 * In a preview, {@code opFireFrom} names for each hex of the path the enemy units in Op Fire mode
 * that could attack the unit there (000 · OPPORTUNITY FIRE); each may fire once per activation.
 */
public record MoveRoute(Hex to, List<Hex> path, int costThirds, int mpLeftThirds, Map<Hex, List<String>> opFireFrom) {
    public MoveRoute {
        path = List.copyOf(path);
        opFireFrom = Map.copyOf(opFireFrom);
    }
}
