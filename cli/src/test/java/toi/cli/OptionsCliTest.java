package toi.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static toi.cli.CliTest.run;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The optional rules (003) on the command line: ./toi options, --option for rules, simulate and play, saved games. */
class OptionsCliTest {

    /** A German mortar and an American squad entrenched in woods (the 000 · AREA ATTACKS example's hex). */
    static Path woodsPosition(Path dir) throws Exception {
        Path file = dir.resolve("mortar-woods.json");
        Files.writeString(file, """
                { "name": "mortar into woods",
                  "map": { "name": "row", "columns": 8, "rows": 1, "grid": [". . . . . . w ."],
                           "markers": [{ "hex": "G1", "type": "entrenchment" }] },
                  "units": [
                    { "id": "mortar", "nation": "GER", "hex": "A1", "figures": ["ger-mortar"] },
                    { "id": "us", "nation": "US", "hex": "G1", "figures": ["us-regular", "us-regular", "us-regular", "us-regular"],
                      "fortification": "entrenchment" } ] }
                """);
        return file;
    }

    @Test
    void optionsListsEveryOptionOnOneLine_withItsHeading() {
        CliTest.Run r = run("options");
        assertThat(r.code()).as(r.err()).isZero();
        List<String> lines = r.out().lines().toList();
        assertThat(lines).hasSize(toi.engine.options.RuleOption.values().length);
        assertThat(lines).allMatch(l -> (l.contains(" — 003 · ") || l.contains(" — 002 · ")) && l.contains(": "));
        assertThat(lines).anyMatch(l -> l.startsWith("munitions — 002 · MUNITIONS SPECIALIZATION TOKENS: "))
                .anyMatch(l -> l.startsWith("ap-ds — 003 · Armor Piercing Discarding Sabot (AP-DS): "));
        assertThat(lines).anyMatch(l -> l.startsWith("mortars-into-woods — 003 · Mortars firing into Woods: "));
    }

    @Test
    void rulesAttackShowsAnOptionInTheBreakdown(@TempDir Path tmp) throws Exception {
        String pos = woodsPosition(tmp).toString();
        CliTest.Run basic = run("rules", "attack", pos, "mortar", "us", "--suppressive");
        assertThat(basic.code()).as(basic.err()).isZero();
        assertThat(basic.out()).contains("4 red dice").doesNotContain("Optional rules on");
        CliTest.Run optional = run("rules", "attack", pos, "mortar", "us", "--suppressive", "--option", "mortars-into-woods");
        assertThat(optional.code()).as(optional.err()).isZero();
        assertThat(optional.out()).contains("Optional rules on: mortars-into-woods").contains("1 red dice")
                .contains("tree bursts").contains("003 · Mortars firing into Woods");
        JsonNode json = new ObjectMapper().readTree(run("rules", "attack", pos, "mortar", "us", "--suppressive", "--options",
                "mortars-into-woods,limited-combined-fire", "--json").out());
        assertThat(json.get("options")).extracting(JsonNode::asText).containsExactly("mortars-into-woods", "limited-combined-fire");
        assertThat(json.get("targets").get(0).get("defenseDice").asInt()).isEqualTo(1);
    }

    @Test
    void rulesAttackShowsTheBritishTanksAndTheMatildaRulesInTheBreakdown(@TempDir Path tmp) throws Exception {
        Path file = tmp.resolve("desert.json");
        Files.writeString(file, """
                { "name": "desert",
                  "map": { "name": "row", "columns": 8, "rows": 1, "grid": [". . . . . . . ."] },
                  "units": [
                    { "id": "crusader", "nation": "UK", "hex": "A1", "vehicle": "crusader-ii" },
                    { "id": "matilda", "nation": "UK", "hex": "B1", "vehicle": "matilda-ii" },
                    { "id": "pz", "nation": "GER", "hex": "F1", "vehicle": "panzer-iv" },
                    { "id": "ger", "nation": "GER", "hex": "E1", "figures": ["ger-regular", "ger-regular", "ger-regular", "ger-regular"] } ] }
                """);
        CliTest.Run basic = run("rules", "attack", file.toString(), "crusader", "ger");
        assertThat(basic.code()).as(basic.err()).isZero();
        assertThat(basic.out()).contains("6 dice").doesNotContain("British Tanks");
        CliTest.Run british = run("rules", "attack", file.toString(), "crusader", "ger", "--option", "british-tanks-vs-infantry");
        assertThat(british.code()).as(british.err()).isZero();
        assertThat(british.out()).contains("4 dice").contains("003 · British Tanks versus Infantry");
        CliTest.Run matilda = run("rules", "attack", file.toString(), "pz", "matilda", "--option", "matilda-heavy-armor");
        assertThat(matilda.code()).as(matilda.err()).isZero();
        assertThat(matilda.out()).contains("(000 · Thick Armor)").contains("003 · Matilda Mk. II Heavy Armor");
    }

    @Test
    void rulesAttackShowsSuppressiveFireAtAnAtGunWithInherentCrews(@TempDir Path tmp) throws Exception {
        Path file = tmp.resolve("gun.json");
        Files.writeString(file, """
                { "name": "gun",
                  "map": { "name": "row", "columns": 6, "rows": 1, "grid": [". . . . . ."] },
                  "units": [
                    { "id": "gun", "nation": "UK", "hex": "A1", "vehicle": "qf-6-pounder" },
                    { "id": "ger", "nation": "GER", "hex": "C1", "figures": ["ger-regular", "ger-regular", "ger-regular", "ger-regular"] } ] }
                """);
        CliTest.Run basic = run("rules", "attack", file.toString(), "ger", "gun", "--suppressive");
        assertThat(basic.code()).isEqualTo(2);
        assertThat(basic.err()).contains("vehicles are not affected by suppressive attacks");
        CliTest.Run crews = run("rules", "attack", file.toString(), "ger", "gun", "--suppressive", "--option", "inherent-crews");
        assertThat(crews.code()).as(crews.err()).isZero();
        assertThat(crews.out()).contains("4 dice").contains("0 red dice").contains("003 · Inherent Crews for Equipment Units");
    }

    @Test
    void rulesAttackShowsTheSideOfAFacingVehicleStruck(@TempDir Path tmp) throws Exception {
        // 003 · Optional Facing Rules: the Tiger behind the Sherman fires at its rear arc, "causing the Sherman to lose 1"
        Path file = tmp.resolve("facing.json");
        Files.writeString(file, """
                { "name": "facing",
                  "map": { "name": "column", "columns": 1, "rows": 5, "grid": [".", ".", ".", ".", "."] },
                  "units": [
                    { "id": "sherman", "nation": "US", "hex": "A1", "vehicle": "sherman", "facing": "N" },
                    { "id": "tiger", "nation": "GER", "hex": "A4", "vehicle": "tiger-i", "facing": "N" } ] }
                """);
        CliTest.Run basic = run("rules", "attack", file.toString(), "tiger", "sherman");
        assertThat(basic.code()).as(basic.err()).isZero();
        assertThat(basic.out()).contains("4 red dice").doesNotContain("Facing");
        CliTest.Run facing = run("rules", "attack", file.toString(), "tiger", "sherman", "--option", "facing");
        assertThat(facing.code()).as(facing.err()).isZero();
        assertThat(facing.out()).contains("3 red dice").contains("strikes its rear").contains("003 · Optional Facing Rules");
        CliTest.Run stug = run("rules", "attack", file.toString(), "sherman", "tiger", "--options", "facing");
        assertThat(stug.out()).as("the Sherman fires at the Tiger's front").contains("7 red dice").contains("strikes its front");
    }

    @Test
    void rulesAttackWorksOutASmokeMission(@TempDir Path tmp) throws Exception {
        String pos = woodsPosition(tmp).toString();
        CliTest.Run off = run("rules", "attack", pos, "mortar", "F1", "--smoke");
        assertThat(off.code()).isEqualTo(2);
        assertThat(off.err()).contains("not on in this game");
        CliTest.Run on = run("rules", "attack", pos, "mortar", "F1", "--smoke", "--option", "mortars-fire-smoke");
        assertThat(on.code()).as(on.err()).isZero();
        assertThat(on.out()).contains("Area suppressive attack on F1").contains("smoke rounds: no effect")
                .contains("003 · Mortars Firing Smoke");
    }

    /** A Sherman in A1, a Panzer IV three hexes away (normal range), a German squad behind it. */
    static Path tanks(Path dir) throws Exception {
        Path file = dir.resolve("tanks.json");
        Files.writeString(file, """
                { "name": "tanks",
                  "map": { "name": "row", "columns": 12, "rows": 2, "grid": [". . . . . . . . . . . .", ". . . . . . . . . . . ."] },
                  "units": [
                    { "id": "sh", "nation": "US", "hex": "A1", "vehicle": "sherman" },
                    { "id": "pz", "nation": "GER", "hex": "D1", "vehicle": "panzer-iv" },
                    { "id": "g", "nation": "GER", "hex": "E2", "figures": ["ger-regular", "ger-regular"] } ] }
                """);
        return file;
    }

    @Test
    void rulesAttackShowsAMunitionsTokensModifierWithItsHeading(@TempDir Path tmp) throws Exception {
        String pos = tanks(tmp).toString();
        CliTest.Run basic = run("rules", "attack", pos, "sh", "pz");
        assertThat(basic.code()).as(basic.err()).isZero();
        assertThat(basic.out()).contains("8 dice");
        CliTest.Run apb = run("rules", "attack", pos, "sh", "pz", "--option", "munitions", "--munition", "ap-b");
        assertThat(apb.code()).as(apb.err()).isZero();
        assertThat(apb.out()).contains("9 dice").contains("+1 AP-B round against a vehicle (002 · MUNITIONS SPECIALIZATION TOKENS,"
                + " Armor Piercing Ballistic (AP-B))");
        CliTest.Run apds = run("rules", "attack", pos, "sh", "pz", "--options", "munitions,ap-ds", "--munition", "ap-c");
        assertThat(apds.code()).as(apds.err()).isZero();
        assertThat(apds.out()).contains("11 dice").contains("003 · Armor Piercing Discarding Sabot (AP-DS)");
        CliTest.Run he = run("rules", "attack", pos, "sh", "g", "--option", "munitions", "--munition", "he");
        assertThat(he.code()).as(he.err()).isZero();
        assertThat(he.out()).contains("hit on 4").contains("HE round: normal range attacks hit on 4, 5 or 6");
        CliTest.Run smoke = run("rules", "attack", pos, "sh", "C2", "--smoke", "--option", "munitions", "--munition", "smoke");
        assertThat(smoke.code()).as(smoke.err()).isZero();
        assertThat(smoke.out()).contains("smoke round").contains("002 · MUNITIONS SPECIALIZATION TOKENS, Smoke");
        CliTest.Run off = run("rules", "attack", pos, "sh", "pz", "--munition", "ap-b");
        assertThat(off.code()).isEqualTo(2);
        assertThat(off.err()).contains("error: --munition: munitions tokens are an optional rule; add --option munitions");
        CliTest.Run apdsAlone = run("rules", "attack", pos, "sh", "pz", "--option", "ap-ds");
        assertThat(apdsAlone.code()).isEqualTo(2);
        assertThat(apdsAlone.err()).contains("ap-ds needs option munitions").doesNotContain("Exception");
    }

    @Test
    void rulesAttackAtNight_showsTheVisibilityAndWhoIsSeenFiringInTheBreakdown(@TempDir Path tmp) throws Exception {
        // 003 · Night Rules: "visibility is limited to 2 hexes"; the Panzer IV is 3 hexes from the Sherman
        String pos = tanks(tmp).toString();
        CliTest.Run dark = run("rules", "attack", pos, "sh", "pz", "--option", "night");
        assertThat(dark.code()).isEqualTo(2);
        assertThat(dark.err()).contains("it is night: the target is 3 hexes away and visibility is 2 hexes")
                .contains("003 · NIGHT RULES").doesNotContain("Exception");
        CliTest.Run seen = run("rules", "attack", pos, "sh", "pz", "--option", "night", "--seen-firing", "pz");
        assertThat(seen.code()).as(seen.err()).isZero();
        assertThat(seen.out()).contains("Optional rules on: night").contains("night: visibility 2 hexes")
                .contains("visible from all ranges").contains("003 · Night Rules");
        CliTest.Run clearer = run("rules", "attack", pos, "sh", "pz", "--option", "night", "--visibility", "3");
        assertThat(clearer.code()).as(clearer.err()).isZero();
        assertThat(clearer.out()).contains("night: visibility 3 hexes").contains("sh is seen firing");
        CliTest.Run shell = run("rules", "attack", woodsPosition(tmp).toString(), "mortar", "F1", "--star-shell", "--option", "night",
                "--visibility", "6");
        assertThat(shell.code()).as(shell.err()).isZero();
        assertThat(shell.out()).contains("star shell: no attack and no dice").contains("003 · Night Rules, Star Shells");
        CliTest.Run day = run("rules", "attack", pos, "sh", "pz", "--visibility", "3");
        assertThat(day.code()).isEqualTo(2);
        assertThat(day.err()).contains("belong to the night rules; add --option night");
    }

    @Test
    void anUnknownOptionIsRefusedWithTheKnownOnes(@TempDir Path tmp) throws Exception {
        CliTest.Run r = run("rules", "attack", woodsPosition(tmp).toString(), "mortar", "us", "--option", "blizzard");
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err()).contains("error: --option: unknown option 'blizzard' (known: mortars-into-woods, limited-combined-fire")
                .doesNotContain("Exception");
        CliTest.Run sim = run("simulate", "--scenario", CliTest.SKIRMISH, "--games", "1", "--options", "modified-plateau,nite");
        assertThat(sim.code()).isEqualTo(2);
        assertThat(sim.err()).contains("unknown option 'nite'");
    }

    @Test
    void aScenariosOptionsAreValidated_theFileTheFieldAndTheProblemNamed(@TempDir Path tmp) throws Exception {
        Path scenario = tmp.resolve("bad-options.json");
        Files.writeString(scenario, Files.readString(Path.of(CliTest.SKIRMISH))
                .replace("\"position\": \"farm-crossing-position.json\"", "\"position\": \"" + Path.of(CliTest.POSITION).toAbsolutePath()
                        .toString().replace("\\", "/") + "\"")
                .replace("\"victoryPointsEachRound\": true", "\"victoryPointsEachRound\": true, \"options\": [\"modified-plateau\", \"nite\"]"));
        CliTest.Run r = run("validate", scenario.toString());
        assertThat(r.code()).isNotZero();
        assertThat(r.out() + r.err()).contains("bad-options.json").contains("options[1]").contains("unknown option 'nite'")
                .contains("known: mortars-into-woods");
    }

    @Test
    void simulatedGamesRecordTheirOptions_andReplayWithThem(@TempDir Path tmp) throws Exception {
        CliTest.Run r = run("simulate", "--scenario", CliTest.SKIRMISH, "--games", "3", "--seed", "5", "--save", tmp.toString(),
                "--option", "limited-combined-fire", "--option", "modified-plateau");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("optional rules on: limited-combined-fire, modified-plateau");
        try (var files = Files.list(tmp)) {
            for (Path game : files.sorted().toList()) {
                JsonNode saved = new ObjectMapper().readTree(game.toFile());
                assertThat(saved.get("options")).extracting(JsonNode::asText).containsExactly("limited-combined-fire", "modified-plateau");
                CliTest.Run verify = run("replay", game.toString(), "--verify");
                assertThat(verify.code()).as(verify.out() + verify.err()).isZero();
            }
        }
        Path basic = tmp.resolve("basic");
        run("simulate", "--scenario", CliTest.SKIRMISH, "--games", "1", "--seed", "5", "--save", basic.toString());
        try (var files = Files.list(basic)) {
            assertThat(new ObjectMapper().readTree(files.findFirst().orElseThrow().toFile()).has("options"))
                    .as("a game without options is saved as before").isFalse();
        }
    }

    @Test
    void aSavedGameWithAnUnknownOption_isRefusedNamingTheField(@TempDir Path tmp) throws Exception {
        Path save = tmp.resolve("game.json");
        Files.writeString(save, "{\"scenario\": \"" + Path.of(CliTest.SKIRMISH).toAbsolutePath().toString().replace("\\", "/")
                + "\", \"seed\": 1, \"options\": [\"nite\"], \"choices\": []}");
        CliTest.Run r = run("replay", save.toString());
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err()).contains("game.json: options: unknown option 'nite'");
    }
}
