package toi.irontide;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import toi.engine.hex.Hex;
import toi.irontide.data.HexIds;
import toi.irontide.data.HexPair;
import toi.irontide.data.Side;
import toi.irontide.data.UnitDef;
import toi.irontide.flow.IllegalChoice;
import toi.irontide.game.Game;
import toi.irontide.rules.Engineers;
import toi.irontide.rules.Movement;
import toi.irontide.rules.Reinforcements;
import toi.irontide.rules.ZonesOfControl;
import toi.irontide.state.Phase;
import toi.irontide.state.UnitStatus;

/** §16.4 GERMAN COMMANDOS, point by point, with the restrictions and the removal after the German 20PM turn. */
class GermanCommandosTest {
    static final int T17AM = Board.DEMO.turnIndex("17AM");
    static final int T20AM = Board.DEMO.turnIndex("20AM");
    static final int T20PM = Board.DEMO.turnIndex("20PM");
    static final HexPair BRIDGE = HexPair.of(HexIds.parse("0806"), HexIds.parse("0906"));

    @Test
    void thereAreFourCommandosAndTheyEnterOnSeventeenAmOnTheEastEdge() {
        var commandos = Board.DEMO.units().stream().filter(UnitDef::commando).toList();
        assertThat(commandos).hasSize(Board.DEMO.rules().commandos().count()).hasSize(4);
        assertThat(commandos).allSatisfy(c -> {
            assertThat(c.side()).isEqualTo(Side.GERMAN);
            assertThat(c.arrivalTurn()).isEqualTo("17AM");
            assertThat(c.entry()).isEqualTo("edge");
        });
        // 1) on 17AM the German may enter one on an east edge road, even where an Allied unit stands (it ignores them)
        Board b = Board.empty(T17AM, Side.GERMAN, Phase.MOVEMENT).put("us99-393", "1606").begin();
        b.unit("ger-cdo-1").dueTurn = T17AM;
        Game g = b.game();
        assertThat(g.pending().options()).contains("enter ger-cdo-1 1606", "enter ger-cdo-1 1603");
        assertThat(Reinforcements.entryHexes(b.s, b.unit("ger-cdo-1"))).allSatisfy(h -> assertThat(HexIds.format(h).substring(0, 2)).isEqualTo("16"));
        g.apply(Side.GERMAN, "enter ger-cdo-1 1606");
        assertThat(g.state().unit("ger-cdo-1").hex).isEqualTo(HexIds.parse("1606"));
        assertThat(g.state().unit("us99-393").hex).isEqualTo(HexIds.parse("1606"));
    }

    @Test
    void theyIgnoreAlliedUnitsAndTheirZocsForMovementAndShareTheirHexes() {
        // 2) and §8.1: through the 393rd's ZOC and hex and the 741st's hex, with no stop and no disengagement cost
        Board b = Board.empty(T17AM, Side.GERMAN, Phase.MOVEMENT).put("ger-cdo-1", "1306").put("us99-393", "1206")
                .put("us-741-tk", "1106").put("us99-394", "1305").begin();
        Game g = b.game();
        g.apply(Side.GERMAN, "move ger-cdo-1");
        g.apply(Side.GERMAN, "to 1206");
        g.apply(Side.GERMAN, "to 1106");
        var cdo = g.state().unit("ger-cdo-1");
        assertThat(cdo.stopped).isFalse();
        assertThat(cdo.mpLeft).isEqualTo((6 - 2) * Movement.SIXTHS); // two road hexes, nothing more
        assertThat(g.state().at(HexIds.parse("1106"))).extracting(u -> u.id()).containsExactlyInAnyOrder("ger-cdo-1", "us-741-tk");
        // an ordinary German unit may not
        Board o = Board.empty(T17AM, Side.GERMAN, Phase.MOVEMENT).put("ger-eng-1", "1306").put("us99-393", "1206").begin();
        Game h = o.game();
        h.apply(Side.GERMAN, "move ger-eng-1");
        assertThatThrownBy(() -> h.apply(Side.GERMAN, "to 1206")).isInstanceOf(IllegalChoice.class).hasMessageContaining("§8.1");
    }

    @Test
    void surroundedByAlliedUnitsAndZocsACommandoIsNeverIsolatedAndMovesOn() {
        // §16.4 (2) with §12.3: isolation would hold it to one hex; it ignores Allied units and ZOCs (R-IT-46)
        int t20 = Board.DEMO.turnIndex("20AM");
        Board b = Board.empty(t20, Side.GERMAN, Phase.SUPPLY).put("ger-cdo-1", "0606").put("us99-393", "0506").put("us99-394", "0706")
                .put("us1-16", "0605").put("us1-18", "0607").put("3fj-5", "1306");
        toi.irontide.rules.Supply.check(b.s);
        assertThat(b.unit("ger-cdo-1").supply).isEqualTo(toi.irontide.state.SupplyState.SUPPLIED);
        b.s.phase = Phase.MOVEMENT;
        b.begin();
        Game g = b.game();
        g.apply(Side.GERMAN, "move ger-cdo-1");
        g.apply(Side.GERMAN, "to 0706");
        g.apply(Side.GERMAN, "to 0806");
        assertThat(g.state().unit("ger-cdo-1").hex).isEqualTo(HexIds.parse("0806"));
    }

    @Test
    void theyMoveStrategicallyBesideAlliedUnitsAndAlliedStrategicMovementIgnoresThem() {
        // §5.2 · "three hexes away from any enemy unit, except German Commandos" — both ways
        Board b = Board.empty(T17AM, Side.GERMAN, Phase.MOVEMENT).put("ger-cdo-1", "1306").put("us99-393", "1206").begin();
        Game g = b.game();
        assertThat(g.pending().options()).contains("strategic ger-cdo-1");
        g.apply(Side.GERMAN, "strategic ger-cdo-1");
        g.apply(Side.GERMAN, "to 1206");
        assertThat(g.state().unit("ger-cdo-1").hex).isEqualTo(HexIds.parse("1206"));

        Board a = Board.empty(T17AM, Side.ALLIED, Phase.MOVEMENT).put("us99-393", "0806").put("ger-cdo-1", "0906").begin();
        assertThat(Movement.activationRefusal(a.s, a.unit("us99-393"), true)).isNull();
        a.put("ger-eng-1", "1006");
        assertThat(Movement.activationRefusal(a.s, a.unit("us99-393"), true)).contains("§5.2");
    }

    @Test
    void theyHaveNoZocMayNotAttackAndAreNeverAttacked() {
        Board b = Board.empty(T17AM, Side.ALLIED, Phase.COMBAT).put("ger-cdo-1", "0906").put("us99-393", "0806").begin();
        Hex cdo = HexIds.parse("0906");
        for (Hex n : Board.DEMO.map().neighbours(cdo)) {
            assertThat(ZonesOfControl.inEnemyZoc(b.s, n, Side.ALLIED)).isFalse();
        }
        Game g = b.game();
        assertThat(g.pending().options()).doesNotContain("attack 0906");
        assertThatThrownBy(() -> g.apply(Side.ALLIED, "attack 0906")).isInstanceOf(IllegalChoice.class).hasMessageContaining("§11.0");
        // the German may not attack with it, even beside an Allied unit
        Board ger = Board.empty(T17AM, Side.GERMAN, Phase.COMBAT).put("ger-cdo-1", "0906").put("3fj-5", "0907").put("us99-393", "0806").begin();
        Game h = ger.game();
        h.apply(Side.GERMAN, "attack 0806");
        assertThatThrownBy(() -> h.apply(Side.GERMAN, "with ger-cdo-1")).isInstanceOf(IllegalChoice.class)
                .hasMessageContaining("§16.4 · commandos may not attack");
        // an Allied unit moves into its hex and through it (it impedes nothing)
        Board m = Board.empty(T17AM, Side.ALLIED, Phase.MOVEMENT).put("ger-cdo-1", "0906").put("us99-393", "0806").begin();
        Game k = m.game();
        k.apply(Side.ALLIED, "move us99-393");
        k.apply(Side.ALLIED, "to 0906");
        k.apply(Side.GERMAN, "let-pass");
        k.apply(Side.ALLIED, "to 1006");
        assertThat(k.state().unit("us99-393").hex).isEqualTo(HexIds.parse("1006"));
        assertThat(k.state().unit("us99-393").stopped).isFalse();
    }

    @Test
    void theyMayNotExitCaptureVpTownsNorDestroyBridgesAndDoNotCountAsEnemiesForDemolition() {
        Board b = Board.empty(T17AM, Side.GERMAN, Phase.MOVEMENT).put("ger-cdo-1", "0210").begin();
        b.s.control.put(HexIds.parse("0110"), Side.ALLIED);
        Game g = b.game();
        g.apply(Side.GERMAN, "move ger-cdo-1");
        g.apply(Side.GERMAN, "to 0110"); // the demo's VP Exit hex
        assertThatThrownBy(() -> g.apply(Side.GERMAN, "exit")).isInstanceOf(IllegalChoice.class)
                .hasMessageContaining("§16.4 · commandos may not exit the board");
        // into a VP town held by the Allies: it stays Allied
        Board t = Board.empty(T17AM, Side.GERMAN, Phase.MOVEMENT).put("ger-cdo-1", "1106").begin();
        t.s.control.put(HexIds.parse("1006"), Side.ALLIED);
        Game h = t.game();
        h.apply(Side.GERMAN, "move ger-cdo-1");
        h.apply(Side.GERMAN, "to 1006");
        assertThat(h.state().control.get(HexIds.parse("1006"))).isEqualTo(Side.ALLIED);
        // §13.1 · no bridges blown by commandos; and the only German near a bridge being a commando, no demolition
        Board e = Board.empty(4, Side.GERMAN, Phase.ENGINEERING).put("ger-cdo-1", "0906").put("us99-393", "0706").begin();
        assertThat(Engineers.demolishRefusal(e.s, e.unit("ger-cdo-1"), BRIDGE.a(), BRIDGE.b())).isEqualTo("§13.1 · German Commandos may not destroy bridges");
        Board a = Board.empty(4, Side.ALLIED, Phase.ENGINEERING).put("us99-393", "0806").put("ger-cdo-1", "0906").begin();
        assertThat(Engineers.demolishRefusal(a.s, a.unit("us99-393"), BRIDGE.a(), BRIDGE.b())).contains("within 4 hexes of an enemy unit");
    }

    /** The 393rd beside the bridge 0806–0906, the German 3fj-5 within 4 hexes, a commando in the bridge's other hex. */
    static Board bridge(int... dice) {
        return Board.empty(4, Side.ALLIED, Phase.ENGINEERING).put("us99-393", "0806").put("3fj-5", "1106").put("ger-cdo-1", "0906")
                .dice(dice).begin();
    }

    @Test
    void aCommandoBesideTheBridgeDisruptsTheDemolitionOnOneToTwo() {
        Game g = bridge(2).game();
        g.apply(Side.ALLIED, "demolish us99-393 0806 0906");
        assertThat(g.pending().seat()).isEqualTo(Side.GERMAN);
        assertThat(g.pending().options()).containsExactly("disrupt ger-cdo-1", "no-disruption");
        var events = g.apply(Side.GERMAN, "disrupt ger-cdo-1");
        assertThat(events).contains("§16.4 · ger-cdo-1 disrupts the demolition: die 2",
                "§13.1, §16.4 · us99-393's demolition of the bridge at 0806-0906 is disrupted: it stands");
        assertThat(g.state().blownBridges).doesNotContain(BRIDGE);
        assertThat(g.state().demolitionTried).contains(BRIDGE);
        assertThat(g.state().unit("us99-393").engineered).isTrue();
    }

    @Test
    void onThreeToFourTheDisruptionHasNoEffectAndOnFiveToSixTheCommandoIsEliminated() {
        Game g = bridge(3, 1).game(); // 3: no effect (R-IT-40); the demolition die 1 blows the bridge
        g.apply(Side.ALLIED, "demolish us99-393 0806 0906");
        var events = g.apply(Side.GERMAN, "disrupt ger-cdo-1");
        assertThat(events).contains("§16.4 · ger-cdo-1 tries to disrupt the demolition: die 3, no effect (R-IT-40)");
        assertThat(g.state().blownBridges).contains(BRIDGE);
        assertThat(g.state().unit("ger-cdo-1").status).isEqualTo(UnitStatus.ON_MAP);

        Game h = bridge(5, 1).game(); // 5: discovered and eliminated; the demolition is still rolled
        h.apply(Side.ALLIED, "demolish us99-393 0806 0906");
        var more = h.apply(Side.GERMAN, "disrupt ger-cdo-1");
        assertThat(more).anySatisfy(e -> assertThat(e).startsWith("§16.4 · ger-cdo-1 is discovered: die 5"));
        assertThat(h.state().unit("ger-cdo-1").status).isEqualTo(UnitStatus.ELIMINATED);
        assertThat(h.state().blownBridges).contains(BRIDGE);

        Game k = bridge(1).game(); // no attempt: the demolition rolls at once (die 1)
        k.apply(Side.ALLIED, "demolish us99-393 0806 0906");
        k.apply(Side.GERMAN, "no-disruption");
        assertThat(k.state().blownBridges).contains(BRIDGE);
    }

    @Test
    void onlyACommandoAdjacentToTheBridgeDisruptsIt() {
        Board b = Board.empty(4, Side.ALLIED, Phase.ENGINEERING).put("us99-393", "0806").put("3fj-5", "1106").put("ger-cdo-1", "1006")
                .dice(1).begin();
        Game g = b.game();
        var events = g.apply(Side.ALLIED, "demolish us99-393 0806 0906");
        assertThat(events).contains("§13.1 · us99-393 blows the bridge at 0806-0906: die 1 (Bridge Destroyed)");
        assertThat(g.state().demolitionPending).isNull();
    }

    @Test
    void aCommandoOnTheDepotDisruptsItsDestruction() {
        // §13.2 · "German Commando units may attempt to disrupt this if stacked with the depot marker"
        Hex depot = HexIds.parse("1006");
        Board b = Board.empty(4, Side.ALLIED, Phase.ENGINEERING).put("us99-393", "0906").put("3fj-5", "1306").put("ger-cdo-1", "1006")
                .dice(1).begin();
        b.s.depots.clear();
        b.s.depots.add(depot);
        Game g = b.game();
        g.apply(Side.ALLIED, "destroy-depot us99-393 1006");
        var events = g.apply(Side.GERMAN, "disrupt ger-cdo-1");
        assertThat(events).contains("§13.2, §16.4 · us99-393's attempt on the depot in 1006 is disrupted: it stands");
        assertThat(g.state().depots).contains(depot);
        assertThat(g.state().depotTried).contains(depot);
        // a commando on a depot captures nothing (R-IT-42)
        Board m = Board.empty(T17AM, Side.GERMAN, Phase.MOVEMENT).put("ger-cdo-1", "1106").begin();
        m.s.depots.clear();
        m.s.depots.add(depot);
        Game h = m.game();
        h.apply(Side.GERMAN, "move ger-cdo-1");
        h.apply(Side.GERMAN, "to 1006");
        assertThat(h.state().depots).contains(depot);
        assertThat(h.state().depotsCaptured).isEmpty();
    }

    /** The 16th starts its move in the commando's hex on the north–south road of column 09 (0901 … 0912). */
    static Game misdirection(int... dice) {
        return Board.empty(T17AM, Side.ALLIED, Phase.MOVEMENT).put("us1-16", "0902").put("ger-cdo-1", "0902").put("us99-394", "0101").dice(dice).begin().game();
    }

    @Test
    void anAlliedUnitStartingInACommandosHexMayBeMisdirectedUpToTenRoadHexes() {
        Game g = misdirection(1);
        g.apply(Side.ALLIED, "move us1-16");
        assertThat(g.pending().seat()).isEqualTo(Side.GERMAN);
        assertThat(g.pending().options()).containsExactly("misdirect ger-cdo-1", "let-pass");
        assertThat(g.apply(Side.GERMAN, "misdirect ger-cdo-1"))
                .contains("§16.4 · ger-cdo-1 misdirects us1-16: die 1; the German player moves it up to 10 road hexes");
        // only along the road, regardless of movement factors (the 16th has 4)
        assertThatThrownBy(() -> g.apply(Side.GERMAN, "road 0802")).isInstanceOf(IllegalChoice.class)
                .hasMessageContaining("§16.4 · a misdirected unit moves along road hexes");
        for (int row = 3; row <= 12; row++) {
            g.apply(Side.GERMAN, "road 09" + (row < 10 ? "0" : "") + row);
        }
        var u = g.state().unit("us1-16");
        assertThat(u.hex).isEqualTo(HexIds.parse("0912"));
        assertThat(u.stopped).isTrue();
        assertThat(u.moved).isTrue();
        assertThat(g.state().misdirecting).isNull();
        assertThat(g.state().moving).as("all its movement for the turn ceases").isNull();
        assertThatThrownBy(() -> g.apply(Side.ALLIED, "move us1-16")).isInstanceOf(IllegalChoice.class).hasMessageContaining("§5.0");
        assertThat(g.state().unit("ger-cdo-1").misdirectTurn).isEqualTo(T17AM);
    }

    @Test
    void aMisdirectedUnitIsNeverMovedIntoAGermanZocNorOffTheMap() {
        Game g = Board.empty(T17AM, Side.ALLIED, Phase.MOVEMENT).put("us1-16", "0903").put("ger-cdo-1", "0902").put("3fj-5", "1004").put("us99-394", "0101")
                .dice(2).begin().game();
        g.apply(Side.ALLIED, "move us1-16");
        g.apply(Side.ALLIED, "to 0902"); // passing through the commando's hex
        g.apply(Side.GERMAN, "misdirect ger-cdo-1");
        g.apply(Side.GERMAN, "road 0903");
        // 0904 is in the 5th FJ's ZOC
        assertThatThrownBy(() -> g.apply(Side.GERMAN, "road 0904")).isInstanceOf(IllegalChoice.class)
                .hasMessageContaining("§16.4 · a misdirected unit may not be moved into or through a German ZOC");
        g.apply(Side.GERMAN, "road 0902");
        g.apply(Side.GERMAN, "road 0901");
        assertThatThrownBy(() -> g.apply(Side.GERMAN, "road 0900")).isInstanceOf(IllegalChoice.class);
        g.apply(Side.GERMAN, "done");
        assertThat(g.state().unit("us1-16").hex).isEqualTo(HexIds.parse("0901"));
        assertThat(g.state().unit("us1-16").stopped).isTrue();
    }

    @Test
    void aFailedMisdirectionLeavesTheMoveToTheAlliedPlayerAndEachPassingUnitIsOneAttempt() {
        Game g = misdirection(4); // the demo's table: 4 no effect
        g.apply(Side.ALLIED, "move us1-16");
        assertThat(g.apply(Side.GERMAN, "misdirect ger-cdo-1")).contains("§16.4 · ger-cdo-1 tries to misdirect us1-16: die 4, no effect");
        assertThat(g.pending().seat()).isEqualTo(Side.ALLIED);
        g.apply(Side.ALLIED, "to 0903");
        g.apply(Side.ALLIED, "to 0902"); // back through the same hex: no second attempt this phase
        assertThat(g.pending().seat()).isEqualTo(Side.ALLIED);
        assertThat(g.state().moving).isEqualTo("us1-16");
    }

    @Test
    void anAlliedReinforcementEnteringOntoACommandoIsOfferedToo() {
        Board b = Board.empty(T17AM, Side.ALLIED, Phase.MOVEMENT).put("ger-cdo-1", "0501").put("us99-394", "0101").begin();
        b.unit("us1-16").dueTurn = T17AM;
        Game g = b.game();
        g.apply(Side.ALLIED, "enter us1-16 0501");
        assertThat(g.pending().seat()).isEqualTo(Side.GERMAN);
        assertThat(g.pending().options()).containsExactly("misdirect ger-cdo-1", "let-pass");
    }

    @Test
    void aCommandoThatRolledForMisdirectionMayNotDisruptDemolitionTheSameTurn() {
        Board b = bridge(1);
        b.unit("ger-cdo-1").misdirectTurn = b.s.turn;
        Game g = b.game();
        var events = g.apply(Side.ALLIED, "demolish us99-393 0806 0906"); // no German question: the demolition rolls at once
        assertThat(events).contains("§13.1 · us99-393 blows the bridge at 0806-0906: die 1 (Bridge Destroyed)");
        assertThat(toi.irontide.rules.Commandos.disruptRefusal(b.s, b.unit("ger-cdo-1"), BRIDGE.a(), BRIDGE.b()))
                .isEqualTo("§16.4 · a commando that rolled for misdirection cannot attempt to disrupt demolition rolls in the same turn");
        // the next turn it may again
        b.unit("ger-cdo-1").misdirectTurn = b.s.turn - 1;
        assertThat(toi.irontide.rules.Commandos.disruptRefusal(b.s, b.unit("ger-cdo-1"), BRIDGE.a(), BRIDGE.b())).isNull();
    }

    @Test
    void theyAreRemovedAtTheEndOfTheGerman20PmPlayerTurn() {
        Board early = Board.empty(T20AM, Side.GERMAN, Phase.ENGINEERING).put("ger-cdo-1", "1306").put("us99-393", "0101").begin();
        Game g = early.game();
        g.apply(Side.GERMAN, "end-phase");
        assertThat(g.state().unit("ger-cdo-1").status).isEqualTo(UnitStatus.ON_MAP);

        Board last = Board.empty(T20PM, Side.GERMAN, Phase.ENGINEERING).put("ger-cdo-1", "1306").put("us99-393", "0101").begin();
        Game h = last.game();
        var events = h.apply(Side.GERMAN, "end-phase");
        assertThat(events).contains("§16.4 · ger-cdo-1 is removed at the end of the German 20PM player turn");
        assertThat(h.state().unit("ger-cdo-1").status).isEqualTo(UnitStatus.WITHHELD);
        assertThat(h.state().unit("ger-cdo-1").hex).isNull();
    }
}
