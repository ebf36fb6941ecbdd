package toi.cli.render;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import toi.engine.hex.Hex;
import toi.engine.hex.HexDirection;
import toi.engine.hex.Point;
import toi.engine.map.Board;
import toi.engine.map.Building;
import toi.engine.map.DeploymentZone;
import toi.engine.map.MarkerType;
import toi.engine.map.NationHex;
import toi.engine.map.Objective;
import toi.engine.map.Terrain;
import toi.engine.units.Position;
import toi.engine.units.Unit;
import toi.engine.units.UnitType;

/**
 * Draws a board position as a standalone SVG document, for a person to read and check by eye:
 * terrain, hills and cliffs, roads, buildings, markers, objectives, deployment zones, "R" and exit
 * hexes and the units, plus a title, a north arrow, a legend and a unit roster.
 *
 * <p>Hexes are flat-topped, {@link #S} pixels from centre to corner. Every drawn element carries a
 * {@code class} (and where useful a {@code data-hex} / {@code data-unit}) so tests and stylesheets can
 * find it. The output depends only on the position, so the same position always gives the same text.
 */
public final class SvgRenderer {

    /** Pixels from a hex centre to a corner. The in-hex layout below is tuned for this size. */
    private static final double S = 60;
    private static final double H = Math.sqrt(3) / 2 * S; // centre to the middle of a side
    private static final double MARGIN = 20;
    private static final double TITLE_HEIGHT = 46;
    private static final double LEGEND_GAP = 28;
    private static final double LEGEND_WIDTH = 300;

    private static final String FONT = "DejaVu Sans, Verdana, Arial, sans-serif";
    private static final String HILL_BROWN = "#7a4a1a";
    private static final String CLIFF_COLOR = "#2a1608";
    private static final String BUILDING_OUTLINE = "#3b1f0e";
    private static final String ROAD_EDGE = "#5c4b36";
    private static final String ROAD_FILL = "#efe2bd";

    // In-hex layout (pixels from the hex centre, y down).
    private static final double LABEL_Y = -37;
    private static final double BADGE_Y = -26;
    private static final double UNIT_TOP = -16;
    private static final double UNIT_W = 58;
    private static final double UNIT_H = 21;
    private static final double UNIT_GAP = 1;
    private static final double SIDE_X = 44; // objective circle (left) and R / EXIT tags (right)

    private final Position position;
    private final Board board;
    private final StringBuilder out = new StringBuilder(64 * 1024);
    private double offsetX;
    private double offsetY;
    private double boardRight;
    private double boardBottom;

    private SvgRenderer(Position position) {
        this.position = position;
        this.board = position.board();
    }

    /** The position as a complete SVG document (UTF-8 text). */
    public static String render(Position position) {
        return new SvgRenderer(position).build();
    }

    private String build() {
        layout();
        StringBuilder legend = new StringBuilder();
        double legendBottom = legend(legend);
        double width = boardRight + LEGEND_GAP + LEGEND_WIDTH + MARGIN;
        double height = Math.max(boardBottom, legendBottom) + MARGIN;
        out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        out.append("<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"").append(f(width))
                .append("\" height=\"").append(f(height)).append("\" viewBox=\"0 0 ").append(f(width)).append(' ')
                .append(f(height)).append("\" font-family=\"").append(FONT).append("\">\n");
        out.append("<title>").append(esc(position.name())).append("</title>\n");
        defs();
        out.append("<rect class=\"background\" x=\"0\" y=\"0\" width=\"").append(f(width)).append("\" height=\"")
                .append(f(height)).append("\" fill=\"#ffffff\"/>\n");
        title();
        terrainLayer();
        hillLayer();
        gridLayer();
        deploymentLayer();
        highlightLayer();
        roadLayer();
        cliffLayer();
        buildingLayer();
        labelLayer();
        markerLayer();
        objectiveLayer();
        nationHexLayer();
        unitLayer();
        buildingNameLayer();
        out.append(legend);
        out.append("</svg>\n");
        return out.toString();
    }

    // ---- geometry --------------------------------------------------------------------------

    /** Places the board below the title so that no hex (corners included) is clipped. */
    private void layout() {
        double minX = Double.MAX_VALUE;
        double minY = Double.MAX_VALUE;
        double maxX = -Double.MAX_VALUE;
        double maxY = -Double.MAX_VALUE;
        for (Hex h : board.hexes()) {
            Point p = Point.centerOf(h);
            minX = Math.min(minX, p.x() * S - S);
            maxX = Math.max(maxX, p.x() * S + S);
            minY = Math.min(minY, p.y() * S - H);
            maxY = Math.max(maxY, p.y() * S + H);
        }
        offsetX = MARGIN - minX;
        offsetY = MARGIN + TITLE_HEIGHT - minY;
        boardRight = maxX + offsetX;
        boardBottom = maxY + offsetY;
    }

    private double cx(Hex h) {
        return Point.centerOf(h).x() * S + offsetX;
    }

    private double cy(Hex h) {
        return Point.centerOf(h).y() * S + offsetY;
    }

    /** Corner k (0 = east, then clockwise on screen every 60°) scaled by {@code scale} towards the centre. */
    private double[] corner(Hex h, int k, double scale) {
        double a = Math.toRadians(60 * k);
        return new double[] {cx(h) + Math.cos(a) * S * scale, cy(h) + Math.sin(a) * S * scale};
    }

    /** The two corners of the side crossed when leaving {@code h} in direction {@code d}. */
    private double[][] side(Hex h, HexDirection d, double scale) {
        int i = d.ordinal();
        return new double[][] {corner(h, (4 + i) % 6, scale), corner(h, (5 + i) % 6, scale)};
    }

    private String points(Hex h, double scale) {
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < 6; k++) {
            double[] c = corner(h, k, scale);
            sb.append(k == 0 ? "" : " ").append(f(c[0])).append(',').append(f(c[1]));
        }
        return sb.toString();
    }

    // ---- layers ----------------------------------------------------------------------------

    private void defs() {
        out.append("<defs>\n");
        out.append("  <pattern id=\"half-hatch\" width=\"8\" height=\"8\" patternUnits=\"userSpaceOnUse\""
                + " patternTransform=\"rotate(45)\">\n");
        out.append("    <rect width=\"8\" height=\"8\" fill=\"#dcdcdc\"/>\n");
        out.append("    <line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"8\" stroke=\"#a8a8a8\" stroke-width=\"3\"/>\n");
        out.append("  </pattern>\n");
        // Hills: thin brown hatching over the terrain colour (level 1), cross-hatching (level 2).
        out.append("  <pattern id=\"hill-1\" width=\"7\" height=\"7\" patternUnits=\"userSpaceOnUse\""
                + " patternTransform=\"rotate(-45)\">\n");
        out.append("    <line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"7\" stroke=\"" + HILL_BROWN + "\" stroke-width=\"1.6\" stroke-opacity=\"0.55\"/>\n");
        out.append("  </pattern>\n");
        out.append("  <pattern id=\"hill-2\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\""
                + " patternTransform=\"rotate(-45)\">\n");
        out.append("    <line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"6\" stroke=\"" + HILL_BROWN + "\" stroke-width=\"1.6\" stroke-opacity=\"0.7\"/>\n");
        out.append("    <line x1=\"0\" y1=\"0\" x2=\"6\" y2=\"0\" stroke=\"" + HILL_BROWN + "\" stroke-width=\"1.6\" stroke-opacity=\"0.7\"/>\n");
        out.append("  </pattern>\n");
        out.append("</defs>\n");
    }

    private void title() {
        text(out, MARGIN, MARGIN + 20, position.name(), "title", "font-size=\"20\" font-weight=\"bold\" fill=\"#222\"");
        long playable = board.hexes().stream().filter(board::isPlayable).count();
        String map = position.name().equals(board.name()) ? "" : "map: " + board.name() + " · ";
        String sub = map + board.columns() + " columns × " + board.rows() + " rows (" + playable + " playable hexes) · "
                + position.units().size() + " units · hex ids are column letter + row number";
        text(out, MARGIN, MARGIN + 38, sub, "subtitle", "font-size=\"11\" fill=\"#555\"");
    }

    /** Every hex filled with its terrain colour; half hexes hatched grey. */
    private void terrainLayer() {
        out.append("<g class=\"terrain\">\n");
        for (Hex h : board.hexes()) {
            Terrain t = board.terrain(h);
            boolean half = !t.playable();
            out.append("  <polygon class=\"hex").append(half ? " half" : "").append("\" data-hex=\"").append(h)
                    .append("\" data-terrain=\"").append(esc(t.id())).append("\" points=\"").append(points(h, 1))
                    .append("\" fill=\"").append(half ? "url(#half-hatch)" : esc(color(t))).append("\"/>\n");
        }
        out.append("</g>\n");
    }

    /** Hills: a brown wash, darker for level 2, and a contour line where the ground steps down one level. */
    private void hillLayer() {
        out.append("<g class=\"hills\">\n");
        for (Hex h : board.hexes()) {
            int level = board.elevation(h);
            if (level > 0) {
                out.append("  <polygon class=\"hill level").append(level).append("\" data-hex=\"").append(h)
                        .append("\" points=\"").append(points(h, 1)).append("\" fill=\"url(#hill-").append(level).append(")\"/>\n");
            }
        }
        for (Hex h : board.hexes()) {
            for (HexDirection d : HexDirection.values()) {
                Hex n = h.neighbor(d);
                int drop = board.elevation(h) - (board.contains(n) ? board.elevation(n) : board.elevation(h));
                if (drop == 1) {
                    double[][] e = side(h, d, 1);
                    line(out, e[0], e[1], "contour", "stroke=\"" + HILL_BROWN + "\" stroke-width=\"3\" stroke-linecap=\"round\"");
                }
            }
        }
        out.append("</g>\n");
    }

    private void gridLayer() {
        out.append("<g class=\"grid\" fill=\"none\" stroke=\"#4d4d4d\" stroke-width=\"0.8\">\n");
        for (Hex h : board.hexes()) {
            out.append("  <polygon points=\"").append(points(h, 1)).append("\"/>\n");
        }
        out.append("</g>\n");
    }

    /** Each deployment zone: a thin dashed line in the nation's colour just inside the zone's boundary. */
    private void deploymentLayer() {
        out.append("<g class=\"deployment\">\n");
        List<DeploymentZone> zones = board.deploymentZones();
        for (int z = 0; z < zones.size(); z++) {
            DeploymentZone zone = zones.get(z);
            double scale = 0.92 - 0.07 * (z % 3); // zones that overlap stay apart
            out.append("  <g class=\"zone\" data-nation=\"").append(esc(zone.nation())).append("\" stroke=\"")
                    .append(zoneColor(zone.nation())).append("\" stroke-width=\"2.2\" stroke-dasharray=\"7 3\">\n");
            for (Hex h : sorted(zone.hexes())) {
                for (HexDirection d : HexDirection.values()) {
                    if (!zone.hexes().contains(h.neighbor(d))) {
                        double[][] e = side(h, d, scale);
                        out.append("  ");
                        line(out, e[0], e[1], "zone-edge", null);
                    }
                }
            }
            out.append("  </g>\n");
        }
        out.append("</g>\n");
    }

    /** A map's marked hexes (002 · At the Breaking Point: "American defense line hexes (marked in yellow on the map)"): a yellow edge round each. */
    private void highlightLayer() {
        out.append("<g class=\"highlights\">\n");
        for (Map.Entry<String, List<Hex>> e : board.highlights().entrySet()) {
            out.append("  <g class=\"highlight\" data-label=\"").append(esc(e.getKey()))
                    .append("\" stroke=\"#f2c500\" stroke-width=\"4\">\n");
            for (Hex h : e.getValue()) {
                for (HexDirection d : HexDirection.values()) {
                    double[][] s = side(h, d, 0.8);
                    out.append("  ");
                    line(out, s[0], s[1], "highlight-edge", null);
                }
            }
            out.append("  </g>\n");
        }
        out.append("</g>\n");
    }

    /** Roads: from each hex centre to the middle of every side the road crosses, a light band with dark edges. */
    private void roadLayer() {
        out.append("<g class=\"roads\" stroke-linecap=\"round\">\n");
        List<double[][]> segments = new ArrayList<>();
        List<Hex> from = new ArrayList<>();
        for (Hex h : board.hexes()) {
            for (HexDirection d : board.roadSides(h)) {
                double[] c = {cx(h), cy(h)};
                double[] m = {(cx(h) + cx(h.neighbor(d))) / 2, (cy(h) + cy(h.neighbor(d))) / 2};
                segments.add(new double[][] {c, m});
                from.add(h);
            }
        }
        for (double[][] s : segments) {
            line(out, s[0], s[1], "road-edge", "stroke=\"" + ROAD_EDGE + "\" stroke-width=\"11\"");
        }
        for (int i = 0; i < segments.size(); i++) {
            double[][] s = segments.get(i);
            out.append("  <line class=\"road\" data-hex=\"").append(from.get(i)).append("\" x1=\"").append(f(s[0][0]))
                    .append("\" y1=\"").append(f(s[0][1])).append("\" x2=\"").append(f(s[1][0])).append("\" y2=\"")
                    .append(f(s[1][1])).append("\" stroke=\"").append(ROAD_FILL).append("\" stroke-width=\"6\"/>\n");
        }
        out.append("</g>\n");
    }

    /** Cliffs (a hexside between level 0 and level 2): a thick dark line along the shared side, drawn once. */
    private void cliffLayer() {
        out.append("<g class=\"cliffs\">\n");
        for (Hex h : board.hexes()) {
            for (HexDirection d : HexDirection.values()) {
                Hex n = h.neighbor(d);
                if (board.isCliff(h, n) && board.elevation(h) > board.elevation(n)) {
                    double[][] e = side(h, d, 1);
                    out.append("  <line class=\"cliff\" data-hex=\"").append(h).append("\" data-side=\"").append(d)
                            .append("\" x1=\"").append(f(e[0][0])).append("\" y1=\"").append(f(e[0][1]))
                            .append("\" x2=\"").append(f(e[1][0])).append("\" y2=\"").append(f(e[1][1]))
                            .append("\" stroke=\"").append(CLIFF_COLOR)
                            .append("\" stroke-width=\"7\" stroke-linecap=\"round\"/>\n");
                }
            }
        }
        out.append("</g>\n");
    }

    /** Multi-hex buildings: one thick outline around all the building's hexes (the name comes later, on top). */
    private void buildingLayer() {
        out.append("<g class=\"buildings\">\n");
        for (Building b : board.buildings().values()) {
            out.append("  <g class=\"building\" data-building=\"").append(esc(b.id())).append("\" stroke=\"")
                    .append(BUILDING_OUTLINE).append("\" stroke-width=\"4\" stroke-linecap=\"round\">\n");
            for (Hex h : sorted(b.hexes())) {
                for (HexDirection d : HexDirection.values()) {
                    Hex n = h.neighbor(d);
                    if (!b.hexes().contains(n)) {
                        double[][] e = side(h, d, 0.96);
                        line(out, e[0], e[1], "building-edge", null);
                    } else if (h.compareTo(n) < 0) { // a side inside the building: faint, drawn once
                        double[][] e = side(h, d, 1);
                        line(out, e[0], e[1], "building-inner", "stroke-width=\"1.5\" stroke-dasharray=\"3 3\"");
                    }
                }
            }
            out.append("  </g>\n");
        }
        out.append("</g>\n");
    }

    /** Hex ids at the top of each hex (faint on half hexes) and the level of hill hexes. */
    private void labelLayer() {
        out.append("<g class=\"labels\" text-anchor=\"middle\">\n");
        for (Hex h : board.hexes()) {
            boolean half = !board.isPlayable(h);
            text(out, cx(h), cy(h) + LABEL_Y, h.toString(), half ? "label half" : "label",
                    half ? "font-size=\"9\" fill=\"#8a8a8a\"" : "font-size=\"10\" font-weight=\"bold\" fill=\"#222\" " + HALO);
            int level = board.elevation(h);
            if (level > 0) {
                text(out, cx(h) + 24, cy(h) + LABEL_Y, "L" + level, "level",
                        "font-size=\"9\" font-weight=\"bold\" fill=\"" + HILL_BROWN + "\" " + HALO);
            }
        }
        out.append("</g>\n");
    }

    /** Fortification, obstacle and smoke markers: small badges with the marker's symbol, in a row under the id. */
    private void markerLayer() {
        out.append("<g class=\"markers\" text-anchor=\"middle\">\n");
        for (Hex h : board.hexes()) {
            List<MarkerType> markers = board.markers(h);
            if (markers.isEmpty()) {
                continue;
            }
            double[] widths = new double[markers.size()];
            double total = -3;
            for (int i = 0; i < markers.size(); i++) {
                widths[i] = textWidth(markers.get(i).symbol(), 8) + 8;
                total += widths[i] + 3;
            }
            double x = cx(h) - total / 2;
            double y = cy(h) + BADGE_Y;
            for (int i = 0; i < markers.size(); i++) {
                MarkerType m = markers.get(i);
                out.append("  <g class=\"marker\" data-hex=\"").append(h).append("\" data-marker=\"").append(esc(m.id()))
                        .append("\">");
                rect(out, x, y - 6, widths[i], 12, 3, null, "fill=\"" + markerColor(m.id()) + "\" stroke=\"#333\" stroke-width=\"0.8\"");
                text(out, x + widths[i] / 2, y + 3, m.symbol(), "marker-label", "font-size=\"8\" font-weight=\"bold\" fill=\"#111\"");
                out.append("</g>\n");
                x += widths[i] + 3;
            }
        }
        out.append("</g>\n");
    }

    /**
     * Objectives: a circle at the hex's left corner in the nation's colour (white = neutral) holding the label and
     * the value; victory objectives have a gold ring. Long labels are shortened here and given in full in the legend.
     */
    private void objectiveLayer() {
        out.append("<g class=\"objectives\" text-anchor=\"middle\">\n");
        Map<Hex, List<Objective>> byHex = new LinkedHashMap<>();
        for (Objective o : board.objectives()) {
            byHex.computeIfAbsent(o.hex(), k -> new ArrayList<>()).add(o);
        }
        for (List<Objective> here : byHex.values()) {
            boolean crowded = here.size() > 1;
            for (int i = 0; i < here.size(); i++) {
                Objective o = here.get(i);
                double x = cx(o.hex()) - SIDE_X + 1;
                double y = cy(o.hex()) + (i - (here.size() - 1) / 2.0) * (crowded ? 25 : 0);
                objective(o, x, y, crowded ? 10.5 : 11.5);
            }
        }
        out.append("</g>\n");
    }

    private void objective(Objective o, double x, double y, double r) {
        boolean victory = o.kind() == Objective.Kind.VICTORY;
        out.append("  <g class=\"objective ").append(victory ? "victory" : "command").append("\" data-hex=\"")
                .append(o.hex()).append("\" data-label=\"").append(esc(o.label())).append("\">");
        if (victory) {
            circle(out, x, y, r + 2, "fill=\"none\" stroke=\"#c99a00\" stroke-width=\"2.5\"");
        }
        // 002 · COMMAND OBJECTIVES: "A neutral command objective is represented by a blue circle"
        boolean neutralCommand = !victory && o.nation() == null;
        circle(out, x, y, r, "fill=\"" + (neutralCommand ? NEUTRAL_COMMAND : objectiveColor(o.nation())) + "\" stroke=\"#111\" stroke-width=\"1.2\"");
        String textColor = neutralCommand || "GER".equals(o.nation()) || "US".equals(o.nation()) ? "#fff" : "#111";
        text(out, x, y - 1, shortLabel(o), "objective-label", "font-size=\"8\" font-weight=\"bold\" fill=\"" + textColor + "\"");
        text(out, x, y + 7.5, objectiveValue(o), "objective-value", "font-size=\"7.5\" fill=\"" + textColor + "\"");
        out.append("</g>\n");
    }

    private static String shortLabel(Objective o) {
        String label = o.label() == null || o.label().isBlank() ? "Obj" : o.label().trim();
        return label.length() <= 4 ? label : label.substring(0, 3) + "…";
    }

    private static String objectiveValue(Objective o) {
        return o.kind() == Objective.Kind.VICTORY ? o.value() + "VP" : String.valueOf(o.value());
    }

    /** Reinforcement ("R") and exit ("EXIT") hexes: small tags at the hex's right corner, outlined in the nation's colour. */
    private void nationHexLayer() {
        out.append("<g class=\"nation-hexes\" text-anchor=\"middle\">\n");
        Map<Hex, Integer> count = new LinkedHashMap<>();
        for (NationHex r : board.reinforcementHexes()) {
            nationTag(r, "R", "reinforcement", count);
        }
        for (NationHex e : board.exitHexes()) {
            nationTag(e, "EXIT", "exit", count);
        }
        out.append("</g>\n");
    }

    private void nationTag(NationHex nh, String word, String kind, Map<Hex, Integer> count) {
        int i = count.merge(nh.hex(), 1, Integer::sum) - 1;
        double w = textWidth(word, 7.5) + 6;
        double x = cx(nh.hex()) + SIDE_X;
        double y = cy(nh.hex()) - 7 + i * 15;
        String nation = nh.nation() == null ? "both" : nh.nation();
        out.append("  <g class=\"").append(kind).append("\" data-hex=\"").append(nh.hex()).append("\" data-nation=\"")
                .append(esc(nation)).append("\">");
        rect(out, x - w / 2, y, w, 13, 2, null, "fill=\"#fff\" stroke=\"" + zoneColor(nh.nation()) + "\" stroke-width=\"2\"");
        text(out, x, y + 9.5, word, kind + "-label", "font-size=\"7.5\" font-weight=\"bold\" fill=\"#111\"");
        out.append("</g>\n");
    }

    /** Units: up to three boxes stacked in the middle of the hex, id on the first line, kind on the second. */
    private void unitLayer() {
        out.append("<g class=\"units\" text-anchor=\"middle\">\n");
        Map<Hex, List<Unit>> byHex = new LinkedHashMap<>();
        for (Unit u : position.units()) {
            byHex.computeIfAbsent(u.hex(), k -> new ArrayList<>()).add(u);
        }
        for (Map.Entry<Hex, List<Unit>> e : byHex.entrySet()) {
            Hex h = e.getKey();
            if (!board.contains(h)) {
                continue; // off the board: listed in the roster only
            }
            List<Unit> here = e.getValue();
            int shown = here.size() <= Position.MAX_UNITS_PER_HEX ? here.size() : Position.MAX_UNITS_PER_HEX - 1;
            for (int i = 0; i < shown; i++) {
                unitBox(here.get(i), cx(h) - UNIT_W / 2, cy(h) + UNIT_TOP + i * (UNIT_H + UNIT_GAP));
            }
            if (shown < here.size()) {
                double y = cy(h) + UNIT_TOP + shown * (UNIT_H + UNIT_GAP);
                rect(out, cx(h) - UNIT_W / 2, y, UNIT_W, UNIT_H, 4, "overflow", "fill=\"#fff\" stroke=\"#d00\" stroke-width=\"2\"");
                text(out, cx(h), y + 14, "+" + (here.size() - shown) + " more", "overflow-label",
                        "font-size=\"8\" font-weight=\"bold\" fill=\"#d00\"");
            }
        }
        out.append("</g>\n");
    }

    private void unitBox(Unit u, double x, double y) {
        String status = unitStatus(u);
        String border = switch (u.condition()) {
            case PINNED -> "stroke=\"#ff9800\" stroke-width=\"2.5\"";
            case DISRUPTED -> "stroke=\"#e00000\" stroke-width=\"2.5\"";
            case NONE -> u.isVehicle() ? "stroke=\"#111\" stroke-width=\"1.6\"" : "stroke=\"#fff\" stroke-width=\"1\"";
        };
        out.append("  <g class=\"unit ").append(u.isVehicle() ? "vehicle" : "squad").append("\" data-unit=\"")
                .append(esc(u.id())).append("\" data-hex=\"").append(u.hex()).append("\">");
        out.append("<title>").append(esc(u.describe() + " at " + u.hex() + (status.isEmpty() ? "" : " [" + status + "]")))
                .append("</title>");
        rect(out, x, y, UNIT_W, UNIT_H, u.isVehicle() ? 1.5 : 6, null, "fill=\"" + unitColor(u.nation()) + "\" " + border);
        String[] lines = unitLines(u.id(), unitKind(u), status);
        text(out, x + UNIT_W / 2, y + 9, lines[0], "unit-id", "font-size=\"8\" font-weight=\"bold\" fill=\"#fff\"");
        text(out, x + UNIT_W / 2, y + 18, lines[1], "unit-kind", "font-size=\"7\" fill=\"#fff\"");
        out.append("</g>\n");
    }

    /** Building names written once, at the middle of the building's hexes, above everything in the hexes. */
    private void buildingNameLayer() {
        out.append("<g class=\"building-names\" text-anchor=\"middle\">\n");
        for (Building b : board.buildings().values()) {
            double x = 0;
            double y = 0;
            for (Hex h : b.hexes()) {
                x += cx(h);
                y += cy(h);
            }
            x /= b.hexes().size();
            y /= b.hexes().size();
            text(out, x, y + 4, b.name(), "building-name",
                    "font-size=\"10\" font-weight=\"bold\" font-style=\"italic\" fill=\"" + BUILDING_OUTLINE
                            + "\" stroke=\"#fff\" stroke-width=\"3\" paint-order=\"stroke\"");
        }
        out.append("</g>\n");
    }

    // ---- legend ----------------------------------------------------------------------------

    /** Writes the legend (north arrow, key, unit roster) to the right of the board; returns its bottom. */
    private double legend(StringBuilder sb) {
        double x = boardRight + LEGEND_GAP;
        double y = MARGIN + TITLE_HEIGHT;
        sb.append("<g class=\"legend\">\n");
        y = northArrow(sb, x, y);
        y = heading(sb, x, y, "Terrain");
        for (Terrain t : terrainInUse()) {
            swatchHex(sb, x + 10, y + 2, t.playable() ? color(t) : "url(#half-hatch)", null);
            text(sb, x + 26, y + 6, t.name() + (t.playable() ? "" : " (not in play)"), "legend-terrain", "font-size=\"10\" fill=\"#222\"");
            y += 21;
        }
        y = heading(sb, x, y + 4, "Elevation");
        for (int level = 1; level <= 2; level++) {
            swatchHex(sb, x + 10, y + 2, color(board.catalog().terrain("clear").orElse(null)), null);
            sb.append("<polygon points=\"").append(hexPoints(x + 10, y + 2, 9)).append("\" fill=\"url(#hill-").append(level)
                    .append(")\" stroke=\"").append(HILL_BROWN).append("\" stroke-width=\"2\"/>\n");
            text(sb, x + 26, y + 6, "L" + level + ": " + (level == 1 ? "low hill (level 1)" : "high hill (level 2)"),
                    "legend-elevation", "font-size=\"10\" fill=\"#222\"");
            y += 21;
        }
        legendLine(sb, x, y, "stroke=\"" + HILL_BROWN + "\" stroke-width=\"3\"", "contour: one level down");
        y += 18;
        legendLine(sb, x, y, "stroke=\"" + CLIFF_COLOR + "\" stroke-width=\"7\"", "cliff hexside (level 0 to 2)");
        y += 22;

        y = heading(sb, x, y + 4, "Map features");
        legendLine(sb, x, y, "stroke=\"" + ROAD_EDGE + "\" stroke-width=\"11\" stroke-linecap=\"round\"", null);
        sb.append("<line x1=\"").append(f(x + 2)).append("\" y1=\"").append(f(y + 2)).append("\" x2=\"").append(f(x + 22))
                .append("\" y2=\"").append(f(y + 2)).append("\" stroke=\"").append(ROAD_FILL)
                .append("\" stroke-width=\"6\" stroke-linecap=\"round\"/>\n");
        text(sb, x + 32, y + 6, "road", "legend-road", "font-size=\"10\" fill=\"#222\"");
        y += 20;
        legendLine(sb, x, y, "stroke=\"" + BUILDING_OUTLINE + "\" stroke-width=\"4\"", "multi-hex building outline (named once)");
        y += 20;
        Set<String> zoneNations = new LinkedHashSet<>();
        for (DeploymentZone z : board.deploymentZones()) {
            zoneNations.add(z.nation());
        }
        for (String nation : zoneNations) {
            legendLine(sb, x, y, "stroke=\"" + zoneColor(nation) + "\" stroke-width=\"2.2\" stroke-dasharray=\"7 3\"",
                    nation + " deployment zone (inside the line)");
            y += 20;
        }
        circle(sb, x + 12, y + 2, 9, "fill=\"#fff\" stroke=\"#111\" stroke-width=\"1.2\"");
        text(sb, x + 32, y + 6, "command objective: label, command value", "legend-objective", "font-size=\"10\" fill=\"#222\"");
        y += 22;
        circle(sb, x + 12, y + 2, 11, "fill=\"none\" stroke=\"#c99a00\" stroke-width=\"2.5\"");
        circle(sb, x + 12, y + 2, 9, "fill=\"#fff\" stroke=\"#111\" stroke-width=\"1.2\"");
        text(sb, x + 32, y + 6, "victory objective: label, victory points", "legend-objective", "font-size=\"10\" fill=\"#222\"");
        y += 22;
        text(sb, x + 40, y + 6, "objective colour: US, GER, white = neutral, blue = neutral command", "legend-objective", "font-size=\"10\" fill=\"#222\"");
        circle(sb, x + 4, y + 2, 5, "fill=\"" + objectiveColor("US") + "\" stroke=\"#111\"");
        circle(sb, x + 15, y + 2, 5, "fill=\"" + objectiveColor("GER") + "\" stroke=\"#111\"");
        circle(sb, x + 26, y + 2, 5, "fill=\"" + objectiveColor(null) + "\" stroke=\"#111\"");
        y += 20;
        rect(sb, x, y - 5, 14, 13, 2, null, "fill=\"#fff\" stroke=\"#555\" stroke-width=\"2\"");
        text(sb, x + 7, y + 4.5, "R", null, "font-size=\"7.5\" font-weight=\"bold\" text-anchor=\"middle\"");
        text(sb, x + 32, y + 6, "reinforcement hex  /  EXIT: exit hex", "legend-r", "font-size=\"10\" fill=\"#222\"");
        y += 22;

        y = scenarioMarks(sb, x, y);
        y = heading(sb, x, y + 4, "Markers");
        double mx = x;
        for (MarkerType m : board.catalog().markerTypes()) {
            double w = textWidth(m.symbol(), 8) + 8;
            double entryW = w + 4 + textWidth(m.name(), 9.5) + 12;
            if (mx + entryW > x + LEGEND_WIDTH && mx > x) {
                mx = x;
                y += 18;
            }
            rect(sb, mx, y - 4, w, 12, 3, null, "fill=\"" + markerColor(m.id()) + "\" stroke=\"#333\" stroke-width=\"0.8\"");
            text(sb, mx + w / 2, y + 5, m.symbol(), null, "font-size=\"8\" font-weight=\"bold\" text-anchor=\"middle\"");
            text(sb, mx + w + 4, y + 5.5, m.name().toLowerCase(Locale.ROOT), "legend-marker", "font-size=\"9.5\" fill=\"#222\"");
            mx += entryW;
        }
        y += 24;

        y = heading(sb, x, y + 4, "Units");
        Set<String> nations = new LinkedHashSet<>();
        for (Unit u : position.units()) {
            nations.add(u.nation());
        }
        double ux = x;
        for (String n : nations.isEmpty() ? List.of("US", "GER") : nations) {
            rect(sb, ux, y - 6, 44, 15, 5, null, "fill=\"" + unitColor(n) + "\"");
            text(sb, ux + 22, y + 5, n, null, "font-size=\"9\" font-weight=\"bold\" fill=\"#fff\" text-anchor=\"middle\"");
            ux += 50;
        }
        text(sb, ux + 4, y + 5, "rounded = squad, square = vehicle", null, "font-size=\"9.5\" fill=\"#222\"");
        y += 20;
        for (String line : List.of(
                "squad kinds: R regular, E elite, O officer,",
                "MG machine gun crew, Mtr mortar crew; eng engineer",
                "status: Pin pinned (orange edge), Dis disrupted (red",
                "edge), LtD / HvD light / heavy damage, PB / Ent in a",
                "pillbox / entrenchment")) {
            text(sb, x, y + 5, line, "legend-units", "font-size=\"9.5\" fill=\"#222\"");
            y += 14;
        }
        y += 6;
        y = heading(sb, x, y + 4, "Roster");
        double idWidth = 40;
        for (Unit u : position.units()) {
            idWidth = Math.max(idWidth, textWidth(u.id(), 9.5, true) + 8);
        }
        idWidth = Math.min(idWidth, 150);
        double textX = x + idWidth + 32;
        int wrapAt = (int) ((x + LEGEND_WIDTH - textX) / (9.5 * 0.58));
        for (Unit u : position.units()) {
            String status = unitStatus(u);
            text(sb, x, y + 5, fit(u.id(), idWidth - 6, 9.5, true), "roster-id",
                    "font-size=\"9.5\" font-weight=\"bold\" fill=\"" + unitColor(u.nation()) + "\"");
            text(sb, x + idWidth, y + 5, u.hex().toString(), "roster-hex", "font-size=\"9.5\" fill=\"#222\"");
            for (String line : wrap(rosterText(u) + (status.isEmpty() ? "" : " [" + status + "]"), wrapAt)) {
                text(sb, textX, y + 5, line, "roster-text", "font-size=\"9.5\" fill=\"#222\"");
                y += 13;
            }
            y += 2;
        }
        sb.append("</g>\n");
        return y;
    }

    /** Objectives, reinforcement and exit hexes spelled out in full, so the small map marks can be checked. */
    private double scenarioMarks(StringBuilder sb, double x, double y) {
        List<String> lines = new ArrayList<>();
        for (Objective o : board.objectives()) {
            boolean victory = o.kind() == Objective.Kind.VICTORY;
            String owner = o.nation() == null ? "neutral" : o.nation();
            lines.add(o.hex() + ": " + (o.label() == null || o.label().isBlank() ? "objective" : "\u201c" + o.label() + "\u201d")
                    + (victory ? " victory objective, " + o.value() + " VP" : " " + owner + " command objective, value " + o.value()));
        }
        nationHexLines(lines, "R", board.reinforcementHexes());
        nationHexLines(lines, "EXIT", board.exitHexes());
        if (lines.isEmpty()) {
            return y;
        }
        y = heading(sb, x, y + 4, "Objectives and marked hexes");
        for (String line : lines) {
            for (String part : wrap(line, 52)) {
                text(sb, x, y + 5, part, "legend-objective-entry", "font-size=\"9.5\" fill=\"#222\"");
                y += 13;
            }
        }
        return y + 8;
    }

    private static void nationHexLines(List<String> lines, String word, List<NationHex> marks) {
        Map<String, List<String>> byNation = new LinkedHashMap<>();
        for (NationHex nh : marks) {
            byNation.computeIfAbsent(nh.nation() == null ? "both sides" : nh.nation(), k -> new ArrayList<>())
                    .add(nh.hex().toString());
        }
        for (Map.Entry<String, List<String>> e : byNation.entrySet()) {
            lines.add(word + " (" + e.getKey() + "): " + String.join(", ", e.getValue()));
        }
    }

    private double northArrow(StringBuilder sb, double x, double y) {
        Point v = Point.centerOf(new Hex(0, 0).neighbor(board.north()));
        double len = Math.hypot(v.x(), v.y());
        double dx = v.x() / len;
        double dy = v.y() / len;
        double ax = x + 24;
        double ay = y + 26;
        sb.append("<g class=\"north-arrow\" data-north=\"").append(board.north()).append("\">");
        circle(sb, ax, ay, 22, "fill=\"#fafafa\" stroke=\"#999\"");
        double tipX = ax + dx * 18;
        double tipY = ay + dy * 18;
        double baseX = ax - dx * 14;
        double baseY = ay - dy * 14;
        double px = -dy * 7;
        double py = dx * 7;
        sb.append("<polygon points=\"").append(f(tipX)).append(',').append(f(tipY)).append(' ')
                .append(f(baseX + px)).append(',').append(f(baseY + py)).append(' ')
                .append(f(ax)).append(',').append(f(ay)).append(' ')
                .append(f(baseX - px)).append(',').append(f(baseY - py))
                .append("\" fill=\"#222\"/>");
        text(sb, ax + dx * 12 - dy * 10, ay + dy * 12 + dx * 10 + 4, "N", null,
                "font-size=\"11\" font-weight=\"bold\" text-anchor=\"middle\" fill=\"#222\"");
        sb.append("</g>\n");
        text(sb, x + 56, y + 30, "north is towards the board's " + board.north() + " side", "legend-north",
                "font-size=\"10\" fill=\"#222\"");
        return y + 62;
    }

    private double heading(StringBuilder sb, double x, double y, String title) {
        text(sb, x, y + 4, title, "legend-heading", "font-size=\"12\" font-weight=\"bold\" fill=\"#222\"");
        return y + 20;
    }

    private void legendLine(StringBuilder sb, double x, double y, String style, String label) {
        sb.append("<line x1=\"").append(f(x + 2)).append("\" y1=\"").append(f(y + 2)).append("\" x2=\"").append(f(x + 22))
                .append("\" y2=\"").append(f(y + 2)).append("\" ").append(style).append("/>\n");
        if (label != null) {
            text(sb, x + 32, y + 6, label, "legend-line", "font-size=\"10\" fill=\"#222\"");
        }
    }

    private void swatchHex(StringBuilder sb, double x, double y, String fill, String cls) {
        sb.append("<polygon").append(cls == null ? "" : " class=\"" + cls + "\"").append(" points=\"")
                .append(hexPoints(x, y, 9)).append("\" fill=\"").append(esc(fill)).append("\" stroke=\"#4d4d4d\" stroke-width=\"0.8\"/>\n");
    }

    private static String hexPoints(double x, double y, double r) {
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < 6; k++) {
            double a = Math.toRadians(60 * k);
            sb.append(k == 0 ? "" : " ").append(f(x + Math.cos(a) * r)).append(',').append(f(y + Math.sin(a) * r));
        }
        return sb.toString();
    }

    private List<Terrain> terrainInUse() {
        Set<String> used = new LinkedHashSet<>();
        for (Hex h : board.hexes()) {
            used.add(board.terrain(h).id());
        }
        List<Terrain> result = new ArrayList<>();
        for (Terrain t : board.catalog().terrainTypes()) {
            if (used.contains(t.id())) {
                result.add(t);
            }
        }
        return result;
    }

    // ---- unit text -------------------------------------------------------------------------

    /**
     * The two lines of a unit box: the id first, the kind second; the status goes after the id if it fits there,
     * else after the kind, else before the (then shortened) kind, so the status is never cut off.
     */
    private static String[] unitLines(String id, String kind, String status) {
        double w = UNIT_W - 4;
        String first = fit(id, w, 8, true);
        if (status.isEmpty()) {
            return new String[] {first, fit(kind, w, 7, false)};
        }
        if (fits(id + " " + status, w, 8, true)) {
            return new String[] {id + " " + status, fit(kind, w, 7, false)};
        }
        if (fits(kind + " " + status, w, 7, false)) {
            return new String[] {first, kind + " " + status};
        }
        return new String[] {first, fit(status + " " + kind, w, 7, false)};
    }

    /** "3R+O", "MG+2R eng", or a vehicle's short name ("Tiger I", "GMC"). */
    static String unitKind(Unit u) {
        if (u.isVehicle()) {
            String name = u.figures().get(0).name();
            return name.length() <= 12 ? name : name.split("\\s+")[0];
        }
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (UnitType t : u.figures()) {
            counts.merge(figureCode(t), 1, Integer::sum);
        }
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<String, Integer> e : counts.entrySet()) {
            sb.append(sb.length() == 0 ? "" : "+").append(e.getValue() == 1 ? "" : e.getValue()).append(e.getKey());
        }
        if (u.specialization() != null) {
            sb.append(' ').append(u.specialization().id().equals("engineer") ? "eng" : abbreviate(u.specialization().id(), 3));
        }
        return sb.toString();
    }

    private static String figureCode(UnitType t) {
        String id = t.id().toLowerCase(Locale.ROOT);
        String kind = id.contains("-") ? id.substring(id.indexOf('-') + 1) : id;
        return switch (kind) {
            case "regular" -> "R";
            case "elite" -> "E";
            case "officer" -> "O";
            case "mg" -> "MG";
            case "mortar" -> "Mtr";
            default -> abbreviate(t.name(), 3);
        };
    }

    /** Short status: inside a fortification, pinned / disrupted, vehicle damage. Empty when none. */
    private String unitStatus(Unit u) {
        List<String> parts = new ArrayList<>();
        if (u.fortification() != null) {
            parts.add(board.catalog().marker(u.fortification()).map(MarkerType::symbol).orElse(u.fortification()));
        }
        switch (u.condition()) {
            case PINNED -> parts.add("Pin");
            case DISRUPTED -> parts.add("Dis");
            case NONE -> { }
        }
        switch (u.damage()) {
            case LIGHT -> parts.add("LtD");
            case IMMOBILE -> parts.add("Imm");
            case HEAVY -> parts.add("HvD");
            case NONE -> { }
        }
        if (u.activation() != toi.engine.units.Activation.FRESH) {
            parts.add(u.activation() == toi.engine.units.Activation.OP_FIRE ? "OpF" : "Fat");
        }
        if (u.concealed()) {
            parts.add("Conc");
        }
        return String.join(",", parts);
    }

    private static String rosterText(Unit u) {
        if (u.isVehicle()) {
            return u.nation() + " " + u.figures().get(0).name();
        }
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (UnitType t : u.figures()) {
            counts.merge(t.name(), 1, Integer::sum);
        }
        List<String> parts = new ArrayList<>();
        for (Map.Entry<String, Integer> e : counts.entrySet()) {
            parts.add((e.getValue() == 1 ? "" : e.getValue() + " ") + e.getKey());
        }
        return u.nation() + " squad: " + String.join(", ", parts) + (u.specialization() == null ? "" : "; " + u.specialization().id());
    }

    private static String abbreviate(String s, int n) {
        String t = s.replaceAll("\\s+", "");
        return t.length() <= n ? t : t.substring(0, n);
    }

    // ---- colours ---------------------------------------------------------------------------

    private static String color(Terrain t) {
        if (t == null || t.color() == null || !t.color().matches("#[0-9a-fA-F]{3}([0-9a-fA-F]{3})?")) {
            return "#eeeeee";
        }
        return t.color();
    }

    private static String unitColor(String nation) {
        return switch (nation == null ? "" : nation) {
            case "US" -> "#56652a";
            case "GER" -> "#6b7077";
            default -> "#7a4f8a";
        };
    }

    private static final String NEUTRAL_COMMAND = "#3f6fb5";

    private static String objectiveColor(String nation) {
        return switch (nation == null ? "" : nation) {
            case "US" -> "#3f9a3f";
            case "GER" -> "#8a8a8a";
            default -> "#ffffff";
        };
    }

    private static String zoneColor(String nation) {
        return switch (nation == null ? "" : nation) {
            case "US" -> "#1f7a1f";
            case "GER" -> "#3d3d3d";
            default -> "#7a4f8a";
        };
    }

    private static String markerColor(String id) {
        return switch (id) {
            case "entrenchment" -> "#d9b77a";
            case "pillbox" -> "#b5b5b5";
            case "razor-wire" -> "#ffffff";
            case "tank-trap" -> "#ffd54f";
            case "minefield" -> "#f4a0a0";
            case "smoke" -> "#e6e6e6";
            default -> "#fff3c4";
        };
    }

    // ---- SVG primitives --------------------------------------------------------------------

    private static final String HALO = "stroke=\"#fff\" stroke-width=\"2.5\" stroke-opacity=\"0.85\" paint-order=\"stroke\"";

    private static void text(StringBuilder sb, double x, double y, String s, String cls, String attrs) {
        sb.append("<text");
        if (cls != null) {
            sb.append(" class=\"").append(cls).append('"');
        }
        sb.append(" x=\"").append(f(x)).append("\" y=\"").append(f(y)).append('"');
        if (attrs != null) {
            sb.append(' ').append(attrs);
        }
        sb.append('>').append(esc(s)).append("</text>\n");
    }

    private static void line(StringBuilder sb, double[] a, double[] b, String cls, String attrs) {
        sb.append("<line class=\"").append(cls).append("\" x1=\"").append(f(a[0])).append("\" y1=\"").append(f(a[1]))
                .append("\" x2=\"").append(f(b[0])).append("\" y2=\"").append(f(b[1])).append('"');
        if (attrs != null) {
            sb.append(' ').append(attrs);
        }
        sb.append("/>\n");
    }

    private static void rect(StringBuilder sb, double x, double y, double w, double h, double r, String cls, String attrs) {
        sb.append("<rect");
        if (cls != null) {
            sb.append(" class=\"").append(cls).append('"');
        }
        sb.append(" x=\"").append(f(x)).append("\" y=\"").append(f(y)).append("\" width=\"").append(f(w))
                .append("\" height=\"").append(f(h)).append("\" rx=\"").append(f(r)).append("\" ").append(attrs).append("/>");
    }

    private static void circle(StringBuilder sb, double x, double y, double r, String attrs) {
        sb.append("<circle cx=\"").append(f(x)).append("\" cy=\"").append(f(y)).append("\" r=\"").append(f(r))
                .append("\" ").append(attrs).append("/>");
    }

    /** Rough width of text in DejaVu Sans at the given size (good enough to size badges and cut labels). */
    private static double textWidth(String s, double size) {
        return textWidth(s, size, false);
    }

    private static double textWidth(String s, double size, boolean bold) {
        return s.length() * size * (bold ? 0.68 : 0.6);
    }

    private static boolean fits(String s, double width, double size, boolean bold) {
        return textWidth(s, size, bold) <= width;
    }

    /** The text, cut with an ellipsis when it would not fit the width. */
    private static String fit(String s, double width, double size, boolean bold) {
        if (fits(s, width, size, bold)) {
            return s;
        }
        int max = (int) Math.floor(width / (size * (bold ? 0.68 : 0.6)));
        return s.substring(0, Math.max(1, max - 1)) + "…";
    }

    private static List<String> wrap(String s, int width) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : s.split(" ")) {
            if (line.length() > 0 && line.length() + 1 + word.length() > width) {
                lines.add(line.toString());
                line.setLength(0);
            }
            line.append(line.length() == 0 ? "" : " ").append(word);
        }
        lines.add(line.toString());
        return lines;
    }

    private static List<Hex> sorted(Collection<Hex> hexes) {
        List<Hex> list = new ArrayList<>(hexes);
        list.sort(null);
        return list;
    }

    static String esc(String s) {
        if (s == null) {
            return "";
        }
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '&' -> sb.append("&amp;");
                case '<' -> sb.append("&lt;");
                case '>' -> sb.append("&gt;");
                case '"' -> sb.append("&quot;");
                case '\'' -> sb.append("&apos;");
                default -> {
                    if (c < 0x20 && c != '\t' && c != '\n' && c != '\r') {
                        sb.append(' '); // not allowed in XML 1.0
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        return sb.toString();
    }

    private static String f(double v) {
        double r = Math.round(v * 10) / 10.0;
        if (r == Math.rint(r)) {
            return Long.toString((long) r);
        }
        return String.format(Locale.ROOT, "%.1f", r);
    }
}
