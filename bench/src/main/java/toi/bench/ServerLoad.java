package toi.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
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
 * reply's time to a choice (p50, p99, max), errors and throughput. Not a test: run it by hand,
 * from the repository root:
 * {@code java -cp bench/target/benchmarks.jar toi.bench.ServerLoad [GAMES] [SCENARIO]}.
 */
public final class ServerLoad {
    private static final ObjectMapper JSON = new ObjectMapper();

    public static void main(String[] args) throws Exception {
        int games = args.length > 0 ? Integer.parseInt(args[0]) : 100;
        String scenario = args.length > 1 ? args[1] : "normandy-farm";
        Path db = Files.createTempDirectory("toi-load").resolve("load.db");
        try (ToiServer server = ToiServer.start(0, db, Path.of("scenarios"))) {
            HttpClient http = HttpClient.newHttpClient();
            String base = "http://localhost:" + server.port();
            List<Long> replies = Collections.synchronizedList(new ArrayList<>());
            AtomicInteger errors = new AtomicInteger();
            AtomicInteger finished = new AtomicInteger();
            ExecutorService pool = Executors.newFixedThreadPool(games);
            long started = System.nanoTime();
            List<Future<?>> running = new ArrayList<>();
            for (int g = 0; g < games; g++) {
                long seed = g + 1;
                running.add(pool.submit(() -> {
                    try {
                        play(http, base, scenario, seed, replies);
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
            System.out.printf("%d games of %s at once over loopback: %d finished, %d errors, %.1f s%n", games, scenario,
                    finished.get(), errors.get(), seconds);
            System.out.printf("%d choices answered (%.0f a second); reply to a choice: p50 %.1f ms, p99 %.1f ms, max %.1f ms%n",
                    sorted.size(), sorted.size() / seconds, at(sorted, 0.50), at(sorted, 0.99), sorted.isEmpty() ? 0 : sorted.get(sorted.size() - 1) / 1e6);
        }
    }

    private static double at(List<Long> sorted, double q) {
        return sorted.isEmpty() ? 0 : sorted.get((int) Math.min(sorted.size() - 1, Math.floor(q * sorted.size()))) / 1e6;
    }

    private static void play(HttpClient http, String base, String scenario, long seed, List<Long> replies) throws Exception {
        JsonNode created = send(http, HttpRequest.newBuilder(URI.create(base + "/api/games")).POST(HttpRequest.BodyPublishers.ofString(
                JSON.writeValueAsString(Map.of("scenario", scenario, "seed", seed, "seats", Map.of("US", "human", "GER", "computer"))))).build(), 201);
        String id = created.get("id").asText();
        String token = created.path("tokens").get("US").asText();
        SplittableRandom random = new SplittableRandom(seed);
        JsonNode state = settled(http, base, id, token, send(http, HttpRequest.newBuilder(URI.create(base + "/api/games/" + id + "?token="
                + token)).GET().build(), 200));
        for (int n = 0; n < 20_000; n++) {
            JsonNode view = state.get("view");
            if (view.get("phase").asText().equals("OVER")) {
                return;
            }
            JsonNode choices = view.path("decision").path("choices");
            if (!view.path("decision").path("yours").asBoolean() || choices.isEmpty()) {
                throw new IllegalStateException("not asked, and the game is not over: " + view.path("decision"));
            }
            String choice = choices.get(random.nextInt(choices.size())).asText();
            long t0 = System.nanoTime();
            state = send(http, HttpRequest.newBuilder(URI.create(base + "/api/games/" + id + "/choices")).POST(HttpRequest.BodyPublishers
                    .ofString(JSON.writeValueAsString(Map.of("token", token, "seen", state.get("number").asInt(), "choice", choice)))).build(), 200);
            replies.add(System.nanoTime() - t0);
            state = settled(http, base, id, token, state);
        }
        throw new IllegalStateException("game " + id + " did not end");
    }

    /** The state once the computer has answered (the server answers a {@code wait} as soon as there is a new event). */
    private static JsonNode settled(HttpClient http, String base, String id, String token, JsonNode state) throws Exception {
        for (int i = 0; i < 10_000 && !state.path("thinking").isNull(); i++) {
            state = send(http, HttpRequest.newBuilder(URI.create(base + "/api/games/" + id + "?token=" + token + "&since="
                    + state.get("number").asInt() + "&wait=10000")).GET().build(), 200);
        }
        return state;
    }

    private static JsonNode send(HttpClient http, HttpRequest request, int expected) throws Exception {
        HttpResponse<String> r = http.send(request, HttpResponse.BodyHandlers.ofString());
        if (r.statusCode() != expected) {
            throw new IllegalStateException(request.uri() + ": " + r.statusCode() + " " + r.body());
        }
        return JSON.readTree(r.body());
    }
}
