package toi.engine.game.flow;

import toi.engine.game.protocol.Choice;
import toi.engine.game.protocol.IllegalChoice;
import toi.engine.game.state.GameState;
import toi.engine.scenario.Forces;

import toi.engine.event.Event;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import toi.engine.units.UnitType;

/** 002 · Scenario Guide, optional: moving a mortar or machine gun crew to the side's other division during setup. */
public final class CrewTransfer {
    private CrewTransfer() {
    }

    /**
     * 002 · Scenario Guide: "Optional: if his opponent agrees, a player may transfer a mortar or machine gun crew
     * from one division to another, replacing it with 2 regular infantry." Offered once per side, before it builds
     * its first squad; the two regular infantry come from the receiving division (docs/rulings.md R-SCN-5).
     */
    static List<Choice> options(GameState s, String n) {
        List<Choice> out = new ArrayList<>();
        if (s.stock.crewTransferAsked.contains(n) || Setup.squadsBuilt(s, n) > 0) {
            return out;
        }
        for (String from : Setup.pools(s.setup, n).keySet()) {
            for (String to : Setup.pools(s.setup, n).keySet()) {
                if (from != null && to != null && !from.equals(to)) {
                    for (String crew : s.stock.figures.get(Setup.poolKey(n, from)).keySet()) {
                        if (refusal(s, n, new Choice.TransferCrew(crew, from, to)) == null) {
                            out.add(new Choice.TransferCrew(crew, from, to));
                        }
                    }
                }
            }
        }
        return out;
    }

    static String refusal(GameState s, String n, Choice.TransferCrew t) {
        Map<String, Forces> pools = Setup.pools(s.setup, n);
        if (!pools.containsKey(t.from()) || !pools.containsKey(t.to()) || t.from().equals(t.to())) {
            return "a crew moves between two of " + n + "'s divisions " + pools.keySet().stream().filter(java.util.Objects::nonNull).toList();
        }
        if (s.stock.crewTransferAsked.contains(n)) {
            return n + " has already asked for its crew transfer (002 · \"a player may transfer a mortar or machine gun crew\")";
        }
        if (Setup.squadsBuilt(s, n) > 0) {
            return "crews are transferred before the squads are built (002 · Scenario Guide, deployment)";
        }
        UnitType crew = s.setup.catalog().find(t.crew()).orElse(null);
        if (crew == null || !crew.nation().equals(n) || !crew.hasTrait("heavy-infantry-weapon")
                || s.stock.figures.get(Setup.poolKey(n, t.from())).getOrDefault(t.crew(), 0) <= 0) {
            return "division " + t.from() + " has no mortar or machine gun crew '" + t.crew() + "' to transfer";
        }
        String regular = s.setup.regularInfantry(n).map(UnitType::id).orElse("");
        if (s.stock.figures.get(Setup.poolKey(n, t.to())).getOrDefault(regular, 0) < 2) {
            return "division " + t.to() + " has not 2 regular infantry to replace the crew with (docs/rulings.md R-SCN-5)";
        }
        return null;
    }

    static void propose(GameState s, Choice.TransferCrew t, List<Event> ev) {
        String n = s.stepQueue.get(0);
        String refusal = refusal(s, n, t);
        if (refusal != null) {
            throw new IllegalChoice(refusal);
        }
        s.stock.crewTransferAsked.add(n);
        s.stock.proposedTransfer = t;
        ev.add(new Event.RuleApplied(null, n + " asks to transfer a " + t.crew() + " from division " + t.from() + " to division " + t.to()
                + " for 2 regular infantry; " + s.opponent(n) + " to agree or refuse", "002 · Scenario Guide, optional"));
    }

    /** The opponent's answer to the proposed transfer. */
    static void answer(GameState s, Choice.Agree a, List<Event> ev) {
        String n = s.stepQueue.get(0);
        Choice.TransferCrew t = s.stock.proposedTransfer;
        s.stock.proposedTransfer = null;
        if (!a.yes()) {
            ev.add(new Event.RuleApplied(null, s.opponent(n) + " refuses the crew transfer", "002 · Scenario Guide, optional"));
            return;
        }
        String regular = s.setup.regularInfantry(n).orElseThrow().id();
        Map<String, Integer> from = s.stock.figures.get(Setup.poolKey(n, t.from()));
        Map<String, Integer> to = s.stock.figures.get(Setup.poolKey(n, t.to()));
        from.merge(t.crew(), -1, Integer::sum);
        to.merge(t.crew(), 1, Integer::sum);
        to.merge(regular, -2, Integer::sum);
        from.merge(regular, 2, Integer::sum);
        ev.add(new Event.RuleApplied(null, s.opponent(n) + " agrees: " + t.crew() + " moves from division " + t.from() + " to division " + t.to()
                + ", 2 " + regular + " from division " + t.to() + " to division " + t.from(), "002 · Scenario Guide, optional"));
    }
}
