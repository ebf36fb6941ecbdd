package toi.engine.combat;

import toi.engine.hex.Hex;
import toi.engine.options.RuleOption;
import toi.engine.units.Position;
import toi.engine.units.Unit;

/**
 * 003 · TURRETLESS VEHICLES AND FACING (an optional rule, with 003 · Optional Facing Rules): "a turretless heavy vehicle
 * such as the StuG III and the Su-122 incurs a penalty to its firepower depending on its facing and the relative position
 * of its target, as shown in the diagram below. In addition, in order for a turretless vehicle to fire at a target in its
 * rear arc, it must be given a Fire and Movement action and move so that the target is in a viable firing arc. This means
 * that a turretless vehicle may never perform at OP Fire attack at a target in its rear arc. If a target falls in a hex
 * that lies within two different arcs, the turretless vehicle must use the least advantageous arc." The example gives +1
 * in the front arc (Tank D; Squad A after turning: "6 FP, plus 1 FP for the firing arc"), −1 in another (Squad B) and no
 * shot into the rear arc (Tank C); the diagram is lost, so the arcs are the facing's sides seen from the vehicle: the
 * front arc through the hexside faced, the rear arc through the opposite one, the four others flank arcs; a hex on the
 * line between two arcs is in the worse (docs/rulings.md R-OPT-46). The vehicles are those with the trait
 * {@code turretless} ({@code units.json}).
 */
public final class TurretlessFacing {
    public static final RuleOption RULE = RuleOption.TURRETLESS_FACING;

    private TurretlessFacing() {
    }

    /** Whether the rule limits this unit's fire (the options on, a turretless heavy vehicle with a facing). */
    static boolean applies(Position position, Unit u) {
        return position.operations().option(RULE) && u.hasTrait("turretless") && u.facing() != null
                && Facing.faces(position.operations(), u);
    }

    /** The arc of the firing vehicle the target hex is in (the least advantageous one on a boundary). */
    static Facing.Side arc(Unit u, Hex target) {
        return Facing.struck(u.hex(), u.facing(), target);
    }

    /** Why the unit may not fire at the hex: the target in its rear arc; or null. */
    static String refusal(Position position, Unit u, Hex target) {
        if (!applies(position, u) || arc(u, target) != Facing.Side.REAR) {
            return null;
        }
        return u.id() + " is turretless and " + target + " is in its rear arc (it faces " + u.facing() + "): to fire at it, it"
                + " must take a Fire and Movement action and move so that the target is in a viable firing arc (" + RULE.heading() + ")";
    }

    /** The firepower change for the target's arc, or null. */
    static Modifier firepower(Position position, Unit u, Hex target) {
        if (!applies(position, u)) {
            return null;
        }
        return switch (arc(u, target)) {
            case FRONT -> new Modifier("turretless, the target in its front arc", position.options().param(RULE, "frontFirepowerMore"),
                    RULE.heading());
            case FLANK -> new Modifier("turretless, the target in a flank arc", -position.options().param(RULE, "flankFirepowerLess"),
                    RULE.heading());
            case REAR -> null;
        };
    }
}
