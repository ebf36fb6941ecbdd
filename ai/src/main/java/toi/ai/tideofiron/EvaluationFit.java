package toi.ai.tideofiron;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import toi.ai.Players;
import toi.ai.Referee;
import toi.engine.game.Game;
import toi.engine.game.TideOfIronMatch;
import toi.engine.game.protocol.Choice;
import toi.engine.game.protocol.Decision;
import toi.engine.game.protocol.IllegalChoice;
import toi.engine.scenario.GameSetup;

/**
 * Fits {@link LearnedEvaluation} on games (docs/ai.md · Learnt evaluation): computer players play every scenario on
 * seeds S, S+1, …; at the first action decision of every round each side's position is kept with its features, the
 * hand-weighted {@link Evaluation}'s value and, once the game is over, its result. Every fifth game (seed S+4, S+9, …) is
 * held out: the model is fitted on the others and both evaluations are scored on those it never saw — the hand-weighted
 * one through a logistic curve fitted on the same training positions, so both predict a chance of winning.
 */
public final class EvaluationFit {
    /** Hand-weighted evaluation points per unit of the logistic curve's input, so its fitted slope is about one. */
    static final double HAND_SCALE = 50;

    private EvaluationFit() {
    }

    /** One side's position at the start of a round's actions, and how the game ended for that side. */
    public record Sample(String scenario, long seed, String side, int round, double[] features, double hand, double result) {
    }

    /** What a fit found: the weights, and both evaluations scored on the held-out games' positions. */
    public record Result(LearnedEvaluation learned, double[] handCurve, LogisticFit.Score learnedScore, LogisticFit.Score handScore,
                         int trainPositions, int games, int failed) {
    }

    /** Whether game {@code g} (0-based) of a scenario is held out of the fit. */
    static boolean heldOut(int g) {
        return g % 5 == 4;
    }

    /**
     * The players of game {@code g}: the heuristic against itself, and in every third game one side at the easy level
     * (a third of its action, move and op fire choices at random), so the positions cover lopsided games too.
     */
    static String[] players(int g) {
        return switch (g % 3) {
            case 1 -> new String[] {"easy", "heuristic"};
            case 2 -> new String[] {"heuristic", "easy"};
            default -> new String[] {"heuristic", "heuristic"};
        };
    }

    /** Plays {@code games} games of each scenario on {@code jobs} threads and fits the model. */
    public static Result run(Map<String, GameSetup> scenarios, int games, long seed, int jobs, Consumer<String> progress) {
        List<List<Sample>> all = play(scenarios, games, seed, jobs, progress);
        List<LogisticFit.Row> train = new ArrayList<>();
        List<LogisticFit.Row> trainHand = new ArrayList<>();
        List<LogisticFit.Row> test = new ArrayList<>();
        List<LogisticFit.Row> testHand = new ArrayList<>();
        int failed = 0;
        int played = 0;
        for (List<Sample> game : all) {
            if (game == null) {
                failed++;
                continue;
            }
            played++;
            for (Sample s : game) {
                boolean held = heldOut((int) (s.seed() - seed));
                (held ? test : train).add(new LogisticFit.Row(s.features(), s.result()));
                (held ? testHand : trainHand).add(new LogisticFit.Row(new double[] {1, s.hand() / HAND_SCALE}, s.result()));
            }
        }
        if (train.isEmpty() || test.isEmpty()) {
            throw new IllegalArgumentException("too few games to fit and test: play at least 5 a scenario");
        }
        double[] w = LogisticFit.fit(train);
        double[] curve = LogisticFit.fit(trainHand);
        return new Result(new LearnedEvaluation(w), curve, LogisticFit.score(w, test), LogisticFit.score(curve, testHand), train.size(),
                played, failed);
    }

    /** Every game's samples (null for a game that failed), scenario by scenario, game by game. */
    static List<List<Sample>> play(Map<String, GameSetup> scenarios, int games, long seed, int jobs, Consumer<String> progress) {
        List<java.util.concurrent.Callable<List<Sample>>> tasks = new ArrayList<>();
        for (var sc : scenarios.entrySet()) {
            for (int g = 0; g < games; g++) {
                int game = g;
                tasks.add(() -> {
                    List<Sample> s = samples(sc.getKey(), sc.getValue(), seed + game, players(game));
                    synchronized (progress) {
                        progress.accept(sc.getKey());
                    }
                    return s;
                });
            }
        }
        return Balance.inParallel(tasks, jobs);
    }

    /** One game's samples, or null when it failed or did not end. */
    static List<Sample> samples(String id, GameSetup setup, long seed, String[] names) {
        List<String> sides = setup.nations();
        Map<String, TideOfIronPlayer> players = new LinkedHashMap<>();
        for (int k = 0; k < sides.size(); k++) {
            players.put(sides.get(k), (TideOfIronPlayer) Players.create(names[k % 2], seed * 1_000_003L + k, TideOfIronMatch.RULESET));
        }
        Game game = new Game(setup, seed);
        List<Sample> taken = new ArrayList<>();
        int sampledRound = 0;
        int choices = 0;
        try {
            while (!game.over()) {
                if (choices++ >= Referee.MAX_CHOICES) {
                    return null;
                }
                Decision d = game.pending();
                int round = game.state().round();
                if (d.kind() == Decision.Kind.ACTION && round > sampledRound) {
                    sampledRound = round;
                    for (String side : sides) {
                        taken.add(new Sample(id, seed, side, round, PositionFeatures.of(game, side), Evaluation.of(game, side), 0));
                    }
                }
                Choice c = players.get(d.nation()).choose(AiView.of(game, d.seat()));
                try {
                    game.apply(d.seat(), c);
                } catch (IllegalChoice e) {
                    game.apply(d.seat(), d.options().get(0));
                }
            }
        } catch (RuntimeException e) {
            return null;
        }
        String winner = game.state().winner();
        List<Sample> out = new ArrayList<>();
        for (Sample s : taken) {
            double result = winner == null ? 0.5 : winner.equals(s.side()) ? 1 : 0;
            out.add(new Sample(s.scenario(), s.seed(), s.side(), s.round(), s.features(), s.hand(), result));
        }
        return out;
    }
}
