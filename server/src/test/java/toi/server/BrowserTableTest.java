package toi.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The browser table clicked in headless Chromium (Debian's chromium and chromium-driver; ./run-tests installs
 * them): the lobby starts a game against the computer, the decision's choices are clicked and the events come
 * back; a friend's invitation link opens the other seat, which is shown the wait, not choices. A failing test
 * leaves a screenshot in server/target/screenshots.
 */
class BrowserTableTest {
    @TempDir
    Path tmp;
    ToiServer server;
    final List<WebDriver> browsers = new java.util.ArrayList<>();
    String test;

    @BeforeEach
    void start(TestInfo info) {
        test = info.getTestMethod().orElseThrow().getName();
        server = ToiServer.start(0, tmp.resolve("toi.db"), ToiServerTest.SCENARIOS);
    }

    @AfterEach
    void stop() {
        browsers.forEach(WebDriver::quit);
        server.close();
    }

    WebDriver browser() {
        ChromeOptions options = new ChromeOptions();
        options.setBinary(Path.of("/usr/bin/chromium").toFile());
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1400,1000");
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(Path.of("/usr/bin/chromedriver").toFile())
                .build();
        WebDriver d = new ChromeDriver(service, options);
        browsers.add(d);
        return d;
    }

    WebDriverWait waitIn(WebDriver d) {
        return new WebDriverWait(d, Duration.ofSeconds(15));
    }

    void screenshotOnFailure(WebDriver d, Runnable steps) throws Exception {
        try {
            steps.run();
        } catch (RuntimeException | AssertionError e) {
            Path dir = Path.of("target/screenshots");
            Files.createDirectories(dir);
            Files.write(dir.resolve(test + ".png"), ((ChromeDriver) d).getScreenshotAs(OutputType.BYTES));
            throw e;
        }
    }

    int logLines(WebDriver d) {
        return d.findElements(By.cssSelector("#log > div")).size();
    }

    @Test
    void aGameAgainstTheComputerIsStartedInTheLobbyAndPlayedByClickingTheChoices() throws Exception {
        WebDriver d = browser();
        screenshotOnFailure(d, () -> {
            d.get("http://localhost:" + server.port() + "/");
            waitIn(d).until(x -> !x.findElements(By.cssSelector("[data-id='normandy-farm']")).isEmpty());
            d.findElement(By.cssSelector("[data-id='normandy-farm']")).click();
            assertThat(new Select(d.findElement(By.name("GER"))).getFirstSelectedOption().getText()).contains("computer");
            d.findElement(By.id("start")).click();
            waitIn(d).until(x -> !x.findElements(By.cssSelector("#decision button")).isEmpty());
            assertThat(d.findElement(By.id("status")).getText()).contains("Normandy Farm").contains("round 1 of 4");
            assertThat(d.findElements(By.cssSelector("#board polygon"))).hasSizeGreaterThan(100);
            for (int i = 0; i < 8; i++) { // build the five US squads, then deploy
                int before = logLines(d);
                WebElement first = d.findElement(By.cssSelector("#decision button"));
                first.click();
                waitIn(d).until(x -> logLines(x) > before);
            }
            String log = d.findElement(By.id("log")).getText();
            assertThat(log).contains("builds squad us-1").contains("builds squad ger-1"); // the computer built its own
            assertThat(log).contains("places us-1 in");
            assertThat(d.findElements(By.cssSelector("#board .unit"))).isNotEmpty();
        });
    }

    @Test
    void aFriendOpensTheInvitationLinkAndSeesTheWaitWhileTheOtherSeatDecides() throws Exception {
        WebDriver host = browser();
        screenshotOnFailure(host, () -> {
            host.get("http://localhost:" + server.port() + "/");
            waitIn(host).until(x -> !x.findElements(By.cssSelector("[data-id='normandy-farm']")).isEmpty());
            host.findElement(By.cssSelector("[data-id='normandy-farm']")).click();
            new Select(host.findElement(By.name("GER"))).selectByValue("invite");
            host.findElement(By.id("start")).click();
            waitIn(host).until(x -> !x.findElements(By.cssSelector("input[readonly]")).isEmpty());
            String link = host.findElement(By.cssSelector("input[readonly]")).getAttribute("value");
            assertThat(link).contains("token=");
            WebDriver friend = browser();
            friend.get(link);
            waitIn(friend).until(x -> x.findElement(By.id("decision")).getText().contains("Waiting for US"));
            assertThat(friend.findElements(By.cssSelector("#decision button"))).as("not the friend's turn: no choices").isEmpty();
            int seen = friend.findElements(By.cssSelector("#log > div")).size();
            host.findElement(By.cssSelector("#decision button")).click();
            waitIn(friend).until(x -> x.findElements(By.cssSelector("#log > div")).size() > seen); // pushed over WebSocket
            assertThat(friend.findElement(By.id("log")).getText()).contains("builds squad us-1");
        });
    }
}
