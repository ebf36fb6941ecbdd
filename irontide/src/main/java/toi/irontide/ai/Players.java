package toi.irontide.ai;

import java.util.List;
import toi.irontide.game.Player;
import toi.irontide.game.RandomPlayer;

/** Iron Tide's computer players by name, as the command line and the browser table give them. */
public final class Players {
    /** The names {@link #create} knows. */
    public static final List<String> NAMES = List.of("random", "heuristic");

    private Players() {
    }

    /** A player by name and seed; an unknown name is refused with the names there are. */
    public static Player create(String name, long seed) {
        return switch (name) {
            case "random" -> new RandomPlayer(seed);
            case "heuristic" -> new HeuristicPlayer(seed);
            default -> throw new IllegalArgumentException("Iron Tide's computer players are random and heuristic, not '" + name + "'");
        };
    }
}
