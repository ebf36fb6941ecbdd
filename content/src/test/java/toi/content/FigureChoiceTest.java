package toi.content;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static toi.content.TestBoards.board;
import static toi.content.TestBoards.gerSquad;
import static toi.content.TestBoards.play;
import static toi.content.TestBoards.squad;
import static toi.content.TestBoards.unit;
import static toi.content.TestBoards.usSquad;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import toi.engine.combat.AttackBreakdown;
import toi.engine.combat.Dice;
import toi.engine.event.Event;
import toi.engine.game.Game;
import toi.engine.game.protocol.Choice;
import toi.engine.los.RangeBand;
import toi.engine.scenario.GameSetup;
import toi.engine.units.Activation;
import toi.engine.units.Position;
import toi.engine.units.Unit;

/**
 * A player chooses which figures of a squad fire (000 · Attacking with Mixed Squads: "You may always choose to have some
 * figures in a squad not participate in an attack"; docs/rulings.md R-CMB-2b): the mortar crew alone, the whole squad at
 * long range, the machine gun crew alone — named in the choice, offered in the listing, refused naming the rule when the
 * rules forbid the mix. And a choice is read whole: a word the parser does not understand is refused by name.
 */
class FigureChoiceTest {

    static final String ROW = ". . . . . . . . . . . . . .";

    static Game game(Unit... units) {
        return new Game(new GameSetup("figures", new Position(board(ROW, ROW), List.of(units)), List.of("US", "GER"), "US", 2,
                Map.of("US", 3, "GER", 3), Map.of("US", 0, "GER", 0), true), new Dice(7));
    }

    static List<String> offered(Game g) {
        return g.pending().options().stream().map(Choice::text).toList();
    }

    static AttackBreakdown plan(Game g, String choice) {
        var p = g.preview(Choice.parse(choice));
        assertThat(p.refused()).as(choice).isNull();
        return p.attack();
    }

    @Nested
    @DisplayName("000 · Mortar Crew: No Mixed Fire; 000 · FIRE (the mortar crew's attack table)")
    class Mortars {
        /** "the owner of the squad must decide whether to attack with only the two regular infantry, or the mortar crew". */
        @Test
        void aMixedMortarSquadFiresItsMortarAtLongRange_beyondItsRiflemensRange_andTheResultIsLegal() {
            // 10 hexes: the riflemen (range 4) are out of range; the mortar (range 8) is at long range, hitting on 6 only
            Game g = game(squad("mo", "US", "A1", "us-mortar", "us-regular", "us-regular"), gerSquad("ger", "K1"),
                    gerSquad("g2", "N2"));
            assertThat(offered(g)).contains("act concentrated-fire mo target ger normal figures mo:mortar-crew",
                    "act concentrated-fire mo target ger suppressive figures mo:mortar-crew");
            assertThat(offered(g)).as("the riflemen cannot reach: no attack names them").noneMatch(o -> o.startsWith("act concentrated-fire mo")
                    && !o.endsWith("figures mo:mortar-crew"));
            assertThat(g.preview(Choice.parse("act concentrated-fire mo target ger normal")).refused())
                    .as("unnamed, the squad fires its riflemen (R-CMB-2): out of range").contains("out of range");
            AttackBreakdown b = plan(g, "act concentrated-fire mo target ger normal figures mo:mortar-crew");
            assertThat(b.area()).as("an area attack").isTrue();
            assertThat(b.band()).isEqualTo(RangeBand.LONG);
            assertThat(b.hitOn()).as("\"If firing at long range, the area attack succeeds on dice roll results of 6 only\"").isEqualTo(6);
            assertThat(b.attackDice()).as("the mortar's normal firepower 2").isEqualTo(2);
            List<Event> events = play(g, "act concentrated-fire mo target ger normal figures mo:mortar-crew");
            assertThat(events).anyMatch(e -> e instanceof Event.AttackDeclared d && d.dice() == 2);
            assertThat(unit(g, "mo").activation()).isEqualTo(Activation.FATIGUED);
        }

        @Test
        void withinTheRiflemensRange_bothAreOffered_eachNamed_andTheMortarIsNotOfferedNextToTheTarget() {
            Game g = game(squad("mo", "US", "A1", "us-mortar", "us-regular", "us-regular"), gerSquad("ger", "D1"),
                    gerSquad("adj", "B1"));
            assertThat(offered(g)).contains("act concentrated-fire mo target ger normal figures mo:regular-infantry",
                    "act concentrated-fire mo target ger normal figures mo:mortar-crew");
            assertThat(plan(g, "act concentrated-fire mo target ger normal figures mo:regular-infantry").attackDice()).isEqualTo(2);
            assertThat(plan(g, "act concentrated-fire mo target ger normal figures mo:mortar-crew").area()).isTrue();
            // 000 · Minimum Distance: "A mortar crew cannot attack … enemy units in an adjacent hex": the riflemen alone, unnamed
            assertThat(offered(g)).contains("act concentrated-fire mo target adj normal")
                    .noneMatch(o -> o.startsWith("act concentrated-fire mo target adj") && o.contains("figures"));
        }

        @Test
        void mixingTheMortarWithOtherFigures_isRefusedNamingTheRule_andChangesNothing() {
            Game g = game(squad("mo", "US", "A1", "us-mortar", "us-regular", "us-regular"), gerSquad("ger", "D1"));
            long before = g.state().hash();
            for (String mix : List.of("mo:mortar-crew+regular-infantry", "mo:all")) {
                assertThatThrownBy(() -> play(g, "act concentrated-fire mo target ger normal figures " + mix)).as(mix)
                        .hasMessageContaining("000 · No Mixed Fire");
            }
            assertThatThrownBy(() -> play(g, "act concentrated-fire mo target ger normal figures mo:machine-gun-crew"))
                    .hasMessageContaining("mo has no figure 'machine-gun-crew'").hasMessageContaining("000 · Attacking with Mixed Squads");
            assertThatThrownBy(() -> play(g, "act concentrated-fire mo target ger normal figures ger:all"))
                    .hasMessageContaining("ger does not fire in this attack");
            assertThat(g.state().hash()).isEqualTo(before);
        }
    }

    @Nested
    @DisplayName("000 · DETERMINING RANGE; 002 · MACHINE GUN CREW")
    class MachineGunCrews {
        /** "a player may decide not to fire with all figures in a squad, which may increase the squad's overall range". */
        @Test
        void aMachineGunAndTwoRiflemenAtFiveHexes_areOfferedTheCrewAloneAndTheWholeSquadAtLongRange() {
            Game g = game(squad("mg", "US", "A1", "us-mg", "us-regular", "us-regular"), gerSquad("ger", "F1"), gerSquad("g2", "N2"));
            assertThat(offered(g)).contains("act concentrated-fire mg target ger normal figures mg:machine-gun-crew",
                    "act concentrated-fire mg target ger normal figures mg:all");
            AttackBreakdown crew = plan(g, "act concentrated-fire mg target ger normal figures mg:machine-gun-crew");
            assertThat(crew.attackDice()).isEqualTo(3);
            assertThat(crew.band()).isEqualTo(RangeBand.NORMAL);
            AttackBreakdown whole = plan(g, "act concentrated-fire mg target ger normal figures mg:all");
            assertThat(whole.attackDice()).as("3 + 1 + 1").isEqualTo(5);
            assertThat(whole.band()).isEqualTo(RangeBand.LONG);
            assertThat(whole.hitOn()).isEqualTo(6);
            List<Event> events = play(g, "act concentrated-fire mg target ger normal figures mg:all");
            assertThat(events).anyMatch(e -> e instanceof Event.AttackDeclared d && d.dice() == 5);
        }

        @Test
        void atThreeHexesTheWholeSquadIsTheOnlyChoiceWorthOffering_unnamed() {
            Game g = game(squad("mg", "US", "A1", "us-mg", "us-regular", "us-regular"), gerSquad("ger", "D1"));
            assertThat(offered(g)).contains("act concentrated-fire mg target ger normal")
                    .noneMatch(o -> o.startsWith("act concentrated-fire mg") && o.contains("figures"));
        }

        @Test
        void aSupporterInCombinedFireNamesItsFigures() {
            Game g = game(usSquad("r4", "A1"), squad("mg", "US", "A2", "us-mg", "us-regular", "us-regular"), gerSquad("ger", "D1"));
            AttackBreakdown b = plan(g, "act concentrated-fire r4 target ger normal support mg figures mg:machine-gun-crew");
            assertThat(b.contributions().get(1).figures()).hasSize(1);
            assertThat(b.attackDice()).as("4, and the crew's 3 halved: 2").isEqualTo(6);
        }

        @Test
        void theFirstFormCrewsOnly_stillReads_asTheMachineGunCrewsNamed() {
            assertThat(Choice.parse("opfire mg target a1 normal support r4 crews-only mg,r4").text())
                    .isEqualTo("opfire mg target a1 normal support r4 figures mg:machine-gun-crew,r4:machine-gun-crew");
            assertThat(Choice.parse("opfire mg target a1 normal crews-only mg"))
                    .isEqualTo(Choice.parse("opfire mg target a1 normal figures mg:machine-gun-crew"));
        }

        @Test
        void inOpFireTheCrewAloneAndTheWholeSquadAreBothOffered_atTwoHexes() {
            Game g = game(squad("mg", "US", "A1", "us-mg", "us-regular").withActivation(Activation.OP_FIRE), gerSquad("ger", "D1"),
                    gerSquad("g2", "N2"));
            play(g, "act advance ger", "step C1");
            assertThat(offered(g)).contains("opfire mg target ger normal figures mg:all", "opfire mg target ger normal figures mg:machine-gun-crew");
        }
    }

    @Nested
    @DisplayName("A choice is read whole")
    class StrictChoices {
        @Test
        void anUnknownWordIsRefusedByName_notIgnored() {
            Game g = game(usSquad("us", "A1"), usSquad("u-s", "A2"), gerSquad("ger", "D1"));
            long before = g.state().hash();
            assertThatThrownBy(() -> play(g, "act concentrated-fire us target ger normal suport u-s"))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("did not understand 'suport'");
            assertThat(g.state().hash()).as("no dice rolled, nothing changed").isEqualTo(before);
            assertThat(g.state().units().get("us").activation()).isEqualTo(Activation.FRESH);
        }

        @Test
        void everyKindOfChoiceRefusesAWordLeftOver() {
            for (String text : List.of("pass now", "step C4 D5", "stop here", "opfire mg target a1 normal support r4 please",
                    "act advance us-1 quickly", "move-to C4 D4", "assault C4 support a,b c", "retreat B2 B3", "bid 2 3",
                    "fire target ger normal sup", "act concentrated-fire us target ger normall", "no-opfire x", "target C4 N star-shell x")) {
                assertThatThrownBy(() -> Choice.parse(text)).as(text).isInstanceOf(IllegalArgumentException.class)
                        .hasMessageContaining("did not understand '");
            }
        }

        @Test
        void everyChoiceTextReadsBackToItself() {
            for (String text : List.of("act concentrated-fire us-1 target ger-2 normal support us-3,us-4 figures us-1:mortar-crew",
                    "act heal us-1 squad us-2", "act retrieve-card c1 by 2nd", "act load-equipment at into tr squad us-1",
                    "opfire mg target a1 suppressive figures mg:machine-gun-crew+officer,r4:all", "fire target ger normal",
                    "move-to C4 via B3,B4", "assault C4 support a,b", "target C4 N star-shell", "target C4", "lay smoke C5",
                    "deploy us-1 C4 in tr", "casualties us-1 0 2", "losses us-1:0 ger-1:-1", "advance a b", "opfire-mode",
                    "act concentrated-fire mo target C4 smoke support m2", "transfer a 1 b", "tokens 2 concealed")) {
                assertThat(Choice.parse(text).text()).isEqualTo(text);
            }
        }
    }
}
