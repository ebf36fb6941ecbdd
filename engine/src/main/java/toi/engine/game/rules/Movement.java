package toi.engine.game.rules;

import toi.engine.game.protocol.ActionKind;
import toi.engine.game.protocol.Choice;
import toi.engine.game.protocol.IllegalChoice;
import toi.engine.game.state.AttackMemo;
import toi.engine.game.state.Activity;
import toi.engine.game.state.Frame;
import toi.engine.game.state.GameState;
import toi.engine.game.state.PendingAssault;
import toi.engine.game.state.PendingHits;

import toi.engine.event.DieRoll;
import toi.engine.event.Event;
import java.util.ArrayList;
import java.util.List;
import toi.engine.combat.AttackType;
import toi.engine.combat.FireAction;
import toi.engine.combat.Trucks;
import toi.engine.hex.Hex;
import toi.engine.move.MovePoints;
import toi.engine.move.MovementRules;
import toi.engine.units.Activation;
import toi.engine.units.Condition;
import toi.engine.units.Damage;
import toi.engine.units.Position;
import toi.engine.units.Unit;

/** 000 · MOVEMENT in play: hex by hex, with the timing of 000 · TIMING CONFLICTS. */
public final class Movement {
    private Movement() {
    }

    /** Returned by {@link #stepRefusal} when asked not to explain. */
    static final String REFUSED = "refused";

    /** 003 · TRUCKS: the hex has no objective marker, or its side controls it. */
    private static boolean friendlyObjectiveOrNone(GameState s, Position p, Unit truck, Hex to) {
        for (toi.engine.map.Objective o : p.board().objectives()) {
            if (o.hex().equals(to)) {
                return truck.nation().equals(s.control().get(to));
            }
        }
        return true;
    }

    /**
     * Why the active unit may not step into {@code to} now (the rule), or null if it may. The same checks
     * {@link #step} makes; nothing is changed. With {@code explain} false a refusal is just {@link #REFUSED},
     * and no text is written (for listing legal choices).
     */
    public static String stepRefusal(GameState s, Position p, Hex to, boolean explain) {
        Activity a = s.activity();
        Unit u = s.units.get(a.unitId());
        if (a.movementOver()) {
            return explain ? u.id() + " may not move any further this activation" + (a.attacked()
                    ? ": a unit cannot move, attack, and then move again (000 · Fire and Movement)" : "") : REFUSED;
        }
        if (u.isTransported()) {
            return explain ? u.id() + " is inside " + u.carriedBy() + ": it must disembark first (000 · Transporting Squads in Vehicles)"
                    : REFUSED;
        }
        if (a.moved() && p.board().hasMarker(a.start(), "minefield")) {
            return explain ? "a unit moving from a minefield hex may only move to an adjacent hex during its activation (000 · Minefields)"
                    : REFUSED;
        }
        if (u.hasTrait("truck") && p.operations().option(Trucks.RULE) && !friendlyObjectiveOrNone(s, p, u, to)) {
            return explain ? "a truck may only occupy friendly objective markers: " + to + " holds one " + u.nation()
                    + " does not control (" + Trucks.RULE.heading() + ")" : REFUSED;
        }
        StringBuilder why = explain ? new StringBuilder() : null;
        int cost = MovementRules.cost(p, u, a.start(), a.here(), to, why);
        if (cost == MovementRules.REFUSED) {
            return explain ? why.toString() : REFUSED;
        }
        int leaving = a.moved() ? 0 : MovementRules.leavingCost(u);
        // 002 · Riding: the extra points go only across clear terrain or along roads
        boolean riding = MovementRules.ridingStep(p, a.here(), to);
        if (!riding && a.riding() > 0 && cost + leaving > a.mpLeft() - a.riding()) {
            return explain ? "entering " + to + " costs " + MovePoints.format(cost + leaving) + ", and the mounted squad's 2 riding"
                    + " points go only across clear terrain or roads (002 · Mounted Units: Riding); "
                    + MovePoints.format(a.mpLeft() - a.riding()) + " other points left" : REFUSED;
        }
        if (cost + leaving > a.mpLeft()) {
            return explain ? "entering " + to + " costs " + MovePoints.format(cost + leaving) + " (" + why
                    + (leaving > 0 ? "; leaving the " + u.fortification() + " 1" : "") + "), but " + u.id() + " has "
                    + MovePoints.format(a.mpLeft()) + " left (000 · TERRAIN: a unit that cannot afford the cost may not enter)" : REFUSED;
        }
        if (p.holdsEnemyOf(to, u.nation())) {
            // 000 · Overrun: "A tank may never end its movement in a hex containing enemy units"; 000 · CONCEALED SQUADS:
            // enemies "can move through, but not end their movement in" a hex of concealed squads.
            if (MovementRules.stopsOnEntering(p.board(), u, to, null)) {
                return explain ? u.id() + " would have to end its movement in " + to + ", which holds enemy units: no unit"
                        + " may end its movement in a hex containing enemy units (000 · Overrun; 000 · CONCEALED SQUADS)" : REFUSED;
            }
            if (!canLeave(p, u, a.start(), to, a.mpLeft() - cost - leaving)) {
                return explain ? u.id() + " could not leave " + to + " again with the movement points left: no unit may"
                        + " end its movement in a hex containing enemy units (000 · Overrun; 000 · CONCEALED SQUADS)" : REFUSED;
            }
        } else if (MovementRules.hexIsFullFor(p, u, to)) {
            // 000 · STACKING LIMITS: "Stacking limits never prevent a unit from moving through a hex full of friendly units,
            // but … a unit may not stop in an already "full" hex" — through it, then, and out again (docs/rulings.md R-GAME-17)
            if (MovementRules.stopsOnEntering(p.board(), u, to, null)) {
                return explain ? u.id() + " would have to end its movement in " + to + ", which is full: a unit may not stop"
                        + " in an already full hex (000 · STACKING LIMITS)" : REFUSED;
            }
            if (!canLeave(p, u, a.start(), to, a.mpLeft() - cost - leaving)) {
                return explain ? u.id() + " could not leave " + to + " again with the movement points left, and it is full:"
                        + " a unit may move through a full hex but not stop in it (000 · STACKING LIMITS)" : REFUSED;
            }
        }
        return null;
    }

    /**
     * 000 · STACKING LIMITS: why the active unit may not end its movement where it stands (stopping, or attacking after
     * moving), or null. "A unit may not stop in an already full hex"; only "if a unit's movement is stopped (due to being
     * pinned by opportunity fire, for example) in a full hex" — it cannot go on — is it returned to the last non-full hex
     * it moved from ({@link #returnFromFullHex}; docs/rulings.md R-GAME-17).
     */
    public static String fullHexRefusal(GameState s, Position p) {
        Activity a = s.activity();
        Unit u = s.units.get(a.unitId());
        if (!a.moved() || u.isTransported() || !MovementRules.hexIsFullFor(p, u, a.here()) || !anyStep(s, p)) {
            return null;
        }
        return u.id() + " may not end its movement in " + a.here() + ", which is full: a unit may move through a full hex"
                + " but may not stop in it (000 · STACKING LIMITS)";
    }

    /**
     * 003 · FACING AND MOVEMENT: why the active vehicle may not rotate to face {@code d} now, or null. "A heavy vehicle may
     * rotate its facing in any hex, by any amount during its movement, without spending any movement points. However,
     * after rotating, it must enter the hex directly in front of it": a rotation is offered when the hex it then faces may
     * be entered — or, for a turretless vehicle on a Fire and Movement action that has not fired, to bring a target into
     * its arc (003 · Turretless Vehicles and Facing, the StuG's example); docs/rulings.md R-OPT-45.
     */
    public static String rotationRefusal(GameState s, Position p, Choice.Face f) {
        Activity a = s.activity();
        Unit u = s.units.get(a.unitId());
        if (u == null || !u.id().equals(f.unitId()) || !toi.engine.combat.Facing.faces(s.operationsInPlay(), u) || u.facing() == null) {
            return "only the active heavy vehicle rotates, under " + toi.engine.combat.Facing.RULE.heading();
        }
        if (f.facing() == u.facing()) {
            return u.id() + " already faces " + f.facing();
        }
        if (a.rotated()) { // "after rotating, it must enter the hex directly in front of it. After entering the new hex it may rotate again."
            return u.id() + " has rotated in " + a.here() + ": it may rotate again after entering the hex in front of it ("
                    + toi.engine.combat.Facing.RULE.heading() + "; Facing and Movement)";
        }
        boolean turretlessAim = a.kind() == ActionKind.FIRE_AND_MOVEMENT && !a.attacked() && u.hasTrait("turretless")
                && s.operationsInPlay().option(toi.engine.options.RuleOption.TURRETLESS_FACING);
        if (turretlessAim) {
            return null;
        }
        boolean mayMove = !a.movementOver();
        if (!mayMove || stepRefusal(s, p, a.here().neighbor(f.facing()), false) != null) {
            return u.id() + " may not rotate to face " + f.facing() + ": after rotating, it must enter the hex directly in front"
                    + " of it, and it cannot enter " + a.here().neighbor(f.facing()) + " (" + toi.engine.combat.Facing.RULE.heading()
                    + "; Facing and Movement)";
        }
        return null;
    }

    /** 003 · FACING AND MOVEMENT: the vehicle rotates (no movement points); the opponent may declare op fire "between each facing". */
    public static void rotate(GameState s, Choice.Face f, List<Event> ev) {
        String why = rotationRefusal(s, s.position(), f);
        if (why != null) {
            throw new IllegalChoice(why);
        }
        Activity a = s.activity();
        Unit u = s.units.get(a.unitId());
        s.units.put(u.id(), u.withFacing(f.facing()));
        s.update(Frame.MOVE, a.withRotated());
        ev.add(new Event.RuleApplied(u.id(), "rotates to face " + f.facing() + " in " + a.here(), "003 · Facing and Movement"));
        if (anyOpFire(s)) {
            s.open(Frame.OP_FIRE, null);
        }
    }

    public static void step(GameState s, Hex to, List<Event> ev) {
        Activity a = s.activity();
        Unit u = s.units.get(a.unitId());
        Position p = s.position();
        if (stepRefusal(s, p, to, false) != null) {
            throw new IllegalChoice(stepRefusal(s, p, to, true)); // the refusal's text written only when it is refused
        }
        StringBuilder why = new StringBuilder();
        int cost = MovementRules.cost(p, u, a.start(), a.here(), to, why);
        int leaving = a.moved() ? 0 : MovementRules.leavingCost(u);
        boolean riding = MovementRules.ridingStep(p, a.here(), to);
        int fromRiding = riding ? Math.min(a.riding(), cost + leaving) : 0;
        Hex from = a.here();
        boolean overrunHex = MovementRules.visibleEnemies(p, u, from) > 0;
        Unit moved = u.withHex(to).withFortification(null);
        if (toi.engine.combat.Facing.faces(s.operationsInPlay(), u)) {
            // 003 · FACING AND MOVEMENT: "after rotating, it must enter the hex directly in front of it"
            moved = moved.withFacing(toi.engine.hex.HexDirection.between(from, to));
        }
        s.units.put(u.id(), moved);
        for (Unit carried : p.unitsAt(from)) { // the position before the move: the vehicle's squads are in its hex
            if (u.id().equals(carried.carriedBy())) {
                s.units.put(carried.id(), carried.withHex(to)); // squads ride with their vehicle
            }
        }
        s.update(Frame.MOVE, a.entered(to, cost + leaving, fromRiding));
        ev.add(new Event.UnitMoved(u.id(), from, to, cost + leaving, s.activity().mpLeft(), why.toString()));
        if (overrunHex) {
            overrunPins(s, u, from, ev);
        }
        if (moved.concealed() && Concealment.isObjectiveHex(s, to)) {
            s.units.put(u.id(), moved.withConcealed(false));
            ev.add(new Event.Concealment(u.id(), false, "moves into an objective hex", "000 · CONCEALED SQUADS"));
        }
        // 000 · TIMING CONFLICTS 2: "Any LOS determination and effects take place (such as a concealed squad being
        // revealed)" — before 3, so that a squad revealed by its step may be fired upon in this hex
        Concealment.revealInOpenSight(s, ev);
        // 000 · TIMING CONFLICTS 3–4: the opponent may declare an op fire attack.
        if (anyOpFire(s)) {
            s.open(Frame.OP_FIRE, null);
        } else {
            afterOpFireWindow(s, ev);
        }
    }

    /** Whether a unit in {@code hex} with {@code mp} thirds left could still step into some neighbour. */
    private static boolean canLeave(Position p, Unit u, Hex start, Hex hex, int mp) {
        Unit there = u.withHex(hex);
        for (Hex n : hex.neighbors()) {
            int c = MovementRules.cost(p, there, start, hex, n, null);
            if (c != MovementRules.REFUSED && c <= mp) {
                return true;
            }
        }
        return false;
    }

    /**
     * 000 · Overrun: "Immediately after the active tank leaves such an overrun hex, every enemy squad in the hex
     * immediately becomes pinned (vehicles are unaffected, as are squads being transported in vehicles or located in
     * entrenchments/pillboxes). Squads already pinned or disrupted are unaffected." Concealed squads too (000 · CONCEALED SQUADS).
     */
    static void overrunPins(GameState s, Unit tank, Hex left, List<Event> ev) {
        for (Unit e : new ArrayList<>(s.units.values())) {
            if (e.hex().equals(left) && !e.nation().equals(tank.nation()) && e.isSquad() && !e.isTransported()
                    && e.fortification() == null && e.condition() == Condition.NONE && !e.concealed()) {
                s.units.put(e.id(), e.withCondition(Condition.PINNED));
                ev.add(new Event.ConditionChanged(e.id(), Condition.PINNED, "000 · Overrun by " + tank.id()));
            }
        }
    }

    /** 000 · Moving and Opportunity Fire: what the op fire did to the active unit. */
    public static void afterOpFire(GameState s, PendingHits ph, List<Event> ev) {
        Fire.fatigueFirers(s, ph.breakdown(), true);
        Activity a = s.activity();
        Unit before = ph.targets().get(0);
        Unit now = s.units.get(a.unitId());
        if (now == null) {
            ev.add(new Event.RuleApplied(a.unitId(), "is lost; its activation ends", "000 · Moving and Opportunity Fire"));
            s.endAction();
            return;
        }
        boolean suppressed = now.condition() != before.condition() && now.condition() != Condition.NONE;
        boolean damaged = now.damage() != before.damage();
        if (damaged && now.hasTrait("heavy-vehicle") && before.damage() == Damage.NONE && now.damage() == Damage.LIGHT) {
            s.update(Frame.MOVE, a.withMp(Math.max(0, a.mpLeft() - MovePoints.of(1))));
            ev.add(new Event.RuleApplied(now.id(), "is lightly damaged but goes on, with 1 movement point less", "000 · Sturdy"));
        } else if (suppressed || damaged) {
            ev.add(new Event.RuleApplied(now.id(), "is " + (suppressed ? now.condition().word() : now.damage().word())
                    + " by op fire: fatigued at once, its movement over", "000 · Moving and Opportunity Fire"));
            returnFromFullHex(s, now, a, ev);
            Unit u = s.units.get(now.id());
            s.units.put(u.id(), u.withActivation(Activation.FATIGUED));
            s.endAction();
            return;
        }
        afterOpFireWindow(s, ev);
    }

    /** 000 · Minefields: the minefield's hits are taken; the unit's movement and its action end there. */
    public static void afterMinefield(GameState s, List<Event> ev) {
        endActivation(s, ev, "000 · Minefields");
    }

    /**
     * 000 · TIMING CONFLICTS 5: obstacle effects, after any op fire. "If a hex contains multiple obstacles, these are resolved
     * in the order of the active player's choosing": with two or more taking effect on the unit, the active player orders
     * them first ({@link TimingConflicts}; docs/rulings.md R-GAME-16).
     */
    public static void afterOpFireWindow(GameState s, List<Event> ev) {
        Activity a = s.activity();
        if (!a.moved() || a.rotated()) {
            return; // leaving a vehicle, or rotating (003 · Facing and Movement), is not entering a hex: no obstacle effects
        }
        Unit u = s.units.get(a.unitId());
        List<String> obstacles = new ArrayList<>();
        for (toi.engine.map.MarkerType m : s.board.markers(a.here())) {
            if (m.id().equals("minefield") || MovementRules.stopsHere(m, u)) { // the obstacles that take effect on it
                obstacles.add(m.id());
            }
        }
        List<String> order = TimingConflicts.order(s, u.nation(), TimingConflicts.RULE + " 5 (the active player orders the"
                + " obstacles of a hex)", obstacles);
        if (order != null) {
            obstaclesInOrder(s, order, ev);
        }
    }

    /** The obstacles of the active unit's hex take effect in this order (each at most once). */
    static void obstaclesInOrder(GameState s, List<String> order, List<Event> ev) {
        Activity a = s.activity();
        Unit u = s.units.get(a.unitId());
        Hex here = a.here();
        int minefieldHits = -1;
        for (String obstacle : order) {
            if (obstacle.equals("minefield")) {
                ev.add(new Event.RuleApplied(u.id(), "must end its movement in the minefield at " + here, "000 · Minefields"));
                s.update(Frame.MOVE, s.activity().withMovementOver());
                if (u.isEngineer()) {
                    ev.add(new Event.RuleApplied(u.id(), "is an engineer squad: no casualty check, but it is fatigued", "000 · Engineer"));
                    ev.add(new Event.ActivationChanged(u.id(), Activation.FATIGUED, "000 · Minefields"));
                    u = s.units.get(u.id());
                    s.units.put(u.id(), u.withActivation(Activation.FATIGUED));
                    s.endAction();
                    return; // its action is over: nothing else in the hex concerns it
                }
                // Roll four attack dice; 4, 5 and 6 inflict normal hits; no defense dice.
                int hits = 0;
                List<DieRoll> dice = new ArrayList<>();
                for (int i = 0; i < 4; i++) {
                    int v = s.dice.roll();
                    dice.add(new DieRoll(DieRoll.Color.BLACK, v, v >= 4, "minefield attack on " + u.id()));
                    hits += v >= 4 ? 1 : 0;
                }
                ev.add(new Event.DiceRolled("minefield attack on " + u.id(), dice, "000 · Minefields"));
                ev.add(new Event.HitsScored(u.id(), 0, 0, hits, hits == 0 ? "no effect" : "normal hits"));
                Engineers.afterMinefieldAttack(s, here, ev); // 003 · ENGINEERS: booby traps
                minefieldHits = hits;
            } else {
                ev.add(new Event.RuleApplied(u.id(), "must end its movement in " + here, "000 · Razor Wire; 000 · Tank Traps"));
                s.update(Frame.MOVE, s.activity().withMovementOver());
            }
        }
        if (minefieldHits >= 0) { // the minefield's hits are taken once every obstacle has taken effect
            s.open(Frame.HITS, new PendingHits(PendingHits.Cause.MINEFIELD, null, null, AttackType.NORMAL,
                    List.of(u), new int[]{minefieldHits}, List.of()));
            Fire.processPendingHits(s, ev);
        }
    }

    /**
     * The active unit stops. It may not end in a hex with enemy units, nor in a full hex, while it can still move on; a
     * unit that cannot (op fire took its movement points) goes back to the last hex it may end in,
     * as a unit stopped in a full hex does (docs/rulings.md R-GAME-11, R-GAME-17).
     */
    public static void stop(GameState s, List<Event> ev) {
        Activity a = s.activity();
        Unit u = s.units.get(a.unitId());
        boolean enemiesHere = s.position().holdsEnemyOf(a.here(), u.nation());
        if (enemiesHere && anyStep(s)) {
            throw new IllegalChoice(u.id() + " may not end its movement in " + a.here() + ", which holds enemy units"
                    + " (000 · Overrun; 000 · CONCEALED SQUADS)");
        }
        String full = fullHexRefusal(s, s.position());
        if (full != null) {
            throw new IllegalChoice(full);
        }
        if (mustEnterAhead(s)) {
            throw new IllegalChoice(u.id() + " has rotated: after rotating, it must enter the hex directly in front of it, "
                    + a.here().neighbor(u.facing()) + " (003 · Facing and Movement)");
        }
        endActivation(s, ev);
    }

    /** 003 · FACING AND MOVEMENT: the active vehicle rotated in this hex and can still enter the hex in front, so it must. */
    public static boolean mustEnterAhead(GameState s) {
        Activity a = s.activity();
        if (!a.rotated()) {
            return false;
        }
        Unit u = s.units.get(a.unitId());
        return u != null && u.facing() != null && !a.movementOver()
                && stepRefusal(s, s.position(), a.here().neighbor(u.facing()), false) == null;
    }

    public static void endActivation(GameState s, List<Event> ev) {
        endActivation(s, ev, "000 · THE ACTION PHASE");
    }

    /**
     * The active unit's activation ends under {@code rule}: it is fatigued where it stands (back out of a full friendly
     * hex first, 000 · STACKING LIMITS) and its action is over.
     */
    private static void endActivation(GameState s, List<Event> ev, String rule) {
        Activity a = s.activity();
        Unit u = s.units.get(a.unitId());
        if (u != null) {
            returnFromFullHex(s, u, a, ev);
            u = s.units.get(u.id());
            s.units.put(u.id(), u.withActivation(Activation.FATIGUED));
            ev.add(new Event.ActivationChanged(u.id(), Activation.FATIGUED, rule));
        }
        s.endAction();
    }

    /**
     * 000 · STACKING LIMITS: "the unit is returned to the last non-full hex it moved from"; 000 · Overrun: a tank
     * stopped in an enemy hex "must immediately retreat to its last enemy-free hex (at no movement cost)".
     */
    static void returnFromFullHex(GameState s, Unit u, Activity a, List<Event> ev) {
        List<Hex> path = a.path();
        for (int i = path.size() - 1; i >= 0; i--) {
            Unit at = u.withHex(path.get(i));
            if (MovementRules.mayEndIn(s.position(), at, path.get(i)) || i == 0) {
                if (i != path.size() - 1) {
                    s.units.put(u.id(), at);
                    for (Unit carried : new ArrayList<>(s.units.values())) {
                        if (u.id().equals(carried.carriedBy())) {
                            s.units.put(carried.id(), carried.withHex(path.get(i)));
                        }
                    }
                    ev.add(new Event.UnitReturned(u.id(), a.here(), path.get(i), "000 · STACKING LIMITS; 000 · Overrun"));
                }
                return;
            }
        }
    }

    /** 000 · Transporting Squads in Vehicles: "A squad may enter a vehicle in its same hex by spending 2 movement points." */
    public static void embark(GameState s, Choice.Embark c, List<Event> ev) {
        Activity a = s.activity();
        Unit u = s.units.get(a.unitId());
        Unit v = s.units.get(c.vehicleId());
        if (u.isVehicle() || u.isTransported()) {
            throw new IllegalChoice("only a squad outside a vehicle can enter one");
        }
        if (u.hasSpecialization("mounted")) {
            throw new IllegalChoice("mounted units may not be transported by vehicles (002 · Mounted Units: Riding)");
        }
        if (v == null || !v.isVehicle() || !v.nation().equals(u.nation()) || !v.hex().equals(u.hex())) {
            throw new IllegalChoice(c.vehicleId() + " is not a friendly vehicle in " + u.hex());
        }
        long aboard = EquipmentTransport.passengers(s.units.values(), v.id()); // 003: an AT gun aboard takes no place
        if (aboard >= v.vehicleType().transportCapacity()) {
            throw new IllegalChoice(v.id() + " has Transport (" + v.vehicleType().transportCapacity() + ") and carries " + aboard
                    + " (000 · Transporting Squads in Vehicles)");
        }
        spend(a, MovePoints.of(2), "entering a vehicle costs 2 movement points (000 · Transporting Squads in Vehicles)");
        s.units.put(u.id(), u.withCarriedBy(v.id()).withFortification(null).withActivation(Activation.FATIGUED));
        ev.add(new Event.Embarked(u.id(), v.id(), u.hex(), true, "000 · Transporting Squads in Vehicles"));
        s.endAction();
    }

    /** 000 · Transporting Squads in Vehicles: exiting costs 2 MP and "may trigger enemy Op Fire, as if the squad just moved into the hex". */
    public static void disembark(GameState s, List<Event> ev) {
        Activity a = s.activity();
        Unit u = s.units.get(a.unitId());
        if (!u.isTransported()) {
            throw new IllegalChoice(u.id() + " is not inside a vehicle");
        }
        spend(a, MovePoints.of(2), "exiting a vehicle costs 2 movement points (000 · Transporting Squads in Vehicles)");
        Unit out = u.withCarriedBy(null);
        if (MovementRules.hexIsFullFor(s.position(), out, u.hex())) {
            throw new IllegalChoice(u.id() + " may not exit: it would exceed the stacking limit of " + u.hex()
                    + " (000 · Transporting Squads in Vehicles)");
        }
        s.units.put(u.id(), out);
        s.update(Frame.MOVE, a.withMp(a.mpLeft() - MovePoints.of(2)));
        ev.add(new Event.Embarked(u.id(), u.carriedBy(), u.hex(), false, "000 · Transporting Squads in Vehicles"));
        if (anyOpFire(s)) {
            s.open(Frame.OP_FIRE, null);
        }
    }

    /** 000 · Entrenchments / Pillboxes: "A squad in the same hex … may spend 1 movement point to enter". */
    /** Why the active squad may not enter the fortification in its hex now (the rule), or null if it may. */
    public static String fortificationRefusal(GameState s, Choice.EnterFortification c) {
        Activity a = s.activity();
        Unit u = s.units.get(a.unitId());
        var marker = s.board.catalog().marker(c.marker()).filter(m -> m.holds() > 0).orElse(null);
        if (marker == null) {
            return "'" + c.marker() + "' is not a fortification a squad can enter";
        }
        if (!u.isSquad() || u.isTransported()) {
            return "vehicles may not enter an " + marker.name().toLowerCase() + " (000 · " + marker.name() + "s)";
        }
        if (u.fortification() != null) {
            return u.id() + " is already in a " + u.fortification();
        }
        long markers = s.board.markers(u.hex()).stream().filter(m -> m.id().equals(c.marker())).count();
        long inside = s.units.values().stream().filter(x -> x.hex().equals(u.hex()) && c.marker().equals(x.fortification())).count();
        if (inside >= markers * marker.holds()) {
            return u.hex() + " has no free " + marker.name().toLowerCase() + " (each holds one squad) (000 · " + marker.name() + "s)";
        }
        if (a.mpLeft() < MovePoints.of(1)) {
            return "entering costs 1 movement point (000 · " + marker.name() + "s); " + MovePoints.format(a.mpLeft()) + " left";
        }
        return null;
    }

    public static void enterFortification(GameState s, Choice.EnterFortification c, List<Event> ev) {
        Activity a = s.activity();
        Unit u = s.units.get(a.unitId());
        String refusal = fortificationRefusal(s, c);
        if (refusal != null) {
            throw new IllegalChoice(refusal);
        }
        var marker = s.board.catalog().marker(c.marker()).orElseThrow();
        s.units.put(u.id(), u.withFortification(c.marker()));
        s.update(Frame.MOVE, a.withMp(a.mpLeft() - MovePoints.of(1)));
        ev.add(new Event.EnteredFortification(u.id(), u.hex(), marker.name().toLowerCase()));
    }

    /** 000 · Removing Razor Wire: an active tank or engineer squad spends 2 MP to remove the wire in its hex. */
    public static void removeWire(GameState s, List<Event> ev) {
        Activity a = s.activity();
        Unit u = s.units.get(a.unitId());
        if (!(u.hasTrait("tank") || u.usesSpecialization("engineer"))) {
            throw new IllegalChoice("only a tank or an engineer squad removes razor wire (000 · Removing Razor Wire)");
        }
        if (!s.board.hasMarker(u.hex(), "razor-wire")) {
            throw new IllegalChoice(u.hex() + " has no razor wire");
        }
        spend(a, MovePoints.of(2), "removing razor wire costs 2 movement points (000 · Removing Razor Wire)");
        s.mutableBoard().removeMarker(u.hex(), "razor-wire");
        s.update(Frame.MOVE, a.withMp(a.mpLeft() - MovePoints.of(2)));
        ev.add(new Event.MarkerRemoved(u.hex(), "razor wire", u.id(), "000 · Removing Razor Wire"));
    }

    /**
     * Operations cards Lay Smoke / Lay Mines (rule engineer-marker) and Clear Tank Trap (engineer-remove): "During an
     * Advance, Fire and Movement or Assault action, your engineer squads may spend 2 movement points to place [remove] a …
     * marker in their hex."
     */
    public static void engineerWork(GameState s, Choice.EngineerWork w, List<Event> ev) {
        Activity a = s.activity();
        Unit u = s.units.get(a.unitId());
        toi.engine.cards.OperationsCard card = null;
        for (var ops : s.operationsInPlay().byNation().getOrDefault(u.nation(), List.of())) {
            if (ops.rule().equals(w.place() ? "engineer-marker" : "engineer-remove") && ops.word("marker", "").equals(w.marker())) {
                card = ops;
            }
        }
        if (card == null) {
            throw new IllegalChoice(u.nation() + " has no Operations card that lets engineers " + w.text());
        }
        if (!u.usesSpecialization("engineer")) {
            throw new IllegalChoice(u.id() + " is not an engineer squad (Operations · " + card.name() + ")");
        }
        if (u.isTransported()) {
            throw new IllegalChoice(u.id() + " is inside " + u.carriedBy() + ": squads inside a vehicle cannot resolve special"
                    + " abilities (000 · Transporting Squads in Vehicles)");
        }
        int cost = MovePoints.of(card.param("mp", 2));
        spend(a, cost, card.name() + " costs " + MovePoints.format(cost) + " movement points (Operations · " + card.name() + ")");
        Hex at = w.at() == null ? u.hex() : w.at();
        if (!at.equals(u.hex())) { // 003 · ENGINEERS: smoke in an adjacent hex
            String why = w.place() ? Engineers.refusal(s.position(), u, w.marker(), at) : "an engineer clears markers in its own hex";
            if (why != null) {
                throw new IllegalChoice(why);
            }
        }
        if (w.place()) {
            var type = s.board.catalog().marker(w.marker()).orElseThrow();
            var refusal = s.board.markerRefusal(at, type);
            if (refusal.isPresent()) {
                throw new IllegalChoice(refusal.get());
            }
            String shortage = BoxLimits.markerShortage(s, type); // 000 · COMPONENT LIMITS
            if (shortage != null) {
                throw new IllegalChoice(shortage);
            }
            s.mutableBoard().placeMarker(at, type);
            if (w.marker().equals("smoke")) {
                s.smokePlaced.put(at, s.round);
            }
            ev.add(new Event.MarkerPlaced(at, type.name().toLowerCase(), u.id(), "Operations · " + card.name()
                    + (at.equals(u.hex()) ? "" : "; " + Engineers.RULE.heading())));
        } else {
            if (!s.board.hasMarker(u.hex(), w.marker())) {
                throw new IllegalChoice(u.hex() + " has no " + w.marker() + " marker");
            }
            s.mutableBoard().removeMarker(u.hex(), w.marker());
            ev.add(new Event.MarkerRemoved(u.hex(), w.marker(), u.id(), "Operations · " + card.name()));
        }
        s.update(Frame.MOVE, a.withMp(a.mpLeft() - cost));
    }

    /** Whether the unit may leave the board from this hex (an exit hex for its side or for both). */
    public static boolean isExitFor(GameState s, Unit u, toi.engine.hex.Hex h) {
        for (var e : s.board.exitHexes()) { // asked for every move listed: a loop, not a stream
            if (e.hex().equals(h) && (e.nation() == null || e.nation().equals(u.nation()))) {
                return true;
            }
        }
        return false;
    }

    /**
     * 002 · Stavelot Express: "A vehicle on a blue shaded hex must spend 1 movement point to exit the board." The
     * unit (and any squad it carries) leaves the game; the scenario may score it (docs/rulings.md R-VIC-4).
     */
    public static void exitBoard(GameState s, List<Event> ev) {
        Activity a = s.activity();
        Unit u = s.units.get(a.unitId());
        if (!isExitFor(s, u, a.here())) {
            throw new IllegalChoice(a.here() + " is not an exit hex for " + u.nation());
        }
        spend(a, MovePoints.of(1), "exiting the board costs 1 movement point");
        for (Unit p : new ArrayList<>(s.units.values())) {
            if (u.id().equals(p.carriedBy())) {
                s.units.remove(p.id());
                ev.add(new Event.UnitExited(p.id(), a.here(), u.id()));
                Scoring.exited(s, p, ev);
            }
        }
        s.units.remove(u.id());
        ev.add(new Event.UnitExited(u.id(), a.here(), null));
        Scoring.exited(s, u, ev);
        s.endAction();
    }

    private static void spend(Activity a, int cost, String rule) {
        if (a.mpLeft() < cost) {
            throw new IllegalChoice(rule + "; " + MovePoints.format(a.mpLeft()) + " left");
        }
    }

    /** Why the active unit may not make an assault attack now (before the attack itself is proposed), or null. */
    public static String assaultRefusal(GameState s) {
        Activity a = s.activity();
        if (a.kind() != ActionKind.ASSAULT) {
            return "only a squad activated with an Assault action makes an assault attack (000 · Assault)";
        }
        for (Hex h : a.path().subList(1, a.path().size())) {
            if (s.board.hasMarker(h, "minefield") || s.board.hasMarker(h, "razor-wire")) {
                return "the squad entered a hex with a minefield or razor wire (" + h + ") during its movement and may not"
                        + " assault this activation (000 · ASSAULT ATTACKS)";
            }
        }
        return null;
    }

    /** 000 · Assault: after moving, the active squad may assault an adjacent hex with enemy units. */
    public static void assault(GameState s, Choice.Assault c, List<Event> ev) {
        Activity a = s.activity();
        String refusal = assaultRefusal(s);
        if (refusal != null) {
            throw new IllegalChoice(refusal);
        }
        var b = toi.engine.combat.AssaultRules.propose(s.position(),
                new toi.engine.combat.AssaultRequest(a.unitId(), c.supporters(), c.target()));
        ev.add(new Event.AssaultDeclared(a.unitId(), c.supporters(), c.target(), b.attackStrength(), b.defenderStrength()));
        for (var share : b.attackers()) {
            Unit x = s.units.get(share.unit().id());
            if (x.concealed()) {
                s.units.put(x.id(), x.withConcealed(false));
                ev.add(new Event.Concealment(x.id(), false, "assaults", "000 · CONCEALED SQUADS"));
            }
        }
        AssaultFlow.start(s, PendingAssault.declared(b, s.dice.copy(), s.position().units()), ev);
    }

    /** 000 · OPPORTUNITY FIRE: whether any unit may op fire at the active unit in the hex it just entered (stops at the first). */
    public static boolean anyOpFire(GameState s) {
        Activity a = s.activity();
        Unit target = s.units.get(a.unitId());
        Position p = null;
        AttackMemo memo = null;
        AttackMemo.Known moving = null;
        int place = -1;
        for (Unit u : s.units.values()) {
            place++;
            if (!u.nation().equals(target.nation()) && u.activation() == Activation.OP_FIRE && !u.isTransported()
                    && !a.opFiredBy().contains(u.id())) {
                if (memo == null) {
                    p = s.position();
                    memo = s.attackMemo(p);
                    moving = memo.known(target);
                }
                AttackMemo.Known lead = memo.known(u, place);
                if (!memo.mayReach(p, lead, moving, lead.area)) {
                    continue; // necessary conditions of the attack, cheap to test first
                }
                if (memo.leadAllowed(p, lead, moving, AttackType.NORMAL, FireAction.OP_FIRE)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Whether the active unit has any legal step. */
    public static boolean anyStep(GameState s) {
        return anyStep(s, s.position());
    }

    public static boolean anyStep(GameState s, Position p) {
        Activity a = s.activity();
        for (Hex to : a.here().neighbors()) {
            if (Movement.stepRefusal(s, p, to, false) == null) {
                return true;
            }
        }
        return false;
    }

    /** Operations · Double Time: "Whenever one of your squads is activated with an Advance action, it receives +2 movement points." */
    public static int advanceBonus(GameState s, Unit u, int mp) {
        var doubleTime = u.isSquad() ? s.operationsInPlay().of(u.nation(), "advance-bonus") : null;
        return doubleTime == null ? mp : mp + MovePoints.of(doubleTime.param("mp", 2));
    }

    /** 002 · Mounted Units: Riding — 2 more movement points for Advance and Assault actions (clear terrain and roads only). */
    public static int riding(Unit u) {
        return u.usesSpecialization("mounted") ? MovePoints.of(u.specialization().param("ridingMovementBonus")) : 0;
    }
}
