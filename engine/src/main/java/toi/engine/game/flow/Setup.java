package toi.engine.game.flow;

import toi.engine.game.protocol.Choice;
import toi.engine.game.protocol.IllegalChoice;
import toi.engine.game.protocol.Phase;
import toi.engine.game.rules.CardDecks;
import toi.engine.game.rules.Placement;
import toi.engine.game.state.GameState;
import toi.engine.game.state.SetupStep;
import toi.engine.game.state.SetupStock;
import toi.engine.scenario.Forces;
import toi.engine.scenario.GameSetup;

import toi.engine.event.Event;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import toi.engine.hex.Hex;
import toi.engine.map.DeploymentZone;
import toi.engine.units.Position;
import toi.engine.units.Specialization;
import toi.engine.units.Unit;
import toi.engine.units.UnitType;

/**
 * 000 · GAME SETUP steps 5–7, in order of initiative: build squads from the scenario's figures,
 * assign specialization tokens, place the starting units in the deployment zones (inside transports
 * or fortifications if wished), then place initial Op Fire tokens.
 */
public final class Setup {
    private Setup() {
    }

    /** Whether the game starts with setup, and if so prepares it. */
    static boolean begin(GameState s, List<Event> ev) {
        if (s.setup.forces().isEmpty()) {
            return false;
        }
        s.enterPhase(Phase.SETUP);
        s.stock = new SetupStock();
        s.reserve = new LinkedHashMap<>();
        for (String n : s.setup.nations()) {
            Forces side = s.setup.forces().get(n);
            s.stock.markers.put(n, new TreeMap<>(side == null ? Map.of() : side.markers()));
            int k = 0;
            for (var pool : pools(s.setup, n).entrySet()) {
                Forces f = pool.getValue();
                String key = poolKey(n, pool.getKey());
                s.stock.figures.put(key, new TreeMap<>(f.figures()));
                s.stock.bases.put(key, f.squadBases());
                s.stock.tokens.put(key, new TreeMap<>(f.tokens()));
                s.stock.tokenGroups.put(key, new ArrayList<>(f.tokenGroups()));
                for (String v : f.vehicles()) {
                    UnitType t = type(s, v);
                    String id = n.toLowerCase() + "-" + v + "-" + (++k);
                    s.reserve.put(id, Unit.vehicle(id, n, null, t).withDivision(pool.getKey()));
                }
            }
            var patchedUp = CardDecks.operation(s, n, "unarmed-squad");
            if (patchedUp != null) { // Operations · Patched Up: "one new squad of 4 regular infantry with the Unarmed restriction token"
                UnitType regular = s.setup.regularInfantry(n).orElseThrow(() -> new IllegalArgumentException(
                        patchedUp.name() + ": " + n + " has no regular infantry figure in the unit catalog"));
                List<UnitType> figs = java.util.Collections.nCopies(patchedUp.param("figures", 4), regular);
                String id = n.toLowerCase() + "-patched-up";
                var unarmed = s.setup.tokens().get("unarmed");
                if (unarmed == null) {
                    throw new IllegalArgumentException(patchedUp.name() + " needs the 'unarmed' restriction token (abilities.json)");
                }
                String division = pools(s.setup, n).keySet().iterator().next(); // the first division's
                s.reserve.put(id, Unit.squad(id, n, null, figs).withDivision(division).withSpecialization(unarmed, 0));
                ev.add(new Event.SquadBuilt(n + " (Operations · " + patchedUp.name() + ")", id, figs.stream().map(UnitType::name).toList()));
            }
        }
        s.setupStep = SetupStep.BUILD;
        s.stepQueue = order(s);
        skipFinished(s, ev);
        return true;
    }

    // ---- the pools squads are built from: a side's whole forces, or each of its divisions ----------

    /** The side's pools, division (null: undivided) → forces, in the scenario's order. */
    static Map<String, Forces> pools(GameSetup setup, String n) {
        Forces f = setup.forces().get(n);
        return f != null ? f.pools() : new Forces(Map.of(), 0, List.of(), Map.of()).pools();
    }

    static String poolKey(String n, String division) {
        return division == null ? n : n + "/" + division;
    }

    static String division(String poolKey) {
        int i = poolKey.indexOf('/');
        return i < 0 ? null : poolKey.substring(i + 1);
    }

    /** The pool the side works on in this step: its first one with something left to do (the last if none). */
    static String pool(GameState s, String n) {
        String last = null;
        for (String d : pools(s.setup, n).keySet()) {
            last = poolKey(n, d);
            if (!poolFinished(s, n, last)) {
                return last;
            }
        }
        return last;
    }

    private static UnitType type(GameState s, String id) {
        return s.setup.catalog().find(id).orElseThrow(() -> new IllegalArgumentException("unknown unit type '" + id + "'"));
    }

    // ---- step 5: build squads ----------------------------------------------------------------

    static void build(GameState s, Choice.Build b, List<Event> ev) {
        String n = s.stepQueue.get(0);
        String pool = pool(s, n);
        Map<String, Integer> left = new TreeMap<>(s.stock.figures.get(pool));
        List<UnitType> figures = new ArrayList<>();
        int slots = 0;
        for (String id : b.figures()) {
            if (left.getOrDefault(id, 0) <= 0) {
                throw new IllegalChoice(pool + " has no " + id + " figure left to put in a squad (000 · BUILDING SQUADS)");
            }
            left.merge(id, -1, Integer::sum);
            UnitType t = type(s, id);
            figures.add(t);
            slots += t.slots();
        }
        if (figures.isEmpty() || slots > Unit.SQUAD_SLOTS) {
            throw new IllegalChoice("a squad base holds 1 to 4 slots of figures, not " + slots + " (000 · BUILDING SQUADS)");
        }
        if (slots < Unit.SQUAD_SLOTS && canBuildFull(s.stock.figures.get(pool), s)) {
            throw new IllegalChoice("a player must always build full squads during setup: fill all four holes (000 · BUILDING SQUADS)");
        }
        String id = n.toLowerCase() + "-" + (squadsBuilt(s, n) + 1);
        s.reserve.put(id, Unit.squad(id, n, null, figures).withDivision(division(pool)));
        s.stock.figures.put(pool, left);
        s.stock.bases.merge(pool, -1, Integer::sum);
        ev.add(new Event.SquadBuilt(pool, id, figures.stream().map(UnitType::name).toList())); // the figures in words (issue 29)
        skipFinished(s, ev);
    }

    /** Squads the side has built so far in this setup (over all its pools). */
    static int squadsBuilt(GameState s, String n) {
        int built = 0;
        for (var pool : pools(s.setup, n).entrySet()) {
            built += pool.getValue().squadBases() - s.stock.bases.get(poolKey(n, pool.getKey()));
        }
        return built;
    }

    static boolean canBuildFull(Map<String, Integer> left, GameState s) {
        return !fullSquads(left, s).isEmpty();
    }

    /** Every full squad (as a sorted list of type ids) buildable from the figures left. */
    static List<List<String>> fullSquads(Map<String, Integer> left, GameState s) {
        List<String> types = new ArrayList<>();
        left.forEach((id, c) -> {
            if (c > 0) {
                types.add(id);
            }
        });
        List<List<String>> out = new ArrayList<>();
        fill(types, 0, left, Unit.SQUAD_SLOTS, new ArrayList<>(), out, s, true);
        return out;
    }

    /** Squads of exactly {@code slots} slots (full) or, when {@code exact} is false, any non-empty squad. */
    private static void fill(List<String> types, int from, Map<String, Integer> left, int slots, List<String> chosen,
                             List<List<String>> out, GameState s, boolean exact) {
        if (slots == 0 || (!exact && !chosen.isEmpty())) {
            if (slots == 0 || !exact) {
                out.add(List.copyOf(chosen));
            }
            if (slots == 0) {
                return;
            }
        }
        for (int i = from; i < types.size(); i++) {
            String id = types.get(i);
            UnitType t = type(s, id);
            int used = 0;
            for (String c : chosen) {
                used += c.equals(id) ? 1 : 0;
            }
            if (t.slots() <= slots && used < left.get(id)) {
                chosen.add(id);
                fill(types, i, left, slots - t.slots(), chosen, out, s, exact);
                chosen.remove(chosen.size() - 1);
            }
        }
    }

    static List<Choice> buildOptions(GameState s, String n) {
        List<Choice> options = new ArrayList<>();
        Map<String, Integer> left = s.stock.figures.get(pool(s, n));
        List<List<String>> full = fullSquads(left, s);
        if (full.isEmpty()) {
            List<String> types = new ArrayList<>(left.keySet());
            List<List<String>> any = new ArrayList<>();
            fill(types, 0, left, Unit.SQUAD_SLOTS, new ArrayList<>(), any, s, false);
            full = any;
        }
        full.forEach(f -> options.add(new Choice.Build(f)));
        options.addAll(CrewTransfer.options(s, n));
        return options;
    }

    // ---- tokens -----------------------------------------------------------------------------

    static void assignToken(GameState s, Choice.AssignToken t, List<Event> ev) {
        String n = s.stepQueue.get(0);
        String pool = pool(s, n);
        if (s.stock.tokens.get(pool).getOrDefault(t.token(), 0) <= 0) {
            throw new IllegalChoice(pool + " has no '" + t.token() + "' token left");
        }
        Unit squad = s.reserve.get(t.squadId());
        String refusal = tokenRefusal(s, n, t.token(), squad);
        if (refusal != null) {
            throw new IllegalChoice(refusal);
        }
        s.stock.tokens.get(pool).merge(t.token(), -1, Integer::sum);
        if (t.token().equals(Forces.CONCEALED)) {
            s.reserve.put(squad.id(), squad.withConcealed(true));
            s.numberMarker(squad);
            ev.add(new Event.Concealment(squad.id(), true, null, "000 · CONCEALED SQUADS"));
        } else {
            Specialization spec = s.setup.tokens().get(t.token());
            s.reserve.put(squad.id(), squad.withSpecialization(spec, spec.params().containsKey("maxStars") ? 1 : 0));
            ev.add(new Event.TokenAssigned(n, squad.id(), spec.name()));
        }
        skipFinished(s, ev);
    }

    /**
     * The kind of the pool's next group of tokens whose picture our copy of the guide lost (docs/rulings.md R-SCN-7):
     * that many tokens of the kind join the pool's tokens to assign.
     */
    static void chooseTokens(GameState s, Choice.ChooseTokens c, List<Event> ev) {
        String pool = pool(s, s.stepQueue.get(0));
        List<Integer> groups = s.stock.tokenGroups.getOrDefault(pool, List.of());
        if (groups.isEmpty()) {
            throw new IllegalChoice(pool + " has no group of tokens whose kind is to be chosen");
        }
        if (c.count() != groups.get(0)) {
            throw new IllegalChoice("the next group of " + pool + "'s tokens holds " + groups.get(0) + ", not " + c.count());
        }
        if (!choosableTokens(s).contains(c.token())) {
            throw new IllegalChoice("'" + c.token() + "' is not a specialization token or concealed squad markers (known: "
                    + String.join(", ", choosableTokens(s)) + ")");
        }
        s.stock.tokenGroups.put(pool, new ArrayList<>(groups.subList(1, groups.size())));
        s.stock.tokens.get(pool).merge(c.token(), c.count(), Integer::sum);
        skipFinished(s, ev);
    }

    /** The kinds a group of tokens may be: every specialization token (not a restriction) by id, then concealed squad markers. */
    static List<String> choosableTokens(GameState s) {
        List<String> kinds = new ArrayList<>(new java.util.TreeSet<>(s.setup.tokens().keySet())); // by id: the same order in every run
        kinds.removeIf(id -> s.setup.tokens().get(id).kind() != Specialization.Kind.SPECIALIZATION);
        kinds.add(Forces.CONCEALED);
        return kinds;
    }

    /** A specialization or restriction token, or a concealed squad marker (000 · CONCEALED SQUADS: "During setup, players designate …"), for a squad. */
    static String tokenRefusal(GameState s, String n, String token, Unit squad) {
        Specialization spec = s.setup.tokens().get(token);
        if (spec == null && !token.equals(Forces.CONCEALED)) {
            return "unknown token '" + token + "'";
        }
        if (squad == null || !squad.isSquad() || !squad.nation().equals(n)) {
            return "tokens go to " + n + "'s squads built in this setup"
                    + (token.equals(Forces.CONCEALED) ? " (vehicles cannot be assigned a concealed squad marker, 000 · CONCEALED SQUADS)" : "");
        }
        String division = division(pool(s, n));
        if (division != null && !division.equals(squad.division())) {
            return "division " + division + "'s tokens go to its own squads, not to " + squad.id() + " of division " + squad.division();
        }
        if (token.equals(Forces.CONCEALED)) {
            return squad.concealed() ? squad.id() + " is already concealed" : null;
        }
        if (squad.specialization() != null) {
            return squad.id() + " already has a token: a squad may not have more than one (000 · SPECIALIZED SQUADS)";
        }
        if (spec.kind() == Specialization.Kind.SPECIALIZATION && squad.hasTrait("heavy-infantry-weapon")) {
            return squad.id() + " has a heavy infantry weapon and may never be assigned a specialization token (000 · Squad Specialization)";
        }
        return null;
    }

    static void endTokens(GameState s, List<Event> ev) {
        s.stock.tokens.put(pool(s, s.stepQueue.get(0)), new TreeMap<>());
        s.stock.tokenGroups.put(pool(s, s.stepQueue.get(0)), new ArrayList<>());
        skipFinished(s, ev);
    }

    // ---- step 6: deploy -----------------------------------------------------------------------

    static void deploy(GameState s, Choice.Deploy d, List<Event> ev) {
        String n = s.stepQueue.get(0);
        Unit u = s.reserve.get(d.unitId());
        if (u == null || !u.nation().equals(n)) {
            throw new IllegalChoice("'" + d.unitId() + "' is not one of " + n + "'s units waiting to be placed");
        }
        String refusal = deployRefusal(s, u, d.hex(), d.inside());
        if (refusal != null) {
            throw new IllegalChoice(refusal);
        }
        Placement.place(s, u, d);
        ev.add(new Event.UnitPlaced(n, u.id(), d.hex(), d.inside(), null));
        skipFinished(s, ev);
    }

    static String deployRefusal(GameState s, Unit u, Hex hex, String inside) {
        if (!s.board.isPlayable(hex)) {
            return hex + " is not part of the game";
        }
        String zone = zoneRefusal(s, u, hex);
        return zone != null ? zone : Placement.refusal(s, u, hex, inside);
    }

    private static String zoneRefusal(GameState s, Unit u, Hex hex) {
        boolean inZone = false;
        for (DeploymentZone z : s.board.deploymentZones()) {
            inZone |= z.takes(u.nation(), u.division(), u.isVehicle()) && z.hexes().contains(hex);
        }
        if (!inZone) {
            return hex + " is not in a deployment zone of " + u.nation() + " for " + (u.isVehicle() ? "vehicles" : "squads")
                    + " (000 · GAME SETUP step 6)";
        }
        return null;
    }

    private static final List<String> FORTIFICATIONS = List.of("entrenchment", "pillbox");

    static List<Choice> deployOptions(GameState s, String n) {
        List<Hex> zone = s.board.deploymentHexList(n);
        List<Choice> options = new ArrayList<>(zone.size() + 8);
        Position p = s.position();
        for (Unit u : s.reserve.values()) {
            if (!u.nation().equals(n)) {
                continue;
            }
            List<DeploymentZone> takes = new ArrayList<>(2); // the zones that take this unit (zoneRefusal's test)
            boolean everyZone = true; // every zone of the nation takes it: every hex of {@code zone} is in one
            boolean squad = u.isSquad();
            var movement = u.movementClass();
            for (DeploymentZone z : s.board.deploymentZones()) {
                if (z.takes(u.nation(), u.division(), u.isVehicle())) {
                    takes.add(z);
                } else if (z.nation().equals(n)) {
                    everyZone = false;
                }
            }
            for (int z = 0; z < zone.size(); z++) { // indexed: 24 listings a game of a hundred hexes, no iterator
                Hex h = zone.get(z);
                // deployRefusal == null: playable, in a zone that takes the unit, and placementRefusal == null
                boolean inZone = false;
                if (s.board.isPlayable(h)) {
                    inZone = everyZone;
                    for (int i = 0; i < takes.size() && !inZone; i++) {
                        inZone = takes.get(i).hexes().contains(h);
                    }
                }
                if (!inZone) {
                    continue;
                }
                List<Unit> here = p.unitsAt(h);
                // Placement.refusal(s, u, h, null) == null; in an empty hex only the terrain can refuse (000 · STACKING LIMITS)
                if (here.isEmpty() ? !s.board.terrain(h).impassableTo(movement) : Placement.refusal(s, u, h, null) == null) {
                    options.add(new Choice.Deploy(u.id(), h, null));
                }
                for (int i = 0; squad && i < here.size(); i++) {
                    Unit v = here.get(i);
                    if (v.isVehicle() && Placement.refusal(s, u, h, v.id()) == null) {
                        options.add(new Choice.Deploy(u.id(), h, v.id()));
                    }
                }
                for (int i = 0; squad && i < FORTIFICATIONS.size() && s.board.hasMarkers(h); i++) {
                    String m = FORTIFICATIONS.get(i);
                    if (s.board.hasMarker(h, m) && Placement.refusal(s, u, h, m) == null) {
                        options.add(new Choice.Deploy(u.id(), h, m));
                    }
                }
            }
            if (!options.isEmpty()) {
                break; // one unit at a time keeps the choice small; any unit may still be placed by naming it
            }
        }
        return options;
    }

    // ---- moving through the steps -------------------------------------------------------------

    /** Moves on past sides that have nothing left to do in the current step, and past finished steps. */
    static void skipFinished(GameState s, List<Event> ev) {
        while (s.phase == Phase.SETUP) {
            while (!s.stepQueue.isEmpty() && finished(s, s.stepQueue.get(0))) {
                s.stepQueue.remove(0);
            }
            if (!s.stepQueue.isEmpty()) {
                return;
            }
            switch (s.setupStep) {
                case BUILD -> s.setupStep = SetupStep.TOKENS;
                case TOKENS -> s.setupStep = SetupStep.MARKERS;
                case MARKERS -> s.setupStep = SetupStep.DEPLOY;
                case DEPLOY -> s.setupStep = SetupStep.OP_FIRE;
                case OP_FIRE -> {
                    finish(s, ev);
                    return;
                }
            }
            s.stepQueue = order(s);
        }
    }

    /** In order of initiative, unless the scenario says who sets up first ("Americans set up first"). */
    static List<String> order(GameState s) {
        String first = s.setup.special().setsUpFirst() != null ? s.setup.special().setsUpFirst() : s.initiative;
        return new ArrayList<>(List.of(first, s.opponent(first)));
    }

    private static boolean finished(GameState s, String n) {
        return switch (s.setupStep) {
            case BUILD, TOKENS -> poolFinished(s, n, pool(s, n));
            case MARKERS -> s.stock.markers.get(n).values().stream().allMatch(c -> c <= 0);
            case DEPLOY -> s.reserve.values().stream().noneMatch(u -> u.nation().equals(n));
            case OP_FIRE -> false;
        };
    }

    private static boolean poolFinished(GameState s, String n, String pool) {
        String division = division(pool);
        return switch (s.setupStep) {
            case BUILD -> s.stock.bases.get(pool) <= 0 || s.stock.figures.get(pool).values().stream().allMatch(c -> c <= 0);
            case TOKENS -> s.stock.tokenGroups.getOrDefault(pool, List.of()).isEmpty() && s.stock.tokens.get(pool).entrySet().stream().noneMatch(t -> t.getValue() > 0 && s.reserve.values().stream()
                    .anyMatch(u -> u.nation().equals(n) && u.isSquad() && (division == null || division.equals(u.division()))
                            && (t.getKey().equals(Forces.CONCEALED) ? !u.concealed() : u.specialization() == null)));
            default -> true;
        };
    }

    /** Step 7 done for both: the game begins. Objectives under a deployed unit start controlled. */
    static void finish(GameState s, List<Event> ev) {
        s.enterPhase(Phase.ACTION);
        s.setupStep = null;
        s.reserve = null;
        s.stock = null;
        ev.add(new Event.PhaseBegan("Action Phase", 1));
        RoundPhases.updateControl(s, ev);
        s.turn = s.initiative;
        s.actionsLeft = s.setup.actionsPerTurn().get(s.turn);
        if (s.setup.teams()) {
            TeamTurns.startTeamTurn(s, s.initiative, ev);
        }
        s.turnDue = true; // the driver moves the turn on
    }
}
