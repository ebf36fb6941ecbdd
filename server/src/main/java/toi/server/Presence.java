package toi.server;

import java.time.Duration;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;

/**
 * Which seats' pages follow a game live, known to every server process on one database (issue 31 · 4; docs/server.md ·
 * The e-mail notice of a turn): the e-mail notice of a turn goes to no player whose page is open, whichever process its
 * WebSocket is connected to. Each process writes a row (table {@code seat_presence}: game, seat, this process, expiry) when
 * the first of its WebSocket clients follows a game as a seat, deletes it when the seat's last one there goes, and renews
 * all its rows every heartbeat by one statement; a row lasts a {@link #lease} (four heartbeats, as a silent WebSocket), so
 * a process that dies without a word (kill -9) leaves no seat "present" for longer than that. Writes run off the
 * WebSocket's thread, one at a time and in order; a write that fails costs at most a mail too many.
 */
final class Presence implements AutoCloseable {
    private final AccountStore store;
    private final Duration lease;
    /** This process, as its rows name it: drawn at start, never reused. */
    private final String process;
    /** Per "game seat", this process's WebSocket clients following it. */
    private final Map<String, Integer> here = new HashMap<>();
    private final ExecutorService writer = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "toi-presence");
        t.setDaemon(true);
        return t;
    });
    private volatile boolean stopped;

    Presence(AccountStore store, Duration lease) {
        this.store = store;
        this.lease = lease;
        byte[] b = new byte[8];
        new java.security.SecureRandom().nextBytes(b);
        this.process = HexFormat.of().formatHex(b);
    }

    /** A WebSocket client of this process follows the game as the seat: the first one makes the seat present. */
    synchronized void joined(String game, String seat) {
        if (here.merge(game + " " + seat, 1, Integer::sum) == 1) {
            write(() -> store.present(game, seat, process, System.currentTimeMillis() + lease.toMillis()));
        }
    }

    /** A WebSocket client of this process that followed the game as the seat is gone: the last one makes it absent here. */
    synchronized void left(String game, String seat) {
        if (here.merge(game + " " + seat, -1, Integer::sum) <= 0) {
            here.remove(game + " " + seat);
            write(() -> store.absent(game, seat, process));
        }
    }

    /**
     * Every heartbeat: this process's rows last another lease; the expired rows (a dead process's) go. Rows of this process
     * found missing (deleted as expired while it was paused past its lease) are written again.
     */
    void renew() {
        long now = System.currentTimeMillis();
        long expires = now + lease.toMillis();
        write(() -> {
            List<String> held;
            synchronized (this) {
                held = List.copyOf(here.keySet());
            }
            if (store.renewPresence(process, expires, now) < held.size()) {
                for (String key : held) {
                    int space = key.indexOf(' ');
                    store.present(key.substring(0, space), key.substring(space + 1), process, expires);
                }
            }
        });
    }

    /** Whether a page of the seat follows the game on any process (this one included), by a row not expired. */
    boolean present(String game, String seat) {
        return store.present(game, seat, System.currentTimeMillis());
    }

    private void write(Runnable w) {
        if (stopped) {
            return;
        }
        try {
            writer.execute(() -> {
                try {
                    w.run();
                } catch (RuntimeException e) { // at most a mail too many: the page still follows the game
                    System.err.println("presence: " + e.getMessage());
                }
            });
        } catch (RejectedExecutionException stopping) {
            // the server is stopping: close() deletes the rows
        }
    }

    /** The server stops: the writes queued are made, then this process's rows go. */
    @Override
    public void close() {
        stopped = true;
        writer.shutdown();
        try {
            writer.awaitTermination(5, TimeUnit.SECONDS);
            store.absentAll(process);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (RuntimeException e) {
            System.err.println("presence: " + e.getMessage());
        }
    }

    /** As a killed process: nothing more is written, the rows stay until they expire. */
    void crash() {
        stopped = true;
        writer.shutdownNow();
    }
}
