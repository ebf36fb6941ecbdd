package toi.content;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static toi.content.TestBoards.board;
import static toi.content.TestBoards.gerSquad;
import static toi.content.TestBoards.hex;
import static toi.content.TestBoards.play;
import static toi.content.TestBoards.usSquad;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import toi.engine.combat.Dice;
import toi.engine.game.Game;
import toi.engine.game.protocol.Choice;
import toi.engine.game.protocol.IllegalChoice;
import toi.engine.map.Board;
import toi.engine.scenario.ComponentLimits;
import toi.engine.scenario.GameSetup;
import toi.engine.units.Position;
import toi.engine.units.Unit;

/**
 * 000 · COMPONENT LIMITS: "All other components are limited to the amounts provided with the game" — markers placed in
 * play and figures a medic brings back come from what is left in the box; when none is left, the rule refuses.
 */
class ComponentLimitsTest {
    static final String ROW = ". . . . . . . . . .";

    static Game game(Board b, ComponentLimits box, Dice dice, Unit... units) {
        return new Game(new GameSetup("box", new Position(b, List.of(units)), List.of("US", "GER"), "US", 2,
                Map.of("US", 3, "GER", 3), Map.of("US", 0, "GER", 0), true, TestBoards.CATALOGS.units()).withBox(box), dice);
    }

    static ComponentLimits entrenchments(int count) {
        return new ComponentLimits(Map.of(), List.of(new ComponentLimits.Markers(List.of("entrenchment", "pillbox"), count)));
    }

    @Test
    void anEngineerDigsWhileAnEntrenchmentPieceIsLeftInTheBox_notWhenAllAreOnTheBoard() {
        Board b = board(ROW);
        b.placeMarker(hex("E1"), TestBoards.CATALOGS.terrain().marker("pillbox").orElseThrow()); // the other side of the same piece
        Unit engineer = usSquad("e", "A1").withSpecialization(TestBoards.spec("engineer"), 0);
        Game roomy = game(b.copy(), entrenchments(2), new Dice(1), engineer, gerSquad("g", "J1"));
        assertThat(roomy.pending().options()).extracting(Choice::text).contains("act dig-entrenchment e");
        play(roomy, "act dig-entrenchment e");
        assertThat(roomy.state().board().hasMarker(hex("A1"), "entrenchment")).isTrue();

        Game full = game(b.copy(), entrenchments(1), new Dice(1), engineer, gerSquad("g", "J1"));
        assertThat(full.pending().options()).extracting(Choice::text).doesNotContain("act dig-entrenchment e", "act dig-and-enter e");
        long before = full.state().hash();
        assertThatThrownBy(() -> full.apply(Choice.parse("act dig-entrenchment e"))).isInstanceOf(IllegalChoice.class)
                .hasMessageContaining("the box holds 1 entrenchment/pillbox marker").hasMessageContaining("000 · COMPONENT LIMITS");
        assertThat(full.state().hash()).as("refused: nothing changed").isEqualTo(before);
    }

    @Test
    void aMedicHealsWithAFigureFromTheBox_notWhenTheBoxHasNoneLeft() {
        Unit weakened = TestBoards.squad("w", "US", "A1", "us-regular", "us-regular"); // two holes free
        Unit medic = usSquad("medic", "A1").withSpecialization(TestBoards.spec("medic"), 0); // four regular infantry
        // six regular infantry figures on the board: a box of six has none left, a box of seven one
        ComponentLimits six = new ComponentLimits(Map.of("us-regular", 6), List.of());
        Game none = game(board(ROW), six, Dice.loaded(6), weakened, medic, gerSquad("g", "J1"));
        assertThat(none.pending().options()).extracting(Choice::text).doesNotContain("act heal medic squad w");
        assertThatThrownBy(() -> none.apply(Choice.parse("act heal medic squad w"))).isInstanceOf(IllegalChoice.class)
                .hasMessageContaining("the box holds 6 regular infantry figures").hasMessageContaining("000 · COMPONENT LIMITS");

        Game one = game(board(ROW), new ComponentLimits(Map.of("us-regular", 7), List.of()), Dice.loaded(6), weakened, medic,
                gerSquad("g", "J1"));
        play(one, "act heal medic squad w");
        assertThat(one.state().units().get("w").figures()).hasSize(3);
    }

    @Test
    void theScenariosTakeTheirLimitsFromComponentsJson() {
        GameSetup atbp = ScenarioLoader.load(TestBoards.scenarioFiles().stream()
                .filter(f -> f.getFileName().toString().equals("at-the-breaking-point.json")).findFirst().orElseThrow(), TestBoards.CATALOGS);
        assertThat(atbp.box().piecesOf("smoke")).hasValueSatisfying(m -> assertThat(m.count()).isEqualTo(6));
        assertThat(atbp.box().piecesOf("pillbox")).hasValueSatisfying(m -> assertThat(m.kinds()).containsExactly("entrenchment", "pillbox"));
        assertThat(atbp.box().figures()).containsEntry("us-regular", 58);
    }
}
