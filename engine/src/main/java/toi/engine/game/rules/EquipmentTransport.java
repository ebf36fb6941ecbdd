package toi.engine.game.rules;

import java.util.ArrayList;
import java.util.List;
import toi.engine.event.Event;
import toi.engine.game.protocol.ActionKind;
import toi.engine.game.protocol.Choice;
import toi.engine.game.protocol.IllegalChoice;
import toi.engine.game.state.Activity;
import toi.engine.game.state.Frame;
import toi.engine.game.state.GameState;
import toi.engine.move.MovementRules;
import toi.engine.options.RuleOption;
import toi.engine.units.Activation;
import toi.engine.units.Position;
import toi.engine.units.Unit;

/**
 * 003 · VEHICLES TRANSPORTING AT GUNS and 003 · OPTIONAL VEHICULAR TRANSPORT RULES (one option, {@code equipment-transport}):
 * <ul>
 * <li>Loading: "An equipment unit may be given an Advance action to load into a vehicle with the transport trait. The
 * transporting vehicle, equipment unit, and a fresh friendly squad must begin the action turn in the same hex. The squad
 * must expend all of its movement points in order to load the equipment unit onto the vehicle and may enter the vehicle at
 * the same time, but is not required to. Fatigue the squad and the equipment unit" ({@code act load-equipment GUN into V
 * squad S}, {@code load-equipment-aboard} when the squad enters too);</li>
 * <li>"An equipment unit does not count against the vehicle's transport capacity, but a vehicle cannot transport more than
 * one equipment unit at a time. If the transporting vehicle is destroyed, both the squad and equipment unit are also
 * destroyed" (carried units are lost with their vehicle as squads are);</li>
 * <li>Unloading: "The equipment unit may be given an Advance action to exit the vehicle. In order to unload an equipment
 * unit, a fresh friendly squad must be present in the hex … may be, but is not required to be a passenger … Place the
 * unit(s) to be unloaded in the vehicle's hex and fatigue them … An equipment unit can never be unloaded into a hex that it
 * could not otherwise enter, or be unloaded in such a way that it exceeds the stacking limits" ({@code act
 * unload-equipment GUN squad S});</li>
 * <li>"Both entering and exiting a transport may trigger OP Fire attacks": the squad left outside after loading, the gun
 * after unloading, may be op fired on in the hex as a unit that just moved there;</li>
 * <li>Unit Restrictions: "The Flak 36 AT gun may only be towed by half-tracks. Bren Carriers may only tow the M1 57mm AT gun
 * and QF 6-pounder AT gun" — traits {@code half-track-towed} / {@code half-track} and {@code carrier} / {@code carrier-towed}.</li>
 * </ul>
 * docs/rulings.md R-OPT-43.
 */
public final class EquipmentTransport {
    public static final RuleOption RULE = RuleOption.EQUIPMENT_TRANSPORT;

    private EquipmentTransport() {
    }

    public static boolean on(GameState s) {
        return s.operationsInPlay().option(RULE);
    }

    /** The squads (not equipment) inside the vehicle: what its Transport value counts (000 · Transporting Squads in Vehicles). */
    public static long passengers(Iterable<Unit> units, String vehicleId) {
        long n = 0;
        for (Unit x : units) {
            if (vehicleId.equals(x.carriedBy()) && !x.isEquipment()) {
                n++;
            }
        }
        return n;
    }

    /** The equipment unit inside the vehicle, or null. */
    static Unit equipmentAboard(GameState s, String vehicleId) {
        for (Unit x : s.units.values()) {
            if (vehicleId.equals(x.carriedBy()) && x.isEquipment()) {
                return x;
            }
        }
        return null;
    }

    /** 003 · Unit Restrictions: why this vehicle may not tow this gun, or null. */
    public static String towRefusal(Unit gun, Unit v) {
        if (gun.hasTrait("half-track-towed") && !v.hasTrait("half-track")) {
            return gun.vehicleType().name() + " may only be towed by half-tracks, not by a " + v.vehicleType().name()
                    + " (003 · Optional Vehicular Transport Rules, Unit Restrictions)";
        }
        if (v.hasTrait("carrier") && !gun.hasTrait("carrier-towed")) {
            return "a " + v.vehicleType().name() + " may only tow the M1 57mm AT gun and the QF 6-pounder AT gun, not a "
                    + gun.vehicleType().name() + " (003 · Optional Vehicular Transport Rules, Unit Restrictions)";
        }
        return null;
    }

    /** Why this load or unload may not be done, or null (the option on; {@code a} names gun, vehicle and squad). */
    public static String refusal(GameState s, Choice.Act a) {
        if (!on(s)) {
            return "equipment units are loaded into vehicles only under an optional rule (" + RULE.heading() + ") not on in this game";
        }
        Unit gun = s.units.get(a.unitId());
        if (gun == null || !gun.isEquipment()) {
            return a.unitId() + " is not an equipment unit (" + RULE.heading() + ")";
        }
        Unit q = a.squadId() == null ? null : s.units.get(a.squadId());
        if (q == null || !q.isSquad() || !q.nation().equals(gun.nation())) {
            return "name a fresh friendly squad: 'squad S' (" + RULE.heading() + ")";
        }
        if (q.activation() != Activation.FRESH) {
            return q.id() + " is " + q.activation().word() + ": a fresh friendly squad must load or unload the equipment unit ("
                    + RULE.heading() + ")";
        }
        if (a.kind() == ActionKind.UNLOAD_EQUIPMENT) {
            return unloadRefusal(s, gun, q);
        }
        Unit v = a.vehicleId() == null ? null : s.units.get(a.vehicleId());
        if (gun.isTransported()) {
            return gun.id() + " is already inside " + gun.carriedBy();
        }
        if (v == null || !v.isVehicle() || v.isEquipment() || !v.nation().equals(gun.nation()) || v.vehicleType().transportCapacity() == 0
                || v.isTransported()) {
            return "name a friendly vehicle with the transport trait: 'into V' (" + RULE.heading() + ")";
        }
        if (!v.hex().equals(gun.hex()) || !q.hex().equals(gun.hex()) || q.isTransported()) {
            // "The transporting vehicle, equipment unit, and a fresh friendly squad must begin the action turn in the same hex"
            return "the transporting vehicle, the equipment unit and a fresh friendly squad must begin the action turn in the same hex ("
                    + RULE.heading() + ")";
        }
        if (q.isImmobile()) {
            return q.id() + " is " + q.condition().word() + " and cannot spend movement points to load it (000 · Immobile Units)";
        }
        Unit aboard = equipmentAboard(s, v.id());
        if (aboard != null) {
            return v.id() + " already carries " + aboard.id() + ": a vehicle cannot transport more than one equipment unit at a time ("
                    + RULE.heading() + ")";
        }
        String tow = towRefusal(gun, v);
        if (tow != null) {
            return tow;
        }
        if (a.kind() == ActionKind.LOAD_EQUIPMENT_ABOARD) {
            if (q.hasSpecialization("mounted")) {
                return "mounted units may not be transported by vehicles (002 · Mounted Units: Riding)";
            }
            long n = passengers(s.units.values(), v.id());
            if (n >= v.vehicleType().transportCapacity()) {
                return v.id() + " has Transport (" + v.vehicleType().transportCapacity() + ") and carries " + n
                        + " (000 · Transporting Squads in Vehicles)";
            }
        }
        return null;
    }

    private static String unloadRefusal(GameState s, Unit gun, Unit q) {
        if (!gun.isTransported()) {
            return gun.id() + " is not inside a vehicle";
        }
        Unit v = s.units.get(gun.carriedBy());
        if (!q.hex().equals(v.hex()) || (q.isTransported() && !q.carriedBy().equals(v.id()))) {
            // "a fresh friendly squad must be present in the hex … may be, but is not required to be a passenger"
            return "a fresh friendly squad must be present in " + v.hex() + " to unload " + gun.id() + " (" + RULE.heading() + ")";
        }
        Position p = s.position();
        Unit out = gun.withCarriedBy(null);
        Unit qOut = q.withCarriedBy(null);
        boolean full = MovementRules.hexIsFullFor(p, out, v.hex())
                || (q.isTransported() && MovementRules.hexIsFullFor(p.withUnits(replace(p.units(), out)), qOut, v.hex()));
        if (full) {
            return gun.id() + " may not be unloaded in such a way that it exceeds the stacking limits of " + v.hex() + " ("
                    + RULE.heading() + ")";
        }
        return null;
    }

    private static List<Unit> replace(List<Unit> units, Unit changed) {
        List<Unit> out = new ArrayList<>(units.size());
        for (Unit u : units) {
            out.add(u.id().equals(changed.id()) ? changed : u);
        }
        return out;
    }

    /** Every load and unload the side may take now (the option on), for the listing of actions. */
    public static List<Choice> options(GameState s, Unit gun) {
        List<Choice> out = new ArrayList<>();
        if (!on(s) || !gun.isEquipment() || gun.activation() != Activation.FRESH) {
            return out;
        }
        List<Unit> here = new ArrayList<>();
        for (Unit x : s.units.values()) {
            if (x.hex().equals(gun.hex()) && x.nation().equals(gun.nation()) && x != gun) {
                here.add(x);
            }
        }
        for (Unit q : here) {
            if (!q.isSquad() || q.activation() != Activation.FRESH) {
                continue;
            }
            if (gun.isTransported()) {
                Choice.Act a = Choice.Act.equipment(ActionKind.UNLOAD_EQUIPMENT, gun.id(), null, q.id());
                if (refusal(s, a) == null) {
                    out.add(a);
                }
                continue;
            }
            for (Unit v : here) {
                if (!v.isVehicle() || v.vehicleType().transportCapacity() == 0) {
                    continue;
                }
                for (ActionKind k : List.of(ActionKind.LOAD_EQUIPMENT, ActionKind.LOAD_EQUIPMENT_ABOARD)) {
                    Choice.Act a = Choice.Act.equipment(k, gun.id(), v.id(), q.id());
                    if (refusal(s, a) == null) {
                        out.add(a);
                    }
                }
            }
        }
        return out;
    }

    /** Loads or unloads (the choice checked with {@link #refusal}); op fire may follow at the unit left exposed. */
    public static void act(GameState s, Choice.Act a, List<Event> ev) {
        String why = refusal(s, a);
        if (why != null) {
            throw new IllegalChoice(why);
        }
        Unit gun = s.units.get(a.unitId());
        Unit q = s.units.get(a.squadId());
        String rule = RULE.heading();
        Unit exposed;
        if (a.kind() == ActionKind.UNLOAD_EQUIPMENT) {
            String v = gun.carriedBy();
            s.units.put(gun.id(), gun.withCarriedBy(null));
            ev.add(new Event.Embarked(gun.id(), v, gun.hex(), false, rule));
            if (q.isTransported()) { // the passenger who unloads it gets out with it: "Place the unit(s) to be unloaded"
                s.units.put(q.id(), q.withCarriedBy(null));
                ev.add(new Event.Embarked(q.id(), v, q.hex(), false, rule));
            }
            exposed = s.units.get(gun.id()); // "exiting a transport may trigger OP Fire attacks"
            fatigue(s, q.id(), rule, ev);
        } else {
            Unit v = s.units.get(a.vehicleId());
            s.units.put(gun.id(), gun.withCarriedBy(v.id()).withFortification(null));
            ev.add(new Event.Embarked(gun.id(), v.id(), gun.hex(), true, rule));
            fatigue(s, gun.id(), rule, ev);
            if (a.kind() == ActionKind.LOAD_EQUIPMENT_ABOARD) {
                s.units.put(q.id(), q.withCarriedBy(v.id()).withFortification(null));
                ev.add(new Event.Embarked(q.id(), v.id(), q.hex(), true, rule));
                exposed = null; // inside: no one outside to fire at
                fatigue(s, q.id(), rule, ev);
            } else {
                exposed = s.units.get(q.id()); // "This costs the entire movement allowance of the squad and may trigger OP Fire"
            }
        }
        if (exposed == null) {
            s.endAction();
            return;
        }
        ev.add(new Event.UnitActivated(exposed.id(), a.kind().id(), 0));
        s.open(Frame.MOVE, new Activity(exposed.id(), ActionKind.ADVANCE, 0, List.of(exposed.hex()), false, true,
                java.util.Set.of(), 0));
        if (Movement.anyOpFire(s)) {
            s.open(Frame.OP_FIRE, null);
        } else {
            Movement.endActivation(s, ev);
        }
    }

    private static void fatigue(GameState s, String id, String rule, List<Event> ev) {
        s.units.put(id, s.units.get(id).withActivation(Activation.FATIGUED));
        ev.add(new Event.ActivationChanged(id, Activation.FATIGUED, rule));
    }
}
