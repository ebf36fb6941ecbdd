package toi.irontide.data;

import java.util.List;
import java.util.Map;

/**
 * The Combat Results Table (§11.7): one line per defender terrain (§11.23), listed from the least to the most
 * favourable to the defender; odds columns as a run of {@link Odds} positions; a result for each 2d6 roll 2–12; and
 * the card's Demolition Table (§13.1) and German Commando Disruption Table (§16.4).
 */
public record CombatResultsTable(List<String> lines, int firstColumn, int lastColumn,
                                 Map<String, CombatResult[][]> results, boolean[] demolitionBlown, boolean[] commandoMisdirects, Source source) {

    /**
     * §16.4 · the German Commando Disruption Table on the Combat Results card (owner data, R-IT-41): does a die roll
     * (1–6) misdirect the Allied unit? False when the card's table was not entered (then the scenario has no commandos).
     */
    public boolean misdirects(int die) {
        return commandoMisdirects != null && commandoMisdirects[die - 1];
    }


    /** §13.1 · the Demolition Table on the Combat Results card: does a die roll (1–6) blow the bridge? */
    public boolean demolishes(int die) {
        return demolitionBlown[die - 1];
    }

    /** §11.76 · odds beyond the extreme columns are resolved on them. */
    public int clamp(int odds) {
        return Math.max(firstColumn, Math.min(lastColumn, odds));
    }

    public CombatResult result(String line, int column, int roll) {
        CombatResult[][] byColumn = results.get(line);
        if (byColumn == null) {
            throw new IllegalArgumentException("the Combat Results Table has no line '" + line + "'");
        }
        return byColumn[clamp(column) - firstColumn][roll - 2];
    }

    /** §11.23 · of several lines, the one most favourable to the defender. */
    public String bestForDefender(java.util.Collection<String> candidates) {
        String best = null;
        for (String l : candidates) {
            if (best == null || lines.indexOf(l) > lines.indexOf(best)) {
                best = l;
            }
        }
        return best;
    }
}
