package toi.protocol;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * A commitment to a game's secret seed (docs/server.md · Secrecy): the SHA-256 of the text {@code SEED:SALT} (the seed in
 * decimal, the salt as the server drew it), shown to the seats when the game starts; the seed and salt are revealed when
 * it ends, and anyone can check them against it ({@code ./toi replay --verify}). The salt keeps the seed from being found
 * by trying seeds against the commitment.
 */
public final class SeedCommitment {
    private SeedCommitment() {
    }

    /** The commitment to {@code seed} with {@code salt}: 64 lowercase hex digits. */
    public static String of(long seed, String salt) {
        try {
            byte[] d = MessageDigest.getInstance("SHA-256").digest((seed + ":" + salt).getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(d);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this Java", e);
        }
    }

    /** Whether {@code seed} and {@code salt} are what {@code commitment} committed to. */
    public static boolean matches(String commitment, long seed, String salt) {
        return MessageDigest.isEqual(of(seed, salt).getBytes(StandardCharsets.US_ASCII),
                commitment.toLowerCase(java.util.Locale.ROOT).getBytes(StandardCharsets.US_ASCII));
    }
}
