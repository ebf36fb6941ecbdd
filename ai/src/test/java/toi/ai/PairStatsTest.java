package toi.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The Elo difference from paired games, its 95 % interval, and the SPRT, against numbers worked out by hand. */
class PairStatsTest {

    private static List<Double> scores(int... byQuarter) {
        List<Double> out = new ArrayList<>();
        for (int q = 0; q < byQuarter.length; q++) {
            for (int i = 0; i < byQuarter[q]; i++) {
                out.add(q / (double) (byQuarter.length - 1));
            }
        }
        return out;
    }

    @Test
    void theLogisticEloOfAScore() {
        assertThat(PairStats.expected(0)).isEqualTo(0.5);
        assertThat(PairStats.expected(50)).isCloseTo(0.571463, within(1e-6));
        PairStats any = PairStats.of(scores(0, 0, 10, 0, 0));
        assertThat(any.eloOf(0.75)).isCloseTo(400 * Math.log10(3), within(1e-9)); // 3 : 1 odds: 190.85 Elo
        assertThat(any.eloOf(0.5)).isZero();
        assertThat(any.eloOf(0.25)).isCloseTo(-400 * Math.log10(3), within(1e-9));
    }

    /**
     * 20 pairs scoring 0, ¼, ½, ¾, 1 in 1, 2, 5, 8 and 4 pairs: mean 13/20 = 0.65; variance Σ(x − 0.65)²/20 = 0.07125;
     * Elo −400·log10(1/0.65 − 1) = 107.5; 95 %: 0.65 ± 1.96·√(0.07125/20) = 0.533…0.767, i.e. 23.0…207.0 Elo.
     */
    @Test
    void pentanomialCountsGiveTheEloAndItsInterval() {
        PairStats s = PairStats.of(scores(1, 2, 5, 8, 4));
        assertThat(s.pairs()).isEqualTo(20);
        assertThat(s.pentanomial()).containsExactly(1, 2, 5, 8, 4);
        assertThat(s.score()).isCloseTo(0.65, within(1e-12));
        assertThat(s.variance()).isCloseTo(0.07125, within(1e-12));
        assertThat(s.elo()).isCloseTo(107.54, within(0.01));
        assertThat(s.eloInterval()[0]).isCloseTo(22.98, within(0.01));
        assertThat(s.eloInterval()[1]).isCloseTo(206.96, within(0.01));
        // LLR of [0, 50]: 20·(0.571463 − 0.5)·(1.3 − 1.071463)/(2·0.07125) = 2.292
        assertThat(s.llr(0, 50)).isCloseTo(2.2922, within(1e-4));
    }

    /**
     * Games counted one by one (trinomial) go through the same formula: 60 wins, 20 draws, 20 losses in 100 games: mean
     * 0.7, variance 0.6·0.3² + 0.2·0.2² + 0.2·0.7² = 0.16, LLR of [0, 50] = 100·0.071463·(1.4 − 1.071463)/0.32 = 7.337;
     * of [0, 5] 0.883.
     */
    @Test
    void theLlrOfKnownWinDrawLossCounts() {
        PairStats s = PairStats.of(scores(20, 20, 60));
        assertThat(s.score()).isCloseTo(0.7, within(1e-12));
        assertThat(s.variance()).isCloseTo(0.16, within(1e-12));
        assertThat(s.llr(0, 50)).isCloseTo(7.3370, within(1e-3));
        assertThat(s.llr(0, 5)).isCloseTo(0.8832, within(1e-3));
    }

    /** Wald's bounds for α = β = 0.05: ln(0.05/0.95) = −2.944 and ln(0.95/0.05) = +2.944. */
    @Test
    void theSprtAcceptsH1H0OrPlaysOn() {
        Sprt t = Sprt.parse("0,50");
        assertThat(t.lower()).isCloseTo(-2.9444, within(1e-4));
        assertThat(t.upper()).isCloseTo(2.9444, within(1e-4));
        assertThat(t.verdict(PairStats.of(scores(20, 20, 60))).decision()).isEqualTo("H1"); // LLR 7.34
        assertThat(t.verdict(PairStats.of(scores(1, 2, 5, 8, 4))).decision()).isNull(); // LLR 2.29: play on
        assertThat(t.verdict(PairStats.of(scores(60, 20, 20))).decision()).isEqualTo("H0");
        assertThat(t.verdict(PairStats.of(scores(0, 0, 0, 0, 4))).decision()).as("fewer than " + Sprt.MIN_PAIRS + " pairs").isNull();
        assertThat(t.verdict(PairStats.of(scores(0, 0, 0, 0, 5))).decision()).as("a sweep: the variance floored").isEqualTo("H1");
        assertThat(t.verdict(PairStats.of(scores(0, 0, 0, 0, 5))).toString()).contains("LLR").contains("H1 accepted");
        // pairs all even: the interval is that of the floored variance (1/16·4/25 = 0.01), ±1.96·√(0.01/5) = ±0.0877 → ±61.5 Elo
        double[] even = PairStats.of(scores(0, 0, 5, 0, 0)).eloInterval();
        assertThat(even[0]).isCloseTo(-61.54, within(0.05));
        assertThat(even[1]).isCloseTo(61.54, within(0.05));
        assertThat(Sprt.parse("-10,10,0.1,0.2").alpha()).isEqualTo(0.1);
        assertThatThrownBy(() -> Sprt.parse("50,0")).hasMessageContaining("elo1 must be above elo0");
        assertThatThrownBy(() -> Sprt.parse("fast")).hasMessageContaining("--sprt takes elo0,elo1");
        assertThatThrownBy(() -> Sprt.parse("0,50,0.6,0.05")).hasMessageContaining("alpha and beta");
    }

    /** A game's margin: half the result, a quarter how soon, a quarter the victory points. */
    @Test
    void theMarginOfAGame() {
        List<String> sides = List.of("US", "GER");
        // US wins in round 2 of 4 (half the rounds left), no victory points: 0.5 + 0.25·0.5 = 0.625
        assertThat(Tournament.margin(sides, "US", 2, 4, java.util.Map.of())).isCloseTo(0.625, within(1e-12));
        // GER wins at the end of round 4 of 4 with 3 VP to 1: −0.5 − 0 + 0.25·(1 − 3)/4 = −0.625
        assertThat(Tournament.margin(sides, "GER", 4, 4, java.util.Map.of("US", 1, "GER", 3))).isCloseTo(-0.625, within(1e-12));
        assertThat(Tournament.margin(sides, null, 4, 4, java.util.Map.of())).isZero();
        assertThat(Tournament.margin(sides, "US", 1, 1000, java.util.Map.of("US", 9))).isLessThanOrEqualTo(1);
    }
}
