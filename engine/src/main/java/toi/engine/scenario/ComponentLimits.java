package toi.engine.scenario;

import java.util.List;
import java.util.Map;

/**
 * 000 · COMPONENT LIMITS: "All other components are limited to the amounts provided with the game" — what the box
 * holds of the pieces play takes from it (002 · COMPONENTS; `components.json`, which players may edit to match their
 * own collection). Dice, activation, damage and condition tokens, command counters and control markers are not limited.
 *
 * @param figures figure type id → how many the box holds (a type not listed is not limited)
 * @param markers the marker pieces, each holding one or more marker kinds (a double-sided piece is one of either)
 */
public record ComponentLimits(Map<String, Integer> figures, List<Markers> markers) {
    /** No limits (a position built in code, a test). */
    public static final ComponentLimits UNLIMITED = new ComponentLimits(Map.of(), List.of());

    /** {@code count} pieces, each one of {@code kinds} (entrenchment or pillbox on its two sides). */
    public record Markers(List<String> kinds, int count) {
        public Markers {
            kinds = List.copyOf(kinds);
        }
    }

    public ComponentLimits {
        figures = Map.copyOf(figures);
        markers = List.copyOf(markers);
    }

    /** The pieces a marker kind is printed on, if the box limits it. */
    public java.util.Optional<Markers> piecesOf(String markerId) {
        return markers.stream().filter(m -> m.kinds().contains(markerId)).findFirst();
    }
}
