package toi.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import toi.protocol.Match;

/**
 * The search levels' budgets (toi/ai/levels.json; docs/ai.md R-AI-1): iterations as tournaments and the ladder seat them
 * (the same level, seed and choices give the same game), iterations and a time cap in play.
 */
class LevelReplayTest {

    private static JsonNode levelsFile() throws Exception {
        try (var in = LevelReplayTest.class.getResourceAsStream("/toi/ai/levels.json")) {
            return new ObjectMapper().readTree(in);
        }
    }

    @Test
    void tournamentsSeatTheLevelsByTheirIterationsAlone() throws Exception {
        JsonNode file = levelsFile();
        for (String level : List.of("hard", "expert")) {
            SearchAi measured = (SearchAi) Players.create(level, 1);
            assertThat(measured.budget()).as(level).isEqualTo(new SearchAi.Budget(file.path(level).path("iterations").asInt(), 0, 0));
            assertThat(measured.name()).isEqualTo(level);
        }
        assertThat(Players.LEVEL_BUDGETS.search("hard").iterations()).isPositive().isLessThan(Players.LEVEL_BUDGETS.search("expert").iterations());
        assertThat(Players.describe("expert")).contains(String.format(java.util.Locale.ROOT, "tries %,d possible continuations",
                Players.LEVEL_BUDGETS.search("expert").iterations()));
        assertThat(Players.LEVEL_BUDGETS.easyBlunder()).isBetween(0.0, 1.0);
    }

    /** In play (./toi play, the lobby's seats) a search level carries the file's milliseconds beside its iterations. */
    @Test
    void inPlayTheSearchLevelsStopAtTheirTimeFromTheDataFileToo() throws Exception {
        JsonNode file = levelsFile();
        for (String level : List.of("hard", "expert")) {
            SearchAi inPlay = (SearchAi) Players.forPlay(level, 1);
            assertThat(inPlay.budget()).as(level).isEqualTo(new SearchAi.Budget(file.path(level).path("iterations").asInt(),
                    file.path(level).path("millis").asLong(), 0));
            assertThat(inPlay.budget().millis()).isPositive();
        }
        assertThat(Players.describe("hard")).contains("at most " + file.path("hard").path("millis").asLong() + " ms");
        // a search given its own budget is played as given, in play as in tournaments
        assertThat(((SearchAi) Players.forPlay("mcts:500", 1)).budget()).isEqualTo(new SearchAi.Budget(500, 0, 0));
        // a tournament seats the levels as measured unless asked for their budgets in play
        Tournament.Scenario none = new Tournament.Scenario("x", "", seed -> null);
        assertThat(((SearchAi) new Tournament.Plan("hard", "normal", List.of(none), 1, 1, null).seat("hard", 1, null)).budget().millis()).isZero();
        assertThat(((SearchAi) new Tournament.Plan("hard", "normal", "hard", "normal", List.of(none), 1, 1, null, true).seat("hard", 1, null))
                .budget()).isEqualTo(Players.LEVEL_BUDGETS.search("hard"));
    }

    @Test
    void aBadLevelsFileIsRefusedNamingTheFileTheLevelAndTheField() throws Exception {
        ObjectMapper json = new ObjectMapper();
        String good = "{\"easy\": {\"blunder\": 0.3}, \"hard\": {\"iterations\": 50, \"millis\": 250}, \"expert\": {\"iterations\": 200, \"millis\": 1000}}";
        assertThat(Players.LevelBudgets.read(json.readTree(good)).search("expert")).isEqualTo(new SearchAi.Budget(200, 1000, 0));
        Map<String, String> bad = new LinkedHashMap<>();
        bad.put(good.replace(", \"millis\": 250", ""), "hard needs \"millis\"");
        bad.put(good.replace("\"millis\": 250", "\"millis\": 0"), "hard needs \"millis\"");
        bad.put(good.replace("\"millis\": 1000", "\"millis\": \"1s\""), "expert needs \"millis\"");
        bad.put(good.replace("\"millis\": 1000", "\"millis\": 2.5"), "expert needs \"millis\"");
        bad.put(good.replace("\"iterations\": 50", "\"iterations\": -3"), "hard needs \"iterations\"");
        bad.put(good.replace("\"blunder\": 0.3", "\"blunder\": 3"), "easy needs \"blunder\"");
        for (var e : bad.entrySet()) {
            assertThatThrownBy(() -> Players.LevelBudgets.read(json.readTree(e.getKey()))).as(e.getKey())
                    .isInstanceOf(IllegalStateException.class).hasMessageContaining("toi/ai/levels.json").hasMessageContaining(e.getValue());
        }
    }

    /** The first 60 choices of hard (as the Americans) against normal, twice from the same seed: the same choices, the same state. */
    @Test
    void theSameLevelSeedAndChoicesGiveTheSameGameTwice() {
        List<String> first = new ArrayList<>();
        long hash1 = play(first);
        List<String> second = new ArrayList<>();
        long hash2 = play(second);
        assertThat(second).isEqualTo(first);
        assertThat(hash2).isEqualTo(hash1);
    }

    private static long play(List<String> log) {
        Match m = Scenarios.match(Scenarios.load("normandy-farm"), 7);
        Map<String, Player> seated = new LinkedHashMap<>();
        seated.put("US", Players.create("hard", 21, m.ruleset()));
        seated.put("GER", Players.create("normal", 22, m.ruleset()));
        while (!m.over() && log.size() < 60) {
            String seat = Referee.seatOf(seated, m.pending().seat());
            toi.protocol.Option o = seated.get(seat).choose(PlayerView.of(m, seat));
            m.apply(seat, o);
            log.add(seat + ": " + o.text());
        }
        return m.hash();
    }
}
