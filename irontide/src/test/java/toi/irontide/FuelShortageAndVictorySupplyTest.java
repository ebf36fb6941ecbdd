package toi.irontide;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import org.junit.jupiter.api.Test;
import toi.irontide.data.HexIds;
import toi.irontide.data.Scenario;
import toi.irontide.data.Side;
import toi.irontide.data.Town;
import toi.irontide.flow.Flow;
import toi.irontide.rules.Victory;
import toi.irontide.state.Phase;
import toi.irontide.state.SupplyState;

/**
 * §12.5 GERMAN FUEL SHORTAGE, §12.2 (C) "It is under penalty of German Fuel Shortage", §12.0's German exemption, and §20
 * "These must be held in supply at the end of the scenario to be counted" / "Hold Liege in supply at the end of any game
 * turn — German Strategic Victory" (R-IT-32, R-IT-51).
 */
class FuelShortageAndVictorySupplyTest {
    static final int T19AM = Board.DEMO.turnIndex("19AM");

    @Test
    void germanFuelShortage_lastsUntilTheGermansNextSupplyPhase_throughTheAlliedPlayerTurn() {
        // the German Supply Phase of 19AM: the demo table's die 4 puts mechanized units out of supply (§12.2 (C))
        Board b = Board.empty(T19AM, Side.GERMAN, Phase.SUPPLY).put("1ss-pz", "1305").put("3fj-5", "1303").put("us99-393", "0101").dice(4);
        b.s.depots.clear();
        Flow.startPhase(b.s, new ArrayList<>());
        assertThat(b.unit("1ss-pz").supply).isEqualTo(SupplyState.OUT_OF_SUPPLY);
        // the Allied Supply Phase of the same game turn: both players check supply (§4.22); the shortage still holds
        b.s.phasing = Side.ALLIED;
        b.s.phase = Phase.SUPPLY;
        Flow.startPhase(b.s, new ArrayList<>());
        assertThat(b.s.fuelShortage).isEqualTo(Scenario.FuelEffect.MECHANIZED);
        assertThat(b.unit("1ss-pz").supply).as("still under penalty of the Fuel Shortage in the Allied turn").isEqualTo(SupplyState.OUT_OF_SUPPLY);
        assertThat(b.unit("3fj-5").supply).isEqualTo(SupplyState.SUPPLIED);
    }

    @Test
    void theseMustBeHeldInSupplyAtTheEndOfTheScenario_aTownHeldByUnitsUnderTheFuelShortageDoesNotCount() {
        // the last turn's shortage (mechanized units): DEMO St. Vith (1006) held by the armored 1ss-pz alone
        Board b = Board.empty(Board.DEMO.turns().size() - 1, Side.ALLIED, Phase.ENGINEERING).put("1ss-pz", "1006");
        Town stVith = Board.DEMO.map().townAt(HexIds.parse("1006"));
        b.s.control.put(HexIds.parse("1006"), Side.GERMAN);
        assertThat(Victory.held(b.s, stVith)).as("traced to the German edge: in supply").isTrue();
        b.s.fuelShortage = Scenario.FuelEffect.MECHANIZED;
        assertThat(Victory.held(b.s, stVith)).as("its only holder is out of supply (§12.2 (C))").isFalse();
        b.put("3fj-5", "1006"); // a non-mechanized holder is not under the mechanized shortage
        assertThat(Victory.held(b.s, stVith)).isTrue();
        b.s.fuelShortage = Scenario.FuelEffect.ALL;
        assertThat(Victory.held(b.s, stVith)).isFalse();
    }

    @Test
    void theGermanPlayerDoesNotCheckForSupplyUntilThe19AMTurn_soLiegeHeldBeforeItIsHeldInSupply() {
        // DEMO Liège (0102, 0103, 0203) on 17AM, held by German units cut from every German source (not surrounded)
        Board b = Board.empty(Board.DEMO.turnIndex("17AM"), Side.ALLIED, Phase.ENGINEERING)
                .put("3fj-5", "0102").put("3fj-8", "0103").put("3fj-9", "0203").put("us99-393", "0403"); // its ZOC cuts the road east
        for (String h : new String[] {"0102", "0103", "0203"}) {
            b.s.control.put(HexIds.parse(h), Side.GERMAN);
        }
        assertThat(Victory.strategicCity(b.s)).as("§12.0: no German supply check before 19AM, §20: Liège held in supply").isNotNull();
        // from 19AM the trace decides
        b.s.turn = T19AM;
        assertThat(Victory.strategicCity(b.s)).isNull();
    }
}
