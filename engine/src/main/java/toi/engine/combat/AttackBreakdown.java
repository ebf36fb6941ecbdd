package toi.engine.combat;

import java.util.List;
import toi.engine.hex.Hex;
import toi.engine.los.RangeBand;

/**
 * A legal attack, fully worked out before any die is rolled: every contribution, the range type
 * that sets the hit number, and each target's defense.
 *
 * @param area      an area attack: one attack roll, applied to every unit in {@code defenses}
 * @param band      the least favourable range type among the contributions (000 · Multiple Ranges)
 * @param hitOn     the black die result that scores a success (4, 5 or 6)
 * @param defenses  one per unit the attack can affect
 * @param notes     consequences players should know (revealing, fatiguing, experience)
 */
public record AttackBreakdown(AttackRequest request, AttackType type, FireAction action, boolean area, Hex targetHex,
                              List<Contribution> contributions, RangeBand band, int hitOn, List<Defense> defenses,
                              List<String> notes) {

    public int attackDice() {
        int sum = 0;
        for (Contribution c : contributions) {
            sum += c.firepower();
        }
        return sum;
    }

    public Contribution lead() {
        return contributions.get(0);
    }
}
