package toi.content;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static toi.content.TestBoards.board;
import static toi.content.TestBoards.gerSquad;
import static toi.content.TestBoards.hex;
import static toi.content.TestBoards.position;
import static toi.content.TestBoards.squad;
import static toi.content.TestBoards.usSquad;
import static toi.content.TestBoards.vehicle;
import static toi.content.TestBoards.withMarker;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import toi.engine.combat.AssaultBreakdown;
import toi.engine.combat.AssaultRequest;
import toi.engine.combat.AssaultRules;
import toi.engine.combat.AttackBreakdown;
import toi.engine.combat.AttackRequest;
import toi.engine.combat.AttackRules;
import toi.engine.combat.AttackType;
import toi.engine.combat.Defense;
import toi.engine.combat.FireAction;
import toi.engine.los.LineOfSight;
import toi.engine.los.LosResult;
import toi.engine.los.LosRule;
import toi.engine.map.Board;
import toi.engine.options.RuleOption;
import toi.engine.options.RuleOptions;
import toi.engine.units.Position;
import toi.engine.units.Unit;

/** 003 · Advanced / Optional Rules, each as a game option: tests built from the booklet's text and numbers. */
class OptionalRulesTest {

    static RuleOptions on(String... ids) {
        return OptionCatalog.load().select(List.of(ids));
    }

    static AttackBreakdown propose(Position p, String attacker, String target, AttackType type, FireAction action,
                                   String... supporters) {
        return AttackRules.propose(p, AttackRequest.of(attacker, target, type, action, supporters));
    }

    @Test
    void everyOptionTheEngineKnowsIsDescribedWithItsHeading_andUnknownOnesAreRefusedWithTheKnownOnes() {
        OptionCatalog catalog = OptionCatalog.load();
        assertThat(catalog.ids()).containsExactlyInAnyOrder(
                java.util.Arrays.stream(RuleOption.values()).map(RuleOption::id).toArray(String[]::new));
        for (OptionCatalog.Entry e : catalog.entries()) {
            assertThat(e.option().heading()).isEqualTo(e.book() + " · " + e.heading());
            assertThat(e.summary()).isNotBlank();
        }
        assertThatThrownBy(() -> catalog.select(List.of("blizzard")))
                .hasMessageContaining("unknown option 'blizzard'").hasMessageContaining("known: mortars-into-woods");
        assertThat(catalog.select(List.of("modified-plateau", "modified-plateau")).ids()).containsExactly("modified-plateau");
    }

    @Test
    void aScenarioFileNamesItsOptions_andItsPositionCarriesThemToTheRules(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws Exception {
        toi.engine.scenario.GameSetup setup = ScenarioLoader.load(TestBoards.scenarioFile(dir,
                "\"options\": [\"trucks\", \"modified-plateau\"]"), TestBoards.CATALOGS);
        assertThat(setup.options().ids()).containsExactly("modified-plateau", "trucks");
        assertThat(setup.position().options()).isEqualTo(setup.options());
        assertThat(setup.position().board().modifiedPlateau()).isTrue();
        toi.engine.game.Game g = new toi.engine.game.Game(setup, 1);
        assertThat(g.state().position().options().has(RuleOption.TRUCKS)).isTrue();
        assertThat(g.state().board().modifiedPlateau()).isTrue();
        assertThat(g.viewFor(toi.engine.game.protocol.Seat.of("US")).options()).containsExactly("modified-plateau", "trucks");
        assertThatThrownBy(() -> ScenarioLoader.load(TestBoards.scenarioFile(dir, "\"options\": \"trucks\""), TestBoards.CATALOGS))
                .hasMessageContaining("scenario.json").hasMessageContaining("options").hasMessageContaining("a list of option ids");
        assertThatThrownBy(() -> ScenarioLoader.load(TestBoards.scenarioFile(dir, "\"options\": [\"trucks\", \"trucks\"]"),
                TestBoards.CATALOGS)).hasMessageContaining("options[1]").hasMessageContaining("named twice");
    }

    @Nested
    @DisplayName("003 · Mortars firing into Woods")
    class MortarsIntoWoods {
        // "The cover normally provided by woods terrain is reduced to 0 when a woods hex is the target of a normal or
        // suppressive attack from a mortar crew or Artillery Strategy card, and any entrenchments and trenches in the hex
        // provide one less cover die."
        final Board b = withMarker(board(". . . . . . w . ."), "G1", "entrenchment");
        final Position basic = position(b, squad("mortar", "GER", "A1", "ger-mortar"), usSquad("s1", "G1"),
                usSquad("s2", "G1").withFortification("entrenchment"), squad("rifles", "GER", "C1", "ger-regular", "ger-regular"));
        final Position optional = basic.withOptions(on("mortars-into-woods"));

        @Test
        void aMortarsSuppressiveAttackOnWoods_woodsGiveNoCover_theEntrenchmentOneDieLess() {
            // the 000 · AREA ATTACKS example's hex: 2 dice in the open squad, 4 in the entrenched one; with the option 0 and 1
            AttackBreakdown before = propose(basic, "mortar", "s1", AttackType.SUPPRESSIVE, FireAction.CONCENTRATED_FIRE);
            assertThat(before.defenses()).extracting(Defense::dice).containsExactly(2, 4);
            AttackBreakdown after = propose(optional, "mortar", "s1", AttackType.SUPPRESSIVE, FireAction.CONCENTRATED_FIRE);
            assertThat(after.defenses()).extracting(Defense::dice).containsExactly(0, 1);
            assertThat(after.defenses().get(1).cover()).extracting(m -> m.toString())
                    .anyMatch(m -> m.contains("tree bursts") && m.contains("003 · Mortars firing into Woods"));
        }

        @Test
        void aNormalMortarAttackToo() {
            AttackBreakdown after = propose(optional, "mortar", "s2", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE);
            assertThat(after.defenses()).extracting(Defense::dice).containsExactly(0, 1);
        }

        @Test
        void anArtilleryCardsStrikeOnWoods_theBooksSustainedBlanketWithTheFinalHexInWoods() {
            // 000 · EXAMPLE OF AN OFF-BOARD ARTILLERY ATTACK, the final hex F3 now woods: with the option the two German
            // squads there still roll no defense dice (woods give 0 against an Artillery card), so the book's dice serve
            String row = ". . . . . . . . . .";
            Board woods = board(row, row, ". . . . . w . . . .", row, row, row, row, row);
            List<toi.engine.cards.OperationsCard> none = List.of();
            toi.engine.scenario.GameSetup.Cards cards = new toi.engine.scenario.GameSetup.Cards(TestBoards.CATALOGS.cards(),
                    java.util.Map.of("US", List.of("artillery-1")), java.util.Map.of("US", 3), java.util.Map.of("US", none));
            toi.engine.scenario.GameSetup setup = new toi.engine.scenario.GameSetup("cards", position(woods, usSquad("E", "G4"),
                    gerSquad("g1", "F3"), gerSquad("g2", "F3"), gerSquad("G", "F4"), vehicle("F", "GER", "G3", "panzer-iv")),
                    List.of("US", "GER"), "US", 3, java.util.Map.of("US", 2, "GER", 2), java.util.Map.of("US", 3, "GER", 0), true,
                    TestBoards.CATALOGS.units(), false, java.util.Map.of(), TestBoards.CATALOGS.specializations(), List.of(), cards)
                    .withOptions(on("mortars-into-woods"));
            toi.engine.game.Game game = new toi.engine.game.Game(setup, toi.engine.combat.Dice.loaded(4, 3, 3, 5, 6, 2, 1, 6, 5, 5, 5, 2, 2));
            TestBoards.play(game, "draw artillery-1", "draw artillery-1", "draw artillery-1", "act activate-card sustained-blanket");
            List<toi.engine.event.Event> ev = TestBoards.play(game, "target C2");
            assertThat(TestBoards.events(ev, toi.engine.event.Event.HitsScored.class)).filteredOn(h -> h.unit().startsWith("g"))
                    .extracting(h -> h.defenseDice(), h -> h.hits()).containsExactly(
                            org.assertj.core.groups.Tuple.tuple(0, 2), org.assertj.core.groups.Tuple.tuple(0, 2));
            assertThat(game.state().units().get("g1").condition()).isEqualTo(toi.engine.units.Condition.PINNED);
        }

        @Test
        void riflesFiringIntoTheWoods_stillMeetTheirFullCover() {
            AttackBreakdown rifles = propose(optional, "rifles", "s2", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE);
            assertThat(rifles.defenses()).extracting(Defense::dice).containsExactly(4);
        }

        @Test
        void aMortarFiringAtABuilding_changesNothing() {
            Position p = position(board(". . . . . . b . ."), squad("mortar", "GER", "A1", "ger-mortar"), usSquad("s", "G1"))
                    .withOptions(on("mortars-into-woods"));
            assertThat(propose(p, "mortar", "s", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE).defenses())
                    .extracting(Defense::dice).containsExactly(3);
        }
    }

    @Nested
    @DisplayName("003 · Limited Combined Fire")
    class LimitedCombined {
        // "only units in the active unit's hex may provide support for the attack. If an officer is in the active squad,
        // then units in adjacent hexes may participate in the attack. … British, German, and American vehicles … are not
        // limited by this rule."
        final Unit lead = usSquad("lead", "C1");
        final Unit leader = squad("lead", "US", "C1", "us-officer", "us-regular", "us-regular", "us-regular");
        final Unit sameHex = usSquad("same", "C1");
        final Unit adjacent = usSquad("adj", "D1");
        final Unit twoAway = usSquad("far", "E1");
        final Unit tank = vehicle("tank", "US", "A1", "sherman");
        final Unit target = gerSquad("ger", "G1");

        Position with(Unit leadUnit, String... options) {
            return position(board(". . . . . . . . ."), leadUnit, sameHex, adjacent, twoAway, tank, target).withOptions(on(options));
        }

        @Test
        void withoutTheOption_anyFriendlyUnitInRangeSupports() {
            AttackBreakdown b = propose(with(lead), "lead", "ger", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE, "same", "adj", "far");
            assertThat(b.contributions()).hasSize(4);
        }

        @Test
        void onlyUnitsInTheActiveUnitsHexSupport() {
            Position p = with(lead, "limited-combined-fire");
            assertThat(propose(p, "lead", "ger", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE, "same").contributions()).hasSize(2);
            assertThatThrownBy(() -> propose(p, "lead", "ger", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE, "adj"))
                    .hasMessageContaining("adj is not in lead's hex").hasMessageContaining("003 · Limited Combined Fire");
            assertThat(AttackRules.allows(p, AttackRequest.of("lead", "ger", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE, "adj")))
                    .isFalse();
        }

        @Test
        void withAnOfficerInTheActiveSquad_adjacentUnitsJoin_butNotFartherOnes() {
            Position p = with(leader, "limited-combined-fire");
            AttackBreakdown b = propose(p, "lead", "ger", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE, "same", "adj");
            assertThat(b.contributions()).hasSize(3);
            assertThat(b.notes()).anyMatch(n -> n.contains("003 · Limited Combined Fire"));
            assertThatThrownBy(() -> propose(p, "lead", "ger", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE, "far"))
                    .hasMessageContaining("far is not in lead's hex nor adjacent to it");
        }

        @Test
        void anAmericanTankWithItsRadio_supportsFromAfar() {
            Position p = with(lead, "limited-combined-fire");
            assertThat(propose(p, "lead", "ger", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE, "tank").contributions()).hasSize(2);
        }

        @Test
        void inAGame_theAttacksListedOfferOnlySupportersWithinShoutingDistance_andOthersAreRefused() {
            String row = ". . . . . . . . . .";
            toi.engine.scenario.GameSetup basic = GameFlowTest.setup(board(row, row), 2, usSquad("u1", "A1"), usSquad("u2", "A1"),
                    usSquad("u3", "B1"), gerSquad("g1", "D1"));
            String withSupport = "act concentrated-fire u1 target g1 normal support ";
            toi.engine.game.Game plain = new toi.engine.game.Game(basic, 1);
            assertThat(plain.pending().options()).extracting(c -> c.text()).contains(withSupport + "u2,u3");
            toi.engine.game.Game limited = new toi.engine.game.Game(basic.withOptions(on("limited-combined-fire")), 1);
            assertThat(limited.pending().options()).extracting(c -> c.text()).contains(withSupport + "u2")
                    .noneMatch(t -> t.startsWith(withSupport) && t.contains("u3"));
            assertThatThrownBy(() -> limited.apply(toi.engine.game.protocol.Choice.parse(withSupport + "u3")))
                    .hasMessageContaining("003 · Limited Combined Fire");
        }

        @Test
        void theLimitIsAboutTheSupporters_aTankLeadingIsSupportedOnlyFromItsHex() {
            Position p = with(lead, "limited-combined-fire");
            assertThatThrownBy(() -> propose(p, "tank", "ger", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE, "lead"))
                    .hasMessageContaining("lead is not in tank's hex");
        }
    }

    @Nested
    @DisplayName("003 · Modified Plateau Rule")
    class ModifiedPlateau {
        // The 000 · LINE OF SIGHT (DIFFERENT ELEVATIONS) diagram's board: E4 and E5 a level-1 hill (E5 on its edge), H4
        // woods, E7 a lone level-1 hill. "If a firing unit on an elevation traces its LOS to a unit behind a hill … of equal
        // elevation, regardless of range, that LOS is blocked … then blind hexes are created as normal."
        final String[] rows = LineOfSightRulebookTest.DIFFERENT_ELEVATIONS_DIAGRAM;

        LosResult los(boolean modified, String from, String to) {
            Board b = board(rows);
            b.useModifiedPlateau(modified);
            return LineOfSight.check(b, hex(from), hex(to));
        }

        @Test
        void diagramD_threeHexesBehindTheHillAtTheFirersLevel_isSeenInTheBasicGame_butBlockedWithTheOption() {
            assertThat(los(false, "E5", "E10").rule()).isEqualTo(LosRule.CLEAR_PAST_OBSTRUCTION);
            LosResult r = los(true, "E5", "E10");
            assertThat(r.clear()).isFalse();
            assertThat(r.rule()).isEqualTo(LosRule.MODIFIED_PLATEAU);
            assertThat(r.blockingHex()).isEqualTo(hex("E7"));
            assertThat(r.reason()).contains("003 · Modified Plateau Rule");
            assertThat(los(true, "E10", "E5").clear()).as("fired upon, as the plateau rule has it").isFalse();
        }

        @Test
        void aLowerHillBetween_stillMakesBlindHexesAsNormal() {
            // a level-2 firer, the level-1 hill E7 between: only the hex right behind it is blind (a difference of two levels)
            String[] high = rows.clone();
            high[1] = ". . . . .2 . . . .";
            Board b = board(high);
            b.useModifiedPlateau(true);
            assertThat(LineOfSight.check(b, hex("E2"), hex("E8")).rule()).isEqualTo(LosRule.BLIND_HEX);
            assertThat(LineOfSight.check(b, hex("E2"), hex("E10")).clear()).isTrue();
        }

        @Test
        void unitsOnTheSameLevel_areNotChanged() {
            assertThat(los(true, "E5", "E7").clear()).isTrue();
        }

        @Test
        void anAttackUsesIt() {
            Position p = position(board(rows), gerSquad("ger", "E5"), usSquad("us", "E10"));
            assertThat(AttackRules.allows(p, AttackRequest.of("ger", "us", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE))).isTrue();
            Position optional = p.withOptions(on("modified-plateau"));
            assertThatThrownBy(() -> propose(optional, "ger", "us", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE))
                    .hasMessageContaining("003 · Modified Plateau Rule");
            assertThat(p.board().modifiedPlateau()).as("the basic position's board is not changed").isFalse();
        }
    }

    @Nested
    @DisplayName("003 · Mortar Crews")
    class MortarCrewsDefend {
        // "When defending against an assault, each mortar crew may contribute 1 firepower to the defender's attack strength."
        Position hex(String... options) {
            return position(board(". . . ."), usSquad("us", "A1"),
                    squad("mortars", "GER", "B1", "ger-mortar", "ger-regular", "ger-regular"),
                    squad("two", "GER", "B1", "ger-mortar", "ger-mortar")).withOptions(on(options));
        }

        AssaultBreakdown assault(Position p) {
            return AssaultRules.propose(p, new AssaultRequest("us", List.of(), TestBoards.hex("B1")));
        }

        @Test
        void inTheBasicGame_mortarCrewsAddNothing() {
            AssaultBreakdown b = assault(hex());
            assertThat(b.defenderStrength()).isEqualTo(2);
        }

        @Test
        void withTheOption_eachMortarCrewAddsOneFirepower() {
            AssaultBreakdown b = assault(hex("mortar-crews-defend"));
            assertThat(b.defenders()).extracting(s -> s.firepower()).containsExactly(3, 2);
            assertThat(b.defenderStrength()).isEqualTo(5);
            assertThat(b.defenders().get(1).additions()).extracting(Object::toString)
                    .anyMatch(m -> m.contains("2 mortar crews") && m.contains("003 · Mortar Crews"));
        }
    }

    @Nested
    @DisplayName("003 · Engineers")
    class EngineersOption {
        // "engineer squads receive +1 firepower, in addition to any other modifiers, when assaulting units in buildings or
        // pillboxes. In scenarios with the "Lay Smoke" Operations card, an engineer squad may place a smoke marker in any
        // adjacent hex as well as its own hex. In scenarios with the "Lay Mines" Operations card, engineer squads may place
        // minefield markers in building hexes, representing explosive booby traps. … Remove the minefield marker after
        // resolving its attack."
        Unit engineer(String id, String hexId) {
            return usSquad(id, hexId).withSpecialization(TestBoards.spec("engineer"), 0);
        }

        AssaultBreakdown assault(Position p, String... supporters) {
            return AssaultRules.propose(p, new AssaultRequest("e", List.of(supporters), hex("B1")));
        }

        @Test
        void anEngineerSquadAssaultingABuilding_addsOneFirepower() {
            Position building = position(board(". b . ."), engineer("e", "A1"), gerSquad("g", "B1"));
            int basic = assault(building).attackStrength();
            AssaultBreakdown optional = assault(building.withOptions(on("engineers")));
            assertThat(optional.attackStrength()).isEqualTo(basic + 1);
            assertThat(optional.attackBonus()).extracting(Object::toString)
                    .anyMatch(m -> m.contains("engineer squad assaulting a building or pillbox") && m.contains("003 · Engineers"));
        }

        @Test
        void aPillboxToo_butNotTheOpen_norAnotherSquad() {
            Position pillbox = position(withMarker(board(". . . ."), "B1", "pillbox"), engineer("e", "A1"),
                    gerSquad("g", "B1").withFortification("pillbox"), usSquad("u", "A2")).withOptions(on("engineers"));
            assertThat(assault(pillbox).attackBonus()).hasSize(1);
            Position open = position(board(". . . ."), engineer("e", "A1"), gerSquad("g", "B1")).withOptions(on("engineers"));
            assertThat(assault(open).attackBonus()).isEmpty();
            Position plain = position(board(". b . ."), usSquad("e", "A1"), gerSquad("g", "B1")).withOptions(on("engineers"));
            assertThat(assault(plain).attackBonus()).isEmpty();
        }

        toi.engine.game.Game game(String card, boolean option, Unit... units) {
            toi.engine.scenario.GameSetup setup = OperationsCardsTest.setup(board(". . . . . . . . . .", ". b . . . . . . . ."),
                    java.util.Map.of("US", 0, "GER", 0), OperationsCardsTest.ops("US", card), units);
            return new toi.engine.game.Game(option ? setup.withOptions(on("engineers")) : setup, new toi.engine.combat.Dice(1));
        }

        List<String> options(toi.engine.game.Game g) {
            return g.pending().options().stream().map(c -> c.text()).toList();
        }

        @Test
        void layingSmoke_inAnAdjacentHexAsWellAsItsOwn() {
            toi.engine.game.Game basic = game("lay-smoke", false, engineer("e", "C1"), gerSquad("g", "J1"));
            TestBoards.play(basic, "act advance e");
            assertThat(options(basic)).contains("lay smoke").noneMatch(t -> t.startsWith("lay smoke "));
            assertThatThrownBy(() -> TestBoards.play(basic, "lay smoke D1")).hasMessageContaining("optional rule, is off");

            toi.engine.game.Game g = game("lay-smoke", true, engineer("e", "C1"), gerSquad("g", "J1"));
            TestBoards.play(g, "act advance e");
            assertThat(options(g)).contains("lay smoke", "lay smoke D1", "lay smoke B1");
            assertThatThrownBy(() -> TestBoards.play(g, "lay smoke F1")).hasMessageContaining("not adjacent");
            List<toi.engine.event.Event> ev = TestBoards.play(g, "lay smoke D1");
            assertThat(g.state().board().hasMarker(hex("D1"), "smoke")).isTrue();
            assertThat(g.state().board().hasMarker(hex("C1"), "smoke")).isFalse();
            assertThat(ev).anyMatch(e -> e instanceof toi.engine.event.Event.MarkerPlaced m && m.rule().contains("003 · Engineers"));
        }

        /** An engineer lays a minefield in its hex {@code mined}; next turn a squad from {@code from} steps into it. */
        List<toi.engine.event.Event> mineAndEnter(toi.engine.game.Game g, String mined) {
            TestBoards.play(g, "act advance e", "lay minefield");
            assertThat(g.state().board().hasMarker(hex(mined), "minefield")).isTrue();
            TestBoards.play(g, "stop");
            TestBoards.answerDefaultsUntil(g, d -> d.kind() == toi.engine.game.protocol.Decision.Kind.ACTION && d.nation().equals("US"));
            TestBoards.play(g, "act advance u");
            List<toi.engine.event.Event> ev = TestBoards.play(g, "step " + mined);
            assertThat(ev).anyMatch(e -> e instanceof toi.engine.event.Event.DiceRolled d && d.purpose().startsWith("minefield attack"));
            return ev;
        }

        @Test
        void aBoobyTrapInABuilding_isRemovedAfterItsAttack() {
            toi.engine.game.Game g = game("lay-mines", true, engineer("e", "B2"), usSquad("u", "C2"), gerSquad("g", "J1"));
            List<toi.engine.event.Event> ev = mineAndEnter(g, "B2");
            assertThat(g.state().board().hasMarker(hex("B2"), "minefield")).as("the booby trap went off").isFalse();
            assertThat(ev).anyMatch(e -> e instanceof toi.engine.event.Event.MarkerRemoved m && m.rule().contains("booby trap"));
        }

        @Test
        void aMinefieldInTheOpen_stays() {
            toi.engine.game.Game g = game("lay-mines", true, engineer("e", "D2"), usSquad("u", "E2"), gerSquad("g", "J1"));
            mineAndEnter(g, "D2");
            assertThat(g.state().board().hasMarker(hex("D2"), "minefield")).isTrue();
        }
    }

    @Nested
    @DisplayName("003 · Pillboxes and Bunkers")
    class PillboxesAndBunkers {
        // The booklet's example: "An American anti-tank squad with four elite infantry figures makes a suppressive attack
        // against a German squad of regular infantry figures which occupies a bunker in clear terrain that is three hexes
        // away. The American player rolls 11 attack dice, 8 for the elite infantry figures plus 3 for the anti-tank
        // specialization. The attack is also counted as normal range, requiring a 5 or 6 to hit. The American player rolls
        // 5 successes, and the German player rolls 2 successes, so 3 hits are applied to the German squad. Normally, that
        // would result in the squad becoming disrupted, but due to the bunker, the squad merely becomes pinned." The box has
        // pillboxes, no bunkers: the German squad is in a pillbox here.
        final Unit at = squad("at", "US", "A1", "us-elite", "us-elite", "us-elite", "us-elite")
                .withSpecialization(TestBoards.spec("anti-tank"), 0);
        final Unit plain = squad("plain", "US", "A2", "us-elite", "us-elite", "us-elite", "us-elite");
        final Unit german = gerSquad("ger", "D1").withFortification("pillbox");

        Position position(String... options) {
            return TestBoards.position(withMarker(board(". . . . . .", ". . . . . ."), "D1", "pillbox"), at, plain, german)
                    .withOptions(on(options));
        }

        @Test
        void theExample_elevenDiceAtNormalRange_andThreeHitsOnlyPin() {
            AttackBreakdown b = propose(position("pillboxes-and-bunkers"), "at", "ger", AttackType.SUPPRESSIVE, FireAction.CONCENTRATED_FIRE);
            assertThat(b.lead().range().distance()).isEqualTo(3);
            assertThat(b.lead().baseFirepower()).isEqualTo(8);
            assertThat(b.attackDice()).isEqualTo(11);
            assertThat(b.hitOn()).isEqualTo(5);
            assertThat(b.lead().additions()).extracting(Object::toString).anyMatch(m -> m.contains("003 · Pillboxes and Bunkers"));
            assertThat(b.defenses().get(0).holdsFirm()).isTrue();
            // 5 successes of 11 black dice, 2 of the pillbox's 6 red dice: 3 hits
            toi.engine.combat.Dice dice = toi.engine.combat.Dice.loaded(5, 6, 5, 6, 5, 1, 2, 3, 4, 1, 2, 5, 6, 1, 2, 3, 4);
            toi.engine.combat.AttackResult r = toi.engine.combat.Resolution.resolve(position("pillboxes-and-bunkers"), b, dice,
                    toi.engine.combat.CasualtyChooser.weakestFirst());
            assertThat(r.targets().get(0).hits()).isEqualTo(3);
            assertThat(r.targets().get(0).after().condition()).isEqualTo(toi.engine.units.Condition.PINNED);
            assertThat(toi.engine.combat.Effects.suppress(toi.engine.units.Condition.NONE, 3)).as("normally")
                    .isEqualTo(toi.engine.units.Condition.DISRUPTED);
            assertThat(toi.engine.combat.Odds.of(b).targets().get(0).outcomes().keySet()).noneMatch(o -> o.startsWith("disrupted")
                    || o.startsWith("routed"));
        }

        @Test
        void withoutTheAntiTankSpecialization_itCouldNotFireAtThePillboxAtAll() {
            assertThatThrownBy(() -> propose(position("pillboxes-and-bunkers"), "plain", "ger", AttackType.SUPPRESSIVE,
                    FireAction.CONCENTRATED_FIRE)).hasMessageContaining("out of range");
            assertThat(propose(position(), "plain", "ger", AttackType.SUPPRESSIVE, FireAction.CONCENTRATED_FIRE).attackDice())
                    .as("in the basic game it fires its 8 dice").isEqualTo(8);
        }

        @Test
        void inTheBasicGame_theAntiTankSquadHasNoBonus_andThreeHitsDisrupt() {
            AttackBreakdown b = propose(position(), "at", "ger", AttackType.SUPPRESSIVE, FireAction.CONCENTRATED_FIRE);
            assertThat(b.attackDice()).isEqualTo(8);
            assertThat(b.defenses().get(0).holdsFirm()).isFalse();
        }

        @Test
        void inAGame_suppressiveHitsOnlyPinTheSquadInItsPillbox() {
            toi.engine.scenario.GameSetup setup = GameFlowTest.setup(withMarker(board(". . . . . .", ". . . . . ."), "D1", "pillbox"),
                    2, at, german).withOptions(on("pillboxes-and-bunkers"));
            toi.engine.game.Game g = new toi.engine.game.Game(setup, toi.engine.combat.Dice.loaded(
                    6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 1, 1, 1, 1, 1, 1)); // 11 successes, no defense: 11 hits
            TestBoards.play(g, "act concentrated-fire at target ger suppressive");
            assertThat(g.state().units().get("ger").condition()).isEqualTo(toi.engine.units.Condition.PINNED);
        }
    }

    @Nested
    @DisplayName("003 · Mortars Firing Smoke")
    class MortarsFiringSmoke {
        // "a mortar crew must be activated with a Concentrated Fire action. … He may use combined fire as long as all of the
        // participating figures are mortar crews. The active mortar crew uses its suppressive firepower, while any supporting
        // mortar crews use half of their suppressive firepower. … "5" and "6" hit at normal range, while rolls of "6" hit at
        // long range. Smoke rounds have no effect against units in the target hex; but if at least two hits are scored, place
        // a smoke token in the target hex. If no hits are scored … no smoke marker is placed. If only one hit is scored, roll
        // a red and a black die to determine drift. The black die determines how many hexes the smoke drifts ("1"or "2" = 1
        // hex; "3" or "4" = 2 hexes; "5" or "6" = 3 hexes) and the red die … the direction"
        final String row = ". . . . . . . . . .";
        final Unit mortar = squad("m", "GER", "A4", "ger-mortar");
        final Unit second = squad("m2", "GER", "A5", "ger-mortar");
        final Unit us = usSquad("us", "H4");

        Position position(String... options) {
            return TestBoards.position(board(row, row, row, row, row, ". . . . b . . . . ."), mortar, second, us).withOptions(on(options));
        }

        AttackBreakdown mission(Position p, String hexId, FireAction action, String... supporters) {
            return AttackRules.propose(p, AttackRequest.smokeMission("m", hex(hexId), action, supporters));
        }

        @Test
        void theActiveMortarFiresItsSuppressiveFirepower_aSupportingOneHalf_andNoUnitDefends() {
            AttackBreakdown b = mission(position("mortars-fire-smoke"), "E4", FireAction.CONCENTRATED_FIRE, "m2");
            assertThat(b.contributions()).extracting(c -> c.firepower()).containsExactly(4, 2); // suppressive 4; supporting 4 halved
            assertThat(b.attackDice()).isEqualTo(6);
            assertThat(b.hitOn()).isEqualTo(5);
            assertThat(b.defenses()).isEmpty();
            assertThat(b.notes()).anyMatch(n -> n.contains("003 · Mortars Firing Smoke") && n.contains("no effect on the units"));
            assertThat(mission(position("mortars-fire-smoke"), "H4", FireAction.CONCENTRATED_FIRE).defenses())
                    .as("the American squad in the hex is not attacked").isEmpty();
        }

        @Test
        void onlyWithTheOption_onAConcentratedFireAction_atAHexThatCanTakeSmoke_andTheMortarRulesStillApply() {
            assertThatThrownBy(() -> mission(position(), "E4", FireAction.CONCENTRATED_FIRE)).hasMessageContaining("not on in this game");
            assertThatThrownBy(() -> mission(position("mortars-fire-smoke"), "E4", FireAction.OP_FIRE))
                    .hasMessageContaining("Concentrated Fire action");
            assertThatThrownBy(() -> mission(position("mortars-fire-smoke"), "E6", FireAction.CONCENTRATED_FIRE))
                    .hasMessageContaining("no smoke can be laid there");
            assertThatThrownBy(() -> mission(position("mortars-fire-smoke"), "B4", FireAction.CONCENTRATED_FIRE))
                    .hasMessageContaining("Minimum Distance");
        }

        toi.engine.game.Game game(int... dice) {
            toi.engine.scenario.GameSetup setup = GameFlowTest.setup(board(row, row, row, row, row, ". . . . b . . . . ."), 2,
                    usSquad("us", "H4"), mortar, second).withOptions(on("mortars-fire-smoke"));
            return new toi.engine.game.Game(setup, toi.engine.combat.Dice.loaded(dice));
        }

        @Test
        void twoHits_laySmokeInTheTargetHex_andTheMortarIsFatigued() {
            toi.engine.game.Game g = game(5, 6, 1, 1);
            TestBoards.answerDefaultsUntil(g, d -> d.nation().equals("GER") && d.kind() == toi.engine.game.protocol.Decision.Kind.ACTION);
            assertThat(g.pending().options()).extracting(c -> c.text()).contains("act concentrated-fire m target H4 smoke");
            List<toi.engine.event.Event> ev = TestBoards.play(g, "act concentrated-fire m target E4 smoke");
            assertThat(g.state().board().hasMarker(hex("E4"), "smoke")).isTrue();
            assertThat(ev).anyMatch(e -> e instanceof toi.engine.event.Event.MarkerPlaced m && m.rule().contains("003 · Mortars Firing Smoke"));
            assertThat(g.state().units().get("m").activation()).isEqualTo(toi.engine.units.Activation.FATIGUED);
            assertThat(g.state().units().get("us").condition()).isEqualTo(toi.engine.units.Condition.NONE);
        }

        @Test
        void oneHit_theSmokeDrifts_blackThreeIsTwoHexes_redOneIsNorth() {
            toi.engine.game.Game g = game(5, 1, 1, 1, 3, 1);
            TestBoards.answerDefaultsUntil(g, d -> d.nation().equals("GER") && d.kind() == toi.engine.game.protocol.Decision.Kind.ACTION);
            List<toi.engine.event.Event> ev = TestBoards.play(g, "act concentrated-fire m target E4 smoke");
            assertThat(ev).contains(new toi.engine.event.Event.Drifted(0, hex("E4"), hex("E2"), 2, "N"));
            assertThat(g.state().board().hasMarker(hex("E2"), "smoke")).isTrue();
            assertThat(g.state().board().hasMarker(hex("E4"), "smoke")).isFalse();
        }

        @Test
        void noHit_noSmoke() {
            toi.engine.game.Game g = game(1, 2, 3, 4);
            TestBoards.answerDefaultsUntil(g, d -> d.nation().equals("GER") && d.kind() == toi.engine.game.protocol.Decision.Kind.ACTION);
            List<toi.engine.event.Event> ev = TestBoards.play(g, "act concentrated-fire m target E4 smoke");
            assertThat(g.state().board().markers(hex("E4"))).isEmpty();
            assertThat(ev).anyMatch(e -> e instanceof toi.engine.event.Event.RuleApplied r && r.rule().contains("003 · Mortars Firing Smoke"));
        }
    }

    @Nested
    @DisplayName("003 · Trucks")
    class TrucksOption {
        // "Trucks cannot establish LOS for any purpose, and may only occupy friendly objective markers."
        @Test
        void aTruckSpotsNothingForAMortar() {
            Board b = board(". . w . . . .", ". . . . . . .");
            Position p = position(b, squad("m", "GER", "A1", "ger-mortar"), vehicle("truck", "GER", "F2", "opel-blitz"),
                    usSquad("us", "E1"));
            AttackBreakdown basic = propose(p, "m", "us", AttackType.SUPPRESSIVE, FireAction.CONCENTRATED_FIRE);
            assertThat(basic.lead().sight()).contains("truck").contains("Ballistic Fire");
            assertThatThrownBy(() -> propose(p.withOptions(on("trucks")), "m", "us", AttackType.SUPPRESSIVE, FireAction.CONCENTRATED_FIRE))
                    .hasMessageContaining("no non-fatigued friendly unit");
        }

        @Test
        void aTruckInSightOfAConcealedSquadInTheOpen_doesNotRevealIt() {
            String row = ". . . . . . . .";
            for (boolean option : new boolean[]{false, true}) {
                toi.engine.scenario.GameSetup setup = GameFlowTest.setup(board(row, row), 2, vehicle("truck", "US", "A1", "gmc-truck"),
                        gerSquad("g", "E1").withConcealed(true), gerSquad("g2", "H2"));
                toi.engine.game.Game g = new toi.engine.game.Game(option ? setup.withOptions(on("trucks")) : setup,
                        new toi.engine.combat.Dice(1));
                TestBoards.play(g, "act advance truck", "stop");
                assertThat(g.state().units().get("g").concealed()).as(option ? "with the option" : "basic game").isEqualTo(option);
            }
        }

        toi.engine.game.Game game(boolean option) {
            String row = ". . . . . . . .";
            Board b = board(row, row);
            b.addObjective(new toi.engine.map.Objective(hex("C1"), toi.engine.map.Objective.Kind.VICTORY, null, 1, "farm"));
            toi.engine.scenario.GameSetup setup = GameFlowTest.setup(b, 2, vehicle("truck", "US", "A1", "gmc-truck"),
                    usSquad("u", "D1"), gerSquad("g", "H2"));
            return new toi.engine.game.Game(option ? setup.withOptions(on("trucks")) : setup, new toi.engine.combat.Dice(1));
        }

        @Test
        void aTruckMayNotEnterAnObjectiveItsSideDoesNotControl_butMayOnceItDoes() {
            toi.engine.game.Game basic = game(false);
            TestBoards.play(basic, "act advance truck", "step B1", "step C1");
            assertThat(basic.state().units().get("truck").hex()).isEqualTo(hex("C1"));

            toi.engine.game.Game g = game(true);
            TestBoards.play(g, "act advance truck", "step B1");
            assertThat(g.pending().options()).extracting(c -> c.text()).doesNotContain("step C1");
            assertThatThrownBy(() -> TestBoards.play(g, "step C1")).hasMessageContaining("003 · Trucks")
                    .hasMessageContaining("friendly objective");
            TestBoards.play(g, "stop", "act advance u", "step C1", "stop"); // the squad holds the farm
            TestBoards.answerDefaultsUntil(g, d -> d.kind() == toi.engine.game.protocol.Decision.Kind.ACTION && d.nation().equals("US")
                    && d.options().stream().anyMatch(c -> c.text().equals("act advance truck")));
            assertThat(g.state().control().get(hex("C1"))).as("taken in the Command Phase").isEqualTo("US");
            TestBoards.play(g, "act advance truck", "step C1");
            assertThat(g.state().units().get("truck").hex()).isEqualTo(hex("C1"));
        }
    }
}
