package toi.engine.game.rules;

import toi.engine.game.state.Frame;
import toi.engine.game.state.GameState;
import toi.engine.game.state.PendingCard;
import toi.engine.game.state.PendingHits;

import toi.engine.event.DieRoll;
import toi.engine.event.Event;
import java.util.ArrayList;
import java.util.List;
import toi.engine.cards.Effect;
import toi.engine.cards.StrategyCard;
import toi.engine.combat.AttackType;
import toi.engine.combat.Defense;
import toi.engine.combat.Defenses;
import toi.engine.combat.Trucks;
import toi.engine.hex.Hex;
import toi.engine.hex.HexDirection;
import toi.engine.los.LineOfSight;
import toi.engine.units.Activation;
import toi.engine.units.Position;
import toi.engine.units.Unit;

/** 000 · Strategy Card Keywords: drift, area attacks and wide blast radius of off-board attacks (friendly fire included). */
public final class OffBoardAttack {
    private OffBoardAttack() {
    }

    static void startStrikes(GameState s, PendingCard pc, List<Hex> hexes) {
        List<Hex> on = onBoard(s, hexes);
        s.update(Frame.CARD, on.isEmpty() ? pc.at(pc.next() + 1) : pc.withStrikes(on));
    }

    static List<Hex> onBoard(GameState s, List<Hex> hexes) {
        List<Hex> out = new ArrayList<>();
        for (Hex h : hexes) {
            if (s.board.isPlayable(h)) {
                out.add(h);
            }
        }
        return out;
    }

    /** 000 · Rolling for Drift. Red die → direction: 1 = north, then clockwise (docs/rulings.md R-CARD-2). */
    static void drift(GameState s, PendingCard pc, List<Event> ev) {
        Hex target = pc.area().get(0);
        int number = driftNumber(s, pc.nation(), target);
        int black = s.dice.roll();
        int red = s.dice.roll();
        ev.add(new Event.DiceRolled("drift (drift number " + number + ")", List.of(new DieRoll(DieRoll.Color.BLACK, black, black >= number, "drift: hexes"),
                new DieRoll(DieRoll.Color.RED, red, false, "drift: direction")), "000 · Rolling for Drift"));
        if (black >= number) {
            ev.add(new Event.Drifted(number, target, target, 0, null));
            s.update(Frame.CARD, pc.at(pc.next() + 1));
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
        ev.add(new Event.Drifted(number, target, s.board.isPlayable(moved.get(0)) ? moved.get(0) : null, black, dir.toString()));
        if (!s.board.isPlayable(moved.get(0))) {
            CardFlow.discard(s, pc.nation(), pc.cardId());
            CardFlow.end(s, pc, ev);
            return;
        }
        s.update(Frame.CARD, pc.withArea(moved).at(pc.next() + 1));
    }

    /**
     * 000 · Rolling for Drift: 3 if a friendly unit is in or next to the hex, or a non-fatigued squad with an
     * officer sees it; 4 if a non-fatigued friendly unit sees it; else 6. In team games only the activating
     * division's units count (000 · Team Restrictions).
     */
    static int driftNumber(GameState s, String nation, Hex target) {
        boolean seen = false;
        for (Unit u : s.units.values()) {
            if (!u.nation().equals(nation) || u.isTransported() || !CardFlow.inDivision(s, u)) {
                continue;
            }
            if (u.hex().equals(target) || u.hex().isAdjacentTo(target)) {
                return 3;
            }
            if (u.activation() != Activation.FATIGUED && Trucks.establishesLos(s.operationsInPlay(), u) // 003 · TRUCKS
                    && LineOfSight.canSee(s.board, u.hex(), target)) {
                if (u.hasAbility("rally")) {
                    return 3;
                }
                seen = true;
            }
        }
        return seen ? 4 : 6;
    }

    /** One area attack (000 · Keyword "Area Attack"): one black roll, every unit in the hex rolls its own defense; friend and foe alike. */
    static void strike(GameState s, StrategyCard card, List<Event> ev) {
        PendingCard pc = s.card();
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
            if (!u.concealed() && !toi.engine.combat.Night.concealed(p, u) // 003 · NIGHT RULES: concealed by night
                    && !u.isTransported() && !(u.isVehicle() && suppressive)) {
                targets.add(u);
            }
        }
        List<Hex> rest = pc.strikes().subList(1, pc.strikes().size());
        s.update(Frame.CARD, rest.isEmpty() ? pc.at(pc.next() + 1) : pc.withStrikes(rest));
        if (targets.isEmpty() && !s.board.hasMarker(hex, "razor-wire")) {
            return; // nothing to hit here
        }
        int successes = 0;
        List<DieRoll> dice = new ArrayList<>();
        int[] defenseDice = new int[targets.size()];
        int[] defenseSuccesses = new int[targets.size()];
        for (int i = 0; i < strength; i++) {
            int v = s.dice.roll();
            dice.add(new DieRoll(DieRoll.Color.BLACK, v, v >= hitOn, "area attack on " + hex));
            successes += v >= hitOn ? 1 : 0;
        }
        int[] hits = new int[targets.size()];
        for (int i = 0; i < targets.size(); i++) {
            // 003 · MORTARS INTO WOODS: artillery; 003 · OPTIONAL FACING RULES: a card's attack strikes the rear
            Defense d = Defenses.of(p, targets.get(i), type, false, card.isOfType("Artillery"), null, true);
            int red = 0;
            for (int k = 0; k < d.dice(); k++) {
                int v = s.dice.roll();
                dice.add(new DieRoll(DieRoll.Color.RED, v, v >= 5, "defense: " + targets.get(i).id()));
                red += v >= 5 ? 1 : 0;
            }
            defenseDice[i] = d.dice();
            defenseSuccesses[i] = red;
            hits[i] = Math.max(0, successes - red);
        }
        ev.add(new Event.DiceRolled((suppressive ? "suppressive " : "") + "area attack (" + strength + ") on " + hex, dice,
                "000 · AREA ATTACKS"));
        ev.add(new Event.AttackRolled(successes, strength, hitOn));
        for (int i = 0; i < targets.size(); i++) {
            ev.add(new Event.HitsScored(targets.get(i).id(), defenseSuccesses[i], defenseDice[i], hits[i],
                    toi.engine.combat.Effects.describe(targets.get(i), type, hits[i],
                    Defenses.holdsFirm(s.operationsInPlay(), targets.get(i), type))));
        }
        if (successes >= 3 && s.board.hasMarker(hex, "razor-wire")) {
            s.mutableBoard().removeMarker(hex, "razor-wire");
            ev.add(new Event.MarkerRemoved(hex, "razor wire", null, "000 · Removing Razor Wire"));
        }
        if (!targets.isEmpty()) {
            s.open(Frame.HITS, new PendingHits(PendingHits.Cause.CARD, null, null, type, targets, hits, List.of()));
            Fire.processPendingHits(s, ev);
        }
    }

    /** After the hits of one struck hex are applied. */
    public static void afterStrike(GameState s, List<Event> ev) {
        CardFlow.advance(s, ev);
    }
}
