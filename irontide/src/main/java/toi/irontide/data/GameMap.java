package toi.irontide.data;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import toi.engine.hex.Hex;

/**
 * The game map (§2.1): a rectangle of hexes (ids {@link HexIds}), their terrain, hexsides, roads, towns and cities,
 * the Westwall, the Allied lettered entry roads (§14.0), the Victory Point Exit hexes (§5.3) and the three groups of
 * fuel depot towns (§3.0).
 */
public final class GameMap {
    private final int columns;
    private final int rows;
    private final Map<Hex, MapHex> hexes;
    /**
     * The same hexes in an array by (q, r) from the least of each, for the lookups every rule makes (a hash map of hexes
     * answers slowly: 31 × q + r collides on a map taller than 31 rows), with each hex's neighbours on the map.
     */
    private final int qMin;
    private final int rMin;
    private final int rSpan;
    private final MapHex[] grid;
    private final List<List<Hex>> around;
    private final Map<HexPair, Hexside> hexsides;
    private final Set<HexPair> roads;
    private final Set<Hex> roadHexes;
    private final List<Town> towns;
    private final Map<String, List<Hex>> entryRoads;
    private final List<Hex> vpExits;
    private final List<List<Hex>> depotGroups;
    private final Source source;

    public GameMap(int columns, int rows, Map<Hex, MapHex> hexes, Map<HexPair, Hexside> hexsides, Set<HexPair> roads,
                   List<Town> towns, Map<String, List<Hex>> entryRoads, List<Hex> vpExits, List<List<Hex>> depotGroups, Source source) {
        this.columns = columns;
        this.rows = rows;
        // in a fixed order, not Map.copyOf's: whatever walks them (a listing of choices, a computer player) walks them
        // the same way in every run, so a seed gives the same game (Map.copyOf's order changes from JVM to JVM)
        this.hexes = ordered(hexes, Hex::compareTo);
        int q0 = Integer.MAX_VALUE, q1 = Integer.MIN_VALUE, r0 = Integer.MAX_VALUE, r1 = Integer.MIN_VALUE;
        for (Hex h : this.hexes.keySet()) {
            q0 = Math.min(q0, h.q());
            q1 = Math.max(q1, h.q());
            r0 = Math.min(r0, h.r());
            r1 = Math.max(r1, h.r());
        }
        this.qMin = q0;
        this.rMin = r0;
        this.rSpan = this.hexes.isEmpty() ? 0 : r1 - r0 + 1;
        this.grid = new MapHex[this.hexes.isEmpty() ? 0 : (q1 - q0 + 1) * rSpan];
        this.hexes.forEach((h, mh) -> grid[index(h)] = mh);
        List<List<Hex>> near = new ArrayList<>(java.util.Collections.nCopies(grid.length, (List<Hex>) null));
        for (Hex h : this.hexes.keySet()) {
            List<Hex> result = new ArrayList<>(6);
            for (Hex n : h.neighbors()) {
                if (onMap(n)) {
                    result.add(n);
                }
            }
            near.set(index(h), List.copyOf(result));
        }
        this.around = near;
        this.hexsides = ordered(hexsides, HexPair.ORDER);
        this.roads = ordered(roads, HexPair.ORDER);
        java.util.HashSet<Hex> rh = new java.util.HashSet<>();
        for (HexPair p : roads) {
            rh.add(p.a());
            rh.add(p.b());
        }
        this.roadHexes = ordered(rh, Hex::compareTo);
        this.towns = List.copyOf(towns);
        this.entryRoads = ordered(entryRoads, String::compareTo);
        this.vpExits = List.copyOf(vpExits);
        this.depotGroups = List.copyOf(depotGroups);
        this.source = source;
    }

    /** An unmodifiable copy that walks its keys in {@code order} (a hash map inside, for quick lookups). */
    private static <K, V> Map<K, V> ordered(Map<K, V> m, java.util.Comparator<K> order) {
        List<K> keys = new ArrayList<>(m.keySet());
        keys.sort(order);
        Map<K, V> out = new java.util.LinkedHashMap<>();
        for (K k : keys) {
            out.put(k, java.util.Objects.requireNonNull(m.get(k)));
        }
        return java.util.Collections.unmodifiableMap(out);
    }

    /** An unmodifiable copy that walks its elements in {@code order} (a hash set inside, for quick lookups). */
    private static <E> Set<E> ordered(Set<E> set, java.util.Comparator<E> order) {
        List<E> elements = new ArrayList<>(set);
        elements.sort(order);
        return java.util.Collections.unmodifiableSet(new java.util.LinkedHashSet<>(elements));
    }

    public int columns() {
        return columns;
    }

    public int rows() {
        return rows;
    }

    public Source source() {
        return source;
    }

    /** The hex's place in {@link #grid}, or -1 off it. */
    private int index(Hex hex) {
        int q = hex.q() - qMin;
        int r = hex.r() - rMin;
        if (q < 0 || r < 0 || r >= rSpan) {
            return -1;
        }
        int i = q * rSpan + r;
        return i < grid.length ? i : -1;
    }

    /** A number for each hex of the map, 0 … {@link #slots()} − 1 (not every number names a hex); -1 off the map's box. */
    public int slot(Hex hex) {
        return index(hex);
    }

    public int slots() {
        return grid.length;
    }

    private MapHex at(Hex hex) {
        int i = index(hex);
        return i < 0 ? null : grid[i];
    }

    public boolean onMap(Hex hex) {
        return at(hex) != null;
    }

    public MapHex hex(Hex hex) {
        MapHex h = at(hex);
        if (h == null) {
            throw new IllegalArgumentException(HexIds.format(hex) + " is not on the map");
        }
        return h;
    }

    public Set<Hex> allHexes() {
        return hexes.keySet();
    }

    /** The hex's neighbours on the map, in {@link Hex#neighbors()}'s order (a list that cannot be changed). */
    public List<Hex> neighbours(Hex hex) {
        if (onMap(hex)) {
            return around.get(index(hex));
        }
        List<Hex> result = new ArrayList<>(6);
        for (Hex n : hex.neighbors()) {
            if (onMap(n)) {
                result.add(n);
            }
        }
        return List.copyOf(result);
    }

    /** The hexside between two adjacent hexes, or null when nothing is printed on it. */
    public Hexside hexside(Hex a, Hex b) {
        return hexsides.get(HexPair.of(a, b));
    }

    public Map<HexPair, Hexside> hexsides() {
        return hexsides;
    }

    /** A road runs from one hex into the other (§5.1: road hex entered from a road hex). */
    public boolean road(Hex a, Hex b) {
        return roads.contains(HexPair.of(a, b));
    }

    public boolean roadHex(Hex hex) {
        return roadHexes.contains(hex);
    }

    public Set<HexPair> roads() {
        return roads;
    }

    public List<Town> towns() {
        return towns;
    }

    public Town townAt(Hex hex) {
        for (Town t : towns) {
            if (t.hexes().contains(hex)) {
                return t;
            }
        }
        return null;
    }

    public Map<String, List<Hex>> entryRoads() {
        return entryRoads;
    }

    public List<Hex> vpExits() {
        return vpExits;
    }

    public List<List<Hex>> depotGroups() {
        return depotGroups;
    }

    // ---- compass and edges (docs/rulings.md R-IT-2: "east of the Westwall" is decided row by row)

    public boolean northEdge(Hex h) {
        return HexIds.row(h) == 1;
    }

    public boolean southEdge(Hex h) {
        return HexIds.row(h) == rows;
    }

    public boolean westEdge(Hex h) {
        return HexIds.column(h) == 1;
    }

    public boolean eastEdge(Hex h) {
        return HexIds.column(h) == columns;
    }

    public boolean edge(Hex h) {
        return northEdge(h) || southEdge(h) || westEdge(h) || eastEdge(h);
    }

    /** The westmost Westwall column of the hex's row, or columns + 1 when the row has none. */
    public int westwallColumn(Hex h) {
        int row = HexIds.row(h);
        int best = columns + 1;
        for (Map.Entry<Hex, MapHex> e : hexes.entrySet()) {
            if (e.getValue().westwall() && HexIds.row(e.getKey()) == row) {
                best = Math.min(best, HexIds.column(e.getKey()));
            }
        }
        return best;
    }

    /** §3.0 · east of the Westwall: beyond the row's Westwall hexes. */
    public boolean eastOfWestwall(Hex h) {
        return HexIds.column(h) > westwallColumn(h) && !hex(h).westwall();
    }

    /** §12.1 · a friendly map edge hex: German east edge, and north/south east of and including the Westwall; Allied north, west, south west of it. */
    public boolean supplyEdge(Hex h, Side side) {
        if (!edge(h)) {
            return false;
        }
        boolean atOrEastOfWall = HexIds.column(h) >= westwallColumn(h);
        if (side == Side.GERMAN) {
            return eastEdge(h) || ((northEdge(h) || southEdge(h)) && atOrEastOfWall);
        }
        return !atOrEastOfWall && (northEdge(h) || westEdge(h) || southEdge(h));
    }

    /** §14.0 · German reinforcements enter on any road hex on the edges of the map east of the Westwall hexes. */
    public List<Hex> germanEntryHexes() {
        List<Hex> result = new ArrayList<>();
        for (Hex h : roadHexes) {
            if (edge(h) && eastOfWestwall(h)) {
                result.add(h);
            }
        }
        result.sort(null);
        return result;
    }
}
