package toi.bench;

import java.nio.file.Files;
import java.nio.file.Path;
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
import toi.content.Catalogs;
import toi.content.PositionLoader;
import toi.engine.combat.AssaultBreakdown;
import toi.engine.combat.AssaultOdds;
import toi.engine.combat.AssaultRequest;
import toi.engine.combat.AssaultRules;
import toi.engine.combat.AttackBreakdown;
import toi.engine.combat.AttackRequest;
import toi.engine.combat.AttackResult;
import toi.engine.combat.AttackRules;
import toi.engine.combat.AttackType;
import toi.engine.combat.CasualtyChooser;
import toi.engine.combat.Dice;
import toi.engine.combat.FireAction;
import toi.engine.combat.Odds;
import toi.engine.combat.Resolution;
import toi.engine.hex.HexLabels;
import toi.engine.units.Position;

/**
 * The combat queries an AI makes many times: working out an attack (rules, range, LOS, defense),
 * its exact odds, and rolling it — on {@code examples/woods-assault-position.json} (run from the
 * repository root).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(1)
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 3, time = 2)
public class CombatBenchmark {

    private Position position;
    private AttackRequest antiTank;
    private AttackRequest mortar;
    private AssaultRequest assault;
    private AttackBreakdown antiTankBreakdown;
    private Dice dice;

    @Setup(Level.Trial)
    public void setUp() {
        Path file = Path.of("examples/woods-assault-position.json");
        if (!Files.exists(file)) {
            throw new IllegalStateException("run the benchmarks from the repository root (" + file + " not found)");
        }
        position = PositionLoader.load(file, Catalogs.load());
        antiTank = AttackRequest.of("us-at", "ger-tiger", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE);
        mortar = AttackRequest.of("ger-mortar", "us-3", AttackType.SUPPRESSIVE, FireAction.CONCENTRATED_FIRE);
        assault = new AssaultRequest("us-1", List.of("us-2", "us-3"), HexLabels.parse("D3"));
        antiTankBreakdown = AttackRules.propose(position, antiTank);
        dice = new Dice(1);
    }

    @Benchmark
    public AttackBreakdown proposeDirectAttack() {
        return AttackRules.propose(position, antiTank);
    }

    @Benchmark
    public Odds proposeAndOddsDirectAttack() {
        return Odds.of(AttackRules.propose(position, antiTank));
    }

    @Benchmark
    public Odds proposeAndOddsAreaAttackWithSpotter() {
        return Odds.of(AttackRules.propose(position, mortar));
    }

    @Benchmark
    public AssaultOdds proposeAndOddsAssault() {
        AssaultBreakdown b = AssaultRules.propose(position, assault);
        return AssaultOdds.of(b);
    }

    @Benchmark
    public AttackResult resolveDirectAttack() {
        return Resolution.resolve(position, antiTankBreakdown, dice, CasualtyChooser.weakestFirst());
    }
}
