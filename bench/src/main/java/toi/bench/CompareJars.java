package toi.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * Whole random games by two builds in one JVM, alternating (docs/performance.md run 14): on a shared, noisy machine the
 * drift between two separate runs is larger than the difference sought, so each jar (a {@code benchmarks.jar}) gets its
 * own class loader and both play the same batches of games in turn, timed in the playing thread's CPU time.
 *
 * <pre>java -cp bench/target/benchmarks.jar toi.bench.CompareJars BEFORE.jar AFTER.jar [SCENARIO] [WARM] [BATCHES] [GAMES]</pre>
 * (defaults: scenarios/at-the-breaking-point.json, 150 warm-up games each, 10 batches of 30 games).
 */
public final class CompareJars {
    private CompareJars() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 2) {
            System.err.println("usage: CompareJars BEFORE.jar AFTER.jar [SCENARIO] [WARM] [BATCHES] [GAMES]");
            System.exit(2);
        }
        String scenario = args.length > 2 ? args[2] : "scenarios/at-the-breaking-point.json";
        int warm = args.length > 3 ? Integer.parseInt(args[3]) : 150;
        int batches = args.length > 4 ? Integer.parseInt(args[4]) : 10;
        int games = args.length > 5 ? Integer.parseInt(args[5]) : 30;
        Player[] players = {new Player(Path.of(args[0]), scenario), new Player(Path.of(args[1]), scenario)};
        for (int w = 0; w < warm; w += 10) { // warmed in turn, as they are timed
            for (Player p : players) {
                p.play(1_000_000 + w, Math.min(10, warm - w));
            }
        }
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long[][] cpu = new long[2][batches];
        for (int b = 0; b < batches; b++) {
            for (int j = 0; j < 2; j++) {
                int k = (b % 2 == 0) ? j : 1 - j; // ABBA: neither jar always goes first
                long t0 = threads.getCurrentThreadCpuTime();
                players[k].play(1 + (long) b * games, games);
                cpu[k][b] = threads.getCurrentThreadCpuTime() - t0;
            }
            System.out.printf("batch %2d: before %.2f ms/game, after %.2f ms/game, ratio %.3f%n", b + 1,
                    cpu[0][b] / 1e6 / games, cpu[1][b] / 1e6 / games, (double) cpu[0][b] / cpu[1][b]);
        }
        double before = Arrays.stream(cpu[0]).sum() / 1e9;
        double after = Arrays.stream(cpu[1]).sum() / 1e9;
        double[] ratios = new double[batches];
        for (int b = 0; b < batches; b++) {
            ratios[b] = (double) cpu[0][b] / cpu[1][b];
        }
        Arrays.sort(ratios);
        System.out.printf("before %.1f games/s CPU, after %.1f games/s CPU; speed-up %.3f overall, median batch %.3f (range %.3f–%.3f)%n",
                batches * games / before, batches * games / after, before / after, ratios[batches / 2], ratios[0], ratios[batches - 1]);
    }

    /** One build's {@code RandomGames.play} and its own scenario, behind its own class loader. */
    private static final class Player {
        private final Method play;
        private final Object setup;

        Player(Path jar, String scenario) throws Exception {
            URL url = jar.toUri().toURL();
            ClassLoader loader = new URLClassLoader(new URL[]{url}, ClassLoader.getPlatformClassLoader());
            Class<?> catalogs = loader.loadClass("toi.content.Catalogs");
            Class<?> scenarioLoader = loader.loadClass("toi.content.ScenarioLoader");
            Object catalog = catalogs.getMethod("load").invoke(null);
            Method load = Arrays.stream(scenarioLoader.getMethods())
                    .filter(m -> m.getName().equals("load") && m.getParameterCount() == 2
                            && m.getParameterTypes()[0] == Path.class)
                    .findFirst().orElseThrow();
            this.setup = load.invoke(null, Path.of(scenario), catalog);
            Class<?> games = loader.loadClass("toi.bench.RandomGames");
            this.play = games.getDeclaredMethod("play", loader.loadClass("toi.engine.scenario.GameSetup"), long.class, int.class);
            this.play.setAccessible(true);
        }

        void play(long firstSeed, int n) throws Exception {
            play.invoke(null, setup, firstSeed, n);
        }
    }
}
