package toi.server;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A per-client rate limit (docs/server.md · Limits and threads): a bucket of {@code burst} requests per client, refilled at
 * {@code perSecond}; a request finding the bucket empty is refused with the seconds until the next one is allowed
 * (the server answers 429 with {@code Retry-After}). Clients whose bucket is full again are forgotten, so the limit
 * holds no more memory than its busy clients need.
 */
final class RateLimit {
    /** A request over the limit: nothing was done; try again after {@code seconds}. */
    static final class TooMany extends RuntimeException {
        final long seconds;

        TooMany(String what, long seconds) {
            super("too many " + what + " from you: try again in " + seconds + " s", null, false, false);
            this.seconds = seconds;
        }
    }

    private static final int FORGET_ABOVE = 10_000;
    private final String what;
    private final double burst;
    private final double perNano;
    private final Map<String, Bucket> buckets = new ConcurrentHashMap<>();

    private static final class Bucket {
        double tokens;
        long at;

        Bucket(double tokens, long at) {
            this.tokens = tokens;
            this.at = at;
        }
    }

    /** @param what the requests counted, in words ("game creations"), for the refusal */
    RateLimit(String what, int burst, double perSecond) {
        this.what = what;
        this.burst = burst;
        this.perNano = perSecond / 1e9;
    }

    /** Counts a request of {@code client}, or refuses it ({@link TooMany}) when its bucket is empty. */
    void take(String client) {
        long now = System.nanoTime();
        if (buckets.size() > FORGET_ABOVE) {
            buckets.values().removeIf(b -> level(b, now) >= burst);
        }
        Bucket b = buckets.computeIfAbsent(client, k -> new Bucket(burst, now));
        synchronized (b) {
            b.tokens = level(b, now);
            b.at = now;
            if (b.tokens < 1) {
                throw new TooMany(what, Math.max(1, (long) Math.ceil((1 - b.tokens) / perNano / 1e9)));
            }
            b.tokens -= 1;
        }
    }

    private double level(Bucket b, long now) {
        synchronized (b) {
            return Math.min(burst, b.tokens + (now - b.at) * perNano);
        }
    }
}
