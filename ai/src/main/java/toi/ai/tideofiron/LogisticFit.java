package toi.ai.tideofiron;

import java.util.List;

/**
 * Logistic regression by Newton's method (iteratively reweighted least squares) with a small ridge penalty: the chance
 * that the side wins, {@code 1 / (1 + e^-(w·x))}, fitted to positions and their games' results. The features are few
 * (about twenty), so each step solves the normal equations directly.
 */
public final class LogisticFit {
    /** The ridge penalty on every weight but the first (the bias). */
    static final double RIDGE = 1e-3;

    private LogisticFit() {
    }

    /** One position: its features and the result for the side (1 won, 0 lost, ½ drawn). */
    public record Row(double[] x, double y) {
    }

    /** How well a model predicts results it was not fitted on. */
    public record Score(int n, double logLoss, double accuracy, double brier) {
    }

    /** The weights that best predict {@code rows}' results. */
    public static double[] fit(List<Row> rows) {
        int k = rows.get(0).x().length;
        double[] w = new double[k];
        for (int step = 0; step < 50; step++) {
            double[][] h = new double[k][k];
            double[] g = new double[k];
            for (Row r : rows) {
                double p = chance(w, r.x());
                double v = Math.max(1e-9, p * (1 - p));
                for (int i = 0; i < k; i++) {
                    g[i] += (r.y() - p) * r.x()[i];
                    for (int j = 0; j <= i; j++) {
                        h[i][j] += v * r.x()[i] * r.x()[j];
                    }
                }
            }
            for (int i = 0; i < k; i++) {
                for (int j = 0; j < i; j++) {
                    h[j][i] = h[i][j];
                }
                double ridge = i == 0 ? 0 : RIDGE * rows.size();
                h[i][i] += ridge;
                g[i] -= ridge * w[i];
            }
            double[] delta = solve(h, g);
            double biggest = 0;
            for (int i = 0; i < k; i++) {
                w[i] += delta[i];
                biggest = Math.max(biggest, Math.abs(delta[i]));
            }
            if (biggest < 1e-8) {
                break;
            }
        }
        return w;
    }

    /** The chance the model gives the side to win. */
    public static double chance(double[] w, double[] x) {
        double z = 0;
        for (int i = 0; i < w.length; i++) {
            z += w[i] * x[i];
        }
        return 1 / (1 + Math.exp(-z));
    }

    /** Log loss (natural log), share of results called right (a chance above ½ for a win), and Brier score. */
    public static Score score(double[] w, List<Row> rows) {
        double loss = 0;
        double right = 0;
        double brier = 0;
        for (Row r : rows) {
            double p = Math.min(1 - 1e-12, Math.max(1e-12, chance(w, r.x())));
            loss -= r.y() * Math.log(p) + (1 - r.y()) * Math.log(1 - p);
            right += r.y() == 0.5 ? 0.5 : (p > 0.5) == (r.y() > 0.5) ? 1 : 0;
            brier += (p - r.y()) * (p - r.y());
        }
        int n = rows.size();
        return new Score(n, loss / n, right / n, brier / n);
    }

    /** Gaussian elimination with partial pivoting: the {@code x} with {@code a x = b}. */
    static double[] solve(double[][] a, double[] b) {
        int n = b.length;
        double[][] m = new double[n][n + 1];
        for (int i = 0; i < n; i++) {
            System.arraycopy(a[i], 0, m[i], 0, n);
            m[i][n] = b[i];
        }
        for (int c = 0; c < n; c++) {
            int pivot = c;
            for (int r = c + 1; r < n; r++) {
                if (Math.abs(m[r][c]) > Math.abs(m[pivot][c])) {
                    pivot = r;
                }
            }
            double[] t = m[c];
            m[c] = m[pivot];
            m[pivot] = t;
            if (Math.abs(m[c][c]) < 1e-12) {
                continue; // a feature that never varies: its weight stays where it is
            }
            for (int r = 0; r < n; r++) {
                if (r != c) {
                    double f = m[r][c] / m[c][c];
                    for (int j = c; j <= n; j++) {
                        m[r][j] -= f * m[c][j];
                    }
                }
            }
        }
        double[] x = new double[n];
        for (int i = 0; i < n; i++) {
            x[i] = Math.abs(m[i][i]) < 1e-12 ? 0 : m[i][n] / m[i][i];
        }
        return x;
    }
}
