package toi.server.tideofiron;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.Javalin;
import io.javalin.http.Context;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import toi.ai.Explanation;
import toi.content.Catalogs;
import toi.content.OptionCatalog;
import toi.content.ScenarioLoader;
import toi.content.TideOfIronRuleset;
import toi.draw.BoardSvg;
import toi.draw.MapJson;
import toi.draw.Pieces;
import toi.engine.game.Game;
import toi.engine.game.TideOfIronMatch;
import toi.engine.game.protocol.Choice;
import toi.engine.game.protocol.Decision;
import toi.engine.game.protocol.Seat;
import toi.engine.hex.Hex;
import toi.engine.options.RuleOptions;
import toi.engine.scenario.GameSetup;
import toi.protocol.Match;
import toi.protocol.Ruleset;
import toi.server.BoardLayer;
import toi.server.Table;
import toi.server.ToiServer;

/**
 * Tide of Iron's board layer at the server (docs/server.md): its scenarios as the lobby shows them (forces in words, the
 * map preview), its games' matches ({@link TideOfIronMatch} of the scenario's setup with the stored optional rules and
 * team game), its previews (an attack's odds, an assault's, a move's route with the op fire that could meet it), what an
 * undo may not take back ({@code Secrets}), its computer players ({@code toi.ai.Players} on the seat's {@code PlayerView})
 * and the endpoints only its board uses: the map, the board drawn as SVG, reachable hexes and line of sight.
 */
public final class TideOfIronLayer implements BoardLayer {
    private final Path scenarios;
    private final Catalogs catalogs = Catalogs.load();
    private final ObjectMapper json = ToiServer.mapper();
    private final TideOfIronRuleset ruleset;
    /** Each scenario's setup as its file gives it, read on first use. */
    private final Map<String, GameSetup> setups = new ConcurrentHashMap<>();
    /** Each scenario's map as GET /map answers it (JSON), made on first use. */
    private final Map<String, String> maps = new ConcurrentHashMap<>();
    /** Each scenario's board as SVG markup (BoardSvg, from the map), made on first use. */
    private final Map<String, String> boards = new ConcurrentHashMap<>();
    /** The lobby's map previews by scenario id (the board with its objectives drawn in: BoardSvg.preview). */
    private final Map<String, String> previews = new ConcurrentHashMap<>();

    public TideOfIronLayer(Path scenarios) {
        this.scenarios = scenarios;
        this.ruleset = new TideOfIronRuleset(scenarios);
    }

    @Override
    public Ruleset ruleset() {
        return ruleset;
    }

    /** The typed game of one of this layer's matches. */
    public static Game game(Match m) {
        return ((TideOfIronMatch) m).game();
    }

    @Override
    public boolean plays(String scenario) {
        return scenario != null && scenario.matches("[a-z0-9-]{1,64}") && Files.isRegularFile(scenarios.resolve(scenario + ".json"));
    }

    @Override
    public List<Map<String, Object>> scenarios() {
        List<Map<String, Object>> out = new ArrayList<>();
        try (var files = Files.list(scenarios)) {
            for (Path p : files.filter(f -> f.toString().endsWith(".json")).sorted().toList()) {
                String id = p.getFileName().toString().replaceFirst("\\.json$", "");
                JsonNode raw = json.readTree(p.toFile());
                Map<String, Object> s = new LinkedHashMap<>();
                s.put("id", id);
                s.put("ruleset", id());
                s.put("name", raw.path("name").asText(id));
                s.put("rounds", raw.path("rounds").asInt());
                s.put("length", raw.path("rounds").asInt() + " rounds");
                s.put("sides", raw.path("sides"));
                s.put("background", raw.path("background").asText(""));
                s.put("objective", raw.path("objective").asText(""));
                Map<String, List<String>> divisions = new LinkedHashMap<>(); // a team game gives each division a seat
                raw.path("forces").fields().forEachRemaining(f -> {
                    List<String> names = new ArrayList<>();
                    f.getValue().path("divisions").fieldNames().forEachRemaining(names::add);
                    divisions.put(f.getKey(), names);
                });
                s.put("divisions", divisions);
                s.put("initiative", raw.path("initiative").asText(""));
                s.put("forces", forces(raw.path("forces")));
                s.put("preview", "/api/scenarios/" + id + "/board");
                out.add(s);
            }
        } catch (IOException e) {
            throw new IllegalStateException("cannot read the scenarios in " + scenarios + ": " + e.getMessage(), e);
        }
        return out;
    }

    /**
     * Each side's forces in words, a line a division (the lobby's scenario details): its figures by kind, its squad
     * bases, its vehicles and the side's scenario markers, named from the unit and marker catalogs.
     */
    private Map<String, List<String>> forces(JsonNode forces) {
        Map<String, List<String>> out = new LinkedHashMap<>();
        forces.fields().forEachRemaining(side -> {
            List<String> lines = new ArrayList<>();
            side.getValue().path("divisions").fields().forEachRemaining(d -> {
                List<String> parts = new ArrayList<>();
                d.getValue().path("figures").fields().forEachRemaining(f -> parts.add(f.getValue().asInt() + " × " + unitName(f.getKey())));
                if (d.getValue().path("squadBases").asInt() > 0) {
                    parts.add(d.getValue().path("squadBases").asInt() + " × squad base");
                }
                Map<String, Integer> vehicles = new java.util.TreeMap<>();
                d.getValue().path("vehicles").forEach(v -> vehicles.merge(unitName(v.asText()), 1, Integer::sum));
                vehicles.forEach((name, n) -> parts.add(n + " × " + name));
                lines.add("division " + d.getKey() + ": " + String.join(", ", parts));
            });
            List<String> markers = new ArrayList<>();
            side.getValue().path("markers").fields().forEachRemaining(m -> markers.add(m.getValue().asInt() + " × "
                    + catalogs.terrain().marker(m.getKey()).map(toi.engine.map.MarkerType::name).orElse(m.getKey())));
            if (!markers.isEmpty()) {
                lines.add("markers: " + String.join(", ", markers));
            }
            out.put(side.getKey(), lines);
        });
        return out;
    }

    private String unitName(String id) {
        return catalogs.units().find(id).map(toi.engine.units.UnitType::name).orElse(id);
    }

    @Override
    public List<String> players() {
        return toi.ai.Players.NAMES;
    }

    @Override
    public String defaultPlayer() {
        List<String> names = players();
        return names.contains("normal") ? "normal" : names.contains("heuristic") ? "heuristic" : names.get(0);
    }

    @Override
    public boolean searches(String player) {
        String name = player.contains(":") ? player.substring(0, player.indexOf(':')) : player;
        return List.of("hard", "expert", "mcts", "search", "montecarlo", "mc").contains(name);
    }

    /** The optional rules a game may switch on, for the lobby's form: id, name, book and heading, summary. */
    @Override
    public List<Map<String, Object>> options() {
        List<Map<String, Object>> out = new ArrayList<>();
        for (OptionCatalog.Entry e : OptionCatalog.load().entries()) {
            Map<String, Object> o = new LinkedHashMap<>();
            o.put("id", e.id());
            o.put("ruleset", id());
            o.put("name", e.name());
            o.put("heading", e.book() + " · " + e.heading());
            o.put("summary", e.summary());
            out.add(o);
        }
        return out;
    }

    /**
     * {@code "teams": true} gives a seat per division ("US/1", "US/2", …: a three- or four-player game); {@code "options"}
     * are the optional rules (003) on besides the scenario's own. Both are kept in the game's options ({@code "teams"},
     * {@code "rules"}: every optional rule in effect), so a restart rebuilds the same game.
     */
    @Override
    public NewGame newGame(String scenario, JsonNode body) {
        JsonNode teams = body.path("teams");
        if (!teams.isMissingNode() && !teams.isBoolean()) {
            throw new Table.Refusal(400, "teams: true or false, not " + teams);
        }
        GameSetup setup = scenario(scenario);
        RuleOptions rules = setup.options().plus(chosenOptions(body.path("options")));
        Map<String, Object> stored = new LinkedHashMap<>();
        if (teams.asBoolean(false)) {
            stored.put("teams", true);
        }
        if (!rules.isEmpty()) {
            stored.put("rules", rules.ids());
        }
        return new NewGame(seatNames(setup, teams.asBoolean(false), scenario), stored);
    }

    /**
     * The seats of a game of {@code setup}: a side each, or in a team game a division each (000 · THREE- AND FOUR-PLAYER
     * GAMES: "each player activates his own division") — refused when a side has fewer than two divisions.
     */
    private static List<String> seatNames(GameSetup setup, boolean teams, String scenario) {
        List<String> out = new ArrayList<>();
        for (String nation : setup.nations()) {
            if (!teams) {
                out.add(nation);
                continue;
            }
            List<String> divisions = setup.divisions(nation);
            if (divisions.size() < 2) {
                throw new Table.Refusal(400, "teams: " + scenario + " gives " + nation + " " + divisions.size()
                        + " division(s); a team game needs two a side", List.of());
            }
            divisions.forEach(d -> out.add(new Seat(nation, d).toString()));
        }
        return out;
    }

    @Override
    public Match start(String scenario, JsonNode options, long seed) {
        return new TideOfIronMatch(scenario, setupOf(scenario, options), seed);
    }

    /**
     * The scenario's setup as the game's options have it: with {@code "teams": true}, a three- or four-player game; with
     * {@code "rules": [...]}, exactly those optional rules (003) on — every one in effect was stored.
     */
    private GameSetup setupOf(String scenario, JsonNode stored) {
        GameSetup s = scenario(scenario);
        if (stored.path("teams").asBoolean(false) && !s.teams()) {
            s = s.withTeams();
        }
        if (stored.has("rules")) {
            List<String> ids = new ArrayList<>();
            stored.get("rules").forEach(r -> ids.add(r.asText()));
            s = s.withOptions(OptionCatalog.load().select(ids));
        }
        return s;
    }

    /** The optional rules a new game asks for ({@code "options": ["mortars-into-woods"]}); an unknown one is refused with the known ones. */
    private static RuleOptions chosenOptions(JsonNode list) {
        if (list.isMissingNode() || list.isNull()) {
            return RuleOptions.NONE;
        }
        if (!list.isArray()) {
            throw new Table.Refusal(400, "options: a list of option ids (GET /api/options lists them), not " + list, List.of());
        }
        List<String> ids = new ArrayList<>();
        for (JsonNode o : list) {
            if (!o.isTextual()) {
                throw new Table.Refusal(400, "options: each option is an id (a string), not " + o, List.of());
            }
            ids.add(o.asText());
        }
        try {
            return OptionCatalog.load().select(ids);
        } catch (IllegalArgumentException e) {
            throw new Table.Refusal(400, "options: " + e.getMessage(), List.of());
        }
    }

    /** A scenario's setup, read once: every game of it starts from the same setup (a game copies what it changes). */
    private GameSetup scenario(String id) {
        return setups.computeIfAbsent(id, k -> ScenarioLoader.load(scenarios.resolve(k + ".json"), catalogs));
    }

    @Override
    public Set<String> hiddenFrom(Match m, String seat) {
        return game(m).hiddenFrom(Seat.parse(seat));
    }

    /** A die rolled, a card drawn, a concealed squad revealed ({@code Secrets}; the same rule as ./toi play's undo). */
    @Override
    public String revealedBetween(Match before, Match after) {
        return toi.engine.game.Secrets.revealedBetween(game(before).state(), game(after).state());
    }

    /** A choice that cannot be read ({@code Choice.parse}) is a 400 naming the word; one the rules refuse a 422. */
    @Override
    public String notUnderstood(String choice) {
        try {
            Choice.parse(choice);
            return null;
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
    }

    /**
     * What {@code GET …/preview?choice=TEXT[&unit=U]} answers ({@code Game.preview}): its lines, an attack's hits, an
     * assault's hits both ways and its success, a move's route with the op fire that could meet it (as the seat can
     * foresee it: without concealed enemy squads, R-VIEW-3). With {@code unit}, a fresh unit the action turn could
     * activate: the choice is previewed as if that unit had just been given an Advance action (on the copy; nothing is
     * revealed by activating).
     */
    @Override
    public Object preview(Match known, String seat, String choiceText, Map<String, String> asked) {
        Choice choice;
        try {
            choice = Choice.parse(choiceText);
        } catch (IllegalArgumentException e) {
            throw new Table.Refusal(400, "choice: " + e.getMessage());
        }
        Game g = game(known);
        String advancing = asked.get("unit");
        if (advancing != null && g.pending().kind() == Decision.Kind.ACTION) {
            try {
                g.apply(new Choice.Act(toi.engine.game.protocol.ActionKind.ADVANCE, advancing, null));
            } catch (IllegalArgumentException e) {
                throw new Table.Refusal(422, e.getMessage());
            }
        }
        var p = g.preview(Seat.parse(seat), choice); // as the seat may know it: no enemy facedown munitions token (R-OPT-13)
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("kind", p.kind());
        out.put("choice", p.choice());
        out.put("refused", p.refused());
        out.put("label", toi.engine.game.ChoiceOption.label(choice, g.state())); // in the game's words (issue 29), a composed attack's too
        out.put("lines", p.lines());
        if (p.odds() != null && !p.odds().targets().isEmpty()) { // a smoke mission or smoke round has no target to hit
            out.put("hits", p.odds().targets().get(0).hits());
        }
        if (p.assaultOdds() != null) { // an assault: the hits each side scores, and the chance it succeeds
            out.put("hits", p.assaultOdds().attackerHits());
            out.put("hitsBack", p.assaultOdds().defenderHits());
            out.put("success", p.assaultOdds().success());
        }
        if (p.route() != null) { // op fire as the seat can foresee it: without concealed enemy squads (Game.preview, R-VIEW-3)
            Map<String, Object> route = new LinkedHashMap<>();
            route.put("to", p.route().to());
            route.put("path", p.route().path());
            route.put("costThirds", p.route().costThirds());
            route.put("mpLeftThirds", p.route().mpLeftThirds());
            route.put("opFireFrom", new java.util.TreeMap<>(p.route().opFireFrom().entrySet().stream()
                    .collect(java.util.stream.Collectors.toMap(e -> e.getKey().toString(), Map.Entry::getValue))));
            out.put("route", route);
        }
        return out;
    }

    /**
     * A computer player of {@code toi.ai.Players} as it plays people (a level's search capped at its time a decision,
     * {@code Players.forPlay}), seeing only its seat's view of the copy ({@code PlayerView}).
     */
    @Override
    public Computer computer(String name, long seed) {
        toi.ai.Player player = toi.ai.Players.forPlay(name, seed);
        return new Computer() {
            @Override
            public String choose(Match copy, String seat) {
                toi.protocol.Option o = player.choose(toi.ai.PlayerView.of(copy, seat));
                return o == null ? null : o.text();
            }

            @Override
            public Object explanation() {
                return player.lastDecision();
            }
        };
    }

    /**
     * The computer's last decision as {@code reader} may read it (docs/ai.md · Explanations): its alternatives name no
     * card in another side's hand and no concealed squad of another side.
     */
    @Override
    public Object explanationFor(Object explanation, Match m, String reader) {
        String nation = Seat.parse(reader).nation();
        if (explanation instanceof ComputerWords w) { // in the game's words, made when it was decided (issue 29)
            return w.seenBy(game(m).state(), nation);
        }
        return toi.ai.tideofiron.TideOfIronAi.seenBy((Explanation) explanation, game(m).state(), nation);
    }

    /** The computer's decision in the game's words, made now, on the game as it stood when it chose (issue 29). */
    @Override
    public Object whenDecided(Object explanation, Match before, String seat, String player, String choice) {
        return ComputerWords.of(explanation instanceof Explanation e ? e : null, game(before), player, choice);
    }

    /** The record's Tide of Iron fields, as ReplayCommand reads them: options, teams, rounds and the hash's version. */
    @Override
    public Map<String, Object> record(Match m, JsonNode options) {
        Map<String, Object> out = new LinkedHashMap<>();
        GameSetup setup = ((TideOfIronMatch) m).setup();
        if (!setup.options().isEmpty()) {
            out.put("options", setup.options().ids());
        }
        if (setup.teams()) {
            out.put("teams", true);
        }
        out.put("rounds", game(m).state().round());
        out.put("hashVersion", toi.engine.game.state.GameState.HASH_VERSION);
        return out;
    }

    /**
     * The twin keeps the units in this game's order by id: the owner's order of its squads (us-1, us-2, …) is known, so in
     * the twin each squad keeps its place in it while it sits under another marker — a view listing units in that order
     * would tell which squad a marker hides, and the twins would differ.
     */
    @Override
    public Match twin(Match m, String seat, long seed) {
        TideOfIronMatch twin = ((TideOfIronMatch) m).copyFor(seat, seed);
        var dealt = twin.game().state().units;
        List<toi.engine.units.Unit> order = new ArrayList<>();
        for (String unitId : game(m).state().units.keySet()) {
            if (dealt.containsKey(unitId)) {
                order.add(dealt.get(unitId));
            }
        }
        dealt.values().stream().filter(x -> !order.contains(x)).toList().forEach(order::add);
        for (toi.engine.units.Unit u : order) {
            dealt.remove(u.id());
            dealt.put(u.id(), u);
        }
        return twin;
    }

    // ---- the board's own endpoints

    @Override
    public void routes(Javalin app, Tables tables) {
        app.get("/api/games/{id}/board", ctx -> ctx.contentType("image/svg+xml").result(board(ours(ctx, tables))));
        app.get("/api/scenarios/{id}/board", this::scenarioBoard);
        app.get("/api/games/{id}/reachable", ctx -> reachable(ctx, tables));
        app.get("/api/games/{id}/sight", ctx -> sight(ctx, tables));
        app.get("/api/games/{id}/whynot", ctx -> whyNot(ctx, tables));
    }

    /** The game of the request, if it is a Tide of Iron game: another ruleset's board has no such endpoint (404). */
    private Table ours(Context ctx, Tables tables) {
        Table t = tables.of(ctx);
        if (t.layer != this) {
            throw new Table.Refusal(404, "no Tide of Iron game '" + t.id + "': " + ctx.path().replaceAll(".*/", "") + " is Tide of Iron's board's");
        }
        return t;
    }

    /** The map as the scenario lays it out (GET /map; public to every seat). */
    @Override
    public String mapJson(Table t) {
        return mapJson(t.scenario);
    }

    /** Each scenario's map as the one drawing reads it, made on first use. */
    private final Map<String, JsonNode> drawnMaps = new ConcurrentHashMap<>();

    /**
     * The view with its {@code pieces}: the markers, objectives and counters the board shows, drawn by the one board drawing
     * ({@link Pieces}, as {@code ./toi render} draws them) from the view as redacted for the seat, so they show nothing the
     * view does not.
     */
    @Override
    public String finish(Table t, String redactedView) {
        try {
            var v = (com.fasterxml.jackson.databind.node.ObjectNode) json.readTree(redactedView);
            JsonNode map = drawnMaps.computeIfAbsent(t.scenario, k -> json.valueToTree(MapJson.of(scenario(k).position().board())));
            v.set("pieces", json.valueToTree(Pieces.of(map, v)));
            return json.writeValueAsString(v);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The game's page holds the table's frame and the board drawn: painted before any module runs. */
    @Override
    public String framedBoard(Table t, String frame) {
        // the deployment zones are shown during setup only (style.css, board.js): a page for each, so the first frame
        // after setup does not draw them
        boolean setup;
        synchronized (t) {
            setup = game(t.match()).state().phase == toi.engine.game.protocol.Phase.SETUP;
        }
        return frame.replace("{{setup}}", setup ? " setup" : "").replace("{{board}}", board(t));
    }

    /** A key for the framed page of {@code t}: one page a scenario, in setup or not. */
    @Override
    public String framedKey(Table t) {
        synchronized (t) {
            return t.scenario + (game(t.match()).state().phase == toi.engine.game.protocol.Phase.SETUP ? " setup" : "");
        }
    }

    /** The scenario's board as SVG markup: drawn once from its map. */
    private String board(Table t) {
        return boards.computeIfAbsent(t.scenario, k -> {
            try {
                return BoardSvg.of(json.readTree(mapJson(k)));
            } catch (IOException e) {
                throw new IllegalStateException("cannot draw the board of " + k + ": " + e.getMessage(), e);
            }
        });
    }

    /** A scenario's board as SVG (the lobby's map preview): the same drawing a game of it gets. 404 for no such scenario. */
    private void scenarioBoard(Context ctx) {
        String id = ctx.pathParam("id");
        Path file = scenarios.resolve(id + ".json");
        if (!id.matches("[a-z0-9-]{1,64}") || !Files.isRegularFile(file)) {
            throw new Table.Refusal(404, "no scenario '" + id + "'", List.of());
        }
        ctx.header("Cache-Control", "max-age=3600").contentType("image/svg+xml")
                .result(previews.computeIfAbsent(id, k -> {
                    try { // the lobby's preview is an image: the objectives and their values are drawn in
                        return BoardSvg.preview(json.readTree(mapJson(id)));
                    } catch (IOException e) {
                        throw new IllegalStateException("cannot draw the board of " + k + ": " + e.getMessage(), e);
                    }
                }));
    }

    private String mapJson(String scenario) {
        return maps.computeIfAbsent(scenario, k -> { // a scenario's map never changes: worked out once
            try {
                return json.writeValueAsString(mapOf(scenario(k)));
            } catch (IOException e) {
                throw new IllegalStateException("cannot write the map of " + k + ": " + e.getMessage(), e);
            }
        });
    }

    private Map<String, Object> mapOf(GameSetup setup) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("name", setup.name());
        out.put("rounds", setup.rounds());
        out.put("nations", setup.nations());
        out.putAll(MapJson.of(setup.position().board())); // the board as the one drawing reads it (toi.draw)
        Map<String, Object> cards = new java.util.TreeMap<>(); // the printed cards of the game's decks: public, like the box's
        for (var deck : setup.cards().catalog().decks()) {
            for (var c : deck.cards()) {
                cards.put(c.id(), Map.of("name", c.name(), "deck", deck.id(), "cost", c.cost(), "text", c.text() == null ? "" : c.text()));
            }
        }
        out.put("cards", cards);
        // 000 · BUILDING SQUADS: the spaces of a squad base each figure takes (printed data, like the cards): how many figures
        // a squad transfer can move into a squad (the page's ticks, transfer.js; the engine refuses any that does not fit)
        Map<String, Integer> slots = new java.util.TreeMap<>();
        if (setup.catalog() != null) {
            setup.catalog().all().forEach(t -> slots.put(t.id(), t.slots()));
        }
        out.put("figureSlots", slots);
        out.put("squadSlots", toi.engine.units.Unit.SQUAD_SLOTS);
        return out;
    }

    /** The hexes a unit can reach as the seat can know it; an enemy concealed squad reaches nothing (R-VIEW-3). */
    private void reachable(Context ctx, Tables tables) {
        askAbout(ctx, tables, "unit", "a unit id", TideOfIronLayer::reachable);
    }

    /** A seat's question about one unit or card, named by query parameter {@code param}: 400 when it is missing. */
    private void askAbout(Context ctx, Tables tables, String param, String what, Question question) {
        Table t = ours(ctx, tables);
        String seat = tables.seat(ctx, t);
        String id = ctx.queryParam(param);
        if (id == null || id.isBlank()) {
            throw new Table.Refusal(400, param + ": missing (" + what + ")");
        }
        ctx.contentType("application/json").result(question.answer(t, seat, id));
    }

    /** What {@link #askAbout} asks: the answer as JSON, worked out on the table's copy the seat knows. */
    private interface Question {
        String answer(Table t, String seat, String id);
    }

    /**
     * The hexes {@code unit} can reach as {@code seat} can know it: worked out on the table's known copy; an enemy
     * concealed squad, by its id or its marker's name, reaches nothing, exactly as a unit that does not exist (R-VIEW-3).
     * As JSON.
     */
    public static String reachable(Table t, String seat, String unit) {
        synchronized (t) {
            Table.Asking asking = t.asking(seat);
            Match known = t.known(seat);
            return new Table.Answer(known, seat, asking).json(game(known).reachable(asking.in(unit)).values());
        }
    }

    private void whyNot(Context ctx, Tables tables) {
        askAbout(ctx, tables, "id", "a unit id or a Strategy card in your hand", TideOfIronLayer::whyNot);
    }

    /**
     * "Why not?" (issue 29): each action {@code id} (a unit, or a card in hand) may take now and, for each the decision does
     * not offer, the rule that refuses it ({@code Game.whyNot}: the check that refuses a typed choice). Worked out on the
     * table's known copy, as previews are, and redacted for the seat: an enemy concealed squad asked by its id answers as a
     * unit that does not exist, and no answer depends on what the seat cannot know (R-VIEW-3). As JSON.
     */
    public static String whyNot(Table t, String seat, String id) {
        synchronized (t) {
            Table.Asking asking = t.asking(seat);
            Match known = t.known(seat);
            return new Table.Answer(known, seat, asking).json(game(known).whyNot(asking.in(id)));
        }
    }

    /**
     * Line of sight from one hex to another on the game's board as it is now (000 · LINE OF SIGHT; ?from=H5&to=K9): clear or
     * blocked, the rule's heading, the hex that blocks, why, and the lines traced (two when the line runs along hex
     * edges: 000 · Firing Along Hex Edges). For the game's seats only (a seat's token in {@code X-Toi-Token}: it shows the
     * game's progress, its smoke and its replay's moments): another token gets 403. With {@code &choice=K}, on the board as it stood
     * after the game's first K choices (a replay). A missing, malformed or unplayable hex, or a K the game has not: 400.
     */
    private void sight(Context ctx, Tables tables) {
        Table t = ours(ctx, tables);
        tables.seat(ctx, t); // a game's progress (smoke, the replay's moments) is for its seats only
        Hex from = hexParam(ctx, "from");
        Hex to = hexParam(ctx, "to");
        String choice = ctx.queryParam("choice"); // a replay's moment: after the game's first K choices
        toi.engine.los.LosResult r;
        try {
            r = sight(t, from, to, choice == null ? null : ToiServer.intParam(choice, "choice"));
        } catch (IllegalArgumentException e) {
            throw new Table.Refusal(400, e.getMessage(), List.of());
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("from", from.toString());
        out.put("to", to.toString());
        out.put("fromLevel", level(t, from));
        out.put("toLevel", level(t, to));
        out.put("clear", r.clear());
        out.put("rule", r.rule().name());
        out.put("heading", r.rule().heading());
        out.put("blockingHex", r.blockingHex() == null ? null : r.blockingHex().toString());
        out.put("reason", r.reason());
        out.put("alongHexEdge", r.alongHexEdge());
        List<Object> lines = new ArrayList<>();
        for (toi.engine.los.LineVerdict v : r.lines()) {
            Map<String, Object> l = new LinkedHashMap<>();
            l.put("side", v.side().name().toLowerCase(java.util.Locale.ROOT));
            l.put("hexes", v.hexes().stream().map(Hex::toString).toList());
            l.put("clear", v.clear());
            l.put("blockingHex", v.blockingHex() == null ? null : v.blockingHex().toString());
            l.put("reason", v.reason());
            lines.add(l);
        }
        out.put("lines", lines);
        ctx.json(out);
    }

    private static Hex hexParam(Context ctx, String name) {
        String text = ctx.queryParam(name);
        if (text == null || text.isBlank()) {
            throw new Table.Refusal(400, name + ": missing (a hex id, e.g. C4)", List.of());
        }
        try {
            return toi.engine.hex.HexLabels.parse(text);
        } catch (IllegalArgumentException e) {
            throw new Table.Refusal(400, name + ": " + e.getMessage(), List.of());
        }
    }

    /**
     * Line of sight between two hexes on the game's board, smoke and night included (000 · LINE OF SIGHT): as it is now,
     * or with {@code k} as it stood after the game's first k choices (a replay's moment).
     */
    private static toi.engine.los.LosResult sight(Table t, Hex from, Hex to, Integer k) {
        synchronized (t) {
            return toi.engine.los.LineOfSight.check(game(k == null ? t.match() : t.at(k)).state().board(), from, to);
        }
    }

    /** A hex's level on the game's board (000 · ELEVATION). */
    private static int level(Table t, Hex hex) {
        synchronized (t) {
            return game(t.match()).state().board().elevation(hex);
        }
    }
}
