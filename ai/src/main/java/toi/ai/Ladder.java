package toi.ai;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The levels' ladder (docs/ai.md · The ladder): random and the four levels, each pairing of neighbours (and normal
 * against random and expert, the Done-when's), on the three scenarios both sides can win, in pairs of games on the same
 * seed with the sides swapped; each pairing stops when its SPRT decides, at its cap of pairs, or when the time is up.
 * The levels' Elo comes from every game of every pairing (Bradley–Terry, draws half a win each), normal at 0.
 */
public final class Ladder {
    /** The scenarios of the ladder: Normandy Farm, At the Breaking Point, Stavelot Express. */
    public static final List<String> SCENARIOS = List.of("normandy-farm", "at-the-breaking-point", "stavelot-express");

    /** The players, weakest first. */
    public static final List<String> PLAYERS = List.of("random", "easy", "normal", "hard", "expert");

    /** The pairings measured, the stronger expected first. */
    public static final List<List<String>> PAIRINGS = List.of(List.of("normal", "random"), List.of("normal", "easy"), List.of("easy", "random"),
            List.of("hard", "normal"), List.of("expert", "hard"), List.of("expert", "normal"));

    /** The SPRT every pairing runs: is the first player at least 50 Elo stronger (H1) or no stronger (H0)? */
    public static final Sprt SPRT = new Sprt(0, 50, 0.05, 0.05);

    /**
     * The pairing whose question is a score, not a test: issue 30's "normal ≥ 95 % against random". It is not stopped by
     * its SPRT (which accepts H1 after 5 pairs, where one halved pair reads 90 %) but plays {@link #SCORE_PAIRS} pairs
     * (or the cap, if lower), ten of each scenario; its games take seconds.
     */
    public static final List<String> SCORED = List.of("normal", "random");

    /** Pairs {@link #SCORED} plays. */
    public static final int SCORE_PAIRS = 30;

    /** The level the Elo is counted from. */
    public static final String ANCHOR = "normal";

    private Ladder() {
    }

    /** A level's place on the ladder: its Elo (normal 0) and the games it played. */
    public record Level(String player, double elo, int games) {
    }

    public record Result(List<Tournament.Matchup> matchups, List<Level> levels, List<Tournament.Game> games, boolean outOfTime) {
    }

    /**
     * Plays the ladder: {@code maxPairs} pairs at most a pairing, on {@code jobs} threads, no pair started after
     * {@code deadlineNanos}; {@code specs} may give a player another spec than its name (e.g. {@code hard → mcts:4} for
     * a quick check of the command).
     */
    public static Result run(List<Tournament.Scenario> scenarios, long seed, int maxPairs, int jobs, long deadlineNanos,
                             Map<String, String> specs, Consumer<Tournament.Game> progress) {
        List<Tournament.Plan> plans = plans(scenarios, seed, maxPairs, specs);
        List<List<Tournament.Pair>> played = Tournament.play(plans, jobs, deadlineNanos, progress);
        boolean outOfTime = false;
        List<Tournament.Matchup> matchups = new ArrayList<>();
        for (int i = 0; i < plans.size(); i++) {
            var m = Tournament.Matchup.of(plans.get(i).a(), plans.get(i).b(), played.get(i), SPRT); // the SPRT reported for every pairing
            matchups.add(m);
            outOfTime |= (plans.get(i).sprt() == null || m.sprt().decision() == null) && played.get(i).size() < plans.get(i).maxPairs();
        }
        List<Tournament.Game> games = Tournament.games(played);
        return new Result(matchups, levels(games), games, outOfTime);
    }

    /** The pairings' plans: each stopped by the SPRT or its cap of pairs, but {@link #SCORED}, which plays its pairs. */
    static List<Tournament.Plan> plans(List<Tournament.Scenario> scenarios, long seed, int maxPairs, Map<String, String> specs) {
        List<Tournament.Plan> plans = new ArrayList<>();
        for (List<String> p : PAIRINGS) {
            String a = p.get(0);
            String b = p.get(1);
            boolean scored = p.equals(SCORED);
            plans.add(new Tournament.Plan(a, b, specs.getOrDefault(a, a), specs.getOrDefault(b, b), scenarios, seed,
                    scored ? Math.min(maxPairs, SCORE_PAIRS) : maxPairs, scored ? null : SPRT));
        }
        return plans;
    }

    /** Each player's Elo from all the games (Bradley–Terry with half a win each way, draws half a win), the anchor at 0. */
    static List<Level> levels(List<Tournament.Game> games) {
        int k = PLAYERS.size();
        double[][] wins = new double[k][k];
        int[] played = new int[k];
        for (Tournament.Game g : games) {
            List<String> who = new ArrayList<>(new java.util.LinkedHashSet<>(g.playerBySide().values()));
            if (g.failure() != null || who.size() != 2) {
                continue;
            }
            int a = PLAYERS.indexOf(who.get(0));
            int b = PLAYERS.indexOf(who.get(1));
            played[a]++;
            played[b]++;
            wins[a][b] += g.points(who.get(0));
            wins[b][a] += g.points(who.get(1));
        }
        double[] elo = Tournament.elo(wins);
        double zero = elo[PLAYERS.indexOf(ANCHOR)];
        List<Level> out = new ArrayList<>();
        for (int i = 0; i < k; i++) {
            out.add(new Level(PLAYERS.get(i), played[i] == 0 ? Double.NaN : elo[i] - zero, played[i]));
        }
        return out;
    }

    /** The summary the lobby shows: each level's Elo (normal 0) and the date of the run, as {@code ladder-levels.json} holds it. */
    public static Map<String, Object> summary(Result r, String date) {
        Map<String, Object> levels = new LinkedHashMap<>();
        for (Level l : r.levels()) {
            if (Players.LEVELS.contains(l.player()) && !Double.isNaN(l.elo())) {
                Map<String, Object> level = new LinkedHashMap<>(); // in this order every run (Map.of's order changes from run to run)
                level.put("elo", Math.round(l.elo()));
                level.put("games", l.games());
                levels.put(l.player(), level);
            }
        }
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("date", date);
        o.put("anchor", ANCHOR);
        o.put("levels", levels);
        return o;
    }

    /**
     * The levels' measured Elo from the last ladder run, as the lobby shows it beside each level's name:
     * {@code toi/ai/ladder-levels.json} ({@code ./toi ladder} writes it), or nothing when there is none.
     */
    public static Map<String, Object> measured() {
        try (var in = Ladder.class.getResourceAsStream("/toi/ai/ladder-levels.json")) {
            if (in == null) {
                return Map.of();
            }
            @SuppressWarnings("unchecked")
            Map<String, Object> m = new com.fasterxml.jackson.databind.ObjectMapper().readValue(in, Map.class);
            return m;
        } catch (java.io.IOException e) {
            return Map.of();
        }
    }
}
