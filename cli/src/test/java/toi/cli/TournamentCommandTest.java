package toi.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** ./toi tournament end to end on a tiny run: the table, CSV and JSON, and one clear line for bad arguments. */
class TournamentCommandTest {

    @Test
    void aTinyTournamentPrintsTheTableAndWritesCsvAndJson(@TempDir Path tmp) throws Exception {
        Path csv = tmp.resolve("games.csv");
        Path json = tmp.resolve("result.json");
        CliTest.Run r = CliTest.run("tournament", "--scenarios", "normandy-farm", "--players", "random,heuristic", "--games", "2",
                "--seed", "5", "--csv", csv.toString(), "--json", json.toString());
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("4 games (normandy-farm; random vs heuristic; 2 per pairing and side; seeds 5–6)")
                .contains("95% CI (Wilson)").contains("Elo").contains("p50 ms").contains("p95 ms").contains("random ").contains("heuristic ")
                .contains("US random won").contains("US heuristic won");
        assertThat(Files.readAllLines(csv)).hasSize(5).first().asString().startsWith("scenario,seed,side1,player1");
        JsonNode o = new ObjectMapper().readTree(json.toFile());
        assertThat(o.get("standings")).hasSize(2);
        assertThat(o.get("games")).hasSize(4);
        int wins = 0;
        for (JsonNode s : o.get("standings")) {
            assertThat(s.get("games").asInt()).isEqualTo(4);
            assertThat(s.get("low").asDouble()).isLessThanOrEqualTo(s.get("winRate").asDouble());
            wins += s.get("wins").asInt();
        }
        assertThat(wins).isEqualTo(4);
        assertThat(r.err()).contains("[##########..........] 2/4 games").contains("4/4 games");
        Path chart = tmp.resolve("result.svg"); // next to the JSON
        assertThat(r.out()).contains("chart written to " + chart);
        String svg = Files.readString(chart);
        assertThat(svg).startsWith("<svg").contains(">random</text>").contains(">heuristic</text>").contains("Elo").endsWith("</svg>\n");
    }

    /**
     * --budget-minutes stops a long run in time: no pair started after it, the pairs still playing cancelled and not
     * counted, the standings as they stood and a line saying so; a budget of 0 or less is refused in one line.
     */
    @Test
    void aTimeBudgetStopsTheTournamentWithThePairsPlayedSoFar(@TempDir Path tmp) throws Exception {
        Path json = tmp.resolve("result.json");
        long t0 = System.nanoTime();
        CliTest.Run r = CliTest.run("tournament", "--scenarios", "normandy-farm", "--players", "heuristic,random", "--games", "5000",
                "--jobs", "2", "--budget-minutes", "0.05", "--json", json.toString());
        double seconds = (System.nanoTime() - t0) / 1e9;
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(seconds).as("3 s of budget, a pair at most beyond it").isLessThan(30);
        assertThat(r.out()).contains("out of time after 0.05 minutes");
        JsonNode o = new ObjectMapper().readTree(json.toFile());
        int games = o.get("games").size();
        assertThat(games).isPositive().isLessThan(10_000).isEven(); // whole pairs only
        for (int k = 0; k < games; k += 2) { // pair k / 2 on seed 1 + k / 2, both ways round
            assertThat(o.get("games").get(k).get("seed").asLong()).isEqualTo(1 + k / 2);
            assertThat(o.get("games").get(k + 1).get("seed").asLong()).isEqualTo(1 + k / 2);
        }
        CliTest.Run none = CliTest.run("tournament", "--scenarios", "normandy-farm", "--players", "heuristic,random", "--budget-minutes", "0");
        assertThat(none.code()).isEqualTo(2);
        assertThat(none.err()).startsWith("error: --budget-minutes must be more than 0");
    }

    /** 003 · Introduction: the optional rules chosen (--option, repeatable) are every game's, said in the table and the JSON. */
    @Test
    void optionalRulesNamedWithOptionArePlayedInEveryGame(@TempDir Path tmp) throws Exception {
        Path json = tmp.resolve("result.json");
        CliTest.Run r = CliTest.run("tournament", "--scenarios", "normandy-farm", "--players", "random,heuristic", "--games", "1",
                "--seed", "3", "--option", "night", "--option", "wrecked-vehicles", "--json", json.toString());
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("2 games (normandy-farm;").containsPattern("normandy-farm: optional rules on: .*night")
                .containsPattern("normandy-farm: optional rules on: .*wrecked-vehicles");
        JsonNode o = new ObjectMapper().readTree(json.toFile());
        assertThat(o.get("options").get("normandy-farm").asText()).contains("night").contains("wrecked-vehicles");
        assertThat(o.get("games")).hasSize(2);
        CliTest.Run plain = CliTest.run("tournament", "--scenarios", "normandy-farm", "--players", "random,heuristic", "--games", "1",
                "--seed", "3");
        assertThat(plain.out()).doesNotContain("optional rules on");
    }

    /** --play-budgets seats the levels as they play people (docs/ai.md R-AI-1): said in the table and the JSON. */
    @Test
    void playBudgetsAreSaidInTheTableAndTheJson(@TempDir Path tmp) throws Exception {
        Path json = tmp.resolve("result.json");
        CliTest.Run r = CliTest.run("tournament", "--scenarios", "normandy-farm", "--players", "random,heuristic", "--games", "1",
                "--seed", "3", "--play-budgets", "--json", json.toString());
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("the levels with their budgets in play (--play-budgets)");
        assertThat(new ObjectMapper().readTree(json.toFile()).get("playBudgets").asBoolean()).isTrue();
        CliTest.Run plain = CliTest.run("tournament", "--scenarios", "normandy-farm", "--players", "random,heuristic", "--games", "1",
                "--seed", "3", "--json", json.toString());
        assertThat(plain.out()).doesNotContain("--play-budgets");
        assertThat(new ObjectMapper().readTree(json.toFile()).get("playBudgets").asBoolean()).isFalse();
    }

    @Test
    void badArgumentsGetOneClearLine() {
        String[][] cases = {
            {"unknown player 'grandmaster'", "tournament", "--scenarios", "normandy-farm", "--players", "random,grandmaster"},
            {"no scenario file or id 'nowhere'", "tournament", "--scenarios", "nowhere"},
            {"--games must be from 1 to 10000, not 0", "tournament", "--scenarios", "normandy-farm", "--games", "0"},
            {"'random' is named twice", "tournament", "--scenarios", "normandy-farm", "--players", "random,random"},
            {"montecarlo:N takes N playouts", "tournament", "--scenarios", "normandy-farm", "--players", "random,montecarlo:x"},
            {"Missing required option: '--scenarios=A,B'", "tournament"},
            {"--option: ", "tournament", "--scenarios", "normandy-farm", "--option", "moonlight"},
        };
        for (String[] c : cases) {
            CliTest.Run r = CliTest.run(java.util.Arrays.copyOfRange(c, 1, c.length));
            String what = String.join(" ", java.util.Arrays.copyOfRange(c, 1, c.length));
            assertThat(r.code()).as(what).isEqualTo(2);
            assertThat(r.err()).as(what).startsWith("error: ").contains(c[0]).doesNotContain("Exception");
            assertThat(r.err().strip().lines()).as(what + ": one line").hasSize(1);
        }
    }

    @Test
    void tournamentAnswersHelp() {
        CliTest.Run r = CliTest.run("tournament", "--help");
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("Usage: toi tournament").contains("--scenarios").contains("--players").contains("--csv");
    }
}
