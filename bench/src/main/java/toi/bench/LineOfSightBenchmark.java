package toi.bench;

import java.util.List;
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
import org.openjdk.jmh.infra.Blackhole;
import toi.engine.hex.Hex;
import toi.engine.hex.SightLine;
import toi.engine.los.LineOfSight;
import toi.engine.los.LosResult;
import toi.engine.map.Board;

/**
 * Line of sight on the 30 × 40 {@link BoardFixtures} board: the full rules check
 * ({@link LineOfSight#check}) against the bare geometry ({@link SightLine#trace}) over the same
 * 1024 fixed (from, to) pairs at distances 2..30. Each invocation handles the next pair in turn,
 * so a score is the average over the whole mix.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(1)
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 3, time = 2)
public class LineOfSightBenchmark {

    /** Number of pairs; a power of two so the cursor wraps with a mask. */
    public static final int PAIRS = 1024;

    private Board board;
    private Hex[] from;
    private Hex[] to;
    private int cursor;

    @Setup(Level.Trial)
    public void setUp() {
        board = BoardFixtures.board();
        Hex[][] pairs = BoardFixtures.losPairs(board, PAIRS);
        from = new Hex[PAIRS];
        to = new Hex[PAIRS];
        for (int i = 0; i < PAIRS; i++) {
            from[i] = pairs[i][0];
            to[i] = pairs[i][1];
            // Fail the trial (naming the pair) rather than measure a pair the engine cannot answer.
            try {
                LineOfSight.check(board, from[i], to[i]);
            } catch (RuntimeException e) {
                throw new IllegalStateException("LineOfSight.check(" + from[i] + ", " + to[i] + ") threw: " + e, e);
            }
        }
        cursor = 0;
    }

    private int next() {
        int i = cursor;
        cursor = (i + 1) & (PAIRS - 1);
        return i;
    }

    /** The full rules check: both shifted traces, the rule walk and the explanation strings. */
    @Benchmark
    public LosResult check() {
        int i = next();
        return LineOfSight.check(board, from[i], to[i]);
    }

    /** Geometry only: one shifted firing line. */
    @Benchmark
    public List<Hex> traceLeft() {
        int i = next();
        return SightLine.trace(from[i], to[i], SightLine.Side.LEFT);
    }

    /** Geometry only, both shifted lines — what {@code check} traces for every non-adjacent pair. */
    @Benchmark
    public void traceBothSides(Blackhole bh) {
        int i = next();
        bh.consume(SightLine.trace(from[i], to[i], SightLine.Side.LEFT));
        bh.consume(SightLine.trace(from[i], to[i], SightLine.Side.RIGHT));
    }
}
