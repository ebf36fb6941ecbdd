package toi.ai;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import toi.engine.game.protocol.Choice;
import toi.engine.game.protocol.Decision;
import toi.engine.game.Game;

/**
 * Flat Monte Carlo over determinised copies (docs/ai.md): a few candidate choices (the heuristic's own pick
 * first, then others of the legal ones), each tried on fresh copies of the game as the seat knows it
 * ({@link AiView#copy}: hidden parts and dice drawn again), played on with the heuristic player for both sides
 * until the next action turn (so the dice, the moves after an activation and the op fire it meets are sampled),
 * then scored: figures kept and lost, goals held, distance to the goals, and the winner when the game ended.
 * The budget is a number of playouts per candidate and, optionally, milliseconds per decision.
 */
public final class MonteCarloAi implements Player {
    private static final int CANDIDATES = 6;
    private static final int HORIZON = 24;

    private final SplittableRandom random;
    private final long seed;
    private final int iterations;
    private final long millis;
    private Explanation last;

    /**
     * @param iterations playouts per candidate (at least 1)
     * @param millis     stop sampling after this many milliseconds per decision (0: no time limit; results then
     *                   depend on the machine's speed)
     */
    public MonteCarloAi(long seed, int iterations, long millis) {
        this.seed = seed;
        this.random = new SplittableRandom(seed);
        this.iterations = Math.max(1, iterations);
        this.millis = millis;
    }

    @Override
    public String name() {
        return "montecarlo";
    }

    @Override
    public Choice choose(AiView view) {
        List<Choice> options = view.choices();
        HeuristicAi guide = new HeuristicAi(random.nextLong());
        Choice heuristic = guide.choose(view);
        boolean searched = view.kind() == Decision.Kind.ACTION || view.kind() == Decision.Kind.OP_FIRE
                || view.kind() == Decision.Kind.MOVE;
        if (!searched || options.size() <= 1) {
            return heuristic;
        }
        List<Choice> candidates = new ArrayList<>();
        candidates.add(heuristic);
        List<Choice> rest = new ArrayList<>(options);
        rest.removeIf(o -> o.text().equals(heuristic.text()));
        while (candidates.size() < CANDIDATES && !rest.isEmpty()) {
            candidates.add(rest.remove(random.nextInt(rest.size())));
        }
        double[] total = new double[candidates.size()];
        int[] n = new int[candidates.size()];
        long deadline = millis > 0 ? System.nanoTime() + millis * 1_000_000 : Long.MAX_VALUE;
        for (int it = 0; it < iterations; it++) {
            long copySeed = random.nextLong();
            for (int i = 0; i < candidates.size(); i++) {
                if (it > 0 && System.nanoTime() > deadline) {
                    break;
                }
                total[i] += playout(view, copySeed, candidates.get(i));
                n[i]++;
            }
        }
        int best = 0;
        for (int i = 1; i < candidates.size(); i++) {
            if (n[i] > 0 && total[i] / n[i] > total[best] / Math.max(1, n[best]) + 1e-9) {
                best = i;
            }
        }
        List<Explanation.Alternative> alts = new ArrayList<>();
        for (int i = 0; i < candidates.size(); i++) {
            alts.add(new Explanation.Alternative(candidates.get(i).text(), n[i], n[i] == 0 ? 0 : total[i] / n[i]));
        }
        alts.sort(java.util.Comparator.comparingDouble(Explanation.Alternative::value).reversed());
        last = new Explanation(name(), view.prompt(), candidates.get(best).text(), "flat Monte Carlo: the best mean score of "
                + "playouts to the next action turn (values: evaluation points)", alts.subList(0, Math.min(Explanation.TOP, alts.size())));
        return candidates.get(best);
    }

    @Override
    public Explanation lastDecision() {
        return last;
    }

    /** One sample: the candidate on a fresh copy, play on to the next action turn, score for the seat. */
    private double playout(AiView view, long copySeed, Choice candidate) {
        Game g = view.copy(copySeed);
        try {
            g.apply(view.seat(), candidate);
        } catch (IllegalArgumentException e) {
            return -1e6;
        }
        SplittableRandom r = new SplittableRandom(copySeed ^ seed);
        for (int k = 0; k < HORIZON && !g.over(); k++) {
            Decision d = g.pending();
            if (d.kind() == Decision.Kind.ACTION || d.kind() == Decision.Kind.INITIATIVE_BID) {
                break;
            }
            Choice c = new HeuristicAi(r.nextLong()).choose(AiView.of(g, d.seat()));
            try {
                g.apply(d.seat(), c);
            } catch (IllegalArgumentException e) {
                g.apply(d.seat(), d.options().get(0));
            }
        }
        return Evaluation.of(g, view.nation());
    }
}
