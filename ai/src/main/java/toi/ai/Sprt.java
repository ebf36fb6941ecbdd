package toi.ai;

import java.util.Locale;

/**
 * The sequential probability ratio test (Wald) of two Elo hypotheses on paired games (docs/ai.md · The ladder): H0 the
 * difference is {@code elo0}, H1 it is {@code elo1}; after each pair the log-likelihood ratio ({@link PairStats#llr}) is
 * compared with Wald's bounds ln(β/(1−α)) and ln((1−β)/α): below, H0 is accepted; above, H1; between, play on. Not
 * consulted before {@link #MIN_PAIRS} pairs (the normal approximation needs a few).
 */
public record Sprt(double elo0, double elo1, double alpha, double beta) {
    /** Pairs played before the test may stop. */
    public static final int MIN_PAIRS = 5;

    public Sprt {
        if (!(elo1 > elo0)) {
            throw new IllegalArgumentException("--sprt elo0,elo1: elo1 must be above elo0 (e.g. 0,50), not " + elo0 + "," + elo1);
        }
        if (!(alpha > 0 && alpha < 0.5 && beta > 0 && beta < 0.5)) {
            throw new IllegalArgumentException("--sprt: alpha and beta are between 0 and 0.5 (default 0.05)");
        }
    }

    /** {@code "0,50"} or {@code "0,50,0.05,0.05"}. */
    public static Sprt parse(String text) {
        String[] p = text.split(",");
        try {
            if (p.length == 2) {
                return new Sprt(Double.parseDouble(p[0].trim()), Double.parseDouble(p[1].trim()), 0.05, 0.05);
            }
            if (p.length == 4) {
                return new Sprt(Double.parseDouble(p[0].trim()), Double.parseDouble(p[1].trim()), Double.parseDouble(p[2].trim()),
                        Double.parseDouble(p[3].trim()));
            }
        } catch (NumberFormatException e) {
            // refused below
        }
        throw new IllegalArgumentException("--sprt takes elo0,elo1 (e.g. 0,50) or elo0,elo1,alpha,beta, not '" + text + "'");
    }

    public double lower() {
        return Math.log(beta / (1 - alpha));
    }

    public double upper() {
        return Math.log((1 - beta) / alpha);
    }

    /** What the test says of these pairs. */
    public Verdict verdict(PairStats s) {
        double llr = s.llr(elo0, elo1);
        String decision = s.pairs() < MIN_PAIRS ? null : llr >= upper() ? "H1" : llr <= lower() ? "H0" : null;
        return new Verdict(elo0, elo1, alpha, beta, llr, lower(), upper(), decision);
    }

    /** The test's state: its LLR, its bounds, and H0, H1 or null (play on). */
    public record Verdict(double elo0, double elo1, double alpha, double beta, double llr, double lower, double upper, String decision) {
        @Override
        public String toString() {
            return String.format(Locale.ROOT, "SPRT [%.0f, %.0f] α=%.2f β=%.2f: LLR %.2f in (%.2f, %.2f)%s", elo0, elo1, alpha, beta, llr,
                    lower, upper, decision == null ? ", undecided" : ", " + decision + " accepted");
        }
    }
}
