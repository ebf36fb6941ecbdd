package toi.content;

import toi.engine.event.Event;
import static toi.content.TestBoards.events;
import static org.assertj.core.api.Assertions.assertThat;
import static toi.content.TestBoards.play;
import static toi.content.TestBoards.unit;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static toi.content.TestBoards.board;
import static toi.content.TestBoards.withMarker;
import static toi.content.TestBoards.gerSquad;
import static toi.content.TestBoards.hex;
import static toi.content.TestBoards.spec;
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
import toi.engine.map.Board;
import toi.engine.units.Activation;
import toi.engine.units.Condition;
import toi.engine.units.Damage;
import toi.engine.units.Position;
import toi.engine.units.Unit;

/** Scripted games for assaults, transports, fortifications, special actions, overrun, concealment and transfers. */
class GameRulesInPlayTest {

    static final String ROW = ". . . . . . . . . .";

    static Game game(Board b, Dice dice, Unit... units) {
        return new Game(new GameSetup("test", new Position(b, List.of(units)), List.of("US", "GER"), "US", 2,
                Map.of("US", 3, "GER", 3), Map.of("US", 0, "GER", 0), true, TestBoards.CATALOGS.units()), dice);
    }




    @Nested
    @DisplayName("000 · Assault in play")
    class Assault {
        @Test
        void assaultAction_moveWithOneLessPoint_assault_defenderCasualties_retreat_advance_fatigue() {
            // B2's neighbours: B1, C2, C3, B3, A3, A2. The US squad moves A3 → A2, then assaults B2.
            Board b = board(". . . .", ". . . .", ". . . .", ". . . .");
            // attack 4 dice: 6,6,6,1 → 3 hits (no cover); defender g (2 regulars) 2 dice: 1,1 → 0
            Game g = game(b, Dice.loaded(6, 6, 6, 1, 1, 1), usSquad("us", "A3"), squad("g", "GER", "B2", "ger-regular", "ger-regular"),
                    gerSquad("g2", "D4"));
            play(g, "act assault us");
            assertThat(g.state().activity().mpLeft()).isEqualTo(9); // 4 − 1
            play(g, "step A2", "assault B2");
            // 3 hits on 2 figures: the squad is eliminated (nothing to choose); the attacker is asked whether to advance
            Decision d = g.pending();
            assertThat(d.kind()).isEqualTo(Decision.Kind.ADVANCE);
            assertThat(d.nation()).isEqualTo("US");
            play(g, "advance us");
            assertThat(unit(g, "g")).isNull();
            assertThat(unit(g, "us").hex()).isEqualTo(hex("B2"));
            assertThat(unit(g, "us").activation()).isEqualTo(Activation.FATIGUED);
            assertThat(g.state().activity()).isNull();
        }

        @Test
        void theDefenderChoosesCasualtiesAndTheRetreatHex() {
            Board b = board(". . . .", ". . . .", ". . . .", ". . . .");
            // attack 4 dice 6,6,1,1 → 2 hits; defender (4 regulars) 4 dice 1,1,1,1 → 0
            Game g = game(b, Dice.loaded(6, 6, 1, 1, 1, 1, 1, 1), usSquad("us", "A2"), gerSquad("g", "B2"), gerSquad("g2", "D4"));
            play(g, "act assault us", "assault B2");
            Decision losses = g.pending();
            assertThat(losses.kind()).isEqualTo(Decision.Kind.ASSAULT_CASUALTIES);
            assertThat(losses.nation()).isEqualTo("GER");
            assertThat(losses.options()).hasSize(6); // C(4,2)
            assertThatThrownBy(() -> g.apply(Choice.parse("losses g:0"))).hasMessageContaining("exactly 2");
            play(g, "losses g:0 g:1");
            Decision retreat = g.pending();
            assertThat(retreat.kind()).isEqualTo(Decision.Kind.RETREAT);
            assertThat(retreat.options()).extracting(Choice::text).doesNotContain("retreat A2").contains("retreat C2");
            play(g, "retreat C2", "advance");
            assertThat(unit(g, "g").hex()).isEqualTo(hex("C2"));
            assertThat(unit(g, "g").figures()).hasSize(2);
            assertThat(unit(g, "us").hex()).isEqualTo(hex("A2"));
        }

        @Test
        void aSquadThatEnteredRazorWireMayNotAssault() {
            Board b = withMarker(board(". . . .", ". . . .", ". . . ."), "A2", "razor-wire");
            Game g = game(b, new Dice(1), usSquad("us", "A3"), gerSquad("g", "B2"), gerSquad("g2", "D3"));
            play(g, "act assault us", "step A2");
            assertThatThrownBy(() -> g.apply(Choice.parse("assault B2"))).hasMessageContaining("may not assault this activation");
        }
    }

    @Nested
    @DisplayName("000 · Transporting Squads in Vehicles in play")
    class Transports {
        @Test
        void embarkCostsTwoAndFatigues_theVehicleCarriesTheSquad_exitCostsTwoAndDrawsOpFire() {
            Game g = game(board(ROW), Dice.loaded(1, 1, 1, 1), usSquad("us", "A1"), vehicle("ht", "US", "A1", "m3a1"),
                    gerSquad("g", "J1").withActivation(Activation.OP_FIRE), gerSquad("g2", "J2"));
            play(g, "act advance us", "embark ht");
            assertThat(unit(g, "us").carriedBy()).isEqualTo("ht");
            assertThat(unit(g, "us").activation()).isEqualTo(Activation.FATIGUED);
            play(g, "act advance ht", "step B1", "step C1", "stop");
            assertThat(unit(g, "us").hex()).isEqualTo(hex("C1"));
            Game exit = game(board(ROW), Dice.loaded(1, 1, 1, 1), usSquad("us", "F1").withCarriedBy("ht"),
                    vehicle("ht", "US", "F1", "m3a1"), gerSquad("g", "J1").withActivation(Activation.OP_FIRE), gerSquad("g2", "J2"));
            play(exit, "act advance us");
            assertThatThrownBy(() -> exit.apply(Choice.parse("step G1"))).hasMessageContaining("must disembark first");
            play(exit, "disembark");
            assertThat(exit.state().activity().mpLeft()).isEqualTo(6);
            assertThat(exit.pending().kind()).isEqualTo(Decision.Kind.OP_FIRE); // "as if the squad just moved into the hex"
        }

        @Test
        void squadsInsideAVehicleCannotFire() {
            Game g = game(board(ROW), new Dice(1), usSquad("us", "A1").withCarriedBy("ht"), vehicle("ht", "US", "A1", "m3a1"),
                    gerSquad("g", "C1"));
            assertThatThrownBy(() -> g.apply(Choice.parse("act concentrated-fire us target g normal")))
                    .hasMessageContaining("cannot fire");
        }
    }

    @Nested
    @DisplayName("000 · FORTIFICATIONS and special actions in play")
    class Fortifications {
        @Test
        void enteringAnEntrenchmentCostsOne_leavingCostsOneOnTheFirstStep() {
            Game g = game(withMarker(board(ROW), "B1", "entrenchment"), new Dice(1), usSquad("us", "A1"), gerSquad("g", "J1"));
            play(g, "act advance us", "step B1", "enter entrenchment");
            assertThat(g.state().activity().mpLeft()).isEqualTo(6); // 12 − 3 − 3
            play(g, "stop");
            assertThat(unit(g, "us").fortification()).isEqualTo("entrenchment");
        }

        @Test
        void aTankRemovesRazorWireForTwoMovementPoints() {
            Game g = game(withMarker(board(ROW), "B1", "razor-wire"), new Dice(1), vehicle("t", "US", "A1", "sherman"),
                    usSquad("u", "A1"), gerSquad("g", "J1"));
            play(g, "act advance t", "step B1", "remove-wire");
            assertThat(g.state().board().hasMarker(hex("B1"), "razor-wire")).isFalse();
            assertThat(g.state().activity().mpLeft()).isEqualTo(21 - 3 - 6);
            play(g, "stop", "act advance u");
            assertThatThrownBy(() -> g.apply(Choice.parse("remove-wire"))).hasMessageContaining("only a tank or an engineer");
        }

        @Test
        void engineersDigEntrenchments_andMayEnterAtOnce() {
            Game g = game(board(ROW), new Dice(1), usSquad("e", "A1").withSpecialization(spec("engineer"), 0),
                    usSquad("e2", "B1").withSpecialization(spec("engineer"), 0), usSquad("plain", "C1"), gerSquad("g", "J1"));
            play(g, "act dig-entrenchment e", "act dig-and-enter e2");
            assertThat(g.state().board().hasMarker(hex("A1"), "entrenchment")).isTrue();
            assertThat(unit(g, "e").fortification()).isNull();
            assertThat(unit(g, "e2").fortification()).isEqualTo("entrenchment");
            assertThat(unit(g, "e").activation()).isEqualTo(Activation.FATIGUED);
            assertThatThrownBy(() -> g.apply(Choice.parse("act dig-entrenchment plain"))).hasMessageContaining("not an engineer");
        }

        @Test
        void medicsHealOnFourOrMore_addingARegularInfantryFigure() {
            Game g = game(board(ROW), Dice.loaded(5, 2), usSquad("m", "A1").withSpecialization(spec("medic"), 0),
                    squad("w", "US", "A1", "us-elite"), usSquad("m2", "B1").withSpecialization(spec("medic"), 0),
                    squad("w2", "US", "B1", "us-mortar"), gerSquad("g", "J1"));
            List<Event> ev = play(g, "act heal m squad w");
            assertThat(events(ev, Event.DiceRolled.class)).flatExtracting(Event.DiceRolled::dice).extracting(d -> d.value()).containsExactly(5);
            assertThat(ev).contains(new Event.FigureAdded("w", "us-regular", null, "000 · Medic: Heal"));
            assertThat(unit(g, "w").figures()).extracting(t -> t.id()).containsExactly("us-elite", "us-regular");
            play(g, "act heal m2 squad w2");
            assertThat(unit(g, "w2").figures()).hasSize(1); // rolled 2: no effect
            assertThat(unit(g, "m2").activation()).isEqualTo(Activation.FATIGUED);
        }
    }

    @Nested
    @DisplayName("000 · Overrun in play")
    class Overrun {
        @Test
        void aTankOverrunsASquad_payingExtra_andPinsItOnLeaving_butNeverStopsInTheEnemyHex() {
            Game g = game(board(ROW), new Dice(1), vehicle("t", "US", "A1", "sherman"), gerSquad("g", "B1"),
                    gerSquad("dug", "B1").withFortification("entrenchment"), gerSquad("g2", "J1"));
            // the entrenchment marker is needed for a squad to be in one
            Board b = withMarker(board(ROW), "B1", "entrenchment");
            g = game(b, new Dice(1), vehicle("t", "US", "A1", "sherman"), gerSquad("g", "B1"),
                    gerSquad("dug", "B1").withFortification("entrenchment"), gerSquad("g2", "J1"));
            Game game = g;
            play(game, "act advance t", "step B1");
            assertThat(game.state().activity().mpLeft()).isEqualTo(21 - 9); // clear 1 + 2 enemy units
            assertThatThrownBy(() -> game.apply(Choice.parse("stop"))).hasMessageContaining("may not end its movement");
            play(game, "step C1");
            assertThat(unit(game, "g").condition()).isEqualTo(Condition.PINNED);
            assertThat(unit(game, "dug").condition()).isEqualTo(Condition.NONE); // in an entrenchment: unaffected
        }

        @Test
        void aTankHeavilyDamagedByOpFireInsideAnEnemyHexRetreatsToItsLastEnemyFreeHex() {
            // the squad in B1 op fires at the tank in its own hex: close range, 4 dice all 6 → 4; armor 4 dice: 1,1,1,6 → 1 → 3 hits
            Game g = game(board(ROW), Dice.loaded(6, 6, 6, 6, 1, 1, 1, 6), vehicle("t", "US", "A1", "sherman"),
                    gerSquad("g", "B1").withActivation(Activation.OP_FIRE), gerSquad("g2", "J1"));
            play(g, "act advance t", "step B1", "opfire g target t normal");
            assertThat(unit(g, "t").damage()).isEqualTo(Damage.HEAVY);
            assertThat(unit(g, "t").hex()).isEqualTo(hex("A1"));
            assertThat(unit(g, "t").activation()).isEqualTo(Activation.FATIGUED);
            assertThat(unit(g, "g").condition()).isEqualTo(Condition.NONE); // no pinning when the overrun fails
        }
    }

    @Nested
    @DisplayName("000 · CONCEALED SQUADS in play")
    class Concealed {
        @Test
        void aConcealedSquadInTheOpenIsRevealedWhenAnEnemySeesIt_inCoverItStaysHidden() {
            Game g = game(board(". . . . w . . . . ."), new Dice(1), usSquad("us", "A1"), gerSquad("open", "C1").withConcealed(true),
                    gerSquad("woods", "E1").withConcealed(true), gerSquad("g3", "J1"));
            play(g, "act fatigue us");
            assertThat(unit(g, "open").concealed()).isFalse();
            assertThat(unit(g, "woods").concealed()).isTrue();
        }

        @Test
        void aConcealedSquadsMoveIsPromptedUnderItsMarkerToTheOtherSeat_byNameToItsOwn() {
            // docs/rulings.md R-VIEW-2: which squad a concealed marker stands for stays secret, in the prompt too
            Game g = game(board(". . . . w w w . . ."), new Dice(1), usSquad("us", "A1"),
                    gerSquad("g-hidden", "F1").withConcealed(true), gerSquad("g3", "J1"));
            play(g, "act fatigue us", "act advance g-hidden");
            assertThat(g.pending().prompt()).contains("g-hidden");
            toi.engine.game.SeatView.DecisionView theirs = g.viewFor(toi.engine.game.protocol.Seat.of("US")).decision();
            toi.engine.game.SeatView.DecisionView mine = g.viewFor(toi.engine.game.protocol.Seat.of("GER")).decision();
            assertThat(theirs.prompt()).doesNotContain("g-hidden").contains("concealed-");
            assertThat(mine.prompt()).contains("g-hidden");
        }

        @Test
        void aSearchCopyDealsTheConcealedSquadsAnewUnderTheirMarkers_whateverTheTruthIs() {
            Unit big = gerSquad("g-big", "E1").withConcealed(true);
            Unit small = gerSquad("g-small", "G1").withConcealed(true);
            small = small.withFigures(small.figures().subList(0, 2));
            Game truth = game(board(". . . . w . w . . ."), new Dice(1), usSquad("us", "A1"), big, small);
            Game swapped = game(board(". . . . w . w . . ."), new Dice(1), usSquad("us", "A1"), big.withHex(small.hex()),
                    small.withHex(big.hex()));
            toi.engine.game.protocol.Seat us = truth.pending().seat();
            java.util.Set<String> underE1 = new java.util.TreeSet<>();
            for (long seed = 1; seed <= 20; seed++) {
                Game a = truth.copyFor(us, seed);
                Game b = swapped.copyFor(us, seed);
                assertThat(a.state().hash()).as("the copy depends on what US knows and the seed only").isEqualTo(b.state().hash());
                Unit inE1 = a.state().units().values().stream().filter(u -> u.hex().equals(hex("E1"))).findFirst().orElseThrow();
                assertThat(inE1.concealed()).isTrue();
                underE1.add(inE1.id());
                assertThat(a.state().units().get("us")).isEqualTo(unit(truth, "us"));
            }
            assertThat(underE1).as("either squad may be under the marker in E1").containsExactly("g-big", "g-small");
        }

        @Test
        void firingRevealsAConcealedSquad() {
            Game g = game(board(". . . . w . . . . ."), new Dice(1), gerSquad("g", "J1"), usSquad("hid", "E1").withConcealed(true),
                    usSquad("u2", "A1"));
            play(g, "act concentrated-fire hid target g normal");
            assertThat(unit(g, "hid").concealed()).isFalse();
        }

        @Test
        void aConcealedSquadAdjacentToAnEnemyAtTheEndOfTheStatusPhaseIsRevealed() {
            Game g = game(board(". w w . . . . . . ."), new Dice(1), usSquad("us", "A1"), gerSquad("hid", "B1").withConcealed(true));
            play(g, "act fatigue us", "act fatigue hid", "opfire-mode"); // the bids of 0 are the rules' (R-FLOW-1)
            assertThat(unit(g, "hid").concealed()).isTrue();
            play(g, "opfire-mode"); // no transfers to make (R-FLOW-1): the Status Phase ends
            assertThat(unit(g, "hid").concealed()).isFalse();
        }
    }

    @Nested
    @DisplayName("000 · Squad Transfers")
    class Transfers {
        @Test
        void figuresMoveBetweenSquadsInTheSameHex_withTheRulesRestrictions() {
            Board b = withMarker(board(ROW), "C1", "entrenchment");
            Game g = game(b, new Dice(1), squad("a", "US", "A1", "us-regular", "us-regular"), squad("b", "US", "A1", "us-mg"),
                    usSquad("spec", "A1").withSpecialization(spec("medic"), 0), squad("c", "US", "C1", "us-regular").withFortification("entrenchment"),
                    squad("d", "US", "C1", "us-regular"), gerSquad("g", "J1"));
            play(g, "pass", "pass", "opfire-mode", "opfire-mode");
            // the tied bid gave GER the initiative: GER transfers first, with nothing to transfer (answered by the rules, R-FLOW-1)
            assertThat(g.pending().kind()).isEqualTo(Decision.Kind.TRANSFER);
            assertThat(g.pending().nation()).isEqualTo("US");
            play(g, "transfer a 0 b");
            assertThat(unit(g, "b").figures()).hasSize(2);
            assertThatThrownBy(() -> g.apply(Choice.parse("transfer a 0 spec"))).hasMessageContaining("specialization");
            assertThatThrownBy(() -> g.apply(Choice.parse("transfer d 0 c"))).hasMessageContaining("entrenchment");
            play(g, "transfer a 0 b");
            assertThat(unit(g, "a")).isNull(); // an empty base is removed
            // b may give nothing to the medic squad, d nothing to the entrenched c; the US is still asked, since its squads
            // share hexes and what a squad holds may be secret (R-FLOW-1)
            assertThat(g.pending().options()).extracting(Choice::text).containsExactly("end-transfers");
        }

        @Test
        void noTransferBringsBackAnArrangementTheHexHadThisStep_soTheStepEnds() {
            // R-GAME-15 · "no limit to the number of figures", but a figure sent back would undo the step and could go on forever
            Game g = game(board(ROW), new Dice(1), squad("a", "US", "A1", "us-regular", "us-regular"), squad("b", "US", "A1", "us-mg"),
                    gerSquad("g", "J1"));
            play(g, "pass", "pass", "opfire-mode", "opfire-mode"); // GER's bid, the US's and GER's transfers: the rules'
            play(g, "transfer a 0 b"); // a: regular; b: mg, regular
            assertThat(g.pending().options()).extracting(Choice::text).doesNotContain("transfer b 1 a").contains("transfer b 0 a", "end-transfers");
            long before = g.state().hash();
            assertThatThrownBy(() -> g.apply(Choice.parse("transfer b 1 a"))).hasMessageContaining("R-GAME-15").hasMessageContaining("A1");
            assertThat(g.state().hash()).as("refused, nothing changed").isEqualTo(before);
            play(g, "transfer b 0 a"); // a: regular, mg; b: regular — new, so allowed: every arrangement stays reachable
            assertThat(unit(g, "a").figures()).hasSize(2);
            assertThat(unit(g, "b").figures()).hasSize(1);
            // a player who always takes the last offered transfer still comes to the end of the step
            for (int i = 0; g.pending().kind() == Decision.Kind.TRANSFER; i++) {
                List<Choice> o = g.pending().options();
                g.apply(o.get(o.size() - 1));
                assertThat(i).as("the step ends").isLessThan(50);
            }
        }
    }

    @Nested
    @DisplayName("002 · Mounted Units: Riding")
    class Mounted {
        @Test
        void twoMoreMovementPointsForAdvance_spentOnlyAcrossClearTerrainOrRoads() {
            Unit horse = usSquad("h", "A1").withSpecialization(spec("mounted"), 0);
            Game g = game(board(". w w w . ."), new Dice(1), horse, gerSquad("g", "F1"));
            play(g, "act advance h");
            assertThat(g.state().activity().mpLeft()).isEqualTo(18); // 4 + 2
            play(g, "step B1", "step C1");
            assertThat(g.state().activity().mpLeft()).isEqualTo(6); // only the riding points are left
            assertThatThrownBy(() -> g.apply(Choice.parse("step D1"))).hasMessageContaining("Riding");
            Game open = game(board(". w w . . ."), new Dice(1), horse, gerSquad("g", "F1"));
            play(open, "act advance h", "step B1", "step C1", "step D1");
            assertThat(unit(open, "h").hex()).isEqualTo(hex("D1"));
        }

        @Test
        void theHexesAWholeMoveIsOfferedAreThoseRulesMovesFinds_ridingPointsIncluded() {
            // 4 points for the woods B1 and C1, then the 2 riding points across the clear D1 and E1
            Unit horse = usSquad("h", "A1").withSpecialization(spec("mounted"), 0);
            Game g = game(board(". w w . . . ."), new Dice(1), horse, gerSquad("g", "G1"));
            java.util.Set<toi.engine.hex.Hex> offered = g.reachable("h").keySet();
            assertThat(offered).containsExactlyInAnyOrder(hex("B1"), hex("C1"), hex("D1"), hex("E1"));
            assertThat(toi.engine.move.Reachability.of(g.state().position(), horse).reached()).isEqualTo(offered);
            play(g, "act advance h", "move-to E1");
            assertThat(unit(g, "h").hex()).isEqualTo(hex("E1"));
            assertThat(g.state().activity().mpLeft()).isZero();
        }

        @Test
        void mountedSquadsNeverEnterBuildingsOrVehicles_andDismountByFatiguing() {
            Unit horse = usSquad("h", "A1").withSpecialization(spec("mounted"), 0);
            Game g = game(board(". b . ."), new Dice(1), horse, vehicle("ht", "US", "A1", "m3a1"), gerSquad("g", "D1"));
            play(g, "act advance h");
            assertThatThrownBy(() -> g.apply(Choice.parse("step B1"))).hasMessageContaining("may not enter buildings");
            assertThatThrownBy(() -> g.apply(Choice.parse("embark ht"))).hasMessageContaining("may not be transported");
            Game d = game(board(". . . ."), new Dice(1), horse, gerSquad("g", "D1"));
            play(d, "act dismount h");
            assertThat(unit(d, "h").specialization()).isNull();
            assertThat(unit(d, "h").activation()).isEqualTo(Activation.FATIGUED);
        }
    }

    @Test
    @DisplayName("000 · Combined Opportunity Fire (diagram A) in play")
    void combinedOpFireAgainstAMovingTank_longRangeBecauseOfTheSupporter_heavilyDamagedStopsAndIsFatigued() {
        // the lead squad is adjacent to the tank's new hex (close), the supporter two hexes away (long for range 1):
        // 6 dice (4 + half of 4) hitting on 6: 6,6,6,1,1,1 → 3; Panzer IV armor 4: 1,1,1,1 → 0: 3 hits, heavily damaged
        Game g = game(board(ROW), Dice.loaded(6, 6, 6, 1, 1, 1, 1, 1, 1, 1), usSquad("lead", "C1").withActivation(Activation.OP_FIRE),
                usSquad("sup", "B1").withActivation(Activation.OP_FIRE), vehicle("pz", "GER", "E1", "panzer-iv"), gerSquad("g2", "J1"));
        play(g, "act advance pz", "step D1");
        List<Event> ev = play(g, "opfire lead target pz normal support sup");
        assertThat(events(ev, Event.AttackRolled.class)).extracting(Event.AttackRolled::hitOn).containsExactly(6);
        assertThat(unit(g, "pz").damage()).isEqualTo(Damage.HEAVY);
        assertThat(unit(g, "pz").activation()).isEqualTo(Activation.FATIGUED);
        assertThat(unit(g, "lead").activation()).isEqualTo(Activation.FATIGUED);
        assertThat(unit(g, "sup").activation()).isEqualTo(Activation.FATIGUED);
        assertThat(g.state().activity()).isNull();
    }
}
