package toi.irontide.load;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import toi.engine.hex.Hex;
import toi.irontide.data.Chit;
import toi.irontide.data.CombatResult;
import toi.irontide.data.CombatResultsTable;
import toi.irontide.data.Division;
import toi.irontide.data.GameMap;
import toi.irontide.data.HexIds;
import toi.irontide.data.HexPair;
import toi.irontide.data.Hexside;
import toi.irontide.data.MapHex;
import toi.irontide.data.Odds;
import toi.irontide.data.RulebookNumbers;
import toi.irontide.data.Scenario;
import toi.irontide.data.Side;
import toi.irontide.data.Source;
import toi.irontide.data.Terrain;
import toi.irontide.data.Town;
import toi.irontide.data.Turn;
import toi.irontide.data.UnitDef;
import toi.irontide.data.UnitType;
import toi.irontide.data.Weather;
import toi.json.Node;

/**
 * Reads an Iron Tide scenario folder — {@code scenario.json} naming its map, terrain chart, Combat Results Table,
 * chit mix, units and Turn Record Chart — plus the rulebook's numbers ({@code irontide/rulebook/rules.json}), and
 * checks every entry: a refusal names the file, the field and the problem (docs/iron-tide.md).
 */
public final class ScenarioLoader {
    public static final String DEMO_ID = "iron-tide-demo";
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Function<String, InputStream> files;

    private ScenarioLoader(Function<String, InputStream> files) {
        this.files = files;
    }

    /** The demonstration set shipped with the module (every entry's source: demo). */
    public static Scenario demo() {
        return new ScenarioLoader(name -> ScenarioLoader.class.getResourceAsStream("/irontide/demo/" + name)).read();
    }

    /** An owner's scenario folder. */
    public static Scenario load(Path folder) {
        return new ScenarioLoader(name -> {
            Path p = folder.resolve(name);
            if (!Files.isRegularFile(p)) {
                return null;
            }
            try {
                return Files.newInputStream(p);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }).read();
    }

    /** For tests: files given as texts by name (a missing name is a missing file). */
    public static Scenario fromTexts(Map<String, String> texts) {
        return new ScenarioLoader(name -> texts.containsKey(name)
                ? new java.io.ByteArrayInputStream(texts.get(name).getBytes(java.nio.charset.StandardCharsets.UTF_8)) : null).read();
    }

    public static RulebookNumbers rulebook() {
        return readRules(node("rules.json", ScenarioLoader.class.getResourceAsStream("/irontide/rulebook/rules.json")));
    }

    private Node file(String name) {
        return node(name, files.apply(name));
    }

    private static Node node(String name, InputStream in) {
        if (in == null) {
            throw new DataException(name, "(file)", "missing");
        }
        try (in) {
            JsonNode json = JSON.readTree(in);
            if (json == null || !json.isObject()) {
                throw new DataException(name, "(top)", "expected a JSON object");
            }
            return Node.root(name, json, DataException::new);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new DataException(name, "(syntax)", e.getOriginalMessage() + " at line " + e.getLocation().getLineNr());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private final Set<Source> sources = new HashSet<>();

    private Source source(Node n, Source fallback) {
        Source s = n.has("source") ? n.field("source", Source::parse) : fallback;
        sources.add(s);
        return s;
    }

    private Scenario read() {
        Node sc = file("scenario.json").allowOnly("id", "title", "source", "files", "bands", "setup");
        source(sc, null);
        Node names = sc.get("files").allowOnly("map", "terrain", "crt", "chits", "units", "turns");
        RulebookNumbers rules = rulebook();

        CombatResultsTable crt = readCrt(file(names.text("crt")));
        Map<String, Terrain> terrain = readTerrain(file(names.text("terrain")), crt);
        GameMap map = readMap(file(names.text("map")), terrain);
        List<Chit> chits = readChits(file(names.text("chits")));
        Node turnsFile = file(names.text("turns"));
        List<Turn> turns = readTurns(turnsFile);
        List<Scenario.FuelEffect> fuel = readFuel(turnsFile);
        Node unitsFile = file(names.text("units"));
        Map<String, Division> divisions = readDivisions(unitsFile, map, turns);
        List<UnitDef> units = readUnits(unitsFile, divisions, map, turns);
        checkCommandos(rules.commandos(), units, unitsFile, crt, names.text("crt"));

        String bands = sc.text("bands");
        if (!bands.equals("10-turn") && !bands.equals("longer")) {
            throw sc.get("bands").error("'" + bands + "' is not a band table (10-turn, longer: §20)");
        }
        Set<Hex> entrenchments = new HashSet<>();
        Set<HexPair> blown = new HashSet<>();
        if (sc.has("setup")) {
            Node setup = sc.get("setup").allowOnly("entrenchments", "blownBridges");
            if (setup.has("entrenchments")) {
                for (Node h : setup.elements("entrenchments")) {
                    entrenchments.add(hexOn(h, map));
                }
            }
            if (setup.has("blownBridges")) {
                for (Node b : setup.elements("blownBridges")) {
                    HexPair pair = pair(b, map);
                    Hexside side = map.hexside(pair.a(), pair.b());
                    if (side == null || !side.bridge()) {
                        throw b.error("no printed bridge on hexside " + pair + " to blow");
                    }
                    blown.add(pair);
                }
            }
        }
        return new Scenario(sc.text("id"), sc.text("title"), sources.contains(Source.DEMO), map, terrain, crt, chits,
                divisions, units, turns, fuel, rules, bands.equals("10-turn"), entrenchments, blown);
    }

    /**
     * §16.4 · "There are 4 German commando units": an owner's set has exactly that many (a demo set none or that many),
     * all entering on the rulebook's turn, and the card's German Commando Disruption Table must be entered with them.
     */
    private static void checkCommandos(RulebookNumbers.Commandos c, List<UnitDef> units, Node unitsFile, CombatResultsTable crt, String crtFile) {
        List<UnitDef> commandos = units.stream().filter(UnitDef::commando).toList();
        boolean owner = units.stream().anyMatch(u -> u.source() == Source.OWNER);
        if ((owner || !commandos.isEmpty()) && commandos.size() != c.count()) {
            throw new DataException(unitsFile.file, "units", "§16.4 · there are " + c.count() + " German commando units (\"commando\": true), found "
                    + commandos.size());
        }
        for (UnitDef u : commandos) {
            if (!u.arrivalTurn().equals(c.enters())) {
                throw new DataException(unitsFile.file, "units." + u.id() + ".arrives.turn", "§16.4 · commandos enter on " + c.enters() + ", not " + u.arrivalTurn());
            }
        }
        if (!commandos.isEmpty() && crt.commandoMisdirects() == null) {
            throw new DataException(crtFile, "commandoDisruption", "missing: the German Commando Disruption Table of the Combat Results card (§16.4), "
                    + "six results for a die of 1 to 6, each \"misdirected\" or \"no effect\"");
        }
    }

    // ---- the Combat Results Table (§11.7)

    private CombatResultsTable readCrt(Node f) {
        f.allowOnly("source", "lines", "columns", "results", "demolition", "commandoDisruption");
        Source fileSource = source(f, Source.OWNER);
        List<String> lines = new ArrayList<>();
        for (Node l : f.elements("lines")) {
            String name = l.text();
            if (lines.contains(name)) {
                throw l.error("line '" + name + "' twice");
            }
            lines.add(name);
        }
        if (lines.isEmpty()) {
            throw f.get("lines").error("at least one line");
        }
        List<Integer> columns = new ArrayList<>();
        for (Node c : f.elements("columns")) {
            int odds = c.as(Odds::parse);
            if (!columns.isEmpty() && odds != columns.get(columns.size() - 1) + 1) {
                throw c.error("columns must run one step at a time, lowest odds first (" + Odds.format(columns.get(columns.size() - 1) + 1) + " expected)");
            }
            columns.add(odds);
        }
        if (columns.isEmpty()) {
            throw f.get("columns").error("at least one column");
        }
        Map<String, CombatResult[][]> results = new LinkedHashMap<>();
        Node res = f.get("results");
        for (String line : lines) {
            Node byColumn = res.get(line);
            CombatResult[][] grid = new CombatResult[columns.size()][];
            for (int i = 0; i < columns.size(); i++) {
                String col = Odds.format(columns.get(i));
                List<Node> cells = byColumn.elements(col);
                if (cells.size() != 11) {
                    throw byColumn.get(col).error("expected 11 results, for 2d6 rolls 2 to 12, found " + cells.size());
                }
                grid[i] = new CombatResult[11];
                for (int r = 0; r < 11; r++) {
                    grid[i][r] = cells.get(r).as(CombatResult::parse);
                }
            }
            for (java.util.Iterator<String> it = byColumn.json.fieldNames(); it.hasNext(); ) {
                String col = it.next();
                int odds;
                try {
                    odds = Odds.parse(col);
                } catch (IllegalArgumentException ex) {
                    throw new DataException(f.file, byColumn.path + "." + col, ex.getMessage());
                }
                if (!columns.contains(odds)) {
                    throw new DataException(f.file, byColumn.path + "." + col, "not one of the table's columns");
                }
            }
            results.put(line, grid);
        }
        for (java.util.Iterator<String> it = res.json.fieldNames(); it.hasNext(); ) {
            String line = it.next();
            if (!lines.contains(line)) {
                throw new DataException(f.file, "results." + line, "not one of the table's lines " + lines);
            }
        }
        // §13.1 · the Demolition Table: one die, "blown" or "intact" for each of 1–6
        List<Node> demo = f.elements("demolition");
        if (demo.size() != 6) {
            throw f.get("demolition").error("expected 6 results, for a die roll of 1 to 6, found " + demo.size());
        }
        boolean[] blown = new boolean[6];
        for (int i = 0; i < 6; i++) {
            String r = demo.get(i).text();
            if (!r.equals("blown") && !r.equals("intact")) {
                throw demo.get(i).error("'" + r + "' is not a demolition result (blown, intact)");
            }
            blown[i] = r.equals("blown");
        }
        // §16.4 · the German Commando Disruption Table: one die, "misdirected" or "no effect" for each of 1–6 (owner data, R-IT-41)
        boolean[] misdirects = null;
        if (f.has("commandoDisruption")) {
            List<Node> cd = f.elements("commandoDisruption");
            if (cd.size() != 6) {
                throw f.get("commandoDisruption").error("expected 6 results, for a die roll of 1 to 6, found " + cd.size());
            }
            misdirects = new boolean[6];
            for (int i = 0; i < 6; i++) {
                String r = cd.get(i).text();
                if (!r.equals("misdirected") && !r.equals("no effect")) {
                    throw cd.get(i).error("'" + r + "' is not a German Commando Disruption result (misdirected, no effect)");
                }
                misdirects[i] = r.equals("misdirected");
            }
        }
        return new CombatResultsTable(lines, columns.get(0), columns.get(columns.size() - 1), results, blown, misdirects, fileSource);
    }

    // ---- the Terrain Effects Chart (§2.1, §5.1)

    private Map<String, Terrain> readTerrain(Node f, CombatResultsTable crt) {
        f.allowOnly("source", "terrain");
        Source fileSource = source(f, Source.OWNER);
        Map<String, Terrain> result = new LinkedHashMap<>();
        for (Node t : f.elements("terrain")) {
            t.allowOnly("name", "nonMech", "mech", "prohibited", "crtLine", "source");
            String name = t.text("name");
            if (result.containsKey(name)) {
                throw t.get("name").error("terrain '" + name + "' twice");
            }
            boolean prohibited = t.bool("prohibited", false);
            int nonMech = prohibited ? 0 : t.integer("nonMech", 1, 99);
            int mech = prohibited ? 0 : t.integer("mech", 1, 99);
            String line = prohibited ? null : t.text("crtLine");
            if (line != null && !crt.lines().contains(line)) {
                throw t.get("crtLine").error("the Combat Results Table has no line '" + line + "' (lines: " + crt.lines() + ")");
            }
            result.put(name, new Terrain(name, nonMech, mech, prohibited, line, source(t, fileSource)));
        }
        return result;
    }

    // ---- the map (§2.1)

    private static Hex hex(Node n) {
        return n.as(HexIds::parse);
    }

    private static Hex hexOn(Node n, GameMap map) {
        Hex h = hex(n);
        if (!map.onMap(h)) {
            throw n.error(n.text() + " is not on the map");
        }
        return h;
    }

    private static HexPair pair(Node n, GameMap map) {
        if (!n.json.isArray() || n.json.size() != 2) {
            throw n.error("expected two hex ids, a hexside");
        }
        Hex a = hexOn(n.at(n.path + "[0]", n.json.get(0)), map);
        Hex b = hexOn(n.at(n.path + "[1]", n.json.get(1)), map);
        if (!a.isAdjacentTo(b)) {
            throw n.error(HexIds.format(a) + " and " + HexIds.format(b) + " are not adjacent: no hexside joins them");
        }
        return HexPair.of(a, b);
    }

    private GameMap readMap(Node f, Map<String, Terrain> terrain) {
        f.allowOnly("source", "columns", "rows", "hexes", "hexsides", "roads", "towns", "entryRoads", "vpExits", "depotGroups");
        Source fileSource = source(f, Source.OWNER);
        int columns = f.integer("columns", 1, 99);
        int rows = f.integer("rows", 1, 99);
        Map<Hex, MapHex> hexes = new HashMap<>();
        for (Map.Entry<String, Node> e : f.fields("hexes")) {
            Node h = e.getValue().allowOnly("terrain", "westwall");
            Hex at;
            try {
                at = HexIds.parse(e.getKey());
            } catch (IllegalArgumentException ex) {
                throw h.error(ex.getMessage());
            }
            if (HexIds.column(at) > columns || HexIds.row(at) > rows) {
                throw h.error("outside the map's " + columns + " columns and " + rows + " rows");
            }
            String t = h.text("terrain");
            if (!terrain.containsKey(t)) {
                throw h.get("terrain").error("no terrain '" + t + "' in the Terrain Effects Chart (" + terrain.keySet() + ")");
            }
            hexes.put(at, new MapHex(terrain.get(t), h.bool("westwall", false)));
        }
        for (int c = 1; c <= columns; c++) {
            for (int r = 1; r <= rows; r++) {
                String id = String.format("%02d%02d", c, r);
                if (!hexes.containsKey(HexIds.parse(id))) {
                    throw f.get("hexes").error("hex " + id + " is missing (the map is a rectangle of " + columns + " × " + rows + " hexes)");
                }
            }
        }
        GameMap bare = new GameMap(columns, rows, hexes, Map.of(), Set.of(), List.of(), Map.of(), List.of(), List.of(), fileSource);

        Map<HexPair, Hexside> sides = new HashMap<>();
        if (f.has("hexsides")) {
            for (Node s : f.elements("hexsides")) {
                s.allowOnly("hexes", "river", "meuse", "bridge", "ford", "source");
                HexPair p = pair(s.get("hexes"), bare);
                boolean river = s.bool("river", false);
                boolean meuse = s.bool("meuse", false);
                boolean bridge = s.bool("bridge", false);
                boolean ford = s.bool("ford", false);
                if ((meuse || bridge || ford) && !river) {
                    throw s.error("a bridge, ford or the Meuse needs \"river\": true");
                }
                if (bridge && ford) {
                    throw s.error("a hexside is bridged or forded, not both");
                }
                if (sides.put(p, new Hexside(river, meuse, bridge, ford, source(s, fileSource))) != null) {
                    throw s.get("hexes").error("hexside " + p + " given twice");
                }
            }
        }
        Set<HexPair> roads = new HashSet<>();
        if (f.has("roads")) {
            for (Node r : f.elements("roads")) {
                r.allowOnly("hexes", "source");
                source(r, fileSource);
                List<Node> path = r.elements("hexes");
                if (path.size() < 2) {
                    throw r.get("hexes").error("a road joins at least two hexes");
                }
                Hex prev = null;
                for (Node h : path) {
                    Hex at = hexOn(h, bare);
                    if (prev != null) {
                        if (!prev.isAdjacentTo(at)) {
                            throw h.error("the road jumps from " + HexIds.format(prev) + " to " + HexIds.format(at) + " (a road runs through adjacent hexes)");
                        }
                        roads.add(HexPair.of(prev, at));
                    }
                    prev = at;
                }
            }
        }
        List<Town> towns = new ArrayList<>();
        Set<Hex> townHexes = new HashSet<>();
        if (f.has("towns")) {
            for (Node t : f.elements("towns")) {
                t.allowOnly("name", "city", "hexes", "vp", "historic", "strategicVictory", "source");
                List<Hex> th = new ArrayList<>();
                for (Node h : t.elements("hexes")) {
                    Hex at = hexOn(h, bare);
                    if (!townHexes.add(at)) {
                        throw h.error(h.text() + " already belongs to another town");
                    }
                    th.add(at);
                }
                if (th.isEmpty()) {
                    throw t.get("hexes").error("a town has at least one hex");
                }
                towns.add(new Town(t.text("name"), t.bool("city", false), th, t.integer("vp", 0, 99, 0),
                        t.bool("strategicVictory", false), t.bool("historic", false), source(t, fileSource)));
            }
        }
        Map<String, List<Hex>> entries = new LinkedHashMap<>();
        if (f.has("entryRoads")) {
            for (Map.Entry<String, Node> e : f.fields("entryRoads")) {
                List<Hex> hs = new ArrayList<>();
                if (!e.getValue().json.isArray()) {
                    throw e.getValue().error("expected a list of hex ids");
                }
                for (int i = 0; i < e.getValue().json.size(); i++) {
                    Node h = e.getValue().at(e.getValue().path + "[" + i + "]", e.getValue().json.get(i));
                    Hex at = hexOn(h, bare);
                    if (!bare.edge(at)) {
                        throw h.error(h.text() + " is not on a map edge (§14.0: entry roads lead in from an edge)");
                    }
                    hs.add(at);
                }
                entries.put(e.getKey(), hs);
            }
        }
        List<Hex> exits = new ArrayList<>();
        if (f.has("vpExits")) {
            for (Node h : f.elements("vpExits")) {
                Hex at = hexOn(h, bare);
                if (!bare.edge(at)) {
                    throw h.error(h.text() + " is not on a map edge (§5.3: units exit the map there)");
                }
                exits.add(at);
            }
        }
        List<List<Hex>> depots = new ArrayList<>();
        if (f.has("depotGroups")) {
            List<Node> groups = f.elements("depotGroups");
            if (groups.size() != 3) {
                throw f.get("depotGroups").error("§3.0 gives three groups of fuel depot towns (die 1–2, 3–4, 5–6), found " + groups.size());
            }
            for (Node g : groups) {
                List<Hex> group = new ArrayList<>();
                for (Node h : g.elements()) {
                    group.add(hexOn(h, bare));
                }
                depots.add(group);
            }
        }
        return new GameMap(columns, rows, hexes, sides, roads, towns, entries, exits, depots, fileSource);
    }

    // ---- the chit mix (§9.0)

    private List<Chit> readChits(Node f) {
        f.allowOnly("source", "chits");
        Source fileSource = source(f, Source.OWNER);
        List<Chit> result = new ArrayList<>();
        Set<String> ids = new HashSet<>();
        for (Node c : f.elements("chits")) {
            c.allowOnly("id", "colour", "A", "B", "C", "source");
            String id = c.text("id");
            if (!ids.add(id)) {
                throw c.get("id").error("chit '" + id + "' twice");
            }
            Chit.ChitColour colour = c.field("colour", t -> switch (t) {
                case "red" -> Chit.ChitColour.RED;
                case "blue" -> Chit.ChitColour.BLUE;
                default -> throw new IllegalArgumentException("'" + t + "' is not a chit colour (red, blue: §2.33)");
            });
            int[] full = new int[3];
            int[] reduced = new int[3];
            for (int i = 0; i < 3; i++) {
                String line = String.valueOf((char) ('A' + i));
                List<Node> pair = c.elements(line);
                if (pair.size() != 2) {
                    throw c.get(line).error("expected [full, reduced]");
                }
                for (int k = 0; k < 2; k++) {
                    if (!pair.get(k).json.isInt() || pair.get(k).json.asInt() < 0) {
                        throw pair.get(k).error("expected a whole number, 0 or more");
                    }
                }
                full[i] = pair.get(0).json.asInt();
                reduced[i] = pair.get(1).json.asInt();
                if (reduced[i] > full[i]) {
                    throw c.get(line).error("the reduced side (" + reduced[i] + ") is stronger than the full side (" + full[i] + ")");
                }
                if (full[i] == 0) {
                    throw c.get(line).error("a full side of 0 (only a reduced side may show 0: §11.78)");
                }
            }
            result.add(new Chit(id, colour, full, reduced, source(c, fileSource)));
        }
        return result;
    }

    // ---- the Turn Record Chart (§3.0, §4.21)

    /** §12.5 · the German Fuel Shortage Table on the Turn Record Chart: seven results, for a modified die of 0 to 6. */
    private static List<Scenario.FuelEffect> readFuel(Node f) {
        List<Node> rows = f.elements("fuelShortage");
        if (rows.size() != 7) {
            throw f.get("fuelShortage").error("expected 7 results, for a modified die roll of 0 to 6 (§12.5: all depots destroyed is -1), found " + rows.size());
        }
        List<Scenario.FuelEffect> result = new ArrayList<>();
        for (Node r : rows) {
            result.add(r.as(t -> switch (t) {
                case "none" -> Scenario.FuelEffect.NONE;
                case "mechanized" -> Scenario.FuelEffect.MECHANIZED;
                case "all" -> Scenario.FuelEffect.ALL;
                default -> throw new IllegalArgumentException("'" + t + "' is not a fuel shortage result (none, mechanized, all)");
            }));
        }
        return result;
    }

    private List<Turn> readTurns(Node f) {
        f.allowOnly("source", "turns", "fuelShortage");
        Source fileSource = source(f, Source.OWNER);
        List<Turn> result = new ArrayList<>();
        Set<String> ids = new HashSet<>();
        for (Node t : f.elements("turns")) {
            t.allowOnly("id", "weather", "air", "replacements", "source");
            String id = t.text("id");
            if (!ids.add(id)) {
                throw t.get("id").error("turn '" + id + "' twice");
            }
            if (!id.matches("(JAN )?\\d{1,2}(AM|PM)")) {
                throw t.get("id").error("'" + id + "' is not a turn name (like 16AM, 20PM, JAN 2PM)");
            }
            Weather w = t.field("weather", Weather::parse);
            Node air = t.get("air").allowOnly("german", "allied");
            int rg = 0;
            int ra = 0;
            if (t.has("replacements")) {
                Node rep = t.get("replacements").allowOnly("german", "allied");
                rg = rep.integer("german", 0, 9);
                ra = rep.integer("allied", 0, 9);
            }
            result.add(new Turn(id, id.endsWith("AM"), w, air.integer("german", 0, 99), air.integer("allied", 0, 99), rg, ra, source(t, fileSource)));
        }
        if (result.isEmpty()) {
            throw f.get("turns").error("at least one turn");
        }
        return result;
    }

    // ---- divisions and units (§2.31, §11.3, §9.1, §18.0)

    private Map<String, Division> readDivisions(Node f, GameMap map, List<Turn> turns) {
        f.allowOnly("source", "divisions", "units");
        Source fileSource = source(f, Source.OWNER);
        Map<String, Division> result = new LinkedHashMap<>();
        for (Node d : f.elements("divisions")) {
            d.allowOnly("id", "side", "name", "integrity", "elite", "heldFirstTwoTurns", "ignoresZocOn", "doubleMovementFrom", "source");
            String id = d.text("id");
            if (result.containsKey(id)) {
                throw d.get("id").error("division '" + id + "' twice");
            }
            String zocFree = d.text("ignoresZocOn", null);
            if (zocFree != null && turns.stream().noneMatch(t -> t.id().equals(zocFree))) {
                throw d.get("ignoresZocOn").error("no turn '" + zocFree + "' on the Turn Record Chart");
            }
            Hex doubling = d.has("doubleMovementFrom") ? hexOn(d.get("doubleMovementFrom"), map) : null;
            result.put(id, new Division(id, d.field("side", Side::parse), d.text("name"), d.bool("integrity", true),
                    d.bool("elite", false), d.bool("heldFirstTwoTurns", false), zocFree, doubling, source(d, fileSource)));
        }
        return result;
    }

    private List<UnitDef> readUnits(Node f, Map<String, Division> divisions, GameMap map, List<Turn> turns) {
        Source fileSource = source(f, Source.OWNER);
        List<UnitDef> result = new ArrayList<>();
        Set<String> ids = new HashSet<>();
        for (Node u : f.elements("units")) {
            u.allowOnly("id", "name", "side", "nationality", "division", "size", "type", "mech", "chit", "combat", "cadre",
                    "movement", "setup", "arrives", "temporaryZoc", "intrinsicCombinedArms", "restricted", "zocInfiltration", "infiltrationCompanion", "landingNear", "army", "commando", "source");
            String id = u.text("id");
            if (!id.matches("[a-z0-9][a-z0-9./-]*")) {
                throw u.get("id").error("'" + id + "': a unit id is lower-case letters, digits, '.', '/' and '-', without spaces");
            }
            if (!ids.add(id)) {
                throw u.get("id").error("unit '" + id + "' twice");
            }
            Side side = u.field("side", Side::parse);
            String nationality = u.text("nationality");
            if (!Set.of("US", "BR", "GE").contains(nationality)) {
                throw u.get("nationality").error("'" + nationality + "' is not a nationality (US, BR, GE)");
            }
            if ((side == Side.GERMAN) != nationality.equals("GE")) {
                throw u.get("nationality").error(nationality + " does not fight for the " + side.label() + " side");
            }
            String division = u.text("division", null);
            if (division != null) {
                Division d = divisions.get(division);
                if (d == null) {
                    throw u.get("division").error("no division '" + division + "' in divisions");
                }
                if (d.side() != side) {
                    throw u.get("division").error("division '" + division + "' is " + d.side().label() + ", the unit " + side.label());
                }
            }
            String size = u.text("size");
            if (!size.equals("regiment") && !size.equals("battalion")) {
                throw u.get("size").error("'" + size + "' is not a size (regiment — also brigades and combat commands —, battalion: §7.4, §8.3)");
            }
            boolean regiment = size.equals("regiment");
            UnitType type = u.field("type", UnitType::parse);
            if (type == UnitType.ARTILLERY && regiment) {
                throw u.get("size").error("artillery has printed factors and no ZOC (§7.4, §11.78): give it size \"battalion\"");
            }
            Chit.ChitColour colour = null;
            char line = ' ';
            int combat = 0;
            int cadreCombat = 0;
            int cadreMove = 0;
            if (regiment) {
                if (u.has("combat")) {
                    throw u.get("combat").error("a regiment's strength comes from its chit (§9.0): give \"chit\", not \"combat\"");
                }
                String chit = u.text("chit");
                if (!chit.matches("(red|blue) [ABC]")) {
                    throw u.get("chit").error("'" + chit + "' is not a chit box (colour and line, like \"red B\": §2.31)");
                }
                colour = chit.startsWith("red") ? Chit.ChitColour.RED : Chit.ChitColour.BLUE;
                line = chit.charAt(chit.length() - 1);
                Node cadre = u.get("cadre").allowOnly("combat", "movement");
                cadreCombat = cadre.integer("combat", 0, 99);
                cadreMove = cadre.integer("movement", 1, 99);
            } else {
                if (u.has("chit") || u.has("cadre")) {
                    throw u.error("a battalion or artillery unit has a printed combat factor and one step (§9.0, §11.78): no chit, no cadre");
                }
                combat = u.integer("combat", 0, 99);
            }
            int movement = u.integer("movement", 1, 99);
            Hex setup = null;
            String arrival = null;
            String entry = null;
            if (u.has("setup") == u.has("arrives")) {
                throw u.error("give either \"setup\" (a start hex) or \"arrives\" (turn and entry), one of them");
            }
            if (u.has("setup")) {
                setup = hexOn(u.get("setup"), map);
                if (map.hex(setup).terrain().prohibited()) {
                    throw u.get("setup").error("prohibited terrain");
                }
            } else {
                Node a = u.get("arrives").allowOnly("turn", "entry");
                arrival = a.text("turn");
                String at = arrival;
                if (turns.stream().noneMatch(t -> t.id().equals(at))) {
                    throw a.get("turn").error("no turn '" + arrival + "' on the Turn Record Chart");
                }
                entry = a.text("entry");
                if (entry.equals(toi.irontide.rules.Placement.FREE)) { // §3.0 · "All other units of both sides assigned to the 16AM turn are placed freely"
                    if (!arrival.equals(turns.get(0).id())) {
                        throw a.get("turn").error("only units of the first turn (" + turns.get(0).id() + ") are placed freely (§3.0), not " + arrival);
                    }
                } else if (side == Side.GERMAN && !entry.equals("edge") && !entry.equals("air")) {
                    throw a.get("entry").error("German reinforcements enter on edge roads east of the Westwall (§14.0): \"edge\" (or \"air\": §16.2)");
                }
                if (entry.equals("air") && !u.has("landingNear")) {
                    throw a.get("entry").error("a parachute landing (§16.2) needs \"landingNear\": the map's hex for the rulebook's 4339");
                }
                if (side == Side.ALLIED && !entry.equals(toi.irontide.rules.Placement.FREE) && !map.entryRoads().containsKey(entry)) {
                    throw a.get("entry").error("no entry road '" + entry + "' on the map (entry roads: " + map.entryRoads().keySet() + ")");
                }
            }
            boolean tempZoc = u.bool("temporaryZoc", false);
            if (tempZoc && (regiment || setup == null)) {
                throw u.get("temporaryZoc").error("only battalions that start on the map have a temporary ZOC (§7.4)");
            }
            toi.irontide.data.Restriction restriction = null;
            if (u.has("restricted")) {
                restriction = restriction(u.get("restricted"), side, turns, arrival != null);
            }
            boolean companion = u.bool("infiltrationCompanion", false);
            if (companion && (regiment || side != Side.GERMAN)) {
                throw u.get("infiltrationCompanion").error("only a German battalion is the 150th Panzer Brigade's Sherman battalion (§16.1)");
            }
            if (companion && u.bool("zocInfiltration", false)) {
                throw u.get("infiltrationCompanion").error("the 150th Panzer Brigade (zocInfiltration) is not its own companion (§16.1)");
            }
            boolean commando = u.bool("commando", false);
            if (commando) { // §16.4 · German commandos: battalion-sized (no ZOC, §7.4), entering on 17AM on the East edge
                if (side != Side.GERMAN || regiment) {
                    throw u.get("commando").error("a commando (§16.4) is a German battalion-sized unit (size \"battalion\")");
                }
                if (arrival == null || !"edge".equals(entry)) {
                    throw u.get("commando").error("commandos enter on the East map edge (§16.4): give \"arrives\": { \"turn\": \"17AM\", \"entry\": \"edge\" }");
                }
            }
            String army = null;
            if (u.has("army")) { // §2.31, §17.4 · the army diamond: German white, red, green; US white, green; none on British counters
                army = u.text("army");
                java.util.Set<String> armies = side == Side.GERMAN ? Set.of("white", "red", "green") : Set.of("white", "green");
                if (nationality.equals("BR")) {
                    throw u.get("army").error("British counters carry no army diamond (§17.4: the British are one army)");
                }
                if (!armies.contains(army)) {
                    throw u.get("army").error("'" + army + "' is not a diamond of the " + side.label() + " armies " + new java.util.TreeSet<>(armies) + " (§17.4)");
                }
            }
            result.add(new UnitDef(id, u.text("name"), side, nationality, division, regiment, type, u.bool("mech", false),
                    colour, line, combat, cadreCombat, cadreMove, movement, setup, arrival, entry, tempZoc,
                    u.bool("intrinsicCombinedArms", false), restriction, u.bool("zocInfiltration", false), companion,
                    u.has("landingNear") ? hexOn(u.get("landingNear"), map) : null, army, commando, source(u, fileSource)));
        }
        return result;
    }

    /** §17 · {"type": 1, "freeFrom": "25AM"}, {"type": 2}, or {"type": "german", "die": [1, 2]}. */
    private static toi.irontide.data.Restriction restriction(Node r, Side side, List<Turn> turns, boolean reinforcement) {
        r.allowOnly("type", "freeFrom", "die");
        Node type = r.get("type");
        String t = type.json.asText();
        if (!reinforcement) {
            throw r.error("§17 restricts reinforcements: give the unit \"arrives\"");
        }
        if (t.equals("german")) {
            if (side != Side.GERMAN) {
                throw type.error("a German restriction (§17.2) on an Allied unit");
            }
            Set<Integer> die = new java.util.TreeSet<>();
            for (Node d : r.elements("die")) {
                if (!d.json.isInt() || d.json.asInt() < 1 || d.json.asInt() > 6) {
                    throw d.error("a die shows 1 to 6");
                }
                die.add(d.json.asInt());
            }
            return new toi.irontide.data.Restriction(toi.irontide.data.Restriction.Kind.GERMAN, null, Set.copyOf(die));
        }
        if (!t.equals("1") && !t.equals("2")) {
            throw type.error("'" + t + "' is not a restriction (1, 2: §17.1; \"german\": §17.2)");
        }
        if (side != Side.ALLIED) {
            throw type.error("Type 1 and Type 2 restrictions (§17.1) are Allied");
        }
        String free = r.text("freeFrom", null);
        if (free != null && turns.stream().noneMatch(x -> x.id().equals(free))) {
            throw r.get("freeFrom").error("no turn '" + free + "' on the Turn Record Chart");
        }
        return new toi.irontide.data.Restriction(t.equals("1") ? toi.irontide.data.Restriction.Kind.TYPE_1 : toi.irontide.data.Restriction.Kind.TYPE_2, free, Set.of());
    }

    // ---- the rulebook's numbers

    private static int sixths(Node n, String name) {
        String t = n.text(name);
        return switch (t) {
            case "1/6" -> 1;
            case "1/3" -> 2;
            case "1/2" -> 3;
            case "1" -> 6;
            default -> throw n.get(name).error("'" + t + "' is not 1/6, 1/3, 1/2 or 1");
        };
    }

    private static RulebookNumbers readRules(Node f) {
        f.allowOnly("source", "stackingLimit", "combatRegimentsPerHex", "reserveMarkers", "strategicMinDistance", "strategicRoadCost",
                "tacticalRoadCost", "disengagement", "artilleryRange", "artilleryCaps", "combinedArmsMax", "integrityMax",
                "airHitMax", "airResupplyMax", "infiltrationMax", "landing", "supplyRange", "isolationRange", "germanSupplyFrom", "replacementsFrom", "surpriseShift", "exitVp",
                "alliedLossesForLevel", "engineers", "fuel", "bands", "commandos");
        Node road = f.get("strategicRoadCost").allowOnly("germanNonMech", "alliedNonMech", "mech");
        Node dis = f.get("disengagement").allowOnly("nonMech", "mech");
        Node caps = f.get("artilleryCaps").allowOnly("defence", "germanAttack", "alliedAttack");
        Node di = f.get("integrityMax").allowOnly("attack", "defence");
        Node exit = f.get("exitVp").allowOnly("battalion", "regiment");
        Node bands = f.get("bands").allowOnly("10-turn", "longer");
        Node fuel = f.get("fuel").allowOnly("delayOneDepot", "delayTwoDepots", "allDestroyedModifier");
        Node eng = f.get("engineers").allowOnly("germanBridges", "bridgePhases", "entrenchmentPhases", "entrenchmentMinDistance",
                "demolitionRange", "demolitionPath", "demolitionAttemptsPerUnit", "errataDemolitionAttemptsPerUnit");
        return new RulebookNumbers(f.integer("stackingLimit", 1, 9), f.integer("combatRegimentsPerHex", 1, 9),
                f.integer("reserveMarkers", 0, 99), f.integer("strategicMinDistance", 1, 9),
                sixths(road, "germanNonMech"), sixths(road, "alliedNonMech"), sixths(road, "mech"),
                f.integer("tacticalRoadCost", 1, 9), dis.integer("nonMech", 0, 9), dis.integer("mech", 0, 9),
                f.integer("artilleryRange", 1, 9), caps.integer("defence", 0, 9), caps.integer("germanAttack", 0, 9),
                caps.integer("alliedAttack", 0, 9), f.integer("combinedArmsMax", 0, 9), di.integer("attack", 0, 9),
                di.integer("defence", 0, 9), f.integer("airHitMax", 0, 6), f.integer("airResupplyMax", 0, 6), f.integer("infiltrationMax", 0, 6),
                f.get("landing").allowOnly("range", "stepLosses").integer("range", 0, 9), landingLosses(f.get("landing")), f.integer("supplyRange", 1, 99),
                f.integer("isolationRange", 1, 99), f.text("germanSupplyFrom"), f.text("replacementsFrom"), f.integer("surpriseShift", 0, 9),
                exit.integer("battalion", 0, 9), exit.integer("regiment", 0, 9), f.integer("alliedLossesForLevel", 1, 999),
                eng.integer("germanBridges", 0, 99), eng.integer("bridgePhases", 1, 9), eng.integer("entrenchmentPhases", 1, 9),
                eng.integer("entrenchmentMinDistance", 1, 9), eng.integer("demolitionRange", 1, 99), eng.integer("demolitionPath", 1, 99),
                eng.integer("demolitionAttemptsPerUnit", 1, 9), eng.integer("errataDemolitionAttemptsPerUnit", 1, 9),
                fuel.integer("delayOneDepot", 0, 99), fuel.integer("delayTwoDepots", 0, 99), fuel.integer("allDestroyedModifier", -6, 6),
                bands(bands, "10-turn"), bands(bands, "longer"), commandos(f.get("commandos")));
    }

    /** §16.4 · "There are 4 German commando units"; disruption 1–2 successful, 5–6 eliminated; 10 road hexes; 20PM. */
    private static RulebookNumbers.Commandos commandos(Node c) {
        c.allowOnly("count", "enters", "disruptMax", "eliminatedFrom", "misdirectRoadHexes", "removedAfter");
        int max = c.integer("disruptMax", 0, 6);
        int from = c.integer("eliminatedFrom", 1, 7);
        if (from <= max) {
            throw c.get("eliminatedFrom").error("a die cannot both disrupt and eliminate: eliminatedFrom must be above disruptMax (" + max + ")");
        }
        return new RulebookNumbers.Commandos(c.integer("count", 0, 99), c.text("enters"), max, from, c.integer("misdirectRoadHexes", 1, 99), c.text("removedAfter"));
    }

    private static List<Integer> landingLosses(Node n) {
        List<Integer> result = new ArrayList<>();
        for (Node d : n.elements("stepLosses")) {
            if (!d.json.isInt() || d.json.asInt() < 0 || d.json.asInt() > 3) {
                throw d.error("0 to 3 step losses");
            }
            result.add(d.json.asInt());
        }
        if (result.size() != 6) {
            throw n.get("stepLosses").error("expected 6 results, for a die of 1 to 6");
        }
        return List.copyOf(result);
    }

    private static List<RulebookNumbers.Band> bands(Node n, String name) {
        List<RulebookNumbers.Band> result = new ArrayList<>();
        for (Node b : n.elements(name)) {
            b.allowOnly("from", "level");
            result.add(new RulebookNumbers.Band(b.integer("from", 0, 999), b.text("level")));
        }
        return result;
    }
}
