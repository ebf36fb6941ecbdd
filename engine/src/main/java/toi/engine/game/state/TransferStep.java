package toi.engine.game.state;

import java.util.HashSet;
import java.util.Set;

/**
 * 000 · STATUS PHASE, 4. Squad Transfers: the arrangements of figures the transferring player's squads have had in each
 * hex during this step, so that no transfer brings one back (R-GAME-15). Immutable; the open TRANSFER frame's data.
 *
 * @param seen one key a hex and arrangement: the hex, then each squad there with its figures, sorted (see {@code
 *             RoundPhases.arrangement})
 */
public record TransferStep(Set<String> seen) {
    public static final TransferStep NONE = new TransferStep(Set.of());

    public TransferStep {
        seen = Set.copyOf(seen);
    }

    /** The same with {@code before} and {@code after} seen too. */
    public TransferStep with(String before, String after) {
        Set<String> s = new HashSet<>(seen);
        s.add(before);
        s.add(after);
        return new TransferStep(s);
    }
}
