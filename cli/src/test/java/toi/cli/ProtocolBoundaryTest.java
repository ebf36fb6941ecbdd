package toi.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The computer players, the server, the command line and the benchmarks meet the game through its protocol
 * (docs/architecture.md · Modules): {@code toi.engine.game} (Game, Preview, SeatView, …), its words
 * ({@code game.protocol}) and the scenario — never the driver, the frames' rules or the rules themselves
 * ({@code game.flow}, {@code game.rules}); of the state only what a game shows ({@code GameState}'s accessors, the
 * moving unit's {@code Activity}). Read from the sources of every module above the engine.
 */
class ProtocolBoundaryTest {
    private static final Pattern GAME_REFERENCE = Pattern.compile("\\btoi\\.engine\\.game\\.(flow|rules|state)\\.([A-Z]\\w*)");
    private static final Set<String> STATE_SHOWN = Set.of("GameState", "Activity");

    @Test
    void theModulesAboveTheEngineUseTheGameOnlyThroughItsProtocol() throws IOException {
        Path root = Files.exists(Path.of("../engine")) ? Path.of("..") : Path.of(".");
        List<String> crossing = new ArrayList<>();
        int files = 0;
        for (String module : List.of("ai", "server", "cli", "bench")) {
            Path src = root.resolve(module).resolve("src/main/java");
            try (Stream<Path> walk = Files.walk(src)) {
                for (Path f : walk.filter(p -> p.toString().endsWith(".java")).toList()) {
                    files++;
                    Matcher m = GAME_REFERENCE.matcher(Files.readString(f));
                    while (m.find()) {
                        if (!m.group(1).equals("state") || !STATE_SHOWN.contains(m.group(2))) {
                            crossing.add(module + "/" + f.getFileName() + " → " + m.group());
                        }
                    }
                }
            }
        }
        assertThat(files).as("source files read").isGreaterThan(40);
        assertThat(crossing).as("references past the game's protocol").isEmpty();
    }
}
