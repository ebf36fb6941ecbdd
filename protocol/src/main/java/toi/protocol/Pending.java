package toi.protocol;

import java.util.List;

/**
 * The decision a match waits for: the seat asked, its kind (a ruleset's own word, e.g. {@code ACTION}, {@code OP_FIRE},
 * {@code ATTACK}), the prompt in the game's words, and the legal options. For decisions with very large spaces (a
 * whole move, an attack with any set of supporters) the options are a representative set and
 * {@link Match#apply(String, String)} accepts any other legal choice too.
 */
public record Pending(String seat, String kind, String prompt, List<Option> options) {
    public static final String GAME_OVER = "GAME_OVER";

    public Pending {
        options = List.copyOf(options);
    }

    /** The decision of a match that is over: nobody is asked. */
    public static Pending over(String prompt) {
        return new Pending(null, GAME_OVER, prompt, List.of());
    }

    public boolean isOver() {
        return GAME_OVER.equals(kind);
    }
}
