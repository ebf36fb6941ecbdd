package toi.irontide.data;

import java.util.List;
import java.util.Map;
import java.util.Set;
import toi.engine.hex.Hex;

/**
 * Everything one game is set up from (§3.0, §19.0): the map, the Terrain Effects Chart, the Combat Results Table,
 * the chit mix, divisions and units, the Turn Record Chart (with its Fuel Shortage Table for modified rolls 0–6), the
 * rulebook's numbers and the victory bands. {@code demo}
 * is true when any entry's source is demo: every view, log and saved game then says {@link #DEMO_LABEL}.
 */
public record Scenario(String id, String title, boolean demo, GameMap map, Map<String, Terrain> terrain,
                       CombatResultsTable crt, List<Chit> chits, Map<String, Division> divisions, List<UnitDef> units,
                       List<Turn> turns, List<FuelEffect> fuelShortage, RulebookNumbers rules, boolean tenTurnBands,
                       Set<Hex> entrenchments, Set<HexPair> blownBridges) {

    /** §12.5 · a result of the German Fuel Shortage Table (R-IT-32): no effect, mechanized units or every unit out of supply. */
    public enum FuelEffect { NONE, MECHANIZED, ALL }

    public static final String DEMO_LABEL = "DEMO — not the published game";

    public UnitDef unit(String id) {
        for (UnitDef u : units) {
            if (u.id().equals(id)) {
                return u;
            }
        }
        return null;
    }

    public int turnIndex(String turnId) {
        for (int i = 0; i < turns.size(); i++) {
            if (turns.get(i).id().equals(turnId)) {
                return i;
            }
        }
        return -1;
    }

    public List<RulebookNumbers.Band> bands() {
        return tenTurnBands ? rules.bands10Turn() : rules.bandsLonger();
    }

    /** A title for every view and log: the DEMO label first when the data is the invented set. */
    public String banner() {
        return demo ? "Iron Tide " + DEMO_LABEL + " · " + title : "Iron Tide · " + title;
    }
}
