package toi.ai;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import toi.protocol.Match;

/** The search levels' budgets are iterations (toi/ai/levels.json): the same level, seed and choices give the same game. */
class LevelReplayTest {

    @Test
    void theSearchLevelsAreIterationBudgetsFromTheirDataFile() {
        assertThat(Players.LEVEL_BUDGETS.hard().millis()).isZero();
        assertThat(Players.LEVEL_BUDGETS.expert().millis()).isZero();
        assertThat(Players.LEVEL_BUDGETS.hard().iterations()).isPositive().isLessThan(Players.LEVEL_BUDGETS.expert().iterations());
        assertThat(Players.describe("expert")).contains(Players.LEVEL_BUDGETS.expert().iterations() + " iterations");
        assertThat(Players.LEVEL_BUDGETS.easyBlunder()).isBetween(0.0, 1.0);
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
