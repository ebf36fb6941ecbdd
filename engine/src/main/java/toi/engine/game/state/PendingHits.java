package toi.engine.game.state;

import java.util.ArrayList;
import java.util.List;
import toi.engine.combat.AttackBreakdown;
import toi.engine.combat.AttackType;
import toi.engine.combat.Resolution;
import toi.engine.units.Unit;

/**
 * The HITS frame's data: hits rolled and applied target by target, while the game waits for owners to choose
 * casualties. Once all are applied the driver concludes them and the frame below goes on ({@code Frame.afterHits}).
 * Immutable.
 *
 * @param cause     what made the attack (the frame below reads it: a concentrated fire ends the action, ...)
 * @param breakdown the attack (null for a minefield's attack, which has no breakdown)
 * @param targets   the units hit, as they were before the attack
 * @param after     their state after the hits, filled in target order (null entries: destroyed)
 */
public record PendingHits(Cause cause, AttackBreakdown breakdown, Resolution.Rolled rolled, AttackType type,
                   List<Unit> targets, int[] hits, List<Unit> after) {

    /** What made the attack. */
    public enum Cause { CONCENTRATED_FIRE, FIRE_AND_MOVEMENT, OP_FIRE, MINEFIELD, CARD }

    public PendingHits {
        targets = List.copyOf(targets);
        hits = hits.clone();
        after = java.util.Collections.unmodifiableList(new ArrayList<>(after));
    }

    public boolean complete() {
        return after.size() == targets.size();
    }

    public Unit next() {
        return targets.get(after.size());
    }

    public int nextHits() {
        return hits[after.size()];
    }

    public PendingHits plus(Unit resolved) {
        List<Unit> a = new ArrayList<>(after);
        a.add(resolved);
        return new PendingHits(cause, breakdown, rolled, type, targets, hits, a);
    }
}
