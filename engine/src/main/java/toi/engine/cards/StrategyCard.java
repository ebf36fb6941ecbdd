package toi.engine.cards;

import java.util.List;

/**
 * A Strategy card (000 · STRATEGY CARDS): its deck, when it may be activated, its command cost,
 * the "+" symbol, whether it stays in the play area, and its effects.
 *
 * @param origin "official" (effect from a source, cited in {@code source}) or "reconstructed"
 */
public record StrategyCard(String id, String name, String deck, Phase phase, int cost, boolean plus, boolean playArea,
                           String text, List<Effect> effects, String origin, String source) {

    public enum Phase { ACTION, COMMAND }

    public StrategyCard {
        effects = List.copyOf(effects);
    }

    /** 000 · Card Types: "an Artillery card" is any card of a deck whose title contains "Artillery". */
    public boolean isOfType(String deckType) {
        return deck.contains(deckType);
    }

    public boolean attacks() {
        return effects.stream().anyMatch(e -> e instanceof Effect.AreaAttack || e instanceof Effect.WideBlastRadius);
    }
}
