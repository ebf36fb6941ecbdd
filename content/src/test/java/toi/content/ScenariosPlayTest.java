package toi.content;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import toi.engine.game.Game;
import toi.engine.scenario.GameSetup;
import toi.engine.game.RandomPlayer;

/** Every scenario in scenarios/ loads and plays to a winner with random players (the "play to a winner"). */
class ScenariosPlayTest {

    @Test
    void everyScenarioPlaysToAWinner() throws Exception {
        List<Path> files = TestBoards.scenarioFiles();
        assertThat(files).isNotEmpty();
        for (Path f : files) {
            GameSetup setup = ScenarioLoader.load(f, TestBoards.CATALOGS);
            for (long seed = 1; seed <= 3; seed++) {
                Game g = new Game(setup, seed);
                RandomPlayer p = new RandomPlayer(seed);
                int choices = 0;
                while (!g.over() && choices++ < 50_000) {
                    g.apply(p.choose(g.pending()));
                }
                assertThat(g.over()).as(f + " seed " + seed + " ends").isTrue();
                assertThat(setup.nations()).as(f + " has a winner").contains(g.state().winner());
                assertThat(g.state().round()).isLessThanOrEqualTo(setup.rounds());
            }
        }
    }
}
