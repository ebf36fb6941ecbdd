package toi.irontide.rules;

import java.util.List;
import toi.engine.hex.Hex;
import toi.irontide.data.HexIds;
import toi.irontide.data.Side;
import toi.irontide.data.Town;
import toi.irontide.event.IronTideEvent;
import toi.irontide.state.GameState;
import toi.irontide.state.Phase;
import toi.irontide.state.Strength;
import toi.irontide.state.SupplyState;
import toi.irontide.state.UnitState;
import toi.irontide.state.UnitStatus;

/** §15.0 · REPLACEMENTS: the Turn Record Chart's points rebuild reduced regiments and bring eliminated ones back as cadres. */
public final class Replacements {
    private Replacements() {
    }

    /** §15 · at least this far from every enemy unit; "All distance requirements exclude German Commandos (16.4)". */
    static final int DISTANCE = 3;

    private static boolean enemyCloser(GameState s, Hex hex, Side side) {
        for (UnitState e : s.units.values()) {
            if (e.onMap() && e.def.side() != side && !e.def.commando() && e.hex.distanceTo(hex) < DISTANCE) {
                return true;
            }
        }
        return false;
    }

    /** §15 · a non-cadre member of the unit's division on the map, not isolated (R-IT-27: the unit itself counts). */
    private static boolean divisionPresent(GameState s, UnitState u) {
        if (u.def.division() == null) {
            return true;
        }
        for (UnitState o : s.units.values()) {
            if (o.onMap() && u.def.division().equals(o.def.division()) && o.strength != Strength.CADRE && o.supply != SupplyState.ISOLATED) {
                return true;
            }
        }
        return false;
    }

    public static String refusal(GameState s, UnitState u) {
        if (s.phase != Phase.REPLACEMENT) {
            return "§4.23 · replacements are taken in the Replacement Phase";
        }
        if (u == null || u.def.side() != s.phasing) {
            return "§15 · the phasing player rebuilds his own units";
        }
        int from = s.scenario.turnIndex(s.scenario.rules().replacementsFrom());
        if (from < 0 || s.turn < from) {
            return "§15.0 · \"Starting on the " + s.scenario.rules().replacementsFrom() + " turn both sides may take replacements\"";
        }
        if (s.replacementPoints <= 0) {
            return "§15 · no replacement point left this turn (the Turn Record Chart's schedule)";
        }
        if (!u.def.regiment()) {
            return "§15 · battalions and artillery may not be rebuilt";
        }
        if (u.def.side() == Side.GERMAN && u.def.mechanized() && s.germanLastReplacementMech) {
            return "§15 · the German player may not take two mechanized replacements in succession";
        }
        if (u.status == UnitStatus.ELIMINATED) {
            if (u.eliminatedIsolated) {
                return "§12.3, §15 · units eliminated while isolated may not be rebuilt";
            }
            if (!divisionPresent(s, u)) {
                return "§15 · a non-cadre member of its division must be on the map, not isolated";
            }
            return returnHex(s, u) == null ? "§15 · no friendly town or city at least 3 hexes from every enemy unit" : null;
        }
        if (!u.onMap() || u.strength == Strength.FULL) {
            return "§15 · only reduced, cadre or eliminated regiments take replacements";
        }
        if (enemyCloser(s, u.hex, u.def.side())) {
            return "§15 · the unit must be 3 hexes distant from enemy units";
        }
        if (!divisionPresent(s, u)) {
            return "§15 · a non-cadre member of its division must be on the map, not isolated";
        }
        return null;
    }

    /** §15 · the nearest friendly town or city to the unit's division members, at least 3 hexes from every enemy unit. */
    static Hex returnHex(GameState s, UnitState u) {
        Hex best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (Town t : s.scenario.map().towns()) {
            for (Hex h : t.hexes()) {
                if (s.control.get(h) != u.def.side() || s.enemyIn(h, u.def.side()) || enemyCloser(s, h, u.def.side())
                        || Stacking.count(s, h, u.def.side()) >= s.scenario.rules().stackingLimit()) {
                    continue;
                }
                int d = Integer.MAX_VALUE;
                for (UnitState o : s.units.values()) {
                    if (o.onMap() && o != u && u.def.division() != null && u.def.division().equals(o.def.division())) {
                        d = Math.min(d, o.hex.distanceTo(h));
                    }
                }
                if (d < bestDistance || d == bestDistance && best != null && h.compareTo(best) < 0) {
                    best = h;
                    bestDistance = d;
                }
            }
        }
        return best;
    }

    /** Spends a point on the unit (checked); returns what happened. */
    public static List<IronTideEvent> replace(GameState s, UnitState u) {
        List<IronTideEvent> log = new java.util.ArrayList<>();
        replace(s, u, log);
        return log;
    }

    /** Spends a point on the unit (checked): the events (a cadre rebuilt draws its chit first) go to {@code log}. */
    public static void replace(GameState s, UnitState u, List<IronTideEvent> log) {
        s.replacementPoints--;
        if (u.def.side() == Side.GERMAN) {
            s.germanLastReplacementMech = u.def.mechanized();
        }
        u.replaced = true;
        u.stepsReplaced++;
        if (u.status == UnitStatus.ELIMINATED) {
            Hex h = returnHex(s, u);
            u.status = UnitStatus.ON_MAP;
            u.hex = h;
            u.strength = Strength.CADRE;
            u.chit = -1;
            u.supply = SupplyState.SUPPLIED;
            log.add(new IronTideEvent.Replaced(u.id(), IronTideEvent.Rebuild.RETURNED, HexIds.format(h)));
            return;
        }
        if (u.strength == Strength.REDUCED) {
            u.strength = Strength.FULL;
            log.add(new IronTideEvent.Replaced(u.id(), IronTideEvent.Rebuild.FULL_AGAIN, HexIds.format(u.hex)));
            return;
        }
        log.add(Chits.draw(s, u, "§15"));
        if (u.stepsNeverHad > 0) {
            u.strength = Strength.FULL; // a zero-strength reduced side: placed at full strength, a two-step unit
            log.add(new IronTideEvent.Replaced(u.id(), IronTideEvent.Rebuild.REBUILT_FULL, HexIds.format(u.hex)));
            return;
        }
        u.strength = Strength.REDUCED;
        log.add(new IronTideEvent.Replaced(u.id(), IronTideEvent.Rebuild.REBUILT_REDUCED, HexIds.format(u.hex)));
    }
}
