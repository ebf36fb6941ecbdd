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
 * §11.0 COMBAT · "Unless attacking units occupy city, town or entrenchment hexes, ALL enemy units adjacent to any units
 * which opt to attack must be attacked in some way" (R-IT-48): the obligation is fixed by who is adjacent when units opt
 * to attack, and it can always be met because §11.1 lets one stack attack several hexes together.
 */
class AttackObligationTest {

    @Test
    void allEnemyUnitsAdjacentToAnyUnitsWhichOptToAttackMustBeAttacked_aLoneStackBesideTwoEnemyStacks() {
        // 3fj-5 alone at 0703, beside us99-393 (0704) and us99-394 (0603): no other German unit could attack 0603 afterwards
        Board b = Board.empty(4, Side.GERMAN, Phase.COMBAT).put("3fj-5", "0703").put("us99-393", "0704").put("us99-394", "0603")
                .dice(1, 1, 1, 1, 1, 1);
        Game g = b.game();
        g.apply(Side.GERMAN, "attack 0704");
        g.apply(Side.GERMAN, "with 3fj-5");
        assertThat(g.pending().options()).doesNotContain("commit").contains("also 0603", "cancel");
        assertThatThrownBy(() -> g.apply(Side.GERMAN, "commit")).isInstanceOf(IllegalChoice.class)
                .hasMessageContaining("§11.0 · ALL enemy units adjacent to any units which opt to attack must be attacked")
                .hasMessageContaining("us99-394 in 0603").hasMessageContaining("also 0603");
        // §11.1 · "In multi-hex battles, all attackers must be adjacent to all defenders": the lone stack attacks both hexes together
        g.apply(Side.GERMAN, "also 0603");
        g.apply(Side.GERMAN, "commit");
        assertThat(g.state().battle.defenderHexes).extracting(HexIds::format).containsExactly("0704", "0603");
    }

    @Test
    void allEnemyUnitsAdjacentToAnyUnitsWhichOptToAttackMustBeAttacked_fixedWhenTheyOptNotWhereAdvancesLeaveThem() {
        // 3fj-5 at 0611 opts to attack us99-393 in 0610 (clear); us99-394 at 0710 is not adjacent to it then. The defender
        // is driven off (2d6 = 2: a D result) and 3fj-5 advances into 0610, beside 0710, which 3fj-8 (0810) could attack.
        // The text obliges the enemy adjacent to units "which opt to attack": 0710 was not, so the phase may end.
        Board b = Board.empty(4, Side.GERMAN, Phase.COMBAT).put("3fj-5", "0611").put("us99-393", "0610").put("us99-394", "0710")
                .put("3fj-8", "0810").dice(1, 1, 1, 1, 1, 1, 1, 1);
        Game g = b.game();
        for (String c : new String[] {"attack 0610", "with 3fj-5", "commit", "done"}) {
            g.apply(Side.GERMAN, c);
        }
        g.apply(Side.ALLIED, "done");
        assertThat(g.state().battle.result.affectsDefender()).isTrue();
        for (int guard = 0; guard < 20 && g.state().battle != null; guard++) {
            var d = g.pending();
            if (d.options().contains("advance 3fj-5 0610")) {
                g.apply(d.seat(), "advance 3fj-5 0610");
            } else if (d.options().contains("done")) {
                g.apply(d.seat(), "done");
            } else {
                g.apply(d.seat(), d.options().stream().filter(o -> o.startsWith("retreat ")).findFirst().orElse(d.options().get(0)));
            }
        }
        assertThat(HexIds.format(g.state().unit("3fj-5").hex)).isEqualTo("0610");
        assertThat(g.state().unit("3fj-5").hex.isAdjacentTo(HexIds.parse("0710"))).isTrue();
        assertThat(g.pending().options()).contains("end-phase");
        g.apply(Side.GERMAN, "end-phase");
        assertThat(g.state().phase).isNotEqualTo(Phase.COMBAT);
    }

    @Test
    void allEnemyUnitsAdjacentToAnyUnitsWhichOptToAttackMustBeAttacked_anObligationAnotherUnitCanMeetHoldsThePhase() {
        // 3fj-5 attacks 0704 alone; us99-394 in 0603 is obliged, and 3fj-8 (0602) can attack it: commit is legal, but the
        // phase does not end until 0603 is attacked
        Board b = Board.empty(4, Side.GERMAN, Phase.COMBAT).put("3fj-5", "0703").put("us99-393", "0704").put("us99-394", "0603")
                .put("3fj-8", "0602").dice(6, 6, 6, 6, 6, 6);
        Game g = b.game();
        for (String c : new String[] {"attack 0704", "with 3fj-5", "commit", "done"}) {
            g.apply(Side.GERMAN, c);
        }
        g.apply(Side.ALLIED, "done");
        while (g.state().battle != null) {
            g.apply(g.pending().seat(), g.pending().options().get(0));
        }
        assertThatThrownBy(() -> g.apply(Side.GERMAN, "end-phase")).isInstanceOf(IllegalChoice.class).hasMessageContaining("0603 still can be");
        assertThat(g.pending().options()).contains("attack 0603");
    }
}
