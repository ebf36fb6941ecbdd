package toi.engine.game.state;

import java.util.List;
import toi.engine.hex.Hex;

/**
 * A Strategy card being resolved: which effect comes next, the target area, hexes still to be struck
 * by the current attack, and how many picks the current effect still allows. Immutable.
 *
 * @param area      the target hex, or the three hexes of a target line (after drift, the final ones)
 * @param strikes   hexes still to be hit by the current area attack or wide blast radius, one roll each
 * @param picksLeft picks the current effect still allows (units to refresh, squads to rally, markers …)
 * @param picked    what the current effect has picked so far (for "in one hex" limits)
 * @param division  in team games, the division (player) that activated the card, whose units its effects
 *                  pick; null in two-player games (000 · THREE- AND FOUR-PLAYER GAMES · Strategy Cards)
 * @param action    the card was activated as an action (its end ends the action)
 * @param starShell an Artillery card fired as a star shell at its final target hex instead of its attacks (003 · Night
 *                  Rules)
 */
public record PendingCard(String cardId, String nation, String division, int next, List<Hex> area, List<Hex> strikes, int picksLeft,
                   List<String> picked, boolean action, boolean starShell) {

    public PendingCard(String cardId, String nation, String division, int next, List<Hex> area, List<Hex> strikes, int picksLeft,
                       List<String> picked, boolean action) {
        this(cardId, nation, division, next, area, strikes, picksLeft, picked, action, false);
    }

    public PendingCard {
        area = List.copyOf(area);
        strikes = List.copyOf(strikes);
        picked = List.copyOf(picked);
    }

    public PendingCard at(int effect) {
        return new PendingCard(cardId, nation, division, effect, area, List.of(), 0, List.of(), action, starShell);
    }

    public PendingCard withArea(List<Hex> a) {
        return new PendingCard(cardId, nation, division, next, a, strikes, picksLeft, picked, action, starShell);
    }

    public PendingCard withStrikes(List<Hex> s) {
        return new PendingCard(cardId, nation, division, next, area, s, picksLeft, picked, action, starShell);
    }

    /** The same card fired as a star shell (003 · Night Rules). */
    public PendingCard asStarShell() {
        return new PendingCard(cardId, nation, division, next, area, strikes, picksLeft, picked, action, true);
    }

    public PendingCard withPicks(int left, List<String> p) {
        return new PendingCard(cardId, nation, division, next, area, strikes, left, p, action, starShell);
    }
}
