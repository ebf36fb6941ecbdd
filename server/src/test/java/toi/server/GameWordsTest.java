package toi.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import toi.content.TideOfIronRuleset;
import toi.engine.game.protocol.ActionKind;
import toi.protocol.GameEvent;
import toi.protocol.Match;
import toi.protocol.Option;
import toi.protocol.Pending;
import toi.protocol.ScenarioSummary;

/**
 * Issue 29 · words of the game everywhere a person reads: whole games of every Tide of Iron scenario, each choice made
 * at random (seeded), and every prompt, choice label, log line and end reason a seat is shown is scanned for the
 * command grammar — a hyphenated command verb ({@code opfire-mode}, {@code end-transfers}), an action's id
 * ({@code concentrated-fire}), a {@code {key=value}} map, ids joined by bare commas, a {@code [H3]} list, or a label
 * that is a command (starts in lower case: {@code build us-elite …}, {@code draw artillery-1}, {@code done}).
 */
class GameWordsTest {
    /** The command text's own words: hyphenated verbs and action ids, maps, bare-comma lists, bracketed lists. */
    static final Pattern GRAMMAR = Pattern.compile(String.join("|",
            "^[a-z]+(-[a-z]+)+( |$)", // a command verb first: opfire-mode, end-tokens, place-marker, us-elite
            "\\b(" + Arrays.stream(ActionKind.values()).map(ActionKind::id).filter(id -> id.contains("-")).collect(Collectors.joining("|"))
                    + "|opfire-mode|move-to|end-transfers|end-tokens|end-munitions|place-marker|transfer-crew|star-shell)\\b",
            "\\{[^}]*=", // a map's toString: {concealed=3}
            "[\\w*],[\\w*]", // ids joined by bare commas: us-3,us-4
            "\\[[A-Za-z]+-?\\d"), // a list's toString: [H3], [us-3, …], [B6*, …]
            0);

    @Test
    void everyLabelPromptLogLineAndEndReason_ofWholeRandomGamesOfAllNineScenarios_speaksTheGameNotTheCommandGrammar() {
        TideOfIronRuleset rules = new TideOfIronRuleset(ToiServerTest.SCENARIOS);
        List<ScenarioSummary> scenarios = rules.scenarios();
        assertThat(scenarios).hasSizeGreaterThanOrEqualTo(9);
        Set<String> raw = new TreeSet<>();
        int read = 0;
        for (ScenarioSummary scenario : scenarios) {
            Match m = rules.start(scenario.id(), Set.of(), 29);
            SplittableRandom random = new SplittableRandom(29);
            for (int n = 0; !m.over() && n < 20_000; n++) {
                Pending p = m.pending();
                read += scan(raw, scenario.id(), "prompt", p.prompt(), false);
                for (Option o : p.options()) {
                    read += scan(raw, scenario.id(), "choice", o.label(), true);
                }
                Option chosen = p.options().get(random.nextInt(p.options().size()));
                for (GameEvent e : m.redact(m.apply(p.seat(), chosen), p.seat())) {
                    read += scan(raw, scenario.id(), "log", e.text(), false);
                }
            }
            assertThat(m.over()).as(scenario.id() + " played to its end").isTrue();
            read += scan(raw, scenario.id(), "end", m.outcome().reason(), false);
            read += scan(raw, scenario.id(), "end", m.pending().prompt(), false);
        }
        assertThat(read).as("lines read").isGreaterThan(10_000);
        assertThat(raw).as("lines a player reads that show the command grammar").isEmpty();
    }

    @Test
    void theGrammarScan_catchesTheCommandStringsTheIssueQuotes() {
        for (String command : List.of("build us-elite us-elite us-elite us-officer", "concentrated-fire target ger-3 normal support us-3,us-4,us-5",
                "opfire-mode ger-2 ger-3", "activate-card harassing-fire", "Send act advance us-3, then move-to F5?", "{concealed=3}",
                "US controls 1 of [H3]", "attack: [B6*, R2]", "ger-3 is activated: concentrated-fire", "draw artillery-1", "done")) {
            assertThat(raw(command, true)).as(command).isTrue();
        }
        for (String words : List.of("Concentrated Fire with us-3: normal attack on ger-3, supported by us-4 and us-5", "Put ger-1, ger-2 and ger-3 in Op Fire mode",
                "Build a squad: 3 elite + 1 officer")) {
            assertThat(raw(words, true)).as(words).isFalse();
        }
        for (String line : List.of("ger-panzer-iv-4 is destroyed (000 · RESOLVING AN ATTACK)", "Attack: B6* R2")) {
            assertThat(raw(line, false)).as(line).isFalse();
        }
    }

    private static final Set<String> SHAPES = new java.util.HashSet<>(); // one line of each shape is enough to read

    private static int scan(Set<String> raw, String scenario, String where, String text, boolean label) {
        if (text == null) {
            return 0;
        }
        if (raw(text, label) && raw.size() < 80 && SHAPES.add(where + text.replaceAll("[A-Za-z]*\\d+", "#"))) {
            raw.add(scenario + " · " + where + ": " + text);
        }
        return 1;
    }

    /** A choice's label starts as a sentence does; any line a player reads has none of the command text's grammar. */
    static boolean raw(String text, boolean label) {
        return GRAMMAR.matcher(text).find() || label && !text.isEmpty() && Character.isLowerCase(text.charAt(0));
    }
}
