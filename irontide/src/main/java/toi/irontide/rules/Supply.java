package toi.irontide.rules;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import toi.engine.hex.Hex;
import toi.irontide.data.GameMap;
import toi.irontide.data.Side;
import toi.irontide.state.GameState;
import toi.irontide.state.Occupancy;
import toi.irontide.state.SupplyState;
import toi.irontide.state.UnitState;

/** §12.0 · SUPPLY: the trace (§12.1), out of supply (§12.2), isolation (§12.3). */
public final class Supply {
    private Supply() {
    }

    /** §12.1, §7.6 · a hex a supply path may use: no enemy unit, and no enemy ZOC unless a friendly unit stands in it. */
    static boolean open(Occupancy here, Hex h, Side side, Set<Hex> enemyZoc) {
        if (here.enemyIn(h, side)) {
            return false;
        }
        return !enemyZoc.contains(h) || here.friendlyIn(h, side);
    }

    /**
     * §12.1 · where a supply path may end: a friendly map edge hex, or a road hex whose road leads off a friendly edge
     * without crossing an unbridged river (the road itself through open hexes: R-IT-11).
     */
    public static Set<Hex> sources(GameState s, Side side) {
        GameMap map = s.scenario.map();
        Set<Hex> enemyZoc = ZonesOfControl.zocOf(s, side.enemy());
        Occupancy here = Occupancy.of(s);
        Set<Hex> result = new HashSet<>();
        ArrayDeque<Hex> roadQueue = new ArrayDeque<>();
        for (Hex h : map.allHexes()) {
            // §12.1 · the Allied player cannot trace supply from a VP Exit road the German exited by
            if (map.supplyEdge(h, side) && open(here, h, side, enemyZoc) && !(side == Side.ALLIED && s.exitedVia.contains(h))) {
                result.add(h);
                if (map.roadHex(h)) {
                    roadQueue.add(h);
                }
            }
        }
        while (!roadQueue.isEmpty()) {
            Hex h = roadQueue.poll();
            for (Hex n : map.neighbours(h)) {
                if (!result.contains(n) && Hexsides.road(s, h, n) && open(here, n, side, enemyZoc)) {
                    result.add(n);
                    roadQueue.add(n);
                }
            }
        }
        return result;
    }

    /** §12.1 · a path of at most the supply range in hexes from the hex to a source, through open hexes. */
    public static boolean traces(GameState s, Hex from, Side side, Set<Hex> sources, Set<Hex> enemyZoc) {
        int range = s.scenario.rules().supplyRange();
        if (s.enemyIn(from, side)) {
            return false;
        }
        return reaches(s, from, sources::contains, side, range, enemyZoc);
    }

    /** A path of at most {@code range} hexes from one hex to another through open hexes (§13.1's demolition path). */
    public static boolean within(GameState s, Hex from, Hex to, Side side, int range, Set<Hex> enemyZoc) {
        return reaches(s, from, to::equals, side, range, enemyZoc);
    }

    /** Whether a hex that {@code goal} accepts lies at most {@code range} hexes away, through open hexes (breadth first). */
    private static boolean reaches(GameState s, Hex from, java.util.function.Predicate<Hex> goal, Side side, int range,
                                   Set<Hex> enemyZoc) {
        Occupancy here = Occupancy.of(s);
        Map<Hex, Integer> dist = new HashMap<>();
        ArrayDeque<Hex> queue = new ArrayDeque<>();
        dist.put(from, 0);
        queue.add(from);
        while (!queue.isEmpty()) {
            Hex h = queue.poll();
            if (goal.test(h)) {
                return true;
            }
            int d = dist.get(h);
            if (d == range) {
                continue;
            }
            for (Hex n : s.scenario.map().neighbours(h)) {
                if (!dist.containsKey(n) && open(here, n, side, enemyZoc)) {
                    dist.put(n, d + 1);
                    queue.add(n);
                }
            }
        }
        return false;
    }

    /** §12.0 · German units skip the supply check before the rulebook's turn (19AM) unless surrounded by enemy ZOCs. */
    static boolean exempt(GameState s, UnitState u) {
        if (u.def.commando()) {
            return true; // §16.4 · commandos ignore Allied units and ZOCs for movement: never out of supply nor isolated (R-IT-46)
        }
        if (u.def.side() != Side.GERMAN || "air".equals(u.def.entry())) {
            return false; // §16.2 · von der Heydte traces supply once landed
        }
        return germanExemptAt(s, u.hex);
    }

    /** §4.22, §12.2, §12.3 · the Supply Phase: both sides' units marked supplied, out of supply or isolated. */
    public static void check(GameState s) {
        mark(s);
        for (Hex h : s.resupplied) {
            AirResupply.raise(s, h); // §12.4 · a hex resupplied this game turn keeps its level (R-IT-31)
        }
    }

    private static void mark(GameState s) {
        for (Side side : Side.values()) {
            Set<Hex> sources = sources(s, side);
            Set<Hex> enemyZoc = ZonesOfControl.zocOf(s, side.enemy());
            for (UnitState u : s.onMap(side)) {
                u.supply = exempt(s, u) || traces(s, u.hex, side, sources, enemyZoc) ? SupplyState.SUPPLIED : SupplyState.OUT_OF_SUPPLY;
            }
            int range = s.scenario.rules().isolationRange();
            for (UnitState u : s.onMap(side)) {
                if (u.supply == SupplyState.OUT_OF_SUPPLY && ZonesOfControl.surrounded(s, u.hex, side)) {
                    boolean friendNear = false;
                    for (UnitState f : s.onMap(side)) {
                        if (f != u && f.supply == SupplyState.SUPPLIED && f.hex.distanceTo(u.hex) <= range) {
                            friendNear = true;
                            break;
                        }
                    }
                    if (!friendNear) {
                        u.supply = SupplyState.ISOLATED;
                    }
                }
            }
        }
    }

    /**
     * §12.0 · the German exemption in a hex: before the rulebook's turn (19AM) a German unit there is in supply unless
     * surrounded by enemy ZOCs.
     */
    static boolean germanExemptAt(GameState s, Hex hex) {
        int from = s.scenario.turnIndex(s.scenario.rules().germanSupplyFrom());
        return (from < 0 || s.turn < from) && !ZonesOfControl.surrounded(s, hex, Side.GERMAN);
    }

    /**
     * §20 · "These must be held in supply": a town hex the side holds, judged as a supply check now would judge its
     * holders (R-IT-51) — the units standing there, at least one of them in supply by the trace or §12.0's German
     * exemption and not under the Fuel Shortage (§12.2 (C)); an empty hex as if one of its units stood there, which
     * under a shortage of every German unit could not be in supply.
     */
    public static boolean heldInSupply(GameState s, Hex hex, Side side) {
        if (s.control.get(hex) != side || s.enemyIn(hex, side)) {
            return false;
        }
        List<UnitState> holders = new ArrayList<>();
        for (UnitState u : s.combatants(hex)) {
            if (u.def.side() == side) {
                holders.add(u);
            }
        }
        boolean reached = traces(s, hex, side, sources(s, side), ZonesOfControl.zocOf(s, side.enemy()));
        if (holders.isEmpty()) {
            boolean exempt = side == Side.GERMAN && germanExemptAt(s, hex);
            return (exempt || reached) && !(side == Side.GERMAN && s.fuelShortage == toi.irontide.data.Scenario.FuelEffect.ALL);
        }
        for (UnitState u : holders) {
            if ((exempt(s, u) || reached) && !FuelDepots.hit(s, u)) {
                return true;
            }
        }
        return false;
    }
}
