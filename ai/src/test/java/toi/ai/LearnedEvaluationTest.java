package toi.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static toi.ai.HeuristicAttackTest.board;
import static toi.ai.HeuristicAttackTest.game;
import static toi.ai.HeuristicAttackTest.squad;
import static toi.ai.HeuristicAttackTest.usMustControl;
import static toi.ai.HeuristicAttackTest.usSquad;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import toi.ai.tideofiron.EvaluationFit;
import toi.ai.tideofiron.LearnedEvaluation;
import toi.ai.tideofiron.LogisticFit;
import toi.ai.tideofiron.PositionFeatures;
import toi.engine.game.Game;
import toi.engine.map.Board;

/** The evaluation learnt from games (docs/ai.md · Learnt evaluation, issue 30 item 3): its fit, its features, its file. */
class LearnedEvaluationTest {

    /** Results drawn from a known logistic model are fitted back to its weights (20,000 rows: within 0.1). */
    @Test
    void logisticFit_recoversTheWeightsThatMadeTheResults() {
        double[] truth = {0.3, 1.5, -2.0};
        SplittableRandom r = new SplittableRandom(11);
        List<LogisticFit.Row> rows = new ArrayList<>();
        for (int i = 0; i < 20_000; i++) {
            double[] x = {1, r.nextDouble(-1, 1), r.nextDouble(-1, 1)};
            rows.add(new LogisticFit.Row(x, r.nextDouble() < LogisticFit.chance(truth, x) ? 1 : 0));
        }
        double[] w = LogisticFit.fit(rows);
        assertThat(w[0]).isCloseTo(0.3, org.assertj.core.data.Offset.offset(0.1));
        assertThat(w[1]).isCloseTo(1.5, org.assertj.core.data.Offset.offset(0.1));
        assertThat(w[2]).isCloseTo(-2.0, org.assertj.core.data.Offset.offset(0.1));
        LogisticFit.Score fitted = LogisticFit.score(w, rows);
        LogisticFit.Score blind = LogisticFit.score(new double[3], rows);
        assertThat(blind.logLoss()).isCloseTo(Math.log(2), org.assertj.core.data.Offset.offset(1e-9)); // a coin: ln 2
        assertThat(fitted.logLoss()).isLessThan(blind.logLoss());
        assertThat(fitted.accuracy()).isGreaterThan(0.6);
    }

    /** Each feature is this side's minus the other's: seen from the other side it changes sign (the distances swap). */
    @Test
    void features_areTheSameGameSeenFromTheOtherSide() {
        Board b = board("[{\"hex\":\"E2\",\"kind\":\"victory\"}]", ". . . . . . . . . .", ". . . w . . . . . .", ". . . . . . . . . .");
        Game g = game(b, 4, usMustControl("E2"), usSquad("us-1", "A2"), usSquad("us-2", "B3"),
                squad("ger-1", "GER", "E2", "ger-regular", "ger-regular", "ger-regular"));
        double[] us = PositionFeatures.of(g, "US");
        double[] ger = PositionFeatures.of(g, "GER");
        List<String> names = PositionFeatures.NAMES;
        for (int i = 0; i < names.size(); i++) {
            switch (names.get(i)) {
                case "bias" -> assertThat(us[i]).isEqualTo(1.0).isEqualTo(ger[i]);
                case "myDistance" -> assertThat(us[i]).isEqualTo(ger[names.indexOf("enemyDistance")]);
                case "enemyDistance" -> assertThat(us[i]).isEqualTo(ger[names.indexOf("myDistance")]);
                default -> assertThat(us[i]).as(names.get(i)).isEqualTo(ger[i] == 0 ? 0.0 : -ger[i]);
            }
        }
        assertThat(us[names.indexOf("infantry")]).as("8 American figures against 3 German").isPositive();
        assertThat(ger[names.indexOf("objectives")]).as("the Germans hold E2").isEqualTo(1.0);
    }

    /** The shipped weights value the American side less once its squads lose figures (figures kept are worth something). */
    @Test
    void shipped_losingFiguresLowersTheChanceToWin() {
        LearnedEvaluation e = LearnedEvaluation.shipped();
        Board b = board("[{\"hex\":\"E2\",\"kind\":\"victory\"}]", ". . . . . . . . . .", ". . . . . . . . . .", ". . . . . . . . . .");
        Game strong = game(b, 4, usMustControl("E2"), usSquad("us-1", "A2"), usSquad("us-2", "A3"),
                squad("ger-1", "GER", "E2", "ger-regular", "ger-regular"));
        Game weak = game(b, 4, usMustControl("E2"), squad("us-1", "US", "A2", "us-regular"), squad("us-2", "US", "A3", "us-regular"),
                squad("ger-1", "GER", "E2", "ger-regular", "ger-regular"));
        double before = e.chance(strong, "US");
        double after = e.chance(weak, "US");
        assertThat(before).isBetween(0.0, 1.0);
        assertThat(after).isLessThan(before);
        assertThat(e.chance(weak, "GER")).isCloseTo(1 - after, org.assertj.core.data.Offset.offset(0.05));
    }

    /** A weights file with a feature the program does not know, or a weight that is not a number, is refused by name. */
    @Test
    void weightsFile_badFieldsAreNamed() {
        assertThatThrownBy(() -> LearnedEvaluation.read("w.json", "{\"weights\":{\"morale\":1}}"))
                .hasMessageContaining("w.json: weights.morale: not a feature");
        StringBuilder json = new StringBuilder("{\"weights\":{");
        for (String n : PositionFeatures.NAMES) {
            json.append('"').append(n).append("\":").append(n.equals("cover") ? "\"high\"" : "0.5").append(',');
        }
        json.setLength(json.length() - 1);
        assertThatThrownBy(() -> LearnedEvaluation.read("w.json", json + "}}")).hasMessageContaining("w.json: weights.cover: expected a number");
        LearnedEvaluation ok = LearnedEvaluation.read("w.json", json.toString().replace("\"high\"", "0.25") + "}}");
        assertThat(LearnedEvaluation.read("again.json", ok.write(Map.of())).weights()).containsExactly(ok.weights());
    }

    /** The fit end to end on five games of Normandy Farm: one held out, both evaluations scored on it. */
    @Test
    void evaluationFit_holdsOutEveryFifthGameAndScoresBothEvaluations() {
        var r = EvaluationFit.run(Map.of("normandy-farm", Scenarios.load("normandy-farm")), 5, 1, 1, id -> { });
        assertThat(r.games()).isEqualTo(5);
        assertThat(r.failed()).isZero();
        assertThat(r.learnedScore().n()).isPositive().isEqualTo(r.handScore().n());
        assertThat(r.trainPositions()).isGreaterThan(r.learnedScore().n());
        for (double w : r.learned().weights()) {
            assertThat(w).isFinite();
        }
    }
}
