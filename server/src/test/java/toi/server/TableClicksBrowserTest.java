package toi.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;

/**
 * Issue 29 · 2 in headless Chromium at 1600 × 1000, the groups a player picks on the board beside the attacks
 * (BoardGroupsBrowserTest): squad transfers by ticking figures and clicking the squad that receives them, a Strategy
 * card's target hex by clicking an enemy counter on the board, and the op fire mode decision's preview. With
 * -Dtoi.screenshots=DIR the transfers being ticked are saved there.
 */
class TableClicksBrowserTest extends BrowserHarness {
    final BrowserTableTest tables = new BrowserTableTest();

    @Override
    @BeforeEach
    void start(TestInfo info) {
        super.start(info);
        tables.server = server; // its helpers (a game at its first action, the API as a seat) ask this test's server
    }

    WebDriver browser() {
        return BrowserTableTest.chromium(browsers, "--hide-scrollbars", "--window-size=1600,1000");
    }

    void open(WebDriver d, String id, String token) {
        d.get("http://localhost:" + server.port() + "/?game=" + id + "#token=" + token);
        waitIn(d).until(x -> !x.findElements(By.cssSelector("#decision button")).isEmpty());
    }

    /** Of these units, the ones whose counters are on top of their hex's stack (a click there reaches them), in order. */
    @SuppressWarnings("unchecked")
    List<String> topOfTheirStacks(WebDriver d, List<String> units) {
        return (List<String>) js(d, """
                return arguments[0].filter(id => {
                  const g = document.querySelector(`#board .unit[data-unit="${id}"]`);
                  if (!g) return false;
                  const here = [...document.querySelectorAll(`#board .unit[data-hex="${g.dataset.hex}"]`)];
                  return here[here.length - 1] === g;
                });""", units);
    }

    /** How many figures a unit holds, as the seat's view says. */
    int figuresOf(String id, String token, String unit) {
        try {
            for (JsonNode u : tables.call("GET", "/api/games/" + id, null, token).get("view").get("units")) {
                if (u.get("id").asText().equals(unit)) {
                    return u.get("figures").size();
                }
            }
            return 0;
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    @SuppressWarnings("unchecked")
    List<Map<String, Object>> told(WebDriver d) {
        return (List<Map<String, Object>>) js(d, "return window.toiTold");
    }

    void choose(String id, String token, JsonNode s, String choice) throws Exception {
        tables.call("POST", "/api/games/" + id + "/choices", ToiServerTest.JSON.writeValueAsString(Map.of("token", token,
                "seen", s.get("number").asInt(), "choice", choice)));
    }

    /**
     * 000 · STATUS PHASE, 4. Squad Transfers: "players may transfer figures between squads occupying the same hex". Normandy
     * Farm played hot-seat by requests: the US builds its squads small and deploys them together in B4, both sides pass
     * their actions, and the Status Phase asks the US for its transfers. On the page, the squad that receives is clicked on
     * the board, two figures of another squad are ticked, and one button — its label in the game's words, no command —
     * moves both (two of the engine's one-figure choices, sent in turn).
     */
    @Test
    void squadTransfersAreMadeByTickingFiguresAndClickingTheReceivingSquadOnTheBoard() throws Exception {
        WebDriver d = browser();
        String id = null, token = null;
        boolean asked = false;
        for (long seed = 1; seed <= 8 && !asked; seed++) { // the squads that lost figures differ with the dice: the first seed that has some
            JsonNode g = tables.call("POST", "/api/games", "{\"scenario\": \"normandy-farm\", \"seed\": " + seed
                    + ", \"seats\": {\"US\": \"human\", \"GER\": \"random\"}}");
            id = g.get("id").asText();
            token = g.get("tokens").get("US").asText();
            for (int i = 0; i < 200 && !asked; i++) {
                JsonNode s = tables.settled(id, token);
                JsonNode dec = s.get("view").get("decision");
                if (dec.get("kind").asText().equals("GAME_OVER")) {
                    break;
                }
                List<String> choices = new ArrayList<>();
                dec.get("choices").forEach(c -> choices.add(c.asText()));
                asked = dec.get("kind").asText().equals("TRANSFER") && choices.stream().anyMatch(c -> c.startsWith("transfer "));
                if (!asked) { // the US squads stacked where the first went, every action passed: the Germans' fire thins them
                    choose(id, token, s, choices.contains("pass") ? "pass" : choices.get(0));
                }
            }
        }
        assertThat(asked).as("the US is asked for its squad transfers").isTrue();
        String game = id, us = token;
        BrowserTableTest.screenshotOnFailure(d, test, () -> {
            open(d, game, us);
            waitIn(d).until(x -> !x.findElements(By.id("transfers")).isEmpty());
            assertThat(d.findElements(By.cssSelector("#decision button[data-choice^='transfer ']:not(#transfer-send)")))
                    .as("no button per figure and squad: the ticks make them").isEmpty();
            BrowserTableTest.wholeBoard(d);
            @SuppressWarnings("unchecked")
            List<String> squads = (List<String>) js(d, "return [...document.querySelectorAll('#transfers .squad-row')].map(r => r.dataset.unit)");
            assertThat(squads).hasSizeGreaterThanOrEqualTo(2);
            assertThat(d.findElements(By.cssSelector("#board .supporter-ring"))).as("the squads that may give or take ringed").isNotEmpty();
            String top = topOfTheirStacks(d, squads).get(0); // the counter on top of the hex's stack, clicked on the board
            d.findElement(By.cssSelector("#board .unit[data-unit='" + top + "']")).click();
            waitIn(d).until(x -> "true".equals(x.findElement(By.cssSelector("#transfers .receiver[data-unit='" + top + "']")).getAttribute("aria-pressed")));
            assertThat(d.findElements(By.cssSelector("#board .supporter-ring[data-chosen='true']"))).as("the receiving squad ringed").hasSize(1);
            String to = squads.stream().min(java.util.Comparator.comparingInt(u -> figuresOf(game, us, u))).orElseThrow(); // the roomiest
            if (!to.equals(top)) { // a squad under it: picked on the panel
                d.findElement(By.cssSelector("#transfers .receiver[data-unit='" + to + "']")).click();
                waitIn(d).until(x -> "true".equals(x.findElement(By.cssSelector("#transfers .receiver[data-unit='" + to + "']")).getAttribute("aria-pressed")));
            }
            int figuresBefore = figuresOf(game, us, to);
            // every figure it has room for ticked, one by one (a tick it has no room for is greyed)
            List<String> froms = new ArrayList<>();
            for (List<WebElement> free = d.findElements(By.cssSelector("#transfers .figure-tick[aria-pressed='false']:not([disabled])"));
                    !free.isEmpty(); free = d.findElements(By.cssSelector("#transfers .figure-tick[aria-pressed='false']:not([disabled])"))) {
                froms.add(free.get(0).getAttribute("data-unit"));
                free.get(0).click();
            }
            assertThat(froms).as("figures another squad may give it").isNotEmpty();
            int moved = froms.size();
            waitIn(d).until(x -> x.findElement(By.id("transfer-send")).getAttribute("data-choice").split(";").length == moved);
            assertThat(d.findElement(By.id("transfer-room")).getText()).contains(to + " has room for");
            String from1 = froms.get(0);
            String words = d.findElement(By.id("transfer-send")).getText();
            assertThat(words).as("in the game's words").startsWith("Transfer: Move").contains("from " + from1).contains("to " + to)
                    .doesNotContain("transfer ");
            BrowserTableTest.keep(d, "transfers-ticked-desktop.png");
            d.findElement(By.id("transfer-send")).click();
            waitIn(d).until(x -> x.findElement(By.id("log")).getText().split(" moves from ", -1).length - 1 >= moved);
            assertThat(d.findElements(By.cssSelector("#error"))).as("both accepted").isEmpty();
            assertThat(figuresOf(game, us, to)).as(to + " took every figure ticked").isEqualTo(figuresBefore + moved);
        });
    }

    /**
     * 000 · Keyword "Target Hex": an Artillery card's attack is aimed at a hex the player names. Liberation, the US's first
     * action (the first seed and card whose activation asks for the target): the page lists no button per hex but asks for a
     * click on the board; an enemy counter clicked there names its hex as the target — it is not selected (issue 29: it
     * used to be, leaving ~300 "target X" buttons) — and the target token is placed there.
     */
    @Test
    void aCardsTargetHexIsPickedByClickingAnEnemyCounterOnTheBoard() throws Exception {
        WebDriver d = browser();
        String[] game = null;
        for (long seed = 1; seed <= 12 && game == null; seed++) {
            String[] g = tables.gameAtFirstAction("liberation", "US", "GER", seed);
            JsonNode s = tables.settled(g[0], g[1]);
            List<String> cards = new ArrayList<>();
            s.get("view").get("decision").get("choices").forEach(c -> { if (c.asText().startsWith("act activate-card ")) cards.add(c.asText()); });
            for (int k = 0; k < cards.size() && game == null; k++) {
                String[] h = k == 0 ? g : tables.gameAtFirstAction("liberation", "US", "GER", seed); // the same game again, another card
                choose(h[0], h[1], tables.settled(h[0], h[1]), cards.get(k));
                JsonNode after = tables.settled(h[0], h[1]).get("view").get("decision");
                if (after.get("kind").asText().equals("CARD_TARGET") && after.get("yours").asBoolean()) {
                    game = h;
                }
            }
        }
        assertThat(game).as("a seed whose first US action can aim an Artillery card").isNotNull();
        String[] g = game;
        BrowserTableTest.screenshotOnFailure(d, test, () -> {
            open(d, g[0], g[1]);
            waitIn(d).until(x -> !x.findElements(By.id("board-targets")).isEmpty());
            assertThat(d.findElements(By.cssSelector("#decision button[data-choice^='target ']"))).as("no button per hex in sight (folded in"
                    + " a list): the hexes are clicked on the board").isNotEmpty().noneMatch(WebElement::isDisplayed);
            BrowserTableTest.wholeBoard(d);
            @SuppressWarnings("unchecked")
            List<String> enemies = (List<String>) js(d, "return [...document.querySelectorAll('#board .unit')].filter(g => g.dataset.nation === 'GER' || /^ger-/.test(g.dataset.unit)).map(g => g.dataset.unit)");
            String enemy = topOfTheirStacks(d, enemies).get(0);
            String hex = d.findElement(By.cssSelector("#board .unit[data-unit='" + enemy + "']")).getAttribute("data-hex");
            int before = tables.choices(d);
            d.findElement(By.cssSelector("#board .unit[data-unit='" + enemy + "']")).click();
            waitIn(d).until(x -> tables.choices(x) > before);
            waitIn(d).until(x -> x.findElement(By.id("log")).getText().contains("target token placed in " + hex));
            assertThat(d.findElements(By.cssSelector("#error"))).as("accepted").isEmpty();
        });
    }

    /**
     * Issue 29 · "Why did the computer do that?": opened, it tells the computer's last decision in the game's words (its
     * choice labelled, the alternatives rated in words: no command text, no "visits, value 0.123"), and it follows the
     * computer's next decisions while it stays open.
     */
    @Test
    void theComputersAccountReadsInTheGamesWordsAndFollowsItsDecisions() throws Exception {
        WebDriver d = browser();
        JsonNode g = tables.call("POST", "/api/games", "{\"scenario\": \"normandy-farm\", \"seed\": 7, \"seats\": {\"US\": \"human\", \"GER\": \"normal\"}}");
        String[] game = {g.get("id").asText(), g.get("tokens").get("US").asText()};
        for (int i = 0; i < 100; i++) { // the setup answered with the first choice each time, to the first action
            JsonNode s = tables.settled(game[0], game[1]);
            if (s.get("view").get("decision").get("kind").asText().equals("ACTION")) {
                break;
            }
            choose(game[0], game[1], s, s.get("view").get("decision").get("choices").get(0).asText());
        }
        BrowserTableTest.screenshotOnFailure(d, test, () -> {
            open(d, game[0], game[1]);
            d.findElement(By.cssSelector("#why summary")).click();
            waitIn(d).until(x -> !x.findElements(By.id("why-chosen")).isEmpty());
            String first = d.findElement(By.cssSelector("#why .why-text")).getText();
            assertThat(first).startsWith("The computer (").doesNotContain("visits").doesNotContain("value ").doesNotContain("null");
            assertThat(GameWordsTest.raw(d.findElement(By.cssSelector("#why-chosen b")).getText(), true)).as(first).isFalse();
            // every account the panel shows from now on, kept as it is shown (the computer's decisions come fast)
            js(d, """
                    window.toiTold = [];
                    new MutationObserver(() => { const t = document.querySelector('#why .why-text');
                      window.toiTold.push({ text: t.innerText, alternatives: [...t.querySelectorAll('li')].map(li => li.innerText) }); })
                      .observe(document.querySelector('#why .why-text'), { childList: true, subtree: true });""");
            d.findElement(By.cssSelector("#decision button[data-choice='pass']")).click(); // the Germans act: the computer decides
            waitIn(d).until(x -> !x.findElement(By.cssSelector("#why .why-text")).getText().equals(first)); // asked again, still open
            for (int i = 0; i < 20 && told(d).stream().allMatch(t -> ((List<?>) t.get("alternatives")).isEmpty()); i++) {
                tables.clickFirstChoice(d); // on to a decision it weighed
            }
            List<Map<String, Object>> accounts = told(d);
            assertThat(accounts).as("the account followed the computer's decisions").hasSizeGreaterThan(1);
            List<String> alternatives = accounts.stream().flatMap(t -> ((List<?>) t.get("alternatives")).stream()).map(String::valueOf).toList();
            assertThat(alternatives).as("a decision with its alternatives told").isNotEmpty();
            for (String alt : alternatives) {
                String words = alt.split("\\n")[0].replaceAll(" — .*", "");
                assertThat(GameWordsTest.raw(words, true)).as(alt).isFalse();
                assertThat(alt).doesNotContain("visits").doesNotContain("value ").containsAnyOf("rules of thumb", "played out");
            }
            accounts.forEach(t -> assertThat((String) t.get("text")).doesNotContain("null"));
            BrowserTableTest.keep(d, "why-the-computer-desktop.png");
        });
    }
}
