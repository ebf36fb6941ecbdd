package toi.ai;

import java.util.List;

/**
 * The Elo difference between two players measured on paired games (docs/ai.md · The ladder): each pair is one seed played
 * twice with the sides swapped, and counts as one sample, the pair's score for the first player (0, ¼, ½, ¾ or 1: its
 * points in the two games over 2). Counting pairs rather than games takes out most of the seed's and the side's luck, as
 * chess testing frameworks do with their pentanomial counts. Elo on the logistic scale: a score s is
 * {@code −400·log10(1/s − 1)} Elo.
 *
 * @param pairs       pairs counted (those with a failed game are left out)
 * @param pentanomial how many pairs scored 0, ¼, ½, ¾ and 1
 * @param score       the mean pair score
 * @param variance    the variance of the pair scores (over the pairs, not over pairs − 1)
 */
public record PairStats(int pairs, int[] pentanomial, double score, double variance) {
    /** The normal quantile of a two-sided 95 % interval. */
    static final double Z95 = 1.959964;

    /** The statistics of these pair scores (each in 0…1, a multiple of ¼). */
    public static PairStats of(List<Double> pairScores) {
        int n = pairScores.size();
        int[] penta = new int[5];
        double sum = 0;
        for (double x : pairScores) {
            if (!(x >= 0 && x <= 1)) {
                throw new IllegalArgumentException("a pair's score is from 0 to 1, not " + x);
            }
            penta[(int) Math.round(4 * x)]++;
            sum += x;
        }
        double mean = n == 0 ? 0.5 : sum / n;
        double var = 0;
        for (double x : pairScores) {
            var += (x - mean) * (x - mean);
        }
        return new PairStats(n, penta, mean, n == 0 ? 0 : var / n);
    }

    /** The expected score of a player {@code elo} points stronger (logistic). */
    public static double expected(double elo) {
        return 1 / (1 + Math.pow(10, -elo / 400));
    }

    /**
     * The Elo of a score; a clean sweep (or its opposite) is held half a game from the end, so that it stays finite:
     * with 2n games the score is kept within 1/(4n) … 1 − 1/(4n).
     */
    public double eloOf(double s) {
        double edge = 1 / (4.0 * Math.max(1, pairs));
        double c = Math.max(edge, Math.min(1 - edge, s));
        return -400 * Math.log10(1 / c - 1);
    }

    /** The Elo difference the pairs measure. */
    public double elo() {
        return eloOf(score);
    }

    /**
     * The 95 % interval of the Elo difference: the mean pair score ± 1.96 standard errors, on the Elo scale (the variance
     * floored as in {@link #llr}, so that pairs all alike do not give an interval of no width).
     */
    public double[] eloInterval() {
        double se = pairs == 0 ? 0.5 : Math.sqrt(flooredVariance() / pairs);
        return new double[] {eloOf(score - Z95 * se), eloOf(score + Z95 * se)};
    }

    /**
     * The log-likelihood ratio of H1 (the difference is {@code elo1}) against H0 ({@code elo0}) under the normal
     * approximation of the pair scores (the generalised SPRT): with N pairs of mean x̄ and variance σ², and the expected
     * scores s0, s1 of the two hypotheses, LLR = N·[(x̄ − s0)² − (x̄ − s1)²] / (2σ²) = N·(s1 − s0)·(2x̄ − s0 − s1) / (2σ²).
     * A variance of zero (every pair alike) is floored at that of a single pair differing by a quarter point.
     */
    public double llr(double elo0, double elo1) {
        if (pairs == 0) {
            return 0;
        }
        double s0 = expected(elo0);
        double s1 = expected(elo1);
        return pairs * (s1 - s0) * (2 * score - s0 - s1) / (2 * flooredVariance());
    }

    /** The variance, at least that of one pair a quarter point off the others. */
    private double flooredVariance() {
        return Math.max(variance, 0.0625 * Math.max(1, pairs - 1) / ((double) pairs * pairs));
    }
}
