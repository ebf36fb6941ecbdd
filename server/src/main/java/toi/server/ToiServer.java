package toi.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.staticfiles.Location;
import io.javalin.json.JavalinJackson;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import static toi.server.Requests.isJson;
import static toi.server.Requests.jsonBody;
import static toi.server.Requests.seatOr403;
import static toi.server.Requests.seatToken;
import static toi.server.Requests.seen;
import static toi.server.Requests.tokenInAddress;

/**
 * The authoritative game server (docs/server.md): games over HTTP with JSON, updates over WebSocket,
 * stored in SQLite. A seat is a secret token; a client receives only its seat's view and its
 * redacted, numbered events. Bad requests get a 4xx and a one-line reason, never a stack trace, and
 * change nothing.
 */
public final class ToiServer implements AutoCloseable {
    private final Javalin app;
    private final GameStore store;
    /** The rulesets played here, each with its board layer (BoardLayers: where they are registered). */
    private final List<BoardLayer> layers;
    private final ObjectMapper json = mapper();
    private final Map<String, Table> tables = new ConcurrentHashMap<>();
    /** The WebSocket clients following the games. */
    private final Followers followers;
    private final ComputerSeats computers;
    /** The lobby's routes: scenarios, options, players, new games, a client's games, abandoning one. */
    private final Lobby lobby;
    /** Players' accounts, sessions, challenges, resignations, spectators (issue 31; docs/server.md · Accounts). */
    private final Accounts accounts;
    /** The e-mail notice of a turn, when the server is given an SMTP relay (issue 31 · 4); null: none. */
    private final Notices notices;
    /** The seats whose pages follow a game live, on any process on the database (the notice goes to none of them). */
    private final Presence presence;
    /** The browser client's pages. */
    private final WebPages pages = new WebPages(this::table);

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
     * searching computer players think at once, how long a WebSocket client may stay without naming its seat, and how
     * often the server's heartbeat goes to each WebSocket client (one silent for four heartbeats is closed as gone).
     */
    public record Settings(String host, Duration computerPace, int creationsBurst, double creationsPerMinute, int choicesBurst,
                           double choicesPerSecond, Duration unloadAfter, int socketQueue, int searches, Duration helloWithin,
                           Duration heartbeat) {
        public static Settings defaults() {
            return new Settings("127.0.0.1", Duration.ZERO, 20, 20, 120, 30, Duration.ofMinutes(2), 32,
                    Math.max(1, Runtime.getRuntime().availableProcessors() / 2), Duration.ofSeconds(5), Duration.ofSeconds(15));
        }

        public Settings withHost(String h) {
            return new Settings(h, computerPace, creationsBurst, creationsPerMinute, choicesBurst, choicesPerSecond, unloadAfter, socketQueue, searches, helloWithin, heartbeat);
        }

        public Settings withComputerPace(Duration p) {
            return new Settings(host, p, creationsBurst, creationsPerMinute, choicesBurst, choicesPerSecond, unloadAfter, socketQueue, searches, helloWithin, heartbeat);
        }

        public Settings withCreations(int burst, double perMinute) {
            return new Settings(host, computerPace, burst, perMinute, choicesBurst, choicesPerSecond, unloadAfter, socketQueue, searches, helloWithin, heartbeat);
        }

        public Settings withChoices(int burst, double perSecond) {
            return new Settings(host, computerPace, creationsBurst, creationsPerMinute, burst, perSecond, unloadAfter, socketQueue, searches, helloWithin, heartbeat);
        }

        public Settings withUnloadAfter(Duration d) {
            return new Settings(host, computerPace, creationsBurst, creationsPerMinute, choicesBurst, choicesPerSecond, d, socketQueue, searches, helloWithin, heartbeat);
        }

        public Settings withSocketQueue(int n) {
            return new Settings(host, computerPace, creationsBurst, creationsPerMinute, choicesBurst, choicesPerSecond, unloadAfter, n, searches, helloWithin, heartbeat);
        }

        /** At most {@code n} searching computer players (hard, expert, mcts, montecarlo) think at once. */
        public Settings withSearches(int n) {
            return new Settings(host, computerPace, creationsBurst, creationsPerMinute, choicesBurst, choicesPerSecond, unloadAfter, socketQueue, n, helloWithin, heartbeat);
        }

        /** How long a WebSocket client may stay connected without its first message naming its seat. */
        public Settings withHelloWithin(Duration d) {
            return new Settings(host, computerPace, creationsBurst, creationsPerMinute, choicesBurst, choicesPerSecond, unloadAfter, socketQueue, searches, d, heartbeat);
        }

        /** The WebSocket heartbeat's interval (docs/server.md · WebSocket). */
        public Settings withHeartbeat(Duration d) {
            return new Settings(host, computerPace, creationsBurst, creationsPerMinute, choicesBurst, choicesPerSecond, unloadAfter, socketQueue, searches, helloWithin, d);
        }
    }

    private ToiServer(int port, Database db, Path scenarios, Settings settings, Notices.Relay relay) {
        this.settings = settings;
        this.store = new GameStore(db);
        this.layers = BoardLayers.all(scenarios);
        this.followers = new Followers(settings, this::table);
        this.computers = new ComputerSeats(settings.computerPace(), t -> changed(t), settings.searches());
        this.accounts = new Accounts(new AccountStore(db, store.reads()), this::table, t -> {
            changed(t);
            computers.wake(t); // a skipped decision may hand the game to the computer
        });
        this.presence = new Presence(accounts.store(), settings.heartbeat().multipliedBy(4)); // as a silent WebSocket
        this.followers.presence(presence);
        this.notices = relay == null ? null : new Notices(relay, accounts.store(), this::table,
                (id, seat) -> followers.follows(id, seat) || presence.present(id, seat));
        this.accounts.mail(relay != null);
        this.accounts.cluster(store::owns, store::ended);
        this.followers.accounts(accounts);
        this.lobby = new Lobby(layers, store, tables, computers, json, accounts);
        this.accounts.lobby(lobby);
        this.creations = new RateLimit("new games", settings.creationsBurst(), settings.creationsPerMinute() / 60);
        this.choices = new RateLimit("choices", settings.choicesBurst(), settings.choicesPerSecond());
        this.csp = "default-src 'self'; script-src 'self' " + WebPages.inlineScriptHashes(WebPages.page())
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
            // docs/server.md · WebSocket: the heartbeat (Followers.heartbeat) keeps a connection busy both ways; one silent for
            // four heartbeats is gone (not Jetty's 30 s default, which closed an idle table's connection: issue 29)
            config.jetty.modifyWebSocketServletFactory(f -> f.setIdleTimeout(settings.heartbeat().multipliedBy(4)));
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
        if (store.shared()) { // several processes on one PostgreSQL database (docs/server.md · Run a public server)
            store.onStored((id, n) -> {
                Table t = tables.get(id);
                if (t != null) {
                    t.heard(n); // at once: the game's next choice reads the log first (Table.catchUpIfBehind)
                }
            }, this::storedElsewhere, () -> tables.keySet().forEach(id -> storedElsewhere(id, Integer.MAX_VALUE)));
            sweeper.scheduleWithFixedDelay(this::takeOverComputers, 1, 1, java.util.concurrent.TimeUnit.SECONDS);
        }
        sweeper.scheduleWithFixedDelay(accounts::tick, 1, 1, java.util.concurrent.TimeUnit.SECONDS); // turn clocks
        long beat = settings.heartbeat().toMillis();
        sweeper.scheduleAtFixedRate(followers::heartbeat, beat, beat, java.util.concurrent.TimeUnit.MILLISECONDS);
        sweeper.scheduleAtFixedRate(presence::renew, beat, beat, java.util.concurrent.TimeUnit.MILLISECONDS);
    }

    /** After any change to a game: its WebSocket clients get the new events, and its turn's e-mail notice is checked. */
    private void changed(Table t) {
        followers.push(t);
        if (notices != null) {
            notices.changed(t);
        }
    }

    /**
     * Choice {@code n} of game {@code id} was stored, by this process or another (Fanout): a game in memory here reads
     * the rows it has not applied, its WebSocket clients get the new events, and its computer seats are woken.
     */
    private void storedElsewhere(String id, int n) {
        Table t = tables.get(id);
        if (t != null && n == 0) { // the game ended outside its log (a resignation, a clock run out): GameStore.ended
            try {
                t.resigned(accounts.store().resigned(id), accounts.store().resignedWhy(id));
                changed(t);
            } catch (RuntimeException e) {
                System.err.println("game " + id + " cannot read its end: " + e.getMessage());
            }
            return;
        }
        if (t == null || t.logged() >= n) {
            return; // not in memory here (read from the store when asked for), or already applied
        }
        try {
            if (t.catchUpTo(n)) { // under the table's lock: its own row, acknowledged meanwhile, is not read again
                changed(t);
                computers.wake(t);
            }
        } catch (RuntimeException e) {
            System.err.println("game " + id + " cannot catch up: " + e.getMessage());
        }
    }

    /**
     * Every second: the games in memory whose computer seat is asked are woken, so that a game whose owner died (its
     * advisory lock let go by PostgreSQL) is taken over by this process and its computer plays on.
     */
    private void takeOverComputers() {
        tables.values().forEach(computers::wake);
    }

    /**
     * Stops as if the process were killed (the tests of a server's death, issue 31): no request is answered any more, its
     * database connections are closed at once (PostgreSQL lets go of its games' locks), nothing queued is written.
     */
    void crash() {
        sweeper.shutdownNow();
        presence.crash(); // its pages' rows stay until they expire
        if (notices != null) {
            notices.close();
        }
        store.crash();
        accounts.store().close(); // its connection too: nothing of this process is left on the database
        app.stop();
        computers.close();
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

    /** The games this process ended by their turn clock so far (only a game's owner sweeps its clock). */
    int timeouts() {
        return accounts.timeouts();
    }

    /** The games in memory now (the others are in the store only). */
    int loaded() {
        return tables.size();
    }

    /** Whether a WebSocket client follows the game as the seat now, on an open connection (Notices: no mail then). */
    boolean follows(String id, String seat) {
        return followers.follows(id, seat);
    }

    /** Whether a page of the seat follows the game live on any process on the database (Presence). */
    boolean present(String id, String seat) {
        return presence.present(id, seat);
    }

    /** The WebSocket clients following a game now. */
    int followers(String id) {
        return followers.count(id);
    }

    /** The catch-up reads of games' logs this process made so far (PostgreSQL; GameStore.logReads). */
    long logReads() {
        return store.logReads();
    }

    /** The store's transactions so far and the writes in them (group commit: a transaction holds many writes). */
    long[] commits() {
        return new long[] {store.commits(), store.writes()};
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
        return new ToiServer(port, db, scenarios, settings, null);
    }

    /**
     * As {@link #start(int, Database, Path, Settings)}, sending the e-mail notice of a turn through an SMTP relay (null: none):
     * {@code ./toi serve --smtp host:port} (docs/server.md · Run a public server).
     */
    public static ToiServer start(int port, Database db, Path scenarios, Settings settings, Relay relay) {
        return new ToiServer(port, db, scenarios, settings, relay == null ? null : relay.relay);
    }

    /**
     * An SMTP relay for the turns' e-mail notices, as {@code ./toi serve} reads its options: {@code host:port}, the sender's
     * address, the user and password to log in with (null: none), STARTTLS, the address players reach the server at (the
     * games' links) and how long a seat is waited for before its notice goes. Refused ({@link IllegalArgumentException},
     * naming the option) when one is not right. Its {@code toString} never shows the password.
     */
    public static final class Relay {
        private final Notices.Relay relay;

        public Relay(String hostPort, String from, String user, String password, boolean startTls, String link, Duration after) {
            this.relay = Notices.Relay.parse(hostPort, from, user, password, startTls, link, after);
        }

        @Override
        public String toString() {
            return relay.toString();
        }
    }

    public int port() {
        return app.port();
    }

    @Override
    public void close() {
        sweeper.shutdownNow();
        if (notices != null) {
            notices.close();
        }
        computers.close();
        tables.values().forEach(Table::close);
        app.stop();
        presence.close(); // after the WebSockets' close: this process's rows go
        accounts.store().close();
        store.close();
    }

    // ---- routes

    private void routes() {
        app.before(ctx -> { // on every response (docs/server.md · HTTP)
            ctx.header("Content-Security-Policy", csp);
            ctx.header("X-Frame-Options", "DENY");
            ctx.header("X-Content-Type-Options", "nosniff");
            ctx.header("Referrer-Policy", "no-referrer");
            accounts.before(ctx); // the session a cookie names; a change made with it carries its CSRF token
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
        String page = WebPages.page();
        String frame = WebPages.resource("/page/table.html");
        app.get("/", ctx -> pages.page(ctx, page, frame));
        app.get("/api/scenarios", lobby::scenarios);
        app.get("/api/players", lobby::players);
        app.get("/api/options", lobby::options);
        app.get("/api/games", lobby::games);
        app.post("/api/games", lobby::create);
        app.get("/api/games/{id}", this::state);
        app.delete("/api/games/{id}", lobby::delete);
        app.post("/api/games/{id}/choices", this::choose);
        app.post("/api/games/{id}/undo", this::undo);
        app.get("/api/games/{id}/at", this::at);
        app.get("/api/address", this::address);
        app.get("/api/games/{id}/record", this::record);
        app.get("/api/games/{id}/preview", this::preview);
        app.get("/api/games/{id}/map", ctx -> ctx.contentType("application/json").result(tableOr404(ctx).layer.mapJson(tableOr404(ctx))));
        app.get("/api/games/{id}/explain", this::explain);
        accounts.routes(app);
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

    /** {@code {"token": T, "seen": N, "choice": "text"}}: the choice of the token's seat, made having seen event N. */
    private void choose(Context ctx) {
        Table t = tableOr404(ctx);
        JsonNode body = jsonBody(ctx);
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
        changed(t);
        computers.wake(t); // the computer answers off this request, each of its choices pushed as it is made
    }

    /** {@code {"token": T, "seen": N}}: takes back the seat's last choice, when nothing was revealed since. */
    private void undo(Context ctx) {
        Table t = tableOr404(ctx);
        JsonNode body = jsonBody(ctx);
        String seat = seatOr403(ctx, t, seatToken(ctx, body));
        int seen = seen(body);
        try {
            t.undo(seat, seen);
        } catch (Table.Gone unloaded) {
            t = tableOr404(ctx);
            t.undo(seat, seen);
        }
        ctx.json(update(t, seat, seen));
        changed(t);
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

    /**
     * The server's own address for an invitation link (issue 29), asked by a page loaded from this computer's own name
     * (localhost), which a friend elsewhere cannot reach: the address it listens on, or for every interface (0.0.0.0) its
     * first address on the local network; null when it listens on this computer only.
     */
    private void address(Context ctx) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("origin", null);
        try {
            java.net.InetAddress listening = java.net.InetAddress.getByName(settings.host());
            java.net.InetAddress named = listening.isAnyLocalAddress() ? java.util.Collections.list(java.net.NetworkInterface.getNetworkInterfaces())
                    .stream().filter(i -> { try { return i.isUp() && !i.isLoopback(); } catch (java.net.SocketException e) { return false; } })
                    .flatMap(i -> java.util.Collections.list(i.getInetAddresses()).stream())
                    .filter(a -> a instanceof java.net.Inet4Address && !a.isLoopbackAddress()).findFirst().orElse(null)
                    : listening.isLoopbackAddress() ? null : listening;
            if (named != null) {
                out.put("origin", "http://" + named.getHostAddress() + ":" + port());
            }
        } catch (java.io.IOException e) {
            // no address to name: the page keeps the one it was loaded from
        }
        ctx.json(out);
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

    /** Serves {@code t} as its game, as if loaded (IronTideSecrecyPropertyTest: a twin made for the test, asked over HTTP). */
    void serving(Table t) {
        tables.put(t.id, t);
    }

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
        BoardLayer layer = g.ruleset() != null ? lobby.layer(g.ruleset()) : lobby.layerFor(g.scenario()); // schema V6: older rows by their scenario
        if (layer == null) {
            throw new Table.Refusal(422, "game " + id + ": no ruleset here plays its scenario '" + g.scenario() + "'");
        }
        t = new Table(g, layer, store);
        t.resigned(accounts.store().resigned(id), accounts.store().resignedWhy(id)); // a resigned game stays over
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

    /** A whole-number parameter, 0 or more ({@link Requests#intParam}): read so by the board layers too. */
    public static int intParam(String value, String name) {
        return Requests.intParam(value, name);
    }

    /** JSON as clients read it, with each ruleset's values written its way (BoardLayers.mapper). */
    public static ObjectMapper mapper() {
        return BoardLayers.mapper();
    }
}
