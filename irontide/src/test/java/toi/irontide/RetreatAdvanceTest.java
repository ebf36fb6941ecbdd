package toi.irontide;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import toi.engine.hex.Hex;
import toi.irontide.data.HexIds;
import toi.irontide.data.Side;
import toi.irontide.rules.Retreats;
import toi.irontide.state.Obligation;
import toi.irontide.state.Phase;

/** §11.8 RETREAT and §11.9 ADVANCE AFTER COMBAT. */
class RetreatAdvanceTest {
    static List<String> ids(List<Hex> hexes) {
        return hexes.stream().map(HexIds::format).toList();
    }

    @Test
    void retreatsGoAwayToEmptyHexesOutsideEnemyZocsFirstTowardSupply() {
        // an Allied stack in 0704 attacked from 0804 (east): away from 0704, Allied retreats westward when possible
        Board b = Board.empty(4, Side.GERMAN, Phase.COMBAT).put("us99-393", "0704").put("3fj-5", "0804");
        Obligation o = Obligation.retreat(Side.ALLIED, List.of("us99-393"), 1, HexIds.parse("0704"));
        // the neighbours: 0703, 0705, 0603, 0604 and two eastward; 0705 is in 3fj-5's ZOC, 0803 and 0804 are east or enemy
        assertThat(ids(Retreats.options(b.s, o))).containsExactlyInAnyOrder("0603", "0604", "0703");
        // §11.8 (1) before (2) · an empty hex outside enemy ZOC before a friendly one
        b.put("us99-394", "0603").put("us-741-tk", "0604");
        assertThat(ids(Retreats.options(b.s, o))).containsExactly("0703");
        // §11.8 (2) · then friendly hexes outside enemy ZOC
        b.put("us-612-td", "0703");
        assertThat(ids(Retreats.options(b.s, o))).containsExactlyInAnyOrder("0603", "0604", "0703");
        // §11.8 (3) · through an enemy ZOC only when nothing else is left
        b.put("3fj-8", "0602").put("3fj-9", "0505");
        assertThat(ids(Retreats.options(b.s, o))).containsExactlyInAnyOrder("0603", "0604", "0703", "0705");
    }

    @Test
    void germansRetreatEastwardAndArmorNeverOverAnUnbridgedRiver() {
        Board b = Board.empty(4, Side.ALLIED, Phase.COMBAT).put("1ss-pz", "0805").put("us99-393", "0705");
        Obligation o = Obligation.retreat(Side.GERMAN, List.of("1ss-pz"), 1, HexIds.parse("0805"));
        List<String> options = ids(Retreats.options(b.s, o));
        // 0905 and 0906 lie across the unbridged river: armor may not; 0806 (due south) still goes no further west
        assertThat(options).containsExactly("0806");
        Board f = Board.empty(4, Side.ALLIED, Phase.COMBAT).put("3fj-5", "0805").put("us99-393", "0705");
        Obligation foot = Obligation.retreat(Side.GERMAN, List.of("3fj-5"), 1, HexIds.parse("0805"));
        // 0804 and 0706 are in us99-393's ZOC; 0705 is the enemy; the rest eastward (or level)
        assertThat(ids(Retreats.options(f.s, foot))).containsExactlyInAnyOrder("0905", "0906", "0806");
    }

    @Test
    void nobodyRetreatsOffTheMap() {
        Board b = Board.empty(4, Side.GERMAN, Phase.COMBAT).put("us99-393", "0101").put("3fj-5", "0201");
        Obligation o = Obligation.retreat(Side.ALLIED, List.of("us99-393"), 1, HexIds.parse("0101"));
        for (String h : ids(Retreats.options(b.s, o))) {
            assertThat(Board.DEMO.map().onMap(HexIds.parse(h))).isTrue();
        }
    }
}
