package toi.engine.game.protocol;

/**
 * A player's place at the table: a nation, and in team games (000 · THREE-/FOUR-PLAYER GAMES) the
 * division that player commands. A two-player seat has no division. Decisions name the seat that
 * must answer; views and events are cut to what a seat may know.
 */
public record Seat(String nation, String division) {

    public Seat {
        if (nation == null || nation.isBlank()) {
            throw new IllegalArgumentException("a seat names its nation");
        }
    }

    public static Seat of(String nation) {
        return new Seat(nation, null);
    }

    /** "US", or "US/1st" in team games. */
    public static Seat parse(String text) {
        int slash = text.indexOf('/');
        return slash < 0 ? of(text) : new Seat(text.substring(0, slash), text.substring(slash + 1));
    }

    /**
     * Whether this seat may answer a decision asked of {@code asked}: same nation, and when the
     * decision names a division, the same division. A team decision (no division) may be answered by
     * either member of the team (docs/rulings.md R-SEAT-1).
     */
    public boolean answers(Seat asked) {
        return nation.equals(asked.nation) && (asked.division == null || asked.division.equals(division) || division == null);
    }

    @Override
    public String toString() {
        return division == null ? nation : nation + "/" + division;
    }
}
