package toi.content;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import toi.engine.hex.Hex;
import toi.engine.map.Board;
import toi.engine.units.Position;
import toi.engine.units.Unit;
import toi.engine.units.UnitType;

/**
 * Reads a position file: a map (a path relative to the position file, or the map inline) and the
 * units placed on it. A plain map file is read as a position with no units. The loaded position
 * is checked against the rules (stacking, terrain, fortifications); every breach is reported.
 */
public final class PositionLoader {

    private PositionLoader() {
    }

    public static Position load(Path file, Catalogs catalogs) {
        return fromText(file.toString(), Catalogs.read(file), file.toAbsolutePath().getParent(), catalogs);
    }

    public static Position fromText(String file, String text, Path baseDir, Catalogs catalogs) {
        Node root = Node.parse(file, text);
        if (!root.json.isObject()) {
            throw root.error("expected a map or position object { … }");
        }
        if (root.has("grid")) {
            return new Position(MapLoader.fromNode(root, catalogs.terrain()), List.of());
        }
        root.allowOnly("name", "notes", "map", "units");
        Node mapNode = root.get("map");
        Board board;
        if (mapNode.json.isTextual()) {
            Path mapPath = baseDir == null ? Path.of(mapNode.text()) : baseDir.resolve(mapNode.text());
            if (!mapPath.toFile().isFile()) {
                throw mapNode.error("map file '" + mapNode.text() + "' not found (looked for " + mapPath + ")");
            }
            board = MapLoader.load(mapPath, catalogs.terrain());
        } else {
            board = MapLoader.fromNode(mapNode, catalogs.terrain());
        }
        List<Unit> units = new ArrayList<>();
        List<String> ids = new ArrayList<>();
        Node list = root.opt("units");
        if (list != null) {
            for (Node u : list.elements()) {
                units.add(unit(u, board, catalogs));
                String id = units.get(units.size() - 1).id();
                if (ids.contains(id)) {
                    throw u.get("id").error("unit id '" + id + "' is used twice");
                }
                ids.add(id);
            }
        }
        Position position = new Position(root.text("name", null), board, units);
        List<String> problems = position.validate();
        if (!problems.isEmpty()) {
            throw new ContentException(file, "units", String.join("; ", problems));
        }
        return position;
    }

    private static Unit unit(Node u, Board board, Catalogs catalogs) {
        u.allowOnly("id", "nation", "division", "hex", "figures", "vehicle", "specialization", "fortification",
                "condition", "damage");
        String id = u.get("id").text();
        String nation = u.get("nation").text();
        Hex hex = HexRefs.hex(u.get("hex"), board);
        List<UnitType> members = new ArrayList<>();
        if (u.has("figures") == u.has("vehicle")) {
            throw u.error("a unit has either \"figures\" (a squad) or \"vehicle\", not "
                    + (u.has("figures") ? "both" : "neither"));
        }
        if (u.has("vehicle")) {
            UnitType t = type(u.get("vehicle"), catalogs, nation);
            if (!t.isVehicle()) {
                throw u.get("vehicle").error("'" + t.id() + "' is a figure, not a vehicle; put it in \"figures\"");
            }
            members.add(t);
        } else {
            for (Node f : u.get("figures").elements()) {
                UnitType t = type(f, catalogs, nation);
                if (t.isVehicle()) {
                    throw f.error("'" + t.id() + "' is a vehicle; a vehicle is a unit of its own (\"vehicle\": \"" + t.id() + "\")");
                }
                members.add(t);
            }
            if (members.isEmpty()) {
                throw u.get("figures").error("a squad needs at least one figure");
            }
        }
        String specialization = u.text("specialization", null);
        if (specialization != null) {
            if (members.get(0).isVehicle()) {
                throw u.get("specialization").error("only squads have specialization tokens (000 · SPECIALIZED SQUADS)");
            }
            for (UnitType t : members) {
                if (t.hasTrait("heavy-infantry-weapon")) {
                    throw u.get("specialization").error("a squad with a " + t.name().toLowerCase()
                            + " (heavy infantry weapon) may never be assigned a specialization token (000 · Squad Specialization)");
                }
            }
        }
        String condition = u.oneOf("condition", "none", "none", "pinned", "disrupted");
        String damage = u.oneOf("damage", "none", "none", "light", "heavy");
        if (!condition.equals("none") && members.get(0).isVehicle()) {
            throw u.get("condition").error("vehicles take damage, not squad conditions (000 · VEHICLE DAMAGE)");
        }
        if (!damage.equals("none") && !members.get(0).isVehicle()) {
            throw u.get("damage").error("squads take conditions, not vehicle damage (000 · SQUAD CONDITIONS)");
        }
        return new Unit(id, nation, u.text("division", null), members, hex, specialization,
                u.text("fortification", null), condition, damage);
    }

    private static UnitType type(Node n, Catalogs catalogs, String nation) {
        String id = n.text();
        Optional<UnitType> t = catalogs.units().find(id);
        if (t.isEmpty()) {
            throw n.error("unknown unit type '" + id + "' (known: "
                    + String.join(", ", catalogs.units().all().stream().map(UnitType::id).toList()) + ")");
        }
        if (!t.get().nation().equals(nation)) {
            throw n.error("'" + id + "' is a " + t.get().nation() + " unit type, but the unit's nation is " + nation);
        }
        return t.get();
    }
}
