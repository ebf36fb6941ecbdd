package toi.engine.game;

import toi.engine.game.protocol.Choice;
import toi.engine.game.protocol.Decision;

import java.util.List;
import java.util.SplittableRandom;

/** Picks uniformly among the pending decision's legal choices — for simulations and property tests. */
public final class RandomPlayer {
    private final SplittableRandom random;

    public RandomPlayer(long seed) {
        this.random = new SplittableRandom(seed);
    }

    /** One uniformly random legal choice of the game's pending decision: the same draw as {@code choose(game.pending())}. */
    public Choice choose(Game game) {
        List<Choice> options = game.legalChoices();
        if (options.isEmpty()) {
            return choose(game.pending()); // explains the empty decision
        }
        return options.get(random.nextInt(options.size()));
    }

    public Choice choose(Decision decision) {
        List<Choice> options = decision.options();
        if (options.isEmpty()) {
            throw new IllegalStateException("no legal choice for " + decision.nation() + ": " + decision.prompt());
        }
        return options.get(random.nextInt(options.size()));
    }
}
