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
