package toi.ai.tideofiron;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.LongFunction;
import toi.ai.PlayerView;
import toi.engine.game.ChoiceOption;
import toi.engine.game.Game;
import toi.engine.game.SeatView;
import toi.engine.game.TideOfIronMatch;
import toi.engine.game.protocol.Choice;
import toi.engine.game.protocol.Decision;
import toi.engine.game.protocol.Seat;
import toi.protocol.Option;

/**
 * Tide of Iron's own reading of a {@link PlayerView}, for its heuristic (docs/ai.md · What a player sees): the seat, its
 * {@link SeatView} ({@link Game#viewFor}), the pending decision's kind, prompt and typed legal choices, and determinised
 * copies for search as typed games ({@link Game#copyFor}). Never the real game: a player cannot read hidden state because
 * it is never handed any.
 */
public final class AiView {
    private final Seat seat;
    private final SeatView view;
    private final Decision.Kind kind;
    private final String prompt;
    private final List<Choice> choices;
    private final List<Option> options;
    private final LongFunction<Game> copies;
    /** Where the view comes from when read from a {@link PlayerView} (worked out when first read), else null. */
    private final PlayerView source;

    private AiView(Seat seat, SeatView view, PlayerView source, Decision.Kind kind, String prompt, List<Choice> choices,
                   List<Option> options, LongFunction<Game> copies) {
        this.seat = seat;
        this.view = view;
        this.source = source;
        this.kind = kind;
        this.prompt = prompt;
        this.choices = List.copyOf(choices);
        this.options = options;
        this.copies = copies;
    }

    /** The view of the game's pending decision for the seat asked to answer it. */
    public static AiView of(Game game, Seat seat) {
        Objects.requireNonNull(seat);
        Decision d = game.pending();
        if (!seat.answers(d.seat())) {
            throw new IllegalArgumentException("the game is waiting for " + d.seat() + ", not " + seat);
        }
        SeatView view = game.viewFor(seat);
        return new AiView(seat, view, null, d.kind(), d.prompt(), d.options(), null, seed -> game.copyFor(seat, seed));
    }

    /** A Tide of Iron match's view read as typed: each option's typed choice, the copies' typed games. */
    public static AiView of(PlayerView v) {
        List<Option> options = v.options();
        List<Choice> choices = new ArrayList<>(options.size());
        for (Option o : options) {
            choices.add(((ChoiceOption) o).choice());
        }
        return new AiView(Seat.parse(v.seat()), null, v, Decision.Kind.valueOf(v.kind()), v.prompt(), choices, options,
                seed -> ((TideOfIronMatch) v.copy(seed)).game());
    }

    /** The option that carries {@code choice}: the listed one (the very choice), else a new one (a whole move). */
    Option option(Choice choice) {
        if (options != null) {
            for (Option o : options) {
                if (((ChoiceOption) o).choice() == choice) {
                    return o;
                }
            }
        }
        return ChoiceOption.of(choice);
    }

    /** The seat asked (its nation is the side the player plays). */
    public Seat seat() {
        return seat;
    }

    public String nation() {
        return seat.nation();
    }

    /** What the seat may know now. */
    public SeatView view() {
        return view != null ? view : (SeatView) source.view();
    }

    public Decision.Kind kind() {
        return kind;
    }

    public String prompt() {
        return prompt;
    }

    /** The legal choices the game lists (attacks with other sets of supporters, and whole moves, are accepted too). */
    public List<Choice> choices() {
        return choices;
    }

    /**
     * A game to search on, as this seat knows the real one: what the seat cannot know is drawn again from
     * {@code seed}. Copies made from the same view and seed are the same whatever the hidden truth.
     */
    public Game copy(long seed) {
        return copies.apply(seed);
    }
}
