package toi.irontide.flow;

import java.util.List;
import toi.irontide.data.Side;

/** The one decision the game waits for: who answers ({@code seat}), what is asked, and every legal choice as text. */
public record Decision(Side seat, String prompt, List<String> options) {
}
