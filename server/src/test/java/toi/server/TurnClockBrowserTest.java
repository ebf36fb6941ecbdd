package toi.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * Issue 31 · 4, the turn clock in the page (headless Chromium, the shared setup of {@link BrowserTableTest}): a game with
 * a time a turn and a total a side shows, from the server's numbers, the time the side asked has left this turn and in
 * total, the other side's time left in total, and what happens when a time runs out; a total alone with a skip says so.
 * Screenshots (desktop 1600 × 1000, phone 390 × 844) with {@code -Dtoi.screenshots=$PWD/docs/screenshots}.
 */
class TurnClockBrowserTest extends BrowserHarness {
    static final ObjectMapper JSON = new ObjectMapper();

    JsonNode game(String clock) throws Exception {
        HttpResponse<String> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create("http://localhost:" + server.port() + "/api/games"))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(
                        "{\"scenario\": \"normandy-farm\", \"seats\": {\"US\": \"human\", \"GER\": \"human\"}, \"clock\": " + clock + "}"))
                .build(), HttpResponse.BodyHandlers.ofString());
        assertThat(r.statusCode()).as(r.body()).isEqualTo(201);
        return JSON.readTree(r.body());
    }

    /** The seat asked first (its token opens the page as the player whose turn it is). */
    String asked(JsonNode g) throws Exception {
        HttpResponse<String> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create("http://localhost:" + server.port()
                + "/api/games/" + g.get("id").asText())).header("X-Toi-Token", g.get("tokens").get("US").asText()).GET().build(),
                HttpResponse.BodyHandlers.ofString());
        return JSON.readTree(r.body()).path("decision").path("seat").asText();
    }

    /** The page of the game as the seat asked, until its clock line says the time running. */
    String clockLine(WebDriver d, JsonNode g, String seat, String running) throws Exception {
        String[] line = new String[1];
        screenshotOnFailure(d, () -> {
            d.get("http://localhost:" + server.port() + "/?game=" + g.get("id").asText() + "#token=" + g.get("tokens").get(seat).asText());
            waitIn(d).until(x -> {
                List<org.openqa.selenium.WebElement> e = x.findElements(By.id("clock-line"));
                line[0] = e.isEmpty() ? "" : e.get(0).getText();
                return line[0].contains(running);
            });
        });
        return line[0];
    }

    @Test
    void aTotalClock_theLineSaysEachSidesTimeLeftInTotal_theTurnsTimeLeft_andWhatHappensWhenItRunsOut() throws Exception {
        JsonNode g = game("{\"perTurn\": 21600, \"total\": 259200, \"onTimeout\": \"loss\"}"); // 6 hours a turn, 3 days a side
        String id = g.get("id").asText();
        String asked = asked(g);
        String other = asked.equals("US") ? "GER" : "US";
        // the other side has used 20 hours of its 3 days in turns before (the server's record of it, as its sweep keeps it)
        try (AccountStore clocks = new AccountStore(Database.sqlite(tmp.resolve("toi.db")))) {
            clocks.use(id, other, 20 * 3600);
        }
        WebDriver d = BrowserTableTest.chromium(browsers, "--window-size=1600,1000");
        String line = clockLine(d, g, asked, "left this turn");
        assertThat(line).matches("Turn clock, 6 hours a turn and 3 days a side in total: " + asked
                + " \\(your turn\\): (6 hours|5 hours 59 minutes) left this turn, (3 days|2 days 23 hours) in total · " + other
                + ": 2 days 4 hours left in total\\. When a time runs out, the game is won by the other side\\.");
        js(d, "document.getElementById('clock-line').scrollIntoView({block: 'center'})");
        BrowserTableTest.keep(d, "clock-total-desktop.png");

        // the same on a phone
        ChromeOptions phone = new ChromeOptions();
        phone.setExperimentalOption("mobileEmulation", Map.of("deviceMetrics", Map.of("width", 390, "height", 844, "pixelRatio", 2.0, "touch", true)));
        WebDriver p = BrowserTableTest.chromium(browsers, phone);
        assertThat(clockLine(p, g, asked, "left this turn")).contains(other + ": 2 days 4 hours left in total");
        js(p, "document.getElementById('clock-line').scrollIntoView({block: 'start'})"); // above the decision's sheet
        BrowserTableTest.keep(p, "clock-total-phone.png");

        // a total alone, with a skip when it runs out: each side's total, and the skip in words
        JsonNode s = game("{\"total\": 86400, \"onTimeout\": \"skip\"}");
        String first = asked(s);
        String second = first.equals("US") ? "GER" : "US";
        String skip = clockLine(d, s, second, "left in total");
        assertThat(skip).as("the page of the side waiting: no \"your turn\"").matches("Turn clock, 1 day a side in total: "
                + (first.equals("GER") ? "GER: (1 day|23 hours 59 minutes) left in total · US: 1 day left in total"
                        : "GER: 1 day left in total · US: (1 day|23 hours 59 minutes) left in total")
                + "\\. When a time runs out, the decision waiting is skipped \\(passed for its side\\)\\.");
    }
}
