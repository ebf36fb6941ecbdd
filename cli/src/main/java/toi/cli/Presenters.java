package toi.cli;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;
import toi.cli.irontide.IronTidePresenter;
import toi.cli.tideofiron.TideOfIronPresenter;
import toi.protocol.Ruleset;
import toi.protocol.Rulesets;

/**
 * Where the terminal's games are registered: one {@link Presenter} a ruleset, with its own tools ({@link Presenter#commands()})
 * and the JSON of its values. The only class of the command line's shared path that names the games; {@code ./toi play},
 * {@code ./toi simulate} and {@code ./toi validate} find a scenario's ruleset here.
 */
final class Presenters {
    private static final List<Presenter> ALL = List.of(new IronTidePresenter(), new TideOfIronPresenter());

    private Presenters() {
    }

    /** Every registered presenter, in order. */
    static List<Presenter> all() {
        return ALL;
    }

    /**
     * The games' values as JSON Lines read them ({@code ./toi play --json}): Tide of Iron's hexes as their labels ("C4"; Iron
     * Tide's events write their hex ids themselves).
     */
    static com.fasterxml.jackson.databind.Module values() {
        return new com.fasterxml.jackson.databind.module.SimpleModule()
                .addSerializer(toi.engine.hex.Hex.class, new com.fasterxml.jackson.databind.ser.std.ToStringSerializer(toi.engine.hex.Hex.class))
                .addKeySerializer(toi.engine.hex.Hex.class, new com.fasterxml.jackson.databind.ser.std.ToStringSerializer(toi.engine.hex.Hex.class));
    }

    /** Whether a failure is a game's own error (its content loader's), told as it is. */
    static boolean explains(Throwable failure) {
        return ALL.stream().anyMatch(p -> p.explains(failure));
    }

    /** The presenter that checks a FILE argument of {@code ./toi validate}: the first registered that takes it. */
    static Presenter validating(Path given) {
        return ALL.stream().filter(p -> p.validates(given)).findFirst()
                .orElseThrow(() -> new Errors.UserError(given + ": no game reads this file"));
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
