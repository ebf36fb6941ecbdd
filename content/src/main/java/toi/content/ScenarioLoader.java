package toi.content;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import toi.engine.game.Forces;
import toi.engine.game.Reinforcement;
import toi.engine.units.Unit;
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
                "teams", "forces", "reinforcements");
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
        Map<String, Forces> forces = new LinkedHashMap<>();
        Node f = root.opt("forces");
        if (f != null) {
            for (String side : sides) {
                Node fs = f.opt(side);
                if (fs != null) {
                    forces.put(side, forces(fs, side, catalogs));
                }
            }
            f.json.fieldNames().forEachRemaining(k -> {
                if (!sides.contains(k)) {
                    throw f.get(k).error("'" + k + "' is not one of the sides " + sides);
                }
            });
        }
        try {
            return new GameSetup(root.text("name", file.toString()), position, sides, initiative,
                    root.get("rounds").integer(1, 99), actions, command, root.bool("victoryPointsEachRound", true), catalogs.units(),
                    root.bool("teams", false), forces, catalogs.specializations(), reinforcements(root.opt("reinforcements"), sides, catalogs));
        } catch (IllegalArgumentException e) {
            throw new ContentException(file.toString(), "", e.getMessage());
        }
    }

    /** Units arriving in a given round's Status Phase: [{ "round": 2, "side": "US", "units": [ … ] }]. */
    private static List<Reinforcement> reinforcements(Node list, List<String> sides, Catalogs catalogs) {
        List<Reinforcement> out = new ArrayList<>();
        if (list == null) {
            return out;
        }
        for (Node r : list.elements()) {
            r.allowOnly("round", "side", "units");
            String side = r.get("side").text();
            if (!sides.contains(side)) {
                throw r.get("side").error("'" + side + "' is not one of the sides " + sides);
            }
            List<Unit> units = new ArrayList<>();
            for (Node u : r.get("units").elements()) {
                Unit unit = PositionLoader.unplaced(u, catalogs);
                if (!unit.nation().equals(side)) {
                    throw u.get("nation").error("a " + side + " reinforcement must be a " + side + " unit");
                }
                units.add(unit);
            }
            out.add(new Reinforcement(r.get("round").integer(1, 99), side, units));
        }
        return out;
    }

    /** A side's forces to build and deploy: figures by unit type, squad bases, vehicles, tokens. */
    private static Forces forces(Node n, String side, Catalogs catalogs) {
        n.allowOnly("figures", "squadBases", "vehicles", "tokens");
        Map<String, Integer> figures = new LinkedHashMap<>();
        Node figs = n.opt("figures");
        if (figs != null) {
            figs.json.fieldNames().forEachRemaining(id -> {
                var t = catalogs.units().find(id).orElseThrow(() -> figs.get(id).error("unknown unit type '" + id + "'"));
                if (t.isVehicle() || !t.nation().equals(side)) {
                    throw figs.get(id).error("'" + id + "' is not a " + side + " infantry figure");
                }
                figures.put(id, figs.get(id).integer(0, 99));
            });
        }
        List<String> vehicles = n.texts("vehicles");
        for (int i = 0; i < vehicles.size(); i++) {
            var t = catalogs.units().find(vehicles.get(i));
            if (t.isEmpty() || !t.get().isVehicle() || !t.get().nation().equals(side)) {
                throw new ContentException(n.file, n.path + ".vehicles[" + i + "]", "'" + vehicles.get(i) + "' is not a " + side + " vehicle type");
            }
        }
        Map<String, Integer> tokens = new LinkedHashMap<>();
        Node tk = n.opt("tokens");
        if (tk != null) {
            tk.json.fieldNames().forEachRemaining(id -> {
                if (catalogs.specialization(id).isEmpty()) {
                    throw tk.get(id).error("unknown token '" + id + "' (known: " + String.join(", ", catalogs.specializations().keySet()) + ")");
                }
                tokens.put(id, tk.get(id).integer(0, 24));
            });
        }
        return new Forces(figures, n.integer("squadBases", 0), vehicles, tokens);
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
