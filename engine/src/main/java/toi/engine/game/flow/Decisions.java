package toi.engine.game.flow;

import toi.engine.game.rules.BoxLimits;
import toi.engine.combat.InherentCrews;
import toi.engine.game.rules.EquipmentTransport;
import toi.engine.game.rules.EquipmentUnits;

import toi.engine.game.protocol.ActionKind;
import toi.engine.game.protocol.Choice;
import toi.engine.game.protocol.Decision;
import toi.engine.game.rules.CardDecks;
import toi.engine.game.rules.Engineers;
import toi.engine.game.rules.Fire;
import toi.engine.game.rules.Movement;
import toi.engine.game.rules.TeamSupport;
import toi.engine.game.state.AttackMemo;
import toi.engine.game.state.Activity;
import toi.engine.game.state.GameState;

import java.util.ArrayList;
import java.util.List;
import toi.engine.combat.AttackRequest;
import toi.engine.combat.AttackRules;
import toi.engine.combat.LimitedCombinedFire;
import toi.engine.combat.Munitions;
import toi.engine.combat.Night;
import toi.engine.units.Munition;
import toi.engine.combat.SmokeRounds;
import toi.engine.combat.AttackType;
import toi.engine.combat.FireAction;
import toi.engine.combat.FigureKinds;
import toi.engine.combat.IllegalAttack;
import toi.engine.hex.Hex;
import toi.engine.move.MovePoints;
import toi.engine.move.MovementRules;
import toi.engine.units.Activation;
import toi.engine.units.Position;
import toi.engine.units.Unit;

/** The pending decision of a game state ({@link Frame} on top), and the legal choices the frames offer. */
public final class Decisions {
    /** Normal and suppressive, in order (one array: {@code values()} copies its array on every call). */
    private static final AttackType[] ATTACK_TYPES = AttackType.values();

    private Decisions() {
    }

    /** The kind of the pending decision and who makes it, without enumerating the options (cheap). */
    public static Decision header(GameState s) {
        return FrameRules.top(s).decision(s, false);
    }

    /** The pending decision with its legal choices. */
    public static Decision pending(GameState s) {
        return FrameRules.top(s).decision(s, true);
    }

    /** 000 · GAME SETUP steps 5–7: the setup decision, with its options when asked for. */
    static Decision setupDecision(GameState s, boolean withOptions) {
        String n = s.stepQueue.get(0);
        String pool = Setup.pool(s, n);
        String division = s.setup.teams() ? Setup.division(pool) : null; // in team games each division's player builds its own
        if (s.stock.proposedTransfer != null) {
            Choice.TransferCrew t = s.stock.proposedTransfer;
            return new Decision(s.opponent(n), Decision.Kind.AGREE, n + " asks to transfer a " + t.crew() + " from division " + t.from()
                    + " to division " + t.to() + " for 2 regular infantry: agree or refuse? (002 · Scenario Guide, optional)",
                    withOptions ? List.of(new Choice.Agree(true), new Choice.Agree(false)) : List.of());
        }
        switch (s.setupStep) {
            case BUILD -> {
                int bases = s.stock.bases.get(pool);
                return new Decision(n, division, Decision.Kind.BUILD_SQUAD, () -> "build a full squad from "
                        + (Setup.division(pool) == null ? "your figures" : "division " + Setup.division(pool) + "'s figures")
                        + " (" + bases + " bases left) (000 · BUILDING SQUADS)", withOptions ? Setup.buildOptions(s, n) : List.of());
            }
            case TOKENS -> {
                List<Integer> groups = s.stock.tokenGroups.getOrDefault(pool, List.of());
                if (!groups.isEmpty()) { // docs/rulings.md R-SCN-7: the guide's picture is lost, the side chooses the kind
                    List<Choice> options = new ArrayList<>();
                    if (withOptions) {
                        options.add(new Choice.EndTokens());
                        for (String kind : Setup.choosableTokens(s)) {
                            options.add(new Choice.ChooseTokens(kind, groups.get(0)));
                        }
                    }
                    return new Decision(n, division, Decision.Kind.ASSIGN_TOKEN, () -> "Choose what your " + groups.get(0) + " extra token"
                            + (groups.get(0) == 1 ? " is" : "s are") + " for "
                            + (Setup.division(pool) == null ? "your" : "division " + Setup.division(pool) + "'s")
                            + " squads: a specialization or concealed squad markers (docs/rulings.md R-SCN-7)", options);
                }
                List<Choice> options = new ArrayList<>();
                if (withOptions) {
                    options.add(new Choice.EndTokens());
                    s.stock.tokens.get(pool).forEach((token, count) -> {
                        for (Unit u : s.reserve.values()) {
                            if (count > 0 && Setup.tokenRefusal(s, n, token, u) == null) {
                                options.add(new Choice.AssignToken(token, u.id()));
                            }
                        }
                    });
                }
                return new Decision(n, division, Decision.Kind.ASSIGN_TOKEN, "Assign specialization tokens (" + toi.engine.event.GameWords.counts(s.stock.tokens.get(pool)) + ")"
                        + " to " + (Setup.division(pool) == null ? "your" : "division " + Setup.division(pool) + "'s")
                        + " squads (000 · Squad Specialization)", options);
            }
            case MARKERS -> {
                return new Decision(n, Decision.Kind.PLACE_MARKER, "Place your markers (" + toi.engine.event.GameWords.counts(s.stock.markers.get(n)) + ")"
                        + " anywhere in your deployment zone, or done (scenario setup)", withOptions ? SetupMarkers.options(s, n) : List.of());
            }
            case DEPLOY -> {
                return Decision.ofListing(n, null, Decision.Kind.DEPLOY, () -> "place your starting units in your deployment zone (000 · GAME SETUP step 6)",
                        withOptions ? Setup.deployOptions(s, n) : List.of());
            }
            default -> {
                return new Decision(n, Decision.Kind.OP_FIRE_MODE, "place starting units in Op Fire mode (000 · GAME SETUP step 7)",
                        withOptions ? opFireModeOptions(s, n) : List.of());
            }
        }
    }

    static List<Choice> casualtyOptions(Unit squad, int count) {
        List<Choice> out = new ArrayList<>();
        combine(squad.figures().size(), count, 0, new ArrayList<>(), squad.id(), out);
        return out;
    }

    private static void combine(int n, int k, int from, List<Integer> chosen, String id, List<Choice> out) {
        if (chosen.size() == k) {
            out.add(new Choice.Casualties(id, chosen));
            return;
        }
        for (int i = from; i < n; i++) {
            chosen.add(i);
            combine(n, k, i + 1, chosen, id, out);
            chosen.remove(chosen.size() - 1);
        }
    }

    static List<Choice> opFireModeOptions(GameState s, String nation) {
        List<String> eligible = new ArrayList<>();
        for (Unit u : s.units.values()) {
            if (u.nation().equals(nation) && !u.isPinnedOrDisrupted() && !u.isTransported()) {
                eligible.add(u.id());
            }
        }
        List<Choice> options = new ArrayList<>();
        options.add(new Choice.SetOpFire(List.of()));
        for (String id : eligible) {
            options.add(new Choice.SetOpFire(List.of(id)));
        }
        if (eligible.size() > 1) {
            options.add(new Choice.SetOpFire(eligible));
        }
        return options;
    }

    static List<Choice> actionOptions(GameState s) {
        List<Choice> options = new ArrayList<>();
        options.add(new Choice.Pass());
        options.addAll(CardDecks.activationOptions(s, s.turn, true));
        Position p = s.position();
        Reach reach = new Reach(s, p); // one listing, one side, one action (concentrated fire): shared by every lead
        int place = -1; // the unit's place in the walk over the state's units, as the attack memo knows it (AttackMemo.known)
        for (Unit u : s.units.values()) {
            place++;
            if (!u.nation().equals(s.turn) || u.activation() != Activation.FRESH
                    || (s.setup.teams() && !u.division().equals(s.turnDivision))) {
                continue;
            }
            options.add(new Choice.Act(ActionKind.FATIGUE, u.id(), null));
            boolean equipment = u.isEquipment(); // only an equipment unit's actions are limited (EquipmentUnits.actionRefusal)
            if (!u.isPinnedOrDisrupted() && (!equipment || EquipmentUnits.actionRefusal(s, u, ActionKind.PREPARE_OP_FIRE) == null)) {
                options.add(new Choice.Act(ActionKind.PREPARE_OP_FIRE, u.id(), null));
            }
            if (equipment) { // 003 · OPTIONAL VEHICULAR TRANSPORT RULES: loading and unloading AT guns
                options.addAll(EquipmentTransport.options(s, u));
            }
            if (!u.isImmobile() && s.setup.special().frozen(u, s.round) == null) {
                if (!equipment || EquipmentUnits.actionRefusal(s, u, ActionKind.ADVANCE) == null) { // 003 · FLAK 36 AT GUN
                    options.add(new Choice.Act(ActionKind.ADVANCE, u.id(), null));
                }
                if (!u.hasTrait("heavy-infantry-weapon") && (!equipment || EquipmentUnits.actionRefusal(s, u, ActionKind.FIRE_AND_MOVEMENT) == null)) {
                    options.add(new Choice.Act(ActionKind.FIRE_AND_MOVEMENT, u.id(), null));
                    if (u.isSquad()) {
                        options.add(new Choice.Act(ActionKind.ASSAULT, u.id(), null));
                    }
                }
            }
            if (u.isTransported() || (equipment && EquipmentUnits.actionRefusal(s, u, ActionKind.CONCENTRATED_FIRE) != null)) {
                continue; // squads inside a vehicle cannot fire or use special abilities; an equipment unit needs its crew
            }
            List<Choice.Attack> attacks = attacks(s, p, reach.memo.known(u, place), FireAction.CONCENTRATED_FIRE, null, reach);
            for (int i = 0; i < attacks.size(); i++) { // indexed: the listing's hottest loops make no iterators
                options.add(new Choice.Act(ActionKind.CONCENTRATED_FIRE, u.id(), attacks.get(i)));
            }
            if (u.usesSpecialization("engineer") && p.board().mayPlaceMarker(u.hex(),
                    p.board().catalog().marker("entrenchment").orElseThrow())
                    && BoxLimits.markerShortage(s, p.board().catalog().marker("entrenchment").orElseThrow()) == null) {
                options.add(new Choice.Act(ActionKind.DIG_ENTRENCHMENT, u.id(), null));
                if (u.fortification() == null) {
                    options.add(new Choice.Act(ActionKind.DIG_AND_ENTER, u.id(), null));
                }
            }
            if (u.usesSpecialization("medic") && s.setup.regularInfantry(u.nation()).isPresent()
                    && BoxLimits.figureShortage(s, s.setup.regularInfantry(u.nation()).get()) == null) {
                for (Unit patient : p.unitsAt(u.hex())) {
                    if (patient.nation().equals(u.nation()) && patient.isSquad() && !patient.isTransported()
                            && patient.slotsUsed() < Unit.SQUAD_SLOTS) {
                        options.add(new Choice.Act(ActionKind.HEAL, u.id(), null, patient.id()));
                    }
                }
            }
            if (u.usesSpecialization("mounted")) {
                options.add(new Choice.Act(ActionKind.DISMOUNT, u.id(), null));
            }
        }
        return options;
    }

    static List<Choice> moveOptions(GameState s, Activity a, Unit u) {
        List<Choice> options = new ArrayList<>();
        Position p = s.position();
        boolean enemiesHere = p.holdsEnemyOf(a.here(), u.nation());
        String full = Movement.fullHexRefusal(s, p); // 000 · STACKING LIMITS: not stopping in a full hex
        if ((!enemiesHere || !Movement.anyStep(s, p)) && full == null && !Movement.mustEnterAhead(s)) {
            options.add(new Choice.Stop());
        }
        if (u.facing() != null && toi.engine.combat.Facing.faces(s.operationsInPlay(), u)) { // 003 · FACING AND MOVEMENT
            for (toi.engine.hex.HexDirection d : toi.engine.hex.HexDirection.values()) {
                Choice.Face f = new Choice.Face(u.id(), d);
                if (Movement.rotationRefusal(s, p, f) == null) {
                    options.add(f);
                }
            }
        }
        boolean mayStep = !u.isTransported() && !a.movementOver() // 000 · Fire and Movement: over once it moved, then attacked
                && !(a.moved() && p.board().hasMarker(a.start(), "minefield"));
        if (mayStep) {
            for (Hex to : a.here().neighbors()) {
                if (Movement.stepRefusal(s, p, to, false) == null) {
                    options.add(new Choice.Step(to));
                }
            }
        }
        if (u.isTransported() && a.mpLeft() >= MovePoints.of(2) && !MovementRules.hexIsFullFor(p, u.withCarriedBy(null), u.hex())) {
            options.add(new Choice.Disembark());
        }
        if (u.isSquad() && !u.isTransported() && !u.hasSpecialization("mounted") && a.mpLeft() >= MovePoints.of(2)) {
            for (Unit v : p.unitsAt(a.here())) {
                if (v.isVehicle() && v.nation().equals(u.nation()) && v.vehicleType().transportCapacity()
                        > EquipmentTransport.passengers(p.units(), v.id())) { // an AT gun aboard takes no place (003)
                    options.add(new Choice.Embark(v.id()));
                }
            }
        }
        if (u.isSquad() && !u.isTransported() && u.fortification() == null && a.mpLeft() >= MovePoints.of(1)) {
            for (String m : List.of("entrenchment", "pillbox")) {
                Choice.EnterFortification e = new Choice.EnterFortification(m);
                if (p.board().hasMarker(a.here(), m) && Movement.fortificationRefusal(s, e) == null) {
                    options.add(e);
                }
            }
        }
        if ((u.hasTrait("tank") || u.usesSpecialization("engineer")) && p.board().hasMarker(a.here(), "razor-wire")
                && a.mpLeft() >= MovePoints.of(2)) {
            options.add(new Choice.RemoveWire());
        }
        if (mayStep) {
            options.addAll(toi.engine.game.rules.WreckedVehicles.pushes(s, p, a, u)); // 003 · WRECKED VEHICLES
        }
        if (!u.isTransported() && a.mpLeft() >= MovePoints.of(1) && Movement.isExitFor(s, u, a.here())) {
            options.add(new Choice.ExitBoard());
        }
        if (u.usesSpecialization("engineer") && !u.isTransported()) { // Operations: Lay Smoke, Lay Mines, Clear Tank Trap
            for (var ops : s.operationsInPlay().byNation().getOrDefault(u.nation(), List.of())) {
                boolean place = ops.rule().equals("engineer-marker");
                if ((place || ops.rule().equals("engineer-remove")) && a.mpLeft() >= MovePoints.of(ops.param("mp", 2))) {
                    var type = p.board().catalog().marker(ops.word("marker", "")).orElse(null);
                    boolean inBox = type == null || !place || BoxLimits.markerShortage(s, type) == null; // 000 · COMPONENT LIMITS
                    if (type != null && inBox && (place ? p.board().mayPlaceMarker(a.here(), type) : p.board().hasMarker(a.here(), type.id()))) {
                        options.add(new Choice.EngineerWork(place, type.id()));
                    }
                    if (type != null && place && inBox) { // 003 · ENGINEERS: Lay Smoke into an adjacent hex
                        for (Hex h : Engineers.adjacentSmokeHexes(p, u, type)) {
                            options.add(new Choice.EngineerWork(true, type.id(), h));
                        }
                    }
                }
            }
        }
        if (a.kind() == ActionKind.ASSAULT && !u.isTransported()) {
            for (Hex h : a.here().neighbors()) {
                if (p.holdsEnemyOf(h, u.nation())) {
                    Choice.Assault alone = new Choice.Assault(h, List.of());
                    if (Movement.assaultRefusal(s) == null && legalAssault(p, u, h, List.of())) {
                        options.add(alone);
                        List<String> support = new ArrayList<>();
                        for (Unit f : s.units.values()) {
                            if (f != u && f.nation().equals(u.nation()) && f.isSquad() && f.hex().isAdjacentTo(h) && support.size() < 2) {
                                List<String> trial = new ArrayList<>(support);
                                trial.add(f.id());
                                if (legalAssault(p, u, h, trial)) {
                                    support = trial;
                                }
                            }
                        }
                        if (!support.isEmpty()) {
                            options.add(new Choice.Assault(h, support));
                        }
                    }
                }
            }
        }
        if (a.kind() == ActionKind.FIRE_AND_MOVEMENT && !a.attacked() && full == null) {
            for (Choice.Attack attack : attacks(s, p, u, FireAction.FIRE_AND_MOVEMENT, null)) {
                options.add(new Choice.Fire(attack));
            }
        }
        return options;
    }

    /** Op fire attacks against the active unit in the hex it just entered: each eligible lead, alone and with every eligible supporter. */
    static List<Choice> opFireOptions(GameState s) {
        Activity a = s.activity();
        Unit target = s.units.get(a.unitId());
        Position p = s.position();
        List<Choice> out = new ArrayList<>();
        List<Unit> ready = new ArrayList<>();
        for (Unit u : s.units.values()) {
            if (!u.nation().equals(target.nation()) && u.activation() == Activation.OP_FIRE && !u.isTransported()
                    && !a.opFiredBy().contains(u.id())) {
                ready.add(u);
            }
        }
        Reach reach = new Reach(s, p);
        List<AttackMemo.Known> readyKnown = ready.stream().map(reach.memo::known).toList();
        AttackMemo.Known moving = reach.memo.known(target);
        for (AttackMemo.Known lead : readyKnown) {
            List<Choice.Attack> attacks = new ArrayList<>(4);
            attacksOn(s, p, lead, moving, FireAction.OP_FIRE, readyKnown, a, reach, attacks);
            for (Choice.Attack at : attacks) {
                out.add(new Choice.OpFire(lead.unit.id(), at));
                Choice.Attack crews = supportersCrewsAlone(s, at);
                if (crews != null && legalAttack(p, crews, lead.unit.id(), FireAction.OP_FIRE)) {
                    out.add(new Choice.OpFire(lead.unit.id(), crews));
                }
            }
        }
        return out;
    }

    /**
     * 002 · MACHINE GUN CREW, Rapid Op Fire (R-CMB-2a): "she uses only the machine gun crew to support the Op Fire attack, and
     * the squad remains in Op Fire mode" — the attack with its supporters that hold a machine gun crew and other figures
     * firing their crews alone ({@code figures S:machine-gun-crew}), or null when none does (or for smoke, a star shell).
     * The lead's own crews alone are among its choices of figures (R-CMB-2b, {@link toi.engine.combat.MixedSquads#figureChoices}).
     */
    private static Choice.Attack supportersCrewsAlone(GameState s, Choice.Attack at) {
        if (at.smoke() || at.starShell() || at.supporters().isEmpty()) {
            return null;
        }
        List<Choice.Figures> named = new ArrayList<>(at.figures());
        for (String id : at.supporters()) {
            Unit u = s.units.get(id);
            if (crewsAndOthers(u)) {
                named.add(new Choice.Figures(id, FigureKinds.kinds(u, Fire.machineGunCrews(u))));
            }
        }
        return named.size() == at.figures().size() ? null : at.withFigures(named);
    }

    /** A squad with a machine gun crew and other figures: its crews may fire alone (002 · MACHINE GUN CREW, Rapid Op Fire). */
    private static boolean crewsAndOthers(Unit u) {
        int crews = u == null ? 0 : Fire.machineGunCrews(u).size();
        return crews > 0 && crews < u.figures().size();
    }

    /** Whether the attack would be accepted (a quiet check: no breakdown, no refusal written). */
    private static boolean legalAttack(Position p, Choice.Attack at, String leadId, FireAction action) {
        try {
            return AttackRules.allows(p, at.request(p, leadId, action));
        } catch (IllegalAttack e) {
            return false;
        }
    }

    /** Legal attacks by {@code lead}: every enemy target, normal and suppressive, alone and with all eligible supporters. */
    static List<Choice.Attack> attacks(GameState s, Position p, Unit lead, FireAction action, Activity a) {
        Reach reach = new Reach(s, p);
        return attacks(s, p, reach.memo.known(lead), action, a, reach);
    }

    /** As above, with answers remembered across leads of the same side and action in one listing ({@code reach}). */
    private static List<Choice.Attack> attacks(GameState s, Position p, AttackMemo.Known leadKnown, FireAction action, Activity a, Reach reach) {
        Unit lead = leadKnown.unit;
        List<Choice.Attack> out = new ArrayList<>();
        List<AttackMemo.Known> friends = action == FireAction.FIRE_AND_MOVEMENT ? List.of() : reach.fresh(lead.nation()); // the lead skipped in support()
        List<AttackMemo.Known> targets = reach.targets(lead.nation());
        for (int i = 0; i < targets.size(); i++) { // indexed: no iterator
            attacksOn(s, p, leadKnown, targets.get(i), action, friends, a, reach, out);
        }
        if (leadKnown.area && action == FireAction.CONCENTRATED_FIRE && p.operations().option(SmokeRounds.RULE)) {
            out.addAll(smokeMissions(s, p, lead, out));
        }
        if (action == FireAction.CONCENTRATED_FIRE && Munitions.facedown(p, lead) == Munition.Kind.SMOKE) {
            out.addAll(smokeRounds(p, lead, reach));
        }
        if (leadKnown.area && action == FireAction.CONCENTRATED_FIRE && Night.on(p)) {
            out.addAll(starShells(p, lead, reach));
        }
        return out;
    }

    /**
     * 003 · NIGHT RULES, Star Shells: a star shell at the hex of each enemy unit (any other hex may be named too, as with a
     * smoke mission).
     */
    private static List<Choice.Attack> starShells(Position p, Unit lead, Reach reach) {
        List<Hex> hexes = new ArrayList<>();
        for (AttackMemo.Known target : reach.targets(lead.nation())) {
            hexes.add(target.unit.hex());
        }
        return atHexes(p, lead, hexes, Choice.Attack::starShell);
    }

    /**
     * 003 · MORTARS FIRING SMOKE: a smoke mission on each hex the mortars may attack (any other hex may be named too, as a
     * whole move may go where the listing does not show: the hexes in reach are many).
     */
    private static List<Choice.Attack> smokeMissions(GameState s, Position p, Unit lead, List<Choice.Attack> attacks) {
        List<Hex> hexes = new ArrayList<>();
        for (Choice.Attack at : attacks) {
            Unit target = s.units.get(at.targetId());
            if (target != null) {
                hexes.add(target.hex());
            }
        }
        return atHexes(p, lead, hexes, h -> Choice.Attack.smokeMission(h, List.of()));
    }

    /**
     * 002 · MUNITIONS SPECIALIZATION TOKENS, Smoke: a smoke round at the hex of each enemy unit the lead could target (any
     * other hex may be named too, as with a smoke mission).
     */
    private static List<Choice.Attack> smokeRounds(Position p, Unit lead, Reach reach) {
        List<Hex> hexes = new ArrayList<>();
        for (AttackMemo.Known target : reach.targets(lead.nation())) {
            hexes.add(target.unit.hex());
        }
        return atHexes(p, lead, hexes, h -> Choice.Attack.smokeMission(h, List.of()));
    }

    /**
     * A concentrated-fire attack at a hex (smoke, a star shell) by the lead at each of these hexes (once each, in order)
     * that the rules allow.
     */
    private static List<Choice.Attack> atHexes(Position p, Unit lead, List<Hex> hexes,
                                               java.util.function.Function<Hex, Choice.Attack> at) {
        List<Choice.Attack> out = new ArrayList<>();
        java.util.Set<Hex> seen = new java.util.HashSet<>();
        for (Hex h : hexes) {
            if (seen.add(h)) {
                Choice.Attack attack = at.apply(h);
                if (AttackRules.allows(p, attack.request(lead.id(), FireAction.CONCENTRATED_FIRE))) {
                    out.add(attack);
                }
            }
        }
        return out;
    }

    /**
     * What one listing of one side's attacks with one action, on one position, works out once for every lead: the side's
     * possible targets and fresh friends (in the units' order); and the attack admissions, reaches and sight, which the
     * state remembers across decisions ({@link AttackMemo}).
     */
    private static final class Reach {
        private final GameState s;
        final AttackMemo memo;
        private String side;
        private List<AttackMemo.Known> targets;
        private List<AttackMemo.Known> fresh;
        /** The possible supporters of this listing, and by target whether each may support: by (type, area), then by index. */
        private List<AttackMemo.Known> supporters;
        private final java.util.IdentityHashMap<AttackMemo.Known, byte[][]> eligible = new java.util.IdentityHashMap<>();

        Reach(GameState s, Position p) {
            this.s = s;
            this.memo = s.attackMemo(p);
        }

        /** The enemy units {@code nation} may target: not concealed, not inside a vehicle. */
        List<AttackMemo.Known> targets(String nation) {
            sideOf(nation);
            return targets;
        }

        /** The fresh units of {@code nation} not inside a vehicle: who may support a concentrated attack (000 · COMBINED FIRE). */
        List<AttackMemo.Known> fresh(String nation) {
            sideOf(nation);
            return fresh;
        }

        /**
         * Whether each of {@code possible} may support an attack of this type on {@code target} (0: not asked yet, 1 no,
         * 2 yes), for the listing's leads to share; one listing offers the same possible supporters to every lead.
         */
        byte[] eligibility(List<AttackMemo.Known> possible, AttackMemo.Known target, AttackType type, boolean area) {
            if (supporters != possible) {
                supporters = possible;
                eligible.clear();
            }
            byte[][] byKind = eligible.computeIfAbsent(target, t -> new byte[2 * ATTACK_TYPES.length][]);
            int k = (area ? ATTACK_TYPES.length : 0) + type.ordinal();
            if (byKind[k] == null) {
                byKind[k] = new byte[possible.size()];
            }
            return byKind[k];
        }

        private void sideOf(String nation) {
            if (nation.equals(side)) {
                return;
            }
            side = nation;
            targets = new ArrayList<>(s.units.size());
            fresh = new ArrayList<>(s.units.size());
            int place = 0;
            for (Unit u : s.units.values()) {
                if (!u.nation().equals(nation) && !u.concealed() && !u.isTransported()) {
                    targets.add(memo.known(u, place));
                } else if (u.nation().equals(nation) && u.activation() == Activation.FRESH && !u.isTransported()) {
                    fresh.add(memo.known(u, place));
                }
                place++;
            }
        }

    }

    /** Adds to {@code out} the lead's legal attacks on the target: normal and suppressive, alone and with every eligible supporter. */
    private static void attacksOn(GameState s, Position p, AttackMemo.Known lead, AttackMemo.Known target, FireAction action,
                                  List<AttackMemo.Known> possibleSupport, Activity a, Reach reach, List<Choice.Attack> out) {
        if (!lead.area && lead.choosesFigures) {
            figureAttacksOn(s, p, lead, target, action, possibleSupport, a, reach, out);
            return;
        }
        // Unless the lead makes area attacks, the type (normal or suppressive) changes nothing in who may take part
        // (AttackRules.areaAttacker): the normal attack's answers serve the suppressive one.
        // 003 · INHERENT CREWS: suppressive fire at an AT gun is fire at infantry, with other ranges: the type matters
        boolean suppressibleGun = InherentCrews.suppressible(p, target.unit);
        boolean typeMatters = lead.area || suppressibleGun;
        if (!reach.memo.mayReach(p, lead, target, typeMatters)) {
            return; // no attack at all: the target is out of the lead's reach or sight
        }
        boolean normalAllowed = false;
        List<String> normalSupport = null;
        for (AttackType type : ATTACK_TYPES) {
            if (type == AttackType.SUPPRESSIVE && target.unit.isVehicle() && !suppressibleGun) {
                continue;
            }
            boolean allowed;
            List<String> support;
            if (type == AttackType.SUPPRESSIVE && !typeMatters) {
                allowed = normalAllowed;
                support = normalSupport;
            } else {
                allowed = reach.memo.leadAllowed(p, lead, target, type, action);
                support = allowed ? support(s, p, lead, target, typeMatters,
                        AttackRequest.of(lead.unit.id(), target.unit.id(), type, action), possibleSupport, a, reach) : null;
            }
            if (type == AttackType.NORMAL) {
                normalAllowed = allowed;
                normalSupport = support;
            }
            if (!allowed) {
                continue;
            }
            out.add(new Choice.Attack(target.unit.id(), type, List.of()));
            if (!support.isEmpty()) {
                out.add(new Choice.Attack(target.unit.id(), type, support));
            }
        }
    }

    /**
     * {@link #attacksOn} for a lead whose figures differ in how or how far they fire (docs/rulings.md R-CMB-2b; 000 ·
     * Attacking with Mixed Squads): each set of its figures worth choosing that may fire ({@link toi.engine.combat.MixedSquads#figureChoices}:
     * the machine gun crew alone at normal range, the whole squad at long range, the crews alone in op fire, the mortar crew
     * alone), named in the choice ({@code figures LEAD:KIND}), alone and with every eligible supporter. When one set only
     * may fire and it is the one the engine would take (R-CMB-2), the attack names none, as for any other squad.
     */
    private static void figureAttacksOn(GameState s, Position p, AttackMemo.Known lead, AttackMemo.Known target, FireAction action,
                                        List<AttackMemo.Known> possibleSupport, Activity a, Reach reach, List<Choice.Attack> out) {
        if (!reach.memo.mayReach(p, lead, target, true)) {
            return; // beyond any of its figures' reach (sight is asked with each set: a mortar may use a spotter's)
        }
        Unit u = lead.unit;
        boolean suppressibleGun = InherentCrews.suppressible(p, target.unit); // 003 · INHERENT CREWS
        for (AttackType type : ATTACK_TYPES) {
            if (type == AttackType.SUPPRESSIVE && target.unit.isVehicle() && !suppressibleGun) {
                continue;
            }
            AttackMemo.FigureChoices choices = reach.memo.figureChoices(p, lead, target, type, action); // remembered
            List<List<Integer>> legal = choices.sets();
            if (legal.isEmpty()) {
                continue;
            }
            boolean named = legal.size() > 1 || choices.mortarsLast() || !choices.bare();
            AttackRequest alone = AttackRequest.of(u.id(), target.unit.id(), type, action);
            for (int k = 0; k < legal.size(); k++) { // indexed: no iterator
                boolean area = choices.mortarsLast() && k == legal.size() - 1;
                // the supporters of the mortar crews' area attack are asked as for any area attack (the memo's answers)
                AttackRequest asked = area ? new AttackRequest(u.id(), List.of(), target.unit.id(), null, type, action, true, java.util.Map.of(),
                        null) : alone;
                List<String> support = support(s, p, lead, target, area || suppressibleGun, asked, possibleSupport, a, reach);
                List<Choice.Figures> figures = named ? List.of(new Choice.Figures(u.id(), choices.kinds().get(k))) : List.of();
                out.add(new Choice.Attack(target.unit.id(), type, List.of(), false, false, figures));
                if (!support.isEmpty()) {
                    out.add(new Choice.Attack(target.unit.id(), type, support, false, false, figures));
                }
            }
        }
    }

    /** Every eligible supporter, in order, that may join the lead's allowed attack (in a team game: whose support the side can pay for). */
    private static List<String> support(GameState s, Position p, AttackMemo.Known lead, AttackMemo.Known target, boolean area,
                                        AttackRequest alone, List<AttackMemo.Known> possibleSupport, Activity a, Reach reach) {
        if (Munitions.firesAlone(p, lead.unit)) {
            return List.of(); // 002 · MUNITIONS SPECIALIZATION TOKENS: a HE or Smoke round fires alone (R-OPT-11)
        }
        byte[] known = reach.eligibility(possibleSupport, target, alone.type(), area);
        if (!s.setup.teams()) { // every eligible supporter: no support costs command (000 · Team Restrictions)
            List<String> support = null;
            for (int i = 0; i < possibleSupport.size(); i++) {
                AttackMemo.Known f = possibleSupport.get(i);
                if (f.unit != lead.unit && maySupport(p, known, i, f, target, area, alone, a, reach)
                        && LimitedCombinedFire.allows(p, lead.unit, f.unit)) { // 003 · LIMITED COMBINED FIRE: asked per lead
                    if (support == null) {
                        support = new ArrayList<>(4);
                    }
                    support.add(f.unit.id());
                }
            }
            return support == null ? List.of() : support;
        }
        List<String> support = List.of();
        for (int i = 0; i < possibleSupport.size(); i++) {
            AttackMemo.Known f = possibleSupport.get(i);
            if (f.unit == lead.unit || !maySupport(p, known, i, f, target, area, alone, a, reach)
                    || !LimitedCombinedFire.allows(p, lead.unit, f.unit)) { // 003 · LIMITED COMBINED FIRE: asked per lead
                continue;
            }
            List<String> trial = new ArrayList<>(support);
            trial.add(f.unit.id());
            if (TeamSupport.affordable(s, lead.unit, trial)) { // 000 · Team Restrictions: support across divisions costs command
                support = trial;
            }
        }
        return support;
    }

    /**
     * Whether the {@code i}th possible supporter may support the attack, asked once per listing ({@code known}): it does not
     * depend on which friendly unit leads (AttackMemo); the one check that does, 003 · Limited Combined Fire, is asked apart.
     */
    private static boolean maySupport(Position p, byte[] known, int i, AttackMemo.Known f, AttackMemo.Known target, boolean area,
                                      AttackRequest alone, Activity a, Reach reach) {
        if (known[i] == 0) {
            known[i] = (a == null || !a.opFiredBy().contains(f.unit.id())) && reach.memo.mayReach(p, f, target, area)
                    && reach.memo.supporterAllowed(p, alone, target, area, f) ? (byte) 2 : (byte) 1;
        }
        return known[i] == 2;
    }

    private static boolean legalAssault(Position p, Unit active, Hex target, List<String> supporters) {
        try {
            toi.engine.combat.AssaultRules.propose(p, new toi.engine.combat.AssaultRequest(active.id(), supporters, target));
            return true;
        } catch (IllegalAttack e) {
            return false;
        }
    }
}
