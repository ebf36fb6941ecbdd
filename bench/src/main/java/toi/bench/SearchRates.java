package toi.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.Locale;
import java.util.function.LongSupplier;
import toi.ai.PlayerView;
import toi.ai.SearchAi;
import toi.content.Catalogs;
import toi.content.ScenarioLoader;
import toi.engine.game.Game;
import toi.engine.game.RandomPlayer;
import toi.engine.game.TideOfIronMatch;
import toi.engine.game.protocol.Decision;

/**
 * The search's iterations per second of this thread's CPU time (issue 30; docs/performance.md) on {@link SearchBenchmark}'s
 * mid-game At the Breaking Point action decision (round 2, random play from seed 42 before it), so a figure means the same
 * on a machine shared with other jobs: whole {@code mcts:N} decisions, their iterations counted. Arguments: CPU seconds
 * per measurement (default 5, after as long a warm-up), then the budgets (default 40 and 400).
 * <pre>java -cp bench/target/benchmarks.jar toi.bench.SearchRates 5 40 400</pre>
 */
public final class SearchRates {
    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

    private SearchRates() {
    }

    public static void main(String[] args) {
        double seconds = args.length > 0 ? Double.parseDouble(args[0]) : 5;
        int[] budgets = args.length > 1 ? new int[args.length - 1] : new int[] {40, 400};
        for (int i = 1; i < args.length; i++) {
            budgets[i - 1] = Integer.parseInt(args[i]);
        }
        Game mid = midAction();
        PlayerView view = PlayerView.of(TideOfIronMatch.of("at-the-breaking-point", 42, mid), mid.pending().seat().toString());
        long[] seed = {1};
        for (int n : budgets) {
            rate("search iterations (mcts:" + n + " decisions)", "iterations/s", seconds, () -> {
                SearchAi ai = new SearchAi(seed[0]++, new SearchAi.Budget(n, 0, 0));
                ai.choose(view);
                return ai.iterations();
            });
            rate("decisions (mcts:" + n + ")", "decisions/s", seconds, () -> {
                new SearchAi(seed[0]++, new SearchAi.Budget(n, 0, 0)).choose(view);
                return 1;
            });
        }
    }

    /** {@link SearchBenchmark}'s state: At the Breaking Point, round 2's first action decision, random play from seed 42. */
    static Game midAction() {
        Game g = new Game(ScenarioLoader.load(Path.of("scenarios/at-the-breaking-point.json"), Catalogs.load()), 42);
        RandomPlayer player = new RandomPlayer(42);
        while (g.state().round() < 2 || g.pending().kind() != Decision.Kind.ACTION) {
            g.apply(player.choose(g.pending()));
        }
        return g;
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
        System.out.printf(Locale.ROOT, "%-52s %10.1f %s (%d in %.2f CPU s)%n", what, done / s, unit, done, s);
    }

    private static long cpu() {
        return CPU.getCurrentThreadCpuTime();
    }
}
