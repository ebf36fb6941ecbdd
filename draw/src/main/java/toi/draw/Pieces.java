package toi.draw;

import static toi.draw.BoardSvg.H;
import static toi.draw.BoardSvg.centre;
import static toi.draw.BoardSvg.escape;
import static toi.draw.BoardSvg.n;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What stands on the board, drawn from a seat's view (the JSON of {@code SeatView}: its units, markers and objective
 * control) over the map {@link BoardSvg} draws: the markers, the objectives with their values and who holds them, and the
 * units as counters. The browser and {@code ./toi render} show these same layers. No rules: only what the view says.
 */
public final class Pieces {
    static final double CW = 40, CH = 34; // a counter's size
    private static final Map<String, String> VEHICLES = Map.of("sherman", "Sherman", "m10", "M10", "m3a1", "M3A1 HT", "gmc-truck", "Truck",
            "panzer-iv", "Pz IV", "tiger-i", "Tiger", "stug-iii", "StuG", "sdkfz-251", "251 HT", "opel-blitz", "Truck");
    private static final Map<String, String> MARKER_FILL = Map.of("entrenchment", "#d9b77a", "pillbox", "#b5b5b5", "razor-wire", "#ffffff",
            "tank-trap", "#ffd54f", "minefield", "#f4a0a0", "smoke", "#e6e6e6");

    /** The three layers' markup (the inside of {@code <g class="markers">}, {@code "objectives"} and {@code "units"}). */
    public record Layers(String markers, String objectives, String units) {
        /** The layers as the board's groups, in their drawing order. */
        public String groups() {
            return "<g class=\"markers\">" + markers + "</g><g class=\"objectives\">" + objectives + "</g><g class=\"units\">" + units + "</g>";
        }
    }

    /** A nation's colours (the counter's face, its top band and text) and its short name, as api.js's NATIONS has them. */
    public record Nation(String fill, String dark, String text, String letter) {
        public static Nation of(String id) {
            return switch (id == null ? "" : id) {
                case "US" -> new Nation("#56652a", "#3a4519", "#fff", "US");
                case "GER" -> new Nation("#6b7077", "#3d4146", "#fff", "GER");
                default -> {
                    String name = id == null ? "?" : id;
                    yield new Nation("#7a4f8a", "#4d2f59", "#fff", name.substring(0, Math.min(3, name.length())));
                }
            };
        }
    }

    private final Map<String, JsonNode> hexes = new HashMap<>();
    private final JsonNode map;

    private Pieces(JsonNode map) {
        this.map = map;
        map.path("hexes").forEach(h -> hexes.put(h.get("id").asText(), h));
    }

    /** The layers for {@code view} (a seat's view as JSON) on {@code map} (the map's JSON, {@link MapJson}). */
    public static Layers of(JsonNode map, JsonNode view) {
        Pieces p = new Pieces(map);
        return new Layers(p.markers(view), p.objectives(view.path("control")), p.units(view.path("units")));
    }

    /** Fortifications, obstacles and smoke: a row of small labels at the top of each hex. */
    private String markers(JsonNode view) {
        StringBuilder out = new StringBuilder();
        Map<String, List<String>> byHex = new LinkedHashMap<>();
        view.path("markers").forEach(m -> byHex.computeIfAbsent(m.path("hex").asText(), k -> new ArrayList<>()).add(m.path("marker").asText()));
        JsonNode types = map.path("markerTypes");
        byHex.forEach((id, list) -> {
            JsonNode h = hexes.get(id);
            if (h == null) {
                return;
            }
            double[] c = centre(h);
            double[] ws = new double[list.size()];
            double total = -3;
            for (int i = 0; i < list.size(); i++) {
                ws[i] = types.path(list.get(i)).path("symbol").asText(list.get(i)).length() * 5 + 8;
                total += ws[i] + 3;
            }
            double bx = c[0] - total / 2;
            for (int i = 0; i < list.size(); i++) {
                String m = list.get(i);
                JsonNode type = types.path(m);
                out.append("<g class=\"marker\" data-hex=\"").append(escape(id)).append("\" data-marker=\"").append(escape(m)).append("\"><title>")
                        .append(escape(type.path("name").asText(m))).append(" in ").append(escape(id)).append("</title>");
                out.append("<rect x=\"").append(n(bx)).append("\" y=\"").append(n(c[1] - H + 14)).append("\" width=\"").append(n(ws[i]))
                        .append("\" height=\"11\" rx=\"3\" fill=\"").append(markerFill(m)).append("\" stroke=\"#333\" stroke-width=\"0.8\"/>");
                out.append("<text x=\"").append(n(bx + ws[i] / 2)).append("\" y=\"").append(n(c[1] - H + 22.5))
                        .append("\" font-size=\"7.5\" font-weight=\"bold\" text-anchor=\"middle\" class=\"marker-label\">")
                        .append(escape(type.path("symbol").asText(m))).append("</text></g>");
                bx += ws[i] + 3;
            }
        });
        return out.toString();
    }

    /**
     * The objectives at each hex's left. 000 · Command Objectives: a command objective is the nation's or neutral (002 · COMMAND
     * OBJECTIVES: "A neutral command objective is represented by a blue circle"), held by whoever controls it (no one at the start,
     * even its own nation's: 000 · Objective Control at the Start of the Game); it shows its command value; a victory objective
     * its gold ring and its victory points.
     */
    private String objectives(JsonNode control) {
        StringBuilder out = new StringBuilder();
        for (JsonNode o : map.path("objectives")) {
            String hex = o.path("hex").asText();
            JsonNode h = hexes.get(hex);
            if (h == null) {
                continue;
            }
            double[] c = centre(h);
            double cx = c[0] - 27, y = c[1];
            String held = control.path(hex).isTextual() ? control.path(hex).asText() : null;
            boolean command = !o.path("kind").asText().equals("VICTORY");
            String nation = o.path("nation").isTextual() ? o.path("nation").asText() : null;
            String label = o.path("label").asText("");
            int value = o.path("value").asInt();
            String whose = command ? (nation != null ? nation + " command objective" : "neutral command objective") : (label.isEmpty() ? "objective" : label);
            out.append("<g class=\"objective ").append(command ? "command" : "victory").append("\" data-hex=\"").append(escape(hex))
                    .append("\" data-control=\"").append(held == null ? "none" : escape(held)).append("\"><title>").append(escape(whose)).append(" in ")
                    .append(escape(hex)).append(": ").append(command ? "command " + value : value + " VP").append(", ")
                    .append(held == null ? "held by nobody" : "held by " + escape(held)).append("</title>");
            String ring = command ? (nation != null ? Nation.of(nation).fill() : "#4a7fc1") : "#c99a00";
            out.append("<circle cx=\"").append(n(cx)).append("\" cy=\"").append(n(y)).append("\" r=\"12\" fill=\"none\" stroke=\"").append(ring)
                    .append("\" stroke-width=\"").append(command ? "3" : "2.5").append("\"/>");
            out.append("<circle cx=\"").append(n(cx)).append("\" cy=\"").append(n(y)).append("\" r=\"10\" fill=\"")
                    .append(held == null ? "#fff" : Nation.of(held).fill()).append("\" stroke=\"#111\" stroke-width=\"1.2\"/>");
            String fg = held == null ? "#111" : "#fff";
            String shortLabel = (label.isEmpty() ? "Obj" : label).substring(0, Math.min(4, (label.isEmpty() ? "Obj" : label).length()));
            text(out, cx, y - 1, 7, fg, "font-weight=\"bold\" class=\"objective-label\"", shortLabel);
            text(out, cx, y + 7, 6, fg, "class=\"objective-value\"", command ? String.valueOf(value) : held != null ? Nation.of(held).letter() : value + "VP");
            out.append("</g>");
        }
        return out.toString();
    }

    /** The units on the board as counters, a hex's stack fanned out; carried units ride on their carrier's counter. */
    private String units(JsonNode units) {
        StringBuilder out = new StringBuilder();
        Map<String, List<JsonNode>> stacks = new LinkedHashMap<>();
        Map<String, Integer> carried = new HashMap<>(); // 000 · Transporting Squads in Vehicles: a carrier's passengers
        for (JsonNode u : units) {
            if (u.path("carriedBy").isTextual()) {
                carried.merge(u.path("carriedBy").asText(), 1, Integer::sum);
            }
            if (!u.path("hex").isTextual() || u.path("carriedBy").isTextual()) {
                continue;
            }
            stacks.computeIfAbsent(u.path("hex").asText(), k -> new ArrayList<>()).add(u);
        }
        stacks.forEach((id, list) -> {
            JsonNode h = hexes.get(id);
            if (h == null) {
                return;
            }
            double[] c = centre(h);
            double off = 8, spread = (list.size() - 1) * off / 2;
            for (int i = 0; i < list.size(); i++) {
                counter(out, list.get(i), c[0] - CW / 2 - spread + i * off + 4, c[1] - CH / 2 - spread + i * off + 6,
                        carried.getOrDefault(list.get(i).path("id").asText(), 0), i == list.size() - 1 ? list.size() : 1);
            }
        });
        return out.toString();
    }

    /** {@code unit}'s counter (a view's unit) at x, y: as a legend shows one. */
    public static String counter(JsonNode unit, double x, double y) {
        StringBuilder out = new StringBuilder();
        counter(out, unit, x, y, 0, 1);
        return out.toString();
    }

    /**
     * A unit's counter: its nation's colours, its number (a vehicle: its type), its figures, and a badge for each state it
     * is in; the top counter of a stack of several says how many (issue 29: text of at least 8.5 units, read at 11 px or
     * more at the browser's default zoom).
     */
    private static void counter(StringBuilder out, JsonNode u, double x, double y, int passengers, int stack) {
        Nation nat = Nation.of(u.path("nation").asText(null));
        List<String> figures = new ArrayList<>();
        u.path("figures").forEach(f -> figures.add(f.asText()));
        boolean vehicle = isVehicle(figures), concealed = u.path("concealed").asBoolean(), hidden = concealed && figures.isEmpty();
        String condition = u.path("condition").asText("NONE"), damage = u.path("damage").asText("NONE"), activation = u.path("activation").asText("FRESH");
        String id = u.path("id").asText();
        out.append("<g class=\"unit ").append(activation.toLowerCase(Locale.ROOT)).append(vehicle ? " vehicle" : " squad").append("\" data-unit=\"")
                .append(escape(id)).append("\" data-hex=\"").append(escape(u.path("hex").asText())).append("\" data-nation=\"")
                .append(escape(u.path("nation").asText())).append("\" transform=\"translate(").append(n(x)).append(',').append(n(y)).append(")\">");
        out.append("<g class=\"face\">"); // drawn larger when the browser's board is zoomed far out (board.js, legibleCounters)
        String edge = condition.equals("DISRUPTED") ? "#e00000" : condition.equals("PINNED") ? "#ff9800" : "#111";
        String rx = vehicle ? "1" : "5";
        out.append("<rect class=\"body\" width=\"40\" height=\"34\" rx=\"").append(rx).append("\" fill=\"").append(nat.fill()).append("\" stroke=\"")
                .append(edge).append("\" stroke-width=\"").append(condition.equals("NONE") ? "1" : "3").append("\"/>");
        out.append("<rect width=\"40\" height=\"11\" rx=\"").append(rx).append("\" fill=\"").append(nat.dark()).append("\"/>");
        if (u.path("nation").asText().equals("GER")) {
            out.append("<rect x=\"0\" y=\"10\" width=\"40\" height=\"1.6\" fill=\"#111\"/>"); // a second sign besides colour
        }
        if (concealed) {
            out.append("<rect width=\"40\" height=\"34\" rx=\"5\" fill=\"url(#concealed)\"/>");
        }
        String number = id.substring(id.lastIndexOf('-') + 1);
        // a vehicle is named by its type (issue 29: not "GER 1" beside squad ger-1); its nation on top, its number below
        text(out, CW / 2, 8.8, 8.5, nat.text(), "font-weight=\"bold\" class=\"unit-id\"", vehicle || hidden ? nat.letter() : nat.letter() + " " + number); // a marker's name is no number
        if (hidden) {
            text(out, CW / 2, 28, 14, nat.text(), "font-weight=\"bold\"", "?");
        } else if (vehicle) {
            String type = VEHICLES.getOrDefault(figures.get(0), figures.get(0));
            text(out, CW / 2, 22, type.length() > 6 ? 8.5 : 10, nat.text(), "font-weight=\"bold\" class=\"unit-kind unit-type\"", type);
            text(out, CW / 2, 31.5, 8.5, nat.text(), "class=\"unit-number\"", "#" + number);
        } else {
            text(out, CW / 2, 22, 11, nat.text(), "font-weight=\"bold\" class=\"unit-figures\"", String.valueOf(figures.size()));
            text(out, CW / 2, 31.5, 8.5, nat.text(), "class=\"unit-kind\"", figuresCode(figures));
        }
        List<String[]> badges = new ArrayList<>(); // text, background, text colour
        if (condition.equals("PINNED")) {
            badges.add(new String[] {"PIN", "#ff9800", "#111"});
        }
        if (condition.equals("DISRUPTED")) {
            badges.add(new String[] {"DIS", "#e00000", "#fff"});
        }
        if (!damage.equals("NONE")) {
            badges.add(new String[] {switch (damage) { case "LIGHT" -> "LtD"; case "HEAVY" -> "HvD"; case "IMMOBILE" -> "Imm"; default -> damage; }, "#e00000", "#fff"});
        }
        if (activation.equals("OP_FIRE")) {
            badges.add(new String[] {"OF", "#ffd54f", "#111"});
        }
        if (activation.equals("FATIGUED")) {
            badges.add(new String[] {"FAT", "#ddd", "#111"});
        }
        String specialization = u.path("specialization").asText("");
        if (!specialization.isEmpty()) {
            badges.add(new String[] {specialization.substring(0, Math.min(3, specialization.length())), "#fff", "#111"});
        }
        if (u.path("stars").asInt() > 0) {
            badges.add(new String[] {"★".repeat(u.path("stars").asInt()), "#fff", "#a07000"});
        }
        String fortification = u.path("fortification").asText("");
        if (!fortification.isEmpty()) {
            badges.add(new String[] {fortification.substring(0, Math.min(3, fortification.length())), "#d9b77a", "#111"});
        }
        String munition = u.path("munition").asText("");
        if (!munition.isEmpty()) { // 002 · MUNITIONS
            badges.add(new String[] {munition.equals("facedown") ? "MUN" : munition.toUpperCase(Locale.ROOT), "#bcd4e6", "#111"});
        }
        if (passengers > 0) { // transporting that many squads
            badges.add(new String[] {"TR" + passengers, "#cfe3c4", "#111"});
        }
        for (int i = 0; i < badges.size(); i++) {
            String[] b = badges.get(i);
            double w = b[0].length() * 5.6 + 4, bx = CW - w + 4, by = 10 + i * 10.5;
            out.append("<rect x=\"").append(n(bx)).append("\" y=\"").append(n(by)).append("\" width=\"").append(n(w)).append("\" height=\"10\" rx=\"2\" fill=\"")
                    .append(b[1]).append("\" stroke=\"#111\" stroke-width=\"0.6\"/>");
            text(out, bx + w / 2, by + 8, 8.5, b[2], "font-weight=\"bold\" class=\"badge\"", b[0]);
        }
        if (stack > 1) { // the top counter of a stack: how many units the hex holds (the stack panel lists them: a click away)
            out.append("<circle class=\"stack-count-disc\" cx=\"-1\" cy=\"-1\" r=\"7\" fill=\"#fff\" stroke=\"#111\" stroke-width=\"1\"/>");
            text(out, -1, 2, 8.5, "#111", "font-weight=\"bold\" class=\"stack-count\"", String.valueOf(stack));
        }
        out.append("</g></g>");
    }

    private static void text(StringBuilder out, double x, double y, double size, String fill, String attributes, String text) {
        out.append("<text x=\"").append(n(x)).append("\" y=\"").append(n(y)).append("\" font-size=\"").append(n(size)).append("\" fill=\"").append(fill)
                .append("\" text-anchor=\"middle\" ").append(attributes).append('>').append(escape(text)).append("</text>");
    }

    /** A marker's fill: its kind's colour, a pale yellow for any other. */
    public static String markerFill(String marker) {
        return MARKER_FILL.getOrDefault(marker, "#fff3c4");
    }

    /** A vehicle is one figure that is no kind of soldier (api.js's isVehicle). */
    static boolean isVehicle(List<String> figures) {
        return figures.size() == 1 && !figures.get(0).matches(".*-(regular|elite|officer|mg|mortar)");
    }

    /** "3E+O" from figure type ids ("us-elite", …), as api.js's figuresCode writes it. */
    static String figuresCode(List<String> figures) {
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (String f : figures) {
            String kind = f.replaceFirst("^[a-z]+-", "");
            String code = switch (kind) {
                case "regular" -> "R";
                case "elite" -> "E";
                case "officer" -> "O";
                case "mg" -> "MG";
                case "mortar" -> "Mtr";
                default -> kind.substring(0, Math.min(4, kind.length()));
            };
            counts.merge(code, 1, Integer::sum);
        }
        StringBuilder s = new StringBuilder();
        counts.forEach((code, k) -> s.append(s.length() == 0 ? "" : "+").append(k == 1 ? "" : k).append(code));
        return s.toString();
    }
}
