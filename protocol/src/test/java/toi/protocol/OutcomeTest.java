package toi.protocol;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** An outcome's score keeps the seats' order, so a tournament's file of games is the same on every run (not a hash's order). */
class OutcomeTest {

    @Test
    void theScoreKeepsTheOrderItWasGivenIn() {
        for (List<String> seats : List.of(List.of("US", "GER"), List.of("GER", "US"), List.of("a", "b", "c", "d", "e", "f", "g"))) {
            Map<String, Integer> given = new LinkedHashMap<>();
            seats.forEach(s -> given.put(s, s.length()));
            Outcome o = new Outcome(seats.get(0), "", given);
            assertThat(List.copyOf(o.score().keySet())).isEqualTo(seats);
            assertThat(o.score()).isEqualTo(given);
        }
    }

    @Test
    void theScoreCannotBeChangedNorHoldNulls() {
        Map<String, Integer> given = new LinkedHashMap<>(Map.of("US", 3));
        Outcome o = new Outcome("US", "", given);
        given.put("GER", 1);
        assertThat(o.score()).containsOnlyKeys("US");
        assertThatThrownBy(() -> o.score().put("GER", 2)).isInstanceOf(UnsupportedOperationException.class);
        Map<String, Integer> withNull = new LinkedHashMap<>();
        withNull.put("US", null);
        assertThatThrownBy(() -> new Outcome("US", "", withNull)).isInstanceOf(NullPointerException.class);
    }
}
