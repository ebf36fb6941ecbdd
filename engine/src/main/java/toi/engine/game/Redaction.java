package toi.engine.game;

import toi.engine.game.protocol.Seat;
import toi.engine.game.state.GameState;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import toi.engine.event.Event;
import toi.engine.units.Unit;

/**
 * What a seat may not know, taken out of events (docs/architecture.md · Seats and views): the card
 * an opponent drew (the deck it came from stays), and which squad an enemy concealed squad marker
 * stands for (docs/rulings.md R-VIEW-2). Every event is still delivered, so event numbers have no
 * gaps; only its secret fields change. Deck order and the dice state never appear in events at all.
 */
public final class Redaction {
    private final String nation;
    private final UnaryOperator<String> alias;
    /** The concealed squads' ids as whole words of a text (null: none). */
    private final java.util.regex.Pattern ids;

    private Redaction(String nation, UnaryOperator<String> alias, java.util.regex.Pattern ids) {
        this.nation = nation;
        this.alias = alias;
        this.ids = ids;
    }

    static Redaction of(GameState s, Seat seat, long salt) {
        Map<String, String> aliases = new HashMap<>();
        for (Unit u : concealedEnemies(s, seat.nation())) {
            aliases.put(u.id(), alias(u, s.markerOf(u.id()), salt));
        }
        java.util.regex.Pattern ids = aliases.isEmpty() ? null : java.util.regex.Pattern.compile("(?<![\\w-])("
                + String.join("|", aliases.keySet().stream().sorted().map(java.util.regex.Pattern::quote).toList()) + ")(?![\\w-])");
        return new Redaction(seat.nation(), id -> aliases.getOrDefault(id, id), ids);
    }

    /** The opponent's concealed squads, on the board and (in setup) in reserve. */
    static List<Unit> concealedEnemies(GameState s, String nation) {
        List<Unit> out = new ArrayList<>();
        for (Unit u : s.units.values()) {
            if (u.concealed() && !u.nation().equals(nation)) {
                out.add(u);
            }
        }
        if (s.reserve != null) {
            for (Unit u : s.reserve.values()) {
                if (u.concealed() && !u.nation().equals(nation)) {
                    out.add(u);
                }
            }
        }
        return out;
    }

    /**
     * A stable name for a concealed squad that says nothing of which squad it is: made from its side and its marker's
     * number (GameState.markers), which every seat knows, never from the squad's id (docs/rulings.md R-VIEW-3); salted
     * with the game's secret seed. A squad given no number (a test's hand-made state) is named by its id.
     */
    static String alias(Unit u, int marker, long salt) {
        String key = marker > 0 ? u.nation() + "#" + marker : u.id();
        long z = salt ^ (key.hashCode() * 0x9E3779B97F4A7C15L);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return "concealed-" + Long.toHexString((z ^ (z >>> 31)) & 0xffffffL);
    }

    String unit(String id) {
        return alias.apply(id);
    }

    /** Whether {@code id} is an enemy concealed squad's own id, which this seat may not know. */
    boolean hides(String id) {
        return !alias.apply(id).equals(id);
    }

    /** A text (a decision's prompt) with every concealed enemy squad's id replaced by its alias. */
    String text(String text) {
        return ids == null || text == null ? text : ids.matcher(text).replaceAll(m -> alias.apply(m.group(1)));
    }

    List<Event> apply(List<Event> events) {
        List<Event> out = new ArrayList<>(events.size());
        for (Event e : events) {
            if (e instanceof Event.CardDrawn d && !d.nation().equals(nation)) {
                e = new Event.CardDrawn(d.nation(), null, d.deck());
            }
            // 002 · MUNITIONS SPECIALIZATION TOKENS: a facedown token's kind is its owner's (R-OPT-13)
            if (e instanceof Event.MunitionPlaced m && !m.nation().equals(nation)) {
                e = new Event.MunitionPlaced(m.nation(), m.unit(), null, m.cost());
            }
            if (e instanceof Event.MunitionDiscarded m && !m.nation().equals(nation) && m.facedown()) {
                e = new Event.MunitionDiscarded(m.nation(), m.unit(), null, true, m.why(), m.rule());
            }
            // 000 · CONCEALED SQUADS: a roll's purpose names its unit ("heal: ger-3"): a concealed enemy's by its alias
            if (e instanceof Event.DiceRolled r) {
                String purpose = ids == null ? r.purpose() : ids.matcher(r.purpose()).replaceAll("a concealed unit"); // issue 29: words
                e = new Event.DiceRolled(purpose, r.dice(), r.rule());
            }
            out.add(e.renamed(alias));
        }
        return out;
    }
}
