package toi.content;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static toi.content.TestBoards.board;
import static toi.content.TestBoards.events;
import static toi.content.TestBoards.gerSquad;
import static toi.content.TestBoards.hex;
import static toi.content.TestBoards.play;
import static toi.content.TestBoards.unit;
import static toi.content.TestBoards.usSquad;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import toi.engine.combat.Dice;
import toi.engine.event.Event;
import toi.engine.game.Game;
import toi.engine.game.protocol.Choice;
import toi.engine.game.protocol.Decision;
import toi.engine.units.Activation;
import toi.engine.units.Condition;

/**
 * The order of things while a unit acts, as the book gives it (issue 26): Fire and Movement in either order, a suppressed
 * squad in Op Fire mode, op fire after a reveal, and stopping in a full hex. Scripted games on a one-row board of
 * clear hexes (A1 … J1); {@link GameFlowTest#game} sets them up, the US with the initiative.
 */
class TurnFlowRulebookTest {

    static final String ROW = GameFlowTest.ROW;

    static Game game(toi.engine.map.Board b, Dice dice, toi.engine.units.Unit... units) {
        return GameFlowTest.game(b, 3, dice, units);
    }

    static List<String> offered(Game g) {
        return g.pending().options().stream().map(Choice::text).toList();
    }

    @Nested
    @DisplayName("000 · FIRE AND MOVEMENT")
    class FireAndMovement {

        @Test
        void fireAndMovement_attackFirstThenMove_withEveryMovementPointLeft_andOpFireInEachHex() {
            // "The active unit may a) move then attack or b) attack and then move." A squad has 1 fewer movement point:
            // 4 - 1 = 3, all of them still to spend after its attack; the enemy in Op Fire mode may fire in each hex.
            Game g = game(board(ROW), Dice.loaded(1, 1, 1, 1), gerSquad("g1", "C1"), usSquad("u1", "A1"),
                    usSquad("watch", "H1").withActivation(Activation.OP_FIRE));
            play(g, "pass", "act fire-and-movement g1", "fire target u1 normal");
            assertThat(g.state().activity().mpLeft()).isEqualTo(9); // thirds: 3 movement points
            play(g, "step D1");
            assertThat(g.pending().kind()).as("op fire as usual").isEqualTo(Decision.Kind.OP_FIRE);
            play(g, "no-opfire");
            assertThat(offered(g)).contains("step E1");
            play(g, "step E1", "no-opfire", "step F1", "no-opfire");
            assertThat(unit(g, "g1").hex()).isEqualTo(hex("F1"));
            assertThat(g.state().activity().mpLeft()).isZero();
        }

        @Test
        void fireAndMovement_aUnitCannotMoveAttackAndThenMoveAgain() {
            // g2 keeps the German Action Phase going (the round does not end under the test)
            Game g = game(board(ROW), Dice.loaded(1, 1, 1, 1), gerSquad("g1", "E1"), gerSquad("g2", "H1"), usSquad("u1", "A1"), usSquad("u2", "J1"));
            play(g, "pass", "act fire-and-movement g1", "step D1", "fire target u1 normal");
            assertThat(unit(g, "g1").activation()).isEqualTo(Activation.FATIGUED);
            assertThat(unit(g, "g1").hex()).isEqualTo(hex("D1"));
            assertThat(g.state().activity()).isNull();
        }
    }

    @Nested
    @DisplayName("000 · Opportunity Fire (pinned and disrupted squads)")
    class SuppressedInOpFireMode {

        @Test
        void opportunityFire_aSquadInOpFireModeThatIsPinnedIsImmediatelyFatigued() {
            // "a squad in Op Fire mode that is pinned or disrupted is immediately fatigued": a suppressive attack pins it
            Game g = game(board(ROW), Dice.loaded(6, 1, 1, 1, 1, 1, 1, 1), usSquad("us", "A1").withActivation(Activation.OP_FIRE),
                    gerSquad("g", "C1"), gerSquad("g2", "H1")); // g2 keeps the Action Phase going

            List<Event> ev = play(g, "act concentrated-fire g target us suppressive");
            assertThat(unit(g, "us").condition()).isEqualTo(Condition.PINNED);
            assertThat(unit(g, "us").activation()).isEqualTo(Activation.FATIGUED);
            assertThat(events(ev, Event.ActivationChanged.class)).anySatisfy(a -> {
                assertThat(a.unit()).isEqualTo("us");
                assertThat(a.rule()).contains("000 · Opportunity Fire");
            });
        }
    }

    @Nested
    @DisplayName("000 · CONCEALED SQUADS and TIMING CONFLICTS")
    class RevealedWhileMoving {

        @Test
        void concealedSquads_revealedByItsStep_theOpponentMayOpFireInThatHex() {
            // TIMING CONFLICTS: "2. Any LOS determination and effects take place (such as a concealed squad being revealed).
            // 3. The opponent may declare an opportunity attack." The squad leaves the woods (E1) for clear D1, in sight
            // of the German squad in Op Fire mode at A1, 3 hexes away.
            Game g = game(board(". . . . w . . . . ."), new Dice(1), usSquad("hid", "E1").withConcealed(true),
                    gerSquad("watch", "A1").withActivation(Activation.OP_FIRE));
            List<Event> ev = play(g, "act advance hid", "step D1");
            assertThat(events(ev, Event.Concealment.class)).anySatisfy(c -> assertThat(c.unit()).isEqualTo("hid"));
            assertThat(unit(g, "hid").concealed()).isFalse();
            Decision d = g.pending();
            assertThat(d.kind()).isEqualTo(Decision.Kind.OP_FIRE);
            assertThat(d.nation()).isEqualTo("GER");
            assertThat(offered(g)).contains("opfire watch target hid normal");
        }
    }

    @Nested
    @DisplayName("000 · STACKING LIMITS")
    class StackingLimits {

        @Test
        void stackingLimits_aUnitMayMoveThroughAFullHex_butStoppingThereIsNeitherOfferedNorAccepted() {
            // "Stacking limits never prevent a unit from moving through a hex full of friendly units, but … a unit may not
            // stop in an already "full" hex": three units fill B1.
            Game g = game(board(ROW), new Dice(1), usSquad("us", "A1"), usSquad("f1", "B1"), usSquad("f2", "B1"),
                    usSquad("f3", "B1"), gerSquad("g", "J1"));
            play(g, "act advance us", "step B1");
            assertThat(offered(g)).doesNotContain("stop").contains("step C1");
            assertThatThrownBy(() -> g.apply(Choice.parse("stop"))).hasMessageContaining("000 · STACKING LIMITS");
            assertThat(unit(g, "us").hex()).as("the refusal changed nothing").isEqualTo(hex("B1"));
            play(g, "step C1", "stop");
            assertThat(unit(g, "us").hex()).isEqualTo(hex("C1"));
        }

        @Test
        void stackingLimits_enteringAFullHexWithTheLastMovementPointIsRefused() {
            // 4 movement points: B1, C1, D1, and E1 (full) with the last — it could not leave E1 again, so it would stop there
            Game g = game(board(ROW), new Dice(1), usSquad("us", "A1"), usSquad("f1", "E1"), usSquad("f2", "E1"),
                    usSquad("f3", "E1"), gerSquad("g", "J1"));
            play(g, "act advance us", "step B1", "step C1", "step D1");
            assertThat(offered(g)).doesNotContain("step E1");
            assertThatThrownBy(() -> g.apply(Choice.parse("step E1"))).hasMessageContaining("000 · STACKING LIMITS");
            assertThat(unit(g, "us").hex()).isEqualTo(hex("D1"));
        }

        @Test
        void stackingLimits_aUnitWhoseMovementIsStoppedInAFullHexIsReturnedToTheLastNonFullHex() {
            // "If a unit's movement is stopped (due to being pinned by opportunity fire, for example) in a full hex, the unit
            // is returned to the last non-full hex it moved from"
            Game g = game(board(ROW), Dice.loaded(6, 1, 1, 1), gerSquad("ger", "A1").withActivation(Activation.OP_FIRE),
                    usSquad("us", "E1"), usSquad("f1", "D1"), usSquad("f2", "D1"), usSquad("f3", "D1"));
            play(g, "act advance us", "step D1", "opfire ger target us suppressive");
            assertThat(unit(g, "us").condition()).isEqualTo(Condition.PINNED);
            assertThat(unit(g, "us").hex()).isEqualTo(hex("E1"));
        }
    }

    @Nested
    @DisplayName("000 · ASSAULT ATTACKS")
    class AssaultAttacks {

        @Test
        void assaultAttacks_theRollAndItsResultComeFirst_thenEachAnsweredStepShowsOnTheBoard() {
            // Steps 4–5 roll the dice; 8–9 decide by the hits alone: attack 4 dice 6,6,1,1 → 2 hits, the defenders' 4 dice
            // 1,1,1,1 → 0. The outcome is told as rolled; the casualties (step 7), the retreat (9) and the advance (10) are
            // asked after it, each shown on the board before the next is asked.
            Game g = game(board(". . . .", ". . . .", ". . . .", ". . . ."), Dice.loaded(6, 6, 1, 1, 1, 1, 1, 1),
                    usSquad("us", "A2"), gerSquad("g", "B2"), gerSquad("g2", "D4"));
            List<Event> declared = play(g, "act assault us", "assault B2");
            assertThat(events(declared, Event.DiceRolled.class)).extracting(Event.DiceRolled::purpose).containsExactly("assault");
            assertThat(events(declared, Event.AssaultResolved.class)).singleElement().satisfies(r -> {
                assertThat(r.attackerHits()).isEqualTo(2);
                assertThat(r.defenderHits()).isZero();
                assertThat(r.succeeded()).isTrue();
            });
            assertThat(g.pending().kind()).isEqualTo(Decision.Kind.ASSAULT_CASUALTIES);

            List<Event> losses = play(g, "losses g:0 g:1");
            assertThat(g.pending().kind()).isEqualTo(Decision.Kind.RETREAT);
            assertThat(unit(g, "g").figures()).as("the casualties stand while the retreat is asked").hasSize(2);
            assertThat(g.viewFor(toi.engine.game.protocol.Seat.of("GER")).units()).filteredOn(u -> u.id().equals("g"))
                    .singleElement().satisfies(u -> assertThat(u.figures()).hasSize(2));
            assertThat(events(losses, Event.FiguresLost.class)).extracting(Event.FiguresLost::unit).containsExactly("g");
            assertThat(events(losses, Event.DiceRolled.class)).as("the dice are told once").isEmpty();

            play(g, "retreat C2");
            assertThat(g.pending().kind()).isEqualTo(Decision.Kind.ADVANCE);
            assertThat(unit(g, "g").hex()).as("retreated while the advance is asked").isEqualTo(hex("C2"));

            List<Event> end = play(g, "advance");
            assertThat(events(end, Event.AssaultResolved.class)).isEmpty();
            assertThat(unit(g, "g").hex()).isEqualTo(hex("C2"));
            assertThat(unit(g, "us").activation()).isEqualTo(Activation.FATIGUED);
            assertThat(g.state().activity()).isNull();
        }
    }
}
