package toi.ai;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import toi.protocol.Match;
import toi.protocol.Rulesets;

/**
 * Iron Tide's forward model made faster for search (issue 28) plays the same games: a whole seeded game of
 * {@code iron-tide-demo}, the search ({@code mcts:4}) as the German against the heuristic, replays to the same winner,
 * number of choices and final state hash as before the speed-ups (pinned from the code of main at 152e4ab, before
 * them). The search's candidates, its determinised copies and the heuristic's odds previews all decide these choices.
 * Pinned again when the search's own choice changed (issue 30, keeping the heuristic's pick: the two games went from
 * draws to Allied victories); the forward model was not changed then.
 */
class IronTideSearchReplayTest {

    @Test
    void seededSearchGamesReplayToThePinnedOutcomes() {
        String german = play(11, "german");
        String allied = play(12, "allied");
        assertThat(german).isEqualTo("allied · Allied Substantial Victory — German victory points 7 (§20) · 760 choices · hash e3a57c2daa9dac35");
        assertThat(allied).isEqualTo("allied · Allied Marginal Victory — German victory points 11 (§20) · 921 choices · hash 72a6552df3e55bf3");
    }

    /** A whole game, the search in {@code searcher}'s seat, the heuristic in the other: how it ended, its length and final hash. */
    private static String play(long seed, String searcher) {
        Match m = Rulesets.get("iron-tide").start("iron-tide-demo", Set.of(), seed);
        GameAi game = GameAi.of(m.ruleset());
        Map<String, Player> players = new LinkedHashMap<>();
        for (String seat : m.seats()) {
            players.put(seat, seat.equals(searcher) ? new SearchAi(seed + 5, new SearchAi.Budget(4, 0, 0)) : game.heuristic(seed + 7, 0));
        }
        Referee.Result r = Referee.play(m, players);
        assertThat(r.failure()).isNull();
        String got = r.winner() + " · " + r.reason() + " · " + r.choices().size() + " choices · hash " + Long.toHexString(m.hash());
        System.out.println("IronTideSearchReplayTest: " + got);
        return got;
    }
}
