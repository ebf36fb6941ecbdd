package toi.server;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * Players' accounts on disk (issue 31 · Players; schema V9), beside the games in the same database ({@link Database}):
 * accounts with their password's BCrypt hash, sessions by the SHA-256 of their cookie, the seats an account holds, open
 * challenges, resignations and the games open to spectators. Portable SQL only: SQLite and PostgreSQL alike
 * (GameStoreContractTest). Writes on its own connection, one at a time; reads on the games' store's pool of connections
 * (HikariCP), side by side, as the games' reads (docs/server.md · Storage). The games' store has migrated the schema first.
 */
final class AccountStore implements AutoCloseable {
    private final Connection db;
    /** The pool reads are made on (the games' store's), or null: on {@link #db}, one at a time. */
    private final javax.sql.DataSource reads;

    record Account(String id, String name, String password) {
    }

    /** A session that has not expired: its account, and the CSRF token the page sends back with each change. */
    record Session(String account, String name, String csrf) {
    }

    /** A seat an account holds, with its game's scenario and ruleset, the newest game first. */
    record HeldSeat(String game, String seat, String scenario, String ruleset, String created) {
    }

    /** A human seat offered to any account, by the account that made the game. */
    record Challenge(String game, String seat, String scenario, String ruleset, String by, String byId, String created) {
    }

    /** A name already held by another account (compared without case). */
    static final class NameTaken extends RuntimeException {
        NameTaken(String name) {
            super("name: '" + name + "' is taken; choose another", null, false, false);
        }
    }

    AccountStore(Database database) {
        this(database, null);
    }

    /** The accounts in {@code database}, read through {@code reads} (the games' store's pool; null: on the own connection). */
    AccountStore(Database database, javax.sql.DataSource reads) {
        this.reads = reads;
        try {
            this.db = database.connect();
        } catch (SQLException e) {
            throw new IllegalStateException("cannot open the accounts in " + database + ": " + e.getMessage(), e);
        }
    }

    /** The key a name is unique by: without case ("Ann" and "ann" are one name). */
    static String key(String name) {
        return name.toLowerCase(java.util.Locale.ROOT);
    }

    synchronized Account create(String id, String name, String passwordHash) {
        if (byName(name) != null) {
            throw new NameTaken(name);
        }
        try (PreparedStatement p = db.prepareStatement("INSERT INTO account (id, name, name_key, password, created) VALUES (?, ?, ?, ?, ?)")) {
            p.setString(1, id);
            p.setString(2, name);
            p.setString(3, key(name));
            p.setString(4, passwordHash);
            p.setString(5, Instant.now().toString());
            p.executeUpdate();
        } catch (SQLException e) {
            if (byName(name) != null) { // another server process made it meanwhile: the unique key refused this one
                throw new NameTaken(name);
            }
            throw failed("store the account", e);
        }
        return new Account(id, name, passwordHash);
    }

    Account byName(String name) {
        return reading("read the account", c -> {
            try (PreparedStatement p = c.prepareStatement("SELECT id, name, password FROM account WHERE name_key = ?")) {
                p.setString(1, key(name));
                try (ResultSet r = p.executeQuery()) {
                    return r.next() ? new Account(r.getString(1), r.getString(2), r.getString(3)) : null;
                }
            }
        });
    }

    /** A new session of {@code account}, kept as the SHA-256 of its cookie ({@code idHash}), until {@code expires}. */
    synchronized void openSession(String idHash, String account, String csrf, Instant expires) {
        update("INSERT INTO account_session (id, account_id, csrf, created, expires) VALUES (?, ?, ?, ?, ?)",
                idHash, account, csrf, Instant.now().toString(), expires.toString());
    }

    /** The session whose cookie hashes to {@code idHash}, or null when there is none or it has expired. */
    Session session(String idHash) {
        return reading("read the session", c -> {
            try (PreparedStatement p = c.prepareStatement("SELECT s.account_id, a.name, s.csrf, s.expires FROM account_session s"
                    + " JOIN account a ON a.id = s.account_id WHERE s.id = ?")) {
                p.setString(1, idHash);
                try (ResultSet r = p.executeQuery()) {
                    if (!r.next() || Instant.parse(r.getString(4)).isBefore(Instant.now())) {
                        return null;
                    }
                    return new Session(r.getString(1), r.getString(2), r.getString(3));
                }
            }
        });
    }

    /** Ends one session (log out); true when there was one. */
    synchronized boolean closeSession(String idHash) {
        return update("DELETE FROM account_session WHERE id = ?", idHash) > 0;
    }

    /** Ends every session of an account (log out everywhere); the number ended. */
    synchronized int closeSessions(String account) {
        return update("DELETE FROM account_session WHERE account_id = ?", account);
    }

    synchronized void holdSeat(String game, String seat, String account) {
        update("INSERT INTO account_seat (game_id, seat, account_id) VALUES (?, ?, ?)", game, seat, account);
    }

    /** The seats an account holds, the newest game first (at most {@code limit}). */
    List<HeldSeat> seatsOf(String account, int limit) {
        return reading("list the account's games", c -> {
            List<HeldSeat> out = new ArrayList<>();
            try (PreparedStatement p = c.prepareStatement("SELECT g.id, s.seat, g.scenario, g.ruleset, g.created FROM account_seat s"
                    + " JOIN game g ON g.id = s.game_id WHERE s.account_id = ? ORDER BY g.created DESC, s.seat")) {
                p.setString(1, account);
                try (ResultSet r = p.executeQuery()) {
                    while (r.next() && out.size() < limit) {
                        out.add(new HeldSeat(r.getString(1), r.getString(2), r.getString(3), r.getString(4), r.getString(5)));
                    }
                }
            }
            return out;
        });
    }

    /** The seats of {@code game} the account holds, in the seats' names' order. */
    List<String> seatsIn(String account, String game) {
        return strings("SELECT seat FROM account_seat WHERE account_id = ? AND game_id = ? ORDER BY seat", account, game);
    }

    /** Each held seat of a game and the name of the account holding it. */
    java.util.Map<String, String> holders(String game) {
        return reading("read the game's players", c -> {
            java.util.Map<String, String> out = new java.util.TreeMap<>();
            try (PreparedStatement p = c.prepareStatement("SELECT s.seat, a.name FROM account_seat s JOIN account a ON a.id = s.account_id"
                    + " WHERE s.game_id = ?")) {
                p.setString(1, game);
                try (ResultSet r = p.executeQuery()) {
                    while (r.next()) {
                        out.put(r.getString(1), r.getString(2));
                    }
                }
            }
            return out;
        });
    }

    /** The accounts holding a seat of a game (none or one). */
    List<String> holderIds(String game, String seat) {
        return strings("SELECT account_id FROM account_seat WHERE game_id = ? AND seat = ?", game, seat);
    }

    synchronized void offer(String game, String seat, String account) {
        update("INSERT INTO challenge (game_id, seat, account_id, created) VALUES (?, ?, ?, ?)", game, seat, account, Instant.now().toString());
    }

    /** The open challenges, the newest first (at most {@code limit}). */
    List<Challenge> challenges(int limit) {
        return reading("list the challenges", c -> {
            List<Challenge> out = new ArrayList<>();
            try (PreparedStatement p = c.prepareStatement("SELECT c.game_id, c.seat, g.scenario, g.ruleset, a.name, a.id, c.created"
                    + " FROM challenge c JOIN game g ON g.id = c.game_id JOIN account a ON a.id = c.account_id ORDER BY c.created DESC, c.seat");
                 ResultSet r = p.executeQuery()) {
                while (r.next() && out.size() < limit) {
                    out.add(new Challenge(r.getString(1), r.getString(2), r.getString(3), r.getString(4), r.getString(5), r.getString(6), r.getString(7)));
                }
            }
            return out;
        });
    }

    /** The open seats of a game (its challenges). */
    List<String> openSeats(String game) {
        return strings("SELECT seat FROM challenge WHERE game_id = ? ORDER BY seat", game);
    }

    /**
     * {@code account} takes the open seat: the challenge goes and the seat is the account's, in one transaction; false
     * (and nothing changes) when someone took it first.
     */
    synchronized boolean take(String game, String seat, String account) {
        try {
            db.setAutoCommit(false);
            try (PreparedStatement d = db.prepareStatement("DELETE FROM challenge WHERE game_id = ? AND seat = ?");
                 PreparedStatement i = db.prepareStatement("INSERT INTO account_seat (game_id, seat, account_id) VALUES (?, ?, ?)")) {
                d.setString(1, game);
                d.setString(2, seat);
                if (d.executeUpdate() == 0) {
                    db.rollback();
                    return false;
                }
                i.setString(1, game);
                i.setString(2, seat);
                i.setString(3, account);
                i.executeUpdate();
                db.commit();
                return true;
            } catch (SQLException e) {
                db.rollback();
                throw e;
            } finally {
                db.setAutoCommit(true);
            }
        } catch (SQLException e) {
            throw failed("take the challenge", e);
        }
    }

    /** Records that {@code seat} resigned the game; false when the game already has a resignation. */
    synchronized boolean resign(String game, String seat) {
        return resign(game, seat, "resigned");
    }

    /** Records that {@code seat} lost the game outside the rules ({@code why}: resigned, ran out of time); false when it already did. */
    synchronized boolean resign(String game, String seat, String why) {
        if (resigned(game) != null) {
            return false;
        }
        update("INSERT INTO resignation (game_id, seat, why, at) VALUES (?, ?, ?, ?)", game, seat, why, Instant.now().toString());
        return true;
    }

    /** The seat that resigned the game, or null. */
    String resigned(String game) {
        List<String> s = strings("SELECT seat FROM resignation WHERE game_id = ?", game);
        return s.isEmpty() ? null : s.get(0);
    }

    /** Why the game's seat lost outside the rules (resigned, ran out of time), or null. */
    String resignedWhy(String game) {
        List<String> s = strings("SELECT why FROM resignation WHERE game_id = ?", game);
        return s.isEmpty() ? null : s.get(0);
    }

    /**
     * A game's turn clock: {@code seconds} a turn (0: none), {@code total} each seat has for the whole game (0: none), what
     * happens when one runs out ({@code loss} or {@code skip}); the seat asked and since when (null until first seen).
     */
    record Clock(String game, long seconds, long total, String onTimeout, String asked, Instant since) {
    }

    synchronized void clock(String game, long seconds, long total, String onTimeout) {
        try (PreparedStatement p = db.prepareStatement("INSERT INTO turn_clock (game_id, seconds, total, on_timeout) VALUES (?, ?, ?, ?)")) {
            p.setString(1, game);
            p.setLong(2, seconds);
            p.setLong(3, total);
            p.setString(4, onTimeout);
            p.executeUpdate();
        } catch (SQLException e) {
            throw failed("store the turn clock", e);
        }
    }

    /** Every game's turn clock (the clock's sweep), or one game's ({@code game} not null). */
    List<Clock> clocks(String game) {
        return reading("read the turn clocks", c -> {
            List<Clock> out = new ArrayList<>();
            try (PreparedStatement p = c.prepareStatement("SELECT game_id, seconds, total, on_timeout, asked, since FROM turn_clock"
                    + (game == null ? "" : " WHERE game_id = ?"))) {
                if (game != null) {
                    p.setString(1, game);
                }
                try (ResultSet r = p.executeQuery()) {
                    while (r.next()) {
                        out.add(new Clock(r.getString(1), r.getLong(2), r.getLong(3), r.getString(4), r.getString(5),
                                r.getString(6) == null ? null : Instant.parse(r.getString(6))));
                    }
                }
            }
            return out;
        });
    }

    /** The seconds each seat of a game has used of its total so far (its turns before the one running now). */
    java.util.Map<String, Long> used(String game) {
        return reading("read the turn clocks", c -> {
            java.util.Map<String, Long> out = new java.util.TreeMap<>();
            try (PreparedStatement p = c.prepareStatement("SELECT seat, seconds FROM clock_used WHERE game_id = ?")) {
                p.setString(1, game);
                try (ResultSet r = p.executeQuery()) {
                    while (r.next()) {
                        out.put(r.getString(1), r.getLong(2));
                    }
                }
            }
            return out;
        });
    }

    /** Adds {@code seconds} to the time the seat used of its total. */
    synchronized void use(String game, String seat, long seconds) {
        if (update("UPDATE clock_used SET seconds = seconds + " + seconds + " WHERE game_id = ? AND seat = ?", game, seat) == 0) {
            update("INSERT INTO clock_used (game_id, seat, seconds) VALUES (?, ?, " + seconds + ")", game, seat);
        }
    }

    /** The clock's seat asked changed (or the game ended: null): its time runs from {@code since}. */
    synchronized void clockTurn(String game, String asked, Instant since) {
        update("UPDATE turn_clock SET asked = ?, since = ? WHERE game_id = ?", asked, since == null ? null : since.toString(), game);
    }

    synchronized void stopClock(String game) {
        update("DELETE FROM turn_clock WHERE game_id = ?", game);
    }

    // ---- the e-mail notice of a turn (issue 31 · 4; schema V10)

    /** An account's notice settings: its address (null: none) and whether it wants a mail when a game waits for it. */
    record NoticeSettings(String email, boolean notices) {
    }

    /** A holder of a seat of a game who wants notices: the seat, the account, its name and address. */
    record Noticed(String seat, String account, String name, String email) {
    }

    synchronized void noticeSettings(String account, String email, boolean notices) {
        update("UPDATE account SET email = ?, notices = " + (notices ? 1 : 0) + " WHERE id = ?", email, account);
    }

    NoticeSettings noticeSettings(String account) {
        return reading("read the account", c -> {
            try (PreparedStatement p = c.prepareStatement("SELECT email, notices FROM account WHERE id = ?")) {
                p.setString(1, account);
                try (ResultSet r = p.executeQuery()) {
                    return r.next() ? new NoticeSettings(r.getString(1), r.getInt(2) == 1) : new NoticeSettings(null, false);
                }
            }
        });
    }

    /** The seats of a game held by accounts that want notices and gave an address. */
    List<Noticed> noticed(String game) {
        return reading("read the game's players", c -> {
            List<Noticed> out = new ArrayList<>();
            try (PreparedStatement p = c.prepareStatement("SELECT s.seat, a.id, a.name, a.email FROM account_seat s"
                    + " JOIN account a ON a.id = s.account_id WHERE s.game_id = ? AND a.notices = 1 AND a.email IS NOT NULL ORDER BY s.seat")) {
                p.setString(1, game);
                try (ResultSet r = p.executeQuery()) {
                    while (r.next()) {
                        out.add(new Noticed(r.getString(1), r.getString(2), r.getString(3), r.getString(4)));
                    }
                }
            }
            return out;
        });
    }

    /** Claims the notice of the seat's turn (the log's row count when it began); false when it was claimed already (by any process). */
    synchronized boolean claimNotice(String game, String seat, int turn, String account) {
        try (PreparedStatement p = db.prepareStatement("INSERT INTO turn_notice (game_id, seat, turn, account_id, sent) VALUES (?, ?, ?, ?, ?)"
                + " ON CONFLICT DO NOTHING")) {
            p.setString(1, game);
            p.setString(2, seat);
            p.setInt(3, turn);
            p.setString(4, account);
            p.setString(5, Instant.now().toString());
            return p.executeUpdate() == 1;
        } catch (SQLException e) {
            throw failed("record the turn's notice", e);
        }
    }

    // ---- presence: the seats whose pages follow a game live, on any process (table seat_presence, V13; Presence)

    /** A page of the seat follows the game on {@code process}, until {@code expires} (ms since 1970) unless renewed. */
    synchronized void present(String game, String seat, String process, long expires) {
        presence("INSERT INTO seat_presence (expires, game_id, seat, process) VALUES (?, ?, ?, ?)"
                + " ON CONFLICT (game_id, seat, process) DO UPDATE SET expires = excluded.expires", expires, game, seat, process);
    }

    /** No page of the seat follows the game on {@code process} any more. */
    synchronized void absent(String game, String seat, String process) {
        presence("DELETE FROM seat_presence WHERE game_id = ? AND seat = ? AND process = ?", null, game, seat, process);
    }

    /**
     * Every row of {@code process} gets the new expiry; the rows expired before {@code now} (a dead process's) go. The rows
     * renewed: fewer than the process holds when some were deleted as expired meanwhile (it was paused past its lease).
     */
    synchronized int renewPresence(String process, long expires, long now) {
        int renewed = presence("UPDATE seat_presence SET expires = ? WHERE process = ?", expires, process);
        presence("DELETE FROM seat_presence WHERE expires < ?", now);
        return renewed;
    }

    /** {@code process} stops: its rows go. */
    synchronized void absentAll(String process) {
        presence("DELETE FROM seat_presence WHERE process = ?", null, process);
    }

    /** Whether a page of the seat follows the game on some process, by a row not expired at {@code now}. */
    boolean present(String game, String seat, long now) {
        return reading("read who follows the game", c -> {
            try (PreparedStatement p = c.prepareStatement("SELECT 1 FROM seat_presence WHERE game_id = ? AND seat = ? AND expires >= ?")) {
                p.setString(1, game);
                p.setString(2, seat);
                p.setLong(3, now);
                try (ResultSet r = p.executeQuery()) {
                    return r.next();
                }
            }
        });
    }

    /** A presence write: the number {@code first} (when not null) bound first, then the texts. */
    private int presence(String sql, Long first, String... args) {
        try (PreparedStatement p = db.prepareStatement(sql)) {
            int i = 1;
            if (first != null) {
                p.setLong(i++, first);
            }
            for (String a : args) {
                p.setString(i++, a);
            }
            return p.executeUpdate();
        } catch (SQLException e) {
            throw failed("write who follows the game", e);
        }
    }

    synchronized void openToSpectators(String game) {
        update("INSERT INTO spectated (game_id) VALUES (?)", game);
    }

    boolean spectated(String game) {
        return !strings("SELECT game_id FROM spectated WHERE game_id = ?", game).isEmpty();
    }

    private int update(String sql, String... args) {
        try (PreparedStatement p = db.prepareStatement(sql)) {
            for (int i = 0; i < args.length; i++) {
                p.setString(i + 1, args[i]);
            }
            return p.executeUpdate();
        } catch (SQLException e) {
            throw failed("write the accounts", e);
        }
    }

    private List<String> strings(String sql, String... args) {
        return reading("read the accounts", c -> {
            List<String> out = new ArrayList<>();
            try (PreparedStatement p = c.prepareStatement(sql)) {
                for (int i = 0; i < args.length; i++) {
                    p.setString(i + 1, args[i]);
                }
                try (ResultSet r = p.executeQuery()) {
                    while (r.next()) {
                        out.add(r.getString(1));
                    }
                }
            }
            return out;
        });
    }

    /** A read on a connection of the pool (or on the own one, one at a time, when there is no pool). */
    private interface Read<T> {
        T on(Connection c) throws SQLException;
    }

    private <T> T reading(String what, Read<T> read) {
        if (reads == null) {
            synchronized (this) {
                try {
                    return read.on(db);
                } catch (SQLException e) {
                    throw failed(what, e);
                }
            }
        }
        try (Connection c = reads.getConnection()) {
            return read.on(c);
        } catch (SQLException e) {
            throw failed(what, e);
        }
    }

    private static IllegalStateException failed(String what, SQLException e) {
        return new IllegalStateException("cannot " + what + ": " + e.getMessage(), e);
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
