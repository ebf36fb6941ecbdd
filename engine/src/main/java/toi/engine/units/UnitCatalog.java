package toi.engine.units;

import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/** Every figure and vehicle type in play, by id. */
public final class UnitCatalog {
    private final Map<String, UnitType> types = new LinkedHashMap<>();

    public UnitCatalog(Collection<UnitType> all) {
        for (UnitType t : all) {
            if (types.put(t.id(), t) != null) {
                throw new IllegalArgumentException("unit type id '" + t.id() + "' is defined twice");
            }
        }
    }

    public Optional<UnitType> find(String id) {
        return Optional.ofNullable(types.get(id));
    }

    public Collection<UnitType> all() {
        return Collections.unmodifiableCollection(types.values());
    }
}
