package toi.ai.tideofiron;

import java.util.List;
import java.util.function.Predicate;
import toi.engine.game.protocol.Choice;

/**
 * A side that does nothing (docs/ai.md · passive): it passes every action (000 · THE ACTION PHASE: "a player may pass"),
 * never op-fires or readies op fire, bids no command and buys nothing (000 · COMMAND PHASE), buys no munitions. What it
 * cannot refuse — building and deploying its forces, taking casualties, drawing its cards — it answers as the heuristic
 * would, so it sits where a defender would sit. The yardstick of the balance report (docs/scenario-balance.md): a scenario
 * either side can win by passing is broken.
 */
public final class PassiveAi implements TideOfIronPlayer {
    private final HeuristicAi forced;

    public PassiveAi(long seed) {
        this.forced = new HeuristicAi(seed);
    }

    @Override
    public String name() {
        return "passive";
    }

    @Override
    public Choice choose(AiView view) {
        List<Choice> options = view.choices();
        Choice nothing = switch (view.kind()) {
            case ACTION -> find(options, Choice.Pass.class::isInstance);
            case OP_FIRE -> find(options, Choice.NoOpFire.class::isInstance);
            case OP_FIRE_MODE -> find(options, o -> o instanceof Choice.SetOpFire s && s.unitIds().isEmpty());
            case INITIATIVE_BID -> find(options, o -> o instanceof Choice.Bid b && b.command() == 0);
            case MUNITIONS -> find(options, Choice.EndMunitions.class::isInstance);
            case MOVE -> find(options, Choice.Stop.class::isInstance);
            default -> null;
        };
        return nothing != null ? nothing : forced.choose(view);
    }

    private static Choice find(List<Choice> options, Predicate<Choice> test) {
        for (Choice c : options) {
            if (test.test(c)) {
                return c;
            }
        }
        return null;
    }
}
