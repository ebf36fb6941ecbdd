package toi.irontide;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import toi.irontide.data.HexIds;
import toi.irontide.data.Side;
import toi.irontide.flow.IllegalChoice;
import toi.irontide.game.Game;
import toi.irontide.rules.Movement;
import toi.irontide.state.Phase;

/** §5.0 MOVEMENT, §5.1 tactical, §5.2 strategic, §18.0 the first turns — through the decision protocol. */
class MovementTest {
    static final int SIX = Movement.SIXTHS;

    static Game moving(Side side, int turn, String unit, String hex, String how) {
        Board b = Board.empty(turn, side, Phase.MOVEMENT).put(unit, hex);
        if (side == Side.GERMAN) {
            b.put("us99-393", "0101"); // an enemy far away
        } else {
            b.put("3fj-5", "1612");
        }
        Game g = b.begin().game();
        g.apply(side, how + " " + unit);
        return g;
    }

    @Test
    void roadHexesCostOneAndNegateTheTerrain() {
        // §5.1 · "Road hexes cost one movement point to enter from another road hex." 0906→1006 along the row-6 road
        Game g = moving(Side.ALLIED, 4, "us99-393", "0906", "move");
        g.apply(Side.ALLIED, "to 1006");
        assertThat(g.state().unit("us99-393").mpLeft).isEqualTo(3 * SIX);
    }

    @Test
    void offRoadTheTerrainEffectsChartCosts() {
        // demo TEC: rough 2 (non-mech) / 3 (mech)
        Game g = moving(Side.ALLIED, 4, "us99-393", "0602", "move");
        g.apply(Side.ALLIED, "to 0502");
        assertThat(g.state().unit("us99-393").mpLeft).isEqualTo(2 * SIX);
        Game m = moving(Side.ALLIED, 4, "us7a-cca", "0602", "move");
        m.apply(Side.ALLIED, "to 0502");
        assertThat(m.state().unit("us7a-cca").mpLeft).isEqualTo(3 * SIX);
    }

    @Test
    void aUnitMayAlwaysMoveOneHexButNotTwo() {
        Game g = moving(Side.ALLIED, 4, "us99-393", "0702", "move");
        g.state().unit("us99-393").mpLeft = SIX; // one point left, before its first hex
        g.apply(Side.ALLIED, "to 0602"); // rough: 2
        assertThat(g.state().unit("us99-393").mpLeft).isZero();
        assertThatThrownBy(() -> g.apply(Side.ALLIED, "to 0601")).isInstanceOf(IllegalChoice.class).hasMessageStartingWith("§5.0");
    }

    @Test
    void unbridgedRiversCostTheWholeFactorAndStopArmor() {
        // 0905–0805: an unbridged river hexside of the demo map
        Game foot = moving(Side.GERMAN, 4, "3fj-5", "0905", "move");
        foot.apply(Side.GERMAN, "to 0805");
        assertThat(foot.state().unit("3fj-5").mpLeft).isZero();
        Game mechInf = moving(Side.GERMAN, 4, "1ss-pg", "0905", "move");
        mechInf.apply(Side.GERMAN, "to 0805");
        assertThat(mechInf.state().unit("1ss-pg").mpLeft).isZero();
        Game armor = moving(Side.GERMAN, 4, "1ss-pz", "0905", "move");
        assertThatThrownBy(() -> armor.apply(Side.GERMAN, "to 0805")).isInstanceOf(IllegalChoice.class)
                .hasMessageContaining("§5.1 · only non-mechanized units and mechanized infantry cross unbridged river hexsides");
        // only as its first move: the entire movement factor
        Game late = moving(Side.GERMAN, 4, "3fj-5", "0904", "move");
        late.apply(Side.GERMAN, "to 0905");
        assertThatThrownBy(() -> late.apply(Side.GERMAN, "to 0805")).isInstanceOf(IllegalChoice.class).hasMessageContaining("entire movement factor");
        // the printed bridge at 0906–0806: a road move
        Game bridge = moving(Side.GERMAN, 4, "1ss-pz", "0906", "move");
        bridge.apply(Side.GERMAN, "to 0806");
        assertThat(bridge.state().unit("1ss-pz").mpLeft).isEqualTo(5 * SIX);
        // the bridge at 0903–0803 is blown at the start (the Turn Record Chart's marker): an unbridged river
        Game blown = moving(Side.GERMAN, 4, "1ss-pz", "0903", "move");
        assertThatThrownBy(() -> blown.apply(Side.GERMAN, "to 0803")).isInstanceOf(IllegalChoice.class).hasMessageContaining("§5.1");
    }

    @Test
    void prohibitedTerrainAndEnemyHexesAreClosed() {
        Game g = moving(Side.ALLIED, 4, "us99-393", "0606", "move");
        assertThatThrownBy(() -> g.apply(Side.ALLIED, "to 0607")).isInstanceOf(IllegalChoice.class).hasMessageContaining("prohibited terrain");
        assertThat(g.pending().options()).doesNotContain("to 0607");
    }

    @Test
    void strategicRoadCostsBySideAndKind() {
        // §5.22 · Allied non-mechanized: 1/6 per road hex (the col-5 road runs north–south)
        Game allied = moving(Side.ALLIED, 4, "us99-393", "0502", "strategic");
        allied.apply(Side.ALLIED, "to 0503");
        assertThat(allied.state().unit("us99-393").mpLeft).isEqualTo(4 * SIX - 1);
        // §5.21 · German non-mechanized: 1/2
        Game german = moving(Side.GERMAN, 4, "3fj-5", "0502", "strategic");
        german.apply(Side.GERMAN, "to 0503");
        assertThat(german.state().unit("3fj-5").mpLeft).isEqualTo(4 * SIX - 3);
        // §5.23 · all mechanized: 1/3
        Game mech = moving(Side.ALLIED, 4, "us7a-cca", "0502", "strategic");
        mech.apply(Side.ALLIED, "to 0503");
        assertThat(mech.state().unit("us7a-cca").mpLeft).isEqualTo(6 * SIX - 2);
        // off the road: the chart's cost
        mech.apply(Side.ALLIED, "to 0402");
        assertThat(mech.state().unit("us7a-cca").mpLeft).isEqualTo(6 * SIX - 2 - SIX);
    }

    @Test
    void strategicMovementKeepsThreeHexesFromTheEnemy() {
        Board b = Board.empty(4, Side.ALLIED, Phase.MOVEMENT).put("us99-393", "0503").put("3fj-5", "0506").begin();
        Game g = b.game();
        g.apply(Side.ALLIED, "strategic us99-393");
        assertThatThrownBy(() -> g.apply(Side.ALLIED, "to 0504")).isInstanceOf(IllegalChoice.class).hasMessageContaining("§5.2");
        Board near = Board.empty(4, Side.ALLIED, Phase.MOVEMENT).put("us99-393", "0504").put("3fj-5", "0506").begin();
        assertThatThrownBy(() -> near.game().apply(Side.ALLIED, "strategic us99-393")).isInstanceOf(IllegalChoice.class).hasMessageContaining("§5.2");
    }

    @Test
    void noGermanStrategicMovementOnClearAmTurns() {
        // the demo's 20AM (turn index 8) is clear
        assertThat(Board.DEMO.turns().get(8).id()).isEqualTo("20AM");
        Board b = Board.empty(8, Side.GERMAN, Phase.MOVEMENT).put("3fj-5", "1306").put("us99-393", "0101").begin();
        assertThatThrownBy(() -> b.game().apply(Side.GERMAN, "strategic 3fj-5")).isInstanceOf(IllegalChoice.class).hasMessageContaining("§5.24");
        b.game().apply(Side.GERMAN, "move 3fj-5");
    }

    @Test
    void turnOneGermansDoNotMoveAndOneAlliedUnitDoes() {
        Board g = Board.empty(0, Side.GERMAN, Phase.MOVEMENT).put("3fj-5", "1306").put("us99-393", "1103").put("us99-394", "1104").begin();
        assertThatThrownBy(() -> g.game().apply(Side.GERMAN, "move 3fj-5")).isInstanceOf(IllegalChoice.class).hasMessageContaining("§18.0");
        Board a = Board.empty(0, Side.ALLIED, Phase.MOVEMENT).put("3fj-5", "1306").put("us99-393", "1103").put("us99-394", "1104")
                .put("us28-109", "1109").begin();
        a.unit("us28-109").mayMoveTurnOne = true; // attacked in the German turn
        Game game = a.game();
        game.apply(Side.ALLIED, "move us99-393");
        game.apply(Side.ALLIED, "stop");
        assertThatThrownBy(() -> game.apply(Side.ALLIED, "move us99-394")).isInstanceOf(IllegalChoice.class).hasMessageContaining("only one Allied unit");
        game.apply(Side.ALLIED, "move us28-109");
    }

    @Test
    void heldDivisionsStillOnTurnsOneAndTwo() {
        Board b = Board.empty(1, Side.GERMAN, Phase.MOVEMENT).put("12ss-25", "1407").put("us99-393", "0101").begin();
        assertThatThrownBy(() -> b.game().apply(Side.GERMAN, "move 12ss-25")).isInstanceOf(IllegalChoice.class).hasMessageContaining("turns one and two");
        Board later = Board.empty(2, Side.GERMAN, Phase.MOVEMENT).put("12ss-25", "1407").put("us99-393", "0101").begin();
        later.game().apply(Side.GERMAN, "move 12ss-25");
    }

    @Test
    void outOfSupplyMechanizedUnitsMoveHalf() {
        Board b = Board.empty(4, Side.ALLIED, Phase.MOVEMENT).put("us7a-cca", "0606").put("3fj-5", "1612").begin();
        b.unit("us7a-cca").supply = toi.irontide.state.SupplyState.OUT_OF_SUPPLY;
        assertThat(Movement.movementFactor(b.unit("us7a-cca"))).isEqualTo(3 * SIX);
        b.unit("us99-393").supply = toi.irontide.state.SupplyState.OUT_OF_SUPPLY;
        assertThat(Movement.movementFactor(b.unit("us99-393"))).isEqualTo(4 * SIX);
        assertThat(HexIds.format(HexIds.parse("0606"))).isEqualTo("0606");
    }
}
