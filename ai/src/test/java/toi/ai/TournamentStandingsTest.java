package toi.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The tournament's standings from a hand-made list of results: a drawn game is half a point to each player and half a
 * win each way in the Elo (as {@link Tournament.Game#points} and the pairs count it); a failed game is no result.
 */
class TournamentStandingsTest {

    private static Tournament.Game game(String us, String ger, String winner, String failure) {
        Map<String, String> by = new LinkedHashMap<>();
        by.put("US", us);
        by.put("GER", ger);
        return new Tournament.Game("normandy-farm", 1, by, winner, 5, failure, Map.of("US", List.of(1_000_000L), "GER", List.of(3_000_000L)),
                Map.of(), Map.of(), 0);
    }

    @Test
    void aDrawIsHalfAPointToEachAndAFailedGameNoResult() {
        List<Tournament.Game> games = List.of(
                game("a", "b", "US", null), // a won
                game("b", "a", null, null), // drawn
                game("a", "b", null, null), // drawn
                game("b", "a", null, null), // drawn
                game("a", "b", null, "P1 is not part of the game")); // failed
        List<Tournament.Standing> s = Tournament.standings(List.of("a", "b"), games);
        Tournament.Standing a = s.get(0);
        Tournament.Standing b = s.get(1);
        assertThat(a.games()).isEqualTo(4);
        assertThat(b.games()).isEqualTo(4);
        assertThat(a.wins()).isEqualTo(2.5); // 1 + 3 × ½
        assertThat(b.wins()).isEqualTo(1.5); // 3 × ½
        assertThat(a.winRate()).isEqualTo(0.625);
        double[] ci = Tournament.wilson(2.5, 4);
        assertThat(a.low()).isEqualTo(ci[0]);
        assertThat(a.high()).isEqualTo(ci[1]);
        double[] elo = Tournament.elo(new double[][] {{0, 2.5}, {1.5, 0}});
        assertThat(a.elo()).isCloseTo(elo[0], within(1e-9));
        assertThat(b.elo()).isCloseTo(elo[1], within(1e-9));
        assertThat(a.elo()).isGreaterThan(b.elo());
        // the failed game's decisions are still timed: a played US three times (1 ms), GER twice (3 ms)
        assertThat(a.meanMs()).isCloseTo((3 * 1 + 2 * 3) / 5.0, within(1e-9));
    }

    @Test
    void drawsAloneLeaveThePlayersEven() {
        List<Tournament.Game> games = List.of(game("a", "b", null, null), game("b", "a", null, null));
        List<Tournament.Standing> s = Tournament.standings(List.of("a", "b"), games);
        assertThat(s.get(0).wins()).isEqualTo(1.0);
        assertThat(s.get(1).wins()).isEqualTo(1.0);
        assertThat(s.get(0).elo()).isCloseTo(1500, within(1e-6));
        assertThat(s.get(1).elo()).isCloseTo(1500, within(1e-6));
    }

    @Test
    void selfPlayIsHalfAPointWhateverTheResult() {
        List<Tournament.Game> games = List.of(game("a", "a", "US", null), game("a", "a", null, null));
        Tournament.Standing a = Tournament.standings(List.of("a"), games).get(0);
        assertThat(a.games()).isEqualTo(2);
        assertThat(a.wins()).isEqualTo(1.0);
    }
}
