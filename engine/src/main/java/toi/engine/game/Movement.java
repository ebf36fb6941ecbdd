package toi.engine.game;

import java.util.ArrayList;
import java.util.List;
import toi.engine.combat.AttackBreakdown;
import toi.engine.combat.AttackResult;
import toi.engine.combat.AttackRules;
import toi.engine.combat.AttackType;
import toi.engine.combat.Contribution;
import toi.engine.combat.DieRoll;
import toi.engine.combat.FireAction;
import toi.engine.combat.Resolution;
import toi.engine.hex.Hex;
import toi.engine.move.MovePoints;
import toi.engine.move.MovementRules;
import toi.engine.units.Activation;
import toi.engine.units.Condition;
import toi.engine.units.Damage;
import toi.engine.units.Position;
import toi.engine.units.Unit;

/** 000 · MOVEMENT in play: hex by hex, with the timing of 000 · TIMING CONFLICTS. */
final class Movement {
    private Movement() {
    }

    static void step(GameState s, Hex to, List<String> ev) {
        Activity a = s.activity;
        Unit u = s.units.get(a.unitId());
        if (a.movementOver()) {
            throw new IllegalChoice(u.id() + " may not move any further this activation");
        }
        if (a.kind() == ActionKind.FIRE_AND_MOVEMENT && a.attacked() && a.moved()) {
            throw new IllegalChoice("a unit cannot move, attack, and then move again (000 · Fire and Movement)");
        }
        Position p = s.position();
        if (a.moved() && p.board().hasMarker(a.start(), "minefield")) {
            throw new IllegalChoice("a unit moving from a minefield hex may only move to an adjacent hex during its activation (000 · Minefields)");
        }
        StringBuilder why = new StringBuilder();
        int cost = MovementRules.cost(p, u, a.start(), a.here(), to, why);
        if (cost == MovementRules.REFUSED) {
            throw new IllegalChoice(why.toString());
        }
        int leaving = a.moved() ? 0 : MovementRules.leavingCost(u);
        if (cost + leaving > a.mpLeft()) {
            throw new IllegalChoice("entering " + to + " costs " + MovePoints.format(cost + leaving) + " (" + why
                    + (leaving > 0 ? "; leaving the " + u.fortification() + " 1" : "") + "), but " + u.id() + " has "
                    + MovePoints.format(a.mpLeft()) + " left (000 · TERRAIN: a unit that cannot afford the cost may not enter)");
        }
        Unit moved = u.withHex(to).withFortification(null);
        s.units.put(u.id(), moved);
        s.activity = a.entered(to, cost + leaving);
        ev.add(u.id() + " enters " + to + " (" + why + "), " + MovePoints.format(s.activity.mpLeft()) + " left");
        // 000 · TIMING CONFLICTS 3–4: the opponent may declare an op fire attack.
        if (Decisions.anyOpFire(s)) {
            s.activity = s.activity.awaitingOpFire(true);
        } else {
            afterOpFireWindow(s, ev);
        }
    }

    /** 000 · TIMING CONFLICTS 5: obstacle effects, after any op fire. */
    static void afterOpFireWindow(GameState s, List<String> ev) {
        Activity a = s.activity;
        Unit u = s.units.get(a.unitId());
        Hex here = a.here();
        if (s.board.hasMarker(here, "minefield")) {
            ev.add(u.id() + " must end its movement in the minefield at " + here + " (000 · Minefields)");
            s.activity = a.withMovementOver();
            if (u.isEngineer()) {
                ev.add(u.id() + " is an engineer squad: no casualty check, but it is fatigued");
                u = s.units.get(u.id());
                s.units.put(u.id(), u.withActivation(Activation.FATIGUED));
                s.activity = null;
                s.actionsLeft--;
                Actions.nextTurn(s, ev);
                return;
            }
            // Roll four attack dice; 4, 5 and 6 inflict normal hits; no defense dice.
            int hits = 0;
            List<String> dice = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                int v = s.dice.roll();
                dice.add("B" + v + (v >= 4 ? "*" : ""));
                hits += v >= 4 ? 1 : 0;
            }
            ev.add("minefield attack: " + dice + " → " + hits + " hit" + (hits == 1 ? "" : "s"));
            s.pendingHits = new PendingHits(PendingHits.Continuation.MINEFIELD, null, null, AttackType.NORMAL,
                    List.of(u), new int[]{hits}, List.of());
            Fire.processPendingHits(s, ev);
            return;
        }
        if (MovementRules.stopsOnEntering(s.board, u, here, null)) {
            ev.add(u.id() + " must end its movement in " + here + " (razor wire / tank trap)");
            s.activity = a.withMovementOver();
        }
    }

    static void endActivation(GameState s, List<String> ev) {
        Activity a = s.activity;
        Unit u = s.units.get(a.unitId());
        if (u != null) {
            returnFromFullHex(s, u, a, ev);
            u = s.units.get(u.id());
            s.units.put(u.id(), u.withActivation(Activation.FATIGUED));
            ev.add(u.id() + " ends its activation and is fatigued");
        }
        Actions.endAction(s, ev);
    }

    /** 000 · STACKING LIMITS: "the unit is returned to the last non-full hex it moved from". */
    static void returnFromFullHex(GameState s, Unit u, Activity a, List<String> ev) {
        List<Hex> path = a.path();
        for (int i = path.size() - 1; i >= 0; i--) {
            Unit at = u.withHex(path.get(i));
            if (!MovementRules.hexIsFullFor(s.position(), at, path.get(i)) || i == 0) {
                if (i != path.size() - 1) {
                    s.units.put(u.id(), at);
                    ev.add(u.id() + " may not stop in the full hex " + a.here() + ": returned to " + path.get(i)
                            + " (000 · STACKING LIMITS)");
                }
                return;
            }
        }
    }
}
