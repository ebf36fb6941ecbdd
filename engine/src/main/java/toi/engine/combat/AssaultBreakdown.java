package toi.engine.combat;

import java.util.List;
import toi.engine.hex.Hex;

/**
 * A legal assault, worked out before any die is rolled (000 · ASSAULT ATTACKS steps 1–4).
 *
 * @param attackBonus   additions to the attack as a whole (Flamethrower Assaults: +2 per flamethrower squad)
 * @param cover         the defenders' combined cover, every source listed (rolled as red dice by the attacker)
 * @param defenseDice   the red dice, never below 0
 */
public record AssaultBreakdown(AssaultRequest request, Hex targetHex, List<AssaultShare> attackers,
                               List<Modifier> attackBonus, List<AssaultShare> defenders, List<Modifier> cover,
                               int defenseDice, List<String> notes) {

    public int attackStrength() {
        int sum = 0;
        for (AssaultShare s : attackers) {
            sum += s.firepower();
        }
        for (Modifier m : attackBonus) {
            sum += m.amount();
        }
        return Math.max(0, sum);
    }

    public int defenderStrength() {
        int sum = 0;
        for (AssaultShare s : defenders) {
            sum += s.firepower();
        }
        return sum;
    }
}
