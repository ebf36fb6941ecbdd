package toi.engine.units;

import java.util.Map;

/**
 * A specialization or restriction token (000 · SPECIALIZED SQUADS; 002 · Specialization
 * Experience, RESTRICTION TOKENS) with its numbers from the abilities content file.
 */
public record Specialization(String id, String name, Kind kind, Map<String, Integer> params) {

    public enum Kind { SPECIALIZATION, RESTRICTION }

    public Specialization {
        params = Map.copyOf(params);
    }

    /** A number the rules need; the content loader guarantees the required ones are present. */
    public int param(String name) {
        Integer v = params.get(name);
        if (v == null) {
            throw new IllegalStateException("specialization '" + id + "' has no parameter '" + name + "'");
        }
        return v;
    }

    public int param(String name, int fallback) {
        return params.getOrDefault(name, fallback);
    }
}
