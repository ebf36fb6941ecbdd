package toi.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Locale;
import java.util.Set;
import java.util.function.LongSupplier;
import toi.ai.GameAi;
import toi.ai.Player;
import toi.ai.PlayerView;
import toi.ai.SearchAi;
import toi.irontide.data.Side;
import toi.irontide.match.IronTideMatch;
import toi.irontide.match.IronTideRuleset;
import toi.irontide.state.GameState;
import toi.irontide.state.Phase;
import toi.protocol.Match;

/**
 * Iron Tide's forward model as counts of work per second of this thread's CPU time (issue 28; docs/performance.md), so a
 * figure means the same on a machine shared with other jobs: determinised copies, copies with the legal choices listed,
 * the heuristic's answers, and search iterations ({@code mcts:40} decisions), on the German's first Movement and Combat
 * Phase decisions of game turn 2 of {@code iron-tide-demo} (the heuristic playing both sides from seed 42, as
 * {@link IronTideBenchmark}). Arguments: CPU seconds per measurement (default 3), after as long a warm-up.
 * <pre>java -cp bench/target/benchmarks.jar toi.bench.IronTideRates 3</pre>
 */
public final class IronTideRates {
    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

    private IronTideRates() {
    }

    public static void main(String[] args) {
        double seconds = args.length > 0 ? Double.parseDouble(args[0]) : 3;
        for (Phase phase : new Phase[] {Phase.MOVEMENT, Phase.COMBAT}) {
            Match m = position(phase);
            String seat = m.pending().seat();
            long[] seed = {1};
            String where = phase.name().toLowerCase(Locale.ROOT);
            rate(where + ": determinised copies", "copies/s", seconds, () -> {
                m.copyFor(seat, seed[0]++);
                return 1;
            });
            rate(where + ": copies with the legal choices listed", "listings/s", seconds, () -> {
                m.copyFor(seat, seed[0]++).pending().options();
                return 1;
            });
            rate(where + ": the heuristic's answers", "answers/s", seconds, () -> {
                GameAi.of(m.ruleset()).heuristic(seed[0]++, 0).choose(PlayerView.of(m, seat));
                return 1;
            });
            rate(where + ": search iterations (mcts:40 decisions)", "iterations/s", seconds, () -> {
                SearchAi ai = new SearchAi(seed[0]++, new SearchAi.Budget(40, 0, 0));
                ai.choose(PlayerView.of(m, seat));
                return ai.iterations();
            });
        }
    }

    /** Runs {@code work} (answering how many units it did) for a warm-up, then for {@code seconds} of CPU time; prints the rate. */
    private static void rate(String what, String unit, double seconds, LongSupplier work) {
        long budget = (long) (seconds * 1e9);
        for (long t0 = cpu(); cpu() - t0 < budget; ) {
            work.getAsLong();
        }
        long done = 0;
        long t0 = cpu();
        long t;
        while ((t = cpu()) - t0 < budget) {
            done += work.getAsLong();
        }
        double s = (t - t0) / 1e9;
        System.out.printf(Locale.ROOT, "%-58s %12.1f %s (%d in %.2f CPU s)%n", what, done / s, unit, done, s);
    }

    private static long cpu() {
        return CPU.getCurrentThreadCpuTime();
    }

    /** The German's first decision of game turn 2's {@code phase}, the heuristic playing both sides from seed 42. */
    static Match position(Phase phase) {
        Match match = new IronTideRuleset().start("iron-tide-demo", Set.of(), 42);
        Player heuristic = GameAi.of(match.ruleset()).heuristic(42, 0);
        while (true) {
            GameState s = ((IronTideMatch) match).game().state();
            if (s.turn >= 1 && s.phase == phase && s.phasing == Side.GERMAN && s.battle == null
                    && "german".equals(match.pending().seat()) && match.pending().options().size() > 1) {
                return match;
            }
            if (match.over()) {
                throw new IllegalStateException("the game ended before turn 2's " + phase);
            }
            String asked = match.pending().seat();
            match.apply(asked, heuristic.choose(PlayerView.of(match, asked)));
        }
    }
}
