package toi.content;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static toi.content.TestBoards.board;
import static toi.content.TestBoards.hex;
import static toi.content.TestBoards.position;
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
import toi.engine.combat.Defense;
import toi.engine.combat.Defenses;
import toi.engine.combat.Facing;
import toi.engine.combat.FireAction;
import toi.engine.game.Game;
import toi.engine.game.protocol.Choice;
import toi.engine.game.protocol.Decision;
import toi.engine.game.protocol.IllegalChoice;
import toi.engine.hex.Hex;
import toi.engine.hex.HexDirection;
import toi.engine.hex.HexLabels;
import toi.engine.map.Board;
import toi.engine.options.RuleOptions;
import toi.engine.scenario.GameSetup;
import toi.engine.units.Position;
import toi.engine.units.Unit;

/** 003 · Optional Facing Rules; Facing and Movement: tests built from the booklet's text and its Sherman and Tiger example. */
class OptionalFacingTest {

    static RuleOptions on(String... ids) {
        return OptionCatalog.load().select(List.of(ids));
    }

    static final String ROW = ". . . . . . . . .";
    static final Board BOARD = board(ROW, ROW, ROW, ROW, ROW, ROW, ROW, ROW, ROW);
    /** The Sherman in the middle of the board, facing north (along its road). */
    static final Hex HERE = hex("E5");

    static String at(Hex h) {
        return HexLabels.label(h);
    }

    static Hex go(Hex from, HexDirection... steps) {
        Hex h = from;
        for (HexDirection d : steps) {
            h = h.neighbor(d);
        }
        return h;
    }

    /** The Tiger's attack on the Sherman (facing north in E5) from {@code from}: the Sherman's defense. */
    static Defense tigerFiresFrom(Hex from, String... options) {
        Position p = position(BOARD, vehicle("sherman", "US", "E5", "sherman").withFacing(HexDirection.N),
                vehicle("tiger", "GER", at(from), "tiger-i")).withOptions(on(options));
        AttackBreakdown b = AttackRules.propose(p, AttackRequest.of("tiger", "sherman", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE));
        return b.defenses().get(0);
    }

    @Nested
    @DisplayName("003 · Optional Facing Rules")
    class Sides {
        @Test
        void theExample_aFlankShotMeetsTheFullArmor_aShotAtTheRearTakesOne() {
            // "fire at the Sherman … with a flank shot, which allows the Sherman to use its full armor value … fire … at the
            // Sherman's rear arc, causing the Sherman to lose 1 from its armor value"
            assertThat(tigerFiresFrom(go(HERE, HexDirection.NE, HexDirection.SE), "facing").armor()).as("flank").isEqualTo(4);
            assertThat(tigerFiresFrom(go(HERE, HexDirection.S, HexDirection.S), "facing").armor()).as("rear").isEqualTo(3);
            Defense rear = tigerFiresFrom(go(HERE, HexDirection.S, HexDirection.S), "facing");
            assertThat(rear.armorModifiers()).extracting(Object::toString)
                    .anyMatch(m -> m.contains("rear") && m.contains("-1") && m.contains("003 · Optional Facing Rules"));
        }

        @Test
        void theFront_addsOne_aReconstructedNumber() {
            assertThat(tigerFiresFrom(go(HERE, HexDirection.N, HexDirection.N), "facing").armor()).isEqualTo(5);
        }

        @Test
        void withoutTheOption_everySideIsTheSame() {
            for (HexDirection d : HexDirection.values()) {
                assertThat(tigerFiresFrom(go(HERE, d, d)).armor()).isEqualTo(4);
            }
        }

        @Test
        void theSideStruck_isTheHexsideTheLineFromTheCenterCrosses_theFrontOneHexsideTheRearOneTheFlanksFour() {
            for (HexDirection d : HexDirection.values()) {
                Facing.Side expected = d == HexDirection.N ? Facing.Side.FRONT : d == HexDirection.S ? Facing.Side.REAR : Facing.Side.FLANK;
                assertThat(Facing.struck(HERE, HexDirection.N, go(HERE, d, d, d))).as(d.name()).isEqualTo(expected);
            }
        }

        @Test
        void aLineOnTheHexspineBetweenTwoSides_theAttackerTakesTheWeakerOne() {
            // "If the line falls directly on the hexspine between two different sides, the attacker decides": from S then SE,
            // the line runs along the corner between the S (rear) and SE (flank) hexsides
            Hex spine = go(HERE, HexDirection.S, HexDirection.SE);
            assertThat(Facing.struck(HERE, HexDirection.N, spine)).isEqualTo(Facing.Side.REAR);
            assertThat(Facing.struck(HERE, HexDirection.S, spine)).as("front against flank: the flank").isEqualTo(Facing.Side.FLANK);
        }

        @Test
        void aStrategyCardsAttackStrikesTheRear_andArmorIsNeverBelowOne() {
            // "When subjected to an attack from an Artillery or Air Support Strategy card, a heavy vehicle MUST use the rear
            // facing modifier of -1 … A vehicle's armor value can never be reduced below 1."
            Position p = position(BOARD, vehicle("sherman", "US", "E5", "sherman").withFacing(HexDirection.N)).withOptions(on("facing"));
            Defense card = Defenses.of(p, p.unit("sherman").orElseThrow(), AttackType.NORMAL, false, true, null, true);
            assertThat(card.armor()).isEqualTo(3);
            toi.engine.units.UnitType sherman = TestBoards.type("sherman");
            toi.engine.units.UnitType thin = new toi.engine.units.UnitType("thin", "Thin tank", "US", sherman.category(), 0, 6, 1,
                    sherman.vsInfantry(), sherman.vsVehicle(), null, null, 0, 0, java.util.Set.of("tank", "heavy-vehicle"),
                    java.util.Set.of(), Map.of(), "test");
            Position q = position(BOARD, Unit.vehicle("thin", "US", HERE, thin).withFacing(HexDirection.N)).withOptions(on("facing"));
            assertThat(Defenses.of(q, q.unit("thin").orElseThrow(), AttackType.NORMAL, false, true, null, true).armor()).isEqualTo(1);
        }

        @Test
        void lightVehiclesHaveNoFacing() {
            Position p = position(BOARD, vehicle("ht", "US", "E5", "m3a1").withFacing(HexDirection.N),
                    vehicle("tiger", "GER", at(go(HERE, HexDirection.S, HexDirection.S)), "tiger-i")).withOptions(on("facing"));
            AttackBreakdown b = AttackRules.propose(p, AttackRequest.of("tiger", "ht", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE));
            assertThat(b.defenses().get(0).armor()).isEqualTo(1);
        }
    }

    @Nested
    @DisplayName("003 · Optional Facing Rules: placed facing a side; 003 · Facing and Movement")
    class InTheGame {
        GameSetup setup(RuleOptions options, Unit... units) {
            return new GameSetup("facing", position(board(ROW, ROW, ROW, ROW, ROW, ROW, ROW), units), List.of("US", "GER"), "US", 2,
                    Map.of("US", 2, "GER", 2), Map.of("US", 0, "GER", 0), true).withOptions(options);
        }

        @Test
        void eachHeavyVehicleIsPlacedFacingASideItsOwnerChooses() {
            // "Each heavy vehicle in the game must be placed so that it is facing one of the six sides of its hex."
            Game g = new Game(setup(on("facing"), vehicle("sherman", "US", "B2", "sherman"), vehicle("tiger", "GER", "H4", "tiger-i"),
                    vehicle("ht", "GER", "H2", "sdkfz-251")), 1);
            Decision d = g.pending();
            assertThat(d.kind()).isEqualTo(Decision.Kind.FACING);
            assertThat(d.nation()).isEqualTo("US");
            assertThat(d.options()).hasSize(6).contains(Choice.parse("face sherman NE"));
            assertThatThrownBy(() -> TestBoards.play(g, "face tiger N")).isInstanceOf(IllegalChoice.class);
            TestBoards.play(g, "face sherman NE");
            assertThat(g.pending().kind()).isEqualTo(Decision.Kind.FACING);
            assertThat(g.pending().nation()).isEqualTo("GER");
            TestBoards.play(g, "face tiger SW");
            assertThat(g.pending().kind()).as("the half-track, a light vehicle, faces nothing").isEqualTo(Decision.Kind.ACTION);
            assertThat(g.state().units().get("sherman").facing()).isEqualTo(HexDirection.NE);
            assertThat(g.state().units().get("ht").facing()).isNull();
            assertThat(g.viewFor(toi.engine.game.protocol.Seat.of("GER")).units()).filteredOn(u -> u.id().equals("sherman"))
                    .extracting(toi.engine.game.SeatView.UnitView::facing).containsExactly("NE");
        }

        @Test
        void movingItEntersTheHexInFront_soEachStepTurnsIt() {
            // "A heavy vehicle may rotate its facing in any hex, by any amount during its movement, without spending any
            // movement points. However, after rotating, it must enter the hex directly in front of it."
            Game g = new Game(setup(on("facing"), vehicle("sherman", "US", "B2", "sherman").withFacing(HexDirection.N),
                    vehicle("tiger", "GER", "H4", "tiger-i").withFacing(HexDirection.SW)), 1);
            Hex next = hex("B2").neighbor(HexDirection.SE);
            TestBoards.play(g, "act advance sherman", "step " + at(next));
            assertThat(g.state().units().get("sherman").facing()).isEqualTo(HexDirection.SE);
            assertThat(g.state().activity().mpLeft()).as("turning costs nothing: 1 MP for the clear hex")
                    .isEqualTo(toi.engine.move.MovePoints.of(6));
        }

        @Test
        void aPositionFileGivesAFacing_andABadOneIsRefusedWithFileFieldAndProblem() {
            String unit = "{ \"id\": \"sherman\", \"nation\": \"US\", \"hex\": \"A1\", \"vehicle\": \"sherman\", \"facing\": \"%s\" }";
            String text = "{ \"name\": \"f\", \"map\": { \"name\": \"m\", \"columns\": 2, \"rows\": 1, \"grid\": [\". .\"] },"
                    + " \"units\": [ %s ] }";
            Position ok = PositionLoader.fromText("pos.json", String.format(text, String.format(unit, "se")), null, TestBoards.CATALOGS);
            assertThat(ok.unit("sherman").orElseThrow().facing()).isEqualTo(HexDirection.SE);
            assertThatThrownBy(() -> PositionLoader.fromText("pos.json", String.format(text, String.format(unit, "up")), null,
                    TestBoards.CATALOGS)).hasMessageContaining("pos.json").hasMessageContaining("facing").hasMessageContaining("not a hex direction");
        }

        @Test
        void theExample_theTigerMayFireAtTheShermansRearBeforeItRotates_orAtItsFlankAfter() {
            // "if it waits for the Sherman to turn at the building, it may fire immediately at the Sherman's rear arc, causing
            // the Sherman to lose 1 from its armor value. The American player must give the German player an opportunity to
            // announce the shot before he rotates the tank. If the Tiger fires after the Sherman rotates, it would be firing at
            // its flank arc instead."
            Hex building = hex("E3");
            Hex start = building.neighbor(HexDirection.S);
            Hex tiger = go(start, HexDirection.S, HexDirection.S);
            Game g = new Game(setup(on("facing"), vehicle("sherman", "US", at(start), "sherman").withFacing(HexDirection.N),
                    vehicle("tiger", "GER", at(tiger), "tiger-i").withFacing(HexDirection.N).withActivation(toi.engine.units.Activation.OP_FIRE)), 1);
            TestBoards.play(g, "act advance sherman", "step " + at(building));
            assertThat(g.pending().kind()).isEqualTo(Decision.Kind.OP_FIRE);
            assertThat(opFireArmor(g)).as("before the turn: its rear").isEqualTo(3);
            TestBoards.play(g, "no-opfire");
            assertThat(g.legalChoices()).contains(Choice.parse("face sherman NE"));
            TestBoards.play(g, "face sherman NE");
            assertThat(g.pending().kind()).as("a chance to fire between facings").isEqualTo(Decision.Kind.OP_FIRE);
            assertThat(opFireArmor(g)).as("after the turn: its flank, the full armor").isEqualTo(4);
            TestBoards.play(g, "no-opfire");
            assertThat(g.state().activity().mpLeft()).as("rotating costs no movement points").isEqualTo(toi.engine.move.MovePoints.of(6));
            // "after rotating, it must enter the hex directly in front of it"
            assertThat(g.legalChoices()).doesNotContain(new Choice.Stop(), Choice.parse("face sherman N"));
            assertThatThrownBy(() -> TestBoards.play(g, "stop")).hasMessageContaining("must enter the hex directly in front");
            TestBoards.play(g, "step " + at(building.neighbor(HexDirection.NE)), "no-opfire");
            assertThat(g.legalChoices()).as("after entering the new hex it may rotate again, or stop")
                    .contains(new Choice.Stop(), Choice.parse("face sherman N"));
        }

        int opFireArmor(Game g) {
            AttackBreakdown b = AttackRules.propose(g.state().position(), AttackRequest.of("tiger", "sherman", AttackType.NORMAL,
                    FireAction.OP_FIRE));
            return b.defenses().get(0).armor();
        }

        @Test
        void withoutTheOption_noFacingIsAskedOrKept() {
            Game g = new Game(setup(RuleOptions.NONE, vehicle("sherman", "US", "B2", "sherman"), vehicle("tiger", "GER", "H4", "tiger-i")), 1);
            assertThat(g.pending().kind()).isEqualTo(Decision.Kind.ACTION);
            TestBoards.play(g, "act advance sherman", "step " + at(hex("B2").neighbor(HexDirection.SE)));
            assertThat(g.state().units().get("sherman").facing()).isNull();
        }
    }

    @Nested
    @DisplayName("003 · Turretless Vehicles and Facing (the StuG III example)")
    class Turretless {
        /** The StuG III in E5 facing north and an American squad at {@code target}. */
        Position stugAnd(Hex target, FireAction action, String... options) {
            return position(BOARD, vehicle("stug", "GER", "E5", "stug-iii").withFacing(HexDirection.N),
                    TestBoards.usSquad("sq", at(target))).withOptions(on(options));
        }

        AttackBreakdown fire(Position p, FireAction action) {
            return AttackRules.propose(p, AttackRequest.of("stug", "sq", AttackType.NORMAL, action));
        }

        @Test
        void aTargetInItsFrontArc_plusOne_inAFlankArc_minusOne() {
            // "It can fire at Tank D and [add] 1 to its firepower for the shot. It can fire at Squad B and lose 1 FP."
            AttackBreakdown front = fire(stugAnd(go(HERE, HexDirection.N, HexDirection.N), FireAction.CONCENTRATED_FIRE,
                    "facing", "turretless-facing"), FireAction.CONCENTRATED_FIRE);
            assertThat(front.attackDice()).isEqualTo(7);
            assertThat(front.lead().additions()).extracting(Object::toString)
                    .anyMatch(m -> m.contains("front arc") && m.contains("003 · Turretless Vehicles and Facing"));
            AttackBreakdown flank = fire(stugAnd(go(HERE, HexDirection.NW, HexDirection.NW), FireAction.CONCENTRATED_FIRE,
                    "facing", "turretless-facing"), FireAction.CONCENTRATED_FIRE);
            assertThat(flank.attackDice()).isEqualTo(5);
            assertThat(fire(stugAnd(go(HERE, HexDirection.NW, HexDirection.NW), FireAction.CONCENTRATED_FIRE, "facing"),
                    FireAction.CONCENTRATED_FIRE).attackDice()).as("facing alone changes no firepower").isEqualTo(6);
        }

        @Test
        void aTargetInItsRearArc_orOnTheLineIntoIt_cannotBeFiredAt_norOpFiredAt() {
            // "a turretless vehicle may never perform at OP Fire attack at a target in its rear arc … If a target falls in a hex
            // that lies within two different arcs, the turretless vehicle must use the least advantageous arc" (Tank C)
            Hex rear = go(HERE, HexDirection.S, HexDirection.S);
            assertThatThrownBy(() -> fire(stugAnd(rear, FireAction.CONCENTRATED_FIRE, "facing", "turretless-facing"),
                    FireAction.CONCENTRATED_FIRE)).hasMessageContaining("rear arc").hasMessageContaining("003 · Turretless Vehicles and Facing");
            Position opFire = position(BOARD, vehicle("stug", "GER", "E5", "stug-iii").withFacing(HexDirection.N)
                    .withActivation(toi.engine.units.Activation.OP_FIRE), TestBoards.usSquad("sq", at(rear))).withOptions(on("facing", "turretless-facing"));
            assertThatThrownBy(() -> fire(opFire, FireAction.OP_FIRE)).hasMessageContaining("rear arc");
            Hex tankC = go(HERE, HexDirection.S, HexDirection.SE); // on the line between the rear and a flank arc
            assertThatThrownBy(() -> fire(stugAnd(tankC, FireAction.CONCENTRATED_FIRE, "facing", "turretless-facing"),
                    FireAction.CONCENTRATED_FIRE)).hasMessageContaining("rear arc");
        }

        @Test
        void afterTurningWithAFireAndMovementAction_sixPlusOneHalved_isFour() {
            // "If the StuG rotates … it may fire at Squad A with a total of 4 FP (6 FP, plus 1 FP for the firing arc, halved for
            // the Fire and Movement action)." Here it turns by entering the hex behind it (R-OPT-46).
            Hex squadA = go(HERE, HexDirection.S, HexDirection.S, HexDirection.S);
            GameSetup setup = new GameSetup("stug", position(BOARD, vehicle("stug", "GER", "E5", "stug-iii").withFacing(HexDirection.N),
                    TestBoards.usSquad("sq", at(squadA))), List.of("GER", "US"), "GER", 2, Map.of("GER", 2, "US", 2),
                    Map.of("GER", 0, "US", 0), true).withOptions(on("facing", "turretless-facing"));
            Game g = new Game(setup, 1);
            assertThat(g.legalChoices()).noneMatch(c -> c.text().startsWith("act concentrated-fire stug"));
            TestBoards.play(g, "act fire-and-movement stug", "step " + at(HERE.neighbor(HexDirection.S)));
            assertThat(g.state().units().get("stug").facing()).isEqualTo(HexDirection.S);
            AttackBreakdown b = fire(g.state().position(), FireAction.FIRE_AND_MOVEMENT);
            assertThat(b.lead().baseFirepower()).isEqualTo(6);
            assertThat(b.attackDice()).isEqualTo(4);
            assertThat(g.legalChoices()).anyMatch(c -> c.text().startsWith("fire") && c.text().contains("sq"));
        }

        @Test
        void theExample_rotatingInPlaceWithFireAndMovement_sixPlusOneHalved_isFour() {
            // "If the StuG rotates 120 degrees to the left, it may fire at Squad A with a total of 4 FP (6 FP, plus 1 FP for
            // the firing arc, halved for the Fire and Movement action)."
            Hex squadA = go(HERE, HexDirection.SW, HexDirection.SW); // 120° to the left of north
            GameSetup setup = new GameSetup("stug", position(BOARD, vehicle("stug", "GER", "E5", "stug-iii").withFacing(HexDirection.N),
                    TestBoards.usSquad("sq", at(squadA))), List.of("GER", "US"), "GER", 2, Map.of("GER", 2, "US", 2),
                    Map.of("GER", 0, "US", 0), true).withOptions(on("facing", "turretless-facing"));
            Game g = new Game(setup, 1);
            assertThat(g.legalChoices()).as("Squad A is in a flank arc: -1 (5 dice); not yet the example's shot")
                    .anyMatch(c -> c.text().startsWith("act concentrated-fire stug target sq"));
            TestBoards.play(g, "act fire-and-movement stug", "face stug SW");
            AttackBreakdown b = fire(g.state().position(), FireAction.FIRE_AND_MOVEMENT);
            assertThat(b.attackDice()).isEqualTo(4);
            Choice shot = g.legalChoices().stream().filter(c -> c.text().startsWith("fire") && c.text().contains("sq")).findFirst().orElseThrow();
            List<toi.engine.event.Event> ev = TestBoards.play(g, shot.text());
            assertThat(ev).anyMatch(e -> e instanceof toi.engine.event.Event.AttackDeclared d && d.dice() == 4);
        }

        @Test
        void turretlessWithoutFacingIsRefused() {
            assertThatThrownBy(() -> on("turretless-facing")).hasMessageContaining("needs option facing");
        }
    }
}
