package toi.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
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
import org.openjdk.jmh.annotations.Warmup;
import toi.ai.SearchAi;
import toi.content.Catalogs;
import toi.content.ScenarioLoader;
import toi.engine.game.protocol.Choice;
import toi.engine.game.protocol.Decision;
import toi.engine.game.Game;
import toi.engine.scenario.GameSetup;
import toi.engine.game.RandomPlayer;

/**
 * The search player (issue 12, docs/ai.md · Search) on the mid-game action decision of
 * {@code scenarios/at-the-breaking-point.json} that {@link ForwardModelBenchmark} uses (round 2, its first action
 * decision, random play before it): one whole decision with a budget of {@code iterations} iterations. The root's
 * candidates are worked out once per decision, so the iterations per second are
 * {@code (iterations₂ − iterations₁) / (time₂ − time₁)} between two budgets (docs/performance.md run 10). On a shared
 * machine {@link SearchRates} counts the same per second of CPU time (issue 30).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 3, time = 2)
public class SearchBenchmark {

    @Param({"1", "40", "400"})
    public int iterations;

    private Game midAction;
    private long seed;

    @Setup(Level.Trial)
    public void setUp() {
        Path file = Path.of("scenarios/at-the-breaking-point.json");
        if (!Files.exists(file)) {
            throw new IllegalStateException("run the benchmarks from the repository root (" + file + " not found)");
        }
        GameSetup setup = ScenarioLoader.load(file, Catalogs.load());
        midAction = new Game(setup, 42);
        RandomPlayer player = new RandomPlayer(42);
        while (midAction.state().round() < 2 || midAction.pending().kind() != Decision.Kind.ACTION) {
            midAction.apply(player.choose(midAction.pending()));
        }
    }

    /** One decision of the search on the mid-game action turn, a fresh seed each time. */
    @Benchmark
    public toi.protocol.Option searchDecision() {
        SearchAi ai = new SearchAi(seed++, new SearchAi.Budget(iterations, 0, 0));
        return ai.choose(toi.ai.PlayerView.of(toi.engine.game.TideOfIronMatch.of("at-the-breaking-point", 42, midAction),
                midAction.pending().seat().toString()));
    }
}
