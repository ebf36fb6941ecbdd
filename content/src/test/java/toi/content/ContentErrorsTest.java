package toi.content;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import toi.engine.map.Board;
import toi.engine.units.Position;

/** Bad content files are refused with a message that names the file, the place and the problem. */
class ContentErrorsTest {

    private static final Catalogs C = TestBoards.CATALOGS;

    private static Board map(String json) {
        return MapLoader.fromText("bad.json", json, C.terrain());
    }

    private static String grid(String extra) {
        return "{\"name\":\"t\",\"columns\":3,\"rows\":2,\"grid\":[\". . .\",\". w .\"]" + extra + "}";
    }

    @Test
    void theBuiltInDataFilesLoad() {
        assertThat(C.terrain().terrainTypes()).extracting(t -> t.id()).contains("clear", "rough", "woods", "building",
                "stream-shallow", "stream-deep", "stream-flooded", "pond", "bridge", "half-hex");
        assertThat(C.terrain().markerTypes()).extracting(m -> m.id()).containsExactly("entrenchment", "pillbox",
                "razor-wire", "tank-trap", "minefield", "smoke", "star-shell", "wreck-heavy-vehicle", "wreck-half-track",
                "wreck-truck", "empty-base");
        assertThat(C.units().all()).extracting(u -> u.id()).contains("us-regular", "ger-mg", "sherman", "tiger-i",
                "panzer-iv", "stug-iii", "m10", "m3a1", "sdkfz-251", "gmc-truck", "opel-blitz");
    }

    @Test
    void invalidJsonNamesTheLine() {
        assertThatThrownBy(() -> map("{\"columns\": 3,,}")).isInstanceOf(ContentException.class)
                .hasMessageStartingWith("bad.json: line 1").hasMessageContaining("not valid JSON");
    }

    @Test
    void missingFieldIsNamed() {
        assertThatThrownBy(() -> map("{\"name\":\"t\",\"rows\":2,\"grid\":[]}"))
                .hasMessage("bad.json: columns: missing (required)");
    }

    @Test
    void misspelledFieldIsRefused() {
        assertThatThrownBy(() -> map(grid(",\"raods\":[]")))
                .hasMessageContaining("bad.json: raods: unknown field");
    }

    @Test
    void unknownTerrainSymbolNamesTheHex() {
        assertThatThrownBy(() -> map("{\"columns\":2,\"rows\":2,\"grid\":[\". .\",\". x\"]}"))
                .hasMessageContaining("grid[1]").hasMessageContaining("hex B2").hasMessageContaining("unknown terrain symbol 'x'");
    }

    @Test
    void wrongRowWidthAndBadElevationAreReported() {
        assertThatThrownBy(() -> map("{\"columns\":3,\"rows\":1,\"grid\":[\". .\"]}"))
                .hasMessageContaining("row 1 has 2 hexes, but the map declares columns: 3");
        assertThatThrownBy(() -> map("{\"columns\":2,\"rows\":1,\"grid\":[\". w3\"]}"))
                .hasMessageContaining("hex B1").hasMessageContaining("elevation 0, 1 or 2");
    }

    @Test
    void roadsMustJoinAdjacentHexesOnTheBoard() {
        assertThatThrownBy(() -> map(grid(",\"roads\":[[\"A1\",\"C2\"]]"))).hasMessageContaining("roads[0][1]")
                .hasMessageContaining("not adjacent");
        assertThatThrownBy(() -> map(grid(",\"roads\":[[\"A1\",\"Z9\"]]"))).hasMessageContaining("off the board");
    }

    @Test
    @DisplayName("000 · FORTIFICATIONS: marker limits are enforced with the rule named")
    void markerLimits() {
        assertThatThrownBy(() -> map(grid(",\"markers\":[{\"hex\":\"A1\",\"type\":\"entrenchment\",\"count\":2},"
                + "{\"hex\":\"A1\",\"type\":\"pillbox\",\"count\":2}]")))
                .hasMessageContaining("markers[1]").hasMessageContaining("at most 3 fortification markers");
        assertThatThrownBy(() -> map(grid(",\"markers\":[{\"hex\":\"A1\",\"type\":\"razor-wire\",\"count\":2}]")))
                .hasMessageContaining("at most 1 razor wire marker").hasMessageContaining("Razor Wire");
        assertThatThrownBy(() -> map("{\"columns\":2,\"rows\":1,\"grid\":[\". b\"],\"markers\":[{\"hex\":\"B1\",\"type\":\"smoke\"}]}"))
                .hasMessageContaining("smoke may not be placed in a building hex");
        assertThatThrownBy(() -> map("{\"columns\":2,\"rows\":1,\"grid\":[\". s\"],\"markers\":[{\"hex\":\"B1\",\"type\":\"entrenchment\"}]}"))
                .hasMessageContaining("entrenchment may not be placed in a shallow stream hex");
        assertThatThrownBy(() -> map(grid(",\"markers\":[{\"hex\":\"A1\",\"type\":\"mines\"}]")))
                .hasMessageContaining("unknown marker type 'mines'");
        Board ok = map(grid(",\"markers\":[{\"hex\":\"A1\",\"type\":\"entrenchment\",\"count\":2},{\"hex\":\"A1\",\"type\":\"pillbox\"},"
                + "{\"hex\":\"A1\",\"type\":\"razor-wire\"},{\"hex\":\"A1\",\"type\":\"minefield\"},{\"hex\":\"A1\",\"type\":\"smoke\"}]"));
        assertThat(ok.markers(TestBoards.hex("A1"))).hasSize(6);
    }

    @Test
    void streamDepthComesFromTheMap() {
        Board deep = map("{\"columns\":2,\"rows\":1,\"streamDepth\":\"deep\",\"grid\":[\". s\"]}");
        assertThat(deep.terrain(TestBoards.hex("B1")).id()).isEqualTo("stream-deep");
        assertThatThrownBy(() -> map("{\"columns\":2,\"rows\":1,\"streamDepth\":\"muddy\",\"grid\":[\". s\"]}"))
                .hasMessageContaining("streamDepth").hasMessageContaining("'muddy' is not allowed");
    }

    @Test
    void multiHexBuildingsMustBeConnectedBuildingHexes() {
        assertThatThrownBy(() -> map("{\"columns\":3,\"rows\":1,\"grid\":[\"b . b\"],\"buildings\":[{\"id\":\"x\",\"hexes\":[\"A1\",\"C1\"]}]}"))
                .hasMessageContaining("not connected");
        assertThatThrownBy(() -> map("{\"columns\":3,\"rows\":1,\"grid\":[\"b . b\"],\"buildings\":[{\"id\":\"x\",\"hexes\":[\"A1\",\"B1\"]}]}"))
                .hasMessageContaining("B1 is clear, not a building hex");
        Board farm = map("{\"columns\":3,\"rows\":1,\"grid\":[\"b b .\"],\"buildings\":[{\"id\":\"farm\",\"name\":\"Farmhouse\",\"hexes\":[\"A1\",\"B1\"]}]}");
        assertThat(farm.buildingAt(TestBoards.hex("B1")).orElseThrow().name()).isEqualTo("Farmhouse");
    }

    @Test
    void objectivesAndZonesMustBeInPlayableHexes() {
        assertThatThrownBy(() -> map("{\"columns\":2,\"rows\":1,\"grid\":[\"- .\"],\"objectives\":[{\"hex\":\"A1\",\"kind\":\"victory\"}]}"))
                .hasMessageContaining("objectives[0]").hasMessageContaining("Half Hexes");
        Board b = map(grid(",\"deployment\":[{\"nation\":\"US\",\"hexes\":[\"A1:B2\"]}]"));
        assertThat(b.deploymentZones().get(0).hexes()).hasSize(4);
    }

    private static Position position(String json) {
        return PositionLoader.fromText("pos.json", json, null, C);
    }

    private static final String MAP = "\"map\":{\"columns\":3,\"rows\":2,\"grid\":[\". . .\",\". b p\"]}";

    @Test
    void positionErrorsNameTheUnitAndTheRule() {
        assertThatThrownBy(() -> position("{" + MAP + ",\"units\":[{\"id\":\"a\",\"nation\":\"US\",\"hex\":\"A1\",\"figures\":[\"us-rifle\"]}]}"))
                .hasMessageContaining("units[0].figures[0]").hasMessageContaining("unknown unit type 'us-rifle'");
        assertThatThrownBy(() -> position("{" + MAP + ",\"units\":[{\"id\":\"a\",\"nation\":\"GER\",\"hex\":\"A1\",\"figures\":[\"us-regular\"]}]}"))
                .hasMessageContaining("is a US unit type, but the unit's nation is GER");
        assertThatThrownBy(() -> position("{" + MAP + ",\"units\":[{\"id\":\"t\",\"nation\":\"US\",\"hex\":\"B2\",\"vehicle\":\"sherman\"}]}"))
                .hasMessageContaining("vehicles may not be in a building hex");
        assertThatThrownBy(() -> position("{" + MAP + ",\"units\":[{\"id\":\"a\",\"nation\":\"US\",\"hex\":\"C2\",\"figures\":[\"us-regular\"]}]}"))
                .hasMessageContaining("squads may not be in a pond hex");
        assertThatThrownBy(() -> position("{" + MAP + ",\"units\":[{\"id\":\"a\",\"nation\":\"US\",\"hex\":\"A1\",\"figures\":[\"us-mg\",\"us-regular\"],\"specialization\":\"engineer\"}]}"))
                .hasMessageContaining("may never be assigned a specialization token");
        assertThatThrownBy(() -> position("{" + MAP + ",\"units\":[{\"id\":\"a\",\"nation\":\"US\",\"hex\":\"A1\",\"figures\":[\"us-mg\",\"us-mg\",\"us-regular\"]}]}"))
                .hasMessageContaining("take 5 slots");
    }

    @Test
    @DisplayName("000 · STACKING LIMITS are checked when a position is loaded")
    void stackingLimits() {
        String sq = "\"figures\":[\"us-regular\"]";
        assertThatThrownBy(() -> position("{" + MAP + ",\"units\":["
                + "{\"id\":\"a\",\"nation\":\"US\",\"hex\":\"A1\"," + sq + "},{\"id\":\"b\",\"nation\":\"US\",\"hex\":\"A1\"," + sq + "},"
                + "{\"id\":\"c\",\"nation\":\"US\",\"hex\":\"A1\"," + sq + "},{\"id\":\"d\",\"nation\":\"US\",\"hex\":\"A1\"," + sq + "}]}"))
                .hasMessageContaining("A1: 4 units; a hex may contain up to three units (000 · STACKING LIMITS)");
        assertThatThrownBy(() -> position("{" + MAP + ",\"units\":["
                + "{\"id\":\"a\",\"nation\":\"US\",\"hex\":\"A1\",\"vehicle\":\"sherman\"},{\"id\":\"b\",\"nation\":\"US\",\"hex\":\"A1\",\"vehicle\":\"m10\"},"
                + "{\"id\":\"c\",\"nation\":\"US\",\"hex\":\"A1\",\"vehicle\":\"m3a1\"}]}"))
                .hasMessageContaining("3 vehicles; a hex may never contain more than two vehicles");
        assertThatThrownBy(() -> position("{" + MAP + ",\"units\":["
                + "{\"id\":\"a\",\"nation\":\"US\",\"hex\":\"A1\"," + sq + "},{\"id\":\"b\",\"nation\":\"GER\",\"hex\":\"A1\",\"figures\":[\"ger-regular\"]}]}"))
                .hasMessageContaining("opposing nations share the hex");
    }

    @Test
    void theExamplePositionLoads() {
        Path file = Path.of("../examples/farm-crossing-position.json");
        Position p = PositionLoader.load(file, C);
        assertThat(p.units()).hasSize(8);
        assertThat(p.board().buildings()).containsKey("farmhouse");
    }

    @Test
    void aMissingMapFileIsNamed() {
        assertThatThrownBy(() -> position("{\"map\":\"nowhere.json\"}"))
                .hasMessageContaining("map file 'nowhere.json' not found");
    }

    /** A position with {@code n} squads, one per hex of a 100-column board, the last with the id given. */
    private static String manyUnits(int n, String lastId) {
        int rows = (n + 99) / 100;
        StringBuilder json = new StringBuilder("{\"name\":\"many\",\"map\":{\"name\":\"m\",\"columns\":100,\"rows\":")
                .append(rows).append(",\"grid\":[");
        for (int r = 0; r < rows; r++) {
            json.append(r == 0 ? "" : ",").append('"').append(". ".repeat(99)).append(".\"");
        }
        json.append("]},\"units\":[");
        for (int i = 0; i < n; i++) {
            json.append(i == 0 ? "" : ",").append("{\"id\":\"").append(i == n - 1 ? lastId : "u" + i)
                    .append("\",\"nation\":\"US\",\"hex\":\"").append(label(i % 100, i / 100))
                    .append("\",\"figures\":[\"us-regular\",\"us-regular\",\"us-regular\",\"us-regular\"]}");
        }
        return json.append("]}").toString();
    }

    private static String label(int column, int row) {
        return toi.engine.hex.HexLabels.columnLetters(column) + (row + 1);
    }

    @Test
    @DisplayName("5,000 units load and their ids are checked in one pass (a set, not a scan per unit)")
    void manyUnitsLoad_andADuplicateIdAmongThemIsStillFound() {
        Position p = PositionLoader.fromText("many.json", manyUnits(5000, "u4999"), null, C);
        assertThat(p.units()).hasSize(5000);
        assertThat(p.unit("u4999")).isPresent();
        assertThatThrownBy(() -> PositionLoader.fromText("many.json", manyUnits(5000, "u17"), null, C))
                .hasMessageContaining("many.json: units[4999].id: unit id 'u17' is used twice");
    }
}
