package toi.irontide.data;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One cell of the Combat Results Table in the book's grammar (§11.78): A (attacker), D (defender) or B (both), the
 * hexes to retreat, and in parentheses the mandatory step losses — A1, D2, D1-(1), B1-(1); plus NE, no effect
 * (docs/rulings.md R-IT-5).
 */
public record CombatResult(Kind kind, int retreat, int steps) {
    public enum Kind { A, D, B, NE }

    private static final Pattern GRAMMAR = Pattern.compile("^(A|D|B)(\\d+)(-\\((\\d+)\\))?$");

    public static CombatResult parse(String text) {
        if ("NE".equals(text)) {
            return new CombatResult(Kind.NE, 0, 0);
        }
        Matcher m = GRAMMAR.matcher(text == null ? "" : text);
        if (!m.matches()) {
            throw new IllegalArgumentException("'" + text + "' is not a combat result (A1, D2, D1-(1), B1-(1), NE)");
        }
        return new CombatResult(Kind.valueOf(m.group(1)), Integer.parseInt(m.group(2)), m.group(4) == null ? 0 : Integer.parseInt(m.group(4)));
    }

    public boolean affectsAttacker() {
        return kind == Kind.A || kind == Kind.B;
    }

    public boolean affectsDefender() {
        return kind == Kind.D || kind == Kind.B;
    }

    @Override
    public String toString() {
        return kind == Kind.NE ? "NE" : kind.name() + retreat + (steps > 0 ? "-(" + steps + ")" : "");
    }
}
