package toi.ai.tideofiron;

import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import toi.engine.hex.Hex;
import toi.engine.map.Board;
import toi.engine.map.MovementClass;
import toi.engine.move.MovementRules;
import toi.engine.options.RuleOptions;
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
    /** Fields already worked out on this thread, the least recently used dropped first (see {@link Key}). */
    private static final int MEMO_SIZE = 64;
    private static final ThreadLocal<Map<Key, int[]>> MEMO = ThreadLocal.withInitial(() -> new LinkedHashMap<>(MEMO_SIZE, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Key, int[]> eldest) {
            return size() > MEMO_SIZE;
        }
    });
    private static final int UNREACHED = Integer.MAX_VALUE;

    /** This context's fields by mover (the position is fixed within a context). */
    private final Map<Mover, int[]> fields = new HashMap<>();
    private final HeuristicAi.Ctx c;

    ExitRace(HeuristicAi.Ctx c) {
        this.c = c;
    }

    /** The movement points the unit needs from {@code h} to an exit hex (rounded up), 99 when no way leads there. */
    int distance(Unit u, Hex h) {
        int slot = c.s.board().slot(h);
        if (slot < 0) {
            return 99;
        }
        int thirds = fields.computeIfAbsent(Mover.of(u), m -> MEMO.get().computeIfAbsent(key(m), k -> field(u)))[slot];
        return thirds == UNREACHED ? 99 : (thirds + 2) / 3;
    }

    /**
     * What of a unit the cost of a step depends on ({@code MovementRules.cost}): its side (whose units bar its way), its
     * movement class, whether it overruns, rides (mounted) or drives a truck by road; units alike in these share a field.
     */
    record Mover(String nation, MovementClass movementClass, boolean overrun, boolean mounted, boolean vehicle, boolean roadTruck) {
        static Mover of(Unit u) {
            return new Mover(u.nation(), u.movementClass(), u.hasAbility("overrun"), u.hasSpecialization("mounted"),
                    u.isVehicle(), u.hasTrait("effective-road-movement"));
        }
    }

    /**
     * Everything a field depends on: the scenario (its board's ground never changes in play), the exits, the mover, the
     * markers (wrecks, tank traps), the optional rules (wrecked vehicles), and the hexes of the enemy units that bar or
     * slow the mover (000 · MOVEMENT, 000 · Overrun: visible, not carried), one entry a unit. A search asks for the same
     * fields over and over from positions that differ elsewhere (in Stavelot Express, worked out afresh for every
     * context, they took nine tenths of the search's time).
     */
    private record Key(Object scenario, List<Hex> exits, Mover mover, long markers, RuleOptions options, Blockers blockers) {
    }

    /** The slots of the enemy units that bar or slow a mover, sorted, one entry a unit; compared by value. */
    private static final class Blockers {
        private final int[] slots;
        private final int hash;

        Blockers(int[] slots) {
            this.slots = slots;
            this.hash = Arrays.hashCode(slots);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Blockers b && b.hash == hash && Arrays.equals(b.slots, slots);
        }

        @Override
        public int hashCode() {
            return hash;
        }
    }

    private Key key(Mover m) {
        Board board = c.s.board();
        int[] slots = new int[c.s.units().size()];
        int n = 0;
        for (Unit other : c.s.units().values()) { // as MovementRules.visibleEnemies counts them
            if (other.hex() != null && !other.nation().equals(m.nation()) && !other.concealed() && !other.isTransported()) {
                slots[n++] = board.slot(other.hex());
            }
        }
        int[] sorted = Arrays.copyOf(slots, n);
        Arrays.sort(sorted);
        return new Key(c.s.setup(), List.copyOf(c.exits), m, board.markersHash(), c.p.options(), new Blockers(sorted));
    }

    /**
     * Cheapest ways to the exits, searched back from them: the cost (in thirds) of stepping from a neighbour into each
     * hex, by slot ({@link #UNREACHED} where no way leads).
     */
    private int[] field(Unit u) {
        Board board = c.s.board();
        int[] dist = new int[board.slots()];
        Arrays.fill(dist, UNREACHED);
        // entries are (distance << 32 | slot): the queue's order is the distance's, then the slot's
        PriorityQueue<Long> open = new PriorityQueue<>();
        Hex[] hexes = board.hexes().toArray(Hex[]::new); // by slot
        for (Hex x : c.exits) {
            int slot = board.slot(x);
            if (slot >= 0) {
                dist[slot] = 0;
                open.add((long) slot);
            }
        }
        while (!open.isEmpty()) {
            long e = open.poll();
            int d0 = (int) (e >>> 32);
            int slot = (int) e;
            if (d0 > dist[slot]) {
                continue;
            }
            Hex h = hexes[slot];
            for (Hex n : h.neighbors()) {
                if (!board.isPlayable(n)) {
                    continue;
                }
                int step = MovementRules.cost(c.p, u, n, n, h, null);
                if (step == MovementRules.REFUSED) {
                    continue;
                }
                int d = d0 + step;
                int ns = board.slot(n);
                if (d < dist[ns]) {
                    dist[ns] = d;
                    open.add(((long) d << 32) | ns);
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
