package toi.ai;

import java.util.List;

/**
 * The computer players by name, as the command line, the lobby and tournaments give them (docs/ai.md · Players and
 * levels), for every ruleset: random, search and Monte Carlo are written against the protocol; the heuristic (and the
 * easy and normal levels, and a game's own yardsticks such as {@code passive}) is the ruleset's own ({@link GameAi}),
 * taken at the first decision when the player is made without naming its ruleset. A search takes a budget after a colon:
 * {@code mcts:1s} or {@code mcts:250ms} (time per decision), {@code mcts:500} (iterations per decision: then its
 * choices depend only on the view and the seed).
 */
public final class Players {
    /** The names {@link #create} knows: the players, then the difficulty levels. */
    public static final List<String> NAMES = List.of("random", "heuristic", "montecarlo", "mcts", "easy", "normal", "hard", "expert");

    /**
     * Players for measuring, not for a game against people: {@code passive} passes every action (the balance report's
     * yardstick); {@link #create} knows them, the lobby does not offer them.
     */
    public static final List<String> YARDSTICKS = List.of("passive");

    /** The difficulty levels, easiest first. */
    public static final List<String> LEVELS = List.of("easy", "normal", "hard", "expert");

    /** What a level is made of (docs/ai.md). */
    public static String describe(String level) {
        return switch (level) {
            case "easy" -> "plays by rules of thumb (the heuristic), a third of its action, move and op fire choices at random";
            case "normal" -> "plays by rules of thumb (the heuristic)";
            case "hard", "expert" -> String.format(java.util.Locale.ROOT, "looks ahead: tries %,d possible continuations before each decision"
                    + " (in play at most %,d ms)", LEVEL_BUDGETS.search(level).iterations(), LEVEL_BUDGETS.search(level).millis());
            default -> throw new IllegalArgumentException("no level '" + level + "'");
        };
    }

    private static final String SEARCH_DEFAULT = "1s";

    /** Where the levels' budgets are read from (the one place to retune them; docs/ai.md · The ladder). */
    static final String LEVELS_FILE = "toi/ai/levels.json";

    /** The levels' budgets, from {@link #LEVELS_FILE}. */
    static final LevelBudgets LEVEL_BUDGETS = LevelBudgets.load();

    /**
     * The easy level's share of careless choices and each search level's budget: its iterations a decision (what the
     * ladder and tournaments measure: the choice a function of the view and the seed) and its milliseconds a decision in
     * play (a cap beside the iterations, whichever comes first: a slow machine never keeps a player waiting longer;
     * docs/ai.md · Players and levels, R-AI-1).
     */
    record LevelBudgets(double easyBlunder, java.util.Map<String, SearchAi.Budget> searches) {
        static LevelBudgets load() {
            try (var in = Players.class.getResourceAsStream("/" + LEVELS_FILE)) {
                if (in == null) {
                    throw new IllegalStateException(LEVELS_FILE + ": not found");
                }
                return read(new com.fasterxml.jackson.databind.ObjectMapper().readTree(in));
            } catch (java.io.IOException e) {
                throw new IllegalStateException(LEVELS_FILE + ": " + e.getMessage(), e);
            }
        }

        /** The budgets a levels file gives; a missing or bad number is refused naming the file, the level and the field. */
        static LevelBudgets read(com.fasterxml.jackson.databind.JsonNode root) {
            double blunder = root.path("easy").path("blunder").asDouble(-1);
            if (!(blunder >= 0 && blunder <= 1)) {
                throw new IllegalStateException(LEVELS_FILE + ": easy needs \"blunder\", a share from 0 to 1");
            }
            java.util.Map<String, SearchAi.Budget> searches = new java.util.LinkedHashMap<>();
            for (String level : List.of("hard", "expert")) {
                int n = whole(root, level, "iterations", "its search iterations a decision", 1_000_000);
                long ms = whole(root, level, "millis", "its time a decision in play, in milliseconds", 600_000);
                searches.put(level, new SearchAi.Budget(n, ms, 0));
            }
            return new LevelBudgets(blunder, java.util.Map.copyOf(searches));
        }

        private static int whole(com.fasterxml.jackson.databind.JsonNode root, String level, String field, String what, int max) {
            var v = root.path(level).path(field);
            if (!v.canConvertToInt() || !v.isIntegralNumber() || v.asInt() < 1 || v.asInt() > max) {
                throw new IllegalStateException(LEVELS_FILE + ": " + level + " needs \"" + field + "\" (" + what + "), a whole number from 1 to "
                        + max + (v.isMissingNode() ? "" : ", not " + v));
            }
            return v.asInt();
        }

        /** The search level's budget as the levels file gives it: its iterations and its time in play. */
        SearchAi.Budget search(String level) {
            return searches.get(level);
        }

        /** The search level's budget in tournaments and the ladder: its iterations only, so its games replay exactly. */
        SearchAi.Budget measured(String level) {
            return new SearchAi.Budget(search(level).iterations(), 0, 0);
        }
    }

    private Players() {
    }

    /**
     * A player from its name and seed, for whichever ruleset its first decision comes from, as tournaments, the ladder and
     * simulations measure it: a level's search by its iterations alone (its choices a function of the view and the seed).
     * An unknown name is refused with the names there are.
     */
    public static Player create(String spec, long seed) {
        return create(spec, seed, null);
    }

    /** {@link #create(String, long)} for {@code ruleset}'s matches (null: for whichever its first decision comes from). */
    public static Player create(String spec, long seed, String ruleset) {
        return create(spec, seed, ruleset, false);
    }

    /**
     * A player for a game against people ({@code ./toi play}, the lobby's computer seats): as {@link #create}, but a search
     * level stops at its time a decision too, whichever comes first (docs/ai.md · Players and levels, R-AI-1). Its choices
     * are recorded as they are made, so a game still replays from its log.
     */
    public static Player forPlay(String spec, long seed, String ruleset) {
        return create(spec, seed, ruleset, true);
    }

    /** {@link #forPlay(String, long, String)} for whichever ruleset its first decision comes from. */
    public static Player forPlay(String spec, long seed) {
        return forPlay(spec, seed, null);
    }

    private static Player create(String spec, long seed, String ruleset, boolean inPlay) {
        String name = spec.trim();
        int colon = name.indexOf(':');
        String arg = colon < 0 ? null : name.substring(colon + 1);
        name = colon < 0 ? name : name.substring(0, colon);
        switch (name) {
            case "random" -> {
                noArgument(spec, arg);
                return new RandomAi(seed);
            }
            case "passive" -> {
                noArgument(spec, arg);
                return ofGame(ruleset, "passive", game -> {
                    Player p = game.player("passive", seed);
                    if (p == null) {
                        throw new IllegalArgumentException("'passive' is not a player of " + game.ruleset());
                    }
                    return p;
                });
            }
            case "heuristic", "normal" -> {
                noArgument(spec, arg);
                return ofGame(ruleset, "heuristic", game -> game.heuristic(seed, 0));
            }
            case "easy" -> {
                noArgument(spec, arg);
                return ofGame(ruleset, "heuristic", game -> game.heuristic(seed, LEVEL_BUDGETS.easyBlunder()));
            }
            case "hard", "expert" -> {
                noArgument(spec, arg);
                return new SearchAi(seed, inPlay ? LEVEL_BUDGETS.search(name) : LEVEL_BUDGETS.measured(name), name);
            }
            case "mcts", "search" -> {
                return new SearchAi(seed, budget(spec, arg == null ? SEARCH_DEFAULT : arg));
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
            default -> throw new IllegalArgumentException("unknown player '" + spec + "' (players: " + String.join(", ", NAMES) + ", " + String.join(", ", YARDSTICKS)
                    + "; montecarlo:N for N playouts per candidate; mcts:1s, mcts:250ms or mcts:500 for a search's budget)");
        }
    }

    /** The ruleset's own player, or one that takes it from its first decision's ruleset. */
    private static Player ofGame(String ruleset, String name, java.util.function.Function<GameAi, Player> make) {
        return ruleset != null ? make.apply(GameAi.of(ruleset)) : new OfGame(name, make);
    }

    /** A player that is the ruleset's own (its heuristic), made at the first decision of each ruleset it meets. */
    private static final class OfGame implements Player {
        private final String name;
        private final java.util.function.Function<GameAi, Player> make;
        private final java.util.Map<String, Player> byRuleset = new java.util.HashMap<>();
        private Player last;

        OfGame(String name, java.util.function.Function<GameAi, Player> make) {
            this.name = name;
            this.make = make;
        }

        private Player of(PlayerView view) {
            last = byRuleset.computeIfAbsent(view.ruleset(), r -> make.apply(GameAi.of(r)));
            return last;
        }

        @Override
        public String name() {
            return last != null ? last.name() : name;
        }

        @Override
        public toi.protocol.Option choose(PlayerView view) {
            return of(view).choose(view);
        }

        @Override
        public Explanation lastDecision() {
            return last == null ? null : last.lastDecision();
        }

        @Override
        public void replayed(PlayerView view) {
            of(view).replayed(view);
        }
    }

    /** A search budget: {@code 1s}, {@code 0.5s}, {@code 250ms} (time per decision) or {@code 500} (iterations). */
    static SearchAi.Budget budget(String spec, String arg) {
        String a = arg.trim().toLowerCase(java.util.Locale.ROOT);
        try {
            if (a.endsWith("ms")) {
                return time(spec, Double.parseDouble(a.substring(0, a.length() - 2)));
            }
            if (a.endsWith("s")) {
                return time(spec, 1000 * Double.parseDouble(a.substring(0, a.length() - 1)));
            }
            int n = Integer.parseInt(a);
            if (n >= 1 && n <= 1_000_000) {
                return new SearchAi.Budget(n, 0, 0);
            }
        } catch (NumberFormatException e) {
            // refused below
        }
        throw new IllegalArgumentException("'" + spec + "': a search's budget is a time per decision (1s, 250ms) or iterations (500)");
    }

    private static SearchAi.Budget time(String spec, double millis) {
        if (!(millis >= 1 && millis <= 600_000)) {
            throw new IllegalArgumentException("'" + spec + "': a search's time per decision is from 1ms to 600s");
        }
        return new SearchAi.Budget(0, Math.round(millis), 0);
    }

    private static void noArgument(String spec, String arg) {
        if (arg != null) {
            throw new IllegalArgumentException("'" + spec + "': this player takes no ':' argument");
        }
    }
}
