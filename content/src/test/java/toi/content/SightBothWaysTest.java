package toi.content;

import static org.assertj.core.api.Assertions.assertThat;
import static toi.content.TestBoards.board;
import static toi.content.TestBoards.hex;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import toi.engine.hex.Hex;
import toi.engine.los.LineOfSight;
import toi.engine.map.Board;
import toi.engine.map.MarkerType;

/**
 * Line of sight is the same both ways (docs/rulings.md R-LOS-11), which lets an answer be remembered for both; and the
 * answers remembered for a board's ground still hold beside smoke only where no smoke lies on the line.
 */
class SightBothWaysTest {
    static Stream<Path> scenarios() {
        return TestBoards.scenarioFiles().stream();
    }

    @ParameterizedTest
    @MethodSource("scenarios")
    void everyScenarioBoardSeesTheSameBothWays(Path file) {
        Board board = ScenarioLoader.load(file, TestBoards.CATALOGS).position().board();
        List<Hex> hexes = new ArrayList<>();
        for (Hex h : board.hexes()) {
            if (board.isPlayable(h)) {
                hexes.add(h);
            }
        }
        Random random = new Random(11);
        int blocked = 0;
        for (int i = 0; i < 3_000; i++) {
            Hex a = hexes.get(random.nextInt(hexes.size()));
            Hex b = hexes.get(random.nextInt(hexes.size()));
            boolean there = LineOfSight.check(board, a, b).clear(); // each way traced and remembered on its own
            boolean back = LineOfSight.check(board, b, a).clear();
            assertThat(back).as("%s: %s → %s is %s, back is %s", file.getFileName(), a, b, there, back).isEqualTo(there);
            blocked += there ? 0 : 1;
        }
        assertThat(blocked).as("some lines are blocked, so the check can fail").isPositive();
    }

    /**
     * The ground's remembered answers serve a board with smoke (a line the ground blocks stays blocked; a clear one is
     * looked at again only where smoke lies on it): on every scenario board, with smoke in one hex in twelve, each answer
     * equals the answer traced afresh on a board that remembers nothing.
     */
    @ParameterizedTest
    @MethodSource("scenarios")
    void rememberedAnswersBesideSmokeEqualLinesTracedAfresh(Path file) {
        Board board = ScenarioLoader.load(file, TestBoards.CATALOGS).position().board();
        MarkerType smoke = TestBoards.CATALOGS.terrain().marker("smoke").orElseThrow();
        List<Hex> hexes = new ArrayList<>();
        for (Hex h : board.hexes()) {
            if (board.isPlayable(h)) {
                hexes.add(h);
            }
        }
        Random random = new Random(5);
        List<Hex[]> pairs = new ArrayList<>();
        for (int i = 0; i < 2_000; i++) {
            Hex[] pair = {hexes.get(random.nextInt(hexes.size())), hexes.get(random.nextInt(hexes.size()))};
            pairs.add(pair);
            LineOfSight.canSee(board, pair[0], pair[1]); // the ground's answers remembered
        }
        Board smoky = board.copy();
        Board fresh = ScenarioLoader.load(file, TestBoards.CATALOGS).position().board(); // its own, empty memo
        for (Hex h : hexes) {
            if (random.nextInt(12) == 0 && smoky.markerRefusal(h, smoke).isEmpty()) {
                smoky.placeMarker(h, smoke);
                fresh.placeMarker(h, smoke);
            }
        }
        int changed = 0;
        for (Hex[] pair : pairs) {
            boolean remembered = LineOfSight.canSee(smoky, pair[0], pair[1]);
            boolean traced = LineOfSight.check(fresh, pair[0], pair[1]).clear();
            assertThat(remembered).as("%s: %s → %s", file.getFileName(), pair[0], pair[1]).isEqualTo(traced);
            changed += LineOfSight.canSee(board, pair[0], pair[1]) != traced ? 1 : 0;
        }
        assertThat(changed).as("the smoke blocks some lines the ground leaves clear, so the check can fail").isPositive();
    }

    @Test
    void smokeOnTheLineBlocksItAndTheGroundAnswerReturnsWhenItLifts() {
        Board board = board(". . . . .", ". . . . .", ". . . . .");
        MarkerType smoke = TestBoards.CATALOGS.terrain().marker("smoke").orElseThrow();
        assertThat(LineOfSight.canSee(board, hex("A1"), hex("E1"))).isTrue();
        assertThat(LineOfSight.canSee(board, hex("A3"), hex("E3"))).isTrue();
        Board copy = board.copy();
        copy.placeMarker(hex("C1"), smoke);
        assertThat(LineOfSight.canSee(copy, hex("A1"), hex("E1"))).as("smoke on the line").isFalse();
        assertThat(LineOfSight.canSee(copy, hex("E1"), hex("A1"))).as("and the other way").isFalse();
        assertThat(LineOfSight.check(copy, hex("A3"), hex("E3")).clear()).as("smoke off the line").isTrue();
        assertThat(LineOfSight.canSee(board, hex("A1"), hex("E1"))).as("the board the copy was taken from has no smoke").isTrue();
        copy.removeMarker(hex("C1"), "smoke");
        assertThat(LineOfSight.canSee(copy, hex("A1"), hex("E1"))).as("the smoke lifted").isTrue();
    }
}
