package toi.bench;

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
import toi.engine.map.Board;
import toi.engine.move.MovePoints;
import toi.engine.move.Reachability;
import toi.engine.units.Position;
import toi.engine.units.Unit;

/**
 * Reachable hexes ({@link Reachability#of}) on the 30 × 40 {@link BoardFixtures} board for US
 * units starting near the middle: a squad (4 MP), a squad with an officer (5 MP), a Sherman
 * (7 MP), a GMC truck on the long north–south road (4 MP at 1/3 per road hex), and a squad given
 * an artificial 20 MP to show the worst case (most of the board).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(1)
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 3, time = 2)
public class ReachabilityBenchmark {

    /** The artificially large budget, in thirds. */
    public static final int LARGE_BUDGET = MovePoints.of(20);

    private Position position;
    private Unit squad;
    private Unit officerSquad;
    private Unit sherman;
    private Unit truck;

    @Setup(Level.Trial)
    public void setUp() {
        Board board = BoardFixtures.board();
        position = BoardFixtures.position(board);
        squad = BoardFixtures.unit(position, BoardFixtures.SQUAD);
        officerSquad = BoardFixtures.unit(position, BoardFixtures.OFFICER_SQUAD);
        sherman = BoardFixtures.unit(position, BoardFixtures.SHERMAN);
        truck = BoardFixtures.unit(position, BoardFixtures.TRUCK);
        if (squad.movementPoints() != 4 || officerSquad.movementPoints() != 5 || sherman.movementPoints() != 7
                || truck.movementPoints() != 4 || !board.hasRoad(truck.hex())) {
            throw new IllegalStateException("benchmark units are not as described: squad " + squad.movementPoints()
                    + " MP, officer squad " + officerSquad.movementPoints() + " MP, Sherman " + sherman.movementPoints()
                    + " MP, truck " + truck.movementPoints() + " MP on a road: " + board.hasRoad(truck.hex()));
        }
    }

    @Benchmark
    public Reachability.Result squad4mp() {
        return Reachability.of(position, squad);
    }

    /** The same search as {@link #squad4mp}, plus the step-by-step explanation the command line prints. */
    @Benchmark
    public Object squad4mpExplained() {
        return Reachability.of(position, squad).reaches();
    }

    @Benchmark
    public Reachability.Result squadWithOfficer5mp() {
        return Reachability.of(position, officerSquad);
    }

    @Benchmark
    public Reachability.Result sherman7mp() {
        return Reachability.of(position, sherman);
    }

    @Benchmark
    public Reachability.Result truckOnRoad4mp() {
        return Reachability.of(position, truck);
    }

    @Benchmark
    public Reachability.Result squad20mpWorstCase() {
        return Reachability.of(position, squad, LARGE_BUDGET);
    }

    @Benchmark
    public Reachability.Result sherman20mpWorstCase() {
        return Reachability.of(position, sherman, LARGE_BUDGET);
    }
}
