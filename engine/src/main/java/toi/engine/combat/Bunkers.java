package toi.engine.combat;

import toi.engine.options.RuleOption;
import toi.engine.units.FireValues;
import toi.engine.units.Position;
import toi.engine.units.Unit;
import toi.engine.units.UnitType;

/**
 * 003 · PILLBOXES AND BUNKERS (an optional rule): "pillboxes and bunkers are treated as vehicular targets for the
 * purposes of normal fire. This means that units with the anti-tank specialization receive the increased range and
 * firepower bonus when firing at pillboxes or bunkers, even when using suppressive fire." The booklet's example: four
 * elite figures with the anti-tank specialization roll 8 + 3 = 11 dice at a squad in a bunker three hexes away, at
 * normal range; "if the American squad did not have the anti-tank specialization, it would not have been able to fire
 * at the pillbox at all". So a direct attack (normal or suppressive) on a squad in a pillbox or bunker reaches only as far
 * as the figures' range against vehicles, with their firepower against infantry (docs/rulings.md R-OPT-6). The morale
 * part is {@link Defenses#holdsFirm}.
 */
final class Bunkers {
    static final RuleOption RULE = RuleOption.PILLBOXES_AND_BUNKERS;

    private Bunkers() {
    }

    /** A squad sheltered by a pillbox or a bunker (the box has pillboxes; a bunker fortification would count too). */
    static boolean shelters(Unit u) {
        return "pillbox".equals(u.fortification()) || "bunker".equals(u.fortification());
    }

    /** Whether a direct attack on {@code target} treats it as a vehicular target. */
    static boolean vehicular(Position position, Unit target, boolean area) {
        return !area && target != null && target.isSquad() && shelters(target) && position.operations().option(RULE);
    }

    /** A figure's values against a squad in a pillbox or bunker: its range against vehicles, its firepower against infantry. */
    static FireValues against(UnitType t) {
        FireValues vsVehicle = t.vsVehicle();
        FireValues vsInfantry = t.vsInfantry();
        if (vsVehicle.range() == 0 || vsInfantry.firepower() == 0) {
            return FireValues.NONE;
        }
        return new FireValues(vsVehicle.range(), vsInfantry.firepower());
    }

    static String note(Unit target) {
        return target.id() + " is in a " + target.fortification() + ": a vehicular target, so the firers' ranges against vehicles"
                + " count (anti-tank squads with their base range and bonus), with their firepower against infantry ("
                + RULE.heading() + ")";
    }
}
