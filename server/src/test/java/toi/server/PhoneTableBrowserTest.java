package toi.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.interactions.Pause;
import org.openqa.selenium.interactions.PointerInput;
import org.openqa.selenium.interactions.Sequence;

/**
 * The table on a phone (issue 29 · 5): a 390 × 844 screen with touch (Chromium's mobile emulation), fingers as W3C
 * touch actions. The page is laid out for the phone's width (the viewport tag), the board fills the screen, the
 * decision comes in a sheet over the board's foot that folds with a tap; a finger held on a reachable hex shows the path
 * as a mouse pointing would; line of sight is asked with taps; a whole Normandy Farm against the computer is played by
 * tapping the sheet's choices, its first move by a tap on the board, to the end screen. A failing test leaves a
 * screenshot in server/target/screenshots.
 */
class PhoneTableBrowserTest extends BrowserHarness {
    final HttpClient http = HttpClient.newHttpClient();

    /** A phone: 390 × 844 CSS pixels, touch, a phone's user agent. */
    WebDriver phone() {
        ChromeOptions options = new ChromeOptions();
        options.setExperimentalOption("mobileEmulation", Map.of(
                "deviceMetrics", Map.of("width", 390, "height", 844, "pixelRatio", 3.0, "touch", true),
                "userAgent", "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36"));
        return BrowserTableTest.chromium(browsers, options);
    }

    /** A finger on the element's centre, held {@code ms} (a tap: 0), then lifted. */
    void touch(WebDriver d, WebElement e, long ms) {
        js(d, "arguments[0].scrollIntoView({block: 'nearest'})", e);
        PointerInput finger = new PointerInput(PointerInput.Kind.TOUCH, "finger");
        Sequence s = new Sequence(finger, 0);
        s.addAction(finger.createPointerMove(Duration.ZERO, PointerInput.Origin.fromElement(e), 0, 0));
        s.addAction(finger.createPointerDown(PointerInput.MouseButton.LEFT.asArg()));
        if (ms > 0) {
            s.addAction(new Pause(finger, Duration.ofMillis(ms)));
        }
        s.addAction(finger.createPointerUp(PointerInput.MouseButton.LEFT.asArg()));
        ((ChromeDriver) d).perform(List.of(s));
    }

    void tap(WebDriver d, WebElement e) {
        touch(d, e, 0);
    }

    String text(WebDriver d, String id) {
        return String.valueOf(js(d, "const e = document.getElementById(arguments[0]); return e ? e.textContent : ''", id));
    }

    int choices(WebDriver d) {
        return Integer.parseInt(String.valueOf(js(d, "return document.getElementById('status').dataset.choices || '0'")));
    }

    JsonNode post(String path, String body) throws Exception {
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create("http://localhost:" + server.port() + path))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(r.statusCode()).as(r.body()).isBetween(200, 299);
        return ToiServerTest.JSON.readTree(r.body());
    }

    /** Taps the sheet's choice {@code pick} chooses among those offered, and waits for it to be made (or refused). */
    void tapAChoice(WebDriver d, java.util.function.Function<List<WebElement>, WebElement> pick) {
        int before = choices(d);
        try {
            tap(d, pick.apply(d.findElements(By.cssSelector("#sheet #decision button[data-choice]:not([disabled])"))));
        } catch (org.openqa.selenium.StaleElementReferenceException redrawn) {
            return;
        }
        BrowserTableTest.waitFor(d).until(x -> choices(x) > before || !x.findElements(By.cssSelector("#decision .refused")).isEmpty());
    }

    /** Waits for the page to offer this seat a choice, or to show the end of the game; true at the end. */
    boolean ready(WebDriver d) {
        BrowserTableTest.waitFor(d).withTimeout(Duration.ofSeconds(30)).until(x -> text(x, "end").contains("wins")
                || !x.findElements(By.cssSelector("#sheet #decision button[data-choice]:not([disabled])")).isEmpty());
        return text(d, "end").contains("wins");
    }

    @Test
    void aWholeNormandyFarmIsPlayedByTouchOnAPhone_theDecisionInASheetOverTheBoard() throws Exception {
        JsonNode g = post("/api/games", "{\"scenario\": \"normandy-farm\", \"seats\": {\"US\": \"human\", \"GER\": \"heuristic\"}}");
        WebDriver d = phone();
        screenshotOnFailure(d, () -> {
            d.get("http://localhost:" + server.port() + "/?game=" + g.get("id").asText() + "#token=" + g.get("tokens").get("US").asText());
            ready(d);
            // laid out for the phone's width (without the viewport tag a phone lays a page out 980 px wide and shrinks it)
            assertThat(js(d, "return window.innerWidth")).isEqualTo(390L);
            assertThat((Long) js(d, "return document.documentElement.scrollWidth")).as("nothing sticks out sideways").isLessThanOrEqualTo(390L);
            WebElement board = d.findElement(By.cssSelector("#board svg.board")), sheet = d.findElement(By.id("sheet"));
            assertThat(board.getRect().getWidth()).as("the board fills the width").isGreaterThanOrEqualTo(380);
            assertThat(board.getRect().getY() + board.getRect().getHeight()).as("the board fills the screen's height")
                    .isGreaterThanOrEqualTo(780); // under it only the "confirm moves" line
            assertThat(sheet.getCssValue("position")).isEqualTo("fixed");
            assertThat(sheet.getRect().getY() + sheet.getRect().getHeight()).as("the sheet at the screen's foot").isBetween(842, 844);
            assertThat(sheet.getRect().getY()).as("over the board").isLessThan(board.getRect().getY() + board.getRect().getHeight());
            assertThat(d.findElements(By.cssSelector("#sheet #decision"))).hasSize(1);
            // the sheet folds to its handle, saying the decision, and unfolds
            tap(d, d.findElement(By.id("sheet-handle")));
            BrowserTableTest.waitFor(d).until(x -> !x.findElement(By.id("decision")).isDisplayed());
            assertThat(d.findElement(By.id("sheet")).getRect().getHeight()).isLessThan(70);
            assertThat(d.findElement(By.id("sheet-handle")).getText()).contains("Your decision (US)");
            tap(d, d.findElement(By.id("sheet-handle")));
            BrowserTableTest.waitFor(d).until(x -> x.findElement(By.id("decision")).isDisplayed());
            // line of sight by taps: the hex looked from, then the hex looked at
            tap(d, d.findElement(By.cssSelector("#board button.los")));
            tap(d, d.findElement(By.cssSelector("#board polygon.hex[data-hex='E8']")));
            tap(d, d.findElement(By.cssSelector("#board polygon.hex[data-hex='F6']")));
            BrowserTableTest.waitFor(d).until(x -> !x.findElements(By.cssSelector("#board .sight-line")).isEmpty());
            assertThat(text(d, "hexinfo")).contains("Line of sight E8").contains("→ F6");
            tap(d, d.findElement(By.cssSelector("#board button.los")));
            // the setup by the sheet's buttons, until the first action
            for (int i = 0; i < 40 && !text(d, "whose").contains("action"); i++) {
                ready(d);
                tapAChoice(d, buttons -> buttons.get(0));
            }
            assertThat(text(d, "whose")).contains("US to decide (you): action");
            BrowserTableTest.keep(d, "screenshot-phone.png");
            // the first move by the board: a counter tapped, a reachable hex held (its path shown), then tapped
            tap(d, d.findElement(By.id("sheet-handle"))); // folded: the whole board to tap on
            tap(d, d.findElement(By.cssSelector("#board .zoom button[aria-label='whole board']"))); // every counter in view
            tap(d, d.findElement(By.cssSelector("#board .unit[data-unit^='us-']")));
            BrowserTableTest.waitFor(d).until(x -> x.findElements(By.cssSelector("#board .reach")).size() > 3);
            String unit = (String) js(d, "return document.querySelector('#decision .group.selected').dataset.unit"); // the counter on top
            // a reachable hex above the sheet that a finger finds uncovered (no counter over its centre), the farthest
            String hex = (String) js(d, """
                    const from = document.querySelector(`#board .unit[data-unit='${arguments[0]}']`).getBoundingClientRect();
                    const top = document.getElementById('sheet').getBoundingClientRect().top;
                    const free = h => { const r = document.querySelector(`#board polygon.hex[data-hex='${h}']`).getBoundingClientRect();
                      const at = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
                      return at && at.matches(`polygon.hex[data-hex='${h}']`); };
                    const seen = [...document.querySelectorAll('#board .reach')].map(r => [r.dataset.hex, r.getBoundingClientRect()])
                      .filter(([h, r]) => r.bottom < top && r.top > 0 && free(h));
                    seen.sort((a, b) => Math.hypot(b[1].x - from.x, b[1].y - from.y) - Math.hypot(a[1].x - from.x, a[1].y - from.y));
                    return seen.length ? seen[0][0] : null;""", unit);
            assertThat(hex).as("a reachable hex above the sheet").isNotNull();
            WebElement target = d.findElement(By.cssSelector("#board polygon.hex[data-hex='" + hex + "']"));
            int before = choices(d);
            touch(d, target, 800);
            BrowserTableTest.waitFor(d).until(x -> !x.findElements(By.cssSelector("#board .path")).isEmpty());
            assertThat(text(d, "hexinfo")).as("held: pointed at, not chosen").contains(hex).contains(unit + " can move here for");
            assertThat(choices(d)).isEqualTo(before);
            BrowserTableTest.keep(d, "screenshot-phone-hold.png");
            tap(d, target);
            BrowserTableTest.waitFor(d).withTimeout(Duration.ofSeconds(30))
                    .until(x -> text(x, "log").contains(unit + " enters " + hex) || text(x, "log").contains(unit + " enters"));
            tap(d, d.findElement(By.id("sheet-handle")));
            // the rest of the game by the sheet's buttons, picked at random (seeded)
            java.util.Random random = new java.util.Random(29);
            int taps = 0;
            while (!ready(d)) {
                assertThat(++taps).as("the game ends within 1500 taps").isLessThan(1500);
                tapAChoice(d, buttons -> buttons.get(random.nextInt(buttons.size())));
            }
            assertThat(text(d, "end")).contains("victory points");
            assertThat(d.findElements(By.cssSelector("#sheet #end"))).as("the end of the game in the sheet").hasSize(1);
            assertThat(d.findElement(By.id("sheet-handle")).getText()).contains("The game is over");
            assertThat(text(d, "thinking")).doesNotContain("connection");
            BrowserTableTest.keep(d, "screenshot-phone-end.png");
        });
    }

    /**
     * A finger held on an attack's button shows its odds as pointing with a mouse does (the hits chart, the line of fire),
     * and chooses nothing; a tap then makes it. At the Breaking Point, us-1's first action (BrowserTableTest's game).
     */
    @Test
    void aFingerHeldOnAnAttackShowsItsOddsWithoutMakingIt() throws Exception {
        JsonNode g = post("/api/games", "{\"scenario\": \"at-the-breaking-point\", \"seed\": 7, \"seats\": {\"US\": \"human\", \"GER\": \"random\"}}");
        String id = g.get("id").asText(), token = g.get("tokens").get("US").asText();
        for (int i = 0; i < 100; i++) { // the setup answered with the first choice each time, until US's first action
            JsonNode st = get("/api/games/" + id, token);
            while (!st.path("thinking").isNull()) {
                Thread.sleep(50);
                st = get("/api/games/" + id, token);
            }
            JsonNode dec = st.get("view").get("decision");
            if (dec.get("kind").asText().equals("ACTION")) {
                break;
            }
            post("/api/games/" + id + "/choices", ToiServerTest.JSON.writeValueAsString(Map.of("token", token, "seen", st.get("number").asInt(),
                    "choice", dec.get("choices").get(0).asText())));
        }
        WebDriver d = phone();
        screenshotOnFailure(d, () -> {
            d.get("http://localhost:" + server.port() + "/?game=" + id + "#token=" + token);
            ready(d);
            tap(d, d.findElement(By.cssSelector("#decision .group[data-unit='us-1'] .unit-pick")));
            BrowserTableTest.waitFor(d).until(x -> !x.findElements(By.cssSelector("#decision .group.selected[data-unit='us-1'] button")).isEmpty());
            int before = choices(d);
            touch(d, d.findElement(By.cssSelector("#decision button[data-choice^='act concentrated-fire us-1 target']")), 800);
            BrowserTableTest.waitFor(d).until(x -> !x.findElements(By.cssSelector("#sheet #hits .bar")).isEmpty());
            assertThat(d.findElements(By.cssSelector("#board .fire-line"))).as("the line of fire").isNotEmpty();
            assertThat(text(d, "preview")).contains("%");
            assertThat(choices(d)).as("held: nothing chosen").isEqualTo(before);
            BrowserTableTest.keep(d, "screenshot-phone-attack.png");
            tap(d, d.findElement(By.cssSelector("#decision button[data-choice^='act concentrated-fire us-1 target']")));
            BrowserTableTest.waitFor(d).until(x -> text(x, "log").contains("us-1 fires"));
        });
    }

    JsonNode get(String path, String token) throws Exception {
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create("http://localhost:" + server.port() + path))
                .header("X-Toi-Token", token).GET().build(), HttpResponse.BodyHandlers.ofString());
        assertThat(r.statusCode()).as(r.body()).isBetween(200, 299);
        return ToiServerTest.JSON.readTree(r.body());
    }
}
