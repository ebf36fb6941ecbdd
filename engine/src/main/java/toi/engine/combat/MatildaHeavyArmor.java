package toi.engine.combat;

import toi.engine.options.RuleOption;
import toi.engine.units.Position;
import toi.engine.units.Unit;

/**
 * 003 · MATILDA MK. II HEAVY ARMOR (an optional rule): "The Matilda II's frontal armor of 78mm was over twice as thick as
 * that of the Panzer III. Add the ability "Thick Armor" to the Matilda Mk. II." The Matilda is the unit type with the trait
 * {@code matilda-heavy-armor} ({@code units.json}); Thick Armor works as 000 · Thick Armor (one defense die may be turned
 * into a 6); docs/rulings.md R-OPT-41.
 */
public final class MatildaHeavyArmor {
    public static final RuleOption RULE = RuleOption.MATILDA_HEAVY_ARMOR;
    public static final String TRAIT = "matilda-heavy-armor";

    private MatildaHeavyArmor() {
    }

    /** Whether the option gives this unit Thick Armor. */
    public static boolean givesThickArmor(Position position, Unit u) {
        return position.operations().option(RULE) && u.isVehicle() && u.hasTrait(TRAIT);
    }

    /** The breakdown's note, or null. */
    static String note(Position position, Unit target) {
        return target != null && givesThickArmor(position, target)
                ? target.id() + " has Thick Armor: one defense die may be turned into a 6 (" + RULE.heading() + ")" : null;
    }
}
