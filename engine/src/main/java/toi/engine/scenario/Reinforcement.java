package toi.engine.scenario;

import java.util.List;
import toi.engine.units.Unit;

/**
 * Units a scenario brings in during a round's Status Phase (000 · Scenario Reinforcements and
 * Events). The units have no hex yet; they are placed in the side's "R" hexes.
 */
public record Reinforcement(int round, String nation, List<Unit> units) {
    public Reinforcement {
        units = List.copyOf(units);
    }
}
