package toi.protocol;

import java.util.List;

/**
 * One game in play, as every consumer sees it (server, terminal, simulator, tournament, computer players). Seats are
 * named by strings the ruleset chooses ({@code us}, {@code german}, {@code us/2nd} for a division seat; {@code allied},
 * {@code axis}). A match is not thread-safe: one caller at a time.
 */
public interface Match {

    /** The id of the ruleset that made it ({@link Ruleset#id()}). */
    String ruleset();

    String scenario();

    /** The seed it was started with: everything random in it comes from this. */
    long seed();

    /** The seats that play, in a fixed order. */
    List<String> seats();

    /** The decision the match waits for; when it is over, a decision of no options asked of nobody ({@link Pending#over}). */
    Pending pending();

    boolean over();

    /** Who won and why, once {@link #over()}; null before. */
    Outcome outcome();

    /**
     * Applies {@code seat}'s choice (its command text, read whole) and answers what happened. A choice from a seat not
     * asked, or one the rules forbid or that is not understood, is {@link Refused} naming the rule or the word, and
     * changes nothing.
     */
    List<GameEvent> apply(String seat, String choice);

    /** The same for one of the pending decision's options; a ruleset may apply it without reading its text again. */
    /**
     * Applies a choice read from a saved log, {@code next} being the log's following choice (null at its end): as
     * {@link #apply(String, String)}, except that a ruleset may take as given an answer an older log names and the
     * rules now give themselves (Tide of Iron: docs/rulings.md R-FLOW-1).
     */
    default List<GameEvent> replay(String seat, String choice, String next) {
        return apply(seat, choice);
    }

    default List<GameEvent> apply(String seat, Option option) {
        return apply(seat, option.text());
    }

    /** The choices applied so far, in order: with the scenario, options and seed, the whole save. */
    List<String> choices();

    /**
     * What {@code seat} may know now, as a value a JSON writer can write (records, lists, maps, strings, numbers). Two
     * matches that differ only in what the seat may not know give equal views. A spectator is the seat {@code null}.
     */
    Object viewFor(String seat);

    /** The events as {@code seat} may see them (an opponent's card, a concealed squad's identity taken out). */
    List<GameEvent> redact(List<GameEvent> events, String seat);

    /** The text as {@code seat} may see it (for log lines and prompts written before the seat was known). */
    default String redact(String text, String seat) {
        return text;
    }

    /**
     * A copy for search as {@code seat} knows this match: what the seat cannot know (deck order, the other side's hand
     * and hidden chits, the dice to come) drawn again from {@code seed}. Two matches that differ only in what the seat
     * may not know give equal copies for the same seed.
     */
    Match copyFor(String seat, long seed);

    /** An exact copy (same hidden state, same dice to come): for tests and for the referee's own use only. */
    Match copy();

    /**
     * What {@code choice} would do if {@code seat} made it now, worked out without making it: its odds, its cost, or the
     * rule that forbids it. Answers the same whatever {@code seat} may not know.
     */
    Preview preview(String seat, String choice);

    /** A hash of the whole state (hidden parts too): equal states, equal hashes. For replays and tests, never shown to a seat. */
    long hash();
}
