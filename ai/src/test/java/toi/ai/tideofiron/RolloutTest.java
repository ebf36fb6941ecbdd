package toi.ai.tideofiron;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import toi.ai.Scenarios;
import toi.engine.game.Game;
import toi.engine.game.RandomPlayer;
import toi.engine.game.protocol.Decision;

/**
 * The search's cheap playout policy (docs/ai.md · Search, issue 30): it answers every decision of a whole game legally,
 * the same game for the same seed, and it is a real player, not noise — it beats random play.
 */
class RolloutTest {
    private static final int MAX_CHOICES = 20_000;

    /** Rollout for {@code side}, random play for the other; the winner (null for a draw). */
    static Game play(String scenario, String side, long seed) {
        Game g = new Game(Scenarios.load(scenario), seed);
        Rollout rollout = new Rollout(new HeuristicAi(seed));
        RandomPlayer random = new RandomPlayer(seed);
        for (int i = 0; i < MAX_CHOICES && !g.over(); i++) {
            Decision d = g.pending();
            g.apply(side == null || side.equals(d.nation()) ? rollout.decide(g) : random.choose(d));
        }
        return g;
    }

    @Test
    void playsAWholeGameForBothSidesLegallyAndTheSameForTheSameSeed() {
        Game a = play("at-the-breaking-point", null, 3);
        assertThat(a.over()).as("the game ends").isTrue();
        assertThat(play("at-the-breaking-point", null, 3).hash()).isEqualTo(a.hash());
    }

    /**
     * 000 · Half Hexes: the board's half hexes are not part of the game, so a step is never weighed into one. Before, on
     * Stavelot Express the policy scored the half hex P1 next to a unit on the board's edge, line of sight refused it, and
     * every search game of the ladder there failed ("P1 is not part of the game").
     */
    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(strings = {"at-the-breaking-point", "breaking-the-line", "chain-of-command",
            "crossroads-v2", "liberation", "normandy-farm", "siegfried-assault", "stavelot-express", "uphill-battle"})
    void halfHexes_playsAWholeGameOfEveryScenarioForBothSides(String scenario) {
        for (long seed = 1; seed <= 2; seed++) {
            assertThat(play(scenario, null, seed).over()).as(scenario + " seed " + seed + " ends").isTrue();
        }
    }

    @Test
    void beatsRandomPlayOnNormandyFarmFromBothSides() {
        int wins = 0;
        int games = 0;
        for (String side : new String[] {"US", "GER"}) {
            for (long seed = 1; seed <= 5; seed++) {
                Game g = play("normandy-farm", side, seed);
                games++;
                if (side.equals(g.state().winner())) {
                    wins++;
                }
            }
        }
        assertThat(wins).as("wins of %d games against random", games).isGreaterThanOrEqualTo(8);
    }
}
