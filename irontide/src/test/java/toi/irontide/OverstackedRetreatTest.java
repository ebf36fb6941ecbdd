package toi.irontide;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import toi.irontide.data.Side;
import toi.irontide.game.Game;
import toi.irontide.state.Phase;
import toi.irontide.state.UnitStatus;

/**
 * §8.2 OVERSTACKING and §11.8 RETREAT · "Retreating units may end their retreat overstacked with friendly units … If,
 * while overstacked, the new stack is attacked and receives any adverse result, the previously retreated units are
 * eliminated. The retreated units may not add to the defense of the overstacked hex in any way." (R-IT-49)
 */
class OverstackedRetreatTest {

    @Test
    void ifWhileOverstackedTheNewStackIsAttackedAndReceivesAnyAdverseResultThePreviouslyRetreatedUnitsAreEliminated() {
        // 0610 holds three Allied units; us-741-tk retreated into it this Combat Phase (attacked once already, overstacked)
        Board b = Board.empty(4, Side.GERMAN, Phase.COMBAT).put("3fj-5", "0611")
                .put("us99-394", "0610").put("us28-110-1", "0610").put("us28-110-2", "0610").put("us-741-tk", "0610")
                .dice(1, 1, 1, 1, 1, 1, 1, 1);
        b.unit("us-741-tk").defended = true;
        b.unit("us-741-tk").overstackedByRetreat = true;
        Game g = b.game();
        assertThat(g.pending().options()).as("the new stack may be attacked").contains("attack 0610");
        for (String c : new String[] {"attack 0610", "with 3fj-5", "commit", "done"}) {
            g.apply(Side.GERMAN, c);
        }
        g.apply(Side.ALLIED, "done");
        assertThat(g.state().battle.result.affectsDefender()).as("2d6 = 2 in the clear: a D result").isTrue();
        assertThat(g.state().unit("us-741-tk").status).isEqualTo(UnitStatus.ELIMINATED);
        assertThat(g.state().log).anyMatch(l -> l.startsWith("§8.2 · us-741-tk is eliminated"));
        assertThat(g.state().unit("us99-394").onMap()).as("the hex's own units take the result as usual").isTrue();
    }
}
