package toi.engine.game.rules;

import java.util.ArrayList;
import java.util.List;
import toi.engine.event.Event;
import toi.engine.game.protocol.Choice;
import toi.engine.game.protocol.IllegalChoice;
import toi.engine.game.state.Activity;
import toi.engine.game.state.Frame;
import toi.engine.game.state.GameState;
import toi.engine.hex.Hex;
import toi.engine.map.Board;
import toi.engine.map.MarkerType;
import toi.engine.move.MovePoints;
import toi.engine.move.MovementRules;
import toi.engine.move.Wrecks;
import toi.engine.units.Position;
import toi.engine.units.Unit;

/**
 * 003 · WRECKED VEHICLES (an optional rule), the game's part: "Instead of removing destroyed vehicles from the mapboard, turn
 * them upside down" — a destroyed vehicle leaves a wreck marker in its hex — and "A vehicle in an adjacent hex may spend 3
 * movement points to move a wreck to an adjacent hex, and may then move into the hex vacated by the wreck." What a wreck does
 * to its hex is {@code move.Wrecks}' (docs/rulings.md R-OPT-20, R-OPT-21).
 */
public final class WreckedVehicles {
    private WreckedVehicles() {
    }

    static boolean on(GameState s) {
        return s.setup.options().has(Wrecks.RULE);
    }

    /** After each choice: each vehicle destroyed by it stays in its hex as a wreck. */
    public static void afterChoice(GameState s, List<Unit> removed, List<Event> ev) {
        if (removed.isEmpty() || !on(s)) {
            return;
        }
        for (Unit u : removed) {
            if (!u.isVehicle() || u.hex() == null || !s.board.isPlayable(u.hex()) || !Scavenge.eliminated(ev, u.id())) {
                continue; // not destroyed: left the board by an exit hex, or was never on it
            }
            MarkerType wreck = s.board.catalog().marker(Wrecks.wreckOf(u)).orElseThrow(
                    () -> new IllegalStateException("terrain.json has no " + Wrecks.wreckOf(u) + " marker"));
            var refusal = s.board.markerRefusal(u.hex(), wreck);
            if (refusal.isPresent()) { // more wrecks than a hex holds: the wreck is taken off as in the basic game
                ev.add(new Event.RuleApplied(u.id(), "leaves no wreck: " + refusal.get(), Wrecks.RULE.heading()));
                continue;
            }
            s.mutableBoard().placeMarker(u.hex(), wreck);
            ev.add(new Event.MarkerPlaced(u.hex(), wreck.id(), null, Wrecks.RULE.heading()));
        }
    }

    /** The pushes the moving vehicle may make now (each wreck kind in each adjacent hex, to each hex that may take it). */
    public static List<Choice> pushes(GameState s, Position p, Activity a, Unit u) {
        List<Choice> out = new ArrayList<>();
        if (!on(s) || !u.isVehicle() || a.mpLeft() < MovePoints.of(s.setup.options().param(Wrecks.RULE, "pushCost"))) {
            return out;
        }
        for (Hex from : a.here().neighbors()) {
            if (Wrecks.count(p.board(), from) == 0) {
                continue;
            }
            for (String wreck : List.of(Wrecks.HEAVY, Wrecks.HALF_TRACK, Wrecks.TRUCK)) {
                if (!p.board().hasMarker(from, wreck)) {
                    continue;
                }
                for (Hex to : from.neighbors()) {
                    Choice.PushWreck push = new Choice.PushWreck(wreck, from, to);
                    if (refusal(s, p, a, u, push) == null) {
                        out.add(push);
                    }
                }
            }
        }
        return out;
    }

    /** Why the moving unit may not push this wreck there, or null. */
    static String refusal(GameState s, Position p, Activity a, Unit u, Choice.PushWreck c) {
        String rule = " (" + Wrecks.RULE.heading() + ")";
        if (!on(s)) {
            return "wrecks belong to the optional rule " + Wrecks.RULE.id() + ", not on in this game" + rule;
        }
        if (!u.isVehicle() || u.isTransported()) {
            return "only a vehicle moves a wreck" + rule;
        }
        if (a.movementOver()) {
            return u.id() + "'s movement is over" + rule;
        }
        Board b = p.board();
        if (!b.isPlayable(c.from()) || !b.hasMarker(c.from(), c.wreck())) {
            return "there is no " + c.wreck() + " in " + c.from();
        }
        if (!c.from().isAdjacentTo(a.here())) {
            return "a vehicle in an adjacent hex moves a wreck: " + c.from() + " is not next to " + a.here() + rule;
        }
        if (!Wrecks.canPush(u, c.wreck())) {
            return u.id() + " cannot move a " + c.wreck() + ": tanks and other heavy vehicles move any wreck, half-tracks move"
                    + " wrecked half-tracks and trucks, trucks only wrecked trucks" + rule;
        }
        int cost = MovePoints.of(s.setup.options().param(Wrecks.RULE, "pushCost"));
        if (a.mpLeft() < cost) {
            return "moving a wreck costs " + MovePoints.format(cost) + " movement points; " + u.id() + " has "
                    + MovePoints.format(a.mpLeft()) + rule;
        }
        if (!c.to().isAdjacentTo(c.from()) || c.to().equals(a.here())) {
            return "a wreck is moved to a hex adjacent to its own, not into the pushing vehicle's hex (" + Wrecks.RULE.heading()
                    + "; docs/rulings.md R-OPT-21)";
        }
        if (!b.isPlayable(c.to()) || b.terrain(c.to()).cost(u.movementClass()) == null || b.isCliff(c.from(), c.to())) {
            return "a wreck goes only where a vehicle could go: " + c.to() + " is not (docs/rulings.md R-OPT-21)";
        }
        for (Unit x : p.unitsAt(c.to())) {
            if (!x.nation().equals(u.nation())) {
                return c.to() + " holds enemy units: no wreck is pushed onto them (docs/rulings.md R-OPT-21)";
            }
        }
        MarkerType wreck = b.catalog().marker(c.wreck()).orElseThrow();
        if (MovementRules.hexIsFullFor(p, u, c.to()) || b.markerRefusal(c.to(), wreck).isPresent()) {
            return c.to() + " has no room for another vehicle: wrecks count against stacking (000 · STACKING LIMITS;"
                    + Wrecks.RULE.heading() + ")";
        }
        return null;
    }

    /** "A vehicle in an adjacent hex may spend 3 movement points to move a wreck to an adjacent hex". */
    public static void push(GameState s, Choice.PushWreck c, List<Event> ev) {
        Activity a = s.activity();
        Unit u = s.units.get(a.unitId());
        String why = refusal(s, s.position(), a, u, c);
        if (why != null) {
            throw new IllegalChoice(why);
        }
        MarkerType wreck = s.board.catalog().marker(c.wreck()).orElseThrow();
        s.mutableBoard().removeMarker(c.from(), c.wreck());
        s.mutableBoard().placeMarker(c.to(), wreck);
        int cost = MovePoints.of(s.setup.options().param(Wrecks.RULE, "pushCost"));
        s.update(Frame.MOVE, a.withMp(a.mpLeft() - cost));
        ev.add(new Event.MarkerRemoved(c.from(), c.wreck(), u.id(), Wrecks.RULE.heading()));
        ev.add(new Event.MarkerPlaced(c.to(), c.wreck(), u.id(), Wrecks.RULE.heading()));
    }
}
