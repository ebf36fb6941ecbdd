package toi.irontide;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import toi.irontide.data.HexIds;
import toi.irontide.data.Side;
import toi.irontide.flow.IllegalChoice;
import toi.irontide.game.Game;
import toi.irontide.state.Phase;
import toi.irontide.state.SupplyState;
import toi.irontide.state.UnitStatus;

/** §8.1 STACKING at the end of the phase, §6.0 RESERVES, §14.0 REINFORCEMENTS. */
class StackingReserveReinforcementTest {

    @Test
    void overstackedUnitsAreEliminatedAtTheOwnersChoiceWhenTheMovementPhaseEnds() {
        Board b = Board.empty(4, Side.ALLIED, Phase.MOVEMENT).put("us99-393", "0505").put("us99-394", "0505").put("us28-109", "0505")
                .put("us28-110", "0506").put("3fj-5", "1612").begin();
        Game g = b.game();
        g.apply(Side.ALLIED, "move us28-110");
        g.apply(Side.ALLIED, "to 0505");
        g.apply(Side.ALLIED, "stop");
        g.apply(Side.ALLIED, "end-phase");
        assertThat(g.state().stackingDue).isTrue();
        assertThat(g.pending().options()).containsExactlyInAnyOrder("eliminate us99-393", "eliminate us99-394", "eliminate us28-109", "eliminate us28-110");
        g.apply(Side.ALLIED, "eliminate us28-109");
        assertThat(g.state().unit("us28-109").status).isEqualTo(UnitStatus.ELIMINATED);
        assertThat(g.state().unit("us28-109").stepsLost).isEqualTo(3);
        assertThat(g.state().stackingDue).isFalse();
        assertThat(g.state().at(HexIds.parse("0505"))).hasSize(3);
    }

    @Test
    void reserveMarkers() {
        Board b = Board.empty(4, Side.ALLIED, Phase.MOVEMENT).put("us99-393", "0505").put("us99-394", "0707").put("3fj-5", "0708")
                .put("us28-109", "0303").put("us28-110", "0203").begin();
        Game g = b.game();
        // §6.0 (B) · not adjacent to enemy units
        assertThatThrownBy(() -> g.apply(Side.ALLIED, "reserve 0707")).isInstanceOf(IllegalChoice.class).hasMessageContaining("(B)");
        // §6.0 (C) · in supply
        g.state().unit("us28-110").supply = SupplyState.OUT_OF_SUPPLY;
        assertThatThrownBy(() -> g.apply(Side.ALLIED, "reserve 0203")).isInstanceOf(IllegalChoice.class).hasMessageContaining("(C)");
        g.apply(Side.ALLIED, "reserve 0505");
        // §6.0 · units in Reserve do not move in the Movement Phase
        assertThatThrownBy(() -> g.apply(Side.ALLIED, "move us99-393")).isInstanceOf(IllegalChoice.class).hasMessageContaining("§6.0");
        // (A) · a unit that moved does not go into Reserve
        g.apply(Side.ALLIED, "move us28-109");
        g.apply(Side.ALLIED, "to 0304");
        g.apply(Side.ALLIED, "stop");
        assertThatThrownBy(() -> g.apply(Side.ALLIED, "reserve 0304")).isInstanceOf(IllegalChoice.class).hasMessageContaining("(A)");
        g.apply(Side.ALLIED, "end-phase");
        // §6.0 · they may not fire in the Combat Phase — and in the Reserve Phase they move
        while (g.state().phase != Phase.RESERVE) {
            assertThat(g.pending().options()).doesNotContain("attack 0708 with us99-393");
            g.apply(Side.ALLIED, "end-phase");
        }
        assertThat(g.pending().options()).contains("move us99-393").doesNotContain("move us28-109");
        g.apply(Side.ALLIED, "move us99-393");
        g.apply(Side.ALLIED, "to 0504");
        assertThat(g.state().unit("us99-393").hex).isEqualTo(HexIds.parse("0504"));
    }

    @Test
    void atMostFiveReserveMarkersAndNoneOnTheFirstTurn() {
        Board b = Board.empty(4, Side.ALLIED, Phase.MOVEMENT).put("3fj-5", "1612");
        String[] units = {"us99-393", "us99-394", "us28-109", "us28-110", "us-741-tk", "us-291-eng"};
        for (int i = 0; i < units.length; i++) {
            b.put(units[i], "020" + (i + 1));
        }
        b.begin();
        Game g = b.game();
        for (int i = 0; i < 5; i++) {
            g.apply(Side.ALLIED, "reserve 020" + (i + 1));
        }
        assertThatThrownBy(() -> g.apply(Side.ALLIED, "reserve 0206")).isInstanceOf(IllegalChoice.class).hasMessageContaining("at most 5");
        Board first = Board.empty(0, Side.ALLIED, Phase.MOVEMENT).put("us99-393", "0202").put("3fj-5", "1612").begin();
        assertThatThrownBy(() -> first.game().apply(Side.ALLIED, "reserve 0202")).isInstanceOf(IllegalChoice.class).hasMessageContaining("§6.1");
    }

    @Test
    void reinforcementsEnterByTheirEntryRoadOnTheirTurn() {
        // the demo's us1-16 is due on 17AM (turn index 2) at entry road A (0501)
        Board b = Board.empty(2, Side.ALLIED, Phase.MOVEMENT).put("3fj-5", "1612");
        b.unit("us1-16").status = UnitStatus.AWAITING;
        b.unit("us1-16").dueTurn = 2;
        b.begin();
        Game g = b.game();
        assertThat(g.pending().options()).contains("enter us1-16 0501", "enter-strategic us1-16 0501");
        assertThatThrownBy(() -> g.apply(Side.ALLIED, "enter us1-16 0512")).isInstanceOf(IllegalChoice.class).hasMessageContaining("entry road A");
        g.apply(Side.ALLIED, "enter us1-16 0501");
        assertThat(g.state().unit("us1-16").hex).isEqualTo(HexIds.parse("0501"));
        assertThat(g.state().unit("us1-16").mpLeft).as("the entry hex costs a road move").isEqualTo(3 * 6);
        g.apply(Side.ALLIED, "to 0502");
        assertThat(g.state().unit("us1-16").mpLeft).isEqualTo(2 * 6);
    }

    @Test
    void anEnemyOnTheEntryRoadDelaysTheReinforcement() {
        Board b = Board.empty(2, Side.ALLIED, Phase.MOVEMENT).put("3fj-5", "0501");
        b.unit("us1-16").status = UnitStatus.AWAITING;
        b.unit("us1-16").dueTurn = 2;
        b.begin();
        Game g = b.game();
        assertThatThrownBy(() -> g.apply(Side.ALLIED, "enter us1-16 0501")).isInstanceOf(IllegalChoice.class).hasMessageContaining("delayed one turn");
        g.apply(Side.ALLIED, "end-phase");
        assertThat(g.state().unit("us1-16").dueTurn).isEqualTo(3);
        assertThat(g.state().unit("us1-16").status).isEqualTo(UnitStatus.AWAITING);
    }

    @Test
    void germanReinforcementsEnterOnEdgeRoadsEastOfTheWestwall() {
        assertThat(Board.DEMO.map().germanEntryHexes()).extracting(HexIds::format).containsExactlyInAnyOrder("1603", "1606", "1610");
        Board b = Board.empty(2, Side.GERMAN, Phase.MOVEMENT).put("us99-393", "0101");
        b.unit("ger-150").status = UnitStatus.AWAITING;
        b.unit("ger-150").dueTurn = 2;
        b.begin();
        Game g = b.game();
        g.apply(Side.GERMAN, "enter ger-150 1606");
        assertThat(g.state().unit("ger-150").onMap()).isTrue();
    }

    @Test
    void anEntrenchmentLeftEmptyAtTheEndOfMovementIsDestroyed() {
        // §13.4 · the demo's entrenchment at 1010
        Board b = Board.empty(4, Side.ALLIED, Phase.MOVEMENT).put("us-291-eng", "1010").put("us99-393", "0505").put("3fj-5", "1612").begin();
        b.s.entrenchments.addAll(Board.DEMO.entrenchments());
        Game g = b.game();
        g.apply(Side.ALLIED, "move us-291-eng");
        g.apply(Side.ALLIED, "to 1011");
        g.apply(Side.ALLIED, "stop");
        assertThat(g.state().entrenchments).contains(HexIds.parse("1010"));
        g.apply(Side.ALLIED, "end-phase");
        assertThat(g.state().entrenchments).doesNotContain(HexIds.parse("1010"));
    }
}
