package toi.ai.tideofiron;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;
import toi.ai.Players;
import toi.ai.Referee;
import toi.engine.event.Event;
import toi.engine.game.Game;
import toi.engine.game.protocol.Choice;
import toi.engine.game.protocol.Decision;
import toi.engine.game.protocol.IllegalChoice;
import toi.engine.scenario.GameSetup;

/**
 * Does a scenario give both sides a game? (docs/scenario-balance.md) For each scenario the heuristic plays itself and a
 * side that passes every action ({@link PassiveAi}), from both sides, on paired seeds (game i of every matchup uses seed
 * S + i): who wins, in which round the game was decided, the victory points, whether command was earned and a Strategy
 * card bought for command (000 · COMMAND PHASE), and whether a game was won at the end of round 1 with no attack made.
 */
public final class Balance {
    private Balance() {
    }

    /** The players on the first and the second side of the scenario. */
    public record Matchup(String first, String second) {
        public String label(List<String> sides) {
            return sides.get(0) + " " + first + " vs " + sides.get(1) + " " + second;
        }
    }

    /** The three matchups the report measures: heuristic against heuristic, and against a passive side each way round. */
    public static final List<Matchup> MATCHUPS = List.of(new Matchup("heuristic", "heuristic"), new Matchup("heuristic", "passive"),
            new Matchup("passive", "heuristic"));

    /**
     * One game: the winner (null: failed), the round it ended in, each side's victory points, command earned from
     * objectives and command spent on Strategy cards, attacks made, and the failure if any.
     */
    public record GameResult(String scenario, Matchup matchup, long seed, String winner, String reason, int round,
                             Map<String, Integer> vp, Map<String, Integer> commandEarned, Map<String, Integer> cardsBought,
                             int attacks, String failure) {
        /** Won at the end of round 1 (or sooner) without a single attack: the scenario decided before the fighting. */
        public boolean wonWithoutAFight() {
            return winner != null && round <= 1 && attacks == 0;
        }
    }

    /** Plays every scenario × matchup × game on {@code jobs} threads; {@code progress} hears of each game as it ends. */
    public static List<GameResult> run(Map<String, GameSetup> scenarios, List<Matchup> matchups, int games, long seed, int jobs,
                                       Consumer<GameResult> progress) {
        List<java.util.concurrent.Callable<GameResult>> tasks = new ArrayList<>();
        for (var sc : scenarios.entrySet()) {
            for (Matchup m : matchups) {
                for (int g = 0; g < games; g++) {
                    long gameSeed = seed + g;
                    tasks.add(() -> {
                        GameResult r = play(sc.getKey(), sc.getValue(), m, gameSeed);
                        synchronized (progress) {
                            progress.accept(r);
                        }
                        return r;
                    });
                }
            }
        }
        return inParallel(tasks, jobs);
    }

    /** The tasks' results in the tasks' order, run on {@code jobs} threads (games are seeded: the order of finishing does not matter). */
    static <T> List<T> inParallel(List<java.util.concurrent.Callable<T>> tasks, int jobs) {
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, jobs));
        try {
            List<Future<T>> futures = new ArrayList<>();
            for (var t : tasks) {
                futures.add(pool.submit(t));
            }
            List<T> out = new ArrayList<>();
            for (Future<T> f : futures) {
                try {
                    out.add(f.get());
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IllegalStateException("interrupted", e);
                } catch (java.util.concurrent.ExecutionException e) {
                    throw new IllegalStateException(e.getCause());
                }
            }
            return out;
        } finally {
            pool.shutdownNow();
        }
    }

    /** One game between the matchup's players (seeded as a tournament seeds them), its events read as it goes. */
    public static GameResult play(String id, GameSetup setup, Matchup m, long seed) {
        List<String> sides = setup.nations();
        Map<String, TideOfIronPlayer> players = new LinkedHashMap<>(); // the heuristic and the passive yardstick read the typed game
        Map<String, Integer> vp = new LinkedHashMap<>();
        Map<String, Integer> earned = new LinkedHashMap<>();
        Map<String, Integer> bought = new LinkedHashMap<>();
        for (int k = 0; k < sides.size(); k++) {
            players.put(sides.get(k), (TideOfIronPlayer) Players.create(k % 2 == 0 ? m.first() : m.second(), seed * 1_000_003L + k,
                    toi.engine.game.TideOfIronMatch.RULESET));
            earned.put(sides.get(k), 0);
            bought.put(sides.get(k), 0);
        }
        Game game = new Game(setup, seed);
        int attacks = 0;
        String reason = null;
        int choices = 0;
        try {
            while (!game.over()) {
                if (choices++ >= Referee.MAX_CHOICES) {
                    return new GameResult(id, m, seed, null, null, game.state().round(), vp, earned, bought, attacks,
                            "not over after " + Referee.MAX_CHOICES + " choices");
                }
                Decision d = game.pending();
                Choice c = players.get(d.nation()).choose(AiView.of(game, d.seat()));
                List<Event> events;
                try {
                    events = game.apply(d.seat(), c);
                } catch (IllegalChoice e) {
                    events = game.apply(d.seat(), d.options().get(0));
                }
                for (Event e : events) {
                    if (e instanceof Event.AttackDeclared || e instanceof Event.AssaultDeclared) {
                        attacks++; // 000 · ASSAULT ATTACKS: an assault is an attack too
                    } else if (e instanceof Event.CommandChanged cc && cc.change() > 0 && cc.why().startsWith("for the objective")) {
                        earned.merge(cc.nation(), cc.change(), Integer::sum); // 000 · Receive Command Points
                    } else if (e instanceof Event.CardPlayed cp && cp.cost() > 0) {
                        bought.merge(cp.nation(), 1, Integer::sum);
                    } else if (e instanceof Event.GameOver over) {
                        reason = over.reason();
                    }
                }
            }
            sides.forEach(n -> vp.put(n, game.state().victoryPoints(n)));
            return new GameResult(id, m, seed, game.state().winner(), reason, game.state().round(), vp, earned, bought, attacks, null);
        } catch (RuntimeException e) {
            return new GameResult(id, m, seed, null, null, game.state().round(), vp, earned, bought, attacks,
                    e.getClass().getSimpleName() + ": " + e.getMessage());
        }
    }
}
