package toi.irontide.rules;

import java.util.Set;
import toi.engine.hex.Hex;
import toi.irontide.data.HexIds;
import toi.irontide.data.HexPair;
import toi.irontide.data.Hexside;
import toi.irontide.data.RulebookNumbers;
import toi.irontide.data.Side;
import toi.irontide.data.UnitType;
import toi.irontide.event.IronTideEvent;
import toi.irontide.state.GameState;
import toi.irontide.state.Phase;
import toi.irontide.state.SupplyState;
import toi.irontide.state.UnitState;
import toi.irontide.state.Works;

/**
 * §13.0 · ENGINEERS: demolishing bridges (§13.1, any combat unit), building bridges (§13.1) and entrenchments (§13.3,
 * engineers only), one action per unit per Engineering Phase. Each check returns the rule that forbids, or null.
 */
public final class Engineers {
    private Engineers() {
    }

    private static String common(GameState s, UnitState u) {
        String r = phaseAndUnit(s, u);
        if (r == null && u.engineered) {
            return "§13.0 · a unit performs one engineering action per Engineering Phase";
        }
        return r;
    }

    private static String phaseAndUnit(GameState s, UnitState u) {
        if (s.phase != Phase.ENGINEERING) {
            return "§4.27 · engineering is done in the Engineering Phase";
        }
        if (u == null || !u.onMap() || u.def.side() != s.phasing) {
            return "§4.27 · the phasing player's units on the map";
        }
        return null;
    }

    // ---- §13.1, §13.2 · how many demolition attempts (bridges and fuel depots alike)

    /**
     * §13.1 · "one die roll for demolition per friendly combat unit, per bridge may be made … One combat unit may make no
     * more than two demolition attempts per engineering phase"; §13.2 depots "in the same way and under the same
     * conditions"; with the optional errata IT 14: one roll per bridge (depot) and one attempt per unit. A unit that
     * built (§13.0's one engineering action) makes none (R-IT-52). {@code target}: the bridge's hexside or the depot's hex.
     */
    public static String attemptRefusal(GameState s, UnitState u, Object target, String what) {
        String r = phaseAndUnit(s, u);
        if (r != null) {
            return r;
        }
        if (u.engineered && u.demolitionAttempts == 0) {
            return "§13.0 · a unit performs one engineering action per Engineering Phase (it is building)";
        }
        RulebookNumbers rules = s.scenario.rules();
        if (s.demolitionErrata) {
            boolean tried = target instanceof HexPair p ? s.demolitionTried.contains(p) : s.depotTried.contains((Hex) target);
            if (tried) {
                return "§13.1 · one demolition roll per " + what + " per Engineering Phase (errata IT 14, optional)";
            }
            if (u.demolitionAttempts >= rules.errataDemolitionAttemptsPerUnit()) {
                return "§13.1 · one demolition attempt per unit per Engineering Phase (errata IT 14, optional)";
            }
            return null;
        }
        if (s.demolitionRolls.contains(u.id() + "@" + target)) {
            return "§13.1 · one die roll for demolition per friendly combat unit, per " + what;
        }
        if (u.demolitionAttempts >= rules.demolitionAttemptsPerUnit()) {
            return "§13.1 · one combat unit may make no more than " + rules.demolitionAttemptsPerUnit() + " demolition attempts per engineering phase";
        }
        return null;
    }

    /** §13.1 · the unit's demolition attempt on the target is made (rolled or disrupted). */
    public static void attempted(GameState s, UnitState u, Object target) {
        u.engineered = true;
        u.demolitionAttempts++;
        s.demolitionRolls.add(u.id() + "@" + target);
        if (target instanceof HexPair p) {
            s.demolitionTried.add(p);
        } else {
            s.depotTried.add((Hex) target);
        }
    }

    /** §13.1 · "German Commandos do not count as enemy units when calculating bridge demolition" (§16.4: nor any distance). */
    private static boolean enemyWithin(GameState s, Hex hex, Side side, int distance) {
        for (UnitState e : s.units.values()) {
            if (e.onMap() && e.def.side() != side && !e.def.commando() && e.hex.distanceTo(hex) <= distance) {
                return true;
            }
        }
        return false;
    }

    // ---- §13.3 · entrenchments

    public static String entrenchRefusal(GameState s, UnitState u) {
        String r = common(s, u);
        if (r != null) {
            return r;
        }
        if (u.def.type() != UnitType.ENGINEER) {
            return "§13.3 · entrenchments are built by engineer units";
        }
        boolean foot = false;
        for (UnitState o : s.at(u.hex)) {
            foot |= o != u && (o.def.type() == UnitType.INFANTRY || o.def.type() == UnitType.MECH_INFANTRY);
        }
        if (!foot) {
            return "§13.3 · the engineer must be stacked with an infantry or mech-infantry unit";
        }
        if (s.scenario.map().townAt(u.hex) != null) {
            return "§13.3 · entrenchments may not be built in town or city hexes";
        }
        if (s.entrenchments.contains(u.hex) || s.scenario.map().hex(u.hex).westwall()) {
            return "§13.3 · the hex is entrenched already";
        }
        int min = s.scenario.rules().entrenchmentMinDistance();
        if (enemyWithin(s, u.hex, u.def.side(), min - 1)) {
            return "§13.3 · entrenchments may not be built nearer than " + min + " hexes from an enemy unit";
        }
        return null;
    }

    public static String entrench(GameState s, UnitState u) {
        u.engineered = true;
        Works w = s.entrenchmentWorks.get(u.hex);
        int done = (w == null || w.side() != u.def.side() ? 0 : w.phases()) + 1;
        String at = HexIds.format(u.hex);
        if (done >= s.scenario.rules().entrenchmentPhases()) {
            s.entrenchmentWorks.remove(u.hex);
            s.entrenchments.add(u.hex);
            return "§13.3 · " + u.id() + " completes the entrenchment in " + at;
        }
        s.entrenchmentWorks.put(u.hex, new Works(u.def.side(), done));
        return "§13.3 · " + u.id() + " works on an entrenchment in " + at + " (" + done + " of " + s.scenario.rules().entrenchmentPhases() + " phases)";
    }

    // ---- §13.1 · bridges

    public static String buildRefusal(GameState s, UnitState u, Hex across) {
        String r = common(s, u);
        if (r != null) {
            return r;
        }
        if (u.def.type() != UnitType.ENGINEER) {
            return "§13.1 · only engineer units build bridges";
        }
        if (!u.hex.isAdjacentTo(across) || !s.scenario.map().onMap(across)) {
            return "§13.1 · the engineer builds on a river hexside of its hex";
        }
        Hexside side = s.scenario.map().hexside(u.hex, across);
        if (side == null || !side.river()) {
            return "§13.1 · bridges are built on river hexsides";
        }
        if (Hexsides.bridged(s, u.hex, across)) {
            return "§13.1 · the hexside is bridged already";
        }
        HexPair p = HexPair.of(u.hex, across);
        for (Hex h : new Hex[] {u.hex, across}) {
            if (s.enemyIn(h, u.def.side())) {
                return "§13.1 · an enemy unit may not be adjacent to the bridge hexside or the engineer";
            }
            for (Hex n : s.scenario.map().neighbours(h)) {
                if (s.enemyIn(n, u.def.side())) {
                    return "§13.1 · an enemy unit may not be adjacent to the bridge hexside or the engineer";
                }
            }
        }
        if (u.def.side() == Side.GERMAN) {
            if (s.germanBridgesLost.contains(p)) {
                return "§13.1 · a German bridge destroyed may not be rebuilt";
            }
            Works w = s.bridgeWorks.get(p);
            boolean continuing = w != null && w.side() == Side.GERMAN;
            if (!continuing && s.germanBridgesBuilt >= s.scenario.rules().germanBridges()) {
                return "§13.1 · the German player has built his " + s.scenario.rules().germanBridges() + " bridges";
            }
        }
        return null;
    }

    public static String build(GameState s, UnitState u, Hex across) {
        u.engineered = true;
        HexPair p = HexPair.of(u.hex, across);
        Works w = s.bridgeWorks.get(p);
        int done = (w == null || w.side() != u.def.side() ? 0 : w.phases()) + 1;
        if (done == 1 && u.def.side() == Side.GERMAN) {
            s.germanBridgesBuilt++; // a marker taken from the nine
        }
        if (done >= s.scenario.rules().bridgePhases()) {
            s.bridgeWorks.remove(p);
            Hexside printed = s.scenario.map().hexside(u.hex, across);
            if (printed.bridge() && u.def.side() == Side.ALLIED) {
                s.blownBridges.remove(p); // §13.1 · a rebuilt printed bridge is the printed bridge again
            } else {
                s.builtBridges.put(p, u.def.side());
            }
            return "§13.1 · " + u.id() + " completes a bridge at " + p;
        }
        s.bridgeWorks.put(p, new Works(u.def.side(), done));
        return "§13.1 · " + u.id() + " begins a bridge at " + p + " (Building Bridge)";
    }

    /**
     * §13.1 · a bridge within the range of an enemy unit, with a path of at most five hexes free of enemy units and ZOCs
     * to the demolishing unit, in supply; one roll per bridge and one attempt per unit a phase (errata IT 14); no Allied
     * demolition on turn one (§18.0).
     */
    public static String demolishRefusal(GameState s, UnitState u, Hex a, Hex b) {
        String r = phaseAndUnit(s, u);
        if (r != null) {
            return r;
        }
        if (u.def.commando()) {
            return "§13.1 · German Commandos may not destroy bridges";
        }
        if (u.def.side() == Side.ALLIED && s.turn == 0) {
            return "§18.0 · the Allied player may not attempt to blow bridges on turn one";
        }
        if (!a.isAdjacentTo(b) || !Hexsides.bridged(s, a, b)) {
            return "§13.1 · there is no bridge on hexside " + HexIds.format(a) + "-" + HexIds.format(b);
        }
        HexPair p = HexPair.of(a, b);
        String attempts = attemptRefusal(s, u, p, "bridge");
        if (attempts != null) {
            return attempts;
        }
        RulebookNumbers rules = s.scenario.rules();
        if (!enemyWithin(s, a, u.def.side(), rules.demolitionRange()) && !enemyWithin(s, b, u.def.side(), rules.demolitionRange())) {
            return "§13.1 · only a bridge within " + rules.demolitionRange() + " hexes of an enemy unit is demolished";
        }
        if (u.supply != SupplyState.SUPPLIED) {
            return "§13.1 · the demolishing unit must be in supply";
        }
        Set<Hex> zoc = ZonesOfControl.zocOf(s, u.def.side().enemy());
        boolean reached = false;
        for (Hex from : new Hex[] {a, b}) {
            if (!s.enemyIn(from, u.def.side())) {
                reached |= Supply.within(s, from, u.hex, u.def.side(), rules.demolitionPath(), zoc);
            }
        }
        if (!reached) {
            return "§13.1 · no path of " + rules.demolitionPath() + " hexes or less, free of enemy units and ZOCs, from the bridge to " + u.id();
        }
        return null;
    }

    public static String demolish(GameState s, UnitState u, Hex a, Hex b) {
        HexPair p = HexPair.of(a, b);
        attempted(s, u, p);
        int die = s.dice.roll();
        if (!s.scenario.crt().demolishes(die)) {
            return "§13.1 · " + u.id() + " tries to blow the bridge at " + p + ": die " + die + ", it stands";
        }
        Side builder = s.builtBridges.remove(p);
        if (builder == Side.GERMAN) {
            s.germanBridgesLost.add(p);
        }
        Hexside printed = s.scenario.map().hexside(a, b);
        if (printed.bridge()) {
            s.blownBridges.add(p);
        }
        return "§13.1 · " + u.id() + " blows the bridge at " + p + ": die " + die + " (Bridge Destroyed)";
    }

    /** §13.3 · an entrenchment under construction stops when an enemy unit comes closer than three hexes. */
    public static void checkWorks(GameState s, java.util.List<IronTideEvent> log) {
        int min = s.scenario.rules().entrenchmentMinDistance();
        s.entrenchmentWorks.entrySet().removeIf(e -> {
            boolean stop = enemyWithin(s, e.getKey(), e.getValue().side(), min - 1);
            if (stop) {
                log.add(IronTideEvent.Note.of("§13.3 · an enemy unit closer than " + min + " hexes: the entrenchment in " + HexIds.format(e.getKey()) + " ceases"));
            }
            return stop;
        });
    }
}
