package toi.engine.game;

import toi.engine.game.flow.Decisions;
import toi.engine.game.flow.Flow;
import toi.engine.game.flow.Seats;
import toi.engine.game.flow.WholeMove;
import toi.engine.game.protocol.ActionKind;
import toi.engine.game.protocol.Choice;
import toi.engine.game.protocol.Decision;
import toi.engine.game.protocol.IllegalChoice;
import toi.engine.game.protocol.MoveRoute;
import toi.engine.game.protocol.Phase;
import toi.engine.game.protocol.Seat;
import toi.engine.game.rules.CardDecks;
import toi.engine.game.rules.Concealment;
import toi.engine.game.state.GameState;
import toi.engine.scenario.GameSetup;

import toi.engine.event.Event;
import java.util.ArrayList;
import java.util.List;
import toi.engine.combat.Dice;
import toi.engine.combat.IllegalAttack;

/**
 * The game as a decision protocol (docs/architecture.md): {@link #pending()} says who must decide
 * what, {@link #apply(Choice)} takes the answer and returns what happened. A choice the rules
 * forbid is refused with the rule, and the game is left exactly as it was.
 */
public final class Game {

    private GameState s;
    /** Salts the names concealed squads go by in an opponent's view; derived from the secret seed, never shown. */
    private final long salt;
    /** The pending decision, worked out once per state (the state changes only by {@link #apply}). */
    private Decision pending;
    /**
     * Whether the state is this game's alone: made by {@link #apply}'s copy and not handed out by {@link #state()} since
     * (so nobody else holds it, nor the dice a caller gave). Only then may a listed choice be applied to it in place.
     */
    private boolean own;
    /** The answers the rules gave themselves after the last choice, in order (R-FLOW-1); not part of the game's state. */
    private List<String> answeredByRule = new ArrayList<>();

    public Game(GameSetup setup, long seed) {
        this(setup, new Dice(seed), seed * 0xD1B54A32D192ED03L + 1);
    }

    /** A game rolling the given dice — loaded dice replay the book's examples in tests. */
    public Game(GameSetup setup, Dice dice) {
        this(setup, dice, 0x5DEECE66DL);
    }

    private Game(GameSetup setup, Dice dice, long salt) {
        this.s = new GameState(setup, 0);
        this.s.dice = dice;
        this.salt = salt;
        Flow.start(s);
    }

    private Game(GameState state, long salt) {
        this.s = state;
        this.salt = salt;
    }

    public Game copy() {
        return new Game(s.copy(), salt);
    }

    public GameState state() {
        own = false; // the caller may keep it: the next apply works on a copy and leaves this one as it is
        return s;
    }

    public boolean over() {
        return s.phase == Phase.OVER;
    }

    /** A unit on the board as it stands, without handing the state out. */
    toi.engine.units.Unit unit(String id) {
        return s.units().get(id);
    }

    /** {@link GameState#hash()} without handing the state out (so the next listed choice is still applied in place). */
    public long hash() {
        return s.hash();
    }

    /** What activating the Strategy card would cost the nation now, after its play-area reductions (000 · Card Types). */
    public int cardCost(String nation, String cardId) {
        return CardDecks.cost(s, nation, CardDecks.card(s, cardId));
    }

    /** The decision the game is waiting for. */
    public Decision pending() {
        if (pending == null) {
            pending = Seats.assign(s, Decisions.pending(s));
        }
        return pending;
    }

    /** Who must answer now, without listing the choices (cheap). */
    public Seat asked() {
        return Seats.assign(s, Decisions.header(s)).seat();
    }

    /**
     * Applies a choice made by {@code seat}: refused, changing nothing, when the game is not asking
     * that seat. Servers call this one; {@link #apply(Choice)} is for local play that answers every seat.
     */
    public List<Event> apply(Seat seat, Choice choice) {
        Seat asked = asked();
        if (phase() != Phase.OVER && !seat.answers(asked)) {
            throw new IllegalChoice("the game is waiting for " + asked + ", not " + seat + ": only the seat asked may answer");
        }
        return apply(choice);
    }

    /**
     * The hexes {@code unitId} can reach with a whole move ({@link Choice.MoveTo}), found with the game's own step rule:
     * for the unit taking its action now, from where it stands with the points it has left; for a fresh unit whose
     * side is to act, as if it took an Advance action. Empty when it cannot move now.
     */
    public java.util.Map<toi.engine.hex.Hex, MoveRoute> reachable(String unitId) {
        GameState c = s;
        if (s.activity() == null || !s.activity().unitId().equals(unitId)) {
            if (Decisions.header(s).kind() != Decision.Kind.ACTION) {
                return java.util.Map.of();
            }
            c = s.copy();
            try {
                Flow.apply(c, new Choice.Act(ActionKind.ADVANCE, unitId, null), new ArrayList<>());
            } catch (IllegalArgumentException e) { // IllegalChoice: the unit may not advance now
                return java.util.Map.of();
            }
            if (c.activity() == null || !c.activity().unitId().equals(unitId)) {
                return java.util.Map.of();
            }
        } else if (Decisions.header(s).kind() != Decision.Kind.MOVE) {
            return java.util.Map.of();
        }
        java.util.Map<toi.engine.hex.Hex, MoveRoute> out = new java.util.LinkedHashMap<>();
        WholeMove.reach(c).forEach((h, r) -> out.put(h, new MoveRoute(h, r.path(), r.costThirds(), r.mpLeftThirds(), java.util.Map.of())));
        return out;
    }

    /** The route a whole move would take and the enemy units that could op fire on it at each hex (nothing changes). */
    public MoveRoute previewMove(Choice.MoveTo move) {
        if (Decisions.header(s).kind() != Decision.Kind.MOVE) {
            throw new IllegalChoice("no unit is moving: activate one first");
        }
        return WholeMove.preview(s, move);
    }

    /**
     * A copy for search as {@code seat} knows the game (docs/architecture.md · Forward model): what the
     * seat cannot know is drawn again from {@code seed} — the order of every deck, the cards in other
     * sides' hands (each replaced by an unseen card of the same deck), which concealed marker hides which of the other
     * sides' squads, and the dice to come. Known
     * things stay: the board, every unit, the seat's own hand, play areas and discards. Each deck is put in a fixed
     * order before it is shuffled, so two games that differ only in what the seat cannot know give the same copy for
     * the same seed (a search reading the copy learns nothing true about the hidden order).
     */
    public Game copyFor(Seat seat, long seed) {
        GameState c = s.copy();
        c.ownCards(); // its decks and hands are redrawn below
        java.util.SplittableRandom random = new java.util.SplittableRandom(seed);
        for (String n : c.setup.nations()) {
            java.util.Map<String, String> deckOf = new java.util.HashMap<>();
            for (var deck : c.setup.cards().catalog().decks()) {
                deck.cards().forEach(card -> deckOf.put(card.id(), deck.id()));
            }
            List<String> hand = c.hand.get(n);
            boolean hidden = !n.equals(seat.nation());
            for (int i = 0; hidden && i < hand.size(); i++) { // unseen hand cards go back to their decks
                List<String> deck = c.decks.get(n + "|" + deckOf.get(hand.get(i)));
                if (deck != null) {
                    deck.add(hand.get(i));
                    hand.set(i, "?" + deckOf.get(hand.get(i)));
                }
            }
            for (var e : c.decks.entrySet()) {
                if (e.getKey().startsWith(n + "|")) {
                    java.util.Collections.sort(e.getValue()); // the true order must not show through the shuffle
                    java.util.Collections.shuffle(e.getValue(), new java.util.Random(random.nextLong()));
                }
            }
            for (int i = 0; i < hand.size(); i++) { // and are drawn again, unseen
                if (hand.get(i).startsWith("?")) {
                    hand.set(i, c.decks.get(n + "|" + hand.get(i).substring(1)).remove(0));
                }
            }
        }
        Concealment.redraw(c, seat.nation(), random);
        toi.engine.game.rules.MunitionTokens.redraw(c, seat.nation(), random); // 002 · MUNITIONS: enemy facedown kinds dealt anew
        c.dice = new Dice(random.nextLong());
        return new Game(c, salt);
    }

    /** What {@code seat} may know now: no deck order, no dice state, no other hand, no concealed squad's identity. */
    public SeatView viewFor(Seat seat) {
        return SeatView.of(s, seat, pending(), salt);
    }

    /** The events as {@code seat} may see them (docs/architecture.md · Seats and views). */
    public List<Event> redact(List<Event> events, Seat seat) {
        return Redaction.of(s, seat, salt).apply(events);
    }

    /**
     * A text (a preview's lines, a refusal, a whole answer as JSON) as {@code seat} may read it: every enemy concealed
     * squad's own id, as a whole word, replaced by the name its marker goes by (docs/rulings.md R-VIEW-2, R-VIEW-3).
     */
    public String redact(String text, Seat seat) {
        return Redaction.of(s, seat, salt).text(text);
    }

    /** The ids {@code seat} may not know: its enemies' concealed squads (on the board and, in setup, in reserve). */
    public java.util.Set<String> hiddenFrom(Seat seat) {
        java.util.Set<String> out = new java.util.TreeSet<>();
        Redaction.concealedEnemies(s, seat.nation()).forEach(u -> out.add(u.id()));
        return out;
    }

    private Phase phase() {
        return s.phase;
    }

    /**
     * The pending decision's legal choices, in the order {@link #pending()} lists them (for searches and random
     * players: the same list, without asking for anything else).
     */
    public List<Choice> legalChoices() {
        return pending().options();
    }

    /** Applies a choice; returns the events it caused. Illegal choices throw {@link IllegalChoice}, changing nothing. */
    public List<Event> apply(Choice choice) {
        List<Event> events = applied(choice);
        answeredByRule = new ArrayList<>();
        for (Event e : events) {
            if (e instanceof Event.AnsweredByRule a) {
                answeredByRule.add(a.answer());
            }
        }
        return events;
    }

    /**
     * Applies a choice read from a log saved before the rules answered forced decisions themselves (docs/rulings.md
     * R-FLOW-1): such a log names those answers too. A logged answer the rules have just given is taken as given (nothing
     * changes, no events) when the game does not ask for it now, or when the log's {@code next} choice answers the same
     * step (the logged answer was the other side's: a new log never holds two answers of one step in a row from one
     * side); otherwise the choice is applied as {@link #apply(Choice)} does.
     */
    public List<Event> replay(Choice choice, String next) {
        int given = answeredByRule.indexOf(choice.text());
        if (given >= 0 && (!asksFor(choice) || sameStep(choice.text(), next))) {
            answeredByRule.remove(given);
            return List.of();
        }
        return apply(choice);
    }

    /** Whether the pending decision is of the kind that {@code choice} answers (a bid, the end of transfers). */
    private boolean asksFor(Choice choice) {
        Decision.Kind kind = Decisions.header(s).kind();
        return choice instanceof Choice.Bid ? kind == Decision.Kind.INITIATIVE_BID
                : !(choice instanceof Choice.EndTransfers) || kind == Decision.Kind.TRANSFER;
    }

    /** Whether two logged choices answer the same step: both bids, or both squad transfers (or their end). */
    private static boolean sameStep(String a, String b) {
        if (b == null) {
            return false;
        }
        boolean bids = a.startsWith("bid ") && b.startsWith("bid ");
        boolean transfers = (a.equals("end-transfers") || a.startsWith("transfer ")) && (b.equals("end-transfers") || b.startsWith("transfer "));
        return bids || transfers;
    }

    private List<Event> applied(Choice choice) {
        List<Event> events = new ArrayList<>();
        if (own && listed(choice)) {
            // A listed choice passed the very checks apply makes (docs/architecture.md · Listing legal choices), so it
            // cannot be refused: no copy to fall back on is needed.
            try {
                Flow.apply(s, choice, events);
            } catch (IllegalArgumentException e) {
                throw new IllegalStateException("a listed choice was refused (" + choice.text() + "): the listing and the rules disagree", e);
            }
            s.choicesApplied++;
            pending = null;
            return events;
        }
        GameState work = s.copy();
        try {
            Flow.apply(work, choice, events);
        } catch (IllegalAttack e) {
            throw new IllegalChoice(e.getMessage());
        }
        work.choicesApplied++;
        s = work;
        own = true;
        pending = null;
        return events;
    }

    /** Whether {@code choice} is one of the pending decision's listed choices, the very object (as a player picks it). */
    private boolean listed(Choice choice) {
        if (pending == null) {
            return false;
        }
        for (Choice c : pending.options()) {
            if (c == choice) {
                return true;
            }
        }
        return false;
    }

    /**
     * "Why not?" for a unit (or a Strategy card in hand): each action of 000 · THE ACTION PHASE, how many of the pending
     * decision's choices take it, and the rule that refuses it when none does ({@link WhyNot}: the check that refuses a
     * typed choice). Ask it on {@link #copyFor} to answer a seat without telling it anything hidden.
     */
    public List<WhyNot.Action> whyNot(String id) {
        return WhyNot.of(s, pending().options(), id);
    }

    /** What the choice would do — an attack's breakdown and odds, an assault's, a step's cost and op fire — without doing it. */
    public Preview preview(Choice choice) {
        return Preview.of(s, choice);
    }

    /**
     * {@link #preview(Choice)} as {@code seat} may work it out: another side's facedown munitions tokens are unknown to it,
     * so its previews (of any choice, its opponent's too) count them as absent (002 · MUNITIONS SPECIALIZATION TOKENS;
     * docs/rulings.md R-OPT-13).
     */
    public Preview preview(Seat seat, Choice choice) {
        GameState seen = null;
        for (toi.engine.units.Unit u : s.units.values()) {
            if (u.facedownMunition() != null && !u.nation().equals(seat.nation())) {
                if (seen == null) {
                    seen = s.copy();
                }
                seen.units.put(u.id(), u.withMunition(null));
            }
        }
        return Preview.of(seen == null ? s : seen, choice, seat.nation());
    }

}
