package toi.ai;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import toi.protocol.Match;
import toi.protocol.Option;

/**
 * Flat Monte Carlo over determinised copies (docs/ai.md), for any ruleset (its {@link Guide}): a few candidate choices
 * (the heuristic's own pick first, then others of the legal ones), each tried on fresh copies of the match as the seat
 * knows it ({@link PlayerView#copy}: hidden parts and dice drawn again), played on with the heuristic for both sides
 * until the next turn (so the dice, the moves after an activation and the op fire it meets are sampled), then scored by
 * the guide's evaluation (Tide of Iron: figures kept and lost, goals held, distance to the goals; the winner when the
 * game ended).
 * The budget is a number of playouts per candidate and, optionally, milliseconds per decision.
 */
public final class MonteCarloAi implements Player {
    private static final int CANDIDATES = 6;
    private static final int HORIZON = 24;

    private final SplittableRandom random;
    private final int iterations;
    private final long millis;
    private Explanation last;

    /**
     * @param iterations playouts per candidate (at least 1)
     * @param millis     stop sampling after this many milliseconds per decision (0: no time limit; results then
     *                   depend on the machine's speed)
     */
    public MonteCarloAi(long seed, int iterations, long millis) {
        this.random = new SplittableRandom(seed);
        this.iterations = Math.max(1, iterations);
        this.millis = millis;
    }

    @Override
    public String name() {
        return "montecarlo";
    }

    @Override
    public Option choose(PlayerView view) {
        List<Option> options = view.options();
        GameAi game = GameAi.of(view.ruleset());
        long guideSeed = random.nextLong();
        Option heuristic = game.heuristic(guideSeed, 0).choose(view);
        if (options.size() <= 1 || !game.searched(view.pending())) {
            return heuristic;
        }
        Guide guide = game.guide(guideSeed);
        List<Option> candidates = new ArrayList<>();
        candidates.add(heuristic);
        List<Option> rest = new ArrayList<>(options);
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
                total[i] += playout(view, guide, copySeed, candidates.get(i));
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

    /** One sample: the candidate on a fresh copy, play on to the next turn, score for the seat. */
    private double playout(PlayerView view, Guide guide, long copySeed, Option candidate) {
        Match g = view.copy(copySeed);
        try {
            g.apply(view.seat(), candidate);
        } catch (IllegalArgumentException e) {
            return -1e6;
        }
        for (int k = 0; k < HORIZON && !g.over(); k++) {
            if (guide.turn(g, null)) {
                break;
            }
            guide.play(g);
        }
        return guide.evaluate(g, view.seat());
    }
}
