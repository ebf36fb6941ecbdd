package toi.content;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import toi.engine.hex.Hex;
import toi.engine.hex.HexDirection;
import toi.engine.hex.HexLabels;
import toi.engine.map.Board;
import toi.engine.map.BoardException;
import toi.engine.map.Building;
import toi.engine.map.Terrain;
import toi.engine.map.TerrainCatalog;
import toi.json.Node;

/**
 * 002 · Setting Up the Game Board: a scenario map made of board faces (`boards/board-1a.json` …) joined
 * edge to edge, each placed with its top-left hex at a map hex and optionally turned half round; the
 * outer frame of the assembled map is half hexes (docs/rulings.md R-MAP-5).
 */
final class BoardAssembly {
    private BoardAssembly() {
    }

    private record Placed(Board face, int column, int row, boolean turned, Node node) {
        int width() {
            return face.columns();
        }

        int height() {
            return face.rows();
        }

        /** Where a hex of the face lands on the assembled map. */
        Hex onMap(Hex h) {
            int c = HexLabels.column(h);
            int r = HexLabels.row(h);
            if (turned) {
                c = width() - 1 - c;
                r = height() - 1 - r;
            }
            return HexLabels.fromOffset(column + c, row + r);
        }
    }

    /** The assembled map, and the full hexes each board face covers on it (for deployment zones "any of the hexes on map 12B"). */
    record Assembled(Board map, java.util.Map<String, Set<Hex>> faces) {
    }

    static Assembled assemble(Node root, TerrainCatalog catalog) {
        List<Placed> placed = new ArrayList<>();
        int columns = 0;
        int rows = 0;
        for (Node p : root.get("boards").elements()) {
            Placed pl = place(p, "board", null, catalog);
            placed.add(pl);
            columns = Math.max(columns, pl.column() + pl.width());
            rows = Math.max(rows, pl.row() + pl.height());
        }
        if (placed.isEmpty()) {
            throw root.get("boards").error("a map made of boards needs at least one board");
        }
        Terrain half = catalog.terrainTypes().stream().filter(t -> !t.playable()).findFirst()
                .orElseThrow(() -> root.error("the terrain catalog has no half-hex terrain"));
        Board map = new Board(root.text("name", root.file), columns, rows, catalog, half);
        Set<Hex> covered = new LinkedHashSet<>();
        for (Placed p : placed) {
            for (Hex h : p.face().hexes()) {
                Hex to = p.onMap(h);
                if (!covered.add(to)) {
                    throw p.node().get("at").error("this board overlaps another board at " + to);
                }
                map.setTerrain(to, p.face().terrain(h));
                map.setElevation(to, p.face().elevation(h));
            }
        }
        for (Placed p : placed) {
            for (Hex h : p.face().hexes()) {
                for (HexDirection d : p.face().roadSides(h)) {
                    Hex n = h.neighbor(d);
                    if (p.face().contains(n) && p.onMap(h).isAdjacentTo(p.onMap(n))) {
                        map.connectRoad(p.onMap(h), p.onMap(n));
                    }
                }
            }
        }
        // roads that reach a joined edge at the same place continue across it
        for (Hex h : map.hexes()) {
            for (HexDirection d : HexDirection.values()) {
                Hex n = h.neighbor(d);
                if (map.contains(n) && map.hasRoad(h) && map.hasRoad(n) && !map.roadContiguous(h, n) && boardOf(placed, h) != boardOf(placed, n)
                        && edgeRoad(placed, h) && edgeRoad(placed, n)) {
                    map.connectRoad(h, n);
                }
            }
        }
        // the outer frame is half hexes
        for (Hex h : map.hexes()) {
            int c = HexLabels.column(h);
            int r = HexLabels.row(h);
            if (c == 0 || c == columns - 1 || r == 0 || r == rows - 1) {
                map.setTerrain(h, half);
            }
        }
        int k = 0;
        for (Placed p : placed) {
            k++;
            for (Building b : p.face().buildings().values()) {
                Set<Hex> hexes = new LinkedHashSet<>();
                b.hexes().forEach(h -> hexes.add(p.onMap(h)));
                hexes.removeIf(h -> !map.isPlayable(h));
                if (!hexes.isEmpty()) {
                    try {
                        map.addBuilding(new Building(b.id() + "-" + k, b.name(), hexes));
                    } catch (BoardException e) {
                        throw p.node().error(e.getMessage());
                    }
                }
            }
        }
        java.util.Map<String, Set<Hex>> faces = new java.util.LinkedHashMap<>();
        for (Placed p : placed) {
            Set<Hex> hexes = faces.computeIfAbsent(p.node().get("board").text(), id -> new LinkedHashSet<>());
            p.face().hexes().forEach(h -> {
                if (map.isPlayable(p.onMap(h))) {
                    hexes.add(p.onMap(h));
                }
            });
        }
        return new Assembled(map, faces);
    }

    private static Placed boardOf(List<Placed> placed, Hex h) {
        for (Placed p : placed) {
            int c = HexLabels.column(h) - p.column();
            int r = HexLabels.row(h) - p.row();
            if (c >= 0 && c < p.width() && r >= 0 && r < p.height()) {
                return p;
            }
        }
        return null;
    }

    /** A road hex on the edge of its board (where a road may leave it). */
    private static boolean edgeRoad(List<Placed> placed, Hex h) {
        Placed p = boardOf(placed, h);
        if (p == null) {
            return false;
        }
        int c = HexLabels.column(h) - p.column();
        int r = HexLabels.row(h) - p.row();
        return c == 0 || c == p.width() - 1 || r == 0 || r == p.height() - 1;
    }

    /**
     * 002 · Map Overlay Pieces: "many scenarios will require that one or more map overlay pieces be added to the
     * board". A piece (`overlays/<id>.json`, a small face whose '-' hexes are not part of it) is laid with its
     * top-left hex at a map hex, like a board: its terrain, roads and buildings replace the board's under it; the
     * board's hills stay (a flat piece on the board, docs/rulings.md R-MAP-6).
     */
    static void layOverlays(Node list, Board map, TerrainCatalog catalog) {
        int k = 0;
        for (Node o : list.elements()) {
            k++;
            Placed p = place(o, "overlay", map, catalog);
            Board piece = p.face();
            String id = o.get("overlay").text();
            List<Hex> laid = new ArrayList<>();
            for (Hex h : piece.hexes()) {
                if (!piece.isPlayable(h)) {
                    continue; // not part of the piece
                }
                Hex to = p.onMap(h);
                if (!map.contains(to) || !map.isPlayable(to)) {
                    throw o.get("at").error("overlay '" + id + "' runs off the map's full hexes at " + to);
                }
                for (Building b : map.buildings().values()) {
                    if (b.hexes().contains(to)) {
                        throw o.get("at").error("overlay '" + id + "' would cut building '" + b.name() + "' at " + to
                                + " (docs/rulings.md R-MAP-6)");
                    }
                }
                map.setTerrain(to, piece.terrain(h));
                if (!piece.terrain(h).carriesRoad()) { // a bridge laid on a road keeps it (002 · Bridge)
                    map.clearRoads(to);
                }
                laid.add(h);
            }
            for (Hex h : laid) {
                for (HexDirection d : piece.roadSides(h)) {
                    Hex n = h.neighbor(d);
                    if (piece.contains(n) && piece.isPlayable(n)) {
                        map.connectRoad(p.onMap(h), p.onMap(n));
                    }
                }
            }
            // a road on the piece's rim joins a board road next to it
            for (Hex h : laid) {
                Hex to = p.onMap(h);
                if (!piece.hasRoad(h)) {
                    continue;
                }
                for (HexDirection d : HexDirection.values()) {
                    Hex n = to.neighbor(d);
                    if (map.contains(n) && map.isPlayable(n) && map.hasRoad(n) && !covers(p, laid, n)) {
                        map.connectRoad(to, n);
                    }
                }
            }
            for (Building b : piece.buildings().values()) {
                Set<Hex> hexes = new LinkedHashSet<>();
                b.hexes().forEach(h -> hexes.add(p.onMap(h)));
                try {
                    map.addBuilding(new Building(b.id() + "-overlay-" + k, b.name(), hexes));
                } catch (BoardException e) {
                    throw o.error(e.getMessage());
                }
            }
        }
    }

    /**
     * One board face or overlay piece as placed by the map: { "board" | "overlay": id, "at": its top-left hex, "turned" }.
     * More than one column wide, it must start in an even-lettered column so its hex columns line up with the map's;
     * turned half round, it needs an even number of columns (R-MAP-5).
     */
    private static Placed place(Node p, String kind, Board map, TerrainCatalog catalog) {
        p.allowOnly(kind, "at", "turned");
        String id = p.get(kind).text();
        String folder = kind + "s";
        String text = Catalogs.optionalResource(folder + "/" + id + ".json");
        if (text == null) {
            throw p.get(kind).error("no " + (kind.equals("board") ? "board" : "overlay piece") + " '" + id + "' (content/src/main/resources/toi/"
                    + folder + "/, docs/boards.md)");
        }
        Board face = MapLoader.fromText(folder + "/" + id + ".json", text, catalog);
        Hex at = HexRefs.hex(p.get("at"), map);
        if (HexLabels.column(at) % 2 != 0 && face.columns() > 1) { // one column of hexes fits any column
            throw p.get("at").error("a " + kind + "'s top-left hex must be in an even-lettered column (A, C, E, …) so its hex"
                    + " columns line up with the map's");
        }
        boolean turned = p.bool("turned", false);
        if (turned && face.columns() % 2 != 0) {
            // turned half round, its lower (odd) columns would become higher ones in odd map columns
            throw p.get("turned").error(kind + " '" + id + "' has an odd number of columns and cannot be turned half round");
        }
        return new Placed(face, HexLabels.column(at), HexLabels.row(at), turned, p);
    }

    /** Whether a map hex is one of the piece's laid hexes. */
    private static boolean covers(Placed p, List<Hex> laid, Hex mapHex) {
        for (Hex h : laid) {
            if (p.onMap(h).equals(mapHex)) {
                return true;
            }
        }
        return false;
    }

    /** The scenario's stream depth replaces every stream hex's depth (000 · Stream). */
    static void setStreamDepth(Board map, TerrainCatalog catalog, String depth) {
        Terrain t = catalog.terrain("stream-" + depth).orElseThrow();
        for (Hex h : map.hexes()) {
            if (map.terrain(h).id().startsWith("stream-")) {
                map.setTerrain(h, t);
            }
        }
    }
}
