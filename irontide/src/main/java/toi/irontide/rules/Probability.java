package toi.irontide.rules;

import java.math.BigInteger;

/** An exact probability, a fraction in lowest terms (the odds preview's arithmetic: no rounding until it is shown). */
public record Probability(BigInteger num, BigInteger den) implements Comparable<Probability> {
    public static final Probability ZERO = new Probability(BigInteger.ZERO, BigInteger.ONE);
    public static final Probability ONE = new Probability(BigInteger.ONE, BigInteger.ONE);

    public static Probability of(long num, long den) {
        if (den <= 0 || num < 0 || num > den) {
            throw new IllegalArgumentException(num + "/" + den + " is not a probability");
        }
        return reduce(BigInteger.valueOf(num), BigInteger.valueOf(den));
    }

    private static Probability reduce(BigInteger n, BigInteger d) {
        BigInteger g = n.gcd(d);
        return n.signum() == 0 ? ZERO : new Probability(n.divide(g), d.divide(g));
    }

    public Probability plus(Probability o) {
        return reduce(num.multiply(o.den).add(o.num.multiply(den)), den.multiply(o.den));
    }

    public Probability times(Probability o) {
        return reduce(num.multiply(o.num), den.multiply(o.den));
    }

    /** The numerator over the given denominator when it divides exactly (e.g. 36ths of 2d6), else -1. */
    public long over(long denominator) {
        BigInteger[] qr = num.multiply(BigInteger.valueOf(denominator)).divideAndRemainder(den);
        return qr[1].signum() == 0 ? qr[0].longValueExact() : -1;
    }

    public double value() {
        return num.doubleValue() / den.doubleValue();
    }

    /** "7/36 (19.4%)" — in 36ths when it is a whole number of them, else in lowest terms. */
    public String show() {
        long in36 = over(36);
        String frac = in36 >= 0 ? in36 + "/36" : num + "/" + den;
        return frac + " (" + String.format(java.util.Locale.ROOT, "%.1f", 100 * value()) + "%)";
    }

    /** "1/9 (11.1%)" — in lowest terms. */
    public String showLowest() {
        return num + "/" + den + " (" + String.format(java.util.Locale.ROOT, "%.1f", 100 * value()) + "%)";
    }

    @Override
    public int compareTo(Probability o) {
        return num.multiply(o.den).compareTo(o.num.multiply(den));
    }

    @Override
    public String toString() {
        return num + "/" + den;
    }
}
