package toi.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static toi.cli.CliTest.run;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import toi.cli.CliTest.Run;
import toi.cli.irontide.IronTidePresenter;

/**
 * {@code ./toi play iron-tide-demo} and {@code ./toi simulate --scenario iron-tide-demo}: Iron Tide at the terminal through the
 * same commands as Tide of Iron (one loop over the protocol's Match), with its own map, units and odds ({@link IronTidePresenter}).
 */
class PlayIronTideTest {
    @TempDir
    Path tmp;

    private Run play(String script, String... args) throws IOException {
        return CliTest.play(tmp, script, args);
    }

    @Test
    void aWholeDemoGameAgainstTheRandomPlayerEndsInAVictoryLevelAndSaysDemo() throws IOException {
        Run r = play("1\n".repeat(6000), "iron-tide-demo", "--seed", "1", "--opponent", "random");
        assertThat(r.err()).isEmpty();
        assertThat(r.out()).startsWith("Iron Tide DEMO — not the published game")
                .contains("you play German against the random player (Allied)")
                .contains("16AM · German player turn · Combat Phase")
                .contains("══ Game over: ");
        assertThat(r.out().strip()).endsWith("Iron Tide DEMO — not the published game · the 10-turn scenario on an invented map (16AM to 20PM)");
        assertThat(r.out()).containsPattern(GAME_OVER);
    }

    /** The last lines of a game: who won (or a draw) and the victory level (§20), from the match's outcome. */
    private static final String GAME_OVER = "══ Game over: (German wins|Allied wins|a draw) — ((Allied|German) [A-Za-z]+ Victory|Draw)";

    @Test
    void refusalsNameTheRuleAndTheMapAndUnitsShowTheBoard() throws IOException {
        Run r = play("map\nunits\nattack 0101\nmove 3fj-5\n2\nwith 3fj-5\nquit\n", "iron-tide-demo");
        assertThat(r.err()).isEmpty();
        assertThat(r.out()).contains("refused: §11.0 · attacks are made on hexes holding enemy units")
                .contains("refused: not a choice now (expected: attack HEX, end-phase) (a number picks an option; help lists the commands)")
                .contains("1303  German  3fj-5  DEMO 5 FJ Regt, infantry, red B, no chit yet")
                .contains("refused: §11.1 · every attacker must be adjacent to every defender");
        assertThat(r.out()).contains("     01          03          05");
    }

    @Test
    void aSavedGameResumesWithItsChoices() throws IOException {
        Path save = tmp.resolve("it.json");
        Run r = play("1\nwith 3fj-5\ncommit\ndone\nsave " + save + "\nquit\n", "iron-tide-demo", "--seed", "4");
        assertThat(r.err()).isEmpty();
        var json = new ObjectMapper().readTree(save.toFile());
        assertThat(json.get("game").asText()).isEqualTo("iron-tide");
        assertThat(json.get("label").asText()).isEqualTo("DEMO — not the published game");
        assertThat(json.get("choices").size()).isGreaterThanOrEqualTo(4);
        Run resumed = play("quit\n", "--resume", save.toString());
        assertThat(resumed.err()).isEmpty();
        assertThat(resumed.out()).contains("Iron Tide DEMO").contains("choices replayed");
    }

    @Test
    void theOddsPreviewComesBeforeTheAttackerCommits() throws IOException {
        Run r = play("1\nwith 3fj-5\nodds\nquit\n", "iron-tide-demo", "--seed", "4");
        assertThat(r.err()).isEmpty();
        String afterWith = r.out().substring(r.out().indexOf("German> with 3fj-5"));
        assertThat(afterWith).contains("odds preview (§11.74–11.77), as the German player sees it:")
                .contains("+1 surprise (§18.0)").contains("unknown: 3fj-5 (red B chit not drawn yet, §9.0)")
                .contains("final column:").containsPattern("results: [ABDNE].*/.* \\(\\d+\\.\\d%\\)");
        assertThat(afterWith.indexOf("odds preview")).isLessThan(afterWith.indexOf(". commit"));
    }

    @Test
    void aWholeDemoGameAgainstTheHeuristicPlayer() throws IOException {
        Run r = play("1\n".repeat(6000), "iron-tide-demo", "--seed", "2", "--seat", "allied", "--opponent", "heuristic");
        assertThat(r.err()).isEmpty();
        assertThat(r.out()).contains("you play Allied against the heuristic player (German)")
                .contains("German (opponent): Attack ")
                .containsPattern(GAME_OVER);
        Run bad = play("quit\n", "iron-tide-demo", "--opponent", "clever");
        assertThat(bad.err()).contains("unknown opponent 'clever' (random, heuristic, montecarlo, mcts").doesNotContain("Exception");
        Run sim = run("simulate", "--scenario", "iron-tide-demo", "--players", "heuristic,random", "--games", "2");
        assertThat(sim.out()).contains("2 games of Iron Tide DEMO").contains("(German heuristic, Allied random; seeds 1–2)");
    }

    @Test
    void theMapShowsGermanCommandosAndTheAlliedUnitsSharingTheirHexes() {
        // §16.4 · commandos share hexes with Allied units (§8.1's exception): the map cell says so
        var demo = toi.irontide.load.ScenarioLoader.demo();
        java.util.function.Function<String, toi.irontide.state.UnitState> unit = id -> new toi.irontide.state.UnitState(
                demo.units().stream().filter(u -> u.id().equals(id)).findFirst().orElseThrow());
        var cdo = unit.apply("ger-cdo-1");
        assertThat(IronTidePresenter.cell(java.util.List.of(cdo))).isEqualTo("C1");
        assertThat(IronTidePresenter.cell(java.util.List.of(unit.apply("us99-393"), cdo))).isEqualTo("AC");
        assertThat(IronTidePresenter.cell(java.util.List.of(unit.apply("3fj-5"), cdo))).isEqualTo("G2");
        assertThat(IronTidePresenter.cell(java.util.List.of(unit.apply("us99-393")))).isEqualTo("A1");
    }

    @Test
    void hotSeatAnswersBothSides() throws IOException {
        Run r = play("end-phase\n1\nquit\n", "iron-tide-demo", "--opponent", "none");
        assertThat(r.err()).isEmpty();
        assertThat(r.out()).contains("you play both sides (hot-seat)").contains("Allied> ");
    }

    @Test
    void validateChecksAnOwnersFolderAndNamesTheFileFieldAndProblem() throws IOException {
        Path folder = tmp.resolve("owner");
        Files.createDirectories(folder);
        for (String n : new String[] {"scenario.json", "map.json", "terrain.json", "crt.json", "chits.json", "units.json", "turns.json"}) {
            try (var in = PlayIronTideTest.class.getResourceAsStream("/irontide/demo/" + n)) {
                Files.write(folder.resolve(n), in.readAllBytes());
            }
        }
        Run ok = run("validate", folder.toString(), "iron-tide-demo");
        assertThat(ok.code()).isZero();
        assertThat(ok.out()).contains("ok    " + folder + ": Iron Tide DEMO — not the published game").contains("ok    iron-tide-demo:");
        Path units = folder.resolve("units.json");
        Files.writeString(units, Files.readString(units).replace("\"chit\": \"red B\"", "\"chit\": \"green B\""));
        Run bad = run("validate", folder.toString());
        assertThat(bad.code()).isEqualTo(1);
        assertThat(bad.out()).containsPattern("error units.json: units\\[\\d+\\]\\.chit: 'green B' is not a chit box");
    }

    @Test
    void simulatePlaysRandomDemoGamesToAVictoryLevel_andSavesThemForResume() throws IOException {
        Path dir = tmp.resolve("sims");
        Run r = run("simulate", "--scenario", "iron-tide-demo", "--games", "3", "--seed", "2", "--save", dir.toString());
        assertThat(r.err()).isEmpty();
        assertThat(r.out()).startsWith("3 games of Iron Tide DEMO — not the published game")
                .containsPattern("  (Allied|German) [A-Za-z]+ Victory: [1-3] |  Draw: [1-3] ")
                .contains("games saved in " + dir);
        var json = new ObjectMapper().readTree(dir.resolve("game-3.json").toFile());
        assertThat(json.get("label").asText()).isEqualTo("DEMO — not the published game");
        Run resumed = run("play", "--resume", dir.resolve("game-3.json").toString(), "--script", Files.writeString(tmp.resolve("q.txt"), "quit\n").toString());
        assertThat(resumed.out()).contains("resumed " + dir.resolve("game-3.json") + ": " + json.get("choices").size() + " choices replayed")
                .contains("══ Game over: ");
        assertThat(run("simulate", "--scenario", "iron-tide-demo", "--option", "trucks").err())
                .contains("Iron Tide's optional rules are army-command, demolition-errata, not 'trucks'");
    }

    @Test
    void armyCommandIsAnOptionOfTheGameKeptInItsSave() throws IOException {
        // §17.4 · --option army-command: the game says so, the save keeps it, the resume plays it again
        Path save = tmp.resolve("army.json");
        Run r = play("save " + save + "\nquit\n", "iron-tide-demo", "--seed", "4", "--option", "army-command");
        assertThat(r.err()).isEmpty();
        assertThat(r.out()).contains("; optional rule §17.4 Army Command (in place of §17.3)");
        var json = new ObjectMapper().readTree(save.toFile());
        assertThat(json.get("options").toString()).isEqualTo("[\"army-command\"]");
        Run resumed = play("units\nquit\n", "--resume", save.toString());
        assertThat(resumed.err()).isEmpty();
        assertThat(resumed.out()).contains("; optional rule §17.4 Army Command (in place of §17.3)");
        assertThat(play("quit\n", "iron-tide-demo", "--option", "trucks").err())
                .contains("Iron Tide's optional rules are army-command, demolition-errata, not 'trucks'");
        assertThat(play("quit\n", "iron-tide-demo").out()).doesNotContain("§17.4 Army Command");
    }

    @Test
    void aStackMovesTogetherFromTheTerminal() throws IOException {
        // §5.0 · the 1st SS's two regiments start in 1305; in the German Movement Phase of 16PM (no German movement on
        // turn one, §18.0) they move as a stack. Lines not legal yet are refused and change nothing.
        String script = "move-stack 1305\nend-phase\n".repeat(4) + "to 1304\nstop\nunits\nquit\n";
        Run r = play(script, "iron-tide-demo", "--seed", "4", "--opponent", "heuristic");
        assertThat(r.err()).isEmpty();
        assertThat(r.out()).contains("§5.0 · 1ss-pz, 1ss-pg move together from 1305")
                .contains("moving the stack 1ss-pz + 1ss-pg (tactical) at 1305")
                .contains("1ss-pz 1305 → 1304").contains("1ss-pg 1305 → 1304")
                .contains("1304  German  1ss-pz").contains("1304  German  1ss-pg");
    }

    @Test
    void theMapShowsRoadsRiversBridgesFordsDepotsAndWhichColumnsSitHalfAHexLower() throws IOException {
        Run r = play("map\nquit\n", "iron-tide-demo", "--seed", "4");
        assertThat(r.err()).isEmpty();
        assertThat(r.out()).contains("     01          03          05").contains("           02          04          06")
                .contains("  river hexsides: 0801-0901 0801-0902").contains("  the Meuse: 0301-0401")
                .contains("  bridges: 0303-0403 0310-0410 0806-0906; blown: 0803-0903; fords: 0810-0910")
                .contains("= road, D fuel depot").contains("columns 02, 04, … sit half a hex lower");
        // §3.0 · seed 4's depot die put a depot in 1103 (Malmedy, a road town): '*D'; 0103 Liège on the road: '*='
        assertThat(r.out()).contains("03   .  *=").contains(".  *D");
    }

    @Test
    void theOpeningSaysTheGermanCannotMoveOnTurnOne_andTheTerminalsCommandsAnswerPlainly() throws IOException {
        Run r = play("?1\n?3\nwhy\nauto 1\nquit\n", "iron-tide-demo", "--seed", "4", "--opponent", "random");
        assertThat(r.err()).isEmpty();
        String opening = r.out().substring(0, r.out().indexOf("German> "));
        assertThat(opening).contains("§18.0 · turn one: no German unit may move except as a result of combat");
        assertThat(r.out()).contains("preview of 'attack 1203' (nothing is changed):").contains("(with every unit that may join: ")
                .containsPattern("preview of 'attack 1203' [^\\n]*\\n  column ")
                .containsPattern("(?s)preview of 'attack 1203'.*preview of '")
                .contains("why: the random player has made no decision with a choice yet (the random player keeps no account")
                .contains("German (you, auto): Attack 1203").doesNotContain("refused: not a choice now");
        assertThat(run("play", "--help").out().replaceAll("\\s+", " ")).contains("Iron Tide: iron-tide-demo or an owner's folder");
    }

    @Test
    void anEnemyChitDrawnInABattleIsSecretInTheLogAsInTheView() throws IOException {
        // §9.0 "kept secret whenever possible" (R-IT-36): the Allied defender's chit is drawn in the battle; the German at
        // the terminal reads its colour only, as 'units' shows it
        Run r = play("1\nwith 3fj-5\ncommit\ndone\nunits\nquit\n", "iron-tide-demo", "--seed", "4");
        assertThat(r.err()).isEmpty();
        assertThat(r.out()).contains("us99-393 draws a blue chit (secret, §9.0)").doesNotContainPattern("us99-393 draws a blue chit: [ABC]")
                .containsPattern("3fj-5 draws a red chit: B \\d+/\\d+");
        assertThat(r.out()).containsPattern("us99-393  DEMO [^\\n]*chit \\?");
    }

    @Test
    void theDemolitionErrataIsAnOptionOfTheGameKeptInItsSave() throws IOException {
        Path save = tmp.resolve("errata.json");
        Run r = play("save " + save + "\nquit\n", "iron-tide-demo", "--option", "demolition-errata");
        assertThat(r.out()).contains("optional errata IT 14 (one demolition roll per bridge, one attempt per unit)");
        assertThat(new ObjectMapper().readTree(save.toFile()).get("options").toString()).isEqualTo("[\"demolition-errata\"]");
        assertThat(run("options", "iron-tide").out()).contains("army-command — 001 · 17.4 Army Command - Optional: ")
                .contains("demolition-errata — publisher's errata IT 14 on 001 · 13.1 Bridges: ");
    }

    @Test
    void json_anIronTideGameIsWrittenAsTheSameRecords_andTheEnemysChitStaysSecretInThem() throws IOException {
        // the shared --json path (issue 26's records) now serves Iron Tide too; §9.0 (R-IT-36): the Allied chit drawn in the
        // battle reaches the German's records by its colour only
        Run r = play("1\nwith 3fj-5\ncommit\ndone\nbogus\nauto all\n", "iron-tide-demo", "--seed", "4", "--json");
        assertThat(r.err()).isEmpty();
        java.util.List<com.fasterxml.jackson.databind.JsonNode> records = new java.util.ArrayList<>();
        for (String line : r.out().strip().split("\n")) {
            records.add(new ObjectMapper().readTree(line));
        }
        assertThat(records).extracting(n -> n.get("type").asText()).startsWith("start", "decision", "choice").contains("refused").endsWith("over");
        assertThat(records.get(0).get("ruleset").asText()).isEqualTo("iron-tide");
        assertThat(records.get(1).get("seat").asText()).isEqualTo("german");
        assertThat(records.get(1).get("choices").get(0).get("text").asText()).isEqualTo("attack 1203");
        assertThat(records.get(1).get("view")).isNotNull();
        String events = records.stream().filter(n -> n.get("type").asText().equals("choice")).map(n -> n.get("events").toString())
                .reduce("", String::concat);
        assertThat(events).contains("us99-393 draws a blue chit (secret, §9.0)").doesNotContainPattern("us99-393 draws a blue chit: [ABC]")
                .containsPattern("3fj-5 draws a red chit: B \\d+/\\d+");
        assertThat(records.get(records.size() - 1).get("finalHash").asText()).matches("[0-9a-f]+");
    }
}
