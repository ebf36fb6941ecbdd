package toi.engine.game.rules;

import toi.engine.game.state.GameState;
import toi.engine.map.MarkerType;
import toi.engine.scenario.ComponentLimits;
import toi.engine.units.Unit;
import toi.engine.units.UnitType;

/**
 * 000 · COMPONENT LIMITS: "All other components are limited to the amounts provided with the game." A marker placed
 * in play (entrenchments dug, smoke, minefields, obstacles) and a figure a medic brings back come from what is left in
 * the box ({@link ComponentLimits}, `components.json`); when none is left, the rule refuses it.
 */
public final class BoxLimits {
    private static final String RULE = "000 · COMPONENT LIMITS";

    private BoxLimits() {
    }

    /** Why no marker of this kind can be placed now — every piece it is printed on is on the board — or null. */
    public static String markerShortage(GameState s, MarkerType type) {
        var pieces = s.setup.box().piecesOf(type.id()).orElse(null);
        if (pieces == null) {
            return null;
        }
        int onBoard = 0;
        for (String kind : pieces.kinds()) {
            onBoard += s.board.markerCount(kind);
        }
        return onBoard < pieces.count() ? null : "the box holds " + pieces.count() + " " + String.join("/", pieces.kinds())
                + " marker" + (pieces.count() == 1 ? "" : "s") + " and all are on the board (" + RULE + ")";
    }

    /**
     * Why the box cannot supply this arriving unit — some figure or vehicle it needs is all in play already (on the
     * board, or arriving with it) — or null. A Reinforcements card's unit is taken from the box whole, or not at all
     * (docs/rulings.md R-SCN-13).
     */
    public static String arrivalShortage(GameState s, Unit arriving) {
        java.util.Map<String, Integer> needed = new java.util.TreeMap<>();
        for (UnitType t : arriving.figures()) {
            needed.merge(t.id(), 1, Integer::sum);
        }
        for (var need : needed.entrySet()) {
            Integer inBox = s.setup.box().figures().get(need.getKey());
            if (inBox == null) {
                continue;
            }
            int inPlay = countOf(s.units.values(), need.getKey()) + (s.reserve == null ? 0 : countOf(s.reserve.values(), need.getKey()));
            if (inPlay + need.getValue() > inBox) {
                return "the box holds " + inBox + " " + need.getKey() + " and " + inPlay + " are in play (" + RULE + ")";
            }
        }
        return null;
    }

    private static int countOf(java.util.Collection<Unit> units, String typeId) {
        int n = 0;
        for (Unit u : units) {
            for (UnitType t : u.figures()) {
                n += t.id().equals(typeId) ? 1 : 0;
            }
        }
        return n;
    }

    /** Why no figure of this type can come back into play — the box's are all on the board — or null. */
    public static String figureShortage(GameState s, UnitType type) {
        Integer inBox = s.setup.box().figures().get(type.id());
        if (inBox == null) {
            return null;
        }
        int inPlay = 0;
        for (Unit u : s.units.values()) {
            for (UnitType t : u.figures()) {
                inPlay += t.id().equals(type.id()) ? 1 : 0;
            }
        }
        return inPlay < inBox ? null : "the box holds " + inBox + " " + type.name().toLowerCase() + " figures (" + type.id()
                + ") and all are in play (" + RULE + ")";
    }
}
