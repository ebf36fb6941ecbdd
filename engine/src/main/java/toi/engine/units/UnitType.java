package toi.engine.units;

import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * One figure or vehicle of the player reference sheets (000 · THE TIDE OF IRON FIGURES), as
 * loaded from the unit catalog content file.
 *
 * @param slots           squad-base holes the figure takes (MG and mortar crews take two); 0 for vehicles
 * @param vsInfantry      range and firepower against squads (000 · Targeting Infantry or Vehicles)
 * @param vsVehicle       range and firepower against vehicles
 * @param areaNormal      mortar crew's attack table, normal fire (null for figures without area attacks)
 * @param areaSuppressive mortar crew's attack table, suppressive fire
 * @param movementBonus   added to a squad's movement when the squad holds this figure (officer:
 *                        Increased Mobility +1)
 * @param abilityParams   the numbers of its abilities, keyed "ability.param" (from the abilities content file)
 * @param source          where the numbers come from (seed, A, B, reconstructed)
 */
public record UnitType(String id, String name, String nation, Category category, int slots, int movement,
                       int armor, FireValues vsInfantry, FireValues vsVehicle, FireValues areaNormal,
                       FireValues areaSuppressive, int movementBonus, int transportCapacity, Set<String> traits,
                       Set<String> abilities, Map<String, Integer> abilityParams, String source) {

    public enum Category { INFANTRY, VEHICLE }

    public UnitType {
        traits = new NameSet(traits); // sorted: a stable order across runs
        abilities = new NameSet(abilities);
        abilityParams = Map.copyOf(abilityParams);
    }

    /** By id alone (equal types have the same id): cheap for the units' hash codes, which hash their figures. */
    @Override
    public int hashCode() {
        return id.hashCode();
    }

    /** Every component equal, the same object first (a unit's figures are the catalogue's types: compared by value often). */
    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        return o instanceof UnitType t && id.equals(t.id) && Objects.equals(name, t.name) && Objects.equals(nation, t.nation)
                && category == t.category && slots == t.slots && movement == t.movement && armor == t.armor
                && Objects.equals(vsInfantry, t.vsInfantry) && Objects.equals(vsVehicle, t.vsVehicle)
                && Objects.equals(areaNormal, t.areaNormal) && Objects.equals(areaSuppressive, t.areaSuppressive)
                && movementBonus == t.movementBonus && transportCapacity == t.transportCapacity && traits.equals(t.traits)
                && abilities.equals(t.abilities) && abilityParams.equals(t.abilityParams) && Objects.equals(source, t.source);
    }

    /** A number of one of this figure's abilities, from the abilities content file ("concussive-firepower", "firepower"). */
    public int abilityParam(String ability, String name) {
        Integer v = abilityParams.get(ability + "." + name);
        if (v == null) {
            throw new IllegalStateException(id + ": ability '" + ability + "' has no parameter '" + name + "'");
        }
        return v;
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

    /** Mortar crews: attacks are area attacks with their own table (000 · Mortar Crew). */
    public boolean makesAreaAttacks() {
        return areaNormal != null;
    }

    /** Values against a target of the given kind (000 · Targeting Infantry or Vehicles). */
    public FireValues against(boolean vehicleTarget) {
        return vehicleTarget ? vsVehicle : vsInfantry;
    }

    public int rangeAgainst(boolean vehicleTarget) {
        return against(vehicleTarget).range();
    }
}
