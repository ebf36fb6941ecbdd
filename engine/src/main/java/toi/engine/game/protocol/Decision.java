package toi.engine.game.protocol;

import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * What the game is waiting for: who decides, what kind of decision, and the legal choices.
 * For decisions with large spaces (attacks with any set of supporters) {@code options} lists a
 * representative set and {@link Game#apply} accepts any other legal choice too.
 * <p>
 * A value (equal decisions ask the same of the same seat with the same choices). The prompt may be given as a text or
 * as a way to write it: a computer player deciding thousands of times a second never reads it, so it is written only
 * when first read.
 */
public final class Decision {
    private final String nation;
    private final String division;
    private final Kind kind;
    private Supplier<String> promptText;
    private String prompt;
    private final List<Choice> options;

    public Decision(String nation, String division, Kind kind, String prompt, List<Choice> options) {
        this(nation, division, kind, (Supplier<String>) null, options);
        this.prompt = Objects.requireNonNull(prompt);
    }

    public Decision(String nation, Kind kind, String prompt, List<Choice> options) {
        this(nation, null, kind, prompt, options);
    }

    /** A decision whose prompt is written when first read. */
    public Decision(String nation, String division, Kind kind, Supplier<String> prompt, List<Choice> options) {
        this(nation, division, kind, prompt, List.copyOf(options), true);
    }

    private Decision(String nation, String division, Kind kind, Supplier<String> prompt, List<Choice> options, boolean readOnly) {
        this.nation = nation;
        this.division = division;
        this.kind = kind;
        this.promptText = prompt;
        this.options = readOnly ? options : java.util.Collections.unmodifiableList(options);
    }

    /**
     * A decision whose prompt is written when first read, over a listing made for it: {@code options} is taken as it is
     * (seen read-only), not copied — the listing that made it keeps no hold on it. For the long listings made every
     * decision (actions, moves, deployments), where the copy was a measurable share of a game.
     */
    public static Decision ofListing(String nation, String division, Kind kind, Supplier<String> prompt, List<Choice> options) {
        return new Decision(nation, division, kind, prompt, options, false);
    }

    public enum Kind { DRAW_CARD, CARD_TARGET, CARD_PICK, BUILD_SQUAD, AGREE, ASSIGN_TOKEN, PLACE_MARKER, DEPLOY, REINFORCE, FIRST_DIVISION, ACTION, MOVE, OP_FIRE, CASUALTIES, ASSAULT_CASUALTIES, RETREAT, ADVANCE, INITIATIVE_BID, OP_FIRE_MODE,
        TRANSFER, GAME_OVER, MUNITIONS, MUNITIONS_DISCARD, TIMING, FACING }

    public String nation() {
        return nation;
    }

    public String division() {
        return division;
    }

    public Kind kind() {
        return kind;
    }

    /** What the seat is asked, in words. */
    public String prompt() {
        String known = prompt;
        if (known == null) { // written from the state the decision was made on, which the supplier captured
            known = Objects.requireNonNull(promptText.get());
            prompt = known;
            promptText = null;
        }
        return known;
    }

    public List<Choice> options() {
        return options;
    }

    /** The seat that must answer (nation, and division when one player of a team decides). */
    public Seat seat() {
        return new Seat(nation, division);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Decision d && Objects.equals(nation, d.nation) && Objects.equals(division, d.division)
                && kind == d.kind && prompt().equals(d.prompt()) && options.equals(d.options);
    }

    @Override
    public int hashCode() {
        return Objects.hash(nation, division, kind, prompt(), options);
    }

    @Override
    public String toString() {
        return "Decision[nation=" + nation + ", division=" + division + ", kind=" + kind + ", prompt=" + prompt()
                + ", options=" + options + "]";
    }
}
