package toi.engine.map;

import java.util.Set;
import toi.engine.hex.Hex;

/** A building that covers several hexes; scenarios count it as one building for control and victory points. */
public record Building(String id, String name, Set<Hex> hexes) {
    public Building {
        hexes = java.util.Collections.unmodifiableSet(new java.util.LinkedHashSet<>(hexes)); // a stable order across runs
    }
}
