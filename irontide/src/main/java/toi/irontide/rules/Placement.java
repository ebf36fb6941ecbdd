package toi.irontide.rules;

import java.util.ArrayList;
import java.util.List;
import toi.engine.hex.Hex;
import toi.irontide.data.GameMap;
import toi.irontide.data.HexIds;
import toi.irontide.data.Side;
import toi.irontide.event.IronTideEvent;
import toi.irontide.state.GameState;
import toi.irontide.state.UnitState;
import toi.irontide.state.UnitStatus;

/**
 * §3.0 · SETTING UP THE GAME, the free placement: "All other units of both sides assigned to the 16AM turn are placed
 * freely as follows: they may not be placed adjacent to enemy units or in Westwall hexes; Allied units must be west of
 * both the Westwall and any single Allied unit with a starting hex number; German units must be east of the Westwall.
 * Again, the Allied player sets up first." A unit placed so arrives on the first turn with entry {@code "free"} (R-IT-54).
 */
public final class Placement {
    /** The entry of a unit placed freely at set-up. */
    public static final String FREE = "free";

    private Placement() {
    }

    /** The units still to be placed, the Allied player's first; empty once the set-up is done. */
    public static List<UnitState> waiting(GameState s) {
        List<UnitState> allied = new ArrayList<>();
        List<UnitState> german = new ArrayList<>();
        for (UnitState u : s.units.values()) {
            if (u.status == UnitStatus.AWAITING && FREE.equals(u.def.entry())) {
                (u.def.side() == Side.ALLIED ? allied : german).add(u);
            }
        }
        allied.addAll(german);
        return allied;
    }

    /** The unit to place now: one at a time, the Allied player's first ("Again, the Allied player sets up first"). */
    public static UnitState next(GameState s) {
        UnitState german = null; // the first of waiting(s), without building the list: asked before every choice
        for (UnitState u : s.units.values()) {
            if (u.status == UnitStatus.AWAITING && FREE.equals(u.def.entry())) {
                if (u.def.side() == Side.ALLIED) {
                    return u;
                }
                if (german == null) {
                    german = u;
                }
            }
        }
        return german;
    }

    public static String refusal(GameState s, UnitState u, Hex hex) {
        GameMap map = s.scenario.map();
        if (u == null || u != next(s)) {
            return "§3.0 · the units are placed one at a time, the Allied player's first: now " + next(s).id();
        }
        if (!map.onMap(hex) || map.hex(hex).terrain().prohibited()) {
            return "§3.0 · a unit is placed on a map hex it may enter";
        }
        if (map.hex(hex).westwall()) {
            return "§3.0 · units may not be placed in Westwall hexes";
        }
        for (Hex n : map.neighbours(hex)) {
            if (s.enemyIn(n, u.def.side())) {
                return "§3.0 · units may not be placed adjacent to enemy units";
            }
        }
        if (s.enemyIn(hex, u.def.side())) {
            return "§3.0 · units may not be placed adjacent to enemy units";
        }
        if (u.def.side() == Side.GERMAN) {
            if (!map.eastOfWestwall(hex)) {
                return "§3.0 · German units must be east of the Westwall";
            }
        } else {
            if (HexIds.column(hex) >= map.westwallColumn(hex)) {
                return "§3.0 · Allied units must be west of the Westwall";
            }
            for (UnitState f : s.units.values()) {
                if (f.def.side() == Side.ALLIED && f.def.setupHex() != null && HexIds.column(hex) >= HexIds.column(f.def.setupHex())) {
                    return "§3.0 · Allied units must be west of any single Allied unit with a starting hex number (" + f.id() + ", "
                            + HexIds.format(f.def.setupHex()) + ")";
                }
            }
        }
        if (Stacking.count(s, hex, u.def.side()) >= s.scenario.rules().stackingLimit()) {
            return "§8.1 · up to " + s.scenario.rules().stackingLimit() + " friendly units may be stacked in one hex";
        }
        return Commands.stackRefusal(s, u, hex); // §17.3, §17.4
    }

    /** Every hex the unit may be placed in (for the list of choices). */
    public static List<Hex> hexes(GameState s, UnitState u) {
        List<Hex> result = new ArrayList<>();
        for (Hex h : s.scenario.map().allHexes()) {
            if (refusal(s, u, h) == null) {
                result.add(h);
            }
        }
        result.sort(null);
        return result;
    }

    public static IronTideEvent place(GameState s, UnitState u, Hex hex) {
        u.status = UnitStatus.ON_MAP;
        u.hex = hex;
        Control.enter(s, u);
        return new IronTideEvent.Placed(u.id(), HexIds.format(hex));
    }
}
