package toi.irontide;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import org.junit.jupiter.api.Test;
import toi.irontide.data.HexIds;
import toi.irontide.data.Scenario;
import toi.irontide.data.Side;
import toi.irontide.flow.Flow;
import toi.irontide.flow.IllegalChoice;
import toi.irontide.game.Game;
import toi.irontide.rules.Supply;
import toi.irontide.rules.Victory;
import toi.irontide.state.Phase;
import toi.irontide.state.SupplyState;

/** §4 SEQUENCE OF PLAY, §12 SUPPLY, §20 VICTORY CONDITIONS, the DEMO label. */
class SupplyVictorySequenceTest {

    @Test
    void theGameTurnBeginsWithTheGermanPlayerTurnAndItsAirPhase() {
        Game g = Game.start(Board.DEMO, 3);
        // Air and Supply run by themselves; §18.0 · no German unit moves on turn one, so the Movement Phase ends by
        // itself too: the first decision is the German Combat Phase of 16AM, with the surprise shift
        assertThat(g.state().turn).isZero();
        assertThat(g.state().phasing).isEqualTo(Side.GERMAN);
        assertThat(g.state().phase).isEqualTo(Phase.COMBAT);
        assertThat(g.state().log.get(0)).startsWith("Iron Tide " + Scenario.DEMO_LABEL);
        assertThat(g.state().log).anyMatch(l -> l.startsWith("§4.21 · 16AM: weather overcast, Air Points German 1"));
        assertThat(g.pending().prompt()).startsWith("16AM · German player turn · Combat Phase");
        assertThat(g.pending().options()).contains("attack 1203", "attack 1207", "end-phase");
    }

    @Test
    void theWrongSeatAndUnknownChoicesAreRefusedAndChangeNothing() {
        Game g = Game.start(Board.DEMO, 3);
        String before = g.state().fingerprint();
        assertThatThrownBy(() -> g.apply(Side.ALLIED, "end-phase")).isInstanceOf(IllegalChoice.class).hasMessageContaining("§4.1");
        assertThatThrownBy(() -> g.apply(Side.GERMAN, "fly away")).isInstanceOf(IllegalChoice.class).hasMessageContaining("not a choice now");
        assertThatThrownBy(() -> g.apply(Side.GERMAN, "attack 0101")).isInstanceOf(IllegalChoice.class).hasMessageContaining("§11.0");
        assertThat(g.state().fingerprint()).as("a refused choice changes nothing").isEqualTo(before);
    }

    @Test
    void aCopyIsIndependent() {
        Game g = Game.start(Board.DEMO, 3);
        Game c = g.copy();
        c.apply(Side.GERMAN, "end-phase");
        assertThat(g.state().phase).isEqualTo(Phase.COMBAT);
        assertThat(c.state().phasing).isEqualTo(Side.ALLIED);
    }

    @Test
    void supplyIsTracedFiveHexesToAFriendlyEdgeOrRoad() {
        Board b = Board.empty(4, Side.ALLIED, Phase.SUPPLY).put("us99-393", "0707").put("3fj-5", "1612");
        Supply.check(b.s);
        assertThat(b.unit("us99-393").supply).isEqualTo(SupplyState.SUPPLIED); // roads lead off the west edge
        // §12.1 · Allied supply edges are west of the Westwall: the east edge is German
        assertThat(Board.DEMO.map().supplyEdge(HexIds.parse("1606"), Side.ALLIED)).isFalse();
        assertThat(Board.DEMO.map().supplyEdge(HexIds.parse("1606"), Side.GERMAN)).isTrue();
        assertThat(Board.DEMO.map().supplyEdge(HexIds.parse("1301"), Side.GERMAN)).isTrue();  // north edge east of the Westwall
        assertThat(Board.DEMO.map().supplyEdge(HexIds.parse("1101"), Side.GERMAN)).isFalse();
        assertThat(Board.DEMO.map().supplyEdge(HexIds.parse("1101"), Side.ALLIED)).isTrue();
    }

    @Test
    void enemyZocsCutSupplyAndSurroundedUnitsFarFromFriendsAreIsolated() {
        // us99-393 at 0707: German units on five of its neighbours, the sixth (the lake 0607) in their ZOC
        Board b = Board.empty(6, Side.ALLIED, Phase.SUPPLY).put("us99-393", "0707")
                .put("3fj-5", "0606").put("3fj-8", "0806").put("3fj-9", "0807").put("272-980", "0706").put("272-981", "0708");
        Supply.check(b.s);
        assertThat(b.unit("us99-393").supply).isEqualTo(SupplyState.ISOLATED);
        // §12.3 (2) · a friendly unit in supply within 3 hexes: out of supply, not isolated
        b.put("us99-394", "0505");
        Supply.check(b.s);
        assertThat(b.unit("us99-394").supply).isEqualTo(SupplyState.SUPPLIED);
        assertThat(b.unit("us99-393").supply).isEqualTo(SupplyState.OUT_OF_SUPPLY);
    }

    @Test
    void germansNeedNoSupplyBefore19AmUnlessSurrounded() {
        // a demo map without roads: 0505 is more than 5 hexes from every German edge
        Scenario noRoads = new DemoFiles().edit("map.json", m -> m.putArray("roads")).load();
        Board b = Board.empty(noRoads, 2, Side.GERMAN, Phase.SUPPLY).put("3fj-5", "0505").put("us99-393", "0101");
        Supply.check(b.s);
        assertThat(b.unit("3fj-5").supply).isEqualTo(SupplyState.SUPPLIED); // 17AM: no check
        b.s.turn = noRoads.turnIndex("19AM");
        Supply.check(b.s);
        assertThat(b.unit("3fj-5").supply).isEqualTo(SupplyState.OUT_OF_SUPPLY);
        // the same unit with roads: the row-6 road leads off the east edge, a hex away
        Board r = Board.empty(Board.DEMO.turnIndex("19AM"), Side.GERMAN, Phase.SUPPLY).put("3fj-5", "0505").put("us99-393", "0101");
        Supply.check(r.s);
        assertThat(r.unit("3fj-5").supply).isEqualTo(SupplyState.SUPPLIED);
    }

    @Test
    void victoryBandsOfThe10TurnScenario() {
        Board b = Board.empty(9, Side.ALLIED, Phase.ENGINEERING);
        assertThat(Victory.level(b.s, 0)).isEqualTo("Allied Strategic Victory");
        assertThat(Victory.level(b.s, 4)).isEqualTo("Allied Strategic Victory");
        assertThat(Victory.level(b.s, 5)).isEqualTo("Allied Substantial Victory");
        assertThat(Victory.level(b.s, 13)).isEqualTo("Draw");
        assertThat(Victory.level(b.s, 19)).isEqualTo("German Marginal Victory");
        assertThat(Victory.level(b.s, 29)).isEqualTo("German Substantial Victory");
        assertThat(Victory.level(b.s, 30)).isEqualTo("German Strategic Victory");
        // §20 · 65 Allied units lost: one level toward the German
        b.s.alliedEliminated = 65;
        assertThat(Victory.level(b.s, 13)).isEqualTo("German Marginal Victory");
    }

    @Test
    void townsCountWhenHeldInSupply() {
        // DEMO St. Vith (1006, 3 VP) held by a German unit that traces east
        Board b = Board.empty(9, Side.GERMAN, Phase.MOVEMENT).put("3fj-5", "1006").put("us99-393", "0101");
        b.s.control.put(HexIds.parse("1006"), Side.GERMAN);
        assertThat(Victory.germanPoints(b.s)).isEqualTo(3);
        // an Allied regiment's ZOC across the supply paths: not in supply, not counted
        b.put("us99-393", "1106").put("us99-394", "1105").put("us28-109", "1107").put("us28-110", "0906");
        assertThat(Victory.germanPoints(b.s)).isZero();
    }

    @Test
    void liegeHeldInSupplyAtTheEndOfAGameTurnWinsAtOnce() {
        Board b = Board.empty(5, Side.ALLIED, Phase.ENGINEERING).put("3fj-5", "0102").put("3fj-8", "0103").put("3fj-9", "0203");
        for (String h : new String[] {"0102", "0103", "0203"}) {
            b.s.control.put(HexIds.parse(h), Side.GERMAN);
        }
        // the row-3 road runs from the east edge over the Meuse bridge into Liège: the three hexes are held in supply
        b.s.turn = 2;
        Game g = b.game();
        g.apply(Side.ALLIED, "end-phase");
        assertThat(g.over()).isTrue();
        assertThat(g.state().result).startsWith("German Strategic Victory: DEMO Liège");
    }

    @Test
    void theScenarioEndsAfterItsLastTurnWithALevel() {
        Board b = Board.empty(9, Side.ALLIED, Phase.ENGINEERING).put("us99-393", "0505").put("3fj-5", "1612");
        Game g = b.game();
        g.apply(Side.ALLIED, "end-phase");
        assertThat(g.over()).isTrue();
        assertThat(g.state().result).startsWith("Allied Strategic Victory — German victory points 0");
        assertThat(Flow.pending(g.state()).options()).isEmpty();
        assertThat(new ArrayList<>(g.state().log)).isNotEmpty();
    }
}
