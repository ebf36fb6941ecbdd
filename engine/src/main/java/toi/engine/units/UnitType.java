package toi.engine.units;

import java.util.Set;

/**
 * One figure or vehicle of the player reference sheets (000 · THE TIDE OF IRON FIGURES), as
 * loaded from the unit catalog content file. Combat numbers are used from the combat issue on;
 * here they give a squad its range and a unit its movement.
 *
 * @param slots          squad-base holes the figure takes (MG and mortar crews take two); 0 for vehicles
 * @param movementBonus  added to a squad's movement when the squad holds this figure (officer:
 *                       Increased Mobility +1)
 * @param source         where the numbers come from (seed, A, B, reconstructed)
 */
public record UnitType(String id, String name, String nation, Category category, int slots, int movement,
                       int armor, int rangeVsInfantry, int firepowerVsInfantry, int rangeVsVehicle,
                       int firepowerVsVehicle, int movementBonus, int transportCapacity, Set<String> traits,
                       Set<String> abilities, String source) {

    public enum Category { INFANTRY, VEHICLE }

    public UnitType {
        traits = Set.copyOf(traits);
        abilities = Set.copyOf(abilities);
    }

    public boolean isVehicle() {
        return category == Category.VEHICLE;
    }

    public boolean hasTrait(String trait) {
        return traits.contains(trait);
    }

    public boolean hasAbility(String ability) {
        return abilities.contains(ability);
    }

    /** Range against a target of the given kind (000 · Targeting Infantry or Vehicles). */
    public int rangeAgainst(boolean vehicleTarget) {
        return vehicleTarget ? rangeVsVehicle : rangeVsInfantry;
    }
}
