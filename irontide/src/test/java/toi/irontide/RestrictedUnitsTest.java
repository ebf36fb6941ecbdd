package toi.irontide;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import toi.irontide.data.Side;
import toi.irontide.flow.IllegalChoice;
import toi.irontide.game.Game;
import toi.irontide.rules.Restrictions;
import toi.irontide.state.Phase;
import toi.irontide.state.UnitStatus;

/** §17 RESTRICTED UNITS. The demo's Meuse runs between columns 03 and 04, bridged at rows 3 and 10. */
class RestrictedUnitsTest {

    @Test
    void typeOneUnitsMayNotCrossTheMeuse() {
        Board b = Board.empty(7, Side.ALLIED, Phase.MOVEMENT).put("br29-armd", "0310").put("3fj-5", "1612").begin();
        Game g = b.game();
        g.apply(Side.ALLIED, "move br29-armd");
        assertThatThrownBy(() -> g.apply(Side.ALLIED, "to 0410")).isInstanceOf(IllegalChoice.class).hasMessageContaining("§17.1");
        g.apply(Side.ALLIED, "to 0210");
    }

    @Test
    void typeOneUnitsAreFreedByAGermanCloserThanThreeHexesOrByTheirDate() {
        Board b = Board.empty(7, Side.ALLIED, Phase.MOVEMENT).put("br29-armd", "0310").put("3fj-5", "0510");
        Restrictions.release(b.s);
        assertThat(b.unit("br29-armd").freed).isTrue();
        Board d = Board.empty(Board.DEMO.turnIndex("20AM"), Side.ALLIED, Phase.MOVEMENT).put("br29-armd", "0310").put("3fj-5", "1612");
        Restrictions.release(d.s);
        assertThat(d.unit("br29-armd").freed).as("the (demo) date").isTrue();
    }

    @Test
    void typeTwoUnitsEnterOnlyAfterAGermanCrossesTheMeuse() {
        Board b = Board.empty(Board.DEMO.turnIndex("19PM"), Side.ALLIED, Phase.MOVEMENT).put("3fj-5", "1612");
        b.unit("us5a-cca").status = UnitStatus.AWAITING;
        b.unit("us5a-cca").dueTurn = b.s.turn;
        b.begin();
        Game g = b.game();
        assertThatThrownBy(() -> g.apply(Side.ALLIED, "enter us5a-cca 0512")).isInstanceOf(IllegalChoice.class).hasMessageContaining("Type 2");
    }

    @Test
    void aGermanCrossingLiftsEveryRestrictionAndStartsTheGermanRolls() {
        Board b = Board.empty(Board.DEMO.turnIndex("19AM"), Side.GERMAN, Phase.MOVEMENT).put("3fj-5", "0410").put("us99-393", "0101")
                .put("br29-armd", "0202").begin();
        b.unit("ger-10ss").status = UnitStatus.AWAITING;
        b.unit("ger-10ss").dueTurn = b.s.turn;
        Game g = b.game();
        assertThatThrownBy(() -> g.apply(Side.GERMAN, "enter ger-10ss 1606")).isInstanceOf(IllegalChoice.class).hasMessageContaining("§17.2");
        g.apply(Side.GERMAN, "move 3fj-5");
        var events = g.apply(Side.GERMAN, "to 0310"); // over the Meuse bridge
        assertThat(events).anyMatch(e -> e.startsWith("§17.12"));
        assertThat(g.state().germanCrossedMeuse).isTrue();
        assertThat(g.state().unit("br29-armd").freed).isTrue();
        // §17.2 · the die: 1–2 the 10th SS may enter, 3–4 the 11th Panzer, 5–6 roll again next turn
        var s = g.state().copy();
        s.dice = toi.engine.combat.Dice.loaded(2);
        List<toi.irontide.event.IronTideEvent> log = new ArrayList<>();
        Restrictions.germanRoll(s, log);
        assertThat(log).extracting(e -> e.text()).containsExactly("§17.2 · German restricted units: die 2, may enter: ger-10ss");
        assertThat(s.unit("ger-10ss").freed).isTrue();
        assertThat(s.unit("ger-11pz").freed).isFalse();
    }
}
