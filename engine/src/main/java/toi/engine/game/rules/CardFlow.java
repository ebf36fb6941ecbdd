package toi.engine.game.rules;

import toi.engine.game.protocol.IllegalChoice;
import toi.engine.game.state.Frame;
import toi.engine.game.state.GameState;
import toi.engine.game.state.PendingCard;
import toi.engine.scenario.SpecialRules;

import toi.engine.event.DieRoll;
import toi.engine.event.Event;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import toi.engine.cards.Effect;
import toi.engine.cards.StrategyCard;
import toi.engine.hex.Hex;
import toi.engine.units.Unit;
import toi.engine.units.UnitType;

/**
 * 000 · STRATEGY CARDS in play: activating a card (as an action or in the Spend Command step) and
 * resolving its effects in order (docs/cards.md). Decks and draws: {@link CardDecks}; contact, drift and
 * area attacks: {@link OffBoardAttack}; the player's picks: {@link CardPicks}.
 */
public final class CardFlow {
    private CardFlow() {
    }

    /**
     * 000 · Activate Strategy Card, as an action (Action Phase cards) or in the Spend Command step (Command Phase cards).
     * In team games the card is activated by one division (player): the one taking the action turn, or in the Command
     * Phase the one the team names ({@code division}).
     */
    public static void activate(GameState s, String nation, String division, String cardId, boolean asAction, List<Event> ev) {
        String by = activator(s, nation, division, asAction);
        boolean prepaid = s.prepaid.contains(cardId) && s.playArea.get(nation).contains(cardId);
        if (!s.hand.get(nation).contains(cardId) && !prepaid) {
            throw new IllegalChoice(cardId + " is not an available Strategy card in " + nation + "'s HQ area");
        }
        StrategyCard card = CardDecks.card(s, cardId);
        StrategyCard.Phase needed = asAction ? StrategyCard.Phase.ACTION : StrategyCard.Phase.COMMAND;
        if (card.phase() != needed) {
            throw new IllegalChoice(card.name() + " is a " + card.phase().name().toLowerCase() + " Phase card (000 · STRATEGY CARDS)");
        }
        int cost = prepaid ? 0 : CardDecks.cost(s, nation, card); // 000: no cost again for a card already in the play area
        if (s.command.get(nation) < cost) {
            throw new IllegalChoice(card.name() + " costs " + cost + " command and " + nation + " has " + s.command.get(nation)
                    + ": it may not be activated (000 · STRATEGY CARDS)");
        }
        s.command.merge(nation, -cost, Integer::sum);
        s.prepaid.remove(cardId);
        s.ownCards();
        s.hand.get(nation).remove(cardId);
        if (card.playArea() && !s.playArea.get(nation).contains(cardId)) {
            s.playArea.get(nation).add(cardId);
        }
        ev.add(new Event.CardPlayed(s.actor(nation, by), card.id(), cost, "activates"));
        s.open(Frame.CARD, new PendingCard(cardId, nation, by, 0, List.of(), List.of(), 0, List.of(), asAction));
        advance(s, ev);
    }

    /** 000 · Establish Contact: a waiting card tries again, once per round, as an action, at no cost. */
    public static void retryContact(GameState s, String nation, String cardId, List<Event> ev) {
        if (!s.waitingContact.contains(cardId) || !s.playArea.get(nation).contains(cardId)) {
            throw new IllegalChoice(cardId + " is not waiting to establish contact in " + nation + "'s play area");
        }
        if (!s.triedThisRound.add(cardId)) {
            throw new IllegalChoice(cardId + " has already tried to establish contact this round: once per round (000 · Establish Contact)");
        }
        StrategyCard card = CardDecks.card(s, cardId);
        int at = 0;
        while (!(card.effects().get(at) instanceof Effect.EstablishContact)) {
            at++;
        }
        ev.add(new Event.CardPlayed(nation, card.id(), 0, "tries again to establish contact for"));
        s.open(Frame.CARD, new PendingCard(cardId, nation, s.setup.teams() ? s.turnDivision : null, at, List.of(), List.of(), 0, List.of(), true));
        advance(s, ev);
    }

    /**
     * 000 · THREE- AND FOUR-PLAYER GAMES · Strategy Cards: "each individual Strategy card is only considered to have been
     * activated by one member of team, as agreed on by both teammates … effects … only apply to the player that activated
     * the card". As an action: the division taking the action turn; in the Command Phase: the division the team names.
     * Null in two-player games.
     */
    static String activator(GameState s, String nation, String division, boolean asAction) {
        if (!s.setup.teams()) {
            if (division != null) {
                throw new IllegalChoice("only a team game names the division that activates a card ('by " + division + "')");
            }
            return null;
        }
        if (asAction) {
            if (division != null && !division.equals(s.turnDivision)) {
                throw new IllegalChoice("it is " + s.actor(nation, s.turnDivision) + "'s action turn: division " + division
                        + " may not activate a card now (000 · THREE- AND FOUR-PLAYER GAMES · Strategy Cards)");
            }
            return s.turnDivision;
        }
        if (division == null) {
            throw new IllegalChoice("in a team game the team names the division that activates the card, e.g. 'by "
                    + s.setup.divisions(nation).get(0) + "' (000 · THREE- AND FOUR-PLAYER GAMES · Strategy Cards)");
        }
        if (!s.setup.divisions(nation).contains(division)) {
            throw new IllegalChoice("'" + division + "' is not a division of " + nation + " " + s.setup.divisions(nation));
        }
        return division;
    }

    /** Resolves effects until one needs a player's choice, or the card is done. */
    static void advance(GameState s, List<Event> ev) {
        while (s.card() != null && s.hits() == null) {
            PendingCard pc = s.card();
            StrategyCard card = CardDecks.card(s, pc.cardId());
            if (!pc.strikes().isEmpty()) {
                OffBoardAttack.strike(s, card, ev);
                continue;
            }
            if (pc.next() >= card.effects().size()) {
                finish(s, card, ev);
                return;
            }
            Effect e = card.effects().get(pc.next());
            if (!step(s, pc, card, e, ev)) {
                return;
            }
        }
    }

    /** Resolves one effect that needs no choice; false when the player must choose now (or the card ended). */
    static boolean step(GameState s, PendingCard pc, StrategyCard card, Effect e, List<Event> ev) {
        if (e instanceof Effect.EstablishContact c) { // 000 · Keyword "Establish Contact (X)"
            int roll = s.dice.roll();
            ev.add(new Event.DiceRolled("establish contact (" + c.target() + "+ needed)",
                    List.of(new DieRoll(DieRoll.Color.BLACK, roll, roll >= c.target(), "contact: " + card.id())), "000 · Establish Contact"));
            if (roll >= c.target()) {
                ev.add(new Event.RuleApplied(null, "contact established", "000 · Establish Contact"));
                s.waitingContact.remove(card.id());
                s.update(Frame.CARD, pc.at(pc.next() + 1));
                return true;
            }
            ev.add(new Event.RuleApplied(null, "no contact: " + card.name() + " waits in the play area", "000 · Establish Contact"));
            if (!s.playArea.get(pc.nation()).contains(card.id())) {
                s.ownCards();
                s.playArea.get(pc.nation()).add(card.id());
            }
            s.waitingContact.add(card.id());
            s.triedThisRound.add(card.id()); // "Once during every subsequent round" — not again this round
            end(s, pc, ev);
            return false;
        }
        if (e instanceof Effect.TargetHex || e instanceof Effect.TargetLine) {
            return false; // the player places the target token
        }
        if (e instanceof Effect.Drift) {
            OffBoardAttack.drift(s, pc, ev);
            return s.card() != null;
        }
        if (pc.starShell() && (e instanceof Effect.AreaAttack || e instanceof Effect.WideBlastRadius)) {
            NightRules.cardStarShell(s, pc, card, ev); // 003 · NIGHT RULES, Star Shells: instead of the card's attacks
            return true;
        }
        if (e instanceof Effect.AreaAttack) { // 000 · Keyword "Area Attack (X)": the final target hex(es)
            OffBoardAttack.startStrikes(s, pc, pc.area());
            return true;
        }
        if (e instanceof Effect.WideBlastRadius) { // 000 · Keyword "Wide Blast Radius (X)": each adjacent hex, rolled separately
            Set<Hex> around = new LinkedHashSet<>();
            for (Hex h : pc.area()) {
                for (Hex n : h.neighbors()) {
                    if (!pc.area().contains(n)) {
                        around.add(n);
                    }
                }
            }
            OffBoardAttack.startStrikes(s, pc, new ArrayList<>(around));
            return true;
        }
        if (e instanceof Effect.GainCommand g) {
            s.command.merge(pc.nation(), g.amount(), Integer::sum);
            ev.add(new Event.CommandChanged(pc.nation(), g.amount(), s.command.get(pc.nation()), "from " + card.name()));
            s.update(Frame.CARD, pc.at(pc.next() + 1));
            return true;
        }
        if (e instanceof Effect.Initiative i) {
            s.initiativePool.merge(pc.nation(), i.amount(), Integer::sum);
            ev.add(new Event.InitiativePoolChanged(pc.nation(), i.amount(), s.initiativePool.get(pc.nation())));
            s.update(Frame.CARD, pc.at(pc.next() + 1));
            return true;
        }
        if (e instanceof Effect.CostReduction) { // lasting: applied by CardDecks.cost() while the card is in the play area
            s.update(Frame.CARD, pc.at(pc.next() + 1));
            return true;
        }
        if (e instanceof Effect.Reinforce r) {
            if (pc.picksLeft() == 0) { // not started: picksLeft is 0 only between effects
                if (s.reserve == null) {
                    s.reserve = new java.util.LinkedHashMap<>();
                }
                int k = 0;
                List<Unit> arriving = new ArrayList<>();
                for (List<String> squad : r.squads()) {
                    List<UnitType> figs = new ArrayList<>();
                    squad.forEach(id -> figs.add(s.setup.catalog().find(id).orElseThrow()));
                    String id = card.id() + "-" + (++k) + "-r" + s.round;
                    arriving.add(Unit.squad(id, pc.nation(), null, figs));
                }
                for (String v : r.vehicles()) {
                    String id = card.id() + "-" + (++k) + "-r" + s.round;
                    arriving.add(Unit.vehicle(id, pc.nation(), null, s.setup.catalog().find(v).orElseThrow()));
                }
                for (Unit u : arriving) {
                    String shortage = BoxLimits.arrivalShortage(s, u); // 000 · COMPONENT LIMITS
                    if (shortage == null) {
                        s.reserve.put(u.id(), u);
                    } else {
                        ev.add(new Event.UnitDestroyed(u.id(), "not brought: " + shortage, "000 · COMPONENT LIMITS"));
                    }
                }
                s.update(Frame.CARD, pc.withPicks(k, List.of()));
            }
            if (CardPicks.reinforceLeft(s, ev)) {
                return false;
            }
            s.update(Frame.CARD, s.card().at(s.card().next() + 1));
            return true;
        }
        int count = e instanceof Effect.RefreshUnits r ? r.count()
                : e instanceof Effect.Rally r ? r.count()
                : e instanceof Effect.ReceiveFigures r ? r.count()
                : e instanceof Effect.Conceal r ? r.count()
                : e instanceof Effect.PlaceMarker r ? r.count()
                : e instanceof Effect.Draw r ? r.count() : 1;
        return CardPicks.startPicks(s, pc, count);
    }

    static Effect effect(GameState s) {
        PendingCard pc = s.card();
        return CardDecks.card(s, pc.cardId()).effects().get(pc.next());
    }

    /** In team games, whether the unit belongs to the division that activated the card being resolved (else: taking the turn). */
    static boolean inDivision(GameState s, Unit u) {
        String division = s.card() != null ? s.card().division() : s.turnDivision;
        return !s.setup.teams() || division == null || division.equals(u.division());
    }

    static void finish(GameState s, StrategyCard card, List<Event> ev) {
        PendingCard pc = s.card();
        if (!card.playArea()) {
            discard(s, pc.nation(), card.id());
        }
        end(s, pc, ev);
    }

    /** The card is discarded: out of the game (000 · STRATEGY CARDS), unless a scenario rule retrieves it. */
    static void discard(GameState s, String nation, String cardId) {
        s.ownCards();
        s.playArea.get(nation).remove(cardId);
        s.waitingContact.remove(cardId);
        s.discarded.computeIfAbsent(nation, k -> new ArrayList<>()).add(cardId);
    }

    /** A scenario special rule: pay to take a discarded card back into the HQ area (during the Spend Command step). */
    public static void retrieve(GameState s, String nation, String cardId, List<Event> ev) {
        SpecialRules.Retrieve rule = s.setup.special().retrieves().stream()
                .filter(r -> r.side().equals(nation) && r.cardId().equals(cardId)).findFirst()
                .orElseThrow(() -> new IllegalChoice("no scenario rule lets " + nation + " retrieve '" + cardId + "'"));
        List<String> pile = s.discarded.getOrDefault(nation, List.of());
        if (!pile.contains(cardId)) {
            throw new IllegalChoice(cardId + " is not among " + nation + "'s discarded cards");
        }
        if (s.command.get(nation) < rule.cost()) {
            throw new IllegalChoice("retrieving " + cardId + " costs " + rule.cost() + " command and " + nation + " has " + s.command.get(nation));
        }
        s.command.merge(nation, -rule.cost(), Integer::sum);
        s.ownCards();
        s.discarded.get(nation).remove(cardId);
        s.hand.get(nation).add(cardId);
        ev.add(new Event.CommandChanged(nation, -rule.cost(), s.command.get(nation), "to retrieve " + CardDecks.card(s, cardId).name()));
        ev.add(new Event.CardMoved(nation, cardId, "its hand", "scenario special rule"));
    }

    /** The card's resolution is over; an action card ends the action (unless an Advance it granted is under way). */
    static void end(GameState s, PendingCard pc, List<Event> ev) {
        s.close(Frame.CARD);
        if (pc.action() && s.activity() == null) {
            s.endAction();
        }
    }
}
