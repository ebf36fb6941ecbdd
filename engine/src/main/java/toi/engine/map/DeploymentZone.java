package toi.engine.map;

import java.util.Set;
import toi.engine.hex.Hex;

/**
 * Where a nation (or one division of it) places its starting units (000 · GAME SETUP step 6).
 *
 * @param units which units may deploy here: "all", "squads" or "vehicles"
 */
public record DeploymentZone(String nation, String division, String units, Set<Hex> hexes) {
    public DeploymentZone {
        hexes = java.util.Collections.unmodifiableSet(new java.util.LinkedHashSet<>(hexes)); // the file's order: choices list in it
    }

    /**
     * Whether units of this nation and division (null: none), vehicles or squads, may deploy here: a division's own zone
     * binds its units in any game (002: divisions "may affect where units may be placed").
     */
    public boolean takes(String unitNation, String unitDivision, boolean vehicle) {
        return nation.equals(unitNation) && (division == null || unitDivision == null || division.equals(unitDivision)) && admits(vehicle);
    }

    public boolean admits(boolean vehicle) {
        return switch (units) {
            case "squads" -> !vehicle;
            case "vehicles" -> vehicle;
            default -> true;
        };
    }
}
