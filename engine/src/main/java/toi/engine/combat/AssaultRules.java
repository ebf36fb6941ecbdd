package toi.engine.combat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import toi.engine.hex.Hex;
import toi.engine.map.Board;
import toi.engine.map.MarkerType;
import toi.engine.units.Activation;
import toi.engine.units.Condition;
import toi.engine.units.Damage;
import toi.engine.options.RuleOption;
import toi.engine.units.Position;
import toi.engine.units.Unit;
import toi.engine.units.UnitType;

/** 000 · ASSAULT ATTACKS steps 1–4: who may assault and support, both sides' strength, the defenders' cover. */
public final class AssaultRules {

    /** 000 · ASSAULT ATTACKS step 1: "Up to two friendly squads … may support the attack". */
    public static final int MAX_SUPPORTERS = 2;

    private AssaultRules() {
    }

    public static AssaultBreakdown propose(Position position, AssaultRequest request) {
        Board board = position.board();
        Unit active = position.unit(request.attackerId()).orElseThrow(
                () -> new IllegalAttack("no unit '" + request.attackerId() + "' in this position"));
        Hex target = request.targetHex();
        if (target == null || !board.isPlayable(target)) {
            throw new IllegalAttack("an assault needs an adjacent hex on the board as its target");
        }
        checkAssaulter(active, Role.LEAD);
        if (!active.hex().isAdjacentTo(target)) {
            throw new IllegalAttack(active.id() + " is in " + active.hex() + ", not adjacent to " + target
                    + ": the active squad assaults an adjacent hex (000 · ASSAULT ATTACKS)");
        }
        List<Unit> defenders = new ArrayList<>();
        for (Unit u : position.unitsAt(target)) {
            if (!u.nation().equals(active.nation())) {
                defenders.add(u);
            }
        }
        if (defenders.isEmpty()) {
            throw new IllegalAttack(target + " contains no enemy unit to assault (000 · ASSAULT ATTACKS)");
        }
        for (Unit d : defenders) {
            if (d.hasTrait("heavy-vehicle")) {
                throw new IllegalAttack(target + " contains " + d.describe() + ": the active squad may not assault a hex that"
                        + " contains an enemy heavy vehicle (000 · ASSAULT ATTACKS)");
            }
        }
        if (request.supporterIds().size() > MAX_SUPPORTERS) {
            throw new IllegalAttack("up to two friendly squads may support an assault, not " + request.supporterIds().size()
                    + " (000 · ASSAULT ATTACKS step 1)");
        }
        List<Unit> supporters = new ArrayList<>();
        Set<String> seen = new HashSet<>(List.of(active.id()));
        for (String id : request.supporterIds()) {
            Unit s = position.unit(id).orElseThrow(() -> new IllegalAttack("no unit '" + id + "' in this position"));
            if (!seen.add(id)) {
                throw new IllegalAttack(id + " is named twice in the assault");
            }
            if (!s.nation().equals(active.nation())) {
                throw new IllegalAttack(id + " is not on the assaulting side");
            }
            checkAssaulter(s, Role.SUPPORT);
            if (!s.hex().isAdjacentTo(target)) {
                throw new IllegalAttack(id + " is in " + s.hex() + ", not adjacent to the target hex " + target
                        + ": supporting squads must be adjacent to it (000 · ASSAULT ATTACKS step 1)");
            }
            supporters.add(s);
        }
        boolean smokeOnTarget = board.hasMarker(target, "smoke");
        List<String> notes = new ArrayList<>();
        List<AssaultShare> attackers = new ArrayList<>();
        attackers.add(attackerShare(position, active, Role.LEAD, smokeOnTarget));
        for (Unit s : supporters) {
            attackers.add(attackerShare(position, s, Role.SUPPORT, smokeOnTarget));
        }
        List<Modifier> bonus = new ArrayList<>();
        List<Unit> all = new ArrayList<>(supporters);
        all.add(0, active);
        boolean flamethrower = false;
        boolean fortified = board.terrain(target).id().equals("building");
        for (Unit d : defenders) {
            fortified |= "pillbox".equals(d.fortification());
        }
        for (Unit u : all) {
            if (fortified && u.usesSpecialization("engineer") && position.operations().option(RuleOption.ENGINEERS)) {
                // 003 · ENGINEERS: "+1 firepower, in addition to any other modifiers, when assaulting units in buildings or pillboxes"
                bonus.add(new Modifier(u.id() + " is an engineer squad assaulting a building or pillbox",
                        position.options().param(RuleOption.ENGINEERS, "assaultFirepower"), RuleOption.ENGINEERS.heading()));
            }
            if (u.usesSpecialization("flamethrower")) {
                flamethrower = true;
                bonus.add(new Modifier(u.id() + " is a flamethrower squad", u.specialization().param("assaultFirepower"),
                        "000 · Flamethrower Assaults"));
            }
        }
        boolean officer = false;
        for (Unit d : defenders) {
            officer |= d.hasAbility("rally") && !d.isTransported();
        }
        List<AssaultShare> defending = new ArrayList<>();
        for (Unit d : defenders) {
            defending.add(defenderShare(position, d, officer, smokeOnTarget));
        }
        List<Modifier> cover = defenderCover(position, target, defenders);
        int total = 0;
        for (Modifier m : cover) {
            total += m.amount();
        }
        if (flamethrower) {
            int reduction = firstFlamethrower(all).specialization().param("assaultCoverReduction");
            cover.add(new Modifier("Flamethrower Assault: the defenders' combined cover −" + reduction, -Math.min(total, reduction),
                    "000 · Flamethrower Assaults"));
            total = Math.max(0, total - reduction);
        }
        for (Unit d : defenders) {
            if (d.concealed()) {
                notes.add(d.id() + " is concealed; it defends and is revealed (000 · CONCEALED SQUADS)");
            }
        }
        notes.add("the assault succeeds only if the attacker's hits exceed the defender's (000 · ASSAULT ATTACKS step 9)");
        return new AssaultBreakdown(request, target, List.copyOf(attackers), List.copyOf(bonus), List.copyOf(defending),
                List.copyOf(cover), total, List.copyOf(notes));
    }

    private static Unit firstFlamethrower(List<Unit> units) {
        for (Unit u : units) {
            if (u.usesSpecialization("flamethrower")) {
                return u;
            }
        }
        throw new IllegalStateException();
    }

    private static void checkAssaulter(Unit u, Role role) {
        String who = u.id();
        if (!u.isSquad()) {
            throw new IllegalAttack(who + " is a vehicle: only squads may execute or support assaults (000 · ASSAULT ATTACKS)");
        }
        if (u.hasTrait("heavy-infantry-weapon")) {
            throw new IllegalAttack(who + " contains a figure with the heavy infantry weapon trait and may not "
                    + (role == Role.LEAD ? "assault" : "support an assault") + " (000 · ASSAULT ATTACKS)");
        }
        if (u.isPinnedOrDisrupted()) {
            throw new IllegalAttack(who + " is " + u.condition().word() + " and may not "
                    + (role == Role.LEAD ? "assault" : "support an assault") + " (000 · ASSAULT ATTACKS step 1; SQUAD CONDITIONS)");
        }
        if (u.isTransported()) {
            throw new IllegalAttack(who + " is inside " + u.carriedBy() + " (000 · Transporting Squads in Vehicles)");
        }
        if (role == Role.LEAD && u.activation() != Activation.FRESH) {
            throw new IllegalAttack(who + " is " + u.activation().word() + ": only a fresh squad is activated to assault (000 · THE ACTION PHASE)");
        }
    }

    private static AssaultShare attackerShare(Position position, Unit u, Role role, boolean smokeOnTarget) {
        Board board = position.board();
        int base = 0;
        for (UnitType t : u.figures()) {
            base += t.vsInfantry().firepower(); // "firepower against infantry (even if the target hex contains a light vehicle)"
        }
        List<Modifier> adds = infantryBonuses(u);
        var merciless = position.operations().of(u.nation(), "assault-firepower");
        if (merciless != null) { // Operations · Merciless Assault: "+1 firepower when making or supporting an assault attack"
            adds.add(new Modifier(merciless.name(), merciless.param("firepower", 1), "Operations · " + merciless.name()));
        }
        List<Halving> halvings = new ArrayList<>();
        if (role == Role.SUPPORT) {
            halvings.add(new Halving("supporting the assault", "000 · ASSAULT ATTACKS step 2"));
        }
        if (smokeOnTarget) {
            halvings.add(new Halving("assaulting a hex with a smoke marker", "000 · Smoke"));
        }
        for (MarkerType m : board.markers(u.hex())) {
            if (m.id().equals("razor-wire")) {
                halvings.add(new Halving("in a razor wire hex", "000 · Razor Wire"));
            } else if (m.id().equals("minefield")) {
                halvings.add(new Halving("in a minefield hex", "000 · Minefields"));
            }
            // smoke in the assaulting squad's own hex does not halve (000 · Smoke)
        }
        if (halvings.size() > 1) {
            throw new IllegalAttack(u.id() + " would have its firepower halved twice (" + halvings.get(0) + "; " + halvings.get(1)
                    + ") and so may not " + (role == Role.LEAD ? "assault" : "support") + " (000 · HALVING FIREPOWER"
                    + (smokeOnTarget ? "; 000 · Smoke: squads cannot support an assault against a hex containing a smoke marker" : "") + ")");
        }
        int fp = fire(base, adds, halvings);
        return new AssaultShare(u, role, base, List.copyOf(adds), List.copyOf(halvings), fp, rerolls(u), "");
    }

    private static AssaultShare defenderShare(Position position, Unit u, boolean officerPresent, boolean smoke) {
        Board board = position.board();
        boolean desperate = u.isSquad() && position.operations().has(u.nation(), "desperate-defenders");
        if (u.isTransported()) {
            return new AssaultShare(u, Role.SUPPORT, 0, List.of(), List.of(), 0, 0,
                    "inside " + u.carriedBy() + ": cannot fire (000 · Transporting Squads in Vehicles)");
        }
        if (u.condition() == Condition.DISRUPTED && !desperate) {
            return new AssaultShare(u, Role.SUPPORT, 0, List.of(), List.of(), 0, 0,
                    "disrupted: contributes no firepower (000 · ASSAULT ATTACKS step 3)");
        }
        int base = 0;
        int mortars = 0;
        for (UnitType t : u.figures()) {
            if (t.makesAreaAttacks()) {
                mortars++; // 000 · Minimum Distance: no firepower in an assault against its own hex
            } else {
                base += t.vsInfantry().firepower();
            }
        }
        List<Modifier> adds = u.isSquad() ? infantryBonuses(u) : new ArrayList<>();
        if (InherentCrews.suppressible(position, u)) { // 003 · INHERENT CREWS: "only add 1 firepower to the defense strength"
            base = 0;
            adds.add(InherentCrews.assaultShare(position));
        }
        boolean smallArms = mortars > 0 && position.operations().option(RuleOption.MORTAR_CREWS_DEFEND);
        if (smallArms) { // 003 · MORTAR CREWS: "each mortar crew may contribute 1 firepower to the defender's attack strength"
            int each = position.options().param(RuleOption.MORTAR_CREWS_DEFEND, "firepowerPerCrew");
            adds.add(new Modifier(mortars + " mortar crew" + (mortars == 1 ? "" : "s") + " defending with small arms",
                    mortars * each, RuleOption.MORTAR_CREWS_DEFEND.heading()));
        }
        List<Halving> halvings = new ArrayList<>();
        if (u.condition() == Condition.DISRUPTED) { // Operations · Desperate Defenders
            halvings.add(new Halving("disrupted, defending as a Desperate Defender", "Operations · Desperate Defenders"));
        }
        if (u.condition() == Condition.PINNED && !officerPresent) {
            halvings.add(new Halving("pinned, with no defending officer present", "000 · ASSAULT ATTACKS step 3"));
        }
        if (smoke) {
            halvings.add(new Halving("defending in a hex with a smoke marker", "000 · Smoke"));
        }
        if (u.isVehicle() && u.damage() == Damage.HEAVY) {
            halvings.add(new Halving("heavily damaged", "000 · VEHICLE DAMAGE"));
        }
        for (MarkerType m : board.markers(u.hex())) {
            if (m.id().equals("razor-wire") && u.isSquad()) {
                halvings.add(new Halving("in a razor wire hex", "000 · Razor Wire"));
            } else if (m.id().equals("minefield")) {
                halvings.add(new Halving("in a minefield hex", "000 · Minefields"));
            }
        }
        if (halvings.size() > 1) {
            return new AssaultShare(u, Role.SUPPORT, base, List.copyOf(adds), List.copyOf(halvings), 0, 0,
                    "halved twice: may not attack (000 · HALVING FIREPOWER)");
        }
        int fp = fire(base, adds, halvings);
        String note = mortars == 0 || smallArms ? ""
                : "mortar crews add no firepower in an assault on their own hex (000 · Minimum Distance)";
        return new AssaultShare(u, Role.SUPPORT, base, List.copyOf(adds), List.copyOf(halvings), fp, rerolls(u), note);
    }

    /** Specialization bonuses to firepower against infantry (002 · SMG Units, Alpha Unit), when usable. */
    private static List<Modifier> infantryBonuses(Unit u) {
        List<Modifier> adds = new ArrayList<>();
        if (u.usesSpecialization("smg")) {
            adds.add(new Modifier("SMG squad against infantry", u.specialization().param("firepowerVsInfantry"), "002 · SMG Units"));
        }
        if (u.usesSpecialization("alpha") && u.stars() > 0) {
            adds.add(new Modifier("Alpha Unit, " + u.stars() + " star" + (u.stars() == 1 ? "" : "s"),
                    u.stars() * u.specialization().param("firepowerPerStarVsInfantry"), "002 · Adept Marksmen"));
        }
        return adds;
    }

    private static int fire(int base, List<Modifier> adds, List<Halving> halvings) {
        int total = base;
        for (Modifier m : adds) {
            total += m.amount();
        }
        total = Math.max(0, total);
        return halvings.isEmpty() ? total : (total + 1) / 2;
    }

    private static int rerolls(Unit u) {
        return u.usesSpecialization("expert") ? u.figures().size() * u.specialization().param("rerollsPerFigure") : 0;
    }

    /**
     * 000 · ASSAULT ATTACKS step 4: the defender's terrain cover plus the cover of every fortification a
     * defending squad occupies (cumulative); light vehicles add no armor. Smoke +2, a tank trap +1 for
     * the squads, a medic's Bandage +1 (002: "may also be used while defending against an assault").
     */
    private static List<Modifier> defenderCover(Position position, Hex hex, List<Unit> defenders) {
        Board board = position.board();
        List<Modifier> cover = new ArrayList<>();
        int terrain = board.terrain(hex).cover();
        if (terrain != 0) {
            cover.add(new Modifier(board.terrain(hex).name().toLowerCase() + " terrain", terrain, "000 · TERRAIN BREAKDOWN"));
        }
        boolean squads = false;
        boolean medic = false;
        for (Unit d : defenders) {
            if (d.isTransported()) {
                continue;
            }
            squads |= d.isSquad();
            medic |= d.usesSpecialization("medic");
            if (d.fortification() != null) {
                MarkerType m = board.catalog().marker(d.fortification()).orElseThrow();
                cover.add(new Modifier(d.id() + " in " + (m.id().equals("entrenchment") ? "an " : "a ") + m.name().toLowerCase(),
                        m.cover(), "000 · ASSAULT ATTACKS step 4 (fortification cover is cumulative)"));
            }
            if (d.usesSpecialization("bravo") && d.stars() > 0) {
                cover.add(new Modifier(d.id() + " Bravo Unit, " + d.stars() + " star" + (d.stars() == 1 ? "" : "s"),
                        d.stars() * d.specialization().param("coverPerStar"), "002 · Adept Defenders"));
            }
        }
        for (MarkerType m : board.markers(hex)) {
            if (m.cover() != 0 && (m.coverFor().equals("all") || (m.coverFor().equals("squads") && squads))) {
                cover.add(new Modifier(m.name().toLowerCase(), m.cover(), "000 · " + m.name()));
            }
        }
        if (medic) {
            for (Unit d : defenders) {
                if (d.usesSpecialization("medic")) {
                    cover.add(new Modifier("medic squad defending", d.specialization().param("bandageCover"), "002 · Bandage"));
                    break;
                }
            }
        }
        return cover;
    }
}
