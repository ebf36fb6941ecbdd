package toi.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * Iron Tide at the browser table, clicked in headless Chromium (issue 14): the lobby offers the demo labelled "DEMO —
 * not the published game"; against the heuristic computer the page draws the map (SVG hexes, rivers, roads, towns),
 * the counters (size, type, combat-movement; the enemy's chits "–" until drawn, "?" after), the enemy's ZOC; an attack
 * shows the odds preview (shifts with their §, final column, each result's chance) before it is committed; the
 * computer defends and the result comes back in the log, the enemy's chit kept secret. With -Dtoi.screenshots=DIR the
 * table is saved as screenshot-irontide.png.
 */
class IronTideBrowserTest {
    @TempDir
    Path tmp;
    ToiServer server;
    final BrowserTableTest browsers = new BrowserTableTest();

    @BeforeEach
    void start(TestInfo info) {
        browsers.test = info.getTestMethod().orElseThrow().getName();
        server = ToiServer.start(0, tmp.resolve("toi.db"), ToiServerTest.SCENARIOS);
    }

    @AfterEach
    void stop() {
        browsers.browsers.forEach(WebDriver::quit);
        server.close();
    }

    void click(WebDriver d, String choice) {
        String before = d.findElement(By.id("status")).getAttribute("data-choices");
        browsers.waitIn(d).until(x -> {
            try {
                x.findElement(By.cssSelector("#decision button[data-choice='" + choice + "']:not([disabled])")).click();
                return true;
            } catch (org.openqa.selenium.NoSuchElementException | org.openqa.selenium.StaleElementReferenceException e) {
                return false;
            }
        });
        browsers.waitIn(d).until(x -> !before.equals(x.findElement(By.id("status")).getAttribute("data-choices")));
    }

    @Test
    void aDemoGameAgainstTheHeuristicComputerWithTheOddsPreviewBeforeTheAttack() throws Exception {
        WebDriver d = browsers.browser();
        browsers.screenshotOnFailure(d, () -> {
            d.get("http://localhost:" + server.port() + "/");
            browsers.waitIn(d).until(x -> !x.findElements(By.id("start-irontide")).isEmpty());
            WebElement offer = d.findElement(By.id("irontide"));
            assertThat(offer.getText()).contains("Iron Tide").contains("DEMO — not the published game");
            assertThat(new Select(d.findElement(By.id("it-allied"))).getFirstSelectedOption().getText()).contains("computer (heuristic)");
            d.findElement(By.id("start-irontide")).click();

            browsers.waitIn(d).until(x -> !x.findElements(By.cssSelector("#decision button[data-choice]")).isEmpty());
            assertThat(d.getCurrentUrl()).contains("/irontide?game=");
            assertThat(d.findElement(By.id("demo-label")).getText()).startsWith("DEMO — not the published game");
            assertThat(d.findElement(By.id("status")).getText()).contains("16AM").contains("German player turn").contains("your decision");
            assertThat(d.findElements(By.cssSelector("#board polygon.hex"))).hasSize(16 * 12);
            assertThat(d.findElements(By.cssSelector("#board .river"))).isNotEmpty();
            assertThat(d.findElements(By.cssSelector("#board .bridge"))).isNotEmpty();
            assertThat(d.findElements(By.cssSelector("#board polygon.zoc"))).as("the enemy's ZOC").isNotEmpty();
            WebElement us = d.findElement(By.cssSelector("#board .counter[data-unit='us99-393']"));
            assertThat(us.findElement(By.cssSelector(".factors")).getText()).as("no chit drawn yet").startsWith("–-");

            click(d, "attack 1203");
            click(d, "with 3fj-5");
            browsers.waitIn(d).until(x -> x.findElement(By.id("odds")).isDisplayed());
            String odds = d.findElement(By.id("odds")).getText();
            assertThat(odds).contains("Odds preview").contains("+1 surprise (§18.0)").contains("divisional integrity")
                    .contains("final column:").contains("D1").contains("%");
            assertThat(d.findElements(By.cssSelector("#odds tr[data-result]"))).hasSizeGreaterThan(3);
            click(d, "with ger-653-pz");
            click(d, "with ger-eng-1");
            // the two battalions' printed factors join the total (the armor and the engineer stand in different hexes: no combined arms)
            assertThat(d.findElement(By.id("odds-lines")).getAttribute("textContent")).contains("attack 7–10 to defence 3–5")
                    .doesNotContain("combined arms");
            List<WebElement> stack = d.findElements(By.cssSelector("#board .counter[data-hex='1303']"));
            stack.get(stack.size() - 1).click(); // the top counter of the hex: the hex's units are listed
            assertThat(d.findElement(By.id("hexinfo")).getText()).contains("DEMO 5 FJ Regt").contains("no chit yet");
            BrowserTableTest.keep(d, "screenshot-irontide.png");

            click(d, "commit");
            click(d, "done"); // the heuristic defends, the battle is rolled
            browsers.waitIn(d).until(x -> x.findElement(By.id("log")).getText().contains("§11.77 · 2d6"));
            String log = d.findElement(By.id("log")).getText();
            assertThat(log).contains("3fj-5 draws a red chit: B").contains("us99-393 draws a blue chit (secret, §9.0)");
            List<WebElement> usNow = d.findElements(By.cssSelector("#board .counter[data-unit='us99-393'] .factors"));
            if (!usNow.isEmpty()) {
                assertThat(usNow.get(0).getText()).as("its chit drawn, and secret").startsWith("?-");
            }
            // play on: the first choice each time, the computer answering, for a while without an error
            for (int i = 0; i < 25 && d.findElements(By.id("result")).isEmpty(); i++) {
                String first = browsers.waitIn(d).until(x -> x.findElement(By.cssSelector("#decision button[data-choice]:not([disabled])")))
                        .getAttribute("data-choice");
                click(d, first);
                assertThat(d.findElement(By.id("error")).getText()).isEmpty();
            }
        });
    }
}
