package toi.irontide.event;

import java.util.List;
import toi.irontide.data.Side;
import toi.protocol.GameEvent;

/**
 * What happened in an Iron Tide game: a closed set of typed records, each {@link #text()} rendered from its fields
 * (the prose log is these texts, in order: nothing is written twice) and {@link #rule()} the rulebook heading that
 * decided it (001 · §x.y). Units are named by id, hexes by their map ids ("1203"). An event that carries a secret —
 * §9.0: the chit the other side drew — answers {@link #seenBy} with it taken out (R-IT-36, R-IT-55).
 */
public sealed interface IronTideEvent extends GameEvent {

    /** The event as {@code seat} may see it (null: a spectator): itself unless it carries the other side's secret. */
    default IronTideEvent seenBy(Side seat) {
        return this;
    }

    private static String plural(int n, String one, String many) {
        return n + " " + (n == 1 ? one : many);
    }

    private static String label(Side side) {
        return side.label();
    }

    // ---- the set-up (§3.0)

    /** A line no typed event describes (a rule's remark): its text, and the § its text opens with. */
    record Note(String rule, String text) implements IronTideEvent {
        /** The line as an event: its rule is the text before the first " · " when that opens with §. */
        public static Note of(String line) {
            return new Note(ruleOf(line), line);
        }

        /** The heading a line opens with ({@code §11.77} of "§11.77 · 2d6 …"), or null. */
        public static String ruleOf(String line) {
            int dot = line.indexOf(" · ");
            return line.startsWith("§") && dot > 0 ? line.substring(0, dot) : null;
        }
    }

    /** The scenario's banner: the first line of every game (the DEMO label when the data is the invented set). */
    record ScenarioOpened(String banner) implements IronTideEvent {
        public String text() {
            return banner;
        }

        public String rule() {
            return "§19.0";
        }
    }

    /** An optional rule chosen at the start: §17.4 Army Command, or the publisher's errata IT 14 on §13.1. */
    record OptionalRuleInForce(String option) implements IronTideEvent {
        public String text() {
            return switch (option) {
                case "army-command" -> "§17.4 · the optional Army Command rule is in force, in place of §17.3";
                case "demolition-errata" -> "§13.1 · the optional errata IT 14 is in force: one demolition roll per bridge (or depot) and one attempt per unit in an Engineering Phase";
                default -> "the optional rule " + option + " is in force";
            };
        }

        public String rule() {
            return option.equals("army-command") ? "§17.4" : "§13.1";
        }
    }

    /** §3.0 · the Allied player's die places the three fuel depots. */
    record DepotsPlaced(int die, List<String> hexes) implements IronTideEvent {
        public String text() {
            return "§3.0 · fuel depots: die " + die + ", placed at " + String.join(", ", hexes);
        }

        public String rule() {
            return "§3.0";
        }
    }

    /** §3.0 · a unit without a starting hex placed freely. */
    record Placed(String unit, String hex) implements IronTideEvent {
        public String text() {
            return "§3.0 · " + unit + " is placed in " + hex;
        }

        public String rule() {
            return "§3.0";
        }
    }

    record SetUpComplete() implements IronTideEvent {
        public String text() {
            return "§3.0 · the set-up is complete";
        }

        public String rule() {
            return "§3.0";
        }
    }

    // ---- the sequence of play (§4)

    /** §4.1 · a player turn begins. */
    record PlayerTurnBegan(String turn, Side side) implements IronTideEvent {
        public String text() {
            return "— " + turn + " · " + label(side) + " player turn";
        }

        public String rule() {
            return "§4.1";
        }
    }

    /** §4.2 · a phase of the player turn begins. */
    record PhaseBegan(String turn, Side side, String phase) implements IronTideEvent {
        public String text() {
            return "§4.2 · " + turn + " · " + label(side) + " player turn · " + phase;
        }

        public String rule() {
            return "§4.2";
        }
    }

    /** §4.21, §10.0 · the Turn Record Chart's weather and Air Points. */
    record AirPointsSet(String turn, String weather, int german, int allied) implements IronTideEvent {
        public String text() {
            return "§4.21 · " + turn + ": weather " + weather + ", Air Points German " + german + ", Allied " + allied;
        }

        public String rule() {
            return "§4.21";
        }
    }

    // ---- supply (§12)

    /** §12.1 · the supply check of the Supply Phase: the units out of supply and isolated. */
    record SupplyChecked(int outOfSupply, int isolated) implements IronTideEvent {
        public String text() {
            return "§12 · supply checked: " + outOfSupply + " out of supply, " + isolated + " isolated";
        }

        public String rule() {
            return "§12";
        }
    }

    /** §12.5 · the German Fuel Shortage Table: the die, modified when every depot is destroyed, and its effect. */
    record FuelRolled(int die, int modified, String effect) implements IronTideEvent {
        public String text() {
            return "§12.5 · German fuel: die " + die + (modified != die ? " (" + modified + ", all depots destroyed)" : "") + " → "
                    + switch (effect) {
                        case "MECHANIZED" -> "Fuel Shortage: mechanized units out of supply";
                        case "ALL" -> "Fuel Shortage: every German unit out of supply";
                        default -> "no shortage";
                    };
        }

        public String rule() {
            return "§12.5";
        }
    }

    /** §10.0, §12.4 · an Allied Air Point allotted to air resupply: the points allotted this turn. */
    record ResupplyAllotted(int points) implements IronTideEvent {
        public String text() {
            return "§10.0 · an Allied Air Point allotted to air resupply (" + points + ")";
        }

        public String rule() {
            return "§12.4";
        }
    }

    /** §12.4 · an air resupply attempt: the die; on a success the Allied units in the hex rise one level of supply. */
    record AirResupplied(String hex, int die, boolean success) implements IronTideEvent {
        public String text() {
            return "§12.4 · air resupply of " + hex + ": die " + die + (success ? ", the units there rise one level of supply" : ", it fails");
        }

        public String rule() {
            return "§12.4";
        }
    }

    // ---- movement (§5, §6, §14)

    /** §5.0 · one hex of a unit's move, the points left; §7.1 · stopped by an enemy ZOC. */
    record Moved(String unit, String from, String to, String left, boolean zocStop) implements IronTideEvent {
        public String text() {
            return unit + " " + from + " → " + to + ", " + left + " left" + (zocStop ? " (§7.1: enemy ZOC, it stops)" : "");
        }

        public String rule() {
            return "§5.0";
        }
    }

    /** §5.0 · a stack moving together. */
    record StackMoves(List<String> units, String from) implements IronTideEvent {
        public String text() {
            return "§5.0 · " + String.join(", ", units) + " move together from " + from;
        }

        public String rule() {
            return "§5.0";
        }
    }

    /** §18.0 · the one Allied unit chosen to move on turn one. */
    record TurnOneMover(String unit) implements IronTideEvent {
        public String text() {
            return "§18.0 · " + unit + " is the one Allied unit chosen to move on turn one";
        }

        public String rule() {
            return "§18.0";
        }
    }

    /** §5.3 · a German unit leaves by a Victory Point Exit hex; §14.0 · an Allied reinforcement withheld for it, or null. */
    record Exited(String unit, String hex, String withheld) implements IronTideEvent {
        public String text() {
            return "§5.3 · " + unit + " exits the map at " + hex + (withheld == null ? "" : "; §14.0 · the Allied " + withheld + " is withheld for good");
        }

        public String rule() {
            return "§5.3";
        }
    }

    /** §6.0 · a Reserve marker placed. */
    record ReserveMarked(String hex) implements IronTideEvent {
        public String text() {
            return "§6.0 · Reserve marker on " + hex;
        }

        public String rule() {
            return "§6.0";
        }
    }

    /** §14.0 · a reinforcement enters. */
    record Entered(String unit, String hex, String left) implements IronTideEvent {
        public String text() {
            return "§14.0 · " + unit + " enters at " + hex + ", " + left + " left";
        }

        public String rule() {
            return "§14.0";
        }
    }

    /** §14.0 · a reinforcement that did not enter waits a turn; {@code blocked}: an enemy unit blocks its entry road. */
    record EntryDelayed(String unit, boolean blocked) implements IronTideEvent {
        public String text() {
            return blocked ? "§14.0 · " + unit + ": an enemy unit blocks its entry road; delayed one turn, it may then enter an unblocked edge hex beside it"
                    : "§14.0 · " + unit + " did not enter: it waits for the next turn";
        }

        public String rule() {
            return "§14.0";
        }
    }

    /** §16.2 · the von der Heydte landing: the die and the step losses it gives (each a {@link StepLost} after it). */
    record Landed(String unit, String hex, int die, int losses) implements IronTideEvent {
        public String text() {
            return "§16.2 · " + unit + " lands at " + hex + ": die " + die + (losses == 0 ? ", OK" : ", " + plural(losses, "step loss", "step losses"));
        }

        public String rule() {
            return "§16.2";
        }
    }

    /** §16.1 · the 150th Panzer Brigade's die to ignore the enemy ZOC it entered (§16.3 · the 1st SS needs none: die 0). */
    record ZocIgnored(String rule, String unit, int die, boolean ignored) implements IronTideEvent {
        public String text() {
            if (die == 0) {
                return rule + " · " + unit + " ignores the enemy ZOC";
            }
            return rule + " · " + unit + (ignored ? " ignores the enemy ZOC: die " + die : " fails to ignore the enemy ZOC: die " + die + ", it stops");
        }
    }

    /** §17.12 · the first German unit across the Meuse lifts every Allied restriction. */
    record MeuseCrossed() implements IronTideEvent {
        public String text() {
            return "§17.12 · a German unit crosses the Meuse: every Allied restriction is lifted";
        }

        public String rule() {
            return "§17.12";
        }
    }

    /** §17.2 · the die for the German restricted units, and those it releases. */
    record RestrictedUnitsRolled(int die, List<String> released) implements IronTideEvent {
        public String text() {
            return "§17.2 · German restricted units: die " + die + (released.isEmpty() ? ", none may enter yet" : ", may enter: " + String.join(", ", released));
        }

        public String rule() {
            return "§17.2";
        }
    }

    /** §8.1 · stacking restrictions are checked at the end of the phase: the owner eliminates his excess units. */
    record StackingDue() implements IronTideEvent {
        public String text() {
            return "§8.1 · stacking restrictions are in force at the end of the phase";
        }

        public String rule() {
            return "§8.1";
        }
    }

    /** §20, R-IT-13 · a town or city hex changes hands: the side whose unit last entered it holds it. */
    record ControlChanged(String hex, String town, Side side) implements IronTideEvent {
        public String text() {
            return "§20 · " + town + " (" + hex + ") is held by the " + label(side) + " player";
        }

        public String rule() {
            return "§20";
        }
    }

    // ---- combat (§9, §11)

    /** §11.1 · the attackers commit to a battle against the defending hexes. */
    record BattleDeclared(List<String> attackers, List<String> hexes) implements IronTideEvent {
        public String text() {
            return "§11.1 · " + String.join(", ", attackers) + " attack " + String.join(", ", hexes);
        }

        public String rule() {
            return "§11.1";
        }
    }

    /** §11.6 · an air support attempt's die: it arrives, or is wasted. */
    record AirSupportRolled(Side side, int die, boolean arrives) implements IronTideEvent {
        public String text() {
            return "§11.6 · " + label(side) + " air support: die " + die + (arrives ? ", it arrives" : ", wasted");
        }

        public String rule() {
            return "§11.6";
        }
    }

    /**
     * §9.0 · a chit drawn from the cup of the unit's box colour (at its first combat, a step loss before it has one
     * (R-IT-28), a cadre rebuilt, §15); §9.1 · an elite unit draws two and keeps the stronger. Its values ("A 3/2": the
     * line, full/reduced) are the owner's secret: {@link #seenBy} the other side shows the colour only.
     */
    record ChitDrawn(String rule, String unit, Side side, String colour, boolean two, List<String> values) implements IronTideEvent {
        public ChitDrawn {
            values = List.copyOf(values);
        }

        public boolean secret() {
            return values.isEmpty();
        }

        public String text() {
            return rule + " · " + unit + (two ? " (elite, §9.1) draws two " + colour + " chits" : " draws a " + colour + " chit")
                    + (secret() ? " (secret, §9.0)" : ": " + String.join(" and ", values));
        }

        public IronTideEvent seenBy(Side seat) {
            return seat == side ? this : new ChitDrawn(rule, unit, side, colour, two, List.of());
        }
    }

    /** §11.74–11.76 · the odds: totals, the ratio rounded for the defender, the terrain line, each shift, the final column. */
    record OddsFigured(int attack, int defence, String ratio, String line, List<String> shifts, int net, String column) implements IronTideEvent {
        public OddsFigured {
            shifts = List.copyOf(shifts);
        }

        public String text() {
            StringBuilder sb = new StringBuilder("§11.74–11.76 · ");
            sb.append(attack).append(" to ").append(defence).append(" = ").append(ratio).append(" (").append(line).append(")");
            for (String s : shifts) {
                sb.append("; ").append(s);
            }
            return sb.append(" → net ").append(net > 0 ? "+" + net : String.valueOf(net)).append(": ").append(column)
                    .append(" (").append(line).append(")").toString();
        }

        public String rule() {
            return "§11.74–11.76";
        }
    }

    /** §11.77 · the 2d6 roll on the column and its result. */
    record BattleRolled(int die1, int die2, String result) implements IronTideEvent {
        public String text() {
            return "§11.77 · 2d6: " + die1 + " + " + die2 + " = " + (die1 + die2) + " → " + result;
        }

        public String rule() {
            return "§11.77";
        }
    }

    /** §11.78 · how a step is lost: the chit flipped, to cadre, or the last step. */
    enum Loss {
        REDUCED("loses a step: its chit flips to the reduced side"),
        CADRE_FROM_FULL("loses a step: its reduced chit shows 0, it becomes a cadre"),
        CADRE("loses a step: the chit is removed, the unit flips to its cadre"),
        ELIMINATED("loses its last step and is eliminated");

        private final String words;

        Loss(String words) {
            this.words = words;
        }
    }

    /** §11.78 · a unit loses a step. */
    record StepLost(String unit, Loss loss) implements IronTideEvent {
        public String text() {
            return "§11.78 · " + unit + " " + loss.words;
        }

        public String rule() {
            return "§11.78";
        }
    }

    /** A unit eliminated outright, every step lost: §8.1 over the stacking limit, §8.2 overstacked and hit, §16.4 discovered. */
    record Eliminated(String unit, String rule, String reason) implements IronTideEvent {
        public String text() {
            return rule + " · " + unit + " is eliminated (" + reason + ")";
        }
    }

    /** §11.8 · a stack that will not (or cannot) retreat further loses a step for each hex instead. */
    record Stood(String from, int steps) implements IronTideEvent {
        public String text() {
            return "§11.8 · the stack from " + from + " stands: " + plural(steps, "step loss", "step losses") + " instead";
        }

        public String rule() {
            return "§11.8";
        }
    }

    /** §11.8 · a stack retreats one hex; §11.8 (3) · through an enemy ZOC it loses a step. */
    record Retreated(List<String> units, String to, boolean throughZoc) implements IronTideEvent {
        public String text() {
            return "§11.8 · " + String.join(", ", units) + " retreat to " + to + (throughZoc ? " through an enemy ZOC: a step lost (§11.8 (3))" : "");
        }

        public String rule() {
            return "§11.8";
        }
    }

    /** §11.9 · a victorious unit advances after combat. */
    record Advanced(String unit, String from, String to) implements IronTideEvent {
        public String text() {
            return "§11.9 · " + unit + " advances " + from + " → " + to;
        }

        public String rule() {
            return "§11.9";
        }
    }

    // ---- replacements (§15)

    /** §15 · how a replacement point was spent. */
    enum Rebuild {
        RETURNED, FULL_AGAIN, REBUILT_FULL, REBUILT_REDUCED
    }

    /** §15 · a replacement point spent on a unit (a cadre rebuilt draws its chit first: a {@link ChitDrawn} before it). */
    record Replaced(String unit, Rebuild how, String hex) implements IronTideEvent {
        public String text() {
            return "§15 · " + unit + switch (how) {
                case RETURNED -> " returns as a cadre in " + hex;
                case FULL_AGAIN -> " takes a replacement: its chit flips to the full side";
                case REBUILT_FULL -> ": a reduced 0: the regiment is placed at full strength";
                case REBUILT_REDUCED -> ": the cadre becomes a reduced regiment";
            };
        }

        public String rule() {
            return "§15";
        }
    }

    // ---- victory (§20)

    /** §20 · the game is over: Liège held in supply at the end of a game turn, or the level at the end of the scenario. */
    record GameEnded(String result, boolean strategicCity) implements IronTideEvent {
        public String text() {
            return strategicCity ? result : "end of the scenario: " + result;
        }

        public String rule() {
            return "§20";
        }
    }
}
