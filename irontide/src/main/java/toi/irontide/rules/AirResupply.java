package toi.irontide.rules;

import toi.engine.hex.Hex;
import toi.irontide.data.HexIds;
import toi.irontide.data.Side;
import toi.irontide.data.Weather;
import toi.irontide.event.IronTideEvent;
import toi.irontide.state.GameState;
import toi.irontide.state.Phase;
import toi.irontide.state.SupplyState;
import toi.irontide.state.UnitState;

/** §12.4 · RESUPPLY BY AIR: Allied Air Points allotted in the Air Phase, tried in either Supply Phase, on clear turns. */
public final class AirResupply {
    private AirResupply() {
    }

    /** §4.21, §10.0 · the Allied player allots an Air Point of this turn to resupply. */
    public static String allotRefusal(GameState s) {
        if (s.phase != Phase.AIR) {
            return "§4.21 · Air Points are allocated in the Air Phase";
        }
        if (s.currentTurn().weather() != Weather.CLEAR) {
            return "§12.4 · air resupply only on clear weather turns";
        }
        if (s.airPoints.getOrDefault(Side.ALLIED, 0) <= 0) {
            return "§10.0 · no Allied Air Point left to allot";
        }
        return null;
    }

    public static IronTideEvent allot(GameState s) {
        s.airPoints.merge(Side.ALLIED, -1, Integer::sum);
        s.resupplyPoints++;
        return new IronTideEvent.ResupplyAllotted(s.resupplyPoints);
    }

    /** Every Allied unit in the hex one level up: isolated → out of supply → supplied. */
    static void raise(GameState s, Hex hex) {
        for (UnitState u : s.at(hex)) {
            if (u.def.side() == Side.ALLIED) {
                u.supply = u.supply == SupplyState.ISOLATED ? SupplyState.OUT_OF_SUPPLY : SupplyState.SUPPLIED;
            }
        }
    }

    private static boolean needy(GameState s, Hex hex) {
        for (UnitState u : s.at(hex)) {
            if (u.def.side() == Side.ALLIED && u.supply != SupplyState.SUPPLIED) {
                return true;
            }
        }
        return false;
    }

    public static String refusal(GameState s, Hex hex) {
        if (s.phase != Phase.SUPPLY) {
            return "§12.4 · air resupply is attempted in a Supply Phase";
        }
        if (s.resupplyPoints <= 0) {
            return "§12.4 · no Air Point allotted to resupply is left";
        }
        if (s.resupplyTried.contains(hex)) {
            return "§12.4 · only one attempt for each hex per turn";
        }
        if (!needy(s, hex)) {
            return "§12.4 · no Allied unit out of supply or isolated in " + HexIds.format(hex);
        }
        return null;
    }

    /** A die of 1 to the rulebook's number succeeds: every Allied unit in the hex rises one level of supply. */
    public static IronTideEvent attempt(GameState s, Hex hex) {
        s.resupplyPoints--;
        s.resupplyTried.add(hex);
        int die = s.dice.roll();
        if (die > s.scenario.rules().airResupplyMax()) {
            return new IronTideEvent.AirResupplied(HexIds.format(hex), die, false);
        }
        s.resupplied.add(hex);
        raise(s, hex);
        return new IronTideEvent.AirResupplied(HexIds.format(hex), die, true);
    }
}
