package toi.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The tournament's numbers: Wilson intervals, Elo from wins, and the player names. */
class TournamentStatsTest {

    @Test
    void wilsonIntervalsMatchTheTextbook() {
        double[] ci = Tournament.wilson(38, 40); // 95%: 0.835–0.986
        assertThat(ci[0]).isCloseTo(0.8350, within(5e-4));
        assertThat(ci[1]).isCloseTo(0.9862, within(5e-4));
        double[] none = Tournament.wilson(0, 20);
        assertThat(none[0]).isZero();
        assertThat(none[1]).isCloseTo(0.1611, within(5e-4));
        assertThat(Tournament.wilson(0, 0)).containsExactly(0, 1);
    }

    @Test
    void eloFollowsTheWinsAndStaysFiniteForASweep() {
        double[] even = Tournament.elo(new double[][] {{0, 5}, {5, 0}});
        assertThat(even[0]).isCloseTo(1500, within(1e-6));
        assertThat(even[1]).isCloseTo(1500, within(1e-6));
        double[] sweep = Tournament.elo(new double[][] {{0, 10}, {0, 0}}); // 10.5 : 0.5 with the half-win prior
        assertThat(sweep[0] - sweep[1]).isCloseTo(400 * Math.log10(21), within(0.5));
        assertThat(sweep[0] + sweep[1]).isCloseTo(3000, within(1e-6));
        double[] three = Tournament.elo(new double[][] {{0, 8, 9}, {2, 0, 7}, {1, 3, 0}});
        assertThat(three[0]).isGreaterThan(three[1]);
        assertThat(three[1]).isGreaterThan(three[2]);
    }

    @Test
    void playersByName() {
        assertThat(Players.create("random", 1).name()).isEqualTo("random");
        assertThat(Players.create("heuristic", 1).name()).isEqualTo("heuristic");
        assertThat(Players.create("montecarlo:2", 1).name()).isEqualTo("montecarlo");
        assertThatThrownBy(() -> Players.create("alphago", 1)).hasMessageContaining("unknown player 'alphago'");
        assertThatThrownBy(() -> Players.create("random:3", 1)).hasMessageContaining("takes no ':' argument");
        assertThat(Players.NAMES).containsExactly("random", "heuristic", "montecarlo", "mcts", "easy", "normal", "hard", "expert");
    }
}
