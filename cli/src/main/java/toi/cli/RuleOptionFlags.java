package toi.cli;

import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;
import toi.content.OptionCatalog;
import toi.engine.options.RuleOptions;
import toi.engine.scenario.GameSetup;
import toi.engine.units.Position;

/**
 * The optional rules a command line switches on (003, {@code ./toi options}): {@code --option NAME} (repeatable) and
 * {@code --options a,b}. An unknown name is one error with the list of known ones.
 */
public final class RuleOptionFlags {
    @Option(names = "--option", paramLabel = "NAME", description = "switch an optional rule on (repeatable; ./toi options lists them)")
    public List<String> one = new ArrayList<>();
    @Option(names = "--options", split = ",", paramLabel = "A,B", description = "switch these optional rules on (comma-separated)")
    public List<String> many = new ArrayList<>();

    public boolean given() {
        return !one.isEmpty() || !many.isEmpty();
    }

    /** The options named on the command line. */
    public RuleOptions chosen() {
        List<String> ids = new ArrayList<>(one);
        ids.addAll(many);
        return select(ids, "--option");
    }

    /** The scenario's own options and those of the command line. */
    public GameSetup apply(GameSetup setup) {
        return given() ? setup.withOptions(setup.options().plus(chosen())) : setup;
    }

    public Position apply(Position position) {
        return given() ? position.withOptions(position.options().plus(chosen())) : position;
    }

    /** Options by id, refused as a user's error naming {@code where}. */
    public static RuleOptions select(List<String> ids, String where) {
        try {
            return OptionCatalog.load().select(ids);
        } catch (IllegalArgumentException e) {
            throw new Errors.UserError(where + ": " + e.getMessage());
        }
    }
}
