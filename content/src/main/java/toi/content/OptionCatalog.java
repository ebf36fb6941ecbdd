package toi.content;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import toi.engine.options.RuleOption;
import toi.engine.options.RuleOptions;
import toi.json.Node;

/**
 * The optional rules a game may switch on ({@code options.json}): each with its id, name, the rulebook and heading it
 * comes from, a one-line summary and its numbers. Every entry must be an option the engine has code for
 * ({@link RuleOption}), and every such option must be described here; a file that disagrees is refused.
 */
public record OptionCatalog(List<Entry> entries) {
    public static final String FILE = "options.json";

    /** One option as the file describes it. */
    public record Entry(RuleOption option, String name, String book, String heading, String summary, Map<String, Integer> params) {
        public String id() {
            return option.id();
        }
    }

    public OptionCatalog {
        entries = List.copyOf(entries);
    }

    /** The built-in file, or {@code options.json} in $TOI_DATA when that folder has one. */
    public static OptionCatalog load() {
        String dir = System.getenv("TOI_DATA");
        if (dir != null && !dir.isBlank() && Files.isRegularFile(Path.of(dir, FILE))) {
            Path file = Path.of(dir, FILE);
            return from(file.toString(), Catalogs.read(file));
        }
        OptionCatalog c = builtIn;
        if (c == null) {
            c = from(FILE, Catalogs.resource(FILE));
            builtIn = c;
        }
        return c;
    }

    /** The built-in file once read (it never changes while the application runs). */
    private static volatile OptionCatalog builtIn;

    public static OptionCatalog from(String file, String text) {
        Node root = Node.parse(file, text, ContentException::new).allowOnly("options");
        List<Entry> entries = new ArrayList<>();
        for (Node o : root.get("options").elements()) {
            o.allowOnly("id", "name", "book", "heading", "summary", "params", "source");
            String id = o.get("id").text();
            RuleOption option = RuleOption.byId(id);
            if (option == null) {
                throw o.get("id").error("option '" + id + "' has no rule in the engine (the engine's options: "
                        + String.join(", ", engineIds()) + ")");
            }
            if (entries.stream().anyMatch(e -> e.option() == option)) {
                throw o.get("id").error("option '" + id + "' is described twice");
            }
            String book = o.oneOf("book", null, "000", "002", "003", "004");
            Map<String, Integer> params = new LinkedHashMap<>();
            Node p = o.opt("params");
            if (p != null) {
                p.json.fieldNames().forEachRemaining(name -> {
                    if (!option.params().contains(name)) {
                        throw p.get(name).error("the rule has no number '" + name + "' (its numbers: " + option.params() + ")");
                    }
                    params.put(name, p.get(name).integer(0, 20));
                });
            }
            for (String name : option.params()) {
                if (!params.containsKey(name)) {
                    throw new ContentException(file, o.path + ".params." + name, "missing (the rule needs this number)");
                }
            }
            if (option == RuleOption.NIGHT) {
                checkVisibilityTable(p, params);
            }
            String summary = o.get("summary").text();
            if (summary.isBlank() || summary.contains("\n")) {
                throw o.get("summary").error("one line of text, not empty");
            }
            entries.add(new Entry(option, o.get("name").text(), book, o.get("heading").text(), summary, params));
        }
        for (RuleOption option : RuleOption.values()) {
            if (entries.stream().noneMatch(e -> e.option() == option)) {
                throw root.get("options").error("option '" + option.id() + "' is missing (the engine has its rule; describe it here)");
            }
        }
        return new OptionCatalog(entries);
    }

    /**
     * 003 · Night Rules: the visibility roll's table splits one die's faces 1–6 into three bands in order (no change, the
     * small increase, the large one), and the first round sees at least one hex.
     */
    private static void checkVisibilityTable(Node p, Map<String, Integer> params) {
        int none = params.get("noChangeUpTo");
        int small = params.get("smallIncreaseUpTo");
        if (none < 1 || none > 6) {
            throw p.get("noChangeUpTo").error("a die's face, 1 to 6 (the highest roll that leaves visibility unchanged)");
        }
        if (small < none || small > 6) {
            throw p.get("smallIncreaseUpTo").error("a die's face from noChangeUpTo (" + none + ") to 6 (the highest roll that"
                    + " raises visibility by smallIncrease; higher rolls raise it by largeIncrease)");
        }
        if (params.get("firstRoundVisibility") < 1) {
            throw p.get("firstRoundVisibility").error("at least 1 hex (units always see the hexes next to them)");
        }
    }

    private static List<String> engineIds() {
        List<String> out = new ArrayList<>();
        for (RuleOption o : RuleOption.values()) {
            out.add(o.id());
        }
        return out;
    }

    /** The ids of every option, in the file's order. */
    public List<String> ids() {
        return entries.stream().map(Entry::id).toList();
    }

    /**
     * The options with these ids and their numbers (a name given twice counts once); an unknown id is refused with the
     * list of known ones ({@link IllegalArgumentException}).
     */
    public RuleOptions select(Collection<String> ids) {
        Map<RuleOption, Map<String, Integer>> on = new EnumMap<>(RuleOption.class);
        for (String raw : ids) {
            String id = raw == null ? "" : raw.trim();
            Entry e = entries.stream().filter(x -> x.id().equals(id)).findFirst().orElseThrow(() -> new IllegalArgumentException(
                    "unknown option '" + id + "' (known: " + String.join(", ", ids()) + ")"));
            on.put(e.option(), e.params());
        }
        return RuleOptions.of(on);
    }

    /** Every option on (the property test's games with all options). */
    public RuleOptions all() {
        return select(ids());
    }

    public Entry entry(RuleOption option) {
        return entries.stream().filter(e -> e.option() == option).findFirst().orElseThrow();
    }
}
