package toi.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;

/** The command line end to end, in process: what a player types and what comes back. */
class CliTest {

    static final String POSITION = example("farm-crossing-position.json");
    static final String MAP = example("farm-crossing.json");
    static final String WOODS = example("woods-assault-position.json");
    static final String SKIRMISH = example("skirmish.json");

    static String example(String name) {
        Path p = Path.of("../examples", name);
        if (!Files.exists(p)) {
            p = Path.of("examples", name);
        }
        return p.toString();
    }

    record Run(int code, String out, String err) {
    }

    /** {@code ./toi play ARGS --script FILE}, the script written to a file in {@code dir}. */
    static Run play(java.nio.file.Path dir, String script, String... args) throws java.io.IOException {
        java.nio.file.Path file = java.nio.file.Files.createTempFile(dir, "script", ".txt");
        java.nio.file.Files.writeString(file, script);
        String[] all = new String[args.length + 3];
        all[0] = "play";
        System.arraycopy(args, 0, all, 1, args.length);
        all[args.length + 1] = "--script";
        all[args.length + 2] = file.toString();
        return run(all);
    }

    static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
        return new Run(code, out.toString(), err.toString());
    }

    /** A malformed search setting (-Dtoi.search.prior=abc) is refused in one line naming it, not with a stack trace. */
    @Test
    void aMalformedSearchSettingIsOneLineNamingIt() {
        System.setProperty("toi.search.prior", "abc");
        try {
            Run r = run("scenarios");
            assertThat(r.code()).isEqualTo(2);
            assertThat(r.err()).isEqualTo("error: toi.search.prior must be a number of 0 or more, not 'abc'" + System.lineSeparator());
        } finally {
            System.clearProperty("toi.search.prior");
        }
    }

    @Test
    void losPrintsTheVerdictTheRuleAndTheLine() {
        Run r = run("rules", "los", MAP, "A4", "G4");
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("LOS A4 (level 0) → G4 (level 0): BLOCKED").contains("rule:").contains("E4");
    }

    @Test
    void losAcceptsUnitIdsAndPrintsJson() throws Exception {
        Run r = run("rules", "los", POSITION, "us-1", "ger-1", "--json");
        assertThat(r.code()).isZero();
        JsonNode json = new ObjectMapper().readTree(r.out());
        assertThat(json.get("from").asText()).isEqualTo("C4");
        assertThat(json.get("to").asText()).isEqualTo("K3");
        assertThat(json.get("toLevel").asInt()).isEqualTo(2);
        assertThat(json.get("lines").get(0).get("hexes").get(0).asText()).isEqualTo("C4");
        assertThat(json.has("clear")).isTrue();
        assertThat(json.get("heading").asText()).startsWith("000 ·");
    }

    @Test
    void rangeUsesTheSquadsLowestFigureAndTheElevationBonus() throws Exception {
        Run r = run("rules", "range", POSITION, "ger-1", "us-3");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("lowest attacking figure").contains("machine gun crew 5").contains("regular infantry 4")
                .contains("+1 firing down");
        Run json = run("rules", "range", POSITION, "ger-1", "us-3", "--json");
        JsonNode j = new ObjectMapper().readTree(json.out());
        assertThat(j.get("printedRange").asInt()).isEqualTo(4);
        assertThat(j.get("elevationBonus").asInt()).isEqualTo(1);
        assertThat(j.get("distance").asInt()).isEqualTo(7);
        assertThat(j.get("band").asText()).isEqualTo("LONG");
    }

    @Test
    void rangeAgainstAVehicleUsesTheVehicleRange() {
        Run r = run("rules", "range", POSITION, "us-t1", "ger-t1");
        assertThat(r.out()).contains("against a vehicle").contains("M4A1 Sherman 6");
    }

    @Test
    void movesListsReachableHexesWithCostAndPath() throws Exception {
        Run r = run("rules", "moves", POSITION, "us-tr");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("Moves for us-tr").contains("1/3");
        JsonNode j = new ObjectMapper().readTree(run("rules", "moves", POSITION, "us-1", "--json").out());
        assertThat(j.get("movementPoints").asDouble()).isEqualTo(5.0); // officer: Increased Mobility
        assertThat(j.get("reachable").size()).isGreaterThan(5);
        for (JsonNode reach : j.get("reachable")) {
            assertThat(reach.get("cost").asDouble()).isLessThanOrEqualTo(5.0);
            assertThat(reach.get("path").get(0).asText()).isEqualTo("C4");
        }
    }

    @Test
    void aSquadInAPillboxPaysToLeaveIt() {
        Run r = run("rules", "moves", POSITION, "ger-1");
        assertThat(r.out()).contains("leave the pillbox 1");
    }

    @Test
    void badInputGetsOneClearLineAndNoStackTrace() {
        Run noFile = run("rules", "los", "nowhere.json", "A1", "B1");
        assertThat(noFile.code()).isEqualTo(2);
        assertThat(noFile.err()).contains("error: nowhere.json: no such file").doesNotContain("Exception").doesNotContain("\tat ");
        Run badHex = run("rules", "los", MAP, "A1", "ZZ99");
        assertThat(badHex.err()).contains("off the board").doesNotContain("\tat ");
        Run badUnit = run("rules", "moves", POSITION, "us-99");
        assertThat(badUnit.err()).contains("no unit 'us-99'");
        Run halfHex = run("rules", "los", MAP, "B2", "A1");
        assertThat(halfHex.err()).contains("Half Hexes");
        Run unknownCommand = run("rules", "fly");
        assertThat(unknownCommand.code()).isNotZero();
    }

    @Test
    void validateReportsEveryFile(@TempDir Path tmp) throws Exception {
        Path bad = tmp.resolve("bad.json");
        Files.writeString(bad, "{\"columns\": 2, \"rows\": 1, \"grid\": [\". q\"]}");
        Run r = run("validate", MAP, POSITION, bad.toString());
        assertThat(r.code()).isEqualTo(1);
        assertThat(r.out()).contains("ok    " + MAP).contains("8 units").contains("error " + bad + ": grid[0]: row 1 (hex B1): unknown terrain symbol 'q'");
    }

    @Test
    void renderWritesAnSvg(@TempDir Path tmp) throws Exception {
        Path svg = tmp.resolve("board.svg");
        Run r = run("render", POSITION, "--svg", svg.toString());
        assertThat(r.code()).as(r.err()).isZero();
        String text = Files.readString(svg);
        assertThat(text).startsWith("<?xml").contains("<svg").contains("K3").contains("us-1");
    }

    @Test
    void attackPrintsEveryModifierWithItsRuleAndTheOdds() {
        Run r = run("rules", "attack", WOODS, "us-at", "ger-tiger");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("+3 anti-tank squad against a vehicle (000 · Armor-Piercing Weaponry)")
                .contains("range 3 → normal range").contains("hit on 5+").contains("6 red dice")
                .contains("Thick Armor").contains("lightly damaged").contains("%");
    }

    @Test
    void attackJsonHasTheBreakdownAndDistributionsThatSumToOne() throws Exception {
        JsonNode j = new ObjectMapper().readTree(run("rules", "attack", WOODS, "ger-mortar", "us-3", "--suppressive", "--json").out());
        assertThat(j.get("kind").asText()).isEqualTo("area");
        assertThat(j.get("attackDice").asInt()).isEqualTo(8);
        assertThat(j.get("contributions").get(0).get("sight").asText()).contains("Ballistic Fire");
        double sum = 0;
        for (JsonNode p : j.get("targets").get(0).get("hits")) {
            sum += p.asDouble();
        }
        assertThat(sum).isCloseTo(1.0, org.assertj.core.api.Assertions.within(1e-9));
    }

    @Test
    void assaultShowsBothSidesTheCoverAndTheChanceOfSuccess() {
        Run r = run("rules", "attack", WOODS, "us-1", "D3", "--action", "assault", "--support", "us-2,us-3");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("attack strength 13").contains("defender strength 13")
                .contains("Flamethrower Assaults").contains("cumulative").contains("Chance the assault succeeds");
    }

    @Test
    void aRollIsReproducibleFromItsSeed() {
        Run a = run("rules", "attack", WOODS, "us-1", "D3", "--action", "assault", "--support", "us-2", "--roll", "99");
        Run b = run("rules", "attack", WOODS, "us-1", "D3", "--action", "assault", "--support", "us-2", "--roll", "99");
        assertThat(a.out()).contains("One roll with seed 99").isEqualTo(b.out());
    }

    @Test
    void illegalAttacksAreRefusedWithTheRuleAndNoStackTrace() {
        Run tank = run("rules", "attack", WOODS, "us-1", "ger-tiger", "--suppressive");
        assertThat(tank.code()).isEqualTo(2);
        assertThat(tank.err()).contains("vehicles are not affected by suppressive attacks").doesNotContain("\tat ");
        Run fatigued = run("rules", "attack", WOODS, "us-1", "ger-1", "--support", "us-3");
        assertThat(fatigued.err()).contains("only fresh units may support a concentrated attack");
        Run mg = run("rules", "attack", WOODS, "us-mg", "D3", "--action", "assault");
        assertThat(mg.err()).contains("heavy infantry weapon");
        Run action = run("rules", "attack", WOODS, "us-1", "ger-1", "--action", "charge");
        assertThat(action.err()).contains("'charge' is not an attack action");
        Run unknown = run("rules", "attack", WOODS, "us-99", "ger-1");
        assertThat(unknown.err()).contains("no unit 'us-99'");
    }

    @Test
    void simulateSummarisesGames_andEverySavedGameReplaysToItsHash(@TempDir Path tmp) throws Exception {
        Run r = run("simulate", "--scenario", SKIRMISH, "--games", "5", "--seed", "3", "--save", tmp.toString());
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("5 games of").contains("US wins").contains("GER wins").contains("choices per second");
        try (var files = Files.list(tmp)) {
            List<Path> saved = files.sorted().toList();
            assertThat(saved).hasSize(5);
            for (Path game : saved) {
                Run verify = run("replay", game.toString(), "--verify");
                assertThat(verify.code()).as(verify.out() + verify.err()).isZero();
                assertThat(verify.out()).startsWith("ok ");
            }
            Run shown = run("replay", saved.get(0).toString());
            assertThat(shown.out()).contains("1. ").contains("game over");
        }
    }

    /**
     * Issue 27: a served game reveals its seed and salt at the end (GET /api/games/ID/record); --verify checks them against
     * the commitment its seats were shown, SHA-256 of "SEED:SALT" — a seed other than the one committed to is a mismatch.
     */
    @Test
    void replayVerify_checksARevealedSeedAgainstItsCommitment(@TempDir Path tmp) throws Exception {
        Run r = run("simulate", "--scenario", SKIRMISH, "--games", "1", "--seed", "3", "--save", tmp.toString());
        assertThat(r.code()).as(r.err()).isZero();
        Path game;
        try (var files = Files.list(tmp)) {
            game = files.findFirst().orElseThrow();
        }
        var mapper = new com.fasterxml.jackson.databind.ObjectMapper();
        var saved = (com.fasterxml.jackson.databind.node.ObjectNode) mapper.readTree(game.toFile());
        long seed = saved.get("seed").asLong();
        saved.put("salt", "9f86d081884c7d65");
        saved.put("commitment", toi.protocol.SeedCommitment.of(seed, "9f86d081884c7d65"));
        mapper.writeValue(game.toFile(), saved);
        Run ok = run("replay", game.toString(), "--verify");
        assertThat(ok.code()).as(ok.out() + ok.err()).isZero();
        assertThat(ok.out()).contains("the seed matches its commitment");

        saved.put("commitment", toi.protocol.SeedCommitment.of(seed + 1, "9f86d081884c7d65")); // committed to another seed
        mapper.writeValue(game.toFile(), saved);
        Run other = run("replay", game.toString(), "--verify");
        assertThat(other.code()).isEqualTo(1);
        assertThat(other.out()).contains("MISMATCH").contains("seed: SHA-256 of \"" + seed + ":9f86d081884c7d65\"")
                .contains("not the seed the game was committed to");

        saved.remove("commitment");
        mapper.writeValue(game.toFile(), saved);
        Run half = run("replay", game.toString(), "--verify");
        assertThat(half.code()).isNotZero();
        assertThat(half.err()).contains("commitment: missing");
    }

    @Test
    void gamesWithEveryStrategyDeckSimulateSaveAndReplay(@TempDir Path tmp) throws Exception {
        Run r = run("simulate", "--scenario", example("card-battle.json"), "--games", "3", "--seed", "11", "--save", tmp.toString());
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("3 games of Card battle");
        try (var files = Files.list(tmp)) {
            for (Path game : files.sorted().toList()) {
                Run verify = run("replay", game.toString(), "--verify");
                assertThat(verify.code()).as(verify.out() + verify.err()).isZero();
                Run shown = run("replay", game.toString());
                assertThat(shown.out()).contains("draws").contains("activates");
            }
        }
    }

    @Test
    void validateChecksScenarioFiles(@TempDir Path tmp) throws Exception {
        Run ok = run("validate", example("card-battle.json"));
        assertThat(ok.code()).as(ok.out() + ok.err()).isZero();
        assertThat(ok.out()).contains("scenario Card battle").contains("3 victory conditions").contains("GER decks [artillery-2");
        Path bad = tmp.resolve("bad.json");
        Files.writeString(bad, Files.readString(Path.of(example("card-battle.json"))).replace("\"artillery-2\"", "\"artillery-7\"")
                .replace("\"farm-crossing.json\"", "\"" + Path.of(example("farm-crossing.json")).toAbsolutePath().toString().replace("\\", "/") + "\""));
        Run refused = run("validate", bad.toString());
        assertThat(refused.code()).isEqualTo(1);
        assertThat(refused.out()).contains("error").contains("cards.GER.decks[0]").contains("unknown Strategy deck 'artillery-7'");
        assertThat(refused.out() + refused.err()).doesNotContain("Exception").doesNotContain("\tat ");
    }

    @Test
    void aScenarioIsShownWholeById() {
        Run r = run("scenarios", "stavelot-express");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("Stavelot Express — Next Wave Scenario Guide (seed 002) · STAVELOT EXPRESS")
                .contains("division 1: 7 squad bases; 2 us-mortar; 1 us-officer; 23 us-regular; 6 gmc-truck")
                .contains("places in its zone: {entrenchment=4, tank-trap=3}")
                .contains("Victory: US wins at the end of the game if GER has exited fewer than 5 VP of units or fewer than 4 from [tank]")
                .contains("Special: US [gmc-truck] may not move until round 3")
                // the map's part of the scenario too: stream, markers, objectives, zones, R hexes, exits, Operations numbers
                .contains("Streams: flooded").contains("Scenario markers: {entrenchment=4, tank-trap=3}")
                .contains("Objective H5: victory").contains("Deployment zone US division 1: 208 hexes")
                .contains("R hexes US: B9–B10").contains("Exit hexes any side: B4–B6, B13–B15")
                .contains("Lay Smoke {marker=smoke, mp=1}");
        assertThat(run("scenarios", "siegfried-assault").out()).contains("Special: strong pillboxes")
                .contains("on the map: 3 pillbox D3, T3, AN3").contains("Objective T3: victory");
        assertThat(run("scenarios", "at-the-breaking-point").out()).contains("token groups [2, 1]")
                .contains("American defense line: ");
        Run missing = run("scenarios", "no-such-scenario");
        assertThat(missing.code()).isNotZero();
        assertThat(missing.err()).contains("no scenario 'no-such-scenario'").doesNotContain("Exception");
    }

    @Test
    void scenariosAreListedAndPlayedById(@TempDir Path tmp) {
        Run list = run("scenarios");
        assertThat(list.code()).as(list.out() + list.err()).isZero();
        assertThat(list.out()).contains("uphill-battle").contains("Uphill Battle").contains("US/GER")
                .contains("Next Wave Scenario Guide (seed 002) · UPHILL BATTLE");
        for (String id : List.of("normandy-farm", "at-the-breaking-point", "liberation", "uphill-battle", "crossroads-v2",
                "stavelot-express", "siegfried-assault", "chain-of-command", "breaking-the-line")) {
            assertThat(list.out()).as("the nine Next Wave scenarios").contains(id);
        }
        Run played = run("simulate", "--scenario", "uphill-battle", "--games", "2", "--seed", "4");
        assertThat(played.code()).as(played.err()).isZero();
        assertThat(played.out()).contains("2 games of Uphill Battle");
        Path svg = tmp.resolve("uphill.svg");
        Run drawn = run("render", Inputs.scenarios().resolve("uphill-battle.json").toString(), "--svg", svg.toString());
        assertThat(drawn.code()).as(drawn.err()).isZero();
        assertThat(svg).exists();
    }

    @Test
    void aTamperedSavedGameIsCaught(@TempDir Path tmp) throws Exception {
        run("simulate", "--scenario", SKIRMISH, "--games", "1", "--seed", "9", "--save", tmp.toString());
        Path game = tmp.resolve("game-9.json");
        String text = Files.readString(game);
        Files.writeString(game, text.replaceFirst("\"finalHash\" : \"[0-9a-f]+\"", "\"finalHash\" : \"123\""));
        Run verify = run("replay", game.toString(), "--verify");
        assertThat(verify.code()).isEqualTo(1);
        assertThat(verify.out()).contains("MISMATCH");
        Files.writeString(game, text.replaceFirst("\"choices\" : \\[ \"[^\"]+\"", "\"choices\" : [ \"step Z99\""));
        Run refused = run("replay", game.toString());
        assertThat(refused.code()).isEqualTo(2);
        assertThat(refused.err()).contains("choices[0]").contains("refused");
    }

    /** Every command and subcommand, by its words after "toi". */
    static List<List<String>> commands(picocli.CommandLine cli, List<String> path) {
        List<List<String>> out = new java.util.ArrayList<>();
        out.add(path);
        cli.getSubcommands().forEach((name, sub) -> {
            if (!name.equals("help")) {
                List<String> p = new java.util.ArrayList<>(path);
                p.add(name);
                out.addAll(commands(sub, p));
            }
        });
        return out;
    }

    @Test
    void everyCommandAndSubcommandAnswersHelp() {
        List<List<String>> all = commands(Main.commandLine(), List.of());
        assertThat(all).extracting(c -> String.join(" ", c))
                .contains("", "rules", "rules los", "rules range", "rules moves", "rules attack", "render", "validate", "simulate",
                        "replay", "cards", "scenarios");
        for (List<String> command : all) {
            List<String> args = new java.util.ArrayList<>(command);
            args.add("--help");
            Run r = run(args.toArray(String[]::new));
            assertThat(r.code()).as("toi " + String.join(" ", args) + ": " + r.err()).isZero();
            assertThat(r.out()).as("toi " + String.join(" ", args)).contains("Usage: toi").contains("--help");
        }
    }

    @Test
    void hugeOrNegativeNumbersInOptionsGetOneClearLine() {
        String[][] cases = {
            {"--range must be from 1 to 99, not 2147483647", "rules", "range", POSITION, "us-1", "ger-1", "--range", "2147483647"},
            {"--range must be from 1 to 99, not -3", "rules", "range", POSITION, "us-1", "ger-1", "--range", "-3"},
            {"'99999999999' is not an int", "rules", "range", POSITION, "us-1", "ger-1", "--range", "99999999999"},
            {"--mp must be from 0 to 99, not 2147483647", "rules", "moves", POSITION, "us-1", "--mp", "2147483647"},
            {"--mp must be from 0 to 99, not -1", "rules", "moves", POSITION, "us-1", "--mp", "-1"},
            {"--figures must be from 0 to 99, not 2147483647", "rules", "attack", WOODS, "us-1", "ger-1", "--figures", "0,2147483647"},
            {"--roll must be from 0 to", "rules", "attack", WOODS, "us-1", "ger-1", "--roll", "-1"},
            {"--games must be from 1 to 1000000, not -1", "simulate", "--scenario", SKIRMISH, "--games", "-1"},
            {"--games must be from 1 to 1000000, not 2147483647", "simulate", "--scenario", SKIRMISH, "--games", "2147483647"},
            {"--seed must be from 0 to", "simulate", "--scenario", SKIRMISH, "--seed", "9223372036854775807"},
            {"--seed must be from 0 to", "simulate", "--scenario", SKIRMISH, "--seed", "-5"},
            {"--max-choices must be from 1 to", "simulate", "--scenario", SKIRMISH, "--max-choices", "0"},
        };
        for (String[] c : cases) {
            Run r = run(java.util.Arrays.copyOfRange(c, 1, c.length));
            String what = String.join(" ", java.util.Arrays.copyOfRange(c, 1, c.length));
            assertThat(r.code()).as(what).isEqualTo(2);
            assertThat(r.err()).as(what).startsWith("error: ").contains(c[0]).doesNotContain("Exception").doesNotContain("\tat ");
            assertThat(r.err().strip().lines()).as(what + ": one line").hasSize(1);
            assertThat(r.out()).as(what).isEmpty();
        }
    }

    @Test
    void balanceWritesTheReportAndItsChart(@TempDir Path tmp) throws Exception {
        Path md = tmp.resolve("balance.md");
        Run r = run("balance", "--scenarios", "normandy-farm", "--games", "1", "--matchups", "hp,ph", "--jobs", "2", "--out", md.toString());
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(md).content().contains("Generated by `./toi balance --games 1 --seed 1 --jobs 2 --scenarios normandy-farm --matchups hp,ph`")
                .contains("| normandy-farm | US heuristic vs GER passive | 1 |").contains("| normandy-farm | US passive vs GER heuristic | 1 |")
                .contains("![first side's win rate").contains("## Against the targets");
        assertThat(tmp.resolve("balance.svg")).content().startsWith("<svg").contains("normandy-farm · US heuristic vs GER passive");
        Run bad = run("balance", "--matchups", "xx", "--out", md.toString());
        assertThat(bad.code()).isNotZero();
        assertThat(bad.err()).contains("--matchups: 'xx' is not hh, hp or ph").doesNotContain("Exception");
    }

    /**
     * Issue 25: "Where the text itself fixes a one-sided outcome, say why in the report instead." A scenario outside the
     * targets carries its note from the notes file (data, one '## scenario-id' section each); a bad notes file is refused
     * before any game is played.
     */
    @Test
    void balanceSaysWhyAScenarioIsOutsideTheTargets(@TempDir Path tmp) throws Exception {
        Path md = tmp.resolve("balance.md");
        Path notes = tmp.resolve("notes.md");
        Files.writeString(notes, "# Why\n\n## normandy-farm\nThe text fixes it: \"quoted line\" (002 · NORMANDY FARM).\n\n## uphill-battle\nOther.\n");
        Run r = run("balance", "--scenarios", "normandy-farm", "--games", "1", "--matchups", "hh", "--notes", notes.toString(),
                "--out", md.toString());
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(md).content().contains("(outside 25–75%)")
                .contains("  *Why:* The text fixes it: \"quoted line\" (002 · NORMANDY FARM).").doesNotContain("Other.");
        Files.writeString(notes, "## normandy-farm\n\n## uphill-battle\nOther.\n");
        Run bad = run("balance", "--scenarios", "normandy-farm", "--games", "1", "--matchups", "hh", "--notes", notes.toString(),
                "--out", md.toString());
        assertThat(bad.code()).isNotZero();
        assertThat(bad.err()).contains("the note on 'normandy-farm' is empty").doesNotContain("Exception");
        Run missing = run("balance", "--notes", tmp.resolve("none.md").toString(), "--out", md.toString());
        assertThat(missing.err()).contains("--notes: no such file");
    }

    @Test
    void renderAcceptsAScenarioIdLikeSimulate(@TempDir Path tmp) {
        Path svg = tmp.resolve("board.svg");
        Run r = run("render", "uphill-battle", "--svg", svg.toString());
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(svg).exists();
        // the command objectives with their values (002 · COMMAND OBJECTIVES; neutral in blue; docs/rulings.md R-SCN-14)
        assertThat(svg).content().contains("<g class=\"objective command\" data-hex=\"N10\"", "<g class=\"objective command\" data-hex=\"E3\"")
                .containsPattern("(?s)data-hex=\"N10\"(?:(?!</g>).)*stroke=\"#4a7fc1\"(?:(?!</g>).)*objective-value[^>]*>1<");
        assertThat(run("validate", "uphill-battle").out()).startsWith("ok ");
        Run missing = run("render", "no-such-scenario", "--svg", svg.toString());
        assertThat(missing.code()).isEqualTo(2);
        assertThat(missing.err()).contains("no-such-scenario: no such file or scenario id");
    }

    @Test
    void aGamePlayedByScenarioIdIsSavedReplayably(@TempDir Path tmp) throws Exception {
        Run r = run("simulate", "--scenario", "uphill-battle", "--games", "1", "--seed", "4", "--save", tmp.toString());
        assertThat(r.code()).as(r.err()).isZero();
        Path game = tmp.resolve("game-4.json");
        JsonNode saved = new ObjectMapper().readTree(game.toFile());
        assertThat(saved.get("scenario").asText()).isEqualTo("uphill-battle");
        assertThat(saved.get("rounds").asInt()).isPositive();
        Run verify = run("replay", game.toString(), "--verify");
        assertThat(verify.code()).as(verify.out() + verify.err()).isZero();
        assertThat(verify.out()).startsWith("ok ").contains(saved.get("winner").asText() + " wins after " + saved.get("rounds").asInt() + " round");
    }

    @Test
    void simulateReportsRoundsPlayed_andAStuckGameByItsSeedWithoutStoppingTheBatch(@TempDir Path tmp) throws Exception {
        Run r = run("simulate", "--scenario", SKIRMISH, "--games", "3", "--seed", "3", "--save", tmp.toString());
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).containsPattern("rounds played: mean [0-9.]+, min [0-9]+, max [0-9]+ \\(scenario limit [0-9]+\\)")
                .doesNotContain("rounds each");
        int min = Integer.MAX_VALUE;
        int max = 0;
        for (long seed = 3; seed <= 5; seed++) {
            int rounds = new ObjectMapper().readTree(tmp.resolve("game-" + seed + ".json").toFile()).get("rounds").asInt();
            min = Math.min(min, rounds);
            max = Math.max(max, rounds);
        }
        assertThat(r.out()).contains("min " + min + ", max " + max);

        Run stuck = run("simulate", "--scenario", SKIRMISH, "--games", "3", "--seed", "3", "--max-choices", "5");
        assertThat(stuck.code()).as("a failed game fails the batch, at its end").isEqualTo(1);
        assertThat(stuck.err()).contains("error: game with seed 3 failed after 5 choices: stuck")
                .contains("game with seed 4 failed").contains("game with seed 5 failed").doesNotContain("\tat ");
        assertThat(stuck.out()).contains("3 games of").contains("3 games failed: seed 3, seed 4, seed 5");
    }

    @Test
    void aSavedGameIsCheckedFieldByField(@TempDir Path tmp) throws Exception {
        run("simulate", "--scenario", SKIRMISH, "--games", "1", "--seed", "9", "--save", tmp.toString());
        Path game = tmp.resolve("game-9.json");
        String text = Files.readString(game);
        JsonNode saved = new ObjectMapper().readTree(text);
        String winner = saved.get("winner").asText();
        String loser = winner.equals("US") ? "GER" : "US";
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("\"choices\" : \\[[^\\]]*\\]").matcher(text);
        assertThat(m.find()).isTrue();
        String choices = m.group();
        String[][] broken = {
            {"\"seed\" : 9", "\"seed\" : \"abc\"", "seed: must be a whole number, not \"abc\""},
            {"\"seed\" : 9", "\"seed\" : null", "seed: missing (required)"},
            {"\"seed\" : 9", "\"seed\" : 1.5", "seed: must be a whole number, not 1.5"},
            {choices, "\"choices\" : \"pass\"", "choices: must be a list of choice texts, not \"pass\""},
            {"\"choices\" : [", "\"choices\" : [ 7, ", "choices[0]: must be a choice text (a string), not 7"},
            {"\"winner\" : \"" + winner + "\"", "\"winner\" : false", "winner: must be a side (a string) or null, not false"},
            {"\"winner\" : \"" + winner + "\"", "\"winner\" : \"UK\"", "winner: 'UK' is not one of the sides"},
            {"\"rounds\" : ", "\"rounds\" : -", "rounds: must be a whole number of at least 1"},
            {"\"finalHash\" : \"", "\"finalHash\" : \"xyz", "finalHash: must be up to 16 lowercase hex digits"},
            {"\"seed\" : 9", "\"seed\" : 9, \"signature\" : 1", "signature: unknown field"},
            {"\"scenario\" : \"", "\"scenario\" : \"nowhere/", "scenario: no scenario file or id"},
        };
        for (String[] b : broken) {
            assertThat(text).as(b[0]).contains(b[0]);
            Files.writeString(game, text.replace(b[0], b[1]));
            for (String mode : List.of("", "--verify")) {
                Run r = mode.isEmpty() ? run("replay", game.toString()) : run("replay", game.toString(), mode);
                assertThat(r.code()).as(b[1] + " " + mode + ": " + r.out() + r.err()).isEqualTo(2);
                assertThat(r.err()).as(b[1]).startsWith("error: " + game + ": ").contains(b[2]).doesNotContain("Exception");
                assertThat(r.err().strip().lines()).hasSize(1);
            }
        }
        // a false winner, or false rounds, no longer verifies even with the right hash
        Files.writeString(game, text.replace("\"winner\" : \"" + winner + "\"", "\"winner\" : \"" + loser + "\""));
        Run lie = run("replay", game.toString(), "--verify");
        assertThat(lie.code()).isEqualTo(1);
        assertThat(lie.out()).contains("MISMATCH " + game + ": winner: replay ends with " + winner + " winning, saved " + loser);
        Files.writeString(game, text.replaceFirst("\"rounds\" : [0-9]+", "\"rounds\" : 99"));
        Run rounds = run("replay", game.toString(), "--verify");
        assertThat(rounds.code()).isEqualTo(1);
        assertThat(rounds.out()).contains("MISMATCH " + game + ": rounds: replay plays ").contains("saved 99");
        Files.writeString(game, text.replace("\"winner\" : \"" + winner + "\",", ""));
        assertThat(run("replay", game.toString(), "--verify").out()).as("a winner the file leaves out").contains("MISMATCH").contains("winner");
        Files.writeString(game, text);
        assertThat(run("replay", game.toString(), "--verify").code()).isZero();
    }

    @Test
    void aGameSavedWithAnOlderStateHashIsNamedNotMismatched(@TempDir Path tmp) throws Exception {
        run("simulate", "--scenario", SKIRMISH, "--games", "1", "--seed", "9", "--save", tmp.toString());
        Path game = tmp.resolve("game-9.json");
        String text = Files.readString(game);
        assertThat(text).contains("\"hashVersion\" : " + toi.engine.game.state.GameState.HASH_VERSION);
        Files.writeString(game, text.replaceFirst(",\\s*\"hashVersion\" : " + toi.engine.game.state.GameState.HASH_VERSION, ""));
        Run verify = run("replay", game.toString(), "--verify");
        assertThat(verify.code()).isEqualTo(2);
        assertThat(verify.err()).contains("state-hash version 1").contains("cannot be checked").contains("save the game again");
        Run upgraded = run("replay", game.toString(), "--upgrade");
        assertThat(upgraded.code()).as(upgraded.out() + upgraded.err()).isZero();
        assertThat(upgraded.out()).contains("upgraded");
        assertThat(Files.readString(game)).contains("\"hashVersion\" : " + toi.engine.game.state.GameState.HASH_VERSION);
        assertThat(run("replay", game.toString(), "--verify").code()).isZero();
    }
}
