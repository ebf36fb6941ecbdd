package toi.ai;

import java.util.List;
import java.util.Objects;
import java.util.function.LongFunction;
import toi.engine.game.protocol.Choice;
import toi.engine.game.protocol.Decision;
import toi.engine.game.Game;
import toi.engine.game.protocol.Seat;
import toi.engine.game.SeatView;

/**
 * All a computer player is given when it must decide (docs/ai.md): its seat, what that seat may see
 * ({@link Game#viewFor}), the pending decision's kind, prompt and legal choices, and determinised copies
 * for search ({@link Game#copyFor}: what the seat cannot know — deck order, other hands, the dice to come —
 * drawn again from the seed the player gives, so reading a copy tells nothing true about them). Never the
 * real game: a player cannot read hidden state because it is never handed any.
 */
public final class AiView {
    private final Seat seat;
    private final SeatView view;
    private final Decision.Kind kind;
    private final String prompt;
    private final List<Choice> choices;
    private final LongFunction<Game> copies;

    private AiView(Seat seat, SeatView view, Decision.Kind kind, String prompt, List<Choice> choices, LongFunction<Game> copies) {
        this.seat = seat;
        this.view = view;
        this.kind = kind;
        this.prompt = prompt;
        this.choices = List.copyOf(choices);
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
        return new AiView(seat, view, d.kind(), d.prompt(), d.options(), seed -> game.copyFor(seat, seed));
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
        return view;
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
