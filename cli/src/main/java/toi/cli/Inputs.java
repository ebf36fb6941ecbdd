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
final class Inputs {
    private Inputs() {
    }

    static Position load(Path file) {
        if (!Files.isRegularFile(file)) {
            throw new Errors.UserError(file + ": no such file");
        }
        if (isScenario(file)) { // a scenario's position: its map, zones, objectives and any units placed at the start
            return toi.content.ScenarioLoader.load(file, Catalogs.load()).position();
        }
        return PositionLoader.load(file, Catalogs.load());
    }

    /** A scenario (game setup) file names its sides; maps and positions do not. */
    static boolean isScenario(Path file) {
        try {
            return new com.fasterxml.jackson.databind.ObjectMapper().readTree(file.toFile()).has("sides");
        } catch (java.io.IOException e) {
            return false; // the loaders report unreadable files
        }
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
}
