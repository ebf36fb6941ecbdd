package toi.content;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static toi.content.TestBoards.board;
import static toi.content.TestBoards.gerSquad;
import static toi.content.TestBoards.hex;
import static toi.content.TestBoards.play;
import static toi.content.TestBoards.usSquad;
import static toi.content.TestBoards.vehicle;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import toi.engine.combat.AttackBreakdown;
import toi.engine.combat.AttackRequest;
import toi.engine.combat.AttackRules;
import toi.engine.combat.AttackType;
import toi.engine.combat.Dice;
import toi.engine.combat.FireAction;
import toi.engine.event.Event;
import toi.engine.game.Game;
import toi.engine.game.RandomPlayer;
import toi.engine.game.protocol.Choice;
import toi.engine.game.protocol.Decision;
import toi.engine.game.protocol.IllegalChoice;
import toi.engine.game.protocol.Seat;
import toi.engine.game.rules.MunitionTokens;
import toi.engine.map.Board;
import toi.engine.options.RuleOptions;
import toi.engine.scenario.GameSetup;
import toi.engine.units.Munition;
import toi.engine.units.Position;
import toi.engine.units.Unit;

/**
 * 002 · MUNITIONS SPECIALIZATION TOKENS (an optional rule) and 003 · Armor Piercing Discarding Sabot (AP-DS): tests built
 * from the text, each token's effect on an attack, the purchase and its limits, the flip, the discards, and the secret of
 * a facedown token.
 */
class MunitionsTest {
    static final String HEADING = "002 · MUNITIONS SPECIALIZATION TOKENS";
    static final String ROW = ". . . . . . . . . . . .";

    static RuleOptions on(String... ids) {
        return OptionCatalog.load().select(List.of(ids));
    }

    static Unit token(Unit u, Munition.Kind k) {
        return u.withMunition(new Munition(k, false, 1));
    }

    static AttackBreakdown attack(Position p, String attacker, String target, FireAction action, String... supporters) {
        return AttackRules.propose(p, AttackRequest.of(attacker, target, AttackType.NORMAL, action, supporters));
    }

    /** A Sherman (8 firepower against vehicles, range 6) in A1 with the token, a Panzer IV and a German squad further on. */
    static Position range(Munition.Kind k, String panzerHex, String... options) {
        Board b = board(ROW, ROW);
        return TestBoards.position(b, token(vehicle("sh", "US", "A1", "sherman"), k), vehicle("pz", "GER", panzerHex, "panzer-iv"),
                gerSquad("g", "D2"), usSquad("u", "B2")).withOptions(on(options));
    }

    @Nested
    @DisplayName("002 · Munitions Specializations: each token's effect on the attack that flips it")
    class Effects {
        @Test
        void apB_plusOneFirepowerAgainstVehicles_atEveryRange_withItsHeading() {
            AttackBreakdown b = attack(range(Munition.Kind.AP_B, "D1", "munitions"), "sh", "pz", FireAction.CONCENTRATED_FIRE);
            assertThat(b.attackDice()).isEqualTo(9);
            assertThat(b.lead().additions()).anyMatch(m -> m.amount() == 1 && m.rule().equals(HEADING + ", Armor Piercing Ballistic (AP-B)"));
            assertThat(b.notes()).anyMatch(n -> n.contains("facedown munitions token is flipped: Armor Piercing Ballistic (AP-B)"));
            assertThat(attack(range(Munition.Kind.AP_B, "I1", "munitions"), "sh", "pz", FireAction.CONCENTRATED_FIRE).attackDice())
                    .as("long range").isEqualTo(9);
            assertThat(attack(range(Munition.Kind.AP_B, "D1", "munitions"), "sh", "g", FireAction.CONCENTRATED_FIRE).attackDice())
                    .as("against infantry: nothing (\"against vehicles\")").isEqualTo(7);
        }

        @Test
        void withoutTheOption_aTokenDoesNothing() {
            assertThat(attack(range(Munition.Kind.AP_B, "D1"), "sh", "pz", FireAction.CONCENTRATED_FIRE).attackDice()).isEqualTo(8);
        }

        @Test
        void apC_plusTwoAtCloseRange_nothingAtNormal_minusOneAtLong() {
            assertThat(attack(range(Munition.Kind.AP_C, "B1", "munitions"), "sh", "pz", FireAction.CONCENTRATED_FIRE).attackDice()).isEqualTo(10);
            assertThat(attack(range(Munition.Kind.AP_C, "D1", "munitions"), "sh", "pz", FireAction.CONCENTRATED_FIRE).attackDice()).isEqualTo(8);
            AttackBreakdown longRange = attack(range(Munition.Kind.AP_C, "I1", "munitions"), "sh", "pz", FireAction.CONCENTRATED_FIRE);
            assertThat(longRange.attackDice()).isEqualTo(7);
            assertThat(longRange.lead().additions()).anyMatch(m -> m.amount() == -1 && m.rule().contains("Armor Piercing Composite (AP-C)"));
        }

        @Test
        void he_minusOneAgainstVehicles_normalRangeHitsOnFour_andNoLongRangeAttack() {
            AttackBreakdown vsVehicle = attack(range(Munition.Kind.HE, "D1", "munitions"), "sh", "pz", FireAction.CONCENTRATED_FIRE);
            assertThat(vsVehicle.attackDice()).isEqualTo(7);
            assertThat(vsVehicle.hitOn()).isEqualTo(4);
            AttackBreakdown vsSquad = attack(range(Munition.Kind.HE, "D1", "munitions"), "sh", "g", FireAction.CONCENTRATED_FIRE);
            assertThat(vsSquad.attackDice()).isEqualTo(7);
            assertThat(vsSquad.hitOn()).isEqualTo(4);
            assertThat(vsSquad.notes()).anyMatch(n -> n.contains("HE round: normal range attacks hit on 4, 5 or 6") && n.contains(HEADING));
            assertThat(attack(range(Munition.Kind.HE, "D1"), "sh", "g", FireAction.CONCENTRATED_FIRE).hitOn()).as("basic game").isEqualTo(5);
            assertThatThrownBy(() -> attack(range(Munition.Kind.HE, "I1", "munitions"), "sh", "pz", FireAction.CONCENTRATED_FIRE))
                    .hasMessageContaining("may not make long-range attacks").hasMessageContaining(HEADING);
        }

        @Test
        void heAndSmokeRoundsFireAlone_apRoundsJoinCombinedFire() {
            Position he = range(Munition.Kind.HE, "D1", "munitions");
            assertThatThrownBy(() -> attack(he, "sh", "g", FireAction.CONCENTRATED_FIRE, "u")).hasMessageContaining("no combined fire")
                    .hasMessageContaining("R-OPT-11");
            assertThatThrownBy(() -> attack(he, "u", "g", FireAction.CONCENTRATED_FIRE, "sh")).hasMessageContaining("no combined fire");
            assertThat(AttackRules.allowsSupporter(he, AttackRequest.of("u", "g", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE), "sh")).isFalse();
            AttackBreakdown apb = attack(range(Munition.Kind.AP_B, "D1", "munitions"), "u", "g", FireAction.CONCENTRATED_FIRE, "sh");
            assertThat(apb.contributions()).hasSize(2);
        }

        @Test
        void smoke_itsNextAttackIsASmokeRoundAtAHex_withTheDiceOfAnAttackOnAVehicle() {
            Position p = range(Munition.Kind.SMOKE, "D1", "munitions");
            assertThatThrownBy(() -> attack(p, "sh", "g", FireAction.CONCENTRATED_FIRE)).hasMessageContaining("smoke round")
                    .hasMessageContaining(HEADING);
            AttackBreakdown b = AttackRules.propose(p, AttackRequest.smokeMission("sh", hex("D2"), FireAction.CONCENTRATED_FIRE));
            assertThat(b.area()).isFalse();
            assertThat(b.attackDice()).as("the Sherman's firepower against vehicles").isEqualTo(8);
            assertThat(b.hitOn()).isEqualTo(5);
            assertThat(b.defenses()).as("no effect on the units in the hex").isEmpty();
            assertThat(b.notes()).anyMatch(n -> n.contains("smoke round") && n.contains(HEADING));
            assertThatThrownBy(() -> AttackRules.propose(p, AttackRequest.smokeMission("sh", hex("D2"), FireAction.OP_FIRE)))
                    .hasMessageContaining("Concentrated Fire action");
            Position noToken = range(Munition.Kind.AP_B, "D1", "munitions");
            assertThatThrownBy(() -> AttackRules.propose(noToken, AttackRequest.smokeMission("sh", hex("D2"), FireAction.CONCENTRATED_FIRE)))
                    .hasMessageContaining("no facedown Smoke munitions token");
        }

        @Test
        void aFlippedTokenHasDoneItsWork() {
            Position p = TestBoards.position(board(ROW, ROW), vehicle("sh", "US", "A1", "sherman").withMunition(new Munition(Munition.Kind.AP_B, true, 1)),
                    vehicle("pz", "GER", "D1", "panzer-iv")).withOptions(on("munitions"));
            assertThat(attack(p, "sh", "pz", FireAction.CONCENTRATED_FIRE).attackDice()).isEqualTo(8);
        }
    }

    @Nested
    @DisplayName("003 · Armor Piercing Discarding Sabot (AP-DS)")
    class ApDs {
        @Test
        void anAmericanApCTokenIsAnApDsRound_plusThreeAtNormalRange_plusOneAtLong() {
            AttackBreakdown normal = attack(range(Munition.Kind.AP_C, "D1", "munitions", "ap-ds"), "sh", "pz", FireAction.CONCENTRATED_FIRE);
            assertThat(normal.attackDice()).isEqualTo(11);
            assertThat(normal.lead().additions()).anyMatch(m -> m.amount() == 3 && m.rule().startsWith("003 · Armor Piercing Discarding Sabot (AP-DS)"));
            assertThat(attack(range(Munition.Kind.AP_C, "B1", "munitions", "ap-ds"), "sh", "pz", FireAction.CONCENTRATED_FIRE).attackDice())
                    .as("close range is within the normal range (R-OPT-14)").isEqualTo(11);
            assertThat(attack(range(Munition.Kind.AP_C, "I1", "munitions", "ap-ds"), "sh", "pz", FireAction.CONCENTRATED_FIRE).attackDice())
                    .isEqualTo(9);
        }

        @Test
        void aGermanApCTokenStaysApC() {
            Position p = TestBoards.position(board(ROW, ROW), vehicle("sh", "US", "B1", "sherman"),
                    token(vehicle("pz", "GER", "A1", "panzer-iv"), Munition.Kind.AP_C)).withOptions(on("munitions", "ap-ds"));
            assertThat(attack(p, "pz", "sh", FireAction.CONCENTRATED_FIRE).attackDice()).isEqualTo(12); // 10 + 2 at close range
        }

        @Test
        void apDsNeedsMunitions() {
            assertThatThrownBy(() -> on("ap-ds")).hasMessageContaining("ap-ds needs option munitions");
        }

        @Test
        void anApDsTokenCostsThreeCommand() {
            Game g = game(new Dice(1), 10, "munitions", "ap-ds");
            toMunitions(g, "US");
            List<Event> ev = play(g, "munition sh ap-c");
            assertThat(ev).contains(new Event.CommandChanged("US", -3, 7, "for a munitions token"));
        }
    }

    // ---- in play

    static GameSetup setup(int command, String... options) {
        Board b = board(ROW, ROW, ROW, ROW, ROW);
        List<Unit> units = List.of(vehicle("sh", "US", "A3", "sherman"), vehicle("sh2", "US", "A4", "sherman"),
                vehicle("sh3", "US", "A5", "sherman"), vehicle("sh4", "US", "A2", "sherman"), vehicle("truck", "US", "A1", "gmc-truck"),
                usSquad("u", "B1"), vehicle("pz", "GER", "D3", "panzer-iv"), gerSquad("g", "L5"));
        return new GameSetup("munitions", new Position(b, units), List.of("US", "GER"), "US", 4, Map.of("US", 2, "GER", 2),
                Map.of("US", command, "GER", command), true).withOptions(on(options));
    }

    static Game game(Dice dice, int command, String... options) {
        return new Game(setup(command, options), dice);
    }

    /** Plays on with the default answers (and no tokens for the other side) until {@code nation} is asked to buy munitions. */
    static void toMunitions(Game g, String nation) {
        TestBoards.answerDefaultsUntil(g, d -> d.kind() == Decision.Kind.MUNITIONS && d.nation().equals(nation));
    }

    @Nested
    @DisplayName("002 · MUNITIONS SPECIALIZATION TOKENS: buying, immediately before op fire")
    class Buying {
        @Test
        void inTheStatusPhaseBeforeOpFire_eachSideBuysFacedownTokensForOneCommand_forItsVehiclesOnly() {
            Game g = game(new Dice(1), 10, "munitions");
            TestBoards.answerDefaultsUntil(g, d -> d.kind() == Decision.Kind.MUNITIONS);
            assertThat(g.state().phase().name()).isEqualTo("STATUS");
            Decision d = g.pending();
            assertThat(d.prompt()).contains(HEADING);
            toMunitions(g, "US");
            List<String> options = g.pending().options().stream().map(Choice::text).toList();
            assertThat(options).contains("end-munitions", "munition sh he", "munition sh ap-b", "munition sh ap-c", "munition sh smoke")
                    .noneMatch(o -> o.contains("truck") || o.contains(" u ") || o.contains("pz"));
            List<Event> ev = play(g, "munition sh ap-b");
            assertThat(ev).contains(new Event.MunitionPlaced("US", "sh", "ap-b", 1), new Event.CommandChanged("US", -1, 9, "for a munitions token"));
            assertThat(TestBoards.unit(g, "sh").munition()).isEqualTo(new Munition(Munition.Kind.AP_B, false, 1));
            assertThat(g.pending().kind()).isEqualTo(Decision.Kind.MUNITIONS);
            play(g, "end-munitions");
            assertThat(g.pending().kind()).as("then op fire").isEqualTo(Decision.Kind.OP_FIRE_MODE);
        }

        @Test
        void refusals_nameTheRule_andChangeNothing() {
            Game g = game(new Dice(1), 10, "munitions");
            toMunitions(g, "US");
            play(g, "munition sh ap-b");
            for (String[] bad : new String[][]{
                    {"munition sh he", "already has a munitions token"},
                    {"munition sh2 ap-b", "no Armor Piercing Ballistic (AP-B) token left"},
                    {"munition truck he", "not a vehicle or gun with a weapon"},
                    {"munition u he", "not a vehicle or gun with a weapon"},
                    {"munition pz he", "not one of US's units"},
                    {"munition sh2 napalm", "no munitions token 'napalm'"}}) {
                long before = g.state().hash();
                assertThatThrownBy(() -> play(g, bad[0])).as(bad[0]).isInstanceOf(IllegalChoice.class).hasMessageContaining(bad[1]);
                assertThat(g.state().hash()).as(bad[0] + " changes nothing").isEqualTo(before);
            }
        }

        @Test
        void upToThreeAPhase_threeOnTheBoard_andNotWithoutTheCommand() {
            Game g = game(new Dice(1), 10, "munitions");
            toMunitions(g, "US");
            play(g, "munition sh ap-b", "munition sh2 he", "munition sh3 smoke");
            assertThat(g.pending().kind()).as("three bought: the step is over for US").isNotEqualTo(Decision.Kind.MUNITIONS);
            var s = g.state();
            assertThat(MunitionTokens.buyRefusal(s, "US", new Choice.BuyMunition("sh4", "ap-c"))).contains("up to three");
            s.round++; // a later Status Phase: the three on the board still count
            assertThat(MunitionTokens.buyRefusal(s, "US", new Choice.BuyMunition("sh4", "ap-c"))).contains("a maximum of three");

            Game poor = game(new Dice(1), 1, "munitions");
            toMunitions(poor, "US");
            play(poor, "munition sh ap-b");
            assertThat(poor.pending().kind()).as("no command left: nothing more to buy").isNotEqualTo(Decision.Kind.MUNITIONS);
            assertThat(MunitionTokens.buyRefusal(poor.state(), "US", new Choice.BuyMunition("sh2", "he"))).contains("costs 1 command; US has 0");
        }
    }

    @Nested
    @DisplayName("002 · MUNITIONS SPECIALIZATION TOKENS: the flip and the discards")
    class FlipAndDiscard {
        @Test
        void theNextAttackFlipsTheToken_itsEffectApplies_andItIsDiscardedAtTheBeginningOfTheStatusPhase() {
            Game g = game(new Dice(3), 10, "munitions");
            toMunitions(g, "US");
            play(g, "munition sh ap-b", "end-munitions");
            TestBoards.answerDefaultsUntil(g, d -> d.kind() == Decision.Kind.ACTION && d.nation().equals("US"));
            List<Event> ev = play(g, "act concentrated-fire sh target pz normal");
            assertThat(TestBoards.events(ev, Event.AttackDeclared.class).get(0).dice()).isEqualTo(9);
            assertThat(ev).contains(new Event.MunitionRevealed("sh", "ap-b"));
            assertThat(TestBoards.unit(g, "sh").munition().revealed()).isTrue();
            List<Event> status = TestBoards.answerDefaultsUntil(g, d -> d.kind() == Decision.Kind.MUNITIONS);
            assertThat(status).anyMatch(e -> e instanceof Event.MunitionDiscarded m && m.unit().equals("sh") && !m.facedown()
                    && m.why().contains("beginning of the Status Phase"));
            assertThat(TestBoards.unit(g, "sh").munition()).isNull();
            assertThat(MunitionTokens.stock(g.state(), "US").get(Munition.Kind.AP_B)).as("back with its nation's tokens").isEqualTo(1);
        }

        @Test
        void anUnusedToken_mayBeDiscardedAtTheEndOfTheNextStatusPhase_orKept() {
            Game g = game(new Dice(3), 10, "munitions");
            toMunitions(g, "US");
            play(g, "munition sh ap-b", "munition sh2 he", "end-munitions");
            List<Event> round2 = TestBoards.answerDefaultsUntil(g, d -> d.kind() == Decision.Kind.MUNITIONS && g.state().round() == 2);
            assertThat(round2).noneMatch(e -> e instanceof Event.MunitionDiscarded);
            toMunitions(g, "US");
            play(g, "munition sh3 smoke", "end-munitions");
            TestBoards.answerDefaultsUntil(g, d -> d.kind() == Decision.Kind.MUNITIONS_DISCARD);
            Decision d = g.pending();
            assertThat(d.nation()).isEqualTo("US");
            assertThat(d.options()).extracting(Choice::text).containsExactlyInAnyOrder("keep-munitions", "discard-munition sh",
                    "discard-munition sh2");
            long before = g.state().hash();
            assertThatThrownBy(() -> play(g, "discard-munition sh3")).hasMessageContaining("bought in this Status Phase")
                    .hasMessageContaining(HEADING);
            assertThat(g.state().hash()).isEqualTo(before);
            List<Event> ev = play(g, "discard-munition sh2");
            assertThat(ev).contains(new Event.MunitionDiscarded("US", "sh2", "he", true, "unused, discarded at the end of the Status Phase", HEADING));
            play(g, "keep-munitions");
            assertThat(g.state().round()).as("the round ends").isEqualTo(3);
            assertThat(TestBoards.unit(g, "sh").munition().kind()).as("kept at no cost").isEqualTo(Munition.Kind.AP_B);
            assertThat(TestBoards.unit(g, "sh2").munition()).isNull();
        }
    }

    @Nested
    @DisplayName("002 · Smoke: a smoke round")
    class SmokeRound {
        Game armed(int... dice) {
            Game g = game(Dice.loaded(dice), 10, "munitions");
            toMunitions(g, "US");
            play(g, "munition sh smoke", "end-munitions");
            TestBoards.answerDefaultsUntil(g, d -> d.kind() == Decision.Kind.ACTION && d.nation().equals("US"));
            return g;
        }

        @Test
        void twoHits_placeSmokeInTheTargetedHex() {
            Game g = armed(5, 6, 1, 1, 1, 1, 1, 1);
            assertThat(g.pending().options()).extracting(Choice::text).contains("act concentrated-fire sh target D3 smoke")
                    .doesNotContain("act concentrated-fire sh target pz normal");
            List<Event> ev = play(g, "act concentrated-fire sh target E3 smoke");
            assertThat(ev).contains(new Event.MunitionRevealed("sh", "smoke"));
            assertThat(g.state().board().hasMarker(hex("E3"), "smoke")).isTrue();
            assertThat(ev).anyMatch(e -> e instanceof Event.MarkerPlaced m && m.rule().equals(HEADING + ", Smoke"));
        }

        @Test
        void oneHit_theRedDieSaysHowFar_theBlackDieWhichWay() {
            Game g = armed(5, 1, 1, 1, 1, 1, 1, 1, 2, 1); // red 2 hexes, black 1 = north
            List<Event> ev = play(g, "act concentrated-fire sh target E3 smoke");
            assertThat(ev).contains(new Event.Drifted(0, hex("E3"), hex("E1"), 2, "N"));
            assertThat(g.state().board().hasMarker(hex("E1"), "smoke")).isTrue();
        }

        @Test
        void noHit_isAMisfire_theTokenIsDiscardedWithNoEffect() {
            Game g = armed(1, 1, 1, 1, 1, 1, 1, 1);
            List<Event> ev = play(g, "act concentrated-fire sh target E3 smoke");
            assertThat(g.state().board().markers(hex("E3"))).isEmpty();
            assertThat(ev).anyMatch(e -> e instanceof Event.MunitionDiscarded m && m.why().contains("misfire"));
            assertThat(TestBoards.unit(g, "sh").munition()).isNull();
        }
    }

    @Nested
    @DisplayName("002 · MUNITIONS SPECIALIZATION TOKENS: a facedown token's kind is its owner's secret (R-OPT-13)")
    class Secret {
        final ObjectMapper json = new ObjectMapper();

        String germanSight(String kind) throws Exception {
            Game g = game(new Dice(7), 10, "munitions");
            toMunitions(g, "US");
            List<Event> ev = play(g, "munition sh " + kind, "end-munitions");
            return json.writeValueAsString(g.viewFor(Seat.of("GER"))) + json.writeValueAsString(g.redact(ev, Seat.of("GER")));
        }

        @Test
        void theOtherSeatsViewEventsAndPrompts_areTheSameWhateverTheKind() throws Exception {
            String he = germanSight("he");
            assertThat(he).isEqualTo(germanSight("ap-b")).isEqualTo(germanSight("smoke")).contains("\"munition\":\"facedown\"");
        }

        @Test
        void itsOwnerSeesIt_andEveryoneOnceFlipped() throws Exception {
            Game g = game(new Dice(7), 10, "munitions");
            toMunitions(g, "US");
            List<Event> ev = play(g, "munition sh he");
            assertThat(json.writeValueAsString(g.viewFor(Seat.of("US")))).contains("\"munition\":\"he\"");
            assertThat(g.redact(ev, Seat.of("US"))).contains(new Event.MunitionPlaced("US", "sh", "he", 1));
            assertThat(g.redact(ev, Seat.of("GER"))).contains(new Event.MunitionPlaced("US", "sh", null, 1));
        }

        @Test
        void aPreviewAskedByTheOtherSeat_doesNotCountTheToken() {
            Game g = game(new Dice(7), 10, "munitions");
            toMunitions(g, "US");
            play(g, "munition sh ap-b", "end-munitions");
            TestBoards.answerDefaultsUntil(g, d -> d.kind() == Decision.Kind.ACTION && d.nation().equals("US"));
            Choice attack = Choice.parse("act concentrated-fire sh target pz normal");
            assertThat(String.join("\n", g.preview(Seat.of("US"), attack).lines())).contains("AP-B").contains("9 dice");
            assertThat(String.join("\n", g.preview(Seat.of("GER"), attack).lines())).doesNotContain("AP-B")
                    .doesNotContain("munitions").contains("8 dice");
        }

        @Test
        void aCopyForTheOtherSeat_dealsTheKindAnew_itsOwnersKeepsIt() {
            Game g = game(new Dice(7), 10, "munitions");
            toMunitions(g, "US");
            play(g, "munition sh he");
            Set<Munition.Kind> dealt = new HashSet<>();
            for (long seed = 1; seed <= 30; seed++) {
                dealt.add(g.copyFor(Seat.of("GER"), seed).state().units().get("sh").munition().kind());
                assertThat(g.copyFor(Seat.of("US"), seed).state().units().get("sh").munition().kind()).isEqualTo(Munition.Kind.HE);
            }
            assertThat(dealt).hasSizeGreaterThan(1);
            assertThat(g.copyFor(Seat.of("GER"), 5).state().units().get("sh").munition().kind())
                    .as("a function of the seed").isEqualTo(g.copyFor(Seat.of("GER"), 5).state().units().get("sh").munition().kind());
        }
    }

    @Test
    void determinism_theSameSeedAndChoicesGiveTheSameGame() {
        for (long seed = 1; seed <= 3; seed++) {
            Game a = game(new Dice(seed), 10, "munitions", "ap-ds");
            RandomPlayer player = new RandomPlayer(seed * 31);
            List<Choice> choices = new java.util.ArrayList<>();
            boolean bought = false;
            while (!a.over()) {
                Choice c = player.choose(a);
                bought |= c instanceof Choice.BuyMunition;
                choices.add(c);
                a.apply(c);
            }
            Game b = game(new Dice(seed), 10, "munitions", "ap-ds");
            choices.forEach(b::apply);
            assertThat(b.state().hash()).isEqualTo(a.state().hash());
            assertThat(bought).as("random players buy tokens").isTrue();
        }
    }
}
