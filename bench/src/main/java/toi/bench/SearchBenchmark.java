package toi.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.UnaryOperator;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;
import toi.ai.Guide;
import toi.ai.PlayerView;
import toi.ai.SearchAi;
import toi.content.Catalogs;
import toi.content.ScenarioLoader;
import toi.engine.game.Game;
import toi.engine.game.RandomPlayer;
import toi.engine.game.TideOfIronMatch;
import toi.engine.game.protocol.Decision;
import toi.protocol.Match;
import toi.protocol.Option;

/**
 * The search player (docs/ai.md · Search) on the mid-game action decision of {@code scenarios/at-the-breaking-point.json}
 * (round 2, its first action decision, random play from seed 42 before it; {@link ForwardModelBenchmark}'s state), and
 * of {@code stavelot-express.json} the same way (a race for the exits: the heuristic's ways to them, {@code ExitRace}): whole
 * decisions of {@code iterations} iterations on one thread, with each playout {@code policy} in the same run (issue 30):
 * <ul>
 * <li>{@code today}: the ruleset's own guide (Tide of Iron: the cheap {@code Rollout} policy, playouts cut after 8
 * choices and scored by the evaluation);
 * <li>{@code heuristic}: the same tree, but the playouts as they were before issue 30 — the heuristic ({@link Guide#play})
 * plays both sides on to the side's next action turn, no cut ({@link HeuristicPlayouts}).
 * </ul>
 * Its primary score is decisions a second; the secondary {@code iterations} (an {@link AuxCounters} counter, the search's
 * own count) is search iterations a second, the root's candidates (worked out once a decision) included; and
 * {@code iterationsDone} over {@code cpuMillis} ({@link CpuTime}) the same per second of the thread's CPU time.
 * <pre>java -jar bench/target/benchmarks.jar SearchBenchmark -f 1 -wi 2 -w 5s -i 3 -r 10s</pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(1)
@Threads(1)
@Warmup(iterations = 2, time = 5)
@Measurement(iterations = 3, time = 10)
public class SearchBenchmark {

    /** The playout policies compared, by name. */
    public static final List<String> POLICIES = List.of("today", "heuristic");

    @Param({"today", "heuristic"})
    public String policy;

    /** The scenario whose mid-game decision is searched: At the Breaking Point, and Stavelot Express's race for the exits. */
    @Param({"at-the-breaking-point", "stavelot-express"})
    public String scenario;

    /** 400: the rate; 1: what a decision costs before and besides its iterations (the root's candidates, one iteration). */
    @Param({"400", "1"})
    public int iterations;

    private PlayerView view;
    private UnaryOperator<Guide> guide;
    private long seed;

    /** The search's own count of iterations, reported per second of the clock beside the decisions. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Counts {
        public long iterations;
    }

    /**
     * The same iterations and the playing thread's CPU time, as totals a measurement iteration: their ratio is the
     * iterations per CPU second ({@code 1000 · iterationsDone / cpuMillis}), which a machine shared with other jobs
     * slows less than the clock's rate ({@link SearchRates} counts it alone).
     */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.EVENTS)
    public static class CpuTime {
        public long iterationsDone;
        public long cpuMillis;
        private long cpuNanos;

        @Setup(Level.Iteration)
        public void reset() {
            iterationsDone = 0;
            cpuMillis = 0;
            cpuNanos = 0;
        }

        void add(long iterations, long nanos) {
            iterationsDone += iterations;
            cpuNanos += nanos;
            cpuMillis = cpuNanos / 1_000_000;
        }
    }

    private static final java.lang.management.ThreadMXBean CPU = java.lang.management.ManagementFactory.getThreadMXBean();

    @Setup(Level.Trial)
    public void setUp() {
        view = midAction(scenario);
        guide = policy(policy);
    }

    /** One decision of the search on the mid-game action turn, a fresh seed each time; its iterations counted. */
    @Benchmark
    public Option searchDecision(Counts counts, CpuTime cpu) {
        long t0 = CPU.getCurrentThreadCpuTime();
        SearchAi ai = new SearchAi(seed++, new SearchAi.Budget(iterations, 0, 0), "search", guide);
        Option chosen = ai.choose(view);
        counts.iterations += ai.iterations();
        cpu.add(ai.iterations(), CPU.getCurrentThreadCpuTime() - t0);
        return chosen;
    }

    /** The guide a policy name stands for: the ruleset's own ({@code today}) or it with heuristic playouts. */
    static UnaryOperator<Guide> policy(String name) {
        return switch (name) {
            case "today" -> UnaryOperator.identity();
            case "heuristic" -> HeuristicPlayouts::new;
            default -> throw new IllegalArgumentException("no playout policy '" + name + "' (" + String.join(", ", POLICIES) + ")");
        };
    }

    /** {@link #midAction(String)} of At the Breaking Point. */
    static PlayerView midAction() {
        return midAction("at-the-breaking-point");
    }

    /**
     * The benchmark's state as the deciding seat sees it: the scenario's round 2, its first action decision, random play
     * from seed 42 before it. Run from the repository root.
     */
    static PlayerView midAction(String scenario) {
        Path file = Path.of("scenarios/" + scenario + ".json");
        if (!Files.exists(file)) {
            throw new IllegalStateException("run the benchmarks from the repository root (" + file + " not found)");
        }
        Game g = new Game(ScenarioLoader.load(file, Catalogs.load()), 42);
        RandomPlayer player = new RandomPlayer(42);
        while (g.state().round() < 2 || g.pending().kind() != Decision.Kind.ACTION) {
            g.apply(player.choose(g.pending()));
        }
        return PlayerView.of(TideOfIronMatch.of(scenario, 42, g), g.pending().seat().toString());
    }

    /**
     * The ruleset's guide with the playouts before issue 30: every decision off the tree answered by the heuristic
     * ({@link Guide#play}, which works out reachable hexes), played on to the side's next turn ({@link Guide#playout}
     * without a limit). The tree, its candidates and the evaluation are the guide's own.
     */
    static final class HeuristicPlayouts implements Guide {
        private final Guide guide;

        HeuristicPlayouts(Guide guide) {
            this.guide = guide;
        }

        @Override
        public void rollout(Match m) {
            guide.play(m);
        }

        @Override
        public int playout() {
            return Integer.MAX_VALUE;
        }

        @Override
        public boolean branches(Match m, String me) {
            return guide.branches(m, me);
        }

        @Override
        public boolean turn(Match m, String me) {
            return guide.turn(m, me);
        }

        @Override
        public List<Option> candidates(Match m, String me, int cap) {
            return guide.candidates(m, me, cap);
        }

        @Override
        public Option choose(Match m) {
            return guide.choose(m);
        }

        @Override
        public String asked(Match m) {
            return guide.asked(m);
        }

        @Override
        public void play(Match m) {
            guide.play(m);
        }

        @Override
        public int depth() {
            return guide.depth();
        }

        @Override
        public double evaluate(Match m, String me) {
            return guide.evaluate(m, me);
        }

        @Override
        public double chance(Match m, String me) {
            return guide.chance(m, me);
        }
    }
}
