package toi.content;

import toi.engine.event.Event;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static toi.content.TestBoards.board;
import static toi.content.TestBoards.squad;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import toi.engine.combat.Dice;
import toi.engine.game.protocol.Choice;
import toi.engine.game.protocol.Decision;
import toi.engine.game.Game;
import toi.engine.scenario.GameSetup;
import toi.engine.units.Position;
import toi.engine.units.Unit;

@DisplayName("000 · THREE- AND FOUR-PLAYER GAMES")
class TeamGameTest {

    static Unit us(String id, String division, String hex, String... figures) {
        return new Unit(id, "US", division, squad(id, "US", hex, figures.length == 0 ? new String[]{"us-regular", "us-regular",
                "us-regular", "us-regular"} : figures).figures(), TestBoards.hex(hex), null, 0, null, null, null, null, false, null, null);
    }

    static Unit ger(String id, String division, String hex) {
        return new Unit(id, "GER", division, squad(id, "GER", hex, "ger-regular", "ger-regular", "ger-regular", "ger-regular").figures(),
                TestBoards.hex(hex), null, 0, null, null, null, null, false, null, null);
    }

    static Game game(int command, Unit... units) {
        return new Game(new GameSetup("teams", new Position(board(". . . . . . . . . .", ". . . . . . . . . ."), List.of(units)),
                List.of("US", "GER"), "US", 2, Map.of("US", 3, "GER", 3), Map.of("US", command, "GER", command), true,
                TestBoards.CATALOGS.units(), true), Dice.loaded(1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1));
    }

    @Test
    void theTeamWithInitiativeChoosesWhoActsFirst_eachMemberTakesHalfTheActionsRoundedUp() {
        // "each side receives 3 actions per action turn, so in a 4-player game each player will take 2 actions"
        Game g = game(0, us("a1", "1st", "A1"), us("a2", "1st", "A2"), us("a3", "1st", "B1"), us("b1", "2nd", "B2"),
                us("b2", "2nd", "C1"), us("b3", "2nd", "C2"), ger("g1", "1st", "J1"), ger("g2", "2nd", "J2"), ger("g3", "1st", "I1"),
                ger("g4", "2nd", "I2"));
        Decision first = g.pending();
        assertThat(first.kind()).isEqualTo(Decision.Kind.FIRST_DIVISION);
        assertThat(first.options()).extracting(Choice::text).containsExactly("first 1st", "first 2nd");
        g.apply(Choice.parse("first 2nd"));
        assertThat(g.pending().division()).isEqualTo("2nd");
        assertThatThrownBy(() -> g.apply(Choice.parse("act fatigue a1"))).hasMessageContaining("each player activates his own division");
        g.apply(Choice.parse("act fatigue b1"));
        g.apply(Choice.parse("act fatigue b2"));
        assertThat(g.pending().division()).isEqualTo("1st"); // two actions, then the teammate
        g.apply(Choice.parse("act fatigue a1"));
        g.apply(Choice.parse("act fatigue a2"));
        assertThat(g.pending().kind()).isEqualTo(Decision.Kind.FIRST_DIVISION); // the other team chooses its first member
        assertThat(g.pending().nation()).isEqualTo("GER");
    }

    @Test
    void whenOneMemberIsDoneTheTeammateGoesOnWithHalfTheActions() {
        Game g = game(0, us("a1", "1st", "A1"), us("b1", "2nd", "B2"), us("b2", "2nd", "C1"), us("b3", "2nd", "C2"),
                ger("g1", "1st", "J1"), ger("g2", "2nd", "J2"));
        g.apply(Choice.parse("first 1st"));
        g.apply(Choice.parse("pass"));
        assertThat(g.pending().division()).isEqualTo("2nd");
        g.apply(Choice.parse("act fatigue b1"));
        g.apply(Choice.parse("act fatigue b2"));
        assertThat(g.pending().nation()).isEqualTo("GER");
    }

    @Test
    void supportFromATeammatesDivisionCostsOneCommand_freeNextToAnOfficer_refusedWithoutCommand() {
        Game paid = game(2, us("a1", "1st", "A1"), us("b1", "2nd", "B1"), ger("g1", "1st", "E1"), ger("g2", "2nd", "J2"));
        paid.apply(Choice.parse("first 1st"));
        List<Event> ev = paid.apply(Choice.parse("act concentrated-fire a1 target g1 normal support b1"));
        assertThat(ev).contains(new Event.CommandChanged("US", -1, 1, "for combined fire across divisions"));
        assertThat(paid.state().command("US")).isEqualTo(1);

        Game broke = game(0, us("a1", "1st", "A1"), us("b1", "2nd", "B1"), ger("g1", "1st", "E1"), ger("g2", "2nd", "J2"));
        broke.apply(Choice.parse("first 1st"));
        assertThatThrownBy(() -> broke.apply(Choice.parse("act concentrated-fire a1 target g1 normal support b1")))
                .hasMessageContaining("costs 1 command");

        Game officer = game(0, us("a1", "1st", "A1"), us("b1", "2nd", "B1", "us-regular", "us-regular", "us-officer"),
                ger("g1", "1st", "E1"), ger("g2", "2nd", "J2"));
        officer.apply(Choice.parse("first 1st"));
        officer.apply(Choice.parse("act concentrated-fire a1 target g1 normal support b1"));
        assertThat(officer.state().command("US")).isZero();
    }

    @Test
    void aMortarMayNotUseATeammatesLineOfSight() {
        Unit mortar = us("m", "1st", "A1", "us-mortar", "us-mortar");
        Game g = new Game(new GameSetup("teams", new Position(board(". . w . . . .", ". . . . . . ."), List.of(mortar,
                us("spot", "2nd", "F2"), ger("g", "1st", "E1"), ger("g2", "2nd", "G2"))), List.of("US", "GER"), "US", 2,
                Map.of("US", 2, "GER", 2), Map.of("US", 0, "GER", 0), true, TestBoards.CATALOGS.units(), true), new Dice(1));
        g.apply(Choice.parse("first 1st"));
        assertThatThrownBy(() -> g.apply(Choice.parse("act concentrated-fire m target g suppressive")))
                .hasMessageContaining("Ballistic Fire");
    }

    @Test
    @DisplayName("Strategy Cards: the book's Hardened Veterans example — the activating player places the figures only in his squads")
    void hardenedVeteransExample_inATeamGame_theActivatingPlayerPlacesTheFiguresOnlyInHisSquads() {
        // "The two players on a team must agree on which of them will activate this card. The player that activates this
        // card may only place the infantry figures in his squads; he may not place any infantry in his team member's squads."
        GameSetup.Cards cards = new GameSetup.Cards(TestBoards.CATALOGS.cards(), Map.of("US", List.of("supply-1")), Map.of("US", 1),
                Map.of());
        Game g = new Game(new GameSetup("teams", new Position(board(". . . . . . . . . .", ". . . . . . . . . ."), List.of(
                us("mine", "1st", "A1", "us-regular", "us-regular"), us("his", "2nd", "A2", "us-regular", "us-regular"),
                ger("g1", "1st", "J1"), ger("g2", "2nd", "J2"))), List.of("US", "GER"), "US", 2, Map.of("US", 2, "GER", 2),
                Map.of("US", 2, "GER", 0), true, TestBoards.CATALOGS.units(), true, Map.of(), Map.of(), List.of(), cards),
                Dice.loaded(1));
        g.apply(Choice.parse("draw supply-1")); // loaded dice keep the printed order: Hardened Veterans first
        assertThat(g.state().hand("US")).containsExactly("hardened-veterans");
        g.apply(Choice.parse("first 2nd"));
        g.apply(Choice.parse("pass"));      // US/2nd
        g.apply(Choice.parse("pass"));      // US/1st
        g.apply(Choice.parse("first 1st"));
        g.apply(Choice.parse("pass"));      // GER/1st
        g.apply(Choice.parse("pass"));      // GER/2nd: the last division to act is a "2nd"
        Decision spend = g.pending();
        assertThat(spend.kind()).isEqualTo(Decision.Kind.INITIATIVE_BID);
        assertThat(spend.options()).extracting(Choice::text)
                .contains("act activate-card hardened-veterans by 1st", "act activate-card hardened-veterans by 2nd")
                .doesNotContain("act activate-card hardened-veterans");
        long before = g.state().hash();
        assertThatThrownBy(() -> g.apply(Choice.parse("act activate-card hardened-veterans")))
                .hasMessageContaining("names the division that activates the card");
        assertThatThrownBy(() -> g.apply(Choice.parse("act activate-card hardened-veterans by 3rd")))
                .hasMessageContaining("'3rd' is not a division of US");
        assertThat(g.state().hash()).as("refusals change nothing").isEqualTo(before);

        List<Event> ev = g.apply(Choice.parse("act activate-card hardened-veterans by 1st"));
        assertThat(ev).filteredOn(Event.CardPlayed.class::isInstance).map(e -> ((Event.CardPlayed) e).nation() + " " + ((Event.CardPlayed) e).card())
                .containsExactly("US/1st hardened-veterans");
        Decision pick = g.pending();
        assertThat(pick.kind()).isEqualTo(Decision.Kind.CARD_PICK);
        assertThat(pick.division()).isEqualTo("1st");
        assertThat(pick.options()).extracting(Choice::text).containsExactly("done", "pick mine");
        assertThatThrownBy(() -> g.apply(Choice.parse("pick his"))).hasMessageContaining("not one of the choices");
        g.apply(Choice.parse("pick mine"));
        List<Event> last = g.apply(Choice.parse("pick mine"));
        assertThat(g.state().units().get("mine").figures()).hasSize(4);
        assertThat(g.state().units().get("his").figures()).as("the team member's squad").hasSize(2);
        // back to the Spend Command step, with no command left: the rules place the US's 0 (R-FLOW-1)
        assertThat(last).filteredOn(Event.AnsweredByRule.class::isInstance).map(e -> ((Event.AnsweredByRule) e).nation()).startsWith("US");
    }
}
