package toi.content;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static toi.content.TestBoards.board;
import static toi.content.TestBoards.gerSquad;
import static toi.content.TestBoards.usSquad;
import static toi.content.TestBoards.withMarker;

import java.util.List;
import org.junit.jupiter.api.Test;
import toi.engine.combat.Dice;
import toi.engine.event.Event;
import toi.engine.game.Game;
import toi.engine.game.protocol.Decision;
import toi.engine.map.Board;

/**
 * 000 · TIMING CONFLICTS: "If a timing dispute occurs during any point in the game, unless specified below, the player with
 * initiative decides the order in which to resolve the effects. … 5. Resolve obstacle effects (such as mines, a tank trap
 * ending a vehicle's movement, etc.). If a hex contains multiple obstacles, these are resolved in the order of the active
 * player's choosing."
 */
class TimingConflictsTest {
    static final String ROW = ". . . . . . . . . . . .";

    /** The American squad in A1 enters B1, where a minefield and razor wire lie; the Germans are far out of range. */
    static Game game(Board b) {
        // four minefield dice that miss, and more ones for anything after
        return new Game(GameFlowTest.setup(b, 2, usSquad("us", "A1"), gerSquad("ger", "L1")), Dice.loaded(1, 1, 1, 1, 1, 1, 1, 1));
    }

    static Board minefieldAndWire() {
        return withMarker(withMarker(board(ROW), "B1", "minefield"), "B1", "razor-wire");
    }

    static int index(List<Event> ev, java.util.function.Predicate<Event> p) {
        for (int i = 0; i < ev.size(); i++) {
            if (p.test(ev.get(i))) {
                return i;
            }
        }
        return -1;
    }

    @Test
    void severalObstaclesInAHex_areResolvedInTheOrderOfTheActivePlayersChoosing() {
        Game g = game(minefieldAndWire());
        TestBoards.play(g, "act advance us");
        TestBoards.play(g, "step B1");
        Decision d = g.pending();
        assertThat(d.kind()).isEqualTo(Decision.Kind.TIMING);
        assertThat(d.nation()).as("the active player").isEqualTo("US");
        assertThat(d.prompt()).contains("minefield, razor-wire").contains("000 · TIMING CONFLICTS 5");
        assertThat(d.options()).extracting(c -> c.text()).containsExactlyInAnyOrder("resolve-first minefield", "resolve-first razor-wire");
        assertThatThrownBy(() -> TestBoards.play(g, "resolve-first tank-trap")).hasMessageContaining("name the effect that resolves next")
                .hasMessageContaining("000 · TIMING CONFLICTS");

        List<Event> wireFirst = TestBoards.play(g, "resolve-first razor-wire");
        int wire = index(wireFirst, e -> e instanceof Event.RuleApplied r && r.rule().contains("Razor Wire"));
        int mines = index(wireFirst, e -> e instanceof Event.DiceRolled r && r.rule().equals("000 · Minefields"));
        assertThat(wire).isNotNegative().isLessThan(mines);
        assertThat(index(wireFirst, e -> e instanceof Event.RuleApplied r && r.what().equals("US resolves razor-wire first")))
                .isNotNegative().isLessThan(wire);
        assertThat(g.state().units().get("us").hex()).isEqualTo(TestBoards.hex("B1"));
        assertThat(g.pending().kind()).isNotEqualTo(Decision.Kind.TIMING);

        Game other = game(minefieldAndWire());
        TestBoards.play(other, "act advance us", "step B1");
        List<Event> minesFirst = TestBoards.play(other, "resolve-first minefield");
        assertThat(index(minesFirst, e -> e instanceof Event.DiceRolled r && r.rule().equals("000 · Minefields")))
                .isLessThan(index(minesFirst, e -> e instanceof Event.RuleApplied r && r.rule().contains("Razor Wire")));
        // the order changes what is told, not what happens: the same state either way (docs/rulings.md R-GAME-16)
        assertThat(other.state().hash()).isEqualTo(g.state().hash());
    }

    @Test
    void oneObstacle_noDecision() {
        Game g = game(withMarker(board(ROW), "B1", "minefield"));
        TestBoards.play(g, "act advance us");
        List<Event> ev = TestBoards.play(g, "step B1");
        assertThat(g.pending().kind()).isNotEqualTo(Decision.Kind.TIMING);
        assertThat(TestBoards.events(ev, Event.DiceRolled.class)).extracting(Event.DiceRolled::rule).contains("000 · Minefields");
    }

    @Test
    void whenNoRuleNamesTheChooser_thePlayerWithInitiativeOrders() {
        Game g = game(board(ROW));
        assertThat(toi.engine.game.rules.TimingConflicts.chooser(g.state())).isEqualTo(g.state().initiative);
    }
}
