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
import toi.content.Catalogs;
import toi.content.ScenarioLoader;
import toi.engine.game.protocol.Choice;
import toi.engine.game.protocol.Decision;
import toi.engine.game.Game;
import toi.engine.scenario.GameSetup;
import toi.engine.game.RandomPlayer;

/**
 * The game protocol on a mid-game state of a test scenario in {@code examples/} (run from the repository
 * root): copying the state, enumerating the pending decision's legal choices, applying a choice,
 * and whole random playouts. {@code card-battle} adds every Strategy deck and Operations card.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(1)
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 3, time = 2)
public class GameBenchmark {

    @Param({"skirmish", "card-battle"})
    public String scenario;

    private GameSetup setup;
    private Game midGame;
    private Choice advance;
    private long playoutSeed;

    @Setup(Level.Trial)
    public void setUp() {
        Path file = Path.of("examples/" + scenario + ".json");
        if (!Files.exists(file)) {
            throw new IllegalStateException("run the benchmarks from the repository root (" + file + " not found)");
        }
        setup = ScenarioLoader.load(file, Catalogs.load());
        // mid-game: round 2, some units spent, one US action taken
        midGame = new Game(setup, 42);
        RandomPlayer random = new RandomPlayer(42);
        while (midGame.state().round() < 2) {
            midGame.apply(random.choose(midGame.pending()));
        }
        while (midGame.pending().kind() != Decision.Kind.ACTION) {
            midGame.apply(random.choose(midGame.pending()));
        }
        advance = midGame.pending().options().stream().filter(c -> c instanceof Choice.Act a
                && a.kind() == toi.engine.game.protocol.ActionKind.ADVANCE).findFirst()
                .orElseThrow(() -> new IllegalStateException("no advance action in the mid-game state"));
    }

    @Benchmark
    public Game copy() {
        return midGame.copy();
    }

    @Benchmark
    public Decision pendingWithLegalChoices() {
        return midGame.pending();
    }

    @Benchmark
    public Game copyThenApply() {
        Game g = midGame.copy();
        g.apply(advance);
        return g;
    }

    @Benchmark
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public Game randomPlayoutToTheEnd() {
        Game g = midGame.copy();
        RandomPlayer random = new RandomPlayer(playoutSeed++);
        while (!g.over()) {
            g.apply(random.choose(g.pending()));
        }
        return g;
    }
}
