package toi.server;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The store's write throughput (docs/performance.md, issue 27): WRITERS threads, each a game's seat appending choices
 * one after another as the server does (each append returns once committed and synced: {@code synchronous = FULL}),
 * for SECONDS; reports the choices stored a second and how many commits (disk syncs) held them. Then reopens the file
 * and checks that every acknowledged choice is there. In package toi.server to reach the package's GameStore. Run from
 * the repository root: {@code java -cp bench/target/benchmarks.jar toi.server.StoreLoad [WRITERS] [SECONDS] [DIR]}.
 */
public final class StoreLoad {
    public static void main(String[] args) throws Exception {
        int writers = args.length > 0 ? Integer.parseInt(args[0]) : 64;
        int seconds = args.length > 1 ? Integer.parseInt(args[1]) : 10;
        Path dir = args.length > 2 ? Files.createDirectories(Path.of(args[2])) : Files.createTempDirectory("toi-store");
        Path file = Files.createTempDirectory(dir, "store").resolve("store.db");
        GameStore store = new GameStore(file);
        for (int g = 0; g < writers; g++) {
            store.create("g" + g, "normandy-farm", g, "{}", Map.of("US", new GameStore.StoredSeat("US", "human", "token-" + g, "random")));
        }
        long commits0 = store.commits();
        long writes0 = store.writes();
        long[] acknowledged = new long[writers];
        AtomicLong latencyMax = new AtomicLong();
        long until = System.nanoTime() + seconds * 1_000_000_000L;
        List<Thread> threads = new ArrayList<>();
        long t0 = System.nanoTime();
        for (int g = 0; g < writers; g++) {
            int game = g;
            Thread t = new Thread(() -> {
                int n = 0;
                while (System.nanoTime() < until) {
                    long s = System.nanoTime();
                    store.append("g" + game, n + 1, new GameStore.Entry("US", "choice", "act advance us-" + (n % 9)));
                    latencyMax.accumulateAndGet(System.nanoTime() - s, Math::max);
                    acknowledged[game] = ++n;
                }
            });
            threads.add(t);
            t.start();
        }
        for (Thread t : threads) {
            t.join();
        }
        double elapsed = (System.nanoTime() - t0) / 1e9;
        long total = 0;
        for (long a : acknowledged) {
            total += a;
        }
        long commits = store.commits() - commits0;
        long writes = store.writes() - writes0;
        store.close();
        GameStore reopened = new GameStore(file);
        long missing = 0;
        for (int g = 0; g < writers; g++) {
            missing += Math.max(0, acknowledged[g] - reopened.load("g" + g).log().size());
        }
        reopened.close();
        System.out.printf("%d writers for %.1f s on %s: %d choices stored (%.0f a second), %d writes in %d commits (%.1f a commit, %.0f"
                        + " commits a second); slowest acknowledgement %.1f ms; after reopening, %d acknowledged choices missing%n",
                writers, elapsed, file, total, total / elapsed, writes, commits, writes / (double) Math.max(1, commits), commits / elapsed,
                latencyMax.get() / 1e6, missing);
    }
}
