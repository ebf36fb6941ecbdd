package toi.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.websocket.WsContext;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * The WebSocket clients following the games (docs/server.md · WebSocket): a client names its seat by its first message,
 * gets the update it missed, then one after every change to the game — sent without waiting for it to be written; a
 * client that does not read is dropped. The same for every ruleset.
 */
final class Followers {
    private static final ObjectMapper BODY = new ObjectMapper();
    private final ObjectMapper json = ToiServer.mapper();
    private final Map<String, List<Listener>> listeners = new ConcurrentHashMap<>();
    private final ToiServer.Settings settings;
    /** The game of an id, loaded if it must be, or null. */
    private final Function<String, Table> tables;

    Followers(ToiServer.Settings settings, Function<String, Table> tables) {
        this.settings = settings;
        this.tables = tables;
    }

    /**
     * A WebSocket client following a game as a seat, and the last event number sent to it. Sends are asynchronous:
     * {@code pending} counts the updates not yet written to it; past Settings.socketQueue the client is dropped (a
     * reader that does not read is never waited for).
     */
    private static final class Listener {
        final WsContext ws;
        final String seat;
        int sent;
        final java.util.concurrent.atomic.AtomicInteger pending = new java.util.concurrent.atomic.AtomicInteger();

        Listener(WsContext ws, String seat, int sent) {
            this.ws = ws;
            this.seat = seat;
            this.sent = sent;
        }
    }

    /** The clients following a game now. */
    int count(String id) {
        return listeners.getOrDefault(id, List.of()).size();
    }

    /**
     * Whether a client follows the game as {@code seat} now, on a connection still open (its player is at the table: no
     * e-mail notice, Notices). A client whose first message came in as its connection closed may stay listed until the
     * next update to it fails: it does not count.
     */
    boolean follows(String id, String seat) {
        return listeners.getOrDefault(id, List.of()).stream().anyMatch(l -> seat.equals(l.seat) && l.ws.session.isOpen());
    }

    /**
     * A WebSocket client connects: it names its seat by its first message, {@code {"token": T, "since": N}}; a token in the
     * address ({@code ?token=T}: kept by logs) closes it with 4400; one that has not named its seat after
     * Settings.helloWithin is closed with 4401.
     */
    void connect(WsContext ws, java.util.concurrent.ScheduledExecutorService sweeper) {
        String id = ws.pathParam("id");
        if (!id.matches("[0-9a-f]{1,32}")) { // e.g. "a/b" from %2F: no game has such an id
            ws.closeSession(4404, "no game '" + id + "'");
            return;
        }
        if (ws.queryParam("token") != null) {
            ws.closeSession(4400, "token: in the first message, never in the address");
            return;
        }
        String session = ws.sessionId(); // a client that never names its seat holds a connection for nothing: closed (4401)
        try {
            sweeper.schedule(() -> {
                if (ws.session.isOpen() && listeners.getOrDefault(id, List.of()).stream().noneMatch(l -> l.ws.sessionId().equals(session))) {
                    ws.closeSession(4401, "no first message naming the seat: {\"token\": T, \"since\": N}");
                }
            }, settings.helloWithin().toMillis(), java.util.concurrent.TimeUnit.MILLISECONDS);
        } catch (java.util.concurrent.RejectedExecutionException stopping) {
            ws.closeSession(1001, "the server is stopping");
        }
    }

    /**
     * The heartbeat (docs/server.md · WebSocket): every Settings.heartbeat, each client following a game is sent
     * {@code {"heartbeat": ms}} (the interval), which it answers with {@code {"pong": …}}. The connection so never idles
     * out while a table waits for a player, and a client that hears nothing for several heartbeats knows it is cut off.
     */
    void heartbeat() {
        String beat = "{\"heartbeat\":" + settings.heartbeat().toMillis() + "}";
        for (List<Listener> ls : listeners.values()) {
            for (Listener l : ls) {
                beat(l, beat);
            }
        }
    }

    private void beat(Listener l, String beat) {
        synchronized (l) { // one writer at a time, as for updates (send)
            try {
                l.ws.session.getRemote().sendString(beat, org.eclipse.jetty.websocket.api.WriteCallback.NOOP);
            } catch (Exception gone) {
                forget(l.ws.pathParam("id"), l.ws.sessionId()); // its close is on its way
            }
        }
    }

    /** A client's first message names its seat; any later message (the heartbeat's answer) is ignored (a client only listens). */
    void hello(io.javalin.websocket.WsMessageContext ws) {
        if (listeners.getOrDefault(ws.pathParam("id"), List.of()).stream().anyMatch(l -> l.ws.sessionId().equals(ws.sessionId()))) {
            return;
        }
        JsonNode m;
        try {
            m = BODY.readTree(ws.message());
        } catch (IOException e) {
            ws.closeSession(4400, "the first message names the seat: {\"token\": T, \"since\": N}");
            return;
        }
        follow(ws, m.path("token").isTextual() ? m.path("token").asText() : null, m.path("since").isMissingNode() ? null : m.path("since").asText(),
                m.path("token").path("seat").isTextual() ? m.path("token").path("seat").asText() : null,
                m.path("token").path("watch").asBoolean(false));
    }

    /** The accounts (issue 31): a client with no token follows the seat its session holds. */
    private Accounts accounts;

    void accounts(Accounts a) {
        this.accounts = a;
    }

    /** The seats followed here, told to the other processes (Presence: no e-mail notice to a player at the table). */
    private Presence presence;

    void presence(Presence p) {
        this.presence = p;
    }

    private void follow(WsContext ws, String token, String sinceText, String namedSeat, boolean watch) {
        Table t = tables.apply(ws.pathParam("id"));
        String seat = t == null ? null : t.seat(token);
        if (seat == null && token == null && t != null && accounts != null) {
            seat = accounts.seatOf(ws, t, namedSeat);
        }
        // a spectator ({"token": {"watch": true}}) of a game open to them follows as the seat null: the public view
        boolean spectator = seat == null && token == null && watch && t != null && accounts != null && accounts.store().spectated(t.id);
        if (seat == null && !spectator) {
            ws.closeSession(4403, "unknown game or token");
            return;
        }
        int since = 0;
        try {
            since = Math.max(0, Integer.parseInt(sinceText == null ? "0" : sinceText));
        } catch (NumberFormatException e) {
            ws.closeSession(4400, "since: a number");
            return;
        }
        Listener l = new Listener(ws, seat, since);
        listeners.computeIfAbsent(t.id, k -> new java.util.concurrent.CopyOnWriteArrayList<>()).add(l);
        if (presence != null && seat != null) {
            presence.joined(t.id, seat);
        }
        send(t, l); // the catch-up a reconnecting client needs
        beat(l, "{\"heartbeat\":" + settings.heartbeat().toMillis() + "}"); // the interval, so the client knows how long silence may last
    }

    /** A WebSocket client is gone: it follows the game no more (the game's list goes when it is empty). */
    void forget(String id, String session) {
        List<Listener> gone = new java.util.ArrayList<>();
        listeners.computeIfPresent(id, (k, v) -> {
            v.removeIf(l -> l.ws.sessionId().equals(session) && gone.add(l));
            return v.isEmpty() ? null : v;
        });
        for (Listener l : gone) {
            if (presence != null && l.seat != null) {
                presence.left(id, l.seat);
            }
        }
    }

    /** After a change, every client following the game gets its seat's new events and view. */
    void push(Table t) {
        for (Listener l : listeners.getOrDefault(t.id, List.of())) {
            send(t, l);
        }
    }

    /**
     * Sends a follower its update without waiting for it to be written: a client with Settings.socketQueue updates
     * still unwritten (one that does not read) is disconnected, and catches up when it connects again.
     */
    private void send(Table t, Listener l) {
        synchronized (l) {
            if (l.pending.get() >= settings.socketQueue()) {
                forget(t.id, l.ws.sessionId());
                l.ws.session.disconnect();
                return;
            }
            Map<String, Object> u = ToiServer.update(t, l.seat, l.sent);
            l.sent = (int) u.get("number");
            try {
                l.pending.incrementAndGet();
                l.ws.session.getRemote().sendString(json.writeValueAsString(u), new org.eclipse.jetty.websocket.api.WriteCallback() {
                    @Override
                    public void writeSuccess() {
                        l.pending.decrementAndGet();
                    }

                    @Override
                    public void writeFailed(Throwable x) {
                        forget(t.id, l.ws.sessionId());
                    }
                });
            } catch (Exception e) {
                forget(t.id, l.ws.sessionId());
            }
        }
    }
}
