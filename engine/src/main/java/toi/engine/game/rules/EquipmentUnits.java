package toi.engine.game.rules;

import toi.engine.combat.InherentCrews;
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
 * <li>without that option a Concentrated Fire, Advance or Prepare Op Fire action needs a friendly squad in the gun's hex to
 * crew it ("regardless of the presence of other friendly units in the hex" is what the option changes; R-OPT-44);</li>
 * <li>inside a vehicle it leaves only by being unloaded (003 · Optional Vehicular Transport Rules; {@link EquipmentTransport});</li>
 * <li>003 · FLAK 36 AT GUN (an optional rule): "a FLAK 36 unit may not take an Advance action unless it is entering or
 * exiting a half-track" (the unit types with the trait {@code flak-36}; loading and unloading are its exceptions).</li>
 * </ul>
 */
public final class EquipmentUnits {
    public static final String TRAIT = "equipment";
    public static final RuleOption FLAK_36 = RuleOption.FLAK_36;
    private static final String CREWS = RuleOption.INHERENT_CREWS.heading();

    private EquipmentUnits() {
    }

    public static boolean isEquipment(Unit u) {
        return u.isEquipment();
    }

    /** Why the unit may not be activated with this action, or null (most units: always null). */
    public static String actionRefusal(GameState s, Unit u, ActionKind kind) {
        if (!u.isEquipment()) {
            return null;
        }
        if (kind == ActionKind.FIRE_AND_MOVEMENT || kind == ActionKind.ASSAULT) {
            // 003 · INHERENT CREWS FOR EQUIPMENT UNITS: "still prohibited from taking Fire and Movement or Assault actions"
            return u.id() + " is an equipment unit: it may not take a Fire and Movement or Assault action"
                    + " (" + CREWS + "; docs/rulings.md R-OPT-40)";
        }
        boolean crewed = kind == ActionKind.CONCENTRATED_FIRE || kind == ActionKind.ADVANCE || kind == ActionKind.PREPARE_OP_FIRE;
        if (u.isTransported() && kind != ActionKind.FATIGUE && kind != ActionKind.UNLOAD_EQUIPMENT) {
            // 003 · OPTIONAL VEHICULAR TRANSPORT RULES: "The equipment unit may be given an Advance action to exit the vehicle"
            return u.id() + " is inside " + u.carriedBy() + ": an equipment unit leaves a vehicle only by being unloaded"
                    + " ('act unload-equipment " + u.id() + " squad S') (" + EquipmentTransport.RULE.heading() + ")";
        }
        if (crewed && !InherentCrews.on(s.operationsInPlay()) && !manned(s, u)) {
            // 003 · INHERENT CREWS FOR EQUIPMENT UNITS is what lets a gun act "regardless of the presence of other friendly units"
            return u.id() + " is an equipment unit with no friendly squad in " + u.hex() + " to crew it: it may take this action"
                    + " only with one there, unless the game plays " + CREWS + " (docs/rulings.md R-OPT-44)";
        }
        if (kind == ActionKind.ADVANCE && u.hasTrait("flak-36") && s.operationsInPlay().option(FLAK_36)) {
            // 003 · FLAK 36 AT GUN: "Its mount was not designed for rapid movement"
            return u.id() + " is a FLAK 36 AT gun: it may not take an Advance action unless it is entering or exiting a"
                    + " half-track (" + FLAK_36.heading() + ")";
        }
        return null;
    }

    /** A friendly squad, not inside a vehicle, is in the equipment unit's hex (its crew; R-OPT-44). */
    static boolean manned(GameState s, Unit u) {
        for (Unit q : s.units.values()) {
            if (q.isSquad() && !q.isTransported() && q.nation().equals(u.nation()) && q.hex().equals(u.hex())) {
                return true;
            }
        }
        return false;
    }
}
