package toi.content;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static toi.content.TestBoards.board;
import static toi.content.TestBoards.hex;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import toi.engine.los.LineOfSight;
import toi.engine.los.LosResult;
import toi.engine.los.LosRule;
import toi.engine.map.Board;

/**
 * Every line-of-sight example of the 2006 rulebook (000 · LINE OF SIGHT, pages 23–25), rebuilt on
 * test boards. The book's pictures are lost; each board places the terrain so that the caption's
 * situation holds exactly, and the test asserts the caption's verdict and the rule that gives it.
 */
class LineOfSightRulebookTest {

    private static LosResult los(Board b, String from, String to) {
        return LineOfSight.check(b, hex(from), hex(to));
    }

    /**
     * 000 · "Line of Sight" diagram (same level): the American squad in E5 and German squads A–E,
     * all on level 0.
     */
    @Nested
    @DisplayName("000 · LINE OF SIGHT diagram, units on the same level (A–E)")
    class SameLevelDiagram {
        // A: E1 behind the woods in E3.  B: H8 in the open.  C: I5 along a hex edge, woods in F4 on one side.
        // D: E9 behind the level-1 hex E7.  E: A5 along a hex edge, woods in D4 and D5 on both sides.
        final Board b = board(
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . w . . . .",
                ". . . w . w . . .",
                ". . . w . . . . .",
                ". . . . . . . . .",
                ". . . . .1 . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .");

        @Test
        void A_blockingTerrain_woodsInTheFiringLineBlocks() {
            LosResult r = los(b, "E5", "E1");
            assertThat(r.clear()).isFalse();
            assertThat(r.rule()).isEqualTo(LosRule.BLOCKING_TERRAIN);
            assertThat(r.blockingHex()).isEqualTo(hex("E3"));
            assertThat(r.reason()).contains("E3").contains("woods");
        }

        @Test
        void B_clearLineOfSight_noBlockingTerrainInTheFiringLine() {
            LosResult r = los(b, "E5", "H8");
            assertThat(r.clear()).isTrue();
            assertThat(r.rule()).isEqualTo(LosRule.CLEAR);
            assertThat(r.alongHexEdge()).isFalse();
        }

        @Test
        void C_firingAlongHexLines_blockingTerrainOnOneSideOnly_isClear() {
            LosResult r = los(b, "E5", "I5");
            assertThat(r.alongHexEdge()).isTrue();
            assertThat(r.clear()).isTrue();
            assertThat(r.lines()).hasSize(2);
            assertThat(r.lines()).anySatisfy(line -> {
                assertThat(line.clear()).isFalse();
                assertThat(line.blockingHex()).isEqualTo(hex("F4"));
            });
        }

        @Test
        void D_blockingHigherElevation_aHexHigherThanBothUnitsBlocks() {
            LosResult r = los(b, "E5", "E9");
            assertThat(r.clear()).isFalse();
            assertThat(r.rule()).isEqualTo(LosRule.BLOCKING_HIGHER_ELEVATION);
            assertThat(r.blockingHex()).isEqualTo(hex("E7"));
        }

        @Test
        void E_firingAlongHexLines_blockingTerrainOnBothSides_isBlocked() {
            LosResult r = los(b, "E5", "A5");
            assertThat(r.alongHexEdge()).isTrue();
            assertThat(r.clear()).isFalse();
            assertThat(r.rule()).isEqualTo(LosRule.BLOCKING_TERRAIN);
            assertThat(r.lines()).allSatisfy(line -> assertThat(line.clear()).isFalse());
            assertThat(r.lines()).extracting(line -> line.blockingHex()).containsExactlyInAnyOrder(hex("D4"), hex("D5"));
        }

        @Test
        void lineOfSightIsTheSameInBothDirections() {
            for (String target : new String[]{"E1", "H8", "I5", "E9", "A5"}) {
                assertThat(los(b, target, "E5").clear()).as(target).isEqualTo(los(b, "E5", target).clear());
            }
        }
    }

    /**
     * The board of 000 · "Line of Sight (different elevations)" diagram: E4 and E5 a level-1 hill (E5 on its edge), H4
     * woods, E7 a lone level-1 hill (also the board of 003 · Modified Plateau Rule's tests).
     */
    static final String[] DIFFERENT_ELEVATIONS_DIAGRAM = {
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . .1 . . w .",
            ". . . . .1 . . . .",
            ". . . . . . . . .",
            ". . . . .1 . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . ."};

    /**
     * 000 · "Line of Sight (different elevations)" diagram: the American squad on level 1 in E5,
     * German squads A–D on level 0.
     */
    @Nested
    @DisplayName("000 · LINE OF SIGHT (DIFFERENT ELEVATIONS) diagram (A–D)")
    class DifferentLevelsDiagram {
        // E4 and E5 are a level-1 hill (E5 on its edge); H4 is woods; E7 is a lone level-1 hill.
        // A: E1 — the line crosses E4, adjacent and at the American's level (plateau).
        // B: I5 — along a hex edge; woods in H4 blind I5 on one side only.
        // C: E9 — two hexes behind the hill E7 (a blind hex for a difference of one level).
        // D: E10 — three hexes behind E7, past the blind hexes.
        final String[] rows = LineOfSightRulebookTest.DIFFERENT_ELEVATIONS_DIAGRAM;
        final Board b = board(rows);

        @Test
        void A_plateauRule_lineAcrossAnAdjacentHexAtTheHigherUnitsLevelIsBlocked() {
            LosResult r = los(b, "E5", "E1");
            assertThat(r.clear()).isFalse();
            assertThat(r.rule()).isEqualTo(LosRule.PLATEAU);
            assertThat(r.blockingHex()).isEqualTo(hex("E4"));
        }

        @Test
        void A_plateauRule_appliesWhenTheHigherUnitIsFiredUponToo() {
            LosResult r = los(b, "E1", "E5");
            assertThat(r.clear()).isFalse();
            assertThat(r.rule()).isEqualTo(LosRule.PLATEAU);
        }

        @Test
        void B_firingAlongHexLines_blockingTerrainNotOnBothSides_isInSight() {
            LosResult r = los(b, "E5", "I5");
            assertThat(r.alongHexEdge()).isTrue();
            assertThat(r.clear()).isTrue();
            assertThat(r.lines()).anySatisfy(line -> {
                assertThat(line.rule()).isEqualTo(LosRule.BLIND_HEX);
                assertThat(line.blockingHex()).isEqualTo(hex("H4"));
            });
        }

        @Test
        void C_blindHex_twoHexesBehindTheClosestObstructionForADifferenceOfOne() {
            LosResult r = los(b, "E5", "E9");
            assertThat(r.clear()).isFalse();
            assertThat(r.rule()).isEqualTo(LosRule.BLIND_HEX);
            assertThat(r.blockingHex()).isEqualTo(hex("E7"));
            assertThat(los(b, "E5", "E8").rule()).isEqualTo(LosRule.BLIND_HEX);
        }

        @Test
        void C_hadTheAmericanBeenOnLevel2_onlyOneHexBehindTheHillIsBlind_andSquadCIsInSight() {
            String[] higher = rows.clone();
            higher[4] = ". . . . .2 . . . .";
            higher[3] = ". . . . .2 . . w .";
            Board level2 = board(higher);
            assertThat(los(level2, "E5", "E9").clear()).isTrue();
            assertThat(los(level2, "E5", "E9").rule()).isEqualTo(LosRule.CLEAR_PAST_OBSTRUCTION);
            assertThat(los(level2, "E5", "E8").rule()).isEqualTo(LosRule.BLIND_HEX);
        }

        @Test
        void D_firingPastBlindHexes_aUnitBeyondTheBlindHexesIsInSight() {
            LosResult r = los(b, "E5", "E10");
            assertThat(r.clear()).isTrue();
            assertThat(r.rule()).isEqualTo(LosRule.CLEAR_PAST_OBSTRUCTION);
            assertThat(r.blockingHex()).isEqualTo(hex("E7"));
        }
    }

    /** 000 · "Determining Line of Sight Along a Hex Edge" diagram (both examples) and Firing Along Hex Edges. */
    @Nested
    @DisplayName("000 · DETERMINING LINE OF SIGHT ALONG A HEX EDGE")
    class AlongAHexEdge {

        @Test
        void blockingTerrainOnBothSidesOfTheLine_blocksLos() {
            Board b = board(
                    ". . . . . . .",
                    ". . . . . . .",
                    ". w . w . . .",
                    ". w . w . . .",
                    ". . . . . . .");
            // A4 → G4 runs along the edges between B3/B4, D3/D4 and F3/F4.
            LosResult r = los(b, "A4", "G4");
            assertThat(r.alongHexEdge()).isTrue();
            assertThat(r.clear()).isFalse();
        }

        @Test
        void blockingTerrainOnOneSideOnly_losIsClear() {
            Board b = board(
                    ". . . . . . .",
                    ". . . . . . .",
                    ". w . w . . .",
                    ". . . . . . .",
                    ". . . . . . .");
            LosResult r = los(b, "A4", "G4");
            assertThat(r.alongHexEdge()).isTrue();
            assertThat(r.clear()).isTrue();
        }

        @Test
        void alternatingSidesStillLeaveOneShiftedLineBlockedEachWay() {
            // B3 blocks the upper line, D4 blocks the lower line: both shifted lines are blocked.
            Board b = board(
                    ". . . . . . .",
                    ". . . . . . .",
                    ". w . . . . .",
                    ". . . w . . .",
                    ". . . . . . .");
            assertThat(los(b, "A4", "G4").clear()).isFalse();
        }

        @Test
        void theSixtyDegreeEdgeDirectionIsShiftedToo() {
            // E5 → H9 runs along hex edges at 60°; the two shifted lines pass E6/F7/G9 and F5/G7/H8.
            Board oneSide = board(
                    ". . . . . . . . .", ". . . . . . . . .", ". . . . . . . . .", ". . . . . . . . .",
                    ". . . . . . . . .", ". . . . w . . . .", ". . . . . w . . .", ". . . . . . . . .",
                    ". . . . . . . . .");
            assertThat(los(oneSide, "E5", "H9").alongHexEdge()).isTrue();
            assertThat(los(oneSide, "E5", "H9").clear()).isTrue();
            Board bothSides = board(
                    ". . . . . . . . .", ". . . . . . . . .", ". . . . . . . . .", ". . . . . . . . .",
                    ". . . . . w . . .", ". . . . w . . . .", ". . . . . . . . .", ". . . . . . . . .",
                    ". . . . . . . . .");
            assertThat(los(bothSides, "E5", "H9").clear()).isFalse();
        }
    }

    @Nested
    @DisplayName("000 · LOS Exceptions and other rules")
    class Exceptions {

        @Test
        void adjacentUnits_alwaysHaveLos_regardlessOfElevation() {
            Board b = board(
                    ". . .",
                    "w .2 b",
                    ". . .");
            assertThat(los(b, "A2", "B2").rule()).isEqualTo(LosRule.ADJACENT); // woods to level-2 hill
            assertThat(los(b, "B2", "C2").clear()).isTrue(); // hill to building
            assertThat(los(b, "B2", "B3").clear()).isTrue(); // across a cliff
        }

        @Test
        void blockingTerrainDoesNotBlockLosToUnitsInThatHex() {
            Board b = board(". . . w", ". . . .", ". . . .");
            assertThat(los(b, "A1", "D1").clear()).isTrue();
            assertThat(los(b, "D1", "A1").clear()).isTrue();
        }

        @Test
        void buildingsAndSmokeAreBlockingTerrain() {
            Board building = board(". . b . .", ". . . . .", ". . . . .");
            assertThat(los(building, "A1", "E1").clear()).isFalse();
            Board smoke = board(". . . . .", ". . . . .", ". . . . .");
            smoke.placeMarker(hex("C1"), TestBoards.CATALOGS.terrain().marker("smoke").orElseThrow());
            LosResult r = los(smoke, "A1", "E1");
            assertThat(r.clear()).isFalse();
            assertThat(r.reason()).contains("smoke");
        }

        @Test
        void roughStreamsAndBridgesDoNotBlock() {
            Board b = board(". r s = p .", ". . . . . .");
            assertThat(los(b, "A1", "F1").clear()).isTrue();
        }

        @Test
        void aHillAtTheUnitsOwnLevelDoesNotBlock_sameLevel() {
            Board b = board(".1 .1 .1 .1 .1", ". . . . .");
            assertThat(los(b, "A1", "E1").clear()).isTrue();
        }

        @Test
        void aHillHigherThanBothUnitsAlwaysBlocks_differentLevels() {
            Board b = board(".1 . .2 . .", ". . . . .");
            LosResult r = los(b, "A1", "E1");
            assertThat(r.clear()).isFalse();
            assertThat(r.rule()).isEqualTo(LosRule.BLOCKING_HIGHER_ELEVATION);
            assertThat(r.blockingHex()).isEqualTo(hex("C1"));
        }

        @Test
        void differentLevels_unitOnTheEdgeOfAHillSeesOverWoodsToHexesPastTheBlindOnes() {
            // Level 2 over woods: only the one hex behind the woods is blind.
            Board b = board(".2 . w . . .", ". . . . . .");
            assertThat(los(b, "A1", "D1").rule()).isEqualTo(LosRule.BLIND_HEX);
            assertThat(los(b, "A1", "E1").clear()).isTrue();
            Board level1 = board(".1 . w . . .", ". . . . . .");
            assertThat(los(level1, "A1", "E1").rule()).isEqualTo(LosRule.BLIND_HEX);
            assertThat(los(level1, "A1", "F1").clear()).isTrue();
        }

        @Test
        void halfHexesAreNotPartOfTheGame() {
            Board b = board("- . -", ". . .");
            assertThatThrownBy(() -> los(b, "A1", "B1")).hasMessageContaining("Half Hexes");
        }
    }
}
