package toi.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import toi.content.Catalogs;
import toi.content.PositionLoader;
import toi.engine.hex.Hex;
import toi.engine.hex.HexLabels;
import toi.engine.units.Position;
import toi.engine.units.Unit;

/** Loading a map or position file and resolving "a hex id or a unit id" arguments. */
public final class Inputs {
    private Inputs() {
    }

    public static Position load(Path given) {
        Path file = resolve(given);
        if (!Files.isRegularFile(file)) {
            throw new Errors.UserError(given + ": no such file" + (looksLikeId(given) ? " or scenario id (ids: ./toi scenarios)" : ""));
        }
        if (isScenario(file)) { // a scenario's position: its map, zones, objectives and any units placed at the start
            return toi.content.ScenarioLoader.load(file, Catalogs.load()).position();
        }
        return PositionLoader.load(file, Catalogs.load());
    }

    /**
     * The one reading of a FILE|ID argument, shared by every command: an existing file as given, else the scenario
     * {@code scenarios/ID.json} ({@link ScenariosCommand#folder()}), else the argument unchanged (for the caller's
     * "no such file" error).
     */
    public static Path resolve(Path given) {
        if (Files.exists(given) || !looksLikeId(given)) {
            return given;
        }
        Path byId = ScenariosCommand.folder().resolve(given + ".json");
        return Files.isRegularFile(byId) ? byId : given;
    }

    /** The scenario id the argument names (a file {@code scenarios/ID.json}, not a file of its own), else null. */
    public static String scenarioId(Path given) {
        return !Files.exists(given) && looksLikeId(given) && Files.isRegularFile(resolve(given)) ? given.toString() : null;
    }

    private static boolean looksLikeId(Path given) {
        return given.toString().matches("[A-Za-z0-9][A-Za-z0-9._-]*") && !given.toString().endsWith(".json");
    }

    /** A whole-number option within sane bounds, else one clear error naming the option. */
    public static long within(String option, long value, long min, long max) {
        if (value < min || value > max) {
            throw new Errors.UserError(option + " must be from " + min + " to " + max + ", not " + value);
        }
        return value;
    }

    /** A scenario (game setup) file names its sides; maps and positions do not. */
    public static boolean isScenario(Path file) {
        try {
            return new com.fasterxml.jackson.databind.ObjectMapper().readTree(file.toFile()).has("sides");
        } catch (java.io.IOException e) {
            return false; // the loaders report unreadable files
        }
    }

    /** A hex given by its id ("C4") or by the id of a unit standing in it. */
    public static Hex hexOrUnit(Position position, String text) {
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

    public static Unit unit(Position position, String id) {
        return position.unit(id).orElseThrow(() -> new Errors.UserError("no unit '" + id + "' in this position (units: "
                + String.join(", ", position.units().stream().map(Unit::id).toList()) + ")"));
    }
}
