package toi.engine.combat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import toi.engine.units.Unit;

/**
 * Exact probabilities of an attack, computed from its breakdown — the same numbers
 * {@link Resolution} rolls against.
 *
 * @param attackSuccesses distribution of black-dice successes (after Expert rerolls)
 * @param targets         per affected unit: its hits and outcomes
 */
public record Odds(double[] attackSuccesses, List<TargetOdds> targets) {

    /**
     * @param defenseSuccesses distribution of red-dice successes (after Thick Armor)
     * @param hits             distribution of hits on this unit
     * @param outcomes         outcome description → probability, in order of severity
     */
    public record TargetOdds(Unit target, double[] defenseSuccesses, double[] hits, Map<String, Double> outcomes) {
    }

    public static Odds of(AttackBreakdown b) {
        double p = DiceMath.chance(b.hitOn());
        double[] black = {1.0};
        for (Contribution c : b.contributions()) {
            black = DiceMath.convolve(black, DiceMath.withRerolls(c.firepower(), p, c.rerolls()));
        }
        List<TargetOdds> targets = new ArrayList<>();
        for (Defense d : b.defenses()) {
            double[] red = DiceMath.binomial(d.dice(), DiceMath.chance(5)); // red dice: 5 and 6, always
            if (d.thickArmor()) {
                red = DiceMath.thickArmor(red);
            }
            double[] hits = DiceMath.hits(black, red);
            Map<String, Double> outcomes = new LinkedHashMap<>();
            for (int h = 0; h < hits.length; h++) {
                if (hits[h] > 0) {
                    outcomes.merge(Effects.describe(d.target(), b.type(), h, d.holdsFirm()), hits[h], Double::sum);
                }
            }
            targets.add(new TargetOdds(d.target(), red, hits, outcomes));
        }
        return new Odds(black, List.copyOf(targets));
    }

    /** Probability of at least {@code k} attack successes before defense (Alpha and Bravo experience). */
    public double atLeastSuccesses(int k) {
        return DiceMath.atLeast(attackSuccesses, k);
    }
}
