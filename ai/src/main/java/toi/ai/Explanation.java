package toi.ai;

import java.util.List;

/**
 * Why a player made its last decision (docs/ai.md · Explanations): the choice, how it was reached, and its best
 * alternatives with their values. Plain data (strings and numbers) so the command line prints it and a server can
 * send it as JSON.
 *
 * @param player       the player's name
 * @param decision     the decision's prompt
 * @param chosen       the choice made, as text
 * @param method       how it was reached ("search: 600 iterations in 1.0 s", "rules of thumb …")
 * @param alternatives the best options considered, best first (at most {@link #TOP}), the chosen one among them
 */
public record Explanation(String player, String decision, String chosen, String method, List<Alternative> alternatives) {
    /** How many alternatives an explanation keeps. */
    public static final int TOP = 5;

    public Explanation {
        alternatives = List.copyOf(alternatives);
    }

    /**
     * One option considered.
     *
     * @param choice the option, as text
     * @param visits how often the search tried it (0 for a player that does not search)
     * @param value  its value: the search's mean result for the side (−1 lost … +1 won), or the heuristic's score
     */
    public record Alternative(String choice, int visits, double value) {
    }

    /**
     * The explanation as another seat may read it: every word of a choice that names one of {@code secrets} (a card in
     * the computer's hand, a concealed squad's id) reads "(hidden)" — the alternatives a player weighed must not show
     * what its opponent cannot see (docs/architecture.md · Seats and views).
     */
    public Explanation hiding(java.util.Set<String> secrets) {
        List<Alternative> alts = alternatives.stream().map(a -> new Alternative(mask(a.choice(), secrets), a.visits(), a.value())).toList();
        return new Explanation(player, decision, mask(chosen, secrets), method, alts);
    }

    /** The explanation as {@code seat} of {@code m} may read it (the ruleset's secrets hidden: {@link GameAi#seenBy}). */
    public Explanation seenBy(toi.protocol.Match m, String seat) {
        return GameAi.of(m.ruleset()).seenBy(this, m, seat);
    }

    private static String mask(String text, java.util.Set<String> secrets) {
        StringBuilder out = new StringBuilder();
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("[^\\s,]+").matcher(text);
        int last = 0;
        while (m.find()) {
            out.append(text, last, m.start()).append(secrets.contains(m.group()) ? "(hidden)" : m.group());
            last = m.end();
        }
        return out.append(text.substring(last)).toString();
    }

    /** A few lines for a terminal. */
    public List<String> lines() {
        List<String> out = new java.util.ArrayList<>();
        out.add(player + " chose '" + chosen + "' at: " + decision);
        out.add("  how: " + method);
        for (Alternative a : alternatives) {
            out.add(String.format(java.util.Locale.ROOT, "  %s %-48s %s", a.choice().equals(chosen) ? "*" : " ", a.choice(),
                    a.visits() > 0 ? String.format(java.util.Locale.ROOT, "%5d visits, value %+.3f", a.visits(), a.value())
                            : String.format(java.util.Locale.ROOT, "score %+.2f", a.value())));
        }
        return out;
    }
}
