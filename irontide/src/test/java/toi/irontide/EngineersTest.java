package toi.irontide;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import org.junit.jupiter.api.Test;
import toi.irontide.data.HexIds;
import toi.irontide.data.HexPair;
import toi.irontide.data.Side;
import toi.irontide.flow.IllegalChoice;
import toi.irontide.game.Game;
import toi.irontide.rules.Engineers;
import toi.irontide.rules.Hexsides;
import toi.irontide.state.Phase;

/** §13.0 ENGINEERS: §13.1 bridges (demolition, building), §13.3 entrenchments. */
class EngineersTest {
    static final HexPair RIVER = HexPair.of(HexIds.parse("0805"), HexIds.parse("0905")); // unbridged
    static final HexPair BRIDGE = HexPair.of(HexIds.parse("0806"), HexIds.parse("0906")); // printed

    @Test
    void anEntrenchmentTakesThreeEngineeringPhases() {
        Board b = Board.empty(4, Side.ALLIED, Phase.ENGINEERING).put("us-291-eng", "0303").put("us99-393", "0303").put("3fj-5", "1612");
        for (int phase = 1; phase <= 3; phase++) {
            b.unit("us-291-eng").engineered = false;
            assertThat(Engineers.entrenchRefusal(b.s, b.unit("us-291-eng"))).isNull();
            Engineers.entrench(b.s, b.unit("us-291-eng"));
            assertThat(b.s.entrenchments.contains(HexIds.parse("0303"))).isEqualTo(phase == 3);
        }
        // one action per unit a phase
        assertThat(Engineers.entrenchRefusal(b.s, b.unit("us-291-eng"))).contains("one engineering action");
    }

    @Test
    void entrenchmentsNeedInfantryAwayFromTownsAndTheEnemy() {
        Board alone = Board.empty(4, Side.ALLIED, Phase.ENGINEERING).put("us-291-eng", "0303").put("3fj-5", "1612");
        assertThat(Engineers.entrenchRefusal(alone.s, alone.unit("us-291-eng"))).contains("stacked with an infantry");
        Board town = Board.empty(4, Side.ALLIED, Phase.ENGINEERING).put("us-291-eng", "0405").put("us99-393", "0405").put("3fj-5", "1612");
        assertThat(Engineers.entrenchRefusal(town.s, town.unit("us-291-eng"))).contains("town or city");
        Board near = Board.empty(4, Side.ALLIED, Phase.ENGINEERING).put("us-291-eng", "0303").put("us99-393", "0303").put("3fj-5", "0305");
        assertThat(Engineers.entrenchRefusal(near.s, near.unit("us-291-eng"))).contains("nearer than 3 hexes");
    }

    @Test
    void anEnemyComingCloserStopsTheWork() {
        Board b = Board.empty(4, Side.ALLIED, Phase.ENGINEERING).put("us-291-eng", "0303").put("us99-393", "0303").put("3fj-5", "1612");
        Engineers.entrench(b.s, b.unit("us-291-eng"));
        assertThat(b.s.entrenchmentWorks).containsKey(HexIds.parse("0303"));
        b.put("3fj-5", "0305");
        Engineers.checkWorks(b.s, new ArrayList<>());
        assertThat(b.s.entrenchmentWorks).isEmpty();
    }

    @Test
    void engineersBuildABridgeInTwoPhases() {
        Board b = Board.empty(4, Side.ALLIED, Phase.ENGINEERING).put("us-291-eng", "0805").put("3fj-5", "1612");
        assertThat(Hexsides.bridged(b.s, RIVER.a(), RIVER.b())).isFalse();
        Engineers.build(b.s, b.unit("us-291-eng"), HexIds.parse("0905"));
        assertThat(Hexsides.bridged(b.s, RIVER.a(), RIVER.b())).as("Building Bridge: not yet").isFalse();
        b.unit("us-291-eng").engineered = false;
        assertThat(Engineers.buildRefusal(b.s, b.unit("us-291-eng"), HexIds.parse("0905"))).isNull();
        Engineers.build(b.s, b.unit("us-291-eng"), HexIds.parse("0905"));
        assertThat(Hexsides.bridged(b.s, RIVER.a(), RIVER.b())).isTrue();
        // only engineers; not with an enemy adjacent; not where no river runs
        b.put("us99-393", "0805");
        assertThat(Engineers.buildRefusal(b.s, b.unit("us99-393"), HexIds.parse("0905"))).contains("only engineer");
        Board near = Board.empty(4, Side.ALLIED, Phase.ENGINEERING).put("us-291-eng", "0804").put("3fj-5", "0905");
        assertThat(Engineers.buildRefusal(near.s, near.unit("us-291-eng"), HexIds.parse("0904"))).contains("adjacent");
        assertThat(Engineers.buildRefusal(near.s, near.unit("us-291-eng"), HexIds.parse("0803"))).contains("river hexsides");
    }

    @Test
    void theGermanBuildsNineBridgesAtMost() {
        Board b = Board.empty(4, Side.GERMAN, Phase.ENGINEERING).put("ger-eng-1", "0905").put("us99-393", "0101");
        b.s.germanBridgesBuilt = Board.DEMO.rules().germanBridges();
        assertThat(Engineers.buildRefusal(b.s, b.unit("ger-eng-1"), HexIds.parse("0805"))).contains("9 bridges");
    }

    @Test
    void demolitionBlowsABridgeOnTheDemolitionTable() {
        // the printed bridge 0806–0906; the German 3fj-5 within 4 hexes; the Allied 393rd beside it, in supply; die 1: blown
        Board b = Board.empty(4, Side.ALLIED, Phase.ENGINEERING).put("us99-393", "0806").put("us99-394", "0706").put("3fj-5", "1106").dice(1);
        Game g = b.game();
        assertThat(g.pending().options()).contains("demolish us99-393 0806 0906");
        var events = g.apply(Side.ALLIED, "demolish us99-393 0806 0906");
        assertThat(events).contains("§13.1 · us99-393 blows the bridge at 0806-0906: die 1 (Bridge Destroyed)");
        assertThat(g.state().blownBridges).contains(BRIDGE);
        assertThat(Hexsides.unbridgedRiver(g.state(), BRIDGE.a(), BRIDGE.b())).isTrue();
    }

    @Test
    void demolitionConditions() {
        Board far = Board.empty(4, Side.ALLIED, Phase.ENGINEERING).put("us99-393", "0806").put("3fj-5", "1612");
        assertThat(Engineers.demolishRefusal(far.s, far.unit("us99-393"), BRIDGE.a(), BRIDGE.b())).contains("within 4 hexes of an enemy");
        Board first = Board.empty(0, Side.ALLIED, Phase.ENGINEERING).put("us99-393", "0806").put("3fj-5", "1106");
        assertThat(Engineers.demolishRefusal(first.s, first.unit("us99-393"), BRIDGE.a(), BRIDGE.b())).contains("§18.0");
        Board b = Board.empty(4, Side.ALLIED, Phase.ENGINEERING).put("us99-393", "0806").put("us99-394", "0706").put("3fj-5", "1106").dice(6);
        assertThat(Engineers.demolish(b.s, b.unit("us99-393"), BRIDGE.a(), BRIDGE.b())).contains("die 6, it stands");
        // with the optional errata IT 14 (--option demolition-errata) · one roll per bridge a phase, one attempt per unit
        b.s.demolitionErrata = true;
        assertThat(Engineers.demolishRefusal(b.s, b.unit("us99-394"), BRIDGE.a(), BRIDGE.b())).contains("one demolition roll per bridge");
        b.s.depots.clear();
        b.s.depots.add(HexIds.parse("1006"));
        assertThat(toi.irontide.rules.FuelDepots.destroyRefusal(b.s, b.unit("us99-393"), HexIds.parse("1006"))).contains("one demolition attempt per unit");
    }

    @Test
    void oneDieRollForDemolitionPerFriendlyCombatUnitPerBridge_andNoMoreThanTwoDemolitionAttemptsPerEngineeringPhase() {
        // §13.1 (the text, R-IT-52): the bridge 0806–0906 and, §13.2 "in the same way and under the same conditions as
        // bridges", depots in 1006 and 0704, all within 4 hexes of the German 3fj-5
        Board b = Board.empty(4, Side.ALLIED, Phase.ENGINEERING).put("us99-393", "0905").put("us99-394", "0706").put("3fj-5", "1105")
                .dice(6, 6, 6, 6);
        b.s.depots.clear();
        b.s.depots.add(HexIds.parse("1006"));
        b.s.depots.add(HexIds.parse("0704"));
        Game g = b.game();
        g.apply(Side.ALLIED, "demolish us99-393 0806 0906");
        assertThatThrownBy(() -> g.apply(Side.ALLIED, "demolish us99-393 0806 0906")).isInstanceOf(IllegalChoice.class)
                .hasMessageContaining("§13.1 · one die roll for demolition per friendly combat unit, per bridge");
        assertThat(g.pending().options()).as("another unit rolls for the same bridge").contains("demolish us99-394 0806 0906");
        g.apply(Side.ALLIED, "destroy-depot us99-393 0704");
        assertThatThrownBy(() -> g.apply(Side.ALLIED, "destroy-depot us99-393 1006")).isInstanceOf(IllegalChoice.class)
                .hasMessageContaining("no more than 2 demolition attempts per engineering phase");
        g.apply(Side.ALLIED, "destroy-depot us99-394 1006");
        assertThat(g.state().log).anyMatch(l -> l.startsWith("§13.2 · us99-394 tries to destroy the depot in 1006"));
    }

    @Test
    void depotsFollowTheSameConditionsAsBridges_noAlliedDemolitionOnTurnOne() {
        // §13.2 "under the same conditions as bridges"; §18.0 "The Allied player may not attempt to blow bridges" on turn one
        Board b = Board.empty(0, Side.ALLIED, Phase.ENGINEERING).put("us99-393", "0806").put("3fj-5", "1105");
        b.s.depots.clear();
        b.s.depots.add(HexIds.parse("1006"));
        assertThat(toi.irontide.rules.FuelDepots.destroyRefusal(b.s, b.unit("us99-393"), HexIds.parse("1006"))).contains("§18.0");
    }

    @Test
    void anAlliedEngineerRebuildsAPrintedBridge() {
        // the demo's printed bridge 0803–0903 is blown at the start
        Board b = Board.empty(4, Side.ALLIED, Phase.ENGINEERING).put("us-291-eng", "0803").put("3fj-5", "1612");
        b.s.blownBridges.addAll(Board.DEMO.blownBridges());
        Engineers.build(b.s, b.unit("us-291-eng"), HexIds.parse("0903"));
        b.unit("us-291-eng").engineered = false;
        Engineers.build(b.s, b.unit("us-291-eng"), HexIds.parse("0903"));
        assertThat(b.s.blownBridges).isEmpty();
        assertThat(b.s.builtBridges).isEmpty();
        assertThat(Hexsides.bridged(b.s, HexIds.parse("0803"), HexIds.parse("0903"))).isTrue();
    }
}
