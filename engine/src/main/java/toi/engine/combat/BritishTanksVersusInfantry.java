package toi.engine.combat;

import toi.engine.options.RuleOption;
import toi.engine.units.Position;
import toi.engine.units.Unit;

/**
 * 003 · BRITISH TANKS VERSUS INFANTRY (an optional rule): "The British 2-pdr AT gun was never supplied with HE rounds. In
 * addition, the Crusader Mk. II and Matilda Mk. II only possessed one machine gun for anti-infantry use. Reduce the
 * infantry firepower of the Crusader Mk. II and the Matilda Mk. II by 2. In addition, remove the "Concussive Firepower"
 * ability from both tanks." The tanks are the unit types with the trait {@code two-pounder} ({@code units.json}); the 2 is
 * the option's number ({@code options.json}); docs/rulings.md R-OPT-41.
 */
public final class BritishTanksVersusInfantry {
    public static final RuleOption RULE = RuleOption.BRITISH_TANKS_VS_INFANTRY;
    public static final String TRAIT = "two-pounder";

    private BritishTanksVersusInfantry() {
    }

    /** Whether the rule weakens this unit (the option is on and the unit carries a 2-pdr). */
    public static boolean applies(Position position, Unit u) {
        return position.operations().option(RULE) && u.isVehicle() && u.hasTrait(TRAIT); // the option first: off in most games
    }

    /** The firepower taken off the tank's attack on infantry (not on vehicles: the 2-pdr fires AP), or null. */
    static Modifier firepower(Position position, Unit u, boolean infantryTarget) {
        if (!infantryTarget || !applies(position, u)) {
            return null;
        }
        return new Modifier("one machine gun against infantry, no HE rounds for the 2-pdr",
                -position.options().param(RULE, "infantryFirepowerLess"), RULE.heading());
    }

    /** "remove the Concussive Firepower ability from both tanks". */
    static boolean losesConcussiveFirepower(Position position, Unit u) {
        return applies(position, u);
    }
}
