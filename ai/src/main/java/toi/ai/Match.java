package toi.ai;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import toi.engine.game.protocol.Choice;
import toi.engine.game.protocol.Decision;
import toi.engine.game.Game;
import toi.engine.scenario.GameSetup;
import toi.engine.game.protocol.IllegalChoice;

/**
 * One game between computer players, one per side: each decision goes to the player of the nation asked,
 * through an {@link AiView} of that seat only. Times every decision.
 */
public final class Match {
    /** A game still going after this many choices is stuck (a bug): it ends without a winner. */
    public static final int MAX_CHOICES = 50_000;

    private Match() {
    }

    /**
     * How a game ended.
     *
     * @param winner    the winning nation, or null when the game failed
     * @param rounds    the round it ended in
     * @param choices   the choices made, as text
     * @param nanos     per nation, the time of each of its decisions
     * @param refused   per nation, how many of its choices the game refused (the first legal choice was taken instead)
     * @param failure   why the game failed, or null
     */
    public record Result(String winner, int rounds, List<String> choices, Map<String, List<Long>> nanos,
                         Map<String, Integer> refused, String failure) {
    }

    /** Plays the scenario to its end with these players (nation → player) and the game's secret seed. */
    public static Result play(GameSetup setup, long seed, Map<String, Player> players) {
        Game game = new Game(setup, seed);
        List<String> log = new ArrayList<>();
        Map<String, List<Long>> nanos = new LinkedHashMap<>();
        Map<String, Integer> refused = new LinkedHashMap<>();
        for (String n : setup.nations()) {
            nanos.put(n, new ArrayList<>());
            refused.put(n, 0);
        }
        try {
            while (!game.over()) {
                if (log.size() >= MAX_CHOICES) {
                    return new Result(null, game.state().round(), log, nanos, refused, "not over after " + MAX_CHOICES + " choices");
                }
                Decision d = game.pending();
                Player p = players.get(d.nation());
                if (p == null) {
                    throw new IllegalArgumentException("no player for " + d.nation());
                }
                long t0 = System.nanoTime();
                Choice c = p.choose(AiView.of(game, d.seat()));
                nanos.get(d.nation()).add(System.nanoTime() - t0);
                try {
                    game.apply(d.seat(), c);
                } catch (IllegalChoice e) {
                    refused.merge(d.nation(), 1, Integer::sum);
                    c = d.options().get(0);
                    game.apply(d.seat(), c);
                }
                log.add(c.text());
            }
            return new Result(game.state().winner(), game.state().round(), log, nanos, refused, null);
        } catch (RuntimeException e) {
            return new Result(null, game.state().round(), log, nanos, refused, e.getClass().getSimpleName() + ": " + e.getMessage());
        }
    }
}
