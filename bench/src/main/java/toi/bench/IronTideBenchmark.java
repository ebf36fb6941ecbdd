package toi.bench;

import java.util.List;
import java.util.Set;
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
import toi.ai.GameAi;
import toi.ai.Player;
import toi.ai.PlayerView;
import toi.ai.SearchAi;
import toi.irontide.match.IronTideRuleset;
import toi.irontide.state.GameState;
import toi.irontide.state.Phase;
import toi.protocol.Match;
import toi.protocol.Option;

/**
 * Iron Tide as a forward model for search (issue 28), on the mid-game states of {@code iron-tide-demo} that the
 * heuristic reaches from seed 42 playing both sides: the German's first Movement Phase decision of game turn 2
 * ({@code move}) and his first Combat Phase decision of that turn ({@code combat}). What one search iteration does, piece
 * by piece: a determinised copy ({@code copyFor}: the enemy's chits, the cups and the dice drawn again), the pending
 * decision's legal choices listed on it, a choice applied to it; the heuristic's answer (the search's candidates and its
 * playouts through a Combat Phase); and whole search decisions of 1 and 40 iterations, so that iterations per second
 * are {@code 39 / (time₄₀ − time₁)} (the root's candidates are worked out once a decision).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(1)
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 3, time = 2)
public class IronTideBenchmark {

    @Param({"move", "combat"})
    public String position;

    private Match match;
    private String seat;
    private Option first;
    private long seed;

    @Setup(Level.Trial)
    public void setUp() {
        Phase phase = position.equals("move") ? Phase.MOVEMENT : Phase.COMBAT;
        match = new IronTideRuleset().start("iron-tide-demo", Set.of(), 42);
        GameAi game = GameAi.of(match.ruleset());
        Player heuristic = game.heuristic(42, 0);
        while (true) {
            GameState s = ((toi.irontide.match.IronTideMatch) match).game().state();
            if (s.turn >= 1 && s.phase == phase && s.phasing == toi.irontide.data.Side.GERMAN && s.battle == null
                    && match.pending().seat().equals("german") && match.pending().options().size() > 1) {
                break;
            }
            if (match.over()) {
                throw new IllegalStateException("the game ended before the " + position + " position");
            }
            String asked = match.pending().seat();
            match.apply(asked, heuristic.choose(PlayerView.of(match, asked)));
        }
        seat = match.pending().seat();
        first = match.pending().options().get(0);
    }

    /** An exact copy (the referee's). */
    @Benchmark
    public Match copy() {
        return match.copy();
    }

    /** A determinised copy as the German knows the game: what one search iteration starts from. */
    @Benchmark
    public Match copyFor() {
        return match.copyFor(seat, seed++);
    }

    /** A determinised copy, then its pending decision's legal choices (listing ≈ this − copyFor). */
    @Benchmark
    public List<Option> copyForThenList() {
        return match.copyFor(seat, seed++).pending().options();
    }

    /** A determinised copy, then the first legal choice applied to it (apply ≈ this − copyFor). */
    @Benchmark
    public Match copyForThenApply() {
        Match m = match.copyFor(seat, seed++);
        m.apply(seat, first);
        return m;
    }

    /** The heuristic's answer to the decision (its own determinised copy included). */
    @Benchmark
    public Option heuristic() {
        return GameAi.of(match.ruleset()).heuristic(seed++, 0).choose(PlayerView.of(match, seat));
    }

    /** The state hash, worked out over the whole state. */
    @Benchmark
    public long hash() {
        return match.hash();
    }

    /** Budgets of a search decision, in iterations. */
    @State(Scope.Thread)
    public static class Budget {
        @Param({"1", "40"})
        public int iterations;
    }

    /** One whole decision of the search ({@code mcts:N}), a fresh seed each time. */
    @Benchmark
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public Option searchDecision(Budget budget) {
        SearchAi ai = new SearchAi(seed++, new SearchAi.Budget(budget.iterations, 0, 0));
        return ai.choose(PlayerView.of(match, seat));
    }
}
