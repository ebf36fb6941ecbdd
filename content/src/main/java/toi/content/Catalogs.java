package toi.content;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import toi.engine.map.MarkerType;
import toi.engine.map.Terrain;
import toi.engine.map.TerrainCatalog;
import toi.engine.units.UnitCatalog;
import toi.engine.units.UnitType;

/**
 * The rule data every game needs: terrain and marker types ({@code terrain.json}) and figure and
 * vehicle types ({@code units.json}). Loaded from the built-in copies, or from a directory a
 * player points to with the {@code TOI_DATA} environment variable.
 */
public record Catalogs(TerrainCatalog terrain, UnitCatalog units) {

    public static final String TERRAIN_FILE = "terrain.json";
    public static final String UNITS_FILE = "units.json";

    /** The built-in data, or the files in $TOI_DATA when that variable names a directory. */
    public static Catalogs load() {
        String dir = System.getenv("TOI_DATA");
        if (dir != null && !dir.isBlank()) {
            return fromDirectory(Path.of(dir));
        }
        return new Catalogs(terrainFrom(TERRAIN_FILE, resource(TERRAIN_FILE)), unitsFrom(UNITS_FILE, resource(UNITS_FILE)));
    }

    public static Catalogs fromDirectory(Path dir) {
        return new Catalogs(terrainFrom(dir.resolve(TERRAIN_FILE).toString(), read(dir.resolve(TERRAIN_FILE))),
                unitsFrom(dir.resolve(UNITS_FILE).toString(), read(dir.resolve(UNITS_FILE))));
    }

    static String resource(String name) {
        try (InputStream in = Catalogs.class.getResourceAsStream("/toi/" + name)) {
            if (in == null) {
                throw new ContentException(name, "", "built-in data file is missing from the application");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new ContentException(name, "", "cannot be read: " + e.getMessage());
        }
    }

    static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new ContentException(file.toString(), "", "cannot be read (" + e.getClass().getSimpleName()
                    + (e.getMessage() == null ? "" : ": " + e.getMessage()) + ")");
        }
    }

    public static TerrainCatalog terrainFrom(String file, String text) {
        Node root = Node.parse(file, text).allowOnly("terrain", "markers", "markerGroups");
        List<Terrain> terrain = new ArrayList<>();
        Set<String> ids = new HashSet<>();
        Set<Character> symbols = new HashSet<>();
        for (Node t : root.get("terrain").elements()) {
            t.allowOnly("id", "name", "symbol", "blocksLos", "cover", "cost", "roadBonus", "carriesRoad", "playable", "color", "source");
            String id = t.get("id").text();
            if (!ids.add(id)) {
                throw t.get("id").error("terrain id '" + id + "' is defined twice");
            }
            String symbol = t.get("symbol").text();
            if (symbol.length() != 1 || Character.isDigit(symbol.charAt(0)) || Character.isWhitespace(symbol.charAt(0))) {
                throw t.get("symbol").error("must be one character that is not a digit or a space, got '" + symbol + "'");
            }
            if (!symbols.add(symbol.charAt(0))) {
                throw t.get("symbol").error("symbol '" + symbol + "' is used by another terrain");
            }
            Node cost = t.get("cost").allowOnly("squad", "vehicle");
            terrain.add(new Terrain(id, t.get("name").text(), symbol.charAt(0), t.get("blocksLos").bool(),
                    t.get("cover").integer(0, 20), costOf(cost, "squad"), costOf(cost, "vehicle"),
                    t.bool("roadBonus", true), t.bool("carriesRoad", false), t.bool("playable", true),
                    t.text("color", "#ffffff")));
        }
        Map<String, Integer> groups = new LinkedHashMap<>();
        Node g = root.opt("markerGroups");
        if (g != null) {
            g.json.fieldNames().forEachRemaining(name -> groups.put(name, g.get(name).integer(1, 99)));
        }
        List<MarkerType> markers = new ArrayList<>();
        for (Node m : root.get("markers").elements()) {
            m.allowOnly("id", "name", "group", "maxPerHex", "forbiddenTerrain", "blocksLos", "cover", "coverFor",
                    "holds", "stopsMovement", "symbol", "source");
            String group = m.text("group", null);
            if (group != null && !groups.containsKey(group)) {
                throw m.get("group").error("group '" + group + "' has no limit in markerGroups");
            }
            List<String> forbidden = m.texts("forbiddenTerrain");
            for (int i = 0; i < forbidden.size(); i++) {
                if (!ids.contains(forbidden.get(i))) {
                    throw new ContentException(file, m.path + ".forbiddenTerrain[" + i + "]",
                            "unknown terrain '" + forbidden.get(i) + "' (known: " + String.join(", ", ids) + ")");
                }
            }
            markers.add(new MarkerType(m.get("id").text(), m.get("name").text(), group, m.get("maxPerHex").integer(1, 99),
                    new HashSet<>(forbidden), m.bool("blocksLos", false), m.integer("cover", 0),
                    m.oneOf("coverFor", "none", "none", "occupant", "squads", "all"), m.integer("holds", 0),
                    m.oneOf("stopsMovement", "none", "none", "all", "vehicles", "non-engineer-squads-and-light-vehicles"),
                    m.text("symbol", m.get("id").text())));
        }
        try {
            return new TerrainCatalog(terrain, markers, groups);
        } catch (IllegalArgumentException e) {
            throw new ContentException(file, "", e.getMessage());
        }
    }

    private static Integer costOf(Node cost, String key) {
        Node n = cost.opt(key);
        return n == null ? null : n.integer(1, 20);
    }

    public static UnitCatalog unitsFrom(String file, String text) {
        Node root = Node.parse(file, text).allowOnly("units");
        List<UnitType> types = new ArrayList<>();
        Set<String> ids = new HashSet<>();
        for (Node u : root.get("units").elements()) {
            u.allowOnly("id", "name", "nation", "category", "slots", "movement", "armor", "vsInfantry", "vsVehicle",
                    "movementBonus", "transport", "traits", "abilities", "source");
            String id = u.get("id").text();
            if (!ids.add(id)) {
                throw u.get("id").error("unit type id '" + id + "' is defined twice");
            }
            String category = u.oneOf("category", null, "infantry", "vehicle");
            boolean vehicle = category.equals("vehicle");
            Node inf = u.get("vsInfantry").allowOnly("range", "firepower");
            Node veh = u.get("vsVehicle").allowOnly("range", "firepower");
            int slots = vehicle ? 0 : u.get("slots").integer(1, 4);
            if (vehicle && u.has("slots")) {
                throw u.get("slots").error("vehicles do not take squad slots");
            }
            types.add(new UnitType(id, u.get("name").text(), u.get("nation").text(),
                    vehicle ? UnitType.Category.VEHICLE : UnitType.Category.INFANTRY, slots,
                    u.get("movement").integer(0, 30), u.integer("armor", 0),
                    inf.get("range").integer(0, 30), inf.get("firepower").integer(0, 30),
                    veh.get("range").integer(0, 30), veh.get("firepower").integer(0, 30),
                    u.integer("movementBonus", 0), u.integer("transport", 0),
                    new HashSet<>(u.texts("traits")), new HashSet<>(u.texts("abilities")), u.text("source", "unknown")));
        }
        return new UnitCatalog(types);
    }
}
