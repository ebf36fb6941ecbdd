package toi.irontide;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;
import toi.irontide.rules.Probability;

/**
 * The odds preview's exact fractions (§11.77, R-IT-35) held in longs while they fit and in big integers beyond: every
 * sum, product and comparison equals the same arithmetic done in big integers throughout, through chains long enough to
 * leave the longs and come back.
 */
class ProbabilityTest {

    /** A fraction in big integers, in lowest terms: the reference. */
    private record Ref(BigInteger n, BigInteger d) {
        static Ref of(long n, long d) {
            return lowest(BigInteger.valueOf(n), BigInteger.valueOf(d));
        }

        static Ref lowest(BigInteger n, BigInteger d) {
            if (n.signum() == 0) {
                return new Ref(BigInteger.ZERO, BigInteger.ONE);
            }
            BigInteger g = n.gcd(d);
            return new Ref(n.divide(g), d.divide(g));
        }

        Ref plus(Ref o) {
            return lowest(n.multiply(o.d).add(o.n.multiply(d)), d.multiply(o.d));
        }

        Ref times(Ref o) {
            return lowest(n.multiply(o.n), d.multiply(o.d));
        }
    }

    @Property(tries = 200)
    void sumsAndProductsEqualTheBigIntegerArithmetic(@ForAll long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        Probability p = Probability.ONE;
        Ref ref = Ref.of(1, 1);
        for (int step = 0; step < 40; step++) {
            long d = 1 + r.nextLong(r.nextBoolean() ? 40 : 3_000_000_000L);
            long n = r.nextLong(d + 1);
            Probability q = Probability.of(n, d);
            Ref qr = Ref.of(n, d);
            if (r.nextInt(3) == 0) {
                // keep the sum a probability: half of each
                Probability half = Probability.of(1, 2);
                p = p.times(half).plus(q.times(half));
                ref = ref.times(Ref.of(1, 2)).plus(qr.times(Ref.of(1, 2)));
            } else {
                p = p.times(q);
                ref = ref.times(qr);
            }
            assertThat(p.num()).isEqualTo(ref.n());
            assertThat(p.den()).isEqualTo(ref.d());
            assertThat(p).isEqualTo(Probability.of(0, 1).plus(p)).hasSameHashCodeAs(Probability.ZERO.plus(p));
            assertThat(p.compareTo(q)).isEqualTo(Integer.signum(ref.n().multiply(qr.d()).compareTo(qr.n().multiply(ref.d()))));
            assertThat(p.value()).isEqualTo(ref.n().doubleValue() / ref.d().doubleValue());
        }
    }

    @Test
    void aFractionBeyondLongsComesBackToLongsWhenItShrinks() {
        Probability tiny = Probability.of(1, 3_000_000_019L).times(Probability.of(1, 3_000_000_019L)).times(Probability.of(1, 7));
        assertThat(tiny.den()).isEqualTo(BigInteger.valueOf(3_000_000_019L).pow(2).multiply(BigInteger.valueOf(7)));
        Probability back = tiny.plus(Probability.of(1, 2)).times(Probability.ZERO).plus(Probability.of(7, 36));
        assertThat(back).isEqualTo(Probability.of(14, 72)).hasToString("7/36");
        assertThat(back.show()).isEqualTo("7/36 (19.4%)");
    }
}
