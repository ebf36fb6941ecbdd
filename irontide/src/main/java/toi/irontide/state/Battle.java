package toi.irontide.state;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import toi.engine.hex.Hex;
import toi.irontide.data.CombatResult;
import toi.irontide.data.Side;

/**
 * One battle of the Combat Phase (§11), from its declaration to the last advance: the attacking units and the
 * defending hexes (§11.1), the artillery and air each side commits (§11.71), the regiment each defending hex puts up
 * (§8.3), then the result and what it still asks (§11.78–11.9).
 */
public final class Battle {
    public enum Stage { DECLARE, ATTACKER_SUPPORT, DEFENDER_SUPPORT, RESULTS, ADVANCE }

    public Stage stage = Stage.DECLARE;
    public final List<String> attackers = new ArrayList<>();
    public final List<Hex> defenderHexes = new ArrayList<>();
    public final List<String> attackerArtillery = new ArrayList<>();
    public final List<String> defenderArtillery = new ArrayList<>();
    public boolean attackerAir;
    public boolean defenderAir;
    public final Map<Hex, String> defendingRegiment = new LinkedHashMap<>();
    /** The attacking hexes as declared (where the attacking stacks stood). */
    public final List<Hex> attackerHexes = new ArrayList<>();

    public CombatResult result;
    public String odds;
    public ArrayDeque<Obligation> obligations = new ArrayDeque<>();
    /** Hexes each vacated origin's stack retreated through (§11.9: the path an advance may follow). */
    public final Map<Hex, List<Hex>> retreatPaths = new HashMap<>();
    public Side victor;
    public final List<Hex> vacated = new ArrayList<>();
    public final Map<String, List<Hex>> advances = new LinkedHashMap<>();
    public final List<String> advanceStopped = new ArrayList<>();
    public final List<String> advanceEligible = new ArrayList<>();
    /** Steps the attacker took in place of a retreat (§11.78 B1-(1) note: a step paid, then an advance). */
    public boolean attackerStood;

    public Battle copy() {
        Battle b = new Battle();
        b.stage = stage;
        b.attackers.addAll(attackers);
        b.defenderHexes.addAll(defenderHexes);
        b.attackerArtillery.addAll(attackerArtillery);
        b.defenderArtillery.addAll(defenderArtillery);
        b.attackerAir = attackerAir;
        b.defenderAir = defenderAir;
        b.defendingRegiment.putAll(defendingRegiment);
        b.attackerHexes.addAll(attackerHexes);
        b.result = result;
        b.odds = odds;
        b.obligations = new ArrayDeque<>(obligations);
        for (Map.Entry<Hex, List<Hex>> e : retreatPaths.entrySet()) {
            b.retreatPaths.put(e.getKey(), new ArrayList<>(e.getValue()));
        }
        b.victor = victor;
        b.vacated.addAll(vacated);
        for (Map.Entry<String, List<Hex>> e : advances.entrySet()) {
            b.advances.put(e.getKey(), new ArrayList<>(e.getValue()));
        }
        b.advanceStopped.addAll(advanceStopped);
        b.advanceEligible.addAll(advanceEligible);
        b.attackerStood = attackerStood;
        return b;
    }
}
