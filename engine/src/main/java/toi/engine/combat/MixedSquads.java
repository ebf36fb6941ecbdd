package toi.engine.combat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import toi.engine.los.RangeBand;
import toi.engine.los.RangeCheck;
import toi.engine.units.Position;
import toi.engine.units.Unit;
import toi.engine.units.UnitType;

/**
 * 000 · Attacking with Mixed Squads and 000 · No Mixed Fire: which of a squad's figures take part in an attack.
 */
public final class MixedSquads {

    private MixedSquads() {
    }

    /** The figures named for the lead, if any, are all mortar crews (figures that make area attacks). */
    static boolean namesOnlyAreaFigures(Unit lead, List<Integer> named) {
        if (named == null || named.isEmpty() || !lead.isSquad()) {
            return false;
        }
        for (int i : named) {
            if (i < 0 || i >= lead.figures().size() || !lead.figures().get(i).makesAreaAttacks()) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether the squad's figures differ in how or how far they fire (mortar crews beside other figures, machine gun crews
     * beside riflemen, different ranges): only then can choosing which figures fire change an attack ({@link #figureChoices}).
     */
    public static boolean choosesFigures(Unit u) {
        List<UnitType> figures = u.figures();
        if (!u.isSquad() || figures.size() < 2) {
            return false;
        }
        UnitType first = figures.get(0);
        for (int i = 1; i < figures.size(); i++) {
            UnitType t = figures.get(i);
            if (t.makesAreaAttacks() != first.makesAreaAttacks() || t.hasAbility(RAPID_OP_FIRE) != first.hasAbility(RAPID_OP_FIRE)
                    || t.rangeAgainst(false) != first.rangeAgainst(false) || t.rangeAgainst(true) != first.rangeAgainst(true)) {
                return true;
            }
        }
        return false;
    }

    /** The ability of the machine gun crews, whose firing alone keeps a squad in Op Fire mode (002 · Rapid Op Fire). */
    private static final String RAPID_OP_FIRE = "rapid-op-fire";

    /**
     * The lead's sets of figures worth choosing between for this attack, as places in the squad (docs/rulings.md R-CMB-2b;
     * 000 · Attacking with Mixed Squads: "You may always choose to have some figures in a squad not participate in an
     * attack"): for direct fire, at each range band the squad can reach with some of its figures, the most figures that
     * fire at that band (000 · DETERMINING RANGE: "a player may decide not to fire with all figures in a squad, which may
     * increase the squad's overall range" — the machine gun crew alone at normal range, the whole squad at long range);
     * in op fire, its machine gun crews alone too (002 · MACHINE GUN CREW, Rapid Op Fire: the squad stays in Op Fire mode);
     * and in a squad mixing mortar crews with other figures, the mortar crews alone (000 · No Mixed Fire: "the owner of the
     * squad must decide whether to attack with only the two regular infantry, or the mortar crew"). Empty when the squad has
     * nothing to choose ({@link #choosesFigures}). Whether each set may fire is asked apart ({@link AttackRules#allows}); {@code alone}
     * names no figures.
     */
    public static List<List<Integer>> figureChoices(Position position, AttackRequest alone) {
        Unit lead = position.unit(alone.attackerId()).orElse(null);
        if (lead == null || !choosesFigures(lead) || onlyAreaFigures(lead)) {
            return List.of();
        }
        AttackPlan direct;
        try {
            direct = AttackRules.planner(position, alone, true);
        } catch (IllegalAttack e) {
            return List.of();
        }
        List<List<Integer>> out = new ArrayList<>(3);
        List<Integer> candidates = candidateFigures(direct, lead);
        int[] thresholds = new int[candidates.size()];
        for (int k = 0; k < thresholds.length; k++) {
            thresholds[k] = direct.fire(lead.figures().get(candidates.get(k))).range();
        }
        java.util.Arrays.sort(thresholds);
        java.util.EnumSet<RangeBand> bands = java.util.EnumSet.noneOf(RangeBand.class);
        for (int k = 0; k < thresholds.length; k++) { // from the shortest range: the most figures first
            List<Integer> set = new ArrayList<>();
            for (int i : candidates) {
                if (direct.fire(lead.figures().get(i)).range() >= thresholds[k]) {
                    set.add(i);
                }
            }
            RangeCheck rc = RangeCheck.of(direct.board, lead.hex(), direct.targetHex, DeterminingRange.printedRange(direct, lead, set, null));
            if (DeterminingRange.usable(direct, rc) && bands.add(rc.band())) {
                out.add(set);
            }
        }
        if (alone.action() == FireAction.OP_FIRE) {
            List<Integer> crews = new ArrayList<>();
            for (int i : candidates) {
                if (lead.figures().get(i).hasAbility(RAPID_OP_FIRE)) {
                    crews.add(i);
                }
            }
            if (!crews.isEmpty() && crews.size() < lead.figures().size() && !out.contains(crews)
                    && DeterminingRange.usable(direct, RangeCheck.of(direct.board, lead.hex(), direct.targetHex, DeterminingRange.printedRange(direct, lead, crews, null)))) {
                out.add(crews);
            }
        }
        List<Integer> mortars = new ArrayList<>();
        for (int i = 0; i < lead.figures().size(); i++) {
            if (lead.figures().get(i).makesAreaAttacks()) {
                mortars.add(i);
            }
        }
        if (!mortars.isEmpty()) {
            out.add(mortars);
        }
        return out;
    }

    static boolean onlyAreaFigures(Unit u) {
        List<UnitType> figures = u.figures();
        for (int i = 0; i < figures.size(); i++) { // indexed: asked for every unit a listing meets, no iterator
            if (!figures.get(i).makesAreaAttacks()) {
                return false;
            }
        }
        return true;
    }

    /** Figures that may take part at all: the right weapon, and op fire rules (000 · No Mixed Fire, No Opportunity Fire). */
    static List<Integer> candidateFigures(AttackPlan p, Unit u) {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < u.figures().size(); i++) {
            UnitType t = u.figures().get(i);
            if (p.action == FireAction.OP_FIRE && t.hasAbility("no-op-fire")) {
                continue;
            }
            if (p.fire(t).canAttack()) {
                out.add(i);
            }
        }
        return out;
    }

    static List<Integer> validateChoice(AttackPlan p, Unit u, List<Integer> chosen, List<Integer> candidates) {
        if (chosen.isEmpty()) {
            if (p.refuse(() -> u.id() + ": at least one figure must take part")) {
                return null; // a quiet check stops here
            }
        }
        Set<Integer> distinct = new HashSet<>(chosen);
        for (int i : chosen) {
            if (i < 0 || i >= u.figures().size()) {
                if (p.refuse(() -> u.id() + " has no figure number " + i + " (figures 0–" + (u.figures().size() - 1) + ")")) {
                    return null; // a quiet check stops here
                }
            }
            if (!candidates.contains(i)) {
                if (p.refuse(() -> u.id() + ": the " + u.figures().get(i).name().toLowerCase() + " cannot take part ("
                        + whyLeftOut(p, u, i, candidates) + ")")) {
                    return null; // a quiet check stops here
                }
            }
        }
        if (distinct.size() != chosen.size()) {
            if (p.refuse(() -> u.id() + ": a figure is named twice")) {
                return null; // a quiet check stops here
            }
        }
        return List.copyOf(chosen);
    }

    static String whyLeftOut(AttackPlan p, Unit u, int i, List<Integer> candidates) {
        UnitType t = u.figures().get(i);
        if (!candidates.contains(i)) {
            if (p.action == FireAction.OP_FIRE && t.hasAbility("no-op-fire")) {
                return "000 · No Opportunity Fire";
            }
            if (p.area != t.makesAreaAttacks()) {
                return "000 · No Mixed Fire";
            }
            return p.bunkerTarget ? "no range against vehicles, and a squad in a pillbox is a vehicular target ("
                    + Bunkers.RULE.heading() + ")" : "no attack against " + (p.vehicleTarget ? "vehicles" : "infantry");
        }
        return "left out so the squad's range is that of its longer-ranged figures (000 · DETERMINING RANGE)";
    }

    /**
     * The default choice of figures: for each range threshold, the figures reaching at least that far;
     * take the set with the most expected successes (docs/rulings.md R-CMB-2).
     */
    static List<Integer> bestFigures(AttackPlan p, Unit u, List<Integer> candidates, Role role) {
        List<Integer> best = null;
        double bestValue = -1;
        int[] thresholds = new int[candidates.size()]; // the candidates' ranges, each once, from the shortest
        for (int k = 0; k < thresholds.length; k++) {
            thresholds[k] = p.fire(u.figures().get(candidates.get(k))).range();
        }
        java.util.Arrays.sort(thresholds);
        for (int k = 0; k < thresholds.length; k++) {
            int threshold = thresholds[k];
            if (k > 0 && threshold == thresholds[k - 1]) {
                continue;
            }
            List<Integer> set = new ArrayList<>();
            int fp = 0;
            for (int i : candidates) {
                if (p.fire(u.figures().get(i)).range() >= threshold) {
                    set.add(i);
                    fp += p.fire(u.figures().get(i)).firepower();
                }
            }
            RangeCheck rc = RangeCheck.of(p.board, u.hex(), p.targetHex, DeterminingRange.printedRange(p, u, set, null));
            if (!DeterminingRange.usable(p, rc)) {
                continue;
            }
            double value = fp * DiceMath.chance(p.hitNumber(rc.band()));
            if (value > bestValue) {
                bestValue = value;
                best = set;
            }
        }
        if (best == null) {
            // nobody reaches: let the range check explain it with all candidates
            return candidates;
        }
        return best;
    }
}
