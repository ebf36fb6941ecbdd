package toi.ai;

import toi.protocol.Option;

/**
 * A computer player of any ruleset: answers the pending decision of a match from what its seat may know
 * ({@link PlayerView}: the seat, its view, the decision, determinised copies for search). The same player (same kind,
 * same seed) given the same view answers the same, whatever the hidden state (docs/ai.md · What a player sees).
 */
public interface Player {

    /** A short name for tables ("random", "heuristic", "search"). */
    String name();

    /**
     * One of the decision's options, or another choice the match accepts (a whole move, an attack with other
     * supporters): {@link toi.protocol.Match#apply(String, Option)} takes it.
     */
    Option choose(PlayerView view);

    /**
     * Why the player made its last decision that had more than one option, or null when it keeps no account
     * (docs/ai.md · Explanations).
     */
    default Explanation lastDecision() {
        return null;
    }

    /**
     * The match is being rebuilt from its log (undo, resume) past a decision this player answered before: move on as
     * {@link #choose} would, so later choices come out as they did. The default asks {@link #choose} again; a search
     * player skips the search.
     */
    default void replayed(PlayerView view) {
        choose(view);
    }
}
