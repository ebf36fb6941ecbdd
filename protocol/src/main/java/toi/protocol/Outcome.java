package toi.protocol;

import java.util.Map;

/**
 * How a match ended: the winning seat (null for a draw), the reason in the game's words (which victory condition,
 * which tie-break), and each seat's score where the game keeps one (victory points).
 */
public record Outcome(String winner, String reason, Map<String, Integer> score) {
    public Outcome {
        score = Map.copyOf(score);
    }
}
