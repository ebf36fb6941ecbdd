package toi.engine.combat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import toi.engine.hex.Hex;
import toi.engine.los.LineOfSight;
import toi.engine.los.LosResult;
import toi.engine.los.RangeBand;
import toi.engine.los.RangeCheck;
import toi.engine.map.Board;
import toi.engine.map.MarkerType;
import toi.engine.units.Activation;
import toi.engine.units.Condition;
import toi.engine.units.Damage;
import toi.engine.units.FireValues;
import toi.engine.units.Position;
import toi.engine.units.Unit;
import toi.engine.units.UnitType;

/**
 * 000 · RESOLVING AN ATTACK steps 1–5 for a proposed attack: who may take part, with which
 * figures, at what range, with what firepower, against what defense. Every refusal names the
 * rule that forbids the attack; nothing is changed by asking.
 */
public final class AttackRules {

    private static final Halving DESPERATE = new Halving("pinned or disrupted, attacking as a Desperate Defender",
            "Operations · Desperate Defenders");

    private AttackRules() {
    }

    public static AttackBreakdown propose(Position position, AttackRequest request) {
        return planner(position, request, false).plan();
    }

    /**
     * Whether {@link #propose} would accept the request: the same checks in the same code, without working out the
     * breakdown or writing any refusal text (for listing legal choices).
     */
    public static boolean allows(Position position, AttackRequest request) {
        return allows(position, request, null, null);
    }

    /**
     * {@link #allows(Position, AttackRequest)} with the request's lead and target unit already found in the position (the
     * attack memo has them): not looked up again by id.
     */
    public static boolean allows(Position position, AttackRequest request, Unit lead, Unit target) {
        try {
            return planner(position, request, true, lead, target).check();
        } catch (IllegalAttack e) {
            return false; // a unit named in the request is not in the position
        }
    }

    /**
     * Given that {@code leadAlone} (no supporters) is allowed, whether adding {@code supporterId} keeps it allowed:
     * the checks {@link #propose} adds for a supporter. Each unit taking part is admitted on its own (its
     * readiness, sight, figures and range against the request's target), so with the lead and other supporters
     * already admitted this answers for the combined attack too. One check is left out because it depends on which
     * unit leads, not only on the supporter and the target: {@link LimitedCombinedFire#allows} (an optional rule).
     */
    public static boolean allowsSupporter(Position position, AttackRequest leadAlone, String supporterId) {
        Unit supporter = position.unit(supporterId).orElse(null);
        return supporter != null && allowsSupporter(position, leadAlone, null, supporter); // not in the position: no
    }

    /**
     * {@link #allowsSupporter(Position, AttackRequest, String)} with the supporter, and the request's target when the
     * caller has it (else null), already found in the position (the attack memo has them): not looked up again by id.
     */
    public static boolean allowsSupporter(Position position, AttackRequest leadAlone, Unit target, Unit supporter) {
        if (supporter.id().equals(leadAlone.attackerId())) {
            return false; // named twice
        }
        try {
            Planner p = planner(position, leadAlone, true, null, target);
            if (p.action == FireAction.FIRE_AND_MOVEMENT) {
                return false; // 000 · COMBINED FIRE: no support for a Fire and Movement attack
            }
            if (Munitions.firesAlone(position, p.lead)) {
                return false; // 002 · MUNITIONS SPECIALIZATION TOKENS: a HE or Smoke round fires alone (R-OPT-11)
            }
            p.admit(supporter, Role.SUPPORT);
            return !p.refused;
        } catch (IllegalAttack e) {
            return false;
        }
    }

    /**
     * Whether the lead's attacks are area attacks (a squad of mortar figures): only then does the attack type
     * (normal or suppressive) change who may take part; otherwise it matters only against vehicles.
     */
    public static boolean areaAttacker(Unit lead) {
        return lead.isSquad() && onlyAreaFigures(lead);
    }

    /**
     * A necessary condition of {@link #allows} for each unit taking part, cheap to test first (line of sight is
     * remembered per board): in an attack that is not an area attack the unit must see the target's hex itself
     * (000 · LINE OF SIGHT); in an area attack a spotter's sight may do (000 · Ballistic Fire), so this says yes.
     */
    public static boolean mightSee(Position position, Unit u, Hex target, boolean area) {
        Board board = position.board();
        // night's visibility is left out: a target seen firing is visible from all ranges (003 · NIGHT RULES)
        return area || !board.isPlayable(u.hex()) || !board.isPlayable(target) || LineOfSight.canSee(board, u.hex(), target, false);
    }

    /**
     * Whether an area attack by {@code u} has the hex in sight, its own or a friendly spotter's (000 · Ballistic Fire), as
     * {@link #allows} asks it: at night a hex holding an enemy seen firing is visible from all ranges (003 · NIGHT RULES).
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

    /**
     * A necessary condition of {@link #allows} for each unit taking part: the target's hex is adjacent or at most
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

    private static Planner planner(Position position, AttackRequest request, boolean quiet) {
        return planner(position, request, quiet, null, null);
    }

    /** The planner for the request; {@code knownLead}, {@code knownTarget}: the request's units when the caller has them, else null. */
    private static Planner planner(Position position, AttackRequest request, boolean quiet, Unit knownLead, Unit knownTarget) {
        Unit lead = knownLead != null ? knownLead : unit(position, request.attackerId(), "attacking unit");
        // 002 · MUNITIONS SPECIALIZATION TOKENS: a vehicle's smoke round is a direct attack at a hex, not an area attack
        boolean smokeRound = request.smoke() && lead.isVehicle();
        // 000 · No Mixed Fire: a squad's mortar crews fire an area attack, when it has no other figures or they alone are named
        boolean area = !smokeRound && (request.area() || (lead.isSquad() && onlyAreaFigures(lead))
                || namesOnlyAreaFigures(lead, request.figures().get(lead.id())));
        Hex targetHex;
        Unit target = null;
        if (request.targetUnitId() != null) {
            target = knownTarget != null ? knownTarget : unit(position, request.targetUnitId(), "target");
            targetHex = target.hex();
        } else if (request.targetHex() != null && (area || smokeRound)) {
            targetHex = request.targetHex();
        } else {
            throw new IllegalAttack("name a target unit (or a hex for an area attack)");
        }
        if (request.targetHex() != null && target != null && !request.targetHex().equals(target.hex())) {
            throw new IllegalAttack("the target " + target.id() + " is in " + target.hex() + ", not " + request.targetHex());
        }
        if (!position.board().isPlayable(targetHex)) {
            throw new IllegalAttack(targetHex + " is not part of the game (000 · Half Hexes)");
        }
        List<Unit> supporters = new ArrayList<>(request.supporterIds().size());
        for (String id : request.supporterIds()) {
            boolean twice = id.equals(lead.id());
            for (Unit x : supporters) {
                twice |= x.id().equals(id);
            }
            if (twice) {
                throw new IllegalAttack(id + " is named twice in the attack");
            }
            supporters.add(unit(position, id, "supporting unit"));
        }
        return area ? new Planner(position, request, lead, supporters, null, targetHex, true, quiet)
                : new Planner(position, request, lead, supporters, target, targetHex, false, quiet);
    }

    /** The figures named for the lead, if any, are all mortar crews (figures that make area attacks). */
    private static boolean namesOnlyAreaFigures(Unit lead, List<Integer> named) {
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
     * nothing to choose ({@link #choosesFigures}). Whether each set may fire is asked apart ({@link #allows}); {@code alone}
     * names no figures.
     */
    public static List<List<Integer>> figureChoices(Position position, AttackRequest alone) {
        Unit lead = position.unit(alone.attackerId()).orElse(null);
        if (lead == null || !choosesFigures(lead) || onlyAreaFigures(lead)) {
            return List.of();
        }
        Planner direct;
        try {
            direct = planner(position, alone, true);
        } catch (IllegalAttack e) {
            return List.of();
        }
        List<List<Integer>> out = new ArrayList<>(3);
        List<Integer> candidates = direct.candidateFigures(lead);
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
            RangeCheck rc = RangeCheck.of(direct.board, lead.hex(), direct.targetHex, direct.printedRange(lead, set, null));
            if (direct.usable(rc) && bands.add(rc.band())) {
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
                    && direct.usable(RangeCheck.of(direct.board, lead.hex(), direct.targetHex, direct.printedRange(lead, crews, null)))) {
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

    private static Unit unit(Position position, String id, String what) {
        if (id == null) {
            throw new IllegalAttack("no " + what + " given");
        }
        return position.unit(id).orElseThrow(() -> new IllegalAttack("no unit '" + id + "' (" + what + ") in this position"));
    }

    /** Works out one proposed attack. */
    private static final class Planner {
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

        Planner(Position position, AttackRequest request, Unit lead, List<Unit> supporters, Unit target, Hex targetHex,
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
            checkTarget();
            if (!refused) {
                checkAction();
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
            checkTarget();
            checkAction();
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

        void checkTarget() {
            String smokeToken = Munitions.smokeTokenRefusal(position, lead, smokeRound); // 002 · MUNITIONS: Smoke fires only smoke
            if (smokeToken != null) {
                refuse(() -> smokeToken);
                return;
            }
            if (smokeRound) { // 002 · MUNITIONS SPECIALIZATION TOKENS, Smoke: "the attacking player targets a hex"
                String why = Munitions.smokeRoundRefusal(position, lead, targetHex, action);
                if (why != null) {
                    refuse(() -> why);
                }
                return;
            }
            if (request.starShell()) { // 003 · NIGHT RULES, Star Shells: any hex, none of the enemy needed
                String why = Night.starShellRefusal(position, targetHex, action, supporters.size());
                if (why != null) {
                    refuse(() -> why);
                }
                return;
            }
            if (request.smoke()) { // 003 · MORTARS FIRING SMOKE: any hex that may take a smoke marker, none of the enemy needed
                String why = SmokeRounds.refusal(position, targetHex, action);
                if (why != null) {
                    refuse(() -> why);
                }
                return;
            }
            if (target != null) {
                if (target.nation().equals(lead.nation())) {
                    if (refuse(() -> target.id() + " is a friendly unit")) {
                        return; // a quiet check stops here
                    }
                }
                if (target.concealed()) {
                    if (refuse(() -> target.id() + " is concealed: a concealed squad cannot be fired upon (000 · CONCEALED SQUADS)")) {
                        return; // a quiet check stops here
                    }
                }
                if (Night.concealed(position, target)) { // 003 · NIGHT RULES: concealed in cover-providing terrain
                    if (refuse(() -> Night.concealedRefusal(target))) {
                        return; // a quiet check stops here
                    }
                }
                if (target.isTransported()) {
                    if (refuse(() -> target.id() + " is inside " + target.carriedBy()
                            + ": squads inside a vehicle cannot be targeted; only the vehicle can (000 · Transporting Squads in Vehicles)")) {
                        return; // a quiet check stops here
                    }
                }
                if (target.isVehicle() && type == AttackType.SUPPRESSIVE && !InherentCrews.asSquad(position, target, type)) {
                    if (refuse(() -> target.id() + " is a vehicle: vehicles are not affected by suppressive attacks"
                            + " (000 · Normal Attacks and Suppressive Attacks)")) {
                        return; // a quiet check stops here
                    }
                }
            } else {
                boolean enemy = false;
                for (Unit u : position.unitsAt(targetHex)) {
                    enemy |= !u.nation().equals(lead.nation());
                }
                if (!enemy && !board.hasMarker(targetHex, "razor-wire")) {
                    if (refuse(() -> targetHex + " holds no enemy unit to attack")) {
                        return; // a quiet check stops here
                    }
                }
            }
        }

        void checkAction() {
            if (!supporters.isEmpty() && Munitions.firesAlone(position, lead)) { // 002 · MUNITIONS (R-OPT-11)
                if (refuse(() -> Munitions.aloneRefusal(lead, Munitions.facedown(position, lead)))) {
                    return; // a quiet check stops here
                }
            }
            if (action == FireAction.FIRE_AND_MOVEMENT) {
                if (!supporters.isEmpty()) {
                    if (refuse(() -> "units may never support an attack initiated by a unit taking a Fire and Movement action (000 · COMBINED FIRE)")) {
                        return; // a quiet check stops here
                    }
                }
                if (lead.hasTrait("heavy-infantry-weapon")) {
                    if (refuse(() -> lead.id() + " contains a heavy infantry weapon and may not take a Fire and Movement action"
                            + " (000 · Limited Choice of Actions)")) {
                        return; // a quiet check stops here
                    }
                }
            }
            if (area && action == FireAction.OP_FIRE) {
                if (refuse(() -> "a mortar figure cannot participate in opportunity fire (000 · No Opportunity Fire)")) {
                    return; // a quiet check stops here
                }
            }
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
            checkReadiness(u, role, halvings);
            if (refused) {
                return null;
            }
            if (u.condition() == Condition.DISRUPTED) {
                if (!desperate(u)) {
                    if (refuse(() -> who + " is disrupted and may not fire (000 · SQUAD CONDITIONS)")) {
                        return null; // a quiet check stops here
                    }
                }
                halvings.add(DESPERATE);
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
            List<Integer> candidates = candidateFigures(u);
            if (chosen != null) {
                validateChoice(u, chosen, candidates);
                if (refused) {
                    return null;
                }
            }
            String sight = sight(u);
            if (refused) {
                return null;
            }
            if (candidates.isEmpty()) {
                if (refuse(() -> who + " has no figure that can " + (area ? "make an area attack"
                        : "attack " + (vehicleTarget ? "vehicles" : "infantry")) + (action == FireAction.OP_FIRE ? " in op fire" : ""))) {
                    return null; // a quiet check stops here
                }
            }
            List<Integer> figures = chosen != null ? validateChoice(u, chosen, candidates) : bestFigures(u, candidates, role);
            if (refused) {
                return null;
            }
            List<Modifier> rangeMods = quiet ? null : new ArrayList<>();
            int printed = printedRange(u, figures, rangeMods);
            RangeCheck range = RangeCheck.of(board, u.hex(), targetHex, printed);
            checkRange(u, range);
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
                    leftOut.add(u.figures().get(i).name() + " (" + whyLeftOut(u, i, candidates) + ")");
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
            List<Modifier> additions = additions(u, range);
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

        void checkReadiness(Unit u, Role role, List<Halving> halvings) {
            String who = u.id();
            if (!u.nation().equals(lead.nation())) {
                if (refuse(() -> who + " is not on the attacker's side")) {
                    return; // a quiet check stops here
                }
            }
            if (role == Role.LEAD) {
                switch (action) {
                    case OP_FIRE -> {
                        if (u.activation() != Activation.OP_FIRE) {
                            if (refuse(() -> who + " is not in Op Fire mode, so it cannot make an op fire attack (000 · OPPORTUNITY FIRE)")) {
                                return; // a quiet check stops here
                            }
                        }
                    }
                    default -> {
                        if (u.activation() != Activation.FRESH) {
                            if (refuse(() -> who + " is " + u.activation().word() + ": only fresh units are activated (000 · THE ACTION PHASE)")) {
                                return; // a quiet check stops here
                            }
                        }
                    }
                }
                if (u.condition() == Condition.PINNED && desperate(u)) {
                    halvings.add(DESPERATE); // an officer in the squad adds nothing to this
                } else if (u.condition() == Condition.PINNED) {
                    // 000 · Rally: a fresh pinned squad in the officer's hex may make a concentrated attack at half firepower.
                    if (action != FireAction.CONCENTRATED_FIRE || !officerInHex(u)) {
                        if (refuse(() -> who + " is pinned and may not fire (000 · SQUAD CONDITIONS), unless a friendly officer"
                                + " in its hex rallies it for a Concentrated Fire action (000 · Rally)")) {
                            return; // a quiet check stops here
                        }
                    }
                    halvings.add(new Halving("rallied by an officer while pinned", "000 · Rally"));
                }
            } else {
                if (action == FireAction.OP_FIRE && u.activation() != Activation.OP_FIRE) {
                    if (refuse(() -> who + " is not in Op Fire mode: only units in Op Fire mode may support an Op Fire attack (000 · COMBINED FIRE)")) {
                        return; // a quiet check stops here
                    }
                }
                if (action == FireAction.CONCENTRATED_FIRE && u.activation() != Activation.FRESH) {
                    if (refuse(() -> who + " is " + u.activation().word() + ": only fresh units may support a concentrated attack (000 · COMBINED FIRE)")) {
                        return; // a quiet check stops here
                    }
                }
                if (u.condition() == Condition.PINNED && desperate(u)) {
                    halvings.add(DESPERATE);
                } else if (u.condition() == Condition.PINNED) {
                    if (refuse(() -> who + " is pinned and may not fire (000 · SQUAD CONDITIONS)")) {
                        return; // a quiet check stops here
                    }
                }
            }
        }

        /** 003 · LIMITED COMBINED FIRE: a supporter must be within shouting distance of the active unit (an optional rule). */
        void shoutingDistance(Unit supporter) {
            String why = LimitedCombinedFire.refusal(position, lead, supporter);
            if (why != null) {
                refuse(() -> why);
            }
        }

        /** Operations · Desperate Defenders: "Your squads may attack at half their firepower … even if they are pinned or disrupted." */
        boolean desperate(Unit u) {
            return u.isSquad() && position.operations().has(u.nation(), "desperate-defenders");
        }

        boolean officerInHex(Unit u) {
            for (Unit other : position.unitsAt(u.hex())) {
                if (other.nation().equals(u.nation()) && other.hasAbility("rally")) {
                    return true;
                }
            }
            return false;
        }

        /** LOS from the unit, or for a mortar from a friendly spotter (000 · Ballistic Fire); explained, or refused. */
        String sight(Unit u) {
            if (quiet) {
                return quietSight(u);
            }
            LosResult los = LineOfSight.check(board, u.hex(), targetHex, !anyRange); // 003 · NIGHT RULES: visibility
            if (los.clear()) {
                return "LOS " + u.hex() + " → " + targetHex + ": " + los.reason();
            }
            if (!area) {
                refuse(() -> u.id() + " has no line of sight to " + targetHex + ": " + los.reason() + " (" + los.rule().heading() + ")");
            }
            for (Unit spotter : spotters(u)) {
                if (LineOfSight.check(board, spotter.hex(), targetHex, !anyRange).clear()) {
                    return "no LOS of its own (" + los.reason() + "); uses the LOS of " + spotter.id() + " in " + spotter.hex()
                            + " (000 · Ballistic Fire)";
                }
            }
            throw new IllegalAttack(u.id() + " has no line of sight to " + targetHex + " (" + los.reason()
                    + ") and no non-fatigued friendly unit" + (request.spotterId() == null ? "" : " (" + request.spotterId() + ")")
                    + " sees it (000 · Ballistic Fire)");
        }

        /** {@link #sight} for a quiet check: only whether the unit (or, in an area attack, a spotter) sees the target. */
        private String quietSight(Unit u) {
            if (LineOfSight.canSee(board, u.hex(), targetHex, !anyRange)) {
                return null;
            }
            if (area) {
                for (Unit spotter : spotters(u)) {
                    if (LineOfSight.canSee(board, spotter.hex(), targetHex, !anyRange)) {
                        return null;
                    }
                }
            }
            refused = true;
            return null;
        }

        List<Unit> spotters(Unit mortar) {
            List<Unit> list = new ArrayList<>();
            for (Unit f : position.units()) {
                if ((request.spotterId() == null || request.spotterId().equals(f.id())) && maySpot(position, f, mortar)) {
                    list.add(f);
                }
            }
            return list;
        }

        FireValues fire(UnitType t) {
            if (area) {
                return t.makesAreaAttacks() ? (type == AttackType.SUPPRESSIVE ? t.areaSuppressive() : t.areaNormal()) : FireValues.NONE;
            }
            if (t.makesAreaAttacks()) {
                return FireValues.NONE;
            }
            return bunkerTarget ? Bunkers.against(t) : t.against(vehicleTarget); // 003 · PILLBOXES AND BUNKERS
        }

        /** Figures that may take part at all: the right weapon, and op fire rules (000 · No Mixed Fire, No Opportunity Fire). */
        List<Integer> candidateFigures(Unit u) {
            List<Integer> out = new ArrayList<>();
            for (int i = 0; i < u.figures().size(); i++) {
                UnitType t = u.figures().get(i);
                if (action == FireAction.OP_FIRE && t.hasAbility("no-op-fire")) {
                    continue;
                }
                if (fire(t).canAttack()) {
                    out.add(i);
                }
            }
            return out;
        }

        List<Integer> validateChoice(Unit u, List<Integer> chosen, List<Integer> candidates) {
            if (chosen.isEmpty()) {
                if (refuse(() -> u.id() + ": at least one figure must take part")) {
                    return null; // a quiet check stops here
                }
            }
            Set<Integer> distinct = new HashSet<>(chosen);
            for (int i : chosen) {
                if (i < 0 || i >= u.figures().size()) {
                    if (refuse(() -> u.id() + " has no figure number " + i + " (figures 0–" + (u.figures().size() - 1) + ")")) {
                        return null; // a quiet check stops here
                    }
                }
                if (!candidates.contains(i)) {
                    if (refuse(() -> u.id() + ": the " + u.figures().get(i).name().toLowerCase() + " cannot take part ("
                            + whyLeftOut(u, i, candidates) + ")")) {
                        return null; // a quiet check stops here
                    }
                }
            }
            if (distinct.size() != chosen.size()) {
                if (refuse(() -> u.id() + ": a figure is named twice")) {
                    return null; // a quiet check stops here
                }
            }
            return List.copyOf(chosen);
        }

        String whyLeftOut(Unit u, int i, List<Integer> candidates) {
            UnitType t = u.figures().get(i);
            if (!candidates.contains(i)) {
                if (action == FireAction.OP_FIRE && t.hasAbility("no-op-fire")) {
                    return "000 · No Opportunity Fire";
                }
                if (area != t.makesAreaAttacks()) {
                    return "000 · No Mixed Fire";
                }
                return bunkerTarget ? "no range against vehicles, and a squad in a pillbox is a vehicular target ("
                        + Bunkers.RULE.heading() + ")" : "no attack against " + (vehicleTarget ? "vehicles" : "infantry");
            }
            return "left out so the squad's range is that of its longer-ranged figures (000 · DETERMINING RANGE)";
        }

        /**
         * The default choice of figures: for each range threshold, the figures reaching at least that far;
         * take the set with the most expected successes (docs/rulings.md R-CMB-2).
         */
        List<Integer> bestFigures(Unit u, List<Integer> candidates, Role role) {
            List<Integer> best = null;
            double bestValue = -1;
            int[] thresholds = new int[candidates.size()]; // the candidates' ranges, each once, from the shortest
            for (int k = 0; k < thresholds.length; k++) {
                thresholds[k] = fire(u.figures().get(candidates.get(k))).range();
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
                    if (fire(u.figures().get(i)).range() >= threshold) {
                        set.add(i);
                        fp += fire(u.figures().get(i)).firepower();
                    }
                }
                RangeCheck rc = RangeCheck.of(board, u.hex(), targetHex, printedRange(u, set, null));
                if (!usable(rc)) {
                    continue;
                }
                double value = fp * DiceMath.chance(hitNumber(rc.band()));
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

        boolean usable(RangeCheck rc) {
            if (rc.band() == RangeBand.OUT_OF_RANGE) {
                return false;
            }
            if (rc.band() == RangeBand.LONG && (action == FireAction.FIRE_AND_MOVEMENT
                    || (target != null && target.usesSpecialization("recon")))) {
                return false;
            }
            return true;
        }

        /** 000 · DETERMINING RANGE, with the abilities that change a range value ({@code mods} null: not written down). */
        int printedRange(Unit u, List<Integer> figures, List<Modifier> mods) {
            int range = Integer.MAX_VALUE;
            for (int i : figures) {
                range = Math.min(range, fire(u.figures().get(i)).range());
            }
            if (range == Integer.MAX_VALUE) {
                range = 0;
            }
            if ((vehicleTarget || bunkerTarget) && u.usesSpecialization("anti-tank")) { // 003 · PILLBOXES AND BUNKERS too
                int baseRange = u.specialization().param("baseRangeVsVehicle");
                if (mods != null) {
                    mods.add(new Modifier("anti-tank base range " + baseRange + " against vehicles (was " + range + ")",
                            baseRange - range, "000 · Armor-Piercing Weaponry"));
                }
                range = baseRange;
            }
            if (!area && !vehicleTarget && !bunkerTarget && u.usesSpecialization("smg")) {
                int d = u.specialization().param("rangeVsInfantry");
                if (mods != null) {
                    mods.add(new Modifier("SMG range against infantry", d, "002 · SMG Units"));
                }
                range += d;
            }
            if (concussive(u)) {
                int d = u.figures().get(0).abilityParam("concussive-firepower", "range");
                if (mods != null) {
                    mods.add(new Modifier("Concussive Firepower against a squad in a building, bunker or pillbox", d, "000/002 · Concussive Firepower"));
                }
                range += d;
            }
            return Math.max(0, range);
        }

        boolean concussive(Unit u) {
            return u.isVehicle() && u.hasAbility("concussive-firepower") && target != null && target.isSquad()
                    && !BritishTanksVersusInfantry.losesConcussiveFirepower(position, u) // 003 · BRITISH TANKS VERSUS INFANTRY
                    && (board.terrain(target.hex()).id().equals("building") || "pillbox".equals(target.fortification())
                    || "bunker".equals(target.fortification()));
        }

        void checkRange(Unit u, RangeCheck range) {
            if (range.band() == RangeBand.OUT_OF_RANGE) {
                if (refuse(() -> u.id() + " is out of range: " + range.explain() + " (000 · DETERMINING RANGE)")) {
                    return; // a quiet check stops here
                }
            }
            if (range.band() == RangeBand.LONG && action == FireAction.FIRE_AND_MOVEMENT) {
                if (refuse(() -> u.id() + ": a unit taking a Fire and Movement action may not make a long-range attack ("
                        + range.explain() + ") (000 · DETERMINING RANGE)")) {
                    return; // a quiet check stops here
                }
            }
            if (range.band() == RangeBand.LONG && request.starShell()) { // 003 · NIGHT RULES: "within the mortar crew's normal range"
                if (refuse(() -> u.id() + ": a star shell is placed within the mortar crew's normal range, and " + range.explain()
                        + " is long range (" + Night.RULE.heading() + ", Star Shells)")) {
                    return; // a quiet check stops here
                }
            }
            String he = Munitions.longRangeRefusal(position, u, range.band()); // 002 · MUNITIONS: HE, no long-range attacks
            if (he != null) {
                if (refuse(() -> he)) {
                    return; // a quiet check stops here
                }
            }
            if (range.band() == RangeBand.LONG && target != null && target.usesSpecialization("recon")) {
                if (refuse(() -> target.id() + " is a recon squad and cannot be attacked at long range; it is out of range"
                        + " for this attack (002 · Recon: Stealth)")) {
                    return; // a quiet check stops here
                }
            }
        }

        /** Additions and subtractions to firepower, applied before any halving (000 · CALCULATING MODIFIERS). */
        List<Modifier> additions(Unit u, RangeCheck range) {
            List<Modifier> mods = new ArrayList<>();
            if (concussive(u) && board.pillboxesResistConcussion() && "pillbox".equals(target.fortification())) {
                // 002 · Siegfried Assault: "tanks firing at them still get the +3 to range but do not get the +3 Concussive Firepower bonus"
                notes.add("the pillboxes of this scenario resist Concussive Firepower: range bonus only (scenario special rule)");
            } else if (concussive(u)) {
                mods.add(new Modifier("Concussive Firepower against a squad in a building, bunker or pillbox",
                        u.figures().get(0).abilityParam("concussive-firepower", "firepower"), "000/002 · Concussive Firepower"));
            }
            Modifier arc = TurretlessFacing.firepower(position, u, targetHex); // 003 · TURRETLESS VEHICLES AND FACING
            if (arc != null) {
                mods.add(arc);
            }
            Modifier oneMg = BritishTanksVersusInfantry.firepower(position, u, !area && !vehicleTarget && !bunkerTarget); // 003 · BRITISH TANKS VERSUS INFANTRY
            if (oneMg != null) {
                mods.add(oneMg);
            }
            var ace = u.hasTrait("tank") && vehicleTarget ? position.operations().of(u.nation(), "tank-firepower") : null;
            if (ace != null) {
                mods.add(new Modifier(ace.name() + ": a tank attacking a vehicle", ace.param("firepower", 1), "Operations · " + ace.name()));
            }
            if (u.isSquad() && u.specialization() != null && !u.isPinnedOrDisrupted() && !area) {
                switch (u.specialization().id()) {
                    case "anti-tank" -> {
                        if (vehicleTarget) {
                            mods.add(new Modifier("anti-tank squad against a vehicle", u.specialization().param("firepowerVsVehicle"),
                                    "000 · Armor-Piercing Weaponry"));
                        } else if (bunkerTarget) { // 003 · PILLBOXES AND BUNKERS: "even when using suppressive fire"
                            mods.add(new Modifier("anti-tank squad against a pillbox or bunker, a vehicular target",
                                    u.specialization().param("firepowerVsVehicle"), "000 · Armor-Piercing Weaponry; " + Bunkers.RULE.heading()));
                        }
                    }
                    case "flamethrower" -> {
                        if (range.distance() == 1) {
                            mods.add(new Modifier("flamethrower against an adjacent unit", u.specialization().param("firepowerAdjacent"),
                                    "000 · Flaming Death"));
                        }
                    }
                    case "smg" -> {
                        if (!vehicleTarget) {
                            mods.add(new Modifier("SMG squad against infantry", u.specialization().param("firepowerVsInfantry"),
                                    "002 · SMG Units"));
                        }
                    }
                    case "alpha" -> {
                        if (!vehicleTarget && u.stars() > 0) {
                            mods.add(new Modifier("Alpha Unit, " + u.stars() + " star" + (u.stars() == 1 ? "" : "s"),
                                    u.stars() * u.specialization().param("firepowerPerStarVsInfantry"), "002 · Adept Marksmen"));
                        }
                    }
                    default -> { }
                }
            }
            Modifier round = Munitions.firepower(position, u, vehicleTarget && !smokeRound, range.band()); // 002 · MUNITIONS
            if (round != null) {
                mods.add(round);
            }
            return mods;
        }

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
}
