package toi.engine.combat;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import toi.engine.units.Unit;
import toi.engine.units.UnitType;

/**
 * The words a player names a squad's figures by when choosing which of them fire (000 · Attacking with Mixed Squads: "You
 * may always choose to have some figures in a squad not participate in an attack"; docs/rulings.md R-CMB-2b): each kind of
 * figure by its name in the rulebook's words, hyphenated ({@code mortar-crew}, {@code machine-gun-crew},
 * {@code regular-infantry}, {@code officer} …), and {@code all} for the whole squad.
 */
public final class FigureKinds {
    /** Every figure of the squad. */
    public static final String ALL = "all";
    /** The heading every refusal of a choice of figures names. */
    public static final String RULE = "000 · Attacking with Mixed Squads";

    private FigureKinds() {
    }

    /** The word naming a kind of figure: "Mortar crew" → {@code mortar-crew}. */
    public static String word(UnitType t) {
        return t.name().trim().toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-");
    }

    /** The places of the unit's figures of these kinds, in the squad's order; a word it has no figure of is refused by name. */
    public static List<Integer> places(Unit u, List<String> kinds) {
        List<Integer> out = new ArrayList<>();
        for (String kind : kinds) {
            boolean found = false;
            for (int i = 0; i < u.figures().size(); i++) {
                if (kind.equals(ALL) || word(u.figures().get(i)).equals(kind)) {
                    found = true;
                    if (!out.contains(i)) {
                        out.add(i);
                    }
                }
            }
            if (!found) {
                throw new IllegalAttack(u.id() + " has no figure '" + kind + "' to fire: its figures are " + String.join(", ", names(u))
                        + ", or all (" + RULE + ")");
            }
        }
        out.sort(null);
        return out;
    }

    /**
     * The words naming exactly these figures of the unit: {@code all} for every figure, else each kind among them once, in the
     * squad's order. Every figure of a kind named fires, so the places must hold every figure of their kinds.
     */
    public static List<String> kinds(Unit u, List<Integer> places) {
        if (places.size() == u.figures().size()) {
            return List.of(ALL);
        }
        List<String> out = new ArrayList<>();
        for (int i : places) {
            String w = word(u.figures().get(i));
            if (!out.contains(w)) {
                out.add(w);
            }
        }
        return out;
    }

    /** The unit's kinds of figures, each once, in its order. */
    public static List<String> names(Unit u) {
        List<String> out = new ArrayList<>();
        for (UnitType t : u.figures()) {
            if (!out.contains(word(t))) {
                out.add(word(t));
            }
        }
        return out;
    }
}
