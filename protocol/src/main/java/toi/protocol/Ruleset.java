package toi.protocol;

import java.util.List;
import java.util.Set;

/**
 * One game's rules as the shared path sees them: its scenarios, its optional rules, and how to start a match or
 * rebuild one from its log. Found through {@link Rulesets} (each ruleset module registers itself with a
 * {@code META-INF/services/toi.protocol.Ruleset} file).
 */
public interface Ruleset {

    /** A short id used in saves, URLs and commands: {@code tide-of-iron}, {@code iron-tide}. */
    String id();

    /** The game's name for people. */
    String title();

    /** Every scenario this ruleset can start, in the order a lobby lists them. */
    List<ScenarioSummary> scenarios();

    /** The optional rules a match may be started with (ids for {@link #start}). */
    List<OptionSummary> options();

    /**
     * A new match. A scenario or option this ruleset does not know is refused with an {@link IllegalArgumentException}
     * whose message names it (and lists what is known).
     */
    Match start(String scenario, Set<String> options, long seed);

    /**
     * A match rebuilt from its seed and the choices applied to it, each answered by the seat then asked (a saved
     * game, a replay). Same scenario, options, seed and choices give the same match, bit for bit.
     */
    default Match replay(String scenario, Set<String> options, long seed, List<String> choices) {
        Match m = start(scenario, options, seed);
        for (int i = 0; i < choices.size(); i++) {
            m.replay(m.pending().seat(), choices.get(i), i + 1 < choices.size() ? choices.get(i + 1) : null);
        }
        return m;
    }
}
