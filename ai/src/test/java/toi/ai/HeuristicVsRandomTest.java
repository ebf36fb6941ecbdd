package toi.ai;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;
import toi.ai.tideofiron.HeuristicAi;
import toi.engine.scenario.GameSetup;

/** The heuristic player beats the random one on Normandy Farm from both sides (docs/ai.md). */
class HeuristicVsRandomTest {
    private static final int GAMES_PER_SIDE = 10;

    @Test
    void heuristicWinsMostGamesOnNormandyFarmOnBothSides() {
        GameSetup setup = Scenarios.load("normandy-farm");
        int won = 0;
        int played = 0;
        for (String side : setup.nations()) {
            String other = setup.nations().stream().filter(n -> !n.equals(side)).findFirst().orElseThrow();
            for (int i = 0; i < GAMES_PER_SIDE; i++) {
                long seed = 500 + i;
                Referee.Result r = Referee.play(Scenarios.match(setup, seed), Map.of(side, new HeuristicAi(seed), other, new RandomAi(seed)));
                assertThat(r.failure()).as("game " + seed).isNull();
                assertThat(r.refused().get(side)).as("the heuristic's choices are all legal").isZero();
                played++;
                if (side.equals(r.winner())) {
                    won++;
                }
            }
        }
        assertThat(won).as("heuristic wins of " + played).isGreaterThanOrEqualTo((int) Math.ceil(0.8 * played));
    }
}
