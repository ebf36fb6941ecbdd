package toi.engine.cards;

import java.util.List;

/** A Strategy card deck (000 · Claim Game Cards), for one nation or for any. */
public record Deck(String id, String name, String nation, List<StrategyCard> cards) {
    public Deck {
        cards = List.copyOf(cards);
    }
}
