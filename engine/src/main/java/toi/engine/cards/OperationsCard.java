package toi.engine.cards;

import java.util.Map;

/**
 * An Operations card (000 · OPERATIONS CARDS): a special rule in effect all game. {@code rule} names
 * the rule the engine applies, {@code params} its numbers (a scenario may change them). {@code specialOps}:
 * a Limited Edition Special Ops card (002), of which a scenario may use only one copy.
 */
public record OperationsCard(String id, String name, String text, String rule, Map<String, String> params, String origin,
                             String source, boolean specialOps) {
    public OperationsCard {
        params = Map.copyOf(params);
    }

    /** A number parameter (the card's printed number, or the scenario's change to it). */
    public int param(String name, int fallback) {
        String v = params.get(name);
        return v == null ? fallback : Integer.parseInt(v);
    }

    /** A word parameter, such as the marker an engineer places. */
    public String word(String name, String fallback) {
        return params.getOrDefault(name, fallback);
    }

    public OperationsCard withParams(Map<String, String> changed) {
        Map<String, String> p = new java.util.HashMap<>(params);
        p.putAll(changed);
        return new OperationsCard(id, name, text, rule, p, origin, source, specialOps);
    }
}
