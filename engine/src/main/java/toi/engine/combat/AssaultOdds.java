package toi.engine.combat;

/**
 * Exact probabilities of an assault: both sides' hits and the chance it succeeds
 * (000 · ASSAULT ATTACKS steps 4–9). Both sides score on 4, 5 and 6; only the attacker's
 * successes are reduced by red dice.
 */
public record AssaultOdds(double[] attackerHits, double[] defenderHits, double success) {

    public static AssaultOdds of(AssaultBreakdown b) {
        double p = DiceMath.chance(4);
        double[] black = {1.0};
        for (AssaultShare s : b.attackers()) {
            black = DiceMath.convolve(black, DiceMath.withRerolls(s.firepower(), p, s.rerolls()));
        }
        int bonus = b.attackStrength();
        for (AssaultShare s : b.attackers()) {
            bonus -= s.firepower();
        }
        black = DiceMath.convolve(black, DiceMath.binomial(Math.max(0, bonus), p));
        double[] red = DiceMath.binomial(b.defenseDice(), DiceMath.chance(5));
        double[] attacker = DiceMath.hits(black, red);
        double[] defender = {1.0};
        for (AssaultShare s : b.defenders()) {
            defender = DiceMath.convolve(defender, DiceMath.withRerolls(s.firepower(), p, s.rerolls()));
        }
        double success = 0;
        for (int a = 0; a < attacker.length; a++) {
            for (int d = 0; d < Math.min(a, defender.length); d++) {
                success += attacker[a] * defender[d];
            }
        }
        return new AssaultOdds(attacker, defender, success);
    }
}
