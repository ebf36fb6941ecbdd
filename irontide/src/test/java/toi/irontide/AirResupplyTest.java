package toi.irontide;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import toi.irontide.data.HexIds;
import toi.irontide.data.Side;
import toi.irontide.flow.IllegalChoice;
import toi.irontide.game.Game;
import toi.irontide.rules.AirResupply;
import toi.irontide.rules.Supply;
import toi.irontide.state.Phase;
import toi.irontide.state.SupplyState;

/** §12.4 RESUPPLY BY AIR, with §4.21 and §10.0's allocation. The demo's 19PM is clear, with 2 Allied Air Points. */
class AirResupplyTest {
    static final int CLEAR = Board.DEMO.turnIndex("19PM");

    /** us99-393 at 0707 ringed by Germans (as in the isolation test): isolated. */
    static Board ringed(int turn) {
        Board b = Board.empty(turn, Side.GERMAN, Phase.AIR).put("us99-393", "0707")
                .put("3fj-5", "0606").put("3fj-8", "0806").put("3fj-9", "0807").put("272-980", "0706").put("272-981", "0708");
        return b;
    }

    @Test
    void theAlliedPlayerAllotsAirPointsInTheGermanAirPhaseAndResuppliesInASupplyPhase() {
        Board b = ringed(CLEAR).begin();
        Game g = b.game();
        assertThat(g.pending().seat()).isEqualTo(Side.ALLIED);
        assertThat(g.pending().options()).containsExactly("allot-resupply", "end-phase");
        g.apply(Side.ALLIED, "allot-resupply");
        assertThat(g.state().airPoints.get(Side.ALLIED)).isEqualTo(1);
        assertThat(g.state().resupplyPoints).isEqualTo(1);
        g.state().dice = toi.engine.combat.Dice.loaded(1, 5); // §12.5 · the German fuel die (1: no shortage), then the resupply die
        g.apply(Side.ALLIED, "end-phase");
        // the Supply Phase: the 393rd is isolated; the Allied player may try
        assertThat(g.state().phase).isEqualTo(Phase.SUPPLY);
        assertThat(g.state().unit("us99-393").supply).isEqualTo(SupplyState.ISOLATED);
        var events = g.apply(Side.ALLIED, "resupply 0707");
        assertThat(events).contains("§12.4 · air resupply of 0707: die 5, the units there rise one level of supply");
        assertThat(g.state().unit("us99-393").supply).isEqualTo(SupplyState.OUT_OF_SUPPLY);
        // the raised level holds at the next check of the same game turn
        Supply.check(g.state());
        assertThat(g.state().unit("us99-393").supply).isEqualTo(SupplyState.OUT_OF_SUPPLY);
    }

    @Test
    void onlyOnClearTurnsOnceAHexAndOnADieOfOneToFive() {
        Board overcast = ringed(Board.DEMO.turnIndex("18PM"));
        overcast.s.airPoints.put(Side.ALLIED, 1);
        assertThat(AirResupply.allotRefusal(overcast.s)).contains("clear weather");
        Board b = ringed(CLEAR).dice(6);
        b.s.phase = Phase.SUPPLY;
        b.s.resupplyPoints = 2;
        Supply.check(b.s);
        assertThat(AirResupply.attempt(b.s, HexIds.parse("0707")).text()).contains("die 6, it fails");
        assertThat(AirResupply.refusal(b.s, HexIds.parse("0707"))).contains("one attempt for each hex per turn");
        assertThat(AirResupply.refusal(b.s, HexIds.parse("0606"))).contains("no Allied unit");
    }

    @Test
    void withoutAirPointsTheAirPhasePassesByItself() {
        Game g = Game.start(Board.DEMO, 3);
        assertThat(g.state().phase).isNotEqualTo(Phase.AIR);
        assertThatThrownBy(() -> g.apply(Side.ALLIED, "allot-resupply")).isInstanceOf(IllegalChoice.class);
    }
}
