package toi.draw;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The board as SVG markup, drawn from a scenario's map as GET /map answers it ({@link MapJson}): hexes, hills, roads,
 * contours, cliffs, buildings, deployment zones, the map's marked hexes and the labels; with {@link Pieces} the markers,
 * objectives and units of a seat's view over it. The one drawing of the board: the server writes it into the game's page,
 * so the browser paints the board as soon as the page is parsed (board.js then adopts it: hover, click, the pieces of each
 * view, overlays), the lobby shows it as a scenario's preview, and {@code ./toi render} puts it in a picture with a legend.
 * Few painted elements for a quick first paint: each terrain colour, hill level and kind of line is one path a block of
 * the board (Blocks), its solid lines joined where they meet (Lines), the hex ids a text a column (hexIds). No rules: only
 * what the map says.
 */
public final class BoardSvg {
    public static final double S = 40;                       // hex centre to corner
    public static final double H = Math.sqrt(3) / 2 * S;     // hex centre to the middle of a side
    private static final String HILL = "#7a4a1a";

    private final JsonNode map;
    private final Map<String, JsonNode> hexes = new HashMap<>();
    private final StringBuilder out = new StringBuilder(160_000);

    private BoardSvg(JsonNode map) {
        this.map = map;
        map.path("hexes").forEach(h -> hexes.put(h.get("id").asText(), h));
    }

    /** The whole {@code <svg class="board">} element for {@code map} (GET /map's JSON), as the game's page holds it. */
    public static String of(JsonNode map) {
        return new BoardSvg(map).draw(true, "", "");
    }

    /**
     * The board as the lobby's map preview shows it (an image, without board.js's layers): the same, with the objectives
     * drawn in as a game's board shows them before anyone holds them, each with its value.
     */
    public static String preview(JsonNode map) {
        return new BoardSvg(map).draw(true, "<g class=\"objectives\">" + Pieces.of(map, EMPTY_VIEW).objectives() + "</g>", "");
    }

    /**
     * The board with {@code pieces} drawn in, for a picture any SVG reader shows ({@code ./toi render}): the hex ids as SVG
     * text rather than the page's HTML columns; {@code placement} are the attributes that place it in the picture
     * ({@code x="20" y="60" width="…" height="…"}).
     */
    public static String picture(JsonNode map, Pieces.Layers pieces, String placement) {
        return new BoardSvg(map).draw(false, pieces.groups(), placement);
    }

    private static final JsonNode EMPTY_VIEW = com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.objectNode();

    /** x, y, width and height of {@code map}'s board with a small margin: the board's view box. */
    public static double[] bounds(JsonNode map) {
        return new BoardSvg(map).bounds();
    }

    private String draw(boolean page, String pieces, String placement) {
        double[] b = bounds();
        out.append("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"board\" ").append(placement.isEmpty() ? "" : placement + " ");
        if (page) {
            out.append("role=\"application\" tabindex=\"0\" aria-label=\"board of ").append(escape(map.path("name").asText()))
                    .append(": arrows move the hex cursor, Enter selects, Escape cancels\" ");
        } else {
            out.append("role=\"img\" aria-label=\"board of ").append(escape(map.path("name").asText())).append("\" ");
        }
        out.append("viewBox=\"").append(n(b[0])).append(' ').append(n(b[1])).append(' ').append(n(b[2])).append(' ').append(n(b[3])).append("\">")
                .append("<g class=\"static\">");
        patterns();
        halfHexes();
        terrain();
        hills();
        out.append("<g pointer-events=\"none\" stroke-linecap=\"round\" stroke-linejoin=\"round\" fill=\"none\">");
        zones();
        highlights();
        sides("contours", "contour", HILL, 3, 1);
        roads();
        sides("cliffs", "cliff", "#2a1608", 7, 1);
        buildings();
        out.append("</g>");
        labels(page);
        out.append("</g>").append(pieces).append("</svg>");
        return out.toString();
    }

    // ---- geometry (board.js's centre: columns of flat-topped hexes, odd columns half a hex lower)

    public static double[] centre(JsonNode h) {
        int col = h.get("col").asInt(), row = h.get("row").asInt();
        return new double[] {S + col * 1.5 * S, H + row * 2 * H + (col % 2 == 1 ? H : 0)};
    }

    private static double[] corner(double[] c, int k, double scale) {
        double a = Math.PI / 3 * k;
        return new double[] {c[0] + S * scale * Math.cos(a), c[1] + S * scale * Math.sin(a)};
    }

    /** The two corners of side d (0 = north, clockwise), as the engine's HexDirection numbers them. */
    private static double[][] side(double[] c, int d, double scale) {
        return new double[][] {corner(c, (4 + d) % 6, scale), corner(c, (5 + d) % 6, scale)};
    }

    public static double[] sideMiddle(double[] c, int d) {
        double a = Math.PI / 180 * (270 + 60 * d);
        return new double[] {c[0] + H * Math.cos(a), c[1] + H * Math.sin(a)};
    }

    /** x, y, width, height of the board with a small margin. */
    private double[] bounds() {
        double minX = Double.MAX_VALUE, minY = Double.MAX_VALUE, maxX = -Double.MAX_VALUE, maxY = -Double.MAX_VALUE;
        for (String list : new String[] {"hexes", "halfHexes"}) {
            for (JsonNode h : map.path(list)) {
                double[] c = centre(h);
                minX = Math.min(minX, c[0]);
                minY = Math.min(minY, c[1]);
                maxX = Math.max(maxX, c[0]);
                maxY = Math.max(maxY, c[1]);
            }
        }
        double x = minX - S - 4, y = minY - H - 4;
        return new double[] {x, y, maxX + S + 4 - x, maxY + H + 4 - y};
    }

    /** The id of the hex next to h in direction d (0 = north, clockwise), on the board or not. */
    static String neighbour(JsonNode h, int d) {
        int col = h.get("col").asInt(), row = h.get("row").asInt(), odd = col % 2;
        int[][] steps = {{0, -1}, {1, odd == 1 ? 0 : -1}, {1, odd == 1 ? 1 : 0}, {0, 1}, {-1, odd == 1 ? 1 : 0}, {-1, odd == 1 ? 0 : -1}};
        return idAt(col + steps[d][0], row + steps[d][1]);
    }

    static String idAt(int col, int row) {
        if (col < 0 || row < 0) {
            return null;
        }
        return toi.engine.hex.HexLabels.columnLetters(col) + (row + 1);
    }

    // ---- the layers

    /** The counters' hatching for a concealed squad (board.js): the board itself is hatched with lines (hatch). */
    private void patterns() {
        out.append("<defs><pattern id=\"concealed\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(-45)\">")
                .append("<line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"6\" stroke=\"#000\" stroke-width=\"2\" stroke-opacity=\"0.35\"/></pattern></defs>");
    }

    /** The half hexes at the board's edge: grey, hatched. */
    private void halfHexes() {
        Blocks d = new Blocks(), lines = new Blocks();
        map.path("halfHexes").forEach(h -> {
            hexPath(d.at(h), centre(h));
            hatch(lines.at(h), centre(h), 8, DOWN);
        });
        d.paths(out, "class=\"half\" fill=\"#dcdcdc\" stroke=\"#999\" stroke-width=\"0.6\"");
        lines.paths(out, "class=\"half-hatch\" pointer-events=\"none\" stroke=\"#a8a8a8\" stroke-width=\"1.5\"");
    }

    /** The terrain, a path a colour and block (board.js adds the hexes' unpainted polygons for hover and clicks). */
    private void terrain() {
        Map<String, String> colours = new HashMap<>();
        map.path("terrains").forEach(t -> colours.put(t.get("id").asText(), t.path("color").asText("#e8e4c0")));
        Map<String, Blocks> byColour = new LinkedHashMap<>();
        for (JsonNode h : map.path("hexes")) {
            hexPath(byColour.computeIfAbsent(colours.getOrDefault(h.get("terrain").asText(), "#e8e4c0"), k -> new Blocks()).at(h), centre(h));
        }
        out.append("<g class=\"terrain\" stroke=\"#4d4d4d\" stroke-width=\"0.8\">");
        byColour.forEach((colour, d) -> d.paths(out, "fill=\"" + colour + "\""));
        out.append("</g>");
    }

    /**
     * Hills hatched, level 1 one way, level 2 and up both ways: lines, not SVG patterns, whose fills Chromium's software
     * raster draws several times slower (docs/performance.md, run 16).
     */
    private void hills() {
        Blocks one = new Blocks(), two = new Blocks();
        for (JsonNode h : map.path("hexes")) {
            int level = h.path("level").asInt();
            if (level == 1) {
                hatch(one.at(h), centre(h), 7, DOWN);
            } else if (level >= 2) {
                hatch(two.at(h), centre(h), 6, DOWN);
                hatch(two.at(h), centre(h), 6, UP);
            }
        }
        one.paths(out, "class=\"hill\" pointer-events=\"none\" stroke=\"" + HILL + "\" stroke-width=\"0.8\" stroke-opacity=\"0.55\"");
        two.paths(out, "class=\"hill\" pointer-events=\"none\" stroke=\"" + HILL + "\" stroke-width=\"0.8\" stroke-opacity=\"0.7\"");
    }

    /**
     * Deployment zones: a dashed line inside each zone's edge. Shown during setup only (000 · GAME SETUP: where the
     * starting units are placed): style.css hides them unless the board is marked as in setup (the page, board.js).
     */
    private void zones() {
        out.append("<g class=\"zones\">");
        for (JsonNode z : map.path("zones")) {
            Set<String> in = ids(z.path("hexes"));
            Blocks d = new Blocks();
            for (String id : in) {
                JsonNode h = hexes.get(id);
                for (int dir = 0; h != null && dir < 6; dir++) {
                    if (!in.contains(neighbour(h, dir))) {
                        line(d.at(h), side(centre(h), dir, 0.9));
                    }
                }
            }
            String nation = z.path("nation").asText();
            d.paths(out, "class=\"zone\" data-nation=\"" + escape(nation) + "\" stroke=\"" + Pieces.Nation.of(nation).dark()
                    + "\" stroke-width=\"2.2\" stroke-dasharray=\"7 3\"");
        }
        out.append("</g>");
    }

    /** A map's marked hexes (the defense line): a yellow edge round each. */
    private void highlights() {
        for (JsonNode hl : map.path("highlights")) {
            Lines d = new Lines();
            for (JsonNode id : hl.path("hexes")) {
                JsonNode h = hexes.get(id.asText());
                for (int dir = 0; h != null && dir < 6; dir++) {
                    d.add(h, side(centre(h), dir, 0.8));
                }
            }
            d.paths(out, "class=\"highlight\" data-label=\"" + escape(hl.path("label").asText()) + "\" stroke=\"#f2c500\" stroke-width=\"4\"");
        }
    }

    /** The hexes' sides listed under {@code field} (contours, cliffs). */
    private void sides(String field, String cls, String stroke, double width, double scale) {
        Lines d = new Lines();
        for (JsonNode h : map.path("hexes")) {
            for (JsonNode dir : h.path(field)) {
                d.add(h, side(centre(h), dir.asInt(), scale));
            }
        }
        d.paths(out, stroke(cls, stroke, width));
    }

    /** Roads: a dark edge, then the road, from each hex's centre to the middle of its road sides. */
    private void roads() {
        Lines d = new Lines();
        for (JsonNode h : map.path("hexes")) {
            double[] c = centre(h);
            for (JsonNode dir : h.path("roads")) {
                d.add(h, new double[][] {c, sideMiddle(c, dir.asInt())});
            }
        }
        d.paths(out, stroke("road", "#5c4b36", 11));
        d.paths(out, stroke("road", "#efe2bd", 6));
    }

    /** Buildings: a dark line round each building's outer edge. */
    private void buildings() {
        Lines d = new Lines();
        for (JsonNode b : map.path("buildings")) {
            Set<String> in = ids(b.path("hexes"));
            for (String id : in) {
                JsonNode h = hexes.get(id);
                for (int dir = 0; h != null && dir < 6; dir++) {
                    if (!in.contains(neighbour(h, dir))) {
                        d.add(h, side(centre(h), dir, 0.96));
                    }
                }
            }
        }
        d.paths(out, stroke("building", "#3b1f0e", 4));
    }

    private static String stroke(String cls, String stroke, double width) {
        return "class=\"" + cls + "\" stroke=\"" + stroke + "\" stroke-width=\"" + n(width) + "\"";
    }

    /** Hex ids, hill levels, building names, reinforcement and exit hexes. */
    private void labels(boolean page) {
        out.append("<g pointer-events=\"none\" text-anchor=\"middle\" font-weight=\"bold\" class=\"labels\">");
        if (page) {
            hexIds();
        } else {
            hexIdTexts();
        }
        out.append("<g class=\"halo levels\" font-size=\"8\" fill=\"").append(HILL).append("\">");
        for (JsonNode h : map.path("hexes")) {
            double[] c = centre(h);
            if (h.path("level").asInt() > 0) {
                text(c[0] + 20, c[1] - H + 11, "L" + h.path("level").asInt());
            }
        }
        out.append("</g><g class=\"halo\" font-size=\"9\" font-style=\"italic\" fill=\"#3b1f0e\">");
        buildingNames();
        out.append("</g>");
        nationHexes();
        out.append("</g>");
    }

    /**
     * The hex ids, at the top of each hex: a column of the board is one piece of HTML text, an id a line (a blank line
     * where the column has no hex), in a foreignObject. Chromium lays out 30 such texts several times quicker than 416
     * SVG text pieces (docs/performance.md, run 16); it looks the same (bold 9, dark, a white halo).
     */
    private void hexIds() {
        Map<Integer, TreeMap<Integer, String>> columns = new TreeMap<>();
        for (JsonNode h : map.path("hexes")) {
            columns.computeIfAbsent(h.get("col").asInt(), k -> new TreeMap<>()).put(h.get("row").asInt(), h.get("id").asText());
        }
        double[] b = bounds();
        out.append("<foreignObject class=\"ids\" x=\"").append(n(b[0])).append("\" y=\"").append(n(b[1])).append("\" width=\"").append(n(b[2]))
                .append("\" height=\"").append(n(b[3])).append("\"><div xmlns=\"http://www.w3.org/1999/xhtml\" style=\"position: relative; ")
                .append("font: bold 9px system-ui, 'DejaVu Sans', sans-serif; color: #222; white-space: pre; text-align: center; line-height: ")
                .append(2 * H).append("px; -webkit-text-stroke: 2.5px rgba(255, 255, 255, 0.85); paint-order: stroke fill\">");
        columns.forEach((col, rows) -> {
            // a line as high as a hex, centred 7.9 below the hex's top: the text's baseline 11 below it, as an SVG text's would be
            double x = S + col * 1.5 * S, top = rows.firstKey() * 2 * H + (col % 2 == 1 ? H : 0) - H + 7.9;
            out.append("<div style=\"position: absolute; left: ").append(n(x - 30 - b[0])).append("px; top: ").append(n(top - b[1]))
                    .append("px; width: 60px\">");
            for (int row = rows.firstKey(); row <= rows.lastKey(); row++) {
                out.append(row > rows.firstKey() ? "\n" : "").append(escape(rows.getOrDefault(row, "")));
            }
            out.append("</div>");
        });
        out.append("</div></foreignObject>");
    }

    /** The hex ids as SVG text, one a hex (bold 9, dark, a white halo): for a picture outside the browser. */
    private void hexIdTexts() {
        out.append("<g class=\"halo ids\" font-size=\"9\" fill=\"#222\">");
        for (JsonNode h : map.path("hexes")) {
            double[] c = centre(h);
            out.append("<text class=\"label\" x=\"").append(n(c[0])).append("\" y=\"").append(n(c[1] - H + 11)).append("\">")
                    .append(escape(h.get("id").asText())).append("</text>");
        }
        out.append("</g>");
    }

    private void buildingNames() {
        for (JsonNode b : map.path("buildings")) {
            double x = 0, y = 0;
            int count = 0;
            for (JsonNode id : b.path("hexes")) {
                JsonNode h = hexes.get(id.asText());
                if (h != null) {
                    double[] c = centre(h);
                    x += c[0];
                    y += c[1];
                    count++;
                }
            }
            if (count > 0 && !b.path("name").asText().isEmpty()) {
                out.append("<text class=\"building-name\" x=\"").append(n(x / count)).append("\" y=\"").append(n(y / count + H - 6)).append("\">")
                        .append(escape(b.path("name").asText())).append("</text>");
            }
        }
    }

    /** Reinforcement (R) and exit hexes: a small box in the nation's dark colour. */
    private void nationHexes() {
        for (JsonNode nh : map.path("nationHexes")) {
            JsonNode h = hexes.get(nh.path("hex").asText());
            if (h == null) {
                continue;
            }
            double[] c = centre(h);
            String kind = nh.path("kind").asText();
            double w = kind.length() * 5 + 6;
            out.append("<rect x=\"").append(n(c[0] + 26 - w / 2)).append("\" y=\"").append(n(c[1] - 6)).append("\" width=\"").append(n(w))
                    .append("\" height=\"12\" rx=\"2\" fill=\"#fff\" stroke=\"").append(Pieces.Nation.of(nh.path("nation").asText(null)).dark())
                    .append("\" stroke-width=\"1.5\"/>");
            out.append("<text class=\"nation-hex\" font-size=\"7\" x=\"").append(n(c[0] + 26)).append("\" y=\"").append(n(c[1] + 3)).append("\">").append(escape(kind)).append("</text>");
        }
    }

    private void text(double x, double y, String text) {
        out.append("<text x=\"").append(n(x)).append("\" y=\"").append(n(y)).append("\">").append(escape(text)).append("</text>");
    }

    // ---- path data and numbers

    private static void hexPath(StringBuilder d, double[] c) {
        for (int k = 0; k < 6; k++) {
            double[] p = corner(c, k, 1);
            d.append(k == 0 ? 'M' : 'L').append(n(p[0])).append(',').append(n(p[1]));
        }
        d.append('Z');
    }

    /** The normals of the hatching's lines: lines falling from left to right (x − y constant), and rising (x + y constant). */
    private static final double[] DOWN = {1, -1}, UP = {1, 1};

    /**
     * Lines across the hex at c, {@code spacing} apart, square to {@code normal}: the board's lines n·p = k·step, so the
     * hatching of neighbouring hexes lines up, each cut to the hexagon.
     */
    private static void hatch(StringBuilder d, double[] c, double spacing, double[] normal) {
        double[][] corners = new double[6][];
        double lo = Double.MAX_VALUE, hi = -Double.MAX_VALUE;
        for (int k = 0; k < 6; k++) {
            corners[k] = corner(c, k, 1);
            lo = Math.min(lo, dot(normal, corners[k]));
            hi = Math.max(hi, dot(normal, corners[k]));
        }
        double step = spacing * Math.hypot(normal[0], normal[1]);
        for (double v = Math.ceil(lo / step) * step; v < hi; v += step) {
            double[][] ends = new double[2][];
            int found = 0;
            for (int k = 0; k < 6 && found < 2; k++) { // where the line crosses the hexagon's sides (it is convex: twice)
                double[] a = corners[k], b = corners[(k + 1) % 6];
                double fa = dot(normal, a) - v, fb = dot(normal, b) - v;
                if (fa < 0 != fb < 0) {
                    double t = fa / (fa - fb);
                    ends[found++] = new double[] {a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])};
                }
            }
            if (found == 2 && Math.hypot(ends[1][0] - ends[0][0], ends[1][1] - ends[0][1]) > 0.5) {
                line(d, ends);
            }
        }
    }

    private static double dot(double[] n, double[] p) {
        return n[0] * p[0] + n[1] * p[1];
    }

    private static void line(StringBuilder d, double[][] ends) {
        d.append('M').append(n(ends[0][0])).append(',').append(n(ends[0][1])).append('L').append(n(ends[1][0])).append(',').append(n(ends[1][1]));
    }

    private static Set<String> ids(JsonNode list) {
        Set<String> ids = new LinkedHashSet<>();
        list.forEach(id -> ids.add(id.asText()));
        return ids;
    }

    /**
     * Path data kept apart by block of the board, 4 columns by 6 rows: a path spanning the whole board would
     * be drawn again by each of the browser's raster tiles, a block's only by the few tiles it covers.
     */
    private static final class Blocks {
        private final Map<Integer, StringBuilder> byBlock = new TreeMap<>();

        StringBuilder at(JsonNode h) {
            return byBlock.computeIfAbsent(block(h), k -> new StringBuilder());
        }

        static int block(JsonNode h) {
            return h.get("col").asInt() / 4 * 1000 + h.get("row").asInt() / 6;
        }

        /** A path a block, each with {@code attributes}. */
        void paths(StringBuilder out, String attributes) {
            byBlock.values().forEach(d -> out.append("<path ").append(attributes).append(" d=\"").append(d).append("\"/>"));
        }
    }

    /**
     * Solid line pieces (roads, contours, cliffs, buildings, the marked hexes' edges) a path a block (Blocks), the pieces
     * that meet end to end drawn as one line. With round caps and joins the line covers what its pieces did, with fewer
     * caps for Chromium's raster to draw (docs/performance.md, run 20). Not for dashed lines: a joined line's dashes would
     * run on round its corners instead of starting afresh on each piece.
     */
    private static final class Lines {
        private final Map<Integer, List<String[]>> byBlock = new TreeMap<>();

        /** The piece from ends[0] to ends[1], in h's block. */
        void add(JsonNode h, double[][] ends) {
            byBlock.computeIfAbsent(Blocks.block(h), k -> new ArrayList<>())
                    .add(new String[] {n(ends[0][0]) + ',' + n(ends[0][1]), n(ends[1][0]) + ',' + n(ends[1][1])});
        }

        /** A path a block, each with {@code attributes}. */
        void paths(StringBuilder out, String attributes) {
            byBlock.values().forEach(pieces -> out.append("<path ").append(attributes).append(" d=\"").append(joined(pieces)).append("\"/>"));
        }

        /**
         * The pieces as path data, chained: a line runs on through every point where exactly two pieces meet. Lines start
         * at the other points (ends and crossings) first; what is left then are closed loops.
         */
        private static String joined(List<String[]> pieces) {
            Map<String, List<Integer>> at = new HashMap<>();
            for (int i = 0; i < pieces.size(); i++) {
                for (String end : pieces.get(i)) {
                    at.computeIfAbsent(end, k -> new ArrayList<>()).add(i);
                }
            }
            boolean[] drawn = new boolean[pieces.size()];
            StringBuilder d = new StringBuilder();
            for (boolean loops : new boolean[] {false, true}) { // lines from their free ends first, then closed loops
                for (int i = 0; i < pieces.size(); i++) {
                    for (String start : pieces.get(i)) {
                        if (!drawn[i] && (loops || at.get(start).size() != 2)) {
                            line(pieces, at, drawn, i, start, d);
                        }
                    }
                }
            }
            return d.toString();
        }

        /** One line from {@code start}, along piece {@code first} and on through each point where exactly two pieces meet. */
        private static void line(List<String[]> pieces, Map<String, List<Integer>> at, boolean[] drawn, int first, String start, StringBuilder d) {
            d.append('M').append(start);
            String point = start;
            for (int piece = first; piece >= 0; ) {
                drawn[piece] = true;
                String[] ends = pieces.get(piece);
                point = ends[0].equals(point) ? ends[1] : ends[0];
                d.append('L').append(point);
                List<Integer> there = at.get(point);
                int other = there.size() == 2 ? there.get(0) + there.get(1) - piece : -1; // the piece going on
                piece = other >= 0 && !drawn[other] ? other : -1;
            }
        }
    }

    /** A coordinate to a tenth, without a trailing ".0". */
    public static String n(double v) {
        long tenths = Math.round(v * 10);
        return tenths % 10 == 0 ? Long.toString(tenths / 10) : String.format(Locale.ROOT, "%.1f", tenths / 10.0);
    }

    /** Text for XML: markup characters escaped, control characters (not allowed in XML 1.0) made spaces. */
    public static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;")
                .transform(t -> CONTROL.matcher(t).replaceAll(" "));
    }

    private static final java.util.regex.Pattern CONTROL = java.util.regex.Pattern.compile("[\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F]");
}
