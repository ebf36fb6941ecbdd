package toi.server;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.TestInfo;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The harness of the tests that click the table in headless Chromium: a server on a temporary SQLite file for each test,
 * the browsers it opened quit after it ({@link BrowserTableTest#chromium}), the test's name for the screenshot a failure
 * leaves, and the page's waits.
 */
abstract class BrowserHarness {
    @TempDir
    Path tmp;
    ToiServer server;
    final List<WebDriver> browsers = new ArrayList<>();
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

    WebDriverWait waitIn(WebDriver d) {
        return BrowserTableTest.waitFor(d);
    }

    void screenshotOnFailure(WebDriver d, Runnable steps) throws Exception {
        BrowserTableTest.screenshotOnFailure(d, test, steps);
    }

    Object js(WebDriver d, String script, Object... args) {
        return ((ChromeDriver) d).executeScript(script, args);
    }
}
