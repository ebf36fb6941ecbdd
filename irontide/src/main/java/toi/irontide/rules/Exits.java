package toi.irontide.rules;

import toi.engine.hex.Hex;
import toi.irontide.data.GameMap;
import toi.irontide.data.HexIds;
import toi.irontide.data.Side;
import toi.irontide.event.IronTideEvent;
import toi.irontide.state.GameState;
import toi.irontide.state.Phase;
import toi.irontide.state.Strength;
import toi.irontide.state.SupplyState;
import toi.irontide.state.UnitState;
import toi.irontide.state.UnitStatus;

/** §5.3 · EXITING THE MAP: German units only, by the Victory Point Exit hexes, in the Movement or Reserve Phase. */
public final class Exits {
    private Exits() {
    }

    public static String refusal(GameState s, UnitState u) {
        if (u == null || u.def.side() != Side.GERMAN) {
            return "§5.3 · only German units may voluntarily exit the map";
        }
        if (u.def.commando()) {
            return "§16.4 · commandos may not exit the board";
        }
        if (s.phase != Phase.MOVEMENT && s.phase != Phase.RESERVE) {
            return "§5.3 · units exit only during the Movement or Reserve Phases";
        }
        if (!u.id().equals(s.moving)) {
            return "§5.3 · a unit exits as part of its move";
        }
        if (!s.scenario.map().vpExits().contains(u.hex)) {
            return "§5.3, §20 · units exit by the Victory Point Exit hexes";
        }
        return null;
    }

    /** The unit leaves the map; §14 · one Allied reinforcement due on the same edge is withheld for good (else the next due). */
    public static IronTideEvent exit(GameState s, UnitState u) {
        Hex at = u.hex;
        u.exitedInSupply = u.supply == SupplyState.SUPPLIED;
        u.status = UnitStatus.EXITED;
        u.hex = null;
        u.moving = false;
        s.moving = null;
        s.exitedVia.add(at);
        UnitState withheld = null;
        UnitState any = null;
        for (UnitState a : s.units.values()) {
            if (a.def.side() != Side.ALLIED || a.status != UnitStatus.AWAITING) {
                continue;
            }
            if (any == null || a.dueTurn < any.dueTurn) {
                any = a;
            }
            var entry = a.def.entry() == null ? null : s.scenario.map().entryRoads().get(a.def.entry());
            if (entry != null && !entry.isEmpty() && sameEdge(s.scenario.map(), entry.get(0), at) && (withheld == null || a.dueTurn < withheld.dueTurn)) {
                withheld = a;
            }
        }
        UnitState w = withheld != null ? withheld : any;
        if (w != null) {
            w.status = UnitStatus.WITHHELD;
        }
        return new IronTideEvent.Exited(u.id(), HexIds.format(at), w == null ? null : w.id());
    }

    static boolean sameEdge(GameMap m, Hex a, Hex b) {
        return m.northEdge(a) && m.northEdge(b) || m.southEdge(a) && m.southEdge(b) || m.westEdge(a) && m.westEdge(b) || m.eastEdge(a) && m.eastEdge(b);
    }

    /** §20 · +1 for each battalion or cadre, +3 for each regiment exited through a Victory Point Exit hex in supply (R-IT-29). */
    public static int points(GameState s) {
        int vp = 0;
        for (UnitState u : s.units.values()) {
            if (u.status == UnitStatus.EXITED && u.exitedInSupply) {
                vp += u.def.regiment() && u.strength != Strength.CADRE ? s.scenario.rules().exitVpRegiment() : s.scenario.rules().exitVpBattalion();
            }
        }
        return vp;
    }
}
