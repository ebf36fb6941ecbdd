package toi.content;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static toi.content.TestBoards.board;
import static toi.content.TestBoards.hex;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import toi.engine.los.RangeBand;
import toi.engine.los.RangeCheck;
import toi.engine.map.Board;
import toi.engine.units.Unit;

@DisplayName("000 · DETERMINING RANGE and Elevation and Range")
class RangeRulebookTest {

    // Row 1 is a chain A1, B1, C1, … one hex apart each; A1 is a level-2 hill, the rest level 0.
    private final Board row = board(".2 . . . . . . . . . . . .", ". . . . . . . . . . . . .");

    private RangeBand band(String from, String to, int range) {
        return RangeCheck.of(row, hex(from), hex(to), range).band();
    }

    @Test
    void example_squadOfFourRegularsOnLevel2_firesAtRange5_normalTo5_longTo10() {
        // 000 · Elevation and Range example: four regular infantry (range 4) on a level 2 elevation,
        // a German squad at level 0 five hexes away: range 5, so normal range; targets 6–10 hexes away at long range.
        Unit americans = TestBoards.usSquad("us", "A1");
        int printed = americans.range(false);
        assertThat(printed).isEqualTo(4);
        RangeCheck rc = RangeCheck.of(row, hex("A1"), hex("F1"), printed);
        assertThat(rc.distance()).isEqualTo(5);
        assertThat(rc.elevationBonus()).isEqualTo(1);
        assertThat(rc.effectiveRange()).isEqualTo(5);
        assertThat(rc.band()).isEqualTo(RangeBand.NORMAL);
        assertThat(band("A1", "G1", 4)).isEqualTo(RangeBand.LONG);   // 6 hexes
        assertThat(band("A1", "K1", 4)).isEqualTo(RangeBand.LONG);   // 10 hexes
        assertThat(band("A1", "L1", 4)).isEqualTo(RangeBand.OUT_OF_RANGE); // 11 hexes
    }

    @Test
    void withoutTheHeightBonus_fiveHexesIsLongRangeForRange4() {
        assertThat(band("B1", "G1", 4)).isEqualTo(RangeBand.LONG);
        assertThat(band("B1", "F1", 4)).isEqualTo(RangeBand.NORMAL);
        assertThat(band("B1", "J1", 4)).isEqualTo(RangeBand.LONG);          // 8 = 2 × 4
        assertThat(band("B1", "K1", 4)).isEqualTo(RangeBand.OUT_OF_RANGE);  // 9 > 8
    }

    @Test
    void firingUphillGetsNoBonus() {
        RangeCheck up = RangeCheck.of(row, hex("F1"), hex("A1"), 4);
        assertThat(up.elevationBonus()).isZero();
        assertThat(up.band()).isEqualTo(RangeBand.LONG);
    }

    @Test
    void adjacentIsCloseRange_andTheSameHexTooForOverrunOpFire() {
        assertThat(band("B1", "C1", 4)).isEqualTo(RangeBand.CLOSE);
        assertThat(band("B1", "B1", 4)).isEqualTo(RangeBand.CLOSE);
        assertThat(RangeCheck.of(row, hex("B1"), hex("C1"), 1).explain()).contains("close range").contains("adjacent");
    }

    @Test
    void aSquadsRangeIsItsLowestAttackingFigure_figuresWithoutAnAttackDoNotCount() {
        Unit mixed = TestBoards.squad("m", "US", "A1", "us-mg", "us-regular", "us-regular");
        assertThat(mixed.range(false)).isEqualTo(4); // MG 5, regulars 4
        assertThat(mixed.range(true)).isEqualTo(1);  // MG 3 vs vehicles, regulars 1
        Unit mortars = TestBoards.squad("mo", "US", "A1", "us-mortar", "us-mortar");
        assertThat(mortars.range(false)).isZero(); // mortar crews make area attacks only (their own table)
        assertThat(mortars.figures().get(0).areaSuppressive().range()).isEqualTo(8);
        assertThat(mortars.range(true)).isZero(); // no attack against vehicles
    }

    @Test
    void negativeRangeIsRefused() {
        assertThatThrownBy(() -> RangeCheck.of(row, hex("A1"), hex("B1"), -1)).isInstanceOf(IllegalArgumentException.class);
    }
}
