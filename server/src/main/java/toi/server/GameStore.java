package toi.server;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.flywaydb.core.Flyway;

/**
 * Games on disk, in an embedded SQLite file or a PostgreSQL database ({@link Database}): each game's scenario, seed and seats, and its log of
 * choices, one row each, written before the choice is acknowledged (docs/server.md). The schema is
 * versioned (Flyway, {@code db/migration}). A server killed at any moment restarts with every
 * acknowledged choice: nothing else is stored, the state is rebuilt by replaying the log.
 */
final class GameStore implements AutoCloseable {
    /** Writes waiting for the writer at most; one more is refused (503). */
    static final int QUEUE = 4_096;
    /**
     * PostgreSQL: writers committing side by side, each on a connection of its own (GroupCommit). One, as for SQLite: four
     * were measured (docs/performance.md, run 30) and made no reply quicker, while the games moved from a killed process
     * went on 2–15 times slower — a transaction that sends NOTIFY holds PostgreSQL's one notification lock through its disk
     * sync, so small commits side by side wait for each other anyway, and one writer's larger batches sync fewer times.
     */
    static final int WRITERS = 1;
    /** Reads: a pool of connections (HikariCP), read side by side (SQLite in WAL: never waiting for the writer). */
    private final com.zaxxer.hikari.HikariDataSource reads;
    private final GroupCommit writer;
    /** Several processes on one PostgreSQL database (docs/server.md · Run a public server); false for a SQLite file. */
    private final boolean shared;
    /** PostgreSQL: which games this process owns (their advisory locks); null for SQLite, where it owns them all. */
    private final Ownership ownership;
    /** PostgreSQL: LISTEN for the choices any process stores; null until {@link #onStored} and for SQLite. */
    private Fanout fanout;
    private final Database database;

    /**
     * Choice {@code n} of the game is already stored, by another process (several on one PostgreSQL database): nothing
     * was written; the game is read again from its log before anything else is decided (Table.catchUp).
     */
    static final class Taken extends IllegalStateException {
        Taken(String gameId, int n) {
            super("cannot store choices " + n + "… of game " + gameId + ": choice " + n + " is stored already (by another server)");
        }
    }

    /**
     * @param options the game's options as JSON ({@code {"teams": true}}: a seat per division)
     * @param ruleset the ruleset that plays it ({@code toi.protocol.Ruleset#id}); null: the one whose scenario it is (schema V6)
     */
    record StoredGame(String id, String scenario, long seed, String options, String created, Map<String, StoredSeat> seats,
                      List<Entry> log, String creator, String ruleset) {
        StoredGame(String id, String scenario, long seed, String options, String created, Map<String, StoredSeat> seats, List<Entry> log) {
            this(id, scenario, seed, options, created, seats, log, null, null);
        }

        /** The human seat {@code token} stands for, or null. */
        String humanSeat(String token) {
            return token == null ? null : seats.values().stream().filter(s -> s.kind().equals("human") && s.token().equals(hash(token)))
                    .map(StoredSeat::seat).findFirst().orElse(null);
        }

        /** Whether {@code token} is the creator's (issue 27: the creator may abandon the game before its first choice). */
        boolean createdBy(String token) {
            return token != null && creator != null && creator.equals(hash(token));
        }

    }

    /** A row of the log: a choice of a seat, or an undo taking back {@code text} choices. */
    record Entry(String seat, String kind, String text) {
        boolean undo() {
            return kind.equals("undo");
        }
    }

    /**
     * @param token  the seat's secret as handed to its player when the game is made; as stored and read back, its SHA-256
     *               ({@link #hash}): the file never holds a token that opens a seat
     * @param player the computer player of a computer seat (random, heuristic, montecarlo); "random" for a human seat
     */
    record StoredSeat(String seat, String kind, String token, String player) {
    }

    /** The store in the SQLite file {@code file} (made with its folder when missing). */
    GameStore(Path file) {
        this(Database.sqlite(file));
    }

    /** The store in {@code database}, its schema brought up to date first (Flyway: the same migrations for SQLite and PostgreSQL). */
    GameStore(Database database) {
        try {
            if (database.file() != null && database.file().getParent() != null) {
                Files.createDirectories(database.file().getParent());
            }
            Flyway.configure().dataSource(database.url(), database.user(), database.password()).locations(database.migrations())
                    .load().migrate();
            this.database = database;
            shared = database.postgres();
            reads = database.pool(shared ? 8 : 4);
            List<Connection> writers = new ArrayList<>();
            for (int i = 0; i < (shared ? WRITERS : 1); i++) { // SQLite takes one writer at a time
                writers.add(database.connect());
            }
            writer = new GroupCommit(writers, QUEUE, 1_024);
            ownership = shared ? new Ownership(database) : null;
        } catch (Exception e) {
            Throwable root = e;
            while (root.getCause() != null) {
                root = root.getCause();
            }
            String why = String.valueOf(root.getMessage()).strip().lines().findFirst().orElse(root.toString());
            throw new IllegalStateException("cannot open the game database " + database + ": " + why, e);
        }
    }

    /** A seat's token as the store keeps it: its SHA-256, in hex (tokens are hashed at rest; V4 hashed the older ones). */
    static String hash(String token) {
        try {
            return java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256")
                    .digest(token.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Stores a new game (its seats' tokens hashed); returns it as {@link #load} would read it back. */
    StoredGame create(String id, String scenario, long seed, String options, Map<String, StoredSeat> seats) {
        return create(id, scenario, seed, options, seats, null);
    }

    /** As {@link #create(String, String, long, String, Map)}, with the creator's token (stored hashed). */
    StoredGame create(String id, String scenario, long seed, String options, Map<String, StoredSeat> seats, String creatorToken) {
        return create(id, null, scenario, seed, options, seats, creatorToken);
    }

    /** A new game of {@code ruleset} (null: the ruleset whose scenario it is), with the creator's token (stored hashed). */
    StoredGame create(String id, String ruleset, String scenario, long seed, String options, Map<String, StoredSeat> seats, String creatorToken) {
        String creator = creatorToken == null ? null : hash(creatorToken);
        String created = Instant.now().toString();
        Map<String, StoredSeat> stored = new LinkedHashMap<>();
        seats.forEach((name, seat) -> stored.put(name, new StoredSeat(seat.seat(), seat.kind(), hash(seat.token()), seat.player())));
        writer.write(c -> {
            try (PreparedStatement g = c.prepareStatement("INSERT INTO game (id, scenario, seed, created, options, creator, ruleset) VALUES (?, ?, ?, ?, ?, ?, ?)");
                 PreparedStatement s = c.prepareStatement("INSERT INTO seat (game_id, seat, kind, token, player, position) VALUES (?, ?, ?, ?, ?, ?)")) {
                g.setString(1, id);
                g.setString(2, scenario);
                g.setLong(3, seed);
                g.setString(4, created);
                g.setString(5, options);
                g.setString(6, creator);
                g.setString(7, ruleset);
                g.executeUpdate();
                int position = 0;
                for (StoredSeat seat : stored.values()) {
                    s.setString(1, id);
                    s.setString(2, seat.seat());
                    s.setString(3, seat.kind());
                    s.setString(4, seat.token());
                    s.setString(5, seat.player());
                    s.setInt(6, ++position); // the seats' order, as made (schema V7)
                    s.executeUpdate();
                }
            }
        }, "cannot store the new game");
        return new StoredGame(id, scenario, seed, options, created, stored, List.of(), creator, ruleset);
    }

    /** Appends entry number {@code n} (1, 2, …) of the game's log; committed when this returns. */
    void append(String gameId, int n, Entry e) {
        appendAll(gameId, n, java.util.List.of(e));
    }

    /**
     * Appends entries {@code first}, {@code first + 1}, … of the game's log, all or none, committed (and on disk) when
     * this returns: handed to the writer, which commits them with whatever else is waiting ({@link Writer}).
     */
    void appendAll(String gameId, int first, java.util.List<Entry> entries) {
        if (entries.isEmpty()) {
            return;
        }
        try {
            writer.write(c -> {
                String insert = "INSERT INTO choice (game_id, n, seat, text, kind) VALUES (?, ?, ?, ?, ?)";
                try (PreparedStatement p = c.prepareStatement(insert);
                     // PostgreSQL: every process hears of it once committed (Fanout), told by the statement storing the last
                     // row (one round trip, not two); dropped with the write if it fails
                     PreparedStatement last = shared ? c.prepareStatement("WITH stored AS (" + insert + " RETURNING n)"
                             + " SELECT pg_notify(?, ?) FROM stored") : p) {
                    int n = first;
                    for (Entry e : entries) {
                        PreparedStatement q = n == first + entries.size() - 1 ? last : p;
                        q.setString(1, gameId);
                        q.setInt(2, n);
                        q.setString(3, e.seat());
                        q.setString(4, e.text());
                        q.setString(5, e.kind());
                        if (q != p) {
                            q.setString(6, Fanout.CHANNEL);
                            q.setString(7, gameId + " " + n);
                        }
                        q.execute();
                        n++;
                    }
                }
            }, entries.size() == 1, "cannot store choices " + first + "… of game " + gameId);
        } catch (IllegalStateException e) {
            if (e.getCause() instanceof SQLException q && "23505".equals(q.getSQLState())) { // unique_violation: (game_id, n)
                throw new Taken(gameId, first);
            }
            throw e;
        }
    }

    /**
     * PostgreSQL: tells every process that the game ended outside its log (a resignation, a clock run out: row 0 of the
     * notification, Fanout), so that each reads its end again. Nothing on SQLite: one process holds the file.
     */
    void ended(String gameId) {
        if (!shared) {
            return;
        }
        try (Connection c = reads.getConnection(); PreparedStatement notify = c.prepareStatement("SELECT pg_notify(?, ?)")) {
            notify.setString(1, Fanout.CHANNEL);
            notify.setString(2, gameId + " 0");
            notify.execute();
        } catch (SQLException e) {
            System.err.println("cannot tell the other processes that game " + gameId + " ended: " + e.getMessage());
        }
    }

    /** The pool the store reads on (the accounts read on it too). */
    javax.sql.DataSource reads() {
        return reads;
    }

    /** Whether several processes may share this store (PostgreSQL): a game's log may grow through another process. */
    boolean shared() {
        return shared;
    }

    /**
     * PostgreSQL: the number of the connection that hears every stored row while it listens (Fanout.listening), -1 when
     * none listens (SQLite, or the connection is lost).
     */
    long listening() {
        Fanout f;
        synchronized (this) {
            f = fanout;
        }
        return f == null ? -1 : f.listening();
    }

    /** The rows of the game's log after row {@code after}, in order (a game catching up with another process's choices). */
    List<Entry> logAfter(String id, int after) {
        logReads.incrementAndGet();
        List<Entry> out = new ArrayList<>();
        try (Connection c = reads.getConnection();
             PreparedStatement q = c.prepareStatement("SELECT n, text, seat, kind FROM choice WHERE game_id = ? AND n > ? ORDER BY n")) {
            q.setString(1, id);
            q.setInt(2, after);
            try (ResultSet r = q.executeQuery()) {
                while (r.next()) {
                    if (r.getInt(1) != after + out.size() + 1) {
                        throw new SQLException("game " + id + ": choice " + (after + out.size() + 1) + " is missing from the log");
                    }
                    out.add(new Entry(r.getString(3), r.getString(4), r.getString(2)));
                }
            }
        } catch (SQLException e) {
            throw new IllegalStateException("cannot read game " + id + ": " + e.getMessage(), e);
        }
        return out;
    }

    /** The catch-up reads of a game's log so far ({@link #logAfter}). */
    long logReads() {
        return logReads.get();
    }

    private final java.util.concurrent.atomic.AtomicLong logReads = new java.util.concurrent.atomic.AtomicLong();

    /** Whether this process may play the game's computer seats: it owns the game (always, on SQLite). */
    boolean owns(String id) {
        return ownership == null || ownership.own(id);
    }

    /** The game is no longer in memory here: another process may own it. */
    void release(String id) {
        if (ownership != null) {
            ownership.release(id);
        }
    }

    /** The games this process owns now (PostgreSQL); 0 on SQLite. */
    int owned() {
        return ownership == null ? 0 : ownership.count();
    }

    /**
     * PostgreSQL: {@code stored} is told the game and row number of every choice any process stores, {@code lost} after
     * notifications may have been missed (Fanout). Nothing on SQLite: one process holds the file.
     */
    synchronized void onStored(java.util.function.BiConsumer<String, Integer> stored, Runnable lost) {
        onStored((game, row) -> { }, stored, lost);
    }

    /** As {@link #onStored(java.util.function.BiConsumer, Runnable)}, each notification told at once to {@code heard} too (Fanout). */
    synchronized void onStored(java.util.function.BiConsumer<String, Integer> heard, java.util.function.BiConsumer<String, Integer> stored,
            Runnable lost) {
        if (!shared || fanout != null) {
            return;
        }
        try {
            fanout = new Fanout(database, heard, stored, lost);
        } catch (SQLException e) {
            throw new IllegalStateException("cannot LISTEN on " + database + ": " + e.getMessage(), e);
        }
    }

    StoredGame load(String id) {
        try (Connection db = reads.getConnection(); PreparedStatement g = db.prepareStatement("SELECT scenario, seed, created, options, creator, ruleset FROM game WHERE id = ?")) {
            g.setString(1, id);
            try (ResultSet r = g.executeQuery()) {
                if (!r.next()) {
                    return null;
                }
                return new StoredGame(id, r.getString(1), r.getLong(2), r.getString(4), r.getString(3), seats(db, id), log(db, id), r.getString(5), r.getString(6));
            }
        } catch (SQLException e) {
            throw new IllegalStateException("cannot read game " + id + ": " + e.getMessage(), e);
        }
    }

    List<String> ids() {
        List<String> out = new ArrayList<>();
        try (Connection db = reads.getConnection(); var st = db.createStatement(); ResultSet r = st.executeQuery("SELECT id FROM game ORDER BY created DESC")) {
            while (r.next()) {
                out.add(r.getString(1));
            }
        } catch (SQLException e) {
            throw new IllegalStateException("cannot list games: " + e.getMessage(), e);
        }
        return out;
    }

    /** The games in which one of {@code tokens} holds a seat, the newest first, each with that seat (the lobby's list of a browser's games). */
    List<Map<String, String>> seatsHeldBy(List<String> tokens) {
        List<Map<String, String>> out = new ArrayList<>();
        if (tokens.isEmpty()) {
            return out;
        }
        String marks = String.join(", ", java.util.Collections.nCopies(tokens.size(), "?"));
        try (Connection db = reads.getConnection(); PreparedStatement st = db.prepareStatement("SELECT g.id, g.scenario, s.seat, g.ruleset FROM seat s JOIN game g ON g.id = s.game_id"
                + " WHERE s.token IN (" + marks + ") ORDER BY g.created DESC, s.seat")) {
            for (int i = 0; i < tokens.size(); i++) {
                st.setString(i + 1, hash(tokens.get(i))); // tokens are kept hashed
            }
            try (ResultSet r = st.executeQuery()) {
                while (r.next()) {
                    Map<String, String> m = new LinkedHashMap<>();
                    m.put("id", r.getString(1));
                    m.put("scenario", r.getString(2));
                    m.put("seat", r.getString(3));
                    m.put("ruleset", r.getString(4));
                    out.add(m);
                }
            }
        } catch (SQLException e) {
            throw new IllegalStateException("cannot list games: " + e.getMessage(), e);
        }
        return out;
    }

    /** The games with a computer seat (on a start, those the computer may be asked in). */
    List<String> idsWithComputerSeats() {
        List<String> out = new ArrayList<>();
        try (Connection db = reads.getConnection(); var st = db.createStatement();
             ResultSet r = st.executeQuery("SELECT DISTINCT game_id FROM seat WHERE kind = 'computer'")) {
            while (r.next()) {
                out.add(r.getString(1));
            }
        } catch (SQLException e) {
            throw new IllegalStateException("cannot list games: " + e.getMessage(), e);
        }
        return out;
    }

    boolean delete(String id) {
        boolean[] deleted = {false};
        writer.write(c -> {
            try (PreparedStatement d = c.prepareStatement("DELETE FROM game WHERE id = ?")) {
                d.setString(1, id);
                deleted[0] = d.executeUpdate() > 0;
            }
        }, "cannot delete game " + id);
        return deleted[0];
    }

    /** Records that {@code seat} consents to abandoning the game; returns every seat that has consented so far. */
    java.util.Set<String> consent(String id, String seat) {
        writer.write(c -> {
            try (PreparedStatement a = c.prepareStatement("INSERT INTO abandon (game_id, seat) VALUES (?, ?) ON CONFLICT DO NOTHING")) {
                a.setString(1, id);
                a.setString(2, seat);
                a.executeUpdate();
            }
        }, "cannot record the consent of " + seat + " to abandon game " + id);
        java.util.Set<String> out = new java.util.TreeSet<>();
        try (Connection db = reads.getConnection(); PreparedStatement q = db.prepareStatement("SELECT seat FROM abandon WHERE game_id = ?")) {
            q.setString(1, id);
            try (ResultSet r = q.executeQuery()) {
                while (r.next()) {
                    out.add(r.getString(1));
                }
            }
        } catch (SQLException e) {
            throw new IllegalStateException("cannot read game " + id + ": " + e.getMessage(), e);
        }
        return out;
    }

    /** The writer's transactions so far and the writes they held (a batch is one transaction, one disk sync). */
    long commits() {
        return writer.commits();
    }

    long writes() {
        return writer.writes();
    }

    private static Map<String, StoredSeat> seats(Connection db, String id) throws SQLException {
        Map<String, StoredSeat> out = new LinkedHashMap<>();
        try (PreparedStatement s = db.prepareStatement("SELECT seat, kind, token, player FROM seat WHERE game_id = ? ORDER BY position")) {
            s.setString(1, id);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    out.put(r.getString(1), new StoredSeat(r.getString(1), r.getString(2), r.getString(3), r.getString(4)));
                }
            }
        }
        return out;
    }

    private static List<Entry> log(Connection db, String id) throws SQLException {
        List<Entry> out = new ArrayList<>();
        try (PreparedStatement c = db.prepareStatement("SELECT n, text, seat, kind FROM choice WHERE game_id = ? ORDER BY n")) {
            c.setString(1, id);
            try (ResultSet r = c.executeQuery()) {
                while (r.next()) {
                    if (r.getInt(1) != out.size() + 1) {
                        throw new SQLException("game " + id + ": choice " + (out.size() + 1) + " is missing from the log");
                    }
                    out.add(new Entry(r.getString(3), r.getString(4), r.getString(2)));
                }
            }
        }
        return out;
    }

    @Override
    public void close() {
        writer.close(); // every write queued is made first
        closeCluster();
        reads.close();
    }

    private synchronized void closeCluster() {
        if (fanout != null) {
            fanout.close();
        }
        if (ownership != null) {
            ownership.close(); // PostgreSQL lets go of this process's games
        }
    }

    /**
     * Stops as a killed process would (ToiServer.crash, for the tests of a server's death): its connections closed at
     * once — its games' locks go with them — and nothing queued is written.
     */
    void crash() {
        closeCluster();
        writer.crash();
        reads.close();
    }
}
