package toi.irontide;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import toi.irontide.data.HexIds;
import toi.irontide.data.Side;
import toi.irontide.flow.IllegalChoice;
import toi.irontide.game.Game;
import toi.irontide.state.Phase;

/**
 * §5.0 · "Units are moved one at a time … Stacks of units may move together if all the units start in the same hex and
 * move per the Terrain Effects Chart and no unit in the stack exceeds its printed movement factor" (R-IT-39).
 */
class StackMovementTest {

    @Test
    void aStackMovesTogetherEachUnitPayingFromItsOwnFactorAndMovesOnceInThePhase() {
        // 1ss-pz: movement 6, mechanized; ger-vak-1: artillery, movement 3. Clear 1505 → 1506 → 1507, then heavy woods 1508
        Board b = Board.empty(6, Side.GERMAN, Phase.MOVEMENT).put("1ss-pz", "1505").put("ger-vak-1", "1505").put("3fj-5", "1303")
                .put("us99-393", "0101").begin();
        Game g = b.game();
        assertThat(g.pending().options()).contains("move-stack 1505", "strategic-stack 1505");
        assertThat(g.apply(Side.GERMAN, "move-stack 1505")).contains("§5.0 · 1ss-pz, ger-vak-1 move together from 1505");
        assertThat(g.pending().prompt()).contains("moving the stack 1ss-pz + ger-vak-1 (tactical) at 1505, left: 1ss-pz 6 MP, ger-vak-1 3 MP");
        assertThat(g.apply(Side.GERMAN, "to 1506")).contains("1ss-pz 1505 → 1506, 5 MP left", "ger-vak-1 1505 → 1506, 2 MP left");
        g.apply(Side.GERMAN, "to 1507");
        // heavy woods: 4 for the panzers (4 left), 3 for the artillery (1 left): the stack may not, and says which unit
        assertThat(g.pending().options()).doesNotContain("to 1508");
        assertThatThrownBy(() -> g.apply(Side.GERMAN, "to 1508")).isInstanceOf(IllegalChoice.class)
                .hasMessage("§5.0 · entering 1508 costs 3 MP, 1 MP left (ger-vak-1, in the moving stack)");
        assertThat(HexIds.format(g.state().unit("1ss-pz").hex)).isEqualTo("1507");
        g.apply(Side.GERMAN, "stop");
        assertThat(g.state().moving).isNull();
        assertThat(g.state().movingWith).isEmpty();
        assertThatThrownBy(() -> g.apply(Side.GERMAN, "move 1ss-pz")).isInstanceOf(IllegalChoice.class).hasMessageContaining("§5.0 · each unit moves once");
        assertThat(g.pending().options()).doesNotContain("move-stack 1507");
    }

    @Test
    void aStepOneUnitOfTheStackMayNotTakeIsRefusedForTheStack() {
        // §5.1 · armor does not cross an unbridged river (0904 → 0803); its stack-mate the mechanized infantry would
        Board b = Board.empty(6, Side.GERMAN, Phase.MOVEMENT).put("1ss-pz", "0904").put("1ss-pg", "0904").put("us99-393", "0101").begin();
        Game g = b.game();
        g.apply(Side.GERMAN, "move-stack 0904");
        assertThatThrownBy(() -> g.apply(Side.GERMAN, "to 0803")).isInstanceOf(IllegalChoice.class)
                .hasMessage("§5.1 · only non-mechanized units and mechanized infantry cross unbridged river hexsides (1ss-pz, in the moving stack)");
        assertThat(HexIds.format(g.state().unit("1ss-pg").hex)).as("nothing moved").isEqualTo("0904");
        g.apply(Side.GERMAN, "to 0905");
        assertThat(HexIds.format(g.state().unit("1ss-pz").hex)).isEqualTo("0905");
        assertThat(HexIds.format(g.state().unit("1ss-pg").hex)).isEqualTo("0905");
    }

    @Test
    void aStackIsTwoUnitsOrMoreEachFreeToMove() {
        Board b = Board.empty(6, Side.GERMAN, Phase.MOVEMENT).put("1ss-pz", "1505").put("ger-vak-1", "1505").put("3fj-5", "1303")
                .put("us99-393", "0101").begin();
        b.unit("ger-vak-1").replaced = true; // §15 · rebuilt in the Replacement Phase: it may not move
        Game g = b.game();
        assertThat(g.pending().options()).doesNotContain("move-stack 1505", "move-stack 1303");
        assertThatThrownBy(() -> g.apply(Side.GERMAN, "move-stack 1303")).isInstanceOf(IllegalChoice.class)
                .hasMessage("§5.0 · a stack is two or more of your units in one hex; 1303 holds 1");
        assertThatThrownBy(() -> g.apply(Side.GERMAN, "move-stack 1505")).isInstanceOf(IllegalChoice.class)
                .hasMessageStartingWith("§15 · units that received replacements may not move in the next Movement Phase (ger-vak-1, in the stack)");
    }

    @Test
    void theHundredFiftiethMovingInAStackWithAnotherUnitMakesNoAttempt() {
        // §16.1 with §5.0 · its stack-mates enter the ZOC hex with it: only its Sherman battalion may
        int t17 = Board.DEMO.turnIndex("17AM");
        Board b = Board.empty(t17, Side.GERMAN, Phase.MOVEMENT).put("ger-150", "1306").put("3fj-5", "1306").put("us99-393", "1105").dice(1).begin();
        Game g = b.game();
        g.apply(Side.GERMAN, "move-stack 1306");
        assertThat(g.apply(Side.GERMAN, "to 1205")).anySatisfy(e -> assertThat(e).startsWith(
                "§16.1 · only the 150th Panzer battalion may be stacked with ger-150 when it attempts to ignore an enemy ZOC, not 3fj-5"));
        assertThat(g.state().unit("ger-150").stopped).isTrue();
        Board c = Board.empty(t17, Side.GERMAN, Phase.MOVEMENT).put("ger-150", "1306").put("ger-150-pz", "1306").put("us99-393", "1105").dice(1).begin();
        Game h = c.game();
        h.apply(Side.GERMAN, "move-stack 1306");
        assertThat(h.apply(Side.GERMAN, "to 1205")).contains("§16.1 · ger-150 ignores the enemy ZOC: die 1");
    }
}
