package toi.ai.tideofiron;

import toi.ai.Player;
import toi.ai.PlayerView;
import toi.engine.game.protocol.Choice;
import toi.protocol.Option;

/**
 * A Tide of Iron player that reads the typed game (its heuristic, the passive yardstick): it answers a Tide of Iron
 * {@link AiView} with a typed {@link Choice}; as a {@link Player} of the shared protocol its view is read as an
 * {@link AiView} and its choice goes back as the option that carries it.
 */
public interface TideOfIronPlayer extends Player {

    /** One of the view's legal choices, or another choice the game accepts (a whole move, an attack with other supporters). */
    Choice choose(AiView view);

    @Override
    default Option choose(PlayerView view) {
        AiView typed = AiView.of(view);
        return typed.option(choose(typed));
    }

    /** As {@link Player#replayed}, on the typed view. */
    default void replayed(AiView view) {
        choose(view);
    }

    @Override
    default void replayed(PlayerView view) {
        replayed(AiView.of(view));
    }
}
