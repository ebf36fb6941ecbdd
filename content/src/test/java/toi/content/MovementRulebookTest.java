package toi.content;

import static org.assertj.core.api.Assertions.assertThat;
import static toi.content.TestBoards.board;
import static toi.content.TestBoards.withMarker;
import static toi.content.TestBoards.boardWithRoads;
import static toi.content.TestBoards.hex;
import static toi.content.TestBoards.position;
import static toi.content.TestBoards.usSquad;
import static toi.content.TestBoards.gerSquad;
import static toi.content.TestBoards.vehicle;
import static toi.content.TestBoards.with;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import toi.engine.map.Board;
import toi.engine.move.MovePoints;
import toi.engine.move.MovementRules;
import toi.engine.move.Reach;
import toi.engine.move.Reachability;
import toi.engine.move.Step;
import toi.engine.units.Position;
import toi.engine.units.Unit;

/** 000 · MOVEMENT, TERRAIN BREAKDOWN, Hill, Road, STACKING LIMITS, obstacles — with numbers checked by hand. */
class MovementRulebookTest {

    private static Step enter(Position p, Unit u, String from, String to) {
        return MovementRules.enter(p, u, u.hex(), hex(from), hex(to));
    }

    /** Hex → cost in whole or third movement points, for the hexes the unit may end in. */
    private static Map<String, String> reach(Position p, Unit u, int wholePoints) {
        Map<String, String> m = new LinkedHashMap<>();
        for (Reach r : Reachability.of(p, u, MovePoints.of(wholePoints)).reaches()) {
            if (r.canEnd()) {
                m.put(r.hex().toString(), MovePoints.format(r.cost()));
            }
        }
        return m;
    }

    @Nested
    @DisplayName("000/002 · TERRAIN BREAKDOWN: cost to enter each terrain from clear ground")
    class TerrainRows {
        @ParameterizedTest(name = "{0}: squads {1}, vehicles {2}")
        @CsvSource({
                "'.', 1, 1",        // Clear: 1
                "r, 2, 1",          // Rough: 2 for squads, 1 for vehicles
                "w, 2, 3",          // Woods: 2 for squads, 3 for vehicles
                "s, 2, 4",          // Stream, shallow: 2 for squads, 4 for vehicles
                "d, 3, -",          // Stream, deep: 3 for squads, vehicles may not enter
                "f, -, -",          // Stream, flooded: treat as a pond (impassable)
                "p, -, -",          // Pond: impassable
                "'=', 1, 1",        // Bridge: 1
                "b, 2, -",          // Building: 2; vehicles may never enter
        })
        void costToEnter(String symbol, String squadCost, String vehicleCost) {
            Board b = board(". " + symbol + " .", ". . .");
            Unit squad = usSquad("s", "A1");
            Unit tank = vehicle("t", "US", "A1", "sherman");
            assertCost(enter(position(b, squad), squad, "A1", "B1"), squadCost);
            assertCost(enter(position(b, tank), tank, "A1", "B1"), vehicleCost);
        }

        private void assertCost(Step step, String expected) {
            if (expected.equals("-")) {
                assertThat(step.allowed()).as(step.explanation()).isFalse();
                assertThat(step.explanation()).contains("may not enter");
            } else {
                assertThat(step.allowed()).as(step.explanation()).isTrue();
                assertThat(MovePoints.format(step.cost())).isEqualTo(expected);
            }
        }
    }

    @Nested
    @DisplayName("000 · Road: 1 movement point along a contiguous road")
    class Roads {
        // A vertical road A1–A2–A3–A4 through woods; B1 is woods without a road.
        final Board b = boardWithRoads(new String[]{"w w", "w w", "w b", "w ."}, List.of("A1 A2 A3 A4"));

        @Test
        void contiguousRoadCostsOneWhateverTheMainTerrain() {
            Unit s = usSquad("s", "A1");
            assertThat(enter(position(b, s), s, "A1", "A2").cost()).isEqualTo(MovePoints.of(1));
            Unit t = vehicle("t", "US", "A1", "sherman");
            assertThat(enter(position(b, t), t, "A1", "A2").cost()).isEqualTo(MovePoints.of(1));
        }

        @Test
        void enteringARoadHexFromOffTheRoadPaysTheMainTerrain() {
            Unit s = usSquad("s", "B1");
            Step step = enter(position(b, s), s, "B1", "A2"); // B1 has no road
            assertThat(step.cost()).isEqualTo(MovePoints.of(2));
            assertThat(step.explanation()).contains("woods 2");
        }

        @Test
        void twoRoadHexesNotJoinedAcrossTheirHexsideAreNotContiguous() {
            Board parallel = boardWithRoads(new String[]{"w w w", "w w w", "w w w"}, List.of("A1 A2 A3", "C1 C2 C3"));
            // B2 has no road; roads A and C never meet; moving A2 → B2 → C2 pays woods each time
            Unit s = usSquad("s", "A2");
            assertThat(enter(position(parallel, s), s, "A2", "B2").cost()).isEqualTo(MovePoints.of(2));
            Board sideBySide = boardWithRoads(new String[]{"w w", "w w"}, List.of("A1 A2", "B1 B2"));
            // A1 and B1 are adjacent and both carry a road, but no road crosses the A1–B1 hexside.
            Unit t = vehicle("t", "US", "A1", "sherman");
            assertThat(enter(position(sideBySide, t), t, "A1", "B1").cost()).isEqualTo(MovePoints.of(3));
        }

        @Test
        void buildingCostsTwoEvenWithARoad_andVehiclesMayNeverEnter() {
            Board town = boardWithRoads(new String[]{". b ."}, List.of("A1 B1 C1"));
            Unit s = usSquad("s", "A1");
            assertThat(enter(position(town, s), s, "A1", "B1").cost()).isEqualTo(MovePoints.of(2));
            Unit t = vehicle("t", "US", "A1", "sherman");
            assertThat(enter(position(town, t), t, "A1", "B1").allowed()).isFalse();
        }

        @Test
        void aBridgeIsContiguousToAnAdjoiningRoad() {
            // The road ends at A1 pointing at the bridge in B1; the map gives the bridge no road of its own.
            Board b2 = boardWithRoads(new String[]{"w = w"}, List.of("A1 B1"));
            Unit t = vehicle("t", "US", "B1", "sherman");
            Step off = enter(position(b2, t), t, "B1", "C1");
            assertThat(off.cost()).isEqualTo(MovePoints.of(3)); // C1 has no road: woods for vehicles
            Unit t2 = vehicle("t2", "US", "A1", "sherman");
            assertThat(enter(position(b2, t2), t2, "A1", "B1").explanation()).contains("contiguous road");
        }
    }

    @Nested
    @DisplayName("000/002 · Hill: uphill costs one more, road ignores it, cliffs are impassable")
    class Hills {
        final Board b = boardWithRoads(new String[]{". .1 .1 .2", ". w1 .2 .", ". . . ."}, List.of("A3 B2"));

        @Test
        void movingUpOneLevelCostsOneMore() {
            Unit s = usSquad("s", "A1");
            Step up = enter(position(b, s), s, "A1", "B1");
            assertThat(up.cost()).isEqualTo(MovePoints.of(2));
            assertThat(up.explanation()).contains("uphill");
        }

        @Test
        void uphillIsAddedToTheTerrainCost() {
            Unit s = usSquad("s", "A2");
            assertThat(enter(position(b, s), s, "A2", "B1").cost()).isEqualTo(MovePoints.of(2)); // clear L1 from L0
            assertThat(enter(position(b, s), s, "A2", "B2").cost()).isEqualTo(MovePoints.of(3)); // woods 2 + uphill 1
        }

        @Test
        void sameLevelOrDownhillCostsTheTerrainOnly() {
            Unit s = usSquad("s", "B1");
            assertThat(enter(position(b, s), s, "B1", "C1").cost()).isEqualTo(MovePoints.of(1)); // L1 → L1
            assertThat(enter(position(b, s), s, "B1", "A1").cost()).isEqualTo(MovePoints.of(1)); // L1 → L0
        }

        @Test
        void aContiguousRoadIgnoresTheUphillPenalty() {
            Unit s = usSquad("s", "A3");
            Step step = enter(position(b, s), s, "A3", "B2");
            assertThat(step.cost()).isEqualTo(MovePoints.of(1));
            assertThat(step.explanation()).contains("uphill ignored");
        }

        @Test
        void cliffHexsidesAreImpassableBothWays() {
            Unit s = usSquad("s", "C3");
            Step up = enter(position(b, s), s, "C3", "C2"); // level 0 → level 2
            assertThat(up.allowed()).isFalse();
            assertThat(up.explanation()).contains("cliff");
            Unit s2 = usSquad("s2", "C2");
            assertThat(enter(position(b, s2), s2, "C2", "D2").allowed()).isFalse(); // level 2 → level 0
            Unit s3 = usSquad("s3", "C1");
            assertThat(enter(position(b, s3), s3, "C1", "D1").cost()).isEqualTo(MovePoints.of(2)); // level 1 → 2: uphill, no cliff
        }
    }

    @Nested
    @DisplayName("000 · Effective Road Movement: trucks pay 1/3 along a contiguous road")
    class Trucks {
        @Test
        void aTruckWithFourMovementPointsMovesTwelveHexesAlongARoad() {
            String[] rows = new String[14];
            StringBuilder road = new StringBuilder();
            for (int i = 0; i < 14; i++) {
                rows[i] = ". .";
                road.append("A").append(i + 1).append(' ');
            }
            Board b = boardWithRoads(rows, List.of(road.toString()));
            Unit truck = vehicle("truck", "US", "A1", "gmc-truck");
            Map<String, Reach> byHex = new LinkedHashMap<>();
            for (Reach r : Reachability.of(position(b, truck), truck).reaches()) {
                byHex.put(r.hex().toString(), r);
            }
            assertThat(byHex.get("A13").cost()).isEqualTo(12); // 12 thirds = 4 movement points
            assertThat(byHex.get("A13").path()).hasSize(13);
            assertThat(byHex).doesNotContainKey("A14");
            assertThat(byHex.get("A2").steps().get(0)).contains("1/3");
        }

        @Test
        void offTheRoadATruckPaysTheTerrain() {
            Board b = board(". r", ". .");
            Unit truck = vehicle("truck", "US", "A1", "gmc-truck");
            assertThat(enter(position(b, truck), truck, "A1", "B1").cost()).isEqualTo(MovePoints.of(1));
            assertThat(enter(position(b, truck), truck, "A1", "A2").cost()).isEqualTo(MovePoints.of(1));
        }

        @Test
        void aTruckStillMayNotEnterABuildingByRoad() {
            Board b = boardWithRoads(new String[]{". b ."}, List.of("A1 B1 C1"));
            Unit truck = vehicle("truck", "US", "A1", "gmc-truck");
            assertThat(enter(position(b, truck), truck, "A1", "B1").allowed()).isFalse();
        }
    }

    @Nested
    @DisplayName("000 · STACKING LIMITS and enemy hexes")
    class Stacking {
        // One row of hexes A1–E1 forms a chain; B1 holds three friendly units.
        final Board b = board(". . . . .");

        @Test
        void aUnitMayMoveThroughAFullFriendlyHexButNotEndThere() {
            Unit mover = usSquad("m", "A1");
            Position p = position(b, mover, usSquad("f1", "B1"), usSquad("f2", "B1"), usSquad("f3", "B1"));
            Map<String, Reach> byHex = Reachability.of(p, mover).byHex().entrySet().stream()
                    .collect(java.util.stream.Collectors.toMap(e -> e.getKey().toString(), Map.Entry::getValue));
            assertThat(byHex.get("B1").canEnd()).isFalse();
            assertThat(byHex.get("B1").note()).contains("STACKING LIMITS");
            assertThat(byHex.get("C1").canEnd()).isTrue();
            assertThat(byHex.get("C1").path()).extracting(Object::toString).containsExactly("A1", "B1", "C1");
            assertThat(reach(p, mover, 4)).containsOnlyKeys("C1", "D1", "E1");
        }

        @Test
        void aHexWithTwoVehiclesIsFullForAVehicleButNotForASquad() {
            Unit tank = vehicle("t", "US", "A1", "sherman");
            Unit squad = usSquad("s", "A1");
            Position p = position(b, tank, squad, vehicle("v1", "US", "B1", "sherman"), vehicle("v2", "US", "B1", "m3a1"));
            assertThat(MovementRules.hexIsFullFor(p, tank, hex("B1"))).isTrue();
            assertThat(MovementRules.hexIsFullFor(p, squad, hex("B1"))).isFalse();
            assertThat(reach(p, tank, 7)).doesNotContainKey("B1").containsKey("C1");
        }

        @Test
        void aTankOverrunsAnEnemyHex_payingOnePerEnemyUnit_butMayNotEndThere() {
            // 000 · Overrun: "the normal cost to enter the hex plus one movement point for each enemy unit in the hex"
            Unit tank = vehicle("t", "US", "A1", "sherman");
            Position p = position(b, tank, gerSquad("g1", "B1"), gerSquad("g2", "B1"));
            Step step = enter(p, tank, "A1", "B1");
            assertThat(step.cost()).isEqualTo(MovePoints.of(3));
            assertThat(step.explanation()).contains("overrun +2");
            Map<String, Reach> byHex = Reachability.of(p, tank).byHex().entrySet().stream()
                    .collect(java.util.stream.Collectors.toMap(e -> e.getKey().toString(), Map.Entry::getValue));
            assertThat(byHex.get("B1").canEnd()).isFalse();
            assertThat(byHex.get("C1").cost()).isEqualTo(MovePoints.of(4));
        }

        @Test
        void enemiesMovePastConcealedSquadsButDoNotStopWithThem() {
            // 000 · CONCEALED SQUADS: "Enemy units can move through, but not end their movement in, a hex containing only concealed squads."
            Unit mover = usSquad("m", "A1");
            Position p = position(b, mover, gerSquad("hid", "B1").withConcealed(true));
            assertThat(enter(p, mover, "A1", "B1").allowed()).isTrue();
            assertThat(reach(p, mover, 4)).doesNotContainKey("B1").containsKeys("C1", "D1");
        }

        @Test
        void aUnitMayNotMoveIntoOrThroughAnEnemyHex() {
            Unit mover = usSquad("m", "A1");
            Position p = position(b, mover, gerSquad("g", "B1"));
            Step step = enter(p, mover, "A1", "B1");
            assertThat(step.allowed()).isFalse();
            assertThat(step.explanation()).contains("enemy");
            assertThat(reach(p, mover, 4)).isEmpty(); // the row is a chain: nothing beyond B1 is reachable
        }
    }

    @Nested
    @DisplayName("000 · FORTIFICATIONS, OBSTACLES, AND COVER: effects on movement")
    class Obstacles {
        @Test
        void razorWireStopsNonEngineerSquadsAndLightVehicles_notEngineersOrTanks() {
            Board b = withMarker(board(". . . . ."), "B1", "razor-wire");
            Unit squad = usSquad("s", "A1");
            assertThat(Reachability.of(position(b, squad), squad).byHex()).containsOnlyKeys(hex("B1"));
            Unit engineer = with(usSquad("e", "A1"), "engineer", null, "none", "none");
            assertThat(reach(position(b, engineer), engineer, 4)).containsKeys("B1", "C1", "D1", "E1");
            Unit halftrack = vehicle("h", "US", "A1", "m3a1");
            assertThat(reach(position(b, halftrack), halftrack, 7)).containsOnlyKeys("B1");
            Unit tank = vehicle("t", "US", "A1", "sherman");
            assertThat(reach(position(b, tank), tank, 7)).containsKeys("C1", "E1");
        }

        @Test
        void minefieldsEndMovement_andAUnitLeavingOneMovesOnlyToAnAdjacentHex() {
            Board b = withMarker(board(". . . . ."), "B1", "minefield");
            Unit squad = usSquad("s", "A1");
            assertThat(reach(position(b, squad), squad, 4)).containsOnlyKeys("B1");
            Unit engineer = with(usSquad("e", "A1"), "engineer", null, "none", "none");
            assertThat(reach(position(b, engineer), engineer, 4)).containsOnlyKeys("B1"); // engineers are still stopped
            Unit inside = usSquad("i", "B1");
            assertThat(reach(position(b, inside), inside, 4)).containsOnlyKeys("A1", "C1");
        }

        @Test
        void tankTraps_vehiclesEnterOnlyFromAnAdjacentStartingHexAndStop_squadsUnaffected() {
            Board b = withMarker(board(". . . . ."), "C1", "tank-trap");
            Unit far = vehicle("far", "US", "A1", "sherman");
            Step step = MovementRules.enter(position(b, far), far, hex("A1"), hex("B1"), hex("C1"));
            assertThat(step.allowed()).isFalse();
            assertThat(step.explanation()).contains("Tank Traps");
            assertThat(reach(position(b, far), far, 7)).containsOnlyKeys("B1");
            Unit near = vehicle("near", "US", "B1", "sherman");
            assertThat(reach(position(b, near), near, 7)).containsOnlyKeys("A1", "C1");
            Unit squad = usSquad("s", "A1");
            assertThat(reach(position(b, squad), squad, 4)).containsKeys("C1", "D1", "E1");
        }

        @Test
        void leavingAnEntrenchmentCostsOneMovementPointFirst() {
            Board b = withMarker(board(". . . . ."), "A1", "entrenchment");
            Unit dug = with(usSquad("s", "A1"), null, "entrenchment", "none", "none");
            assertThat(reach(position(b, dug), dug, 4)).containsExactly(
                    Map.entry("B1", "2"), Map.entry("C1", "3"), Map.entry("D1", "4"));
            assertThat(Reachability.of(position(b, dug), dug).reaches().get(0).steps().get(0)).contains("leave the entrenchment");
        }
    }

    @Nested
    @DisplayName("000 · MOVEMENT: the unit's movement points")
    class MovementPoints {
        @Test
        void squadMovementIsNotCumulative_andAnOfficerAddsOne() {
            assertThat(usSquad("s", "A1").movementPoints()).isEqualTo(4);
            Unit withOfficer = TestBoards.squad("o", "US", "A1", "us-regular", "us-regular", "us-officer");
            assertThat(withOfficer.movementPoints()).isEqualTo(5); // 000 · Increased Mobility
            assertThat(vehicle("t", "US", "A1", "sherman").movementPoints()).isEqualTo(7);
        }

        @Test
        void pinnedDisruptedAndHeavilyDamagedUnitsCannotMove() {
            Board b = board(". . .");
            Unit pinned = with(usSquad("p", "A1"), null, null, "pinned", "none");
            Reachability.Result r = Reachability.of(position(b, pinned), pinned);
            assertThat(r.reaches()).isEmpty();
            assertThat(r.immobile()).contains("Immobile Units");
            Unit wreck = with(vehicle("w", "US", "A1", "sherman"), null, null, "none", "heavy");
            assertThat(Reachability.of(position(b, wreck), wreck).reaches()).isEmpty();
        }

        @Test
        void aUnitThatCannotAffordTheCostMayNotEnter() {
            Board b = board(". w .");
            Unit s = usSquad("s", "A1");
            assertThat(reach(position(b, s), s, 2)).containsOnlyKeys("B1");
            assertThat(reach(position(b, s), s, 1)).isEmpty();
        }
    }

    @Nested
    @DisplayName("Reachable hexes checked by hand")
    class ReachableByHand {
        @Test
        void squadWithTwoMovementPointsOnASmallBoard() {
            // A2's neighbours: A1, A3, B1 (woods), B2; B2's: B1, B3 (stream), A2, A3, C2 (rough), C3.
            Board b = board(
                    ". w . .",
                    ". . r .",
                    ". s . .");
            Unit s = usSquad("s", "A2");
            assertThat(reach(position(b, s), s, 2)).containsExactlyInAnyOrderEntriesOf(Map.of(
                    "A1", "1", "A3", "1", "B2", "1", "B1", "2", "C3", "2"));
        }

        @Test
        void shermanAlongAChainOfMixedTerrain() {
            // A1 → B1 rough (vehicle 1) → C1 woods (3) → D1 clear (1) → E1 shallow stream (4)
            Board b = board(". r w . s");
            Unit t = vehicle("t", "US", "A1", "sherman");
            assertThat(reach(position(b, t), t, 7)).containsExactly(
                    Map.entry("B1", "1"), Map.entry("C1", "4"), Map.entry("D1", "5"));
            Unit squad = usSquad("s", "A1");
            assertThat(reach(position(b, squad), squad, 4)).containsExactly(Map.entry("B1", "2"), Map.entry("C1", "4"));
        }

        @Test
        void theCheapestPathGoesAroundWoods() {
            // A2 → C2: straight through the woods in B2 costs 2 + 1 = 3; around by B1 (adjacent to both) costs 2.
            Board b = board(". . .", ". w .");
            Unit s = usSquad("s", "A2");
            Reach c2 = Reachability.of(position(b, s), s).byHex().get(hex("C2"));
            assertThat(c2.cost()).isEqualTo(MovePoints.of(2));
            assertThat(c2.path()).extracting(Object::toString).containsExactly("A2", "B1", "C2");
        }
    }
}
