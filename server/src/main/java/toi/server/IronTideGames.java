package toi.server;

import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.Javalin;
import io.javalin.http.Context;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import toi.engine.hex.Hex;
import toi.irontide.ai.Players;
import toi.irontide.data.HexIds;
import toi.irontide.data.HexPair;
import toi.irontide.data.Hexside;
import toi.irontide.data.MapHex;
import toi.irontide.data.Scenario;
import toi.irontide.data.Side;
import toi.irontide.data.Town;
import toi.irontide.flow.Decision;
import toi.irontide.flow.Flow;
import toi.irontide.game.Game;
import toi.irontide.game.Player;
import toi.irontide.game.SideView;
import toi.irontide.load.ScenarioLoader;
import toi.irontide.rules.OddsPreview;
import toi.irontide.rules.ZonesOfControl;
import toi.irontide.state.GameState;
import toi.irontide.state.Strength;
import toi.irontide.state.UnitState;

/**
 * Iron Tide games at the browser table (issue 14, docs/server.md · Iron Tide): stored like Tide of Iron's (scenario,
 * seed, seats, the log of choices; the scenario id {@code iron-tide-demo} says which ruleset), rebuilt by replay. A
 * seat's update is built from its side's view ({@link SideView}: the enemy's chits secret, §9.0); the choices are the
 * engine's legal choices; the odds preview (R-IT-35) comes with a battle not yet rolled. Computer seats (random,
 * heuristic) answer inside the request that asked them, each choice stored before the answer.
 */
final class IronTideGames {
    static final String DEMO = ScenarioLoader.DEMO_ID;
    static final String ARMY_COMMAND = "army-command";
    private static final SecureRandom TOKENS = new SecureRandom();

    private final GameStore store;
    private final Scenario demo = ScenarioLoader.demo();
    private final Map<String, IronTable> tables = new ConcurrentHashMap<>();
    private String mapJson;

    /** One Iron Tide game in memory: its stored seats and the game rebuilt from its log. */
    static final class IronTable {
        final String id;
        final long seed;
        /** The salt of the seed's commitment (docs/server.md · Secrecy); null for a game stored before commitments. */
        final String salt;
        final Map<Side, GameStore.StoredSeat> seats = new LinkedHashMap<>();
        final Game game;
        int logged;

        IronTable(String id, long seed, String salt, Game game) {
            this.id = id;
            this.seed = seed;
            this.salt = salt;
            this.game = game;
        }
    }

    IronTideGames(GameStore store) {
        this.store = store;
    }

    static boolean owns(String scenario) {
        return DEMO.equals(scenario);
    }

    void routes(Javalin app) {
        app.get("/api/irontide/scenarios", this::scenarios);
        app.post("/api/irontide/games", this::create);
        app.get("/api/irontide/games/{id}", ctx -> ctx.json(update(tableOr404(ctx), seatOr403(tableOr404(ctx), ToiServer.seatToken(ctx)),
                since(ctx.queryParam("since")))));
        app.post("/api/irontide/games/{id}/choices", this::choose);
        app.delete("/api/irontide/games/{id}", this::delete);
        app.get("/api/irontide/map", ctx -> ctx.contentType("application/json").result(mapJson()));
    }

    private void scenarios(Context ctx) {
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("id", DEMO);
        s.put("title", demo.title());
        s.put("label", Scenario.DEMO_LABEL);
        s.put("banner", demo.banner());
        s.put("turns", demo.turns().size());
        s.put("sides", List.of("german", "allied"));
        ctx.json(Map.of("scenarios", List.of(s), "players", Players.NAMES));
    }

    /** {@code {"scenario": "iron-tide-demo", "seed": S?, "seats": {"german": "human", "allied": "heuristic"}}} → id and tokens. */
    private void create(Context ctx) {
        JsonNode body = ToiServer.jsonBody(ctx);
        String scenario = body.path("scenario").asText("");
        if (!owns(scenario)) {
            throw new Table.Refusal(400, "scenario: Iron Tide offers '" + DEMO + "' (GET /api/irontide/scenarios), not '" + scenario + "'", List.of());
        }
        JsonNode seed = body.path("seed");
        if (!seed.isMissingNode() && !seed.isNull() && !seed.canConvertToLong()) {
            throw new Table.Refusal(400, "seed: must be a whole number, not " + seed, List.of());
        }
        Map<String, GameStore.StoredSeat> seats = new LinkedHashMap<>();
        body.path("seats").fieldNames().forEachRemaining(name -> {
            if (!name.equals("german") && !name.equals("allied")) {
                throw new Table.Refusal(400, "seats." + name + ": no such seat; the seats are [german, allied]", List.of());
            }
        });
        for (String name : List.of("german", "allied")) {
            String kind = body.path("seats").path(name).asText("human");
            if (!kind.equals("human") && !Players.NAMES.contains(kind)) {
                throw new Table.Refusal(400, "seats." + name + ": must be human or a computer player " + Players.NAMES + ", not '" + kind + "'", List.of());
            }
            seats.put(name, new GameStore.StoredSeat(name, kind.equals("human") ? "human" : "computer", token(), kind.equals("human") ? "random" : kind));
        }
        if (seats.values().stream().noneMatch(s -> s.kind().equals("human"))) {
            throw new Table.Refusal(400, "seats: at least one seat must be human", List.of());
        }
        if (seed.canConvertToLong() && seats.values().stream().allMatch(s -> s.kind().equals("human"))) {
            throw Table.chosenSeedRefused(); // docs/server.md · Secrecy: as Tide of Iron's, a seed one player chose is every chit and die to come
        }
        boolean armyCommand = false; // §17.4 · the optional Army Command rule, chosen for the game at its start
        JsonNode options = body.path("options");
        if (!options.isMissingNode() && !options.isNull()) {
            if (!options.isArray()) {
                throw new Table.Refusal(400, "options: a list of Iron Tide's optional rules ([\"" + ARMY_COMMAND + "\"]), not " + options, List.of());
            }
            for (JsonNode o : options) {
                if (!o.isTextual() || !o.asText().equals(ARMY_COMMAND)) {
                    throw new Table.Refusal(400, "options: Iron Tide's optional rule is '" + ARMY_COMMAND + "' (§17.4), not " + o, List.of());
                }
                armyCommand = true;
            }
        }
        String id = hex(6);
        long s = seed.canConvertToLong() ? seed.asLong() : TOKENS.nextLong(); // 64 bits from a secure source
        String creator = token();
        Map<String, Object> stored = new LinkedHashMap<>(); // kept with the game: its ruleset, the rule chosen, the commitment's salt
        stored.put("ruleset", "iron-tide");
        if (armyCommand) {
            stored.put("armyCommand", true);
        }
        stored.put("salt", hex(16)); // of the seed's commitment (Table.seedRecord)
        try {
            store.create(id, scenario, s, ToiServer.mapper().writeValueAsString(stored), seats, creator);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
        IronTable t = load(id);
        synchronized (t) {
            computerPlay(t);
        }
        Map<String, Object> tokens = new LinkedHashMap<>();
        seats.values().stream().filter(x -> x.kind().equals("human")).forEach(x -> tokens.put(x.seat(), x.token()));
        ctx.status(201).json(Map.of("id", id, "tokens", tokens, "creator", creator));
    }

    /** {@code {"token": T, "seen": N, "choice": "text"}}: the seat's choice, made having seen event N. */
    private void choose(Context ctx) {
        IronTable t = tableOr404(ctx);
        JsonNode body = ToiServer.jsonBody(ctx);
        Side seat = seatOr403(t, ToiServer.seatToken(ctx, body));
        JsonNode seen = body.path("seen");
        if (!seen.canConvertToInt() || seen.asInt() < 0) {
            throw new Table.Refusal(400, "seen: the number of the last event you have seen (0 or more), not " + seen, List.of());
        }
        if (!body.path("choice").isTextual() || body.path("choice").asText().isBlank()) {
            throw new Table.Refusal(400, "choice: missing (one of the decision's choices as text, e.g. 'end-phase')", List.of());
        }
        String choice = body.path("choice").asText().trim();
        synchronized (t) {
            if (seen.asInt() != t.game.state().log.size()) {
                throw new Table.Refusal(409, "the game moved on since event " + seen.asInt() + " (now " + t.game.state().log.size()
                        + "): look again before choosing", List.of());
            }
            Decision d = t.game.pending();
            if (d.seat() != seat) {
                throw new Table.Refusal(409, d.seat() == null ? "the game is over" : "the " + d.seat().label() + " player decides now, not you", List.of());
            }
            String why = Flow.refusal(t.game.state(), seat, choice); // the check apply makes: refused here, nothing stored or changed
            if (why != null) {
                throw new Table.Refusal(422, why, List.of());
            }
            record(t, seat, choice);
            computerPlay(t);
            ctx.json(update(t, seat, seen.asInt()));
        }
    }

    private void delete(Context ctx) {
        String id = ctx.pathParam("id");
        List<String> waiting = Table.deleteStored(store, id, ToiServer.seatToken(ctx), true); // abandon: as Tide of Iron's
        if (!waiting.isEmpty()) {
            ctx.status(202).json(Map.of("abandoned", false, "waiting", waiting));
            return;
        }
        tables.remove(id);
        ctx.status(204);
    }

    /** Stores the choice, then applies it. */
    private void record(IronTable t, Side seat, String choice) {
        store.append(t.id, ++t.logged, new GameStore.Entry(seat.name().toLowerCase(), "choice", choice));
        t.game.apply(seat, choice);
    }

    /**
     * The computer seats answer until a human is asked or the game ends; each decision's player seeded by its number.
     * Their run of choices is stored in one transaction before the request is answered (a run lost to a crash is played
     * again, the same, when the game is loaded: same seed, same numbers).
     */
    private void computerPlay(IronTable t) {
        int first = t.logged + 1;
        List<GameStore.Entry> run = new ArrayList<>();
        try {
            computerRun(t, run);
        } finally {
            store.appendAll(t.id, first, run);
        }
    }

    private void computerRun(IronTable t, List<GameStore.Entry> run) {
        for (int guard = 0; guard < 100_000 && !t.game.over(); guard++) {
            Decision d = t.game.pending();
            GameStore.StoredSeat s = t.seats.get(d.seat());
            if (s == null || !s.kind().equals("computer")) {
                return;
            }
            String c;
            if (d.options().size() == 1) {
                c = d.options().get(0);
            } else {
                Player p = Players.create(s.player(), t.seed * 31 + t.logged);
                try {
                    c = p.choose(d, SideView.of(t.game.state(), d.seat()));
                } catch (RuntimeException e) {
                    c = null;
                }
                if (c == null || !d.options().contains(c)) {
                    c = d.options().get(0); // a player that fails answers the first legal choice: the game never sticks
                }
            }
            t.game.apply(d.seat(), c);
            t.logged++;
            run.add(new GameStore.Entry(d.seat().name().toLowerCase(), "choice", c));
        }
    }

    // ---- the seat's update

    /** What a seat sees after event {@code since}: the public log lines since, its view, its decision, the odds preview. */
    Map<String, Object> update(IronTable t, Side seat, int since) {
        synchronized (t) {
            GameState s = t.game.state();
            GameState v = SideView.of(s, seat);
            Map<String, Object> out = new LinkedHashMap<>();
            out.put("game", t.id);
            out.put("scenario", DEMO);
            out.put("label", s.scenario.demo() ? Scenario.DEMO_LABEL : null);
            out.put("banner", s.scenario.banner());
            out.put("seat", seat.name().toLowerCase());
            Map<String, String> kinds = new LinkedHashMap<>();
            t.seats.forEach((side, st) -> kinds.put(side.name().toLowerCase(), st.kind().equals("human") ? "human" : st.player()));
            out.put("seats", kinds);
            out.put("number", s.log.size());
            out.put("choices", t.game.choices().size());
            out.put("turn", s.currentTurn().id());
            out.put("weather", s.currentTurn().weather().name().toLowerCase());
            out.put("phasing", s.phasing.name().toLowerCase());
            out.put("phasingLabel", s.phasing.label());
            out.put("phase", s.phase.label());
            out.put("options", s.armyCommand ? List.of(ARMY_COMMAND) : List.of());
            out.put("air", Map.of("german", s.airPoints.getOrDefault(Side.GERMAN, 0), "allied", s.airPoints.getOrDefault(Side.ALLIED, 0)));
            out.put("over", s.over);
            out.put("result", s.result);
            out.put("seed", Table.seedRecord(t.seed, t.salt, t.game.over())); // its commitment from the start; the seed and salt at the end
            Decision d = t.game.pending();
            Map<String, Object> decision = new LinkedHashMap<>();
            decision.put("seat", d.seat() == null ? null : d.seat().name().toLowerCase());
            decision.put("prompt", d.prompt());
            decision.put("options", d.seat() == seat ? d.options() : List.of()); // another seat's choices are not yours to see
            out.put("decision", decision);
            List<Map<String, Object>> events = new ArrayList<>();
            for (int i = Math.min(since, s.log.size()); i < s.log.size(); i++) {
                events.add(Map.of("n", i + 1, "text", SideView.redact(s, s.log.get(i), seat)));
            }
            out.put("events", events);
            out.put("units", units(v, seat));
            out.put("zoc", Map.of("german", hexes(ZonesOfControl.zocOf(v, Side.GERMAN)), "allied", hexes(ZonesOfControl.zocOf(v, Side.ALLIED))));
            Map<String, String> control = new LinkedHashMap<>();
            for (Town town : s.scenario.map().towns()) {
                for (Hex h : town.hexes()) {
                    Side c = v.control.get(h);
                    control.put(HexIds.format(h), c == null ? null : c.name().toLowerCase());
                }
            }
            out.put("control", control);
            out.put("entrenchments", hexes(v.entrenchments));
            List<List<String>> blown = new ArrayList<>();
            for (HexPair p : v.blownBridges) {
                blown.add(List.of(HexIds.format(p.a()), HexIds.format(p.b())));
            }
            out.put("blownBridges", blown);
            if (v.battle != null) {
                Map<String, Object> b = new LinkedHashMap<>();
                b.put("stage", v.battle.stage.name().toLowerCase());
                b.put("attackers", v.battle.attackers);
                b.put("defenders", hexes(v.battle.defenderHexes));
                b.put("result", v.battle.result == null ? null : v.battle.result.toString());
                out.put("battle", b);
                if (!v.battle.attackers.isEmpty() && v.battle.result == null) {
                    out.put("odds", odds(OddsPreview.of(v, seat)));
                }
            }
            return out;
        }
    }

    private static Map<String, Object> odds(OddsPreview p) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("lines", p.describe());
        o.put("line", p.line());
        int col = p.certainColumn();
        o.put("column", col == -1000 ? null : toi.irontide.data.Odds.format(col));
        List<Map<String, Object>> results = new ArrayList<>();
        for (OddsPreview.Chance c : p.results()) {
            long in36 = c.p().over(36);
            results.add(Map.of("result", c.result(), "p", c.p().value(), "text", c.p().show(), "in36", in36));
        }
        o.put("results", results);
        List<Map<String, Object>> rolls = new ArrayList<>();
        for (OddsPreview.Roll r : p.rolls()) {
            rolls.add(Map.of("roll", r.roll(), "result", r.result(), "ways", r.ways()));
        }
        o.put("rolls", rolls);
        o.put("pending", p.pending());
        return o;
    }

    private static List<Map<String, Object>> units(GameState v, Side seat) {
        List<Map<String, Object>> out = new ArrayList<>();
        for (UnitState u : v.units.values()) {
            if (!u.onMap()) {
                continue;
            }
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("id", u.id());
            m.put("name", u.def.name());
            m.put("side", u.def.side().name().toLowerCase());
            m.put("hex", HexIds.format(u.hex));
            m.put("size", u.def.regiment() ? "regiment" : "battalion");
            m.put("type", u.def.type().name().toLowerCase().replace('_', '-'));
            m.put("mech", u.def.mechanized());
            m.put("movement", u.strength == Strength.CADRE ? u.def.cadreMovement() : u.def.movement());
            m.put("strength", u.strength.name().toLowerCase());
            if (u.def.regiment()) {
                m.put("box", u.def.chitColour().name().toLowerCase() + " " + u.def.chitLine());
                if (u.strength == Strength.CADRE) {
                    m.put("combat", u.def.cadreCombat());
                    m.put("chit", "cadre");
                } else if (u.chit >= 0) { // only the seat's own (SideView)
                    var chit = v.scenario.chits().get(u.chit);
                    int value = u.strength == Strength.FULL ? chit.full(u.def.chitLine()) : chit.reduced(u.def.chitLine());
                    m.put("combat", value);
                    m.put("chit", String.valueOf(value));
                } else {
                    m.put("combat", null);
                    m.put("chit", u.chitSecret ? "?" : "none"); // §9.0 · drawn (secret) or not drawn yet
                }
            } else {
                m.put("combat", u.def.combat());
            }
            m.put("supply", u.supply.name().toLowerCase().replace('_', '-'));
            m.put("reserve", u.reserve);
            m.put("zoc", ZonesOfControl.exertsZoc(u));
            m.put("commando", u.def.commando()); // §16.4 · drawn "CDO"; it may share an Allied hex
            m.put("steps", u.stepsLeft());
            out.add(m);
        }
        return out;
    }

    private static List<String> hexes(java.util.Collection<Hex> hs) {
        List<String> out = new ArrayList<>();
        for (Hex h : hs) {
            out.add(HexIds.format(h));
        }
        out.sort(String::compareTo);
        return out;
    }

    // ---- the map (public, the same for every game of the scenario)

    String mapJson() {
        if (mapJson == null) {
            try {
                mapJson = ToiServer.mapper().writeValueAsString(mapOf(demo));
            } catch (java.io.IOException e) {
                throw new IllegalStateException("cannot write the Iron Tide map: " + e.getMessage(), e);
            }
        }
        return mapJson;
    }

    static Map<String, Object> mapOf(Scenario sc) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("label", sc.demo() ? Scenario.DEMO_LABEL : null);
        out.put("banner", sc.banner());
        out.put("columns", sc.map().columns());
        out.put("rows", sc.map().rows());
        List<Map<String, Object>> hexes = new ArrayList<>();
        List<Hex> all = new ArrayList<>(sc.map().allHexes());
        all.sort(java.util.Comparator.comparing(HexIds::format));
        for (Hex h : all) {
            MapHex mh = sc.map().hex(h);
            Map<String, Object> m = new LinkedHashMap<>();
            String id = HexIds.format(h);
            m.put("id", id);
            m.put("col", Integer.parseInt(id.substring(0, 2)));
            m.put("row", Integer.parseInt(id.substring(2)));
            m.put("terrain", mh.terrain().name());
            m.put("westwall", mh.westwall());
            hexes.add(m);
        }
        out.put("hexes", hexes);
        List<Map<String, Object>> sides = new ArrayList<>();
        for (Map.Entry<HexPair, Hexside> e : sc.map().hexsides().entrySet()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("hexes", List.of(HexIds.format(e.getKey().a()), HexIds.format(e.getKey().b())));
            m.put("river", e.getValue().river());
            m.put("meuse", e.getValue().meuse());
            m.put("bridge", e.getValue().bridge());
            m.put("ford", e.getValue().ford());
            sides.add(m);
        }
        out.put("hexsides", sides);
        List<List<String>> roads = new ArrayList<>();
        for (HexPair p : sc.map().roads()) {
            roads.add(List.of(HexIds.format(p.a()), HexIds.format(p.b())));
        }
        out.put("roads", roads);
        List<Map<String, Object>> towns = new ArrayList<>();
        for (Town t : sc.map().towns()) {
            towns.add(Map.of("name", t.name(), "city", t.city(), "vp", t.victoryPoints(), "hexes", hexes(t.hexes())));
        }
        out.put("towns", towns);
        out.put("vpExits", hexes(sc.map().vpExits()));
        out.put("entryRoads", sc.map().entryRoads().entrySet().stream()
                .collect(java.util.stream.Collectors.toMap(Map.Entry::getKey, e -> hexes(e.getValue()))));
        return out;
    }

    // ---- loading

    IronTable load(String id) {
        IronTable t = tables.get(id);
        if (t != null) {
            return t;
        }
        synchronized (this) {
            t = tables.get(id);
            if (t != null) {
                return t;
            }
            GameStore.StoredGame g = store.load(id);
            if (g == null || !owns(g.scenario())) {
                return null;
            }
            boolean armyCommand;
            try {
                armyCommand = g.options() != null && ToiServer.mapper().readTree(g.options()).path("armyCommand").asBoolean(false);
            } catch (java.io.IOException e) {
                throw new IllegalStateException("game " + id + ": unreadable options " + g.options(), e);
            }
            Game game = Game.start(demo, g.seed(), armyCommand);
            t = new IronTable(id, g.seed(), Table.saltOf(g), game);
            for (GameStore.StoredSeat s : g.seats().values()) {
                t.seats.put(Side.parse(s.seat()), s);
            }
            for (GameStore.Entry e : g.log()) {
                t.logged++;
                try {
                    game.apply(Side.parse(e.seat()), e.text()); // the log holds only choices that were legal when made
                } catch (toi.irontide.flow.IllegalChoice | IllegalArgumentException refused) { // ... but a rule may have changed since
                    throw Table.notReplayed(id, t.logged, e.text(), refused);
                }
            }
            synchronized (t) {
                computerPlay(t); // a computer seat asked when the server stopped plays on
            }
            tables.put(id, t);
            return t;
        }
    }

    private IronTable tableOr404(Context ctx) {
        String id = ctx.pathParam("id");
        IronTable t = id.matches("[0-9a-f]{1,32}") ? load(id) : null;
        if (t == null) {
            throw new Table.Refusal(404, "no Iron Tide game '" + id + "'", List.of());
        }
        return t;
    }

    private static Side seatOr403(IronTable t, String token) {
        for (Map.Entry<Side, GameStore.StoredSeat> e : t.seats.entrySet()) {
            if (token != null && e.getValue().token().equals(GameStore.hash(token))) { // the stored seat holds the token's hash
                return e.getKey();
            }
        }
        throw new Table.Refusal(403, "token: not a seat of this game", List.of());
    }

    private static int since(String value) {
        if (value == null) {
            return 0;
        }
        try {
            int v = Integer.parseInt(value);
            if (v >= 0) {
                return v;
            }
        } catch (NumberFormatException e) {
            // refused below
        }
        throw new Table.Refusal(400, "since: must be a whole number, 0 or more, not '" + value + "'", List.of());
    }

    private static String token() {
        return hex(16);
    }

    private static String hex(int bytes) {
        byte[] b = new byte[bytes];
        TOKENS.nextBytes(b);
        return HexFormat.of().formatHex(b);
    }

    static Set<String> seatNames() {
        return Set.of("german", "allied");
    }
}
