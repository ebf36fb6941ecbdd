package toi.irontide.game;

import java.util.ArrayList;
import java.util.List;
import toi.irontide.data.Scenario;
import toi.irontide.data.Side;
import toi.irontide.event.IronTideEvent;
import toi.irontide.flow.Decision;
import toi.irontide.flow.Flow;
import toi.irontide.flow.IllegalChoice;
import toi.irontide.flow.Setup;
import toi.irontide.state.GameState;

/**
 * An Iron Tide game on the decision protocol: {@link #pending()} is the one decision waited for, {@link #apply}
 * answers it — refused, with the rule, and nothing changed, when the choice is not legal. Same scenario + seed +
 * choices ⇒ same game; {@link #copy()} is complete.
 */
public final class Game {
    private GameState state;
    private final List<String> choices;
    private final long seed;
    private Decision pending;

    private Game(GameState state, long seed, List<String> choices) {
        this.state = state;
        this.seed = seed;
        this.choices = choices;
    }

    public static Game start(Scenario scenario, long seed) {
        return start(scenario, seed, false);
    }

    /** A new game; {@code armyCommand}: §17.4's optional Army Command in place of §17.3 (refused when a non-British unit has no army). */
    public static Game start(Scenario scenario, long seed, boolean armyCommand) {
        return start(scenario, seed, armyCommand ? java.util.EnumSet.of(toi.irontide.data.GameOption.ARMY_COMMAND)
                : java.util.EnumSet.noneOf(toi.irontide.data.GameOption.class));
    }

    /** A new game with the optional rules chosen at its start (§17.4 Army Command, errata IT 14 on demolition). */
    public static Game start(Scenario scenario, long seed, java.util.Set<toi.irontide.data.GameOption> options) {
        List<IronTideEvent> log = new ArrayList<>();
        GameState s = Setup.newGame(scenario, seed, options, log);
        s.events.addAll(log);
        return new Game(s, seed, new ArrayList<>());
    }

    /** A game from a state set up by hand: the rulebook's examples, tests. */
    public static Game of(GameState state, long seed) {
        return new Game(state, seed, new ArrayList<>());
    }

    /** A game rebuilt from its seed and choices (a saved game). */
    public static Game replay(Scenario scenario, long seed, List<String> choices) {
        return replay(scenario, seed, false, choices);
    }

    public static Game replay(Scenario scenario, long seed, boolean armyCommand, List<String> choices) {
        return replay(scenario, seed, armyCommand ? java.util.EnumSet.of(toi.irontide.data.GameOption.ARMY_COMMAND)
                : java.util.EnumSet.noneOf(toi.irontide.data.GameOption.class), choices);
    }

    public static Game replay(Scenario scenario, long seed, java.util.Set<toi.irontide.data.GameOption> options, List<String> choices) {
        Game g = start(scenario, seed, options);
        for (String c : choices) {
            g.apply(g.pending().seat(), c);
        }
        return g;
    }

    public Decision pending() {
        if (pending == null) {
            pending = Flow.pending(state);
        }
        return pending;
    }

    /** Applies the seat's choice; returns what happened, one line each, with its rules. */
    public List<String> apply(Side seat, String choice) {
        return play(seat, choice).stream().map(IronTideEvent::text).toList();
    }

    /** Applies the seat's choice (refused with the rule, nothing changed, when it is not legal); returns what happened. */
    public List<IronTideEvent> play(Side seat, String choice) {
        Decision known = pending;
        // one of the listed choices of the decision worked out for this state is legal: each passed this same check
        boolean listed = known != null && known.seat() != null && known.seat() == seat && known.options().contains(choice);
        String why = listed ? null : Flow.refusal(state, seat, choice);
        if (why != null) {
            throw new IllegalChoice(why);
        }
        GameState next = state.copy();
        Flow.Applied applied = Flow.play(next, choice);
        List<IronTideEvent> events = applied.events();
        next.events.addAll(events);
        state = next;
        pending = applied.next(); // worked out on the way (the phases that end by themselves), else when asked
        choices.add(choice.trim());
        return List.copyOf(events);
    }

    public boolean over() {
        return state.over;
    }

    /** The state, to read (views, tests); a consumer never changes it. */
    public GameState state() {
        return state;
    }

    public List<String> choices() {
        return List.copyOf(choices);
    }

    public long seed() {
        return seed;
    }

    /**
     * A copy for search as {@code seat} knows this game: the enemy's chits, the cups and the dice to come drawn again
     * from {@code seed} ({@link Determinised}); its log as the seat may read it. Same seat and seed, and games that
     * differ only in what the seat cannot know: equal copies.
     */
    public Game copyFor(Side seat, long seed) {
        GameState c = Determinised.of(state, seat, seed);
        c.events.replaceAll(e -> e.seenBy(seat));
        return new Game(c, seed, new ArrayList<>(choices));
    }

    public Game copy() {
        return new Game(state.copy(), seed, new ArrayList<>(choices));
    }
}
