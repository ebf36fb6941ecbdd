package toi.engine.combat;

import java.util.ArrayList;
import java.util.List;
import toi.engine.hex.Hex;
import toi.engine.los.RangeBand;
import toi.engine.los.RangeCheck;
import toi.engine.map.Board;
import toi.engine.map.MarkerType;
import toi.engine.units.Condition;
import toi.engine.units.Damage;
import toi.engine.units.FireValues;
import toi.engine.units.Position;
import toi.engine.units.Unit;
import toi.engine.units.UnitType;

/**
 * One proposed attack worked out (000 · RESOLVING AN ATTACK steps 1–5): the attack's facts, the order of the checks,
 * what each unit taking part brings, and the breakdown. The checks themselves live under the rulebook's headings:
 * {@link AttackTarget}, {@link FireReadiness}, {@link BallisticFire}, {@link MixedSquads}, {@link DeterminingRange},
 * {@link FirepowerModifiers}.
 */
final class AttackPlan {
    final Position position;
    final Board board;
    final AttackRequest request;
    final Unit lead;
    final List<Unit> supporters;
    final Unit target;
    final Hex targetHex;
    final boolean area;
    final AttackType type;
    final FireAction action;
    final boolean vehicleTarget;
    /** 003 · PILLBOXES AND BUNKERS (an optional rule): a squad in a pillbox or bunker is a vehicular target for ranges. */
    final boolean bunkerTarget;
    /** 002 · MUNITIONS SPECIALIZATION TOKENS: a vehicle's smoke round at a hex, with the dice of an attack on a vehicle. */
    final boolean smokeRound;
    /** 003 · NIGHT RULES: the target was seen firing, so night's visibility does not limit the sight to it. */
    final boolean anyRange;
    final List<String> notes = new ArrayList<>();
    /** A check only: refusals carry no text and stop the check ({@link #refused}); nothing is written. */
    final boolean quiet;
    /** A quiet check met a rule that forbids the attack. */
    boolean refused;

    AttackPlan(Position position, AttackRequest request, Unit lead, List<Unit> supporters, Unit target, Hex targetHex,
            boolean area, boolean quiet) {
        this.quiet = quiet;
        this.position = position;
        this.board = position.board();
        this.request = request;
        this.lead = lead;
        this.supporters = supporters;
        this.target = target;
        this.targetHex = targetHex;
        this.area = area;
        this.smokeRound = request.smoke() && !area;
        this.type = smokeRound ? AttackType.NORMAL : request.type();
        this.action = request.action();
        // 002 · Smoke: "the attacking player uses the same dice as if attacking a vehicle (regardless of what is in the hex)"
        // 003 · INHERENT CREWS FOR EQUIPMENT UNITS: suppressive fire at an AT gun "as if it were an infantry squad"
        this.vehicleTarget = (target != null && target.isVehicle() && !InherentCrews.asSquad(position, target, type)) || smokeRound;
        this.bunkerTarget = Bunkers.vehicular(position, target, area);
        this.anyRange = Night.seenAtAnyRange(position, target, targetHex, lead.nation());
    }

    /**
     * A rule forbids the attack: in a full proposal throws the {@link IllegalAttack} naming it; in a quiet check
     * writes nothing, notes {@link #refused} and answers true, and the checking method returns at once.
     */
    boolean refuse(java.util.function.Supplier<String> why) {
        if (quiet) {
            refused = true;
            return true;
        }
        throw new IllegalAttack(why.get());
    }

    /** Every check {@link #plan} makes, in the same order, without the breakdown; false if one refuses. */
    boolean check() {
        AttackTarget.checkTarget(this);
        if (!refused) {
            FireReadiness.checkAction(this);
        }
        if (!refused) {
            admit(lead, Role.LEAD);
        }
        for (int i = 0; i < supporters.size() && !refused; i++) {
            admit(supporters.get(i), Role.SUPPORT);
            if (!refused) {
                shoutingDistance(supporters.get(i));
            }
        }
        return !refused;
    }

    AttackBreakdown plan() {
        AttackTarget.checkTarget(this);
        FireReadiness.checkAction(this);
        List<Contribution> contributions = new ArrayList<>();
        contributions.add(contribution(lead, Role.LEAD));
        for (Unit s : supporters) {
            contributions.add(contribution(s, Role.SUPPORT));
            shoutingDistance(s);
        }
        String night = Night.note(position, targetHex, anyRange);
        if (night != null) {
            notes.add(night);
        }
        String limited = LimitedCombinedFire.note(position, lead, supporters.size());
        if (limited != null) {
            notes.add(limited);
        }
        RangeBand band = RangeBand.CLOSE;
        for (Contribution c : contributions) {
            if (c.range().band().ordinal() > band.ordinal()) {
                band = c.range().band(); // 000 · Multiple Ranges in Combined Fire Attacks: the least favourable
            }
        }
        int hitOn = Munitions.hitOn(position, lead, band, hitNumber(band)); // 002 · MUNITIONS: HE hits on 4 at normal range
        if (hitOn != hitNumber(band)) {
            notes.add("HE round: normal range attacks hit on " + hitOn + ", 5 or 6 (" + Munitions.RULE.heading() + ", High Explosive (HE))");
        }
        for (Contribution c : contributions) {
            var k = Munitions.facedown(position, c.unit());
            if (k != null) {
                notes.add(c.unit().id() + "'s facedown munitions token is flipped: " + Munitions.title(position, c.unit(), k)
                        + ", applied to this attack ("
                        + Munitions.RULE.heading() + ")");
            }
        }
        boolean flamethrowerAdjacent = false;
        for (Contribution c : contributions) {
            flamethrowerAdjacent |= c.unit().usesSpecialization("flamethrower") && c.unit().hex().isAdjacentTo(targetHex);
        }
        List<Defense> defenses = new ArrayList<>();
        if (smokeRound) {
            notes.add(Munitions.smokeRoundNote(position, targetHex)); // 002 · MUNITIONS, Smoke: no effect on the units in the hex
        } else if (request.smoke()) {
            notes.add(SmokeRounds.note(position, targetHex)); // no effect on the units in the hex
        } else if (request.starShell()) {
            notes.add(Night.starShellNote(targetHex)); // 003 · NIGHT RULES: no attack, no dice
        } else if (area) {
            for (Unit u : position.unitsAt(targetHex)) {
                if (u.nation().equals(lead.nation())) {
                    continue;
                }
                if (u.concealed()) {
                    notes.add(u.id() + " is concealed and unaffected by area attacks (000 · CONCEALED SQUADS)");
                } else if (Night.concealed(position, u)) {
                    notes.add(u.id() + " is concealed by night in cover-providing terrain and unaffected by area attacks ("
                            + Night.RULE.heading() + ")");
                } else if (u.isTransported()) {
                    notes.add(u.id() + " is inside " + u.carriedBy() + " and unaffected (000 · Transporting Squads in Vehicles)");
                } else if (u.isVehicle() && type == AttackType.SUPPRESSIVE && !InherentCrews.asSquad(position, u, type)) {
                    notes.add(u.id() + " is a vehicle, immune to suppressive attacks (000 · AREA ATTACKS)");
                } else {
                    defenses.add(Defenses.of(position, u, type, flamethrowerAdjacent, true, lead.hex(), false)); // 003 · MORTARS INTO WOODS, FACING
                }
            }
            if (board.hasMarker(targetHex, "razor-wire")) {
                notes.add("3 or more successes remove the razor wire in " + targetHex + " (000 · Removing Razor Wire)");
            }
        } else {
            defenses.add(Defenses.of(position, target, type, flamethrowerAdjacent, false, lead.hex(), false)); // 003 · FACING: the lead's hex
            String matilda = MatildaHeavyArmor.note(position, target); // 003 · MATILDA MK. II HEAVY ARMOR
            if (matilda != null) {
                notes.add(matilda);
            }
            if (InherentCrews.asSquad(position, target, type)) { // 003 · INHERENT CREWS FOR EQUIPMENT UNITS
                notes.add(InherentCrews.note(target));
            }
            if (bunkerTarget) {
                notes.add(Bunkers.note(target));
            }
        }
        experienceNotes(contributions);
        return new AttackBreakdown(request, type, action, area, targetHex, List.copyOf(contributions), band, hitOn,
                List.copyOf(defenses), List.copyOf(notes));
    }

    /** 000 · RESOLVING AN ATTACK step 5; 000 · AREA ATTACKS ("5" and "6") and the mortar table ("6" at long range). */
    int hitNumber(RangeBand band) {
        if (area) {
            return band == RangeBand.LONG ? 6 : 5;
        }
        return switch (band) {
            case CLOSE -> 4;
            case NORMAL -> 5;
            default -> 6;
        };
    }

    /** What a unit brings to the attack once every rule admits it: halvings, sight, figures and range. */
    private record Admission(List<Halving> halvings, String sight, List<Integer> candidates, List<Integer> figures,
                             List<Modifier> rangeMods, RangeCheck range) {
    }

    /** The checks for one unit taking part (refused with the rule); in a quiet check nothing is written. */
    Admission admit(Unit u, Role role) {
        String who = u.id();
        if (u.isTransported()) {
            if (refuse(() -> who + " is inside " + u.carriedBy() + " and cannot fire (000 · Transporting Squads in Vehicles)")) {
                return null; // a quiet check stops here
            }
        }
        if (u.hasSpecialization("unarmed")) {
            if (refuse(() -> who + " is unarmed: it can only attack in assaults (002 · Unarmed Unit: Shortage)")) {
                return null; // a quiet check stops here
            }
        }
        String rearArc = TurretlessFacing.refusal(position, u, targetHex); // 003 · TURRETLESS VEHICLES AND FACING
        if (rearArc != null) {
            if (refuse(() -> rearArc)) {
                return null; // a quiet check stops here
            }
        }
        if (role == Role.SUPPORT && Munitions.firesAlone(position, u)) { // 002 · MUNITIONS (R-OPT-11)
            if (refuse(() -> Munitions.aloneRefusal(u, Munitions.facedown(position, u)))) {
                return null; // a quiet check stops here
            }
        }
        List<Halving> halvings = new ArrayList<>(2);
        FireReadiness.checkReadiness(this, u, role, halvings);
        if (refused) {
            return null;
        }
        if (u.condition() == Condition.DISRUPTED) {
            if (!FireReadiness.desperate(this, u)) {
                if (refuse(() -> who + " is disrupted and may not fire (000 · SQUAD CONDITIONS)")) {
                    return null; // a quiet check stops here
                }
            }
            halvings.add(FireReadiness.DESPERATE);
        }
        if (area) {
            if (board.terrain(u.hex()).id().equals("building") || "pillbox".equals(u.fortification())) {
                if (refuse(() -> who + ": mortar crews cannot fire from a building hex or a pillbox (000 · Ballistic Fire)")) {
                    return null; // a quiet check stops here
                }
            }
            if (u.hex().isAdjacentTo(targetHex) || u.hex().equals(targetHex)) {
                if (refuse(() -> who + ": a mortar crew cannot attack or support an attack against an adjacent hex (000 · Minimum Distance)")) {
                    return null; // a quiet check stops here
                }
            }
        }
        if (action == FireAction.OP_FIRE && u.hex().equals(targetHex) && !quiet) {
            // 000 · Overrun: op fire at a tank in the units' own hex is close range — handled by RangeCheck.
            notes.add("op fire at a unit in the same hex is at close range (000 · Overrun)");
        }
        // Figures: which take part, and the squad's range (000 · Attacking with Mixed Squads, DETERMINING RANGE); figures
        // the player named are checked first, so a mix the rules forbid is refused by its rule (000 · No Mixed Fire)
        List<Integer> chosen = request.figures().get(who);
        List<Integer> candidates = MixedSquads.candidateFigures(this, u);
        if (chosen != null) {
            MixedSquads.validateChoice(this, u, chosen, candidates);
            if (refused) {
                return null;
            }
        }
        String sight = BallisticFire.sight(this, u);
        if (refused) {
            return null;
        }
        if (candidates.isEmpty()) {
            if (refuse(() -> who + " has no figure that can " + (area ? "make an area attack"
                    : "attack " + (vehicleTarget ? "vehicles" : "infantry")) + (action == FireAction.OP_FIRE ? " in op fire" : ""))) {
                return null; // a quiet check stops here
            }
        }
        List<Integer> figures = chosen != null ? MixedSquads.validateChoice(this, u, chosen, candidates) : MixedSquads.bestFigures(this, u, candidates, role);
        if (refused) {
            return null;
        }
        List<Modifier> rangeMods = quiet ? null : new ArrayList<>();
        int printed = DeterminingRange.printedRange(this, u, figures, rangeMods);
        RangeCheck range = RangeCheck.of(board, u.hex(), targetHex, printed);
        DeterminingRange.checkRange(this, u, range);
        if (refused) {
            return null;
        }
        if (role == Role.SUPPORT) {
            halvings.add(new Halving("supporting with combined fire", "000 · COMBINED FIRE"));
        }
        if (role == Role.LEAD && action == FireAction.FIRE_AND_MOVEMENT) {
            halvings.add(new Halving("Fire and Movement action", "000 · RESOLVING AN ATTACK step 1"));
        }
        if (u.isVehicle() && u.damage() == Damage.HEAVY) {
            halvings.add(new Halving("heavily damaged", "000 · VEHICLE DAMAGE"));
        }
        for (MarkerType m : board.markers(u.hex())) {
            switch (m.id()) {
                case "razor-wire" -> {
                    if (u.isSquad()) {
                        halvings.add(new Halving("in a razor wire hex", "000 · Razor Wire"));
                    }
                }
                case "minefield" -> halvings.add(new Halving("in a minefield hex", "000 · Minefields"));
                case "smoke" -> halvings.add(new Halving("in a smoke hex", "000 · Smoke"));
                default -> { }
            }
        }
        if (halvings.size() > 1) {
            if (refuse(() -> who + " would have its firepower halved twice (" + halvings.get(0) + "; " + halvings.get(1)
                    + ") and so may not attack (000 · HALVING FIREPOWER)")) {
                return null; // a quiet check stops here
            }
        }
        return new Admission(halvings, sight, candidates, figures, rangeMods, range);
    }

    Contribution contribution(Unit u, Role role) {
        Admission admitted = admit(u, role);
        List<Integer> candidates = admitted.candidates();
        List<Integer> figures = admitted.figures();
        RangeCheck range = admitted.range();
        List<String> leftOut = new ArrayList<>();
        for (int i = 0; i < u.figures().size(); i++) {
            if (!figures.contains(i)) {
                leftOut.add(u.figures().get(i).name() + " (" + MixedSquads.whyLeftOut(this, u, i, candidates) + ")");
            }
        }
        // Firepower: additions and subtractions first, then at most one halving (000 · CALCULATING MODIFIERS).
        int base = 0;
        List<UnitType> types = new ArrayList<>();
        for (int i : figures) {
            UnitType t = u.figures().get(i);
            types.add(t);
            base += fire(t).firepower();
        }
        List<Modifier> additions = FirepowerModifiers.additions(this, u, range);
        List<Halving> halvings = admitted.halvings();
        int total = base;
        for (Modifier m : additions) {
            total += m.amount();
        }
        total = Math.max(0, total);
        int firepower = halvings.isEmpty() ? total : (total + 1) / 2; // halve, round up
        int rerolls = u.usesSpecialization("expert") ? u.figures().size() * u.specialization().param("rerollsPerFigure") : 0;
        var eliteCrew = u.hasTrait("tank") ? position.operations().of(u.nation(), "tank-reroll") : null;
        if (eliteCrew != null) { // Operations · Elite Tank Crew: reroll a die that did not score a success
            rerolls += eliteCrew.param("dice", 1);
        }
        return new Contribution(u, role, List.copyOf(types), List.copyOf(leftOut), base, List.copyOf(additions),
                List.copyOf(halvings), firepower, range, List.copyOf(admitted.rangeMods()), rerolls, admitted.sight());
    }

    /** 003 · LIMITED COMBINED FIRE: a supporter must be within shouting distance of the active unit (an optional rule). */
    void shoutingDistance(Unit supporter) {
        String why = LimitedCombinedFire.refusal(position, lead, supporter);
        if (why != null) {
            refuse(() -> why);
        }
    }

    /** A figure's values in this attack (000 · COMBAT — Targeting Infantry or Vehicles; area attacks: mortar crews only). */
    FireValues fire(UnitType t) {
        if (area) {
            return t.makesAreaAttacks() ? (type == AttackType.SUPPRESSIVE ? t.areaSuppressive() : t.areaNormal()) : FireValues.NONE;
        }
        if (t.makesAreaAttacks()) {
            return FireValues.NONE;
        }
        return bunkerTarget ? Bunkers.against(t) : t.against(vehicleTarget); // 003 · PILLBOXES AND BUNKERS
    }

    /** The breakdown's notes on what the roll will change: stars (002 · Specialization Experience), concealment, op fire fatigue. */
    void experienceNotes(List<Contribution> contributions) {
        Unit l = lead;
        if (l.hasSpecialization("alpha") && contributions.size() == 1 && action != FireAction.OP_FIRE
                && l.stars() < l.specialization().param("maxStars")) {
            notes.add(l.id() + " gains a star if at least " + l.specialization().param("upgradeAtSuccesses")
                    + " attack successes are rolled (002 · Alpha Unit: Experience)");
        }
        if (target != null && target.hasSpecialization("bravo") && target.stars() < target.specialization().param("maxStars")) {
            notes.add(target.id() + " gains a star if at least " + target.specialization().param("upgradeAtSuccesses")
                    + " attack successes are rolled against it (002 · Bravo Unit: Determination)");
        }
        for (Contribution c : contributions) {
            if (c.unit().concealed()) {
                notes.add(c.unit().id() + " is revealed by firing (000 · CONCEALED SQUADS)");
            }
            if (Night.on(position) && !c.unit().seenFiring() && !request.starShell()) {
                notes.add(c.unit().id() + " is seen firing: it loses its night concealment"
                        + (c.unit().isVehicle() || c.unit().hasTrait("heavy-infantry-weapon")
                        ? " and is visible from all ranges" : "") + " for the rest of the Action Phase (" + Night.RULE.heading() + ")");
            }
        }
        if (action == FireAction.OP_FIRE && target != null) {
            notes.add("if " + target.id() + " is pinned, disrupted or damaged it is fatigued at once"
                    + (target.hasTrait("heavy-vehicle") ? " (a heavy vehicle only lightly damaged goes on, 000 · Sturdy)" : "")
                    + " (000 · Moving and Opportunity Fire)");
        }
    }
}
