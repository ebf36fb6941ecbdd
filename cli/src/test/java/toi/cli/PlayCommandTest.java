package toi.cli;

import static toi.cli.CliTest.run;
import toi.cli.CliTest.Run;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code ./toi play}: a game at the terminal, driven by scripts. */
class PlayCommandTest {

    static final String SKIRMISH = CliTest.example("skirmish.json");
    static final String FIRE = "act concentrated-fire us-3 target ger-2 normal"; // in LOS from the start of the skirmish

    @TempDir
    Path tmp;

    private Run play(String script, String... args) throws IOException {
        return CliTest.play(tmp, script, args);
    }

    private static String finalHash(String out) {
        Matcher m = Pattern.compile("final hash ([0-9a-f]+)").matcher(out);
        assertThat(m.find()).as("a final hash in:\n" + out).isTrue();
        return m.group(1);
    }

    private static JsonNode json(Path file) throws IOException {
        return new ObjectMapper().readTree(file.toFile());
    }

    @Test
    void theHeuristicPlayerAnswersTheOtherSideAndASavedGameResumes() throws IOException {
        Path save = tmp.resolve("h.json");
        Run r = play("1\n1\n1\nsave " + save + "\nquit\n", "normandy-farm", "--seed", "5", "--opponent", "heuristic", "--seat", "GER");
        assertThat(r.err()).isEmpty();
        assertThat(r.out()).contains("you play GER against the heuristic player (US)").contains("US (opponent): Build a squad: ");
        assertThat(json(save).get("opponent").asText()).isEqualTo("heuristic");
        Run resumed = play("quit\n", "--resume", save.toString());
        assertThat(resumed.err()).isEmpty();
        assertThat(resumed.out()).contains("against the heuristic player").contains("choices replayed");
    }

    @Test
    void json_everyLineIsOneRecord_theDecisionWithItsLegalChoicesAndTheView_theChoiceWithItsEvents_refusals_andTheEnd()
            throws IOException {
        Run r = play("1\nbogus words\n?1\nauto all\n", "normandy-farm", "--seed", "5", "--json");
        assertThat(r.err()).isEmpty();
        assertThat(r.code()).isZero();
        java.util.List<JsonNode> records = new java.util.ArrayList<>();
        for (String line : r.out().strip().split("\n")) {
            records.add(new ObjectMapper().readTree(line)); // one JSON object a line, no tables
        }
        assertThat(records).extracting(n -> n.get("type").asText()).startsWith("start", "decision", "choice")
                .contains("refused", "message").endsWith("over");
        JsonNode decision = records.get(1);
        assertThat(decision.get("seat").asText()).isEqualTo("US");
        assertThat(decision.get("kind").asText()).isEqualTo("BUILD_SQUAD");
        assertThat(decision.get("choices").get(0).get("n").asInt()).isEqualTo(1);
        assertThat(decision.get("choices").get(0).get("text").asText()).startsWith("build ");
        assertThat(decision.get("view").get("seat").asText()).isEqualTo("US");
        JsonNode choice = records.get(2);
        assertThat(choice.get("choice").asText()).isEqualTo(decision.get("choices").get(0).get("text").asText());
        assertThat(choice.get("events").get(0).get("type").asText()).isEqualTo("SquadBuilt");
        JsonNode refused = records.stream().filter(n -> n.get("type").asText().equals("refused")).findFirst().orElseThrow();
        assertThat(refused.get("input").asText()).isEqualTo("bogus words");
        assertThat(refused.get("reason").asText()).contains("bogus");
        JsonNode over = records.get(records.size() - 1);
        assertThat(over.get("winner").asText()).isIn("US", "GER");
        assertThat(over.get("finalHash").asText()).matches("[0-9a-f]+");
        assertThat(records).filteredOn(n -> n.get("type").asText().equals("choice"))
                .anySatisfy(n -> assertThat(n.get("by").asText()).isEqualTo("opponent"));
    }

    @Test
    void json_aScriptMayBeAJsonTranscript_andABadOneIsRefusedNamingTheEntry() throws IOException {
        Run lines = play("1\n1\nquit\n", "normandy-farm", "--seed", "5", "--json");
        Run transcript = play("[\"1\", \"1\", \"quit\"]", "normandy-farm", "--seed", "5", "--json");
        assertThat(transcript.err()).isEmpty();
        assertThat(transcript.out()).isEqualTo(lines.out()); // the same game, the same records
        Run bad = play("[\"1\", 2]", "normandy-farm", "--json");
        assertThat(bad.code()).isEqualTo(2);
        assertThat(bad.err()).contains("[1] is not a command line").doesNotContain("Exception");
    }

    @Test
    void aScriptPlaysAWholeGameOfNormandyFarmAgainstTheRandomPlayerToTheEnd() throws IOException {
        Run r = play("""
                # build the five squads as offered, deploy them, then let option 1 answer the rest
                1
                1
                1
                1
                1
                auto all
                """, "normandy-farm", "--seed", "5", "--opponent", "random");
        assertThat(r.err()).isEmpty();
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("Normandy Farm — you play US against the random player (GER); seed 5")
                .contains("GER (opponent): Build a squad: ").contains("US (you, auto): Deploy ").contains("US (you, the only choice): Build a squad: ")
                .containsPattern("══ Game over: (US|GER) wins — ").contains("final hash").containsPattern("You (win|lose)\\.");
    }

    /**
     * 000 · Mortar Crew, No Mixed Fire; 000 · DETERMINING RANGE (docs/rulings.md R-CMB-2b): at the terminal a mortar squad 10
     * hexes from its target is offered its mortar crew alone, previews it (long range: hit on 6) and fires it; a machine gun
     * squad at 5 hexes is offered its crew alone and the whole squad; a typo is refused naming the word, nothing played.
     */
    @Test
    void aMixedMortarSquadFiresItsMortarCrewAloneAtLongRange_andATypoIsRefusedByName() throws IOException {
        Run r = play("""
                act concentrated-fire us-m target ger-2 normal suport us-3
                ?5
                5
                quit
                """, CliTest.example("mixed-squads.json"), "--opponent", "none");
        assertThat(r.err()).isEmpty();
        assertThat(r.out()).contains("5 fire→ger-2 (the mortar crew alone)").contains("fire→ger-3 (the whole squad)")
                .contains("fire→ger-3 (the machine gun crew alone)")
                .contains("refused: did not understand 'suport' in 'act concentrated-fire us-m target ger-2 normal suport us-3'")
                .contains("preview of 'act concentrated-fire us-m target ger-2 normal figures us-m:mortar-crew'")
                .contains("long range → black dice hit on 6 (000 · AREA ATTACKS)")
                .containsPattern("us-m +B6 +US Mortar, 2 Regular +fatigued");
    }

    @Test
    void eachDecisionShowsTheBoardTheStatusAndTheNumberedOptions() throws IOException {
        Run r = play("", SKIRMISH);
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("══ Round 1 of 3 · Action Phase ══")
                .contains("US to act, 2 actions left · initiative US · command US 1, GER 1 · VP US 0, GER 0")
                .contains("Your hand (US): no cards")
                .contains("Map (whole board").contains("terrain: . clear").contains("objective K3 Hill, held by GER")
                .containsPattern("U1 +us-1 +C4 +US 3 Regular, Officer +fresh")
                .containsPattern("G1 +ger-1 +K3 +GER MG, 2 Regular +fresh, in pillbox")
                .contains("US's action turn (2 left):").contains("  turn     │ 1 pass").contains("us-3 D4  │")
                .contains("the script").contains("ended before the game did");
    }

    @Test
    void afterOneSidePassesTheOtherIsToldItHasAnUnlimitedNumberOfActions() throws IOException {
        // 000 · THE ACTION PHASE: "his opponent may now take an unlimited number of actions" — in words, while a unit acts too
        Run r = play("pass\nact advance ger-1\n", SKIRMISH, "--opponent", "none");
        assertThat(r.out()).contains("GER to act, an unlimited number of actions · ")
                .contains("GER's action turn (an unlimited number of actions)")
                .contains("GER squad ger-1 is activated: Advance, ").contains("movement points left · an unlimited number of actions · ")
                .doesNotContain("2147483647").doesNotContain("214748364");
    }

    @Test
    void previewOfAnAttackShowsTheBreakdownAndTheOdds() throws IOException {
        Run r = play("?" + FIRE + "\n", SKIRMISH);
        assertThat(r.out()).contains("preview of '" + FIRE + "' (nothing is changed):")
                .contains("Attack strength (000 · RESOLVING AN ATTACK step 1)")
                .contains("Range type: long range → black dice hit on 6")
                .contains("cover +2 woods terrain")
                .contains("Hits:  0: 64.3%")
                .contains("64.30%  no effect");
    }

    @Test
    void previewOfAnAssaultShowsItsBreakdownAndTheChanceItSucceeds() throws IOException {
        Run r = play("act assault us-1\n?assault D3 support us-2,us-3\n", CliTest.example("woods-melee.json"));
        assertThat(r.out()).contains("Assault on D3 (000 · ASSAULT ATTACKS)").contains("attack strength 13 black dice")
                .contains("Chance the assault succeeds (attacker's hits exceed the defender's): 37.45%");
    }

    @Test
    void aPreviewChangesNothing() throws IOException {
        Path before = tmp.resolve("before.json");
        Path after = tmp.resolve("after.json");
        play("save " + before + "\n?" + FIRE + "\n?17\n?1\nsave " + after + "\n", SKIRMISH);
        assertThat(json(after).get("finalHash")).isEqualTo(json(before).get("finalHash"));
        assertThat(json(after).get("choices")).isEmpty();
    }

    @Test
    void previewOfAStepShowsItsCostAndWhoCouldOpFire() throws IOException {
        Run r = play("act advance us-1\n?step D3\n", SKIRMISH);
        assertThat(r.out()).contains("preview of 'step D3'").contains("us-1 steps C4 → D3: costs")
                .contains("MP left after").contains("no enemy unit is in Op Fire mode");
    }

    @Test
    void aRefusedChoiceShowsTheRuleAndChangesNothing() throws IOException {
        Path before = tmp.resolve("before.json");
        Path after = tmp.resolve("after.json");
        Run r = play("save " + before + "\nact concentrated-fire us-1 target ger-1 normal\nstep K3\n99\nsave " + after + "\n", SKIRMISH);
        assertThat(r.err()).isEmpty();
        assertThat(r.out()).contains("refused: us-1 has no line of sight to K3").containsPattern("refused: .*\\(000 · LOS")
                .contains("refused: the game is waiting for US")
                .contains("there is no option 99").doesNotContain("Exception");
        assertThat(json(after).get("choices")).isEqualTo(json(before).get("choices"));
        assertThat(json(after).get("finalHash")).isEqualTo(json(before).get("finalHash"));
    }

    @Test
    void undoRestoresThePreviousDecisionAndIsRefusedAfterADieRoll() throws IOException {
        Path saved = tmp.resolve("after-undo.json");
        Run r = play("act advance us-1\nundo\nsave " + saved + "\n" + FIRE + "\nundo\n", SKIRMISH);
        String out = r.out();
        assertThat(out).contains("undone: act advance us-1");
        String afterUndo = out.substring(out.indexOf("undone: act advance us-1"));
        assertThat(afterUndo).contains("US to act, 2 actions left").contains("US's action turn (2 left):");
        assertThat(json(saved).get("choices")).isEmpty();
        assertThat(out).contains("cannot undo '" + FIRE + "': since then dice were rolled");
    }

    @Test
    void saveThenResumeContinuesToTheSameFinalHashAsAnUninterruptedRun() throws IOException {
        Path mid = tmp.resolve("mid.json");
        Run whole = play("auto 11\nsave " + mid + "\nauto all\n", "normandy-farm", "--seed", "3", "--opponent", "random");
        assertThat(whole.out()).contains("saved ").contains("Game over");
        JsonNode saved = json(mid);
        assertThat(saved.get("seat").asText()).isEqualTo("US");
        assertThat(saved.get("opponent").asText()).isEqualTo("random");
        assertThat(saved.get("seed").asLong()).isEqualTo(3);

        Run resumed = play("auto all\n", "--resume", mid.toString());
        assertThat(resumed.err()).isEmpty();
        assertThat(resumed.out()).contains("resumed " + mid);
        assertThat(finalHash(resumed.out())).isEqualTo(finalHash(whole.out()));

        Run verified = run("replay", mid.toString(), "--verify"); // the same saved-game format ./toi replay reads
        assertThat(verified.code()).isZero();
    }

    @Test
    void optionsArePlayedSavedAndResumed_andAResumedGameKeepsItsOwn() throws IOException {
        Path mid = tmp.resolve("options.json");
        Run whole = play("auto 11\nsave " + mid + "\nauto all\n", "normandy-farm", "--seed", "3", "--option", "limited-combined-fire",
                "--options", "mortars-into-woods,trucks");
        assertThat(whole.err()).isEmpty();
        assertThat(whole.out()).contains("optional rules on: mortars-into-woods, limited-combined-fire, trucks").contains("Game over");
        assertThat(json(mid).get("options")).extracting(JsonNode::asText)
                .containsExactly("mortars-into-woods", "limited-combined-fire", "trucks");
        Run resumed = play("auto all\n", "--resume", mid.toString());
        assertThat(resumed.err()).isEmpty();
        assertThat(resumed.out()).contains("optional rules on: mortars-into-woods, limited-combined-fire, trucks");
        assertThat(finalHash(resumed.out())).isEqualTo(finalHash(whole.out()));
        Run more = play("quit\n", "--resume", mid.toString(), "--option", "modified-plateau");
        assertThat(more.code()).isEqualTo(2);
        assertThat(more.err()).contains("a resumed game keeps the options it was saved with");
    }

    @Test
    void whyShowsTheSearchOpponentsLastDecisionWithItsAlternatives() throws IOException {
        Run r = play("why\npass\nwhy\nquit\n", SKIRMISH, "--opponent", "mcts:8", "--seat", "US");
        assertThat(r.code()).as(r.err()).isZero();
        String out = r.out();
        assertThat(out).contains("you play US against the mcts:8 player (GER)")
                .contains("why: the mcts:8 player has made no decision with a choice yet");
        String after = out.substring(out.indexOf("GER (opponent)"));
        assertThat(after).contains("search chose '").contains("how: search: 8 iterations").contains("visits, value");
    }

    @Test
    void aDifficultyLevelIsAnOpponent() throws IOException {
        Run r = play("quit\n", SKIRMISH, "--opponent", "easy", "--seat", "US");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("against the easy player (GER: plays by rules of thumb (the heuristic), a third of its action, move and op fire choices at random)");
    }

    @Test
    void theDefaultOpponentIsTheLobbysNormalLevel_andTheMapIsNotReprintedWhenNothingOnItChanged() throws IOException {
        // issue 29: `./toi play` plays the normal level, as the lobby does; the map is printed again only when it changed
        Run r = play("bogus\nmap\nquit\n", SKIRMISH, "--seat", "US");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("against the normal player (GER: plays by rules of thumb (the heuristic))");
        Run twice = play("show\nquit\n", SKIRMISH, "--seat", "US");
        assertThat(twice.out().split("Map \\(whole board", -1)).as("one map for one unchanged board").hasSize(2);
        assertThat(twice.out()).contains("(the map is as above; 'map' prints the whole board)");
    }

    @Test
    void hotSeatAsksBothSides() throws IOException {
        Run r = play("pass\n", SKIRMISH, "--opponent", "none");
        assertThat(r.out()).contains("you play both sides (hot-seat)").contains("GER's action turn").doesNotContain("(opponent)");
    }

    @Test
    void helpAndBadOptions() {
        Run help = run("play", "--help");
        assertThat(help.code()).isZero();
        assertThat(help.out()).contains("--seat").contains("--opponent").contains("--script").contains("--resume").contains("SCENARIO");
        Run bad = run("play", SKIRMISH, "--opponent", "clever");
        assertThat(bad.code()).isEqualTo(2);
        assertThat(bad.err()).contains("unknown opponent 'clever'");
        Run seat = run("play", SKIRMISH, "--seat", "FR");
        assertThat(seat.err()).contains("not a side");
    }
}
