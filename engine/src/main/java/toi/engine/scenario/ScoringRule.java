package toi.engine.scenario;

import java.util.List;
import toi.engine.hex.Hex;

/**
 * A scenario's way of earning victory points (002 · the nine scenarios' "earn VPs under the following
 * conditions"), as data.
 *
 * @param side      the side that scores
 * @param kind      what scores: a unit exiting the board, holding a hex in each Command Phase, each building
 *                  controlled at the end of the game, each enemy tank destroyed or heavily damaged, each of
 *                  {@code hexes} controlled at the end of the game ("The nation controlling the bridge earns 1 VP")
 * @param vp        victory points per occurrence
 * @param units     for {@link Kind#EXIT}: the unit type ids or traits that score (empty = any unit)
 * @param hexes     for {@link Kind#HOLD}: the hexes (one unit in any of them scores); for {@link Kind#CONTROL}: each scores;
 *                  for {@link Kind#REACH}: a unit of {@code units} entering any of them scores once ("reaches the VP marker by round 6")
 * @param fromRound the first round it scores in (exits; holding)
 * @param toRound   the last round it scores in
 */
public record ScoringRule(String side, Kind kind, int vp, List<String> units, List<Hex> hexes, int fromRound, int toRound) {

    public enum Kind { EXIT, HOLD, BUILDING, ENEMY_TANK_LOST, CONTROL, REACH }

    public ScoringRule {
        units = List.copyOf(units);
        hexes = List.copyOf(hexes);
        if (fromRound < 1 || toRound < fromRound) {
            throw new IllegalArgumentException("rounds " + fromRound + "–" + toRound + " are not a range");
        }
    }

    public boolean inRound(int round) {
        return round >= fromRound && round <= toRound;
    }
}
