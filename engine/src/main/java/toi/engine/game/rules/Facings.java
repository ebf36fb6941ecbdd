package toi.engine.game.rules;

import java.util.List;
import toi.engine.combat.Facing;
import toi.engine.event.Event;
import toi.engine.game.protocol.Choice;
import toi.engine.game.protocol.IllegalChoice;
import toi.engine.game.protocol.Phase;
import toi.engine.game.state.Frame;
import toi.engine.game.state.GameState;
import toi.engine.units.Unit;

/**
 * 003 · OPTIONAL FACING RULES in the game: "Each heavy vehicle in the game must be placed so that it is facing one of the
 * six sides of its hex" — whenever a heavy vehicle stands on the board without a facing (at the start, once deployed, once
 * arrived as a reinforcement), its owner chooses it ({@code face V DIR}, one vehicle at a time, by id); afterwards only its
 * movement turns it (003 · FACING AND MOVEMENT, {@code Movement.step}); docs/rulings.md R-OPT-45.
 */
public final class Facings {
    private Facings() {
    }

    /** The heavy vehicle whose facing is to be chosen next (the lowest id), or null. */
    public static String next(GameState s) {
        if (!s.operationsInPlay().option(Facing.RULE)) {
            return null;
        }
        String next = null;
        for (Unit u : s.units.values()) {
            if (u.facing() == null && Facing.faces(s.operationsInPlay(), u) && s.board.isPlayable(u.hex())
                    && (next == null || u.id().compareTo(next) < 0)) {
                next = u.id();
            }
        }
        return next;
    }

    /** Opens the choice of a facing when a heavy vehicle on the board has none (the option on; not once the game is over). */
    public static void askIfUnfaced(GameState s) {
        if (s.phase != Phase.OVER && s.top() != Frame.FACING && next(s) != null) {
            s.open(Frame.FACING, null);
        }
    }

    public static void face(GameState s, Choice.Face f, List<Event> ev) {
        String asked = next(s);
        if (!f.unitId().equals(asked)) {
            throw new IllegalChoice("the facing to choose now is " + asked + "'s (" + Facing.RULE.heading() + ")");
        }
        Unit v = s.units.get(asked);
        s.units.put(v.id(), v.withFacing(f.facing()));
        ev.add(new Event.RuleApplied(v.id(), "faces " + f.facing() + " in " + v.hex(), Facing.RULE.heading()));
        s.close(Frame.FACING);
    }
}
