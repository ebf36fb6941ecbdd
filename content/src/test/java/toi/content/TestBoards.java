package toi.content;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import toi.engine.hex.Hex;
import toi.engine.hex.HexLabels;
import toi.engine.map.Board;
import toi.engine.units.Condition;
import toi.engine.units.Damage;
import toi.engine.units.Position;
import toi.engine.units.Unit;
import toi.engine.units.UnitType;

/**
 * Readable test boards in the map file's grid format: one string per row, one token per hex —
 * a terrain symbol from terrain.json ('.' clear, 'r' rough, 'w' woods, 'b' building, 's' shallow
 * stream, 'd' deep, 'f' flooded, 'p' pond, '=' bridge, '-' half hex) and an optional elevation digit.
 * Columns are A, B, C… left to right; rows 1, 2, 3… top to bottom; odd columns (B, D…) sit half
 * a hex lower, so a straight horizontal line from A5 to C5 runs along the edge between B4 and B5.
 */
public final class TestBoards {
    public static final Catalogs CATALOGS = Catalogs.load();

    private TestBoards() {
    }

    public static Board board(String... rows) {
        return boardWithRoads(rows, List.of());
    }

    /** Roads given as paths of hex ids, e.g. {@code List.of("A1 B1 C1")}. */
    public static Board boardWithRoads(String[] rows, List<String> roads) {
        int columns = rows[0].trim().split("\\s+").length;
        StringBuilder json = new StringBuilder("{\"name\":\"test\",\"columns\":").append(columns)
                .append(",\"rows\":").append(rows.length).append(",\"grid\":[");
        for (int i = 0; i < rows.length; i++) {
            json.append(i == 0 ? "" : ",").append('"').append(rows[i]).append('"');
        }
        json.append("],\"roads\":[");
        for (int i = 0; i < roads.size(); i++) {
            json.append(i == 0 ? "" : ",").append('[');
            String[] ids = roads.get(i).trim().split("\\s+");
            for (int j = 0; j < ids.length; j++) {
                json.append(j == 0 ? "" : ",").append('"').append(ids[j]).append('"');
            }
            json.append(']');
        }
        json.append("]}");
        return MapLoader.fromText("test-board", json.toString(), CATALOGS.terrain());
    }

    public static Hex hex(String id) {
        return HexLabels.parse(id);
    }

    public static UnitType type(String id) {
        return CATALOGS.units().find(id).orElseThrow();
    }

    public static Unit squad(String id, String nation, String hex, String... figures) {
        List<UnitType> types = new ArrayList<>();
        for (String f : figures) {
            types.add(type(f));
        }
        return Unit.squad(id, nation, hex(hex), types);
    }

    public static Unit usSquad(String id, String hex) {
        return squad(id, "US", hex, "us-regular", "us-regular", "us-regular", "us-regular");
    }

    public static Unit gerSquad(String id, String hex) {
        return squad(id, "GER", hex, "ger-regular", "ger-regular", "ger-regular", "ger-regular");
    }

    public static Unit vehicle(String id, String nation, String hex, String type) {
        return Unit.vehicle(id, nation, hex(hex), type(type));
    }

    public static Unit with(Unit u, String specialization, String fortification, String condition, String damage) {
        return u.withSpecialization(specialization == null ? null : spec(specialization), 0).withFortification(fortification)
                .withCondition(Condition.valueOf(condition.toUpperCase()))
                .withDamage(damage.equals("none") ? Damage.NONE : damage.equals("heavy") ? Damage.HEAVY : Damage.LIGHT);
    }

    public static toi.engine.units.Specialization spec(String id) {
        return CATALOGS.specialization(id).orElseThrow();
    }

    public static Position position(Board board, Unit... units) {
        return new Position(board, Arrays.asList(units));
    }

    /** The board with a marker placed in a hex (its limits checked as in play). */
    public static Board withMarker(Board b, String hexId, String marker) {
        b.placeMarker(hex(hexId), CATALOGS.terrain().marker(marker).orElseThrow());
        return b;
    }

    /** The scenario files in scenarios/, sorted. */
    public static java.util.List<java.nio.file.Path> scenarioFiles() {
        java.nio.file.Path dir = java.nio.file.Files.isDirectory(java.nio.file.Path.of("../scenarios"))
                ? java.nio.file.Path.of("../scenarios") : java.nio.file.Path.of("scenarios");
        try (java.util.stream.Stream<java.nio.file.Path> s = java.nio.file.Files.list(dir)) {
            return s.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** A two-round scenario file in {@code dir} on the farm crossing position, with extra top-level members ("\"cards\": {…}"). */
    public static java.nio.file.Path scenarioFile(java.nio.file.Path dir, String members) throws java.io.IOException {
        java.nio.file.Path examples = java.nio.file.Files.exists(java.nio.file.Path.of("../examples"))
                ? java.nio.file.Path.of("../examples") : java.nio.file.Path.of("examples");
        String json = "{\"name\": \"t\", \"position\": \"" + examples.resolve("farm-crossing-position.json").toAbsolutePath()
                .toString().replace("\\", "/") + "\", \"sides\": [\"US\", \"GER\"], \"initiative\": \"US\", \"rounds\": 2,"
                + " \"actions\": {\"US\": 2, \"GER\": 2}, " + members + "}";
        java.nio.file.Path f = dir.resolve("scenario.json");
        java.nio.file.Files.writeString(f, json);
        return f;
    }

    /** Applies the choices in their text form; returns the events. */
    public static java.util.List<toi.engine.event.Event> play(toi.engine.game.Game g, String... choices) {
        java.util.List<toi.engine.event.Event> events = new java.util.ArrayList<>();
        for (String c : choices) {
            events.addAll(g.apply(toi.engine.game.protocol.Choice.parse(c)));
        }
        return events;
    }

    public static Unit unit(toi.engine.game.Game g, String id) {
        return g.state().units().get(id);
    }

    /**
     * Gives the default answers — pass, bid 0, draw from the last deck offered, no op fire, no transfers — until
     * the condition holds (or the game is over); fails if it never does. Returns the events.
     */
    public static java.util.List<toi.engine.event.Event> answerDefaultsUntil(toi.engine.game.Game g,
                                                            java.util.function.Predicate<toi.engine.game.protocol.Decision> stop) {
        java.util.List<toi.engine.event.Event> events = new java.util.ArrayList<>();
        for (int guard = 0; guard < 300 && !stop.test(g.pending()) && !g.over(); guard++) {
            toi.engine.game.protocol.Decision d = g.pending();
            events.addAll(play(g, switch (d.kind()) {
                case ACTION -> "pass";
                case INITIATIVE_BID -> "bid 0";
                case DRAW_CARD -> d.options().get(d.options().size() - 1).text();
                case OP_FIRE_MODE -> "opfire-mode";
                case TRANSFER -> "end-transfers";
                case MUNITIONS -> "end-munitions";
                case MUNITIONS_DISCARD -> "keep-munitions";
                default -> throw new AssertionError(d.kind() + ": " + d.prompt());
            }));
        }
        org.assertj.core.api.Assertions.assertThat(stop.test(g.pending())).as("reached").isTrue();
        return events;
    }

    /** The events of one type, in order. */
    public static <T extends toi.engine.event.Event> java.util.List<T> events(java.util.List<toi.engine.event.Event> events, Class<T> type) {
        return events.stream().filter(type::isInstance).map(type::cast).toList();
    }

    /** The victory points scored, as (side, points, why). */
    public static java.util.List<org.assertj.core.groups.Tuple> vp(java.util.List<toi.engine.event.Event> events) {
        return events(events, toi.engine.event.Event.VictoryPointsScored.class).stream()
                .map(v -> org.assertj.core.groups.Tuple.tuple(v.nation(), v.points(), v.why())).toList();
    }
}
