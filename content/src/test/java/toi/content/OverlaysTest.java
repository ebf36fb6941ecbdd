package toi.content;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static toi.content.TestBoards.hex;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import toi.engine.map.Board;

@DisplayName("002 · Map Overlay Pieces")
class OverlaysTest {

    /** Two test faces stacked (6 × 8: columns B–E and rows 2–7 are full hexes), with the given overlays. */
    static Board map(String overlays) {
        return MapLoader.fromText("map.json", "{\"name\": \"overlaid\", \"boards\": [{\"board\": \"test-left\", \"at\": \"A1\"},"
                + " {\"board\": \"test-right\", \"at\": \"A5\"}], \"overlays\": " + overlays + "}", TestBoards.CATALOGS.terrain());
    }

    @Test
    void aPieceReplacesTheTerrainAndRoadsUnderIt_butNotTheHill() {
        Board plain = map("[]");
        assertThat(plain.roadContiguous(hex("B3"), hex("C3"))).isTrue();
        assertThat(plain.elevation(hex("D6"))).isEqualTo(1);
        Board m = map("[{\"overlay\": \"overlay-woods\", \"at\": \"C2\"}, {\"overlay\": \"overlay-copse\", \"at\": \"D6\"}]");
        for (String h : new String[] {"C2", "D2", "C3", "D3"}) {
            assertThat(m.terrain(hex(h)).id()).as(h).isEqualTo("woods");
        }
        // the road through C3 and D3 is gone under the wood
        assertThat(m.roadContiguous(hex("B3"), hex("C3"))).isFalse();
        assertThat(m.roadContiguous(hex("D3"), hex("E3"))).isFalse();
        assertThat(m.hasRoad(hex("C3"))).isFalse();
        // a copse laid on the hill is a wooded hill
        assertThat(m.terrain(hex("D6")).id()).isEqualTo("woods");
        assertThat(m.elevation(hex("D6"))).isEqualTo(1);
    }

    @Test
    void aRoadPieceJoinsTheBoardRoadsAtItsEnds() {
        Board m = map("[{\"overlay\": \"overlay-road\", \"at\": \"E2\"}]");
        assertThat(m.roadContiguous(hex("E2"), hex("E3"))).isTrue();
        assertThat(m.roadContiguous(hex("E3"), hex("E4"))).isTrue();
        assertThat(m.roadContiguous(hex("D3"), hex("E3"))).as("the board road on the west joins the piece").isTrue();
        assertThat(m.roadContiguous(hex("D4"), hex("E4"))).as("no road next to E4").isFalse();
    }

    @Test
    void aBridgeLaidOnARoadKeepsIt() {
        Board m = map("[{\"overlay\": \"overlay-bridge\", \"at\": \"C3\"}]");
        assertThat(m.terrain(hex("C3")).id()).isEqualTo("bridge");
        assertThat(m.roadContiguous(hex("B3"), hex("C3"))).isTrue();
        assertThat(m.roadContiguous(hex("C3"), hex("D3"))).isTrue();
    }

    @Test
    void aBuildingPieceIsOneMultiHexBuilding() {
        Board m = map("[{\"overlay\": \"overlay-manor\", \"at\": \"C5\"}]");
        assertThat(m.buildings()).containsKey("manor-overlay-1");
        assertThat(m.buildings().get("manor-overlay-1").hexes()).containsExactlyInAnyOrder(hex("C5"), hex("D5"), hex("C6"));
        assertThat(m.terrain(hex("C6")).id()).isEqualTo("building");
    }

    @Test
    void aTurnedPieceIsLaidHalfRound() {
        Board m = map("[{\"overlay\": \"overlay-crossroads\", \"at\": \"C5\", \"turned\": true}]");
        // the house at the piece's B1 lands at C7 when turned (column 1 → 0, row 0 → 2)
        assertThat(m.terrain(hex("C7")).id()).isEqualTo("building");
        // the piece's missing corner (B3 → C5) leaves the board's C5 as it was
        assertThat(m.terrain(hex("C5")).id()).isEqualTo(map("[]").terrain(hex("C5")).id());
        assertThat(m.roadContiguous(hex("D5"), hex("D6"))).isTrue();
    }

    @Test
    void badPiecesAreRefusedWithTheField() {
        assertThatThrownBy(() -> map("[{\"overlay\": \"overlay-castle\", \"at\": \"C3\"}]")).isInstanceOf(ContentException.class)
                .hasMessageContaining("overlays[0].overlay").hasMessageContaining("no overlay piece 'overlay-castle'");
        assertThatThrownBy(() -> map("[{\"overlay\": \"overlay-woods\", \"at\": \"B3\"}]")).isInstanceOf(ContentException.class)
                .hasMessageContaining("overlays[0].at").hasMessageContaining("even-lettered column");
        assertThatThrownBy(() -> map("[{\"overlay\": \"overlay-road\", \"at\": \"C6\"}]")).isInstanceOf(ContentException.class)
                .hasMessageContaining("runs off the map's full hexes at C8");
        assertThatThrownBy(() -> map("[{\"overlay\": \"overlay-copse\", \"at\": \"C4\"}]")).isInstanceOf(ContentException.class)
                .hasMessageContaining("would cut building 'Barn' at C4");
        assertThatThrownBy(() -> map("[{\"overlay\": \"overlay-road\", \"at\": \"C3\", \"turned\": true}]")).isInstanceOf(ContentException.class)
                .hasMessageContaining("overlays[0].turned").hasMessageContaining("cannot be turned");
    }

    @Test
    void everyPieceLoads() throws Exception {
        var dir = java.nio.file.Path.of(getClass().getResource("/toi/overlays/overlay-house.json").toURI()).getParent();
        try (var files = java.nio.file.Files.list(dir)) {
            for (var f : files.toList()) {
                Board piece = MapLoader.load(f, TestBoards.CATALOGS.terrain());
                assertThat(piece.hexes()).as(f.toString()).anyMatch(piece::isPlayable);
            }
        }
    }
}
