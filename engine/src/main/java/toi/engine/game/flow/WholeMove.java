package toi.engine.game.flow;

import toi.engine.game.protocol.Choice;
import toi.engine.game.protocol.IllegalChoice;
import toi.engine.game.protocol.MoveRoute;
import toi.engine.game.protocol.Phase;
import toi.engine.game.rules.Movement;
import toi.engine.game.state.Activity;
import toi.engine.game.state.Frame;
import toi.engine.game.state.GameState;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import toi.engine.event.Event;
import toi.engine.hex.Hex;

/**
 * Whole moves (docs/architecture.md · Whole moves): a unit's movement given at once, walked hex by
 * hex with the very step the game enforces ({@link Movement#step}), so the opponent's op fire
 * window opens at every hex entered (000 · OPPORTUNITY FIRE; 000 · TIMING CONFLICTS 3–4). The hexes
 * a whole move can reach are found with the same step on copies of the game, so what is offered and
 * what is enforced cannot disagree.
 */
public final class WholeMove {
    private WholeMove() {
    }

    /** A hex the active unit can reach this activation: the cheapest path there (hexes entered, in order) and what it costs. */
    public record Route(Hex to, List<Hex> path, int costThirds, int mpLeftThirds) {
    }

    /**
     * Every hex the active unit can reach by steps alone, ignoring op fire (which can only stop it
     * sooner): Dijkstra over game states, ordered by the movement points left. A hex whose entering
     * ends the movement (a minefield, razor wire, an attack that follows) is reached but not left.
     */
    public static Map<Hex, Route> reach(GameState s) {
        Activity start = s.activity();
        Map<Hex, Route> best = new LinkedHashMap<>();
        Map<Hex, GameState> states = new HashMap<>();
        PriorityQueue<Route> open = new PriorityQueue<>((x, y) -> Integer.compare(y.mpLeftThirds(), x.mpLeftThirds()));
        open.add(new Route(start.here(), List.of(), 0, start.mpLeft()));
        states.put(start.here(), s);
        Map<Hex, Integer> settled = new HashMap<>();
        while (!open.isEmpty()) {
            Route r = open.poll();
            if (settled.containsKey(r.to())) {
                continue;
            }
            settled.put(r.to(), r.mpLeftThirds());
            GameState here = states.get(r.to());
            if (!r.path().isEmpty()) {
                best.put(r.to(), r);
            }
            if (!canGoOn(here, start.unitId())) {
                continue;
            }
            for (Hex next : r.to().neighbors()) {
                if (settled.containsKey(next)) {
                    continue;
                }
                GameState after = tryStep(here, next);
                if (after == null) {
                    continue;
                }
                Activity a = after.activity();
                int left = a == null ? 0 : a.mpLeft();
                Route known = best.get(next);
                if (known == null || left > known.mpLeftThirds()) {
                    List<Hex> path = new ArrayList<>(r.path());
                    path.add(next);
                    Route route = new Route(next, List.copyOf(path), start.mpLeft() - left, left);
                    best.put(next, route);
                    states.put(next, after);
                    open.add(route);
                }
            }
        }
        best.values().removeIf(x -> !settled.containsKey(x.to()));
        return best;
    }

    /** The state after the unit steps into {@code to} with no op fire declared, or null when the game refuses the step. */
    private static GameState tryStep(GameState s, Hex to) {
        if (Movement.stepRefusal(s, s.position(), to, false) != null) {
            return null; // refused without copying the state
        }
        try {
            return stepped(s, to);
        } catch (IllegalChoice e) {
            return null;
        }
    }

    /** A copy of the game after the unit steps into {@code to} and nobody op fires; IllegalChoice when the step is refused. */
    private static GameState stepped(GameState s, Hex to) {
        GameState c = s.copy();
        stepUnfired(c, to);
        return c;
    }

    /** The unit steps into {@code to} on {@code c} itself and nobody op fires; IllegalChoice when the step is refused. */
    private static void stepUnfired(GameState c, Hex to) {
        Movement.step(c, to, new ArrayList<>());
        Flow.concludeFinished(c, new ArrayList<>()); // a minefield entered without a window
        closeOpFireWindow(c);
    }

    /** No op fire is declared: the obstacles of the hex entered take effect (000 · TIMING CONFLICTS 5). */
    private static void closeOpFireWindow(GameState c) {
        if (c.top() == Frame.OP_FIRE) {
            c.close(Frame.OP_FIRE);
            Movement.afterOpFireWindow(c, new ArrayList<>());
            Flow.concludeFinished(c, new ArrayList<>());
        }
    }

    /** Whether the unit is still moving in this state and may try another step. */
    private static boolean canGoOn(GameState s, String unitId) {
        Activity a = s.activity();
        return a != null && a.unitId().equals(unitId) && !a.movementOver() && s.top() == Frame.MOVE;
    }

    /** For a preview: the route to {@code to} (given or the cheapest), with the enemy units that could op fire at each hex. */
    public static MoveRoute preview(GameState s, Choice.MoveTo m) {
        Activity a = s.activity();
        List<Hex> path = path(s, m);
        Map<Hex, List<String>> threats = new LinkedHashMap<>();
        GameState c = s;
        for (Hex h : path) {
            c = c.copy();
            Movement.step(c, h, new ArrayList<>());
            Flow.concludeFinished(c, new ArrayList<>());
            if (c.top() == Frame.OP_FIRE) {
                java.util.Set<String> firers = new java.util.TreeSet<>();
                for (Choice o : Decisions.opFireOptions(c)) {
                    Choice.OpFire f = (Choice.OpFire) o;
                    firers.add(f.leadId());
                    firers.addAll(f.attack().supporters());
                }
                threats.put(h, List.copyOf(firers));
            }
            closeOpFireWindow(c);
        }
        int left = c.activity() == null ? 0 : c.activity().mpLeft();
        return new MoveRoute(m.to(), path, a.mpLeft() - left, left, threats);
    }

    /** The path of a whole move: the one given, or the cheapest the step rule finds (refused when there is none). */
    private static List<Hex> path(GameState s, Choice.MoveTo m) {
        if (!m.via().isEmpty()) {
            List<Hex> path = new ArrayList<>(m.via());
            path.add(m.to());
            return path;
        }
        Route r = reach(s).get(m.to());
        if (r == null) {
            throw new IllegalChoice(s.activity().unitId() + " cannot reach " + m.to() + " from " + s.activity().here()
                    + " this activation (000 · MOVEMENT)");
        }
        return r.path();
    }

    /** Starts a whole move: its path is checked step by step before anything happens, then walked. */
    static void start(GameState s, Choice.MoveTo m, List<Event> ev) {
        Activity a = s.activity();
        List<Hex> path = path(s, m);
        if (!m.via().isEmpty()) { // a path the player gave: every step is checked before any is taken, on one copy
            GameState trial = s.copy();
            for (Hex h : path) {
                if (!canGoOn(trial, a.unitId())) {
                    throw new IllegalChoice(a.unitId() + "'s movement ends before " + h + " (000 · MOVEMENT)");
                }
                try {
                    stepUnfired(trial, h);
                } catch (IllegalChoice e) {
                    throw new IllegalChoice("the move to " + m.to() + " cannot enter " + h + ": " + e.getMessage());
                }
            }
        }
        s.plannedPath = List.copyOf(path); // the driver walks it (stepOn), settling after every step
    }

    /**
     * The next planned step of a whole move, taken when the mover may go on (true: the driver settles, then asks
     * again). False while a window, hits, an assault or a card asks first (the walk goes on after the answer), or
     * when the plan is done; a plan the unit can no longer follow is dropped with an event, and the mover decides again.
     */
    static boolean stepOn(GameState s, List<Event> ev) {
        if (s.plannedPath == null) {
            return false;
        }
        Activity a = s.activity();
        if (a == null || s.phase != Phase.ACTION || s.plannedPath.isEmpty()) {
            s.plannedPath = null;
            return false;
        }
        if (s.top() != Frame.MOVE) {
            return false;
        }
        Hex next = s.plannedPath.get(0);
        if (!canGoOn(s, a.unitId())) {
            stop(s, ev, "its movement is over");
            return false;
        }
        String refusal = Movement.stepRefusal(s, s.position(), next, true);
        if (refusal != null) {
            stop(s, ev, refusal);
            return false;
        }
        s.plannedPath = List.copyOf(s.plannedPath.subList(1, s.plannedPath.size()));
        Movement.step(s, next, ev);
        return true;
    }

    private static void stop(GameState s, List<Event> ev, String why) {
        ev.add(new Event.RuleApplied(s.activity() == null ? null : s.activity().unitId(), "stops short of " + s.plannedPath.get(
                s.plannedPath.size() - 1) + ": " + why, "000 · MOVEMENT"));
        s.plannedPath = null;
    }
}
