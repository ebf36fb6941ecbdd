package toi.ai;

import java.util.List;

/** The computer players by name, as the command line and tournaments give them. */
public final class Players {
    /** The names {@link #create} knows ("montecarlo" takes an optional playout count: "montecarlo:8"). */
    public static final List<String> NAMES = List.of("random", "heuristic", "montecarlo");

    private Players() {
    }

    /** A player from its name and seed; an unknown name is refused with the names there are. */
    public static Player create(String spec, long seed) {
        String name = spec.trim();
        int colon = name.indexOf(':');
        String arg = colon < 0 ? null : name.substring(colon + 1);
        name = colon < 0 ? name : name.substring(0, colon);
        switch (name) {
            case "random" -> {
                noArgument(spec, arg);
                return new RandomAi(seed);
            }
            case "heuristic" -> {
                noArgument(spec, arg);
                return new HeuristicAi(seed);
            }
            case "montecarlo", "mc" -> {
                int iterations = 4;
                if (arg != null) {
                    try {
                        iterations = Integer.parseInt(arg);
                    } catch (NumberFormatException e) {
                        iterations = -1;
                    }
                    if (iterations < 1 || iterations > 10_000) {
                        throw new IllegalArgumentException("'" + spec + "': montecarlo:N takes N playouts per candidate, from 1 to 10000");
                    }
                }
                return new MonteCarloAi(seed, iterations, 0);
            }
            default -> throw new IllegalArgumentException("unknown player '" + spec + "' (players: " + String.join(", ", NAMES)
                    + "; montecarlo:N for N playouts per candidate)");
        }
    }

    private static void noArgument(String spec, String arg) {
        if (arg != null) {
            throw new IllegalArgumentException("'" + spec + "': this player takes no ':' argument");
        }
    }
}
