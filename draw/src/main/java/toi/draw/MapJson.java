package toi.draw;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import toi.engine.hex.Hex;
import toi.engine.hex.HexDirection;
import toi.engine.hex.HexLabels;
import toi.engine.map.Board;
import toi.engine.map.NationHex;

/**
 * A board as the drawing and the browser read it (GET /map's board part, public to every seat): each playable hex with
 * its column, row, terrain (id, name, colour), level, road sides, cliff sides and contour sides (directions 0–5 clockwise
 * from north); the half hexes at the edges; buildings, deployment zones, marked hexes, reinforcement and exit hexes,
 * objectives (with their nation), the terrain in use and the marker kinds (name, symbol) so a client can draw a view's
 * markers. Plain values ready for JSON.
 */
public final class MapJson {
    private MapJson() {
    }

    public static Map<String, Object> of(Board board) {
        List<Map<String, Object>> hexes = new ArrayList<>();
        List<Map<String, Object>> half = new ArrayList<>();
        Map<String, Map<String, Object>> terrains = new LinkedHashMap<>();
        for (Hex h : board.hexes()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("id", h.toString());
            m.put("col", HexLabels.column(h));
            m.put("row", HexLabels.row(h));
            if (!board.isPlayable(h)) {
                half.add(m);
                continue;
            }
            var terrain = board.terrain(h);
            m.put("terrain", terrain.id());
            m.put("level", board.elevation(h));
            List<Integer> roads = new ArrayList<>();
            List<Integer> cliffs = new ArrayList<>();
            List<Integer> contours = new ArrayList<>();
            for (HexDirection d : HexDirection.values()) {
                Hex n = h.neighbor(d);
                if (board.roadSides(h).contains(d)) {
                    roads.add(d.ordinal());
                }
                if (board.contains(n) && board.isCliff(h, n) && board.elevation(h) > board.elevation(n)) {
                    cliffs.add(d.ordinal());
                } else if (board.contains(n) && board.elevation(h) - board.elevation(n) == 1) {
                    contours.add(d.ordinal());
                }
            }
            m.put("roads", roads);
            m.put("cliffs", cliffs);
            m.put("contours", contours);
            hexes.add(m);
            terrains.computeIfAbsent(terrain.id(), k -> {
                Map<String, Object> x = new LinkedHashMap<>();
                x.put("id", terrain.id());
                x.put("name", terrain.name());
                x.put("color", terrain.color());
                x.put("cover", terrain.cover());
                x.put("squadCost", terrain.squadCost()); // null: squads may not enter (000 · TERRAIN)
                x.put("vehicleCost", terrain.vehicleCost());
                x.put("blocksLos", terrain.blocksLos());
                return x;
            });
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("columns", board.columns());
        out.put("rows", board.rows());
        out.put("north", board.north().name());
        out.put("hexes", hexes);
        out.put("halfHexes", half);
        out.put("terrains", terrains.values());
        out.put("objectives", board.objectives().stream().map(o -> {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("hex", o.hex().toString());
            m.put("kind", o.kind().name());
            m.put("value", o.value());
            m.put("label", o.label() == null ? "" : o.label());
            m.put("nation", o.nation());
            return m;
        }).toList());
        out.put("buildings", board.buildings().values().stream().map(b -> Map.of("id", b.id(), "name", b.name() == null ? "" : b.name(),
                "hexes", b.hexes().stream().map(Hex::toString).sorted().toList())).toList());
        out.put("zones", board.deploymentZones().stream().map(z -> {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("nation", z.nation());
            m.put("division", z.division());
            m.put("hexes", z.hexes().stream().map(Hex::toString).sorted().toList());
            return m;
        }).toList());
        out.put("highlights", board.highlights().entrySet().stream().map(e -> Map.of("label", e.getKey(), // e.g. 002 · At the Breaking Point's defense line
                "hexes", e.getValue().stream().map(Hex::toString).toList())).toList());
        List<Map<String, Object>> marks = new ArrayList<>();
        for (String kind : List.of("R", "EXIT")) {
            for (NationHex nh : kind.equals("R") ? board.reinforcementHexes() : board.exitHexes()) {
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("hex", nh.hex().toString());
                m.put("kind", kind);
                m.put("nation", nh.nation());
                marks.add(m);
            }
        }
        out.put("nationHexes", marks);
        Map<String, Object> markers = new LinkedHashMap<>();
        board.catalog().markerTypes().forEach(m -> markers.put(m.id(), Map.of("name", m.name(), "symbol", m.symbol())));
        out.put("markerTypes", markers);
        return out;
    }
}
