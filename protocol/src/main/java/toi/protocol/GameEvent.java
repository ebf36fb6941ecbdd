package toi.protocol;

/**
 * What happened when a choice was applied: one typed event. Each ruleset has its own closed set of event records;
 * every consumer can read its type, its one-line text and the rule that decided it. A client that knows a ruleset's
 * events may read their fields (they are records a JSON writer can write).
 */
public interface GameEvent {

    /** The one-line text for a log. */
    String text();

    /** The rulebook heading that decided it ({@code 000 · Minefields}, {@code §9.2 Retreats}), or null. */
    default String rule() {
        return null;
    }

    /** The event's kind, e.g. {@code DiceRolled}: its record's simple name unless the ruleset says otherwise. */
    default String type() {
        return getClass().getSimpleName();
    }
}
