package toi.engine.combat;

import java.util.ArrayList;
import java.util.List;
import toi.engine.hex.Hex;
import toi.engine.los.LineOfSight;
import toi.engine.los.LosResult;
import toi.engine.units.Activation;
import toi.engine.units.Position;
import toi.engine.units.Unit;

/**
 * 000 · LINE OF SIGHT for an attack, and 000 · Ballistic Fire: a mortar crew may fire at a hex a friendly spotter sees.
 */
public final class BallisticFire {

    private BallisticFire() {
    }

    /**
     * Whether an area attack by {@code u} has the hex in sight, its own or a friendly spotter's (000 · Ballistic Fire), as
     * {@link AttackRules#allows} asks it: at night a hex holding an enemy seen firing is visible from all ranges (003 · NIGHT RULES).
     */
    public static boolean areaSighted(Position position, Unit u, Hex target) {
        boolean night = areaNight(position, u, target);
        return LineOfSight.canSee(position.board(), u.hex(), target, night) || spotted(position, u, target, night);
    }

    /**
     * Whether a friendly spotter of the unit's sees the hex (000 · Ballistic Fire), the other half of {@link #areaSighted}:
     * its answer is the same for every unit of a nation and division that does not see the hex itself (the unit is never
     * its own spotter, but one that sees the hex needs none).
     */
    public static boolean spotted(Position position, Unit u, Hex target, boolean night) {
        List<Unit> units = position.units();
        for (int i = 0; i < units.size(); i++) { // indexed: asked for every area attack listed, no iterator
            Unit f = units.get(i);
            if (maySpot(position, f, u) && LineOfSight.canSee(position.board(), f.hex(), target, night)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether {@link #areaSighted}'s lines keep night's visibility limit: not at night into a hex holding an enemy seen
     * firing, visible from all ranges (003 · NIGHT RULES).
     */
    public static boolean areaNight(Position position, Unit u, Hex target) {
        return !Night.seenAtAnyRange(position, null, target, u.nation());
    }

    /**
     * A non-fatigued friendly unit, not inside a vehicle, of the same division, may lend its sight (000 · Ballistic Fire);
     * not a truck under 003 · Trucks.
     */
    private static boolean maySpot(Position position, Unit f, Unit mortar) {
        return f != mortar && spotsFor(position, f, mortar);
    }

    /** {@link #maySpot} but for the unit itself: whether {@code f} lends its sight to the unit's nation and division. */
    public static boolean spotsFor(Position position, Unit f, Unit mortar) {
        // 000 · Team Restrictions: "Units belonging to one division may not establish LOS for the other division's units"
        return f.nation().equals(mortar.nation()) && f.activation() != Activation.FATIGUED
                && !f.isTransported() && !position.differentDivisions(f, mortar)
                && Trucks.establishesLos(position.operations(), f); // 003 · TRUCKS: no spotting
    }

    /** LOS from the unit, or for a mortar from a friendly spotter (000 · Ballistic Fire); explained, or refused. */
    static String sight(AttackPlan p, Unit u) {
        if (p.quiet) {
            return quietSight(p, u);
        }
        LosResult los = LineOfSight.check(p.board, u.hex(), p.targetHex, !p.anyRange); // 003 · NIGHT RULES: visibility
        if (los.clear()) {
            return "LOS " + u.hex() + " → " + p.targetHex + ": " + los.reason();
        }
        if (!p.area) {
            p.refuse(() -> u.id() + " has no line of sight to " + p.targetHex + ": " + los.reason() + " (" + los.rule().heading() + ")");
        }
        for (Unit spotter : spotters(p, u)) {
            if (LineOfSight.check(p.board, spotter.hex(), p.targetHex, !p.anyRange).clear()) {
                return "no LOS of its own (" + los.reason() + "); uses the LOS of " + spotter.id() + " in " + spotter.hex()
                        + " (000 · Ballistic Fire)";
            }
        }
        throw new IllegalAttack(u.id() + " has no line of sight to " + p.targetHex + " (" + los.reason()
                + ") and no non-fatigued friendly unit" + (p.request.spotterId() == null ? "" : " (" + p.request.spotterId() + ")")
                + " sees it (000 · Ballistic Fire)");
    }

    /** {@link #sight} for a quiet check: only whether the unit (or, in an area attack, a spotter) sees the target. */
    static String quietSight(AttackPlan p, Unit u) {
        if (LineOfSight.canSee(p.board, u.hex(), p.targetHex, !p.anyRange)) {
            return null;
        }
        if (p.area) {
            for (Unit spotter : spotters(p, u)) {
                if (LineOfSight.canSee(p.board, spotter.hex(), p.targetHex, !p.anyRange)) {
                    return null;
                }
            }
        }
        p.refused = true;
        return null;
    }

    static List<Unit> spotters(AttackPlan p, Unit mortar) {
        List<Unit> list = new ArrayList<>();
        for (Unit f : p.position.units()) {
            if ((p.request.spotterId() == null || p.request.spotterId().equals(f.id())) && maySpot(p.position, f, mortar)) {
                list.add(f);
            }
        }
        return list;
    }
}
