package toi.engine.game.flow;

import toi.engine.game.protocol.Choice;
import toi.engine.game.protocol.IllegalChoice;
import toi.engine.game.rules.Placement;
import toi.engine.game.state.Frame;
import toi.engine.game.state.GameState;
import toi.engine.scenario.Reinforcement;

import toi.engine.event.Event;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import toi.engine.hex.Hex;
import toi.engine.units.Unit;

/**
 * 000 · Scenario Reinforcements and Events (Status Phase step 5): in order of initiative, each side
 * places the units the scenario brings this round in its reinforcement ("R") hexes, within the
 * stacking limits and never in a hex held by enemy units; what cannot be placed is lost.
 */
public final class Reinforcements {
    private Reinforcements() {
    }

    /** Starts step 5 (which ends the round when it is done); returns false when nobody receives anything this round. */
    static boolean begin(GameState s, List<Event> ev) {
        LinkedHashMap<String, Unit> arriving = new LinkedHashMap<>();
        for (Reinforcement r : s.setup.reinforcements()) {
            if (r.round() == s.round) {
                r.units().forEach(u -> arriving.put(u.id(), u));
            }
        }
        if (arriving.isEmpty()) {
            return false;
        }
        s.reserve = arriving;
        s.open(Frame.REINFORCE, null);
        s.stepQueue = new ArrayList<>(List.of(s.initiative, s.opponent(s.initiative)));
        skipFinished(s, ev); // which ends the round itself once nothing is left to place (even at once: all lost)
        return true;
    }

    static void deploy(GameState s, Choice.Deploy d, List<Event> ev) {
        String n = s.stepQueue.get(0);
        Unit u = s.reserve.get(d.unitId());
        if (u == null || !u.nation().equals(n)) {
            throw new IllegalChoice("'" + d.unitId() + "' is not one of " + n + "'s arriving reinforcements");
        }
        String refusal = Placement.reinforcementRefusal(s, u, d.hex(), d.inside());
        if (refusal != null) {
            throw new IllegalChoice(refusal);
        }
        Placement.place(s, u, d);
        ev.add(new Event.UnitPlaced(u.nation(), u.id(), d.hex(), d.inside(), "000 · Scenario Reinforcements"));
        skipFinished(s, ev);
    }

    static List<Choice> options(GameState s, String n) {
        List<Choice> out = new ArrayList<>();
        for (Unit u : s.reserve.values()) {
            if (!u.nation().equals(n)) {
                continue;
            }
            for (Hex h : Placement.rHexes(s, n)) {
                if (Placement.reinforcementRefusal(s, u, h, null) == null) {
                    out.add(new Choice.Deploy(u.id(), h, null));
                }
            }
            if (!out.isEmpty()) {
                break;
            }
        }
        return out;
    }

    /** Units that cannot be placed anywhere are lost; sides with nothing left are done. */
    static void skipFinished(GameState s, List<Event> ev) {
        while (!s.stepQueue.isEmpty()) {
            String n = s.stepQueue.get(0);
            for (Unit u : new ArrayList<>(s.reserve.values())) {
                if (u.nation().equals(n) && Placement.rHexes(s, n).stream().noneMatch(h -> Placement.reinforcementRefusal(s, u, h, null) == null)) {
                    s.reserve.remove(u.id());
                    ev.add(new Event.UnitDestroyed(u.id(), "lost: every reinforcement hex of " + n + " is held by the enemy or full",
                            "000 · Placing Reinforcements"));
                }
            }
            if (s.reserve.values().stream().anyMatch(u -> u.nation().equals(n))) {
                return;
            }
            s.stepQueue.remove(0);
        }
        s.close(Frame.REINFORCE);
        s.reserve = null;
        RoundPhases.endStatusPhase(s, ev);
    }
}
