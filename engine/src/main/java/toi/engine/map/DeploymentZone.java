package toi.engine.map;

import java.util.Set;
import toi.engine.hex.Hex;

/**
 * Where a nation (or one division of it, in 3- and 4-player games) places its starting units
 * (000 · GAME SETUP step 6).
 *
 * @param units which units may deploy here: "all", "squads" or "vehicles"
 */
public record DeploymentZone(String nation, String division, String units, Set<Hex> hexes) {
    public DeploymentZone {
        hexes = java.util.Collections.unmodifiableSet(new java.util.LinkedHashSet<>(hexes)); // the file's order: choices list in it
    }

    public boolean admits(boolean vehicle) {
        return switch (units) {
            case "squads" -> !vehicle;
            case "vehicles" -> vehicle;
            default -> true;
        };
    }
}
