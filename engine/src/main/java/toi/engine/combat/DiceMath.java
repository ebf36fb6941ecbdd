package toi.engine.combat;

/**
 * Exact probability distributions of dice results. Arrays are indexed by count: {@code p[k]} is
 * the probability of exactly k successes.
 */
public final class DiceMath {
    private DiceMath() {
    }

    /** Probability that one die shows {@code hitOn} or more. */
    public static double chance(int hitOn) {
        return hitOn > 6 ? 0 : hitOn <= 1 ? 1 : (7 - hitOn) / 6.0;
    }

    /** Successes among n dice, each succeeding with probability p. */
    public static double[] binomial(int n, double p) {
        double[] dist = new double[n + 1];
        dist[0] = 1;
        for (int i = 0; i < n; i++) {
            for (int k = i + 1; k >= 1; k--) {
                dist[k] = dist[k] * (1 - p) + dist[k - 1] * p;
            }
            dist[0] *= 1 - p;
        }
        return dist;
    }

    /**
     * 002 · Expert (Adaptability): n dice, and up to {@code rerolls} failed dice rolled again once.
     * Rerolling a failure can only help, so the failures are always rerolled (docs/rulings.md R-CMB-6).
     */
    public static double[] withRerolls(int n, double p, int rerolls) {
        double[] first = binomial(n, p);
        double[] dist = new double[n + 1];
        for (int s = 0; s <= n; s++) {
            int again = Math.min(n - s, rerolls);
            double[] extra = binomial(again, p);
            for (int e = 0; e <= again; e++) {
                dist[s + e] += first[s] * extra[e];
            }
        }
        return dist;
    }

    /** The distribution of the sum of two independent counts. */
    public static double[] convolve(double[] a, double[] b) {
        double[] out = new double[a.length + b.length - 1];
        for (int i = 0; i < a.length; i++) {
            for (int j = 0; j < b.length; j++) {
                out[i + j] += a[i] * b[j];
            }
        }
        return out;
    }

    /** 000 · Thick Armor: one defense die turned to a 6 — one more success unless every die already succeeded. */
    public static double[] thickArmor(double[] red) {
        int m = red.length - 1;
        if (m == 0) {
            return red;
        }
        double[] out = new double[m + 1];
        for (int s = 0; s <= m; s++) {
            out[Math.min(m, s + 1)] += red[s];
        }
        return out;
    }

    /** Hits = attack successes − defense successes, never below 0 (000 · RESOLVING AN ATTACK step 5). */
    public static double[] hits(double[] black, double[] red) {
        double[] out = new double[black.length];
        for (int b = 0; b < black.length; b++) {
            for (int r = 0; r < red.length; r++) {
                out[Math.max(0, b - r)] += black[b] * red[r];
            }
        }
        return out;
    }

    public static double atLeast(double[] dist, int k) {
        double sum = 0;
        for (int i = Math.max(0, k); i < dist.length; i++) {
            sum += dist[i];
        }
        return sum;
    }

    public static double mean(double[] dist) {
        double sum = 0;
        for (int i = 0; i < dist.length; i++) {
            sum += i * dist[i];
        }
        return sum;
    }
}
