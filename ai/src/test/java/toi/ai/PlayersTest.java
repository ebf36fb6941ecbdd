package toi.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import toi.ai.tideofiron.HeuristicAi;
import toi.ai.tideofiron.PassiveAi;

/** Player names, difficulty levels and search budgets. */
class PlayersTest {

    @Test
    void everyNameAndLevelMakesAPlayer() {
        for (String name : Players.NAMES) {
            assertThat(Players.create(name, 1)).as(name).isNotNull();
            assertThat(Players.forPlay(name, 1).name()).as(name + " in play").isEqualTo(Players.create(name, 1).name());
        }
        assertThat(Players.NAMES).containsAll(Players.LEVELS);
        assertThat(Players.create("easy", 1, "tide-of-iron")).isInstanceOf(HeuristicAi.class);
        assertThat(Players.create("normal", 1, "tide-of-iron")).isInstanceOf(HeuristicAi.class);
        assertThat(Players.create("passive", 1, "tide-of-iron")).isInstanceOf(PassiveAi.class);
        assertThat(Players.create("hard", 1).name()).isEqualTo("hard");
        assertThat(Players.create("expert", 1)).isInstanceOf(SearchAi.class);
    }

    @Test
    void searchBudgetsByTimeOrIterations() {
        assertThat(Players.budget("mcts:1s", "1s")).isEqualTo(new SearchAi.Budget(0, 1000, 0));
        assertThat(Players.budget("mcts:0.5s", "0.5s")).isEqualTo(new SearchAi.Budget(0, 500, 0));
        assertThat(Players.budget("mcts:250ms", "250ms")).isEqualTo(new SearchAi.Budget(0, 250, 0));
        assertThat(Players.budget("mcts:500", "500")).isEqualTo(new SearchAi.Budget(500, 0, 0));
        for (String bad : new String[] {"mcts:0", "mcts:fast", "mcts:-1s", "mcts:", "hard:2s"}) {
            assertThatThrownBy(() -> Players.create(bad, 1)).as(bad).isInstanceOf(IllegalArgumentException.class).hasMessageContaining(bad);
        }
    }
}
