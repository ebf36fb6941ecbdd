package toi.engine.game.state;

import toi.engine.game.protocol.Choice;

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
public record PendingAssault(AssaultBreakdown breakdown, Dice diceAtStart, List<AssaultChoices.Loss> attackerLosses,
                      List<AssaultChoices.Loss> defenderLosses, Hex retreat, List<String> advance) {

    /** Which question an answer fills. */
    public enum Field { ATTACKER_LOSSES, DEFENDER_LOSSES, RETREAT, ADVANCE }

    public PendingAssault with(Choice answer, Field field) {
        return switch (field) {
            case ATTACKER_LOSSES -> new PendingAssault(breakdown, diceAtStart, ((Choice.AssaultLosses) answer).losses(),
                    defenderLosses, retreat, advance);
            case DEFENDER_LOSSES -> new PendingAssault(breakdown, diceAtStart, attackerLosses,
                    ((Choice.AssaultLosses) answer).losses(), retreat, advance);
            case RETREAT -> new PendingAssault(breakdown, diceAtStart, attackerLosses, defenderLosses,
                    ((Choice.RetreatTo) answer).hex(), advance);
            case ADVANCE -> new PendingAssault(breakdown, diceAtStart, attackerLosses, defenderLosses, retreat,
                    ((Choice.AdvanceWith) answer).unitIds());
        };
    }
}
