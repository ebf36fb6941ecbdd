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

    /** One game played: who played which side, who won (null: failed), and each side's decision times. */
    public record Game(String scenario, long seed, Map<String, String> playerBySide, String winner, int rounds, String failure,
                       Map<String, List<Long>> nanosBySide, Map<String, Integer> refusedBySide) {
        public String winningPlayer() {
            return winner == null ? null : playerBySide.get(winner);
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

    public record Result(List<Game> games, List<Standing> standings, List<Pairing> pairings) {
    }

    /** Plays the tournament; {@code progress} hears of each game as it ends. */
    public static Result run(List<Scenario> scenarios, List<String> players, int gamesPerSide, long seed, Consumer<Game> progress) {
        for (String p : players) {
            Players.create(p, 0); // refuses an unknown player before any game
        }
        List<String[]> pairs = new ArrayList<>();
        for (int i = 0; i < players.size(); i++) {
            for (int j = i + 1; j < players.size(); j++) {
                pairs.add(new String[] {players.get(i), players.get(j)});
            }
        }
        if (players.size() == 1) {
            pairs.add(new String[] {players.get(0), players.get(0)});
        }
        List<Game> games = new ArrayList<>();
        List<Pairing> pairings = new ArrayList<>();
        for (Scenario sc : scenarios) {
            Match first = sc.start().apply(seed);
            List<String> sides = first.seats();
            String ruleset = first.ruleset();
            for (String[] pair : pairs) {
                for (int way = 0; way < 2; way++) {
                    String p1 = pair[way];
                    String p2 = pair[1 - way];
                    int w1 = 0;
                    int w2 = 0;
                    int failed = 0;
                    for (int g = 0; g < gamesPerSide; g++) {
                        long gameSeed = seed + g;
                        Map<String, String> bySide = new LinkedHashMap<>();
                        Map<String, Player> seated = new LinkedHashMap<>();
                        for (int k = 0; k < sides.size(); k++) {
                            String who = k % 2 == 0 ? p1 : p2;
                            bySide.put(sides.get(k), who);
                            seated.put(sides.get(k), Players.create(who, gameSeed * 1_000_003L + k, ruleset));
                        }
                        Referee.Result r = Referee.play(sc.start().apply(gameSeed), seated);
                        Game game = new Game(sc.id(), gameSeed, bySide, r.winner(), r.rounds(), r.failure(), r.nanos(), r.refused());
                        games.add(game);
                        if (r.winner() == null) {
                            failed++;
                        } else if (r.winner().equals(sides.get(0))) {
                            w1++;
                        } else {
                            w2++;
                        }
                        if (progress != null) {
                            progress.accept(game);
                        }
                    }
                    pairings.add(new Pairing(sc.id(), sides.get(0), p1, sides.size() > 1 ? sides.get(1) : "", p2, gamesPerSide, w1, w2,
                            failed));
                }
            }
        }
        return new Result(games, standings(players, games), pairings);
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
            int a = in.get(0);
            int b = in.size() > 1 ? in.get(1) : a;
            if (a == b) { // self-play: counts as half a win each
                played[a]++;
                score[a] += g.winner() == null ? 0 : 0.5;
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
