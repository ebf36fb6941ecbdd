package toi.irontide.game;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import toi.irontide.flow.Decision;

/**
 * The random player: any legal choice, uniformly, from its own seeded stream — except that it never cancels a battle
 * it began (so a random game always moves on).
 */
public final class RandomPlayer implements Player {
    private final SplittableRandom random;

    public RandomPlayer(long seed) {
        this.random = new SplittableRandom(seed);
    }

    @Override
    public String name() {
        return "random";
    }

    @Override
    public String choose(Decision d, toi.irontide.state.GameState view) {
        return choose(d);
    }

    public String choose(Decision d) {
        List<String> options = new ArrayList<>(d.options());
        if (options.size() > 1) {
            options.remove("cancel");
        }
        return options.get(random.nextInt(options.size()));
    }
}
