package toi.server;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Savepoint;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The store's writers (docs/server.md · Storage): a write waits in a bounded queue; a writer thread takes every
 * write waiting, runs each in its own savepoint of one transaction, commits once — one disk sync for the whole batch —
 * and only then acknowledges them, so what is acknowledged is on disk ({@code synchronous = FULL}) and a write that
 * fails fails alone. When the queue is full a write is refused at once ({@link Busy}: the server answers 503 with
 * {@code Retry-After}) rather than waiting without bound.
 * <p>Several writers, each on a connection of its own, may take from the one queue (GameStore.WRITERS: one today, for
 * SQLite, which takes one writer at a time, and for PostgreSQL, where several were measured slower). A batch of one
 * write needs no savepoint: it fails alone anyway — two round trips fewer;
 * and a write of one statement alone in its batch (a choice) is committed by itself, in one round trip.
 * Writes of one game are never in two batches at once: its table's lock is held until its write is acknowledged.
 */
final class GroupCommit implements AutoCloseable {
    /** A write: statements on the writer's connection, inside the batch's transaction. */
    interface Work {
        void run(Connection c) throws SQLException;
    }

    /** The writer has more waiting than its queue holds: try again shortly; nothing was written. */
    static final class Busy extends RuntimeException {
        Busy(String message) {
            super(message);
        }
    }

    /** A write; {@code single}: it is one statement, which needs no transaction of its own when it is the batch's only write. */
    private record Pending(Work work, boolean single, CompletableFuture<Void> done) {
    }

    private static final Pending STOP = new Pending(c -> { }, false, new CompletableFuture<>());
    private final List<Connection> dbs;
    private final BlockingQueue<Pending> queue;
    private final int maxBatch;
    private final List<Thread> threads = new ArrayList<>();
    private volatile boolean closed;
    private final AtomicLong commits = new AtomicLong();
    private final AtomicLong writes = new AtomicLong();

    GroupCommit(Connection db, int capacity, int maxBatch) {
        this(List.of(db), capacity, maxBatch);
    }

    /** A writer on each of {@code dbs}, all taking from one queue. */
    GroupCommit(List<Connection> dbs, int capacity, int maxBatch) {
        this.dbs = List.copyOf(dbs);
        this.queue = new ArrayBlockingQueue<>(capacity + dbs.size()); // + room for a STOP a writer
        this.maxBatch = maxBatch;
        for (int i = 0; i < dbs.size(); i++) {
            Connection db = dbs.get(i);
            Thread t = new Thread(() -> run(db), "toi-store-writer-" + (i + 1));
            t.setDaemon(true);
            threads.add(t);
        }
        threads.forEach(Thread::start);
    }

    /**
     * Runs {@code work} in the writer's next batch and returns once that batch is committed; {@link Busy} at once when
     * the queue is full, an {@link IllegalStateException} starting with {@code what} when the write failed.
     */
    void write(Work work, String what) {
        write(work, false, what);
    }

    /**
     * As {@link #write(Work, String)}, for a write of one statement ({@code single}): alone in its batch, it is committed
     * by itself (auto-commit: one round trip to the database, not a transaction's two).
     */
    void write(Work work, boolean single, String what) {
        if (closed) {
            throw new IllegalStateException(what + ": the store is closed");
        }
        Pending p = new Pending(work, single, new CompletableFuture<>());
        if (queue.remainingCapacity() <= dbs.size() || !queue.offer(p)) {
            throw new Busy("the server is storing more choices than it can take at once: try again in a moment");
        }
        boolean interrupted = false;
        try {
            while (true) { // no time limit: once queued, the write is made (or fails); answering before would lie
                try {
                    p.done().get();
                    return;
                } catch (InterruptedException e) {
                    interrupted = true;
                } catch (ExecutionException e) {
                    throw new IllegalStateException(what + ": " + e.getCause().getMessage(), e.getCause());
                }
            }
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** Transactions committed so far (each one disk sync) and the writes in them. */
    long commits() {
        return commits.get();
    }

    long writes() {
        return writes.get();
    }

    private void run(Connection db) {
        List<Pending> batch = new ArrayList<>();
        while (true) {
            batch.clear();
            try {
                batch.add(queue.take());
            } catch (InterruptedException e) {
                continue; // only STOP ends the writer, after every write queued before it
            }
            queue.drainTo(batch, maxBatch - 1);
            int stops = batch.size();
            batch.removeIf(p -> p == STOP);
            stops -= batch.size();
            if (!batch.isEmpty()) {
                commit(db, batch);
            }
            if (stops > 0) {
                for (int i = 1; i < stops; i++) {
                    queue.offer(STOP); // the other writers' STOP, taken with this one's
                }
                return;
            }
        }
    }

    private void commit(Connection db, List<Pending> batch) {
        if (batch.size() == 1 && batch.get(0).single()) { // the connection auto-commits between batches
            Pending p = batch.get(0);
            try {
                p.work().run(db);
                commits.incrementAndGet();
                writes.incrementAndGet();
                p.done().complete(null);
            } catch (SQLException | RuntimeException e) {
                p.done().completeExceptionally(e);
            }
            return;
        }
        List<Pending> made = new ArrayList<>();
        boolean alone = batch.size() == 1; // fails alone without a savepoint: the whole transaction is its
        try {
            db.setAutoCommit(false);
            for (Pending p : batch) {
                if (alone) {
                    p.work().run(db);
                    made.add(p);
                    continue;
                }
                Savepoint sp = db.setSavepoint();
                try {
                    p.work().run(db);
                    db.releaseSavepoint(sp);
                    made.add(p);
                } catch (SQLException | RuntimeException e) {
                    db.rollback(sp); // this write alone is undone; the others in the batch stand
                    db.releaseSavepoint(sp);
                    p.done().completeExceptionally(e);
                }
            }
            db.commit();
            commits.incrementAndGet();
            writes.addAndGet(made.size());
            made.forEach(p -> p.done().complete(null));
        } catch (SQLException | RuntimeException e) {
            try {
                db.rollback();
            } catch (SQLException ignored) {
                // nothing was committed
            }
            batch.forEach(p -> p.done().completeExceptionally(e));
        } finally {
            try {
                db.setAutoCommit(true);
            } catch (SQLException ignored) {
                // the connection is closing
            }
        }
    }

    /**
     * Stops as a killed process would: its connection closed at once, so nothing queued is written (or acknowledged:
     * each such write fails); what was committed before stays.
     */
    void crash() {
        closed = true;
        for (Connection db : dbs) {
            try {
                db.close();
            } catch (SQLException ignored) {
                // closing anyway
            }
        }
        dbs.forEach(db -> queue.offer(STOP));
    }

    /** Writes everything queued, then stops and closes its connection. */
    @Override
    public void close() {
        closed = true;
        try {
            for (int i = 0; i < dbs.size(); i++) {
                queue.put(STOP);
            }
            for (Thread t : threads) {
                t.join(10_000);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        for (Connection db : dbs) {
            try {
                db.close();
            } catch (SQLException ignored) {
                // closing anyway
            }
        }
    }
}
