package toi.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Issue 31 · Players and dice, in the page (headless Chromium): Ann makes an account in the lobby, posts Normandy Farm
 * with the Germans left open; Bob, in a browser holding no token, makes his account, takes the challenge and plays the
 * Germans signed in; both see the game under "Your games" with whose turn it is; Bob resigns; the end screen shows the
 * seed revealed and the mark this browser computed itself (SHA-256 of seed:salt against the commitment shown before).
 * Screenshots of the lobby and the end screen go to docs/screenshots/ when {@code -Dscreenshots=docs} is given.
 */
class AccountsBrowserTest extends BrowserHarness {
    ChromeDriver d;

    @BeforeEach
    void openBrowser() {
        d = (ChromeDriver) BrowserTableTest.chromium(browsers, "--window-size=1400,1000");
    }

    WebDriverWait waitIn() {
        return BrowserTableTest.waitFor(d, Duration.ofSeconds(20));
    }

    String lobby() {
        return "http://localhost:" + server.port() + "/";
    }

    void signUp(String name) {
        d.get(lobby());
        waitIn().until(ExpectedConditions.visibilityOfElementLocated(By.id("sign-up")));
        d.findElement(By.id("account-name-input")).sendKeys(name);
        d.findElement(By.id("account-password")).sendKeys("correct horse " + name);
        d.findElement(By.id("sign-up")).click();
        waitIn().until(x -> x.findElements(By.id("account-name")).stream().anyMatch(e -> e.getText().equals(name)));
    }

    void screenshot(String name) throws Exception {
        String to = System.getProperty("screenshots");
        Path dir = to != null ? Path.of("..", to, "screenshots") : Path.of("target/screenshots");
        Files.createDirectories(dir);
        Files.write(dir.resolve(name), d.getScreenshotAs(OutputType.BYTES));
    }

    @Test
    void signUp_postAChallenge_anotherAccountTakesItAndPlaysSignedIn_myGamesSayWhoseTurn_resign_theSeedVerifiedByTheBrowser() throws Exception {
        try {
            signUp("ann");
            d.findElement(By.cssSelector(".scenario[data-id='normandy-farm']")).click();
            new Select(d.findElement(By.cssSelector("select[name='US']"))).selectByValue("human");
            Select ger = new Select(d.findElement(By.cssSelector("select[name='GER']")));
            assertThat(ger.getOptions()).extracting(e -> e.getAttribute("value")).contains("easy", "normal", "hard", "expert", "invite", "open")
                    .doesNotContain("mcts", "montecarlo", "heuristic", "random");
            assertThat(ger.getFirstSelectedOption().getText()).isEqualTo("the computer, normal");
            assertThat(d.findElement(By.cssSelector(".level-about[data-seat='GER']")).getText()).startsWith("plays by rules of thumb");
            assertThat(d.findElement(By.id("optional-rules")).getAttribute("open")).as("optional rules folded").isNull();
            ger.selectByValue("open");
            new Select(d.findElement(By.id("clock"))).selectByValue("86400");
            d.findElement(By.id("start")).click();
            waitIn().until(x -> x.getCurrentUrl().contains("?game="));
            String game = d.getCurrentUrl().replaceFirst(".*\\?game=", "");
            waitIn().until(x -> !x.findElements(By.cssSelector("#record .commitment")).isEmpty());
            assertThat(d.findElement(By.cssSelector("#record .commitment")).getText()).contains("SHA-256");
            waitIn().until(x -> x.findElement(By.id("clock-line")).getText().startsWith("Turn clock, 1 day a turn"));

            // Bob: another browser (no cookie, no token), his own account; the challenge is in the lobby
            d.manage().deleteAllCookies();
            d.executeScript("localStorage.clear()");
            signUp("bob");
            waitIn().until(x -> !x.findElements(By.cssSelector("#challenges li[data-game='" + game + "'] button.take")).isEmpty());
            assertThat(d.findElement(By.id("challenges")).getText()).contains("Normandy Farm · GER open · by ann");
            d.findElement(By.cssSelector("#challenges li[data-game='" + game + "'] button.take")).click();
            waitIn().until(x -> x.getCurrentUrl().contains("?game=" + game));
            waitIn().until(x -> !x.findElements(By.id("resign")).isEmpty());
            waitIn().until(x -> x.findElement(By.id("clock-line")).getText().matches("Turn clock, 1 day a turn: (US|GER)( \\(your turn\\))?: (23 hours|1 day).* left this turn.*"));
            if (d.findElement(By.id("clock-line")).getText().contains(": GER")) { // the notice of Bob's turn while the page is open
                assertThat(d.findElement(By.id("clock-line")).getText()).contains(": GER (your turn): ")
                        .endsWith("left this turn. When a time runs out, the game is won by the other side.");
                assertThat(d.getTitle()).startsWith("(your turn)");
            }
            d.get(lobby());
            waitIn().until(x -> !x.findElements(By.cssSelector("#my-games li[data-game='" + game + "']")).isEmpty());
            String line = d.findElement(By.cssSelector("#my-games li[data-game='" + game + "']")).getText();
            assertThat(line).startsWith("Normandy Farm").contains("you play GER").contains("against ann").containsAnyOf("your turn", "waiting for US");
            assertThat(d.findElements(By.cssSelector("#challenges li[data-game='" + game + "']"))).as("taken: no longer open").isEmpty();
            assertThat(d.findElement(By.id("your-games")).getLocation().getY())
                    .as("your games first").isLessThan(d.findElement(By.id("start")).getLocation().getY());
            d.findElement(By.cssSelector(".scenario[data-id='normandy-farm']")).click(); // the seats, with the computer's levels
            new Select(d.findElement(By.cssSelector("select[name='GER']"))).selectByValue("open");
            screenshot("accounts-lobby.png");

            // Bob resigns from the game's page; the end screen reveals the seed, and this browser checks it
            d.findElement(By.cssSelector("#my-games li[data-game='" + game + "'] a")).click();
            waitIn().until(x -> !x.findElements(By.id("resign")).isEmpty());
            d.findElement(By.id("resign")).click();
            waitIn().until(ExpectedConditions.alertIsPresent()).accept();
            waitIn().until(x -> x.findElements(By.cssSelector("#end .verified")).stream().anyMatch(e -> !"checking".equals(e.getAttribute("data-verified"))));
            assertThat(d.findElement(By.cssSelector("#end .verified")).getAttribute("data-verified")).isEqualTo("yes");
            assertThat(d.findElement(By.id("end")).getText()).contains("US wins").contains("GER resigned").contains("verified by this browser");
            assertThat(d.findElement(By.cssSelector("#record .verified")).getAttribute("data-verified")).isEqualTo("yes");
            assertThat(d.findElement(By.id("rematch")).isDisplayed()).isTrue();
            screenshot("accounts-end-seed-verified.png");

            d.get(lobby());
            waitIn().until(x -> !x.findElements(By.cssSelector("#my-games li[data-game='" + game + "']")).isEmpty());
            assertThat(d.findElement(By.cssSelector("#my-games li[data-game='" + game + "']")).getText()).contains("you lost");
        } catch (RuntimeException | AssertionError e) {
            Files.createDirectories(Path.of("target/screenshots"));
            Files.write(Path.of("target/screenshots/accounts-failed.png"), d.getScreenshotAs(OutputType.BYTES));
            throw e;
        }
    }

    @Test
    void aTamperedSeed_isMarkedNotVerified() throws Exception {
        d.get(lobby());
        waitIn().until(ExpectedConditions.visibilityOfElementLocated(By.id("account")));
        Object mark = ((org.openqa.selenium.JavascriptExecutor) d).executeAsyncScript(
                "const done = arguments[arguments.length - 1];"
                + "import('/seal.js').then(async m => {"
                + "  const [, revealed] = m.seedLines({ commitment: '" + toi.protocol.SeedCommitment.of(42, "ab") + "', seed: 43, salt: 'ab' });"
                + "  document.body.append(revealed);"
                + "  for (let i = 0; i < 100 && revealed.querySelector('.verified').dataset.verified === 'checking'; i++) await new Promise(r => setTimeout(r, 20));"
                + "  done(revealed.querySelector('.verified').dataset.verified);"
                + "});");
        assertThat(mark).isEqualTo("no");
    }
    @Test
    void aSpectator_withNoTokenAndNoAccount_watchesAGameOpenToSpectators_live_withNoChoices() throws Exception {
        java.net.http.HttpClient http = java.net.http.HttpClient.newHttpClient();
        java.util.function.Function<String, com.fasterxml.jackson.databind.JsonNode> post = body -> {
            try {
                return ToiServerTest.JSON.readTree(http.send(java.net.http.HttpRequest.newBuilder(java.net.URI.create(lobby() + "api/games"))
                        .header("Content-Type", "application/json").POST(java.net.http.HttpRequest.BodyPublishers.ofString(body)).build(),
                        java.net.http.HttpResponse.BodyHandlers.ofString()).body());
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        };
        var g = post.apply("{\"scenario\": \"normandy-farm\", \"seats\": {\"US\": \"human\", \"GER\": \"human\"}, \"spectators\": true}");
        String id = g.get("id").asText();
        String us = g.get("tokens").get("US").asText();
        var hidden = post.apply("{\"scenario\": \"normandy-farm\", \"seats\": {\"US\": \"human\", \"GER\": \"human\"}}");
        try {
            d.get(lobby() + "?game=" + hidden.get("id").asText());
            waitIn().until(x -> x.findElement(By.id("app")).getText().contains("holds no seat"));

            d.get(lobby() + "?game=" + id);
            waitIn().until(x -> !x.findElements(By.cssSelector("#record .commitment")).isEmpty());
            assertThat(d.findElements(By.cssSelector("#decision button[data-choice]"))).as("a spectator has no choices").isEmpty();
            assertThat(d.findElements(By.id("resign"))).isEmpty();
            int before = Integer.parseInt(d.findElement(By.id("status")).getAttribute("data-choices"));
            // US chooses through its token elsewhere: the spectator's page follows, pushed over its WebSocket
            var s = ToiServerTest.JSON.readTree(http.send(java.net.http.HttpRequest.newBuilder(java.net.URI.create(lobby() + "api/games/" + id))
                    .header("X-Toi-Token", us).GET().build(), java.net.http.HttpResponse.BodyHandlers.ofString()).body());
            String choice = s.path("decision").path("options").get(0).path("text").asText();
            http.send(java.net.http.HttpRequest.newBuilder(java.net.URI.create(lobby() + "api/games/" + id + "/choices"))
                    .header("Content-Type", "application/json").POST(java.net.http.HttpRequest.BodyPublishers.ofString(
                            ToiServerTest.JSON.writeValueAsString(java.util.Map.of("token", us, "seen", s.get("number").asInt(), "choice", choice)))).build(),
                    java.net.http.HttpResponse.BodyHandlers.ofString());
            waitIn().until(x -> Integer.parseInt(x.findElement(By.id("status")).getAttribute("data-choices")) > before);
            assertThat(d.findElements(By.cssSelector("#decision button[data-choice]"))).isEmpty();
            screenshot("accounts-spectator.png");
        } catch (RuntimeException | AssertionError e) {
            Files.createDirectories(Path.of("target/screenshots"));
            Files.write(Path.of("target/screenshots/spectator-failed.png"), d.getScreenshotAs(OutputType.BYTES));
            throw e;
        }
    }
}
