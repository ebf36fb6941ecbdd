package toi.engine.map;

import java.util.Set;

/**
 * A fortification, obstacle or smoke marker (000 · FORTIFICATIONS, OBSTACLES, AND COVER), as
 * described by the content file: its limits per hex, where it may not be placed and its effects.
 *
 * @param id               "entrenchment", "pillbox", "razor-wire", "tank-trap", "minefield", "smoke"
 * @param name             display name
 * @param group            markers sharing a per-hex limit ("fortification" for entrenchments and pillboxes)
 * @param maxPerHex        at most this many of this marker in one hex
 * @param forbiddenTerrain ids of main terrain types it may not be placed on
 * @param blocksLos        smoke: the hex counts as blocking terrain
 * @param cover            extra cover it grants
 * @param coverFor         who gets the cover: "occupant" (the squad inside), "squads" (every squad in the hex), "all"
 * @param holds            how many squads it can hold (0 = not entered)
 * @param stopsMovement    "none", "all", "non-engineer-squads-and-light-vehicles", "vehicles"
 * @param symbol           short label when drawn
 */
public record MarkerType(String id, String name, String group, int maxPerHex, Set<String> forbiddenTerrain,
                         boolean blocksLos, int cover, String coverFor, int holds, String stopsMovement,
                         String symbol) {

    public MarkerType {
        forbiddenTerrain = java.util.Collections.unmodifiableSet(new java.util.TreeSet<>(forbiddenTerrain));
    }
}
