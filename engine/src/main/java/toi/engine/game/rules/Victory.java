package toi.engine.game.rules;

import toi.engine.game.protocol.Phase;
import toi.engine.game.state.GameState;
import toi.engine.scenario.VictoryCondition;

import toi.engine.event.Event;
import java.util.List;
import toi.engine.hex.Hex;
import toi.engine.units.Unit;

/** 000 · WINNING THE GAME, with the scenario's victory conditions ({@link VictoryCondition}). */
public final class Victory {
    private Victory() {
    }

    /** After every choice: an immediate condition that holds ends the game ("As soon as … they win the game"). */
    public static void checkImmediate(GameState s, List<Event> ev) {
        if (s.phase == Phase.OVER || s.phase == Phase.SETUP) {
            return;
        }
        check(s, VictoryCondition.When.IMMEDIATE, ev);
    }

    /** At the end of a round: immediate and end-of-round conditions; after the last round, the end-of-game ones. True when the game is over. */
    public static boolean checkEndOfRound(GameState s, List<Event> ev) {
        if (check(s, VictoryCondition.When.IMMEDIATE, ev) || check(s, VictoryCondition.When.END_OF_ROUND, ev)) {
            return true;
        }
        if (s.round < s.setup.rounds()) {
            return false;
        }
        Scoring.endOfGame(s, ev);
        if (check(s, VictoryCondition.When.END_OF_GAME, ev)) {
            return true;
        }
        // 000 · WINNING THE GAME: the most victory points; a tie goes to the player with initiative.
        String a = s.setup.nations().get(0);
        String b = s.setup.nations().get(1);
        int va = s.victoryPoints.get(a);
        int vb = s.victoryPoints.get(b);
        over(s, va > vb ? a : vb > va ? b : s.initiative, "the last round is over: " + a + " " + va + " VP, " + b + " " + vb + " VP"
                + (va == vb ? "; a tie goes to the player with initiative (000 · WINNING THE GAME)" : ""), ev);
        return true;
    }

    private static boolean check(GameState s, VictoryCondition.When when, List<Event> ev) {
        for (VictoryCondition v : s.setup.victory()) {
            if (v.when() != when || s.round < v.fromRound()) {
                continue;
            }
            String why = holds(s, v);
            if (why != null) {
                over(s, v.side(), why + (v.level().equals("victory") ? "" : " (a " + v.level() + " victory)"), ev);
                return true;
            }
        }
        return false;
    }

    /** Why the condition holds now, or null. */
    static String holds(GameState s, VictoryCondition v) {
        var test = v.test();
        if (test instanceof VictoryCondition.Test.Control c) {
            int n = 0;
            for (Hex h : c.hexes()) {
                n += v.side().equals(controller(s, h)) ? 1 : 0;
            }
            return n >= c.count() ? v.side() + " controls " + n + " of the objectives " + toi.engine.event.GameWords.list(c.hexes()) : null;
        }
        if (test instanceof VictoryCondition.Test.UnitsIn u) {
            int n = 0;
            for (Hex h : u.hexes()) {
                n += s.units.values().stream().anyMatch(x -> x.hex().equals(h) && x.nation().equals(v.side())) ? 1 : 0;
            }
            return n >= u.count() ? v.side() + " has units in " + n + " of the hexes " + toi.engine.event.GameWords.list(u.hexes()) : null;
        }
        if (test instanceof VictoryCondition.Test.Buildings b) {
            int n = Scoring.buildingsControlled(s, v.side());
            return n >= b.count() ? v.side() + " controls " + n + " buildings" : null;
        }
        if (test instanceof VictoryCondition.Test.MostPoints) {
            int mine = s.victoryPoints.get(v.side());
            int theirs = s.victoryPoints.get(s.opponent(v.side()));
            return mine > theirs ? v.side() + " has the most victory points (" + mine + " to " + theirs + ")" : null;
        }
        if (test instanceof VictoryCondition.Test.OpponentExitsBelow x) {
            String other = s.opponent(v.side());
            int all = Scoring.exitPoints(s, other, List.of());
            int some = x.units().isEmpty() ? all : Scoring.exitPoints(s, other, x.units());
            return all < x.vp() || some < x.unitsVp() ? other + " exited only " + all + " VP of units (" + some + " of them " + toi.engine.event.GameWords.list(x.units())
                    + "); it needed " + x.vp() + ", " + x.unitsVp() + " of them " + toi.engine.event.GameWords.list(x.units()) : null;
        }
        return "the last round ends and no other victory condition is met"; // 000 · WINNING THE GAME: the scenario's own fallback
    }

    /**
     * Who controls a hex now: the side with units alone in it, else whoever controlled it last
     * (000 · Determine Control over Objectives: control stays until an enemy unit takes it).
     */
    public static String controller(GameState s, Hex h) {
        String holder = null;
        for (Unit u : s.units.values()) {
            if (u.hex().equals(h)) {
                if (holder != null && !holder.equals(u.nation())) {
                    return s.control.get(h); // contested: control does not change
                }
                holder = u.nation();
            }
        }
        return holder != null ? holder : s.control.get(h);
    }

    private static void over(GameState s, String winner, String reason, List<Event> ev) {
        s.endGame();
        s.winner = winner;
        s.endReason = reason;
        ev.add(new Event.GameOver(winner, reason));
    }
}
