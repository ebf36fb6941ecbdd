package toi.server;

import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.Cookie;
import io.javalin.http.SameSite;
import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Function;
import org.springframework.security.crypto.bcrypt.BCrypt;

/**
 * Players (issue 31; docs/server.md · Accounts): an account is a name and a password kept as its BCrypt hash; signing up or
 * in opens a session, a cookie ({@code HttpOnly}, {@code SameSite=Lax}, {@code Secure} behind TLS) kept as its SHA-256,
 * with a CSRF token every change sent with the session must carry back ({@code X-Toi-CSRF}). A signed-in account plays
 * the seats it holds from any browser without their tokens; "my games" says whose turn it is; a seat left open is a
 * challenge any other account may take; a game may be opened to spectators, who get the public view only (the seat
 * null: no side's secrets); a seat may resign (the other side wins, recorded) and ask for a rematch. Playing without an
 * account — a link with the seat's token — works as before.
 * <p>Abuse (issue 31 · 6): sign-ups and sign-ins are rate-limited by address and sign-ins by name too; a password is never
 * logged nor echoed; sessions end one by one (log out) or all at once (log out everywhere); an account sees, plays and
 * abandons only the seats it holds.
 */
final class Accounts {
    static final String COOKIE = "toi_session";
    /** Not HttpOnly: the page reads it and sends it back in {@code X-Toi-CSRF}, which a page of another site cannot. */
    static final String CSRF_COOKIE = "toi_csrf";
    private static final String SIGNED = "toi.signed";
    private static final SecureRandom RANDOM = new SecureRandom();
    /** BCrypt's work factor: 2^10 rounds, about 50–100 ms a hash here. */
    private static final int COST = 10;
    private static final Duration LIFETIME = Duration.ofDays(30);
    /** A hash to check a password against when no account has the name, so a missing name takes as long as a wrong password. */
    private static final String NOBODY = BCrypt.hashpw("no account has this name", BCrypt.gensalt(COST));

    private final AccountStore store;
    private final Function<String, Table> tables;
    private final Consumer<Table> changed;
    private final RateLimit signUps = new RateLimit("sign-ups", 5, 5.0 / 3600);
    private final RateLimit signIns = new RateLimit("sign-ins", 10, 10.0 / 60);
    private final RateLimit signInsByName = new RateLimit("sign-ins to this account", 10, 10.0 / 60);

    /** A request's signed-in account: its id, name and session's CSRF token. */
    record Signed(String account, String name, String csrf, String sessionHash) {
    }

    Accounts(AccountStore store, Function<String, Table> tables, Consumer<Table> changed) {
        this.store = store;
        this.tables = tables;
        this.changed = changed;
    }

    AccountStore store() {
        return store;
    }

    void routes(Javalin app) {
        app.post("/api/accounts", this::signUp);
        app.post("/api/sessions", this::signIn);
        app.delete("/api/sessions/current", this::signOut);
        app.delete("/api/sessions", this::signOutEverywhere);
        app.get("/api/me", this::me);
        app.get("/api/me/games", this::myGames);
        app.post("/api/me/notices", this::notices);
        app.get("/api/challenges", this::challenges);
        app.post("/api/challenges/{id}/take", this::take);
        app.post("/api/games/{id}/resign", this::resign);
        app.post("/api/games/{id}/rematch", this::rematch);
        app.get("/api/games/{id}/watch", this::watch);
        app.get("/api/games/{id}/clock", this::clock);
    }

    /**
     * On every request: the session its cookie names, if any and not expired; a change (any method but GET and HEAD) sent
     * with a session must carry the session's CSRF token in {@code X-Toi-CSRF} (403 otherwise, nothing done) — but signing
     * up and in, which a session does not authorise.
     */
    void before(Context ctx) {
        ctx.attribute(Accounts.class.getName(), this);
        String cookie = ctx.cookie(COOKIE);
        if (cookie == null || !cookie.matches("[0-9a-f]{64}")) {
            return;
        }
        String hash = GameStore.hash(cookie);
        AccountStore.Session s = store.session(hash);
        if (s == null) {
            return;
        }
        Signed signed = new Signed(s.account(), s.name(), s.csrf(), hash);
        String method = ctx.method().name();
        boolean change = !method.equals("GET") && !method.equals("HEAD");
        boolean signing = method.equals("POST") && (ctx.path().equals("/api/accounts") || ctx.path().equals("/api/sessions"));
        if (change && !signing && ctx.path().startsWith("/api/")) {
            String sent = ctx.header("X-Toi-CSRF");
            if (sent == null || !java.security.MessageDigest.isEqual(sent.getBytes(), s.csrf().getBytes())) {
                throw new Table.Refusal(403, "csrf: a change made with your session carries its X-Toi-CSRF header (the page sends it;"
                        + " another site's page cannot)", List.of());
            }
        }
        ctx.attribute(SIGNED, signed);
    }

    /** The request's signed-in account, or null. */
    static Signed signed(Context ctx) {
        return ctx.attribute(SIGNED);
    }

    private Signed signedOr401(Context ctx) {
        Signed s = signed(ctx);
        if (s == null) {
            throw new Table.Refusal(401, "sign in first (POST /api/sessions) or make an account (POST /api/accounts)", List.of());
        }
        return s;
    }

    /**
     * The seat of {@code t} a request's session plays, or null: one the account holds — the one named by {@code X-Toi-Seat}
     * when it holds several (else the one asked now, else the first).
     */
    String seatOf(Context ctx, Table t) {
        Signed s = signed(ctx);
        return s == null ? null : seatOf(s.account(), t, ctx.header("X-Toi-Seat"));
    }

    /**
     * The seat of {@code t} a WebSocket client's session plays, or null. Only from this server's own pages: a browser sends
     * the cookie with a socket another site opens too, so the socket's {@code Origin} must be this server's address.
     */
    String seatOf(io.javalin.websocket.WsContext ws, Table t, String named) {
        String cookie = ws.cookie(COOKIE);
        String origin = ws.header("Origin");
        String host = ws.header("Host");
        if (cookie == null || !cookie.matches("[0-9a-f]{64}") || origin == null || host == null
                || !origin.replaceFirst("^https?://", "").equalsIgnoreCase(host)) {
            return null;
        }
        AccountStore.Session s = store.session(GameStore.hash(cookie));
        return s == null ? null : seatOf(s.account(), t, named);
    }

    /** The seat of {@code t} the account plays: {@code named} when it holds it, else the one asked now, else the first; null: none. */
    String seatOf(String account, Table t, String named) {
        List<String> held = store.seatsIn(account, t.id);
        if (held.isEmpty()) {
            return null;
        }
        if (named != null) {
            return held.contains(named) ? named : null;
        }
        Object asked = t.decisionFor(held.get(0)).get("seat");
        return held.stream().filter(h -> Table.answers(h, (String) asked)).findFirst().orElse(held.get(0));
    }

    // ---- signing up, in and out

    private void signUp(Context ctx) {
        signUps.take(ctx.ip());
        JsonNode body = Requests.jsonBody(ctx);
        String name = body.path("name").asText("").strip();
        if (!name.matches("[A-Za-z0-9_-]{3,24}")) {
            throw new Table.Refusal(400, "name: 3 to 24 letters, digits, '-' or '_'", List.of());
        }
        String password = password(body);
        String id = hex(12);
        try {
            store.create(id, name, BCrypt.hashpw(password, BCrypt.gensalt(COST)));
        } catch (AccountStore.NameTaken taken) {
            throw new Table.Refusal(409, taken.getMessage(), List.of());
        }
        open(ctx, id, name, 201);
    }

    private void signIn(Context ctx) {
        signIns.take(ctx.ip());
        JsonNode body = Requests.jsonBody(ctx);
        String name = body.path("name").asText("").strip();
        signInsByName.take(AccountStore.key(name));
        String password = body.path("password").asText("");
        AccountStore.Account a = name.isEmpty() ? null : store.byName(name);
        boolean right = BCrypt.checkpw(password, a == null ? NOBODY : a.password()) && a != null;
        if (!right) {
            throw new Table.Refusal(401, "name or password: not those of an account here", List.of());
        }
        open(ctx, a.id(), a.name(), 200);
    }

    /** A password as the request gives it: 8 to 72 bytes (BCrypt reads no further); never echoed. */
    private static String password(JsonNode body) {
        String p = body.path("password").asText("");
        int bytes = p.getBytes(java.nio.charset.StandardCharsets.UTF_8).length;
        if (p.length() < 8 || bytes > 72) {
            throw new Table.Refusal(400, "password: 8 characters at least, 72 bytes at most", List.of());
        }
        return p;
    }

    /** A new session: its cookie (kept as its hash) and its CSRF token, set on the response. */
    private void open(Context ctx, String account, String name, int status) {
        String cookie = hex(32);
        String csrf = hex(16);
        store.openSession(GameStore.hash(cookie), account, csrf, Instant.now().plus(LIFETIME));
        boolean tls = "https".equalsIgnoreCase(ctx.scheme()) || "https".equalsIgnoreCase(ctx.header("X-Forwarded-Proto"));
        ctx.cookie(cookie(COOKIE, cookie, (int) LIFETIME.toSeconds(), true, tls));
        ctx.cookie(cookie(CSRF_COOKIE, csrf, (int) LIFETIME.toSeconds(), false, tls));
        ctx.status(status).json(Map.of("name", name, "csrf", csrf));
    }

    private static Cookie cookie(String name, String value, int maxAge, boolean httpOnly, boolean secure) {
        return new Cookie(name, value, "/", maxAge, secure, 0, httpOnly, null, null, SameSite.LAX);
    }

    private void clearCookies(Context ctx) {
        ctx.cookie(cookie(COOKIE, "", 0, true, false));
        ctx.cookie(cookie(CSRF_COOKIE, "", 0, false, false));
    }

    private void signOut(Context ctx) {
        Signed s = signedOr401(ctx);
        store.closeSession(s.sessionHash());
        clearCookies(ctx);
        ctx.status(204);
    }

    private void signOutEverywhere(Context ctx) {
        Signed s = signedOr401(ctx);
        int ended = store.closeSessions(s.account());
        clearCookies(ctx);
        ctx.json(Map.of("ended", ended));
    }

    private void me(Context ctx) {
        Signed s = signed(ctx);
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("name", s == null ? null : s.name());
        out.put("csrf", s == null ? null : s.csrf());
        AccountStore.NoticeSettings n = s == null ? null : store.noticeSettings(s.account());
        out.put("email", n == null ? null : n.email());
        out.put("notices", n != null && n.notices());
        out.put("mail", mail); // whether this server sends e-mail at all (an SMTP relay: ./toi serve --smtp)
        ctx.json(out);
    }

    /** Whether this process owns a game (GameStore.owns: always on SQLite): only the owner sweeps its clock. */
    private java.util.function.Predicate<String> owns = id -> true;
    /** Tells the other processes a game ended outside its log (GameStore.ended). */
    private Consumer<String> ended = id -> { };
    /** The games this process ended by their clock. */
    private final java.util.concurrent.atomic.AtomicInteger timeouts = new java.util.concurrent.atomic.AtomicInteger();

    /** Several processes on one PostgreSQL database: whether this one owns a game, and how to tell the others of an end. */
    void cluster(java.util.function.Predicate<String> owner, Consumer<String> tellEnded) {
        this.owns = owner;
        this.ended = tellEnded;
    }

    /** The games this process ended by their clock so far. */
    int timeouts() {
        return timeouts.get();
    }

    /** Whether this server was given an SMTP relay (Notices). */
    private boolean mail;

    void mail(boolean on) {
        this.mail = on;
    }

    /**
     * {@code {"email": ADDRESS|null, "notices": true|false}}: the account's address (kept, shown to nobody else; null or ""
     * removes it) and whether it wants an e-mail when a game waits for it (Notices). 400 for an address that is not one, or
     * notices without an address; nothing changes then.
     */
    private void notices(Context ctx) {
        Signed s = signedOr401(ctx);
        JsonNode body = Requests.jsonBody(ctx);
        String email = body.path("email").isTextual() && !body.path("email").asText().isBlank()
                ? Notices.address(body.path("email").asText()) : null;
        boolean on = body.path("notices").asBoolean(false);
        if (on && email == null) {
            throw new Table.Refusal(400, "email: give an address to be sent the notices to", List.of());
        }
        store.noticeSettings(s.account(), email, on);
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("email", email);
        out.put("notices", on);
        out.put("mail", mail);
        ctx.json(out);
    }

    // ---- my games, challenges, resign, rematch, spectators

    /**
     * The account's games, the newest first (at most 100): each with its seats held, whose turn it is ({@code yourTurn}),
     * the opponents' names, the seats still open, and once over its winner and the result for the account.
     */
    private void myGames(Context ctx) {
        Signed s = signedOr401(ctx);
        Map<String, Map<String, Object>> games = new LinkedHashMap<>();
        for (AccountStore.HeldSeat h : store.seatsOf(s.account(), 100)) {
            Map<String, Object> g = games.computeIfAbsent(h.game(), id -> {
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("id", id);
                m.put("scenario", h.scenario());
                m.put("ruleset", h.ruleset());
                m.put("created", h.created());
                m.put("seats", new ArrayList<String>());
                return m;
            });
            @SuppressWarnings("unchecked")
            List<String> seats = (List<String>) g.get("seats");
            seats.add(h.seat());
        }
        List<Map<String, Object>> out = new ArrayList<>();
        for (Map<String, Object> g : games.values()) {
            String id = (String) g.get("id");
            Table t;
            try {
                t = tables.apply(id);
            } catch (RuntimeException unreadable) { // a game the rules no longer replay (Table.notReplayed): listed, not opened
                g.put("error", unreadable.getMessage());
                out.add(g);
                continue;
            }
            if (t == null) {
                continue;
            }
            @SuppressWarnings("unchecked")
            List<String> seats = (List<String>) g.get("seats");
            String asked = (String) t.decisionFor(seats.get(0)).get("seat");
            boolean over = t.over();
            g.put("asked", over ? null : asked);
            g.put("yourTurn", !over && seats.stream().anyMatch(x -> Table.answers(x, asked)));
            g.put("open", store.openSeats(id));
            Map<String, String> holders = store.holders(id);
            holders.keySet().removeAll(seats);
            g.put("opponents", holders);
            g.put("over", over);
            g.put("clock", clockOf(t));
            if (over) {
                toi.protocol.Outcome o = (toi.protocol.Outcome) t.outcome();
                String winner = o == null ? null : o.winner();
                g.put("winner", winner);
                g.put("reason", o == null ? null : o.reason());
                g.put("result", winner == null ? "draw" : seats.stream().anyMatch(x -> Table.side(x).equals(winner)) ? "won" : "lost");
            }
            out.add(g);
        }
        ctx.json(out);
    }

    /** The open challenges (at most 100), the newest first; {@code yours} marks those the asking account made. */
    private void challenges(Context ctx) {
        Signed s = signed(ctx);
        List<Map<String, Object>> out = new ArrayList<>();
        for (AccountStore.Challenge c : store.challenges(100)) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("game", c.game());
            m.put("seat", c.seat());
            m.put("scenario", c.scenario());
            m.put("ruleset", c.ruleset());
            m.put("by", c.by());
            m.put("created", c.created());
            m.put("yours", s != null && s.account().equals(c.byId()));
            m.put("spectators", store.spectated(c.game()));
            out.add(m);
        }
        ctx.json(out);
    }

    /** {@code {"seat": S?}}: the signed-in account takes an open seat of the game (the first open one when none is named). */
    private void take(Context ctx) {
        Signed s = signedOr401(ctx);
        String id = ctx.pathParam("id");
        List<String> open = id.matches("[0-9a-f]{1,32}") ? store.openSeats(id) : List.of();
        if (open.isEmpty()) {
            throw new Table.Refusal(404, "no open challenge in game '" + id + "' (taken, or never offered)", List.of());
        }
        JsonNode body = Requests.jsonBody(ctx);
        String seat = body.path("seat").isTextual() ? body.path("seat").asText() : open.get(0);
        if (!open.contains(seat)) {
            throw new Table.Refusal(404, "seat: " + seat + " is not open in this game; open: " + open, List.of());
        }
        if (!store.seatsIn(s.account(), id).isEmpty()) {
            throw new Table.Refusal(409, "you already play in this game: a challenge is for another account", List.of());
        }
        if (!store.take(id, seat, s.account())) {
            throw new Table.Refusal(409, "seat: " + seat + " was taken by someone else first", List.of());
        }
        Table t = tables.apply(id);
        if (t != null) {
            changed.accept(t);
        }
        ctx.json(Map.of("game", id, "seat", seat));
    }

    /** The seat of the request (its token, or its session) resigns: stored, then the game is over, won by the other side. */
    private void resign(Context ctx) {
        Table t = tableOr404(ctx);
        String seat = Requests.seatOr403(ctx, t, Requests.seatToken(ctx));
        synchronized (t) { // no choice between the check and the resignation (the table's lock)
            if (t.over()) {
                throw new Table.Refusal(422, "the game is over already: nobody can resign it", List.of());
            }
            if (!store.resign(t.id, seat)) {
                throw new Table.Refusal(409, "the game was resigned already", List.of());
            }
            t.resign(seat);
        }
        ended.accept(t.id); // the other processes read the end again
        changed.accept(t);
        ctx.json(ToiServer.update(t, seat, t.number()));
    }

    /**
     * After a game is over, one of its seats asks for a rematch: the same scenario and options, a new seed (committed to
     * afresh), each two-sided game's sides swapped — the account that held one side holds the other, the computer too.
     * Answers the new game's id and its human seats' tokens (as a new game does) for a player without an account.
     */
    private void rematch(Context ctx) {
        Table t = tableOr404(ctx);
        String seat = Requests.seatOr403(ctx, t, Requests.seatToken(ctx));
        if (!t.over()) {
            throw new Table.Refusal(409, "rematch: the game is not over (resign first, or play it out)", List.of());
        }
        ctx.status(201).json(rematchOf(t, seat));
    }

    /** Makes the rematch of {@code t} (see {@link #rematch}); the new game is stored, its seats held as said. */
    private Map<String, Object> rematchOf(Table t, String asker) {
        Lobby.Rematch made = lobby.rematch(t);
        store.clocks(t.id).forEach(c -> store.clock(made.id(), c.seconds(), c.total(), c.onTimeout())); // the same turn clock
        if (store.spectated(t.id)) {
            store.openToSpectators(made.id());
        }
        Map<String, String> holders = new LinkedHashMap<>();
        for (Map.Entry<String, String> e : made.swapped().entrySet()) { // old seat → new seat
            for (String account : heldBy(t.id, e.getKey())) {
                store.holdSeat(made.id(), e.getValue(), account);
                holders.put(e.getValue(), account);
            }
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("id", made.id());
        out.put("tokens", made.tokens());
        out.put("seat", made.swapped().get(asker));
        out.put("seats", made.swapped()); // each old seat's new seat: a browser keeps the tokens of the seats it played
        return out;
    }

    private List<String> heldBy(String game, String seat) {
        return store.holderIds(game, seat);
    }

    /** The public view of a game open to spectators (the seat null: no side's secrets), its events after {@code since}. */
    private void watch(Context ctx) {
        String id = ctx.pathParam("id");
        Table t = id.matches("[0-9a-f]{1,32}") && store.spectated(id) ? tables.apply(id) : null;
        if (t == null) {
            throw new Table.Refusal(404, "no game '" + id + "' open to spectators", List.of());
        }
        ctx.json(ToiServer.update(t, null, Requests.intParam(ctx.queryParam("since"), "since")));
    }

    private Table tableOr404(Context ctx) {
        String id = ctx.pathParam("id");
        Table t = id.matches("[0-9a-f]{1,32}") ? tables.apply(id) : null;
        if (t == null) {
            throw new Table.Refusal(404, "no game '" + id + "'", List.of());
        }
        return t;
    }

    private Lobby lobby;

    void lobby(Lobby l) {
        this.lobby = l;
    }

    /**
     * What a new game's request asks of accounts ({@code Lobby.create}): the seats a signed-in creator plays ({@code human})
     * become the account's, those left {@code open} become challenges, and {@code "spectators": true} opens it to them.
     */
    void created(Context ctx, String game, Map<String, String> kinds, boolean spectators, ClockRule clock) {
        if (clock != null) {
            store.clock(game, clock.perTurn(), clock.total(), clock.onTimeout());
        }
        Signed s = signed(ctx);
        kinds.forEach((seat, kind) -> {
            if (kind.equals("open")) {
                store.offer(game, seat, s.account());
            } else if (kind.equals("human") && s != null) {
                store.holdSeat(game, seat, s.account());
            }
        });
        if (spectators) {
            store.openToSpectators(game);
        }
    }

    // ---- turn clocks (issue 31 · 4)

    /** The longest turn clock: 30 days a decision. */
    static final long CLOCK_MAX = 30L * 24 * 3600;
    /** The longest total: a year a side. */
    static final long TOTAL_MAX = 365L * 24 * 3600;

    /**
     * A game's clock: {@code perTurn} seconds a turn (0: none), a {@code total} of seconds each side has for the whole
     * game (0: none), and what happens when one runs out: {@code loss} (the other side wins) or {@code skip} (the seat's
     * decision is passed for it, {@link #skipOf}).
     */
    record ClockRule(long perTurn, long total, String onTimeout) {
    }

    /**
     * A new game's {@code "clock": {"perTurn": SECONDS, "total": SECONDS, "onTimeout": "loss"|"skip"}} — a time a turn (1 s
     * to 30 days), a total a side (1 s to a year), or both; {@code loss} unless said — or null for none; a 400 naming the
     * field otherwise (nothing stored).
     */
    static ClockRule clockRule(JsonNode body) {
        JsonNode c = body.path("clock");
        if (c.isMissingNode() || c.isNull()) {
            return null;
        }
        long per = seconds(c, "perTurn", "the seconds a human seat has for each turn", CLOCK_MAX);
        long total = seconds(c, "total", "the seconds each side has for all its turns of the game", TOTAL_MAX);
        if (per == 0 && total == 0) {
            throw new Table.Refusal(400, "clock: give perTurn (seconds a turn), total (seconds a side for the game), or both", List.of());
        }
        String on = c.path("onTimeout").asText("loss");
        if (!on.equals("loss") && !on.equals("skip")) {
            throw new Table.Refusal(400, "clock.onTimeout: 'loss' (the other side wins) or 'skip' (the decision is passed), not '" + on + "'", List.of());
        }
        return new ClockRule(per, total, on);
    }

    private static long seconds(JsonNode clock, String field, String what, long max) {
        JsonNode n = clock.path(field);
        if (n.isMissingNode() || n.isNull()) {
            return 0;
        }
        if (!n.canConvertToLong() || !n.isIntegralNumber() || n.asLong() < 1 || n.asLong() > max) {
            throw new Table.Refusal(400, "clock." + field + ": " + what + ", 1 to " + max + ", not " + n, List.of());
        }
        return n.asLong();
    }

    /**
     * The clocks' sweep (every second, ToiServer): a clock starts when a human seat is asked (the seat asked changed since
     * the last sweep: the time of the turn before is added to its side's total used); a seat still asked when its turn's
     * time or its side's total is out loses the game, as by resigning ("ran out of time": the other side wins, recorded) —
     * or, when the game's clock says {@code skip}, has its decision passed for it ({@link #skipOf}) and the clock starts
     * again. A computer seat's decisions are not timed; a finished game's clock stops. With several processes on one
     * PostgreSQL database only a game's owner (its advisory lock, Ownership) sweeps its clock, and tells the others of the
     * end it records.
     */
    void tick() {
        List<AccountStore.Clock> clocks;
        try {
            clocks = store.clocks(null);
        } catch (RuntimeException e) { // the next sweep tries again
            System.err.println("turn clocks: " + e.getMessage());
            return;
        }
        for (AccountStore.Clock c : clocks) {
            try {
                sweep(c);
            } catch (RuntimeException e) { // this game's clock: the next sweep tries again; the others go on
                System.err.println("turn clock of game " + c.game() + ": " + e.getMessage());
            }
        }
    }

    private void sweep(AccountStore.Clock c) {
        if (!owns.test(c.game())) {
            return; // another process owns the game and sweeps its clock: one process ends a game on time
        }
        Table t = tables.apply(c.game());
        if (t == null || t.over()) {
            store.stopClock(c.game());
            return;
        }
        String asked = t.computerAsked() != null ? null : (String) t.decisionFor(t.kinds().keySet().iterator().next()).get("seat");
        Instant now = Instant.now();
        if (!java.util.Objects.equals(asked, c.asked()) || c.since() == null) {
            charge(c, now);
            store.clockTurn(c.game(), asked, asked == null ? null : now);
        } else if (asked != null && left(c, now) < 0) {
            if (c.onTimeout().equals("skip")) {
                skip(c, t, asked, now);
            } else {
                lose(c, t, asked);
            }
        }
    }

    /** The time of the turn that ran until {@code now} is added to its side's total used (a clock with a total). */
    private void charge(AccountStore.Clock c, Instant now) {
        if (c.total() > 0 && c.asked() != null && c.since() != null) {
            store.use(c.game(), Table.side(c.asked()), Duration.between(c.since(), now).getSeconds());
        }
    }

    /** The seconds the seat asked has left: of its turn, and of its side's total (the smaller), negative once out. */
    private long left(AccountStore.Clock c, Instant now) {
        long elapsed = Duration.between(c.since(), now).getSeconds();
        long left = Long.MAX_VALUE;
        if (c.seconds() > 0) {
            left = c.seconds() - elapsed;
        }
        if (c.total() > 0) {
            left = Math.min(left, c.total() - store.used(c.game()).getOrDefault(Table.side(c.asked()), 0L) - elapsed);
        }
        return left;
    }

    /** The seat asked is out of time and loses the game, as by resigning. */
    private void lose(AccountStore.Clock c, Table t, String asked) {
        String loser = humanSeatFor(t, asked);
        boolean lost;
        synchronized (t) { // still asked, still going on, under the table's lock: no choice slips in between
            String still = t.over() || t.computerAsked() != null ? null : (String) t.decisionFor(loser).get("seat");
            lost = asked.equals(still) && store.resign(c.game(), loser, "ran out of time");
            if (lost) {
                t.resigned(loser, "ran out of time");
            }
        }
        if (lost) {
            timeouts.incrementAndGet();
            store.stopClock(c.game());
            ended.accept(c.game());
            changed.accept(t);
        }
    }

    /** The seat asked is out of time and its decision is passed for it ({@link #skipOf}), stored as its choice; the clock starts again. */
    private void skip(AccountStore.Clock c, Table t, String asked, Instant now) {
        String seat = humanSeatFor(t, asked);
        boolean skipped = false;
        synchronized (t) {
            String still = t.over() || t.computerAsked() != null ? null : (String) t.decisionFor(seat).get("seat");
            if (asked.equals(still)) {
                t.submit(seat, t.number(), skipOf(t.decisionFor(seat)));
                skipped = true;
            }
        }
        if (skipped) {
            timeouts.incrementAndGet();
            charge(c, now);
            store.clockTurn(c.game(), null, null); // the next sweep starts the clock of whoever is asked now
            changed.accept(t);
        }
    }

    /**
     * The choice a skip makes for a seat out of time (docs/rulings.md R-CLOCK-1): "pass" when the decision offers it (000 ·
     * End of the Action Phase: the player declares the Action Phase over), else the first choice the rules list for the
     * decision — the engine lists the choice that does nothing first where there is one (no units into op fire, done);
     * a decision that must be answered somehow (a setup, a bid, hits to assign) gets its first listed answer.
     */
    static String skipOf(Map<String, Object> decision) {
        @SuppressWarnings("unchecked")
        List<Map<String, String>> options = (List<Map<String, String>>) decision.get("options");
        return options.stream().map(o -> o.get("text")).filter("pass"::equals).findFirst().orElse(options.get(0).get("text"));
    }

    /** The human seat that answers a decision asked of {@code asked} (itself, or the first of its side's seats). */
    private static String humanSeatFor(Table t, String asked) {
        return t.kinds().keySet().stream().filter(s -> Table.answers(s, asked)).sorted().findFirst().orElse(asked);
    }

    /**
     * A game's clock, as its seats see it: {@code {"perTurn", "total", "onTimeout", "whenOut", "used", "asked", "since",
     * "left", "turnLeft", "sides"}} (seconds; {@code used}: each side's time used of its total; {@code left}: the smaller
     * of the turn's and the total's time left to the seat asked; {@code turnLeft}: of its turn; {@code sides}: each side
     * with a human seat, by name, with {@code left} of its total and {@code running} while its time runs;
     * {@code whenOut}: what happens when a time runs out, in words), or {@code {"perTurn": null}} for none. The page's
     * clock line says these numbers and counts down the running ones; it computes nothing else (web/seal.js).
     */
    Map<String, Object> clockOf(Table t) {
        Map<String, Object> out = new LinkedHashMap<>();
        List<AccountStore.Clock> cs = store.clocks(t.id);
        AccountStore.Clock c = cs.isEmpty() ? null : cs.get(0);
        out.put("perTurn", c == null || c.seconds() == 0 ? null : c.seconds());
        if (c == null) {
            return out;
        }
        Instant now = Instant.now();
        boolean running = c.asked() != null && c.since() != null;
        long elapsed = running ? Math.max(0, Duration.between(c.since(), now).getSeconds()) : 0;
        out.put("total", c.total() == 0 ? null : c.total());
        out.put("onTimeout", c.onTimeout());
        out.put("whenOut", c.onTimeout().equals("skip") ? "the decision waiting is skipped (passed for its side)" : "the game is won by the other side");
        Map<String, Long> used = c.total() > 0 ? store.used(t.id) : Map.of();
        if (c.total() > 0) {
            out.put("used", used);
        }
        if (running) {
            out.put("asked", c.asked());
            out.put("since", c.since().toString());
            out.put("left", Math.max(0, left(c, now)));
            if (c.seconds() > 0) {
                out.put("turnLeft", Math.max(0, c.seconds() - elapsed));
            }
        }
        if (c.total() > 0) { // a computer seat's time is not counted: its side has no clock
            List<Map<String, Object>> sides = new ArrayList<>();
            t.kinds().entrySet().stream().filter(e -> e.getValue().equals("human")).map(e -> Table.side(e.getKey())).distinct()
                    .sorted().forEach(side -> {
                        boolean runs = running && Table.side(c.asked()).equals(side);
                        sides.add(Map.of("side", side, "left", Math.max(0, c.total() - used.getOrDefault(side, 0L) - (runs ? elapsed : 0)),
                                "running", runs));
                    });
            out.put("sides", sides);
        }
        return out;
    }

    private void clock(Context ctx) {
        Table t = tableOr404(ctx);
        Requests.seatOr403(ctx, t, Requests.seatToken(ctx));
        ctx.json(clockOf(t));
    }

    private static String hex(int bytes) {
        byte[] b = new byte[bytes];
        RANDOM.nextBytes(b);
        return HexFormat.of().formatHex(b);
    }
}
