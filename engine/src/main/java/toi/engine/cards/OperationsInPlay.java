package toi.engine.cards;

import java.util.List;
import java.util.Map;

/**
 * 000 · OPERATIONS CARDS: the cards in each side's play area, "in effect for the entire game". The
 * rules consult them by rule name; a card affects the side that has it unless its rule says both.
 */
public record OperationsInPlay(Map<String, List<OperationsCard>> byNation) {
    public static final OperationsInPlay NONE = new OperationsInPlay(Map.of());

    public OperationsInPlay {
        byNation = Map.copyOf(byNation);
    }

    /** The nation's Operations card with this rule, or null. */
    public OperationsCard of(String nation, String rule) {
        for (OperationsCard c : byNation.getOrDefault(nation, List.of())) {
            if (c.rule().equals(rule)) {
                return c;
            }
        }
        return null;
    }

    public boolean has(String nation, String rule) {
        return of(nation, rule) != null;
    }
}
