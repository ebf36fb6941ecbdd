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
import toi.engine.units.FireValues;
import toi.engine.units.RequiredParams;
import toi.engine.units.Specialization;
import toi.engine.units.UnitCatalog;
import toi.engine.units.UnitType;
import toi.json.Node;

/**
 * The rule data every game needs: terrain and marker types ({@code terrain.json}) and figure and
 * vehicle types ({@code units.json}). Loaded from the built-in copies, or from a directory a
 * player points to with the {@code TOI_DATA} environment variable.
 */
public record Catalogs(TerrainCatalog terrain, UnitCatalog units, Map<String, Specialization> specializations,
                       toi.engine.cards.CardCatalog cards) {

    public static final String TERRAIN_FILE = "terrain.json";
    public static final String UNITS_FILE = "units.json";
    public static final String ABILITIES_FILE = "abilities.json";
    public static final String CARDS_FILE = "cards.json";

    public Catalogs {
        specializations = Map.copyOf(specializations);
    }

    public java.util.Optional<Specialization> specialization(String id) {
        return java.util.Optional.ofNullable(specializations.get(id));
    }

    /** The built-in data, or the files in $TOI_DATA when that variable names a directory. */
    public static Catalogs load() {
        String dir = System.getenv("TOI_DATA");
        if (dir != null && !dir.isBlank()) {
            return fromDirectory(Path.of(dir));
        }
        Catalogs base = of(TERRAIN_FILE, resource(TERRAIN_FILE), UNITS_FILE, resource(UNITS_FILE), ABILITIES_FILE,
                resource(ABILITIES_FILE));
        return base.withCards(CARDS_FILE, optionalResource(CARDS_FILE));
    }

    /** The same catalogs with the Strategy and Operations cards read from {@code text} (none when null). */
    public Catalogs withCards(String file, String text) {
        return new Catalogs(terrain, units, specializations,
                text == null ? toi.engine.cards.CardCatalog.empty() : CardsLoader.from(file, text, units));
    }

    static String optionalResource(String name) {
        try (InputStream in = Catalogs.class.getResourceAsStream("/toi/" + name)) {
            return in == null ? null : new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new ContentException(name, "", "cannot be read: " + e.getMessage());
        }
    }

    public static Catalogs fromDirectory(Path dir) {
        Catalogs base = of(dir.resolve(TERRAIN_FILE).toString(), read(dir.resolve(TERRAIN_FILE)),
                dir.resolve(UNITS_FILE).toString(), read(dir.resolve(UNITS_FILE)),
                dir.resolve(ABILITIES_FILE).toString(), read(dir.resolve(ABILITIES_FILE)));
        Path cards = dir.resolve(CARDS_FILE);
        return base.withCards(cards.toString(), Files.exists(cards) ? read(cards) : null);
    }

    static Catalogs of(String terrainFile, String terrainText, String unitsFile, String unitsText,
                       String abilitiesFile, String abilitiesText) {
        Abilities abilities = abilitiesFrom(abilitiesFile, abilitiesText);
        return new Catalogs(terrainFrom(terrainFile, terrainText), unitsFrom(unitsFile, unitsText, abilities.params()),
                abilities.specializations(), toi.engine.cards.CardCatalog.empty());
    }

    /** The abilities file: each figure ability's numbers, and every specialization / restriction token. */
    record Abilities(Map<String, Map<String, Integer>> params, Map<String, Specialization> specializations) {
    }

    static Abilities abilitiesFrom(String file, String text) {
        Node root = Node.parse(file, text, ContentException::new).allowOnly("abilities", "specializations");
        Map<String, Map<String, Integer>> params = new LinkedHashMap<>();
        for (Node a : root.get("abilities").elements()) {
            a.allowOnly("id", "params", "source");
            String id = a.get("id").text();
            if (params.put(id, numbers(a, RequiredParams.ABILITIES.getOrDefault(id, List.of()))) != null) {
                throw a.get("id").error("ability '" + id + "' is defined twice");
            }
        }
        for (String required : RequiredParams.ABILITIES.keySet()) {
            if (!params.containsKey(required)) {
                throw root.get("abilities").error("ability '" + required + "' is missing (the rules need its numbers)");
            }
        }
        Map<String, Specialization> specs = new LinkedHashMap<>();
        for (Node s : root.get("specializations").elements()) {
            s.allowOnly("id", "name", "kind", "params", "source");
            String id = s.get("id").text();
            Specialization.Kind kind = s.oneOf("kind", "specialization", "specialization", "restriction")
                    .equals("restriction") ? Specialization.Kind.RESTRICTION : Specialization.Kind.SPECIALIZATION;
            Specialization spec = new Specialization(id, s.text("name", id), kind,
                    numbers(s, RequiredParams.SPECIALIZATIONS.getOrDefault(id, List.of())));
            if (specs.put(id, spec) != null) {
                throw s.get("id").error("specialization '" + id + "' is defined twice");
            }
        }
        return new Abilities(params, specs);
    }

    private static Map<String, Integer> numbers(Node owner, List<String> required) {
        Map<String, Integer> out = new LinkedHashMap<>();
        Node p = owner.opt("params");
        if (p != null) {
            if (!p.json.isObject()) {
                throw p.error("expected an object of named numbers { \"name\": 3 }");
            }
            p.json.fieldNames().forEachRemaining(name -> out.put(name, p.get(name).integer(-20, 20)));
        }
        for (String name : required) {
            if (!out.containsKey(name)) {
                throw new ContentException(owner.file, owner.path + ".params." + name, "missing (the rules need this number)");
            }
        }
        return out;
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
        Node root = Node.parse(file, text, ContentException::new).allowOnly("terrain", "markers", "markerGroups");
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

    public static UnitCatalog unitsFrom(String file, String text, Map<String, Map<String, Integer>> abilityParams) {
        Node root = Node.parse(file, text, ContentException::new).allowOnly("units");
        List<UnitType> types = new ArrayList<>();
        Set<String> ids = new HashSet<>();
        for (Node u : root.get("units").elements()) {
            u.allowOnly("id", "name", "nation", "category", "slots", "movement", "armor", "vsInfantry", "vsVehicle",
                    "areaAttack", "movementBonus", "transport", "traits", "abilities", "source");
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
            FireValues areaNormal = null;
            FireValues areaSuppressive = null;
            Node area = u.opt("areaAttack");
            if (area != null) {
                area.allowOnly("normal", "suppressive");
                areaNormal = fire(area.get("normal"));
                areaSuppressive = fire(area.get("suppressive"));
            }
            List<String> abilities = u.texts("abilities");
            Map<String, Integer> params = new LinkedHashMap<>();
            for (int i = 0; i < abilities.size(); i++) {
                Map<String, Integer> known = abilityParams.get(abilities.get(i));
                if (known == null) {
                    throw new ContentException(file, u.path + ".abilities[" + i + "]", "unknown ability '" + abilities.get(i)
                            + "' (abilities are defined in " + ABILITIES_FILE + ")");
                }
                String ability = abilities.get(i);
                known.forEach((name, value) -> params.put(ability + "." + name, value));
            }
            types.add(new UnitType(id, u.get("name").text(), u.get("nation").text(),
                    vehicle ? UnitType.Category.VEHICLE : UnitType.Category.INFANTRY, slots,
                    u.get("movement").integer(0, 30), u.integer("armor", 0), fire(inf), fire(veh), areaNormal,
                    areaSuppressive, u.integer("movementBonus", 0), u.integer("transport", 0),
                    new HashSet<>(u.texts("traits")), new HashSet<>(abilities), params, u.text("source", "unknown")));
        }
        return new UnitCatalog(types);
    }

    private static FireValues fire(Node n) {
        n.allowOnly("range", "firepower");
        return new FireValues(n.get("range").integer(0, 30), n.get("firepower").integer(0, 30));
    }
}
