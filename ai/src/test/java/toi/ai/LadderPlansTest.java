package toi.ai;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The ladder's pairings: each stopped by its SPRT [0, 50] or its cap, but normal against random, whose question is a
 * score (issue 30: "normal ≥ 95 % against random"), which plays its pairs whatever the test says.
 */
class LadderPlansTest {

    @Test
    void normalAgainstRandomPlaysItsPairsAndTheOthersStopByTheirSprt() {
        List<Tournament.Plan> plans = Ladder.plans(List.of(), 1, 60, Map.of("hard", "mcts:2"));
        assertThat(plans).hasSize(Ladder.PAIRINGS.size());
        for (Tournament.Plan p : plans) {
            if (p.a().equals("normal") && p.b().equals("random")) {
                assertThat(p.sprt()).as("not stopped by its SPRT").isNull();
                assertThat(p.maxPairs()).isEqualTo(Ladder.SCORE_PAIRS);
            } else {
                assertThat(p.sprt()).as(p.a() + " vs " + p.b()).isEqualTo(Ladder.SPRT);
                assertThat(p.maxPairs()).isEqualTo(60);
            }
        }
        assertThat(plans.stream().filter(p -> p.a().equals("hard")).findFirst().orElseThrow().specA()).isEqualTo("mcts:2");
        assertThat(Ladder.plans(List.of(), 1, 3, Map.of()).get(0).maxPairs()).as("the cap, where it is lower").isEqualTo(3);
    }

    /** Played: the heuristic against random on Normandy Farm plays its pairs to the cap though its SPRT would have stopped it. */
    @Test
    void theScoredPairingPlaysPastTheSprtsVerdict() {
        var sc = new Tournament.Scenario("normandy-farm", "", seed -> Scenarios.match(Scenarios.load("normandy-farm"), seed));
        var plan = Ladder.plans(List.of(sc), 1, 8, Map.of()).get(0);
        List<Tournament.Pair> pairs = Tournament.play(List.of(plan), 2, Long.MAX_VALUE, g -> { }).get(0);
        assertThat(pairs).hasSize(8);
        var m = Tournament.Matchup.of(plan.a(), plan.b(), pairs, Ladder.SPRT);
        assertThat(m.stats().pairs()).isEqualTo(8);
        assertThat(Tournament.Matchup.of(plan.a(), plan.b(), pairs.subList(0, Sprt.MIN_PAIRS), Ladder.SPRT).sprt().decision())
                .as("the SPRT had decided after the first pairs, and the pairing played on").isEqualTo("H1");
    }

    /** What the lobby reads (ladder-levels.json): the levels with an Elo, each as elo then games, the same text every run. */
    @Test
    void theSummaryListsEachLevelsEloThenGamesInTheSameOrderEveryRun() throws Exception {
        List<Ladder.Level> levels = List.of(new Ladder.Level("random", -618.4, 70), new Ladder.Level("easy", -270.2, 28),
                new Ladder.Level("normal", 0, 98), new Ladder.Level("hard", 302.6, 44), new Ladder.Level("expert", Double.NaN, 0));
        String json = new com.fasterxml.jackson.databind.ObjectMapper()
                .writeValueAsString(Ladder.summary(new Ladder.Result(List.of(), levels, List.of(), false), "2026-11-27"));
        assertThat(json).isEqualTo("{\"date\":\"2026-11-27\",\"anchor\":\"normal\",\"levels\":{\"easy\":{\"elo\":-270,\"games\":28},"
                + "\"normal\":{\"elo\":0,\"games\":98},\"hard\":{\"elo\":303,\"games\":44}}}");
    }
}
