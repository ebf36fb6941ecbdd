package toi.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import toi.content.Catalogs;
import toi.content.ScenarioLoader;
import toi.engine.game.Game;
import toi.engine.scenario.GameSetup;
import toi.engine.game.RandomPlayer;

/**
 * Whole random games on one core, warm (issue 10's speed target; docs/performance.md runs 8 and 10): plays random games
 * of a scenario ({@code new Game(setup, seed)}, {@link RandomPlayer#choose(Game)}, {@code apply}) and counts the playing
 * thread's CPU time ({@link ThreadMXBean}), first WARM games to warm up, then GAMES timed.
 *
 * <pre>java -cp bench/target/benchmarks.jar toi.bench.RandomGames [SCENARIO] [WARM] [GAMES]</pre>
 * (from the repository root; defaults: scenarios/at-the-breaking-point.json, 1000, 300). Warm means the JIT's code and the
 * board's remembered sight lines settled: that takes 600–1,000 games of At the Breaking Point (docs/performance.md run 14).
 */
public final class RandomGames {
    private RandomGames() {
    }

    public static void main(String[] args) {
        Path file = Path.of(args.length > 0 ? args[0] : "scenarios/at-the-breaking-point.json");
        int warm = args.length > 1 ? Integer.parseInt(args[1]) : 1000;
        int games = args.length > 2 ? Integer.parseInt(args[2]) : 300;
        GameSetup setup = ScenarioLoader.load(file, Catalogs.load());
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long checksum = play(setup, 1_000_000, warm);
        // the bytes the playing thread allocates: unlike its time, the same on a busy machine as on a quiet one
        com.sun.management.ThreadMXBean bytes = (com.sun.management.ThreadMXBean) threads;
        long bytes0 = bytes.getCurrentThreadAllocatedBytes();
        long cpu0 = threads.getCurrentThreadCpuTime();
        long wall0 = System.nanoTime();
        long choices = play(setup, 1, games);
        long cpu = threads.getCurrentThreadCpuTime() - cpu0;
        long allocated = bytes.getCurrentThreadAllocatedBytes() - bytes0;
        long wall = System.nanoTime() - wall0;
        if (Boolean.getBoolean("split")) { // -Dsplit=true: where the time goes, listing (choose) or applying
            long[] split = new long[2];
            playSplit(setup, 1, games, threads, split);
            System.out.printf("choose %.2f ms/game, apply %.2f ms/game (clock reads included)%n", split[0] / 1e6 / games, split[1] / 1e6 / games);
            BY_KIND.forEach((k, v) -> System.out.printf("  %-14s %6.1f per game  choose %.3f ms/game  apply %.3f ms/game%n", k, v[2] / (double) games,
                    v[0] / 1e6 / games, v[1] / 1e6 / games));
        }
        System.out.printf("%s: %d games, %d choices, %.1f games/s CPU (%.2f ms/game), %.1f games/s wall, %.0f choices/s CPU,"
                        + " %.0f KB allocated a game [%d]%n", file.getFileName(), games, choices, games / (cpu / 1e9), cpu / 1e6 / games,
                games / (wall / 1e9), choices / (cpu / 1e9), allocated / 1024.0 / games, checksum);
    }

    private static final java.util.Map<String, long[]> BY_KIND = new java.util.TreeMap<>();

    private static void playSplit(GameSetup setup, long firstSeed, int n, ThreadMXBean threads, long[] split) {
        for (long seed = firstSeed; seed < firstSeed + n; seed++) {
            Game game = new Game(setup, seed);
            RandomPlayer player = new RandomPlayer(seed);
            while (!game.over()) {
                long t0 = threads.getCurrentThreadCpuTime();
                var choice = player.choose(game);
                long t1 = threads.getCurrentThreadCpuTime();
                String kind = game.pending().kind().name();
                game.apply(choice);
                long t2 = threads.getCurrentThreadCpuTime();
                split[0] += t1 - t0;
                split[1] += t2 - t1;
                BY_KIND.computeIfAbsent(kind, k -> new long[3]);
                BY_KIND.get(kind)[0] += t1 - t0;
                BY_KIND.get(kind)[1] += t2 - t1;
                BY_KIND.get(kind)[2]++;
            }
        }
    }

    /** Plays {@code n} games with seeds from {@code firstSeed}; returns the number of choices applied. */
    private static long play(GameSetup setup, long firstSeed, int n) {
        long choices = 0;
        for (long seed = firstSeed; seed < firstSeed + n; seed++) {
            Game game = new Game(setup, seed);
            RandomPlayer player = new RandomPlayer(seed);
            while (!game.over()) {
                game.apply(player.choose(game));
                choices++;
            }
        }
        return choices;
    }
}
