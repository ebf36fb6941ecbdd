package toi.irontide.event;

/**
 * A log line no typed event describes yet (the scenario's banner, a rule's remark): its text, and the rule read from
 * its {@code §x.y ·} opening when it has one.
 */
public record Note(String rule, String text) implements IronTideEvent {

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
