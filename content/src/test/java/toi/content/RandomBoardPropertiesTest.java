package toi.content;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import toi.engine.hex.Hex;
import toi.engine.hex.HexLabels;
import toi.engine.los.LineOfSight;
import toi.engine.los.LosResult;
import toi.engine.map.Board;
import toi.engine.move.MovePoints;
import toi.engine.move.MovementRules;
import toi.engine.move.Reach;
import toi.engine.move.Reachability;
import toi.engine.move.Step;
import toi.engine.units.Position;
import toi.engine.units.Unit;

/** Invariants of line of sight and movement over random boards (jqwik picks the seeds). */
class RandomBoardPropertiesTest {

    private static final String[] TERRAIN = {".", ".", ".", ".", "w", "w", "r", "b", "s", "p", "="};

    private static Board randomBoard(long seed, int columns, int rows) {
        Random rnd = new Random(seed);
        String[] grid = new String[rows];
        for (int r = 0; r < rows; r++) {
            StringBuilder sb = new StringBuilder();
            for (int c = 0; c < columns; c++) {
                String t = TERRAIN[rnd.nextInt(TERRAIN.length)];
                int level = rnd.nextInt(10) < 6 ? 0 : rnd.nextInt(10) < 7 ? 1 : 2;
                sb.append(c == 0 ? "" : " ").append(t).append(level);
            }
            grid[r] = sb.toString();
        }
        List<String> roads = new ArrayList<>();
        int c = rnd.nextInt(columns);
        StringBuilder road = new StringBuilder();
        for (int r = 0; r < rows; r++) {
            road.append(HexLabels.label(HexLabels.fromOffset(c, r))).append(' ');
        }
        roads.add(road.toString());
        Board b = TestBoards.boardWithRoads(grid, roads);
        for (int i = 0; i < 3; i++) {
            Hex h = HexLabels.fromOffset(rnd.nextInt(columns), rnd.nextInt(rows));
            var smoke = TestBoards.CATALOGS.terrain().marker("smoke").orElseThrow();
            if (b.markerRefusal(h, smoke).isEmpty()) {
                b.placeMarker(h, smoke);
            }
        }
        return b;
    }

    private static Hex randomHex(Random rnd, Board b) {
        return HexLabels.fromOffset(rnd.nextInt(b.columns()), rnd.nextInt(b.rows()));
    }

    @Property(tries = 200)
    void lineOfSightIsSymmetric_andAdjacentHexesAlwaysSeeEachOther(@ForAll long seed) {
        Board b = randomBoard(seed, 10, 10);
        Random rnd = new Random(seed ^ 0x5DEECE66DL);
        for (int i = 0; i < 20; i++) {
            Hex a = randomHex(rnd, b), c = randomHex(rnd, b);
            LosResult there = LineOfSight.check(b, a, c);
            LosResult back = LineOfSight.check(b, c, a);
            assertThat(back.clear()).as(a + "↔" + c + ": " + there.reason() + " / " + back.reason()).isEqualTo(there.clear());
            for (Hex n : a.neighbors()) {
                if (b.isPlayable(n)) {
                    assertThat(LineOfSight.canSee(b, a, n)).isTrue();
                }
            }
        }
    }

    @Property(tries = 100)
    void onAFlatOpenBoardEveryHexSeesEveryOther(@ForAll @IntRange(min = 2, max = 12) int size) {
        String[] rows = new String[size];
        for (int r = 0; r < size; r++) {
            rows[r] = ". ".repeat(size).trim();
        }
        Board b = TestBoards.board(rows);
        for (Hex a : b.hexes()) {
            assertThat(LineOfSight.canSee(b, HexLabels.fromOffset(0, 0), a)).isTrue();
        }
    }

    @Property(tries = 150)
    void everyReachablePathIsLegalStepByStepAndCostsWhatItSays(@ForAll long seed, @ForAll @IntRange(min = 0, max = 3) int kind) {
        Board b = randomBoard(seed, 9, 9);
        Random rnd = new Random(seed);
        String[] types = {"us-regular", "sherman", "gmc-truck", "m3a1"};
        Hex start;
        do {
            start = randomHex(rnd, b);
        } while (!b.isPlayable(start) || b.terrain(start).impassableTo(kind == 0
                ? toi.engine.map.MovementClass.SQUAD : toi.engine.map.MovementClass.VEHICLE));
        Unit unit = kind == 0 ? TestBoards.usSquad("u", start.toString())
                : TestBoards.vehicle("u", "US", start.toString(), types[kind]);
        Position p = TestBoards.position(b, unit, TestBoards.gerSquad("enemy", randomHex(rnd, b).toString()));
        if (p.unitsAt(unit.hex()).size() > 1) {
            return; // the enemy landed on the mover's hex: not a legal position
        }
        Reachability.Result result = Reachability.of(p, unit);
        for (Reach r : result.reaches()) {
            int total = 0;
            for (int i = 1; i < r.path().size(); i++) {
                Step s = MovementRules.enter(p, unit, start, r.path().get(i - 1), r.path().get(i));
                assertThat(s.allowed()).as(s.explanation()).isTrue();
                if (i < r.path().size() - 1) {
                    assertThat(s.stops()).as("movement continued after a stop at " + s.to()).isFalse();
                }
                total += s.cost();
            }
            assertThat(total).isEqualTo(r.cost());
            assertThat(r.cost()).isLessThanOrEqualTo(result.budget());
            assertThat(r.canEnd()).isEqualTo(MovementRules.mayEndIn(p, unit, r.hex()));
            if (p.unitsAt(r.hex()).stream().anyMatch(u -> !u.nation().equals(unit.nation()))) {
                assertThat(unit.hasAbility("overrun")).as("only tanks pass enemy hexes").isTrue();
                assertThat(r.canEnd()).isFalse();
            }
            assertThat(result.costTo(r.hex())).isEqualTo(r.cost());
            assertThat(result.pathTo(r.hex())).isEqualTo(r.path());
        }
        assertThat(result.destinations()).containsExactlyInAnyOrderElementsOf(
                result.reaches().stream().filter(Reach::canEnd).map(Reach::hex).toList());
        assertThat(result.reached()).hasSize(result.reaches().size());
    }

    @Property(tries = 100)
    void moreMovementPointsNeverReachFewerHexesOrCostMore(@ForAll long seed, @ForAll @IntRange(min = 0, max = 6) int mp) {
        Board b = randomBoard(seed, 9, 9);
        Hex start = HexLabels.fromOffset(4, 4);
        if (b.terrain(start).impassableTo(toi.engine.map.MovementClass.SQUAD)) {
            return;
        }
        Unit unit = TestBoards.usSquad("u", start.toString());
        Position p = TestBoards.position(b, unit);
        Map<Hex, Reach> small = Reachability.of(p, unit, MovePoints.of(mp)).byHex();
        Map<Hex, Reach> large = Reachability.of(p, unit, MovePoints.of(mp + 1)).byHex();
        assertThat(large.keySet()).containsAll(small.keySet());
        for (Map.Entry<Hex, Reach> e : small.entrySet()) {
            assertThat(large.get(e.getKey()).cost()).isEqualTo(e.getValue().cost());
        }
    }
}
