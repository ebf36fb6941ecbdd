package toi.protocol;

import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;

/** The rulesets on the class path, found by {@link ServiceLoader}: where a game is registered, and nowhere else. */
public final class Rulesets {
    private static volatile List<Ruleset> all;

    private Rulesets() {
    }

    /** Every registered ruleset, ordered by id. */
    public static List<Ruleset> all() {
        List<Ruleset> found = all;
        if (found == null) {
            List<Ruleset> list = new ArrayList<>();
            ServiceLoader.load(Ruleset.class).forEach(list::add);
            list.sort(java.util.Comparator.comparing(Ruleset::id));
            all = found = List.copyOf(list);
        }
        return found;
    }

    /** The ruleset with this id; an unknown id is refused naming the known ones. */
    public static Ruleset get(String id) {
        for (Ruleset r : all()) {
            if (r.id().equals(id)) {
                return r;
            }
        }
        throw new IllegalArgumentException("no ruleset '" + id + "'; known: " + all().stream().map(Ruleset::id).toList());
    }

    /** The ruleset that has a scenario with this id (scenario ids are unique across rulesets). */
    public static Ruleset forScenario(String scenario) {
        for (Ruleset r : all()) {
            if (r.scenarios().stream().anyMatch(s -> s.id().equals(scenario))) {
                return r;
            }
        }
        throw new IllegalArgumentException("no scenario '" + scenario + "' in any ruleset");
    }
}
