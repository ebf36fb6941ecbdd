package toi.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Issue 29 · words of the game, in the page (headless Chromium): a whole Normandy Farm against the computer, the
 * choice buttons clicked at random (seeded), and every choice button, prompt, log line and the end a player is shown
 * scanned for the command grammar ({@link GameWordsTest#raw}); {@link GameWordsTest} scans all nine scenarios at the API.
 */
class GameWordsBrowserTest extends BrowserHarness {
    ChromeDriver d;
    final HttpClient http = HttpClient.newHttpClient();

    @BeforeEach
    void openBrowser() {
        d = (ChromeDriver) BrowserTableTest.chromium(browsers, "--window-size=1400,900");
    }

    WebDriverWait waitIn() {
        return BrowserTableTest.waitFor(d, Duration.ofSeconds(20));
    }

    /** Everything the page shows a player in words now: the prompt, each choice button, each log line, the end. */
    @SuppressWarnings("unchecked")
    List<List<String>> shown() {
        return (List<List<String>>) d.executeScript("const t = s => [...document.querySelectorAll(s)].map(e => e.innerText.trim()).filter(x => x);"
                + "const log = [...document.querySelectorAll('#log > div')].map(e => [...e.childNodes].filter(n => !(n.classList && n.classList.contains('n')))"
                + ".map(n => n.textContent).join(' ').trim());"
                + "return [t('#decision .prompt'), t('#decision button[data-choice]'), log, t('#end h2, #end p')];");
    }

    int choices() {
        return Integer.parseInt(String.valueOf(d.executeScript("return document.getElementById('status').dataset.choices || '0'")));
    }

    @Test
    void aWholeNormandyFarmPlayedByClicking_showsNoChoiceLabelPromptOrLogLineInTheCommandGrammar() throws Exception {
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create("http://localhost:" + server.port() + "/api/games"))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(
                        "{\"scenario\": \"normandy-farm\", \"seed\": 29, \"seats\": {\"US\": \"human\", \"GER\": \"random\"}}")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(r.statusCode()).as(r.body()).isBetween(200, 299);
        JsonNode g = ToiServerTest.JSON.readTree(r.body());
        Set<String> raw = new TreeSet<>();
        Set<String> seen = new java.util.HashSet<>();
        java.util.Random random = new java.util.Random(29);
        try {
            d.get("http://localhost:" + server.port() + "/?game=" + g.get("id").asText() + "#token=" + g.get("tokens").get("US").asText());
            boolean over = false;
            for (int i = 0; i < 2000 && !over; i++) {
                waitIn().until(x -> x.findElement(By.id("end")).getText().contains("wins")
                        || !x.findElements(By.cssSelector("#decision button[data-choice]:not([disabled])")).isEmpty());
                List<List<String>> now = shown();
                for (int part = 0; part < now.size(); part++) {
                    for (String line : now.get(part)) {
                        if (seen.add(line) && GameWordsTest.raw(line, part == 1)) {
                            raw.add(line);
                        }
                    }
                }
                over = d.findElement(By.id("end")).getText().contains("wins");
                if (!over) {
                    int before = choices();
                    try {
                        List<WebElement> buttons = d.findElements(By.cssSelector("#decision button[data-choice]:not([disabled])"));
                        buttons.get(random.nextInt(buttons.size())).click();
                    } catch (org.openqa.selenium.StaleElementReferenceException redrawn) {
                        continue;
                    }
                    waitIn().until(x -> choices() > before || !x.findElements(By.cssSelector("#decision .refused")).isEmpty()
                            || x.findElement(By.id("end")).getText().contains("wins"));
                }
            }
            assertThat(over).as("the game played to its end").isTrue();
            assertThat(seen.size()).as("lines read").isGreaterThan(200);
            assertThat(raw).as("lines the page shows in the command grammar").isEmpty();
        } catch (RuntimeException | AssertionError e) {
            Files.createDirectories(Path.of("target/screenshots"));
            Files.write(Path.of("target/screenshots/words.png"), d.getScreenshotAs(OutputType.BYTES));
            throw e;
        }
    }
}
