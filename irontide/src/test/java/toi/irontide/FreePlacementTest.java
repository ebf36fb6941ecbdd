package toi.irontide;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import toi.irontide.data.HexIds;
import toi.irontide.data.Scenario;
import toi.irontide.data.Side;
import toi.irontide.data.UnitDef;
import toi.irontide.flow.IllegalChoice;
import toi.irontide.game.Game;

/**
 * §3.0 SETTING UP THE GAME · "All other units of both sides assigned to the 16AM turn are placed freely as follows: they
 * may not be placed adjacent to enemy units or in Westwall hexes; Allied units must be west of both the Westwall and any
 * single Allied unit with a starting hex number; German units must be east of the Westwall. Again, the Allied player
 * sets up first." (R-IT-54)
 */
class FreePlacementTest {

    /** The demo with the Allied us-fa-2 and the German 3fj-9 assigned to 16AM without a starting hex ("arrives": 16AM, "free"). */
    static Scenario withFreeUnits() {
        Scenario d = Board.DEMO;
        List<UnitDef> units = new ArrayList<>();
        for (UnitDef u : d.units()) {
            units.add(u.id().equals("us-fa-2") || u.id().equals("3fj-9") ? new UnitDef(u.id(), u.name(), u.side(), u.nationality(), u.division(),
                    u.regiment(), u.type(), u.mechanized(), u.chitColour(), u.chitLine(), u.combat(), u.cadreCombat(), u.cadreMovement(),
                    u.movement(), null, "16AM", "free", false, u.intrinsicCombinedArms(), u.restriction(), u.zocInfiltration(),
                    u.infiltrationCompanion(), u.landingNear(), u.army(), u.commando(), u.source()) : u);
        }
        return new Scenario(d.id(), d.title(), d.demo(), d.map(), d.terrain(), d.crt(), d.chits(), d.divisions(), units, d.turns(),
                d.fuelShortage(), d.rules(), d.tenTurnBands(), d.entrenchments(), d.blownBridges());
    }

    @Test
    void allOtherUnitsAssignedToThe16AMTurnArePlacedFreely_theAlliedPlayerSetsUpFirst() {
        Game g = Game.start(withFreeUnits(), 1);
        assertThat(g.pending().seat()).isEqualTo(Side.ALLIED);
        assertThat(g.pending().prompt()).startsWith("§3.0 · set-up: place us-fa-2 freely");
        // the Allied fixed units stand in columns 10 and beyond: "west of … any single Allied unit with a starting hex number"
        assertThat(g.pending().options()).contains("place us-fa-2 0905").doesNotContain("place us-fa-2 1004", "place us-fa-2 1302");
        assertThatThrownBy(() -> g.apply(Side.ALLIED, "place us-fa-2 1004")).isInstanceOf(IllegalChoice.class)
                .hasMessageContaining("§3.0 · Allied units must be west of any single Allied unit with a starting hex number");
        g.apply(Side.ALLIED, "place us-fa-2 0905");
        assertThat(g.pending().seat()).isEqualTo(Side.GERMAN);
        assertThatThrownBy(() -> g.apply(Side.GERMAN, "place 3fj-9 0702")).isInstanceOf(IllegalChoice.class)
                .hasMessageContaining("German units must be east of the Westwall");
        assertThatThrownBy(() -> g.apply(Side.GERMAN, "place 3fj-9 1303")).isInstanceOf(IllegalChoice.class).hasMessageContaining("§3.0");
        g.apply(Side.GERMAN, "place 3fj-9 1505");
        assertThat(HexIds.format(g.state().unit("3fj-9").hex)).isEqualTo("1505");
        assertThat(g.state().log).contains("§3.0 · the set-up is complete");
        assertThat(g.pending().prompt()).startsWith("16AM · German player turn");
    }

    @Test
    void theyMayNotBePlacedAdjacentToEnemyUnitsOrInWestwallHexes() {
        Game g = Game.start(withFreeUnits(), 1);
        g.apply(Side.ALLIED, "place us-fa-2 0905");
        String westwall = null;
        for (int c = 1; c <= 16 && westwall == null; c++) {
            if (Board.DEMO.map().hex(HexIds.parse(String.format("%02d05", c))).westwall()) {
                westwall = String.format("%02d05", c);
            }
        }
        String ww = westwall;
        assertThatThrownBy(() -> g.apply(Side.GERMAN, "place 3fj-9 " + ww)).isInstanceOf(IllegalChoice.class).hasMessageContaining("Westwall hexes");
        // 1304 is east of the Westwall and beside the Allied us99-393 in 1203
        assertThat(g.state().unit("us99-393").hex.isAdjacentTo(HexIds.parse("1304"))).isTrue();
        assertThatThrownBy(() -> g.apply(Side.GERMAN, "place 3fj-9 1304")).isInstanceOf(IllegalChoice.class).hasMessageContaining("adjacent to enemy units");
    }
}
