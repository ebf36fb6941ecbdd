package toi.protocol;

import java.util.Map;

/**
 * How a match ended: the winning seat (null for a draw), the reason in the game's words (which victory condition,
 * which tie-break), and each seat's score where the game keeps one (victory points).
 */
public record Outcome(String winner, String reason, Map<String, Integer> score) {
    /** The score keeps the order it was given in (the seats'), so what is written of an outcome is the same on every run. */
    public Outcome {
        Map<String, Integer> copy = new java.util.LinkedHashMap<>();
        score.forEach((seat, points) -> copy.put(java.util.Objects.requireNonNull(seat), java.util.Objects.requireNonNull(points)));
        score = java.util.Collections.unmodifiableMap(copy);
    }
}
