package toi.ai;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.function.LongFunction;
import org.junit.jupiter.api.Test;
import toi.ai.tideofiron.HeuristicAi;
import toi.engine.game.TideOfIronMatch;
import toi.engine.scenario.GameSetup;
import toi.protocol.Match;

/**
 * A player's choice does not depend on what its seat cannot know: two games that differ only in hidden parts
 * (deck order, the other side's hand, the dice to come — made by copyFor with different seeds) give the same choice
 * for the same player seed, at every decision of a game (the Monte Carlo and search players: through setup into the action
 * phase).
 */
class HiddenStateTest {

    @Test
    void choicesDependOnlyOnWhatTheSeatMayKnow() {
        GameSetup setup = Scenarios.load("normandy-farm");
        check(setup, HeuristicAi::new, 200);
    }

    @Test
    void monteCarloChoicesDependOnlyOnWhatTheSeatMayKnow() {
        GameSetup setup = Scenarios.load("normandy-farm");
        check(setup, seed -> new MonteCarloAi(seed, 2, 0), 70);
    }

    /** The search: fixed seed and iteration budget, re-drawn copies every iteration; the same choices whatever the hidden truth. */
    @Test
    void searchChoicesDependOnlyOnWhatTheSeatMayKnow() {
        GameSetup setup = Scenarios.load("normandy-farm");
        check(setup, seed -> new SearchAi(seed, new SearchAi.Budget(4, 0, 0)), 60);
    }

    /**
     * Every difficulty level by its name (issue 30: the secrecy test holds for every level), as tournaments seat it: the
     * search levels by their iterations from levels.json (in play they stop at a time too, which no test can repeat; the
     * iterations are the same search). On At the Breaking Point, whose sides choose their tokens' kind in setup: the game
     * is driven to take concealed squad markers, so the hidden parts include which squad stands under a marker; compared
     * into the action phase.
     */
    @Test
    void everyLevelsChoicesDependOnlyOnWhatTheSeatMayKnow() {
        GameSetup setup = Scenarios.load("at-the-breaking-point");
        for (String level : Players.LEVELS) {
            int concealed = check(setup, seed -> Players.create(level, seed, TideOfIronMatch.RULESET), 400, 12, true);
            assertThat(concealed).as(level + ": decisions made while the other side had concealed squads").isPositive();
        }
    }

    private static int check(GameSetup setup, LongFunction<Player> player, int decisions) {
        return check(setup, player, decisions, Integer.MAX_VALUE, false);
    }

    /**
     * Compares the player's choices on two games differing only in hidden parts, at most {@code decisions} decisions or
     * until {@code inPlayWanted} of the action phase were compared, the game driven to take concealed squad markers where it
     * may when {@code conceal}; answers at how many the other side had concealed squads.
     */
    private static int check(GameSetup setup, LongFunction<Player> player, int decisions, int inPlayWanted, boolean conceal) {
        Match game = Scenarios.match(setup, 77);
        RandomAi driver = new RandomAi(3);
        int compared = 0;
        int hiddenDiffered = 0;
        int inPlay = 0;
        int concealed = 0;
        while (!game.over() && compared < decisions && inPlay < inPlayWanted) {
            String seat = game.pending().seat();
            String nation = seat.split("/")[0];
            if (((TideOfIronMatch) game).game().state().units().values().stream().anyMatch(u -> u.concealed() && !u.nation().equals(nation))) {
                concealed++;
            }
            Match a = game.copyFor(seat, 1);
            Match b = game.copyFor(seat, 2);
            assertThat(a.viewFor(seat)).as("the seat sees the same game").isEqualTo(b.viewFor(seat));
            if (a.hash() != b.hash()) {
                hiddenDiffered++;
            }
            assertThat(PlayerView.of(a, seat).copy(9).hash()).as("a search copy shows nothing of the hidden truth")
                    .isEqualTo(PlayerView.of(b, seat).copy(9).hash());
            long seed = 1000 + compared;
            String fromA = player.apply(seed).choose(PlayerView.of(a, seat)).text();
            String fromB = player.apply(seed).choose(PlayerView.of(b, seat)).text();
            assertThat(fromA).as("decision " + compared + ": " + game.pending().prompt()).isEqualTo(fromB);
            var kind = game.pending().kind();
            if (kind.equals("ACTION") || kind.equals("MOVE") || kind.equals("OP_FIRE")) {
                inPlay++;
            }
            compared++;
            String next = compared % 3 == 0 ? fromA : driver.choose(PlayerView.of(game, seat)).text();
            for (var o : conceal ? game.pending().options() : List.<toi.protocol.Option>of()) {
                if (o.text().contains(" concealed")) { // 000 · CONCEALED SQUADS: "During setup, players designate …"
                    next = o.text();
                    break;
                }
            }
            game.apply(seat, next);
        }
        assertThat(compared).isGreaterThanOrEqualTo(20);
        assertThat(inPlay).as("decisions of the action phase compared").isGreaterThanOrEqualTo(10);
        assertThat(hiddenDiffered).as("the two games really differ in hidden parts").isGreaterThan(0);
        return concealed;
    }
}
