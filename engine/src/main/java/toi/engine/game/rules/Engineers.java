package toi.engine.game.rules;

import java.util.ArrayList;
import java.util.List;
import toi.engine.event.Event;
import toi.engine.game.state.GameState;
import toi.engine.hex.Hex;
import toi.engine.map.Board;
import toi.engine.map.MarkerType;
import toi.engine.options.RuleOption;
import toi.engine.units.Position;
import toi.engine.units.Unit;

/**
 * 003 · ENGINEERS (an optional rule), the parts that change Operations cards: "In scenarios with the "Lay Smoke"
 * Operations card, an engineer squad may place a smoke marker in any adjacent hex as well as its own hex. In scenarios
 * with the "Lay Mines" Operations card, engineer squads may place minefield markers in building hexes, representing
 * explosive booby traps. … Remove the minefield marker after resolving its attack." The assault bonus is
 * {@code AssaultRules}' (docs/rulings.md R-OPT-5).
 */
public final class Engineers {
    static final RuleOption RULE = RuleOption.ENGINEERS;

    private Engineers() {
    }

    public static boolean on(Position p) {
        return p.operations().option(RULE);
    }

    /** The hexes next to the engineer where Lay Smoke may put its marker (none with the option off). */
    public static List<Hex> adjacentSmokeHexes(Position p, Unit engineer, MarkerType smoke) {
        List<Hex> out = new ArrayList<>();
        if (!on(p) || !smoke.id().equals("smoke")) {
            return out;
        }
        Board b = p.board();
        for (Hex h : engineer.hex().neighbors()) {
            if (b.contains(h) && b.mayPlaceMarker(h, smoke)) {
                out.add(h);
            }
        }
        return out;
    }

    /** Why the engineer may not lay its marker in {@code at} (another hex than its own), or null. */
    static String refusal(Position p, Unit engineer, String marker, Hex at) {
        if (!on(p)) {
            return "an engineer squad places its marker in its own hex (003 · Engineers, an optional rule, is off)";
        }
        if (!marker.equals("smoke")) {
            return "only smoke may be laid in an adjacent hex (" + RULE.heading() + ")";
        }
        if (!at.isAdjacentTo(engineer.hex())) {
            return at + " is not adjacent to " + engineer.id() + " in " + engineer.hex() + " (" + RULE.heading() + ")";
        }
        return null;
    }

    /** A booby trap (a minefield in a building hex) is removed once it has attacked the unit that entered it. */
    static void afterMinefieldAttack(GameState s, Hex here, List<Event> ev) {
        if (s.operationsInPlay().option(RULE) && s.board().terrain(here).id().equals("building")) {
            s.mutableBoard().removeMarker(here, "minefield"); // 003 · ENGINEERS: booby traps go off once
            ev.add(new Event.MarkerRemoved(here, "minefield", null, RULE.heading() + ": a booby trap is removed after its attack"));
        }
    }
}
