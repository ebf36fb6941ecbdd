package toi.engine.cards;

import java.util.List;

/**
 * One building block of a Strategy card's text (000 · Strategy Card Keywords and the card effects
 * the scenarios use). A card is a list of these, resolved in order.
 */
public sealed interface Effect {

    /** 000 · Keyword "Establish Contact (X)": roll X or more, or the card waits in the play area. */
    record EstablishContact(int target) implements Effect {
    }

    /** 000 · Keyword "Target Hex": the player places the target token on any hex. */
    record TargetHex() implements Effect {
    }

    /** 002 · Keyword "Target Line": the target hex and two more in a straight line from it. */
    record TargetLine() implements Effect {
    }

    /** 000 · Keyword "Determine Drift". */
    record Drift() implements Effect {
    }

    /** 000 · Keyword "Area Attack (X)" on the target area; hits on {@code hitOn}+ (5 unless the card says). */
    record AreaAttack(int strength, boolean suppressive, int hitOn) implements Effect {
    }

    /** 000 · Keyword "Wide Blast Radius (X)": an area attack on each hex adjacent to the target area, rolled separately. */
    record WideBlastRadius(int strength, boolean suppressive) implements Effect {
    }

    record GainCommand(int amount) implements Effect {
    }

    /** Command added to the player's initiative pool. */
    record Initiative(int amount) implements Effect {
    }

    /** Remove the activation token from up to {@code count} of the player's fatigued units (All or Nothing). */
    record RefreshUnits(int count) implements Effect {
    }

    /** Remove the condition token from up to {@code count} of the player's squads. */
    record Rally(int count) implements Effect {
    }

    /** Receive figures into the player's weakened squads (Hardened Veterans). */
    record ReceiveFigures(String figure, int count) implements Effect {
    }

    /** Units that arrive in the player's R hexes; each is a list of figure type ids or one vehicle type id. */
    record Reinforce(List<List<String>> squads, List<String> vehicles) implements Effect {
        public Reinforce {
            squads = List.copyOf(squads);
            vehicles = List.copyOf(vehicles);
        }
    }

    /** Concealed markers on up to {@code count} friendly squads in one hex not adjacent to enemy units (Go to Ground). */
    record Conceal(int count) implements Effect {
    }

    /** The player places markers; near "friendly" = in or adjacent to a hex with a friendly unit. */
    record PlaceMarker(String marker, int count, String near) implements Effect {
    }

    /** While the card is in the play area, later cards of a deck whose name contains {@code deck} cost less (Increased Priority). */
    record CostReduction(String deck, int amount) implements Effect {
    }

    /** Draw more Strategy cards. */
    record Draw(int count) implements Effect {
    }

    /** The card's action activates a fresh friendly unit with an Advance action with extra movement points. */
    record Advance(int mp) implements Effect {
    }
}
