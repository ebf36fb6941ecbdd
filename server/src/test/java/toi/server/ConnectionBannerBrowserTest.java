package toi.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * The "connection to the server is lost" banner (issue 29 · 6): shown only when the connection is really lost. A table
 * left idle for five minutes (the server's own settings: its heartbeat every 15 s) never shows it and still gets the
 * other seat's choices pushed; a server that goes away shows it, and it goes as soon as the server is back; the end
 * screen never shows it. The idle period is the system property toi.idle.minutes (default 5: the figure).
 */
class ConnectionBannerBrowserTest {
    @TempDir
    Path tmp;
    ToiServer server;
    final List<WebDriver> browsers = new java.util.ArrayList<>();
    final HttpClient http = HttpClient.newHttpClient();

    @AfterEach
    void stop() {
        browsers.forEach(WebDriver::quit);
        if (server != null) {
            server.close();
        }
    }

    JsonNode call(String method, String path, String body, String token) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create("http://localhost:" + server.port() + path))
                .header("Content-Type", "application/json");
        if (token != null) {
            b.header("X-Toi-Token", token);
        }
        b = body == null ? b.GET() : b.method(method, HttpRequest.BodyPublishers.ofString(body));
        HttpResponse<String> r = http.send(b.build(), HttpResponse.BodyHandlers.ofString());
        assertThat(r.statusCode()).as(r.body()).isBetween(200, 299);
        return ToiServerTest.JSON.readTree(r.body());
    }

    /** Records, in the page, every text the banner line (#thinking) shows that speaks of the connection. */
    static final String WATCH_BANNER = """
            window.banners = [];
            const t = document.getElementById('thinking');
            new MutationObserver(() => { if (/connection/.test(t.textContent)) window.banners.push(t.textContent); })
              .observe(t, { childList: true, characterData: true, subtree: true });
            """;

    @SuppressWarnings("unchecked")
    static List<String> banners(WebDriver d) {
        return (List<String>) ((ChromeDriver) d).executeScript("return window.banners");
    }

    /** A hot-seat pair of humans: US's page left open while GER (the test, over HTTP) is free to answer later. */
    String[] game() throws Exception {
        JsonNode g = call("POST", "/api/games", "{\"scenario\": \"normandy-farm\", \"seats\": {\"US\": \"human\", \"GER\": \"human\"}}", null);
        return new String[] {g.get("id").asText(), g.get("tokens").get("US").asText(), g.get("tokens").get("GER").asText()};
    }

    @Test
    void anIdleTableShowsNoConnectionBannerForFiveMinutes_andStillGetsTheOtherSeatsChoicesPushed() throws Exception {
        server = ToiServer.start(0, tmp.resolve("toi.db"), ToiServerTest.SCENARIOS); // the default settings: a 15 s heartbeat
        double minutes = Double.parseDouble(System.getProperty("toi.idle.minutes", "5"));
        String[] g = game();
        // US builds its squads first; GER's page is opened: it waits (its decision is not asked) with nothing happening
        WebDriver d = BrowserTableTest.chromium(browsers, "--window-size=1400,1000");
        d.get("http://localhost:" + server.port() + "/?game=" + g[0] + "#token=" + g[2]);
        BrowserTableTest.waitFor(d).until(x -> x.findElement(By.id("decision")).getText().contains("Waiting for US"));
        ((ChromeDriver) d).executeScript(WATCH_BANNER);
        long until = System.nanoTime() + (long) (minutes * 60e9);
        while (System.nanoTime() < until) {
            Thread.sleep(Math.min(10_000, Math.max(1, (until - System.nanoTime()) / 1_000_000)));
            assertThat(banners(d)).as("no connection banner while the table is idle").isEmpty();
            assertThat(server.followers(g[0])).as("the page still follows the game").isEqualTo(1);
        }
        // the other seat chooses: pushed to the page over the same connection
        JsonNode s = call("GET", "/api/games/" + g[0], null, g[1]);
        call("POST", "/api/games/" + g[0] + "/choices", ToiServerTest.JSON.writeValueAsString(java.util.Map.of("token", g[1],
                "seen", s.get("number").asInt(), "choice", s.get("view").get("decision").get("choices").get(0).asText())), g[1]);
        BrowserTableTest.waitFor(d).until(x -> x.findElement(By.id("log")).getText().contains("builds squad us-1"));
        assertThat(banners(d)).isEmpty();
    }

    @Test
    void aServerThatGoesAwayShowsTheBanner_andItGoesWhenTheServerIsBack() throws Exception {
        server = ToiServer.start(0, tmp.resolve("toi.db"), ToiServerTest.SCENARIOS);
        int port = server.port();
        String[] g = game();
        WebDriver d = BrowserTableTest.chromium(browsers, "--window-size=1400,1000");
        d.get("http://localhost:" + port + "/?game=" + g[0] + "#token=" + g[1]);
        BrowserTableTest.waitFor(d).until(x -> !x.findElements(By.cssSelector("#decision button[data-choice]")).isEmpty());
        server.close();
        server = null;
        BrowserTableTest.waitFor(d).until(x -> x.findElement(By.id("thinking")).getText().contains("connection to the server is lost"));
        server = ToiServer.start(port, tmp.resolve("toi.db"), ToiServerTest.SCENARIOS);
        new org.openqa.selenium.support.ui.WebDriverWait(d, Duration.ofSeconds(30))
                .until(x -> !x.findElement(By.id("thinking")).getText().contains("connection"));
        BrowserTableTest.waitFor(d).until(x -> server.followers(g[0]) == 1);
    }
}
