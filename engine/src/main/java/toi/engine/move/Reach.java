package toi.engine.move;

import java.util.List;
import toi.engine.hex.Hex;

/**
 * A hex the unit can reach this activation, by its cheapest path.
 *
 * @param cost   movement points spent, in thirds ({@link MovePoints})
 * @param path   the hexes entered in order, the unit's own hex first
 * @param steps  one explanation per hex entered (and one for leaving a fortification)
 * @param canEnd false when the unit may only pass through (a full friendly hex, 000 · STACKING LIMITS)
 * @param note   why it may not end here, or why its movement stops here
 */
public record Reach(Hex hex, int cost, List<Hex> path, List<String> steps, boolean canEnd, String note) {
}
