package toi.irontide.match;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import toi.irontide.data.GameOption;
import toi.irontide.data.Side;
import toi.irontide.event.IronTideEvent;
import toi.irontide.event.IronTideEvent.Note;
import toi.irontide.flow.Decision;
import toi.irontide.flow.IllegalChoice;
import toi.irontide.game.Game;
import toi.irontide.game.SideView;
import toi.irontide.rules.Victory;
import toi.irontide.state.GameState;
import toi.protocol.GameEvent;
import toi.protocol.Match;
import toi.protocol.Option;
import toi.protocol.Outcome;
import toi.protocol.Pending;
import toi.protocol.Preview;
import toi.protocol.Refused;

/**
 * An Iron Tide game on the shared decision protocol: the seats are the sides ({@code german}, {@code allied}; §4.1 the
 * German player turn comes first), the decision is the engine's {@link Decision} with a kind and a label for each
 * choice, a choice the rules forbid is {@link Refused} naming its § and changes nothing, the events are the engine's
 * typed {@link IronTideEvent}s, each seat's view is its {@link SideView} (§9.0: the enemy's chits secret).
 */
public final class IronTideMatch implements Match {
    static final List<String> SEATS = List.of("german", "allied");

    private final String scenario;
    private final Set<GameOption> options;
    private final Game game;

    IronTideMatch(String scenario, Set<GameOption> options, Game game) {
        this.scenario = scenario;
        this.options = options;
        this.game = game;
    }

    /** A match over a game already under way (a test's, a loaded one). */
    public static IronTideMatch of(String scenario, Game game) {
        GameState s = game.state();
        Set<GameOption> options = java.util.EnumSet.noneOf(GameOption.class);
        if (s.armyCommand) {
            options.add(GameOption.ARMY_COMMAND);
        }
        if (s.demolitionErrata) {
            options.add(GameOption.DEMOLITION_ERRATA);
        }
        return new IronTideMatch(scenario, options, game);
    }

    /** The engine's game under the protocol: for the per-game heuristic, the board layer and tests. */
    public Game game() {
        return game;
    }

    public Set<GameOption> options() {
        return java.util.Collections.unmodifiableSet(options);
    }

    public static String seatId(Side side) {
        return side.name().toLowerCase();
    }

    /** The side a seat id names; another id is refused naming the seats. */
    public static Side side(String seat) {
        if (seat == null) {
            return null;
        }
        return switch (seat) {
            case "german" -> Side.GERMAN;
            case "allied" -> Side.ALLIED;
            default -> throw new Refused("no seat '" + seat + "': Iron Tide's seats are " + SEATS);
        };
    }

    @Override
    public String ruleset() {
        return IronTideRuleset.ID;
    }

    @Override
    public String scenario() {
        return scenario;
    }

    @Override
    public long seed() {
        return game.seed();
    }

    @Override
    public List<String> seats() {
        return SEATS;
    }

    @Override
    public Pending pending() {
        Decision d = game.pending();
        GameState s = game.state();
        if (d.seat() == null) {
            return Pending.over(d.prompt());
        }
        List<Option> opts = new ArrayList<>(d.options().size());
        for (String c : d.options()) {
            opts.add(Option.of(c, Labels.of(s, c)));
        }
        return new Pending(seatId(d.seat()), Labels.kind(s), d.prompt(), opts);
    }

    @Override
    public boolean over() {
        return game.over();
    }

    @Override
    public Outcome outcome() {
        GameState s = game.state();
        if (!s.over) {
            return null;
        }
        String winner = s.result.startsWith("German") ? "german" : s.result.startsWith("Allied") ? "allied" : null;
        return new Outcome(winner, s.result, Map.of("german", Victory.germanPoints(s))); // §20 · only the German scores
    }

    @Override
    public List<GameEvent> apply(String seat, String choice) {
        Side side = side(seat);
        try {
            return List.copyOf(game.play(side, choice)); // checked there, once
        } catch (IllegalChoice refused) {
            String why = refused.getMessage();
            throw new Refused(why, ruleOf(why));
        }
    }

    /** The § a refusal names ({@code §11.0} of "§11.0 · ALL enemy units …"); null when it is a word not understood. */
    static String ruleOf(String refusal) {
        return Note.ruleOf(refusal);
    }

    @Override
    public List<String> choices() {
        return game.choices();
    }

    @Override
    public Object viewFor(String seat) {
        return SeatViews.of(game, side(seat));
    }

    @Override
    public List<GameEvent> redact(List<GameEvent> events, String seat) {
        Side side = side(seat);
        List<GameEvent> out = new ArrayList<>(events.size());
        for (GameEvent e : events) {
            out.add(e instanceof IronTideEvent it ? it.seenBy(side) : e);
        }
        return out;
    }

    @Override
    public String redact(String text, String seat) {
        Side side = side(seat);
        return SideView.redact(game.state(), text, side);
    }

    @Override
    public Match copyFor(String seat, long seed) {
        return new IronTideMatch(scenario, options, game.copyFor(side(seat), seed));
    }

    @Override
    public Match copy() {
        return new IronTideMatch(scenario, options, game.copy());
    }

    @Override
    public Preview preview(String seat, String choice) {
        return Previews.of(game.state(), side(seat), choice);
    }

    @Override
    public long hash() {
        return StateHash.of(game.state());
    }
}
