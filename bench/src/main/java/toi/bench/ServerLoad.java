package toi.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import toi.server.ToiServer;

/**
 * The server under load, over loopback (docs/performance.md): N games at once, each created against the
 * computer and played to the end by a bot that sends a random legal choice of its seat's view, as a browser
 * would, and waits for the computer's answers (a {@code wait} request) when the computer is thinking. Reports every
 * reply's time to a choice and to a creation (p50, p99, max), errors and throughput. Not a test: run it by hand,
 * from the repository root:
 * {@code java -cp bench/target/benchmarks.jar toi.bench.ServerLoad [GAMES] [SCENARIO] [THINK_MS] [RAMP_MS] [SILENT] [WARMUP]}:
 * each bot waits THINK_MS (0: none) before each choice, as a player reads the board; the games start spread over RAMP_MS;
 * SILENT WebSocket clients that never read follow the first SILENT games, whose replies are then left out of the
 * figures (they are "another game's" replies that are reported; -N leaves out the first N games' replies without
 * followers, the same games for a comparison); WARMUP games are played to the end first, unmeasured
 * (a server's class loading and JIT happen once in its life). The server is {@code ./toi serve}'s, with the creation
 * limit raised so one address may create the GAMES games.
 */
public final class ServerLoad {
    private static final ObjectMapper JSON = new ObjectMapper();

    public static void main(String[] args) throws Exception {
        int games = args.length > 0 ? Integer.parseInt(args[0]) : 100;
        String scenario = args.length > 1 ? args[1] : "normandy-farm";
        long think = args.length > 2 ? Long.parseLong(args[2]) : 0;
        long ramp = args.length > 3 ? Long.parseLong(args[3]) : 0;
        int silent = args.length > 4 ? Integer.parseInt(args[4]) : 0;
        int warmup = args.length > 5 ? Integer.parseInt(args[5]) : 0;
        Path db = Files.createTempDirectory("toi-load").resolve("load.db");
        ToiServer.Settings settings = ToiServer.Settings.defaults().withCreations(games + warmup + 10, 60_000);
        try (ToiServer server = ToiServer.start(0, db, Path.of("scenarios"), settings)) {
            HttpClient http = HttpClient.newBuilder().executor(Executors.newFixedThreadPool(8, r -> {
                Thread t = new Thread(r, "load-http");
                t.setDaemon(true);
                return t;
            })).build();
            String base = "http://localhost:" + server.port();
            List<Long> replies = Collections.synchronizedList(new ArrayList<>());
            List<Long> creations = Collections.synchronizedList(new ArrayList<>());
            List<java.net.Socket> silentClients = Collections.synchronizedList(new ArrayList<>());
            for (int w = 0; w < warmup; w++) { // a server warms up once in its life: class loading and the JIT, not measured
                play(http, base, scenario, 1_000_000 + w, 0, new ArrayList<>(), new ArrayList<>(), null, server.port());
            }
            AtomicInteger errors = new AtomicInteger();
            AtomicInteger finished = new AtomicInteger();
            ExecutorService pool = Executors.newFixedThreadPool(games);
            long started = System.nanoTime();
            List<Future<?>> running = new ArrayList<>();
            for (int g = 0; g < games; g++) {
                long seed = g + 1;
                long delay = games > 1 ? ramp * g / (games - 1) : 0;
                boolean followed = g < Math.abs(silent);
                boolean attach = followed && silent > 0;
                running.add(pool.submit(() -> {
                    try {
                        Thread.sleep(delay);
                        play(http, base, scenario, seed, think, followed ? new ArrayList<>() : replies, creations,
                                attach ? silentClients : null, server.port());
                        finished.incrementAndGet();
                    } catch (Exception e) {
                        errors.incrementAndGet();
                        System.err.println("game " + seed + ": " + e);
                    }
                    return null;
                }));
            }
            for (Future<?> f : running) {
                f.get();
            }
            pool.shutdown();
            double seconds = (System.nanoTime() - started) / 1e9;
            List<Long> sorted = new ArrayList<>(replies);
            Collections.sort(sorted);
            List<Long> made = new ArrayList<>(creations);
            Collections.sort(made);
            long[] commits = commits(server);
            System.out.printf("%d games of %s at once over loopback (think %d ms, started over %d ms, %d never-reading followers, %d warm-up"
                    + " games): %d finished, %d errors, %.1f s%n", games, scenario, think, ramp, silent, warmup, finished.get(), errors.get(), seconds);
            System.out.printf("%d choices answered (%.0f a second); reply to a choice: p50 %.1f ms, p99 %.1f ms, max %.1f ms%n",
                    sorted.size(), sorted.size() / seconds, at(sorted, 0.50), at(sorted, 0.99), max(sorted));
            System.out.printf("%d creations: p50 %.1f ms, p99 %.1f ms, max %.1f ms%n", made.size(), at(made, 0.50), at(made, 0.99), max(made));
            System.out.printf("store: %d writes in %d commits; followers still connected: %d of %d never-reading%n", commits[1], commits[0],
                    server.port() > 0 ? followers(server, silentClients) : 0, Math.max(0, silent));
            for (java.net.Socket s : silentClients) {
                s.close();
            }
        }
    }

    /** How many of the never-reading clients the server still sends to (the others it dropped). */
    private static long followers(ToiServer server, List<java.net.Socket> silent) throws Exception {
        var m = ToiServer.class.getDeclaredMethod("followers", String.class);
        m.setAccessible(true);
        long n = 0;
        for (String id : new ArrayList<>(FOLLOWED)) {
            n += (int) m.invoke(server, id);
        }
        return n;
    }

    private static final List<String> FOLLOWED = Collections.synchronizedList(new ArrayList<>());

    private static long[] commits(ToiServer server) throws Exception {
        var m = ToiServer.class.getDeclaredMethod("commits");
        m.setAccessible(true);
        return (long[]) m.invoke(server);
    }

    private static double at(List<Long> sorted, double q) {
        return sorted.isEmpty() ? 0 : sorted.get((int) Math.min(sorted.size() - 1, Math.floor(q * sorted.size()))) / 1e6;
    }

    private static double max(List<Long> sorted) {
        return sorted.isEmpty() ? 0 : sorted.get(sorted.size() - 1) / 1e6;
    }

    private static void play(HttpClient http, String base, String scenario, long seed, long think, List<Long> replies, List<Long> creations,
                             List<java.net.Socket> silent, int port) throws Exception {
        long c0 = System.nanoTime();
        JsonNode created = send(http, json(base + "/api/games").POST(HttpRequest.BodyPublishers.ofString(
                JSON.writeValueAsString(Map.of("scenario", scenario, "seed", seed, "seats", Map.of("US", "human", "GER", "random"))))).build(), 201);
        creations.add(System.nanoTime() - c0);

        String id = created.get("id").asText();
        String token = created.path("tokens").get("US").asText();
        if (silent != null) {
            silent.add(neverReading(port, id, token));
            FOLLOWED.add(id);
        }
        SplittableRandom random = new SplittableRandom(seed);
        JsonNode state = settled(http, base, id, token, send(http, HttpRequest.newBuilder(URI.create(base + "/api/games/" + id))
                .header("X-Toi-Token", token).GET().build(), 200));
        for (int n = 0; n < 20_000; n++) {
            JsonNode view = state.get("view");
            if (view.get("phase").asText().equals("OVER")) {
                return;
            }
            JsonNode choices = view.path("decision").path("choices");
            if (!view.path("decision").path("yours").asBoolean() || choices.isEmpty()) {
                throw new IllegalStateException("not asked, and the game is not over: " + view.path("decision"));
            }
            if (think > 0) {
                Thread.sleep(random.nextLong(think / 2, think * 3 / 2 + 1)); // a player reads the board: THINK_MS on average
            }
            String choice = choices.get(random.nextInt(choices.size())).asText();
            long t0 = System.nanoTime();
            state = send(http, json(base + "/api/games/" + id + "/choices").POST(HttpRequest.BodyPublishers
                    .ofString(JSON.writeValueAsString(Map.of("token", token, "seen", state.get("number").asInt(), "choice", choice)))).build(), 200);
            replies.add(System.nanoTime() - t0);
            state = settled(http, base, id, token, state);
        }
        throw new IllegalStateException("game " + id + " did not end");
    }

    private static HttpRequest.Builder json(String uri) {
        return HttpRequest.newBuilder(URI.create(uri)).header("Content-Type", "application/json");
    }

    /** A WebSocket follower that never reads after its handshake, with a small receive buffer: its updates back up. */
    static java.net.Socket neverReading(int port, String id, String token) throws Exception {
        java.net.Socket s = new java.net.Socket();
        s.setReceiveBufferSize(2_048);
        s.connect(new java.net.InetSocketAddress("localhost", port));
        s.getOutputStream().write(("GET /ws/games/" + id + " HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\n"
                + "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")
                .getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        StringBuilder head = new StringBuilder();
        while (head.indexOf("\r\n\r\n") < 0) {
            head.append((char) s.getInputStream().read());
        }
        // its seat, named by its first message (never in the address): a masked text frame, the mask 0
        byte[] hello = JSON.writeValueAsBytes(Map.of("token", token, "since", 0));
        byte[] frame = new byte[hello.length + 6];
        frame[0] = (byte) 0x81;
        frame[1] = (byte) (0x80 | hello.length); // under 126 bytes
        System.arraycopy(hello, 0, frame, 6, hello.length);
        s.getOutputStream().write(frame);
        return s;
    }

    /** The state once the computer has answered (the server answers a {@code wait} as soon as there is a new event). */
    private static JsonNode settled(HttpClient http, String base, String id, String token, JsonNode state) throws Exception {
        for (int i = 0; i < 10_000 && !state.path("thinking").isNull(); i++) {
            state = send(http, HttpRequest.newBuilder(URI.create(base + "/api/games/" + id + "?since="
                    + state.get("number").asInt() + "&wait=10000")).header("X-Toi-Token", token).GET().build(), 200);
        }
        return state;
    }

    private static JsonNode send(HttpClient http, HttpRequest request, int expected) throws Exception {
        for (int attempt = 0; ; attempt++) {
            HttpResponse<String> r = http.send(request, HttpResponse.BodyHandlers.ofString());
            if ((r.statusCode() == 503 || r.statusCode() == 429) && attempt < 20) { // back-pressure: as a client should, wait and retry
                Thread.sleep(1000L * Long.parseLong(r.headers().firstValue("Retry-After").orElse("1")));
                continue;
            }
            if (r.statusCode() != expected) {
                throw new IllegalStateException(request.uri() + ": " + r.statusCode() + " " + r.body());
            }
            return JSON.readTree(r.body());
        }
    }
}
