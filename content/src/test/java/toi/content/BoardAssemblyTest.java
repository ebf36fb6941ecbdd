package toi.content;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static toi.content.TestBoards.hex;

import org.junit.jupiter.api.Test;
import toi.engine.map.Board;

/** 002 · Setting Up the Game Board: boards joined edge to edge, turned, framed by half hexes. */
class BoardAssemblyTest {

    static Board map(String boards) {
        return MapLoader.fromText("map.json", "{\"name\": \"assembled\", \"boards\": " + boards + "}", TestBoards.CATALOGS.terrain());
    }

    @Test
    void twoFacesSideBySideMakeOneMapFramedByHalfHexes() {
        Board m = map("[{\"board\": \"test-left\", \"at\": \"A1\"}, {\"board\": \"test-right\", \"at\": \"G1\"}]");
        assertThat(m.columns()).isEqualTo(12);
        assertThat(m.rows()).isEqualTo(4);
        // the frame: first and last column, first and last row
        assertThat(m.isPlayable(hex("A2"))).isFalse();
        assertThat(m.isPlayable(hex("L2"))).isFalse();
        assertThat(m.isPlayable(hex("C1"))).isFalse();
        assertThat(m.isPlayable(hex("C4"))).isFalse();
        assertThat(m.isPlayable(hex("B2"))).isTrue();
        assertThat(m.terrain(hex("B2")).id()).isEqualTo("rough");
        assertThat(m.elevation(hex("J2"))).as("the right face's hill, 6 columns on").isEqualTo(1);
        // the road runs on across the joined edge (F3 of the left face, A3 of the right face = G3)
        assertThat(m.roadContiguous(hex("F3"), hex("G3"))).isTrue();
        assertThat(m.roadContiguous(hex("G3"), hex("H3"))).isTrue();
        assertThat(m.roadContiguous(hex("B3"), hex("C3"))).isTrue();
        // a building cut by the frame keeps its playable hexes
        assertThat(m.buildings()).isEmpty();
    }

    @Test
    void aTurnedFaceIsRotatedHalfRound() {
        Board m = map("[{\"board\": \"test-left\", \"at\": \"A1\", \"turned\": true}, {\"board\": \"test-right\", \"at\": \"A5\"}]");
        assertThat(m.columns()).isEqualTo(6);
        assertThat(m.rows()).isEqualTo(8);
        // face B2 (rough) lands at E3 when turned: column 5−1 = 4 (E), row index 3−1 = 2 → row 3
        assertThat(m.terrain(hex("E3")).id()).isEqualTo("rough");
        // face C4–D4 (the barn) lands at B1–C1 (row 1 is frame: half hexes), so the barn is cut away
        assertThat(m.isPlayable(hex("C1"))).isFalse();
        // the turned road C3–D3 becomes D2–C2
        assertThat(m.roadContiguous(hex("C2"), hex("D2"))).isTrue();
        assertThat(m.elevation(hex("D6"))).as("the second face's hill at its D2").isEqualTo(1);
    }

    @Test
    void aDeploymentZoneMayBeWholeBoardsKeptToHillLevels() {
        // "Any of the hexes on map 12B"; "Squads may be placed on any level 1 or level 2 hill hex on maps 1B, 3B …" (002)
        Board m = MapLoader.fromText("map.json", "{\"name\": \"z\", \"boards\": [{\"board\": \"test-left\", \"at\": \"A1\"},"
                + " {\"board\": \"test-right\", \"at\": \"G1\"}], \"deployment\": [{\"nation\": \"GER\", \"boards\": [\"test-left\"]},"
                + " {\"nation\": \"US\", \"units\": \"squads\", \"boards\": [\"test-right\"], \"levels\": [1, 2]}]}",
                TestBoards.CATALOGS.terrain());
        var ger = m.deploymentZones().get(0).hexes();
        assertThat(ger).as("the left face's full hexes: B–F, rows 2–3").hasSize(10).contains(hex("B2"), hex("F3")).doesNotContain(hex("A2"), hex("G2"));
        assertThat(m.deploymentZones().get(1).hexes()).containsExactly(hex("J2"));
        assertThatThrownBy(() -> MapLoader.fromText("map.json", "{\"name\": \"z\", \"boards\": [{\"board\": \"test-left\", \"at\": \"A1\"}],"
                + " \"deployment\": [{\"nation\": \"GER\", \"boards\": [\"test-right\"]}]}", TestBoards.CATALOGS.terrain()))
                .isInstanceOf(ContentException.class).hasMessageContaining("deployment[0].boards[0]")
                .hasMessageContaining("'test-right' is not one of this map's boards [test-left]");
        assertThatThrownBy(() -> MapLoader.fromText("map.json", "{\"name\": \"z\", \"boards\": [{\"board\": \"test-left\", \"at\": \"A1\"}],"
                + " \"deployment\": [{\"nation\": \"GER\", \"boards\": [\"test-left\"], \"levels\": [2]}]}", TestBoards.CATALOGS.terrain()))
                .isInstanceOf(ContentException.class).hasMessageContaining("has no hexes");
    }

    @Test
    void badAssembliesAreRefusedWithTheField() {
        assertThatThrownBy(() -> map("[{\"board\": \"test-left\", \"at\": \"B1\"}]")).isInstanceOf(ContentException.class)
                .hasMessageContaining("boards[0].at").hasMessageContaining("even-lettered column");
        assertThatThrownBy(() -> map("[{\"board\": \"test-left\", \"at\": \"A1\"}, {\"board\": \"test-right\", \"at\": \"E2\"}]"))
                .isInstanceOf(ContentException.class).hasMessageContaining("boards[1].at").hasMessageContaining("overlaps");
        assertThatThrownBy(() -> map("[{\"board\": \"board-99z\", \"at\": \"A1\"}]")).isInstanceOf(ContentException.class)
                .hasMessageContaining("boards[0].board").hasMessageContaining("no board 'board-99z'");
        assertThatThrownBy(() -> MapLoader.fromText("map.json", "{\"name\": \"x\", \"columns\": 5, \"boards\": [{\"board\": \"test-left\","
                + " \"at\": \"A1\"}]}", TestBoards.CATALOGS.terrain())).isInstanceOf(ContentException.class)
                .hasMessageContaining("columns").hasMessageContaining("takes its size and terrain from them");
    }

    @Test
    void theEightOriginalFacesLoadAndJoinTheirRoadsOnEitherSide() {
        for (String face : java.util.List.of("1a", "1b", "2a", "2b", "3a", "3b", "4a", "4b")) {
            Board f = map("[{\"board\": \"board-" + face + "\", \"at\": \"A1\"}, {\"board\": \"board-" + face + "\", \"at\": \"O1\","
                    + " \"turned\": true}]");
            assertThat(f.columns()).as(face).isEqualTo(28);
            assertThat(f.rows()).as(face).isEqualTo(9);
            // every face's road reaches its right edge at N5, and a turned copy's road leaves from its left edge at O5
            assertThat(f.roadContiguous(hex("N5"), hex("O5"))).as(face + ": the road crosses the joined edge").isTrue();
        }
    }
}
