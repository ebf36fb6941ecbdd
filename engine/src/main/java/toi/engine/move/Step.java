package toi.engine.move;

import toi.engine.hex.Hex;

/**
 * The cost of entering one hex from an adjacent one, or the rule that forbids it.
 *
 * @param cost        movement points in thirds ({@link MovePoints}); meaningless when refused
 * @param explanation the cost breakdown ("woods 2 + uphill 1") or the refusal with its rule
 * @param stops       the unit must end its movement on entering (razor wire, tank trap, minefield)
 */
public record Step(Hex from, Hex to, boolean allowed, int cost, String explanation, boolean stops) {

    static Step refused(Hex from, Hex to, String why) {
        return new Step(from, to, false, 0, why, false);
    }
}
