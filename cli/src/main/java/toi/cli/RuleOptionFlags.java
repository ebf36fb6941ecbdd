package toi.cli;

import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/**
 * The optional rules a command line switches on (003, {@code ./toi options}): {@code --option NAME} (repeatable) and
 * {@code --options a,b}, as words; each game's presenter reads them as its options (an unknown name is one error with the
 * list of known ones).
 */
public final class RuleOptionFlags {
    @Option(names = "--option", paramLabel = "NAME", description = "switch an optional rule on (repeatable; ./toi options lists them)")
    public List<String> one = new ArrayList<>();
    @Option(names = "--options", split = ",", paramLabel = "A,B", description = "switch these optional rules on (comma-separated)")
    public List<String> many = new ArrayList<>();

    public boolean given() {
        return !one.isEmpty() || !many.isEmpty();
    }

    /** The options' ids, as named on the command line. */
    public List<String> ids() {
        List<String> ids = new ArrayList<>(one);
        ids.addAll(many);
        return ids;
    }
}
