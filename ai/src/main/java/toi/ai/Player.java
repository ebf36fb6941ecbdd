package toi.ai;

import toi.engine.game.protocol.Choice;

/**
 * A computer player: answers the pending decision from what its seat may know ({@link AiView}). The same
 * player (same kind, same seed) given the same view answers the same, whatever the hidden state.
 */
public interface Player {

    /** A short name for tables ("random", "heuristic", "search"). */
    String name();

    /** One of the view's legal choices, or another choice the game accepts (a whole move, an attack with other supporters). */
    Choice choose(AiView view);

    /**
     * Why the player made its last decision that had more than one option, or null when it keeps no account
     * (docs/ai.md · Explanations).
     */
    default Explanation lastDecision() {
        return null;
    }

    /**
     * The game is being rebuilt from its log (undo, resume) past a decision this player answered before: move on as
     * {@link #choose} would, so later choices come out as they did. The default asks {@link #choose} again; a search
     * player skips the search.
     */
    default void replayed(AiView view) {
        choose(view);
    }
}
