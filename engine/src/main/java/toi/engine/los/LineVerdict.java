package toi.engine.los;

import java.util.List;
import toi.engine.hex.Hex;
import toi.engine.hex.SightLine;

/**
 * The verdict for one traced firing line (shifted to one side, see {@link SightLine}).
 *
 * @param hexes       the hexes the line crosses, firer first, target last
 * @param blockingHex the hex that blocks, or the closest obstruction for different levels (null if none)
 * @param reason      a sentence a player can check against the board
 */
public record LineVerdict(SightLine.Side side, List<Hex> hexes, LosRule rule, Hex blockingHex, String reason) {
    public boolean clear() {
        return rule.clear();
    }
}
