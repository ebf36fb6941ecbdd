package toi.ai;

import java.util.List;
import java.util.SplittableRandom;
import toi.engine.game.protocol.Choice;

/** The baseline: a uniformly random legal choice. */
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
    public Choice choose(AiView view) {
        List<Choice> options = view.choices();
        if (options.isEmpty()) {
            throw new IllegalStateException("no legal choice for " + view.seat() + ": " + view.prompt());
        }
        return options.get(random.nextInt(options.size()));
    }
}
