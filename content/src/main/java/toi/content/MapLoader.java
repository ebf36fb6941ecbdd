package toi.content;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import toi.engine.hex.Hex;
import toi.engine.hex.HexDirection;
import toi.engine.hex.HexLabels;
import toi.engine.map.Board;
import toi.engine.map.BoardException;
import toi.engine.map.Building;
import toi.engine.map.DeploymentZone;
import toi.engine.map.MarkerType;
import toi.engine.map.NationHex;
import toi.engine.map.Objective;
import toi.engine.map.Terrain;
import toi.engine.map.TerrainCatalog;
import toi.json.Node;

/**
 * Reads a map file (format: docs/content-format.md). Every problem is reported with the file,
 * the field and, where there is one, the hex.
 */
public final class MapLoader {
    /**
     * Sane bounds, far above any printed value (objectives are worth 1–3; a hex holds a handful of markers), so that a
     * mistyped number is refused and victory point sums stay far from overflow.
     */
    static final int MAX_OBJECTIVE_VALUE = 99;
    static final int MAX_COUNT = 99;


    private MapLoader() {
    }

    public static Board load(Path file, TerrainCatalog catalog) {
        return fromText(file.toString(), Catalogs.read(file), catalog);
    }

    public static Board fromText(String file, String text, TerrainCatalog catalog) {
        return fromNode(Node.parse(file, text, ContentException::new), catalog);
    }

    static Board fromNode(Node root, TerrainCatalog catalog) {
        root.allowOnly("name", "notes", "columns", "rows", "north", "streamDepth", "grid", "roads", "buildings",
                "markers", "objectives", "deployment", "reinforcements", "exits", "highlights", "boards", "overlays");
        Terrain clear = catalog.terrain("clear").orElseThrow(() -> root.error("the terrain catalog has no 'clear' terrain"));
        Board board;
        java.util.Map<String, java.util.Set<Hex>> faces = java.util.Map.of();
        if (root.has("boards")) {
            for (String own : List.of("columns", "rows", "grid")) {
                if (root.has(own)) {
                    throw root.get(own).error("a map made of boards takes its size and terrain from them: no '" + own + "'");
                }
            }
            BoardAssembly.Assembled assembled = BoardAssembly.assemble(root, catalog);
            board = assembled.map();
            faces = assembled.faces();
        } else {
            board = new Board(root.text("name", root.file), root.get("columns").integer(1, 200), root.get("rows").integer(1, 200),
                    catalog, clear);
        }
        Node north = root.opt("north");
        if (north != null) {
            try {
                board.setNorth(HexDirection.parse(north.text()));
            } catch (IllegalArgumentException e) {
                throw north.error(e.getMessage());
            }
        }
        String depth = root.oneOf("streamDepth", "", "", "shallow", "deep", "flooded");
        if (!root.has("boards")) {
            readGrid(root.get("grid"), board, catalog, depth);
        }
        if (root.has("overlays")) {
            BoardAssembly.layOverlays(root.get("overlays"), board, catalog);
        }
        if (!depth.isEmpty()) { // over the overlays' streams too
            BoardAssembly.setStreamDepth(board, catalog, depth);
        }
        Node roads = root.opt("roads");
        if (roads != null) {
            for (Node road : roads.elements()) {
                List<Node> hexes = road.elements();
                if (hexes.size() < 2) {
                    throw road.error("a road needs at least two hexes");
                }
                for (int i = 1; i < hexes.size(); i++) {
                    Hex a = HexRefs.hex(hexes.get(i - 1), board);
                    Hex b = HexRefs.hex(hexes.get(i), board);
                    if (!a.isAdjacentTo(b)) {
                        throw hexes.get(i).error("road goes from " + a + " to " + b + ", which are not adjacent");
                    }
                    if (!board.isPlayable(b) || !board.isPlayable(a)) {
                        throw hexes.get(i).error("road runs through a hex that is not part of the game (000 · Half Hexes)");
                    }
                    board.connectRoad(a, b);
                }
            }
        }
        Node buildings = root.opt("buildings");
        if (buildings != null) {
            for (Node b : buildings.elements()) {
                b.allowOnly("id", "name", "hexes");
                String id = b.get("id").text();
                try {
                    board.addBuilding(new Building(id, b.text("name", id), HexRefs.hexes(b.get("hexes"), board)));
                } catch (BoardException e) {
                    throw b.error(e.getMessage());
                }
            }
        }
        Node markers = root.opt("markers");
        if (markers != null) {
            for (Node m : markers.elements()) {
                m.allowOnly("hex", "type", "count");
                Hex hex = HexRefs.hex(m.get("hex"), board);
                String type = m.get("type").text();
                Optional<MarkerType> mt = catalog.marker(type);
                if (mt.isEmpty()) {
                    throw m.get("type").error("unknown marker type '" + type + "' (known: "
                            + String.join(", ", catalog.markerTypes().stream().map(MarkerType::id).toList()) + ")");
                }
                int count = m.has("count") ? m.get("count").integer(1, MAX_COUNT) : 1;
                for (int i = 0; i < count; i++) {
                    try {
                        board.placeMarker(hex, mt.get());
                    } catch (BoardException e) {
                        throw m.error(e.getMessage());
                    }
                }
            }
        }
        Node objectives = root.opt("objectives");
        if (objectives != null) {
            for (Node o : objectives.elements()) {
                o.allowOnly("hex", "kind", "nation", "value", "label");
                Objective.Kind kind = o.oneOf("kind", null, "command", "victory").equals("command")
                        ? Objective.Kind.COMMAND : Objective.Kind.VICTORY;
                try {
                    board.addObjective(new Objective(HexRefs.hex(o.get("hex"), board), kind, o.text("nation", null),
                            o.has("value") ? o.get("value").integer(0, MAX_OBJECTIVE_VALUE) : kind == Objective.Kind.COMMAND ? 1 : 0,
                            o.text("label", "")));
                } catch (BoardException e) {
                    throw o.error(e.getMessage());
                }
            }
        }
        Node deployment = root.opt("deployment");
        if (deployment != null) {
            for (Node z : deployment.elements()) {
                z.allowOnly("nation", "division", "units", "hexes", "boards", "levels");
                try {
                    board.addDeploymentZone(new DeploymentZone(z.get("nation").text(), z.text("division", null),
                            z.oneOf("units", "all", "all", "squads", "vehicles"), zoneHexes(z, board, faces)));
                } catch (BoardException e) {
                    throw z.error(e.getMessage());
                }
            }
        }
        readNationHexes(root.opt("reinforcements"), board, true);
        readNationHexes(root.opt("exits"), board, false);
        if (root.opt("highlights") != null) {
            for (Node h : root.get("highlights").elements()) {
                h.allowOnly("label", "hexes");
                try {
                    board.addHighlight(h.get("label").text(), List.copyOf(HexRefs.hexes(h.get("hexes"), board)));
                } catch (BoardException e) {
                    throw h.error(e.getMessage());
                }
            }
        }
        return board;
    }

    /**
     * 002 · Deployment zones: marked hexes ("any hex with a green border"), whole board faces ("any of the hexes on maps
     * 9B, 8B and 10A"), either kept to hill levels ("any level 1 or level 2 hill hex on maps 1B, 3B …").
     */
    private static java.util.Set<Hex> zoneHexes(Node z, Board board, java.util.Map<String, java.util.Set<Hex>> faces) {
        if (!z.has("hexes") && !z.has("boards")) {
            throw z.error("a deployment zone needs its hexes or boards");
        }
        java.util.Set<Hex> hexes = new java.util.LinkedHashSet<>(z.has("hexes") ? HexRefs.hexes(z.get("hexes"), board) : java.util.Set.of());
        for (Node f : z.has("boards") ? z.get("boards").elements() : List.<Node>of()) {
            java.util.Set<Hex> face = faces.get(f.text());
            if (face == null) {
                throw f.error("'" + f.text() + "' is not one of this map's boards " + faces.keySet());
            }
            hexes.addAll(face);
        }
        if (z.has("levels")) {
            java.util.Set<Integer> levels = new java.util.TreeSet<>();
            z.get("levels").elements().forEach(l -> levels.add(l.integer(0, 2)));
            hexes.removeIf(h -> !levels.contains(board.elevation(h)));
        }
        if (hexes.isEmpty()) {
            throw z.error("this deployment zone has no hexes");
        }
        for (Hex h : hexes) {
            if (!board.isPlayable(h)) {
                throw z.get("hexes").error(h + " is a half hex: units may not be deployed to the half-hexes along the outer edges"
                        + " (002 · deployment zones)");
            }
        }
        return hexes;
    }

    private static void readNationHexes(Node list, Board board, boolean reinforcement) {
        if (list == null) {
            return;
        }
        for (Node n : list.elements()) {
            n.allowOnly("hex", "hexes", "nation");
            String nation = n.text("nation", null);
            java.util.Set<Hex> hexes = n.has("hexes") ? HexRefs.hexes(n.get("hexes"), board)
                    : java.util.Set.of(HexRefs.hex(n.get("hex"), board));
            for (Hex h : hexes) {
                try {
                    if (reinforcement) {
                        board.addReinforcementHex(new NationHex(h, nation));
                    } else {
                        board.addExitHex(new NationHex(h, nation));
                    }
                } catch (BoardException e) {
                    throw n.error(e.getMessage());
                }
            }
        }
    }

    /** The grid: one string per row, one token per column: a terrain symbol and an optional elevation digit. */
    private static void readGrid(Node grid, Board board, TerrainCatalog catalog, String streamDepth) {
        List<Node> rows = grid.elements();
        if (rows.size() != board.rows()) {
            throw grid.error("has " + rows.size() + " rows, but the map declares rows: " + board.rows());
        }
        String symbols = String.join(" ", catalog.terrainTypes().stream().map(t -> t.symbol() + "=" + t.id()).toList());
        for (int r = 0; r < rows.size(); r++) {
            Node row = rows.get(r);
            String line = row.text().trim();
            String[] tokens = line.isEmpty() ? new String[0] : line.split("\\s+");
            if (tokens.length != board.columns()) {
                throw rows.get(r).error("row " + (r + 1) + " has " + tokens.length + " hexes, but the map declares columns: "
                        + board.columns());
            }
            for (int c = 0; c < tokens.length; c++) {
                Hex hex = HexLabels.fromOffset(c, r);
                String token = tokens[c];
                String where = "row " + (r + 1) + " (hex " + hex + ")";
                Optional<Terrain> terrain = catalog.bySymbol(token.charAt(0));
                if (terrain.isEmpty()) {
                    throw rows.get(r).error(where + ": unknown terrain symbol '" + token.charAt(0) + "' (known: " + symbols + ")");
                }
                Terrain t = terrain.get();
                if (!streamDepth.isEmpty() && t.id().startsWith("stream-")) {
                    // Scenario-wide stream depth (000 · Stream: "Depending on water depth (specified by each scenario)").
                    t = catalog.terrain("stream-" + streamDepth).orElseThrow(
                            () -> row.error("the terrain catalog has no 'stream-" + streamDepth + "'"));
                }
                board.setTerrain(hex, t);
                if (token.length() > 1) {
                    String level = token.substring(1);
                    if (!level.matches("[012]")) {
                        throw rows.get(r).error(where + ": '" + token + "' — after the terrain symbol comes an elevation 0, 1 or 2");
                    }
                    if (!t.playable() && !level.equals("0")) {
                        throw rows.get(r).error(where + ": a half hex has no elevation");
                    }
                    board.setElevation(hex, level.charAt(0) - '0');
                }
            }
        }
    }
}
