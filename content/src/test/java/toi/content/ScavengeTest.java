package toi.content;

import static org.assertj.core.api.Assertions.assertThat;
import static toi.content.TestBoards.board;
import static toi.content.TestBoards.hex;
import static toi.content.TestBoards.play;
import static toi.content.TestBoards.spec;
import static toi.content.TestBoards.squad;
import static toi.content.TestBoards.usSquad;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import toi.engine.combat.Dice;
import toi.engine.event.Event;
import toi.engine.game.Game;
import toi.engine.scenario.GameSetup;
import toi.engine.units.Position;
import toi.engine.units.Unit;

/**
 * 002 · Unarmed Unit: Scavenge — "If at least one squad has this restriction …, do not remove squad bases from the map when
 * squads are eliminated … If a squad with the unarmed restriction is in the same hex as an empty base, it may salvage arms
 * and ammo from the eliminated squad, and this restriction and the empty base are removed. … When a unit with the unarmed
 * restriction is eliminated, remove its base from the board".
 */
class ScavengeTest {
    static final String RULE = "002 · Unarmed Unit: Scavenge";
    static final String ROW = ". . . . . . . .";

    static Game game(Unit... extra) {
        List<Unit> units = new java.util.ArrayList<>(List.of(usSquad("f", "A1"), squad("g", "GER", "C1", "ger-regular"),
                squad("g2", "GER", "H2", "ger-regular", "ger-regular")));
        units.addAll(List.of(extra));
        GameSetup setup = new GameSetup("scavenge", new Position(board(ROW, ROW), units), List.of("US", "GER"), "US", 3,
                Map.of("US", 2, "GER", 2), Map.of("US", 0, "GER", 0), true);
        return new Game(setup, Dice.loaded(6, 6, 6, 6));
    }

    @Test
    void withAnUnarmedSquadInTheGame_anEliminatedSquadsBaseStays_andTheUnarmedSquadEnteringItsHexSalvagesIt() {
        Game g = game(usSquad("u", "A2").withSpecialization(spec("unarmed"), 0));
        List<Event> ev = play(g, "act concentrated-fire f target g normal");
        assertThat(g.state().units()).doesNotContainKey("g");
        assertThat(ev).contains(new Event.MarkerPlaced(hex("C1"), "empty-base", null, RULE));
        assertThat(g.state().board().hasMarker(hex("C1"), "empty-base")).isTrue();
        List<Event> moved = play(g, "act advance u", "step B1", "step C1");
        Unit u = g.state().units().get("u");
        assertThat(u.specialization()).as("the Unarmed restriction is removed").isNull();
        assertThat(g.state().board().hasMarker(hex("C1"), "empty-base")).as("and the empty base").isFalse();
        assertThat(moved).anyMatch(e -> e instanceof Event.RuleApplied r && RULE.equals(r.rule()) && "u".equals(r.unit()));
    }

    @Test
    void withoutAnUnarmedSquad_theBaseIsRemovedAsUsual() {
        Game g = game();
        List<Event> ev = play(g, "act concentrated-fire f target g normal");
        assertThat(g.state().units()).doesNotContainKey("g");
        assertThat(ev).noneMatch(e -> e instanceof Event.MarkerPlaced);
        assertThat(g.state().board().hasMarker(hex("C1"), "empty-base")).isFalse();
    }

    @Test
    void anEliminatedUnarmedSquadLeavesNoBase() {
        Game g = new Game(new GameSetup("scavenge", new Position(board(ROW, ROW), List.of(usSquad("f", "A1"),
                squad("g", "GER", "C1", "ger-regular").withSpecialization(spec("unarmed"), 0), squad("g2", "GER", "H2", "ger-regular"))),
                List.of("US", "GER"), "US", 3, Map.of("US", 2, "GER", 2), Map.of("US", 0, "GER", 0), true), Dice.loaded(6, 6, 6, 6));
        play(g, "act concentrated-fire f target g normal");
        assertThat(g.state().units()).doesNotContainKey("g");
        assertThat(g.state().board().hasMarker(hex("C1"), "empty-base")).as("no arms or ammunition to salvage").isFalse();
    }
}
