package toi.ai;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** An explanation read by the other seat names no card in the computer's hand and no concealed squad (docs/ai.md · Explanations). */
class ExplanationTest {

    @Test
    void theAlternativesHideWhatTheReaderMayNotSee() {
        Explanation e = new Explanation("search", "GER's action turn", "act advance ger-3", "search: 8 iterations", List.of(
                new Explanation.Alternative("act advance ger-3", 5, 0.2),
                new Explanation.Alternative("act activate-card steady-now", 2, 0.1),
                new Explanation.Alternative("act concentrated-fire ger-1 target us-2 normal support ger-3,ger-4", 1, -0.1)));
        Explanation seen = e.hiding(Set.of("steady-now", "ger-3"));
        assertThat(seen.chosen()).isEqualTo("act advance (hidden)");
        assertThat(seen.alternatives()).extracting(Explanation.Alternative::choice).containsExactly("act advance (hidden)",
                "act activate-card (hidden)", "act concentrated-fire ger-1 target us-2 normal support (hidden),ger-4");
        assertThat(String.join("\n", seen.lines())).doesNotContain("steady-now").doesNotContain("ger-3");
        assertThat(seen.alternatives()).extracting(Explanation.Alternative::visits).containsExactly(5, 2, 1);
        assertThat(e.hiding(Set.of()).alternatives()).isEqualTo(e.alternatives());
    }
}
