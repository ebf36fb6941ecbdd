package toi.engine.game;

import toi.engine.event.Event;
import java.util.ArrayList;
import java.util.List;
import toi.engine.combat.AttackBreakdown;
import toi.engine.combat.Contribution;
import toi.engine.units.Unit;

/**
 * 000 · THREE- AND FOUR-PLAYER GAMES: each side's two divisions are separate players. Teams alternate
 * action turns; within a team each member takes a whole action turn of half the scenario's actions
 * (rounded up), the team choosing who goes first; a member who is out of actions leaves the turns to
 * his teammate.
 */
final class TeamTurns {
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

    /**
     * 000 · Team Restrictions: "Units belonging to one division may not support a team member's attack
     * with combined fire unless the nation chooses to pay 1 command … However, units in the same hex as
     * an officer may support a team member's attack at no command cost."
     */
    static void payForTeamSupport(GameState s, AttackBreakdown b, List<Event> ev) {
        Unit lead = b.lead().unit();
        List<String> supporters = new ArrayList<>();
        for (Contribution c : b.contributions()) {
            if (c.unit() != lead) {
                supporters.add(c.unit().id());
            }
        }
        if (!supportCosts(s, lead, supporters)) {
            return;
        }
        if (s.command.get(lead.nation()) < 1) {
            throw new IllegalChoice("support from a team member's division costs 1 command, and " + lead.nation()
                    + " has none (000 · Team Restrictions)");
        }
        s.command.merge(lead.nation(), -1, Integer::sum);
        ev.add(new Event.CommandChanged(lead.nation(), -1, s.command.get(lead.nation()), "for combined fire across divisions"));
    }

    /** Whether combined fire by these supporters costs the team 1 command (000 · Team Restrictions). */
    static boolean supportCosts(GameState s, Unit lead, List<String> supporters) {
        if (!s.setup.teams()) {
            return false;
        }
        for (String id : supporters) {
            Unit u = s.units.get(id);
            if (u != null && s.position().differentDivisions(u, lead) && !officerWith(s, u)) {
                return true;
            }
        }
        return false;
    }

    /** Whether the team can afford this support. */
    static boolean affordable(GameState s, Unit lead, List<String> supporters) {
        return !supportCosts(s, lead, supporters) || s.command.get(lead.nation()) >= 1;
    }

    private static boolean officerWith(GameState s, Unit u) {
        for (Unit o : s.units.values()) {
            if (o.hex().equals(u.hex()) && o.nation().equals(u.nation()) && o.hasAbility("rally")) {
                return true;
            }
        }
        return false;
    }
}
