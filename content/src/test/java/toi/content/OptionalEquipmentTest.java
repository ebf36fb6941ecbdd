package toi.content;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static toi.content.TestBoards.board;
import static toi.content.TestBoards.gerSquad;
import static toi.content.TestBoards.hex;
import static toi.content.TestBoards.position;
import static toi.content.TestBoards.squad;
import static toi.content.TestBoards.vehicle;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import toi.engine.combat.AssaultBreakdown;
import toi.engine.combat.AssaultChoices;
import toi.engine.combat.AssaultRequest;
import toi.engine.combat.AssaultResolution;
import toi.engine.combat.AssaultRules;
import toi.engine.combat.AttackBreakdown;
import toi.engine.combat.AttackRequest;
import toi.engine.combat.AttackRules;
import toi.engine.combat.AttackType;
import toi.engine.combat.CasualtyChooser;
import toi.engine.combat.Dice;
import toi.engine.combat.FireAction;
import toi.engine.combat.Resolution;
import toi.engine.game.Game;
import toi.engine.game.protocol.Choice;
import toi.engine.game.protocol.Decision;
import toi.engine.game.protocol.IllegalChoice;
import toi.engine.options.RuleOptions;
import toi.engine.scenario.GameSetup;
import toi.engine.units.Activation;
import toi.engine.units.Condition;
import toi.engine.units.Position;
import toi.engine.units.Unit;

/**
 * 003 · Vehicles transporting AT guns; Optional Vehicular Transport Rules; Inherent Crews for Equipment Units: tests built
 * from the booklet's text (the Bren carrier example's three steps, the rules that follow it, the inherent crews).
 */
class OptionalEquipmentTest {
    /** The British pieces of the booklet's examples: a Bren carrier, a 6-pounder AT gun and a squad in B1; a German squad far off. */
    final Unit bren = vehicle("bren", "UK", "B1", "bren-carrier");
    final Unit gun = vehicle("gun", "UK", "B1", "qf-6-pounder");
    final Unit sq = ukSquad("sq", "B1");
    final Unit far = gerSquad("far", "H2");

    static RuleOptions on(String... ids) {
        return OptionCatalog.load().select(List.of(ids));
    }

    static Unit ukSquad(String id, String hex) {
        return squad(id, "UK", hex, "uk-regular", "uk-regular", "uk-regular", "uk-regular");
    }

    /** A game with the British to act first. */
    static Game game(RuleOptions options, Dice dice, Unit... units) {
        GameSetup setup = new GameSetup("guns", position(board(". . . . . . . .", ". . . . . . . ."), units), List.of("UK", "GER"),
                "UK", 2, Map.of("UK", 3, "GER", 3), Map.of("UK", 0, "GER", 0), true).withOptions(options);
        return new Game(setup, dice);
    }

    static Unit unit(Game g, String id) {
        return g.state().units().get(id);
    }

    @Nested
    @DisplayName("003 · Vehicles transporting AT guns (the Bren carrier example)")
    class BrenCarrierExample {

        @Test
        void one_loadingTheGunAndTheSquadOntoTheCarrier_bothFatigued_thenTheCarrierAdvances() {
            // "The British player takes an Advance action to load the squad and the AT gun onto the Bren carrier … The squad
            // and AT gun are both then fatigued. Next, the British player takes an Advance action to move the Bren carrier"
            Game g = game(on("equipment-transport"), new Dice(1), bren, gun, sq, far);
            Choice load = Choice.parse("act load-equipment-aboard gun into bren squad sq");
            assertThat(g.legalChoices()).contains(load, Choice.parse("act load-equipment gun into bren squad sq"));
            TestBoards.play(g, "act load-equipment-aboard gun into bren squad sq");
            assertThat(unit(g, "gun").carriedBy()).isEqualTo("bren");
            assertThat(unit(g, "sq").carriedBy()).as("the Bren's Transport (1) holds the squad; the gun takes no place").isEqualTo("bren");
            assertThat(unit(g, "gun").activation()).isEqualTo(Activation.FATIGUED);
            assertThat(unit(g, "sq").activation()).isEqualTo(Activation.FATIGUED);
            TestBoards.play(g, "act advance bren", "step C1", "stop");
            assertThat(unit(g, "gun").hex()).isEqualTo(hex("C1"));
            assertThat(unit(g, "sq").hex()).isEqualTo(hex("C1"));
        }

        @Test
        void two_theSquadExitsSpendingTwoMovementPoints_theGunStaysOnTheVehicle() {
            // "the British player activates the squad to exit the Bren carrier, spending 2 movement points … then pays its 2
            // remaining movement points … The AT gun remains next to the 2 off-board indicator because it is still on the vehicle."
            Game g = game(on("equipment-transport"), new Dice(1), bren, gun.withCarriedBy("bren"), sq.withCarriedBy("bren"), far);
            TestBoards.play(g, "act advance sq", "disembark");
            assertThat(g.state().activity().mpLeft()).isEqualTo(toi.engine.move.MovePoints.of(2));
            TestBoards.play(g, "step B2", "stop");
            assertThat(unit(g, "sq").carriedBy()).isNull();
            assertThat(unit(g, "gun").carriedBy()).isEqualTo("bren");
        }

        @Test
        void three_theGunUnloadedWithAFreshSquadInTheHex_bothFatigued_theCarrierEmpty() {
            // "the Bren carrier [moves] into a hex that contains a fresh British squad … activates the squad and the AT gun with
            // another Advance action to unload the AT gun … removes the 2 transport token … The squad and AT gun are both then fatigued."
            Game g = game(on("equipment-transport"), new Dice(1), bren.withHex(hex("A1")), gun.withHex(hex("A1")).withCarriedBy("bren"),
                    ukSquad("fresh", "B1"), far);
            TestBoards.play(g, "act advance bren", "step B1", "stop");
            assertThat(unit(g, "gun").hex()).isEqualTo(hex("B1"));
            List<toi.engine.event.Event> ev = TestBoards.play(g, "act unload-equipment gun squad fresh");
            assertThat(unit(g, "gun").carriedBy()).isNull();
            assertThat(unit(g, "gun").activation()).isEqualTo(Activation.FATIGUED);
            assertThat(unit(g, "fresh").activation()).isEqualTo(Activation.FATIGUED);
            assertThat(ev).anyMatch(e -> e instanceof toi.engine.event.Event.Embarked em && !em.in() && em.unit().equals("gun"));
        }

        @Test
        void loadingCostsTheSquadsWholeMove_andMayTriggerOpFireAtIt() {
            // "This costs the entire movement allowance of the squad and may trigger OP Fire from enemy units."
            Unit mg = squad("mg", "GER", "E1", "ger-mg", "ger-regular", "ger-regular").withActivation(Activation.OP_FIRE);
            Game g = game(on("equipment-transport"), new Dice(1), bren, gun, sq, mg);
            TestBoards.play(g, "act load-equipment gun into bren squad sq");
            assertThat(g.pending().kind()).isEqualTo(Decision.Kind.OP_FIRE);
            assertThat(g.pending().options()).anyMatch(c -> c.text().contains("mg"));
            assertThat(g.state().activity().unitId()).isEqualTo("sq");
            assertThat(g.state().activity().mpLeft()).isZero();
        }
    }

    @Nested
    @DisplayName("003 · Optional Vehicular Transport Rules")
    class VehicularTransport {

        @Test
        void withoutTheOption_noGunIsLoaded_refusedWithTheRule() {
            Game g = game(RuleOptions.NONE, new Dice(1), bren, gun, sq, far);
            assertThat(g.legalChoices()).noneMatch(c -> c.text().contains("load-equipment"));
            assertThatThrownBy(() -> TestBoards.play(g, "act load-equipment gun into bren squad sq")).isInstanceOf(IllegalChoice.class)
                    .hasMessageContaining("003 · Optional Vehicular Transport Rules").hasMessageContaining("not on");
        }

        @Test
        void theSquadMustBeFresh_andAllThreeInTheSameHex() {
            Game tired = game(on("equipment-transport"), new Dice(1), bren, gun, sq.withActivation(Activation.FATIGUED), far);
            assertThatThrownBy(() -> TestBoards.play(tired, "act load-equipment gun into bren squad sq"))
                    .hasMessageContaining("fresh friendly squad");
            Game apart = game(on("equipment-transport"), new Dice(1), bren.withHex(hex("C1")), gun, sq, far);
            assertThatThrownBy(() -> TestBoards.play(apart, "act load-equipment gun into bren squad sq"))
                    .hasMessageContaining("must begin the action turn in the same hex");
        }

        @Test
        void theGunTakesNoPlace_butOneGunAVehicle() {
            Unit second = vehicle("second", "UK", "B1", "qf-6-pounder");
            Game g = game(on("equipment-transport"), new Dice(1), bren, gun.withCarriedBy("bren"), second, sq, far);
            assertThatThrownBy(() -> TestBoards.play(g, "act load-equipment second into bren squad sq"))
                    .hasMessageContaining("a vehicle cannot transport more than one equipment unit at a time");
            assertThat(g.legalChoices()).contains(Choice.parse("act advance sq"));
            TestBoards.play(g, "act advance sq", "embark bren");
            assertThat(unit(g, "sq").carriedBy()).as("Transport (1) still holds the squad").isEqualTo("bren");
        }

        @Test
        void unitRestrictions_theFlakOnlyBehindAHalfTrack_theBrenOnlyTowsThe6Pounder() {
            Unit flak = vehicle("flak", "GER", "F1", "flak-36");
            Unit crew = gerSquad("crew", "F1");
            Game truck = flakGame(flak, crew, vehicle("truck", "GER", "F1", "opel-blitz"));
            assertThatThrownBy(() -> TestBoards.play(truck, "act load-equipment flak into truck squad crew"))
                    .hasMessageContaining("may only be towed by half-tracks");
            Game g = flakGame(flak, crew, vehicle("ht", "GER", "F1", "sdkfz-251"));
            assertThat(g.legalChoices()).as("the FLAK 36 may not advance, but may enter a half-track")
                    .doesNotContain(Choice.parse("act advance flak")).contains(Choice.parse("act load-equipment flak into ht squad crew"));
            TestBoards.play(g, "act load-equipment flak into ht squad crew");
            assertThat(unit(g, "flak").carriedBy()).isEqualTo("ht");
            // "Bren Carriers may only tow the M1 57mm AT gun and QF 6-pounder AT gun": a gun without the trait carrier-towed
            toi.engine.units.UnitType six = TestBoards.type("qf-6-pounder");
            toi.engine.units.UnitType other = new toi.engine.units.UnitType("other-gun", "Another AT gun", "UK", six.category(), 0,
                    1, 1, six.vsInfantry(), six.vsVehicle(), null, null, 0, 0, java.util.Set.of("equipment"), java.util.Set.of(),
                    Map.of(), "test");
            assertThat(toi.engine.game.rules.EquipmentTransport.towRefusal(Unit.vehicle("o", "UK", hex("B1"), other), bren))
                    .contains("Bren carrier may only tow the M1 57mm AT gun and the QF 6-pounder AT gun");
            assertThat(toi.engine.game.rules.EquipmentTransport.towRefusal(vehicle("f2", "UK", "B1", "flak-36"), bren))
                    .contains("Unit Restrictions");
            assertThat(toi.engine.game.rules.EquipmentTransport.towRefusal(gun, bren)).isNull();
        }

        Game flakGame(Unit... units) {
            List<Unit> all = new java.util.ArrayList<>(List.of(units));
            all.add(ukSquad("uk", "A1"));
            GameSetup setup = new GameSetup("flak", position(board(". . . . . . . .", ". . . . . . . ."), all.toArray(Unit[]::new)),
                    List.of("GER", "UK"), "GER", 2, Map.of("GER", 3, "UK", 3), Map.of("GER", 0, "UK", 0), true)
                    .withOptions(on("equipment-transport", "flak-36"));
            return new Game(setup, 1);
        }

        @Test
        void neverUnloadedBeyondTheStackingLimits() {
            // "An equipment unit can never be … unloaded in such a way that it exceeds the stacking limits for the hex."
            Game g = game(on("equipment-transport"), new Dice(1), bren, gun.withCarriedBy("bren"), sq, ukSquad("s2", "B1"), far);
            assertThat(g.legalChoices()).noneMatch(c -> c.text().startsWith("act unload-equipment"));
            assertThatThrownBy(() -> TestBoards.play(g, "act unload-equipment gun squad sq")).hasMessageContaining("stacking limits");
        }

        @Test
        void aPassengerSquadMayUnloadIt_andExitsWithIt() {
            // "The friendly squad may be, but is not required to be a passenger in the transporting vehicle."
            Game g = game(on("equipment-transport"), new Dice(1), bren, gun.withCarriedBy("bren"), sq.withCarriedBy("bren"), far);
            TestBoards.play(g, "act unload-equipment gun squad sq");
            assertThat(unit(g, "gun").carriedBy()).isNull();
            assertThat(unit(g, "sq").carriedBy()).isNull();
            assertThat(unit(g, "sq").activation()).isEqualTo(Activation.FATIGUED);
        }

        @Test
        void theGunInsideMovesOnlyByBeingUnloaded() {
            Game g = game(on("equipment-transport", "inherent-crews"), new Dice(1), bren, gun.withCarriedBy("bren"), far);
            assertThat(g.legalChoices()).doesNotContain(Choice.parse("act advance gun"), Choice.parse("act prepare-op-fire gun"));
            assertThatThrownBy(() -> TestBoards.play(g, "act advance gun")).hasMessageContaining("only by being unloaded");
        }

        @Test
        void ifTheTransportingVehicleIsDestroyed_theSquadAndTheGunAreToo() {
            Position p = position(board(". . . . . ."), bren, gun.withCarriedBy("bren"), sq.withCarriedBy("bren"),
                    vehicle("pz", "GER", "D1", "panzer-iv")).withOptions(on("equipment-transport"));
            AttackBreakdown b = AttackRules.propose(p, AttackRequest.of("pz", "bren", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE));
            // 10 sixes against the Bren's one armor die (a 1): 10 hits destroy it
            var r = Resolution.resolve(p, b, Dice.loaded(6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 1), CasualtyChooser.weakestFirst());
            assertThat(r.after().units()).extracting(Unit::id).containsExactly("pz");
        }
    }

    @Nested
    @DisplayName("003 · Inherent Crews for Equipment Units")
    class InherentCrews {
        final Unit ger = gerSquad("ger", "D1");

        @Test
        void withoutTheOption_aGunActsOnlyWithASquadInItsHex() {
            Game alone = game(RuleOptions.NONE, new Dice(1), gun, ger);
            assertThat(alone.legalChoices()).noneMatch(c -> c.text().startsWith("act concentrated-fire gun")
                    || c.text().equals("act advance gun") || c.text().equals("act prepare-op-fire gun"));
            assertThatThrownBy(() -> TestBoards.play(alone, "act prepare-op-fire gun")).hasMessageContaining("no friendly squad")
                    .hasMessageContaining("003 · Inherent Crews for Equipment Units");
            Game crewed = game(RuleOptions.NONE, new Dice(1), gun, ukSquad("crew", "B1"), ger);
            assertThat(crewed.legalChoices()).contains(Choice.parse("act advance gun"), Choice.parse("act prepare-op-fire gun"))
                    .anyMatch(c -> c.text().startsWith("act concentrated-fire gun target ger"));
        }

        @Test
        void withIt_theGunTakesConcentratedFireAdvanceAndPrepareOpFire_regardlessOfOtherUnits_butNeverFireAndMovement() {
            // "they may take Concentrated Fire, Advance, and Prepare OP Fire actions just like any other unit, regardless of the
            // presence of other friendly units in the hex. They are still prohibited from taking Fire and Movement or Assault actions."
            Game g = game(on("inherent-crews"), new Dice(1), gun, ger);
            assertThat(g.legalChoices()).contains(Choice.parse("act advance gun"), Choice.parse("act prepare-op-fire gun"))
                    .anyMatch(c -> c.text().startsWith("act concentrated-fire gun target ger"))
                    .doesNotContain(Choice.parse("act fire-and-movement gun"), Choice.parse("act assault gun"));
        }

        @Test
        void suppressiveFireAtAGun_asIfItWereAnInfantrySquad() {
            // "Equipment units may be attacked with suppressive fire as if it were an infantry squad."
            Position basic = position(board(". . . . . ."), gun, ger);
            assertThatThrownBy(() -> AttackRules.propose(basic, AttackRequest.of("ger", "gun", AttackType.SUPPRESSIVE,
                    FireAction.CONCENTRATED_FIRE))).hasMessageContaining("vehicles are not affected by suppressive attacks");
            Position optional = basic.withOptions(on("inherent-crews"));
            AttackBreakdown b = AttackRules.propose(optional, AttackRequest.of("ger", "gun", AttackType.SUPPRESSIVE,
                    FireAction.CONCENTRATED_FIRE));
            assertThat(b.attackDice()).as("4 regulars' firepower against infantry at 2 hexes (against a vehicle: range 1)").isEqualTo(4);
            assertThat(b.defenses().get(0).dice()).as("open ground, no armor").isZero();
            assertThat(b.notes()).anyMatch(n -> n.contains("003 · Inherent Crews for Equipment Units"));
            var r = Resolution.resolve(optional, b, Dice.loaded(6, 1, 1, 1), CasualtyChooser.weakestFirst());
            assertThat(r.targets().get(0).after().condition()).as("one hit: pinned").isEqualTo(Condition.PINNED);
            assertThat(r.targets().get(0).after().damage()).isEqualTo(toi.engine.units.Damage.NONE);
        }

        @Test
        void inAnAssault_theGunAddsOnlyOneFirepower() {
            // "During an assault, equipment units only add 1 firepower to the defense strength of the hex."
            Position basic = position(board(". . . ."), gerSquad("ger", "A1"), gun, ukSquad("crew", "B1"));
            AssaultBreakdown before = AssaultRules.propose(basic, new AssaultRequest("ger", List.of(), hex("B1")));
            AssaultBreakdown after = AssaultRules.propose(basic.withOptions(on("inherent-crews")), new AssaultRequest("ger", List.of(), hex("B1")));
            assertThat(before.defenders()).extracting(s -> s.unit().id() + ":" + s.firepower()).contains("gun:3");
            assertThat(after.defenders()).extracting(s -> s.unit().id() + ":" + s.firepower()).contains("gun:1");
            assertThat(after.defenderStrength()).isEqualTo(before.defenderStrength() - 2);
        }

        @Test
        void aLostAssault_theGunDoesNotRetreat_anAdvancingSquadGivesAFigureAndTakesIt() {
            // "if the defender loses the assault, the equipment unit may not retreat from the hex. Instead, if a squad advancing
            // into the hex removes one figure of any type, the active player may take control of the equipment unit"
            Position p = position(board(". . . ."), gerSquad("ger", "A1"), gun).withOptions(on("inherent-crews"));
            AssaultBreakdown a = AssaultRules.propose(p, new AssaultRequest("ger", List.of(), hex("B1")));
            assertThat(a.attackStrength()).isEqualTo(4);
            // 4 black dice: one success (a 4); no cover in the open; the gun's one die a 1: 1 hit to 0, the assault won
            AssaultResolution.Result r = AssaultResolution.resolve(p, a, Dice.loaded(4, 1, 1, 1, 1, 1, 1, 1), AssaultChoices.defaults());
            assertThat(r.succeeded()).isTrue();
            assertThat(r.retreatHex()).isNull();
            Unit taken = r.after().unit("gun").orElseThrow();
            assertThat(taken.nation()).isEqualTo("GER");
            assertThat(taken.hex()).isEqualTo(hex("B1"));
            assertThat(r.after().unit("ger").orElseThrow().figures()).as("one figure crews the gun").hasSize(3);
            assertThat(r.events()).anyMatch(e -> e instanceof toi.engine.event.Event.RuleApplied ra && ra.what().contains("captured"));
        }

        @Test
        void aLostAssault_withNoSquadAbleToGiveAFigure_theGunIsDestroyed() {
            Position p = position(board(". . . ."), squad("one", "GER", "A1", "ger-elite"), gun).withOptions(on("inherent-crews"));
            AssaultBreakdown a = AssaultRules.propose(p, new AssaultRequest("one", List.of(), hex("B1")));
            AssaultResolution.Result r = AssaultResolution.resolve(p, a, Dice.loaded(4, 1, 1, 1, 1, 1, 1, 1), AssaultChoices.defaults());
            assertThat(r.succeeded()).isTrue();
            assertThat(r.after().unit("gun")).isEmpty();
            assertThat(r.events()).anyMatch(e -> e instanceof toi.engine.event.Event.UnitDestroyed d && d.unit().equals("gun"));
        }
    }
}
