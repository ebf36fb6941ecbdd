package toi.irontide.game;

import toi.irontide.flow.Decision;
import toi.irontide.state.GameState;

/** A computer player of Iron Tide: from its side's view ({@link SideView}) and the decision's legal choices, one choice. */
public interface Player {
    String name();

    String choose(Decision d, GameState view);

}
