package toi.engine.game;

import java.util.List;
import java.util.Map;

/**
 * What a scenario gives a side to build and deploy (000 · GAME SETUP step 5): figures by unit type,
 * squad bases, vehicles, and specialization tokens.
 *
 * @param figures  unit type id → how many figures
 * @param vehicles vehicle unit type ids, one entry per vehicle
 * @param tokens   specialization or restriction token id → how many
 */
public record Forces(Map<String, Integer> figures, int squadBases, List<String> vehicles, Map<String, Integer> tokens) {
    public Forces {
        figures = Map.copyOf(figures);
        vehicles = List.copyOf(vehicles);
        tokens = Map.copyOf(tokens);
    }
}
