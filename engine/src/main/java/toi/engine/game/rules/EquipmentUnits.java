package toi.engine.game.rules;

import toi.engine.game.protocol.ActionKind;
import toi.engine.game.state.GameState;
import toi.engine.options.RuleOption;
import toi.engine.units.Unit;

/**
 * Equipment units (003 · Units: AT guns): a unit type with the trait {@code equipment} ({@code units.json}) — an anti-tank
 * gun on its own, attacked as a vehicle (it has armor; docs/rulings.md R-OPT-40). Which actions it may take:
 * <ul>
 * <li>003 · INHERENT CREWS FOR EQUIPMENT UNITS: "They are still prohibited from taking Fire and Movement or Assault
 * actions" — "still": an equipment unit never takes them, with or without that option (R-OPT-40);</li>
 * <li>003 · FLAK 36 AT GUN (an optional rule): "a FLAK 36 unit may not take an Advance action unless it is entering or
 * exiting a half-track" (the unit types with the trait {@code flak-36}).</li>
 * </ul>
 */
public final class EquipmentUnits {
    public static final String TRAIT = "equipment";
    public static final RuleOption FLAK_36 = RuleOption.FLAK_36;

    private EquipmentUnits() {
    }

    public static boolean isEquipment(Unit u) {
        return u.hasTrait(TRAIT);
    }

    /** Why the unit may not be activated with this action, or null (most units: always null). */
    public static String actionRefusal(GameState s, Unit u, ActionKind kind) {
        if (!isEquipment(u)) {
            return null;
        }
        if (kind == ActionKind.FIRE_AND_MOVEMENT || kind == ActionKind.ASSAULT) {
            // 003 · INHERENT CREWS FOR EQUIPMENT UNITS: "still prohibited from taking Fire and Movement or Assault actions"
            return u.id() + " is an equipment unit: it may not take a Fire and Movement or Assault action"
                    + " (003 · Inherent Crews for Equipment Units; docs/rulings.md R-OPT-40)";
        }
        if (kind == ActionKind.ADVANCE && u.hasTrait("flak-36") && s.operationsInPlay().option(FLAK_36)) {
            // 003 · FLAK 36 AT GUN: "Its mount was not designed for rapid movement"
            return u.id() + " is a FLAK 36 AT gun: it may not take an Advance action unless it is entering or exiting a"
                    + " half-track (" + FLAK_36.heading() + ")";
        }
        return null;
    }
}
