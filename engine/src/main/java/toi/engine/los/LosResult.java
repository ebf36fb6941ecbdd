package toi.engine.los;

import java.util.List;
import toi.engine.hex.Hex;

/**
 * The answer to "can a unit in {@code from} see a unit in {@code to}?", with the rule that
 * decided it and the hex responsible, so a player (or the UI) can check it on the board.
 *
 * @param alongHexEdge true when the firing line runs along hex edges and was shifted both ways
 *                     (000 · Firing Along Hex Edges); {@code lines} then holds both shifted lines
 * @param lines        the traced line(s); one when both shifts cross the same hexes
 */
public record LosResult(Hex from, Hex to, boolean clear, LosRule rule, Hex blockingHex, String reason,
                        boolean alongHexEdge, List<LineVerdict> lines) {
}
