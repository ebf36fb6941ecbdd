package toi.engine.cards;

import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/** Every Strategy deck and Operations card in play, by id. */
public final class CardCatalog {
    private final Map<String, Deck> decks = new LinkedHashMap<>();
    private final Map<String, StrategyCard> cards = new LinkedHashMap<>();
    private final Map<String, OperationsCard> operations = new LinkedHashMap<>();

    public CardCatalog(Collection<Deck> decks, Collection<OperationsCard> operations) {
        for (Deck d : decks) {
            if (this.decks.put(d.id(), d) != null) {
                throw new IllegalArgumentException("deck id '" + d.id() + "' is used twice");
            }
            for (StrategyCard c : d.cards()) {
                if (this.cards.put(c.id(), c) != null) {
                    throw new IllegalArgumentException("card id '" + c.id() + "' is used twice");
                }
            }
        }
        for (OperationsCard o : operations) {
            if (this.operations.put(o.id(), o) != null) {
                throw new IllegalArgumentException("operations card id '" + o.id() + "' is used twice");
            }
        }
    }

    public static CardCatalog empty() {
        return new CardCatalog(java.util.List.of(), java.util.List.of());
    }

    public Optional<Deck> deck(String id) {
        return Optional.ofNullable(decks.get(id));
    }

    public Optional<StrategyCard> card(String id) {
        return Optional.ofNullable(cards.get(id));
    }

    public Optional<OperationsCard> operations(String id) {
        return Optional.ofNullable(operations.get(id));
    }

    public Collection<Deck> decks() {
        return decks.values();
    }

    public Collection<OperationsCard> operationsCards() {
        return operations.values();
    }
}
