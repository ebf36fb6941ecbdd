package toi.engine.game;

import java.util.ArrayList;
import java.util.List;
import toi.engine.combat.AttackBreakdown;
import toi.engine.combat.AttackType;
import toi.engine.combat.Resolution;
import toi.engine.units.Unit;

/**
 * Hits rolled but not yet applied, while the game waits for owners to choose casualties; then the
 * game continues with {@code then}. Immutable.
 *
 * @param breakdown the attack (null for a minefield's attack, which has no breakdown)
 * @param targets   the units hit, as they were before the attack
 * @param after     their state after the hits, filled in target order (null entries: destroyed)
 */
record PendingHits(Continuation then, AttackBreakdown breakdown, Resolution.Rolled rolled, AttackType type,
                   List<Unit> targets, int[] hits, List<Unit> after) {

    /** What the game does once every hit is applied. */
    enum Continuation { CONCENTRATED_FIRE, FIRE_AND_MOVEMENT, OP_FIRE, MINEFIELD, CARD }

    PendingHits {
        targets = List.copyOf(targets);
        hits = hits.clone();
        after = java.util.Collections.unmodifiableList(new ArrayList<>(after));
    }

    boolean complete() {
        return after.size() == targets.size();
    }

    Unit next() {
        return targets.get(after.size());
    }

    int nextHits() {
        return hits[after.size()];
    }

    PendingHits plus(Unit resolved) {
        List<Unit> a = new ArrayList<>(after);
        a.add(resolved);
        return new PendingHits(then, breakdown, rolled, type, targets, hits, a);
    }
}
