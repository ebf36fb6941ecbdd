package toi.cli.tideofiron;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import toi.cli.Errors;
import toi.cli.Inputs;
import toi.cli.RuleOptionFlags;
import toi.content.Catalogs;
import toi.content.OptionCatalog;
import toi.content.PositionLoader;
import toi.engine.hex.Hex;
import toi.engine.hex.HexLabels;
import toi.engine.options.RuleOptions;
import toi.engine.scenario.GameSetup;
import toi.engine.units.Position;
import toi.engine.units.Unit;

/**
 * Tide of Iron's arguments on the command line: a map or position file, "a hex id or a unit id", the optional rules
 * named by {@code --option} (003, {@code ./toi options}) and hexes as JSON. The shared {@link Inputs},
 * {@link RuleOptionFlags} and {@code Json} read words only.
 */
final class Positions {
    private Positions() {
    }

    static Position load(Path given) {
        Path file = Inputs.resolve(given);
        if (!Files.isRegularFile(file)) {
            throw new Errors.UserError(given + ": no such file" + (Inputs.looksLikeId(given) ? " or scenario id (ids: ./toi scenarios)" : ""));
        }
        if (Inputs.isScenario(file)) { // a scenario's position: its map, zones, objectives and any units placed at the start
            return toi.content.ScenarioLoader.load(file, Catalogs.load()).position();
        }
        return PositionLoader.load(file, Catalogs.load());
    }

    /** A hex given by its id ("C4") or by the id of a unit standing in it. */
    static Hex hexOrUnit(Position position, String text) {
        Optional<Unit> unit = position.unit(text);
        if (unit.isPresent()) {
            return unit.get().hex();
        }
        Hex hex;
        try {
            hex = HexLabels.parse(text);
        } catch (IllegalArgumentException e) {
            throw new Errors.UserError("'" + text + "' is neither a hex id (like C4) nor a unit id in this position");
        }
        if (!position.board().contains(hex)) {
            throw new Errors.UserError(text + " is off the board (columns A–"
                    + HexLabels.columnLetters(position.board().columns() - 1) + ", rows 1–" + position.board().rows() + ")");
        }
        return hex;
    }

    static Unit unit(Position position, String id) {
        return position.unit(id).orElseThrow(() -> new Errors.UserError("no unit '" + id + "' in this position (units: "
                + String.join(", ", position.units().stream().map(Unit::id).toList()) + ")"));
    }

    /** The options named on the command line. */
    static RuleOptions chosen(RuleOptionFlags flags) {
        return select(flags.ids(), "--option");
    }

    /** The scenario's own options and those of the command line. */
    static GameSetup apply(RuleOptionFlags flags, GameSetup setup) {
        return flags.given() ? setup.withOptions(setup.options().plus(chosen(flags))) : setup;
    }

    static Position apply(RuleOptionFlags flags, Position position) {
        return flags.given() ? position.withOptions(position.options().plus(chosen(flags))) : position;
    }

    /** Options by id, refused as a user's error naming {@code where}. */
    static RuleOptions select(List<String> ids, String where) {
        try {
            return OptionCatalog.load().select(ids);
        } catch (IllegalArgumentException e) {
            throw new Errors.UserError(where + ": " + e.getMessage());
        }
    }

    static List<String> hexes(List<Hex> hexes) {
        List<String> out = new ArrayList<>(hexes.size());
        for (Hex h : hexes) {
            out.add(h.toString());
        }
        return out;
    }

    static String hex(Hex h) {
        return h == null ? null : h.toString();
    }
}
