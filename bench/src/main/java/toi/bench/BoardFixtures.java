package toi.bench;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Predicate;
import toi.content.Catalogs;
import toi.engine.hex.Hex;
import toi.engine.hex.HexDirection;
import toi.engine.hex.HexLabels;
import toi.engine.map.Board;
import toi.engine.map.Building;
import toi.engine.map.Terrain;
import toi.engine.map.TerrainCatalog;
import toi.engine.units.Position;
import toi.engine.units.Unit;
import toi.engine.units.UnitType;

/**
 * A deterministic 30 × 40 board for the benchmarks, built in code from the real terrain catalog.
 *
 * <p>The only randomness is a {@link Random} with a fixed seed, so every run (and every JMH fork)
 * builds exactly the same board, units and line-of-sight pairs. The mix aims at a realistic
 * scenario map: about two thirds clear, ~15% woods, ~8% rough, a few villages of buildings, a
 * stream with a bridge, two ponds, low hills (level 1) with a few high tops (level 2, only
 * inside level 1 so there are no cliffs), a straight north–south road and a winding east–west
 * road. Run {@link #main} to print a summary of what was built.
 */
public final class BoardFixtures {

    public static final int COLUMNS = 30;
    public static final int ROWS = 40;
    public static final long BOARD_SEED = 0x701_2024L;
    public static final long PAIR_SEED = 0x105_2024L;

    /** Column of the straight north–south road (0-based; "P" on the board). */
    public static final int NS_ROAD_COLUMN = 15;

    // Unit ids used by the movement benchmark.
    public static final String SQUAD = "us-squad";
    public static final String OFFICER_SQUAD = "us-officer-squad";
    public static final String SHERMAN = "us-sherman";
    public static final String TRUCK = "us-truck";

    private BoardFixtures() {
    }

    /** The catalogs, loaded once per JVM. */
    public static Catalogs catalogs() {
        return Holder.CATALOGS;
    }

    private static final class Holder {
        static final Catalogs CATALOGS = Catalogs.load();
    }

    private static Terrain terrain(TerrainCatalog catalog, String id) {
        return catalog.terrain(id).orElseThrow(() -> new IllegalStateException("terrain '" + id + "' is not in the catalog"));
    }

    private static UnitType unitType(String id) {
        return catalogs().units().find(id).orElseThrow(() -> new IllegalStateException("unit type '" + id + "' is not in the catalog"));
    }

    static Hex at(int column, int row) {
        return HexLabels.fromOffset(column, row);
    }

    // ---- the board ---------------------------------------------------------------------------

    public static Board board() {
        TerrainCatalog catalog = catalogs().terrain();
        Terrain clear = terrain(catalog, "clear");
        Terrain woods = terrain(catalog, "woods");
        Terrain rough = terrain(catalog, "rough");
        Terrain building = terrain(catalog, "building");
        Terrain stream = terrain(catalog, "stream-shallow");
        Terrain pond = terrain(catalog, "pond");
        Terrain bridge = terrain(catalog, "bridge");

        Random rnd = new Random(BOARD_SEED);
        Board board = new Board("bench-30x40", COLUMNS, ROWS, catalog, clear);

        // Roads first: a straight north–south road (the truck's long road) and a winding east–west one.
        List<Hex> nsRoad = new ArrayList<>();
        for (int r = 0; r < ROWS; r++) {
            nsRoad.add(at(NS_ROAD_COLUMN, r));
        }
        List<Hex> ewRoad = wanderEastward(rnd, 11, 8, 15, 0.15);
        Set<Hex> roadHexes = new LinkedHashSet<>(nsRoad);
        roadHexes.addAll(ewRoad);

        // The stream crosses the board west to east in the southern half.
        List<Hex> streamHexes = wanderEastward(rnd, 28, 25, 32, 0.2);
        Set<Hex> water = new LinkedHashSet<>(streamHexes);

        Set<Hex> reserved = new LinkedHashSet<>(roadHexes);
        reserved.addAll(water);
        // Keep the benchmark units' start hexes clear.
        for (Hex h : unitStartHexes()) {
            reserved.add(h);
        }

        // Two small ponds.
        for (Hex seed : List.of(at(6, 34), at(24, 5))) {
            Set<Hex> p = grow(board, rnd, seed, 3, h -> !reserved.contains(h) && !near(h, roadHexes));
            for (Hex h : p) {
                board.setTerrain(h, pond);
                water.add(h);
                reserved.add(h);
            }
        }

        // Hills: level-1 blobs on dry ground, level-2 tops only where every neighbour is already level 1.
        int[][] hillSeeds = {{5, 8, 40}, {23, 14, 45}, {9, 21, 30}, {21, 31, 38}, {26, 37, 20}, {3, 29, 22}};
        for (int[] s : hillSeeds) {
            Set<Hex> hill = grow(board, rnd, at(s[0], s[1]), s[2], h -> !water.contains(h));
            for (Hex h : hill) {
                board.setElevation(h, 1);
            }
        }
        int[][] topSeeds = {{5, 8, 7}, {23, 14, 8}, {21, 31, 5}};
        for (int[] s : topSeeds) {
            Predicate<Hex> interior = h -> {
                for (Hex n : h.neighbors()) {
                    if (!board.contains(n) || board.elevation(n) < 1) {
                        return false;
                    }
                }
                return board.elevation(h) >= 1;
            };
            Hex seed = nearest(board, at(s[0], s[1]), interior);
            if (seed != null) {
                for (Hex h : grow(board, rnd, seed, s[2], interior)) {
                    board.setElevation(h, 2);
                }
            }
        }

        // Villages of buildings beside the roads (not on them).
        int village = 0;
        for (Hex seed : List.of(at(14, 6), at(16, 22), at(7, 12), at(25, 10))) {
            Hex start = nearest(board, seed, h -> !reserved.contains(h) && near(h, roadHexes));
            if (start == null) {
                continue;
            }
            Set<Hex> hexes = grow(board, rnd, start, 3 + rnd.nextInt(4), h -> !reserved.contains(h));
            for (Hex h : hexes) {
                board.setTerrain(h, building);
                reserved.add(h);
            }
            board.addBuilding(new Building("village-" + (++village), "Village " + village, hexes));
        }

        // Woods (~15%) and rough (~8%) in clusters on the remaining clear ground.
        int total = COLUMNS * ROWS;
        paintClusters(board, rnd, woods, clear, reserved, total * 15 / 100, 6, 24);
        paintClusters(board, rnd, rough, clear, reserved, total * 8 / 100, 3, 10);

        // Stream and bridges (where a road crosses the stream), then the roads themselves.
        for (Hex h : streamHexes) {
            board.setTerrain(h, roadHexes.contains(h) ? bridge : stream);
        }
        layRoad(board, nsRoad);
        layRoad(board, ewRoad);
        return board;
    }

    /**
     * A west-to-east path of adjacent hexes starting in column 0 at {@code row}, drifting but kept
     * within rows {@code minRow}..{@code maxRow}; with probability {@code jog} it also takes a step
     * north or south inside a column.
     */
    private static List<Hex> wanderEastward(Random rnd, int row, int minRow, int maxRow, double jog) {
        List<Hex> path = new ArrayList<>();
        Hex h = at(0, row);
        path.add(h);
        while (HexLabels.column(h) < COLUMNS - 1) {
            int r = HexLabels.row(h);
            if (rnd.nextDouble() < jog) {
                HexDirection d = r <= minRow ? HexDirection.S : r >= maxRow ? HexDirection.N
                        : rnd.nextBoolean() ? HexDirection.N : HexDirection.S;
                h = h.neighbor(d);
                path.add(h);
            }
            r = HexLabels.row(h);
            HexDirection d;
            if (r <= minRow) {
                d = HexDirection.SE;
            } else if (r >= maxRow) {
                d = HexDirection.NE;
            } else {
                d = rnd.nextBoolean() ? HexDirection.NE : HexDirection.SE;
            }
            h = h.neighbor(d);
            path.add(h);
        }
        return path;
    }

    private static void layRoad(Board board, List<Hex> road) {
        for (int i = 1; i < road.size(); i++) {
            board.connectRoad(road.get(i - 1), road.get(i));
        }
    }

    private static boolean near(Hex h, Set<Hex> hexes) {
        for (Hex n : h.neighbors()) {
            if (hexes.contains(n)) {
                return true;
            }
        }
        return false;
    }

    /** The on-board hex closest to {@code target} (ties by board order) that passes the test, or null. */
    private static Hex nearest(Board board, Hex target, Predicate<Hex> ok) {
        Hex best = null;
        for (Hex h : board.hexes()) {
            if (ok.test(h) && (best == null || h.distanceTo(target) < best.distanceTo(target))) {
                best = h;
            }
        }
        return best;
    }

    /** Grows a connected blob of up to {@code size} on-board hexes from {@code seed}, adding random frontier hexes. */
    private static Set<Hex> grow(Board board, Random rnd, Hex seed, int size, Predicate<Hex> allowed) {
        Set<Hex> blob = new LinkedHashSet<>();
        if (!board.contains(seed) || !allowed.test(seed)) {
            return blob;
        }
        List<Hex> frontier = new ArrayList<>();
        frontier.add(seed);
        while (blob.size() < size && !frontier.isEmpty()) {
            Hex h = frontier.remove(rnd.nextInt(frontier.size()));
            if (!blob.add(h)) {
                continue;
            }
            for (Hex n : h.neighbors()) {
                if (board.contains(n) && !blob.contains(n) && allowed.test(n)) {
                    frontier.add(n);
                }
            }
        }
        return blob;
    }

    private static void paintClusters(Board board, Random rnd, Terrain paint, Terrain onlyOver, Set<Hex> reserved,
                                      int target, int minSize, int maxSize) {
        int painted = 0;
        int attempts = 0;
        while (painted < target && attempts++ < 10_000) {
            Hex seed = at(rnd.nextInt(COLUMNS), rnd.nextInt(ROWS));
            int size = Math.min(target - painted, minSize + rnd.nextInt(maxSize - minSize + 1));
            Set<Hex> blob = grow(board, rnd, seed, size,
                    h -> !reserved.contains(h) && board.terrain(h).equals(onlyOver));
            for (Hex h : blob) {
                board.setTerrain(h, paint);
                painted++;
            }
        }
    }

    // ---- units -------------------------------------------------------------------------------

    /** The hexes the movement benchmark's US units start in (kept clear when the board is built). */
    public static List<Hex> unitStartHexes() {
        return List.of(at(14, 20), at(16, 20), at(14, 21), at(NS_ROAD_COLUMN, 20));
    }

    private static Unit unit(String id, String nation, List<UnitType> figures, Hex hex) {
        return Unit.squad(id, nation, hex, figures);
    }

    /**
     * US units near the middle of the board — a squad of four regulars (4 MP), a squad with an
     * officer (5 MP), a Sherman (7 MP) and a GMC truck on the north–south road (4 MP, 1/3 per road
     * hex) — plus three German squads a few hexes away whose hexes they may not enter.
     */
    public static Position position(Board board) {
        UnitType regular = unitType("us-regular");
        UnitType officer = unitType("us-officer");
        UnitType ger = unitType("ger-regular");
        List<Hex> starts = unitStartHexes();
        List<Unit> units = List.of(
                unit(SQUAD, "US", List.of(regular, regular, regular, regular), starts.get(0)),
                unit(OFFICER_SQUAD, "US", List.of(officer, regular, regular, regular), starts.get(1)),
                unit(SHERMAN, "US", List.of(unitType("sherman")), starts.get(2)),
                unit(TRUCK, "US", List.of(unitType("gmc-truck")), starts.get(3)),
                unit("ger-squad-1", "GER", List.of(ger, ger, ger, ger), enemyHex(board, 18, 24)),
                unit("ger-squad-2", "GER", List.of(ger, ger, ger), enemyHex(board, 11, 16)),
                unit("ger-squad-3", "GER", List.of(ger, ger, ger, ger), enemyHex(board, 19, 17)));
        Position position = new Position(board, units);
        List<String> problems = position.validate();
        if (!problems.isEmpty()) {
            throw new IllegalStateException("benchmark position is not legal: " + problems);
        }
        return position;
    }

    /** The hex nearest (col,row) that a squad may stand in and that carries no road. */
    private static Hex enemyHex(Board board, int column, int row) {
        return nearest(board, at(column, row), h -> board.isPlayable(h) && !board.hasRoad(h)
                && board.terrain(h).squadCost() != null);
    }

    public static Unit unit(Position position, String id) {
        return position.unit(id).orElseThrow(() -> new IllegalStateException("no unit " + id));
    }

    // ---- line-of-sight pairs -----------------------------------------------------------------

    /**
     * {@code n} (from, to) pairs of playable hexes, with distances spread evenly over 2..30. Every
     * third pair is forced onto different levels (the firer on a hill half of those times); the
     * rest take whatever levels they land on, which is mostly level 0 to level 0.
     */
    public static Hex[][] losPairs(Board board, int n) {
        Random rnd = new Random(PAIR_SEED);
        List<Hex> playable = new ArrayList<>();
        List<Hex> hills = new ArrayList<>();
        for (Hex h : board.hexes()) {
            if (board.isPlayable(h)) {
                playable.add(h);
                if (board.elevation(h) > 0) {
                    hills.add(h);
                }
            }
        }
        Hex[][] pairs = new Hex[n][];
        int i = 0;
        while (i < n) {
            int distance = 2 + (i % 29); // 2..30, evenly
            boolean differentLevels = i % 3 == 0;
            Hex from = differentLevels && rnd.nextBoolean()
                    ? hills.get(rnd.nextInt(hills.size()))
                    : playable.get(rnd.nextInt(playable.size()));
            List<Hex> ring = new ArrayList<>();
            for (Hex h : playable) {
                if (h.distanceTo(from) == distance
                        && (!differentLevels || board.elevation(h) != board.elevation(from))) {
                    ring.add(h);
                }
            }
            if (ring.isEmpty()) {
                continue; // e.g. a corner hex with nothing that far away: draw another firer
            }
            pairs[i++] = new Hex[]{from, ring.get(rnd.nextInt(ring.size()))};
        }
        return pairs;
    }

    // ---- summary -----------------------------------------------------------------------------

    /** A short description of the board, units and pairs (terrain mix, levels, cliffs, roads). */
    public static String describe() {
        Board board = board();
        Map<String, Integer> byTerrain = new TreeMap<>();
        int[] levels = new int[3];
        int roads = 0;
        int cliffs = 0;
        for (Hex h : board.hexes()) {
            byTerrain.merge(board.terrain(h).id(), 1, Integer::sum);
            levels[board.elevation(h)]++;
            if (board.hasRoad(h)) {
                roads++;
            }
            for (Hex n : h.neighbors()) {
                if (board.isCliff(h, n) && h.compareTo(n) < 0) {
                    cliffs++;
                }
            }
        }
        int total = COLUMNS * ROWS;
        StringBuilder sb = new StringBuilder();
        sb.append("board ").append(board.name()).append(": ").append(COLUMNS).append(" columns x ").append(ROWS)
                .append(" rows = ").append(total).append(" hexes\n");
        byTerrain.forEach((id, count) -> sb.append(String.format("  %-15s %4d  %5.1f%%%n", id, count, 100.0 * count / total)));
        sb.append(String.format("  level 0/1/2: %d / %d / %d; cliff hexsides: %d; road hexes: %d; buildings: %s%n",
                levels[0], levels[1], levels[2], cliffs, roads, board.buildings().keySet()));
        Position position = position(board);
        for (Unit u : position.units()) {
            sb.append(String.format("  unit %-17s %-4s %s (%s, level %d) %d MP%n", u.id(), u.nation(), u.hex(),
                    board.terrain(u.hex()).id(), board.elevation(u.hex()), u.movementPoints()));
        }
        Hex[][] pairs = losPairs(board, LineOfSightBenchmark.PAIRS);
        int same = 0;
        for (Hex[] p : pairs) {
            if (board.elevation(p[0]) == board.elevation(p[1])) {
                same++;
            }
        }
        sb.append(String.format("  LOS pairs: %d (%d same level, %d different levels)%n", pairs.length, same,
                pairs.length - same));
        return sb.toString();
    }

    public static void main(String[] args) {
        System.out.print(describe());
    }
}
