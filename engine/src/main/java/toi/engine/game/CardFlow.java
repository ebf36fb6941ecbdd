package toi.engine.game;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import toi.engine.cards.Effect;
import toi.engine.cards.StrategyCard;
import toi.engine.combat.AttackType;
import toi.engine.combat.Defense;
import toi.engine.combat.Defenses;
import toi.engine.hex.Hex;
import toi.engine.hex.HexDirection;
import toi.engine.los.LineOfSight;
import toi.engine.map.MarkerType;
import toi.engine.move.MovePoints;
import toi.engine.units.Activation;
import toi.engine.units.Condition;
import toi.engine.units.Position;
import toi.engine.units.Unit;
import toi.engine.units.UnitType;

/**
 * 000 · STRATEGY CARDS in play: decks and draws, activating a card (as an action or in the Spend
 * Command step), and resolving its effects in order — contact, target, drift, area attacks, wide
 * blast radius, and the other effects of the card vocabulary (docs/cards.md).
 */
final class CardFlow {
    private CardFlow() {
    }

    // ---- decks and draws ---------------------------------------------------------------------

    /** 000 · Claim Game Cards: shuffle each deck; queue the starting draws in order of initiative. */
    static void begin(GameState s) {
        var cards = s.setup.cards();
        for (String n : s.setup.nations()) {
            for (String deckId : cards.decks().getOrDefault(n, List.of())) {
                var deck = cards.catalog().deck(deckId).orElseThrow(() -> new IllegalArgumentException("unknown deck '" + deckId + "'"));
                List<String> ids = new ArrayList<>();
                deck.cards().forEach(c -> ids.add(c.id()));
                for (int i = ids.size() - 1; i > 0; i--) { // Fisher–Yates with the game's dice
                    int j = s.dice.nextInt(i + 1);
                    String t = ids.get(i);
                    ids.set(i, ids.get(j));
                    ids.set(j, t);
                }
                s.decks.put(n + "|" + deckId, ids);
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
        }
        dropImpossibleDraws(s);
    }

    /** The Operations card with this rule in the nation's play area, or null. */
    static toi.engine.cards.OperationsCard operation(GameState s, String nation, String rule) {
        for (var ops : s.setup.cards().operations().getOrDefault(nation, List.of())) {
            if (ops.rule().equals(rule)) {
                return ops;
            }
        }
        return null;
    }

    /** Drops draws from players with empty decks ("he skips this step"); true when someone draws now. */
    static boolean queueDraws(GameState s) {
        dropImpossibleDraws(s);
        return drawing(s);
    }

    /** Activate-card choices (affordable cards of the phase) and, as actions, contact retries not yet tried this round. */
    static List<Choice> activationOptions(GameState s, String nation, boolean asAction) {
        List<Choice> out = new ArrayList<>();
        StrategyCard.Phase phase = asAction ? StrategyCard.Phase.ACTION : StrategyCard.Phase.COMMAND;
        for (String id : s.hand.get(nation)) {
            StrategyCard c = card(s, id);
            if (c.phase() == phase && cost(s, nation, c) <= s.command.get(nation)) {
                out.add(new Choice.Act(ActionKind.ACTIVATE_CARD, id, null));
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

    static boolean drawing(GameState s) {
        return !s.drawQueue.isEmpty() || s.plusDraw != null;
    }

    static String drawer(GameState s) {
        return s.plusDraw != null ? s.plusDraw : s.drawQueue.get(0);
    }

    static List<Choice> drawOptions(GameState s) {
        String n = drawer(s);
        List<Choice> out = new ArrayList<>();
        if (s.plusDraw != null) {
            out.add(new Choice.Done()); // the "+" draw is a may
        }
        deckIds(s, n).forEach(d -> out.add(new Choice.DrawCard(d)));
        return out;
    }

    private static List<String> deckIds(GameState s, String nation) {
        List<String> out = new ArrayList<>();
        s.decks.forEach((k, v) -> {
            if (k.startsWith(nation + "|") && !v.isEmpty()) {
                out.add(k.substring(nation.length() + 1));
            }
        });
        return out;
    }

    static void draw(GameState s, Choice c, List<String> ev) {
        String n = drawer(s);
        boolean plus = s.plusDraw != null;
        if (c instanceof Choice.Done) {
            if (!plus) {
                throw new IllegalChoice(n + " must draw a Strategy card (000 · Draw Strategy Cards)");
            }
            s.plusDraw = null;
            afterDraw(s, ev);
            return;
        }
        Choice.DrawCard d = (Choice.DrawCard) c;
        List<String> deck = s.decks.get(n + "|" + d.deckId());
        if (deck == null || deck.isEmpty()) {
            throw new IllegalChoice(n + " has no cards left in '" + d.deckId() + "': decks are not replenished (000 · STRATEGY CARDS)");
        }
        String cardId = deck.remove(0);
        s.hand.get(n).add(cardId);
        StrategyCard card = card(s, cardId);
        ev.add(n + " draws " + card.name() + " from " + card.deck());
        if (plus) {
            s.plusDraw = null;
        } else {
            s.drawQueue.remove(0);
            // 000 · Draw Strategy Cards: a "+" card drawn in the Status Phase allows one more draw (not at setup, never a third)
            if (card.plus() && s.phase == Phase.STATUS && !deckIds(s, n).isEmpty()) {
                s.plusDraw = n;
            }
        }
        afterDraw(s, ev);
    }

    private static void dropImpossibleDraws(GameState s) {
        s.drawQueue.removeIf(n -> deckIds(s, n).isEmpty());
    }

    private static void afterDraw(GameState s, List<String> ev) {
        dropImpossibleDraws(s);
        if (drawing(s) || s.pendingCard != null) {
            return;
        }
        if (s.phase == Phase.STATUS) {
            RoundPhases.removeTokens(s, ev);
        } else if (s.startingDraws) {
            s.startingDraws = false;
            Game.startAfterDraws(s, ev);
        }
    }

    static StrategyCard card(GameState s, String id) {
        return s.setup.cards().catalog().card(id).orElseThrow(() -> new IllegalChoice("no Strategy card '" + id + "'"));
    }

    /** 000 · Card Types: the cost less any reductions from the side's lasting cards (minimum 0). */
    static int cost(GameState s, String nation, StrategyCard card) {
        int cost = card.cost();
        for (String id : s.playArea.get(nation)) {
            if (s.waitingContact.contains(id) || id.equals(card.id())) {
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

    // ---- activating ---------------------------------------------------------------------------

    /** 000 · Activate Strategy Card, as an action (Action Phase cards) or in the Spend Command step (Command Phase cards). */
    static void activate(GameState s, String nation, String cardId, boolean asAction, List<String> ev) {
        if (!s.hand.get(nation).contains(cardId)) {
            throw new IllegalChoice(cardId + " is not an available Strategy card in " + nation + "'s HQ area");
        }
        StrategyCard card = card(s, cardId);
        StrategyCard.Phase needed = asAction ? StrategyCard.Phase.ACTION : StrategyCard.Phase.COMMAND;
        if (card.phase() != needed) {
            throw new IllegalChoice(card.name() + " is a " + card.phase().name().toLowerCase() + " Phase card (000 · STRATEGY CARDS)");
        }
        int cost = cost(s, nation, card);
        if (s.command.get(nation) < cost) {
            throw new IllegalChoice(card.name() + " costs " + cost + " command and " + nation + " has " + s.command.get(nation)
                    + ": it may not be activated (000 · STRATEGY CARDS)");
        }
        s.command.merge(nation, -cost, Integer::sum);
        s.hand.get(nation).remove(cardId);
        if (card.playArea()) {
            s.playArea.get(nation).add(cardId);
        }
        ev.add(nation + " activates " + card.name() + " for " + cost + " command: " + card.text());
        s.pendingCard = new PendingCard(cardId, nation, 0, List.of(), List.of(), 0, List.of(), asAction);
        advance(s, ev);
    }

    /** 000 · Establish Contact: a waiting card tries again, once per round, as an action, at no cost. */
    static void retryContact(GameState s, String nation, String cardId, List<String> ev) {
        if (!s.waitingContact.contains(cardId) || !s.playArea.get(nation).contains(cardId)) {
            throw new IllegalChoice(cardId + " is not waiting to establish contact in " + nation + "'s play area");
        }
        if (!s.triedThisRound.add(cardId)) {
            throw new IllegalChoice(cardId + " has already tried to establish contact this round: once per round (000 · Establish Contact)");
        }
        StrategyCard card = card(s, cardId);
        int at = 0;
        while (!(card.effects().get(at) instanceof Effect.EstablishContact)) {
            at++;
        }
        ev.add(nation + " tries again to establish contact for " + card.name() + " (no command paid)");
        s.pendingCard = new PendingCard(cardId, nation, at, List.of(), List.of(), 0, List.of(), true);
        advance(s, ev);
    }

    // ---- resolving ----------------------------------------------------------------------------

    /** Resolves effects until one needs a player's choice, or the card is done. */
    static void advance(GameState s, List<String> ev) {
        while (s.pendingCard != null && s.pendingHits == null) {
            PendingCard pc = s.pendingCard;
            StrategyCard card = card(s, pc.cardId());
            if (!pc.strikes().isEmpty()) {
                strike(s, card, ev);
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
    private static boolean step(GameState s, PendingCard pc, StrategyCard card, Effect e, List<String> ev) {
        if (e instanceof Effect.EstablishContact c) { // 000 · Keyword "Establish Contact (X)"
            int roll = s.dice.roll();
            if (roll >= c.target()) {
                ev.add("contact established: rolled " + roll + " (" + c.target() + "+ needed)");
                s.waitingContact.remove(card.id());
                s.pendingCard = pc.at(pc.next() + 1);
                return true;
            }
            ev.add("no contact: rolled " + roll + " (" + c.target() + "+ needed); " + card.name()
                    + " waits in the play area (000 · Establish Contact)");
            if (!s.playArea.get(pc.nation()).contains(card.id())) {
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
            drift(s, pc, ev);
            return s.pendingCard != null;
        }
        if (e instanceof Effect.AreaAttack) { // 000 · Keyword "Area Attack (X)": the final target hex(es)
            startStrikes(s, pc, pc.area());
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
            startStrikes(s, pc, new ArrayList<>(around));
            return true;
        }
        if (e instanceof Effect.GainCommand g) {
            s.command.merge(pc.nation(), g.amount(), Integer::sum);
            ev.add(pc.nation() + " gains " + g.amount() + " command");
            s.pendingCard = pc.at(pc.next() + 1);
            return true;
        }
        if (e instanceof Effect.Initiative i) {
            s.initiativePool.merge(pc.nation(), i.amount(), Integer::sum);
            ev.add(pc.nation() + " adds " + i.amount() + " to its initiative pool");
            s.pendingCard = pc.at(pc.next() + 1);
            return true;
        }
        if (e instanceof Effect.CostReduction) { // lasting: applied by cost() while the card is in the play area
            s.pendingCard = pc.at(pc.next() + 1);
            return true;
        }
        if (e instanceof Effect.Reinforce r) {
            if (pc.picksLeft() == 0 && pc.picked().isEmpty()) {
                if (s.reserve == null) {
                    s.reserve = new java.util.LinkedHashMap<>();
                }
                int k = 0;
                for (List<String> squad : r.squads()) {
                    List<UnitType> figs = new ArrayList<>();
                    squad.forEach(id -> figs.add(s.setup.catalog().find(id).orElseThrow()));
                    String id = card.id() + "-" + (++k) + "-r" + s.round;
                    s.reserve.put(id, Unit.squad(id, pc.nation(), null, figs));
                }
                for (String v : r.vehicles()) {
                    String id = card.id() + "-" + (++k) + "-r" + s.round;
                    s.reserve.put(id, Unit.vehicle(id, pc.nation(), null, s.setup.catalog().find(v).orElseThrow()));
                }
                s.pendingCard = pc.withPicks(k, List.of("reinforce"));
            }
            if (reinforceLeft(s, ev)) {
                return false;
            }
            s.pendingCard = s.pendingCard.at(s.pendingCard.next() + 1);
            return true;
        }
        int count = e instanceof Effect.RefreshUnits r ? r.count()
                : e instanceof Effect.Rally r ? r.count()
                : e instanceof Effect.ReceiveFigures r ? r.count()
                : e instanceof Effect.Conceal r ? r.count()
                : e instanceof Effect.PlaceMarker r ? r.count()
                : e instanceof Effect.Draw r ? r.count() : 1;
        return startPicks(s, pc, count);
    }

    private static void startStrikes(GameState s, PendingCard pc, List<Hex> hexes) {
        List<Hex> on = onBoard(s, hexes);
        s.pendingCard = on.isEmpty() ? pc.at(pc.next() + 1) : pc.withStrikes(on);
    }

    private static List<Hex> onBoard(GameState s, List<Hex> hexes) {
        List<Hex> out = new ArrayList<>();
        for (Hex h : hexes) {
            if (s.board.isPlayable(h)) {
                out.add(h);
            }
        }
        return out;
    }

    /** Starts an effect that needs picks; false when the player must now choose. */
    private static boolean startPicks(GameState s, PendingCard pc, int count) {
        if (pc.picksLeft() == 0 && pc.picked().isEmpty()) {
            s.pendingCard = pc.withPicks(count, List.of("start"));
        }
        int minimum = effect(s) instanceof Effect.Draw ? 0 : 1; // a draw has no "done"; others: only "done" is left
        if (pickOptions(s).size() <= minimum) {
            s.pendingCard = s.pendingCard.at(s.pendingCard.next() + 1);
            return true;
        }
        return false;
    }

    static Effect effect(GameState s) {
        PendingCard pc = s.pendingCard;
        return card(s, pc.cardId()).effects().get(pc.next());
    }

    /** 000 · Rolling for Drift. Red die → direction: 1 = north, then clockwise (docs/rulings.md R-CARD-2). */
    static void drift(GameState s, PendingCard pc, List<String> ev) {
        Hex target = pc.area().get(0);
        int number = driftNumber(s, pc.nation(), target);
        int black = s.dice.roll();
        int red = s.dice.roll();
        if (black >= number) {
            ev.add("drift: drift number " + number + ", black " + black + ", red " + red + ": on target " + target);
            s.pendingCard = pc.at(pc.next() + 1);
            return;
        }
        HexDirection dir = s.board.north().rotate(red - 1);
        List<Hex> moved = new ArrayList<>();
        for (Hex h : pc.area()) {
            Hex m = h;
            for (int i = 0; i < black; i++) {
                m = m.neighbor(dir);
            }
            moved.add(m);
        }
        ev.add("drift: drift number " + number + ", black " + black + " → " + black + " hex" + (black == 1 ? "" : "es")
                + ", red " + red + " → " + dir + ": " + target + " drifts to " + moved.get(0));
        if (!s.board.isPlayable(moved.get(0))) {
            ev.add("the attack drifts off the board: the card has no further effect (000 · Rolling for Drift)");
            s.waitingContact.remove(pc.cardId());
            s.playArea.get(pc.nation()).remove(pc.cardId());
            end(s, pc, ev);
            return;
        }
        s.pendingCard = pc.withArea(moved).at(pc.next() + 1);
    }

    /**
     * 000 · Rolling for Drift: 3 if a friendly unit is in or next to the hex, or a non-fatigued squad with an
     * officer sees it; 4 if a non-fatigued friendly unit sees it; else 6. In team games only the activating
     * division's units count (000 · Team Restrictions).
     */
    static int driftNumber(GameState s, String nation, Hex target) {
        boolean seen = false;
        for (Unit u : s.units.values()) {
            if (!u.nation().equals(nation) || u.isTransported() || !inDivision(s, u)) {
                continue;
            }
            if (u.hex().equals(target) || u.hex().isAdjacentTo(target)) {
                return 3;
            }
            if (u.activation() != Activation.FATIGUED && LineOfSight.canSee(s.board, u.hex(), target)) {
                if (u.hasAbility("rally")) {
                    return 3;
                }
                seen = true;
            }
        }
        return seen ? 4 : 6;
    }

    private static boolean inDivision(GameState s, Unit u) {
        return !s.setup.teams() || s.turnDivision == null || s.turnDivision.equals(u.division());
    }

    /** One area attack (000 · Keyword "Area Attack"): one black roll, every unit in the hex rolls its own defense; friend and foe alike. */
    private static void strike(GameState s, StrategyCard card, List<String> ev) {
        PendingCard pc = s.pendingCard;
        Hex hex = pc.strikes().get(0);
        Effect e = card.effects().get(pc.next());
        int strength;
        boolean suppressive;
        int hitOn;
        if (e instanceof Effect.AreaAttack a) {
            strength = a.strength();
            suppressive = a.suppressive();
            hitOn = a.hitOn();
        } else {
            Effect.WideBlastRadius w = (Effect.WideBlastRadius) e;
            strength = w.strength();
            suppressive = w.suppressive();
            hitOn = 5;
        }
        AttackType type = suppressive ? AttackType.SUPPRESSIVE : AttackType.NORMAL;
        Position p = s.position();
        List<Unit> targets = new ArrayList<>();
        for (Unit u : p.unitsAt(hex)) {
            if (!u.concealed() && !u.isTransported() && !(u.isVehicle() && suppressive)) {
                targets.add(u);
            }
        }
        List<Hex> rest = pc.strikes().subList(1, pc.strikes().size());
        s.pendingCard = rest.isEmpty() ? pc.at(pc.next() + 1) : pc.withStrikes(rest);
        if (targets.isEmpty() && !s.board.hasMarker(hex, "razor-wire")) {
            return; // nothing to hit here
        }
        int successes = 0;
        List<String> dice = new ArrayList<>();
        for (int i = 0; i < strength; i++) {
            int v = s.dice.roll();
            dice.add("B" + v + (v >= hitOn ? "*" : ""));
            successes += v >= hitOn ? 1 : 0;
        }
        int[] hits = new int[targets.size()];
        for (int i = 0; i < targets.size(); i++) {
            Defense d = Defenses.of(p, targets.get(i), type, false);
            int red = 0;
            for (int k = 0; k < d.dice(); k++) {
                int v = s.dice.roll();
                dice.add("R" + v + (v >= 5 ? "*" : ""));
                red += v >= 5 ? 1 : 0;
            }
            hits[i] = Math.max(0, successes - red);
        }
        ev.add((suppressive ? "suppressive " : "") + "area attack (" + strength + ") on " + hex + ": " + dice + " → " + successes
                + " success" + (successes == 1 ? "" : "es"));
        if (successes >= 3 && s.board.hasMarker(hex, "razor-wire")) {
            s.mutableBoard().removeMarker(hex, "razor-wire");
            ev.add("the razor wire in " + hex + " is removed (000 · Removing Razor Wire)");
        }
        if (!targets.isEmpty()) {
            s.pendingHits = new PendingHits(PendingHits.Continuation.CARD, null, null, type, targets, hits, List.of());
            Fire.processPendingHits(s, ev);
        }
    }

    /** After the hits of one struck hex are applied. */
    static void afterStrike(GameState s, List<String> ev) {
        advance(s, ev);
    }

    private static void finish(GameState s, StrategyCard card, List<String> ev) {
        PendingCard pc = s.pendingCard;
        if (!card.playArea()) {
            s.playArea.get(pc.nation()).remove(card.id()); // discarded: out of the game
        }
        end(s, pc, ev);
    }

    /** The card's resolution is over; an action card ends the action (unless an Advance it granted is under way). */
    private static void end(GameState s, PendingCard pc, List<String> ev) {
        s.pendingCard = null;
        if (pc.action() && s.activity == null) {
            Actions.endAction(s, ev);
        } else if (!pc.action()) {
            afterDraw(s, ev);
        }
    }

    // ---- picks ----------------------------------------------------------------------------------

    static Decision question(GameState s, boolean withOptions) {
        PendingCard pc = s.pendingCard;
        StrategyCard card = card(s, pc.cardId());
        Effect e = card.effects().get(pc.next());
        if (e instanceof Effect.TargetHex || e instanceof Effect.TargetLine) {
            return new Decision(pc.nation(), Decision.Kind.CARD_TARGET, card.name() + ": place the target token"
                    + (e instanceof Effect.TargetLine ? " and the line's direction (002 · Target Line)" : " (000 · Target Hex)"),
                    withOptions ? targetOptions(s, e instanceof Effect.TargetLine) : List.of());
        }
        return new Decision(pc.nation(), Decision.Kind.CARD_PICK, card.name() + ": " + describe(e) + " (" + pc.picksLeft() + " left)",
                withOptions ? pickOptions(s) : List.of());
    }

    private static String describe(Effect e) {
        if (e instanceof Effect.RefreshUnits) {
            return "remove the activation token from a fatigued unit";
        } else if (e instanceof Effect.Rally) {
            return "remove the condition token from a squad";
        } else if (e instanceof Effect.ReceiveFigures r) {
            return "place a " + r.figure() + " infantry figure in a weakened squad";
        } else if (e instanceof Effect.Conceal) {
            return "place a concealed marker on a squad (one hex, not adjacent to enemy units)";
        } else if (e instanceof Effect.PlaceMarker m) {
            return "place a " + m.marker() + " marker";
        } else if (e instanceof Effect.Draw) {
            return "draw a Strategy card";
        } else if (e instanceof Effect.Advance a) {
            return "activate a fresh unit with an Advance action (+" + a.mp() + " MP)";
        } else if (e instanceof Effect.Reinforce) {
            return "place the arriving units in your R hexes";
        }
        return "choose";
    }

    static List<Choice> targetOptions(GameState s, boolean line) {
        List<Choice> out = new ArrayList<>();
        for (Hex h : s.board.hexes()) {
            if (!s.board.isPlayable(h)) {
                continue;
            }
            if (!line) {
                out.add(new Choice.Target(h, null));
                continue;
            }
            for (HexDirection d : HexDirection.values()) {
                if (s.board.isPlayable(h.neighbor(d)) && s.board.isPlayable(h.neighbor(d).neighbor(d))) {
                    out.add(new Choice.Target(h, d));
                }
            }
        }
        return out;
    }

    static List<Choice> pickOptions(GameState s) {
        PendingCard pc = s.pendingCard;
        Effect e = effect(s);
        List<Choice> out = new ArrayList<>();
        if (!(e instanceof Effect.Draw) && !(e instanceof Effect.Reinforce)) {
            out.add(new Choice.Done());
        }
        String n = pc.nation();
        if (e instanceof Effect.RefreshUnits) {
            s.units.values().stream().filter(u -> u.nation().equals(n) && u.activation() == Activation.FATIGUED && inDivision(s, u))
                    .forEach(u -> out.add(new Choice.Pick(u.id())));
        } else if (e instanceof Effect.Rally) {
            s.units.values().stream().filter(u -> u.nation().equals(n) && u.isPinnedOrDisrupted() && inDivision(s, u))
                    .forEach(u -> out.add(new Choice.Pick(u.id())));
        } else if (e instanceof Effect.ReceiveFigures r) {
            s.units.values().stream().filter(u -> u.nation().equals(n) && u.isSquad() && inDivision(s, u)
                    && u.slotsUsed() < Unit.SQUAD_SLOTS && figure(s, n, r.figure()) != null).forEach(u -> out.add(new Choice.Pick(u.id())));
        } else if (e instanceof Effect.Conceal) {
            s.units.values().stream().filter(u -> concealable(s, pc, u)).forEach(u -> out.add(new Choice.Pick(u.id())));
        } else if (e instanceof Effect.PlaceMarker m) {
                MarkerType type = s.board.catalog().marker(m.marker()).orElseThrow();
                for (Hex h : s.board.hexes()) {
                    if (s.board.markerRefusal(h, type).isEmpty() && (m.near().equals("any") || nearFriendly(s, n, h))) {
                        out.add(new Choice.Pick(h.toString()));
                    }
                }
        } else if (e instanceof Effect.Draw) {
            deckIds(s, n).forEach(id -> out.add(new Choice.DrawCard(id)));
        } else if (e instanceof Effect.Advance) {
            s.units.values().stream().filter(u -> u.nation().equals(n) && u.activation() == Activation.FRESH
                    && !u.isImmobile() && !u.isTransported() && inDivision(s, u)).forEach(u -> out.add(new Choice.Pick(u.id())));
        } else if (e instanceof Effect.Reinforce) {
                for (Unit u : s.reserve.values()) {
                    if (u.nation().equals(n)) {
                        for (Hex h : Reinforcements.rHexes(s, n)) {
                            if (Reinforcements.refusal(s, u, h, null) == null) {
                                out.add(new Choice.Deploy(u.id(), h, null));
                            }
                        }
                        break;
                    }
                }
        }
        return out;
    }

    private static boolean concealable(GameState s, PendingCard pc, Unit u) {
        if (!u.nation().equals(pc.nation()) || !u.isSquad() || u.concealed() || u.isTransported()) {
            return false;
        }
        for (Unit e : s.units.values()) {
            if (!e.nation().equals(u.nation()) && e.hex().isAdjacentTo(u.hex())) {
                return false; // Go to Ground (errata): "not … adjacent to enemy units"
            }
        }
        for (String id : pc.picked()) {
            Unit first = s.units.get(id);
            if (first != null && !first.hex().equals(u.hex())) {
                return false; // "two friendly squads located in the same hex"
            }
        }
        return true;
    }

    private static boolean nearFriendly(GameState s, String nation, Hex h) {
        for (Unit u : s.units.values()) {
            if (u.nation().equals(nation) && (u.hex().equals(h) || u.hex().isAdjacentTo(h))) {
                return true;
            }
        }
        return false;
    }

    private static UnitType figure(GameState s, String nation, String kind) {
        if (s.setup.catalog() == null) {
            return null;
        }
        String trait = kind.equals("elite") ? "battle-hardened" : "regular-infantry";
        return s.setup.catalog().all().stream().filter(t -> t.nation().equals(nation) && !t.isVehicle()
                && (kind.equals("elite") ? t.hasAbility(trait) : t.hasTrait(trait))).findFirst().orElse(null);
    }

    private static boolean reinforceLeft(GameState s, List<String> ev) {
        PendingCard pc = s.pendingCard;
        for (Unit u : new ArrayList<>(s.reserve.values())) {
            if (u.nation().equals(pc.nation()) && Reinforcements.rHexes(s, pc.nation()).stream()
                    .noneMatch(h -> Reinforcements.refusal(s, u, h, null) == null)) {
                s.reserve.remove(u.id());
                ev.add(u.id() + " cannot be placed in an R hex and is lost (000 · Placing Reinforcements)");
            }
        }
        boolean left = s.reserve.values().stream().anyMatch(u -> u.nation().equals(pc.nation()));
        if (!left) {
            s.reserve = s.reserve.isEmpty() ? null : s.reserve;
        }
        return left;
    }

    static void answer(GameState s, Choice c, List<String> ev) {
        PendingCard pc = s.pendingCard;
        Effect e = effect(s);
        if (e instanceof Effect.TargetHex || e instanceof Effect.TargetLine) {
            if (!(c instanceof Choice.Target t) || (e instanceof Effect.TargetLine) != (t.direction() != null)) {
                throw new IllegalChoice("place the target token: 'target HEX'" + (e instanceof Effect.TargetLine ? " DIRECTION" : ""));
            }
            if (!s.board.isPlayable(t.hex())) {
                throw new IllegalChoice(t.hex() + " is not part of the game");
            }
            List<Hex> area = new ArrayList<>(List.of(t.hex()));
            if (t.direction() != null) {
                area.add(t.hex().neighbor(t.direction()));
                area.add(t.hex().neighbor(t.direction()).neighbor(t.direction()));
            }
            ev.add("target token placed in " + t.hex() + (t.direction() == null ? "" : ", line toward " + t.direction()));
            s.pendingCard = pc.withArea(area).at(pc.next() + 1);
            advance(s, ev);
            return;
        }
        if (c instanceof Choice.Done) {
            if (e instanceof Effect.Draw || e instanceof Effect.Reinforce) {
                throw new IllegalChoice("this effect is not optional");
            }
            s.pendingCard = pc.at(pc.next() + 1);
            advance(s, ev);
            return;
        }
        if (!pickOptions(s).contains(c)) {
            throw new IllegalChoice("'" + c.text() + "' is not one of the choices for " + describe(e));
        }
        String n = pc.nation();
        if (e instanceof Effect.RefreshUnits) {
                Unit u = s.units.get(((Choice.Pick) c).id());
                s.units.put(u.id(), u.withActivation(Activation.FRESH));
                ev.add(u.id() + "'s activation token is removed: it is fresh again");
        } else if (e instanceof Effect.Rally) {
                Unit u = s.units.get(((Choice.Pick) c).id());
                s.units.put(u.id(), u.withCondition(Condition.NONE));
                ev.add(u.id() + "'s condition token is removed");
        } else if (e instanceof Effect.ReceiveFigures r) {
                Unit u = s.units.get(((Choice.Pick) c).id());
                List<UnitType> figs = new ArrayList<>(u.figures());
                figs.add(figure(s, n, r.figure()));
                s.units.put(u.id(), u.withFigures(figs));
                ev.add(u.id() + " receives a " + r.figure() + " infantry figure");
        } else if (e instanceof Effect.Conceal) {
                Unit u = s.units.get(((Choice.Pick) c).id());
                s.units.put(u.id(), u.withConcealed(true));
                ev.add(u.id() + " is concealed");
        } else if (e instanceof Effect.PlaceMarker m) {
                Hex h = toi.engine.hex.HexLabels.parse(((Choice.Pick) c).id());
                s.mutableBoard().placeMarker(h, s.board.catalog().marker(m.marker()).orElseThrow());
                if (m.marker().equals("smoke")) {
                    s.smokePlaced.put(h, s.round);
                }
                ev.add(n + " places " + m.marker() + " in " + h);
        } else if (e instanceof Effect.Draw) {
                Choice.DrawCard dc = (Choice.DrawCard) c;
                String cardId = s.decks.get(n + "|" + dc.deckId()).remove(0);
                s.hand.get(n).add(cardId);
                ev.add(n + " draws " + card(s, cardId).name());
        } else if (e instanceof Effect.Advance a) {
                Unit u = s.units.get(((Choice.Pick) c).id());
                s.pendingCard = null;
                int riding = Actions.riding(u);
                int mp = Actions.advanceBonus(s, u, MovePoints.of(u.movementPoints() + a.mp())) + riding;
                s.activity = new Activity(u.id(), ActionKind.ADVANCE, mp, List.of(u.hex()), false, false, java.util.Set.of(), false, riding);
                ev.add(u.id() + " advances with " + MovePoints.format(mp) + " movement points (" + card(s, pc.cardId()).name() + ")");
                return; // the card's action is this Advance
        } else if (e instanceof Effect.Reinforce) {
                Choice.Deploy d = (Choice.Deploy) c;
                Unit u = s.reserve.remove(d.unitId()).withHex(d.hex());
                s.units.put(u.id(), u);
                ev.add(u.id() + " arrives in " + d.hex());
                if (!reinforceLeft(s, ev)) {
                    s.pendingCard = pc.at(pc.next() + 1);
                    advance(s, ev);
                }
                return;
        } else {
            throw new IllegalChoice("nothing to pick");
        }
        int left = pc.picksLeft() - 1;
        List<String> picked = new ArrayList<>(pc.picked());
        if (c instanceof Choice.Pick p) {
            picked.add(p.id());
        }
        s.pendingCard = left <= 0 ? pc.at(pc.next() + 1) : pc.withPicks(left, picked);
        if (left > 0 && pickOptions(s).size() <= (e instanceof Effect.Draw ? 0 : 1)) {
            s.pendingCard = pc.at(pc.next() + 1);
        }
        advance(s, ev);
    }
}
