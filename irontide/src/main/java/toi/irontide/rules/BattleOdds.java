package toi.irontide.rules;

import java.util.List;
import toi.irontide.data.Odds;
import toi.irontide.event.IronTideEvent;

/**
 * A battle worked out before the dice (§11.72–11.76): the totals, the ratio rounded for the defender, the terrain
 * line, every shift with its rule, and the final column on the table.
 */
public record BattleOdds(int attack, int defence, int ratio, String line, List<Shift> shifts, int net, int column) {
    /** §11.74 the ratio rounded for the defender, §11.76 the net shift, clamped to the table's columns (R-IT-3). */
    public static BattleOdds of(toi.irontide.data.CombatResultsTable crt, int attack, int defence, String line, List<Shift> shifts) {
        int ratio = Odds.ratio(attack, defence);
        int net = 0;
        for (Shift sh : shifts) {
            net += sh.columns();
        }
        return new BattleOdds(attack, defence, ratio, line, shifts, net, crt.clamp(ratio + net));
    }

    /** §11.74–11.76 · the odds as an event of the log: its text is {@link #describe()} after the heading. */
    public IronTideEvent.OddsFigured event() {
        return new IronTideEvent.OddsFigured(attack, defence, ratio < -1000 ? "nil" : Odds.format(ratio), line,
                shifts.stream().map(Shift::toString).toList(), net, Odds.format(column));
    }

    public String describe() {
        StringBuilder sb = new StringBuilder();
        sb.append(attack).append(" to ").append(defence).append(" = ").append(ratio < -1000 ? "nil" : Odds.format(ratio))
                .append(" (").append(line).append(")");
        for (Shift s : shifts) {
            sb.append("; ").append(s);
        }
        sb.append(" → net ").append(net > 0 ? "+" + net : String.valueOf(net)).append(": ").append(Odds.format(column))
                .append(" (").append(line).append(")");
        return sb.toString();
    }
}
