package toi.ai;

import java.util.List;
import java.util.SplittableRandom;
import toi.protocol.Option;

/** The baseline, for any ruleset: a uniformly random listed option. */
public final class RandomAi implements Player {
    private final SplittableRandom random;

    public RandomAi(long seed) {
        this.random = new SplittableRandom(seed);
    }

    @Override
    public String name() {
        return "random";
    }

    @Override
    public Option choose(PlayerView view) {
        List<Option> options = view.options();
        if (options.isEmpty()) {
            throw new IllegalStateException("no legal choice for " + view.seat() + ": " + view.prompt());
        }
        return options.get(random.nextInt(options.size()));
    }
}
