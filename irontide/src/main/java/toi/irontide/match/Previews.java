package toi.irontide.match;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import toi.irontide.data.HexIds;
import toi.irontide.data.Odds;
import toi.irontide.data.Side;
import toi.irontide.flow.Flow;
import toi.irontide.game.SideView;
import toi.irontide.rules.Movement;
import toi.irontide.rules.OddsPreview;
import toi.irontide.state.Battle;
import toi.irontide.state.GameState;
import toi.irontide.state.UnitState;
import toi.protocol.Preview;

/**
 * What a choice would do, worked out on the seat's {@link SideView} (so it answers the same whatever the seat may not
 * know: the enemy's chits, the dice to come): the rule that refuses it; for a choice that shapes a battle not yet
 * rolled, the odds preview after it (§11.74–11.77, R-IT-35 — {@code attack HEX} with every unit that may join, as the
 * terminal's {@code ?N} has shown it); for a movement step, the points left; otherwise its label.
 */
final class Previews {
    private static final Set<String> DECLARES = Set.of("attack", "with", "also", "commit", "artillery", "air", "defend-with");

    private Previews() {
    }

    static Preview of(GameState s, Side seat, String choice) {
        String why = Flow.refusal(s, seat, choice);
        if (why != null) {
            return Preview.refusedBy(why);
        }
        String verb = choice.trim().split("\\s+")[0];
        GameState after = SideView.of(s, seat); // a fresh dice stream and the enemy's chits secret: nothing to peek at
        if (verb.equals("to") && s.moving != null) {
            long dice = after.dice.state();
            Flow.apply(after, choice);
            StringBuilder sb = new StringBuilder();
            Map<String, Object> detail = new LinkedHashMap<>();
            for (UnitState u : Movement.movingUnits(s)) {
                UnitState a = after.unit(u.id());
                sb.append(sb.length() == 0 ? "" : "; ").append(u.id()).append(' ').append(HexIds.format(u.hex)).append(" → ")
                        .append(HexIds.format(a.hex)).append(", ").append(Movement.points(a.mpLeft)).append(" left")
                        .append(a.stopped || !a.moving ? " (it stops there)" : "");
                detail.put(u.id(), Map.of("from", HexIds.format(u.hex), "to", HexIds.format(a.hex), "left", Movement.points(a.mpLeft)));
            }
            if (after.dice.state() != dice) {
                sb.append(" — a die decides (§16.1)");
            }
            return new Preview(null, sb.toString(), detail);
        }
        Battle b = s.battle;
        boolean rolls = b != null && b.stage == Battle.Stage.DEFENDER_SUPPORT && verb.equals("done");
        if (DECLARES.contains(verb) && (b == null || b.result == null) || rolls) {
            String joined = "";
            if (!rolls) {
                Flow.apply(after, choice);
            }
            if (verb.equals("attack") && after.battle != null) { // with every unit that may join, as offered
                for (int guard = 0; guard < 20; guard++) {
                    String with = Flow.pending(after).options().stream().filter(c -> c.startsWith("with ")).findFirst().orElse(null);
                    if (with == null) {
                        break;
                    }
                    Flow.apply(after, with);
                    joined += (joined.isEmpty() ? "" : ", ") + with.substring(5);
                }
            }
            if (after.battle != null && !after.battle.attackers.isEmpty() && after.battle.result == null) {
                OddsPreview p = OddsPreview.of(after, seat);
                Map<String, Object> odds = SeatViews.odds(p);
                if (!joined.isEmpty()) {
                    odds.put("joined", List.of(joined.split(", ")));
                }
                return new Preview(null, summary(p) + (joined.isEmpty() ? "" : " (with every unit that may join: " + joined + ")"), odds);
            }
            return new Preview(null, Labels.of(s, choice) + ": no attacker named yet", null);
        }
        return new Preview(null, Labels.of(s, choice), null);
    }

    /** One line: the final column (when certain) and each result's chance on 2d6 (§11.77). */
    private static String summary(OddsPreview p) {
        int col = p.certainColumn();
        StringBuilder sb = new StringBuilder(col == -1000 ? "column not certain (hidden chits)" : "column " + Odds.format(col) + " (" + p.line() + ")");
        sb.append(": ");
        for (OddsPreview.Chance c : p.results()) {
            sb.append(c.result()).append(' ').append(c.p().show()).append("; ");
        }
        sb.setLength(sb.length() - 2);
        return sb.toString();
    }
}
