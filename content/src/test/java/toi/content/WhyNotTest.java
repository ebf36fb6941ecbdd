package toi.content;

import static org.assertj.core.api.Assertions.assertThat;
import static toi.content.TestBoards.gerSquad;
import static toi.content.TestBoards.squad;
import static toi.content.TestBoards.usSquad;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import toi.engine.game.Game;
import toi.engine.game.WhyNot;
import toi.engine.game.protocol.Choice;
import toi.engine.units.Activation;

/**
 * "Why not?" (issue 29): a unit's actions that the decision does not offer, each with the refusal the game gives a typed
 * choice — the same check (the action tried on a copy), so the page never holds a second copy of the rules.
 */
class WhyNotTest {

    static Map<String, WhyNot.Action> byAction(Game g, String id) {
        return g.whyNot(id).stream().collect(Collectors.toMap(WhyNot.Action::action, a -> a));
    }

    /**
     * 000 · Limited Choice of Actions: "A squad containing a heavy infantry weapon, such as a machine gun crew figure, may
     * not take a Fire and Movement action or an Assault action."
     */
    @Test
    void limitedChoiceOfActions_aMachineGunSquadsAssaultAndFireAndMovementAreRefusedWithTheRule() {
        Game g = FigureChoiceTest.game(squad("mg", "US", "A1", "us-mg", "us-regular"), gerSquad("ger", "C1"));
        Map<String, WhyNot.Action> why = byAction(g, "mg");
        assertThat(why.get("advance").offered()).isPositive();
        assertThat(why.get("advance").refused()).isNull();
        assertThat(why.get("concentrated-fire").offered()).as("ger is in range and sight").isPositive();
        assertThat(why.get("assault").offered()).isZero();
        assertThat(why.get("assault").refused()).contains("heavy infantry weapon").contains("000 · Limited Choice of Actions");
        assertThat(why.get("fire-and-movement").refused()).contains("000 · Limited Choice of Actions");
        assertThat(why.get("assault").refused()).as("the very refusal a typed choice gets")
                .isEqualTo(g.preview(Choice.parse("act assault mg")).refused());
    }

    /** 000 · THE ACTION PHASE: only a fresh unit is activated; a fatigued one's every action says why not. */
    @Test
    void aFatiguedUnitsActionsAreAllRefused_concentratedFireNamingTheNearestEnemy() {
        Game g = FigureChoiceTest.game(usSquad("tired", "A1").withActivation(Activation.FATIGUED), usSquad("fresh", "A2"),
                gerSquad("near", "C1"), gerSquad("far", "K1"));
        List<WhyNot.Action> why = g.whyNot("tired");
        assertThat(why).extracting(WhyNot.Action::action)
                .containsExactly("advance", "fire-and-movement", "concentrated-fire", "assault", "prepare-op-fire");
        assertThat(why).allSatisfy(a -> {
            assertThat(a.offered()).isZero();
            assertThat(a.refused()).isNotBlank();
        });
        assertThat(byAction(g, "tired").get("concentrated-fire").refused()).startsWith("on near, the nearest enemy: ");
        assertThat(byAction(g, "tired").get("advance").refused())
                .isEqualTo(g.preview(Choice.parse("act advance tired")).refused());
    }
}
