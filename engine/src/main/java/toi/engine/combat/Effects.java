package toi.engine.combat;

import toi.engine.units.Condition;
import toi.engine.units.Damage;
import toi.engine.units.Unit;

/**
 * 000 · RESOLVING AN ATTACK step 6: what a number of hits does to a unit. Pure functions of the
 * unit's state before the attack and the hits.
 */
public final class Effects {
    private Effects() {
    }

    /** 000 · Suppressive Attacks Against a Squad. Null means routed (the whole squad removed). */
    public static Condition suppress(Condition before, int hits) {
        if (hits <= 0) {
            return before;
        }
        return switch (before) {
            case NONE -> hits <= 2 ? Condition.PINNED : hits == 3 ? Condition.DISRUPTED : null;
            case PINNED -> hits <= 2 ? Condition.DISRUPTED : null;
            case DISRUPTED -> null;
        };
    }

    /**
     * 000 · Normal Attacks Against Vehicles; 000 · Fragile (a truck heavily damaged is destroyed).
     * Null means destroyed. An immobile vehicle stands where a lightly damaged one would
     * (docs/rulings.md R-DMG-1).
     */
    public static Damage damage(Unit vehicle, int hits) {
        Damage before = vehicle.damage();
        if (hits <= 0) {
            return before;
        }
        Damage after = switch (before) {
            case NONE -> hits <= 2 ? Damage.LIGHT : hits == 3 ? Damage.HEAVY : null;
            case LIGHT, IMMOBILE -> hits <= 2 ? Damage.HEAVY : null;
            case HEAVY -> null;
        };
        if (after == Damage.HEAVY && vehicle.hasAbility("fragile")) {
            return null;
        }
        return after;
    }

    /** A short description of what the hits do, for breakdowns and distributions. */
    public static String describe(Unit target, AttackType type, int hits) {
        if (hits <= 0) {
            return "no effect";
        }
        if (target.isVehicle()) {
            Damage d = damage(target, hits);
            return d == null ? "destroyed" : d.word();
        }
        if (type == AttackType.SUPPRESSIVE) {
            Condition c = suppress(target.condition(), hits);
            return c == null ? "routed" : c.word();
        }
        int figures = target.figures().size();
        return hits >= figures ? "destroyed (all " + figures + " figures)"
                : hits + " casualt" + (hits == 1 ? "y" : "ies");
    }
}
