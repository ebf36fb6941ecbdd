package toi.ai.tideofiron;

import java.util.List;
import toi.engine.game.Game;
import toi.engine.game.state.GameState;
import toi.engine.hex.Hex;
import toi.engine.units.Unit;

/**
 * How good a position is for one side, for search cut-offs (docs/ai.md): the winner when the game is over; otherwise
 * figures kept and lost (by {@link HeuristicAi#figureValue}; a unit that left by an exit is kept, what it scored is in the
 * victory points), victory points, objectives held and the distance of units to the objectives (units bound for the
 * exits: their way to them). One figure is worth about 4–6, an objective 15, a victory point 5.
 */
final class Evaluation {
    private static final double VP = 5;
    private static final double GOAL = 15;

    private Evaluation() {
    }

    /** The position for {@code me}: the winner, figures on each side, victory points, goals held, and the distance still to go. */
    static double of(Game game, String me) {
        GameState s = game.state();
        if (s.winner() != null) {
            return s.winner().equals(me) ? 1000 : -1000;
        }
        double v = 0;
        for (Unit u : s.units().values()) {
            double worth = 0;
            for (var t : u.figures()) {
                worth += HeuristicAi.figureValue(t);
            }
            if (u.isPinnedOrDisrupted()) {
                worth *= 0.8;
            }
            v += u.nation().equals(me) ? worth : -worth;
        }
        for (var x : s.exits) { // 002 · STAVELOT EXPRESS: a unit that left by an exit is not lost; what it scored is in the VPs
            double worth = 0;
            for (var t : x.unit().figures()) {
                worth += HeuristicAi.figureValue(t);
            }
            v += x.side().equals(me) ? worth : -worth;
        }
        for (String n : s.setup().nations()) { // victory points decide many scenarios at the end (scenario victory conditions)
            v += (n.equals(me) ? 1 : -1) * VP * s.victoryPoints(n);
        }
        HeuristicAi.Ctx mine = new HeuristicAi.Ctx(game, me);
        for (Hex g : mine.goals) {
            String holder = mine.holder(g);
            if (holder != null) {
                v += holder.equals(me) ? GOAL : -GOAL;
            }
        }
        for (String n : s.setup().nations()) { // each side's units: how far from the goals it still has to take (or hold)
            HeuristicAi.Ctx side = n.equals(me) ? mine : new HeuristicAi.Ctx(game, n); // a context read once a side
            if (side.targets().isEmpty()) {
                continue;
            }
            double pull = side.defending ? 0.3 : 1.0;
            for (Unit u : side.friends) {
                int d = side.exitBound(u) ? side.distanceToExit(u, u.hex()) : side.distanceToTarget(u.hex()); // as the heuristic's hexScore
                v -= (n.equals(me) ? 1 : -1) * pull * d;
            }
        }
        return v;
    }
}
