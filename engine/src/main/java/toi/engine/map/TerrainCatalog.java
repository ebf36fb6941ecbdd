package toi.engine.map;

import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/** The terrain types and marker types in play, loaded from content data. */
public final class TerrainCatalog {

    private final Map<String, Terrain> terrain = new LinkedHashMap<>();
    private final Map<Character, Terrain> bySymbol = new LinkedHashMap<>();
    private final Map<String, MarkerType> markers = new LinkedHashMap<>();
    private final Map<String, Integer> groupLimits = new LinkedHashMap<>();

    public TerrainCatalog(Collection<Terrain> terrainTypes, Collection<MarkerType> markerTypes,
                          Map<String, Integer> groupLimits) {
        for (Terrain t : terrainTypes) {
            if (terrain.put(t.id(), t) != null) {
                throw new IllegalArgumentException("terrain id '" + t.id() + "' is defined twice");
            }
            if (bySymbol.put(t.symbol(), t) != null) {
                throw new IllegalArgumentException("terrain symbol '" + t.symbol() + "' is used twice");
            }
        }
        for (MarkerType m : markerTypes) {
            if (markers.put(m.id(), m) != null) {
                throw new IllegalArgumentException("marker id '" + m.id() + "' is defined twice");
            }
        }
        this.groupLimits.putAll(groupLimits);
    }

    public Optional<Terrain> terrain(String id) {
        return Optional.ofNullable(terrain.get(id));
    }

    public Optional<Terrain> bySymbol(char symbol) {
        return Optional.ofNullable(bySymbol.get(symbol));
    }

    public Optional<MarkerType> marker(String id) {
        return Optional.ofNullable(markers.get(id));
    }

    public Collection<Terrain> terrainTypes() {
        return Collections.unmodifiableCollection(terrain.values());
    }

    public Collection<MarkerType> markerTypes() {
        return Collections.unmodifiableCollection(markers.values());
    }

    /** Per-hex limit of a marker group (000: "a maximum of three entrenchment/pillbox markers in one hex"). */
    public Optional<Integer> groupLimit(String group) {
        return Optional.ofNullable(groupLimits.get(group));
    }
}
