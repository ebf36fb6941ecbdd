package toi.irontide.data;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * Iron Tide's optional rules, chosen for a game at its start (by {@code --option NAME}, kept in saved games): the
 * rulebook's §17.4 Army Command, and the publisher's errata IT 14 on demolition, which is not in the rulebook's text.
 */
public enum GameOption {
    ARMY_COMMAND("army-command", "Army Command", "001 · 17.4 Army Command - Optional",
            "units of different armies (the counter's diamond) may not stack together, attack in the same combat or share artillery, in place of §17.3 British Insularity"),
    DEMOLITION_ERRATA("demolition-errata", "Demolition errata (IT 14)", "publisher's errata IT 14 on 001 · 13.1 Bridges",
            "one demolition roll per bridge (or fuel depot, §13.2) and one attempt per unit in an Engineering Phase, in place of the text's roll per unit per bridge and two attempts per unit");

    private final String id;
    private final String name;
    private final String heading;
    private final String summary;

    GameOption(String id, String name, String heading, String summary) {
        this.id = id;
        this.name = name;
        this.heading = heading;
        this.summary = summary;
    }

    public String id() {
        return id;
    }

    /** Its name for people, then what it changes: "Army Command: units of different armies …". */
    public String label() {
        return name + ": " + summary;
    }

    public String heading() {
        return heading;
    }

    public String summary() {
        return summary;
    }

    /** The option by its name; another name is refused naming the ones there are. */
    public static GameOption parse(String name) {
        for (GameOption o : values()) {
            if (o.id.equals(name)) {
                return o;
            }
        }
        throw new IllegalArgumentException("Iron Tide's optional rules are " + String.join(", ", names()) + ", not '" + name + "'");
    }

    public static Set<GameOption> parseAll(List<String> names) {
        Set<GameOption> result = EnumSet.noneOf(GameOption.class);
        for (String n : names) {
            result.add(parse(n));
        }
        return result;
    }

    public static List<String> names() {
        return java.util.Arrays.stream(values()).map(GameOption::id).toList();
    }
}
