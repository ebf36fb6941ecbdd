package toi.ai.tideofiron;

import java.util.HashMap;
import java.util.Map;
import java.util.PriorityQueue;
import toi.engine.hex.Hex;
import toi.engine.move.MovementRules;
import toi.engine.scenario.ScoringRule;
import toi.engine.units.Unit;

/**
 * The heuristic's reading of a race for the exits (002 · STAVELOT EXPRESS: "The blue shaded hexes represent exit points
 * for the retreating American transports and the advancing German armored forces"; 002 · CHAIN OF COMMAND's half-tracks).
 * A unit that scores by leaving the board keeps moving: it is never put in Op Fire mode, which would stop it for the
 * whole next round ("a unit placed under Op Fire is considered to be activated. An activated unit is not able to move
 * or fire normally during the upcoming game round", 000 · Place Units in Op Fire Mode), and it leaves only in a round
 * in which leaving scores ("Each M3A1 Half-Track exited after game round 3 scores 1 VP each"). Its distance to the exits
 * is the way it can drive there (000 · MOVEMENT: terrain costs, a flooded stream it may not enter, enemy units it may not
 * move through), not the straight line across a stream or through an enemy-held bridge.
 */
final class ExitRace {
    /** Movement points (in thirds) from each hex to the nearest exit, by unit (its movement class and abilities). */
    private final Map<String, Map<Hex, Integer>> fields = new HashMap<>();
    private final HeuristicAi.Ctx c;

    ExitRace(HeuristicAi.Ctx c) {
        this.c = c;
    }

    /** The movement points the unit needs from {@code h} to an exit hex (rounded up), 99 when no way leads there. */
    int distance(Unit u, Hex h) {
        Integer thirds = fields.computeIfAbsent(u.id(), id -> field(u)).get(h);
        return thirds == null ? 99 : (thirds + 2) / 3;
    }

    /** Cheapest ways to the exits, searched back from them: the cost of stepping from a neighbour into each hex. */
    private Map<Hex, Integer> field(Unit u) {
        Map<Hex, Integer> dist = new HashMap<>();
        PriorityQueue<Map.Entry<Hex, Integer>> open = new PriorityQueue<>(Map.Entry.comparingByValue());
        for (Hex x : c.exits) {
            dist.put(x, 0);
            open.add(Map.entry(x, 0));
        }
        while (!open.isEmpty()) {
            var e = open.poll();
            Hex h = e.getKey();
            if (e.getValue() > dist.get(h)) {
                continue;
            }
            for (Hex n : h.neighbors()) {
                if (!c.s.board().isPlayable(n)) {
                    continue;
                }
                int step = MovementRules.cost(c.p, u, n, n, h, null);
                if (step == MovementRules.REFUSED) {
                    continue;
                }
                int d = e.getValue() + step;
                Integer old = dist.get(n);
                if (old == null || d < old) {
                    dist.put(n, d);
                    open.add(Map.entry(n, d));
                }
            }
        }
        return dist;
    }

    /** Whether the unit can still score by leaving the board in this or a later round (it is racing for the exits). */
    static boolean racing(HeuristicAi.Ctx c, Unit u) {
        if (c.exits.isEmpty() || u.isImmobile()) {
            return false;
        }
        for (ScoringRule r : c.s.setup().scoring()) {
            if (scores(c, r, u) && r.toRound() >= c.s.round()) {
                return true;
            }
        }
        return false;
    }

    /** Whether leaving the board now scores for the unit (or the other side's victory counts the exit). */
    static boolean leavingScoresNow(HeuristicAi.Ctx c, Unit u) {
        if (c.exitsAim) {
            return true;
        }
        for (ScoringRule r : c.s.setup().scoring()) {
            if (scores(c, r, u) && r.inRound(c.s.round())) {
                return true;
            }
        }
        return false;
    }

    /**
     * A unit worth less than 2 VP by leaving heads for the exits too once leaving scores for it, where the exits are not
     * the whole side's aim (Stavelot's American M3A1s after round 3; the German half-tracks and Opel Blitzes keep the
     * side's other aims, the VP marker among them).
     */
    static boolean scoringNowOnly(HeuristicAi.Ctx c, Unit u) {
        return !c.exitsAim && !u.isImmobile() && leavingScoresNow(c, u);
    }

    private static boolean scores(HeuristicAi.Ctx c, ScoringRule r, Unit u) {
        return r.kind() == ScoringRule.Kind.EXIT && r.side().equals(c.me)
                && (r.units().isEmpty() || r.units().stream().anyMatch(u::isOf));
    }
}
