package toi.irontide.flow;

import toi.irontide.data.HexIds;
import toi.irontide.data.Side;
import toi.irontide.rules.Movement;
import toi.irontide.rules.Placement;
import toi.irontide.state.Battle;
import toi.irontide.state.GameState;
import toi.irontide.state.Obligation;
import toi.irontide.state.UnitState;

/** §4.0 · the pending decision's prompt in the game's words: the set-up, the §16.4 answers, a battle's stage, the unit moving. */
final class Prompts {
    private Prompts() {
    }

    static String prompt(GameState s) {
        UnitState placing = Placement.next(s);
        if (placing != null) {
            return "§3.0 · set-up: place " + placing.id() + " freely (" + (placing.def.side() == Side.ALLIED
                    ? "west of the Westwall and of every Allied unit with a starting hex" : "east of the Westwall")
                    + ", not adjacent to enemy units nor in the Westwall): place " + placing.id() + " HEX";
        }
        String where = s.currentTurn().id() + " · " + s.phasing.label() + " player turn · " + s.phase.label();
        if (s.misdirecting != null) {
            UnitState u = s.unit(s.misdirecting);
            return where + " · §16.4: move the misdirected " + u.id() + " from " + HexIds.format(u.hex) + " along the road (road HEX, "
                    + s.misdirectLeft + " hexes left), or done";
        }
        if (!s.misdirectChances.isEmpty()) {
            UnitState u = s.unit(s.misdirectChances.get(0));
            return where + " · §16.4: " + u.id() + " passes a commando in " + HexIds.format(u.hex) + ": misdirect C, or let-pass";
        }
        if (s.demolitionPending != null) {
            return where + " · §16.4: the Allied player tries '" + s.demolitionPending.choice() + "': disrupt C, or no-disruption";
        }
        Battle b = s.battle;
        if (b != null) {
            String hexes = String.join(", ", b.defenderHexes.stream().map(HexIds::format).toList());
            return where + " · battle for " + hexes + ": " + switch (b.stage) {
                case DECLARE -> "add attackers (with U), defending hexes (also HEX), then commit";
                case ATTACKER_SUPPORT -> "the attacker commits artillery and air (§11.71)";
                case DEFENDER_SUPPORT -> "the defender commits artillery and air, and picks the defending regiment (§11.71, §8.3)";
                case RESULTS -> describe(s, b.obligations.peek());
                case ADVANCE -> "advance after combat (§11.9)";
            };
        }
        if (s.stackingDue) {
            return where + " · §8.1: eliminate units over the stacking limit";
        }
        if (s.moving != null) {
            UnitState u = s.unit(s.moving);
            if (!s.movingWith.isEmpty()) {
                StringBuilder left = new StringBuilder();
                for (UnitState m : Movement.movingUnits(s)) {
                    left.append(left.length() == 0 ? "" : ", ").append(m.id()).append(" ").append(Movement.points(m.mpLeft));
                }
                return where + " · moving the stack " + String.join(" + ", Movement.movingUnits(s).stream().map(UnitState::id).toList()) + " ("
                        + (u.strategic ? "strategic" : "tactical") + ") at " + HexIds.format(u.hex) + ", left: " + left;
            }
            return where + " · moving " + u.id() + " (" + (u.strategic ? "strategic" : "tactical") + ") at " + HexIds.format(u.hex)
                    + ", " + Movement.points(u.mpLeft) + " left";
        }
        return where;
    }

    static String describe(GameState s, Obligation o) {
        if (o == null) {
            return "results applied";
        }
        if (o.kind() == Obligation.Kind.LOSS) {
            return "result " + s.battle.result + ": " + o.side().label() + " takes " + o.count() + " step loss" + (o.count() == 1 ? "" : "es") + " (§11.78)";
        }
        return "result " + s.battle.result + ": the stack from " + HexIds.format(o.origin()) + " retreats " + o.count()
                + " more hex" + (o.count() == 1 ? "" : "es") + " or stands and loses a step per hex (§11.8)";
    }
}
