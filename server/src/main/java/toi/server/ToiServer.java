package toi.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.staticfiles.Location;
import io.javalin.json.JavalinJackson;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The authoritative game server (docs/server.md): games over HTTP with JSON, updates over WebSocket,
 * stored in SQLite. A seat is a secret token; a client receives only its seat's view and its
 * redacted, numbered events. Bad requests get a 4xx and a one-line reason, never a stack trace, and
 * change nothing.
 */
public final class ToiServer implements AutoCloseable {
    private static final SecureRandom TOKENS = new SecureRandom();
    private static final ObjectMapper BODY = new ObjectMapper();
    private final Javalin app;
    private final GameStore store;
    /** The rulesets played here, each with its board layer (BoardLayers: where they are registered). */
    private final List<BoardLayer> layers;
    private final ObjectMapper json = mapper();
    private final Map<String, Table> tables = new ConcurrentHashMap<>();
    /** The WebSocket clients following the games. */
    private final Followers followers;
    private final ComputerSeats computers;
    /** Each scenario's game page (the same for all its games), as text and gzipped once: it is large, with the board. */
    private final Map<String, GamePage> gamePages = new ConcurrentHashMap<>();

    private record GamePage(String html, byte[] gzipped) {
    }

    private final Settings settings;
    private final RateLimit creations;
    private final RateLimit choices;
    /** Unloads the games idle longest (Settings.unloadAfter). */
    private final java.util.concurrent.ScheduledExecutorService sweeper;
    /** The Content-Security-Policy of every response: scripts from this server and the pages' own inline scripts only. */
    private final String csp;

    /**
     * How the server is bounded (docs/server.md · Limits and threads): the interface it listens on (loopback unless told), game
     * creations a client (an address) may make — {@code creationsBurst} at once, then {@code creationsPerMinute} —,
     * choices a seat may send — {@code choicesBurst} at once, then {@code choicesPerSecond} —, how long a game nobody
     * uses stays in memory, how many updates wait for a WebSocket client before it is dropped as too slow, how many
     * searching computer players think at once, and how long a WebSocket client may stay without naming its seat.
     */
    public record Settings(String host, Duration computerPace, int creationsBurst, double creationsPerMinute, int choicesBurst,
                           double choicesPerSecond, Duration unloadAfter, int socketQueue, int searches, Duration helloWithin) {
        public static Settings defaults() {
            return new Settings("127.0.0.1", Duration.ZERO, 20, 20, 120, 30, Duration.ofMinutes(2), 32,
                    Math.max(1, Runtime.getRuntime().availableProcessors() / 2), Duration.ofSeconds(5));
        }

        public Settings withHost(String h) {
            return new Settings(h, computerPace, creationsBurst, creationsPerMinute, choicesBurst, choicesPerSecond, unloadAfter, socketQueue, searches, helloWithin);
        }

        public Settings withComputerPace(Duration p) {
            return new Settings(host, p, creationsBurst, creationsPerMinute, choicesBurst, choicesPerSecond, unloadAfter, socketQueue, searches, helloWithin);
        }

        public Settings withCreations(int burst, double perMinute) {
            return new Settings(host, computerPace, burst, perMinute, choicesBurst, choicesPerSecond, unloadAfter, socketQueue, searches, helloWithin);
        }

        public Settings withChoices(int burst, double perSecond) {
            return new Settings(host, computerPace, creationsBurst, creationsPerMinute, burst, perSecond, unloadAfter, socketQueue, searches, helloWithin);
        }

        public Settings withUnloadAfter(Duration d) {
            return new Settings(host, computerPace, creationsBurst, creationsPerMinute, choicesBurst, choicesPerSecond, d, socketQueue, searches, helloWithin);
        }

        public Settings withSocketQueue(int n) {
            return new Settings(host, computerPace, creationsBurst, creationsPerMinute, choicesBurst, choicesPerSecond, unloadAfter, n, searches, helloWithin);
        }

        /** At most {@code n} searching computer players (hard, expert, mcts, montecarlo) think at once. */
        public Settings withSearches(int n) {
            return new Settings(host, computerPace, creationsBurst, creationsPerMinute, choicesBurst, choicesPerSecond, unloadAfter, socketQueue, n, helloWithin);
        }

        /** How long a WebSocket client may stay connected without its first message naming its seat. */
        public Settings withHelloWithin(Duration d) {
            return new Settings(host, computerPace, creationsBurst, creationsPerMinute, choicesBurst, choicesPerSecond, unloadAfter, socketQueue, searches, d);
        }
    }

    private ToiServer(int port, Database db, Path scenarios, Settings settings) {
        this.settings = settings;
        this.store = new GameStore(db);
        this.layers = BoardLayers.all(scenarios);
        this.followers = new Followers(settings, this::table);
        this.computers = new ComputerSeats(settings.computerPace(), followers::push, settings.searches());
        this.creations = new RateLimit("new games", settings.creationsBurst(), settings.creationsPerMinute() / 60);
        this.choices = new RateLimit("choices", settings.choicesBurst(), settings.choicesPerSecond());
        this.csp = "default-src 'self'; script-src 'self' " + inlineScriptHashes(page())
                + "; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self'; object-src 'none';"
                + " base-uri 'none'; form-action 'self'; frame-ancestors 'none'";
        this.app = Javalin.create(config -> {
            config.showJavalinBanner = false;
            // a WebSocket to no game's address is refused before the upgrade (404): an id with %2F once upgraded and then
            // failed inside Javalin with 1011
            config.jetty.modifyServletContextHandler(handler -> handler.addFilter(new org.eclipse.jetty.servlet.FilterHolder(
                    (jakarta.servlet.Filter) (request, response, chain) -> {
                        String uri = ((jakarta.servlet.http.HttpServletRequest) request).getRequestURI();
                        if (uri.startsWith("/ws/") && !uri.matches("/ws/games/[0-9a-f]{1,32}")) {
                            ((jakarta.servlet.http.HttpServletResponse) response).sendError(404, "no such game");
                            return;
                        }
                        chain.doFilter(request, response);
                    }), "/ws/*", java.util.EnumSet.of(jakarta.servlet.DispatcherType.REQUEST)));
            config.jsonMapper(new JavalinJackson(json, false));
            config.staticFiles.add(s -> {
                s.hostedPath = "/";
                s.directory = "/web";
                s.location = Location.CLASSPATH;
                // the page names them with the set's version (page()): kept by the browser until they change
                s.headers = Map.of("Cache-Control", "public, max-age=31536000, immutable");
            });
        });
        routes();
        app.start(settings.host(), port);
        computers.later(this::resumeComputerPlay);
        this.sweeper = java.util.concurrent.Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "toi-unload");
            t.setDaemon(true);
            return t;
        });
        long every = Math.max(200, settings.unloadAfter().toMillis() / 4);
        sweeper.scheduleWithFixedDelay(this::unloadIdle, every, every, java.util.concurrent.TimeUnit.MILLISECONDS);
    }

    /**
     * Unloads every game nobody has used for Settings.unloadAfter and nothing holds (no follower, no computer asked, no
     * client waiting): its memory is given back, and it is rebuilt from the store by replay when next asked for.
     */
    void unloadIdle() {
        unloadIdle(settings.unloadAfter());
    }

    /** Unloads every game nobody has used for {@code idle} and nothing holds. */
    void unloadIdle(Duration idle) {
        long before = System.nanoTime() - idle.toNanos();
        for (Map.Entry<String, Table> e : tables.entrySet()) {
            if (followers.count(e.getKey()) == 0 && e.getValue().unloadIfIdle(before)) {
                tables.remove(e.getKey(), e.getValue());
            }
        }
    }

    /** The games in memory now (the others are in the store only). */
    int loaded() {
        return tables.size();
    }

    /** The WebSocket clients following a game now. */
    int followers(String id) {
        return followers.count(id);
    }

    /** The store's transactions so far and the writes in them (group commit: a transaction holds many writes). */
    long[] commits() {
        return new long[] {store.commits(), store.writes()};
    }

    /** The CSP hashes ('sha256-…') of every inline script of the pages. */
    private static String inlineScriptHashes(String html) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("<script(?![^>]*\\ssrc=)[^>]*>(.*?)</script>", java.util.regex.Pattern.DOTALL)
                .matcher(html);
        java.util.Set<String> out = new java.util.LinkedHashSet<>();
        while (m.find()) {
            try {
                byte[] d = java.security.MessageDigest.getInstance("SHA-256").digest(m.group(1).getBytes(java.nio.charset.StandardCharsets.UTF_8));
                out.add("'sha256-" + java.util.Base64.getEncoder().encodeToString(d) + "'");
            } catch (java.security.NoSuchAlgorithmException e) {
                throw new IllegalStateException(e);
            }
        }
        return String.join(" ", out);
    }

    /** Starts a server on {@code port} (0: any free port), storing games in {@code db}, playing the scenarios in {@code scenarios}. */
    public static ToiServer start(int port, Path db, Path scenarios) {
        return start(port, db, scenarios, Duration.ZERO);
    }

    /** As {@link #start(int, Path, Path)}; each computer choice takes at least {@code computerPace}, so a human can follow them. */
    public static ToiServer start(int port, Path db, Path scenarios, Duration computerPace) {
        return start(port, db, scenarios, Settings.defaults().withComputerPace(computerPace));
    }

    /** As {@link #start(int, Path, Path)}, bounded as {@code settings} say. */
    public static ToiServer start(int port, Path db, Path scenarios, Settings settings) {
        return start(port, Database.sqlite(db), scenarios, settings);
    }

    /** As {@link #start(int, Path, Path, Settings)}, storing games in {@code db}: a SQLite file or a PostgreSQL database. */
    public static ToiServer start(int port, Database db, Path scenarios, Settings settings) {
        return new ToiServer(port, db, scenarios, settings);
    }

    public int port() {
        return app.port();
    }

    @Override
    public void close() {
        sweeper.shutdownNow();
        computers.close();
        tables.values().forEach(Table::close);
        app.stop();
        store.close();
    }

    // ---- routes

    private void routes() {
        app.before(ctx -> { // on every response (docs/server.md · HTTP)
            ctx.header("Content-Security-Policy", csp);
            ctx.header("X-Frame-Options", "DENY");
            ctx.header("X-Content-Type-Options", "nosniff");
            ctx.header("Referrer-Policy", "no-referrer");
            if (ctx.queryParam("token") != null) { // docs/server.md · HTTP: an address is kept in logs, histories and Referer headers
                throw tokenInAddress();
            }
            if (!ctx.method().name().equals("GET") && !ctx.method().name().equals("HEAD") && !ctx.method().name().equals("DELETE")
                    && ctx.path().startsWith("/api/") && !isJson(ctx.contentType())) {
                // a cross-site form or text/plain POST cannot send application/json without the browser asking first (CORS)
                throw new Table.Refusal(415, "Content-Type: the request body must be JSON, sent as application/json, not "
                        + (ctx.contentType() == null ? "none" : ctx.contentType()), List.of());
            }
            if (ctx.method().name().equals("POST")) { // every ruleset's games: a client's creations, a seat's choices and undos
                if (ctx.path().matches("/api/games/?")) {
                    creations.take(ctx.ip());
                } else if (ctx.path().matches("/api/games/[^/]+/(choices|undo)")) {
                    String token = seatToken(ctx, jsonBody(ctx));
                    choices.take(token != null ? token : ctx.ip());
                }
            }
        });
        app.exception(RateLimit.TooMany.class, (e, ctx) ->
                ctx.status(429).header("Retry-After", Long.toString(e.seconds)).json(Map.of("error", e.getMessage())));
        app.exception(GroupCommit.Busy.class, (e, ctx) ->
                ctx.status(503).header("Retry-After", "1").json(Map.of("error", e.getMessage())));
        app.exception(Table.Refusal.class, (e, ctx) -> {
            Map<String, Object> body = new LinkedHashMap<>();
            body.put("error", e.getMessage());
            if (!e.missed.isEmpty() || e.status == 409) {
                body.put("missed", numbered(e.missed));
            }
            ctx.status(e.status).json(body);
        });
        app.exception(Exception.class, (e, ctx) -> ctx.status(500).json(Map.of("error", "the server failed: " + e.getMessage())));
        String page = page();
        String frame = resource("/page/table.html");
        app.get("/", ctx -> page(ctx, page, frame));
        app.get("/api/scenarios", this::scenarios);
        app.get("/api/players", this::players);
        app.get("/api/options", this::options);
        app.get("/api/games", this::games);
        app.post("/api/games", this::create);
        app.get("/api/games/{id}", this::state);
        app.delete("/api/games/{id}", this::delete);
        app.post("/api/games/{id}/choices", this::choose);
        app.post("/api/games/{id}/undo", this::undo);
        app.get("/api/games/{id}/at", this::at);
        app.get("/api/games/{id}/record", this::record);
        app.get("/api/games/{id}/preview", this::preview);
        app.get("/api/games/{id}/map", ctx -> ctx.contentType("application/json").result(tableOr404(ctx).layer.mapJson(tableOr404(ctx))));
        app.get("/api/games/{id}/explain", this::explain);
        BoardLayer.Tables tables = new BoardLayer.Tables() {
            @Override
            public Table of(Context ctx) {
                return tableOr404(ctx);
            }

            @Override
            public String seat(Context ctx, Table t) {
                return seatOr403(ctx, t, seatToken(ctx));
            }
        };
        for (BoardLayer layer : layers) { // the endpoints only one ruleset's board uses
            layer.routes(app, tables);
        }
        app.ws("/ws/games/{id}", ws -> {
            ws.onConnect(c -> followers.connect(c, sweeper));
            ws.onMessage(followers::hello);
            ws.onClose(ctx -> followers.forget(ctx.pathParam("id"), ctx.sessionId()));
            ws.onError(ctx -> followers.forget(ctx.pathParam("id"), ctx.sessionId()));
        });
    }

    /** The browser client's files (server/src/main/resources/web): the shared page code and each ruleset's board layer. */
    static final List<String> WEB_FILES = List.of("app.js", "api.js", "table.js", "board.js", "decision.js", "toi-layer.js",
            "irontide-layer.js", "style.css");

    /** The page (page/index.html) with its files named by their version: a hash of the browser client's files. */
    private static String page() {
        try {
            java.security.MessageDigest sha = java.security.MessageDigest.getInstance("SHA-256");
            for (String f : WEB_FILES) {
                try (var in = ToiServer.class.getResourceAsStream("/web/" + f)) {
                    sha.update(in.readAllBytes());
                }
            }
            String version = HexFormat.of().formatHex(sha.digest()).substring(0, 12);
            return resource("/page/index.html").replace("{{v}}", version);
        } catch (IOException | java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException("cannot read the browser client's files: " + e.getMessage(), e);
        }
    }

    private static String resource(String name) {
        try (var in = ToiServer.class.getResourceAsStream(name)) {
            return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        } catch (IOException | NullPointerException e) {
            throw new IllegalStateException("cannot read " + name + ": " + e.getMessage(), e);
        }
    }

    /** A game's page holds the table's frame with the board drawn (page/table.html), painted before any module runs. */
    private void page(Context ctx, String page, String frame) {
        ctx.header("Cache-Control", "no-cache");
        String id = ctx.queryParam("game");
        Table t = id != null && id.matches("[0-9a-f]{1,32}") ? table(id) : null;
        if (t == null) {
            ctx.html(page.replace("{{table}}", ""));
            return;
        }
        String framed = t.layer.framedKey(t);
        GamePage p = gamePages.computeIfAbsent(framed, k -> {
            String board = t.layer.framedBoard(t, frame); // the board drawn into the page, when the layer draws it at the server
            return gamePage(page.replace("{{table}}", board == null ? "" : board));
        });
        ctx.header("Vary", "Accept-Encoding");
        if (ctx.header("Accept-Encoding") != null && ctx.header("Accept-Encoding").contains("gzip")) { // compressed once, not per request
            ctx.header("Content-Encoding", "gzip").contentType("text/html; charset=utf-8").result(p.gzipped());
        } else {
            ctx.html(p.html());
        }
    }

    private static GamePage gamePage(String html) {
        var bytes = new java.io.ByteArrayOutputStream();
        try (var gzip = new java.util.zip.GZIPOutputStream(bytes)) {
            gzip.write(html.getBytes(java.nio.charset.StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new IllegalStateException("cannot compress the page: " + e.getMessage(), e);
        }
        return new GamePage(html, bytes.toByteArray());
    }

    /** The lobby's scenarios, every ruleset's in the order they are registered, each with its {@code ruleset}. */
    private void scenarios(Context ctx) {
        List<Map<String, Object>> out = new ArrayList<>();
        for (BoardLayer l : layers) {
            out.addAll(l.scenarios());
        }
        ctx.json(out);
    }

    /** The optional rules the lobby offers, every ruleset's, each with its {@code ruleset}. */
    private void options(Context ctx) {
        List<Map<String, Object>> out = new ArrayList<>();
        for (BoardLayer l : layers) {
            out.addAll(l.options());
        }
        ctx.json(out);
    }

    /**
     * The computer players a seat may be given: {@code {"players", "default"}} of the first ruleset (Tide of Iron's
     * levels, as before), and {@code "rulesets": {id: {"players", "default"}}} for each.
     */
    private void players(Context ctx) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("players", layers.get(0).players());
        out.put("default", layers.get(0).defaultPlayer());
        Map<String, Object> each = new LinkedHashMap<>();
        for (BoardLayer l : layers) {
            each.put(l.id(), Map.of("players", l.players(), "default", l.defaultPlayer()));
        }
        out.put("rulesets", each);
        ctx.json(out);
    }

    /** The board layer of the ruleset that plays {@code scenario}, or null. */
    private BoardLayer layerFor(String scenario) {
        return layers.stream().filter(l -> l.plays(scenario)).findFirst().orElse(null);
    }

    /** The board layer of a ruleset's id. */
    private BoardLayer layer(String ruleset) {
        return layers.stream().filter(l -> l.id().equals(ruleset)).findFirst()
                .orElseThrow(() -> new IllegalStateException("no ruleset '" + ruleset + "' is played here"));
    }

    /**
     * {@code {"scenario": ID, "seed": S?, "options": [...], "seats": {"US": "human", "GER": "computer"}, …}} → the game's id,
     * its seats' tokens and the creator's token; any ruleset's scenario (its layer reads what else the request says: Tide
     * of Iron's {@code "teams"} and optional rules, Iron Tide's optional rules). A seat is {@code human}, {@code computer}
     * (the random player) or one of the ruleset's computer players.
     */
    private void create(Context ctx) {
        JsonNode body = body(ctx);
        String scenario = body.path("scenario").asText("");
        BoardLayer layer = layerFor(scenario);
        if (layer == null) {
            throw new Table.Refusal(400, "scenario: no scenario '" + scenario + "' (GET /api/scenarios lists them)", List.of());
        }
        JsonNode seed = body.path("seed");
        if (!seed.isMissingNode() && !seed.isNull() && !seed.canConvertToLong()) {
            throw new Table.Refusal(400, "seed: must be a whole number, not " + seed, List.of());
        }
        BoardLayer.NewGame made = layer.newGame(scenario, body);
        List<String> seatNames = made.seats();
        List<String> players = layer.players();
        String random = players.contains("random") ? "random" : players.get(0);
        Map<String, GameStore.StoredSeat> seats = new LinkedHashMap<>();
        for (String name : seatNames) {
            String kind = body.path("seats").path(name).asText("human");
            String player = kind.equals("computer") ? random : kind; // "computer" alone: the random player (or the first listed)
            if (!kind.equals("human") && !players.contains(player)) {
                throw new Table.Refusal(400, "seats." + name + ": must be human, computer or a computer player "
                        + players + ", not '" + kind + "'", List.of());
            }
            seats.put(name, new GameStore.StoredSeat(name, kind.equals("human") ? "human" : "computer", token(),
                    kind.equals("human") ? "random" : player));
        }
        body.path("seats").fieldNames().forEachRemaining(name -> {
            if (!seatNames.contains(name)) {
                throw new Table.Refusal(400, "seats." + name + ": no such seat; the seats are " + seatNames, List.of());
            }
        });
        if (seats.values().stream().noneMatch(s -> s.kind().equals("human"))) {
            throw new Table.Refusal(400, "seats: at least one seat must be human", List.of());
        }
        long humanSides = seats.values().stream().filter(s -> s.kind().equals("human")).map(s -> Table.side(s.seat())).distinct().count();
        if (seed.canConvertToLong() && humanSides > 1) { // docs/server.md · Secrecy: a seed known to one player is every secret of the game
            throw Table.chosenSeedRefused();
        }
        String id = randomHex(6);
        long s = seed.canConvertToLong() ? seed.asLong() : TOKENS.nextLong(); // 64 bits from a secure source
        Map<String, Object> stored = new LinkedHashMap<>(); // the game's options, kept with it so a restart rebuilds the same game
        stored.put("salt", randomHex(16)); // of the seed's commitment (Table.seedRecord)
        stored.putAll(made.options());
        String options;
        try {
            options = json.writeValueAsString(stored);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        // the new game as stored, without reading it back; its computer seats wake: the computer may be asked first
        String creator = token();
        GameStore.StoredGame game = store.create(id, layer.id(), scenario, s, options, seats, creator);
        Table t = new Table(game, layer, store);
        tables.put(id, t);
        computers.wake(t);
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("id", id);
        out.put("ruleset", layer.id());
        Map<String, Object> tokens = new LinkedHashMap<>();
        seats.values().stream().filter(x -> x.kind().equals("human")).forEach(x -> tokens.put(x.seat(), x.token()));
        out.put("tokens", tokens);
        out.put("creator", creator); // abandons the game before its first choice (DELETE); after it every human seat consents
        ctx.status(201).json(out);
    }

    private void state(Context ctx) {
        Table t = tableOr404(ctx);
        String seat = seatOr403(ctx, t, seatToken(ctx));
        int since = intParam(ctx.queryParam("since"), "since");
        int wait = intParam(ctx.queryParam("wait"), "wait");
        if (wait > 0) { // while the computer thinks: answered at its next event after `since`, when it is done, or after `wait` ms (≤ 30 s)
            // no request thread waits meanwhile (docs/server.md · Limits and threads)
            ctx.future(() -> t.computerAnswered(since, Math.min(wait, 30_000)).thenAccept(x -> ctx.json(update(t, seat, since))));
            return;
        }
        ctx.json(update(t, seat, since));
    }

    /**
     * The games of the tokens a client holds (the header {@code X-Toi-Token: T,U…}; at most 100): each game and the seat
     * each token holds in it, the newest first — never anyone else's games (docs/server.md · Secrecy). No token: an empty list.
     */
    private void games(Context ctx) {
        String header = ctx.header("X-Toi-Token");
        List<String> asked = header != null ? List.of(header.split(",")) : List.of();
        List<String> tokens = asked.stream().map(String::trim).filter(t -> t.matches("[0-9a-f]{32}")).distinct().toList();
        if (tokens.size() > 100) {
            throw new Table.Refusal(400, "token: at most 100 tokens a request, not " + tokens.size(), List.of());
        }
        ctx.json(store.seatsHeldBy(tokens));
    }

    /** Abandons a game (Table.deleteStored): 204 when it is gone, 202 with the human seats still to consent. */
    private void delete(Context ctx) {
        String id = ctx.pathParam("id");
        List<String> waiting = Table.deleteStored(store, id, seatToken(ctx));
        if (!waiting.isEmpty()) {
            ctx.status(202).json(Map.of("abandoned", false, "waiting", waiting));
            return;
        }
        Table t = tables.remove(id);
        if (t != null) {
            t.close();
        }
        ctx.status(204);
    }

    /** {@code {"token": T, "seen": N, "choice": "text"}}: the choice of the token's seat, made having seen event N. */
    private void choose(Context ctx) {
        Table t = tableOr404(ctx);
        JsonNode body = body(ctx);
        String seat = seatOr403(ctx, t, seatToken(ctx, body));
        int seen = seen(body);
        if (!body.path("choice").isTextual()) {
            throw new Table.Refusal(400, "choice: missing (a choice as text, e.g. 'pass')", List.of());
        }
        try {
            t.submit(seat, seen, body.path("choice").asText());
        } catch (Table.Gone unloaded) { // unloaded meanwhile: the game as the store has it
            t = tableOr404(ctx);
            t.submit(seat, seen, body.path("choice").asText());
        }
        ctx.json(update(t, seat, seen));
        followers.push(t);
        computers.wake(t); // the computer answers off this request, each of its choices pushed as it is made
    }

    /** {@code {"token": T, "seen": N}}: takes back the seat's last choice, when nothing was revealed since. */
    private void undo(Context ctx) {
        Table t = tableOr404(ctx);
        JsonNode body = body(ctx);
        String seat = seatOr403(ctx, t, seatToken(ctx, body));
        int seen = seen(body);
        try {
            t.undo(seat, seen);
        } catch (Table.Gone unloaded) {
            t = tableOr404(ctx);
            t.undo(seat, seen);
        }
        ctx.json(update(t, seat, seen));
        followers.push(t);
        computers.wake(t);
    }

    /**
     * The finished game as ./toi replay reads it (the seat's token in {@code X-Toi-Token}): scenario, seed, salt and
     * commitment, options and the choices in effect, winner, rounds and final hash — {@code ./toi replay FILE --verify} checks the seed against the
     * commitment the seats were shown. 409 while the game goes on: its seed is secret until the end.
     */
    private void record(Context ctx) {
        Table t = tableOr404(ctx);
        seatOr403(ctx, t, seatToken(ctx));
        ctx.json(t.record());
    }

    /** The seat's view after the first K choices in effect ({@code ?choice=K}): replaying a game step by step. */
    private void at(Context ctx) {
        Table t = tableOr404(ctx);
        String seat = seatOr403(ctx, t, seatToken(ctx));
        int k = intParam(ctx.queryParam("choice"), "choice");
        ctx.json(t.viewAt(seat, k));
    }

    private void preview(Context ctx) {
        Table t = tableOr404(ctx);
        String seat = seatOr403(ctx, t, seatToken(ctx));
        Map<String, String> asked = new LinkedHashMap<>();
        ctx.queryParamMap().forEach((k, v) -> {
            if (!k.equals("choice") && !v.isEmpty()) {
                asked.put(k, v.get(0));
            }
        });
        ctx.contentType("application/json").result(previewWith(t, seat, ctx.queryParam("choice"), asked));
    }

    /**
     * What {@code GET …/preview?choice=C[&…]} answers the seat, as JSON: worked out by the game's layer on the match as the
     * seat can know it and redacted for it (Table.preview; docs/server.md · Secrecy).
     */
    static String previewWith(Table t, String seat, String choice, Map<String, String> asked) {
        return t.preview(seat, choice, asked);
    }

    /** As {@link #previewWith} with Tide of Iron's {@code unit} (null: none). */
    static String preview(Table t, String seat, String choice, String unit) {
        return previewWith(t, seat, choice, unit == null ? Map.of() : Map.of("unit", unit));
    }

    /** The computer's last decision, its best alternatives and their values, hiding what the asking seat may not see. */
    private void explain(Context ctx) {
        Table t = tableOr404(ctx);
        String seat = seatOr403(ctx, t, seatToken(ctx));
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("explanation", t.explanationFor(seat));
        ctx.json(out);
    }

    /**
     * What a seat needs after event {@code since}, for every ruleset: the game, its ruleset and scenario, the seats and
     * their computer players, the computer seat thinking, the latest event number, how many choices the seat may undo,
     * the choices made, the seed's commitment, the decision as the seat sees it, the outcome once over, the events it
     * missed and its view (as the ruleset's board layer reads it).
     */
    static Map<String, Object> update(Table t, String seat, int since) {
        synchronized (t) {
            Map<String, Object> out = new LinkedHashMap<>();
            out.put("game", t.id);
            out.put("ruleset", t.ruleset());
            out.put("scenario", t.scenario);
            out.put("seat", seat);
            out.put("seats", t.kinds());
            out.put("players", t.players());
            out.put("thinking", t.computerAsked()); // the computer seat working out its choice
            out.put("number", t.number());
            out.put("undo", t.undoable(seat));
            out.put("choices", t.choices());
            out.put("seed", t.seedRecord()); // its commitment from the start; the seed and salt once the game is over
            out.put("decision", t.decisionFor(seat));
            out.put("over", t.over());
            out.put("outcome", t.outcome());
            out.put("events", numbered(t.eventsSince(seat, since)));
            out.put("view", t.viewJson(seat));
            return out;
        }
    }

    /** The events as the seat received them (Table.record: redacted for it when they happened). */
    private static List<com.fasterxml.jackson.databind.util.RawValue> numbered(List<Table.Numbered> events) {
        return events.stream().map(e -> new com.fasterxml.jackson.databind.util.RawValue(e.json())).toList();
    }

    /** On a start: every game with a computer seat is loaded, so one whose computer was asked when the server stopped plays on. */
    private void resumeComputerPlay() {
        for (String id : store.idsWithComputerSeats()) {
            try {
                table(id);
            } catch (RuntimeException e) {
                System.err.println("game " + id + " cannot be loaded: " + e.getMessage());
            }
        }
    }

    // ---- helpers

    private Table table(String id) {
        Table t = tables.get(id);
        t = t != null ? t : loadOrNull(id);
        if (t != null) {
            t.touch();
        }
        return t;
    }

    private synchronized Table loadOrNull(String id) {
        Table t = tables.get(id);
        if (t != null) {
            return t;
        }
        GameStore.StoredGame g = store.load(id);
        if (g == null) {
            return null;
        }
        BoardLayer layer = g.ruleset() != null ? layer(g.ruleset()) : layerFor(g.scenario()); // schema V6: older rows by their scenario
        if (layer == null) {
            throw new Table.Refusal(422, "game " + id + ": no ruleset here plays its scenario '" + g.scenario() + "'");
        }
        t = new Table(g, layer, store);
        tables.put(id, t);
        computers.wake(t);
        return t;
    }

    private Table tableOr404(Context ctx) {
        String id = ctx.pathParam("id");
        Table t = id.matches("[0-9a-f]{1,32}") ? table(id) : null;
        if (t == null) {
            throw new Table.Refusal(404, "no game '" + id + "'", List.of());
        }
        return t;
    }

    /**
     * The seat token of a request: the {@code X-Toi-Token} header. Never the address: an address is kept by logs and
     * histories and sent in Referer headers, so {@code ?token=} is refused on every request ({@link #tokenInAddress}).
     */
    static String seatToken(Context ctx) {
        return ctx.header("X-Toi-Token");
    }

    /** The refusal of a token in an address (docs/server.md · HTTP), HTTP and WebSocket alike. */
    static Table.Refusal tokenInAddress() {
        return new Table.Refusal(400, "token: send the seat's token in the X-Toi-Token header (a choice or an undo may carry it"
                + " in its JSON body; a WebSocket in its first message), never in the address: an address is kept in logs,"
                + " histories and Referer headers", List.of());
    }

    /** The seat token of a request with a JSON body: the body's {@code token}, else the header's. */
    static String seatToken(Context ctx, JsonNode body) {
        return body.path("token").isTextual() ? body.path("token").asText() : seatToken(ctx);
    }

    private static String seatOr403(Context ctx, Table t, String token) {
        String seat = t.seat(token);
        if (seat == null) {
            throw new Table.Refusal(403, "token: not a seat of this game", List.of());
        }
        return seat;
    }

    private static boolean isJson(String contentType) {
        return contentType != null && contentType.toLowerCase(java.util.Locale.ROOT).matches("application/json\\s*(;.*)?");
    }

    private JsonNode body(Context ctx) {
        return jsonBody(ctx);
    }

    /** The request's body, a JSON object, or a 400 saying what is wrong with it. */
    static JsonNode jsonBody(Context ctx) {
        try {
            JsonNode body = BODY.readTree(ctx.body());
            if (body == null || !body.isObject()) {
                throw new Table.Refusal(400, "the request body must be a JSON object", List.of());
            }
            return body;
        } catch (IOException e) {
            throw new Table.Refusal(400, "the request body is not JSON: " + e.getMessage().split("\n")[0], List.of());
        }
    }

    /** The request's {@code seen}: the number of the last event the client has seen. */
    private static int seen(JsonNode body) {
        JsonNode seen = body.path("seen");
        if (!seen.isIntegralNumber() || !seen.canConvertToInt() || seen.asInt() < 0) { // 3.0 or "3": 400
            throw new Table.Refusal(400, "seen: the number of the last event you have seen (0 or more), not " + seen, List.of());
        }
        return seen.asInt();
    }

    static int intParam(String value, String name) {
        if (value == null) {
            return 0;
        }
        try {
            int v = Integer.parseInt(value);
            if (v < 0) {
                throw new NumberFormatException();
            }
            return v;
        } catch (NumberFormatException e) {
            throw new Table.Refusal(400, name + ": must be a whole number, 0 or more, not '" + value + "'", List.of());
        }
    }

    private static String token() {
        return randomHex(16);
    }

    private static String randomHex(int bytes) {
        byte[] b = new byte[bytes];
        TOKENS.nextBytes(b);
        return HexFormat.of().formatHex(b);
    }

    /** JSON as clients read it, with each ruleset's values written its way (BoardLayers.mapper). */
    static ObjectMapper mapper() {
        return BoardLayers.mapper();
    }
}
