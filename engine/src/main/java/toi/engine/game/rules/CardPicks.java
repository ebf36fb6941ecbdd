package toi.engine.game.rules;

import toi.engine.game.protocol.ActionKind;
import toi.engine.game.protocol.Choice;
import toi.engine.game.protocol.Decision;
import toi.engine.game.protocol.IllegalChoice;
import toi.engine.game.state.Activity;
import toi.engine.game.state.Frame;
import toi.engine.game.state.GameState;
import toi.engine.game.state.PendingCard;

import toi.engine.event.Event;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import toi.engine.cards.Effect;
import toi.engine.cards.StrategyCard;
import toi.engine.hex.Hex;
import toi.engine.hex.HexDirection;
import toi.engine.map.MarkerType;
import toi.engine.move.MovePoints;
import toi.engine.units.Activation;
import toi.engine.units.Condition;
import toi.engine.units.Unit;
import toi.engine.units.UnitType;

/** The choices a Strategy card asks for: its target token, and the units, hexes or decks its effects pick. */
public final class CardPicks {
    private CardPicks() {
    }

    /** Starts an effect that needs picks; false when the player must now choose. */
    static boolean startPicks(GameState s, PendingCard pc, int count) {
        if (pc.picksLeft() == 0) { // not started: picksLeft is 0 only between effects
            s.update(Frame.CARD, pc.withPicks(count, List.of()));
        }
        int minimum = CardFlow.effect(s) instanceof Effect.Draw ? 0 : 1; // a draw has no "done"; others: only "done" is left
        if (pickOptions(s).size() <= minimum) {
            s.update(Frame.CARD, s.card().at(s.card().next() + 1));
            return true;
        }
        return false;
    }

    public static Decision question(GameState s, boolean withOptions) {
        PendingCard pc = s.card();
        StrategyCard card = CardDecks.card(s, pc.cardId());
        Effect e = card.effects().get(pc.next());
        if (e instanceof Effect.TargetHex || e instanceof Effect.TargetLine) {
            return new Decision(pc.nation(), pc.division(), Decision.Kind.CARD_TARGET, card.name() + ": place the target token"
                    + (e instanceof Effect.TargetLine ? " and the line's direction (002 · Target Line)" : " (000 · Target Hex)"),
                    withOptions ? withStarShells(s, card, targetOptions(s, e instanceof Effect.TargetLine)) : List.of());
        }
        return new Decision(pc.nation(), pc.division(), Decision.Kind.CARD_PICK, card.name() + ": " + describe(e) + " (" + pc.picksLeft() + " left)",
                withOptions ? pickOptions(s) : List.of());
    }

    static String describe(Effect e) {
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

    /**
     * 003 · NIGHT RULES, Star Shells: at night an Artillery card may fire a star shell instead; one is listed at the hex of
     * each enemy unit (any other hex may be named, as with the card's attack).
     */
    private static List<Choice> withStarShells(GameState s, StrategyCard card, List<Choice> targets) {
        if (!NightRules.starShellCard(s, card)) {
            return targets;
        }
        List<Choice> out = new ArrayList<>(targets);
        java.util.Set<Hex> seen = new java.util.HashSet<>();
        for (Unit u : s.units.values()) {
            if (!u.nation().equals(s.card().nation()) && s.board.isPlayable(u.hex()) && seen.add(u.hex())) {
                out.add(Choice.Target.starShell(u.hex()));
            }
        }
        return out;
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
        PendingCard pc = s.card();
        Effect e = CardFlow.effect(s);
        List<Choice> out = new ArrayList<>();
        if (!(e instanceof Effect.Draw) && !(e instanceof Effect.Reinforce)) {
            out.add(new Choice.Done());
        }
        String n = pc.nation();
        if (e instanceof Effect.RefreshUnits) {
            s.units.values().stream().filter(u -> u.nation().equals(n) && u.activation() == Activation.FATIGUED && CardFlow.inDivision(s, u))
                    .forEach(u -> out.add(new Choice.Pick(u.id())));
        } else if (e instanceof Effect.Rally) {
            s.units.values().stream().filter(u -> u.nation().equals(n) && u.isPinnedOrDisrupted() && CardFlow.inDivision(s, u))
                    .forEach(u -> out.add(new Choice.Pick(u.id())));
        } else if (e instanceof Effect.ReceiveFigures r) {
            s.units.values().stream().filter(u -> u.nation().equals(n) && u.isSquad() && CardFlow.inDivision(s, u)
                    && u.slotsUsed() < Unit.SQUAD_SLOTS && figure(s, n, r.figure()) != null).forEach(u -> out.add(new Choice.Pick(u.id())));
        } else if (e instanceof Effect.Conceal) {
            s.units.values().stream().filter(u -> concealable(s, pc, u)).forEach(u -> out.add(new Choice.Pick(u.id())));
        } else if (e instanceof Effect.PlaceMarker m) {
                MarkerType type = s.board.catalog().marker(m.marker()).orElseThrow();
                for (Hex h : BoxLimits.markerShortage(s, type) != null ? List.<Hex>of() : s.board.hexes()) { // 000 · COMPONENT LIMITS
                    if (s.board.mayPlaceMarker(h, type) && (m.near().equals("any") || nearFriendly(s, n, h))) {
                        out.add(new Choice.Pick(h.toString()));
                    }
                }
        } else if (e instanceof Effect.Draw) {
            CardDecks.deckIds(s, n).forEach(id -> out.add(new Choice.DrawCard(id)));
        } else if (e instanceof Effect.Advance) {
            s.units.values().stream().filter(u -> u.nation().equals(n) && u.activation() == Activation.FRESH
                    && !u.isImmobile() && !u.isTransported() && CardFlow.inDivision(s, u) && s.setup.special().frozen(u, s.round) == null).forEach(u -> out.add(new Choice.Pick(u.id())));
        } else if (e instanceof Effect.Reinforce) {
                for (Unit u : s.reserve.values()) {
                    if (u.nation().equals(n)) {
                        for (Hex h : Placement.rHexes(s, n)) {
                            if (Placement.reinforcementRefusal(s, u, h, null) == null) {
                                out.add(new Choice.Deploy(u.id(), h, null));
                            }
                        }
                        break;
                    }
                }
        }
        return out;
    }

    static boolean concealable(GameState s, PendingCard pc, Unit u) {
        if (!u.nation().equals(pc.nation()) || !u.isSquad() || u.concealed() || u.isTransported() || !CardFlow.inDivision(s, u)) {
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

    static boolean nearFriendly(GameState s, String nation, Hex h) {
        for (Unit u : s.units.values()) {
            if (u.nation().equals(nation) && (u.hex().equals(h) || u.hex().isAdjacentTo(h))) {
                return true;
            }
        }
        return false;
    }

    static UnitType figure(GameState s, String nation, String kind) {
        if (s.setup.catalog() == null) {
            return null;
        }
        String trait = kind.equals("elite") ? "battle-hardened" : "regular-infantry";
        return s.setup.catalog().all().stream().filter(t -> t.nation().equals(nation) && !t.isVehicle()
                && (kind.equals("elite") ? t.hasAbility(trait) : t.hasTrait(trait))).findFirst().orElse(null);
    }

    static boolean reinforceLeft(GameState s, List<Event> ev) {
        PendingCard pc = s.card();
        for (Unit u : new ArrayList<>(s.reserve.values())) {
            if (u.nation().equals(pc.nation()) && Placement.rHexes(s, pc.nation()).stream()
                    .noneMatch(h -> Placement.reinforcementRefusal(s, u, h, null) == null)) {
                s.reserve.remove(u.id());
                ev.add(new Event.UnitDestroyed(u.id(), "lost: it cannot be placed in an R hex", "000 · Placing Reinforcements"));
            }
        }
        boolean left = s.reserve.values().stream().anyMatch(u -> u.nation().equals(pc.nation()));
        if (!left) {
            s.reserve = s.reserve.isEmpty() ? null : s.reserve;
        }
        return left;
    }

    public static void answer(GameState s, Choice c, List<Event> ev) {
        PendingCard pc = s.card();
        Effect e = CardFlow.effect(s);
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
            if (t.starShell() && !NightRules.starShellCard(s, CardDecks.card(s, pc.cardId()))) {
                throw new IllegalChoice(NightRules.starShellCardRefusal(s, CardDecks.card(s, pc.cardId())));
            }
            ev.add(new Event.TargetPlaced(t.hex(), t.direction() == null ? null : t.direction().toString()));
            PendingCard placed = pc.withArea(area).at(pc.next() + 1);
            s.update(Frame.CARD, t.starShell() ? placed.asStarShell() : placed);
            CardFlow.advance(s, ev);
            return;
        }
        if (c instanceof Choice.Done) {
            if (e instanceof Effect.Draw || e instanceof Effect.Reinforce) {
                throw new IllegalChoice("this effect is not optional");
            }
            s.update(Frame.CARD, pc.at(pc.next() + 1));
            CardFlow.advance(s, ev);
            return;
        }
        if (!pickOptions(s).contains(c)) {
            throw new IllegalChoice("'" + c.text() + "' is not one of the choices for " + describe(e));
        }
        String n = pc.nation();
        if (e instanceof Effect.RefreshUnits) {
                Unit u = s.units.get(((Choice.Pick) c).id());
                s.units.put(u.id(), u.withActivation(Activation.FRESH));
                ev.add(new Event.ActivationChanged(u.id(), Activation.FRESH, CardDecks.card(s, pc.cardId()).name()));
        } else if (e instanceof Effect.Rally) {
                Unit u = s.units.get(((Choice.Pick) c).id());
                s.units.put(u.id(), u.withCondition(Condition.NONE));
                ev.add(new Event.ConditionChanged(u.id(), Condition.NONE, CardDecks.card(s, pc.cardId()).name()));
        } else if (e instanceof Effect.ReceiveFigures r) {
                Unit u = s.units.get(((Choice.Pick) c).id());
                List<UnitType> figs = new ArrayList<>(u.figures());
                figs.add(figure(s, n, r.figure()));
                s.units.put(u.id(), u.withFigures(figs));
                ev.add(new Event.FigureAdded(u.id(), r.figure() + " infantry", null, CardDecks.card(s, pc.cardId()).name()));
        } else if (e instanceof Effect.Conceal) {
                Unit u = s.units.get(((Choice.Pick) c).id());
                s.units.put(u.id(), u.withConcealed(true));
                s.numberMarker(u);
                ev.add(new Event.Concealment(u.id(), true, null, CardDecks.card(s, pc.cardId()).name()));
        } else if (e instanceof Effect.PlaceMarker m) {
                Hex h = toi.engine.hex.HexLabels.parse(((Choice.Pick) c).id());
                s.mutableBoard().placeMarker(h, s.board.catalog().marker(m.marker()).orElseThrow());
                if (m.marker().equals("smoke")) {
                    s.smokePlaced.put(h, s.round);
                }
                ev.add(new Event.MarkerPlaced(h, m.marker(), n, CardDecks.card(s, pc.cardId()).name()));
        } else if (e instanceof Effect.Draw) {
                Choice.DrawCard dc = (Choice.DrawCard) c;
                s.ownCards();
                String cardId = s.decks.get(n + "|" + dc.deckId()).remove(0);
                s.hand.get(n).add(cardId);
                ev.add(new Event.CardDrawn(n, cardId, dc.deckId()));
        } else if (e instanceof Effect.Advance a) {
                Unit u = s.units.get(((Choice.Pick) c).id());
                CardFlow.discard(s, n, pc.cardId()); // the card is spent once its Advance begins
                s.close(Frame.CARD);
                int riding = Movement.riding(u);
                int mp = Movement.advanceBonus(s, u, MovePoints.of(u.movementPoints() + a.mp())) + riding;
                s.open(Frame.MOVE, new Activity(u.id(), ActionKind.ADVANCE, mp, List.of(u.hex()), false, false, java.util.Set.of(), riding));
                ev.add(new Event.UnitActivated(u.id(), ActionKind.ADVANCE.id() + " (" + CardDecks.card(s, pc.cardId()).name() + ")", mp));
                return; // the card's action is this Advance
        } else if (e instanceof Effect.Reinforce) {
                Choice.Deploy d = (Choice.Deploy) c;
                Placement.place(s, s.reserve.get(d.unitId()), d);
                ev.add(new Event.UnitPlaced(n, d.unitId(), d.hex(), d.inside(), CardDecks.card(s, pc.cardId()).name()));
                if (!reinforceLeft(s, ev)) {
                    s.update(Frame.CARD, pc.at(pc.next() + 1));
                    CardFlow.advance(s, ev);
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
        s.update(Frame.CARD, left <= 0 ? pc.at(pc.next() + 1) : pc.withPicks(left, picked));
        if (left > 0 && pickOptions(s).size() <= (e instanceof Effect.Draw ? 0 : 1)) {
            s.update(Frame.CARD, pc.at(pc.next() + 1));
        }
        CardFlow.advance(s, ev);
    }
}
