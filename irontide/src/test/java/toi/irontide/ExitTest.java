package toi.irontide;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import toi.irontide.data.HexIds;
import toi.irontide.data.Side;
import toi.irontide.flow.IllegalChoice;
import toi.irontide.game.Game;
import toi.irontide.rules.Reinforcements;
import toi.irontide.rules.Supply;
import toi.irontide.rules.Victory;
import toi.irontide.state.Phase;
import toi.irontide.state.Strength;
import toi.irontide.state.UnitStatus;

/** §5.3 EXITING THE MAP, with its §12.1, §14.0 and §20 consequences. The demo's Victory Point Exit hex is 0110 (entry road C). */
class ExitTest {

    static Game exitingFrom0110(String unit) {
        Board b = Board.empty(6, Side.GERMAN, Phase.MOVEMENT).put(unit, "0210").put("us99-393", "1601");
        b.unit("us7a-cca").status = UnitStatus.AWAITING;  // due later at entry C (west edge)
        b.unit("us7a-cca").dueTurn = 8;
        b.unit("us82-504").status = UnitStatus.AWAITING;  // due sooner, at entry B (south edge)
        b.unit("us82-504").dueTurn = 7;
        b.begin();
        Game g = b.game();
        g.apply(Side.GERMAN, "move " + unit);
        return g;
    }

    @Test
    void germanUnitsExitByTheVictoryPointExitHexes() {
        Game g = exitingFrom0110("3fj-5");
        assertThatThrownBy(() -> g.apply(Side.GERMAN, "exit")).isInstanceOf(IllegalChoice.class).hasMessageContaining("Victory Point Exit hexes");
        g.apply(Side.GERMAN, "to 0110");
        var events = g.apply(Side.GERMAN, "exit");
        assertThat(g.state().unit("3fj-5").status).isEqualTo(UnitStatus.EXITED);
        // §14.0 · unit for unit, an Allied reinforcement due on the same (west) edge is withheld for good
        assertThat(events.get(0)).contains("us7a-cca is withheld for good");
        assertThat(g.state().unit("us7a-cca").status).isEqualTo(UnitStatus.WITHHELD);
        assertThat(g.state().unit("us82-504").status).isEqualTo(UnitStatus.AWAITING);
        // §20 · +3 for a regiment exited in supply
        assertThat(Victory.germanPoints(g.state())).isEqualTo(Board.DEMO.rules().exitVpRegiment());
    }

    @Test
    void battalionsAndCadresScoreOne() {
        Game g = exitingFrom0110("ger-eng-1");
        g.apply(Side.GERMAN, "to 0110");
        g.apply(Side.GERMAN, "exit");
        assertThat(Victory.germanPoints(g.state())).isEqualTo(Board.DEMO.rules().exitVpBattalion());
        Board b = Board.empty(6, Side.GERMAN, Phase.MOVEMENT).put("3fj-5", "0110").put("us99-393", "1601");
        b.unit("3fj-5").strength = Strength.CADRE;
        b.begin();
        Game c = b.game();
        c.apply(Side.GERMAN, "move 3fj-5");
        c.apply(Side.GERMAN, "exit");
        assertThat(Victory.germanPoints(c.state())).isEqualTo(Board.DEMO.rules().exitVpBattalion());
    }

    @Test
    void theExitRoadIsClosedToAlliedEntryAndSupply() {
        Game g = exitingFrom0110("3fj-5");
        g.apply(Side.GERMAN, "to 0110");
        g.apply(Side.GERMAN, "exit");
        var s = g.state().copy();
        s.phasing = Side.ALLIED;
        s.moving = null;
        s.unit("us7a-ccb").status = UnitStatus.AWAITING;
        s.unit("us7a-ccb").dueTurn = s.turn;
        assertThat(Reinforcements.entryRefusal(s, s.unit("us7a-ccb"), HexIds.parse("0110"), false)).contains("§14.0").contains("exited by");
        // §12.1 · the exit hex no longer serves the Allies as a supply edge (a map without roads shows the edge alone)
        var noRoads = new DemoFiles().edit("map.json", m -> m.putArray("roads")).load();
        Board plain = Board.empty(noRoads, 6, Side.ALLIED, Phase.SUPPLY).put("3fj-5", "1612");
        assertThat(Supply.sources(plain.s, Side.ALLIED)).contains(HexIds.parse("0110"));
        plain.s.exitedVia.add(HexIds.parse("0110"));
        assertThat(Supply.sources(plain.s, Side.ALLIED)).doesNotContain(HexIds.parse("0110")).contains(HexIds.parse("0109"));
    }

    @Test
    void onlyGermansExit() {
        Board b = Board.empty(6, Side.ALLIED, Phase.MOVEMENT).put("us99-393", "0110").put("3fj-5", "1612").begin();
        Game g = b.game();
        g.apply(Side.ALLIED, "move us99-393");
        assertThatThrownBy(() -> g.apply(Side.ALLIED, "exit")).isInstanceOf(IllegalChoice.class).hasMessageContaining("only German units");
    }
}
