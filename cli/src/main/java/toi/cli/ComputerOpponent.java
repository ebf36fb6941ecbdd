package toi.cli;

import java.util.List;
import toi.ai.Explanation;
import toi.ai.GameAi;
import toi.ai.Player;
import toi.ai.PlayerView;
import toi.ai.Players;
import toi.protocol.Match;

/**
 * The computer player across the table at {@code ./toi play} and in {@code ./toi simulate}, for every game: one of {@code toi.ai}'s players (random,
 * the game's heuristic and levels, Monte Carlo, search), answering every decision of the seats not the player's from
 * what those seats may know ({@link PlayerView}).
 */
final class ComputerOpponent implements Opponent {
    private final String kind;
    private final Player player;

    private ComputerOpponent(String kind, Player player) {
        this.kind = kind;
        this.player = player;
    }

    /**
     * The player {@code kind} for the ruleset's matches, seeded from the game's seed: across the table from a person
     * ({@code inPlay}: a level's search stops at its time a decision too, {@link Players#forPlay}) or in a simulation (as
     * measured, {@link Players#create}); an unknown kind is a user's error naming the known ones.
     */
    static ComputerOpponent of(String kind, long gameSeed, String ruleset, boolean inPlay) {
        try {
            return new ComputerOpponent(kind, inPlay ? Players.forPlay(kind, gameSeed * 31, ruleset) : Players.create(kind, gameSeed * 31, ruleset));
        } catch (IllegalArgumentException e) {
            throw new Errors.UserError(e.getMessage().startsWith("unknown player") ? "unknown opponent '" + kind + "' (" + String.join(", ", Players.NAMES)
                    + "; montecarlo:N, mcts:1s or mcts:500 with a budget; or none for hot-seat)" : "--opponent " + kind + ": " + e.getMessage());
        }
    }

    /** Its choice for the seat asked now. */
    @Override
    public String choose(Match m, String seat) {
        return player.choose(PlayerView.of(m, seat)).text();
    }

    /**
     * The game is being rebuilt from its log (undo, resume) past a decision it answered: it moves on as {@link #choose}
     * would, so its later choices come out as they did.
     */
    @Override
    public void replayed(Match m, String seat) {
        player.replayed(PlayerView.of(m, seat));
    }

    /** How it made its last decision, as {@code viewer} may read it; null when it has made none or keeps no account. */
    @Override
    public List<String> why(Match m, String viewer) {
        Explanation e = player.lastDecision();
        return e == null ? null : GameAi.of(m.ruleset()).seenBy(e, m, viewer).lines();
    }

    /** Whether it ever keeps an account of its decisions (the random player keeps none). */
    @Override
    public boolean explains() {
        return !player.name().equals("random");
    }

    /** What a level is made of ({@code the heuristic}), or null. */
    @Override
    public String describe() {
        return Players.LEVELS.contains(kind) ? Players.describe(kind) : null;
    }
}
