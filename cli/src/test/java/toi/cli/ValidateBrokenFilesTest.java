package toi.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/**
 * Issue 6: "./toi validate rejects a set of broken files (one per kind of error) with clear messages, and never
 * throws a stack trace at the user". Each case breaks one thing in a small valid scenario and its map.
 */
@DisplayName("./toi validate: one broken file per kind of error")
class ValidateBrokenFilesTest {

    static final String MAP = "{\"name\": \"m\", \"columns\": 6, \"rows\": 4,"
            + " \"grid\": [\"- . . . . .\", \". . . . . .\", \". . . . . .\", \". . . . . .\"],"
            + " \"deployment\": [{\"nation\": \"US\", \"hexes\": [\"A2:B4\"]}, {\"nation\": \"GER\", \"hexes\": [\"E1:F4\"]}],"
            + " \"markers\": [{\"hex\": \"C2\", \"type\": \"tank-trap\"}]}";

    static final String SCENARIO = "{\"name\": \"t\", \"position\": {\"map\": \"map.json\", \"units\": []}, \"sides\": [\"US\", \"GER\"],"
            + " \"initiative\": \"US\", \"rounds\": 3, \"actions\": {\"US\": 2, \"GER\": 2}, \"markers\": {\"tank-trap\": 1},"
            + " \"forces\": {\"US\": {\"figures\": {\"us-regular\": 4}, \"squadBases\": 1}, \"GER\": {\"figures\": {\"ger-regular\": 4}, \"squadBases\": 1}},"
            + " \"cards\": {\"US\": {\"decks\": [\"artillery-1\"], \"startingCards\": 1}},"
            + " \"victory\": [{\"side\": \"US\", \"when\": \"end-of-game\", \"mostPoints\": true}],"
            + " \"special\": {\"setsUpFirst\": \"US\"}}";

    static CliTest.Run validate(Path dir, String scenario, String map) throws Exception {
        Files.writeString(dir.resolve("map.json"), map);
        Path file = dir.resolve("scenario.json");
        Files.writeString(file, scenario);
        return CliTest.run("validate", file.toString());
    }

    @Test
    void theUnbrokenFilesAreValid(@TempDir Path dir) throws Exception {
        CliTest.Run r = validate(dir, SCENARIO, MAP);
        assertThat(r.code()).as(r.out()).isZero();
        assertThat(r.out()).startsWith("ok ").doesNotContain("warn");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        // kind of error | in the scenario: replace | with | in the map: replace | with | the message names
        "unknown unit | \"us-regular\": 4 | \"us-ranger\": 4 | | | forces.US.figures.us-ranger: unknown unit type 'us-ranger'",
        "unknown deck | artillery-1 | artillery-9 | | | cards.US.decks[0]: unknown Strategy deck 'artillery-9'",
        "unknown card | \"startingCards\": 1 | \"startingCards\": 1, \"removeCards\": [\"no-such-card\"] | | | cards.US.removeCards[0]: 'no-such-card' is not a card of US's decks",
        "unknown Operations card | \"startingCards\": 1 | \"startingCards\": 1, \"operations\": [\"no-such-op\"] | | | cards.US.operations[0]: unknown Operations card 'no-such-op'",
        "zone outside the map | | | A2:B4 | A2:Z9 | deployment[0].hexes[0]: hex Z9 is off the board",
        "zone on a half hex | | | \"A2:B4\" | \"A1\", \"A2\" | deployment[0].hexes: A1 is a half hex",
        "marker limit in a hex | | | \"type\": \"tank-trap\"} | \"type\": \"tank-trap\", \"count\": 2} | markers[0]: C2: a hex may hold at most 1 tank trap marker",
        "scenario marker count | \"tank-trap\": 1 | \"tank-trap\": 2 | | | markers.tank-trap: the scenario calls for 2 tank trap markers, but its map has 1 and its sides place 0",
        "unknown marker | \"tank-trap\": 1 | \"tank-trap\": 1, \"sandbags\": 1 | | | markers.sandbags: unknown marker 'sandbags'",
        "forces that cannot fill their bases | \"us-regular\": 4 | \"us-regular\": 3 | | | forces.US: 3 holes' worth of figures for 1 squad base (4 holes)",
        "forces with no deployment zone | | | , {\"nation\": \"GER\", \"hexes\": [\"E1:F4\"]} | | forces.GER: the map has no deployment zone where GER may place squads",
        "special rule the engine does not support | \"setsUpFirst\": \"US\" | \"nightFighting\": true | | | special.nightFighting: special rule 'nightFighting' is not one the engine supports",
        "victory for an unknown side | \"side\": \"US\", \"when\" | \"side\": \"UK\", \"when\" | | | victory[0].side: 'UK' is not one of the sides [US, GER]",
        "exit minimum checked before the end | \"mostPoints\": true | \"opponentExitsBelow\": {\"vp\": 5} | | | victory[0].opponentExitsBelow: 'opponentExitsBelow' decides the game only at its end",
        "not JSON | \"rounds\": 3, | \"rounds\": 3,, | | | not valid JSON",
        "objective worth more than an int can add | | | \"markers\": [{ | \"objectives\": [{\"hex\": \"C3\", \"kind\": \"victory\", \"value\": 2147483647}], \"markers\": [{ | objectives[0].value: must be between 0 and 99, got 2147483647",
        "objective worth negative points | | | \"markers\": [{ | \"objectives\": [{\"hex\": \"C3\", \"kind\": \"victory\", \"value\": -1}], \"markers\": [{ | objectives[0].value: must be between 0 and 99, got -1",
        "number beyond a whole int | | | \"markers\": [{ | \"objectives\": [{\"hex\": \"C3\", \"kind\": \"command\", \"value\": 99999999999}], \"markers\": [{ | objectives[0].value: whole number out of range, got 99999999999",
        "map marker count of zero | | | \"type\": \"tank-trap\"} | \"type\": \"tank-trap\", \"count\": 0} | markers[0].count: must be between 1 and 99, got 0",
        "scenario marker count of zero | \"tank-trap\": 1 | \"tank-trap\": 0 | | | markers.tank-trap: must be between 1 and 99, got 0",
        "negative scenario marker count | \"tank-trap\": 1 | \"tank-trap\": -2 | | | markers.tank-trap: must be between 1 and 99, got -2",
        "the same nation on both sides | \"sides\": [\"US\", \"GER\"] | \"sides\": [\"US\", \"US\"] | | | sides: names US twice",
        "a side with no units | \"GER\": {\"figures\": {\"ger-regular\": 4}, \"squadBases\": 1} | \"GER\": {\"figures\": {}, \"squadBases\": 0} | | | sides: GER has no units",
    })
    void eachKindOfErrorIsRefusedNamingTheFileAndField(String kind, String from, String to, String mapFrom, String mapTo, String message,
                                                         @TempDir Path dir) throws Exception {
        String scenario = from == null ? SCENARIO : replaced(SCENARIO, from, to);
        String map = mapFrom == null ? MAP : replaced(MAP, mapFrom, mapTo == null ? "" : mapTo);
        if (kind.equals("exit minimum checked before the end")) {
            scenario = replaced(scenario, "\"end-of-game\", \"opponentExitsBelow\"", "\"end-of-round\", \"opponentExitsBelow\"");
        }
        CliTest.Run r = validate(dir, scenario, map);
        assertThat(r.code()).as(kind + ": " + r.out()).isEqualTo(1);
        String file = message.startsWith("deployment") || message.startsWith("markers[") || message.startsWith("objectives")
                ? "map.json: " : "scenario.json: ";
        assertThat(r.out()).as(kind).startsWith("error ").contains(file).contains(message);
        if (!kind.equals("not JSON")) {
            assertThat(r.out()).as(kind + ": the file, then the field").contains(file + message);
        }
        assertThat(r.out() + r.err()).as(kind + ": no stack trace").doesNotContain("Exception").doesNotContain("\tat ");
    }

    @Test
    void everyProblemOfAFileIsReported_notOnlyTheFirst(@TempDir Path dir) throws Exception {
        String scenario = replaced(replaced(replaced(SCENARIO, "\"us-regular\": 4", "\"us-ranger\": 4"), "artillery-1", "artillery-9"),
                "\"setsUpFirst\": \"US\"", "\"nightFighting\": true");
        CliTest.Run r = validate(dir, scenario, MAP);
        assertThat(r.code()).isEqualTo(1);
        assertThat(r.out().lines().filter(l -> l.startsWith("error ")).toList()).hasSize(3);
        assertThat(r.out()).contains("unknown unit type 'us-ranger'").contains("unknown Strategy deck 'artillery-9'")
                .contains("special rule 'nightFighting'");
    }

    @Test
    void aScenarioNeedingMoreThanTheBoxHoldsIsWarnedNotRefused(@TempDir Path dir) throws Exception {
        // 002 · COMPONENTS: 58 American regular infantry
        String scenario = replaced(SCENARIO, "\"us-regular\": 4}, \"squadBases\": 1", "\"us-regular\": 60}, \"squadBases\": 15");
        CliTest.Run r = validate(dir, scenario, replaced(MAP, "A2:B4", "A2:D4"));
        assertThat(r.code()).as(r.out()).isZero();
        assertThat(r.out()).contains("warn  ").contains("needs 60 ").contains("(us-regular); the box has 58 (002 · COMPONENTS)");
    }

    static String replaced(String text, String from, String to) {
        assertThat(text).as("the test's own text to break").contains(from);
        return text.replace(from, to);
    }
}
