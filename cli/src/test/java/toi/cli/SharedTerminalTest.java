package toi.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Issue 28 · "no class in cli names a ruleset except where a game is registered": {@code ./toi play}, {@code simulate} and
 * {@code tournament} are written once over the protocol; only {@link Presenters} (the registration) and each game's
 * presenter name a game's packages. Read from the sources.
 */
class SharedTerminalTest {
    private static final List<String> SHARED = List.of("PlayCommand", "SimulateCommand", "TournamentCommand", "Presenter", "Script",
            "JsonLines", "Opponent", "ComputerOpponent");
    private static final Pattern GAME_PACKAGE = Pattern.compile("\\btoi\\.(engine|content|irontide)\\.[a-z]\\w*(\\.[A-Za-z]\\w*)*");

    @Test
    void theSharedCommandsNameNoGame() throws IOException {
        Path src = Files.exists(Path.of("src/main/java/toi/cli")) ? Path.of("src/main/java/toi/cli") : Path.of("cli/src/main/java/toi/cli");
        List<String> named = new ArrayList<>();
        for (String c : SHARED) {
            String text = Files.readString(src.resolve(c + ".java"));
            Matcher m = GAME_PACKAGE.matcher(text);
            while (m.find()) {
                named.add(c + " → " + m.group());
            }
            for (String presenter : List.of("TideOfIronPresenter", "IronTidePresenter")) {
                if (text.contains(presenter)) {
                    named.add(c + " → " + presenter);
                }
            }
        }
        assertThat(named).as("a game named by the shared path").isEmpty();
        assertThat(Files.readString(src.resolve("Presenters.java"))).contains("new IronTidePresenter()").contains("new TideOfIronPresenter()");
    }

    @Test
    void theOldSecondTerminalIsGone() {
        assertThat(Path.of("src/main/java/toi/cli/IronTidePlay.java")).doesNotExist();
        assertThat(Path.of("src/main/java/toi/cli/IronTideSimulate.java")).doesNotExist();
    }
}
