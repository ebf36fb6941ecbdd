package toi.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The modules' layers (docs/architecture.md · Modules; issue 28): one protocol module that depends on nothing of ours,
 * both engines on it, and the consumers — server, ai, cli — naming a ruleset's packages ({@code toi.engine},
 * {@code toi.content}, {@code toi.irontide}) only in the classes listed here: where a game is registered, its heuristic
 * and its board layer. A new class that names a ruleset fails this test until it is moved onto the protocol or listed
 * with its reason. Read from the poms and the sources' names (no bytecode library needed).
 */
class ModuleLayersTest {
    private static final Path ROOT = Files.isDirectory(Path.of("protocol")) ? Path.of(".") : Path.of("..");
    /** A name of one of the rulesets' packages, in an import or written out in the code. */
    private static final Pattern RULESET = Pattern.compile("\\btoi\\.(engine|content|irontide)\\.[a-z]");

    /** The consumers' classes that may name a ruleset, and why. */
    private static final Map<String, String> MAY_NAME_A_RULESET = new TreeMap<>(Map.ofEntries(
            // ai: each ruleset's registration and heuristic (GameAi), and Tide of Iron's typed heuristic family
            Map.entry("ai/toi/ai/TideOfIronAi.java", "registration: Tide of Iron's GameAi"),
            Map.entry("ai/toi/ai/IronTideAi.java", "registration: Iron Tide's GameAi and its heuristic's adapter"),
            Map.entry("ai/toi/ai/HeuristicAi.java", "heuristic: Tide of Iron's"),
            Map.entry("ai/toi/ai/Candidates.java", "heuristic: Tide of Iron's search candidates"),
            Map.entry("ai/toi/ai/Evaluation.java", "heuristic: Tide of Iron's position score"),
            Map.entry("ai/toi/ai/PassiveAi.java", "heuristic: Tide of Iron's passive yardstick"),
            Map.entry("ai/toi/ai/AiView.java", "heuristic: Tide of Iron's typed view for its heuristic"),
            Map.entry("ai/toi/ai/TideOfIronPlayer.java", "heuristic: Tide of Iron's typed players on the protocol"),
            Map.entry("ai/toi/ai/Balance.java", "heuristic: Tide of Iron's scenario balance report (heuristic against passive)"),
            // server: the board layers and where they are registered
            Map.entry("server/toi/server/TideOfIronLayer.java", "board layer: Tide of Iron's"),
            Map.entry("server/toi/server/IronTideLayer.java", "board layer: Iron Tide's"),
            Map.entry("server/toi/server/BoardLayers.java", "registration: the board layers"),
            // cli: Tide of Iron's own tools (its rules, board, cards, options, scenarios) and the terminal presenters
            Map.entry("cli/toi/cli/TideOfIronPresenter.java", "board layer: Tide of Iron's terminal presenter"),
            Map.entry("cli/toi/cli/IronTidePresenter.java", "board layer: Iron Tide's terminal presenter"),
            Map.entry("cli/toi/cli/Presenters.java", "registration: the terminal presenters"),
            Map.entry("cli/toi/cli/BoardView.java", "board layer: Tide of Iron's board in the terminal"),
            Map.entry("cli/toi/cli/ChoiceMenu.java", "board layer: Tide of Iron's choices in the terminal"),
            Map.entry("cli/toi/cli/RulesCommand.java", "Tide of Iron's rules tool (./toi rules los|range|moves)"),
            Map.entry("cli/toi/cli/AttackCommand.java", "Tide of Iron's rules tool (./toi rules attack)"),
            Map.entry("cli/toi/cli/RenderCommand.java", "Tide of Iron's board drawing (./toi render)"),
            Map.entry("cli/toi/cli/CardsCommand.java", "Tide of Iron's cards (./toi cards)"),
            Map.entry("cli/toi/cli/OptionsCommand.java", "Tide of Iron's optional rules (./toi options)"),
            Map.entry("cli/toi/cli/RuleOptionFlags.java", "Tide of Iron's optional rules on the command line"),
            Map.entry("cli/toi/cli/ScenariosCommand.java", "Tide of Iron's scenario files (./toi scenarios)"),
            Map.entry("cli/toi/cli/ScenarioSheet.java", "Tide of Iron's scenario sheet"),
            Map.entry("cli/toi/cli/ValidateCommand.java", "content files of both rulesets (./toi validate)"),
            Map.entry("cli/toi/cli/Inputs.java", "Tide of Iron's map and position files"),
            Map.entry("cli/toi/cli/Errors.java", "the content loaders' errors as one line"),
            Map.entry("cli/toi/cli/Json.java", "Tide of Iron's values as JSON"),
            Map.entry("cli/toi/cli/BalanceCommand.java", "Tide of Iron's scenario balance report"),
            Map.entry("cli/toi/cli/BalanceReport.java", "Tide of Iron's scenario balance report"),
            Map.entry("cli/toi/cli/ReplayCommand.java", "Tide of Iron's saved games and their converter (./toi replay)"),
            Map.entry("cli/toi/cli/render/BoardPicture.java", "board layer: ./toi render's standalone picture of a Tide of Iron board (the one drawing, toi.draw, framed with a legend and roster)")));

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

    @Test
    void serverAiAndCliNameARulesetOnlyWhereAGameIsRegisteredOrInItsHeuristicOrBoardLayer() throws IOException {
        Set<String> naming = new TreeSet<>();
        for (String module : List.of("ai", "server", "cli")) {
            Path base = ROOT.resolve(module).resolve("src/main/java");
            for (Path f : sources(module)) {
                String code = Files.readString(f).replaceAll("(?s)/\\*.*?\\*/|//[^\n]*", "");
                if (RULESET.matcher(code).find()) {
                    naming.add(module + "/" + base.relativize(f).toString().replace('\\', '/'));
                }
            }
        }
        for (String listed : MAY_NAME_A_RULESET.keySet()) { // the list stays true: no entry for a class that is gone
            String module = listed.substring(0, listed.indexOf('/'));
            assertThat(ROOT.resolve(module).resolve("src/main/java").resolve(listed.substring(module.length() + 1)))
                    .as("listed in MAY_NAME_A_RULESET but gone: " + listed).exists();
        }
        List<String> unlisted = new ArrayList<>(naming);
        unlisted.removeAll(MAY_NAME_A_RULESET.keySet());
        assertThat(unlisted).as("classes of server, ai or cli that name a ruleset's package (toi.engine, toi.content, toi.irontide) "
                + "but are not where a game is registered, nor its heuristic or board layer: move them onto toi.protocol").isEmpty();
        // the game-neutral players and the tournament are written against the protocol alone
        assertThat(naming).doesNotContain("ai/toi/ai/Player.java", "ai/toi/ai/PlayerView.java", "ai/toi/ai/RandomAi.java",
                "ai/toi/ai/SearchAi.java", "ai/toi/ai/MonteCarloAi.java", "ai/toi/ai/Tournament.java", "ai/toi/ai/Referee.java",
                "ai/toi/ai/Players.java", "ai/toi/ai/Guide.java", "ai/toi/ai/GameAi.java", "ai/toi/ai/Explanation.java",
                "cli/toi/cli/TournamentCommand.java");
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
