package toi.irontide;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import toi.irontide.data.Side;
import toi.irontide.flow.IllegalChoice;
import toi.irontide.game.Game;
import toi.irontide.state.Phase;

/** §16.1 THE 150TH PANZER BRIGADE and §16.3 THE 1ST SS PANZER DIVISION on 17AM (the demo's stand-in for 3450: 1305). */
class SpecialUnitsTest {
    static final int T17AM = Board.DEMO.turnIndex("17AM");

    @Test
    void onSeventeenAmTheFirstSsIgnoresZocsAndDoublesFromItsStartHex() {
        Board b = Board.empty(T17AM, Side.GERMAN, Phase.MOVEMENT).put("1ss-pz", "1305").put("us99-393", "1105").begin();
        Game g = b.game();
        g.apply(Side.GERMAN, "move 1ss-pz");
        assertThat(g.state().unit("1ss-pz").mpLeft).isEqualTo(2 * 6 * 6); // twice its 6
        var events = g.apply(Side.GERMAN, "to 1205"); // into the 393rd's ZOC
        assertThat(events).contains("§16.3 · 1ss-pz ignores the enemy ZOC");
        g.apply(Side.GERMAN, "to 1106"); // on, from ZOC to ZOC
        assertThat(g.state().unit("1ss-pz").stopped).isFalse();
        // the next turn it is an ordinary division again
        Board later = Board.empty(T17AM + 1, Side.GERMAN, Phase.MOVEMENT).put("1ss-pz", "1305").put("us99-393", "1105").begin();
        Game l = later.game();
        l.apply(Side.GERMAN, "move 1ss-pz");
        assertThat(l.state().unit("1ss-pz").mpLeft).isEqualTo(6 * 6);
        l.apply(Side.GERMAN, "to 1205");
        assertThat(l.state().unit("1ss-pz").stopped).isTrue();
    }

    @Test
    void theHundredFiftiethRollsToIgnoreEachZocTheFirstTurnItEntersOne() {
        // die 1: it ignores the first ZOC; die 4: it fails at the second and stops
        Board b = Board.empty(T17AM, Side.GERMAN, Phase.MOVEMENT).put("ger-150", "1306").put("us99-393", "1105")
                .dice(1, 4).begin();
        Game g = b.game();
        g.apply(Side.GERMAN, "move ger-150");
        assertThat(g.apply(Side.GERMAN, "to 1205")).contains("§16.1 · ger-150 ignores the enemy ZOC: die 1");
        assertThat(g.apply(Side.GERMAN, "to 1106")).contains("§16.1 · ger-150 fails to ignore the enemy ZOC: die 4, it stops");
        assertThatThrownBy(() -> g.apply(Side.GERMAN, "to 1006")).isInstanceOf(IllegalChoice.class).hasMessageContaining("§7.1");
        assertThat(g.state().unit("ger-150").infiltrationTurn).isEqualTo(T17AM);
    }

    @Test
    void onlyItsShermanBattalionMayBeStackedWithItWhenItTriesToIgnoreAZoc() {
        // §16.1 · "the 150th Panzer battalion ... is the only unit that may be stacked with the 150th Panzer brigade when
        // it attempts to ignore Allied ZOCs": with its battalion in the hex it enters, it rolls (die 1: ignored) ...
        Board b = Board.empty(T17AM, Side.GERMAN, Phase.MOVEMENT).put("ger-150", "1306").put("ger-150-pz", "1205")
                .put("us99-393", "1105").dice(1).begin();
        Game g = b.game();
        g.apply(Side.GERMAN, "move ger-150");
        assertThat(g.apply(Side.GERMAN, "to 1205")).contains("§16.1 · ger-150 ignores the enemy ZOC: die 1");
        assertThat(g.state().unit("ger-150").stopped).isFalse();
        // ... with any other German unit there it makes no attempt: the ZOC stops it like any unit (§7.1), no die rolled
        Board o = Board.empty(T17AM, Side.GERMAN, Phase.MOVEMENT).put("ger-150", "1306").put("3fj-5", "1205")
                .put("us99-393", "1105").dice(1).begin();
        Game h = o.game();
        h.apply(Side.GERMAN, "move ger-150");
        assertThat(h.apply(Side.GERMAN, "to 1205")).anySatisfy(e -> assertThat(e)
                .startsWith("§16.1 · only the 150th Panzer battalion may be stacked with ger-150 when it attempts to ignore an enemy ZOC, not 3fj-5"));
        assertThat(h.state().unit("ger-150").stopped).isTrue();
        assertThat(h.state().unit("ger-150").infiltrationTurn).as("it entered a ZOC: its one turn is this one").isEqualTo(T17AM);
        assertThatThrownBy(() -> h.apply(Side.GERMAN, "to 1106")).isInstanceOf(IllegalChoice.class).hasMessageContaining("§7.1");
    }

    @Test
    void theAbilityIsOnlyForTheFirstTurnItEntersAZoc() {
        Board b = Board.empty(T17AM + 1, Side.GERMAN, Phase.MOVEMENT).put("ger-150", "1306").put("us99-393", "1105").begin();
        b.unit("ger-150").infiltrationTurn = T17AM;
        Game g = b.game();
        g.apply(Side.GERMAN, "move ger-150");
        g.apply(Side.GERMAN, "to 1205");
        assertThat(g.state().unit("ger-150").stopped).isTrue();
    }

    @Test
    void vonDerHeydteLandsWithinThreeHexesNotInHeavyWoodsAndMayLoseSteps() {
        // §16.2 · the demo's stand-in for 4339 is 1004 (heavy woods itself); die 4: two step losses, its chit drawn first
        Board b = Board.empty(T17AM, Side.GERMAN, Phase.MOVEMENT).put("us99-393", "0101").put("3fj-5", "1612").nextChits("blue-1").dice(4);
        b.unit("ger-vdh").status = toi.irontide.state.UnitStatus.AWAITING;
        b.unit("ger-vdh").dueTurn = T17AM;
        b.begin();
        Game g = b.game();
        assertThat(g.pending().options()).contains("enter ger-vdh 0904").doesNotContain("enter ger-vdh 1004", "enter-strategic ger-vdh 0904");
        assertThatThrownBy(() -> g.apply(Side.GERMAN, "enter ger-vdh 1004")).isInstanceOf(IllegalChoice.class).hasMessageContaining("not in heavy woods");
        var events = g.apply(Side.GERMAN, "enter ger-vdh 0904");
        assertThat(events.get(0)).startsWith("§16.2 · ger-vdh lands at 0904: die 4, 2 step losses");
        assertThat(g.state().unit("ger-vdh").strength).isEqualTo(toi.irontide.state.Strength.CADRE);
        assertThatThrownBy(() -> g.apply(Side.GERMAN, "move ger-vdh")).isInstanceOf(IllegalChoice.class).hasMessageContaining("once in a phase");
    }
}
