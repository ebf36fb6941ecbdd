package toi.irontide;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import toi.irontide.data.RulebookNumbers;
import toi.irontide.data.RulebookNumbers.Band;
import toi.irontide.load.ScenarioLoader;

/** §19 · GAME SCENARIOS and §20 · VICTORY CONDITIONS: the levels of victory with the book's own numbers. */
class VictoryLevelsTest {
    private static final RulebookNumbers RULES = ScenarioLoader.rulebook();

    private static String level(List<Band> bands, int vp) {
        return bands.get(RulebookNumbers.bandIndex(bands, vp)).level();
    }

    /**
     * §20 · "In the 10-turn Scenario, the level of victory is: 0 - 4 Allied Strategic … 30 Up German Strategic", and "In the
     * 20-turn scenario or the Campaign game levels of victory are: 0 - 6 Allied Strategic … 30 Up German Strategic": each
     * band's first and last total as printed.
     */
    @ParameterizedTest(name = "{0}: {1} VP is {2}")
    @CsvSource({
        "10-turn, 0, Allied Strategic", "10-turn, 4, Allied Strategic", "10-turn, 5, Allied Substantial",
        "10-turn, 8, Allied Substantial", "10-turn, 9, Allied Marginal", "10-turn, 12, Allied Marginal", "10-turn, 13, Draw",
        "10-turn, 18, Draw", "10-turn, 19, German Marginal", "10-turn, 24, German Marginal", "10-turn, 25, German Substantial",
        "10-turn, 29, German Substantial", "10-turn, 30, German Strategic", "10-turn, 76, German Strategic",
        "longer, 0, Allied Strategic", "longer, 6, Allied Strategic", "longer, 7, Allied Substantial",
        "longer, 10, Allied Substantial", "longer, 11, Allied Marginal", "longer, 15, Allied Marginal", "longer, 16, Draw",
        "longer, 19, Draw", "longer, 20, German Marginal", "longer, 24, German Marginal", "longer, 25, German Substantial",
        "longer, 29, German Substantial", "longer, 30, German Strategic", "longer, 64, German Strategic"})
    void theBandsAsTheTextPrintsThem(String table, int vp, String level) {
        List<Band> bands = table.equals("10-turn") ? RULES.bands10Turn() : RULES.bandsLonger();
        assertThat(level(bands, vp)).startsWith(level);
    }

    /**
     * §19 (three scenarios: 10-turn, 20-turn, Campaign) and §20 · "If the German player captures all the towns held
     * historically, a Draw or Marginal Victory can be achieved": the starred towns of the victory point table (Ettlebruk 1/1/1,
     * St. Vith 2/2/2, Vielsalm 1/1/1, Houffalize 1/1/1, Pironpré 1/1/1, La Roche 2/2/2, St. Hubert 2/2/2, Celles 3/2/3,
     * Rochfort 2/2/2, Manhay 2/1/2, Recogné 2/1/1) give 19, 16 and 18 points: a German Marginal Victory in the 10-turn
     * scenario, a Draw in the 20-turn scenario and in the Campaign.
     */
    @Test
    void historicCapturedTownsExample_aDrawOrAMarginalVictory() {
        int[][] starred = {{1, 1, 1}, {2, 2, 2}, {1, 1, 1}, {1, 1, 1}, {1, 1, 1}, {2, 2, 2}, {2, 2, 2}, {3, 2, 3}, {2, 2, 2},
                {2, 1, 2}, {2, 1, 1}};
        int[] sums = new int[3];
        for (int[] town : starred) {
            for (int i = 0; i < 3; i++) {
                sums[i] += town[i];
            }
        }
        assertThat(sums).containsExactly(19, 16, 18);
        assertThat(level(RULES.bands10Turn(), sums[0])).isEqualTo("German Marginal Victory");
        assertThat(level(RULES.bandsLonger(), sums[1])).isEqualTo("Draw");
        assertThat(level(RULES.bandsLonger(), sums[2])).isEqualTo("Draw");
    }
}
