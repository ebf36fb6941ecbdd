package toi.engine.game.protocol;

import java.util.List;

/**
 * What the game is waiting for: who decides, what kind of decision, and the legal choices.
 * For decisions with large spaces (attacks with any set of supporters) {@code options} lists a
 * representative set and {@link Game#apply} accepts any other legal choice too.
 */
public record Decision(String nation, String division, Kind kind, String prompt, List<Choice> options) {

    public Decision(String nation, Kind kind, String prompt, List<Choice> options) {
        this(nation, null, kind, prompt, options);
    }

    public enum Kind { DRAW_CARD, CARD_TARGET, CARD_PICK, BUILD_SQUAD, AGREE, ASSIGN_TOKEN, PLACE_MARKER, DEPLOY, REINFORCE, FIRST_DIVISION, ACTION, MOVE, OP_FIRE, CASUALTIES, ASSAULT_CASUALTIES, RETREAT, ADVANCE, INITIATIVE_BID, OP_FIRE_MODE,
        TRANSFER, GAME_OVER, MUNITIONS, MUNITIONS_DISCARD, FACING }

    public Decision {
        options = List.copyOf(options);
    }

    /** The seat that must answer (nation, and division when one player of a team decides). */
    public Seat seat() {
        return new Seat(nation, division);
    }
}
