package toi.engine.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The game's packages depend downward only (docs/architecture.md · Modules): game → flow → rules → state → protocol and
 * scenario. Read from the sources: every reference from one of these packages to another must
 * point to a lower layer, and the engine's other packages never reach up into the game.
 */
class GameLayersTest {
    private static final String GAME = "toi.engine.game";
    private static final String FLOW = GAME + ".flow";
    private static final String RULES = GAME + ".rules";
    private static final String STATE = GAME + ".state";
    private static final String PROTOCOL = GAME + ".protocol";
    private static final String SCENARIO = "toi.engine.scenario";
    /** What each package may use of the others; the engine's other packages may use none of them. */
    private static final Map<String, Set<String>> MAY_USE = Map.of(
            GAME, Set.of(FLOW, RULES, STATE, PROTOCOL, SCENARIO),
            FLOW, Set.of(RULES, STATE, PROTOCOL, SCENARIO),
            RULES, Set.of(STATE, PROTOCOL, SCENARIO),
            STATE, Set.of(PROTOCOL, SCENARIO),
            PROTOCOL, Set.of(),
            SCENARIO, Set.of());
    private static final Pattern REFERENCE = Pattern.compile("\\b(toi\\.engine\\.(?:game(?:\\.\\w+)?|scenario))\\.[A-Z]\\w*");

    @Test
    void everyReferenceBetweenTheGamesPackagesPointsDown() throws IOException {
        Path src = Files.exists(Path.of("src/main/java")) ? Path.of("src/main/java") : Path.of("engine/src/main/java");
        List<String> upward = new ArrayList<>();
        int checked = 0;
        try (Stream<Path> files = Files.walk(src.resolve("toi/engine"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                String text = Files.readString(f);
                Matcher pk = Pattern.compile("^package ([\\w.]+);", Pattern.MULTILINE).matcher(text);
                assertThat(pk.find()).as(f.toString()).isTrue();
                String from = pk.group(1);
                Set<String> mayUse = MAY_USE.getOrDefault(from, Set.of());
                Matcher m = REFERENCE.matcher(text);
                while (m.find()) {
                    String to = m.group(1);
                    checked++;
                    if (!to.equals(from) && !mayUse.contains(to)) {
                        upward.add(f.getFileName() + " (" + from + ") → " + m.group());
                    }
                }
            }
        }
        assertThat(checked).as("references read").isGreaterThan(150);
        assertThat(upward).as("references pointing up a layer").isEmpty();
    }
}
