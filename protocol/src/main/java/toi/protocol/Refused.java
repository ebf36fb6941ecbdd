package toi.protocol;

/**
 * A choice the match will not take, and why: the rule that forbids it ({@code 000 · No Mixed Fire}), a word not
 * understood, or a seat not asked. Nothing changed.
 */
public class Refused extends IllegalArgumentException {
    private final String rule;

    public Refused(String message, String rule) {
        super(message);
        this.rule = rule;
    }

    public Refused(String message) {
        this(message, null);
    }

    /** The rulebook heading that forbids the choice, or null when the choice was not understood or not this seat's. */
    public String rule() {
        return rule;
    }
}
