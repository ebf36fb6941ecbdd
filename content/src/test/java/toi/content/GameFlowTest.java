package toi.content;

import toi.engine.event.Event;
import static toi.content.TestBoards.events;
import static org.assertj.core.api.Assertions.assertThat;
import static toi.content.TestBoards.play;
import static toi.content.TestBoards.answerDefaultsUntil;
import static toi.content.TestBoards.unit;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static toi.content.TestBoards.board;
import static toi.content.TestBoards.gerSquad;
import static toi.content.TestBoards.hex;
import static toi.content.TestBoards.squad;
import static toi.content.TestBoards.usSquad;
import static toi.content.TestBoards.vehicle;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import toi.engine.combat.Dice;
import toi.engine.game.protocol.Choice;
import toi.engine.game.protocol.Decision;
import toi.engine.game.Game;
import toi.engine.scenario.GameSetup;
import toi.engine.game.protocol.IllegalChoice;
import toi.engine.game.protocol.Phase;
import toi.engine.map.Board;
import toi.engine.units.Activation;
import toi.engine.units.Condition;
import toi.engine.units.Damage;
import toi.engine.units.Position;
import toi.engine.units.Unit;

/** Scripted games: place units, script the choices, assert the state (000 · THE GAME ROUND … WINNING THE GAME). */
class GameFlowTest {

    static final String ROW = ". . . . . . . . . .";

    static GameSetup setup(Board b, int actions, Unit... units) {
        return new GameSetup("test", new Position(b, List.of(units)), List.of("US", "GER"), "US", 2,
                Map.of("US", actions, "GER", actions), Map.of("US", 0, "GER", 0), true);
    }

    static Game game(Board b, int actions, Dice dice, Unit... units) {
        return new Game(setup(b, actions, units), dice);
    }



    @Nested
    @DisplayName("000 · THE ACTION PHASE")
    class ActionPhase {

        @Test
        void theInitiativeHolderStarts_andActionTurnsAlternate() {
            Game g = game(board(ROW, ROW), 2, new Dice(1), usSquad("u1", "A1"), usSquad("u2", "A2"), usSquad("u3", "B2"),
                    gerSquad("g1", "J1"), gerSquad("g2", "J2"));
            Decision d = g.pending();
            assertThat(d.kind()).isEqualTo(Decision.Kind.ACTION);
            assertThat(d.nation()).isEqualTo("US");
            play(g, "act fatigue u1", "act prepare-op-fire u2");
            assertThat(g.pending().nation()).isEqualTo("GER"); // two actions per turn
            play(g, "act fatigue g1");
            assertThat(g.pending().nation()).isEqualTo("GER");
            play(g, "act fatigue g2");
            // GER has no fresh unit left: its Action Phase is over, the US may take any number of actions
            assertThat(g.pending().nation()).isEqualTo("US");
            assertThat(unit(g, "u2").activation()).isEqualTo(Activation.OP_FIRE);
        }

        @Test
        void onlyFreshUnitsMayBeActivated_andRefusedChoicesChangeNothing() {
            Game g = game(board(ROW), 2, new Dice(1), usSquad("u1", "A1"), usSquad("u2", "B1"), gerSquad("g1", "J1"));
            play(g, "act fatigue u1");
            long before = g.state().hash();
            assertThatThrownBy(() -> g.apply(Choice.parse("act advance u1"))).isInstanceOf(IllegalChoice.class)
                    .hasMessageContaining("only a fresh unit may be activated");
            assertThatThrownBy(() -> g.apply(Choice.parse("act fatigue g1"))).hasMessageContaining("action turn");
            assertThatThrownBy(() -> g.apply(Choice.parse("step B1"))).hasMessageContaining("does not answer it");
            assertThat(g.state().hash()).isEqualTo(before);
        }

        @Test
        void passEndsThePlayersActionPhase_theOpponentActsWithoutLimit_thenTheCommandPhase() {
            Game g = game(board(ROW), 1, new Dice(1), usSquad("u1", "A1"), usSquad("u2", "B1"), gerSquad("g1", "J1"),
                    gerSquad("g2", "I1"), gerSquad("g3", "H1"));
            play(g, "pass");
            play(g, "act fatigue g1", "act fatigue g2");
            assertThat(g.pending().nation()).isEqualTo("GER"); // unlimited actions after the US passed
            assertThat(g.pending().prompt()).as("still unlimited after two of them").contains("an unlimited number of actions");
            assertThat(g.viewFor(g.pending().seat()).actionsLeft()).isEqualTo(-1);
            List<Event> ev = play(g, "act fatigue g3");
            assertThat(events(ev, Event.PhaseBegan.class)).extracting(Event.PhaseBegan::phase).startsWith("Command Phase");
            // neither side has command to bid: the rules answer for both (R-FLOW-1), and the Status Phase asks for op fire
            assertThat(events(ev, Event.AnsweredByRule.class)).extracting(Event.AnsweredByRule::nation).containsExactly("US", "GER");
            assertThat(g.pending().kind()).isEqualTo(Decision.Kind.OP_FIRE_MODE);
        }

        @Test
        void advance_movesHexByHex_payingTerrain_andFatiguesAtTheEnd() {
            Game g = game(board(". w . . . . . . . ."), 2, new Dice(1), usSquad("u1", "A1"), gerSquad("g1", "J1"));
            play(g, "act advance u1", "step B1");
            assertThat(g.state().activity().mpLeft()).isEqualTo(6); // 4 MP = 12 thirds, woods 2
            assertThatThrownBy(() -> g.apply(Choice.parse("step D1"))).hasMessageContaining("not adjacent");
            play(g, "step C1", "step D1");
            assertThatThrownBy(() -> g.apply(Choice.parse("step E1"))).hasMessageContaining("has 0 left");
            play(g, "stop");
            assertThat(unit(g, "u1").hex()).isEqualTo(hex("D1"));
            assertThat(unit(g, "u1").activation()).isEqualTo(Activation.FATIGUED);
        }

        @Test
        void concentratedFire_theOwnerChoosesCasualties_andAttackersAreFatigued() {
            // normal range: 4 dice 5,5,1,1 → 2 hits on a squad in the open; the owner keeps the officer
            Game g = game(board(ROW), 2, Dice.loaded(5, 5, 1, 1), usSquad("u1", "A1"), usSquad("u2", "B1"),
                    squad("g1", "GER", "D1", "ger-regular", "ger-regular", "ger-officer"));
            play(g, "act concentrated-fire u1 target g1 normal");
            Decision d = g.pending();
            assertThat(d.kind()).isEqualTo(Decision.Kind.CASUALTIES);
            assertThat(d.nation()).isEqualTo("GER");
            assertThat(d.options()).hasSize(3); // C(3,2)
            assertThatThrownBy(() -> g.apply(Choice.parse("casualties g1 0"))).hasMessageContaining("exactly 2");
            play(g, "casualties g1 0 1");
            assertThat(unit(g, "g1").figures()).extracting(t -> t.id()).containsExactly("ger-officer");
            assertThat(unit(g, "u1").activation()).isEqualTo(Activation.FATIGUED);
            assertThat(unit(g, "u2").activation()).isEqualTo(Activation.FRESH);
        }

        @Test
        void combinedFireFatiguesTheSupportersToo_butCostsOneAction() {
            Game g = game(board(ROW, ROW), 2, Dice.loaded(1, 1, 1, 1, 1, 1), usSquad("u1", "A1"), usSquad("u2", "B1"),
                    usSquad("u3", "A2"), gerSquad("g1", "D1"));
            play(g, "act concentrated-fire u1 target g1 normal support u2");
            assertThat(unit(g, "u2").activation()).isEqualTo(Activation.FATIGUED);
            assertThat(g.pending().nation()).isEqualTo("US"); // one action used of two
        }

        @Test
        void fireAndMovement_squadsHaveOneMovementPointLess_halfFirepower_moveThenFire() {
            // 000 · German action turn F: the squad has only 3 movement points and attacks at half firepower.
            Game g = game(board(ROW), 2, Dice.loaded(6, 6, 1, 1), gerSquad("g1", "E1"), usSquad("u1", "A1"), usSquad("u2", "J1"));
            play(g, "pass");
            play(g, "act fire-and-movement g1");
            assertThat(g.state().activity().mpLeft()).isEqualTo(9);
            play(g, "step D1", "step C1");
            List<Event> ev = play(g, "fire target u1 normal");
            assertThat(events(ev, Event.AttackDeclared.class)).extracting(Event.AttackDeclared::dice).containsExactly(2); // 4 halved
            // 000 · RESOLVING AN ATTACK: the dice's result is told with the roll, before the casualties are chosen (issue 29)
            assertThat(events(ev, Event.HitsScored.class)).extracting(Event.HitsScored::unit).containsExactly("u1");
            List<Event> after = play(g, "casualties u1 0 1");
            assertThat(events(after, Event.HitsScored.class)).as("not told twice").isEmpty();
            assertThat(events(after, Event.FiguresLost.class)).hasSize(1);
            assertThat(events(after, Event.ActivationChanged.class)).as("moved then fired: done")
                    .anySatisfy(a -> assertThat(a.unit() + " " + a.activation()).isEqualTo("g1 FATIGUED"));
            assertThat(g.state().activity()).isNull();
        }

        @Test
        void fireAndMovement_fireThenMove_butNeverMoveFireMove() {
            Game g = game(board(ROW), 2, Dice.loaded(1, 1), gerSquad("g1", "C1"), usSquad("u1", "A1"), usSquad("u2", "J1"));
            play(g, "pass", "act fire-and-movement g1", "fire target u1 normal");
            assertThat(g.state().activity()).isNotNull();
            play(g, "step D1");
            assertThat(g.pending().options()).noneMatch(c -> c instanceof Choice.Fire);
            assertThatThrownBy(() -> g.apply(Choice.parse("fire target u1 normal"))).hasMessageContaining("already attacked");
        }
    }

    @Nested
    @DisplayName("000 · OPPORTUNITY FIRE")
    class OpFire {

        @Test
        void germanActionTurnE_opFirePinsTheMovingSquad_whichIsFatiguedAndStops() {
            // 000 · German action turn E: the American squad in Op Fire mode attacks the German squad as it moves into
            // its first hex; the German squad is pinned, fatigued at once and must stop; the Op Fire token flips to fatigued.
            Game g = game(board(ROW), 3, Dice.loaded(6, 1, 1, 1), usSquad("us", "A1").withActivation(Activation.OP_FIRE),
                    gerSquad("ger", "G1"), gerSquad("ger2", "J1"));
            // the US's only unit is in Op Fire mode: its Action Phase is over at once, the Germans act
            play(g, "act advance ger", "step F1");
            Decision d = g.pending();
            assertThat(d.kind()).isEqualTo(Decision.Kind.OP_FIRE);
            assertThat(d.nation()).isEqualTo("US");
            play(g, "opfire us target ger suppressive");
            assertThat(unit(g, "ger").condition()).isEqualTo(Condition.PINNED);
            assertThat(unit(g, "ger").activation()).isEqualTo(Activation.FATIGUED);
            assertThat(unit(g, "ger").hex()).isEqualTo(hex("F1"));
            assertThat(unit(g, "us").activation()).isEqualTo(Activation.FATIGUED);
            assertThat(g.state().activity()).isNull();
        }

        @Test
        void noHitsLetTheMoverGoOn_andEachUnitFiresOnceAtTheSameActiveUnit() {
            Game g = game(board(ROW), 3, Dice.loaded(1, 1, 1, 1), usSquad("mg", "A1").withActivation(Activation.OP_FIRE)
                    .withFigures(List.of(TestBoards.type("us-mg"), TestBoards.type("us-regular"))), gerSquad("ger", "F1"),
                    gerSquad("ger2", "J1"));
            play(g, "act advance ger", "step E1");
            play(g, "opfire mg target ger normal"); // at 4 hexes the MG and the rifle both fire
            assertThat(unit(g, "mg").activation()).isEqualTo(Activation.FATIGUED); // not only machine gun crews: fatigued
            play(g, "step D1");
            assertThat(g.pending().kind()).isEqualTo(Decision.Kind.MOVE); // nobody left in op fire mode
        }

        @Test
        void rapidOpFire_aMachineGunCrewFiringAloneStaysInOpFireMode_butNotTwiceAtTheSameUnit() {
            Game g = game(board(ROW), 3, Dice.loaded(1, 1, 1), squad("mg", "US", "A1", "us-mg", "us-regular")
                    .withActivation(Activation.OP_FIRE), gerSquad("ger", "G1"), gerSquad("ger2", "J1"));
            play(g, "act advance ger", "step F1");
            // the MG alone: the default choice at 5 hexes leaves the short-ranged rifle out
            play(g, "opfire mg target ger normal");
            assertThat(unit(g, "mg").activation()).isEqualTo(Activation.OP_FIRE);
            play(g, "step E1");
            assertThat(g.pending().kind()).isEqualTo(Decision.Kind.MOVE); // mg may not fire at ger again this activation
        }

        @Test
        void rapidOpFire_theCrewsAloneAreOfferedWhereTheWholeSquadCouldFire_andKeepItInOpFireMode() {
            // R-CMB-2a · 2 hexes away the rifle reaches too: the whole squad, or (listed, so a page can offer it) the crew alone
            Game g = game(board(ROW), 3, Dice.loaded(1, 1, 1, 1, 1, 1), squad("mg", "US", "A1", "us-mg", "us-regular")
                    .withActivation(Activation.OP_FIRE), usSquad("rifles", "A1").withActivation(Activation.OP_FIRE),
                    gerSquad("ger", "D1"), gerSquad("ger2", "J1"));
            play(g, "act advance ger", "step C1");
            List<String> offered = g.pending().options().stream().map(Choice::text).toList();
            assertThat(offered).contains("opfire mg target ger normal figures mg:all", "opfire mg target ger normal figures mg:machine-gun-crew",
                    "opfire rifles target ger normal");
            assertThat(offered).as("no crew, or nothing but crews: nothing to hold back").noneMatch(o -> o.contains("rifles:"));
            play(g, "opfire mg target ger normal figures mg:machine-gun-crew");
            assertThat(unit(g, "mg").activation()).as("002 · Rapid Op Fire").isEqualTo(Activation.OP_FIRE);
        }

        @Test
        void rapidOpFire_theBooksExample_theCrewAloneSupportsAnotherSquadsOpFire_andStaysInOpFireMode() {
            // 002 · MACHINE GUN CREW, Rapid Op Fire, the example: "This attack is a combined attack with a squad of four
            // regular infantry figures in Op Fire mode. Again, she uses only the machine gun crew to support the Op Fire
            // attack, and the squad remains in Op Fire mode after the attack."
            Game g = game(board(ROW), 3, Dice.loaded(1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1), squad("mg", "US", "A1",
                    "us-mg", "us-regular", "us-regular").withActivation(Activation.OP_FIRE), usSquad("rifles", "A1").withActivation(Activation.OP_FIRE),
                    gerSquad("ger", "D1"), gerSquad("ger2", "J1"));
            play(g, "act advance ger", "step C1");
            List<String> offered = g.pending().options().stream().map(Choice::text).toList();
            assertThat(offered).as("listed, so a page offering only listed choices offers it (R-CMB-2a)")
                    .contains("opfire rifles target ger normal support mg", "opfire rifles target ger normal support mg figures mg:machine-gun-crew",
                            "opfire mg target ger normal support rifles figures mg:machine-gun-crew");
            Game whole = g.copy();
            int crewOnlyDice = events(play(g, "opfire rifles target ger normal support mg figures mg:machine-gun-crew"), Event.DiceRolled.class).get(0).dice().size();
            int wholeDice = events(play(whole, "opfire rifles target ger normal support mg"), Event.DiceRolled.class).get(0).dice().size();
            assertThat(crewOnlyDice).as("the riflemen of the crew's squad held back").isLessThan(wholeDice);
            assertThat(unit(g, "mg").activation()).as("the squad remains in Op Fire mode").isEqualTo(Activation.OP_FIRE);
            assertThat(unit(g, "rifles").activation()).as("the lead fired with all its figures").isEqualTo(Activation.FATIGUED);
            assertThat(unit(whole, "mg").activation()).as("other figure types took part: fatigued").isEqualTo(Activation.FATIGUED);
        }

        @Test
        void aHeavyVehicleOnlyLightlyDamagedLosesAMovementPointAndGoesOn_sturdy() {
            // 4 regulars op fire at a Panzer IV adjacent: 4 dice 6,6,1,1 → 2; 4 armor dice all 1 → 2 hits: lightly damaged
            Game g = game(board(ROW), 3, Dice.loaded(6, 6, 1, 1, 1, 1, 1, 1), usSquad("us", "A1").withActivation(Activation.OP_FIRE),
                    vehicle("pz", "GER", "C1", "panzer-iv"), gerSquad("g2", "J1"));
            play(g, "act advance pz", "step B1");
            int before = g.state().activity().mpLeft();
            play(g, "opfire us target pz normal");
            assertThat(unit(g, "pz").damage()).isEqualTo(Damage.LIGHT);
            assertThat(g.state().activity()).isNotNull();
            assertThat(g.state().activity().mpLeft()).isEqualTo(before - 3);
        }

        @Test
        void theOpFireUnitMayDecline_andThenTheMoverContinues() {
            Game g = game(board(ROW), 3, new Dice(1), usSquad("us", "A1").withActivation(Activation.OP_FIRE),
                    gerSquad("ger", "G1"), gerSquad("g2", "J1"));
            play(g, "act advance ger", "step F1", "no-opfire");
            assertThat(g.pending().kind()).isEqualTo(Decision.Kind.MOVE);
            play(g, "step E1");
            assertThat(g.pending().kind()).isEqualTo(Decision.Kind.OP_FIRE); // offered again in the next hex
        }
    }

    @Nested
    @DisplayName("000 · FORTIFICATIONS, OBSTACLES, STACKING in play")
    class Obstacles {
        @Test
        void aMinefieldStopsTheUnit_rollsFourDiceFor4PlusHits_andFatiguesIt() {
            Board b = board(ROW);
            b.placeMarker(hex("C1"), TestBoards.CATALOGS.terrain().marker("minefield").orElseThrow());
            Game g = game(b, 3, Dice.loaded(4, 2, 6, 1), usSquad("us", "A1"), gerSquad("g", "J1"));
            List<Event> ev = play(g, "act advance us", "step B1", "step C1");
            assertThat(events(ev, Event.DiceRolled.class)).singleElement().satisfies(d -> assertThat(d.purpose()).startsWith("minefield attack"));
            assertThat(events(ev, Event.HitsScored.class)).extracting(Event.HitsScored::unit, Event.HitsScored::hits)
                    .containsExactly(org.assertj.core.groups.Tuple.tuple("us", 2));
            play(g, "casualties us 0 1");
            assertThat(unit(g, "us").figures()).hasSize(2);
            assertThat(unit(g, "us").activation()).isEqualTo(Activation.FATIGUED);
            assertThat(unit(g, "us").hex()).isEqualTo(hex("C1"));
        }

        @Test
        void aUnitMayNotEnterAFullFriendlyHexWhereAMinefieldWouldStopIt() {
            // found by the random games (card-battle, Lay Mines): a minefield in a full hex. The minefield ends the movement
            // there, and "a unit may not stop in an already full hex" (000 · STACKING LIMITS; docs/rulings.md R-GAME-17):
            // the step is refused, where it used to be taken and the unit moved back for free
            Board b = board(ROW);
            b.placeMarker(hex("C1"), TestBoards.CATALOGS.terrain().marker("minefield").orElseThrow());
            Game g = game(b, 3, Dice.loaded(4, 2, 6, 1), usSquad("us", "A1"), usSquad("f1", "C1"), usSquad("f2", "C1"),
                    usSquad("f3", "C1"), gerSquad("g", "J1"));
            play(g, "act advance us", "step B1");
            assertThat(g.pending().options()).extracting(Choice::text).doesNotContain("step C1");
            assertThatThrownBy(() -> g.apply(Choice.parse("step C1"))).hasMessageContaining("000 · STACKING LIMITS");
            assertThat(unit(g, "us").hex()).isEqualTo(hex("B1"));
        }

        @Test
        void razorWireEndsMovement_butAFireAndMovementUnitMayStillFire() {
            Board b = board(ROW);
            b.placeMarker(hex("B1"), TestBoards.CATALOGS.terrain().marker("razor-wire").orElseThrow());
            // a half-track (a light vehicle) is stopped by the wire; a squad would also have its firepower halved twice
            Game g = game(b, 3, Dice.loaded(1), vehicle("ht", "US", "A1", "m3a1"), gerSquad("g", "D1"));
            play(g, "act fire-and-movement ht", "step B1");
            assertThat(g.pending().options()).noneMatch(c -> c instanceof Choice.Step);
            assertThat(g.pending().options()).anyMatch(c -> c instanceof Choice.Fire);
        }

        @Test
        void aUnitMayPassThroughAFullFriendlyHexButNotStopThere() {
            Game g = game(board(ROW), 3, new Dice(1), usSquad("us", "A1"), usSquad("f1", "B1"), usSquad("f2", "B1"),
                    usSquad("f3", "B1"), gerSquad("g", "J1"));
            play(g, "act advance us", "step B1");
            assertThatThrownBy(() -> g.apply(Choice.parse("stop"))).hasMessageContaining("000 · STACKING LIMITS"); // R-GAME-17
            play(g, "step C1", "stop");
            assertThat(unit(g, "us").hex()).isEqualTo(hex("C1"));
        }
    }

    @Nested
    @DisplayName("000 · THE COMMAND PHASE and THE STATUS PHASE")
    class Phases {
        static Board objectives() {
            Board b = board(ROW, ROW);
            b.addObjective(new toi.engine.map.Objective(hex("B1"), toi.engine.map.Objective.Kind.COMMAND, "US", 2, ""));
            b.addObjective(new toi.engine.map.Objective(hex("C1"), toi.engine.map.Objective.Kind.COMMAND, "GER", 3, ""));
            b.addObjective(new toi.engine.map.Objective(hex("D1"), toi.engine.map.Objective.Kind.COMMAND, null, 1, ""));
            b.addObjective(new toi.engine.map.Objective(hex("E1"), toi.engine.map.Objective.Kind.VICTORY, null, 2, ""));
            return b;
        }

        @Test
        void controlCommandFromFriendlyAndNeutralObjectives_victoryPoints_andTheInitiativeBid() {
            // The US holds its own 2, the German 3 and the neutral 1: it receives 2 + 1 = 3, not the German 3.
            Game g = game(objectives(), 1, new Dice(1), usSquad("a", "B1"), usSquad("b", "C1"), usSquad("c", "D1"),
                    usSquad("d", "E1"), gerSquad("g", "J1"));
            play(g, "pass", "pass");
            assertThat(g.state().phase()).isEqualTo(Phase.COMMAND);
            assertThat(g.state().command("US")).isEqualTo(3);
            assertThat(g.state().victoryPoints("US")).isEqualTo(2);
            assertThat(g.pending().nation()).isEqualTo("US"); // in order of initiative
            assertThatThrownBy(() -> g.apply(Choice.parse("bid 4"))).hasMessageContaining("0 to 3");
            play(g, "bid 1"); // GER has no command: its bid of 0 is the rules' answer (R-FLOW-1)
            assertThat(g.state().initiative()).isEqualTo("US");
            assertThat(g.state().command("US")).isEqualTo(2);
            assertThat(g.state().initiativePool("US")).isEqualTo(1);
        }

        @Test
        void objectiveControlIsDeterminedInTheCommandPhaseAndToldOnlyWhenItChangesHands() {
            // 000 · Determine Control over Objectives: the squad that moved onto B1 takes it at the Command Phase
            Game g = game(objectives(), 2, new Dice(1), usSquad("a", "A1"), gerSquad("g", "J1"));
            play(g, "act advance a", "step B1", "stop");
            assertThat(g.state().control()).doesNotContainKey(hex("B1")); // not before the Command Phase
            List<Event> ev = answerDefaultsUntil(g, d -> g.state().phase() == Phase.COMMAND);
            assertThat(events(ev, Event.ObjectiveControlChanged.class)).containsExactly(new Event.ObjectiveControlChanged(hex("B1"), "US"));
            List<Event> next = answerDefaultsUntil(g, d -> g.state().round() == 2 && g.state().phase() == Phase.COMMAND);
            assertThat(events(next, Event.ObjectiveControlChanged.class)).as("it stays US: nothing to tell").isEmpty();
            assertThat(g.state().control()).containsEntry(hex("B1"), "US");
        }

        @Test
        void aTiedInitiativePoolGoesToThePlayerWithoutInitiative() {
            Game g = game(board(ROW), 1, new Dice(1), usSquad("a", "A1"), gerSquad("g", "J1"));
            play(g, "pass", "pass"); // no command on either side: both bids are 0, answered by the rules (R-FLOW-1)
            assertThat(g.state().initiative()).isEqualTo("GER");
        }

        @Test
        void statusPhase_tokensRemoved_pinnedCleared_disruptedToPinned_orClearedWithAnOfficer_thenOpFireMode() {
            Board b = board(ROW);
            b.placeMarker(hex("F1"), TestBoards.CATALOGS.terrain().marker("smoke").orElseThrow());
            Game g = game(b, 1, new Dice(1), usSquad("tired", "A1").withActivation(Activation.FATIGUED),
                    usSquad("pinned", "B1").withCondition(Condition.PINNED), usSquad("dis", "C1").withCondition(Condition.DISRUPTED),
                    usSquad("dis2", "D1").withCondition(Condition.DISRUPTED), squad("off", "US", "D1", "us-officer"),
                    gerSquad("g", "J1"));
            play(g, "pass", "pass"); // the bids of 0 are the rules' (R-FLOW-1)
            assertThat(g.state().phase()).isEqualTo(Phase.STATUS);
            assertThat(unit(g, "tired").activation()).isEqualTo(Activation.FRESH);
            assertThat(unit(g, "pinned").condition()).isEqualTo(Condition.NONE);
            assertThat(unit(g, "dis").condition()).isEqualTo(Condition.PINNED);
            assertThat(unit(g, "dis2").condition()).isEqualTo(Condition.NONE); // Fast Recovery
            assertThat(g.state().board().hasMarker(hex("F1"), "smoke")).isFalse();
            assertThat(g.pending().nation()).isEqualTo("GER"); // GER won the tied bid: it has the initiative now
            assertThatThrownBy(() -> g.apply(Choice.parse("opfire-mode tired"))).hasMessageContaining("not one of GER's units");
            play(g, "opfire-mode g");
            assertThatThrownBy(() -> g.apply(Choice.parse("opfire-mode dis"))).hasMessageContaining("never be placed in Op Fire mode");
            // GER has no two squads in one hex: its transfers are answered by the rules (R-FLOW-1); the US has dis2 and off
            play(g, "opfire-mode tired", "end-transfers");
            assertThat(g.state().round()).isEqualTo(2);
            assertThat(g.state().phase()).isEqualTo(Phase.ACTION);
            assertThat(unit(g, "g").activation()).isEqualTo(Activation.OP_FIRE);
            // GER has the initiative, but its only unit is in Op Fire mode: its Action Phase is over at once
            assertThat(g.pending().nation()).isEqualTo("US");
        }

        @Test
        void afterTheLastRoundTheHigherVictoryPointsWin_aTieGoesToTheInitiativeHolder() {
            Game g = game(objectives(), 1, new Dice(1), usSquad("d", "E1"), gerSquad("g", "J1"));
            List<Event> ev = answerDefaultsUntil(g, d -> g.over());
            // round 2 is the last: after its Command Phase the game ends, no Status Phase step asked (R-FLOW-2)
            assertThat(events(ev, Event.PhaseBegan.class)).extracting(p -> p.phase() + " " + p.round())
                    .containsExactly("Command Phase 1", "Status Phase 1", "Action Phase 2", "Command Phase 2", "Status Phase 2");
            assertThat(events(ev, Event.RuleApplied.class)).extracting(Event.RuleApplied::what).anyMatch(w -> w.startsWith("The last round"));
            assertThat(g.over()).isTrue();
            assertThat(g.state().winner()).isEqualTo("US");
            assertThat(g.state().endReason()).contains("US 4 VP");
            Game tie = game(board(ROW), 1, new Dice(1), usSquad("a", "A1"), gerSquad("g", "J1"));
            play(tie, "pass", "pass", "opfire-mode", "opfire-mode", "pass", "pass");
            assertThat(tie.state().winner()).isEqualTo(tie.state().initiative());
            assertThatThrownBy(() -> tie.apply(new Choice.Pass())).hasMessageContaining("game is over");
        }
    }

    @Test
    void copiesAreEqualAndIndependent() {
        Game g = game(board(ROW), 2, new Dice(5), usSquad("u1", "A1"), gerSquad("g1", "J1"));
        Game c = g.copy();
        assertThat(c.state().hash()).isEqualTo(g.state().hash());
        c.apply(Choice.parse("act advance u1"));
        assertThat(c.state().hash()).isNotEqualTo(g.state().hash());
        assertThat(g.state().activity()).isNull();
    }

    @Test
    void choicesReadBackFromTheirText() {
        for (String text : List.of("act advance u1", "act concentrated-fire u1 target g1 suppressive support u2,u3", "pass", "step C4",
                "stop", "fire target g1 normal", "opfire mg target g1 normal", "no-opfire", "casualties g1 0 2", "bid 3",
                "opfire-mode a b", "opfire-mode")) {
            assertThat(Choice.parse(text).text()).isEqualTo(text);
        }
        assertThatThrownBy(() -> Choice.parse("dance")).hasMessageContaining("unknown choice");
    }
}
