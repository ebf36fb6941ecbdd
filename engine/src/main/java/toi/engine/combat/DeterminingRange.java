package toi.engine.combat;

import java.util.List;
import toi.engine.los.RangeBand;
import toi.engine.los.RangeCheck;
import toi.engine.units.FireValues;
import toi.engine.units.Unit;
import toi.engine.units.UnitType;

/**
 * 000 · DETERMINING RANGE: an attack's range from its figures, the abilities that change a range value, and the range
 * bands an attack may use.
 */
public final class DeterminingRange {

    private DeterminingRange() {
    }

    /**
     * A necessary condition of {@link AttackRules#allows} for each unit taking part: the target's hex is adjacent or at most
     * this far, twice the longest range the unit could have against anything (its figures' longest range, an
     * anti-tank base range, the SMG and Concussive Firepower additions, +1 firing down); farther is out of range
     * (000 · DETERMINING RANGE) whichever figures, type and target.
     */
    public static int reach(Unit u) {
        int range = 0;
        int concussive = 0;
        for (UnitType t : u.figures()) {
            for (FireValues f : new FireValues[]{t.vsInfantry(), t.vsVehicle(), t.areaNormal(), t.areaSuppressive()}) {
                range = f == null ? range : Math.max(range, f.range());
            }
            concussive = Math.max(concussive, t.abilityParams().getOrDefault("concussive-firepower.range", 0));
        }
        if (u.specialization() != null) {
            range = Math.max(range, u.specialization().param("baseRangeVsVehicle", 0));
            range += Math.max(0, u.specialization().param("rangeVsInfantry", 0));
        }
        range += concussive + 1; // + 1: firing down to a lower target (000 · Elevation and Range)
        return 2 * range;
    }

    static boolean usable(AttackPlan p, RangeCheck rc) {
        if (rc.band() == RangeBand.OUT_OF_RANGE) {
            return false;
        }
        if (rc.band() == RangeBand.LONG && (p.action == FireAction.FIRE_AND_MOVEMENT
                || (p.target != null && p.target.usesSpecialization("recon")))) {
            return false;
        }
        return true;
    }

    /** 000 · DETERMINING RANGE, with the abilities that change a range value ({@code mods} null: not written down). */
    static int printedRange(AttackPlan p, Unit u, List<Integer> figures, List<Modifier> mods) {
        int range = Integer.MAX_VALUE;
        for (int i : figures) {
            range = Math.min(range, p.fire(u.figures().get(i)).range());
        }
        if (range == Integer.MAX_VALUE) {
            range = 0;
        }
        if ((p.vehicleTarget || p.bunkerTarget) && u.usesSpecialization("anti-tank")) { // 003 · PILLBOXES AND BUNKERS too
            int baseRange = u.specialization().param("baseRangeVsVehicle");
            if (mods != null) {
                mods.add(new Modifier("anti-tank base range " + baseRange + " against vehicles (was " + range + ")",
                        baseRange - range, "000 · Armor-Piercing Weaponry"));
            }
            range = baseRange;
        }
        if (!p.area && !p.vehicleTarget && !p.bunkerTarget && u.usesSpecialization("smg")) {
            int d = u.specialization().param("rangeVsInfantry");
            if (mods != null) {
                mods.add(new Modifier("SMG range against infantry", d, "002 · SMG Units"));
            }
            range += d;
        }
        if (concussive(p, u)) {
            int d = u.figures().get(0).abilityParam("concussive-firepower", "range");
            if (mods != null) {
                mods.add(new Modifier("Concussive Firepower against a squad in a building, bunker or pillbox", d, "000/002 · Concussive Firepower"));
            }
            range += d;
        }
        return Math.max(0, range);
    }

    static boolean concussive(AttackPlan p, Unit u) {
        return u.isVehicle() && u.hasAbility("concussive-firepower") && p.target != null && p.target.isSquad()
                && !BritishTanksVersusInfantry.losesConcussiveFirepower(p.position, u) // 003 · BRITISH TANKS VERSUS INFANTRY
                && (p.board.terrain(p.target.hex()).id().equals("building") || "pillbox".equals(p.target.fortification())
                || "bunker".equals(p.target.fortification()));
    }

    static void checkRange(AttackPlan p, Unit u, RangeCheck range) {
        if (range.band() == RangeBand.OUT_OF_RANGE) {
            if (p.refuse(() -> u.id() + " is out of range: " + range.explain() + " (000 · DETERMINING RANGE)")) {
                return; // a quiet check stops here
            }
        }
        if (range.band() == RangeBand.LONG && p.action == FireAction.FIRE_AND_MOVEMENT) {
            if (p.refuse(() -> u.id() + ": a unit taking a Fire and Movement action may not make a long-range attack ("
                    + range.explain() + ") (000 · DETERMINING RANGE)")) {
                return; // a quiet check stops here
            }
        }
        if (range.band() == RangeBand.LONG && p.request.starShell()) { // 003 · NIGHT RULES: "within the mortar crew's normal range"
            if (p.refuse(() -> u.id() + ": a star shell is placed within the mortar crew's normal range, and " + range.explain()
                    + " is long range (" + Night.RULE.heading() + ", Star Shells)")) {
                return; // a quiet check stops here
            }
        }
        String he = Munitions.longRangeRefusal(p.position, u, range.band()); // 002 · MUNITIONS: HE, no long-range attacks
        if (he != null) {
            if (p.refuse(() -> he)) {
                return; // a quiet check stops here
            }
        }
        if (range.band() == RangeBand.LONG && p.target != null && p.target.usesSpecialization("recon")) {
            if (p.refuse(() -> p.target.id() + " is a recon squad and cannot be attacked at long range; it is out of range"
                    + " for this attack (002 · Recon: Stealth)")) {
                return; // a quiet check stops here
            }
        }
    }
}
