package toi.irontide;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import toi.irontide.data.HexIds;
import toi.irontide.data.Side;
import toi.irontide.flow.IllegalChoice;
import toi.irontide.game.Game;
import toi.irontide.rules.ZonesOfControl;
import toi.irontide.state.Phase;
import toi.irontide.state.Strength;

/** §7.0 ZONES OF CONTROL. */
class ZonesOfControlTest {

    @Test
    void regimentsExertAZocBattalionsCadresAndArtilleryDoNot() {
        Board b = Board.empty(4, Side.ALLIED, Phase.MOVEMENT).put("3fj-5", "0606").put("ger-eng-1", "0610").put("ger-vak-1", "0612");
        assertThat(ZonesOfControl.inEnemyZoc(b.s, HexIds.parse("0605"), Side.ALLIED)).isTrue();     // §7.0
        assertThat(ZonesOfControl.inEnemyZoc(b.s, HexIds.parse("0609"), Side.ALLIED)).isFalse();    // §7.4 battalion
        assertThat(ZonesOfControl.inEnemyZoc(b.s, HexIds.parse("0611"), Side.ALLIED)).isFalse();    // §7.4 artillery
        b.unit("3fj-5").strength = Strength.CADRE;
        assertThat(ZonesOfControl.inEnemyZoc(b.s, HexIds.parse("0605"), Side.ALLIED)).isFalse();    // §7.4 cadre
        assertThat(ZonesOfControl.inEnemyZoc(b.s, HexIds.parse("0605"), Side.GERMAN)).as("§7.5 own ZOC").isFalse();
    }

    @Test
    void enteringAnEnemyZocEndsMovement() {
        Board b = Board.empty(4, Side.ALLIED, Phase.MOVEMENT).put("us99-393", "0602").put("3fj-5", "0604").begin();
        Game g = b.game();
        g.apply(Side.ALLIED, "move us99-393");
        g.apply(Side.ALLIED, "to 0603");   // adjacent to 0604: in its ZOC
        assertThat(g.state().unit("us99-393").stopped).isTrue();
        assertThatThrownBy(() -> g.apply(Side.ALLIED, "to 0503")).isInstanceOf(IllegalChoice.class).hasMessageContaining("§7.1");
        assertThat(g.pending().options()).containsExactly("stop");
    }

    @Test
    void disengagingCostsOneOrThreeAndMayNotReenter() {
        // us99-393 begins the phase in 3fj-5's ZOC: leaving costs terrain + 1 (non-mechanized)
        Board b = Board.empty(4, Side.ALLIED, Phase.MOVEMENT).put("us99-393", "0603").put("3fj-5", "0604").begin();
        assertThat(b.unit("us99-393").beganInEnemyZoc).isTrue();
        Game g = b.game();
        g.apply(Side.ALLIED, "move us99-393");
        // §5.1 · never from one enemy ZOC directly into another (0504 and 0703 are both in 3fj-5's ZOC)
        assertThatThrownBy(() -> g.apply(Side.ALLIED, "to 0504")).isInstanceOf(IllegalChoice.class).hasMessageContaining("§5.1");
        g.apply(Side.ALLIED, "to 0602");   // rough, 2, + 1 disengagement
        assertThat(g.state().unit("us99-393").mpLeft).isEqualTo(1 * 6);
        // §7.3 · and may not enter an enemy ZOC again this phase
        assertThat(g.state().unit("us99-393").disengaged).isTrue();
    }

    @Test
    void mechanizedDisengagementCostsThree() {
        Board m = Board.empty(4, Side.ALLIED, Phase.MOVEMENT).put("us7a-cca", "0603").put("3fj-5", "0604").begin();
        Game gm = m.game();
        gm.apply(Side.ALLIED, "move us7a-cca");
        gm.apply(Side.ALLIED, "to 0602"); // rough: 3 (mech) + 3
        assertThat(gm.state().unit("us7a-cca").mpLeft).isZero();
    }

    @Test
    void aDisengagedUnitMayNotEnterAnotherZoc() {
        // §7.3 · out of 3fj-5's ZOC into 0602, then not into 3fj-8's at 0502
        Board b = Board.empty(4, Side.ALLIED, Phase.MOVEMENT).put("us99-393", "0603").put("3fj-5", "0604").put("3fj-8", "0401").begin();
        Game g = b.game();
        g.apply(Side.ALLIED, "move us99-393");
        g.apply(Side.ALLIED, "to 0602");
        assertThatThrownBy(() -> g.apply(Side.ALLIED, "to 0502")).isInstanceOf(IllegalChoice.class).hasMessageContaining("§7.3");
        g.apply(Side.ALLIED, "to 0601");
    }

    @Test
    void theTwentyEighthsBattalionsHaveATemporaryZocUntilMoved() {
        Board b = Board.empty(4, Side.ALLIED, Phase.MOVEMENT).put("us28-110-1", "1107").put("3fj-5", "1612");
        b.unit("us28-110-1").temporaryZoc = true;
        b.begin();
        assertThat(ZonesOfControl.inEnemyZoc(b.s, HexIds.parse("1207"), Side.GERMAN)).isTrue();
        Game g = b.game();
        g.apply(Side.ALLIED, "move us28-110-1");
        g.apply(Side.ALLIED, "to 1007");
        assertThat(g.state().unit("us28-110-1").temporaryZoc).isFalse();
        assertThat(ZonesOfControl.inEnemyZoc(g.state(), HexIds.parse("1107"), Side.GERMAN)).isFalse();
    }
}
