package toi.ai;

import java.util.List;
import java.util.Objects;
import java.util.function.LongFunction;
import java.util.function.Supplier;
import toi.protocol.Match;
import toi.protocol.Option;
import toi.protocol.Pending;

/**
 * All a computer player is given when it must decide (docs/ai.md · What a player sees), for any ruleset: its seat, what
 * that seat may see ({@link Match#viewFor}), the pending decision (its kind, prompt and options), and determinised copies
 * for search ({@link Match#copyFor}: what the seat cannot know — deck order, other hands, hidden chits, the dice to come
 * — drawn again from the seed the player gives, so reading a copy tells nothing true about them). Never the real match:
 * a player cannot read hidden state because it is never handed any.
 */
public final class PlayerView {
    private final String ruleset;
    private final String seat;
    private final Pending pending;
    private final Supplier<Object> view;
    private Object seen;
    private final LongFunction<Match> copies;

    private PlayerView(String ruleset, String seat, Pending pending, Supplier<Object> view, LongFunction<Match> copies) {
        this.ruleset = ruleset;
        this.seat = seat;
        this.pending = pending;
        this.view = view;
        this.copies = copies;
    }

    /**
     * The view of the match's pending decision for {@code seat}, the seat asked (or, where a decision asks a whole side, a
     * seat of that side: {@code US/1} answers what {@code US} is asked). The seat's view is worked out when first read.
     */
    public static PlayerView of(Match match, String seat) {
        Objects.requireNonNull(seat);
        Pending p = match.pending();
        if (p.isOver()) {
            throw new IllegalArgumentException("the match is over: nobody is asked");
        }
        if (!answers(seat, p.seat())) {
            throw new IllegalArgumentException("the match is waiting for " + p.seat() + ", not " + seat);
        }
        return new PlayerView(match.ruleset(), seat, p, () -> match.viewFor(seat), s -> match.copyFor(seat, s));
    }

    /** Whether {@code seat} answers a decision asked of {@code asked}: the same seat, or one of the side a side's seat names. */
    static boolean answers(String seat, String asked) {
        return seat.equals(asked) || seat.startsWith(asked + "/") || asked.startsWith(seat + "/");
    }

    /** The ruleset of the match ({@link Match#ruleset()}): which game's heuristic knows it. */
    public String ruleset() {
        return ruleset;
    }

    /** The seat asked. */
    public String seat() {
        return seat;
    }

    /** What the seat may know now (the ruleset's view: a Tide of Iron {@code SeatView}, an Iron Tide side view). */
    public Object view() {
        Object v = seen;
        if (v == null) {
            v = view.get();
            seen = v;
        }
        return v;
    }

    public Pending pending() {
        return pending;
    }

    /** The decision's kind, in the ruleset's words ({@code ACTION}, {@code OP_FIRE}, …). */
    public String kind() {
        return pending.kind();
    }

    public String prompt() {
        return pending.prompt();
    }

    /** The options the match lists (it may accept other legal choices too: whole moves, other supporters). */
    public List<Option> options() {
        return pending.options();
    }

    /**
     * A match to search on, as this seat knows the real one: what the seat cannot know is drawn again from
     * {@code seed}. Copies made from the same view and seed are the same whatever the hidden truth.
     */
    public Match copy(long seed) {
        return copies.apply(seed);
    }
}
