package toi.engine.combat;

import java.util.List;
import toi.engine.units.Position;
import toi.engine.units.Unit;

/**
 * What an attack did: every die, the successes, each target's hits and fate, and the position after.
 *
 * @param events sentences for the game log
 */
public record AttackResult(AttackBreakdown breakdown, List<DieRoll> rolls, int attackSuccesses,
                           List<TargetResult> targets, Position after, List<String> events) {

    /** @param after the unit afterwards, or null if destroyed or routed */
    public record TargetResult(Unit target, int defenseSuccesses, int hits, String effect, Unit after) {
    }
}
