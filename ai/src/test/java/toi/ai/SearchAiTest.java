package toi.ai;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import toi.engine.game.protocol.Decision;
import toi.engine.game.Game;
import toi.engine.scenario.GameSetup;
import toi.engine.game.RandomPlayer;

/** The search player on a mid-game state: legal, explained, and the same choice for the same seed and iterations. */
class SearchAiTest {

    /** Round 2's first action turn of At the Breaking Point, random play before it. */
    static Game midGame() {
        GameSetup setup = Scenarios.load("at-the-breaking-point");
        Game g = new Game(setup, 42);
        RandomPlayer p = new RandomPlayer(42);
        while (g.state().round() < 2 || g.pending().kind() != Decision.Kind.ACTION) {
            g.apply(p.choose(g.pending()));
        }
        return g;
    }

    @Test
    void searchesAnActionTurnAndExplainsIt() {
        Game g = midGame();
        var seat = g.pending().seat();
        SearchAi a = new SearchAi(5, new SearchAi.Budget(40, 0, 0));
        var match = toi.engine.game.TideOfIronMatch.of("at-the-breaking-point", 42, g);
        var choice = a.choose(PlayerView.of(match, seat.toString()));
        Explanation why = a.lastDecision();
        assertThat(why.chosen()).isEqualTo(choice.text());
        assertThat(why.alternatives()).isNotEmpty();
        assertThat(why.alternatives().get(0).choice()).as("the most visited is chosen").isEqualTo(choice.text());
        assertThat(why.method()).contains("40 iterations");
        g.copy().apply(seat, ((toi.engine.game.ChoiceOption) choice).choice()); // accepted
        assertThat(why.lines().get(0)).startsWith("search chose '" + choice.text() + "'");
        var again = new SearchAi(5, new SearchAi.Budget(40, 0, 0)).choose(PlayerView.of(match, seat.toString()));
        assertThat(again.text()).isEqualTo(choice.text());
    }
}
