package toi.irontide;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import toi.irontide.data.HexIds;
import toi.irontide.data.Side;
import toi.irontide.flow.IllegalChoice;
import toi.irontide.game.Game;
import toi.irontide.rules.Losses;
import toi.irontide.rules.Replacements;
import toi.irontide.state.Phase;
import toi.irontide.state.Strength;
import toi.irontide.state.SupplyState;
import toi.irontide.state.UnitStatus;

/** §15.0 REPLACEMENTS. */
class ReplacementsTest {

    static Board replacementPhase(Side side, int turn) {
        Board b = Board.empty(turn, side, Phase.REPLACEMENT);
        return b;
    }

    @Test
    void startingOnThe19AMTurnBothSidesMayTakeReplacements_whateverTheChartListsBefore() {
        // an owner's chart listing an Allied point on 18AM: §15.0 "Starting on the 19AM turn" — it is not taken
        var d = Board.DEMO;
        java.util.List<toi.irontide.data.Turn> turns = new java.util.ArrayList<>(d.turns());
        int t18 = d.turnIndex("18AM");
        var old = turns.get(t18);
        turns.set(t18, new toi.irontide.data.Turn(old.id(), old.am(), old.weather(), old.germanAirPoints(), old.alliedAirPoints(), 1, 1, old.source()));
        var sc = new toi.irontide.data.Scenario(d.id(), d.title(), d.demo(), d.map(), d.terrain(), d.crt(), d.chits(), d.divisions(), d.units(),
                turns, d.fuelShortage(), d.rules(), d.tenTurnBands(), d.entrenchments(), d.blownBridges());
        Board b = Board.empty(sc, t18, Side.ALLIED, Phase.REPLACEMENT).put("us99-393", "0303").put("3fj-5", "1612");
        b.unit("us99-393").chit = Board.indexOf("blue-3");
        Losses.takeStep(b.s, b.unit("us99-393"));
        java.util.List<toi.irontide.event.IronTideEvent> events = new java.util.ArrayList<>();
        toi.irontide.flow.Flow.startPhase(b.s, events);
        java.util.List<String> log = events.stream().map(e -> e.text()).toList();
        assertThat(b.s.replacementPoints).isZero();
        assertThat(log).contains("§15.0 · replacements start on 19AM: the Turn Record Chart's 1 for 18AM are not taken");
        b.s.replacementPoints = 1; // even a point put there by hand is refused before 19AM
        assertThat(toi.irontide.rules.Replacements.refusal(b.s, b.unit("us99-393"))).contains("Starting on the 19AM turn");
    }

    @Test
    void aReducedRegimentFlipsToFullAndThenDoesNotMove() {
        // the demo's 19AM: one Allied point
        int t = Board.DEMO.turnIndex("19AM");
        Board b = replacementPhase(Side.ALLIED, t).put("us99-393", "0303").put("us99-394", "0304").put("3fj-5", "1612");
        b.unit("us99-393").chit = Board.indexOf("blue-3");
        Losses.takeStep(b.s, b.unit("us99-393"));
        b.begin();
        assertThat(b.s.replacementPoints).isEqualTo(1);
        Game g = b.game();
        assertThat(g.pending().options()).contains("replace us99-393").doesNotContain("replace us99-394");
        g.apply(Side.ALLIED, "replace us99-393");
        assertThat(g.state().unit("us99-393").strength).isEqualTo(Strength.FULL);
        // §15 · no point left; and it may not move in the Movement Phase that follows
        assertThat(g.state().phase).isEqualTo(Phase.MOVEMENT);
        assertThatThrownBy(() -> g.apply(Side.ALLIED, "move us99-393")).isInstanceOf(IllegalChoice.class).hasMessageContaining("§15");
        g.apply(Side.ALLIED, "move us99-394");
    }

    @Test
    void aCadreDrawsAReducedChitOrAFullOneWhenItsReducedSideIsZero() {
        int t = Board.DEMO.turnIndex("19AM");
        Board b = replacementPhase(Side.ALLIED, t).put("us28-109", "0303").put("3fj-5", "1612").nextChits("blue-1").dice(1);
        b.unit("us28-109").strength = Strength.CADRE;
        b.s.replacementPoints = 2;
        Replacements.replace(b.s, b.unit("us28-109"));
        assertThat(b.unit("us28-109").strength).isEqualTo(Strength.REDUCED);
        assertThat(b.unit("us28-109").chit).isEqualTo(Board.indexOf("blue-1"));
        Board z = replacementPhase(Side.ALLIED, t).put("us28-109", "0303").put("3fj-5", "1612").nextChits("blue-2").dice(1);
        z.unit("us28-109").strength = Strength.CADRE;
        z.s.replacementPoints = 1;
        Replacements.replace(z.s, z.unit("us28-109")); // blue-2, line C: 2/0
        assertThat(z.unit("us28-109").strength).isEqualTo(Strength.FULL);
        assertThat(z.unit("us28-109").stepsLeft()).isEqualTo(2);
    }

    @Test
    void eligibility() {
        int t = Board.DEMO.turnIndex("19AM");
        Board b = replacementPhase(Side.ALLIED, t).put("us99-393", "0303").put("us-741-tk", "0305").put("3fj-5", "0504");
        b.s.replacementPoints = 1;
        b.unit("us99-393").strength = Strength.REDUCED;
        b.unit("us99-393").chit = Board.indexOf("blue-3");
        assertThat(Replacements.refusal(b.s, b.unit("us99-393"))).contains("3 hexes distant");
        assertThat(Replacements.refusal(b.s, b.unit("us-741-tk"))).contains("battalions and artillery");
        b.put("3fj-5", "1612");
        assertThat(Replacements.refusal(b.s, b.unit("us99-393"))).isNull();
        b.s.replacementPoints = 0;
        assertThat(Replacements.refusal(b.s, b.unit("us99-393"))).contains("no replacement point");
    }

    @Test
    void anEliminatedRegimentReturnsAsACadreInTheNearestFriendlyTown() {
        int t = Board.DEMO.turnIndex("19AM");
        Board b = replacementPhase(Side.ALLIED, t).put("us99-394", "0606").put("3fj-5", "1612");
        b.unit("us99-393").status = UnitStatus.ELIMINATED;
        b.unit("us99-393").stepsLost = 3;
        b.s.replacementPoints = 1;
        assertThat(Replacements.refusal(b.s, b.unit("us99-393"))).isNull();
        Replacements.replace(b.s, b.unit("us99-393"));
        // DEMO Marche (0507) is the friendly town nearest to the 394th at 0606
        assertThat(b.unit("us99-393").hex).isEqualTo(HexIds.parse("0507"));
        assertThat(b.unit("us99-393").strength).isEqualTo(Strength.CADRE);
        // §12.3 · never when eliminated while isolated
        b.unit("us28-109").status = UnitStatus.ELIMINATED;
        b.unit("us28-109").eliminatedIsolated = true;
        b.s.replacementPoints = 1;
        assertThat(Replacements.refusal(b.s, b.unit("us28-109"))).contains("isolated");
        assertThat(b.unit("us99-394").supply).isEqualTo(SupplyState.SUPPLIED);
    }

    @Test
    void theGermanNeverTakesTwoMechanizedReplacementsInSuccession() {
        int t = Board.DEMO.turnIndex("19AM");
        Board b = replacementPhase(Side.GERMAN, t).put("1ss-pz", "1605").put("us99-393", "0101");
        b.unit("1ss-pz").strength = Strength.REDUCED;
        b.unit("1ss-pz").chit = Board.indexOf("red-3");
        b.s.replacementPoints = 1;
        b.s.germanLastReplacementMech = true;
        assertThat(Replacements.refusal(b.s, b.unit("1ss-pz"))).contains("two mechanized replacements in succession");
        b.s.germanLastReplacementMech = false;
        assertThat(Replacements.refusal(b.s, b.unit("1ss-pz"))).isNull();
    }
}
