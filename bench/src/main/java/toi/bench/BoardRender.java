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
 * The browser table's first full render of a board in headless Chromium (docs/performance.md): a script put in the
 * page before it loads notes the moment the board's SVG first holds every hex of the map and the next animation
 * frame after it (the first frame painted), and the same for the first counter (the units drawn from the seat's state). Reports, over N loads, the time from navigation start to that frame.
 * Run by hand from the repository root, after {@code mvn -q -B package -pl bench -am -DskipTests} (this only builds the benchmark jar; the tests are ./run-tests's):
 * {@code java -cp bench/target/benchmarks.jar toi.bench.BoardRender [SCENARIO] [LOADS]}.
 */
public final class BoardRender {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String PROBE = """
            window.__board = {};
            new MutationObserver((changes, observer) => {
              // whole: every hex in the board's SVG, and the page past it (the side panel after it: a board the server
              // wrote into the page is parsed piece by piece; one the script draws comes whole, with the panel)
              const svg = document.querySelector('#board svg');
              if (svg && svg.querySelectorAll('polygon').length >= (window.__hexes || 1) && document.querySelector('.game > aside')
                  && !window.__board.drawn) {
                window.__board.drawn = performance.now();
                requestAnimationFrame(() => requestAnimationFrame(() => { window.__board.painted = performance.now(); }));
              }
              if (svg && svg.querySelector('.unit') && !window.__board.units) {
                window.__board.units = performance.now();
                requestAnimationFrame(() => requestAnimationFrame(() => { window.__board.unitsPainted = performance.now(); }));
                observer.disconnect();
              }
            }).observe(document, { childList: true, subtree: true });
            """;

    /** The setup answered with the first choice each time, until the human's first action: the board full of counters. */
    private static void playSetup(HttpClient http, String base, String id, String token) throws Exception {
        for (int i = 0; i < 500; i++) {
            JsonNode s = JSON.readTree(http.send(HttpRequest.newBuilder(URI.create(base + "/api/games/" + id + "?token=" + token + "&since=1000000"))
                    .GET().build(), HttpResponse.BodyHandlers.ofString()).body());
            JsonNode d = s.path("view").path("decision");
            if (!d.path("yours").asBoolean()) { // the computer is answering: wait for its next choice
                http.send(HttpRequest.newBuilder(URI.create(base + "/api/games/" + id + "?token=" + token + "&since=" + s.get("number").asInt()
                        + "&wait=5000")).GET().build(), HttpResponse.BodyHandlers.ofString());
                continue;
            }
            if (d.path("kind").asText().equals("ACTION")) {
                return;
            }
            http.send(HttpRequest.newBuilder(URI.create(base + "/api/games/" + id + "/choices")).POST(HttpRequest.BodyPublishers.ofString(
                    JSON.writeValueAsString(Map.of("token", token, "seen", s.get("number").asInt(), "choice", d.path("choices").get(0).asText()))))
                    .build(), HttpResponse.BodyHandlers.ofString());
        }
        throw new IllegalStateException("the setup did not end");
    }

    public static void main(String[] args) throws Exception {
        String scenario = args.length > 0 ? args[0] : "at-the-breaking-point";
        int loads = args.length > 1 ? Integer.parseInt(args[1]) : 10;
        Path db = Files.createTempDirectory("toi-render").resolve("render.db");
        try (ToiServer server = ToiServer.start(0, db, Path.of("scenarios"))) {
            String base = "http://localhost:" + server.port();
            HttpClient http = HttpClient.newHttpClient();
            HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(base + "/api/games")).POST(HttpRequest.BodyPublishers.ofString(
                    JSON.writeValueAsString(Map.of("scenario", scenario, "seed", 1, "seats", Map.of("US", "human", "GER", "computer"))))).build(),
                    HttpResponse.BodyHandlers.ofString());
            JsonNode game = JSON.readTree(r.body());
            playSetup(http, base, game.get("id").asText(), game.path("tokens").get("US").asText());
            JsonNode map = JSON.readTree(http.send(HttpRequest.newBuilder(URI.create(base + "/api/games/" + game.get("id").asText() + "/map"))
                    .GET().build(), HttpResponse.BodyHandlers.ofString()).body());
            int hexes = map.get("hexes").size();
            String url = base + "/?game=" + game.get("id").asText() + "&token=" + game.path("tokens").get("US").asText();
            ChromeOptions options = new ChromeOptions();
            options.setBinary(Path.of("/usr/bin/chromium").toFile());
            options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1400,1000");
            ChromeDriver chrome = new ChromeDriver(new ChromeDriverService.Builder()
                    .usingDriverExecutable(Path.of("/usr/bin/chromedriver").toFile()).build(), options);
            try {
                chrome.executeCdpCommand("Page.addScriptToEvaluateOnNewDocument", Map.of("source", "window.__hexes = " + hexes + ";\n" + PROBE));
                List<Double> drawn = new ArrayList<>();
                List<Double> drawing = new ArrayList<>();
                List<Double> painted = new ArrayList<>();
                List<Double> withUnits = new ArrayList<>();
                for (int i = 0; i < loads + 2; i++) { // the first two loads warm the browser and the server
                    chrome.get(url);
                    new WebDriverWait(chrome, Duration.ofSeconds(30)).until(d -> chrome.executeScript("return window.__board.unitsPainted") != null);
                    if (i >= 2) {
                        drawn.add(((Number) chrome.executeScript("return window.__board.drawn")).doubleValue());
                        painted.add(((Number) chrome.executeScript("return window.__board.painted")).doubleValue());
                        withUnits.add(((Number) chrome.executeScript("return window.__board.unitsPainted")).doubleValue());
                        drawing.add(((Number) chrome.executeScript(
                                "const m = performance.getEntriesByName('toi:board'); return m.length ? m[0].duration : -1")).doubleValue());
                    }
                }
                Collections.sort(drawn);
                Collections.sort(painted);
                Collections.sort(drawing);
                Collections.sort(withUnits);
                System.out.printf("%s: %d hexes; first full board in the page after navigation starts, over %d loads:%n", scenario, hexes, loads);
                System.out.printf("  drawn (SVG holds every hex): median %.0f ms, min %.0f ms, max %.0f ms%n", drawn.get(loads / 2), drawn.get(0),
                        drawn.get(loads - 1));
                System.out.printf("  first frame painted:         median %.0f ms, min %.0f ms, max %.0f ms%n", painted.get(loads / 2),
                        painted.get(0), painted.get(loads - 1));
                System.out.printf("  first frame with the counters: median %.0f ms, min %.0f ms, max %.0f ms%n", withUnits.get(loads / 2),
                        withUnits.get(0), withUnits.get(loads - 1));
                System.out.printf("  the board's first draw alone (page mark 'toi:board'): median %.1f ms, min %.1f ms, max %.1f ms%n",
                        drawing.get(loads / 2), drawing.get(0), drawing.get(loads - 1));
            } finally {
                chrome.quit();
            }
        }
    }
}
