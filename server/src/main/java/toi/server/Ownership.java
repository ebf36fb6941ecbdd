package toi.server;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Set;

/**
 * Which server process owns a game, when several share one PostgreSQL database (docs/server.md · Run a public server):
 * the owner holds the game's PostgreSQL advisory lock, a session lock taken on a connection of its own. The owner is the
 * one process that plays the game's computer seats (ComputerSeats); a process that is not asks again later.
 * <p>Why an advisory lock and not a lease row: PostgreSQL itself lets go of a session's locks the moment its connection
 * ends — a process killed by {@code kill -9} has its socket closed by the kernel, so its games are free at once, with no
 * renewal thread, no expiry to wait out and no clocks to compare. A lease would have to be renewed every second or two
 * and waited out after a death. Ownership is for liveness only (one process answers for the computer): what keeps the
 * log right is its key — a choice's row number is unique in its game, so of two processes that each think they may
 * write choice n only one stores it ({@link GameStore.Taken}), and the other reads the log again.
 */
final class Ownership implements AutoCloseable {
    private final Database database;
    private Connection locks;
    /** The games whose lock this process holds (read without the lock: a request never waits for another game's lock taking). */
    private final Set<String> owned = java.util.concurrent.ConcurrentHashMap.newKeySet();

    Ownership(Database database) throws SQLException {
        this.database = database;
        this.locks = database.connect();
    }

    /** A game's lock key: its id's hexadecimal digits (game ids are 12), as a 64-bit number. */
    static long key(String id) {
        String hex = id.length() > 16 ? id.substring(0, 16) : id;
        return Long.parseUnsignedLong(hex, 16);
    }

    /** Whether this process owns the game, taking its lock when no other process holds it. */
    boolean own(String id) {
        return owned.contains(id) || take(id);
    }

    private synchronized boolean take(String id) {
        if (owned.contains(id)) {
            return true;
        }
        try {
            if (locks == null || locks.isClosed()) { // the connection was lost, and every lock with it
                owned.clear();
                locks = database.connect();
            }
            try (PreparedStatement p = locks.prepareStatement("SELECT pg_try_advisory_lock(?)")) {
                p.setLong(1, key(id));
                try (ResultSet r = p.executeQuery()) {
                    if (r.next() && r.getBoolean(1)) {
                        owned.add(id);
                        return true;
                    }
                    return false;
                }
            }
        } catch (SQLException e) {
            closeQuietly();
            return false; // asked again at the next wake
        }
    }

    /** Lets the game go (unloaded here): another process may take it. */
    synchronized void release(String id) {
        if (!owned.remove(id) || locks == null) {
            return;
        }
        try (PreparedStatement p = locks.prepareStatement("SELECT pg_advisory_unlock(?)")) {
            p.setLong(1, key(id));
            p.execute();
        } catch (SQLException e) {
            closeQuietly();
        }
    }

    int count() {
        return owned.size();
    }

    private void closeQuietly() {
        owned.clear();
        try {
            if (locks != null) {
                locks.close();
            }
        } catch (SQLException ignored) {
            // lost anyway
        }
        locks = null;
    }

    /** Closes the connection: PostgreSQL lets go of every lock it held (as when the process is killed). */
    @Override
    public synchronized void close() {
        closeQuietly();
    }
}
