package toi.engine.move;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import toi.engine.hex.Hex;
import toi.engine.map.Board;
import toi.engine.units.Position;
import toi.engine.units.Unit;

/**
 * Every hex a unit can reach with a given number of movement points, each with its cheapest
 * cost and path (Dijkstra over hexes; the cost of a step depends only on the two hexes).
 *
 * <p>Rules applied: terrain costs and prohibitions, contiguous roads, uphill, cliffs (via
 * {@link MovementRules}); never into or through enemy hexes; through full friendly hexes but not
 * ending there (000 · STACKING LIMITS); hexes that end movement (razor wire, tank trap,
 * minefield) are reached but not left; a unit starting in a minefield may move only to an
 * adjacent hex (000 · Minefields); leaving an entrenchment or pillbox costs 1 first.
 */
public final class Reachability {

    private Reachability() {
    }

    public static Result of(Position position, Unit unit) {
        return of(position, unit, MovePoints.of(unit.movementPoints()));
    }

    /** @param budget movement points available, in thirds */
    public static Result of(Position position, Unit unit, int budget) {
        Board board = position.board();
        Hex start = unit.hex();
        Map<Hex, Integer> best = new HashMap<>();
        Map<Hex, Step> via = new HashMap<>();
        if (unit.isImmobile()) {
            return new Result(unit, budget, List.of(), "unit " + unit.id() + " is "
                    + ("heavy".equals(unit.damage()) ? "heavily damaged" : unit.condition())
                    + " and cannot be moved (000 · Immobile Units)");
        }
        int leaving = MovementRules.leavingCost(unit);
        boolean minefieldStart = board.hasMarker(start, "minefield");
        PriorityQueue<int[]> queue = new PriorityQueue<>(Comparator.comparingInt(a -> a[0]));
        List<Hex> index = new ArrayList<>();
        best.put(start, leaving);
        index.add(start);
        queue.add(new int[]{leaving, 0});
        while (!queue.isEmpty()) {
            int[] top = queue.poll();
            Hex from = index.get(top[1]);
            if (top[0] > best.get(from)) {
                continue;
            }
            if (!from.equals(start)) {
                Step arrived = via.get(from);
                if (arrived.stops() || minefieldStart) {
                    continue; // movement ends here (000 · Minefields: only to an adjacent hex)
                }
            }
            for (Hex to : from.neighbors()) {
                if (to.equals(start)) {
                    continue;
                }
                Step step = MovementRules.enter(position, unit, start, from, to);
                if (!step.allowed()) {
                    continue;
                }
                int cost = top[0] + step.cost();
                if (cost > budget) {
                    continue; // 000 · TERRAIN: "If a unit cannot afford to expend the movement cost, it may not enter"
                }
                Integer known = best.get(to);
                if (known == null || cost < known) {
                    best.put(to, cost);
                    via.put(to, step);
                    index.add(to);
                    queue.add(new int[]{cost, index.size() - 1});
                }
            }
        }
        List<Reach> reaches = new ArrayList<>();
        for (Map.Entry<Hex, Step> e : via.entrySet()) {
            Hex hex = e.getKey();
            Deque<Step> chain = new ArrayDeque<>();
            for (Hex h = hex; !h.equals(start); h = via.get(h).from()) {
                chain.addFirst(via.get(h));
            }
            List<Hex> path = new ArrayList<>();
            List<String> steps = new ArrayList<>();
            path.add(start);
            if (leaving > 0) {
                steps.add("leave the " + unit.fortification() + " 1 (000 · Entrenchments / Pillboxes)");
            }
            for (Step s : chain) {
                path.add(s.to());
                steps.add(s.to() + ": " + s.explanation());
            }
            boolean full = MovementRules.hexIsFullFor(position, unit, hex);
            String note = full ? "may pass through but not end here: the hex is full (000 · STACKING LIMITS)"
                    : e.getValue().stops() ? "movement ends here" : "";
            reaches.add(new Reach(hex, best.get(hex), List.copyOf(path), List.copyOf(steps), !full, note));
        }
        reaches.sort(Comparator.comparingInt(Reach::cost).thenComparing(Reach::hex));
        return new Result(unit, budget, Collections.unmodifiableList(reaches), null);
    }

    /**
     * @param reaches   every hex reached (including pass-through-only hexes), cheapest first
     * @param immobile  why the unit cannot move at all, or null
     */
    public record Result(Unit unit, int budget, List<Reach> reaches, String immobile) {

        public Map<Hex, Reach> byHex() {
            Map<Hex, Reach> m = new HashMap<>();
            for (Reach r : reaches) {
                m.put(r.hex(), r);
            }
            return m;
        }

        /** The hexes the unit may end its movement in. */
        public List<Hex> destinations() {
            List<Hex> hexes = new ArrayList<>();
            for (Reach r : reaches) {
                if (r.canEnd()) {
                    hexes.add(r.hex());
                }
            }
            return hexes;
        }
    }
}
