package toi.engine.game.flow;

import toi.engine.game.protocol.Choice;
import toi.engine.game.protocol.IllegalChoice;
import toi.engine.game.state.GameState;

import toi.engine.event.Event;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import toi.engine.hex.Hex;
import toi.engine.map.MarkerType;

/** Setup: the fortification and obstacle markers a scenario lets a side place in its own deployment zone. */
public final class SetupMarkers {
    private SetupMarkers() {
    }

    /** 002 · Stavelot Express: "4 Entrenchments, 3 Tank Traps — Americans may place the above obstacles anywhere in their deployment zone." */
    static void place(GameState s, Choice.PlaceMarker m, List<Event> ev) {
        String n = s.stepQueue.get(0);
        String refusal = refusal(s, n, m.marker(), m.hex());
        if (refusal != null) {
            throw new IllegalChoice(refusal);
        }
        s.mutableBoard().placeMarker(m.hex(), s.board.catalog().marker(m.marker()).orElseThrow());
        s.stock.markers.get(n).merge(m.marker(), -1, Integer::sum);
        ev.add(new Event.MarkerPlaced(m.hex(), m.marker(), n, "scenario setup"));
        Setup.skipFinished(s, ev);
    }

    static String refusal(GameState s, String n, String marker, Hex hex) {
        if (s.stock.markers.get(n).getOrDefault(marker, 0) <= 0) {
            return n + " has no '" + marker + "' marker left to place (scenario setup)";
        }
        if (!s.board.deploymentHexes(n).contains(hex)) {
            return hex + " is not in " + n + "'s deployment zone: the scenario lets it place markers only there";
        }
        var type = s.board.catalog().marker(marker);
        return type.isEmpty() ? "unknown marker '" + marker + "'" : s.board.markerRefusal(hex, type.get()).orElse(null);
    }

    static List<Choice> options(GameState s, String n) {
        List<Choice> options = new ArrayList<>();
        options.add(new Choice.Done()); // "may place": the rest stay in the box
        for (var left : s.stock.markers.get(n).entrySet()) {
            if (left.getValue() > 0) {
                MarkerType type = s.board.catalog().marker(left.getKey()).orElseThrow();
                for (Hex h : s.board.deploymentHexes(n)) { // in the zone, with one left: only the hex's own limits remain
                    if (s.board.mayPlaceMarker(h, type)) {
                        options.add(new Choice.PlaceMarker(left.getKey(), h));
                    }
                }
                break; // one kind of marker at a time keeps the choice small; any may be named
            }
        }
        return options;
    }

    static void end(GameState s, List<Event> ev) {
        s.stock.markers.put(s.stepQueue.get(0), new TreeMap<>());
        Setup.skipFinished(s, ev);
    }
}
