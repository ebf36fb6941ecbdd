package toi.engine.game.rules;

import toi.engine.game.protocol.ActionKind;
import toi.engine.game.protocol.Choice;
import toi.engine.game.protocol.IllegalChoice;
import toi.engine.game.protocol.Phase;
import toi.engine.game.state.GameState;

import toi.engine.event.Event;
import java.util.ArrayList;
import java.util.List;
import toi.engine.cards.Effect;
import toi.engine.cards.StrategyCard;

/** 000 · STRATEGY CARDS: the decks, starting and Status Phase draws (with the "+"), costs, and the Operations cards in play. */
public final class CardDecks {
    private CardDecks() {
    }

    /** 000 · Claim Game Cards: shuffle each deck; queue the starting draws in order of initiative. */
    public static void begin(GameState s) {
        s.ownCards();
        var cards = s.setup.cards();
        for (String n : s.setup.nations()) {
            for (String deckId : cards.decks().getOrDefault(n, List.of())) {
                shuffleIn(s, n, deckId);
                // a scenario's "deck with one 'Increased Priority' card removed"; cards that start in the play area
                List<String> deck = s.decks.get(n + "|" + deckId);
                for (String gone : cards.removed().getOrDefault(n, List.of())) {
                    deck.remove(gone);
                }
                cards.startInPlay().getOrDefault(n, List.of()).forEach(deck::remove);
            }
            // cards that start in the play area (from the side's decks, or from a deck it does not draw from)
            for (String ready : cards.startInPlay().getOrDefault(n, List.of())) {
                s.playArea.get(n).add(ready);
                s.prepaid.add(ready); // "a player does not pay the command cost again for a card already placed in his play area"
            }
            for (var ops : cards.operations().getOrDefault(n, List.of())) {
                if (ops.rule().equals("starting-command")) { // Supply Depot: "Each player starts the game with 2 command"
                    for (String side : s.setup.nations()) {
                        s.command.put(side, Math.max(s.command.get(side), ops.param("command", 2)));
                    }
                } else if (ops.rule().equals("max-los")) { // Heavy Fog: affects both sides
                    s.mutableBoard().limitSight(ops.param("hexes", 3));
                }
            }
        }
        for (String n : List.of(s.initiative, s.opponent(s.initiative))) {
            for (int i = 0; i < cards.startingDraws().getOrDefault(n, 0); i++) {
                s.drawQueue.add(n);
            }
            if (cards.startingDrawToPlay().containsKey(n) && cards.startingDraws().getOrDefault(n, 0) > 0) {
                s.startingPlayDraw.add(n);
            }
        }
        dropImpossibleDraws(s);
    }

    /** Shuffles a deck (Fisher–Yates with the game's dice) into the nation's HQ area. */
    public static void shuffleIn(GameState s, String nation, String deckId) {
        s.ownCards();
        var deck = s.setup.cards().catalog().deck(deckId).orElseThrow(() -> new IllegalArgumentException("unknown deck '" + deckId + "'"));
        List<String> ids = new ArrayList<>();
        deck.cards().forEach(c -> ids.add(c.id()));
        for (int i = ids.size() - 1; i > 0; i--) {
            int j = s.dice.nextInt(i + 1);
            String t = ids.get(i);
            ids.set(i, ids.get(j));
            ids.set(j, t);
        }
        s.decks.put(nation + "|" + deckId, ids);
    }

    /** The Operations card with this rule in the nation's play area, or null. */
    public static toi.engine.cards.OperationsCard operation(GameState s, String nation, String rule) {
        return s.operationsInPlay().of(nation, rule);
    }

    /** Drops draws from players with empty decks ("he skips this step"); true when someone draws now. */
    public static boolean queueDraws(GameState s) {
        dropImpossibleDraws(s);
        return drawing(s);
    }

    /** Activate-card choices (affordable cards of the phase) and, as actions, contact retries not yet tried this round. */
    public static List<Choice> activationOptions(GameState s, String nation, boolean asAction) {
        List<Choice> out = new ArrayList<>();
        StrategyCard.Phase phase = asAction ? StrategyCard.Phase.ACTION : StrategyCard.Phase.COMMAND;
        // 000 · THREE- AND FOUR-PLAYER GAMES · Strategy Cards: in the Command Phase the team names the activating division
        List<String> by = !asAction && s.setup.teams() ? s.setup.divisions(nation) : java.util.Collections.singletonList(null);
        for (String id : s.hand.get(nation)) {
            StrategyCard c = card(s, id);
            if (c.phase() == phase && cost(s, nation, c) <= s.command.get(nation)) {
                by.forEach(d -> out.add(new Choice.Act(ActionKind.ACTIVATE_CARD, id, null, null, d)));
            }
        }
        for (String id : s.playArea.get(nation)) {
            if (s.prepaid.contains(id) && card(s, id).phase() == phase) {
                by.forEach(d -> out.add(new Choice.Act(ActionKind.ACTIVATE_CARD, id, null, null, d)));
            }
        }
        if (asAction) {
            for (String id : s.playArea.get(nation)) {
                if (s.waitingContact.contains(id) && !s.triedThisRound.contains(id)) {
                    out.add(new Choice.Act(ActionKind.RETRY_CONTACT, id, null));
                }
            }
        }
        return out;
    }

    /** Draws are due (the DRAW frame is open while they are; when none is left the driver closes it). */
    public static boolean drawing(GameState s) {
        return !s.drawQueue.isEmpty() || s.plusDraw != null;
    }

    public static String drawer(GameState s) {
        return s.plusDraw != null ? s.plusDraw : s.drawQueue.get(0);
    }

    public static List<Choice> drawOptions(GameState s) {
        String n = drawer(s);
        List<Choice> out = new ArrayList<>();
        if (s.plusDraw != null) {
            out.add(new Choice.Done()); // the "+" draw is a may
        }
        String required = requiredDeck(s, n);
        deckIds(s, n).stream().filter(d -> required == null || d.equals(required)).forEach(d -> out.add(new Choice.DrawCard(d)));
        return out;
    }

    /**
     * 002 · Liberation: "Americans must draw one artillery strategy card in their starting mix and place it their play
     * area": the deck the side's last starting draw must come from, if it still owes that card; else null.
     */
    private static String requiredDeck(GameState s, String n) {
        if (!s.startingDraws || s.plusDraw != null || !s.startingPlayDraw.contains(n) || java.util.Collections.frequency(s.drawQueue, n) > 1) {
            return null;
        }
        String deck = s.setup.cards().startingDrawToPlay().get(n);
        return deckIds(s, n).contains(deck) ? deck : null;
    }

    static List<String> deckIds(GameState s, String nation) {
        List<String> out = new ArrayList<>();
        s.decks.forEach((k, v) -> {
            if (k.startsWith(nation + "|") && !v.isEmpty()) {
                out.add(k.substring(nation.length() + 1));
            }
        });
        return out;
    }

    public static void draw(GameState s, Choice c, List<Event> ev) {
        String n = drawer(s);
        boolean plus = s.plusDraw != null;
        if (c instanceof Choice.Done) {
            if (!plus) {
                throw new IllegalChoice(n + " must draw a Strategy card (000 · Draw Strategy Cards)");
            }
            s.plusDraw = null;
            dropImpossibleDraws(s); // when none is due the driver closes the DRAW frame and the phase goes on
            return;
        }
        Choice.DrawCard d = (Choice.DrawCard) c;
        String required = requiredDeck(s, n);
        if (required != null && !required.equals(d.deckId())) {
            throw new IllegalChoice(n + " must draw one card of '" + required + "' in its starting mix, and this is its last starting draw"
                    + " (scenario special rule)");
        }
        s.ownCards();
        List<String> deck = s.decks.get(n + "|" + d.deckId());
        if (deck == null || deck.isEmpty()) {
            throw new IllegalChoice(n + " has no cards left in '" + d.deckId() + "': decks are not replenished (000 · STRATEGY CARDS)");
        }
        String cardId = deck.remove(0);
        s.hand.get(n).add(cardId);
        StrategyCard card = card(s, cardId);
        ev.add(new Event.CardDrawn(n, card.id(), d.deckId()));
        if (s.startingDraws && s.startingPlayDraw.contains(n) && d.deckId().equals(s.setup.cards().startingDrawToPlay().get(n))) {
            s.hand.get(n).remove(cardId);
            s.playArea.get(n).add(cardId);
            s.prepaid.add(cardId); // in the play area without paying its cost, as a card that starts there
            s.startingPlayDraw.remove(n);
            ev.add(new Event.CardMoved(n, card.id(), "its play area", "scenario special rule: the required starting draw"));
        }
        if (plus) {
            s.plusDraw = null;
        } else {
            // the side's first draw of the step: only "the first card drawn" has the "+" (with 2 draws, docs/rulings.md R-CARD-11)
            boolean first = java.util.Collections.frequency(s.drawQueue, n) == s.setup.special().drawsPerStatusPhase().getOrDefault(n, 1);
            s.drawQueue.remove(0);
            // 000 · Draw Strategy Cards: a "+" card drawn in the Status Phase allows one more draw (not at setup, never a third)
            if (card.plus() && first && s.phase == Phase.STATUS && !deckIds(s, n).isEmpty()) {
                s.plusDraw = n;
            }
        }
        dropImpossibleDraws(s); // when none is due the driver closes the DRAW frame and the phase goes on
    }

    static void dropImpossibleDraws(GameState s) {
        s.drawQueue.removeIf(n -> deckIds(s, n).isEmpty());
    }

    public static StrategyCard card(GameState s, String id) {
        return s.setup.cards().catalog().card(id).orElseThrow(() -> new IllegalChoice("no Strategy card '" + id + "'"));
    }

    /** 000 · Card Types: the cost less any reductions from the side's lasting cards (minimum 0). */
    public static int cost(GameState s, String nation, StrategyCard card) {
        int cost = card.cost();
        for (String id : s.playArea.get(nation)) {
            if (s.waitingContact.contains(id) || s.prepaid.contains(id) || id.equals(card.id())) {
                continue;
            }
            for (Effect e : card(s, id).effects()) {
                if (e instanceof Effect.CostReduction r && card.isOfType(r.deck())) {
                    cost -= r.amount();
                }
            }
        }
        return Math.max(0, cost);
    }
}
