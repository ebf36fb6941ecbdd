package toi.cli.tideofiron;

import static toi.draw.BoardSvg.escape;
import static toi.draw.BoardSvg.n;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import toi.draw.BoardSvg;
import toi.draw.MapJson;
import toi.draw.Pieces;
import toi.draw.PositionView;
import toi.engine.hex.Hex;
import toi.engine.hex.Point;
import toi.engine.map.Board;
import toi.engine.map.DeploymentZone;
import toi.engine.map.MarkerType;
import toi.engine.map.NationHex;
import toi.engine.map.Objective;
import toi.engine.map.Terrain;
import toi.engine.units.Position;
import toi.engine.units.Unit;
import toi.engine.units.UnitType;

/**
 * A board position as a standalone SVG picture ({@code ./toi render}), for a person to read and check by eye: the board
 * as the browser draws it ({@link BoardSvg} and {@link Pieces}: terrain, hills, roads, buildings, zones, marked hexes,
 * objectives with their values, markers and the units' counters), framed by a title, a north arrow, a legend of what the
 * marks mean and a roster that spells out each unit. The output depends only on the position.
 */
public final class BoardPicture {
    private static final ObjectMapper JSON = new ObjectMapper();
    /** The picture shows the browser's board half as large again: 60 pixels from a hex centre to a corner. */
    private static final double SCALE = 1.5;
    private static final double MARGIN = 20;
    private static final double TITLE_HEIGHT = 46;
    private static final double LEGEND_GAP = 28;
    private static final double LEGEND_WIDTH = 300;
    private static final String FONT = "DejaVu Sans, Verdana, Arial, sans-serif";
    private static final String HILL = "#7a4a1a";
    /** What style.css gives the board in the browser and a picture must say itself: haloed labels, fatigued counters faded. */
    private static final String STYLE = "text { font-family: " + FONT + "; } .halo { stroke: #fff; stroke-width: 2.5px; stroke-opacity: 0.85;"
            + " paint-order: stroke; } .unit.fatigued .body { opacity: 0.6; }";

    private final Position position;
    private final Board board;
    private final JsonNode map;
    private final StringBuilder out = new StringBuilder(128 * 1024);

    private BoardPicture(Position position) {
        this.position = position;
        this.board = position.board();
        ObjectNode m = JSON.valueToTree(MapJson.of(board));
        m.put("name", position.name());
        this.map = m;
    }

    /** The position as a complete SVG document (UTF-8 text). */
    public static String render(Position position) {
        return new BoardPicture(position).build();
    }

    private String build() {
        double[] b = BoardSvg.bounds(map);
        double boardX = MARGIN, boardY = MARGIN + TITLE_HEIGHT, boardW = b[2] * SCALE, boardH = b[3] * SCALE;
        StringBuilder legend = new StringBuilder();
        double legendBottom = legend(legend, boardX + boardW + LEGEND_GAP, boardY);
        double width = boardX + boardW + LEGEND_GAP + LEGEND_WIDTH + MARGIN;
        double height = Math.max(boardY + boardH, legendBottom) + MARGIN;
        out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        out.append("<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"").append(n(width)).append("\" height=\"").append(n(height))
                .append("\" viewBox=\"0 0 ").append(n(width)).append(' ').append(n(height)).append("\" font-family=\"").append(FONT).append("\">\n");
        out.append("<title>").append(escape(position.name())).append("</title>\n");
        out.append("<style>").append(STYLE).append("</style>\n");
        out.append("<rect class=\"background\" x=\"0\" y=\"0\" width=\"").append(n(width)).append("\" height=\"").append(n(height))
                .append("\" fill=\"#ffffff\"/>\n");
        title();
        out.append("<rect class=\"board-ground\" x=\"").append(n(boardX)).append("\" y=\"").append(n(boardY)).append("\" width=\"").append(n(boardW))
                .append("\" height=\"").append(n(boardH)).append("\" rx=\"4\" fill=\"#cfd6bf\" stroke=\"#888\"/>\n");
        out.append(BoardSvg.picture(map, Pieces.of(map, PositionView.of(position)),
                "x=\"" + n(boardX) + "\" y=\"" + n(boardY) + "\" width=\"" + n(boardW) + "\" height=\"" + n(boardH) + "\"")).append('\n');
        out.append(legend);
        out.append("</svg>\n");
        return out.toString();
    }

    private void title() {
        text(out, MARGIN, MARGIN + 20, position.name(), "title", "font-size=\"20\" font-weight=\"bold\" fill=\"#222\"");
        long playable = board.hexes().stream().filter(board::isPlayable).count();
        String mapName = position.name().equals(board.name()) ? "" : "map: " + board.name() + " · ";
        String sub = mapName + board.columns() + " columns × " + board.rows() + " rows (" + playable + " playable hexes) · "
                + position.units().size() + " units · hex ids are column letter + row number";
        text(out, MARGIN, MARGIN + 38, sub, "subtitle", "font-size=\"11\" fill=\"#555\"");
    }

    // ---- legend ----------------------------------------------------------------------------

    /** Writes the legend (north arrow, key, unit roster) at x, y; returns its bottom. */
    private double legend(StringBuilder sb, double x, double y) {
        sb.append("<g class=\"legend\">\n");
        y = northArrow(sb, x, y);
        y = heading(sb, x, y, "Terrain");
        for (Terrain t : terrainInUse()) {
            swatchHex(sb, x + 10, y + 2, t.playable() ? colour(t) : "#dcdcdc");
            text(sb, x + 26, y + 6, t.name() + (t.playable() ? "" : " (half hex, not in play)"), "legend-terrain", "font-size=\"10\" fill=\"#222\"");
            y += 21;
        }
        y = heading(sb, x, y + 4, "Elevation");
        for (int level = 1; level <= 2; level++) {
            swatchHex(sb, x + 10, y + 2, colour(board.catalog().terrain("clear").orElse(null)));
            hatchKey(sb, x + 10, y + 2, level);
            text(sb, x + 26, y + 6, "L" + level + ": " + (level == 1 ? "low hill, hatched one way" : "high hill, hatched both ways"),
                    "legend-elevation", "font-size=\"10\" fill=\"#222\"");
            y += 21;
        }
        legendLine(sb, x, y, "stroke=\"" + HILL + "\" stroke-width=\"3\"", "contour: one level down");
        y += 18;
        legendLine(sb, x, y, "stroke=\"#2a1608\" stroke-width=\"7\"", "cliff hexside (level 0 to 2)");
        y += 22;

        y = heading(sb, x, y + 4, "Map features");
        legendLine(sb, x, y, "stroke=\"#5c4b36\" stroke-width=\"11\" stroke-linecap=\"round\"", null);
        legendLine(sb, x, y, "stroke=\"#efe2bd\" stroke-width=\"6\" stroke-linecap=\"round\"", "road");
        y += 20;
        legendLine(sb, x, y, "stroke=\"#3b1f0e\" stroke-width=\"4\"", "building outline (named once)");
        y += 20;
        Set<String> zoneNations = new LinkedHashSet<>();
        for (DeploymentZone z : board.deploymentZones()) {
            zoneNations.add(z.nation());
        }
        for (String nation : zoneNations) {
            legendLine(sb, x, y, "stroke=\"" + Pieces.Nation.of(nation).dark() + "\" stroke-width=\"2.2\" stroke-dasharray=\"7 3\"",
                    nation + " deployment zone (inside the line)");
            y += 20;
        }
        if (!board.highlights().isEmpty()) {
            legendLine(sb, x, y, "stroke=\"#f2c500\" stroke-width=\"4\"", "marked hexes: " + String.join(", ", board.highlights().keySet()));
            y += 20;
        }
        objectiveKey(sb, x + 12, y + 2, "#4a7fc1", 3, "1", null);
        text(sb, x + 32, y + 6, "command objective: value; ring blue = neutral", "legend-objective", "font-size=\"10\" fill=\"#222\"");
        y += 26;
        objectiveKey(sb, x + 12, y + 2, Pieces.Nation.of("US").fill(), 3, "2", null);
        text(sb, x + 32, y + 6, "a nation's command objective: ring in its colour", "legend-objective", "font-size=\"10\" fill=\"#222\"");
        y += 26;
        objectiveKey(sb, x + 12, y + 2, "#c99a00", 2.5, "3VP", null);
        text(sb, x + 32, y + 6, "victory objective: gold ring, victory points", "legend-objective", "font-size=\"10\" fill=\"#222\"");
        y += 26;
        objectiveKey(sb, x + 12, y + 2, "#4a7fc1", 3, "1", "GER");
        text(sb, x + 32, y + 6, "held: filled with the holder's colour", "legend-objective", "font-size=\"10\" fill=\"#222\"");
        y += 24;
        sb.append("<rect x=\"").append(n(x + 3)).append("\" y=\"").append(n(y - 4)).append("\" width=\"11\" height=\"12\" rx=\"2\" fill=\"#fff\" stroke=\"#555\" stroke-width=\"1.5\"/>");
        text(sb, x + 8.5, y + 5, "R", null, "font-size=\"7\" font-weight=\"bold\" text-anchor=\"middle\"");
        text(sb, x + 32, y + 6, "reinforcement hex  /  EXIT: exit hex", "legend-r", "font-size=\"10\" fill=\"#222\"");
        y += 22;

        y = scenarioMarks(sb, x, y);
        y = heading(sb, x, y + 4, "Markers");
        double mx = x;
        for (MarkerType m : board.catalog().markerTypes()) {
            double w = m.symbol().length() * 5 + 8;
            double entryW = w + 4 + textWidth(m.name(), 9.5) + 12;
            if (mx + entryW > x + LEGEND_WIDTH && mx > x) {
                mx = x;
                y += 18;
            }
            // the marker's own label, as Pieces draws it on the board
            sb.append("<rect x=\"").append(n(mx)).append("\" y=\"").append(n(y - 4)).append("\" width=\"").append(n(w))
                    .append("\" height=\"11\" rx=\"3\" fill=\"").append(Pieces.markerFill(m.id())).append("\" stroke=\"#333\" stroke-width=\"0.8\"/>");
            text(sb, mx + w / 2, y + 4.5, m.symbol(), null, "font-size=\"7.5\" font-weight=\"bold\" text-anchor=\"middle\"");
            text(sb, mx + w + 4, y + 5.5, m.name().toLowerCase(Locale.ROOT), "legend-marker", "font-size=\"9.5\" fill=\"#222\"");
            mx += entryW;
        }
        y += 24;
        y = unitsKey(sb, x, y);
        y = roster(sb, x, y);
        sb.append("</g>\n");
        return y;
    }

    /** Two sample counters drawn by {@link Pieces}, as on the board, and what their marks mean. */
    private double unitsKey(StringBuilder sb, double x, double y) {
        y = heading(sb, x, y + 4, "Units");
        ObjectNode squad = JSON.createObjectNode().put("id", "us-1").put("nation", "US").put("condition", "PINNED").put("damage", "NONE")
                .put("activation", "FRESH").put("specialization", "engineer").put("stars", 0);
        squad.putArray("figures").add("us-regular").add("us-regular").add("us-regular").add("us-officer");
        ObjectNode tank = JSON.createObjectNode().put("id", "ger-t1").put("nation", "GER").put("condition", "NONE").put("damage", "NONE")
                .put("activation", "FRESH");
        tank.putArray("figures").add("tiger-i");
        sb.append("<g class=\"legend-counters\" transform=\"translate(").append(n(x)).append(',').append(n(y - 6)).append(") scale(1.5)\">")
                .append(Pieces.counter(squad, 0, 0)).append(Pieces.counter(tank, 46, 0)).append("</g>\n");
        y += 34 * 1.5 + 4;
        for (String line : List.of(
                "a counter: nation and number on the band (US 1), the",
                "figures (3R+O: 3 regular infantry and an officer; R",
                "regular, E elite, O officer, MG machine gun crew, Mtr",
                "mortar crew) or the vehicle; rounded = squad, square =",
                "vehicle; GER counters have a black line under the band.",
                "badges: PIN pinned (orange edge), DIS disrupted (red",
                "edge), LtD / HvD / Imm damage, OF op fire, FAT fatigued",
                "(faded), the specialization (eng…), ★ stars, pil / ent",
                "in a pillbox / entrenchment, MUN a munitions token, TRn",
                "carrying n squads; hatched = concealed; a stack fans out")) {
            text(sb, x, y + 5, line, "legend-units", "font-size=\"9.5\" fill=\"#222\"");
            y += 13;
        }
        return y + 6;
    }

    /** Every unit spelled out: id, hex, figures or vehicle, specialization and state. */
    private double roster(StringBuilder sb, double x, double y) {
        y = heading(sb, x, y + 4, "Roster");
        double idWidth = 40;
        for (Unit u : position.units()) {
            idWidth = Math.max(idWidth, textWidth(u.id(), 9.5) * 1.13 + 8);
        }
        idWidth = Math.min(idWidth, 150);
        double textX = x + idWidth + 32;
        int wrapAt = (int) ((x + LEGEND_WIDTH - textX) / (9.5 * 0.58));
        for (Unit u : position.units()) {
            String status = status(u);
            text(sb, x, y + 5, u.id(), "roster-id", "font-size=\"9.5\" font-weight=\"bold\" fill=\"" + Pieces.Nation.of(u.nation()).fill() + "\"");
            text(sb, x + idWidth, y + 5, u.hex() == null ? "off" : u.hex().toString(), "roster-hex", "font-size=\"9.5\" fill=\"#222\"");
            for (String line : wrap(rosterText(u) + (status.isEmpty() ? "" : " [" + status + "]"), wrapAt)) {
                text(sb, textX, y + 5, line, "roster-text", "font-size=\"9.5\" fill=\"#222\"");
                y += 13;
            }
            y += 2;
        }
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
            byNation.computeIfAbsent(nh.nation() == null ? "both sides" : nh.nation(), k -> new ArrayList<>()).add(nh.hex().toString());
        }
        byNation.forEach((nation, hexes) -> lines.add(word + " (" + nation + "): " + String.join(", ", hexes)));
    }

    private double northArrow(StringBuilder sb, double x, double y) {
        Point v = Point.centerOf(new Hex(0, 0).neighbor(board.north()));
        double len = Math.hypot(v.x(), v.y());
        double dx = v.x() / len, dy = v.y() / len;
        double ax = x + 24, ay = y + 26;
        sb.append("<g class=\"north-arrow\" data-north=\"").append(board.north()).append("\">");
        sb.append("<circle cx=\"").append(n(ax)).append("\" cy=\"").append(n(ay)).append("\" r=\"22\" fill=\"#fafafa\" stroke=\"#999\"/>");
        double tipX = ax + dx * 18, tipY = ay + dy * 18, baseX = ax - dx * 14, baseY = ay - dy * 14, px = -dy * 7, py = dx * 7;
        sb.append("<polygon points=\"").append(n(tipX)).append(',').append(n(tipY)).append(' ').append(n(baseX + px)).append(',').append(n(baseY + py))
                .append(' ').append(n(ax)).append(',').append(n(ay)).append(' ').append(n(baseX - px)).append(',').append(n(baseY - py))
                .append("\" fill=\"#222\"/>");
        text(sb, ax + dx * 12 - dy * 10, ay + dy * 12 + dx * 10 + 4, "N", null, "font-size=\"11\" font-weight=\"bold\" text-anchor=\"middle\" fill=\"#222\"");
        sb.append("</g>\n");
        text(sb, x + 56, y + 30, "north is towards the board's " + board.north() + " side", "legend-north", "font-size=\"10\" fill=\"#222\"");
        return y + 62;
    }

    private static double heading(StringBuilder sb, double x, double y, String title) {
        text(sb, x, y + 4, title, "legend-heading", "font-size=\"12\" font-weight=\"bold\" fill=\"#222\"");
        return y + 20;
    }

    private static void legendLine(StringBuilder sb, double x, double y, String style, String label) {
        sb.append("<line x1=\"").append(n(x + 2)).append("\" y1=\"").append(n(y + 2)).append("\" x2=\"").append(n(x + 22)).append("\" y2=\"")
                .append(n(y + 2)).append("\" ").append(style).append("/>\n");
        if (label != null) {
            text(sb, x + 32, y + 6, label, "legend-line", "font-size=\"10\" fill=\"#222\"");
        }
    }

    /** An objective as the board draws it (Pieces): its ring, its disc (the holder's colour, or white), its value. */
    private static void objectiveKey(StringBuilder sb, double x, double y, String ring, double ringWidth, String value, String held) {
        sb.append("<circle cx=\"").append(n(x)).append("\" cy=\"").append(n(y)).append("\" r=\"12\" fill=\"none\" stroke=\"").append(ring)
                .append("\" stroke-width=\"").append(n(ringWidth)).append("\"/>");
        sb.append("<circle cx=\"").append(n(x)).append("\" cy=\"").append(n(y)).append("\" r=\"10\" fill=\"")
                .append(held == null ? "#fff" : Pieces.Nation.of(held).fill()).append("\" stroke=\"#111\" stroke-width=\"1.2\"/>");
        text(sb, x, y + 3, held == null ? value : Pieces.Nation.of(held).letter(), null,
                "font-size=\"7\" font-weight=\"bold\" text-anchor=\"middle\" fill=\"" + (held == null ? "#111" : "#fff") + "\"");
    }

    private static void swatchHex(StringBuilder sb, double x, double y, String fill) {
        sb.append("<polygon points=\"").append(hexPoints(x, y, 9)).append("\" fill=\"").append(escape(fill))
                .append("\" stroke=\"#4d4d4d\" stroke-width=\"0.8\"/>\n");
    }

    /** A hill's hatching over a swatch, as the board draws it: one way for level 1, both ways for level 2. */
    private static void hatchKey(StringBuilder sb, double x, double y, int level) {
        StringBuilder d = new StringBuilder();
        for (int k = -3; k <= 3; k++) {
            d.append('M').append(n(x - 6 + k * 3)).append(',').append(n(y - 6)).append('l').append(n(12)).append(',').append(n(12));
            if (level >= 2) {
                d.append('M').append(n(x - 6 + k * 3)).append(',').append(n(y + 6)).append('l').append(n(12)).append(',').append(n(-12));
            }
        }
        sb.append("<clipPath id=\"hill-key-").append(level).append("\"><polygon points=\"").append(hexPoints(x, y, 9)).append("\"/></clipPath>")
                .append("<path clip-path=\"url(#hill-key-").append(level).append(")\" d=\"").append(d).append("\" stroke=\"").append(HILL)
                .append("\" stroke-width=\"0.8\" stroke-opacity=\"").append(level == 1 ? "0.55" : "0.7").append("\"/>\n");
    }

    private static String hexPoints(double x, double y, double r) {
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < 6; k++) {
            double a = Math.toRadians(60 * k);
            sb.append(k == 0 ? "" : " ").append(n(x + Math.cos(a) * r)).append(',').append(n(y + Math.sin(a) * r));
        }
        return sb.toString();
    }

    private List<Terrain> terrainInUse() {
        Set<String> used = new LinkedHashSet<>();
        for (Hex h : board.hexes()) {
            used.add(board.terrain(h).id());
        }
        return board.catalog().terrainTypes().stream().filter(t -> used.contains(t.id())).toList();
    }

    // ---- unit words ------------------------------------------------------------------------

    /** Short status: inside a fortification, pinned / disrupted, vehicle damage, activation, concealed. Empty when none. */
    private String status(Unit u) {
        List<String> parts = new ArrayList<>();
        if (u.fortification() != null) {
            parts.add(board.catalog().marker(u.fortification()).map(MarkerType::name).orElse(u.fortification()).toLowerCase(Locale.ROOT));
        }
        switch (u.condition()) {
            case PINNED -> parts.add("pinned");
            case DISRUPTED -> parts.add("disrupted");
            case NONE -> { }
        }
        switch (u.damage()) {
            case LIGHT -> parts.add("light damage");
            case IMMOBILE -> parts.add("immobilized");
            case HEAVY -> parts.add("heavy damage");
            case NONE -> { }
        }
        switch (u.activation()) {
            case OP_FIRE -> parts.add("op fire");
            case FATIGUED -> parts.add("fatigued");
            default -> { }
        }
        if (u.concealed()) {
            parts.add("concealed");
        }
        return String.join(", ", parts);
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
        counts.forEach((name, k) -> parts.add((k == 1 ? "" : k + " ") + name));
        return u.nation() + " squad: " + String.join(", ", parts) + (u.specialization() == null ? "" : "; " + u.specialization().id())
                + (u.stars() > 0 ? " " + "★".repeat(u.stars()) : "");
    }

    // ---- colours and SVG text ----------------------------------------------------------------

    private static String colour(Terrain t) {
        return t == null || t.color() == null ? "#e8e4c0" : t.color();
    }

    private static void text(StringBuilder sb, double x, double y, String s, String cls, String attrs) {
        sb.append("<text");
        if (cls != null) {
            sb.append(" class=\"").append(cls).append('"');
        }
        sb.append(" x=\"").append(n(x)).append("\" y=\"").append(n(y)).append('"');
        if (attrs != null) {
            sb.append(' ').append(attrs);
        }
        sb.append('>').append(escape(s)).append("</text>\n");
    }

    /** Rough width of text in DejaVu Sans at the given size (good enough to lay out the legend). */
    private static double textWidth(String s, double size) {
        return s.length() * size * 0.6;
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
}
