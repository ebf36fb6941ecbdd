package toi.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Locale;
import java.util.function.LongSupplier;
import java.util.function.UnaryOperator;
import toi.ai.Guide;
import toi.ai.PlayerView;
import toi.ai.SearchAi;

/**
 * {@link SearchBenchmark} counted per second of this thread's CPU time instead of the clock (issue 30; docs/performance.md),
 * so a figure means about the same on a machine shared with other jobs: the same state, policies and whole
 * {@code mcts:N} decisions, their iterations counted. Arguments: CPU seconds per measurement (default 5, after as long
 * a warm-up), then the budget (default 400).
 * <pre>java -cp bench/target/benchmarks.jar toi.bench.SearchRates 5 400</pre>
 */
public final class SearchRates {
    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

    private SearchRates() {
    }

    public static void main(String[] args) {
        double seconds = args.length > 0 ? Double.parseDouble(args[0]) : 5;
        int n = args.length > 1 ? Integer.parseInt(args[1]) : 400;
        PlayerView view = SearchBenchmark.midAction();
        long[] seed = {1};
        for (String policy : SearchBenchmark.POLICIES) {
            UnaryOperator<Guide> guide = SearchBenchmark.policy(policy);
            rate("search iterations (mcts:" + n + ", " + policy + " playouts)", "iterations/s", seconds, () -> {
                SearchAi ai = new SearchAi(seed[0]++, new SearchAi.Budget(n, 0, 0), "search", guide);
                ai.choose(view);
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
        int calls = 0;
        long t0 = cpu();
        long t;
        while ((t = cpu()) - t0 < budget) {
            done += work.getAsLong();
            calls++;
        }
        double s = (t - t0) / 1e9;
        System.out.printf(Locale.ROOT, "%-52s %10.1f %s (%d in %.2f CPU s, %d decisions)%n", what, done / s, unit, done, s, calls);
    }

    private static long cpu() {
        return CPU.getCurrentThreadCpuTime();
    }
}
