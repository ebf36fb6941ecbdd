package toi.content;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import toi.engine.hex.Hex;
import toi.engine.map.Board;
import toi.engine.units.Activation;
import toi.engine.units.Condition;
import toi.engine.units.Damage;
import toi.engine.units.Position;
import toi.engine.units.Specialization;
import toi.engine.units.Unit;
import toi.engine.units.UnitType;
import toi.json.Node;

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
        Node root = Node.parse(file, text, ContentException::new);
        if (!root.json.isObject()) {
            throw root.error("expected a map or position object { … }");
        }
        if (root.has("grid") || root.has("boards")) { // a map file, drawn or assembled from board faces
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
        java.util.Set<String> ids = new java.util.HashSet<>(); // a set: one lookup per unit, not a scan of all before it
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

    /** A unit with no hex yet (reinforcements): the position format without "hex". */
    static Unit unplaced(Node u, Catalogs catalogs) {
        if (u.has("hex")) {
            throw u.get("hex").error("reinforcements are placed in their side's R hexes during play; give no hex here");
        }
        return unit(u, null, catalogs);
    }

    private static Unit unit(Node u, Board board, Catalogs catalogs) {
        u.allowOnly("id", "nation", "division", "hex", "figures", "vehicle", "specialization", "stars", "fortification",
                "condition", "damage", "activation", "concealed", "in", "munition", "facing");
        String id = u.get("id").text();
        String nation = u.get("nation").text();
        Hex hex = board == null ? null : HexRefs.hex(u.get("hex"), board);
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
        boolean vehicle = members.get(0).isVehicle();
        Specialization specialization = null;
        int stars = 0;
        Node specNode = u.opt("specialization");
        if (specNode != null) {
            String specId = specNode.text();
            specialization = catalogs.specialization(specId).orElseThrow(() -> specNode.error("unknown specialization '"
                    + specId + "' (known: " + String.join(", ", catalogs.specializations().keySet()) + ")"));
            if (vehicle) {
                throw specNode.error("only squads have specialization tokens (000 · SPECIALIZED SQUADS)");
            }
            for (UnitType t : members) {
                if (t.hasTrait("heavy-infantry-weapon") && specialization.kind() == Specialization.Kind.SPECIALIZATION) {
                    throw specNode.error("a squad with a " + t.name().toLowerCase()
                            + " (heavy infantry weapon) may never be assigned a specialization token (000 · Squad Specialization)");
                }
            }
            boolean experienced = specialization.params().containsKey("maxStars");
            Node starNode = u.opt("stars");
            stars = experienced ? (starNode == null ? 1 : starNode.integer(1, specialization.param("maxStars"))) : 0;
            if (!experienced && starNode != null) {
                throw starNode.error("only experience tokens (Alpha, Bravo) carry stars (002 · Specialization Experience)");
            }
        } else if (u.has("stars")) {
            throw u.get("stars").error("stars belong to an Alpha or Bravo specialization token; this unit has none");
        }
        Condition condition = Condition.valueOf(u.oneOf("condition", "none", "none", "pinned", "disrupted").toUpperCase());
        Damage damage = Damage.valueOf(u.oneOf("damage", "none", "none", "light", "immobile", "heavy").toUpperCase());
        Activation activation = switch (u.oneOf("activation", "fresh", "fresh", "fatigued", "op-fire")) {
            case "fatigued" -> Activation.FATIGUED;
            case "op-fire" -> Activation.OP_FIRE;
            default -> Activation.FRESH;
        };
        if (condition != Condition.NONE && vehicle) {
            throw u.get("condition").error("vehicles take damage, not squad conditions (000 · VEHICLE DAMAGE)");
        }
        if (damage != Damage.NONE && !vehicle) {
            throw u.get("damage").error("squads take conditions, not vehicle damage (000 · SQUAD CONDITIONS)");
        }
        if (activation == Activation.OP_FIRE && condition != Condition.NONE) {
            throw u.get("activation").error("a pinned or disrupted squad can never be in Op Fire mode (000 · SQUAD CONDITIONS)");
        }
        boolean concealed = u.bool("concealed", false);
        if (concealed && vehicle) {
            throw u.get("concealed").error("vehicles cannot be assigned a concealed squad marker (000 · CONCEALED SQUADS)");
        }
        String carriedBy = u.text("in", null);
        if (carriedBy != null && vehicle && !members.get(0).hasTrait("equipment")) {
            throw u.get("in").error("only squads (and, under 003 · Optional Vehicular Transport Rules, equipment units) ride in"
                    + " transports (000 · Transporting Squads in Vehicles)");
        }
        toi.engine.units.Munition munition = null;
        Node munNode = u.opt("munition");
        if (munNode != null) { // 002 · MUNITIONS SPECIALIZATION TOKENS: a facedown token next to a vehicle
            toi.engine.units.Munition.Kind kind = toi.engine.units.Munition.Kind.byId(munNode.text());
            if (kind == null) {
                throw munNode.error("unknown munitions token '" + munNode.text() + "' (known: he, ap-b, ap-c, smoke)");
            }
            if (!vehicle) {
                throw munNode.error("munitions tokens go next to vehicles or guns (002 · MUNITIONS SPECIALIZATION TOKENS)");
            }
            munition = new toi.engine.units.Munition(kind, false, 0);
        }
        toi.engine.hex.HexDirection facing = null;
        Node faceNode = u.opt("facing");
        if (faceNode != null) { // 003 · OPTIONAL FACING RULES: the hexside a heavy vehicle faces
            if (!vehicle) {
                throw faceNode.error("only vehicles face a hexside (003 · Optional Facing Rules)");
            }
            try {
                facing = toi.engine.hex.HexDirection.parse(faceNode.text());
            } catch (IllegalArgumentException e) {
                throw faceNode.error(e.getMessage());
            }
        }
        return new Unit(id, nation, u.text("division", null), members, hex, specialization, stars,
                u.text("fortification", null), condition, damage, activation, concealed, carriedBy, munition, facing);
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
