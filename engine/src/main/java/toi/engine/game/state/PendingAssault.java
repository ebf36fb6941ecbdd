package toi.engine.game.state;

import toi.engine.game.protocol.Choice;

import java.util.List;
import toi.engine.combat.AssaultBreakdown;
import toi.engine.combat.AssaultChoices;
import toi.engine.combat.Dice;
import toi.engine.hex.Hex;

/**
 * An assault waiting for the players' answers (000 · ASSAULT ATTACKS steps 6, 7, 9, 10). The dice are
 * those at the start of the assault, so resolving again with more answers rolls the same dice, from the units as they
 * stood then ({@code before}: the state's units meanwhile show the roll's result as far as it is answered).
 * Immutable.
 *
 * @param told how many of the resolution's events have been reported (the dice and the outcome first); -1 before the roll
 */
public record PendingAssault(AssaultBreakdown breakdown, Dice diceAtStart, List<AssaultChoices.Loss> attackerLosses,
                      List<AssaultChoices.Loss> defenderLosses, Hex retreat, List<String> advance,
                      List<toi.engine.units.Unit> before, int told) {

    public PendingAssault {
        before = List.copyOf(before);
    }

    /** The assault just declared, on these units, nothing rolled or told yet. */
    public static PendingAssault declared(AssaultBreakdown b, Dice dice, List<toi.engine.units.Unit> before) {
        return new PendingAssault(b, dice, null, null, null, null, before, -1);
    }

    /** The first {@code n} events of the resolution have been reported. */
    public PendingAssault told(int n) {
        return new PendingAssault(breakdown, diceAtStart, attackerLosses, defenderLosses, retreat, advance, before, n);
    }

    /** Which question an answer fills. */
    public enum Field { ATTACKER_LOSSES, DEFENDER_LOSSES, RETREAT, ADVANCE }

    public PendingAssault with(Choice answer, Field field) {
        return switch (field) {
            case ATTACKER_LOSSES -> new PendingAssault(breakdown, diceAtStart, ((Choice.AssaultLosses) answer).losses(),
                    defenderLosses, retreat, advance, before, told);
            case DEFENDER_LOSSES -> new PendingAssault(breakdown, diceAtStart, attackerLosses,
                    ((Choice.AssaultLosses) answer).losses(), retreat, advance, before, told);
            case RETREAT -> new PendingAssault(breakdown, diceAtStart, attackerLosses, defenderLosses,
                    ((Choice.RetreatTo) answer).hex(), advance, before, told);
            case ADVANCE -> new PendingAssault(breakdown, diceAtStart, attackerLosses, defenderLosses, retreat,
                    ((Choice.AdvanceWith) answer).unitIds(), before, told);
        };
    }
}
