package toi.server.tideofiron;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import toi.ai.Explanation;
import toi.engine.combat.AttackBreakdown;
import toi.engine.combat.DiceMath;
import toi.engine.game.ChoiceOption;
import toi.engine.game.Game;
import toi.engine.game.Preview;
import toi.engine.game.protocol.Choice;
import toi.engine.game.protocol.Seat;
import toi.engine.hex.Hex;

/**
 * "Why did the computer do that?" in the game's words (issue 29): the computer's last decision ({@link Explanation}: its
 * choice and the alternatives it weighed, as command text and values) told as a player reads it — each choice labelled by
 * the one labeller ({@link ChoiceOption#label}), an attack with its dice, hit number and expected hits ("6 dice at ger-3 in
 * the woods at F5, hits on 5+ against 2 cover dice: 1.2 hits expected"), a move with where it ends — made when the decision
 * is made, from the game as it stood then (the game moves on; the words do not change). Each seat's figures are worked out as
 * that seat may work them out ({@link Game#preview(Seat, Choice)}: no other side's facedown munitions token); what a reader
 * may not see is hidden when it reads them ({@link #seenBy}).
 *
 * @param explanation the player's explanation (or one made for a decision it kept none of: a forced or only choice)
 * @param words       each choice's label, by its text
 * @param details     by nation, each choice's figures as that nation's seat works them out, by its text (absent: none)
 */
public record ComputerWords(Explanation explanation, Map<String, String> words, Map<String, Map<String, String>> details) {

    /** The words of {@code e} (null: the player kept none), made on {@code before}: the game as it stood when it chose. */
    static ComputerWords of(Explanation e, Game before, String player, String choice) {
        Explanation told = e != null ? e : new Explanation(player, before.pending().prompt(), choice,
                before.pending().options().size() <= 1 ? "its only choice" : "no account kept of this decision", List.of());
        List<String> texts = new ArrayList<>();
        texts.add(told.chosen());
        told.alternatives().forEach(a -> texts.add(a.choice()));
        Map<String, String> words = new LinkedHashMap<>();
        Map<String, Map<String, String>> details = new LinkedHashMap<>();
        for (String text : texts) {
            Choice c;
            try {
                c = Choice.parse(text);
            } catch (IllegalArgumentException notAChoice) {
                continue; // read as it is
            }
            words.putIfAbsent(text, ChoiceOption.label(c, before.state()));
            for (String nation : before.state().setup().nations()) {
                String d = detail(before, Seat.parse(nation), c);
                if (d != null) {
                    details.computeIfAbsent(nation, k -> new LinkedHashMap<>()).putIfAbsent(text, d);
                }
            }
        }
        return new ComputerWords(told, words, details);
    }

    /** An attack's dice and expected hits, an assault's chance, a move's end: as {@code seat} may work them out; else null. */
    private static String detail(Game g, Seat seat, Choice c) {
        Preview p;
        try {
            p = g.preview(seat, c);
        } catch (RuntimeException e) {
            return null;
        }
        if (p.refused() != null) {
            return null;
        }
        if (p.attack() != null && p.odds() != null && !p.odds().targets().isEmpty() && !p.attack().defenses().isEmpty()) {
            AttackBreakdown b = p.attack();
            var d = b.defenses().get(0);
            Hex at = d.target().hex();
            return String.format(Locale.ROOT, "%d dice at %s in %s, hits on %d+ against %d cover dice: %.1f hits expected", b.attackDice(),
                    d.target().id(), place(g, at), b.hitOn(), d.dice(), DiceMath.mean(p.odds().targets().get(0).hits()));
        }
        if (p.assaultOdds() != null) {
            return String.format(Locale.ROOT, "the assault succeeds %.0f%% of the time", 100 * p.assaultOdds().success());
        }
        if (p.route() != null) {
            Hex to = p.route().to();
            return "ends in " + place(g, to) + (p.route().opFireFrom().isEmpty() ? ", no op fire seen on the way"
                    : ", op fire could meet it on the way");
        }
        return null;
    }

    /** "F5 (woods)". */
    private static String place(Game g, Hex h) {
        return h == null ? "?" : h + " (" + g.state().board.terrain(h).name().toLowerCase(Locale.ROOT) + ")";
    }

    /**
     * The words as {@code nation}'s seat may read them in {@code now}: a choice that names what it may not see now (a card
     * in another hand, another side's concealed squad, the kind of its munitions token: {@code TideOfIronAi.seenBy}) is told
     * without it; the values in the words of the search or the rules of thumb.
     */
    Map<String, Object> seenBy(toi.engine.game.state.GameState now, String nation) {
        Explanation e = explanation;
        Explanation seen = toi.ai.tideofiron.TideOfIronAi.seenBy(e, now, nation);
        Map<String, String> mine = nation == null ? Map.of() : details.getOrDefault(nation, Map.of());
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("player", e.player());
        out.put("decision", e.decision());
        out.put("chosen", seen.chosen());
        out.put("chosenWords", told(e.chosen(), seen.chosen()));
        out.put("chosenDetail", e.chosen().equals(seen.chosen()) ? mine.get(e.chosen()) : null);
        out.put("method", e.method());
        List<Map<String, Object>> alts = new ArrayList<>();
        for (int i = 0; i < e.alternatives().size(); i++) {
            Explanation.Alternative a = e.alternatives().get(i), shown = seen.alternatives().get(i);
            Map<String, Object> alt = new LinkedHashMap<>();
            alt.put("choice", shown.choice());
            alt.put("words", told(a.choice(), shown.choice()));
            alt.put("detail", a.choice().equals(shown.choice()) ? mine.get(a.choice()) : null);
            alt.put("rating", rating(a, e.method()));
            alt.put("chosen", a.choice().equals(e.chosen()));
            alt.put("visits", a.visits());
            alt.put("value", a.value());
            alts.add(alt);
        }
        out.put("alternatives", alts);
        return out;
    }

    /** A choice's label, unless the reader may not see all it names. */
    private String told(String text, String shown) {
        if (!text.equals(shown)) {
            return text.contains("activate-card") ? "Activate a Strategy card you have not seen"
                    : "A choice that names what you cannot see (a concealed unit or a munitions token)";
        }
        return words.getOrDefault(text, text);
    }

    /** How the player rated an option, in words: a search's tries and mean result, a playout's points, the rules of thumb's score. */
    static String rating(Explanation.Alternative a, String method) {
        if (a.visits() > 0 && !method.startsWith("search")) { // flat Monte Carlo: its playouts' mean evaluation
            return String.format(Locale.ROOT, "played out %d times, %.1f points on average", a.visits(), a.value());
        }
        if (a.visits() > 0) {
            return String.format(Locale.ROOT, "tried in %d games played out from here, with a mean result of %+.2f (a win +1, a loss −1)",
                    a.visits(), a.value());
        }
        return String.format(Locale.ROOT, "scored %.1f by its rules of thumb", a.value());
    }
}
