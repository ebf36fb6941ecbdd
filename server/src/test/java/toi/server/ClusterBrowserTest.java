package toi.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * Issue 31's done-when, in a real browser: with two servers on one PostgreSQL database, a choice made through one is seen
 * live by a page connected to the other (its WebSocket, fed by the other's LISTEN/NOTIFY and a catch-up from the log).
 */
class ClusterBrowserTest {
    final HttpClient http = HttpClient.newHttpClient();
    final BrowserTableTest browsers = new BrowserTableTest();
    ToiServer a;
    ToiServer b;

    @AfterEach
    void stop() {
        browsers.stop();
        b.close();
    }

    JsonNode call(ToiServer s, String method, String path, String token, String body) throws Exception {
        HttpRequest.Builder r = HttpRequest.newBuilder(URI.create("http://localhost:" + s.port() + path))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body))
                .header("Content-Type", "application/json");
        if (token != null) {
            r.header("X-Toi-Token", token);
        }
        HttpResponse<String> reply = http.send(r.build(), HttpResponse.BodyHandlers.ofString());
        assertThat(reply.statusCode()).as(reply.body()).isBetween(200, 201);
        return ToiServerTest.JSON.readTree(reply.body());
    }

    @Test
    void aChoiceMadeThroughOneServer_isSeenLiveByABrowserConnectedToTheOther() throws Exception {
        Database db = TestPostgres.newDatabase();
        a = ToiServer.start(0, db, ToiServerTest.SCENARIOS, ToiServer.Settings.defaults());
        b = ToiServer.start(0, db, ToiServerTest.SCENARIOS, ToiServer.Settings.defaults());
        browsers.server = a; // closed by the harness
        browsers.test = "aChoiceMadeThroughOneServer_isSeenLiveByABrowserConnectedToTheOther";
        JsonNode g = call(a, "POST", "/api/games", null, "{\"scenario\": \"normandy-farm\", \"seats\": {\"US\": \"human\", \"GER\": \"human\"}}");
        String id = g.get("id").asText();
        String us = g.get("tokens").get("US").asText();
        String ger = g.get("tokens").get("GER").asText();
        WebDriver d = browsers.browser();
        try {
            d.get("http://localhost:" + b.port() + "/?game=" + id + "#token=" + ger); // GER's page, on B
            browsers.waitIn(d).until(x -> x.findElement(By.id("decision")).getText().contains("US"));
            int before = browsers.choices(d);
            int lines = browsers.logLines(d);
            for (int i = 0; i < 3; i++) { // US chooses through A, three times: each appears on B's page, without a reload
                JsonNode s = call(a, "GET", "/api/games/" + id, us, null);
                if (!s.path("view").path("decision").path("yours").asBoolean()) {
                    break;
                }
                call(a, "POST", "/api/games/" + id + "/choices", null, ToiServerTest.JSON.writeValueAsString(Map.of("token", us,
                        "seen", s.get("number").asInt(), "choice", s.path("view").path("decision").path("choices").get(0).asText())));
                int made = before + i + 1;
                browsers.waitIn(d).until(x -> browsers.choices(x) >= made);
            }
            assertThat(browsers.choices(d)).isGreaterThan(before);
            assertThat(browsers.logLines(d)).as("A's events in B's page's log").isGreaterThan(lines);
        } catch (RuntimeException | AssertionError e) {
            Path dir = Path.of("target/screenshots");
            Files.createDirectories(dir);
            Files.write(dir.resolve("ClusterBrowserTest.png"), ((ChromeDriver) d).getScreenshotAs(OutputType.BYTES));
            throw e;
        }
    }
}
