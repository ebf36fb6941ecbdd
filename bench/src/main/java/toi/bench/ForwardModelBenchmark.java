package toi.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import toi.content.Catalogs;
import toi.content.ScenarioLoader;
import toi.engine.game.protocol.ActionKind;
import toi.engine.game.protocol.Choice;
import toi.engine.game.protocol.Decision;
import toi.engine.game.Game;
import toi.engine.scenario.GameSetup;
import toi.engine.game.RandomPlayer;

/**
 * The game as a forward model for search (issue 10 item 5), on mid-game states of the scenario
 * {@code scenarios/at-the-breaking-point.json} (run from the repository root): copying, applying,
 * listing the pending decision's legal choices, drawing one random legal choice, a whole random
 * playout, and the state hash. Two mid-game states: an action decision (round 2, the first one of
 * the round) and a move decision (the first unit given an Advance action in it, before its first step).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(1)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 3, time = 1)
public class ForwardModelBenchmark {

    private Game midAction;
    private Game midMove;
    private Choice advance;
    private Choice step;
    private long seed;
    private final SplittableRandom random = new SplittableRandom(7);

    @Setup(Level.Trial)
    public void setUp() {
        Path file = Path.of("scenarios/at-the-breaking-point.json");
        if (!Files.exists(file)) {
            throw new IllegalStateException("run the benchmarks from the repository root (" + file + " not found)");
        }
        GameSetup setup = ScenarioLoader.load(file, Catalogs.load());
        midAction = new Game(setup, 42);
        RandomPlayer player = new RandomPlayer(42);
        while (midAction.state().round() < 2) {
            midAction.apply(player.choose(midAction.pending()));
        }
        while (midAction.pending().kind() != Decision.Kind.ACTION) {
            midAction.apply(player.choose(midAction.pending()));
        }
        advance = midAction.pending().options().stream().filter(c -> c instanceof Choice.Act a && a.kind() == ActionKind.ADVANCE)
                .findFirst().orElseThrow(() -> new IllegalStateException("no advance action in the mid-game state"));
        midMove = midAction.copy();
        midMove.apply(advance);
        step = midMove.pending().options().stream().filter(c -> c instanceof Choice.Step).findFirst()
                .orElseThrow(() -> new IllegalStateException("no step in the mid-game move decision"));
    }

    @Benchmark
    public Game copy() {
        return midAction.copy();
    }

    /** Copy, then apply the Advance action (apply ≈ this − copy). */
    @Benchmark
    public Game copyThenApplyAct() {
        Game g = midAction.copy();
        g.apply(advance);
        return g;
    }

    /** Copy, then apply one step of the moving unit (op fire checked in the hex entered). */
    @Benchmark
    public Game copyThenApplyStep() {
        Game g = midMove.copy();
        g.apply(step);
        return g;
    }

    /** The action decision's legal choices, listed anew ({@code pending()} is remembered per state, so it is not timed). */
    @Benchmark
    public java.util.List<Choice> legalChoicesAction() {
        return midAction.legalChoices();
    }

    @Benchmark
    public java.util.List<Choice> legalChoicesMove() {
        return midMove.legalChoices();
    }

    /**
     * Copy, then list the action decision's choices on the copy (listing ≈ this − copy): a game remembers its pending
     * decision, so {@link #legalChoicesAction} reads a field; this lists anew. Attack admissions remembered by the game
     * (run 10) are shared by the copy, so this is the listing of a state whose units were all seen before.
     */
    @Benchmark
    public java.util.List<Choice> copyThenListAction() {
        return midAction.copy().legalChoices();
    }

    @Benchmark
    public java.util.List<Choice> copyThenListMove() {
        return midMove.copy().legalChoices();
    }

    /** One uniformly random legal choice, the way the random player draws it. */
    @Benchmark
    public Choice randomChoiceAction() {
        return new RandomPlayer(random.nextLong()).choose(midAction);
    }

    @Benchmark
    public Choice randomChoiceMove() {
        return new RandomPlayer(random.nextLong()).choose(midMove);
    }

    /** The state hash: its units and objective control maintained as the state changes. */
    @Benchmark
    public long hash() {
        return midAction.state().hash();
    }

    /** The same hash worked out from scratch over every field. */
    @Benchmark
    public long hashFromScratch() {
        return midAction.state().hashFromScratch();
    }

    /** Random legal choices from the mid-game action decision to the end of the game. */
    @Benchmark
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public Game randomPlayoutToTheEnd() {
        Game g = midAction.copy();
        RandomPlayer player = new RandomPlayer(seed++);
        while (!g.over()) {
            g.apply(player.choose(g));
        }
        return g;
    }
}
