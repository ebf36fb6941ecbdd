package toi.engine.cards;

import java.util.List;
import java.util.Map;
import toi.engine.options.RuleOption;
import toi.engine.options.RuleOptions;

/**
 * The rules switched on for a game beyond the basic game, as the rules consult them: 000 · OPERATIONS CARDS (the cards
 * in each side's play area, "in effect for the entire game"; a card affects the side that has it unless its rule says
 * both) and the optional rules the players chose (003, {@link RuleOptions}, for both sides).
 */
public record OperationsInPlay(Map<String, List<OperationsCard>> byNation, RuleOptions options) {
    public static final OperationsInPlay NONE = new OperationsInPlay(Map.of());

    public OperationsInPlay {
        byNation = Map.copyOf(byNation);
        options = options == null ? RuleOptions.NONE : options;
    }

    /** Operations cards and no optional rules. */
    public OperationsInPlay(Map<String, List<OperationsCard>> byNation) {
        this(byNation, RuleOptions.NONE);
    }

    /** The same cards with these optional rules on. */
    public OperationsInPlay withOptions(RuleOptions o) {
        return o.equals(options) ? this : new OperationsInPlay(byNation, o);
    }

    /** Whether the optional rule is on in this game (003). */
    public boolean option(RuleOption o) {
        return options.has(o);
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
