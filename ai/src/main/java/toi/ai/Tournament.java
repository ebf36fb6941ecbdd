package toi.ai;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.LongFunction;
import toi.protocol.Match;

/**
 * Every pairing of players on both sides of every scenario, the same seeds on both sides (docs/ai.md), for any ruleset:
 * wins with 95% Wilson intervals, Elo ratings (Bradley–Terry, mean 1500) and decision times per player.
 */
public final class Tournament {
    private Tournament() {
    }

    /**
     * A scenario to play: its name for tables, the optional rules it is played with (words for tables, "" for none) and
     * how to start a match of it from a seed.
     */
    public record Scenario(String id, String options, LongFunction<Match> start) {
        /** A scenario of a registered ruleset ({@link toi.protocol.Rulesets}) with these optional rules. */
        public static Scenario of(toi.protocol.Ruleset ruleset, String id, java.util.Set<String> options) {
            Match probe = ruleset.start(id, options, 0); // an unknown scenario or option: refused before any game
            return new Scenario(probe.scenario(), options.isEmpty() ? "" : String.join(", ", new java.util.TreeSet<>(options)),
                    seed -> ruleset.start(id, options, seed));
        }
    }

    /**
     * One game played: who played which side, who won (null: drawn or failed), the round it ended in, each side's score
     * where the game keeps one (victory points), the first side's margin ({@link #margin}), and each side's decision times.
     */
    public record Game(String scenario, long seed, Map<String, String> playerBySide, String winner, int rounds, String failure,
                       Map<String, List<Long>> nanosBySide, Map<String, Integer> refusedBySide, Map<String, Integer> score, double margin) {
        public String winningPlayer() {
            return winner == null ? null : playerBySide.get(winner);
        }

        /** The player's points: 1 won, ½ drawn, 0 lost; NaN when the game failed. */
        public double points(String player) {
            if (failure != null) {
                return Double.NaN;
            }
            return winner == null ? 0.5 : player.equals(winningPlayer()) ? 1 : 0;
        }

        /** The margin as the player's: the first side's, or its opposite. */
        public double marginOf(String player) {
            return player.equals(playerBySide.values().iterator().next()) ? margin : -margin;
        }
    }

    /**
     * The game's margin for its first side, in −1…1, from what the scenario's victory conditions give: half for the result
     * (won +½, drawn 0, lost −½), a quarter for how soon it was decided (the share of the scenario's rounds left when the
     * winner won: an immediate or end-of-round win early counts more than one at the end of the game), a quarter for the
     * victory points (the difference over the sum). The result decides the ladder; the margin is reported beside it.
     */
    static double margin(List<String> sides, String winner, int round, int rounds, Map<String, Integer> score) {
        if (sides.size() < 2) {
            return 0;
        }
        double r = winner == null ? 0 : Guide.won(winner, sides.get(0)) ? 1 : -1;
        double soon = winner == null || rounds <= 0 ? 0 : Math.max(0, Math.min(1, (rounds - round) / (double) rounds));
        int vp1 = score.getOrDefault(sides.get(0), 0);
        int vp2 = score.getOrDefault(sides.get(1), 0);
        double vp = vp1 == vp2 ? 0 : (vp1 - vp2) / (double) Math.max(1, Math.abs(vp1) + Math.abs(vp2));
        return 0.5 * r + 0.25 * r * soon + 0.25 * vp;
    }

    /**
     * One pair: a seed of a scenario played twice, {@code a} on the first side then {@code b} on the first side. The pair
     * is the unit of the Elo measurement ({@link PairStats}).
     */
    public record Pair(String scenario, long seed, String a, String b, Game first, Game second) {
        public boolean failed() {
            return first.failure() != null || second.failure() != null;
        }

        /** The time of the two games' decisions, every side's. */
        public long nanos() {
            long t = 0;
            for (Game g : List.of(first, second)) {
                for (List<Long> side : g.nanosBySide().values()) {
                    for (long n : side) {
                        t += n;
                    }
                }
            }
            return t;
        }

        /** {@code a}'s score over the two games, 0…1. */
        public double scoreA() {
            return (first.points(a) + second.points(a)) / 2;
        }

        /** {@code a}'s mean margin over the two games. */
        public double marginA() {
            return (first.marginOf(a) + second.marginOf(a)) / 2;
        }
    }

    /** A player's line of the table. */
    public record Standing(String player, int games, double wins, double winRate, double low, double high, double elo,
                           double meanMs, double p50Ms, double p95Ms, int refused) {
    }

    /** One pairing on one scenario, one way round: the first player on the first side. */
    public record Pairing(String scenario, String side1, String player1, String side2, String player2, int games, int wins1,
                          int wins2, int failed) {
    }

    /**
     * Two players' match over all the scenarios: its pairs in order, their statistics, the Elo difference of {@code a}
     * over {@code b} with its 95 % interval, {@code a}'s mean margin, and the SPRT's verdict (null when none was asked).
     */
    public record Matchup(String a, String b, List<Pair> pairs, int failedPairs, PairStats stats, double elo, double eloLow,
                          double eloHigh, double marginA, Sprt.Verdict sprt) {
        static Matchup of(String a, String b, List<Pair> pairs, Sprt sprt) {
            List<Pair> counted = pairs.stream().filter(p -> !p.failed()).toList();
            PairStats s = PairStats.of(counted.stream().map(Pair::scoreA).toList());
            double[] ci = s.eloInterval();
            double margin = counted.stream().mapToDouble(Pair::marginA).average().orElse(0);
            return new Matchup(a, b, pairs, pairs.size() - counted.size(), s, s.elo(), ci[0], ci[1], margin,
                    sprt == null ? null : sprt.verdict(s));
        }
    }

    public record Result(List<Game> games, List<Standing> standings, List<Pairing> pairings, List<Matchup> matchups) {
    }

    /**
     * A sequence of pairs between two players: pair k is scenario k mod n on seed {@code seed + k / n} (so every
     * scenario gets seeds S, S + 1, …), at most {@code maxPairs} of them, stopped early when {@code sprt} decides. The
     * names are for tables; the specs make the players: as measured ({@link Players#create}), or as they play people
     * when {@code playBudgets} ({@link Players#forPlay}: the levels' time a decision too; docs/ai.md R-AI-1).
     */
    public record Plan(String a, String b, String specA, String specB, List<Scenario> scenarios, long seed, int maxPairs, Sprt sprt,
                       boolean playBudgets) {
        public Plan(String a, String b, String specA, String specB, List<Scenario> scenarios, long seed, int maxPairs, Sprt sprt) {
            this(a, b, specA, specB, scenarios, seed, maxPairs, sprt, false);
        }

        public Plan(String a, String b, List<Scenario> scenarios, long seed, int maxPairs, Sprt sprt) {
            this(a, b, a, b, scenarios, seed, maxPairs, sprt);
        }

        /** The player of a spec as this plan seats it: as measured ({@link Players#create}) or as in play ({@link Players#forPlay}). */
        Player seat(String spec, long seed, String ruleset) {
            return playBudgets ? Players.forPlay(spec, seed, ruleset) : Players.create(spec, seed, ruleset);
        }
    }

    /** Plays the tournament on one thread; {@code progress} hears of each game as it ends. */
    public static Result run(List<Scenario> scenarios, List<String> players, int gamesPerSide, long seed, Consumer<Game> progress) {
        return run(scenarios, players, gamesPerSide, seed, 1, null, progress);
    }

    /**
     * Plays every pairing of the players, {@code gamesPerSide} pairs a scenario (each pair: the same seed, both ways round),
     * on {@code jobs} threads, each pairing stopped early when {@code sprt} (or null) decides. The result is the same
     * whatever {@code jobs}.
     */
    public static Result run(List<Scenario> scenarios, List<String> players, int gamesPerSide, long seed, int jobs, Sprt sprt,
                             Consumer<Game> progress) {
        return run(scenarios, players, gamesPerSide, seed, jobs, sprt, false, progress);
    }

    /**
     * As {@link #run(List, List, int, long, int, Sprt, Consumer)}, the levels seated with their budgets in play when
     * {@code playBudgets} ({@link Players#forPlay}: their time a decision too, so their decision times are those people
     * wait; the games then depend on the machine's speed), else as measured ({@link Players#create}).
     */
    public static Result run(List<Scenario> scenarios, List<String> players, int gamesPerSide, long seed, int jobs, Sprt sprt,
                             boolean playBudgets, Consumer<Game> progress) {
        return run(scenarios, players, gamesPerSide, seed, jobs, sprt, playBudgets, Long.MAX_VALUE, progress);
    }

    /**
     * As {@link #run(List, List, int, long, int, Sprt, boolean, Consumer)}, no pair started after {@code deadlineNanos}
     * ({@link System#nanoTime}; {@code Long.MAX_VALUE}: none) and the pairs still playing then cancelled and not counted.
     */
    public static Result run(List<Scenario> scenarios, List<String> players, int gamesPerSide, long seed, int jobs, Sprt sprt,
                             boolean playBudgets, long deadlineNanos, Consumer<Game> progress) {
        for (String p : players) {
            Players.create(p, 0); // refuses an unknown player before any game
        }
        List<Plan> plans = new ArrayList<>();
        for (int i = 0; i < players.size(); i++) {
            for (int j = i + 1; j < players.size(); j++) {
                plans.add(new Plan(players.get(i), players.get(j), players.get(i), players.get(j), scenarios, seed,
                        gamesPerSide * scenarios.size(), sprt, playBudgets));
            }
        }
        if (players.size() == 1) {
            plans.add(new Plan(players.get(0), players.get(0), players.get(0), players.get(0), scenarios, seed,
                    gamesPerSide * scenarios.size(), null, playBudgets));
        }
        List<List<Pair>> played = play(plans, jobs, deadlineNanos, progress);
        return result(players, plans, played);
    }

    /** The result of plans played: their games in order, the standings, the pairings per scenario and side, the matchups. */
    public static Result result(List<String> players, List<Plan> plans, List<List<Pair>> played) {
        List<Game> games = games(played);
        List<Matchup> matchups = new ArrayList<>();
        for (int i = 0; i < plans.size(); i++) {
            matchups.add(Matchup.of(plans.get(i).a(), plans.get(i).b(), played.get(i), plans.get(i).sprt()));
        }
        return new Result(games, standings(players, games), pairings(games), matchups);
    }

    /** Every game of the plans' pairs, plan by plan, each pair's two games in order. */
    public static List<Game> games(List<List<Pair>> played) {
        List<Game> games = new ArrayList<>();
        for (List<Pair> pairs : played) {
            for (Pair p : pairs) {
                games.add(p.first());
                games.add(p.second());
            }
        }
        return games;
    }

    /** Each scenario's result per way round: the first player on the first side, in the order first played. */
    static List<Pairing> pairings(List<Game> games) {
        Map<String, int[]> counts = new LinkedHashMap<>();
        Map<String, List<String>> keys = new LinkedHashMap<>();
        for (Game g : games) {
            List<String> sides = new ArrayList<>(g.playerBySide().keySet());
            List<String> who = new ArrayList<>(g.playerBySide().values());
            String key = g.scenario() + "|" + String.join("|", sides) + "|" + String.join("|", who);
            keys.putIfAbsent(key, List.of(g.scenario(), sides.get(0), who.get(0), sides.size() > 1 ? sides.get(1) : "",
                    who.size() > 1 ? who.get(1) : who.get(0)));
            int[] c = counts.computeIfAbsent(key, k -> new int[4]);
            c[0]++;
            if (g.failure() != null) {
                c[3]++;
            } else if (g.winner() != null && g.winner().equals(sides.get(0))) {
                c[1]++;
            } else if (g.winner() != null) {
                c[2]++;
            }
        }
        List<Pairing> out = new ArrayList<>();
        counts.forEach((key, c) -> {
            List<String> k = keys.get(key);
            out.add(new Pairing(k.get(0), k.get(1), k.get(2), k.get(3), k.get(4), c[0], c[1], c[2], c[3]));
        });
        return out;
    }

    /**
     * Plays the plans' pairs on {@code jobs} threads, a pair started only when a thread is free (a pair queued behind
     * another plan's slow pair would wait for it, and the time it waited would count as its plan's), the next pair going to
     * the open plan that has spent the least time so far ({@link #nextLane}: a plan of quick games is not held to the pace
     * of a plan of slow ones, so it decides early and leaves the threads to the others);
     * at {@code deadlineNanos} ({@link System#nanoTime}) the pairs still playing are cancelled and no other is started. Each plan's pairs are taken in order and
     * its SPRT asked after each, so a plan stops after the same pair whatever the number of threads (pairs started beyond
     * it are cancelled and not counted). Answers each plan's pairs in order.
     */
    public static List<List<Pair>> play(List<Plan> plans, int jobs, long deadlineNanos, Consumer<Game> progress) {
        int threads = Math.max(1, jobs);
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "tournament");
            t.setDaemon(true);
            return t;
        });
        var done = new java.util.concurrent.ExecutorCompletionService<Pair>(pool);
        List<Lane> lanes = plans.stream().map(Lane::new).toList();
        Consumer<Game> heard = progress == null ? g -> { } : g -> {
            synchronized (lanes) {
                progress.accept(g);
            }
        };
        try {
            while (true) {
                int inFlight = lanes.stream().mapToInt(Lane::playing).sum();
                while (inFlight < threads && left(deadlineNanos) > 0) {
                    long now = System.nanoTime();
                    int i = nextLane(lanes.stream().mapToLong(l -> l.spent(now)).toArray(), lanes.stream().mapToInt(l -> l.next).toArray(),
                            lanes.stream().map(Lane::open).toArray(Boolean[]::new));
                    if (i < 0) {
                        break;
                    }
                    Lane next = lanes.get(i);
                    int k = next.next++;
                    next.running.add(new Started(done.submit(() -> pair(next.plan, k, heard)), now));
                    inFlight++;
                }
                if (lanes.stream().allMatch(l -> l.running.isEmpty())) { // a pair done but not yet judged is still to be taken
                    break;
                }
                long left = left(deadlineNanos);
                if (left <= 0 || done.poll(left, java.util.concurrent.TimeUnit.NANOSECONDS) == null) {
                    for (Lane l : lanes) { // the time is up: the pairs still playing are cancelled and not counted
                        l.collect();
                        l.cancelRunning();
                    }
                    break;
                }
                for (Lane l : lanes) {
                    l.collect();
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        } finally {
            pool.shutdownNow();
        }
        return lanes.stream().map(l -> l.pairs).toList();
    }

    /**
     * Which plan gets the next pair: of the open ones, the one that has spent the least time (its pairs' decisions, and
     * the time its pairs still playing have run), then the one with the fewest pairs started, then the first; −1 when
     * none is open.
     */
    static int nextLane(long[] spentNanos, int[] started, Boolean[] open) {
        int best = -1;
        for (int i = 0; i < open.length; i++) {
            if (open[i] && (best < 0 || spentNanos[i] < spentNanos[best]
                    || spentNanos[i] == spentNanos[best] && started[i] < started[best])) {
                best = i;
            }
        }
        return best;
    }

    /** Nanoseconds to the deadline ({@code Long.MAX_VALUE}: none). */
    private static long left(long deadlineNanos) {
        return deadlineNanos == Long.MAX_VALUE ? Long.MAX_VALUE : deadlineNanos - System.nanoTime();
    }

    /** A pair started on a thread, and when ({@link System#nanoTime}). */
    record Started(java.util.concurrent.Future<Pair> pair, long at) {
    }

    /** One plan's pairs: those started (in order), those done (in order), and whether its SPRT decided. */
    static final class Lane {
        final Plan plan;
        /** The pairs started and not yet judged, in the order started. */
        final java.util.ArrayDeque<Started> running = new java.util.ArrayDeque<>();
        final List<Pair> pairs = new ArrayList<>();
        /** The time of the decisions of the pairs done, cancelled ones included (they used the threads too). */
        long spentDone;
        int next;
        boolean decided;

        Lane(Plan plan) {
            this.plan = plan;
        }

        boolean open() {
            return !decided && next < plan.maxPairs();
        }

        /**
         * The pairs holding a thread: those started and not done. A pair done before one started earlier waits in
         * {@link #running} to be judged in order, but its thread is free for the next pair.
         */
        int playing() {
            return (int) running.stream().filter(r -> !r.pair().isDone()).count();
        }

        /**
         * The time spent so far as of {@code now}: the pairs judged, the pairs done and waiting to be judged (their
         * decisions' time), and the pairs playing since they were started.
         */
        long spent(long now) {
            long t = spentDone;
            for (Started r : running) {
                t += r.pair().isDone() && !r.pair().isCancelled() ? nanosOf(r.pair()) : now - r.at();
            }
            return t;
        }

        /** A done pair's decisions' time (a pair that failed: none). */
        private static long nanosOf(java.util.concurrent.Future<Pair> done) {
            try {
                return done.get().nanos();
            } catch (java.util.concurrent.ExecutionException e) {
                return 0; // collect() reports the failure when the pair's turn comes
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return 0;
            }
        }

        /** Cancels the pairs started and not yet judged: they are not counted. */
        void cancelRunning() {
            running.forEach(r -> r.pair().cancel(true));
            running.clear();
        }

        /** Takes the pairs done at the head of the queue, in order, asking the SPRT after each. */
        void collect() throws InterruptedException {
            while (!running.isEmpty() && running.peekFirst().pair().isDone()) {
                Started r = running.pollFirst();
                if (r.pair().isCancelled()) {
                    spentDone += System.nanoTime() - r.at();
                    continue;
                }
                try {
                    Pair done = r.pair().get();
                    spentDone += done.nanos();
                    pairs.add(done);
                } catch (java.util.concurrent.ExecutionException e) {
                    throw new IllegalStateException(e.getCause());
                }
                if (plan.sprt() != null && Matchup.of(plan.a(), plan.b(), pairs, plan.sprt()).sprt().decision() != null) {
                    decided = true;
                    cancelRunning();
                }
            }
        }
    }

    /** Pair k of the plan: its scenario and seed, played both ways round. */
    static Pair pair(Plan plan, int k, Consumer<Game> progress) {
        List<Scenario> scs = plan.scenarios();
        Scenario sc = scs.get(k % scs.size());
        long gameSeed = plan.seed() + k / scs.size();
        Game first = game(plan, sc, gameSeed, plan.a(), plan.specA(), plan.b(), plan.specB());
        if (!Thread.currentThread().isInterrupted()) { // a cancelled pair is not counted, nor heard of
            progress.accept(first);
        }
        Game second = game(plan, sc, gameSeed, plan.b(), plan.specB(), plan.a(), plan.specA());
        if (!Thread.currentThread().isInterrupted()) {
            progress.accept(second);
        }
        return new Pair(sc.id(), gameSeed, plan.a(), plan.b(), first, second);
    }

    /** One game: {@code p1} on the first side (and every other side of its team's parity), {@code p2} on the others. */
    static Game game(Plan plan, Scenario sc, long gameSeed, String p1, String spec1, String p2, String spec2) {
        Match match = sc.start().apply(gameSeed);
        List<String> sides = match.seats();
        Map<String, String> bySide = new LinkedHashMap<>();
        Map<String, Player> seated = new LinkedHashMap<>();
        for (int k = 0; k < sides.size(); k++) {
            boolean one = k % 2 == 0;
            bySide.put(sides.get(k), one ? p1 : p2);
            seated.put(sides.get(k), plan.seat(one ? spec1 : spec2, gameSeed * 1_000_003L + k, match.ruleset()));
        }
        Referee.Result r = Referee.play(match, seated);
        Map<String, Integer> score = match.over() && r.failure() == null ? match.outcome().score() : Map.of();
        double margin = r.failure() != null ? 0 : margin(sides, r.winner(), r.rounds(), GameAi.of(match.ruleset()).rounds(match), score);
        return new Game(sc.id(), gameSeed, bySide, r.winner(), r.rounds(), r.failure(), r.nanos(), r.refused(), new LinkedHashMap<>(score),
                margin);
    }

    static List<Standing> standings(List<String> players, List<Game> games) {
        int k = players.size();
        double[][] wins = new double[k][k]; // wins[i][j]: games i won against j
        double[] score = new double[k];
        int[] played = new int[k];
        int[] refused = new int[k];
        List<List<Long>> times = new ArrayList<>();
        players.forEach(p -> times.add(new ArrayList<>()));
        for (Game g : games) {
            List<Integer> in = new ArrayList<>();
            g.playerBySide().forEach((side, p) -> {
                int i = players.indexOf(p);
                in.add(i);
                times.get(i).addAll(g.nanosBySide().getOrDefault(side, List.of()));
                refused[i] += g.refusedBySide().getOrDefault(side, 0);
            });
            if (g.failure() != null) {
                continue; // a failed game has no result (Game.points): its decision times only
            }
            int a = in.get(0);
            int b = in.size() > 1 ? in.get(1) : a;
            if (a == b) { // self-play: half a point, whoever won
                played[a]++;
                score[a] += 0.5;
                continue;
            }
            played[a]++;
            played[b]++;
            String wp = g.winningPlayer();
            if (wp != null) {
                int w = players.indexOf(wp);
                int l = w == a ? b : a;
                wins[w][l]++;
                score[w]++;
            } else { // drawn: half a point each, and half a win each way for the Elo (as Game.points and the pairs count it)
                wins[a][b] += 0.5;
                wins[b][a] += 0.5;
                score[a] += 0.5;
                score[b] += 0.5;
            }
        }
        double[] elo = elo(wins);
        List<Standing> out = new ArrayList<>();
        for (int i = 0; i < k; i++) {
            double[] ci = wilson(score[i], played[i]);
            List<Long> t = new ArrayList<>(times.get(i));
            t.sort(null);
            double mean = t.stream().mapToLong(x -> x).average().orElse(0) / 1e6;
            double p50 = percentile(t, 0.50);
            double p95 = percentile(t, 0.95);
            out.add(new Standing(players.get(i), played[i], score[i], played[i] == 0 ? 0 : score[i] / played[i], ci[0], ci[1], elo[i],
                    mean, p50, p95, refused[i]));
        }
        return out;
    }

    /** The nearest-rank percentile of sorted times, in milliseconds. */
    static double percentile(List<Long> sorted, double q) {
        return sorted.isEmpty() ? 0 : sorted.get(Math.max(0, Math.min(sorted.size() - 1, (int) Math.ceil(q * sorted.size()) - 1))) / 1e6;
    }

    /** The 95% Wilson score interval of a win rate. */
    public static double[] wilson(double wins, int n) {
        if (n == 0) {
            return new double[] {0, 1};
        }
        double z = 1.959964;
        double p = wins / n;
        double d = 1 + z * z / n;
        double centre = (p + z * z / (2 * n)) / d;
        double half = z * Math.sqrt(p * (1 - p) / n + z * z / (4.0 * n * n)) / d;
        return new double[] {Math.max(0, centre - half), Math.min(1, centre + half)};
    }

    /**
     * Elo ratings from the wins between players: the Bradley–Terry strengths (minorisation–maximisation, half a win
     * each way added so that a clean sweep stays finite), on the Elo scale, mean 1500.
     */
    public static double[] elo(double[][] wins) {
        int k = wins.length;
        double[] r = new double[k];
        java.util.Arrays.fill(r, 1);
        for (int it = 0; it < 500; it++) {
            double[] next = new double[k];
            for (int i = 0; i < k; i++) {
                double w = 0;
                double den = 0;
                for (int j = 0; j < k; j++) {
                    if (i == j) {
                        continue;
                    }
                    double n = wins[i][j] + wins[j][i] + 1;
                    if (wins[i][j] + wins[j][i] == 0) {
                        continue;
                    }
                    w += wins[i][j] + 0.5;
                    den += n / (r[i] + r[j]);
                }
                next[i] = den == 0 ? r[i] : w / den;
            }
            double logMean = 0;
            for (double x : next) {
                logMean += Math.log(x) / k;
            }
            for (int i = 0; i < k; i++) {
                r[i] = next[i] / Math.exp(logMean);
            }
        }
        double[] elo = new double[k];
        for (int i = 0; i < k; i++) {
            elo[i] = 1500 + 400 * Math.log10(r[i]);
        }
        return elo;
    }
}
