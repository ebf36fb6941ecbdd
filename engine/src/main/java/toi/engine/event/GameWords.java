package toi.engine.event;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The few phrases every text a person reads is made of — an action's name as the rulebook prints it ("Concentrated
 * Fire", "Fire and Movement"), lists joined as a sentence joins them ("D3, T3 and AN3"), a stock counted out ("2 alpha
 * and 2 expert") — so log lines, decision prompts, choice labels and end reasons speak the game, never the command
 * grammar.
 */
public final class GameWords {
    private GameWords() {
    }

    /** An action's id ({@code concentrated-fire}) as its rulebook name ("Concentrated Fire"); 000 · THE ACTION PHASE. */
    public static String action(String id) {
        return title(id);
    }

    /** A hyphenated id in words with capitals ("prepare-op-fire" → "Prepare Op Fire", "fire-and-movement" → "Fire and Movement"). */
    public static String title(String id) {
        StringBuilder out = new StringBuilder();
        for (String w : id.split("-")) {
            if (out.length() > 0) {
                out.append(' ');
            }
            boolean small = w.equals("and") || w.equals("of") || w.equals("in") || w.equals("to");
            out.append(small || w.isEmpty() ? w : Character.toUpperCase(w.charAt(0)) + w.substring(1));
        }
        return out.toString();
    }

    /** A hyphenated id in plain words ("tank-trap" → "tank trap"). */
    public static String words(String id) {
        return id.replace('-', ' ');
    }

    /** Items as a sentence lists them: "A", "A and B", "A, B and C". */
    public static String list(List<?> items) {
        List<String> s = items.stream().map(String::valueOf).toList();
        if (s.isEmpty()) {
            return "";
        }
        if (s.size() == 1) {
            return s.get(0);
        }
        return String.join(", ", s.subList(0, s.size() - 1)) + " and " + s.get(s.size() - 1);
    }

    /** A stock counted out: {alpha=2, expert=1} → "2 alpha and 1 expert". */
    public static String counts(Map<String, Integer> stock) {
        return list(stock.entrySet().stream().map(e -> e.getValue() + " " + words(e.getKey())).collect(Collectors.toList()));
    }

    /** The first letter in capitals (a sentence's start). */
    public static String sentence(String text) {
        return text == null || text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }
}
