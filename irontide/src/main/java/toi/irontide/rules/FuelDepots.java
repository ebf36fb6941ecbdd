package toi.irontide.rules;

import java.util.List;
import java.util.Set;
import toi.engine.hex.Hex;
import toi.irontide.data.HexIds;
import toi.irontide.data.RulebookNumbers;
import toi.irontide.data.Scenario;
import toi.irontide.data.Side;
import toi.irontide.event.IronTideEvent;
import toi.irontide.state.GameState;
import toi.irontide.state.Phase;
import toi.irontide.state.SupplyState;
import toi.irontide.state.UnitState;

/** §12.5 · GERMAN FUEL SHORTAGE & ALLIED FUEL DEPOTS, with §3.0's placement and §13.2's destruction. */
public final class FuelDepots {
    private FuelDepots() {
    }

    /** §3.0 · the Allied player rolls one die: 1–2 the first group of towns, 3–4 the second, 5–6 the third. */
    public static IronTideEvent place(GameState s) {
        List<List<Hex>> groups = s.scenario.map().depotGroups();
        if (groups.isEmpty()) {
            return null;
        }
        int die = s.dice.roll();
        List<Hex> group = groups.get((die - 1) / 2);
        s.depots.addAll(group);
        return new IronTideEvent.DepotsPlaced(die, group.stream().map(HexIds::format).toList());
    }

    /** §12.5 · a German unit entering an intact depot's hex captures it. */
    public static void enter(GameState s, UnitState u) {
        if (u.def.side() == Side.GERMAN && !u.def.commando() && s.depots.remove(u.hex)) { // §16.4 · commandos capture nothing (R-IT-42)
            s.depotsCaptured.add(u.hex);
        }
    }

    /** §12.5 · the first turn the German rolls: the rulebook's turn plus the delay the captured depots buy (R-IT-32). */
    static int firstRoll(GameState s) {
        RulebookNumbers r = s.scenario.rules();
        int from = s.scenario.turnIndex(r.germanSupplyFrom());
        int captured = s.depotsCaptured.size();
        if (from < 0 || captured >= 3) {
            return Integer.MAX_VALUE;
        }
        return from + (captured == 0 ? 0 : captured == 1 ? r.fuelDelayOneDepot() : r.fuelDelayTwoDepots());
    }

    /** §12.5 · the German Supply Phase's roll on the Fuel Shortage Table; its result marks units out of supply. */
    public static IronTideEvent roll(GameState s) {
        if (s.phasing != Side.GERMAN) {
            return null; // R-IT-32 · the shortage lasts until the German's next Supply Phase: through the Allied turn too
        }
        s.fuelShortage = Scenario.FuelEffect.NONE;
        if (s.turn < firstRoll(s)) {
            return null;
        }
        int die = s.dice.roll();
        int modified = die + (s.depotsDestroyed.size() >= 3 ? s.scenario.rules().fuelAllDestroyedModifier() : 0);
        Scenario.FuelEffect effect = s.scenario.fuelShortage().get(Math.max(0, Math.min(6, modified)));
        s.fuelShortage = effect;
        apply(s);
        return new IronTideEvent.FuelRolled(die, modified, effect.name());    }

    /** §12.2 (C) · units under the Fuel Shortage are out of supply (isolated ones stay isolated). */
    public static void apply(GameState s) {
        for (UnitState u : s.onMap(Side.GERMAN)) {
            if (hit(s, u) && u.supply == SupplyState.SUPPLIED) {
                u.supply = SupplyState.OUT_OF_SUPPLY;
            }
        }
    }

    /** §12.2 (C) · the German unit is "under penalty of German Fuel Shortage" now (never a commando, R-IT-46). */
    public static boolean hit(GameState s, UnitState u) {
        return u.def.side() == Side.GERMAN && !u.def.commando() && (s.fuelShortage == Scenario.FuelEffect.ALL
                || s.fuelShortage == Scenario.FuelEffect.MECHANIZED && u.def.mechanized());
    }

    /** §13.2 · the Allied player destroys a depot as he would a bridge: within range of the enemy, a free path, the Demolition Table. */
    public static String destroyRefusal(GameState s, UnitState u, Hex depot) {
        if (s.phase != Phase.ENGINEERING) {
            return "§4.27 · depots are destroyed in the Engineering Phase";
        }
        if (u == null || !u.onMap() || u.def.side() != Side.ALLIED || u.def.side() != s.phasing) {
            return "§13.2 · the Allied player destroys depots (the German may not)";
        }
        if (s.turn == 0) {
            return "§13.2, §18.0 · \"under the same conditions as bridges\": the Allied player may not attempt demolition on turn one";
        }
        if (!s.depots.contains(depot)) {
            return "§13.2 · no intact Allied fuel depot in " + HexIds.format(depot);
        }
        String attempts = Engineers.attemptRefusal(s, u, depot, "depot"); // §13.2 · counted with the bridges (§13.1)
        if (attempts != null) {
            return attempts;
        }
        RulebookNumbers r = s.scenario.rules();
        boolean enemyNear = false;
        for (UnitState g : s.onMap(Side.GERMAN)) {
            enemyNear |= !g.def.commando() && g.hex.distanceTo(depot) <= r.demolitionRange(); // §13.1, §16.4 · commandos do not count
        }
        if (!enemyNear) {
            return "§13.2 · only a depot within " + r.demolitionRange() + " hexes of an enemy unit is destroyed";
        }
        if (u.supply != SupplyState.SUPPLIED) {
            return "§13.2 · the unit must be in supply";
        }
        Set<Hex> zoc = ZonesOfControl.zocOf(s, Side.GERMAN);
        if (!Supply.within(s, depot, u.hex, Side.ALLIED, r.demolitionPath(), zoc)) {
            return "§13.2 · no path of " + r.demolitionPath() + " hexes or less, free of enemy units and ZOCs, from the depot to " + u.id();
        }
        return null;
    }

    public static String destroy(GameState s, UnitState u, Hex depot) {
        Engineers.attempted(s, u, depot);
        int die = s.dice.roll();
        if (!s.scenario.crt().demolishes(die)) {
            return "§13.2 · " + u.id() + " tries to destroy the depot in " + HexIds.format(depot) + ": die " + die + ", it stands";
        }
        s.depots.remove(depot);
        s.depotsDestroyed.add(depot);
        return "§13.2 · " + u.id() + " destroys the fuel depot in " + HexIds.format(depot) + ": die " + die;
    }
}
