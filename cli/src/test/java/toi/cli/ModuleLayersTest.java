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
 * The modules' layers (docs/architecture.md · Modules; issue 28): one protocol module that depends on nothing of ours,
 * both engines on it, and the consumers — server, ai, cli — naming a ruleset's packages ({@code toi.engine},
 * {@code toi.content}, {@code toi.irontide}) only in each game's own package ({@code toi.ai.tideofiron},
 * {@code toi.server.irontide}, {@code toi.cli.tideofiron}, …: its heuristic, board layer, presenter and tools) and where the
 * games are registered. A new class of a shared package that names a ruleset fails this test until its game's part moves
 * into the game's package. Read from the poms and the sources' names (no bytecode library needed).
 */
class ModuleLayersTest {
    private static final Path ROOT = Files.isDirectory(Path.of("protocol")) ? Path.of(".") : Path.of("..");
    /** A name of one of the rulesets' packages, in an import or written out in the code. */
    private static final Pattern RULESET = Pattern.compile("\\btoi\\.(engine|content|irontide)\\.[a-z]");

    /** Each game's own package in a consumer: its board layer, heuristic, presenter and tools. */
    private static final Pattern PER_GAME = Pattern.compile("(ai|server|cli)/toi/(ai|server|cli)/(tideofiron|irontide)/.*");
    /** Where the consumers' games are registered: the one class (or service file) a consumer lists its games in. */
    private static final Set<String> REGISTRATIONS = Set.of(
            "server/toi/server/BoardLayers.java", // the server's board layers (and Tide of Iron's hexes as JSON)
            "cli/toi/cli/Presenters.java"); // the terminal's presenters, with each game's own tools (and its values as JSON)
    // ai: each ruleset's GameAi is registered in META-INF/services/toi.ai.GameAi, which names its per-game package only

    @Test
    void theProtocolModuleDependsOnNothingOfOursAndNamesNoRuleset() throws IOException {
        assertThat(dependencies("protocol")).as("protocol/pom.xml").isEmpty();
        for (Path f : sources("protocol")) {
            String code = Files.readString(f);
            Matcher m = Pattern.compile("\\btoi\\.(?!protocol\\b)[a-z]+\\.").matcher(code.replaceAll("(?s)/\\*.*?\\*/|//[^\n]*", ""));
            assertThat(m.find()).as(f + " names a package of ours other than toi.protocol").isFalse();
        }
    }

    @Test
    void bothEnginesImplementTheProtocol() throws IOException {
        assertThat(dependencies("engine")).containsExactly("toi-protocol");
        assertThat(dependencies("irontide")).contains("toi-protocol").doesNotContain("toi-content", "toi-ai", "toi-server", "toi-cli");
        assertThat(dependencies("content")).contains("toi-engine").doesNotContain("toi-irontide", "toi-ai", "toi-server", "toi-cli");
        assertThat(Files.readString(ROOT.resolve("content/src/main/resources/META-INF/services/toi.protocol.Ruleset")).trim())
                .isEqualTo("toi.content.TideOfIronRuleset");
        assertThat(Files.readString(ROOT.resolve("irontide/src/main/resources/META-INF/services/toi.protocol.Ruleset")).trim())
                .isEqualTo("toi.irontide.match.IronTideRuleset");
        assertThat(Files.readString(ROOT.resolve("engine/src/main/java/toi/engine/event/Event.java")))
                .contains("sealed interface Event extends toi.protocol.GameEvent");
    }

    /** The consumers depend on the protocol (directly or through a ruleset they register) and point down only. */
    @Test
    void theConsumersSitAboveTheProtocol() throws IOException {
        assertThat(dependencies("ai")).doesNotContain("toi-server", "toi-cli");
        assertThat(dependencies("server")).doesNotContain("toi-cli");
        for (String module : List.of("ai", "server", "cli")) {
            assertThat(reaches(module, "toi-protocol")).as(module + " depends on the protocol").isTrue();
        }
    }

    /**
     * The rule (issue 28): outside a game's own package ({@code toi.ai.tideofiron}, {@code toi.server.irontide}, …) and the
     * registration points, no class of server, ai or cli names a ruleset's package ({@code toi.engine}, {@code toi.content},
     * {@code toi.irontide}) nor a game's own package: the shared packages hold game-neutral code only.
     */
    @Test
    void serverAiAndCliNameARulesetOnlyInAGamesOwnPackageOrWhereTheGamesAreRegistered() throws IOException {
        Pattern perGamePackage = Pattern.compile("\\btoi\\.(ai|server|cli)\\.(tideofiron|irontide)\\b"
                + "|\\b\\w*(TideOfIron|IronTide)\\w*\\b|\"(tide-of-iron|iron-tide[^\"]*)\""); // or a game's class or id
        List<String> naming = new ArrayList<>();
        int perGame = 0;
        for (String module : List.of("ai", "server", "cli")) {
            Path base = ROOT.resolve(module).resolve("src/main/java");
            for (Path f : sources(module)) {
                String name = module + "/" + base.relativize(f).toString().replace('\\', '/');
                if (PER_GAME.matcher(name).matches()) {
                    perGame++;
                    continue;
                }
                if (REGISTRATIONS.contains(name)) {
                    continue;
                }
                String code = Files.readString(f).replaceAll("(?s)/\\*.*?\\*/|//[^\n]*", "");
                Matcher ruleset = RULESET.matcher(code);
                if (ruleset.find()) {
                    naming.add(name + " names " + ruleset.group());
                }
                Matcher game = perGamePackage.matcher(code);
                if (game.find()) {
                    naming.add(name + " names " + game.group());
                }
            }
        }
        for (String r : REGISTRATIONS) { // the registrations stay true: each is there
            String module = r.substring(0, r.indexOf('/'));
            assertThat(ROOT.resolve(module).resolve("src/main/java").resolve(r.substring(module.length() + 1))).as(r).exists();
        }
        assertThat(perGame).as("classes in the games' own packages").isGreaterThan(20);
        assertThat(naming).as("classes of server, ai or cli outside a game's own package (toi.<consumer>.tideofiron|irontide) and the "
                + "registrations that name a ruleset's package or a game's: move the game's part into its package, or the rest "
                + "onto toi.protocol").isEmpty();
        assertThat(Files.readString(ROOT.resolve("ai/src/main/resources/META-INF/services/toi.ai.GameAi")).lines().toList())
                .as("the computer players' registration names the games' own packages")
                .allMatch(line -> line.matches("toi\\.ai\\.(tideofiron|irontide)\\.\\w+"));
    }

    private static List<Path> sources(String module) throws IOException {
        Path dir = ROOT.resolve(module).resolve("src/main/java");
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(p -> p.toString().endsWith(".java")).sorted().toList();
        }
    }

    /** The toi-* artifacts a module's pom depends on (compile scope: its {@code <dependencies>}). */
    private static List<String> dependencies(String module) throws IOException {
        String pom = Files.readString(ROOT.resolve(module).resolve("pom.xml"));
        int start = pom.indexOf("<dependencies>");
        if (start < 0) {
            return List.of();
        }
        String deps = pom.substring(start, pom.indexOf("</dependencies>", start));
        List<String> out = new ArrayList<>();
        Matcher m = Pattern.compile("<groupId>toi</groupId>\\s*<artifactId>(toi-[a-z]+)</artifactId>").matcher(deps);
        while (m.find()) {
            out.add(m.group(1));
        }
        return out;
    }

    /** Whether a module reaches the artifact through its toi dependencies. */
    private static boolean reaches(String module, String artifact) throws IOException {
        for (String d : dependencies(module)) {
            if (d.equals(artifact) || reaches(d.substring("toi-".length()), artifact)) {
                return true;
            }
        }
        return false;
    }
}
