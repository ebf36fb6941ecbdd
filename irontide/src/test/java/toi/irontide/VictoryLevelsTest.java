package toi.irontide;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import toi.irontide.data.RulebookNumbers;
import toi.irontide.data.RulebookNumbers.Band;
import toi.irontide.load.ScenarioLoader;

/** §19 · GAME SCENARIOS and §20 · VICTORY CONDITIONS: the levels of victory with the book's own numbers. */
class VictoryLevelsTest {
    private static final RulebookNumbers RULES = ScenarioLoader.rulebook();

    private static String level(List<Band> bands, int vp) {
        return bands.get(RulebookNumbers.bandIndex(bands, vp)).level();
    }

    /** §20 · "In the 10-turn Scenario, the level of victory is: 0 - 4 Allied Strategic … 30 Up German Strategic". */
    @Test
    void theTenTurnBands_asTheTextPrintsThem() {
        Map<Integer, String> text = Map.ofEntries(Map.entry(0, "Allied Strategic"), Map.entry(4, "Allied Strategic"),
                Map.entry(5, "Allied Substantial"), Map.entry(8, "Allied Substantial"), Map.entry(9, "Allied Marginal"),
                Map.entry(12, "Allied Marginal"), Map.entry(13, "Draw"), Map.entry(18, "Draw"), Map.entry(19, "German Marginal"),
                Map.entry(24, "German Marginal"), Map.entry(25, "German Substantial"), Map.entry(29, "German Substantial"),
                Map.entry(30, "German Strategic"), Map.entry(76, "German Strategic"));
        text.forEach((vp, level) -> assertThat(level(RULES.bands10Turn(), vp)).as(vp + " VP").startsWith(level));
    }

    /** §20 · "In the 20-turn scenario or the Campaign game levels of victory are: 0 - 6 Allied Strategic … 30 Up German Strategic". */
    @Test
    void theTwentyTurnAndCampaignBands_asTheTextPrintsThem() {
        Map<Integer, String> text = Map.ofEntries(Map.entry(0, "Allied Strategic"), Map.entry(6, "Allied Strategic"),
                Map.entry(7, "Allied Substantial"), Map.entry(10, "Allied Substantial"), Map.entry(11, "Allied Marginal"),
                Map.entry(15, "Allied Marginal"), Map.entry(16, "Draw"), Map.entry(19, "Draw"), Map.entry(20, "German Marginal"),
                Map.entry(24, "German Marginal"), Map.entry(25, "German Substantial"), Map.entry(29, "German Substantial"),
                Map.entry(30, "German Strategic"), Map.entry(64, "German Strategic"));
        text.forEach((vp, level) -> assertThat(level(RULES.bandsLonger(), vp)).as(vp + " VP").startsWith(level));
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
