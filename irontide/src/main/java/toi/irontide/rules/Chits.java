package toi.irontide.rules;

import java.util.List;
import toi.irontide.data.Chit;
import toi.irontide.data.Division;
import toi.irontide.event.IronTideEvent.ChitDrawn;
import toi.irontide.state.GameState;
import toi.irontide.state.UnitState;

/** §9.0 · MORALE STRENGTH: chits drawn from the cup of the unit's box colour at its first combat. */
public final class Chits {
    private Chits() {
    }

    /** §9.1 · the elite divisions draw two chits and keep the stronger (its full value on the unit's line: R-IT-6). */
    public static boolean elite(GameState s, UnitState u) {
        Division d = u.def.division() == null ? null : s.scenario.divisions().get(u.def.division());
        return d != null && d.elite();
    }

    /** §11.72, §11.73 · draws the unit's chit if it has none yet; returns the draw, or null when nothing was drawn. */
    public static ChitDrawn drawIfNeeded(GameState s, UnitState u) {
        if (!u.def.regiment() || u.chit >= 0 || u.strength == toi.irontide.state.Strength.CADRE) {
            return null;
        }
        return draw(s, u, "§9.0");
    }

    /** Draws a chit for the unit (its first combat, a step lost before one was drawn, or a cadre rebuilt, §15), under {@code rule}. */
    public static ChitDrawn draw(GameState s, UnitState u, String rule) {
        List<Integer> cup = s.cups.get(u.def.chitColour());
        if (cup.isEmpty()) {
            throw new IllegalStateException("§9.0 · the " + u.def.chitColour() + " cup is empty: the chit mix has too few chits for this scenario");
        }
        int pick = cup.remove(s.dice.nextInt(cup.size()));
        ChitDrawn drawn = new ChitDrawn(rule, u.id(), u.def.side(), colour(u), false, List.of(value(s, pick, u)));
        if (elite(s, u) && !cup.isEmpty()) {
            int other = cup.remove(s.dice.nextInt(cup.size()));
            drawn = new ChitDrawn(rule, u.id(), u.def.side(), colour(u), true, List.of(value(s, pick, u), value(s, other, u)));
            if (full(s, other, u) > full(s, pick, u)) {
                int t = pick;
                pick = other;
                other = t;
            }
            cup.add(other);
        }
        boolean first = u.stepsLost == 0 && u.stepsReplaced == 0;
        u.chit = pick;
        u.stepsNeverHad = s.scenario.chits().get(pick).reduced(u.def.chitLine()) == 0 ? 1 : 0; // §11.78 · a reduced 0: two steps
        if (first) {
            u.capacity = 3 - u.stepsNeverHad;
        }
        return drawn;
    }

    private static String colour(UnitState u) {
        return u.def.chitColour() == Chit.ChitColour.RED ? "red" : "blue";
    }

    private static int full(GameState s, int chit, UnitState u) {
        return s.scenario.chits().get(chit).full(u.def.chitLine());
    }

    private static String value(GameState s, int chit, UnitState u) {
        Chit c = s.scenario.chits().get(chit);
        return u.def.chitLine() + " " + c.full(u.def.chitLine()) + "/" + c.reduced(u.def.chitLine());
    }

    /** §11.78 · a chit removed from a unit (cadre or elimination) goes back to its cup (R-IT-8). */
    public static void returnChit(GameState s, UnitState u) {
        if (u.chit >= 0) {
            s.cups.get(u.def.chitColour()).add(u.chit);
            u.chit = -1;
        }
    }
}
