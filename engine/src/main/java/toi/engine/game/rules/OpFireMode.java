package toi.engine.game.rules;

import toi.engine.event.Event;
import toi.engine.game.state.GameState;
import toi.engine.units.Activation;
import toi.engine.units.Condition;
import toi.engine.units.Unit;

import java.util.ArrayList;
import java.util.List;

/** 000 · Opportunity Fire (Pinned and Disrupted Squads): what a suppressed unit in Op Fire mode becomes. */
public final class OpFireMode {
    private OpFireMode() {
    }

    /** The rule, as the event names it. */
    static final String RULE = "000 · Opportunity Fire: a squad in Op Fire mode that is pinned or disrupted is immediately fatigued";

    /**
     * "A pinned or disrupted squad can never be placed into Op Fire mode; a squad in Op Fire mode that is pinned or
     * disrupted is immediately fatigued." Checked after every choice, whatever pinned or disrupted it (an attack, op fire,
     * an overrun, an assault, a card), so that rules asking for non-fatigued units (spotting, drift) see it fatigued
     * (docs/rulings.md R-GAME-18).
     */
    public static void fatigueSuppressed(GameState s, List<Event> ev) {
        List<Unit> suppressed = null; // found first: the units change as they are fatigued
        for (Unit u : s.units.values()) {
            if (u.activation() == Activation.OP_FIRE && u.condition() != Condition.NONE) {
                if (suppressed == null) {
                    suppressed = new ArrayList<>(1);
                }
                suppressed.add(u);
            }
        }
        for (Unit u : suppressed == null ? List.<Unit>of() : suppressed) {
            s.units.put(u.id(), u.withActivation(Activation.FATIGUED));
            ev.add(new Event.ActivationChanged(u.id(), Activation.FATIGUED, RULE));
        }
    }
}
