package toi.irontide.rules;

import java.math.BigInteger;

/**
 * An exact probability, a fraction in lowest terms (the odds preview's arithmetic: no rounding until it is shown). Held
 * in two {@code long}s while its terms fit (every preview of the rulebook's battles), in {@link BigInteger}s beyond: the
 * same fraction either way, equal and hashed alike.
 */
public final class Probability implements Comparable<Probability> {
    public static final Probability ZERO = new Probability(0, 1);
    public static final Probability ONE = new Probability(1, 1);

    /** The terms while they fit in longs ({@link #bigNum} null), else unused. */
    private final long num;
    private final long den;
    /** The terms when they do not fit in longs, else null. */
    private final BigInteger bigNum;
    private final BigInteger bigDen;

    private Probability(long num, long den) {
        this.num = num;
        this.den = den;
        this.bigNum = null;
        this.bigDen = null;
    }

    private Probability(BigInteger num, BigInteger den) {
        this.num = 0;
        this.den = 0;
        this.bigNum = num;
        this.bigDen = den;
    }

    public static Probability of(long num, long den) {
        if (den <= 0 || num < 0 || num > den) {
            throw new IllegalArgumentException(num + "/" + den + " is not a probability");
        }
        return reduce(num, den);
    }

    /** The numerator, in lowest terms. */
    public BigInteger num() {
        return bigNum != null ? bigNum : BigInteger.valueOf(num);
    }

    /** The denominator, in lowest terms. */
    public BigInteger den() {
        return bigDen != null ? bigDen : BigInteger.valueOf(den);
    }

    private boolean small() {
        return bigNum == null;
    }

    private static Probability reduce(long n, long d) {
        if (n == 0) {
            return ZERO;
        }
        long g = gcd(n, d);
        return new Probability(n / g, d / g);
    }

    private static Probability reduce(BigInteger n, BigInteger d) {
        if (n.signum() == 0) {
            return ZERO;
        }
        BigInteger g = n.gcd(d);
        n = n.divide(g);
        d = d.divide(g);
        return n.bitLength() < 63 && d.bitLength() < 63 ? new Probability(n.longValue(), d.longValue()) : new Probability(n, d);
    }

    /** Binary gcd of two positive longs. */
    private static long gcd(long a, long b) {
        int shift = Long.numberOfTrailingZeros(a | b);
        a >>>= Long.numberOfTrailingZeros(a);
        while (b != 0) {
            b >>>= Long.numberOfTrailingZeros(b);
            if (a > b) {
                long t = a;
                a = b;
                b = t;
            }
            b -= a;
        }
        return a << shift;
    }

    public Probability plus(Probability o) {
        if (small() && o.small()) {
            if (num == 0) {
                return o;
            }
            if (o.num == 0) {
                return this;
            }
            long g = gcd(den, o.den);
            long a = den / g;
            long b = o.den / g;
            long hi1 = Math.multiplyHigh(num, b);
            long hi2 = Math.multiplyHigh(o.num, a);
            long hi3 = Math.multiplyHigh(den, b);
            if (hi1 == 0 && hi2 == 0 && hi3 == 0) {
                long x = num * b;
                long y = o.num * a;
                long d = den * b;
                if (x >= 0 && y >= 0 && d > 0 && x + y >= 0) {
                    return reduce(x + y, d);
                }
            }
        }
        return reduce(num().multiply(o.den()).add(o.num().multiply(den())), den().multiply(o.den()));
    }

    public Probability times(Probability o) {
        if (small() && o.small()) {
            if (num == 0 || o.num == 0) {
                return ZERO;
            }
            long g1 = gcd(num, o.den);
            long g2 = gcd(o.num, den);
            long n1 = num / g1;
            long n2 = o.num / g2;
            long d1 = den / g2;
            long d2 = o.den / g1;
            if (Math.multiplyHigh(n1, n2) == 0 && Math.multiplyHigh(d1, d2) == 0 && n1 * n2 >= 0 && d1 * d2 > 0) {
                return new Probability(n1 * n2, d1 * d2); // lowest terms already: the common factors were taken out crosswise
            }
        }
        return reduce(num().multiply(o.num()), den().multiply(o.den()));
    }

    /** The numerator over the given denominator when it divides exactly (e.g. 36ths of 2d6), else -1. */
    public long over(long denominator) {
        BigInteger[] qr = num().multiply(BigInteger.valueOf(denominator)).divideAndRemainder(den());
        return qr[1].signum() == 0 ? qr[0].longValueExact() : -1;
    }

    public double value() {
        return small() ? (double) num / (double) den : bigNum.doubleValue() / bigDen.doubleValue();
    }

    /** "7/36 (19.4%)" — in 36ths when it is a whole number of them, else in lowest terms. */
    public String show() {
        long in36 = over(36);
        String frac = in36 >= 0 ? in36 + "/36" : this.toString();
        return frac + " (" + String.format(java.util.Locale.ROOT, "%.1f", 100 * value()) + "%)";
    }

    /** "1/9 (11.1%)" — in lowest terms. */
    public String showLowest() {
        return this + " (" + String.format(java.util.Locale.ROOT, "%.1f", 100 * value()) + "%)";
    }

    @Override
    public int compareTo(Probability o) {
        if (small() && o.small() && Math.multiplyHigh(num, o.den) == 0 && Math.multiplyHigh(o.num, den) == 0
                && num * o.den >= 0 && o.num * den >= 0) {
            return Long.compare(num * o.den, o.num * den);
        }
        return num().multiply(o.den()).compareTo(o.num().multiply(den()));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Probability p && (small() && p.small() ? num == p.num && den == p.den
                : num().equals(p.num()) && den().equals(p.den()));
    }

    @Override
    public int hashCode() {
        return small() ? 31 * Long.hashCode(num) + Long.hashCode(den) : 31 * bigNum.hashCode() + bigDen.hashCode(); // one form per value
    }

    @Override
    public String toString() {
        return small() ? num + "/" + den : bigNum + "/" + bigDen;
    }
}
