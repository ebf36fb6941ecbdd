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
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * Iron Tide at the browser table, clicked in headless Chromium (issue 14), through the same page code as Tide of Iron
 * (issue 28: app.js's lobby, table.js's decision panel, log and seats, with Iron Tide's board layer): the lobby lists the
 * demo labelled "DEMO — not the published game"; against the heuristic computer the page draws the map (SVG hexes, rivers, roads, towns),
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
        // and drawn once more as the choice's round trip ends (table.js: the page is no longer sending it)
        browsers.waitIn(d).until(x -> !x.findElement(By.id("thinking")).getText().contains("sending"));
    }

    /** The page once it asks this seat again (the computer answers off the request): its choices enabled. */
    WebDriver mine(WebDriver d) {
        browsers.waitIn(d).until(x -> !x.findElements(By.cssSelector("#decision button[data-choice]:not([disabled])")).isEmpty());
        return d;
    }

    /** An element's text as the page shows it now: read again should the page re-draw it between finding and reading. */
    String text(WebDriver d, By by) {
        return browsers.waitIn(d).until(x -> x.findElement(by).getText());
    }

    /** The refusal the decision panel shows, or "" (the shared table's: table.js). */
    static String refused(WebDriver d) {
        List<WebElement> r = d.findElements(By.cssSelector("#decision .refused"));
        return r.isEmpty() ? "" : r.get(0).getText();
    }

    /**
     * The shared lobby (app.js): the demo picked from the list of every ruleset's scenarios, its seats set, started with
     * the one Start button.
     */
    void startInTheLobby(WebDriver d, String german, String allied) {
        d.get("http://localhost:" + server.port() + "/");
        browsers.waitIn(d).until(x -> !x.findElements(By.cssSelector("[data-id='iron-tide-demo']")).isEmpty());
        d.findElement(By.cssSelector("[data-id='iron-tide-demo']")).click();
        browsers.waitIn(d).until(x -> !x.findElements(By.cssSelector(".seats select[name='allied']")).isEmpty());
        if (german != null) {
            new Select(d.findElement(By.cssSelector(".seats select[name='german']"))).selectByValue(german);
        }
        if (allied != null) {
            new Select(d.findElement(By.cssSelector(".seats select[name='allied']"))).selectByValue(allied);
        }
        d.findElement(By.id("start")).click();
    }

    @Test
    void aDemoGameAgainstTheHeuristicComputerWithTheOddsPreviewBeforeTheAttack() throws Exception {
        WebDriver d = browsers.browser();
        browsers.screenshotOnFailure(d, () -> {
            d.get("http://localhost:" + server.port() + "/");
            browsers.waitIn(d).until(x -> !x.findElements(By.cssSelector("[data-id='iron-tide-demo']")).isEmpty());
            WebElement offer = d.findElement(By.cssSelector("[data-id='iron-tide-demo']"));
            assertThat(offer.getText()).contains("Iron Tide").contains("DEMO — not the published game");
            assertThat(text(d, By.cssSelector(".scenarios"))).as("one list: both rulesets' scenarios")
                    .contains("Normandy Farm").contains("Iron Tide: Panzers in the Ardennes");
            offer.click();
            browsers.waitIn(d).until(x -> !x.findElements(By.cssSelector(".seats select[name='allied']")).isEmpty());
            assertThat(new Select(d.findElement(By.cssSelector(".seats select[name='allied']"))).getFirstSelectedOption().getText())
                    .contains("computer (heuristic)");
            d.findElement(By.id("start")).click();

            browsers.waitIn(d).until(x -> !x.findElements(By.cssSelector("#decision button[data-choice]")).isEmpty());
            assertThat(d.getCurrentUrl()).contains("/?game=");
            assertThat(text(d, By.id("demo-label"))).startsWith("DEMO — not the published game");
            assertThat(text(d, By.id("status"))).contains("16AM").contains("German player turn").contains("your decision").doesNotContain("null");
            assertThat(d.findElements(By.cssSelector("#board polygon.hex"))).hasSize(16 * 12);
            assertThat(d.findElements(By.cssSelector("#board .river"))).isNotEmpty();
            assertThat(d.findElements(By.cssSelector("#board .bridge"))).isNotEmpty();
            assertThat(d.findElements(By.cssSelector("#board polygon.zoc"))).as("the enemy's ZOC").isNotEmpty();
            String factors = browsers.waitIn(d).until(x -> x.findElement(By.cssSelector("#board .counter[data-unit='us99-393'] .factors")).getText());
            assertThat(factors).as("no chit drawn yet").startsWith("–-");

            click(d, "attack 1203");
            click(d, "with 3fj-5");
            browsers.waitIn(d).until(x -> x.findElement(By.id("odds")).isDisplayed());
            String odds = text(d, By.id("odds"));
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
            assertThat(text(d, By.id("hexinfo"))).contains("DEMO 5 FJ Regt").contains("no chit yet");
            BrowserTableTest.keep(d, "screenshot-irontide.png");

            click(d, "commit");
            click(d, "done"); // the heuristic defends, the battle is rolled
            browsers.waitIn(d).until(x -> x.findElement(By.id("log")).getText().contains("§11.77 · 2d6"));
            String log = browsers.waitIn(d).until(x -> x.findElement(By.id("log")).getText()); // read again if re-drawn meanwhile
            assertThat(log).contains("3fj-5 draws a red chit: B").contains("us99-393 draws a blue chit (secret, §9.0)");
            // the counter as drawn now (the page re-draws the board on every update: read it again if it went meanwhile)
            String usNow = browsers.waitIn(d).until(x -> {
                List<WebElement> e = x.findElements(By.cssSelector("#board .counter[data-unit='us99-393'] .factors"));
                return e.isEmpty() ? "(not on the board)" : e.get(0).getText();
            });
            if (!usNow.equals("(not on the board)")) {
                assertThat(usNow).as("its chit drawn, and secret").startsWith("?-");
            }
            // play on: the first choice each time, the computer answering, for a while without an error
            for (int i = 0; i < 25 && d.findElements(By.id("result")).isEmpty(); i++) {
                String first = browsers.waitIn(d).until(x -> x.findElement(By.cssSelector("#decision button[data-choice]:not([disabled])")))
                        .getAttribute("data-choice");
                click(d, first);
                assertThat(refused(d)).isEmpty();
            }
        });
    }

    /**
     * A whole demo game at the page against the heuristic computer, to the victory level (§20): the Allied seat is
     * played by clicking — the page's "end-phase" button whenever it is offered, otherwise its first choice (the
     * defender's artillery, air, regiment, losses and retreats, as the page offers them); the computer plays the
     * German. Each click waits for the page to show the next decision; no click is refused. The end is saved as
     * screenshot-irontide-end.png with -Dtoi.screenshots=DIR.
     */
    @Test
    void aWholeDemoGameClickedToItsVictoryLevelAgainstTheHeuristicComputer() throws Exception {
        WebDriver d = browsers.browser();
        JavascriptExecutor js = (JavascriptExecutor) d;
        browsers.screenshotOnFailure(d, () -> {
            startInTheLobby(d, "heuristic", "human");
            browsers.waitIn(d).until(x -> !x.findElements(By.cssSelector("#decision button[data-choice], #result")).isEmpty());
            long start = System.nanoTime();
            int clicks = 0;
            java.util.Map<String, Integer> kinds = new java.util.TreeMap<>();
            while (true) {
                // what the page offers now, read in one call: the result once over, else the enabled choices
                @SuppressWarnings("unchecked")
                List<String> offered = (List<String>) browsers.waitIn(d).until(x -> js.executeScript(
                        "if (document.getElementById('result')) return [];"
                                + "const b = [...document.querySelectorAll('#decision button[data-choice]:not([disabled])')].map(x => x.dataset.choice);"
                                + "return b.length ? b : null;"));
                if (offered.isEmpty()) {
                    break;
                }
                String choice = offered.contains("end-phase") ? "end-phase" : offered.get(0);
                String before = d.findElement(By.id("status")).getAttribute("data-choices");
                d.findElement(By.cssSelector("#decision button[data-choice='" + choice + "']")).click();
                browsers.waitIn(d).until(x -> js.executeScript(
                        "return document.getElementById('status').dataset.choices !== arguments[0] || !!document.getElementById('result')"
                                + " || !!document.querySelector('#decision .refused')", before).equals(Boolean.TRUE));
                assertThat(refused(d)).as("the page refused '" + choice + "'").isEmpty();
                kinds.merge(choice.split(" ")[0], 1, Integer::sum);
                assertThat(++clicks).as("a demo game ends").isLessThan(1000);
            }
            long ms = (System.nanoTime() - start) / 1_000_000;
            System.out.println("Iron Tide, a whole game at the page: " + clicks + " clicks " + kinds + " in " + ms + " ms");
            String result = browsers.waitIn(d).until(x -> x.findElement(By.id("result")).getText());
            assertThat(result).containsPattern("(German|Allied) (Strategic |Substantial |Marginal )?Victory|Draw").contains("(§20)");
            assertThat(text(d, By.id("status"))).contains("game over");
            assertThat(kinds).as("the Allied seat ended its phases").containsKey("end-phase");
            assertThat(kinds.getOrDefault("done", 0)).as("it defended at least once").isPositive();
            BrowserTableTest.keep(d, "screenshot-irontide-end.png");
        });
    }

    /** §5.0 · a stack moves together at the page: the engine offers "move-stack HEX", the page shows it as a button. */
    @Test
    void aStackMovesTogetherByClicking() throws Exception {
        WebDriver d = browsers.browser();
        browsers.screenshotOnFailure(d, () -> {
            startInTheLobby(d, null, null); // German: you; Allied: the heuristic computer
            browsers.waitIn(d).until(x -> !x.findElements(By.cssSelector("#decision button[data-choice]")).isEmpty());
            String stack = "#decision button[data-choice='move-stack 1305']:not([disabled])";
            for (int i = 0; i < 30 && mine(d).findElements(By.cssSelector(stack)).isEmpty(); i++) {
                click(d, "end-phase"); // 16AM: no German movement (§18.0); on to the 16PM Movement Phase
            }
            click(d, "move-stack 1305");
            assertThat(text(d, By.cssSelector("#decision .prompt"))).contains("moving the stack 1ss-pz + 1ss-pg");
            click(d, "to 1304");
            browsers.waitIn(d).until(x -> x.findElement(By.cssSelector("#board .counter[data-unit='1ss-pz']")).getAttribute("data-hex").equals("1304"));
            assertThat(d.findElement(By.cssSelector("#board .counter[data-unit='1ss-pg']")).getAttribute("data-hex")).isEqualTo("1304");
            assertThat(text(d, By.id("log"))).contains("§5.0 · 1ss-pz, 1ss-pg move together from 1305")
                    .contains("1ss-pz 1305 → 1304").contains("1ss-pg 1305 → 1304");
            assertThat(refused(d)).isEmpty();
        });
    }
}
