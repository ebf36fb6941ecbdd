package toi.engine.combat;

/**
 * The game's dice: a seeded SplitMix64 generator whose whole state is one long, so it copies and
 * hashes with the game state (docs/architecture.md: randomness is state). Same seed, same rolls.
 */
public final class Dice {
    private long state;
    private final int[] loaded;
    private int next;

    public Dice(long seed) {
        this(seed, null, 0);
    }

    private Dice(long state, int[] loaded, int next) {
        this.state = state;
        this.loaded = loaded;
        this.next = next;
    }

    /** Dice that show the given values in order — for replaying a logged game and for tests of the book's examples. */
    public static Dice loaded(int... values) {
        for (int v : values) {
            if (v < 1 || v > 6) {
                throw new IllegalArgumentException("a die shows 1 to 6, not " + v);
            }
        }
        return new Dice(0, values.clone(), 0);
    }

    public Dice copy() {
        return new Dice(state, loaded, next);
    }

    public long state() {
        return state;
    }

    /** A uniform whole number in [0, bound), from the same stream (shuffling decks). */
    public int nextInt(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive");
        }
        if (loaded != null) {
            return bound - 1; // with loaded dice a shuffle swaps each card with itself: decks keep their printed order
        }
        state += 0x9E3779B97F4A7C15L;
        long z = state;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        z = z ^ (z >>> 31);
        return (int) Long.remainderUnsigned(z, bound);
    }

    /** One six-sided die, 1–6. */
    public int roll() {
        if (loaded != null) {
            if (next >= loaded.length) {
                throw new IllegalStateException("the loaded dice ran out after " + loaded.length + " rolls");
            }
            return loaded[next++];
        }
        state += 0x9E3779B97F4A7C15L;
        long z = state;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        z = z ^ (z >>> 31);
        // unbiased: reject the top sliver of the 64-bit range that does not divide by 6
        long bound = Long.remainderUnsigned(-6L, 6L);
        if (Long.compareUnsigned(z, -1L - bound) > 0) {
            return roll();
        }
        return (int) Long.remainderUnsigned(z, 6L) + 1;
    }
}
