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

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import toi.engine.cards.OperationsCard;
import toi.engine.cards.OperationsInPlay;
import toi.engine.combat.AssaultBreakdown;
import toi.engine.combat.AssaultChoices;
import toi.engine.combat.AssaultRequest;
import toi.engine.combat.AssaultResolution;
import toi.engine.combat.AssaultRules;
import toi.engine.combat.AttackBreakdown;
import toi.engine.combat.AttackRequest;
import toi.engine.combat.AttackRules;
import toi.engine.combat.AttackType;
import toi.engine.combat.Contribution;
import toi.engine.combat.Dice;
import toi.engine.combat.FireAction;
import toi.engine.combat.Halving;
import toi.engine.combat.Modifier;
import toi.engine.combat.Resolution;
import toi.engine.game.protocol.Choice;
import toi.engine.game.protocol.Decision;
import toi.engine.scenario.Forces;
import toi.engine.game.Game;
import toi.engine.scenario.GameSetup;
import toi.engine.game.protocol.Phase;
import toi.engine.hex.Hex;
import toi.engine.los.LineOfSight;
import toi.engine.los.LosRule;
import toi.engine.map.Board;
import toi.engine.map.DeploymentZone;
import toi.engine.move.MovePoints;
import toi.engine.units.Condition;
import toi.engine.units.Position;
import toi.engine.units.Unit;
import toi.engine.units.UnitType;

/**
 * The Operations cards of cards.json (000 · OPERATIONS CARDS), one rule each: every test compares the
 * situation with the card against the same situation without it (or with the card on the other side).
 */
class OperationsCardsTest {

    static final String ROW = ". . . . . . . . . .";

    // ---- cards -------------------------------------------------------------------------------

    static OperationsCard card(String id) {
        return TestBoards.CATALOGS.cards().operations(id).orElseThrow();
    }

    /** One side's Operations cards, by id; no ids = no cards at all. */
    static Map<String, List<OperationsCard>> ops(String nation, String... ids) {
        if (ids.length == 0) {
            return Map.of();
        }
        return Map.of(nation, Arrays.stream(ids).map(OperationsCardsTest::card).toList());
    }

    // ---- attack-level positions ----------------------------------------------------------------

    static Position at(Board b, Map<String, List<OperationsCard>> cards, Unit... units) {
        return new Position("ops", b, List.of(units), false, new OperationsInPlay(cards));
    }

    static AttackBreakdown fire(Position p, String attacker, String target) {
        return AttackRules.propose(p, AttackRequest.of(attacker, target, AttackType.NORMAL, FireAction.CONCENTRATED_FIRE));
    }

    static AssaultBreakdown assault(Position p, String active, String target, String... supporters) {
        return AssaultRules.propose(p, new AssaultRequest(active, List.of(supporters), hex(target)));
    }

    // ---- games -------------------------------------------------------------------------------

    static GameSetup setup(Board b, Map<String, Integer> command, Map<String, List<OperationsCard>> cards, Unit... units) {
        return new GameSetup("ops", new Position(b, List.of(units)), List.of("US", "GER"), "US", 2, Map.of("US", 3, "GER", 3),
                command, true, TestBoards.CATALOGS.units(), false, Map.of(), TestBoards.CATALOGS.specializations(), List.of(),
                new GameSetup.Cards(TestBoards.CATALOGS.cards(), Map.of(), Map.of(), cards));
    }

    static Game game(Board b, Dice dice, Map<String, List<OperationsCard>> cards, Unit... units) {
        return new Game(setup(b, Map.of("US", 0, "GER", 0), cards, units), dice);
    }



    static List<String> options(Game g) {
        return g.pending().options().stream().map(Choice::text).toList();
    }


    /** Scripted assault answers: the defender's losses as given, the first legal retreat hex, everyone eligible advances. */
    static AssaultChoices defenderLoses(AssaultChoices.Loss... losses) {
        return new AssaultChoices() {
            public List<Loss> attackerLosses(List<Unit> attackers, int count) {
                return List.of();
            }

            public List<Loss> defenderLosses(List<Unit> defenders, int count) {
                return List.of(losses);
            }

            public Hex retreat(List<Hex> legal) {
                return legal.get(0);
            }

            public List<String> advance(List<Unit> eligible) {
                return eligible.stream().map(Unit::id).toList();
            }
        };
    }

    static List<String> figureIds(Unit u) {
        return u.figures().stream().map(UnitType::id).toList();
    }

    // ==========================================================================================

    @Nested
    @DisplayName("Operations · Desperate Defenders")
    class DesperateDefenders {
        final Board b = board(ROW);

        @Test
        void aPinnedSquadAttacksAtHalfFirepower_refusedWithoutTheCard() {
            Unit pinned = usSquad("us", "A1").withCondition(Condition.PINNED);
            assertThatThrownBy(() -> fire(at(b, ops("US"), pinned, gerSquad("g", "C1")), "us", "g"))
                    .hasMessageContaining("pinned and may not fire");
            AttackBreakdown with = fire(at(b, ops("US", "desperate-defenders"), pinned, gerSquad("g", "C1")), "us", "g");
            assertThat(with.lead().baseFirepower()).isEqualTo(4);
            assertThat(with.lead().halvings()).extracting(Halving::rule).containsExactly("Operations · Desperate Defenders");
            assertThat(with.attackDice()).isEqualTo(2);
        }

        @Test
        void aDisruptedSquadAttacksAtHalfFirepower_roundedUp_refusedWithoutTheCard() {
            Unit disrupted = squad("us", "US", "A1", "us-regular", "us-regular", "us-regular").withCondition(Condition.DISRUPTED);
            assertThatThrownBy(() -> fire(at(b, ops("US"), disrupted, gerSquad("g", "C1")), "us", "g"))
                    .hasMessageContaining("disrupted and may not fire");
            AttackBreakdown with = fire(at(b, ops("US", "desperate-defenders"), disrupted, gerSquad("g", "C1")), "us", "g");
            assertThat(with.lead().halvings()).extracting(Halving::rule).containsExactly("Operations · Desperate Defenders");
            assertThat(with.attackDice()).isEqualTo(2); // 3 halved, rounded up
        }

        @Test
        void onlyTheOwnersSquadsAreDesperate() {
            Unit pinned = usSquad("us", "A1").withCondition(Condition.PINNED);
            assertThatThrownBy(() -> fire(at(b, ops("GER", "desperate-defenders"), pinned, gerSquad("g", "C1")), "us", "g"))
                    .hasMessageContaining("pinned and may not fire");
        }

        @Test
        void aSquadWithAnOfficerGainsNothingMore_stillHalvedOnce() {
            Unit withOfficer = squad("us", "US", "A1", "us-officer", "us-regular", "us-regular", "us-regular")
                    .withCondition(Condition.PINNED);
            AttackBreakdown with = fire(at(b, ops("US", "desperate-defenders"), withOfficer, gerSquad("g", "C1")), "us", "g");
            assertThat(with.lead().halvings()).extracting(Halving::rule).containsExactly("Operations · Desperate Defenders");
            assertThat(with.attackDice()).isEqualTo(2); // 4 halved: neither full firepower nor halved twice
        }

        @Test
        void disruptedDefendersFightBackInAnAssaultAtHalf_insteadOfNothing() {
            Board small = board(". . .", ". . .", ". . .");
            Unit disrupted = gerSquad("g", "B2").withCondition(Condition.DISRUPTED);
            AssaultBreakdown without = assault(at(small, ops("GER"), usSquad("us", "A2"), disrupted), "us", "B2");
            assertThat(without.defenderStrength()).isZero();
            AssaultBreakdown with = assault(at(small, ops("GER", "desperate-defenders"), usSquad("us", "A2"), disrupted), "us", "B2");
            assertThat(with.defenders().get(0).halvings()).extracting(Halving::rule)
                    .containsExactly("Operations · Desperate Defenders");
            assertThat(with.defenderStrength()).isEqualTo(2);
        }

        @Test
        void inPlay_aPinnedSquadMayMakeAConcentratedAttack() {
            Unit pinned = usSquad("us", "A1").withCondition(Condition.PINNED);
            Game without = game(board(ROW), Dice.loaded(1, 1), ops("US"), pinned, gerSquad("g", "C1"));
            assertThatThrownBy(() -> play(without, "act concentrated-fire us target g normal")).hasMessageContaining("pinned");
            Game with = game(board(ROW), Dice.loaded(1, 1), ops("US", "desperate-defenders"), pinned, gerSquad("g", "C1"));
            List<Event> ev = play(with, "act concentrated-fire us target g normal");
            assertThat(events(ev, Event.AttackDeclared.class)).extracting(Event.AttackDeclared::dice).containsExactly(2);
        }
    }

    @Nested
    @DisplayName("Operations · Camouflage")
    class Camouflage {
        // The concealed US squad sits in woods (cover keeps it hidden from sight); the target is adjacent in the open.
        Game concealedFirer(Map<String, List<OperationsCard>> cards, int... dice) {
            return game(board("w . . .", ". . . ."), Dice.loaded(dice), cards, usSquad("us", "A1").withConcealed(true),
                    gerSquad("g", "B1"), gerSquad("g2", "D2"));
        }

        @Test
        void oneHit_theFirerStaysConcealed_revealedWithoutTheCard() {
            Game with = concealedFirer(ops("US", "camouflage"), 6, 1, 1, 1); // 1 success, no cover → 1 hit
            List<Event> ev = play(with, "act concentrated-fire us target g normal");
            assertThat(unit(with, "us").concealed()).isTrue();
            assertThat(events(ev, Event.RuleApplied.class)).anyMatch(e -> e.rule().equals("Operations · Camouflage"));
            assertThat(events(ev, Event.Concealment.class)).isEmpty();

            Game without = concealedFirer(ops("US"), 6, 1, 1, 1);
            play(without, "act concentrated-fire us target g normal");
            assertThat(unit(without, "us").concealed()).isFalse();
        }

        @Test
        void twoHits_theFirerIsRevealedEvenWithTheCard() {
            Game with = concealedFirer(ops("US", "camouflage"), 6, 6, 1, 1);
            List<Event> ev = play(with, "act concentrated-fire us target g normal");
            assertThat(unit(with, "us").concealed()).isFalse();
            assertThat(ev).contains(new Event.Concealment("us", false, "fires", "000 · CONCEALED SQUADS"));
        }

        @Test
        void theEnemysCardDoesNotHideYourSquads() {
            Game g = concealedFirer(ops("GER", "camouflage"), 6, 1, 1, 1);
            play(g, "act concentrated-fire us target g normal");
            assertThat(unit(g, "us").concealed()).isFalse();
        }
    }

    @Nested
    @DisplayName("Operations · Double Time")
    class DoubleTime {
        Game game(Map<String, List<OperationsCard>> cards) {
            return OperationsCardsTest.game(board(ROW, ROW), new Dice(1), cards, usSquad("us", "A1"),
                    vehicle("t", "US", "A2", "sherman"), gerSquad("g", "J2"));
        }

        @Test
        void aSquadAdvancingGetsTwoMoreMovementPoints() {
            Game without = game(ops("US"));
            play(without, "act advance us");
            assertThat(without.state().activity().mpLeft()).isEqualTo(MovePoints.of(4));
            Game with = game(ops("US", "double-time"));
            play(with, "act advance us");
            assertThat(with.state().activity().mpLeft()).isEqualTo(MovePoints.of(6));
        }

        @Test
        void notForFireAndMovementOrAssault_notForVehicles_notForTheEnemy() {
            Game fm = game(ops("US", "double-time"));
            play(fm, "act fire-and-movement us");
            assertThat(fm.state().activity().mpLeft()).isEqualTo(MovePoints.of(3));
            Game as = game(ops("US", "double-time"));
            play(as, "act assault us");
            assertThat(as.state().activity().mpLeft()).isEqualTo(MovePoints.of(3));
            Game tank = game(ops("US", "double-time"));
            play(tank, "act advance t");
            assertThat(tank.state().activity().mpLeft()).isEqualTo(MovePoints.of(7));
            Game enemys = game(ops("GER", "double-time"));
            play(enemys, "act advance us");
            assertThat(enemys.state().activity().mpLeft()).isEqualTo(MovePoints.of(4));
        }
    }

    @Nested
    @DisplayName("Operations · Lay Smoke")
    class LaySmoke {
        Unit engineer(String id, String hexId) {
            return usSquad(id, hexId).withSpecialization(spec("engineer"), 0);
        }

        @Test
        void anAdvancingEngineerPlacesSmokeInItsHexForTwoMovementPoints() {
            Game g = game(board(ROW), new Dice(1), ops("US", "lay-smoke"), engineer("e", "A1"), gerSquad("g", "J1"));
            play(g, "act advance e");
            assertThat(g.pending().kind()).isEqualTo(Decision.Kind.MOVE);
            assertThat(options(g)).contains("lay smoke");
            List<Event> ev = play(g, "lay smoke");
            assertThat(g.state().board().hasMarker(hex("A1"), "smoke")).isTrue();
            assertThat(g.state().activity().mpLeft()).isEqualTo(MovePoints.of(4 - 2));
            assertThat(ev).contains(new Event.MarkerPlaced(hex("A1"), "smoke", "e", "Operations · Lay Smoke"));
        }

        @Test
        void anEngineerInsideAVehicleMayNotLaySmoke() {
            Game g = game(board(ROW), new Dice(1), ops("US", "lay-smoke"), engineer("e", "A1").withCarriedBy("h"),
                    vehicle("h", "US", "A1", "m3a1"), gerSquad("g", "J1"));
            play(g, "act advance e");
            assertThat(options(g)).doesNotContain("lay smoke");
            long before = g.state().hash();
            assertThatThrownBy(() -> play(g, "lay smoke")).isInstanceOf(toi.engine.game.protocol.IllegalChoice.class).hasMessageContaining("inside h");
            assertThat(g.state().hash()).isEqualTo(before);
            assertThat(g.state().board().hasMarker(hex("A1"), "smoke")).isFalse();
        }

        @Test
        void withoutTheCard_noSmoke() {
            Game g = game(board(ROW), new Dice(1), ops("US"), engineer("e", "A1"), gerSquad("g", "J1"));
            play(g, "act advance e");
            assertThat(options(g)).doesNotContain("lay smoke");
            assertThatThrownBy(() -> play(g, "lay smoke")).hasMessageContaining("no Operations card");
            assertThat(g.state().board().hasMarker(hex("A1"), "smoke")).isFalse();
        }

        @Test
        void onlyEngineers_andOnlyWithTwoMovementPointsLeft() {
            Game plain = game(board(ROW), new Dice(1), ops("US", "lay-smoke"), usSquad("u", "A1"), gerSquad("g", "J1"));
            play(plain, "act advance u");
            assertThat(options(plain)).doesNotContain("lay smoke");
            assertThatThrownBy(() -> play(plain, "lay smoke")).hasMessageContaining("not an engineer");

            Game tired = game(board(ROW), new Dice(1), ops("US", "lay-smoke"), engineer("e", "A1"), gerSquad("g", "J1"));
            play(tired, "act advance e", "step B1", "step C1", "step D1"); // 4 − 3 = 1 point left
            assertThat(options(tired)).doesNotContain("lay smoke");
            assertThatThrownBy(() -> play(tired, "lay smoke")).hasMessageContaining("costs 2 movement points");
        }
    }

    @Nested
    @DisplayName("Operations · Lay Mines")
    class LayMines {
        @Test
        void anEngineerPlacesAMinefieldInItsHex_notWithoutTheCard() {
            Unit e = usSquad("e", "A1").withSpecialization(spec("engineer"), 0);
            Game with = game(board(ROW), new Dice(1), ops("US", "lay-mines"), e, gerSquad("g", "J1"));
            play(with, "act advance e");
            assertThat(options(with)).contains("lay minefield").doesNotContain("lay smoke");
            play(with, "lay minefield");
            assertThat(with.state().board().hasMarker(hex("A1"), "minefield")).isTrue();
            assertThat(with.state().activity().mpLeft()).isEqualTo(MovePoints.of(2));

            Game smokeOnly = game(board(ROW), new Dice(1), ops("US", "lay-smoke"), e, gerSquad("g", "J1"));
            play(smokeOnly, "act advance e");
            assertThat(options(smokeOnly)).doesNotContain("lay minefield");
            assertThatThrownBy(() -> play(smokeOnly, "lay minefield")).hasMessageContaining("no Operations card");
        }
    }

    @Nested
    @DisplayName("Operations · Clear Tank Trap")
    class ClearTankTrap {
        @Test
        void anEngineerRemovesTheTankTrapInItsHexForTwoMovementPoints_notWithoutTheCard() {
            Unit e = usSquad("e", "A1").withSpecialization(spec("engineer"), 0);
            Game with = game(withMarker(board(ROW), "A1", "tank-trap"), new Dice(1), ops("US", "clear-tank-trap"), e,
                    gerSquad("g", "J1"));
            play(with, "act advance e");
            assertThat(options(with)).contains("clear tank-trap");
            play(with, "clear tank-trap");
            assertThat(with.state().board().hasMarker(hex("A1"), "tank-trap")).isFalse();
            assertThat(with.state().activity().mpLeft()).isEqualTo(MovePoints.of(2));

            Game without = game(withMarker(board(ROW), "A1", "tank-trap"), new Dice(1), ops("US"), e, gerSquad("g", "J1"));
            play(without, "act advance e");
            assertThat(options(without)).doesNotContain("clear tank-trap");
            assertThatThrownBy(() -> play(without, "clear tank-trap")).hasMessageContaining("no Operations card");
            assertThat(without.state().board().hasMarker(hex("A1"), "tank-trap")).isTrue();
        }

        @Test
        void notOfferedWhereThereIsNoTankTrap() {
            Unit e = usSquad("e", "A1").withSpecialization(spec("engineer"), 0);
            Game g = game(board(ROW), new Dice(1), ops("US", "clear-tank-trap"), e, gerSquad("g", "J1"));
            play(g, "act advance e");
            assertThat(options(g)).doesNotContain("clear tank-trap");
            assertThatThrownBy(() -> play(g, "clear tank-trap")).hasMessageContaining("has no tank-trap");
        }
    }

    @Nested
    @DisplayName("Operations · Supply Depot")
    class SupplyDepot {
        @Test
        void eachSideStartsWithAtLeastTwoCommand() {
            Map<String, Integer> command = Map.of("US", 0, "GER", 5);
            Game without = new Game(setup(board(ROW), command, ops("GER"), usSquad("u", "A1"), gerSquad("g", "J1")), new Dice(1));
            assertThat(without.state().command("US")).isZero();
            Game with = new Game(setup(board(ROW), command, ops("GER", "supply-depot"), usSquad("u", "A1"), gerSquad("g", "J1")),
                    new Dice(1));
            assertThat(with.state().command("US")).isEqualTo(2); // the card helps both players
            assertThat(with.state().command("GER")).isEqualTo(5); // never lowers a larger starting command
        }
    }

    @Nested
    @DisplayName("Operations · Patched Up")
    class PatchedUp {
        Game game(Map<String, List<OperationsCard>> cards) {
            Board b = board(ROW);
            b.addDeploymentZone(new DeploymentZone("US", null, "all", Set.of(hex("A1"), hex("B1"))));
            b.addDeploymentZone(new DeploymentZone("GER", null, "all", Set.of(hex("I1"), hex("J1"))));
            Map<String, Forces> forces = Map.of(
                    "US", new Forces(Map.of("us-regular", 4), 1, List.of(), Map.of()),
                    "GER", new Forces(Map.of("ger-regular", 4), 1, List.of(), Map.of()));
            return new Game(new GameSetup("patched", new Position(b, List.of()), List.of("US", "GER"), "US", 1,
                    Map.of("US", 2, "GER", 2), Map.of(), true, TestBoards.CATALOGS.units(), false, forces,
                    TestBoards.CATALOGS.specializations(), List.of(),
                    new GameSetup.Cards(TestBoards.CATALOGS.cards(), Map.of(), Map.of(), cards)), new Dice(1));
        }

        @Test
        void theOwnerDeploysAnExtraSquadOfFourUnarmedRegulars() {
            Game g = game(ops("US", "patched-up"));
            play(g, "build us-regular us-regular us-regular us-regular", "build ger-regular ger-regular ger-regular ger-regular");
            assertThat(g.pending().kind()).isEqualTo(Decision.Kind.DEPLOY);
            play(g, "deploy us-1 A1");
            assertThat(g.pending().nation()).isEqualTo("US"); // one more squad to place
            assertThat(options(g)).contains("deploy us-patched-up B1");
            play(g, "deploy us-patched-up B1", "deploy ger-1 J1", "opfire-mode", "opfire-mode");
            assertThat(g.state().phase()).isEqualTo(Phase.ACTION);
            Unit patched = unit(g, "us-patched-up");
            assertThat(figureIds(patched)).containsExactly("us-regular", "us-regular", "us-regular", "us-regular");
            assertThat(patched.hasSpecialization("unarmed")).isTrue();
            assertThat(g.state().units().keySet()).noneMatch(id -> id.startsWith("ger-patched"));
            // unarmed: it cannot fire (002 · Unarmed Unit)
            assertThatThrownBy(() -> play(g, "act concentrated-fire us-patched-up target ger-1 normal")).hasMessageContaining("unarmed");
        }

        @Test
        void withoutTheCard_noExtraSquad() {
            Game g = game(ops("US"));
            play(g, "build us-regular us-regular us-regular us-regular", "build ger-regular ger-regular ger-regular ger-regular",
                    "deploy us-1 A1");
            assertThat(g.pending().nation()).isEqualTo("GER"); // the US has nothing more to place
            play(g, "deploy ger-1 J1", "opfire-mode", "opfire-mode");
            assertThat(g.state().units()).containsOnlyKeys("us-1", "ger-1");
        }

        @Test
        void theScenarioLoaderRefusesTheCardForASideWithoutForces(@TempDir Path dir) throws Exception {
            Path examples = Files.exists(Path.of("../examples")) ? Path.of("../examples") : Path.of("examples");
            String position = examples.resolve("farm-crossing.json").toAbsolutePath().toString().replace("\\", "/");
            Path file = dir.resolve("patched.json");
            Files.writeString(file, """
                    { "name": "patched", "position": "%s", "sides": ["US", "GER"], "initiative": "US", "rounds": 1,
                      "actions": { "US": 1, "GER": 1 },
                      "cards": { "US": { "operations": ["patched-up"] } } }
                    """.formatted(position));
            assertThatThrownBy(() -> ScenarioLoader.load(file, TestBoards.CATALOGS)).isInstanceOf(ContentException.class)
                    .hasMessageContaining("needs a 'forces' entry");
        }
    }

    @Nested
    @DisplayName("Operations · Merciless Assault")
    class MercilessAssault {
        final Board b = board(". . .", ". . .", ". . .");

        @Test
        void assaultingAndSupportingSquadsGetPlusOneFirepower_beforeTheSupportHalving() {
            Unit[] units = {usSquad("us", "A2"), usSquad("sup", "B1"), gerSquad("g", "B2")};
            AssaultBreakdown without = assault(at(b, ops("US"), units), "us", "B2", "sup");
            assertThat(without.attackers()).extracting(s -> s.firepower()).containsExactly(4, 2);
            AssaultBreakdown with = assault(at(b, ops("US", "merciless-assault"), units), "us", "B2", "sup");
            assertThat(with.attackers()).extracting(s -> s.firepower()).containsExactly(5, 3); // 4 + 1; (4 + 1) / 2 rounded up
            assertThat(with.attackers().get(0).additions()).extracting(Modifier::rule).containsExactly("Operations · Merciless Assault");
            assertThat(with.attackStrength()).isEqualTo(without.attackStrength() + 2);
        }

        @Test
        void defendingSquadsGetNothing() {
            Unit[] units = {usSquad("us", "A2"), gerSquad("g", "B2")};
            AssaultBreakdown with = assault(at(b, ops("GER", "merciless-assault"), units), "us", "B2");
            assertThat(with.attackStrength()).isEqualTo(4);
            assertThat(with.defenderStrength()).isEqualTo(4);
        }
    }

    @Nested
    @DisplayName("Operations · No Surrender")
    class NoSurrender {
        final Board b = board(". . . .", ". . . .", ". . . .", ". . . .");

        AssaultResolution.Result lostAssault(Map<String, List<OperationsCard>> cards) {
            Position p = at(b, cards, usSquad("us", "A2"), squad("g", "GER", "B2", "ger-elite", "ger-regular", "ger-elite", "ger-elite"));
            AssaultBreakdown a = assault(p, "us", "B2");
            // attack 4 dice: 6,1,1,1 → 1 hit (no cover); defenders 7 dice, all 1 → 0 hits
            return AssaultResolution.resolve(p, a, Dice.loaded(6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1),
                    defenderLoses(new AssaultChoices.Loss("g", 0)));
        }

        @Test
        void theDefendersStayAndLoseTheirWeakestFigure_theAttackerDoesNotAdvance() {
            AssaultResolution.Result r = lostAssault(ops("GER", "no-surrender"));
            assertThat(r.succeeded()).isTrue();
            assertThat(r.retreatHex()).isNull();
            Unit g = r.after().unit("g").orElseThrow();
            assertThat(g.hex()).isEqualTo(hex("B2"));
            assertThat(figureIds(g)).containsExactly("ger-elite", "ger-elite"); // lost the elite hit, then the regular
            assertThat(r.after().unit("us").orElseThrow().hex()).isEqualTo(hex("A2"));
            assertThat(r.events()).contains(new Event.FiguresLost("g", 1, "Operations · No Surrender"));
        }

        @Test
        void withoutTheCard_theDefendersRetreatWhole_andTheAttackerAdvances() {
            AssaultResolution.Result r = lostAssault(ops("GER"));
            Unit g = r.after().unit("g").orElseThrow();
            assertThat(g.hex()).isEqualTo(r.retreatHex()).isNotEqualTo(hex("B2"));
            assertThat(figureIds(g)).containsExactly("ger-regular", "ger-elite", "ger-elite");
            assertThat(r.after().unit("us").orElseThrow().hex()).isEqualTo(hex("B2"));
        }

        @Test
        void theAttackersCardDoesNothingForTheDefender() {
            AssaultResolution.Result r = lostAssault(ops("US", "no-surrender"));
            assertThat(r.retreatHex()).isNotNull();
            assertThat(r.after().unit("g").orElseThrow().figures()).hasSize(3);
        }

        @Test
        void inPlay_noRetreatQuestion_theDefenderStaysWithOneFigureLess() {
            // attack 4 dice 6,6,1,1 → 2 hits; defender 4 dice 1,1,1,1 → 0
            Game with = game(b, Dice.loaded(6, 6, 1, 1, 1, 1, 1, 1), ops("GER", "no-surrender"), usSquad("us", "A2"),
                    gerSquad("g", "B2"), gerSquad("g2", "D4"));
            play(with, "act assault us", "assault B2", "losses g:0 g:1");
            assertThat(with.pending().kind()).isEqualTo(Decision.Kind.ACTION);
            assertThat(unit(with, "g").hex()).isEqualTo(hex("B2"));
            assertThat(unit(with, "g").figures()).hasSize(1);
            assertThat(unit(with, "us").hex()).isEqualTo(hex("A2"));

            Game without = game(b, Dice.loaded(6, 6, 1, 1, 1, 1, 1, 1), ops("GER"), usSquad("us", "A2"), gerSquad("g", "B2"),
                    gerSquad("g2", "D4"));
            play(without, "act assault us", "assault B2", "losses g:0 g:1");
            assertThat(without.pending().kind()).isEqualTo(Decision.Kind.RETREAT);
        }
    }

    @Nested
    @DisplayName("Operations · Seize the Initiative")
    class SeizeTheInitiative {
        Game game(Map<String, List<OperationsCard>> cards) {
            return new Game(setup(board(ROW), Map.of("US", 0, "GER", 1), cards, usSquad("u", "A1"), gerSquad("g", "J1")),
                    new Dice(1));
        }

        @Test
        void aTiedBidGoesToTheCardsOwner_notToThePlayerWithoutInitiative() {
            Game without = game(ops("US"));
            play(without, "pass", "pass", "bid 0"); // the US has no command: its 0 is the rules' (R-FLOW-1)
            assertThat(without.state().initiative()).isEqualTo("GER");
            Game with = game(ops("US", "seize-the-initiative"));
            List<Event> ev = play(with, "pass", "pass", "bid 0"); // the US has no command: its 0 is the rules' (R-FLOW-1)
            assertThat(with.state().initiative()).isEqualTo("US");
            assertThat(events(ev, Event.InitiativeWon.class)).singleElement().satisfies(e -> assertThat(e.how()).contains("a tie goes to US", "Operations card"));
        }

        @Test
        void whenBothSidesHoldTheCardTheBaseRuleDecidesTies() {
            Map<String, List<OperationsCard>> both = new java.util.HashMap<>(ops("US", "seize-the-initiative"));
            both.putAll(ops("GER", "seize-the-initiative"));
            Game g = game(both);
            play(g, "pass", "pass", "bid 0"); // the US's 0 is the rules' (R-FLOW-1)
            assertThat(g.state().initiative()).as("the tie goes to the player without the initiative").isEqualTo("GER");
        }

        @Test
        void aHigherBidStillWins() {
            Game with = game(ops("US", "seize-the-initiative"));
            play(with, "pass", "pass", "bid 1"); // the US's 0 is the rules' (R-FLOW-1)
            assertThat(with.state().initiative()).isEqualTo("GER");
        }
    }

    @Nested
    @DisplayName("Operations · Elite Tank Crew")
    class EliteTankCrew {
        final Board b = board(ROW);

        @Test
        void theOwnersTanksRerollOneFailedDie() {
            Unit sherman = vehicle("t", "US", "A1", "sherman");
            assertThat(fire(at(b, ops("US"), sherman, gerSquad("g", "C1")), "t", "g").lead().rerolls()).isZero();
            assertThat(fire(at(b, ops("GER", "elite-tank-crew"), sherman, gerSquad("g", "C1")), "t", "g").lead().rerolls()).isZero();
            AttackBreakdown with = fire(at(b, ops("US", "elite-tank-crew"), sherman, gerSquad("g", "C1")), "t", "g");
            assertThat(with.lead().rerolls()).isEqualTo(1);
            // seven failures, then the reroll scores (the squad in the open rolls no defense dice)
            Resolution.Rolled rolled = Resolution.roll(with, Dice.loaded(1, 1, 1, 1, 1, 1, 1, 6));
            assertThat(rolled.rolls()).hasSize(8);
            assertThat(rolled.successes()).isEqualTo(1);
            AttackBreakdown without = fire(at(b, ops("US"), sherman, gerSquad("g", "C1")), "t", "g");
            Resolution.Rolled plain = Resolution.roll(without, Dice.loaded(1, 1, 1, 1, 1, 1, 1, 6));
            assertThat(plain.rolls()).hasSize(7);
            assertThat(plain.successes()).isZero();
        }

        @Test
        void notForVehiclesThatAreNotTanks_norForSquads() {
            AttackBreakdown halftrack = fire(at(b, ops("US", "elite-tank-crew"), vehicle("ht", "US", "A1", "m3a1"), gerSquad("g", "C1")),
                    "ht", "g");
            assertThat(halftrack.lead().rerolls()).isZero();
            AttackBreakdown squad = fire(at(b, ops("US", "elite-tank-crew"), usSquad("us", "A1"), gerSquad("g", "C1")), "us", "g");
            assertThat(squad.lead().rerolls()).isZero();
        }
    }

    @Nested
    @DisplayName("Operations · Tank Ace")
    class TankAce {
        final Board b = board(ROW);

        @Test
        void aTankAttackingAVehicleGetsPlusOneFirepower() {
            Unit sherman = vehicle("t", "US", "A1", "sherman");
            AttackBreakdown without = fire(at(b, ops("US"), sherman, vehicle("pz", "GER", "C1", "panzer-iv")), "t", "pz");
            assertThat(without.attackDice()).isEqualTo(8);
            AttackBreakdown with = fire(at(b, ops("US", "tank-ace"), sherman, vehicle("pz", "GER", "C1", "panzer-iv")), "t", "pz");
            Contribution c = with.lead();
            assertThat(c.additions()).extracting(Modifier::amount, Modifier::rule).containsExactly(
                    org.assertj.core.groups.Tuple.tuple(1, "Operations · Tank Ace"));
            assertThat(with.attackDice()).isEqualTo(9);
        }

        @Test
        void notAgainstSquads_notForNonTanks_notForTheEnemysTanks() {
            Unit sherman = vehicle("t", "US", "A1", "sherman");
            assertThat(fire(at(b, ops("US", "tank-ace"), sherman, gerSquad("g", "C1")), "t", "g").attackDice()).isEqualTo(7);
            assertThat(fire(at(b, ops("US", "tank-ace"), vehicle("ht", "US", "A1", "m3a1"), vehicle("pz", "GER", "C1", "sdkfz-251")),
                    "ht", "pz").lead().additions()).isEmpty();
            assertThat(fire(at(b, ops("GER", "tank-ace"), sherman, vehicle("pz", "GER", "C1", "panzer-iv")), "t", "pz").attackDice())
                    .isEqualTo(8);
        }
    }

    @Nested
    @DisplayName("Operations · Heavy Fog")
    class HeavyFog {
        @Test
        void noLineOfSightBeyondThreeHexes() {
            Board b = board(ROW);
            assertThat(LineOfSight.check(b, hex("A1"), hex("E1")).clear()).isTrue();
            b.limitSight(3);
            assertThat(LineOfSight.check(b, hex("A1"), hex("D1")).clear()).isTrue();
            var far = LineOfSight.check(b, hex("A1"), hex("E1"));
            assertThat(far.clear()).isFalse();
            assertThat(far.rule()).isEqualTo(LosRule.BEYOND_SIGHT_LIMIT);
        }

        @Test
        void inPlay_theCardBlindsBothSides_aFourHexAttackIsRefused() {
            Game with = game(board(ROW), Dice.loaded(1, 1, 1, 1), ops("GER", "heavy-fog"), usSquad("u", "A1"), gerSquad("g", "E1"));
            assertThat(with.state().board().sightLimit()).isEqualTo(3);
            assertThatThrownBy(() -> play(with, "act concentrated-fire u target g normal")).hasMessageContaining("no line of sight");
            Game without = game(board(ROW), Dice.loaded(1, 1, 1, 1), ops("GER"), usSquad("u", "A1"), gerSquad("g", "E1"));
            assertThat(without.state().board().sightLimit()).isZero();
            assertThat(events(play(without, "act concentrated-fire u target g normal"), Event.AttackDeclared.class)).extracting(Event.AttackDeclared::action)
                    .containsExactly("concentrated-fire");
        }

        @Test
        void aScenarioMayChangeTheDistance() {
            // examples/card-battle.json gives the US Heavy Fog with "hexes": 6
            Path p = Path.of("../examples", "card-battle.json");
            GameSetup s = ScenarioLoader.load(Files.exists(p) ? p : Path.of("examples", "card-battle.json"), TestBoards.CATALOGS);
            assertThat(new Game(s, new Dice(1)).state().board().sightLimit()).isEqualTo(6);
        }
    }
}
