package toi.engine.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import toi.engine.hex.Hex;
import toi.engine.map.Objective;
import toi.engine.units.Activation;
import toi.engine.units.Condition;
import toi.engine.units.Unit;

/** 000 · THE COMMAND PHASE and THE STATUS PHASE, and the end of the round. */
final class RoundPhases {
    private RoundPhases() {
    }

        // ---- Command Phase ---------------------------------------------------------------

    /** 000 · Determine Control over Objectives. */
    static void updateControl(GameState s) {
        for (Objective o : s.board.objectives()) {
            String holder = null;
            boolean contested = false;
            for (Unit u : s.units.values()) {
                if (u.hex().equals(o.hex())) {
                    if (holder != null && !holder.equals(u.nation())) {
                        contested = true;
                    }
                    holder = u.nation();
                }
            }
            if (holder != null && !contested) {
                s.control.put(o.hex(), holder);
            }
        }
    }

    static void commandPhase(GameState s, List<String> ev) {
        s.phase = Phase.COMMAND;
        s.activity = null;
        ev.add("Command Phase, round " + s.round);
        updateControl(s);
        for (Objective o : s.board.objectives()) {
            String holder = s.control.get(o.hex());
            if (holder == null) {
                continue;
            }
            if (o.kind() == Objective.Kind.COMMAND && (o.nation() == null || o.nation().equals(holder))) {
                s.command.merge(holder, o.value(), Integer::sum);
                ev.add(holder + " receives " + o.value() + " command for the objective in " + o.hex());
            } else if (o.kind() == Objective.Kind.VICTORY && s.setup.victoryObjectivePointsEachRound() && o.value() > 0) {
                s.victoryPoints.merge(holder, o.value(), Integer::sum);
                ev.add(holder + " receives " + o.value() + " victory points for the objective in " + o.hex());
            }
        }
        s.stepQueue = new ArrayList<>(List.of(s.initiative, s.opponent(s.initiative)));
    }

    static void bid(GameState s, Choice.Bid b, List<String> ev) {
        String n = s.stepQueue.get(0);
        if (b.command() < 0 || b.command() > s.command.get(n)) {
            throw new IllegalChoice(n + " may place 0 to " + s.command.get(n) + " command on its Initiative card, not " + b.command()
                    + " (000 · Increase Initiative Pool)");
        }
        s.command.merge(n, -b.command(), Integer::sum);
        s.initiativePool.merge(n, b.command(), Integer::sum);
        if (b.command() > 0) {
            ev.add(n + " places " + b.command() + " command on its Initiative card");
        }
        s.stepQueue.remove(0);
        if (s.stepQueue.isEmpty()) {
            // 000 · Determine Initiative: the highest pool; a tie goes to the player without initiative.
            String a = s.initiative;
            String o = s.opponent(a);
            int pa = s.initiativePool.get(a);
            int po = s.initiativePool.get(o);
            s.initiative = po >= pa ? o : a;
            ev.add(s.initiative + " has the initiative (" + Math.max(pa, po) + " to " + Math.min(pa, po)
                    + (pa == po ? ", a tie goes to the player without it" : "") + ")");
            statusPhase(s, ev);
        }
    }

    // ---- Status Phase ----------------------------------------------------------------

    static void statusPhase(GameState s, List<String> ev) {
        s.phase = Phase.STATUS;
        ev.add("Status Phase, round " + s.round);
        // 2. Remove tokens, in order.
        for (Unit u : new ArrayList<>(s.units.values())) {
            Unit v = u.withActivation(Activation.FRESH);
            if (v.condition() == Condition.PINNED) {
                v = v.withCondition(Condition.NONE);
            } else if (v.condition() == Condition.DISRUPTED) {
                v = v.withCondition(officerWith(s, v) ? Condition.NONE : Condition.PINNED); // 000 · Fast Recovery
            }
            s.units.put(u.id(), v);
        }
        // 002 · Smoke: removed in the Status Phase of the round after it was placed.
        for (Map.Entry<Hex, Integer> e : new ArrayList<>(s.smokePlaced.entrySet())) {
            if (e.getValue() < s.round) {
                s.mutableBoard().removeMarker(e.getKey(), "smoke");
                s.smokePlaced.remove(e.getKey());
                ev.add("the smoke in " + e.getKey() + " clears");
            }
        }
        s.stepQueue = new ArrayList<>(List.of(s.initiative, s.opponent(s.initiative)));
    }

    static boolean officerWith(GameState s, Unit squad) {
        for (Unit u : s.units.values()) {
            if (u.hex().equals(squad.hex()) && u.nation().equals(squad.nation()) && u.hasAbility("fast-recovery")) {
                return true;
            }
        }
        return false;
    }

    static void opFireMode(GameState s, Choice.SetOpFire o, List<String> ev) {
        String n = s.stepQueue.get(0);
        for (String id : o.unitIds()) {
            Unit u = s.units.get(id);
            if (u == null || !u.nation().equals(n)) {
                throw new IllegalChoice(id + " is not one of " + n + "'s units");
            }
            if (u.isPinnedOrDisrupted()) {
                throw new IllegalChoice(id + " is " + u.condition().word() + ": it can never be placed in Op Fire mode (000 · SQUAD CONDITIONS)");
            }
            if (u.isTransported()) {
                throw new IllegalChoice(id + " is inside a vehicle");
            }
        }
        for (String id : o.unitIds()) {
            s.units.put(id, s.units.get(id).withActivation(Activation.OP_FIRE));
        }
        if (!o.unitIds().isEmpty()) {
            ev.add(n + " places " + String.join(", ", o.unitIds()) + " in Op Fire mode");
        }
        s.stepQueue.remove(0);
        if (s.stepQueue.isEmpty()) {
            endOfRound(s, ev);
        }
    }

    /** 000 · Advance the Round Marker; WINNING THE GAME. */
    static void endOfRound(GameState s, List<String> ev) {
        if (s.round >= s.setup.rounds()) {
            s.phase = Phase.OVER;
            String a = s.setup.nations().get(0);
            String b = s.setup.nations().get(1);
            int va = s.victoryPoints.get(a);
            int vb = s.victoryPoints.get(b);
            s.winner = va > vb ? a : vb > va ? b : s.initiative;
            s.endReason = "the last round is over: " + a + " " + va + " VP, " + b + " " + vb + " VP"
                    + (va == vb ? "; a tie goes to the player with initiative (000 · WINNING THE GAME)" : "");
            ev.add("game over, " + s.winner + " wins: " + s.endReason);
            return;
        }
        s.round++;
        s.phase = Phase.ACTION;
        s.passed.clear();
        s.turn = s.initiative;
        s.actionsLeft = s.setup.actionsPerTurn().get(s.turn);
        ev.add("round " + s.round + " begins; " + s.turn + " has the initiative");
        Actions.nextTurn(s, ev);
    }
}
