package toi.engine.game;

import toi.engine.game.state.GameState;

import java.util.List;
import java.util.Map;
import toi.engine.units.Unit;

/**
 * Whether anything a player could not know was learned between two states of one game: a die rolled,
 * a card drawn from a deck, a concealed unit revealed. Taking back choices across such a moment
 * would let a player see the future and choose again, so undo stops there.
 */
public final class Secrets {
    private Secrets() {
    }

    /** The first thing learned between {@code before} and the later {@code after}, in words; null if nothing was. */
    public static String revealedBetween(GameState before, GameState after) {
        if (before.dice.state() != after.dice.state()) {
            return "dice were rolled";
        }
        if (cardsInDecks(after.decks) < cardsInDecks(before.decks)) {
            return "a Strategy card was drawn";
        }
        for (Unit u : before.units.values()) {
            Unit now = after.units.get(u.id());
            if (u.concealed() && (now == null || !now.concealed())) {
                return "the concealed unit " + u.id() + " was revealed";
            }
        }
        if (before.reserve != null) { // concealed units waiting off the board
            for (Unit u : before.reserve.values()) {
                Unit now = after.reserve == null ? null : after.reserve.get(u.id());
                Unit placed = after.units.get(u.id());
                if (u.concealed() && (now == null || !now.concealed()) && (placed == null || !placed.concealed())) {
                    return "the concealed unit " + u.id() + " was revealed";
                }
            }
        }
        return null;
    }

    private static int cardsInDecks(Map<String, List<String>> decks) {
        int n = 0;
        for (List<String> d : decks.values()) {
            n += d.size();
        }
        return n;
    }
}
