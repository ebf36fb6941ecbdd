package toi.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import toi.server.Database;
import toi.server.ToiServer;

/**
 * Issue 31's load and fault test (docs/performance.md · Two servers on one PostgreSQL), over loopback and bounded in
 * games and time: two server processes on one PostgreSQL database; GAMES bots, each playing one game (US, against the
 * computer's GER) through one of the two processes (half each), choosing a random legal choice after THINK_MS on average;
 * at KILL_S seconds the first process is killed with {@code kill -9}, and its bots go on through the other; at SECONDS the
 * bots stop. Then every game's stored log is read from PostgreSQL and each bot's acknowledged choices (a 200 reply) are
 * looked for in it, in order: one missing is a lost choice. Reports the replies to a choice (p50, p99, max; before the
 * kill and overall), errors, 409s, lost choices, and how long the killed process's games took to go on (from a bot's
 * first request to the survivor to its game answering with a human asked again).
 * <p>Run from the repository root, after {@code mvn -q -B package -DskipTests -pl bench -am} (and {@code -pl cli -am}
 * for {@code -Dnode=cli}; {@code -DskipTests} only because this builds the jar to measure with, and {@code ./run-tests}
 * runs every test):
 * {@code java -cp bench/target/benchmarks.jar toi.bench.ClusterLoad [GAMES] [SECONDS] [THINK_MS] [KILL_S]}.
 * The database: {@code -Ddb=postgresql://…} (emptied first: its tables are dropped), else an embedded PostgreSQL
 * (zonky's binaries) started for the run. The processes: {@code -Dnode=bench} (the default) runs {@link Node}, the
 * server as {@code ./toi serve} makes it but with the creation limit raised so one address may create GAMES games;
 * {@code -Dnode=cli} runs {@code java -jar cli/target/toi.jar serve --db … --port 0} itself, whose limit (20 new games
 * an address at once) allows about 40 games on the two.
 */
public final class ClusterLoad {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern PORT = Pattern.compile("(?:port |localhost:)(\\d+)");

    /** A server process of the run: {@code java … serve} on the database, its port read from what it prints. */
    private static final class Process {
        final java.lang.Process process;
        final int port;
        volatile boolean killed;

        Process(List<String> command, File log) throws IOException {
            process = new ProcessBuilder(command).redirectError(log).start();
            BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream()));
            int p = -1;
            for (String line = out.readLine(); line != null; line = out.readLine()) {
                Matcher m = PORT.matcher(line);
                if (m.find()) {
                    p = Integer.parseInt(m.group(1));
                    break;
                }
            }
            if (p < 0) {
                throw new IllegalStateException("the server did not start: see " + log);
            }
            port = p;
            Thread drain = new Thread(() -> {
                try {
                    while (out.readLine() != null) {
                        // what it prints later is not read
                    }
                } catch (IOException ignored) {
                    // it died
                }
            });
            drain.setDaemon(true);
            drain.start();
        }

        String base() {
            return "http://localhost:" + port;
        }

        void kill9() throws Exception {
            killed = true;
            new ProcessBuilder("kill", "-9", Long.toString(process.pid())).inheritIO().start().waitFor();
            process.waitFor();
        }
    }

    /** One process of the run, {@code -Dnode=bench}: {@code ./toi serve}'s server, creations raised to the games of the run. */
    public static final class Node {
        public static void main(String[] args) throws Exception {
            int games = Integer.parseInt(args[1]);
            ToiServer server = ToiServer.start(0, Database.parse(args[0]), Path.of("scenarios"),
                    ToiServer.Settings.defaults().withCreations(games + 10, 60_000));
            System.out.println("port " + server.port());
            System.out.flush();
            new CountDownLatch(1).await(); // until killed
        }
    }

    public static void main(String[] args) throws Exception {
        int games = args.length > 0 ? Integer.parseInt(args[0]) : 100;
        long seconds = args.length > 1 ? Long.parseLong(args[1]) : 120;
        long think = args.length > 2 ? Long.parseLong(args[2]) : 2_000;
        long killAt = args.length > 3 ? Long.parseLong(args[3]) : seconds / 2;
        String scenario = System.getProperty("scenario", "normandy-farm");
        String mode = System.getProperty("node", "bench");
        EmbeddedPostgres embedded = null;
        String db = System.getProperty("db");
        boolean statements = Boolean.getBoolean("statements");
        if (db == null) {
            EmbeddedPostgres.Builder builder = EmbeddedPostgres.builder().setServerConfig("synchronous_commit", "on")
                    .setServerConfig("max_connections", "100").setPGStartupWait(Duration.ofSeconds(60));
            if (statements) { // every statement counted (docs/performance.md · the statements of a choice)
                builder.setServerConfig("shared_preload_libraries", "pg_stat_statements");
            }
            embedded = builder.start();
            db = "postgresql://postgres@localhost:" + embedded.getPort() + "/postgres";
        }
        Database database = Database.parse(db);
        String jdbc = "jdbc:" + db.replaceFirst("^(jdbc:)?postgres(ql)?://([^@/]*@)?", "postgresql://");
        String user = db.matches("^(jdbc:)?postgres(ql)?://[^@/]+@.*") ? db.replaceFirst("^(jdbc:)?postgres(ql)?://", "").replaceFirst("[:@].*", "") : null;
        try (Connection c = DriverManager.getConnection(jdbc, user, null); Statement st = c.createStatement()) {
            st.execute("DROP TABLE IF EXISTS abandon, choice, seat, game, flyway_schema_history CASCADE"); // a fresh run
            if (statements) {
                st.execute("CREATE EXTENSION IF NOT EXISTS pg_stat_statements");
            }
        }
        String javaCommand = ProcessHandle.current().info().command().orElse("java");
        List<Process> nodes = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            List<String> command = mode.equals("cli")
                    ? List.of(javaCommand, "-Xmx1g", "-jar", "cli/target/toi.jar", "serve", "--db", db, "--port", "0")
                    : List.of(javaCommand, "-Xmx1g", "-cp", "bench/target/benchmarks.jar", Node.class.getName(), db, Integer.toString(games));
            String options = System.getProperty("node.jvm", ""); // e.g. a flight recording: -Dnode.jvm=-XX:StartFlightRecording=…
            if (!options.isBlank()) {
                command = new ArrayList<>(command);
                command.addAll(1, List.of(options.replace("%n", Integer.toString(i + 1)).split(" ")));
            }
            nodes.add(new Process(command, File.createTempFile("toi-cluster-" + i + "-", ".log")));
            // one after the other: two processes migrating one empty database at once would race for Flyway's table
        }
        System.out.printf("%d games of %s, think %d ms, %d s, kill -9 of process 1 (pid %d) at %d s; database %s; processes: %s%n",
                games, scenario, think, seconds, nodes.get(0).process.pid(), killAt, database, mode);
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).executor(java.util.concurrent.Executors
                .newFixedThreadPool(8, r -> {
                    Thread t = new Thread(r, "load-http");
                    t.setDaemon(true);
                    return t;
                })).build();
        Run run = new Run(http, nodes, scenario, think);
        long start = System.nanoTime();
        run.started = start;
        List<Thread> bots = new ArrayList<>();
        long ramp = Math.min(30_000, seconds * 1000 / 4);
        for (int g = 0; g < games; g++) {
            Bot bot = new Bot(run, g, g % 2, games > 1 ? ramp * g / (games - 1) : 0);
            run.bots.add(bot);
            Thread t = new Thread(bot, "bot-" + g);
            t.setDaemon(true);
            bots.add(t);
            t.start();
        }
        if (killAt > 0 && killAt < seconds) {
            Thread.sleep(Math.max(0, killAt * 1000 - (System.nanoTime() - start) / 1_000_000));
            run.killedAt = System.nanoTime();
            nodes.get(0).kill9();
            System.out.printf("killed process 1 at %.1f s%n", (run.killedAt - start) / 1e9);
        }
        Thread.sleep(Math.max(0, seconds * 1000 - (System.nanoTime() - start) / 1_000_000));
        run.stop = true;
        for (Thread t : bots) {
            t.join(15_000);
        }
        double elapsed = (System.nanoTime() - start) / 1e9;
        // every acknowledged choice, looked for in the stored log
        int acknowledged = 0;
        int lost = 0;
        try (Connection c = DriverManager.getConnection(jdbc, user, null);
             PreparedStatement q = c.prepareStatement("SELECT text FROM choice WHERE game_id = ? AND seat = 'US' AND kind = 'choice' ORDER BY n")) {
            for (Bot bot : run.bots) {
                if (bot.id == null) {
                    continue;
                }
                List<String> stored = new ArrayList<>();
                q.setString(1, bot.id);
                try (ResultSet r = q.executeQuery()) {
                    while (r.next()) {
                        stored.add(r.getString(1));
                    }
                }
                acknowledged += bot.acked.size();
                int i = 0;
                for (String a : bot.acked) { // in order: each acknowledged choice after the one before it
                    while (i < stored.size() && !stored.get(i).equals(a)) {
                        i++;
                    }
                    if (i == stored.size()) {
                        lost++;
                    } else {
                        i++;
                    }
                }
            }
        }
        if (statements) {
            statements(jdbc, user, run);
        }
        List<Long> all = sorted(run.replies);
        List<Long> before = sorted(run.repliesBeforeKill);
        List<Long> moved = sorted(run.moves);
        int created = (int) run.bots.stream().filter(b -> b.id != null).count();
        System.out.printf("%.1f s: %d games created, %d finished, %d still playing at the end; %d moved from the killed process%n", elapsed,
                created, run.finished.get(), created - run.finished.get(), moved.size());
        System.out.printf("%d choices answered (%.0f a second); reply to a choice: p50 %.1f ms, p99 %.1f ms, max %.1f ms; before the kill:"
                        + " p50 %.1f ms, p99 %.1f ms (%d)%n", all.size(), all.size() / elapsed, at(all, 0.5), at(all, 0.99), max(all),
                at(before, 0.5), at(before, 0.99), before.size());
        System.out.printf("errors %d, refused as behind (409) %d, requests lost with the killed process %d; acknowledged choices %d,"
                + " lost %d%n", run.errors.get(), run.conflicts.get(), run.cut.get(), acknowledged, lost);
        System.out.printf("a moved game went on (first request to the survivor → a human asked again): p50 %.0f ms, p99 %.0f ms, max %.0f ms%n",
                at(moved, 0.5), at(moved, 0.99), max(moved));
        for (Process p : nodes) {
            p.process.destroy();
            p.process.waitFor();
        }
        if (embedded != null) {
            embedded.close();
        }
        System.exit(lost == 0 && run.errors.get() == 0 ? 0 : 1);
    }

    /** What the bots share: the processes, the figures, and when to stop. */
    private static final class Run {
        final HttpClient http;
        final List<Process> nodes;
        final String scenario;
        final long think;
        final List<Bot> bots = Collections.synchronizedList(new ArrayList<>());
        final List<Long> replies = Collections.synchronizedList(new ArrayList<>());
        final List<Long> repliesBeforeKill = Collections.synchronizedList(new ArrayList<>());
        final List<Long> moves = Collections.synchronizedList(new ArrayList<>());
        final AtomicInteger errors = new AtomicInteger();
        final AtomicInteger conflicts = new AtomicInteger();
        final AtomicInteger cut = new AtomicInteger();
        final AtomicInteger finished = new AtomicInteger();
        volatile boolean stop;
        volatile long started;
        volatile long killedAt;

        Run(HttpClient http, List<Process> nodes, String scenario, long think) {
            this.http = http;
            this.nodes = nodes;
            this.scenario = scenario;
            this.think = think;
        }
    }

    /** A reply, or the process is gone (its connection refused or cut). */
    private record Reply(int status, JsonNode body) {
    }

    /** One game's player: US through one process, through the other once that one is killed. */
    private static final class Bot implements Runnable {
        final Run run;
        final int game;
        final long delay;
        int node;
        String id;
        String token;
        final List<String> acked = new ArrayList<>();
        /** When this bot first asked the survivor after its process died (0: it has not moved). */
        long movedAt;

        Bot(Run run, int game, int node, long delay) {
            this.run = run;
            this.game = game;
            this.node = node;
            this.delay = delay;
        }

        @Override
        public void run() {
            try {
                Thread.sleep(delay);
                SplittableRandom random = new SplittableRandom(game + 1);
                JsonNode created = null;
                while (created == null && !run.stop) {
                    Reply r = send(HttpRequest.newBuilder(uri("/api/games")).header("Content-Type", "application/json")
                            .POST(HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(Map.of("scenario", run.scenario,
                                    "seed", game + 1, "seats", Map.of("US", "human", "GER", "random"))))));
                    if (r != null && r.status() == 201) {
                        created = r.body();
                    } else if (r != null) {
                        error("create", r);
                        return;
                    }
                }
                if (created == null) {
                    return;
                }
                id = created.get("id").asText();
                token = created.path("tokens").get("US").asText();
                JsonNode state = settled(null);
                while (!run.stop && state != null) {
                    JsonNode view = state.get("view");
                    if (state.path("over").asBoolean() || view.path("phase").asText().equals("OVER")) {
                        run.finished.incrementAndGet();
                        return;
                    }
                    JsonNode choices = view.path("decision").path("choices");
                    if (!view.path("decision").path("yours").asBoolean() || choices.isEmpty()) {
                        error("not asked, and the game is not over: " + view.path("decision"), null);
                        return;
                    }
                    Thread.sleep(run.think > 0 ? random.nextLong(run.think / 2, run.think * 3 / 2 + 1) : 0);
                    String choice = choices.get(random.nextInt(choices.size())).asText();
                    long t0 = System.nanoTime();
                    Reply r = send(HttpRequest.newBuilder(uri("/api/games/" + id + "/choices")).header("Content-Type", "application/json")
                            .POST(HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(Map.of("token", token, "seen",
                                    state.get("number").asInt(), "choice", choice)))));
                    long took = System.nanoTime() - t0;
                    if (r == null) { // its process died: the choice may or may not be stored; not acknowledged
                        state = settled(null);
                        continue;
                    }
                    if (r.status() == 200) {
                        acked.add(choice);
                        run.replies.add(took);
                        if (run.killedAt == 0) {
                            run.repliesBeforeKill.add(took);
                        }
                        state = settled(r.body());
                    } else if (r.status() == 409) {
                        run.conflicts.incrementAndGet();
                        state = settled(null);
                    } else {
                        error("choice", r);
                        return;
                    }
                }
            } catch (Exception e) {
                error(e.toString(), null);
            }
        }

        private void error(String what, Reply r) {
            if (run.errors.incrementAndGet() <= 10) {
                System.err.println("game " + (game + 1) + " " + id + ": " + what + (r == null ? "" : " " + r.status() + " " + r.body()));
            }
        }

        private URI uri(String path) {
            return URI.create(run.nodes.get(node).base() + path);
        }

        /** The state once the computer has answered (a {@code wait} request answers at its next event); null when stopped. */
        private JsonNode settled(JsonNode state) throws Exception {
            while (!run.stop) {
                if (state != null && state.path("thinking").isNull()) {
                    if (movedAt > 0) {
                        run.moves.add(System.nanoTime() - movedAt);
                        movedAt = -1;
                    }
                    return state;
                }
                Reply r = send(HttpRequest.newBuilder(uri("/api/games/" + id + (state == null ? "" : "?since=" + state.get("number").asInt()
                        + "&wait=10000"))).header("X-Toi-Token", token).GET());
                if (r == null) {
                    continue; // moved to the other process: asked again there
                }
                if (r.status() != 200) {
                    error("state", r);
                    return null;
                }
                state = r.body();
            }
            return null;
        }

        /** The reply of this bot's process; null when it died (the bot moves to the other one); 429 and 503 are waited out. */
        private Reply send(HttpRequest.Builder request) throws Exception {
            HttpRequest built = request.timeout(Duration.ofSeconds(30)).build();
            for (int attempt = 0; ; attempt++) {
                HttpResponse<String> r;
                try {
                    r = run.http.send(built, HttpResponse.BodyHandlers.ofString());
                } catch (IOException e) {
                    if (!run.nodes.get(node).killed) {
                        if (attempt < 20) {
                            Thread.sleep(100);
                            continue;
                        }
                        throw e;
                    }
                    run.cut.incrementAndGet();
                    node = 1 - node; // the survivor
                    if (movedAt == 0) {
                        movedAt = System.nanoTime();
                    }
                    return null;
                }
                if ((r.statusCode() == 503 || r.statusCode() == 429) && attempt < 20) {
                    Thread.sleep(1000L * Long.parseLong(r.headers().firstValue("Retry-After").orElse("1")));
                    continue;
                }
                return new Reply(r.statusCode(), r.body().isEmpty() ? null : JSON.readTree(r.body()));
            }
        }
    }

    /**
     * {@code -Dstatements=true}: the statements both processes sent to PostgreSQL over the whole run (pg_stat_statements),
     * the most called first, each with its calls per stored log row (choices of the bots and of the computer) and its mean
     * time.
     */
    private static void statements(String jdbc, String user, Run run) throws Exception {
        try (Connection c = DriverManager.getConnection(jdbc, user, null); Statement st = c.createStatement()) {
            long rows;
            try (ResultSet r = st.executeQuery("SELECT count(*) FROM choice")) {
                r.next();
                rows = r.getLong(1);
            }
            System.out.printf("statements (pg_stat_statements), per stored log row (%d rows, %d of them the bots' acknowledged choices):%n",
                    rows, run.replies.size());
            long total = 0;
            try (ResultSet r = st.executeQuery("SELECT calls, total_exec_time, query FROM pg_stat_statements"
                    + " WHERE query NOT LIKE '%pg_stat_statements%' ORDER BY calls DESC")) {
                int shown = 0;
                while (r.next()) {
                    total += r.getLong(1);
                    if (shown++ < 20) {
                        System.out.printf("  %9d calls %6.2f a row, mean %.3f ms: %s%n", r.getLong(1), r.getLong(1) / (double) rows,
                                r.getDouble(2) / Math.max(1, r.getLong(1)), r.getString(3).replaceAll("\\s+", " ")
                                        .substring(0, Math.min(110, r.getString(3).replaceAll("\\s+", " ").length())));
                    }
                }
            }
            System.out.printf("  every statement: %d, %.2f a stored row%n", total, total / (double) rows);
        }
    }

    private static List<Long> sorted(List<Long> xs) {
        List<Long> out;
        synchronized (xs) {
            out = new ArrayList<>(xs);
        }
        Collections.sort(out);
        return out;
    }

    private static double at(List<Long> sorted, double q) {
        return sorted.isEmpty() ? 0 : sorted.get((int) Math.min(sorted.size() - 1, Math.floor(q * sorted.size()))) / 1e6;
    }

    private static double max(List<Long> sorted) {
        return sorted.isEmpty() ? 0 : sorted.get(sorted.size() - 1) / 1e6;
    }
}
