package toi.irontide.rules;

import toi.irontide.state.GameState;
import toi.irontide.state.UnitState;

/** §20 · who holds a town or city hex: the side whose unit last entered it (R-IT-13). */
public final class Control {
    private Control() {
    }

    public static void enter(GameState s, UnitState u) {
        if (s.scenario.map().townAt(u.hex) != null && !u.def.commando()) { // §16.4 · commandos may not capture VP town hexes
            s.control.put(u.hex, u.def.side());
        }
        FuelDepots.enter(s, u); // §12.5 · a German unit captures a depot by entering its hex
    }
}
