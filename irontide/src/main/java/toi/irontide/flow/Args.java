package toi.irontide.flow;

import java.util.ArrayList;
import java.util.List;
import toi.engine.hex.Hex;
import toi.irontide.data.HexIds;
import toi.irontide.state.GameState;
import toi.irontide.state.UnitState;

/** The words of a choice read as a unit or a hex, and the stack a {@code move-stack} moves; a word not understood is refused naming it. */
final class Args {
    private Args() {
    }

    static UnitState unitArg(GameState s, String[] w, int i) {
        if (w.length <= i) {
            throw new IllegalArgumentException("a unit id is missing");
        }
        UnitState u = s.unit(w[i]);
        if (u == null) {
            throw new IllegalArgumentException("no unit '" + w[i] + "'");
        }
        return u;
    }

    static Hex hexArg(GameState s, String[] w, int i) {
        if (w.length <= i) {
            throw new IllegalArgumentException("a hex id is missing");
        }
        Hex h = HexIds.parse(w[i]);
        if (!s.scenario.map().onMap(h)) {
            throw new IllegalArgumentException(w[i] + " is not on the map");
        }
        return h;
    }

    /** The phasing player's units in the hex: the stack a {@code move-stack} moves. */
    static List<UnitState> stackIn(GameState s, Hex hex) {
        List<UnitState> out = new ArrayList<>();
        for (UnitState u : s.at(hex)) {
            if (u.def.side() == s.phasing) {
                out.add(u);
            }
        }
        return out;
    }
}
