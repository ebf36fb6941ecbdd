package toi.content;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import toi.engine.game.GameSetup;
import toi.engine.units.Position;

/**
 * Reads a game setup file (docs/content-format.md, "Game setup"): a position and the game's
 * sides, initiative, rounds, actions per turn and starting command. The full scenario format
 * (forces, deployment, cards, reinforcements, victory conditions) extends it.
 */
public final class ScenarioLoader {
    private ScenarioLoader() {
    }

    public static GameSetup load(Path file, Catalogs catalogs) {
        Node root = Node.parse(file.toString(), Catalogs.read(file));
        root.allowOnly("name", "notes", "position", "sides", "initiative", "rounds", "actions", "command", "victoryPointsEachRound",
                "teams");
        Node pos = root.get("position");
        Path dir = file.toAbsolutePath().getParent();
        Position position;
        if (pos.json.isTextual()) {
            Path p = dir.resolve(pos.text());
            if (!p.toFile().isFile()) {
                throw pos.error("position file '" + pos.text() + "' not found (looked for " + p + ")");
            }
            position = PositionLoader.load(p, catalogs);
        } else {
            position = PositionLoader.fromText(file.toString(), pos.json.toString(), dir, catalogs);
        }
        List<String> sides = root.texts("sides");
        if (sides.size() != 2) {
            throw root.get("sides").error("a game has two sides, e.g. [\"US\", \"GER\"]");
        }
        String initiative = root.get("initiative").text();
        if (!sides.contains(initiative)) {
            throw root.get("initiative").error("'" + initiative + "' is not one of the sides " + sides);
        }
        Map<String, Integer> actions = numbers(root.get("actions"), sides, 1, 20, true);
        Map<String, Integer> command = root.has("command") ? numbers(root.get("command"), sides, 0, 99, false) : Map.of();
        try {
            return new GameSetup(root.text("name", file.toString()), position, sides, initiative,
                    root.get("rounds").integer(1, 99), actions, command, root.bool("victoryPointsEachRound", true), catalogs.units(),
                    root.bool("teams", false));
        } catch (IllegalArgumentException e) {
            throw new ContentException(file.toString(), "", e.getMessage());
        }
    }

    private static Map<String, Integer> numbers(Node n, List<String> sides, int min, int max, boolean required) {
        Map<String, Integer> out = new LinkedHashMap<>();
        List<String> unknown = new ArrayList<>();
        n.json.fieldNames().forEachRemaining(k -> {
            if (!sides.contains(k)) {
                unknown.add(k);
            }
        });
        if (!unknown.isEmpty()) {
            throw n.error("'" + unknown.get(0) + "' is not one of the sides " + sides);
        }
        for (String side : sides) {
            Node v = n.opt(side);
            if (v == null && required) {
                throw n.error("missing a value for " + side);
            }
            if (v != null) {
                out.put(side, v.integer(min, max));
            }
        }
        return out;
    }
}
