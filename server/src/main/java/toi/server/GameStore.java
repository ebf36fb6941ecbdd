package toi.server;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
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
 * Games on disk, in an embedded SQLite file: each game's scenario, seed and seats, and its log of
 * choices, one row each, written before the choice is acknowledged (docs/server.md). The schema is
 * versioned (Flyway, {@code db/migration}). A server killed at any moment restarts with every
 * acknowledged choice: nothing else is stored, the state is rebuilt by replaying the log.
 */
final class GameStore implements AutoCloseable {
    private final Connection db;

    /** @param options the game's options as JSON ({@code {"teams": true}}: a seat per division) */
    record StoredGame(String id, String scenario, long seed, String options, String created, Map<String, StoredSeat> seats,
                      List<Entry> log) {
        /** Whether {@code token} is one of the game's seats. */
        boolean holds(String token) {
            return token != null && seats.values().stream().anyMatch(s -> s.token().equals(token));
        }
    }

    /** A row of the log: a choice of a seat, or an undo taking back {@code text} choices. */
    record Entry(String seat, String kind, String text) {
        boolean undo() {
            return kind.equals("undo");
        }
    }

    /** @param player the computer player of a computer seat (random, heuristic, montecarlo); "random" for a human seat */
    record StoredSeat(String seat, String kind, String token, String player) {
    }

    GameStore(Path file) {
        try {
            if (file.toAbsolutePath().getParent() != null) {
                Files.createDirectories(file.toAbsolutePath().getParent());
            }
            String url = "jdbc:sqlite:" + file.toAbsolutePath();
            Flyway.configure().dataSource(url, null, null).locations("classpath:db/migration").load().migrate();
            db = DriverManager.getConnection(url);
            try (var st = db.createStatement()) {
                st.execute("PRAGMA foreign_keys = ON");
                st.execute("PRAGMA journal_mode = WAL");
                st.execute("PRAGMA synchronous = FULL"); // an acknowledged choice survives a power cut, not only a kill
            }
        } catch (Exception e) {
            throw new IllegalStateException("cannot open the game database " + file + ": " + e.getMessage(), e);
        }
    }

    synchronized void create(String id, String scenario, long seed, String options, Map<String, StoredSeat> seats) {
        try {
            db.setAutoCommit(false);
            try (PreparedStatement g = db.prepareStatement("INSERT INTO game (id, scenario, seed, created, options) VALUES (?, ?, ?, ?, ?)");
                 PreparedStatement s = db.prepareStatement("INSERT INTO seat (game_id, seat, kind, token, player) VALUES (?, ?, ?, ?, ?)")) {
                g.setString(1, id);
                g.setString(2, scenario);
                g.setLong(3, seed);
                g.setString(4, Instant.now().toString());
                g.setString(5, options);
                g.executeUpdate();
                for (StoredSeat seat : seats.values()) {
                    s.setString(1, id);
                    s.setString(2, seat.seat());
                    s.setString(3, seat.kind());
                    s.setString(4, seat.token());
                    s.setString(5, seat.player());
                    s.executeUpdate();
                }
            }
            db.commit();
        } catch (SQLException e) {
            rollback();
            throw new IllegalStateException("cannot store the new game: " + e.getMessage(), e);
        } finally {
            autoCommit();
        }
    }

    /** Appends entry number {@code n} (1, 2, …) of the game's log; committed when this returns. */
    synchronized void append(String gameId, int n, Entry e) {
        appendAll(gameId, n, java.util.List.of(e));
    }

    /**
     * Appends entries {@code first}, {@code first + 1}, … of the game's log in one transaction (one disk sync, not one
     * per entry: a computer's run of choices); all committed when this returns, or none.
     */
    synchronized void appendAll(String gameId, int first, java.util.List<Entry> entries) {
        if (entries.isEmpty()) {
            return;
        }
        try {
            db.setAutoCommit(false);
            try (PreparedStatement c = db.prepareStatement("INSERT INTO choice (game_id, n, seat, text, kind) VALUES (?, ?, ?, ?, ?)")) {
                int n = first;
                for (Entry e : entries) {
                    c.setString(1, gameId);
                    c.setInt(2, n++);
                    c.setString(3, e.seat());
                    c.setString(4, e.text());
                    c.setString(5, e.kind());
                    c.executeUpdate();
                }
            }
            db.commit();
        } catch (SQLException e) {
            rollback();
            throw new IllegalStateException("cannot store choices " + first + "… of game " + gameId + ": " + e.getMessage(), e);
        } finally {
            autoCommit();
        }
    }

    synchronized StoredGame load(String id) {
        try (PreparedStatement g = db.prepareStatement("SELECT scenario, seed, created, options FROM game WHERE id = ?")) {
            g.setString(1, id);
            try (ResultSet r = g.executeQuery()) {
                if (!r.next()) {
                    return null;
                }
                return new StoredGame(id, r.getString(1), r.getLong(2), r.getString(4), r.getString(3), seats(id), log(id));
            }
        } catch (SQLException e) {
            throw new IllegalStateException("cannot read game " + id + ": " + e.getMessage(), e);
        }
    }

    synchronized List<String> ids() {
        List<String> out = new ArrayList<>();
        try (var st = db.createStatement(); ResultSet r = st.executeQuery("SELECT id FROM game ORDER BY created DESC")) {
            while (r.next()) {
                out.add(r.getString(1));
            }
        } catch (SQLException e) {
            throw new IllegalStateException("cannot list games: " + e.getMessage(), e);
        }
        return out;
    }

    /** The games in which one of {@code tokens} holds a seat, the newest first, each with that seat (the lobby's list of a browser's games). */
    synchronized List<Map<String, String>> seatsHeldBy(List<String> tokens) {
        List<Map<String, String>> out = new ArrayList<>();
        if (tokens.isEmpty()) {
            return out;
        }
        String marks = String.join(", ", java.util.Collections.nCopies(tokens.size(), "?"));
        try (PreparedStatement st = db.prepareStatement("SELECT g.id, g.scenario, s.seat FROM seat s JOIN game g ON g.id = s.game_id"
                + " WHERE s.token IN (" + marks + ") ORDER BY g.created DESC, s.seat")) {
            for (int i = 0; i < tokens.size(); i++) {
                st.setString(i + 1, tokens.get(i));
            }
            try (ResultSet r = st.executeQuery()) {
                while (r.next()) {
                    out.add(Map.of("id", r.getString(1), "scenario", r.getString(2), "seat", r.getString(3)));
                }
            }
        } catch (SQLException e) {
            throw new IllegalStateException("cannot list games: " + e.getMessage(), e);
        }
        return out;
    }

    /** The games with a computer seat (on a start, those the computer may be asked in). */
    synchronized List<String> idsWithComputerSeats() {
        List<String> out = new ArrayList<>();
        try (var st = db.createStatement();
             ResultSet r = st.executeQuery("SELECT DISTINCT game_id FROM seat WHERE kind = 'computer'")) {
            while (r.next()) {
                out.add(r.getString(1));
            }
        } catch (SQLException e) {
            throw new IllegalStateException("cannot list games: " + e.getMessage(), e);
        }
        return out;
    }

    synchronized boolean delete(String id) {
        try (PreparedStatement d = db.prepareStatement("DELETE FROM game WHERE id = ?")) {
            d.setString(1, id);
            return d.executeUpdate() > 0;
        } catch (SQLException e) {
            throw new IllegalStateException("cannot delete game " + id + ": " + e.getMessage(), e);
        }
    }

    private Map<String, StoredSeat> seats(String id) throws SQLException {
        Map<String, StoredSeat> out = new LinkedHashMap<>();
        try (PreparedStatement s = db.prepareStatement("SELECT seat, kind, token, player FROM seat WHERE game_id = ? ORDER BY rowid")) {
            s.setString(1, id);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    out.put(r.getString(1), new StoredSeat(r.getString(1), r.getString(2), r.getString(3), r.getString(4)));
                }
            }
        }
        return out;
    }

    private List<Entry> log(String id) throws SQLException {
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

    private void rollback() {
        try {
            db.rollback();
        } catch (SQLException ignored) {
            // the insert failed before anything was written
        }
    }

    private void autoCommit() {
        try {
            db.setAutoCommit(true);
        } catch (SQLException ignored) {
            // the connection is closing
        }
    }

    @Override
    public synchronized void close() {
        try {
            db.close();
        } catch (SQLException ignored) {
            // closing anyway
        }
    }
}
