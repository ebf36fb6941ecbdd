package toi.content;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static toi.content.TestBoards.board;
import static toi.content.TestBoards.gerSquad;
import static toi.content.TestBoards.position;
import static toi.content.TestBoards.type;
import static toi.content.TestBoards.vehicle;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import toi.engine.combat.AttackBreakdown;
import toi.engine.combat.AttackRequest;
import toi.engine.combat.AttackRules;
import toi.engine.combat.AttackType;
import toi.engine.combat.FireAction;
import toi.engine.game.Game;
import toi.engine.game.protocol.Choice;
import toi.engine.game.protocol.IllegalChoice;
import toi.engine.map.Board;
import toi.engine.options.RuleOptions;
import toi.engine.scenario.GameSetup;
import toi.engine.units.Position;
import toi.engine.units.Unit;
import toi.engine.units.UnitType;

/** 003 · Units: the units the booklet names that the box lacks, and the optional rules it gives for them. */
class OptionalUnitsTest {

    static RuleOptions on(String... ids) {
        return OptionCatalog.load().select(List.of(ids));
    }

    static AttackBreakdown attack(Position p, String attacker, String target) {
        return AttackRules.propose(p, AttackRequest.of(attacker, target, AttackType.NORMAL, FireAction.CONCENTRATED_FIRE));
    }

    @Nested
    @DisplayName("003 · Units: FLAK 36 AT gun, Crusader Mk. II, Matilda Mk. II, Bren carrier in units.json")
    class TheNewUnits {
        @Test
        void eachIsInTheCatalog_withItsNationAndKind_andSaysWhereItsValuesComeFrom() {
            for (String id : List.of("flak-36", "crusader-ii", "matilda-ii", "bren-carrier", "uk-regular", "qf-6-pounder")) {
                UnitType t = type(id);
                assertThat(t.source()).as(id).contains("003").contains("reconstructed");
            }
            assertThat(type("flak-36").nation()).isEqualTo("GER");
            assertThat(type("flak-36").traits()).contains("equipment", "flak-36");
            assertThat(type("crusader-ii").traits()).contains("tank", "heavy-vehicle", "two-pounder");
            assertThat(type("crusader-ii").abilities()).contains("concussive-firepower");
            assertThat(type("matilda-ii").traits()).contains("two-pounder", "matilda-heavy-armor");
            assertThat(type("matilda-ii").abilities()).as("Thick Armor only with the option").doesNotContain("thick-armor");
            assertThat(type("bren-carrier").transportCapacity()).isEqualTo(1);
            for (String id : List.of("crusader-ii", "matilda-ii", "bren-carrier", "uk-regular")) {
                assertThat(type(id).nation()).isEqualTo("UK");
            }
        }

        @Test
        void theExampleGameWithThemValidates() {
            GameSetup setup = RandomGamesPropertyTest.setup("desert-guns.json");
            assertThat(setup.nations()).containsExactly("UK", "GER");
            assertThat(setup.position().unit("ger-88").orElseThrow().vehicleType().id()).isEqualTo("flak-36");
        }

        @Test
        void aBadValueIsRefusedWithFileFieldAndProblem() {
            String text = "{\"units\": [{\"id\": \"matilda-ii\", \"name\": \"Matilda Mk. II\", \"nation\": \"UK\", \"category\": \"vehicle\","
                    + " \"movement\": 4, \"armor\": 5, \"vsInfantry\": {\"range\": 5, \"firepower\": 6},"
                    + " \"vsVehicle\": {\"range\": 6, \"firepower\": \"seven\"}, \"traits\": [], \"abilities\": []}]}";
            assertThatThrownBy(() -> Catalogs.unitsFrom("units.json", text, Map.of()))
                    .hasMessageContaining("units.json").hasMessageContaining("vsVehicle.firepower");
        }
    }

    @Nested
    @DisplayName("003 · British Tanks versus Infantry")
    class BritishTanksVersusInfantry {
        // "Reduce the infantry firepower of the Crusader Mk. II and the Matilda Mk. II by 2. In addition, remove the
        // "Concussive Firepower" ability from both tanks."
        final Board b = board(". . . . . . . . . b", ". . . . . . . . . .");
        final Position basic = position(b, vehicle("crusader", "UK", "A1", "crusader-ii"), vehicle("matilda", "UK", "A2", "matilda-ii"),
                gerSquad("open", "E1"), gerSquad("house", "J1"), vehicle("panzer", "GER", "F2", "panzer-iv"));
        final Position optional = basic.withOptions(on("british-tanks-vs-infantry"));

        @Test
        void againstInfantry_twoFirepowerLess_shownWithTheRule() {
            assertThat(attack(basic, "crusader", "open").attackDice()).isEqualTo(6);
            AttackBreakdown b = attack(optional, "crusader", "open");
            assertThat(b.attackDice()).isEqualTo(4);
            assertThat(b.lead().additions()).extracting(Object::toString)
                    .anyMatch(m -> m.contains("-2") && m.contains("003 · British Tanks versus Infantry"));
            assertThat(attack(optional, "matilda", "open").attackDice()).isEqualTo(4);
        }

        @Test
        void againstVehicles_unchanged() {
            assertThat(attack(optional, "crusader", "panzer").attackDice()).isEqualTo(attack(basic, "crusader", "panzer").attackDice())
                    .isEqualTo(7);
        }

        @Test
        void noConcussiveFirepower_atASquadInABuilding() {
            Board wide = board(". . . . . . . . . . . b", ". . . . . . . . . . . .");
            Position near = position(wide, vehicle("crusader", "UK", "H1", "crusader-ii"), gerSquad("house", "L1"));
            AttackBreakdown before = attack(near, "crusader", "house");
            assertThat(before.attackDice()).as("6 + 3 Concussive Firepower").isEqualTo(9);
            AttackBreakdown after = attack(near.withOptions(on("british-tanks-vs-infantry")), "crusader", "house");
            assertThat(after.attackDice()).isEqualTo(4);
            assertThat(after.lead().additions()).extracting(Object::toString).noneMatch(m -> m.contains("Concussive"));
            // 11 hexes: within long range of 5 + 3 (Concussive Firepower's range), beyond long range of 5
            Position far = position(wide, vehicle("crusader", "UK", "A1", "crusader-ii"), gerSquad("house", "L1"));
            assertThat(attack(far, "crusader", "house").attackDice()).isEqualTo(9);
            assertThatThrownBy(() -> attack(far.withOptions(on("british-tanks-vs-infantry")), "crusader", "house"))
                    .hasMessageContaining("out of range");
        }

        @Test
        void otherTanksAreNotBritish() {
            Position p = position(b, vehicle("sherman", "US", "A1", "sherman"), gerSquad("open", "E1"))
                    .withOptions(on("british-tanks-vs-infantry"));
            assertThat(attack(p, "sherman", "open").attackDice()).isEqualTo(7);
        }
    }

    @Nested
    @DisplayName("003 · Matilda Mk. II Heavy Armor")
    class MatildaHeavyArmor {
        // "Add the ability "Thick Armor" to the Matilda Mk. II."
        final Position basic = position(board(". . . . . .", ". . . . . ."), vehicle("matilda", "UK", "A1", "matilda-ii"),
                vehicle("crusader", "UK", "A2", "crusader-ii"), vehicle("panzer", "GER", "E1", "panzer-iv"));

        @Test
        void theMatildaHasThickArmor_withTheOption() {
            assertThat(attack(basic, "panzer", "matilda").defenses().get(0).thickArmor()).isFalse();
            AttackBreakdown b = attack(basic.withOptions(on("matilda-heavy-armor")), "panzer", "matilda");
            assertThat(b.defenses().get(0).thickArmor()).isTrue();
            assertThat(b.defenses().get(0).dice()).isEqualTo(5);
            assertThat(b.notes()).anyMatch(n -> n.contains("Thick Armor") && n.contains("003 · Matilda Mk. II Heavy Armor"));
        }

        @Test
        void thickArmorTurnsOneMissedDefenseDieIntoASix() {
            Position p = basic.withOptions(on("matilda-heavy-armor"));
            AttackBreakdown b = attack(p, "panzer", "matilda");
            // 10 black dice, 3 successes; 5 red dice all missing: one is turned into a 6, so 2 hits instead of 3
            toi.engine.combat.Dice dice = toi.engine.combat.Dice.loaded(6, 6, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1);
            var r = toi.engine.combat.Resolution.resolve(p, b, dice, toi.engine.combat.CasualtyChooser.weakestFirst());
            assertThat(r.targets().get(0).hits()).isEqualTo(2);
        }

        @Test
        void theCrusaderDoesNot() {
            assertThat(attack(basic.withOptions(on("matilda-heavy-armor")), "panzer", "crusader").defenses().get(0).thickArmor()).isFalse();
        }
    }

    @Nested
    @DisplayName("003 · FLAK 36 AT Gun")
    class Flak36 {
        // "a FLAK 36 unit may not take an Advance action unless it is entering or exiting a half-track."
        static GameSetup setup(RuleOptions options, Unit... units) {
            return new GameSetup("flak", position(board(". . . . . .", ". . . . . ."), units), List.of("GER", "UK"), "GER", 2,
                    Map.of("GER", 2, "UK", 2), Map.of("GER", 0, "UK", 0), true).withOptions(options);
        }

        final Unit flak = vehicle("flak", "GER", "B1", "flak-36");
        final Unit crew = gerSquad("crew", "B1");
        final Unit tank = vehicle("matilda", "UK", "F2", "matilda-ii");

        @Test
        void withTheOption_itMayNotAdvance_refusedWithTheRule() {
            Game g = new Game(setup(on("flak-36"), flak, crew, tank), 1);
            assertThat(g.legalChoices()).doesNotContain(Choice.parse("act advance flak"));
            assertThatThrownBy(() -> TestBoards.play(g, "act advance flak")).isInstanceOf(IllegalChoice.class)
                    .hasMessageContaining("003 · FLAK 36 AT Gun");
            assertThat(g.legalChoices()).contains(Choice.parse("act prepare-op-fire flak"));
        }

        @Test
        void withoutIt_theGunAdvancesItsMovement() {
            Game g = new Game(setup(RuleOptions.NONE, flak, crew, tank), 1);
            assertThat(g.legalChoices()).contains(Choice.parse("act advance flak"));
        }

        @Test
        void anEquipmentUnitNeverTakesAFireAndMovementAction() {
            // 003 · Inherent Crews for Equipment Units: "They are still prohibited from taking Fire and Movement or Assault actions"
            Game g = new Game(setup(RuleOptions.NONE, flak, crew, tank), 1);
            assertThat(g.legalChoices()).doesNotContain(Choice.parse("act fire-and-movement flak"));
            assertThatThrownBy(() -> TestBoards.play(g, "act fire-and-movement flak")).isInstanceOf(IllegalChoice.class)
                    .hasMessageContaining("equipment unit").hasMessageContaining("R-OPT-40");
        }

        @Test
        void itsEightyEightReachesTheMatilda() {
            Position p = setup(RuleOptions.NONE, flak, crew, tank).position();
            AttackBreakdown b = attack(p, "flak", "matilda");
            assertThat(b.attackDice()).isEqualTo(10);
        }
    }
}
