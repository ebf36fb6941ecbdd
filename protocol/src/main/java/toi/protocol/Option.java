package toi.protocol;

/**
 * One legal choice of a pending decision: its command text (the protocol: logs, saves, scripts and the typed-choice
 * box speak it) and a label for people in the rulebook's words. A ruleset may carry its own typed choice behind it.
 */
public interface Option {

    /** The command text, e.g. {@code concentrated-fire target ger-3 normal}. */
    String text();

    /** A label in the game's words ("Concentrated fire on ger-3 — 7 dice, hit on 5+"); the text when none is written. */
    default String label() {
        return text();
    }

    static Option of(String text, String label) {
        return new Plain(text, label);
    }

    static Option of(String text) {
        return new Plain(text, text);
    }

    record Plain(String text, String label) implements Option {
    }
}
