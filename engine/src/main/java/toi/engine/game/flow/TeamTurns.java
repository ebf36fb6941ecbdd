package toi.engine.game.flow;

import toi.engine.game.protocol.Choice;
import toi.engine.game.protocol.IllegalChoice;
import toi.engine.game.state.Frame;
import toi.engine.game.state.GameState;

import toi.engine.event.Event;
import java.util.ArrayList;
import java.util.List;

/**
 * 000 · THREE- AND FOUR-PLAYER GAMES: each side's two divisions are separate players. Teams alternate
 * action turns; within a team each member takes a whole action turn of half the scenario's actions
 * (rounded up), the team choosing who goes first; a member who is out of actions leaves the turns to
 * his teammate.
 */
public final class TeamTurns {
    private TeamTurns() {
    }

    static int actionsPerMember(GameState s, String nation) {
        return (s.setup.actionsPerTurn().get(nation) + 1) / 2;
    }

    static void next(GameState s, List<Event> ev) {
        for (String n : s.setup.nations()) {
            for (String d : s.setup.divisions(n)) {
                String actor = s.actor(n, d);
                if (!s.passed.contains(actor) && !Actions.hasAvailableAction(s, n, d)) {
                    s.passed.add(actor);
                    ev.add(new Event.Passed(actor, "has no unit left to activate: its Action Phase is over", "000 · End of the Action Phase"));
                }
            }
        }
        if (allPassed(s)) {
            if (s.top() == Frame.FIRST_DIVISION) {
                s.close(Frame.FIRST_DIVISION); // nobody is left to take a first turn
            }
            RoundPhases.commandPhase(s, ev);
            return;
        }
        if (s.frames.has(Frame.FIRST_DIVISION)) {
            return;
        }
        if (s.turnDivision != null && !s.passed.contains(s.actor(s.turn, s.turnDivision)) && s.actionsLeft > 0) {
            return; // the member's action turn goes on
        }
        while (!s.divisionQueue.isEmpty()) {
            String d = s.divisionQueue.remove(0);
            if (!s.passed.contains(s.actor(s.turn, d))) {
                s.turnDivision = d;
                s.actionsLeft = actionsPerMember(s, s.turn);
                return;
            }
        }
        // the team's turn is over: the other team, if it still acts, else this team again
        String other = s.opponent(s.turn);
        startTeamTurn(s, active(s, other).isEmpty() ? s.turn : other, ev);
    }

    /** The start of a team's turn: the team chooses which member goes first when both still act. */
    static void startTeamTurn(GameState s, String nation, List<Event> ev) {
        s.turn = nation;
        List<String> members = active(s, nation);
        if (members.size() > 1) {
            s.open(Frame.FIRST_DIVISION, null);
            s.turnDivision = null;
            s.divisionQueue = new ArrayList<>(members);
            return;
        }
        s.turnDivision = members.get(0);
        s.divisionQueue = new ArrayList<>();
        s.actionsLeft = actionsPerMember(s, nation);
    }

    static void chooseFirst(GameState s, Choice.FirstDivision c, List<Event> ev) {
        if (!s.divisionQueue.contains(c.division())) {
            throw new IllegalChoice("'" + c.division() + "' is not a member of " + s.turn + " still to act " + s.divisionQueue);
        }
        s.close(Frame.FIRST_DIVISION);
        s.divisionQueue.remove(c.division());
        s.turnDivision = c.division();
        s.actionsLeft = actionsPerMember(s, s.turn);
        ev.add(new Event.RuleApplied(null, s.turn + "/" + c.division() + " takes the first action turn of " + s.turn, "000 · Turn Order"));
    }

    static List<String> active(GameState s, String nation) {
        List<String> out = new ArrayList<>();
        for (String d : s.setup.divisions(nation)) {
            if (!s.passed.contains(s.actor(nation, d))) {
                out.add(d);
            }
        }
        return out;
    }

    static boolean allPassed(GameState s) {
        for (String n : s.setup.nations()) {
            if (!active(s, n).isEmpty()) {
                return false;
            }
        }
        return true;
    }
}
