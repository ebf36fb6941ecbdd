package toi.engine.move;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.Set;
import toi.engine.hex.Hex;
import toi.engine.map.Board;
import toi.engine.units.Position;
import toi.engine.units.Unit;

/**
 * Every hex a unit can reach with a given number of movement points, each with its cheapest
 * cost and path (Dijkstra over hexes; the cost of a step depends only on the two hexes and the
 * fixed start hex).
 *
 * <p>Rules applied: terrain costs and prohibitions, contiguous roads, uphill, cliffs (via
 * {@link MovementRules}); never into or through enemy hexes; through full friendly hexes but not
 * ending there (000 · STACKING LIMITS); hexes that end movement (razor wire, tank trap,
 * minefield) are reached but not left; a unit starting in a minefield may move only to an
 * adjacent hex (000 · Minefields); leaving an entrenchment or pillbox costs 1 first.
 *
 * <p>The search builds no text; {@link Result#reaches()} explains the cheapest paths on demand.
 */
public final class Reachability {

    private Reachability() {
    }

    /** With the unit's own movement value, and a mounted squad's riding points on top (002 · Mounted Units: Riding). */
    public static Result of(Position position, Unit unit) {
        return of(position, unit, MovePoints.of(unit.movementPoints()), ridingPoints(unit));
    }

    /** @param budget movement points available, in thirds (a mounted squad's riding points come on top) */
    public static Result of(Position position, Unit unit, int budget) {
        return of(position, unit, budget, ridingPoints(unit));
    }

    /** 002 · Mounted Units: Riding — the extra points a mounted squad has, in thirds. */
    public static int ridingPoints(Unit unit) {
        return unit.usesSpecialization("mounted") ? MovePoints.of(unit.specialization().param("ridingMovementBonus")) : 0;
    }

    /**
     * @param budget movement points available, in thirds
     * @param riding extra points, in thirds, that go only into steps across clear terrain or along a road
     *               (002 · Mounted Units: Riding); they are spent first where they may be, as the game does
     */
    public static Result of(Position position, Unit unit, int budget, int riding) {
        Board board = position.board();
        Hex start = unit.hex();
        if (unit.isImmobile()) {
            return new Result(position, unit, budget + riding, Map.of(), Map.of(), Set.of(), "unit " + unit.id() + " is "
                    + (unit.isPinnedOrDisrupted() ? unit.condition().word() : unit.damage().word())
                    + " and cannot be moved (000 · Immobile Units)");
        }
        int leaving = MovementRules.leavingCost(unit);
        boolean minefieldStart = board.hasMarker(start, "minefield");
        // Dijkstra over (hex, riding points left), by the ordinary points spent: with riding points two ways into a hex
        // can leave different mixes, so the hex alone is not enough (without them each hex has one state).
        Map<State, Integer> best = new HashMap<>();
        Map<State, State> previous = new HashMap<>();
        Set<Hex> stopped = new HashSet<>();
        PriorityQueue<Entry> queue = new PriorityQueue<>();
        State first = new State(start, riding);
        best.put(first, leaving);
        queue.add(new Entry(first, leaving));
        while (!queue.isEmpty()) {
            Entry top = queue.poll();
            State at = top.state;
            if (top.cost > best.get(at)) {
                continue; // a cheaper way here was found after this entry was queued
            }
            if (!at.hex.equals(start) && (minefieldStart || stopped.contains(at.hex))) {
                continue; // movement ends here (000 · Minefields: only to an adjacent hex)
            }
            for (Hex to : at.hex.neighbors()) {
                if (to.equals(start)) {
                    continue;
                }
                int step = MovementRules.cost(position, unit, start, at.hex, to, null);
                if (step == MovementRules.REFUSED) {
                    continue;
                }
                int fromRiding = at.riding > 0 && MovementRules.ridingStep(position, at.hex, to) ? Math.min(at.riding, step) : 0;
                int cost = top.cost + step - fromRiding;
                if (cost > budget) {
                    continue; // 000 · TERRAIN: "If a unit cannot afford to expend the movement cost, it may not enter"
                }
                State next = new State(to, at.riding - fromRiding);
                Integer known = best.get(next);
                if (known == null || cost < known) {
                    best.put(next, cost);
                    previous.put(next, at);
                    if (MovementRules.stopsOnEntering(board, unit, to, null)) {
                        stopped.add(to);
                    }
                    queue.add(new Entry(next, cost));
                }
            }
        }
        // each hex by its cheapest way in (points of both kinds), with that way's path
        Map<Hex, Integer> cost = new HashMap<>();
        Map<Hex, List<Hex>> paths = new HashMap<>();
        best.forEach((st, spent) -> {
            int total = spent + riding - st.riding;
            if (!st.hex.equals(start) && (!cost.containsKey(st.hex) || total < cost.get(st.hex))) {
                cost.put(st.hex, total);
                Deque<Hex> path = new ArrayDeque<>();
                for (State x = st; x != null; x = previous.get(x)) {
                    path.addFirst(x.hex);
                }
                paths.put(st.hex, List.copyOf(path));
            }
        });
        return new Result(position, unit, budget + riding, cost, paths, stopped, null);
    }

    private record State(Hex hex, int riding) {
    }

    private record Entry(State state, int cost) implements Comparable<Entry> {
        @Override
        public int compareTo(Entry o) {
            return Integer.compare(cost, o.cost);
        }
    }

    /** The outcome of a search: costs and cheapest paths; {@link #reaches()} explains them. */
    public static final class Result {
        private final Position position;
        private final Unit unit;
        private final int budget;
        private final Map<Hex, Integer> cost;
        private final Map<Hex, List<Hex>> paths;
        private final Set<Hex> stopped;
        private final String immobile;
        private List<Reach> reaches;

        Result(Position position, Unit unit, int budget, Map<Hex, Integer> cost, Map<Hex, List<Hex>> paths,
               Set<Hex> stopped, String immobile) {
            this.position = position;
            this.unit = unit;
            this.budget = budget;
            this.cost = cost;
            this.paths = paths;
            this.stopped = stopped;
            this.immobile = immobile;
        }

        public Unit unit() {
            return unit;
        }

        /** Movement points available, in thirds. */
        public int budget() {
            return budget;
        }

        /** Why the unit cannot move at all (000 · Immobile Units), or null. */
        public String immobile() {
            return immobile;
        }

        /** Every hex reached, including hexes it may only pass through. */
        public Set<Hex> reached() {
            return Collections.unmodifiableSet(cost.keySet());
        }

        /** Cheapest cost in thirds to reach the hex, or -1 if it cannot be reached. */
        public int costTo(Hex hex) {
            Integer c = cost.get(hex);
            return c == null ? -1 : c;
        }

        /** Whether the unit may end its movement in the hex (reached, and not full: 000 · STACKING LIMITS). */
        public boolean canEndIn(Hex hex) {
            return cost.containsKey(hex) && MovementRules.mayEndIn(position, unit, hex);
        }

        /** The hexes the unit may end its movement in. */
        public List<Hex> destinations() {
            List<Hex> hexes = new ArrayList<>();
            for (Hex h : cost.keySet()) {
                if (canEndIn(h)) {
                    hexes.add(h);
                }
            }
            Collections.sort(hexes);
            return hexes;
        }

        /** The cheapest path to the hex, the unit's own hex first; empty if not reached. */
        public List<Hex> pathTo(Hex hex) {
            return paths.getOrDefault(hex, List.of());
        }

        /** Every hex reached with its cost, path and step-by-step explanation, cheapest first. */
        public List<Reach> reaches() {
            if (reaches == null) {
                reaches = explainAll();
            }
            return reaches;
        }

        public Map<Hex, Reach> byHex() {
            Map<Hex, Reach> m = new HashMap<>();
            for (Reach r : reaches()) {
                m.put(r.hex(), r);
            }
            return m;
        }

        private List<Reach> explainAll() {
            Hex start = unit.hex();
            List<Reach> list = new ArrayList<>();
            for (Map.Entry<Hex, Integer> e : cost.entrySet()) {
                Hex hex = e.getKey();
                List<Hex> path = pathTo(hex);
                List<String> steps = new ArrayList<>();
                if (MovementRules.leavingCost(unit) > 0) {
                    steps.add("leave the " + unit.fortification() + " 1 (000 · Entrenchments / Pillboxes)");
                }
                for (int i = 1; i < path.size(); i++) {
                    Step s = MovementRules.enter(position, unit, start, path.get(i - 1), path.get(i));
                    steps.add(s.to() + ": " + s.explanation());
                }
                boolean canEnd = canEndIn(hex);
                String note = !canEnd ? (MovementRules.hexIsFullFor(position, unit, hex)
                        ? "may pass through but not end here: the hex is full (000 · STACKING LIMITS)"
                        : "may pass through but not end here: enemy units (000 · Overrun; CONCEALED SQUADS)")
                        : stopped.contains(hex) ? "movement ends here" : "";
                list.add(new Reach(hex, e.getValue(), path, List.copyOf(steps), canEnd, note));
            }
            list.sort(Comparator.comparingInt(Reach::cost).thenComparing(Reach::hex));
            return Collections.unmodifiableList(list);
        }
    }
}
