package toi.ai;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import toi.engine.game.protocol.ActionKind;
import toi.engine.game.protocol.Choice;
import toi.engine.game.protocol.Decision;
import toi.engine.game.Game;
import toi.engine.scenario.GameSetup;
import toi.engine.game.RandomPlayer;

/** The search player on a mid-game state: legal, explained, and the same choice for the same seed and iterations. */
class SearchAiTest {

    /** Round 2's first action turn of At the Breaking Point, random play before it. */
    static Game midGame() {
        GameSetup setup = Scenarios.load("at-the-breaking-point");
        Game g = new Game(setup, 42);
        RandomPlayer p = new RandomPlayer(42);
        while (g.state().round() < 2 || g.pending().kind() != Decision.Kind.ACTION) {
            g.apply(p.choose(g.pending()));
        }
        return g;
    }

    @Test
    void searchesAnActionTurnAndExplainsIt() {
        Game g = midGame();
        var seat = g.pending().seat();
        SearchAi a = new SearchAi(5, new SearchAi.Budget(40, 0, 0));
        var match = toi.engine.game.TideOfIronMatch.of("at-the-breaking-point", 42, g);
        var choice = a.choose(PlayerView.of(match, seat.toString()));
        Explanation why = a.lastDecision();
        assertThat(why.chosen()).isEqualTo(choice.text());
        assertThat(why.alternatives()).isNotEmpty();
        if (why.method().contains("the most visited chosen")) {
            assertThat(why.alternatives().get(0).choice()).as("the most visited is chosen").isEqualTo(choice.text());
        } else {
            assertThat(why.method()).contains("the heuristic's pick kept");
            assertThat(why.alternatives()).extracting(Explanation.Alternative::choice).contains(choice.text());
        }
        assertThat(why.method()).contains("40 iterations");
        g.copy().apply(seat, ((toi.engine.game.ChoiceOption) choice).choice()); // accepted
        assertThat(why.lines().get(0)).startsWith("search chose '" + choice.text() + "'");
        var again = new SearchAi(5, new SearchAi.Budget(40, 0, 0)).choose(PlayerView.of(match, seat.toString()));
        assertThat(again.text()).isEqualTo(choice.text());
    }

    /**
     * Issue 30: a tree deep enough that its nodes below the root get their own candidates (after {@code EXPAND} visits)
     * and its playouts are the cheap policy's: the same seed and iteration budget still give the same choice, with the
     * same visits behind it.
     */
    @Test
    void theSameSeedAndIterationsGiveTheSameChoiceOnADeepTree() {
        Game g = midGame();
        var seat = g.pending().seat().toString();
        var match = toi.engine.game.TideOfIronMatch.of("at-the-breaking-point", 42, g);
        SearchAi a = new SearchAi(11, new SearchAi.Budget(300, 0, 0));
        SearchAi b = new SearchAi(11, new SearchAi.Budget(300, 0, 0));
        var first = a.choose(PlayerView.of(match, seat));
        var second = b.choose(PlayerView.of(match, seat));
        assertThat(second.text()).isEqualTo(first.text());
        assertThat(b.lastDecision().alternatives()).isEqualTo(a.lastDecision().alternatives());
        assertThat(a.iterations()).isEqualTo(300);
    }

    /**
     * 000 · MOVEMENT: the search's whole moves carry the path it found ({@code move-to HEX via …}), so its copies walk it
     * instead of working the unit's reachable hexes out again; the real game accepts the move the search chooses.
     */
    @Test
    void aMovingUnitsWholeMoveCarriesItsPathAndTheRealGameAcceptsIt() {
        Game g = midGame();
        Choice advance = g.pending().options().stream().filter(c -> c instanceof Choice.Act a && a.kind() == ActionKind.ADVANCE)
                .findFirst().orElseThrow();
        g.apply(advance);
        assertThat(g.pending().kind()).isEqualTo(Decision.Kind.MOVE);
        var seat = g.pending().seat().toString();
        var match = toi.engine.game.TideOfIronMatch.of("at-the-breaking-point", 42, g);
        SearchAi ai = new SearchAi(3, new SearchAi.Budget(100, 0, 0));
        var choice = ai.choose(PlayerView.of(match, seat));
        assertThat(ai.lastDecision().alternatives()).anyMatch(alt -> alt.choice().startsWith("move-to "));
        ai.lastDecision().alternatives().stream().filter(alt -> alt.choice().startsWith("move-to ")).forEach(alt -> {
            Choice.MoveTo m = (Choice.MoveTo) Choice.parse(alt.choice());
            assertThat(m.via().size() + 1).as("the path of " + alt.choice()).isEqualTo(g.reachable(g.state().activity().unitId()).get(m.to()).path().size());
        });
        g.copy().apply(((toi.engine.game.ChoiceOption) choice).choice()); // accepted
    }

    /** A bandit over six candidates whose values are fixed: the visits each gets after {@code rounds} selections by the keys. */
    private static int[] visits(SearchAi.Tuning t, double[] values, int rounds) {
        int[] n = new int[values.length];
        double[] total = new double[values.length];
        for (int r = 0; r < rounds; r++) {
            double[] key = SearchAi.keys(t, n, total, r);
            int best = 0;
            for (int i = 1; i < key.length; i++) {
                best = key[i] > key[best] ? i : best;
            }
            n[best]++;
            total[best] += values[best];
        }
        return n;
    }

    private static int mostVisited(int[] n) {
        int best = 0;
        for (int i = 1; i < n.length; i++) {
            best = n[i] > n[best] ? i : best;
        }
        return best;
    }

    /**
     * Issue 30, the prior toward the heuristic's pick (PUCT): where every candidate plays out alike the search keeps the
     * heuristic's pick (the first candidate), most visited by far; a candidate clearly better in the playouts overturns it.
     */
    @Test
    void thePriorKeepsTheHeuristicsPickUnlessThePlayoutsFindBetter() {
        SearchAi.Tuning puct = new SearchAi.Tuning(1, 0.5, false, 0, 0);
        int[] alike = visits(puct, new double[] {0.1, 0.1, 0.1, 0.1, 0.1, 0.1}, 2000);
        assertThat(mostVisited(alike)).isZero();
        assertThat(alike[0]).as("the pick's share").isGreaterThan(2000 / 3);
        int[] better = visits(puct, new double[] {0.1, 0.1, 0.1, 0.4, 0.1, 0.1}, 2000);
        assertThat(mostVisited(better)).isEqualTo(3);
        int[] worse = visits(puct, new double[] {0.1, 0.3, 0.3, 0.3, 0.3, 0.3}, 2000);
        assertThat(mostVisited(worse)).as("a pick worse than all the others is left").isNotZero();
        int[] uct = visits(SearchAi.Tuning.LEVELS, new double[] {0.1, 0.1, 0.1, 0.1, 0.1, 0.1}, 2000);
        assertThat(uct[0]).as("UCT shares alike candidates out evenly").isLessThan(2000 / 3);
    }

    /**
     * Issue 30, keeping the heuristic's pick: the search chooses the most visited candidate only where its mean beats the
     * pick's (the first candidate's) by the margin; a difference the re-drawn dice could make leaves the pick.
     */
    @Test
    void theMostVisitedIsChosenOnlyWhereItBeatsTheHeuristicsPickByTheMargin() {
        int[] n = {500, 700, 300};
        assertThat(SearchAi.chosen(0.05, n, new double[] {50, 84, 30})).as("0.12 against the pick's 0.10: the pick kept").isZero();
        assertThat(SearchAi.chosen(0.05, n, new double[] {50, 140, 30})).as("0.20 against 0.10: the most visited").isEqualTo(1);
        assertThat(SearchAi.chosen(0, n, new double[] {50, 84, 30})).as("no margin: the most visited").isEqualTo(1);
        assertThat(SearchAi.chosen(0.05, new int[] {0, 700, 300}, new double[] {0, 84, 30})).as("a pick never tried").isEqualTo(1);
        assertThat(SearchAi.chosen(0.05, new int[] {700, 500, 300}, new double[] {70, 90, 30})).as("the pick most visited").isZero();
        assertThat(SearchAi.chosen(0.05, new int[] {500, 500}, new double[] {50, 100})).as("equal visits: the higher mean, 0.2").isEqualTo(1);
    }

    /**
     * The search stops as soon as the iterations left could not change its choice: the pick leading every other
     * candidate by more than the iterations left stays chosen; a most visited other than the pick is still weighed by
     * its mean, so it never settles the choice while the pick is kept.
     */
    @Test
    void theSearchStopsOnlyWhereTheIterationsLeftCouldNotChangeTheChoice() {
        assertThat(SearchAi.settled(0.05, new int[] {900, 400, 100}, 499)).as("a lead of 500 over 499 left").isTrue();
        assertThat(SearchAi.settled(0.05, new int[] {900, 400, 100}, 500)).as("500 left: the second could tie it").isFalse();
        assertThat(SearchAi.settled(0.05, new int[] {400, 900, 100}, 10)).as("another most visited: its mean still counts").isFalse();
        assertThat(SearchAi.settled(0, new int[] {400, 900, 100}, 10)).as("the pick not kept: the most visited is the choice").isTrue();
        assertThat(SearchAi.settled(0.05, new int[] {500, 500}, 0)).as("a tie is decided by the means").isFalse();
        java.util.SplittableRandom r = new java.util.SplittableRandom(30);
        int settledCases = 0;
        for (int trial = 0; trial < 20_000; trial++) {
            double keep = r.nextBoolean() ? 0.05 : 0;
            int k = 2 + r.nextInt(5);
            int[] n = new int[k];
            double[] total = new double[k];
            for (int i = 0; i < k; i++) {
                n[i] = r.nextInt(60);
                total[i] = n[i] * (r.nextDouble() * 2 - 1);
            }
            int left = r.nextInt(40);
            if (!SearchAi.settled(keep, n, left)) {
                continue;
            }
            settledCases++;
            int before = SearchAi.chosen(keep, n, total);
            for (int step = 0; step < left; step++) { // the rest of the iterations, any candidate, any value
                int i = r.nextInt(k);
                n[i]++;
                total[i] += r.nextDouble() * 2 - 1;
                assertThat(SearchAi.chosen(keep, n, total)).as("trial %d after %d more", trial, step + 1).isEqualTo(before);
            }
        }
        assertThat(settledCases).as("the property met often enough to mean something").isGreaterThan(500);
    }

    /** The experimenters' settings: unset, the levels' search; a value that is not such a number is refused naming the property. */
    @Test
    void theSearchSettingsAreReadOrRefusedNamingTheProperty() {
        assertThat(SearchAi.Tuning.of("0", "0.5", "hand", "0", "0.05")).isEqualTo(SearchAi.Tuning.LEVELS);
        assertThat(SearchAi.Tuning.of("1", "0.6", "learnt", "1000", "0")).isEqualTo(new SearchAi.Tuning(1, 0.6, true, 1000, 0));
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> SearchAi.Tuning.of("0", "0.5", "hand", "0", "-1"))
                .hasMessage("toi.search.keep must be a number of 0 or more, not '-1'");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> SearchAi.Tuning.of("abc", "0.5", "hand", "0", "0.05"))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("toi.search.prior must be a number of 0 or more, not 'abc'");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> SearchAi.Tuning.of("0", "0.5", "guess", "0", "0.05"))
                .hasMessageContaining("toi.search.value must be hand or learnt");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> SearchAi.Tuning.of("0", "0.5", "hand", "-3", "0.05"))
                .hasMessageContaining("toi.search.playout");
    }

    /**
     * Passing declares the side's Action Phase over (000 · End of the Action Phase), so it is a candidate only as the
     * heuristic's pick (Candidates). Stavelot Express, round 1, the Americans' actions spent: the Germans may take an
     * unlimited number of actions and have two squads still to move. The heuristic advances one; the search used to pass
     * (225 of 500 visits, an advance 132): after a pass its next decision is the next round's, so that line met the next
     * round's advances within the choices another line spent on this round's.
     */
    @Test
    void theSearchPassesOnlyWhereTheHeuristicWould() {
        Game g = new Game(Scenarios.load("stavelot-express"), 1);
        var match = toi.engine.game.TideOfIronMatch.of("stavelot-express", 1, g);
        Player normal = Players.create("normal", 5);
        while (!(g.state().round() == 1 && g.pending().kind() == Decision.Kind.ACTION && g.pending().nation().equals("GER")
                && match.pending().prompt().contains("unlimited")
                && match.pending().options().stream().filter(o -> o.text().startsWith("act advance")).count() <= 2)) {
            var seat = match.pending().seat();
            match.apply(seat, normal.choose(PlayerView.of(match, seat)));
        }
        PlayerView view = PlayerView.of(match, "GER");
        assertThat(view.options()).anyMatch(o -> o.text().startsWith("act advance"));
        assertThat(normal.choose(view).text()).startsWith("act advance");
        SearchAi search = new SearchAi(5, new SearchAi.Budget(500, 0, 0));
        assertThat(search.choose(view).text()).as(search.lastDecision().lines().toString()).isNotEqualTo("pass");
        assertThat(search.lastDecision().alternatives()).extracting(Explanation.Alternative::choice).isNotEmpty().doesNotContain("pass");
    }
}
