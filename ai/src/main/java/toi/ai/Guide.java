package toi.ai;

import java.util.List;
import toi.protocol.Match;
import toi.protocol.Option;

/**
 * What a ruleset's heuristic tells the search players about its game (docs/ai.md · Search), on determinised copies only:
 * where a side's search branches and on which candidates, how the heuristic answers any decision (the playouts), where a
 * side's turn begins (the horizon), and what a position is worth. Written once per ruleset ({@link GameAi#guide}); the
 * search ({@link SearchAi}) and flat Monte Carlo ({@link MonteCarloAi}) are written once against it.
 */
public interface Guide {

    /** Whether the decision the match waits for is one of {@code me}'s that the search branches on (it has a choice to make). */
    boolean branches(Match m, String me);

    /**
     * Whether the decision begins a turn: one of {@code me}'s own turns, or, when {@code me} is null, anyone's turn or the
     * start of a round (a flat playout stops there).
     */
    boolean turn(Match m, String me);

    /** At most {@code cap} options worth searching for {@code me} at the pending decision, the heuristic's own pick first. */
    List<Option> candidates(Match m, String me, int cap);

    /** The heuristic's answer to the pending decision, for whichever seat is asked. */
    Option choose(Match m);

    /** The seat the match asks now. */
    default String asked(Match m) {
        return m.pending().seat();
    }

    /** Plays the pending decision as the heuristic would (a listed option instead, should the match refuse its answer). */
    default void play(Match m) {
        String seat = asked(m);
        Option o = choose(m);
        try {
            m.apply(seat, o);
        } catch (IllegalArgumentException refused) {
            m.apply(seat, m.pending().options().get(0));
        }
    }

    /**
     * Plays the pending decision in a search's playout (the decisions off the tree: the opponent's, the side's small ones,
     * and the few after the tree's new node): a policy cheaper than the heuristic where the ruleset has one (Tide of
     * Iron: no reachable hexes worked out), else the heuristic ({@link #play}).
     */
    default void rollout(Match m) {
        play(m);
    }

    /**
     * How many choices a search's playout plays off the tree before the position is scored (for each turn of the horizon):
     * no limit but the side's next turn unless the ruleset cuts it short (Tide of Iron: 8).
     */
    default int playout() {
        return Integer.MAX_VALUE;
    }

    /** How many of the side's own decisions deep the search's tree may grow. */
    default int depth() {
        return 6;
    }

    /** How good the position is for {@code me}, in the heuristic's points (a win far above everything else). */
    double evaluate(Match m, String me);

    /** The chance that {@code me} wins from here (0…1), where the ruleset has a learnt evaluation; else from {@link #evaluate}. */
    default double chance(Match m, String me) {
        return 0.5 + 0.5 * Math.tanh(evaluate(m, me) / 20);
    }

    /** Whether {@code winner} (a seat or a side, null for a draw) is {@code me}'s side. */
    static boolean won(String winner, String me) {
        return winner != null && PlayerView.answers(me, winner);
    }
}
