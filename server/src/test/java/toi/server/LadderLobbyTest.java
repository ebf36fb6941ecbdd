package toi.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Issue 30 · the lobby shows each level's measured Elo: /api/players carries the last ladder's figures
 * (toi/ai/ladder-levels.json; this module's test resources hold a made-up one), which web/levels.js puts beside each level.
 */
class LadderLobbyTest {

    @Test
    void thePlayersListCarriesTheLaddersEloForEachLevel(@TempDir Path tmp) throws Exception {
        Path scenarios = Files.isDirectory(Path.of("../scenarios")) ? Path.of("../scenarios") : Path.of("scenarios");
        try (ToiServer server = ToiServer.start(0, tmp.resolve("toi.db"), scenarios)) {
            HttpResponse<String> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create("http://localhost:" + server.port()
                    + "/api/players")).GET().build(), HttpResponse.BodyHandlers.ofString());
            assertThat(r.statusCode()).isEqualTo(200);
            JsonNode measured = new ObjectMapper().readTree(r.body()).get("measured");
            assertThat(measured.get("anchor").asText()).isEqualTo("normal");
            assertThat(measured.get("levels").get("hard").get("elo").asInt()).isEqualTo(85);
            assertThat(measured.get("levels").get("expert").get("elo").asInt()).isEqualTo(140);
            HttpResponse<String> js = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create("http://localhost:" + server.port()
                    + "/levels.js")).GET().build(), HttpResponse.BodyHandlers.ofString());
            assertThat(js.body()).contains("players.measured").contains("measured: ");
            JsonNode levels = new ObjectMapper().readTree(r.body()).get("levels"); // the levels in words come from the server
            assertThat(levels.get("hard").asText()).isEqualTo(toi.ai.Players.describe("hard")).contains("possible continuations before each decision");
            assertThat(levels.get("normal").asText()).startsWith("plays by rules of thumb");
        }
    }

    /** In the lobby (headless Chromium): each level's line ends with its measured Elo; normal's still opens with its words. */
    @Test
    void theLobbyShowsTheChosenLevelsWordsAndMeasuredEloUnderTheSeat(@TempDir Path tmp) throws Exception {
        try (ToiServer server = ToiServer.start(0, tmp.resolve("toi.db"), ToiServerTest.SCENARIOS)) {
            org.openqa.selenium.WebDriver d = BrowserTableTest.chromium(new java.util.ArrayList<>(), "--window-size=1400,1000");
            try {
                d.get("http://localhost:" + server.port() + "/");
                WebDriverWait wait = new WebDriverWait(d, Duration.ofSeconds(20));
                wait.until(x -> !x.findElements(By.cssSelector(".scenario[data-id='normandy-farm']")).isEmpty());
                d.findElement(By.cssSelector(".scenario[data-id='normandy-farm']")).click();
                wait.until(x -> !x.findElements(By.cssSelector("select[name='GER']")).isEmpty());
                Select ger = new Select(d.findElement(By.cssSelector("select[name='GER']")));
                String hard = ger.getOptions().stream().filter(o -> o.getAttribute("value").equals("hard")).findFirst().orElseThrow().getText();
                String normal = ger.getOptions().stream().filter(o -> o.getAttribute("value").equals("normal")).findFirst().orElseThrow().getText();
                assertThat(hard).isEqualTo("the computer, hard");
                assertThat(normal).isEqualTo("the computer, normal");
                // the chosen level's words and measured strength on a line under the seat
                By about = By.cssSelector(".level-about[data-seat='GER']");
                assertThat(d.findElement(about).getText()).startsWith("plays by rules of thumb").contains("measured: Elo 0");
                ger.selectByValue("hard");
                assertThat(d.findElement(about).getText()).startsWith("looks ahead: tries 2,000 possible continuations")
                        .endsWith("measured: Elo +85 against normal (ladder of 2026-11-27)");
                ger.selectByValue("invite");
                assertThat(d.findElement(about).isDisplayed()).as("no words for a friend's seat").isFalse();
            } finally {
                d.quit();
            }
        }
    }
}
