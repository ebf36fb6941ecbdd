package toi.ai.tideofiron;

import java.util.List;
import toi.engine.game.Game;
import toi.engine.game.state.GameState;
import toi.engine.hex.Hex;
import toi.engine.map.Objective;
import toi.engine.units.Activation;
import toi.engine.units.Unit;

/**
 * What a position is, as numbers a fitted evaluation weighs ({@link LearnedEvaluation}, docs/ai.md · Learnt evaluation):
 * each one this side's minus the other side's, scaled to about one, so a weight reads as "how much this is worth".
 * Nothing here is a weight: the fit decides what matters.
 */
public final class PositionFeatures {
    /** The features' names, in order (the weights file names them too). */
    public static final List<String> NAMES = List.of(
            "bias",            // 1: the side's chances before anything else (who attacks is in "defending" and the distances)
            "infantry",        // squads' figures by value (HeuristicAi.figureValue), / 20
            "vehicles",        // vehicles by value, / 20
            "victoryPoints",   // victory points, / 5
            "objectives",      // victory objectives (and scored hexes) held
            "objectivesLate",  // the same, times how far the game is gone (holding counts most at the end)
            "pointsLate",      // victory points, / 5, times how far the game is gone
            "commandObjectives", // command objectives held (000 · Command Objectives)
            "myDistance",      // this side's fighting units: mean distance to what they must take, / 10
            "enemyDistance",   // the other side's, / 10
            "cover",           // share of the side's units in cover
            "exposure",        // enemy fire that sees the side's units (HeuristicAi's exposure), / 10
            "opFire",          // units in op fire mode, / 5
            "shaken",          // units pinned or disrupted, / 5
            "cards",           // Strategy cards in hand, / 3
            "command",         // command points, / 3
            "defending");      // +1 when this side holds all it must, -1 when the other side does

    private PositionFeatures() {
    }

    /** The features of {@code game} for {@code me} (its units, objectives and cards as the copy has them). */
    public static double[] of(Game game, String me) {
        GameState s = game.state();
        String other = s.opponent(me);
        HeuristicAi.Ctx mine = new HeuristicAi.Ctx(game, me);
        HeuristicAi.Ctx theirs = new HeuristicAi.Ctx(game, other);
        double late = 1 - Math.min(1.0, mine.roundsLeft / (double) Math.max(1, s.setup().rounds())); // 0 in round 1
        double[] f = new double[NAMES.size()];
        f[0] = 1;
        f[1] = (worth(mine.friends, false) - worth(theirs.friends, false)) / 20;
        f[2] = (worth(mine.friends, true) - worth(theirs.friends, true)) / 20;
        double vp = (s.victoryPoints(me) - s.victoryPoints(other)) / 5.0;
        f[3] = vp;
        double held = 0;
        for (Hex g : mine.goals) {
            String holder = mine.holder(g);
            held += me.equals(holder) ? 1 : other.equals(holder) ? -1 : 0;
        }
        f[4] = held;
        f[5] = held * late;
        f[6] = vp * late;
        double command = 0;
        for (Objective o : s.board().objectives()) {
            if (o.kind() == Objective.Kind.COMMAND) {
                String holder = s.control().get(o.hex());
                command += me.equals(holder) ? 1 : other.equals(holder) ? -1 : 0;
            }
        }
        f[7] = command;
        f[8] = distance(mine) / 10;
        f[9] = distance(theirs) / 10;
        f[10] = inCover(mine) - inCover(theirs);
        f[11] = (exposure(mine) - exposure(theirs)) / 10;
        f[12] = (count(mine, u -> u.activation() == Activation.OP_FIRE) - count(theirs, u -> u.activation() == Activation.OP_FIRE)) / 5.0;
        f[13] = (count(mine, Unit::isPinnedOrDisrupted) - count(theirs, Unit::isPinnedOrDisrupted)) / 5.0;
        f[14] = (s.hand(me).size() - s.hand(other).size()) / 3.0;
        f[15] = (s.command(me) - s.command(other)) / 3.0;
        f[16] = mine.defending ? 1 : theirs.defending ? -1 : 0;
        return f;
    }

    private static double worth(List<Unit> units, boolean vehicles) {
        double w = 0;
        for (Unit u : units) {
            if (u.isVehicle() == vehicles) {
                for (var t : u.figures()) {
                    w += HeuristicAi.figureValue(t);
                }
            }
        }
        return w;
    }

    /** The mean distance of the side's fighting units to the nearest hex it must take (or hold), 0 with none. */
    private static double distance(HeuristicAi.Ctx side) {
        if (side.targets().isEmpty()) {
            return 0;
        }
        double sum = 0;
        int n = 0;
        for (Unit u : side.friends) {
            if (side.holds(u)) {
                sum += side.distanceToTarget(u.hex());
                n++;
            }
        }
        return n == 0 ? 0 : sum / n;
    }

    /** The share of the side's units standing in terrain that gives cover. */
    private static double inCover(HeuristicAi.Ctx side) {
        if (side.friends.isEmpty()) {
            return 0;
        }
        int n = 0;
        for (Unit u : side.friends) {
            n += side.cover(u.hex()) > 0 ? 1 : 0;
        }
        return n / (double) side.friends.size();
    }

    private static double exposure(HeuristicAi.Ctx side) {
        double sum = 0;
        for (Unit u : side.friends) {
            if (!u.isTransported()) {
                sum += side.exposure(u, u.hex());
            }
        }
        return sum;
    }

    private static int count(HeuristicAi.Ctx side, java.util.function.Predicate<Unit> test) {
        int n = 0;
        for (Unit u : side.friends) {
            n += test.test(u) ? 1 : 0;
        }
        return n;
    }
}
