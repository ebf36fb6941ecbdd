package toi.irontide;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import org.junit.jupiter.api.Test;
import toi.irontide.data.HexIds;
import toi.irontide.data.Side;
import toi.irontide.flow.Flow;
import toi.irontide.flow.IllegalChoice;
import toi.irontide.game.Game;
import toi.irontide.state.GameState;
import toi.irontide.state.Phase;
import toi.irontide.state.UnitStatus;

/**
 * §14.0 REINFORCEMENTS · "If an entry road is blocked by an enemy unit, not just an enemy ZOC, reinforcements due on that
 * entry road are delayed one game turn. After this one-turn delay, Allied units may enter any unblocked edge hex more to
 * the West than the blocked entry roads and on the same map edge (if entering from the North or South). If German or
 * Allied units are blocked from entering on East or West entry roads, they may, after a delay of one turn, enter any
 * unblocked hexes either more North or South of the blocked entry road." (R-IT-50)
 */
class BlockedEntryTest {

    /** The reinforcement due on turn 2 finds its road blocked; the Allied Movement Phase ends; the next turn's begins. */
    private static Game delayedOneTurn(String unit, String blockedRoad) {
        Board b = Board.empty(2, Side.ALLIED, Phase.MOVEMENT).put("3fj-5", blockedRoad);
        b.unit(unit).status = UnitStatus.AWAITING;
        b.unit(unit).dueTurn = 2;
        b.begin();
        Game g = b.game();
        assertThatThrownBy(() -> g.apply(Side.ALLIED, "enter " + unit + " " + blockedRoad)).isInstanceOf(IllegalChoice.class)
                .hasMessageContaining("delayed one turn");
        g.apply(Side.ALLIED, "end-phase");
        assertThat(g.state().log).anyMatch(l -> l.startsWith("§14.0 · " + unit + ": an enemy unit blocks its entry road"));
        GameState next = g.state().copy();
        next.battle = null;
        next.turn = 3;
        next.phasing = Side.ALLIED;
        next.phase = Phase.MOVEMENT;
        Flow.startPhase(next, new ArrayList<>());
        return Game.of(next, 1);
    }

    @Test
    void blockedOnAWestEntryRoad_afterADelayOfOneTurnTheyMayEnterAnyUnblockedHexesEitherMoreNorthOrSouth() {
        // entry road C is 0110 on the West edge; 3fj-5 stands on it
        Game g = delayedOneTurn("us7a-cca", "0110");
        assertThat(g.pending().options()).contains("enter us7a-cca 0109", "enter us7a-cca 0111", "enter us7a-cca 0101", "enter us7a-cca 0112")
                .doesNotContain("enter us7a-cca 0110", "enter us7a-cca 0210");
        g.apply(Side.ALLIED, "enter us7a-cca 0111");
        assertThat(HexIds.format(g.state().unit("us7a-cca").hex)).isEqualTo("0111");
    }

    @Test
    void blockedOnANorthEntryRoad_afterThisOneTurnDelayAlliedUnitsMayEnterAnyUnblockedEdgeHexMoreToTheWest() {
        // entry road A is 0501 on the North edge
        Game g = delayedOneTurn("us1-16", "0501");
        assertThat(g.pending().options()).contains("enter us1-16 0401", "enter us1-16 0101")
                .doesNotContain("enter us1-16 0501", "enter us1-16 0601", "enter us1-16 0502");
        assertThatThrownBy(() -> g.apply(Side.ALLIED, "enter us1-16 0601")).isInstanceOf(IllegalChoice.class).hasMessageContaining("§14.0");
        g.apply(Side.ALLIED, "enter us1-16 0401");
        assertThat(g.state().unit("us1-16").onMap()).isTrue();
    }
}
