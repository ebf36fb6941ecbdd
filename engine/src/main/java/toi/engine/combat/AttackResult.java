package toi.engine.combat;

import toi.engine.event.DieRoll;
import toi.engine.event.Event;
import java.util.List;
import toi.engine.units.Position;
import toi.engine.units.Unit;

/**
 * What an attack did: every die, the successes, each target's hits and fate, and the position after.
 *
 * @param events what happened, typed (the dice are in {@code rolls})
 */
public record AttackResult(AttackBreakdown breakdown, List<DieRoll> rolls, int attackSuccesses,
                           List<TargetResult> targets, Position after, List<Event> events) {

    /** @param after the unit afterwards, or null if destroyed or routed */
    public record TargetResult(Unit target, int defenseSuccesses, int hits, String effect, Unit after) {
    }
}
