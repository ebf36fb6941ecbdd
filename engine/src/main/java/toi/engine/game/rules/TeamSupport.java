package toi.engine.game.rules;

import toi.engine.game.protocol.IllegalChoice;
import toi.engine.game.state.GameState;

import toi.engine.event.Event;
import java.util.ArrayList;
import java.util.List;
import toi.engine.combat.AttackBreakdown;
import toi.engine.combat.Contribution;
import toi.engine.units.Unit;

/** 000 · Team Restrictions: what combined fire across a team's divisions costs. */
public final class TeamSupport {
    private TeamSupport() {
    }

    /**
     * 000 · Team Restrictions: "Units belonging to one division may not support a team member's attack
     * with combined fire unless the nation chooses to pay 1 command … However, units in the same hex as
     * an officer may support a team member's attack at no command cost."
     */
    public static void payForTeamSupport(GameState s, AttackBreakdown b, List<Event> ev) {
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
    public static boolean affordable(GameState s, Unit lead, List<String> supporters) {
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
