package toi.protocol;

/**
 * What a choice would do, worked out before it is made: the rule that forbids it ({@code refused}, null when it is
 * allowed), a one-line summary in the game's words ("7 dice, hit on 5+, 2.3 hits expected"; "odds 3-1, column 3-1
 * after shifts"), and a ruleset's own detail for clients that know it (a breakdown, odds, a route), or null.
 */
public record Preview(String refused, String summary, Object detail) {

    public static Preview refusedBy(String rule) {
        return new Preview(rule, null, null);
    }

    public boolean allowed() {
        return refused == null;
    }
}
