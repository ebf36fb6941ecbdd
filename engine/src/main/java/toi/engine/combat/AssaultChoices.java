package toi.engine.combat;

import java.util.ArrayList;
import java.util.List;
import toi.engine.hex.Hex;
import toi.engine.units.Position;
import toi.engine.units.Unit;

/**
 * The decisions an assault asks of the players (000 · ASSAULT ATTACKS steps 6, 7, 9, 10). The game
 * asks the players; scripts and tests supply answers; every answer is checked against the rules. An
 * answer of null means "not answered yet": the resolution stops there and says it is waiting
 * ({@link AssaultResolution.Result#waiting()}), having decided nothing.
 */
public interface AssaultChoices {

    /** One casualty: a figure of a squad, or (figureIndex −1) one hit on a light vehicle. */
    record Loss(String unitId, int figureIndex) {
    }

    /** Step 6, the attacker's choice: the active squad's figures first, then the supporters'. */
    List<Loss> attackerLosses(List<Unit> attackers, int count);

    /** Step 7, the defender's choice among the defending units; a light vehicle takes no more hits than destroy it. */
    List<Loss> defenderLosses(List<Unit> defenders, int count);

    /** Step 9, the defender's choice of the one hex all survivors retreat to (from the legal ones, never empty). */
    Hex retreat(List<Hex> legal);

    /** Step 10, the attacker's choice of which eligible units advance into the vacated hex. */
    List<String> advance(List<Unit> eligible);

    /**
     * Step 10 with the room the vacated hex has (000 · STACKING LIMITS; 003 · WRECKED VEHICLES: wrecks "still count
     * against stacking"): by default the answer without it, which the resolution then checks against the room.
     */
    default List<String> advance(List<Unit> eligible, AdvanceRoom room) {
        return advance(eligible);
    }

    /**
     * How many units, and how many of them vehicles, may advance into the vacated hex: three units less its wrecks, and
     * with wrecked vehicles in play two vehicles less its wrecks (a wreck counts as a vehicle for stacking, R-OPT-20).
     */
    record AdvanceRoom(int units, int vehicles, int wrecks) {
        /** The basic game's room: three units, two of them vehicles at most (000 · STACKING LIMITS). */
        public static final AdvanceRoom BASIC = new AdvanceRoom(Position.MAX_UNITS_PER_HEX, Position.MAX_VEHICLES_PER_HEX, 0);

        public boolean fits(List<Unit> going) {
            return going.size() <= units && going.stream().filter(Unit::isVehicle).count() <= vehicles;
        }
    }

    /** Plain answers: casualties from the first figures listed, the first legal hex, everyone advances. */
    static AssaultChoices defaults() {
        return new AssaultChoices() {
            @Override
            public List<Loss> attackerLosses(List<Unit> attackers, int count) {
                return firstFigures(attackers, count);
            }

            @Override
            public List<Loss> defenderLosses(List<Unit> defenders, int count) {
                List<Loss> losses = new ArrayList<>();
                for (Unit u : defenders) {
                    if (u.isVehicle()) {
                        for (int i = 0; i < AssaultResolution.hitsToDestroy(u) && losses.size() < count; i++) {
                            losses.add(new Loss(u.id(), -1));
                        }
                    } else {
                        for (int i = 0; i < u.figures().size() && losses.size() < count; i++) {
                            losses.add(new Loss(u.id(), i));
                        }
                    }
                }
                return losses;
            }

            @Override
            public Hex retreat(List<Hex> legal) {
                return legal.get(0);
            }

            @Override
            public List<String> advance(List<Unit> eligible) {
                return advance(eligible, AdvanceRoom.BASIC);
            }

            @Override
            public List<String> advance(List<Unit> eligible, AdvanceRoom room) {
                List<String> ids = new ArrayList<>();
                List<Unit> going = new ArrayList<>();
                for (Unit u : eligible) {
                    going.add(u);
                    if (room.fits(going)) {
                        ids.add(u.id());
                    } else {
                        going.remove(going.size() - 1);
                    }
                }
                return ids;
            }
        };
    }

    private static List<Loss> firstFigures(List<Unit> units, int count) {
        List<Loss> losses = new ArrayList<>();
        for (Unit u : units) {
            for (int i = 0; i < u.figures().size() && losses.size() < count; i++) {
                losses.add(new Loss(u.id(), i));
            }
        }
        return losses;
    }
}
