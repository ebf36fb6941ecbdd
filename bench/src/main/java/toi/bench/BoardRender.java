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
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;
import toi.server.ToiServer;

/**
 * The browser table's first full render of a board in headless Chromium (docs/performance.md). A script put in the page
 * before it loads notes, from navigation start: when the page holds the whole board (the board's SVG with its last
 * part, the labels, and the page parsed past it); the first frame after that, twice — "rendered", a task right after the frame's animation
 * callbacks, when the main thread has styled, laid out and painted it, and "next frame", the frame after (runs 9–13's
 * figure, which also waits for whatever the page does after that frame); the first contentful paint Chromium reports;
 * and the same two frames for the first counter (the units drawn from the seat's state). Medians, min and max over N loads.
 * Run by hand from the repository root, once the benchmark jar is built (docs/performance.md · How to run):
 * {@code java -cp bench/target/benchmarks.jar toi.bench.BoardRender [SCENARIO] [LOADS] [raster]}.
 * <p>With {@code raster}, each load is measured instead by Chromium's own rasterize-and-record micro benchmark once the
 * counters are drawn: the page's raster time (each tile rastered 30 times, its quickest kept, summed), its paint's
 * recording time and its paint operations. Work, not waiting: far steadier on a busy machine than the times after
 * navigation (docs/performance.md, run 20).
 */
public final class BoardRender {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String PROBE = """
            window.__board = {};
            const frames = (name, t) => {
              window.__board[name] = t;
              requestAnimationFrame(() => {
                setTimeout(() => { window.__board[name + 'Rendered'] = performance.now(); }, 0);
                requestAnimationFrame(() => { window.__board[name + 'NextFrame'] = performance.now(); });
              });
            };
            new MutationObserver((changes, observer) => {
              // whole: the board's SVG with its last part, the labels, and the page parsed past it (the side panel
              // after it: a board the server wrote into the page comes piece by piece; one a script draws, whole)
              const svg = document.querySelector('#board svg');
              if (!window.__board.board && svg && svg.querySelector('.labels') && document.querySelector('.game > aside')) {
                frames('board', performance.now());
              }
              if (svg && svg.querySelector('.unit') && !window.__board.units) {
                frames('units', performance.now());
                observer.disconnect();
              }
            }).observe(document, { childList: true, subtree: true });
            """;
    /** What each load reports, in the order printed, with its label. */
    private static final Map<String, String> FIGURES = new java.util.LinkedHashMap<>();

    static {
        FIGURES.put("response", "the page received (responseEnd)");
        FIGURES.put("board", "the whole board in the page");
        FIGURES.put("boardRendered", "its first frame rendered");
        FIGURES.put("boardNextFrame", "the next frame (runs 9-13)");
        FIGURES.put("fcp", "first contentful paint");
        FIGURES.put("unitsRendered", "first frame with the counters");
        FIGURES.put("unitsNextFrame", "  the next frame (runs 10-13)");
        FIGURES.put("adopt", "the script's board (mark 'toi:board')");
    }

    /** The setup answered with the first choice each time, until the human's first action: the board full of counters. */
    private static void playSetup(HttpClient http, String base, String id, String token) throws Exception {
        for (int i = 0; i < 500; i++) {
            JsonNode s = JSON.readTree(http.send(HttpRequest.newBuilder(URI.create(base + "/api/games/" + id + "?since=1000000"))
                    .header("X-Toi-Token", token).GET().build(), HttpResponse.BodyHandlers.ofString()).body());
            JsonNode d = s.path("view").path("decision");
            if (!d.path("yours").asBoolean()) { // the computer is answering: wait for its next choice
                http.send(HttpRequest.newBuilder(URI.create(base + "/api/games/" + id + "?since=" + s.get("number").asInt()
                        + "&wait=5000")).header("X-Toi-Token", token).GET().build(), HttpResponse.BodyHandlers.ofString());
                continue;
            }
            if (d.path("kind").asText().equals("ACTION")) {
                return;
            }
            http.send(HttpRequest.newBuilder(URI.create(base + "/api/games/" + id + "/choices")).header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(
                    JSON.writeValueAsString(Map.of("token", token, "seen", s.get("number").asInt(), "choice", d.path("choices").get(0).asText()))))
                    .build(), HttpResponse.BodyHandlers.ofString());
        }
        throw new IllegalStateException("the setup did not end");
    }

    /** The raster micro benchmark's figures, in the order printed, with their labels. */
    private static final Map<String, String> RASTER = new java.util.LinkedHashMap<>();

    static {
        RASTER.put("rasterize_time_ms", "raster, ms (each tile's quickest of 30)");
        RASTER.put("record_time_caching_disabled_ms", "paint recorded, ms");
        RASTER.put("paint_op_count", "paint operations");
    }

    public static void main(String[] args) throws Exception {
        String scenario = args.length > 0 ? args[0] : "at-the-breaking-point";
        int loads = args.length > 1 ? Integer.parseInt(args[1]) : 10;
        boolean raster = args.length > 2 && args[2].equals("raster");
        Path db = Files.createTempDirectory("toi-render").resolve("render.db");
        try (ToiServer server = ToiServer.start(0, db, Path.of("scenarios"))) {
            String base = "http://localhost:" + server.port();
            HttpClient http = HttpClient.newHttpClient();
            HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(base + "/api/games")).POST(HttpRequest.BodyPublishers.ofString(
                    JSON.writeValueAsString(Map.of("scenario", scenario, "seed", 1, "seats", Map.of("US", "human", "GER", "random"))))).build(),
                    HttpResponse.BodyHandlers.ofString());
            JsonNode game = JSON.readTree(r.body());
            playSetup(http, base, game.get("id").asText(), game.path("tokens").get("US").asText());
            JsonNode map = JSON.readTree(http.send(HttpRequest.newBuilder(URI.create(base + "/api/games/" + game.get("id").asText() + "/map"))
                    .GET().build(), HttpResponse.BodyHandlers.ofString()).body());
            int hexes = map.get("hexes").size();
            String url = base + "/?game=" + game.get("id").asText() + "#token=" + game.path("tokens").get("US").asText(); // an invitation link
            ChromeOptions options = new ChromeOptions();
            options.setBinary(Path.of("/usr/bin/chromium").toFile());
            options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1400,1000");
            if (raster) {
                options.addArguments("--enable-gpu-benchmarking");
            }
            ChromeDriver chrome = new ChromeDriver(new ChromeDriverService.Builder()
                    .usingDriverExecutable(Path.of("/usr/bin/chromedriver").toFile()).build(), options);
            try {
                chrome.executeCdpCommand("Page.addScriptToEvaluateOnNewDocument", Map.of("source", PROBE));
                chrome.manage().timeouts().scriptTimeout(Duration.ofSeconds(60));
                Map<String, String> labels = raster ? RASTER : FIGURES;
                Map<String, List<Double>> figures = new java.util.LinkedHashMap<>();
                labels.keySet().forEach(k -> figures.put(k, new ArrayList<>()));
                int fcpWhole = 0;
                for (int i = 0; i < loads + 2; i++) { // the first two loads warm the browser and the server
                    chrome.get(url);
                    new WebDriverWait(chrome, Duration.ofSeconds(30)).until(d -> chrome.executeScript("return window.__board.unitsNextFrame") != null
                            && chrome.executeScript("return window.__board.unitsRendered") != null);
                    if (i < 2) {
                        continue;
                    }
                    if (raster) {
                        JsonNode bench = JSON.readTree((String) chrome.executeAsyncScript("""
                                const done = arguments[arguments.length - 1];
                                chrome.gpuBenchmarking.runMicroBenchmark('rasterize_and_record_benchmark', r => done(JSON.stringify(r)),
                                  { rasterize_repeat_count: 30, record_repeat_count: 10 });"""));
                        RASTER.keySet().forEach(k -> figures.get(k).add(bench.get(k).asDouble()));
                        continue;
                    }
                    @SuppressWarnings("unchecked")
                    Map<String, Object> b = (Map<String, Object>) chrome.executeScript("""
                            const m = performance.getEntriesByName('toi:board'), p = performance.getEntriesByName('first-contentful-paint');
                            return Object.assign({}, window.__board, { adopt: m.length ? m[0].duration : -1, fcp: p.length ? p[0].startTime : -1,
                              response: performance.getEntriesByType('navigation')[0].responseEnd });""");
                    FIGURES.keySet().forEach(k -> figures.get(k).add(((Number) b.get(k)).doubleValue()));
                    fcpWhole += ((Number) b.get("fcp")).doubleValue() >= ((Number) b.get("board")).doubleValue() ? 1 : 0;
                }
                System.out.printf("%s: %d hexes; %s, over %d loads (median, min, max):%n", scenario, hexes,
                        raster ? "the page with its counters, Chromium's raster micro benchmark" : "ms after navigation starts", loads);
                figures.forEach((k, v) -> {
                    Collections.sort(v);
                    System.out.printf("  %-40s %6.1f %6.1f %6.1f%n", labels.get(k), v.get(loads / 2), v.get(0), v.get(loads - 1));
                });
                if (!raster) {
                    System.out.printf("  (first contentful paint after the whole board was in the page: %d of %d loads)%n", fcpWhole, loads);
                }
            } finally {
                chrome.quit();
            }
        }
    }
}
