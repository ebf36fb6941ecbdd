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

/** 000 · THE ACTION PHASE: activating units with actions, and whose action comes next. */
final class Actions {
    private Actions() {
    }

    static void act(GameState s, Choice.Act a, List<String> ev) {
        Unit u = s.units.get(a.unitId());
        if (u == null) {
            throw new IllegalChoice("no unit '" + a.unitId() + "'");
        }
        if (!u.nation().equals(s.turn)) {
            throw new IllegalChoice(u.id() + " is not " + s.turn + "'s unit: it is " + s.turn + "'s action turn");
        }
        if (u.activation() != Activation.FRESH) {
            throw new IllegalChoice(u.id() + " is " + u.activation().word() + ": only a fresh unit may be activated (000 · THE ACTION PHASE)");
        }
        if (u.isTransported()) {
            throw new IllegalChoice(u.id() + " is inside " + u.carriedBy() + "; transports come later (docs/rules-coverage.md)");
        }
        switch (a.kind()) {
            case FATIGUE -> {
                s.units.put(u.id(), u.withActivation(Activation.FATIGUED));
                ev.add(u.id() + " is fatigued (000 · Fatigue Unit)");
                endAction(s, ev);
            }
            case PREPARE_OP_FIRE -> {
                if (u.isPinnedOrDisrupted()) {
                    throw new IllegalChoice(u.id() + " is " + u.condition().word() + ": a pinned or disrupted squad can never be placed in Op Fire mode (000 · SQUAD CONDITIONS)");
                }
                s.units.put(u.id(), u.withActivation(Activation.OP_FIRE));
                ev.add(u.id() + " prepares op fire (000 · Prepare Op Fire)");
                endAction(s, ev);
            }
            case ADVANCE, FIRE_AND_MOVEMENT -> {
                if (u.isImmobile()) {
                    throw new IllegalChoice(u.id() + " is " + (u.isPinnedOrDisrupted() ? u.condition().word() : u.damage().word())
                            + " and cannot be moved (000 · Immobile Units)");
                }
                int mp = MovePoints.of(u.movementPoints());
                if (a.kind() == ActionKind.FIRE_AND_MOVEMENT) {
                    if (u.hasTrait("heavy-infantry-weapon")) {
                        throw new IllegalChoice(u.id() + " contains a heavy infantry weapon and may not take a Fire and Movement action (000 · Limited Choice of Actions)");
                    }
                    mp -= MovePoints.of(u.isVehicle() ? 2 : 1); // 000 · Fire and Movement: 1 fewer for squads, 2 for vehicles
                }
                s.activity = new Activity(u.id(), a.kind(), Math.max(0, mp), List.of(u.hex()), false, false, java.util.Set.of(), false);
                ev.add(u.id() + " is activated: " + a.kind().id() + " with " + MovePoints.format(Math.max(0, mp)) + " movement points");
            }
            case CONCENTRATED_FIRE -> {
                if (a.attack() == null) {
                    throw new IllegalChoice("a concentrated attack names its target: 'act concentrated-fire UNIT target ID normal|suppressive [support A,B]'");
                }
                AttackBreakdown b = AttackRules.propose(s.position(), a.attack().request(u.id(), FireAction.CONCENTRATED_FIRE));
                ev.add(u.id() + " makes a concentrated attack on " + b.targetHex() + " with " + b.attackDice() + " dice");
                s.activity = new Activity(u.id(), ActionKind.CONCENTRATED_FIRE, 0, List.of(u.hex()), true, true, java.util.Set.of(), false);
                Fire.rollAndApply(s, b, PendingHits.Continuation.CONCENTRATED_FIRE, ev);
            }
        }
    }

    static void endAction(GameState s, List<String> ev) {
        s.activity = null;
        s.actionsLeft--;
        nextTurn(s, ev);
    }

    /** 000 · The Action Turn and End of the Action Phase: whose action comes next. */
    static void nextTurn(GameState s, List<String> ev) {
        if (s.phase != Phase.ACTION) {
            return;
        }
        for (String n : s.setup.nations()) {
            if (!s.passed.contains(n) && !hasAvailableAction(s, n)) {
                s.passed.add(n); // "If a player can take no more actions … his Action Phase is over."
                ev.add(n + " has no unit left to activate: its Action Phase is over");
            }
        }
        if (s.passed.containsAll(s.setup.nations())) {
            RoundPhases.commandPhase(s, ev);
            return;
        }
        String other = s.opponent(s.turn);
        if (s.passed.contains(s.turn)) {
            s.turn = other;
            s.actionsLeft = Integer.MAX_VALUE; // the opponent "may now take an unlimited number of actions"
        } else if (s.actionsLeft <= 0) {
            if (!s.passed.contains(other)) {
                s.turn = other;
                s.actionsLeft = s.setup.actionsPerTurn().get(other);
            } else {
                s.actionsLeft = Integer.MAX_VALUE;
            }
        }
    }

    static boolean hasAvailableAction(GameState s, String nation) {
        for (Unit u : s.units.values()) {
            if (u.nation().equals(nation) && u.activation() == Activation.FRESH && !u.isTransported()) {
                return true;
            }
        }
        return false;
    }
}
