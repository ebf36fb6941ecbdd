package toi.irontide.rules;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import toi.engine.hex.Hex;
import toi.irontide.data.Side;
import toi.irontide.state.GameState;
import toi.irontide.state.UnitState;

/** §8.0 · STACKING. */
public final class Stacking {
    private Stacking() {
    }

    /**
     * §8.1 · the hexes holding more friendly units than the limit, and their units, at the end of a Movement or
     * Reserve Phase. §8.2, §11.8 · at the end of the Reserve Phase units overstacked by a retreat are let be (they
     * have until the end of the next friendly Movement Phase).
     */
    public static Map<Hex, List<UnitState>> overstacked(GameState s, Side side, boolean spareRetreated) {
        Map<Hex, List<UnitState>> byHex = new LinkedHashMap<>();
        for (UnitState u : s.onMap(side)) {
            byHex.computeIfAbsent(u.hex, h -> new ArrayList<>()).add(u);
        }
        Map<Hex, List<UnitState>> result = new LinkedHashMap<>();
        int limit = s.scenario.rules().stackingLimit();
        for (Map.Entry<Hex, List<UnitState>> e : byHex.entrySet()) {
            List<UnitState> counted = new ArrayList<>();
            for (UnitState u : e.getValue()) {
                if (!(spareRetreated && u.overstackedByRetreat)) {
                    counted.add(u);
                }
            }
            if (counted.size() > limit) {
                result.put(e.getKey(), counted);
            }
        }
        return result;
    }

    /** §8.1 · friendly units in the hex. */
    public static int count(GameState s, Hex hex, Side side) {
        int n = 0;
        for (UnitState u : s.at(hex)) {
            if (u.def.side() == side) {
                n++;
            }
        }
        return n;
    }
}
