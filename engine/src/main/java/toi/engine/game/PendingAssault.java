package toi.engine.game;

import java.util.List;
import toi.engine.combat.AssaultBreakdown;
import toi.engine.combat.AssaultChoices;
import toi.engine.combat.Dice;
import toi.engine.hex.Hex;

/**
 * An assault waiting for the players' answers (000 · ASSAULT ATTACKS steps 6, 7, 9, 10). The dice are
 * those at the start of the assault, so resolving again with more answers rolls the same dice.
 * Immutable.
 */
record PendingAssault(AssaultBreakdown breakdown, Dice diceAtStart, List<AssaultChoices.Loss> attackerLosses,
                      List<AssaultChoices.Loss> defenderLosses, Hex retreat, List<String> advance) {

    PendingAssault with(Choice answer, Decision.Kind kind) {
        return switch (kind) {
            case ASSAULT_CASUALTIES -> attackerLosses == null
                    ? new PendingAssault(breakdown, diceAtStart, ((Choice.AssaultLosses) answer).losses(), null, null, null)
                    : new PendingAssault(breakdown, diceAtStart, attackerLosses, ((Choice.AssaultLosses) answer).losses(), null, null);
            case RETREAT -> new PendingAssault(breakdown, diceAtStart, attackerLosses, defenderLosses,
                    ((Choice.RetreatTo) answer).hex(), null);
            case ADVANCE -> new PendingAssault(breakdown, diceAtStart, attackerLosses, defenderLosses, retreat,
                    ((Choice.AdvanceWith) answer).unitIds());
            default -> throw new IllegalStateException(kind.name());
        };
    }
}
