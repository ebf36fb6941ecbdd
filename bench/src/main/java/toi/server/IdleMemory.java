package toi.server;

import java.lang.management.ManagementFactory;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * Memory a game holds while loaded and once unloaded (docs/performance.md, issue 27): creates GAMES hot-seat games over
 * loopback, plays CHOICES choices in each, measures the heap (after full collections) with them all loaded, has the server
 * unload the idle ones (as it does after 2 min idle), measures again; then asks one game again (reloaded by replay). Run from the repository root: {@code java -cp bench/target/benchmarks.jar toi.server.IdleMemory [GAMES] [CHOICES]}.
 */
public final class IdleMemory {
    private static final ObjectMapper JSON = new ObjectMapper();

    public static void main(String[] args) throws Exception {
        int games = args.length > 0 ? Integer.parseInt(args[0]) : 1000;
        int choices = args.length > 1 ? Integer.parseInt(args[1]) : 6;
        Path db = Files.createTempDirectory("toi-idle").resolve("idle.db");
        ToiServer.Settings settings = ToiServer.Settings.defaults().withCreations(games + 10, 600_000).withChoices(1_000_000, 1_000_000);
        try (ToiServer server = ToiServer.start(0, db, Path.of("scenarios"), settings)) {
            HttpClient http = HttpClient.newHttpClient();
            String base = "http://localhost:" + server.port();
            play(http, base, choices); // warm: the scenario read, the classes loaded
            server.unloadIdle(Duration.ZERO);
            long empty = heap();
            List<String[]> made = new ArrayList<>();
            for (int g = 0; g < games; g++) {
                made.add(play(http, base, choices));
            }
            long loaded = heap();
            int inMemory = server.loaded();
            server.unloadIdle(Duration.ZERO);
            long unloaded = heap();
            long t0 = System.nanoTime();
            JsonNode again = get(http, base + "/api/games/" + made.get(0)[0], made.get(0)[1]);
            double reload = (System.nanoTime() - t0) / 1e6;
            System.out.printf("%d games of %d choices: heap %.1f MB empty, %.1f MB with %d loaded (%.1f kB a game), %.1f MB once %d are"
                            + " unloaded (%.2f kB a game); a game reloaded by replay in %.1f ms, at event %d%n",
                    games, choices, empty / 1e6, loaded / 1e6, inMemory, (loaded - empty) / 1e3 / games, unloaded / 1e6,
                    games - server.loaded(), (unloaded - empty) / 1e3 / games, reload, again.get("number").asInt());
        }
    }

    /** A hot-seat game with CHOICES choices made in it: its id and US's token. */
    private static String[] play(HttpClient http, String base, int choices) throws Exception {
        JsonNode g = JSON.readTree(http.send(HttpRequest.newBuilder(URI.create(base + "/api/games")).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString("{\"scenario\": \"normandy-farm\", \"seats\": {\"US\": \"human\", \"GER\": \"human\"}}"))
                .build(), HttpResponse.BodyHandlers.ofString()).body());
        String id = g.get("id").asText();
        List<String> tokens = List.of(g.path("tokens").get("US").asText(), g.path("tokens").get("GER").asText());
        for (int c = 0; c < choices; c++) {
            for (String token : tokens) {
                JsonNode s = get(http, base + "/api/games/" + id, token);
                if (s.path("view").path("decision").path("yours").asBoolean()) {
                    http.send(HttpRequest.newBuilder(URI.create(base + "/api/games/" + id + "/choices")).header("Content-Type", "application/json")
                            .POST(HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(java.util.Map.of("token", token, "seen",
                                    s.get("number").asInt(), "choice", s.path("view").path("decision").path("choices").get(0).asText()))))
                            .build(), HttpResponse.BodyHandlers.ofString());
                    break;
                }
            }
        }
        return new String[] {id, tokens.get(0)};
    }

    /** A GET as the seat of {@code token} (in the X-Toi-Token header: never in the address). */
    private static JsonNode get(HttpClient http, String uri, String token) throws Exception {
        return JSON.readTree(http.send(HttpRequest.newBuilder(URI.create(uri)).header("X-Toi-Token", token).GET().build(),
                HttpResponse.BodyHandlers.ofString()).body());
    }

    /** The heap in use after full collections. */
    static long heap() throws InterruptedException {
        long used = Long.MAX_VALUE;
        for (int i = 0; i < 4; i++) {
            System.gc();
            Thread.sleep(200);
            used = Math.min(used, ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed());
        }
        return used;
    }
}
