package toi.ai;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import toi.engine.scenario.GameSetup;

/** Paired games on threads: each seed both ways round, the same results on one thread or two, the SPRT stopping early. */
class TournamentPairsTest {
    private static final GameSetup FARM = Scenarios.load("normandy-farm");
    private static final Tournament.Scenario NF = new Tournament.Scenario("normandy-farm", "", seed -> Scenarios.match(FARM, seed));

    /** What a game came to, everything but its times. */
    private static String summary(Tournament.Game g) {
        return g.scenario() + " " + g.seed() + " " + g.playerBySide() + " " + g.winner() + " r" + g.rounds() + " " + g.score() + " " + g.margin()
                + " " + g.failure();
    }

    @Test
    void eachSeedIsPlayedTwiceWithTheSidesSwappedAndJobsChangeNothing() {
        Tournament.Result one = Tournament.run(List.of(NF), List.of("random", "heuristic"), 3, 11, 1, null, null);
        Tournament.Result two = Tournament.run(List.of(NF), List.of("random", "heuristic"), 3, 11, 2, null, null);
        assertThat(one.games()).hasSize(6);
        assertThat(two.games().stream().map(TournamentPairsTest::summary).toList())
                .isEqualTo(one.games().stream().map(TournamentPairsTest::summary).toList());
        Tournament.Matchup m = one.matchups().get(0);
        assertThat(m.pairs()).hasSize(3);
        for (int k = 0; k < 3; k++) {
            Tournament.Pair p = m.pairs().get(k);
            assertThat(p.seed()).isEqualTo(11 + k);
            assertThat(p.first().seed()).isEqualTo(p.second().seed());
            assertThat(p.first().playerBySide()).containsExactly(java.util.Map.entry("US", "random"), java.util.Map.entry("GER", "heuristic"));
            assertThat(p.second().playerBySide()).containsExactly(java.util.Map.entry("US", "heuristic"), java.util.Map.entry("GER", "random"));
            assertThat(p.first().margin()).isBetween(-1.0, 1.0);
        }
        assertThat(m.stats().pairs()).isEqualTo(3);
        assertThat(m.elo()).isEqualTo(two.matchups().get(0).elo());
        assertThat(one.pairings()).hasSize(2);
    }

    /** The heuristic against random: the SPRT [0, 50] accepts H1 long before the cap, after the same pair on 1 or 2 threads. */
    @Test
    void theSprtStopsAPairingAsSoonAsItDecidesWhateverTheJobs() {
        Sprt sprt = new Sprt(0, 50, 0.05, 0.05);
        Tournament.Result one = Tournament.run(List.of(NF), List.of("heuristic", "random"), 40, 1, 1, sprt, null);
        Tournament.Result two = Tournament.run(List.of(NF), List.of("heuristic", "random"), 40, 1, 2, sprt, null);
        Tournament.Matchup m = one.matchups().get(0);
        assertThat(m.sprt().decision()).isEqualTo("H1");
        assertThat(m.sprt().llr()).isGreaterThanOrEqualTo(m.sprt().upper());
        assertThat(m.pairs().size()).isGreaterThanOrEqualTo(Sprt.MIN_PAIRS).isLessThan(40);
        assertThat(two.matchups().get(0).pairs().size()).isEqualTo(m.pairs().size());
        assertThat(two.games().stream().map(TournamentPairsTest::summary).toList())
                .isEqualTo(one.games().stream().map(TournamentPairsTest::summary).toList());
        assertThat(m.elo()).isPositive();
    }

    /** At the deadline the pairs still playing are cancelled: what is left is each plan's first pairs, in order, all whole. */
    @Test
    void theTimeBudgetCancelsThePairsStillPlaying() {
        Tournament.Plan plan = new Tournament.Plan("heuristic", "random", List.of(NF), 1, 10_000, null);
        List<List<Tournament.Pair>> played = Tournament.play(List.of(plan), 2, System.nanoTime() + 1_500_000_000L, null);
        List<Tournament.Pair> pairs = played.get(0);
        assertThat(pairs.size()).isLessThan(10_000);
        for (int k = 0; k < pairs.size(); k++) {
            assertThat(pairs.get(k).seed()).isEqualTo(1 + k);
            assertThat(pairs.get(k).failed()).isFalse();
        }
    }

    /** The next pair goes to the open plan that has spent the least time; then the fewest pairs started; then the first. */
    @Test
    void theNextPairGoesToThePlanThatHasSpentTheLeastTime() {
        assertThat(Tournament.nextLane(new long[] {900, 100, 500}, new int[] {1, 9, 2}, new Boolean[] {true, true, true})).isEqualTo(1);
        assertThat(Tournament.nextLane(new long[] {900, 100, 500}, new int[] {1, 9, 2}, new Boolean[] {true, false, true})).isEqualTo(2);
        assertThat(Tournament.nextLane(new long[] {0, 0, 0}, new int[] {3, 2, 2}, new Boolean[] {true, true, true})).isEqualTo(1);
        assertThat(Tournament.nextLane(new long[] {0, 0}, new int[] {0, 0}, new Boolean[] {false, false})).isEqualTo(-1);
    }

    /**
     * Pairs are judged in order, but a pair done ahead of its turn frees its thread at once (else a thread stood idle
     * until the pair before it was done: seen in a tournament of expert against hard, one core of two idle for over a
     * quarter of an hour), and counts its decisions' time, not the time since it started.
     */
    @Test
    void aPairDoneAheadOfItsTurnFreesItsThreadAndCountsItsDecisionsTime() throws Exception {
        Tournament.Lane lane = new Tournament.Lane(new Tournament.Plan("heuristic", "random", List.of(NF), 1, 10, null));
        var first = new java.util.concurrent.CompletableFuture<Tournament.Pair>();
        lane.running.add(new Tournament.Started(first, 0));
        lane.running.add(new Tournament.Started(java.util.concurrent.CompletableFuture.completedFuture(pair(2, 5, 7)), 10));
        assertThat(lane.playing()).as("the second pair is done: one thread is playing").isEqualTo(1);
        assertThat(lane.spent(100)).as("the first since it started, the second its decisions").isEqualTo(100 + 5 + 7);
        lane.collect();
        assertThat(lane.pairs).as("the second pair waits for the first to be judged").isEmpty();
        first.complete(pair(1, 20, 30));
        lane.collect();
        assertThat(lane.pairs).extracting(Tournament.Pair::seed).containsExactly(1L, 2L);
        assertThat(lane.playing()).isZero();
        assertThat(lane.spent(1_000)).isEqualTo(20 + 30 + 5 + 7);
    }

    /** A pair of games on this seed whose decisions took these nanoseconds, one a game. */
    private static Tournament.Pair pair(long seed, long firstNanos, long secondNanos) {
        return new Tournament.Pair("normandy-farm", seed, "heuristic", "random", game(seed, firstNanos), game(seed, secondNanos));
    }

    private static Tournament.Game game(long seed, long nanos) {
        return new Tournament.Game("normandy-farm", seed, java.util.Map.of("US", "heuristic", "GER", "random"), "US", 1, null,
                java.util.Map.of("US", List.of(nanos)), java.util.Map.of(), java.util.Map.of(), 0.5);
    }

    /**
     * Plans of quick and of slow games side by side: the quick plan is not held to the slow one's pace (with the plans
     * taking turns pair by pair, each had about as many pairs as the other). The time given is four slow pairs' worth, as
     * timed on this machine just before, so that a loaded machine slows the measure and the run alike.
     */
    @Test
    void aPlanOfQuickGamesPlaysMorePairsThanAPlanOfSlowOnesInTheSameTime() {
        Tournament.Plan quick = new Tournament.Plan("random", "random", List.of(NF), 1, 10_000, null);
        Tournament.Plan slow = new Tournament.Plan("mcts:10", "heuristic", List.of(NF), 1, 10_000, null);
        long start = System.nanoTime();
        Tournament.play(List.of(new Tournament.Plan("mcts:10", "heuristic", List.of(NF), 1, 1, null)), 1, Long.MAX_VALUE, null);
        long slowPair = System.nanoTime() - start;
        List<List<Tournament.Pair>> played = Tournament.play(List.of(quick, slow), 1, System.nanoTime() + 4 * slowPair, null);
        long quickEach = played.get(0).stream().mapToLong(Tournament.Pair::nanos).sum() / Math.max(1, played.get(0).size());
        long slowEach = played.get(1).stream().mapToLong(Tournament.Pair::nanos).sum() / Math.max(1, played.get(1).size());
        assertThat(played.get(1)).isNotEmpty();
        assertThat(slowEach).as("a slow pair costs more than a quick one").isGreaterThan(3 * quickEach);
        assertThat(played.get(0).size()).isGreaterThan(2 * played.get(1).size());
    }
}
