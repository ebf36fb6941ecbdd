package toi.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;
import toi.ai.tideofiron.LearnedEvaluation;
import toi.ai.tideofiron.TideOfIronAi;
import toi.engine.game.Game;
import toi.engine.game.TideOfIronMatch;

/** The learnt evaluation as the search's guide offers it ({@link Guide#chance}): a chance of winning, the side's own. */
class LearntValueTest {

    @Test
    void theLearntChanceIsAProbabilityAndEachSideGetsItsOwn() {
        Game g = SearchAiTest.midGame();
        Guide guide = new TideOfIronAi().guide(1);
        TideOfIronMatch m = TideOfIronMatch.of("at-the-breaking-point", 42, g);
        double us = guide.chance(m, "US");
        double ger = guide.chance(m, "GER");
        assertThat(us).isBetween(0.0, 1.0);
        assertThat(ger).isBetween(0.0, 1.0);
        assertThat(us + ger).as("every feature is one side's minus the other's, and the fit's bias is 0").isCloseTo(1.0, within(1e-9));
        assertThat(us).isCloseTo(LearnedEvaluation.shipped().chance(g, "US"), within(1e-12));
        assertThat(2 * us - 1).as("the search's value").isBetween(-1.0, 1.0);
    }
}
