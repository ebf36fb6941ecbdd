package toi.irontide.match;

import toi.irontide.data.HexIds;
import toi.irontide.rules.Placement;
import toi.irontide.state.Battle;
import toi.irontide.state.GameState;
import toi.irontide.state.Obligation;
import toi.irontide.state.UnitState;

/** The decision's kind and each choice's label in the rulebook's words (the command text stays the protocol). */
final class Labels {
    private Labels() {
    }

    /** The kind of the pending decision: the set-up, a §16.4 commando answer, a battle's stage, or the phase. */
    static String kind(GameState s) {
        if (Placement.next(s) != null) {
            return "PLACEMENT"; // §3.0
        }
        if (s.misdirecting != null) {
            return "MISDIRECTED_ROAD"; // §16.4
        }
        if (!s.misdirectChances.isEmpty()) {
            return "MISDIRECTION"; // §16.4
        }
        if (s.demolitionPending != null) {
            return "DISRUPTION"; // §16.4
        }
        Battle b = s.battle;
        if (b != null) {
            return switch (b.stage) {
                case DECLARE -> "DECLARE_BATTLE"; // §11.1
                case ATTACKER_SUPPORT -> "ATTACKER_SUPPORT"; // §11.71
                case DEFENDER_SUPPORT -> "DEFENDER_SUPPORT";
                case RESULTS -> {
                    Obligation o = b.obligations.peek();
                    yield o != null && o.kind() == Obligation.Kind.RETREAT ? "RETREAT" : "STEP_LOSS"; // §11.8, §11.78
                }
                case ADVANCE -> "ADVANCE"; // §11.9
            };
        }
        if (s.stackingDue) {
            return "STACKING"; // §8.1
        }
        if (s.moving != null) {
            return "MOVING"; // §5.0
        }
        return s.phase.name(); // §4.2 · the phase's own decisions
    }

    /** The choice in the game's words: "Move 3fj-5 (tactical movement, §5.0)". */
    static String of(GameState s, String choice) {
        String[] w = toi.irontide.flow.Flow.words(choice);
        String a = w.length > 1 ? w[1] : "";
        String b = w.length > 2 ? w[2] : "";
        return switch (w[0]) {
            case "place" -> "Place " + a + " in " + b + " (§3.0 set-up)";
            case "road" -> "Move the misdirected unit to " + a + " along the road (§16.4)";
            case "misdirect" -> "Try to misdirect the passing unit with " + a + " (§16.4)";
            case "let-pass" -> "Let it pass (§16.4)";
            case "disrupt" -> "Try to disrupt the demolition with " + a + " (§16.4)";
            case "no-disruption" -> "No disruption (§16.4)";
            case "with" -> "Attack with " + a + name(s, a) + " (§11.1)";
            case "also" -> "Attack the hex " + a + " too (§11.1)";
            case "commit" -> "Commit to the attack (§11.1)";
            case "cancel" -> "Call off this attack";
            case "artillery" -> "Support with the artillery " + a + name(s, a) + " (§11.5)";
            case "air" -> "Commit an Air Point (§11.6)";
            case "defend-with" -> "Defend with the regiment " + a + name(s, a) + " (§11.1)";
            case "lose" -> "Take the step loss on " + a + name(s, a) + " (§11.78)";
            case "retreat" -> "Retreat to " + a + " (§11.8)";
            case "stand" -> "Stand and lose a step instead of retreating (§11.8)";
            case "advance" -> "Advance " + a + " into " + b + " (§11.9)";
            case "eliminate" -> "Eliminate " + a + name(s, a) + " (§8.1 stacking)";
            case "to" -> "Move to " + a + " (§5.0)";
            case "exit" -> "Exit the map here (§5.3)";
            case "stop" -> "Stop moving";
            case "move" -> "Move " + a + name(s, a) + " (tactical movement, §5.0)";
            case "strategic" -> "Move " + a + name(s, a) + " strategically (§5.2)";
            case "move-stack" -> "Move the stack in " + a + " together (§5.0)";
            case "strategic-stack" -> "Move the stack in " + a + " together, strategically (§5.0, §5.2)";
            case "enter" -> "Bring " + a + " on at " + b + " (§14.0 reinforcements)";
            case "enter-strategic" -> "Bring " + a + " on at " + b + " in strategic movement (§14.0)";
            case "reserve" -> "Put the stack in " + a + " into Reserve (§6.0)";
            case "replace" -> "Replace a step of " + a + name(s, a) + " (§15)";
            case "allot-resupply" -> "Allot an Air Point to air resupply (§12.4)";
            case "resupply" -> "Air resupply for " + a + " (§12.4)";
            case "entrench" -> "Entrench with " + a + " (§13.3)";
            case "build-bridge" -> "Build a bridge from " + a + "'s hex to " + b + " (§13.1)";
            case "demolish" -> "Blow the bridge " + b + "-" + (w.length > 3 ? w[3] : "") + " with " + a + " (§13.1)";
            case "destroy-depot" -> "Destroy the fuel depot in " + b + " with " + a + " (§13.2)";
            case "attack" -> "Attack " + a + " (§11.0)";
            case "end-phase" -> "End the " + s.phase.label() + " (§4.2)";
            case "done" -> done(s);
            default -> choice;
        };
    }

    private static String done(GameState s) {
        if (s.misdirecting != null) {
            return "The misdirected unit stops here (§16.4)";
        }
        Battle b = s.battle;
        if (b == null) {
            return "Done";
        }
        return switch (b.stage) {
            case ATTACKER_SUPPORT -> "No more attacking support (§11.71)";
            case DEFENDER_SUPPORT -> "No more defending support: roll the battle (§11.71–11.77)";
            case ADVANCE -> "No more advances (§11.9)";
            default -> "Done";
        };
    }

    private static String name(GameState s, String id) {
        UnitState u = s.unit(id);
        return u == null || u.def.name() == null || u.def.name().isBlank() || u.def.name().equals(id) ? "" : " (" + u.def.name() + ")";
    }
}
