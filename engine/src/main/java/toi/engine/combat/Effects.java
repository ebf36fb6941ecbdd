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
        return suppress(before, hits, false);
    }

    /**
     * @param holdsFirm a squad in a pillbox or bunker under 003 · Pillboxes and Bunkers: every morale result is "pinned",
     *                  never disrupted or routed (a squad already disrupted stays so; docs/rulings.md R-OPT-6)
     */
    public static Condition suppress(Condition before, int hits, boolean holdsFirm) {
        if (hits <= 0) {
            return before;
        }
        if (holdsFirm) { // 003 · PILLBOXES AND BUNKERS
            return before == Condition.NONE ? Condition.PINNED : before;
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
        return describe(target, type, hits, false);
    }

    /** As {@link #describe(Unit, AttackType, int)}, for a target that holds firm (003 · Pillboxes and Bunkers). */
    public static String describe(Unit target, AttackType type, int hits, boolean holdsFirm) {
        if (hits <= 0) {
            return "no effect";
        }
        if (target.isVehicle() && type != AttackType.SUPPRESSIVE) { // suppressive hits on a vehicle: 003 · INHERENT CREWS only
            Damage d = damage(target, hits);
            return d == null ? "destroyed" : d.word();
        }
        if (type == AttackType.SUPPRESSIVE) {
            Condition c = suppress(target.condition(), hits, holdsFirm);
            boolean spared = c != suppress(target.condition(), hits, false);
            return c == null ? "routed" : c.word() + (spared ? " (holds firm in its pillbox or bunker, 003 · Pillboxes and Bunkers)" : "");
        }
        int figures = target.figures().size();
        return hits >= figures ? "destroyed (all " + figures + " figures)"
                : hits + " casualt" + (hits == 1 ? "y" : "ies");
    }
}
