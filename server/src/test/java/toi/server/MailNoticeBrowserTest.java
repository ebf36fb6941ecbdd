package toi.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.GreenMailUtil;
import com.icegreen.greenmail.util.ServerSetupTest;
import jakarta.mail.internet.MimeMessage;
import java.net.CookieManager;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Issue 31 · 4, the e-mail notice of a turn in the page (headless Chromium, GreenMail as the SMTP relay): Ann sets her
 * address and ticks "e-mail me when it is my turn" in the lobby's account box, posts a challenge and closes the page; Bob
 * takes it; the game waits for Ann: the mail arrives, and its link opens the game at her turn, signed in.
 */
class MailNoticeBrowserTest {
    @RegisterExtension
    static GreenMailExtension smtp = new GreenMailExtension(ServerSetupTest.SMTP.dynamicPort());

    @TempDir
    Path tmp;
    ToiServer server;
    final java.util.List<org.openqa.selenium.WebDriver> browsers = new java.util.ArrayList<>();
    ChromeDriver d;

    @BeforeEach
    void start() {
        java.net.InetSocketAddress free;
        try (java.net.ServerSocket s = new java.net.ServerSocket(0)) {
            free = (java.net.InetSocketAddress) s.getLocalSocketAddress();
        } catch (java.io.IOException e) {
            throw new IllegalStateException(e);
        }
        int port = free.getPort();
        server = ToiServer.start(port, Database.sqlite(tmp.resolve("toi.db")), ToiServerTest.SCENARIOS, ToiServer.Settings.defaults(),
                TestMail.relay(smtp, "http://localhost:" + port, Duration.ofMillis(300)));
        d = (ChromeDriver) BrowserTableTest.chromium(browsers, "--window-size=1400,1000");
    }

    @AfterEach
    void stop() {
        browsers.forEach(org.openqa.selenium.WebDriver::quit);
        server.close();
    }

    WebDriverWait waitIn() {
        return BrowserTableTest.waitFor(d, Duration.ofSeconds(20));
    }

    String lobby() {
        return "http://localhost:" + server.port() + "/";
    }

    @Test
    void theAccountBoxSetsTheAddress_theMailArrivesWhenTheGameWaitsForHer_itsLinkOpensTheGameSignedIn() throws Exception {
        try {
            d.get(lobby());
            waitIn().until(ExpectedConditions.visibilityOfElementLocated(By.id("sign-up")));
            d.findElement(By.id("account-name-input")).sendKeys("ann");
            d.findElement(By.id("account-password")).sendKeys("correct horse ann");
            d.findElement(By.id("sign-up")).click();
            waitIn().until(ExpectedConditions.visibilityOfElementLocated(By.id("notice-email")));
            d.findElement(By.id("notice-email")).sendKeys("ann@example.org");
            d.findElement(By.id("notice-on")).click();
            d.findElement(By.id("notice-save")).click();
            waitIn().until(x -> x.findElement(By.id("notice-said")).getText().equals("notices go to ann@example.org"));
            d.navigate().refresh(); // kept: the box shows it again
            waitIn().until(ExpectedConditions.visibilityOfElementLocated(By.id("notice-email")));
            assertThat(d.findElement(By.id("notice-email")).getAttribute("value")).isEqualTo("ann@example.org");
            assertThat(d.findElement(By.id("notice-on")).isSelected()).isTrue();

            d.findElement(By.cssSelector(".scenario[data-id='normandy-farm']")).click();
            new Select(d.findElement(By.cssSelector("select[name='US']"))).selectByValue("human");
            new Select(d.findElement(By.cssSelector("select[name='GER']"))).selectByValue("open");
            d.findElement(By.id("start")).click();
            waitIn().until(x -> x.getCurrentUrl().contains("?game="));
            String game = d.getCurrentUrl().replaceFirst(".*\\?game=", "");
            String page = d.getWindowHandle(); // Ann closes the game's tab: her page no longer follows the game
            d.switchTo().newWindow(org.openqa.selenium.WindowType.TAB);
            String blank = d.getWindowHandle();
            d.switchTo().window(page).close();
            d.switchTo().window(blank);
            waitIn().until(x -> !server.follows(game, "US")); // her WebSocket closed (a page still open gets no notice)

            // Bob takes the challenge from his own client; the game waits for US, Ann's seat
            HttpClient bob = HttpClient.newBuilder().cookieHandler(new CookieManager()).build();
            JsonNode made = ToiServerTest.JSON.readTree(bob.send(HttpRequest.newBuilder(URI.create(lobby() + "api/accounts"))
                    .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(
                            "{\"name\": \"bob\", \"password\": \"correct horse bob\"}")).build(), HttpResponse.BodyHandlers.ofString()).body());
            int took = bob.send(HttpRequest.newBuilder(URI.create(lobby() + "api/challenges/" + game + "/take"))
                    .header("Content-Type", "application/json").header("X-Toi-CSRF", made.get("csrf").asText())
                    .POST(HttpRequest.BodyPublishers.ofString("{}")).build(), HttpResponse.BodyHandlers.ofString()).statusCode();
            assertThat(took).isEqualTo(200);

            assertThat(smtp.waitForIncomingEmail(10_000, 1)).as("Ann's notice").isTrue();
            assertThat(TestMail.to(smtp, "ann@example.org")).as("the notice is to Ann").isNotEmpty();
            MimeMessage m = TestMail.to(smtp, "ann@example.org").get(0);
            String body = GreenMailUtil.getBody(m);
            Matcher link = Pattern.compile("http://localhost:\\d+/\\?game=[0-9a-f]+").matcher(body);
            assertThat(link.find()).as(body).isTrue();
            assertThat(link.group()).isEqualTo(lobby() + "?game=" + game);

            d.get(link.group()); // the mail's link: the game at her turn, signed in, no token in this browser needed
            waitIn().until(x -> !x.findElements(By.cssSelector("#decision button[data-choice]")).isEmpty());
            assertThat(d.findElement(By.id("resign")).isDisplayed()).isTrue();
        } catch (RuntimeException | AssertionError e) {
            Files.createDirectories(Path.of("target/screenshots"));
            Files.write(Path.of("target/screenshots/mail-notice-failed.png"), d.getScreenshotAs(OutputType.BYTES));
            throw e;
        }
    }
}
