package toi.server;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.BiConsumer;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;

/**
 * Every server process hears of every stored choice, when several share one PostgreSQL database (docs/server.md · Run a
 * public server): a choice's transaction sends {@code NOTIFY toi_log, 'GAME N'} (the game and the number of its log row,
 * delivered only once committed); each process LISTENs on a connection of its own, and for a game it has in memory reads
 * the rows it has not seen from the store and pushes the new events to its WebSocket clients. A notification carries
 * no game data: it only says where to catch up from. When the connection is lost, notifications may have been missed:
 * on reconnecting, {@code reconnected} catches every game up.
 * <p>Each notification is also told at once, on the listening thread, to {@code heard} (before any catch-up runs):
 * a game that has applied every row it heard of, on a connection that has listened without a break since the game
 * last read its log ({@link #listening}), needs no read before its next choice (Table.catchUpIfBehind).
 */
final class Fanout implements AutoCloseable {
    static final String CHANNEL = "toi_log";
    private final Database database;
    private final BiConsumer<String, Integer> stored;
    private final Runnable reconnected;
    private final Thread thread;
    /** Catch-ups run here, one at a time and in order, off the listening thread (they read the store and lock games). */
    private final ExecutorService apply = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "toi-fanout-apply");
        t.setDaemon(true);
        return t;
    });
    private volatile boolean closed;
    private volatile Connection listening;
    private final BiConsumer<String, Integer> heard;
    /** How many times the connection was made (LISTEN run); read with {@link #listening}. */
    private volatile long generation;

    /**
     * @param stored      told the game and row number of each choice stored by any process (this one included)
     * @param reconnected told after the connection was lost and made again
     */
    Fanout(Database database, BiConsumer<String, Integer> stored, Runnable reconnected) throws SQLException {
        this(database, (game, row) -> { }, stored, reconnected);
    }

    /** @param heard told each notification at once, on the listening thread: it must not wait for anything */
    Fanout(Database database, BiConsumer<String, Integer> heard, BiConsumer<String, Integer> stored, Runnable reconnected) throws SQLException {
        this.database = database;
        this.heard = heard;
        this.stored = stored;
        this.reconnected = reconnected;
        this.listening = listen();
        this.thread = new Thread(this::run, "toi-fanout");
        thread.setDaemon(true);
        thread.start();
    }

    private Connection listen() throws SQLException {
        Connection c = database.connect();
        try (Statement st = c.createStatement()) {
            st.execute("LISTEN " + CHANNEL);
        }
        generation++;
        return c;
    }

    /**
     * The connection's number while it listens (it changes each time the connection is made again: notifications may have
     * been missed in between); -1 while it is lost. A read of the log begun while it listened, and the same number still
     * after, has heard of every row stored since.
     */
    long listening() {
        return listening == null || closed ? -1 : generation;
    }

    private void run() {
        while (!closed) {
            try {
                if (listening == null) {
                    listening = listen();
                    apply.execute(reconnected);
                }
                PGNotification[] got = listening.unwrap(PGConnection.class).getNotifications(500);
                if (got == null) {
                    continue;
                }
                for (PGNotification n : got) {
                    String[] parts = n.getParameter().split(" ");
                    if (parts.length == 2) {
                        String game = parts[0];
                        int row = Integer.parseInt(parts[1]);
                        heard.accept(game, row);
                        apply.execute(() -> stored.accept(game, row));
                    }
                }
            } catch (SQLException | RuntimeException e) {
                if (closed) {
                    return;
                }
                try {
                    if (listening != null) {
                        listening.close();
                    }
                } catch (SQLException ignored) {
                    // lost anyway
                }
                listening = null;
                try {
                    Thread.sleep(500);
                } catch (InterruptedException x) {
                    return;
                }
            }
        }
    }

    @Override
    public void close() {
        closed = true;
        apply.shutdownNow();
        try {
            Connection c = listening;
            if (c != null) {
                c.close();
            }
        } catch (SQLException ignored) {
            // closing anyway
        }
        thread.interrupt();
    }
}
