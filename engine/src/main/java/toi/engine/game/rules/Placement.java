package toi.engine.game.rules;

import toi.engine.game.protocol.Choice;
import toi.engine.game.state.GameState;

import java.util.ArrayList;
import java.util.List;
import toi.engine.hex.Hex;
import toi.engine.map.MarkerType;
import toi.engine.map.NationHex;
import toi.engine.move.MovementRules;
import toi.engine.units.Position;
import toi.engine.units.Unit;

/**
 * Putting a unit on the board from outside it: deployment in GAME SETUP, scenario reinforcements and the cards that
 * bring units in (000 · GAME SETUP step 6; 000 · Placing Reinforcements).
 */
public final class Placement {
    private Placement() {
    }

    /** Moves a unit from the reserve onto the board as the (already checked) choice says: a hex, maybe inside a vehicle or fortification. */
    public static void place(GameState s, Unit u, Choice.Deploy d) {
        Unit placed = u.withHex(d.hex());
        if (d.inside() != null) {
            placed = s.units.containsKey(d.inside()) ? placed.withCarriedBy(d.inside()) : placed.withFortification(d.inside());
        }
        s.reserve.remove(u.id());
        s.units.put(placed.id(), placed);
    }

    /** Whether the unit may be put in the hex (terrain, enemies, transport or fortification room, stacking). */
    public static String refusal(GameState s, Unit u, Hex hex, String inside) {
        if (s.board.terrain(hex).impassableTo(u.movementClass())) {
            return u.movementClass().word() + " may not be placed in " + s.board.terrain(hex).name().toLowerCase() + " (" + hex + ")";
        }
        Position p = s.position();
        for (Unit o : p.unitsAt(hex)) {
            if (!o.nation().equals(u.nation())) {
                return hex + " holds enemy units";
            }
        }
        if (inside != null) {
            Unit v = s.units.get(inside);
            if (v != null) {
                if (u.isVehicle() || !v.isVehicle() || !v.nation().equals(u.nation()) || !v.hex().equals(hex)) {
                    return "a squad rides in a friendly vehicle already placed in the same hex";
                }
                if (u.hasSpecialization("mounted")) {
                    return "mounted units may not be transported by vehicles (002 · Mounted Units: Riding)";
                }
                long aboard = EquipmentTransport.passengers(p.units(), inside); // 003: an AT gun aboard takes no place
                if (aboard >= v.vehicleType().transportCapacity()) {
                    return inside + " is full (Transport " + v.vehicleType().transportCapacity() + ")";
                }
                return null; // one unit with its transport for stacking
            }
            MarkerType m = s.board.catalog().marker(inside).filter(x -> x.holds() > 0).orElse(null);
            if (m == null || u.isVehicle()) {
                return "'" + inside + "' is neither a friendly vehicle in " + hex + " nor a fortification a squad can enter";
            }
            long markers = s.board.markers(hex).stream().filter(x -> x.id().equals(inside)).count();
            long occupied = p.unitsAt(hex).stream().filter(x -> inside.equals(x.fortification())).count();
            if (occupied >= markers * m.holds()) {
                return hex + " has no free " + m.name().toLowerCase();
            }
        }
        if (!MovementRules.mayEndIn(p, u, hex)) { // the stacking check reads the unit's id, side and kind, not its hex
            return hex + " is full: a hex may contain up to three units, never more than two vehicles (000 · STACKING LIMITS)";
        }
        return null;
    }

    /** 000 · Placing Reinforcements: the reinforcement (R) hexes of the nation. */
    public static List<Hex> rHexes(GameState s, String nation) {
        List<Hex> out = new ArrayList<>();
        for (NationHex r : s.board.reinforcementHexes()) {
            if (r.nation() == null || r.nation().equals(nation)) {
                out.add(r.hex());
            }
        }
        return out;
    }

    /** Why a reinforcement may not be placed in the hex (not an R hex of its side, or the placement rules), else null. */
    public static String reinforcementRefusal(GameState s, Unit u, Hex hex, String inside) {
        if (!rHexes(s, u.nation()).contains(hex)) {
            return hex + " is not one of " + u.nation() + "'s reinforcement (R) hexes (000 · Placing Reinforcements)";
        }
        return refusal(s, u, hex, inside);
    }
}
