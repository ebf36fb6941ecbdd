package toi.cli;

import java.util.List;
import toi.protocol.Match;

/** The computer player across the table at {@code ./toi play}: it answers every decision of the seats not the player's. */
public interface Opponent {

    /** Its choice for the seat asked now. */
    String choose(Match m, String seat);

    /**
     * The game is being rebuilt from its log (undo, resume) past a decision it answered: move on as {@link #choose} would,
     * so its later choices come out as they did.
     */
    void replayed(Match m, String seat);

    /** How it made its last decision, as {@code viewer} may read it; null when it has made none or keeps no account. */
    default List<String> why(Match m, String viewer) {
        return null;
    }

    /** Whether it ever keeps an account of its decisions. */
    default boolean explains() {
        return false;
    }

    /** What a level is made of ({@code the heuristic}), or null. */
    default String describe() {
        return null;
    }
}
