package toi.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** ./toi ladder on a tiny budget end to end, and ./toi tournament's --jobs and --sprt. */
class LadderCommandTest {

    @Test
    void aTinyLadderWritesItsSectionJsonChartAndTheLobbysFile(@TempDir Path tmp) throws Exception {
        Path doc = tmp.resolve("ai.md");
        Files.writeString(doc, "# AI\n\n## The ladder\n<!-- ladder: written by ./toi ladder, do not edit by hand -->\nold figures\n<!-- /ladder -->\n\n## After\nkept\n");
        Path levels = tmp.resolve("ladder-levels.json");
        CliTest.Run r = CliTest.run("ladder", "--max-pairs", "1", "--level-budget", "hard=1,expert=2", "--jobs", "2", "--out", tmp.toString(),
                "--doc", doc.toString(), "--levels-file", levels.toString());
        assertThat(r.code()).as(r.err()).isZero();
        String page = Files.readString(doc);
        assertThat(page).doesNotContain("old figures").contains("## After\nkept").contains("| hard vs normal | 1 |")
                .contains("| expert vs hard |").contains("| normal | 0 |").contains("--level-budget hard=1,expert=2")
                .contains("mcts:2 (--level-budget)");
        JsonNode o = new ObjectMapper().readTree(tmp.resolve("ladder.json").toFile());
        assertThat(o.get("matchups")).hasSize(6);
        assertThat(o.get("games")).hasSize(12); // 6 pairings × 1 pair × 2 games, all on Normandy Farm (pair 0)
        for (JsonNode m : o.get("matchups")) {
            assertThat(m.get("pairs").asInt()).isEqualTo(1);
            assertThat(m.get("sprt").get("upper").asDouble()).isGreaterThan(2.9);
        }
        assertThat(Files.readString(tmp.resolve("ladder.svg"))).startsWith("<svg").contains("expert vs normal");
        JsonNode lobby = new ObjectMapper().readTree(levels.toFile());
        assertThat(lobby.get("levels").get("normal").get("elo").asInt()).isZero();
        assertThat(lobby.get("levels").has("hard")).isTrue();
        assertThat(r.out()).contains("Elo (normal 0)");
    }

    @Test
    void aLadderWithoutItsMarkersOrWithBadBudgetsIsRefused(@TempDir Path tmp) throws Exception {
        Path doc = tmp.resolve("ai.md");
        Files.writeString(doc, "# no markers\n");
        CliTest.Run r = CliTest.run("ladder", "--doc", doc.toString(), "--out", tmp.toString());
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err()).startsWith("error: ").contains("has no ladder section");
        CliTest.Run bad = CliTest.run("ladder", "--level-budget", "normal=3", "--doc", doc.toString());
        assertThat(bad.err()).contains("'normal' is not a search level");
    }

    @Test
    void theTournamentReportsPairsEloAndTheSprtOnTwoJobs(@TempDir Path tmp) throws Exception {
        Path json = tmp.resolve("r.json");
        CliTest.Run r = CliTest.run("tournament", "--scenarios", "normandy-farm", "--players", "heuristic,random", "--games", "30", "--seed", "1",
                "--jobs", "2", "--sprt", "0,50", "--json", json.toString());
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("heuristic vs random").contains("SPRT [0, 50]").contains("H1 accepted").contains("Elo (95% CI)");
        JsonNode m = new ObjectMapper().readTree(json.toFile()).get("matchups").get(0);
        assertThat(m.get("sprt").get("decision").asText()).isEqualTo("H1");
        assertThat(m.get("pairs").asInt()).isLessThan(30);
        CliTest.Run bad = CliTest.run("tournament", "--scenarios", "normandy-farm", "--sprt", "50,0");
        assertThat(bad.code()).isEqualTo(2);
        assertThat(bad.err()).startsWith("error: ").contains("elo1 must be above elo0");
    }
}
