package toi.server;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import toi.ai.Explanation;
import toi.ai.Player;
import toi.ai.Players;
import toi.engine.game.protocol.Choice;

/**
 * Plays the computer's seats off the request threads (docs/server.md · Computer seats): a human's choice is answered
 * as soon as it is applied; the computer's choices are worked out here, one at a time per game (a table is claimed
 * while its computer turn is scheduled or running), each stored in the log as it is made and then pushed to the
 * game's followers. A computer player sees only its seat's view of a copy ({@code PlayerView}), so the game itself stays
 * free for requests while it thinks. With a pace, each computer choice takes at least that long, so a human can follow
 * the computer's moves one by one.
 * <p>Bounded and fair (docs/server.md · Limits and threads): a fixed pool of as many threads as cores; a game has at most one
 * computer choice queued or running, and its next choice is queued behind every other game's (round robin: a game gets
 * its turn among the games whose computer is asked, however many choices it has to make). The searching players (hard,
 * expert, mcts, montecarlo: seconds a choice) think on a pool of their own, capped at {@link #searches} at once, so they
 * never hold up the quick players' games.
 */
final class ComputerSeats implements AutoCloseable {
    private final ScheduledExecutorService pool;
    /** The searching players' pool: at most this many searches at once. */
    private final ScheduledExecutorService searchPool;
    private final int searches;
    private final Consumer<Table> changed;
    private final long paceNanos;

    /** @param changed told (off every lock) after a computer choice changed a game */
    ComputerSeats(Duration pace, Consumer<Table> changed) {
        this(pace, changed, Math.max(1, Runtime.getRuntime().availableProcessors() / 2));
    }

    /** @param searches how many searching players may think at once */
    ComputerSeats(Duration pace, Consumer<Table> changed, int searches) {
        this.pool = pool("toi-computer-", Math.max(1, Runtime.getRuntime().availableProcessors()));
        this.searches = searches;
        this.searchPool = pool("toi-search-", searches);
        this.changed = changed;
        this.paceNanos = pace.toNanos();
    }

    private static ScheduledExecutorService pool(String name, int threads) {
        AtomicInteger n = new AtomicInteger();
        return Executors.newScheduledThreadPool(threads, r -> {
            Thread t = new Thread(r, name + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
    }

    /** Whether a computer player searches (seconds a choice): it thinks on the capped search pool. */
    static boolean searches(String player) {
        String name = player.contains(":") ? player.substring(0, player.indexOf(':')) : player;
        return List.of("hard", "expert", "mcts", "search", "montecarlo", "mc").contains(name);
    }

    /** The pool a game's next computer choice is worked out on. */
    private ScheduledExecutorService poolFor(Table t) {
        String player = t.computerPlayerAsked();
        return player != null && searches(player) ? searchPool : pool;
    }

    /** Starts the game's computer play if a computer seat is asked and none is under way (safe to call after any change). */
    void wake(Table t) {
        if (t.claimComputer()) {
            poolFor(t).execute(() -> turn(t));
        }
    }

    /** Runs an action on the computer's threads (work that should not hold up a request or the start). */
    void later(Runnable work) {
        pool.execute(work);
    }

    /** One computer choice: taken (under the table's lock), worked out (off it), then answered and the next one scheduled. */
    private void turn(Table t) {
        Table.ComputerTurn turn;
        try {
            turn = t.nextComputerTurn();
        } catch (RuntimeException e) {
            t.releaseComputer();
            return;
        }
        if (turn == null) {
            return; // a human is asked or the game is over: the claim is released
        }
        long start = System.nanoTime();
        Choice choice;
        Explanation why = null;
        try {
            Player player = Players.create(turn.player(), turn.seed());
            choice = ((toi.engine.game.ChoiceOption) player.choose(turn.view())).choice();
            why = player.lastDecision();
        } catch (RuntimeException e) {
            choice = null; // the player failed: the table answers a random legal choice instead
        }
        Choice made = choice;
        Explanation explained = why;
        ScheduledExecutorService here = searches(turn.player()) ? searchPool : pool;
        Runnable answer = () -> {
            try {
                if (t.answer(turn, made, explained)) {
                    changed.accept(t);
                }
            } catch (GroupCommit.Busy busy) { // the store's queue is full: the same choice is worked out again shortly
                here.schedule(() -> turn(t), 200, TimeUnit.MILLISECONDS);
                return;
            } catch (RuntimeException e) {
                t.releaseComputer(); // e.g. the store is closed; the next wake tries again
                return;
            }
            poolFor(t).execute(() -> turn(t)); // the next choice, queued behind other games' choices
        };
        long wait = paceNanos - (System.nanoTime() - start);
        if (wait > 0) {
            here.schedule(answer, wait, TimeUnit.NANOSECONDS);
        } else {
            answer.run();
        }
    }

    @Override
    public void close() {
        pool.shutdownNow();
        searchPool.shutdownNow();
        try {
            pool.awaitTermination(5, TimeUnit.SECONDS);
            searchPool.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
