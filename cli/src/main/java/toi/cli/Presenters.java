package toi.cli;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;
import toi.protocol.Ruleset;
import toi.protocol.Rulesets;

/**
 * Where the terminal's games are registered: one {@link Presenter} a ruleset. The only class of the command line's
 * shared path that names the games; {@code ./toi play} and {@code ./toi simulate} find a scenario's ruleset here.
 */
final class Presenters {
    private static final List<Presenter> ALL = List.of(new IronTidePresenter(), new TideOfIronPresenter());

    private Presenters() {
    }

    /** The presenter of a ruleset ({@link Ruleset#id()}). */
    static Presenter of(String ruleset) {
        return ALL.stream().filter(p -> p.ruleset().equals(ruleset)).findFirst()
                .orElseThrow(() -> new Errors.UserError("the terminal has no presenter for the ruleset '" + ruleset + "'"));
    }

    /**
     * The presenter that plays a SCENARIO argument: a scenario id picks its ruleset ({@link Rulesets#forScenario}); a file
     * or a folder, the ruleset that reads it.
     */
    static Presenter forScenario(Path scenario) {
        Presenter p = forScenarioOrNull(scenario);
        if (p == null) {
            throw new Errors.UserError("no scenario file or id '" + scenario + "' (ids: ./toi scenarios; or an owner's scenario folder)");
        }
        return p;
    }

    /** The same, null when no ruleset plays it. */
    static Presenter forScenarioOrNull(Path scenario) {
        String id = scenario.toString();
        if (id.matches("[A-Za-z0-9][A-Za-z0-9._-]*") && !id.endsWith(".json") && !java.nio.file.Files.exists(scenario)) {
            try {
                return of(Rulesets.forScenario(id).id());
            } catch (IllegalArgumentException notAnId) {
                // a name no ruleset lists: perhaps a file the presenters read
            }
        }
        for (Presenter p : ALL) {
            if (p.plays(scenario)) {
                return p;
            }
        }
        return null;
    }

    /** The presenter whose game a save holds. */
    static Presenter forSave(Path file, JsonNode save) {
        for (Presenter p : ALL) {
            if (p.reads(save)) {
                return p;
            }
        }
        throw new Errors.UserError(file + ": not a saved game of " + String.join(" or ", ALL.stream().map(Presenter::ruleset).toList()));
    }
}
