package toi.ai;

import toi.engine.game.protocol.Choice;

/**
 * A computer player: answers the pending decision from what its seat may know ({@link AiView}). The same
 * player (same kind, same seed) given the same view answers the same, whatever the hidden state.
 */
public interface Player {

    /** A short name for tables ("random", "heuristic", "montecarlo"). */
    String name();

    /** One of the view's legal choices, or another choice the game accepts (a whole move, an attack with other supporters). */
    Choice choose(AiView view);
}
