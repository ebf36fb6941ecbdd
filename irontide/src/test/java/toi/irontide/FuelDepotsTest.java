package toi.irontide;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import org.junit.jupiter.api.Test;
import toi.irontide.data.HexIds;
import toi.irontide.data.Scenario;
import toi.irontide.data.Side;
import toi.irontide.flow.Setup;
import toi.irontide.rules.FuelDepots;
import toi.irontide.rules.Supply;
import toi.irontide.state.GameState;
import toi.irontide.state.Phase;
import toi.irontide.state.SupplyState;

/** §3.0 the fuel depots' placement, §12.5 GERMAN FUEL SHORTAGE & ALLIED FUEL DEPOTS, §13.2 their destruction. */
class FuelDepotsTest {
    static final int T19AM = Board.DEMO.turnIndex("19AM");

    @Test
    void theAlliedDieSetsTheThreeDepots() {
        GameState s = Setup.newGame(Board.DEMO, 1, new ArrayList<>());
        assertThat(s.depots).hasSize(3);
        assertThat(Board.DEMO.map().depotGroups()).anyMatch(g -> s.depots.containsAll(g));
        s.dice = toi.engine.combat.Dice.loaded(5);
        s.depots.clear();
        FuelDepots.place(s);
        assertThat(s.depots).containsExactlyInAnyOrderElementsOf(Board.DEMO.map().depotGroups().get(2)); // 5–6: the third group
    }

    static Board germanSupply(int turn) {
        Board b = Board.empty(turn, Side.GERMAN, Phase.SUPPLY).put("1ss-pz", "1305").put("3fj-5", "1303").put("us99-393", "0101");
        b.s.depots.clear();
        b.s.depots.addAll(Board.DEMO.map().depotGroups().get(0));
        return b;
    }

    @Test
    void fromNineteenAmTheGermanRollsOnTheFuelShortageTable() {
        // the demo's table: 4–5 mechanized units out of supply, 6 all
        Board before = germanSupply(T19AM - 1).dice(6);
        assertThat(FuelDepots.roll(before.s)).isNull();
        Board b = germanSupply(T19AM).dice(4);
        Supply.check(b.s);
        assertThat(FuelDepots.roll(b.s).text()).isEqualTo("§12.5 · German fuel: die 4 → Fuel Shortage: mechanized units out of supply");
        assertThat(b.unit("1ss-pz").supply).isEqualTo(SupplyState.OUT_OF_SUPPLY);
        assertThat(b.unit("3fj-5").supply).isEqualTo(SupplyState.SUPPLIED);
    }

    @Test
    void capturedDepotsDelayTheRollsAndAllThreeEndThem() {
        Board one = germanSupply(T19AM + 1).dice(6);
        one.s.depotsCaptured.add(HexIds.parse("1006"));
        assertThat(FuelDepots.roll(one.s)).as("one depot: a two-turn delay").isNull();
        Board later = germanSupply(T19AM + 2).dice(6);
        later.s.depotsCaptured.add(HexIds.parse("1006"));
        assertThat(FuelDepots.roll(later.s)).isNotNull();
        Board three = germanSupply(T19AM + 3).dice(6);
        three.s.depotsCaptured.addAll(Board.DEMO.map().depotGroups().get(0));
        assertThat(FuelDepots.roll(three.s)).isNull();
    }

    @Test
    void aGermanUnitEnteringTheDepotTownCapturesIt() {
        Board b = Board.empty(4, Side.GERMAN, Phase.MOVEMENT).put("3fj-5", "1106").put("us99-393", "0101").begin();
        b.s.depots.clear();
        b.s.depots.add(HexIds.parse("1006"));
        var g = b.game();
        g.apply(Side.GERMAN, "move 3fj-5");
        g.apply(Side.GERMAN, "to 1006");
        assertThat(g.state().depotsCaptured).containsExactly(HexIds.parse("1006"));
        assertThat(g.state().depots).isEmpty();
    }

    @Test
    void allDepotsDestroyedModifyTheRollByMinusOne() {
        Board b = germanSupply(T19AM).dice(5);
        b.s.depots.clear();
        b.s.depotsDestroyed.addAll(Board.DEMO.map().depotGroups().get(0));
        assertThat(FuelDepots.roll(b.s).text()).startsWith("§12.5 · German fuel: die 5 (4, all depots destroyed)");
    }

    @Test
    void theAlliedPlayerDestroysADepotOnTheDemolitionTable() {
        Board b = Board.empty(4, Side.ALLIED, Phase.ENGINEERING).put("us99-393", "1006").put("3fj-5", "1306").dice(2);
        b.s.depots.clear();
        b.s.depots.add(HexIds.parse("1006"));
        assertThat(FuelDepots.destroyRefusal(b.s, b.unit("us99-393"), HexIds.parse("1006"))).isNull();
        assertThat(FuelDepots.destroy(b.s, b.unit("us99-393"), HexIds.parse("1006"))).contains("destroys the fuel depot");
        assertThat(b.s.depotsDestroyed).containsExactly(HexIds.parse("1006"));
        // the German may not; nor without an enemy near
        Board g = Board.empty(4, Side.GERMAN, Phase.ENGINEERING).put("3fj-5", "1006").put("us99-393", "1106");
        g.s.depots.add(HexIds.parse("1006"));
        assertThat(FuelDepots.destroyRefusal(g.s, g.unit("3fj-5"), HexIds.parse("1006"))).contains("the Allied player destroys depots");
        Board far = Board.empty(4, Side.ALLIED, Phase.ENGINEERING).put("us99-393", "1006").put("3fj-5", "1612");
        far.s.depots.add(HexIds.parse("1006"));
        assertThat(FuelDepots.destroyRefusal(far.s, far.unit("us99-393"), HexIds.parse("1006"))).contains("within 4 hexes");
        assertThat(Scenario.FuelEffect.values()).hasSize(3);
    }
}
