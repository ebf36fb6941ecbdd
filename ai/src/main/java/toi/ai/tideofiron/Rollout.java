package toi.ai.tideofiron;

import java.util.List;
import toi.engine.combat.FireAction;
import toi.engine.game.Game;
import toi.engine.game.protocol.ActionKind;
import toi.engine.game.protocol.Choice;
import toi.engine.game.protocol.Decision;
import toi.engine.game.state.Activity;
import toi.engine.hex.Hex;
import toi.engine.units.Unit;

/**
 * The search's cheap playout policy (issue 30, docs/ai.md · Search): the heuristic's rules of thumb without the part that
 * costs — never a unit's reachable hexes, which the heuristic works out for every unit at every action turn (a Dijkstra
 * over copies of the game, ≈ 90 % of an iteration's time before). A unit moves one hex at a time ({@code step}), each
 * step to the neighbour the heuristic scores best ({@link HeuristicAi#hexScore}) while one beats standing; an action turn
 * activates the best of: an attack (the heuristic's {@link HeuristicAi#attackValue}), an assault from where the unit
 * stands, the heuristic's own values for op fire, healing, digging in and cards, and an advance worth what its best
 * first step gains. Op fire, casualties and every other decision are the heuristic's own answers (none of them works out
 * reachable hexes). Deterministic: the same copy gets the same answer.
 */
final class Rollout {
    /** An advance is worth what its first step gains, times this (the steps after it go the same way). */
    private static final double STEPS = 2.0;

    private final HeuristicAi heuristic;

    Rollout(HeuristicAi heuristic) {
        this.heuristic = heuristic;
    }

    /** The policy's answer to {@code game}'s pending decision (a determinised copy). */
    Choice decide(Game game) {
        Decision d = game.pending();
        List<Choice> options = d.options();
        if (options.size() == 1 && d.kind() != Decision.Kind.MOVE) {
            return options.get(0);
        }
        return switch (d.kind()) {
            case ACTION -> action(new HeuristicAi.Ctx(game, d.nation()), options);
            case MOVE -> move(new HeuristicAi.Ctx(game, d.nation()), options);
            default -> heuristic.decide(game, d.nation(), d.kind(), options);
        };
    }

    // 000 · THE ACTION PHASE: one action a turn, or pass
    private static Choice action(HeuristicAi.Ctx c, List<Choice> options) {
        Choice best = null;
        double bestValue = 0.05; // below this, pass (as the heuristic)
        for (Choice o : options) {
            if (o instanceof Choice.Act a) {
                double v = value(c, a);
                if (v > bestValue) {
                    bestValue = v;
                    best = o;
                }
            }
        }
        return best != null ? best : first(options, Choice.Pass.class, options.get(0));
    }

    private static double value(HeuristicAi.Ctx c, Choice.Act a) {
        Unit u = c.s.units().get(a.unitId());
        if (u == null || u.hex() == null) {
            return -1;
        }
        return switch (a.kind()) {
            case CONCENTRATED_FIRE -> HeuristicAi.attackValue(c, a.unitId(), a.attack(), FireAction.CONCENTRATED_FIRE)
                    - 0.5 * a.attack().supporters().size();
            case ADVANCE -> c.exits.contains(u.hex()) && ExitRace.leavingScoresNow(c, u) ? 10 : STEPS * bestStep(c, u).gain();
            case ASSAULT -> assaultFromHere(c, u);
            case PREPARE_OP_FIRE, HEAL, DIG_ENTRENCHMENT, DIG_AND_ENTER, ACTIVATE_CARD -> HeuristicAi.actValue(c, a, null);
            default -> -1; // as the heuristic: fatigue, fire and movement, dismount, contact
        };
    }

    /** 000 · ASSAULT ATTACKS, from the hex the unit stands in (a playout does not plan a move first). */
    private static double assaultFromHere(HeuristicAi.Ctx c, Unit u) {
        double best = -1;
        for (Hex target : u.hex().neighbors()) {
            if (c.enemyAt(target)) {
                best = Math.max(best, HeuristicAi.assaultValue(c, u, u.hex(), target));
            }
        }
        return best;
    }

    private record Step(Hex to, double gain) {
    }

    /**
     * The neighbour the heuristic scores best for {@code u} (000 · MOVEMENT: one hex at a time), and its gain over standing;
     * never a half hex (000 · Half Hexes: not part of the game).
     */
    private static Step bestStep(HeuristicAi.Ctx c, Unit u) {
        double here = HeuristicAi.hexScore(c, u, u.hex());
        Hex best = null;
        double bestScore = here;
        for (Hex n : u.hex().neighbors()) {
            if (!c.s.board().isPlayable(n) || c.enemyAt(n) || toi.engine.move.MovementRules.hexIsFullFor(c.p, u, n)) {
                continue;
            }
            double v = HeuristicAi.hexScore(c, u, n);
            if (v > bestScore + 0.01) {
                bestScore = v;
                best = n;
            }
        }
        return new Step(best, bestScore - here);
    }

    /** A moving unit: assault or fire when the heuristic would, leave by an exit that scores, else step on while it gains. */
    private static Choice move(HeuristicAi.Ctx c, List<Choice> options) {
        Activity a = c.s.activity();
        Unit u = a == null ? null : c.s.units().get(a.unitId());
        if (u == null) {
            return options.get(0);
        }
        Choice bestAttack = null;
        double bestValue = 0.2 * 4; // the heuristic's least attack worth making on the move (a fifth of a figure)
        for (Choice o : options) {
            double v = o instanceof Choice.Assault as ? HeuristicAi.assaultOption(c, as)
                    : o instanceof Choice.Fire f ? HeuristicAi.attackValue(c, u.id(), f.attack(), FireAction.FIRE_AND_MOVEMENT) : -1;
            if (v > bestValue) {
                bestValue = v;
                bestAttack = o;
            }
        }
        if (bestAttack != null) {
            return bestAttack;
        }
        Choice exit = first(options, Choice.ExitBoard.class, null);
        if (exit != null && c.exits.contains(a.here()) && ExitRace.leavingScoresNow(c, u)) {
            return exit; // the scenario scores units that leave by this side's exit hexes
        }
        boolean assaulting = a.kind() == ActionKind.ASSAULT;
        Step step = bestStep(c, u);
        if (step.to() != null && !assaulting) {
            for (Choice o : options) {
                if (o instanceof Choice.Step s && s.to().equals(step.to())) {
                    return o;
                }
            }
        }
        return first(options, Choice.Stop.class, options.get(0));
    }

    private static Choice first(List<Choice> options, Class<? extends Choice> kind, Choice otherwise) {
        for (Choice o : options) {
            if (kind.isInstance(o)) {
                return o;
            }
        }
        return otherwise;
    }
}
