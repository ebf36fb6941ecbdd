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

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import toi.engine.combat.AttackBreakdown;
import toi.engine.combat.AttackRequest;
import toi.engine.combat.AttackRules;
import toi.engine.combat.AttackType;
import toi.engine.combat.Defense;
import toi.engine.combat.Dice;
import toi.engine.combat.FireAction;
import toi.engine.combat.Night;
import toi.engine.event.Event;
import toi.engine.game.Game;
import toi.engine.game.protocol.Decision;
import toi.engine.game.protocol.Phase;
import toi.engine.los.LineOfSight;
import toi.engine.los.LosRule;
import toi.engine.map.Board;
import toi.engine.options.RuleOptions;
import toi.engine.scenario.GameSetup;
import toi.engine.units.Position;
import toi.engine.units.Unit;

/**
 * 003 · NIGHT RULES (an optional rule), from the booklet's text: "On the first game round of a night scenario, visibility is
 * limited to 2 hexes. In addition, all units in cover-providing terrain are concealed until they attack or support an
 * attack. Any unit that attacks or supports an attack immediately loses concealment. In addition, any vehicle or heavy
 * infantry weapon which attacks or supports an attack becomes visible from all ranges for the rest of the Action Phase."
 */
class NightRulesTest {
    static final String ROW = ". . . . . . . . . . . .";
    static final RuleOptions NIGHT = OptionalRulesTest.on("night");

    static AttackBreakdown propose(Position p, String attacker, String target, String... supporters) {
        return AttackRules.propose(p, AttackRequest.of(attacker, target, AttackType.NORMAL, FireAction.CONCENTRATED_FIRE, supporters));
    }

    static boolean allows(Position p, String attacker, String target) {
        return AttackRules.allows(p, AttackRequest.of(attacker, target, AttackType.NORMAL, FireAction.CONCENTRATED_FIRE));
    }

    @Test
    void onTheFirstGameRound_visibilityIsLimitedTo2Hexes() {
        // A1 fires at C1 (2 hexes) and D1 (3 hexes), both in the open: by day both are in range and sight
        Position day = position(board(ROW), usSquad("us", "A1"), gerSquad("near", "C1"), gerSquad("far", "D1"));
        Position night = day.withOptions(NIGHT);
        assertThat(night.board().visibility()).isEqualTo(2);
        assertThat(propose(day, "us", "far").contributions()).hasSize(1);
        assertThat(propose(night, "us", "near").notes()).anyMatch(n -> n.startsWith("night: visibility 2 hexes")
                && n.contains("003 · Night Rules"));
        assertThatThrownBy(() -> propose(night, "us", "far")).hasMessageContaining("it is night: the target is 3 hexes away and"
                + " visibility is 2 hexes").hasMessageContaining("003 · NIGHT RULES");
        assertThat(allows(night, "us", "far")).isFalse();
        assertThat(LineOfSight.check(night.board(), hex("A1"), hex("D1")).rule()).isEqualTo(LosRule.NIGHT_VISIBILITY);
        assertThat(LineOfSight.check(night.board(), hex("A1"), hex("C1")).clear()).isTrue();
    }

    @Test
    void unitsInCoverProvidingTerrainAreConcealed_untilTheyAttackOrSupportAnAttack() {
        // B1 is woods (cover), C1 open: the adjacent squad in the woods cannot be fired upon; the open one can
        Position night = position(board(". w . . . ."), usSquad("us", "A1"), gerSquad("woods", "B1"), gerSquad("open", "C1"))
                .withOptions(NIGHT);
        assertThat(Night.concealed(night, night.unit("woods").orElseThrow())).isTrue();
        assertThat(Night.concealed(night, night.unit("open").orElseThrow())).isFalse();
        assertThatThrownBy(() -> propose(night, "us", "woods")).hasMessageContaining("woods is in cover-providing terrain at night"
                + " and so concealed").hasMessageContaining("003 · Night Rules");
        assertThat(allows(night, "us", "woods")).isFalse();
        assertThat(propose(night, "us", "open").contributions()).hasSize(1);
        // "Any unit that attacks or supports an attack immediately loses concealment"
        Position fired = night.withUnits(night.units().stream().map(u -> u.id().equals("woods") ? u.withSeenFiring(true) : u).toList());
        assertThat(propose(fired, "us", "woods").defenses()).extracting(Defense::dice).containsExactly(2); // woods: cover 2
        // and by day the squad in the woods is an ordinary target
        assertThat(allows(position(board(". w . . . ."), usSquad("us", "A1"), gerSquad("woods", "B1")), "us", "woods")).isTrue();
    }

    @Test
    void aVehicleOrHeavyInfantryWeaponThatAttacked_isVisibleFromAllRanges_aRifleSquadIsNot() {
        Unit tank = vehicle("pz", "GER", "F1", "panzer-iv").withSeenFiring(true); // 5 hexes from the Sherman
        Unit mg = squad("mg", "GER", "F2", "ger-mg", "ger-regular").withSeenFiring(true);
        Unit rifles = gerSquad("rifles", "E2").withSeenFiring(true);
        Position night = position(board(ROW, ROW), vehicle("sh", "US", "A1", "sherman"), tank, mg, rifles).withOptions(NIGHT);
        AttackBreakdown onTank = propose(night, "sh", "pz");
        assertThat(onTank.notes()).anyMatch(n -> n.contains("the target was seen firing this Action Phase: a vehicle or heavy"
                + " infantry weapon is visible from all ranges"));
        assertThat(allows(night, "sh", "mg")).isTrue();
        assertThatThrownBy(() -> propose(night, "sh", "rifles")).hasMessageContaining("visibility is 2 hexes");
        // the same tank not seen firing is beyond the visibility
        Position quiet = night.withUnits(night.units().stream().map(u -> u.withSeenFiring(false)).toList());
        assertThat(allows(quiet, "sh", "pz")).isFalse();
    }

    @Test
    void aStarShell_lightsItsHexAndTheSixAdjacentHexes() {
        // "That hex and the six adjacent hexes are completely visible and may be attacked using normal LOS rules."
        Board b = withMarker(board(". . . . . w w ."), "F1", Board.STAR_SHELL);
        Position night = position(b, vehicle("sh", "US", "A1", "sherman"), gerSquad("lit", "G1"),
                gerSquad("dark", "H1")).withOptions(NIGHT);
        assertThat(b.litByStarShell(hex("G1"))).isTrue();
        assertThat(b.litByStarShell(hex("H1"))).isFalse();
        AttackBreakdown lit = propose(night, "sh", "lit"); // 6 hexes away, in woods, and still a target
        assertThat(lit.notes()).anyMatch(n -> n.contains("a star shell lights G1: it is completely visible"));
        assertThat(lit.defenses()).extracting(Defense::dice).containsExactly(2);
        assertThatThrownBy(() -> propose(night, "sh", "dark")).hasMessageContaining("visibility is 2 hexes");
    }

    @Test
    void areaAttacks_leaveUnitsConcealedByNightUntouched() {
        // E1 is woods: the German squad there is concealed; the Panzer there has fired, so it is seen (and from all ranges)
        Position night = position(board(". . . . w . . ."), squad("mortar", "US", "A1", "us-mortar"), usSquad("spot", "C1"),
                gerSquad("hidden", "E1"), vehicle("pz", "GER", "E1", "panzer-iv").withSeenFiring(true)).withOptions(NIGHT);
        AttackBreakdown b = AttackRules.propose(night, new AttackRequest("mortar", List.of(), null, hex("E1"), AttackType.NORMAL,
                FireAction.CONCENTRATED_FIRE, true, java.util.Map.of(), null));
        assertThat(b.defenses()).extracting(d -> d.target().id()).containsExactly("pz");
        assertThat(b.notes()).anyMatch(n -> n.equals("hidden is concealed by night in cover-providing terrain and unaffected by"
                + " area attacks (003 · Night Rules)"));
    }

    @Test
    void theVisibilityRoll_1to2NoChange_3to5PlusOne_6PlusTwo() {
        // "At the end of the Status Phase of each game round, roll one die to determine visibility for the next game round"
        GameSetup setup = new GameSetup("night", new Position(board(ROW), List.of(usSquad("us", "A1"), gerSquad("ger", "L1"))),
                List.of("US", "GER"), "US", 6, java.util.Map.of("US", 2, "GER", 2), java.util.Map.of("US", 0, "GER", 0), true)
                .withOptions(NIGHT);
        Game g = new Game(setup, Dice.loaded(3, 6, 2, 5, 1));
        assertThat(g.state().board().visibility()).isEqualTo(2);
        int[] expected = {3, 5, 5, 6, 6};
        for (int round = 2; round <= 6; round++) {
            int r = round;
            List<Event> ev = TestBoards.answerDefaultsUntil(g, d -> g.state().round() == r && g.state().phase() == Phase.ACTION);
            assertThat(TestBoards.events(ev, Event.DiceRolled.class)).filteredOn(d -> d.purpose().equals("visibility"))
                    .extracting(d -> d.dice().get(0).value()).containsExactly(new int[]{3, 6, 2, 5, 1}[round - 2]);
            assertThat(g.state().board().visibility()).as("round " + round).isEqualTo(expected[round - 2]);
        }
    }

    @Test
    void inAGame_aUnitThatFiresIsSeenFiringForTheRestOfTheActionPhase() {
        // the American squad in the woods fires at the German in the open next to it: it loses its concealment, and the
        // German may fire back; when the Action Phase is over it is concealed again (docs/rulings.md R-OPT-16)
        GameSetup setup = GameFlowTest.setup(board(". w . . ."), 2, usSquad("us", "B1"), gerSquad("ger", "C1")).withOptions(NIGHT);
        Game g = new Game(setup, Dice.loaded(1, 1, 1, 1, 1, 1, 1, 1)); // four attack dice that miss, then the visibility roll
        assertThat(AttackRules.allows(g.state().position(),
                AttackRequest.of("ger", "us", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE))).isFalse();
        List<Event> ev = TestBoards.play(g, "act concentrated-fire us target ger normal");
        assertThat(TestBoards.events(ev, Event.RuleApplied.class)).anyMatch(r -> "us".equals(r.unit())
                && r.what().startsWith("is seen firing: no longer concealed by night") && r.rule().equals("003 · Night Rules"));
        assertThat(g.state().turn()).isEqualTo("GER");
        assertThat(g.state().units().get("us").seenFiring()).isTrue();
        assertThat(g.legalChoices().stream().map(c -> c.text())).contains("act concentrated-fire ger target us normal");
        TestBoards.play(g, "pass");
        TestBoards.answerDefaultsUntil(g, d -> g.state().phase() != Phase.ACTION);
        assertThat(g.state().units().get("us").seenFiring()).isFalse();
        assertThat(Night.concealed(g.state().position(), g.state().units().get("us"))).isTrue();
    }

    @Test
    void aMortarCrewFiresAStarShell_insteadOfAnAttack_withinItsNormalRange_andItBurnsOutInTheStatusPhase() {
        // "When using mortar crews to fire Star Shells, simply place the smoke marker in any hex within the mortar crew's
        // normal range and within LOS of a non-fatigued friendly unit according to the rules for Ballistic Fire."
        String row = ". . . . . . . . . . . . . . . .";
        GameSetup setup = GameFlowTest.setup(board(row, row), 2, squad("mortar", "US", "A1", "us-mortar"), usSquad("spot", "F1"),
                gerSquad("ger", "H1"), gerSquad("far", "P1")).withOptions(NIGHT);
        Game g = new Game(setup, 3);
        Position p = g.state().position();
        AttackBreakdown shell = AttackRules.propose(p, AttackRequest.starShell("mortar", hex("H1"), FireAction.CONCENTRATED_FIRE));
        assertThat(shell.defenses()).isEmpty();
        assertThat(shell.notes()).anyMatch(n -> n.startsWith("star shell: no attack and no dice") && n.contains("003 · Night Rules"));
        assertThat(g.legalChoices().stream().map(c -> c.text())).contains("act concentrated-fire mortar target H1 star-shell");
        // without the night rules there are no star shells; beyond the normal range (8) neither
        Position day = position(p.board(), p.units().toArray(Unit[]::new));
        assertThatThrownBy(() -> AttackRules.propose(day.withOptions(OptionalRulesTest.on("trucks")),
                AttackRequest.starShell("mortar", hex("H1"), FireAction.CONCENTRATED_FIRE)))
                .hasMessageContaining("star shells belong to the night rules");
        Board clearer = p.board().copy();
        clearer.setVisibility(20);
        assertThatThrownBy(() -> AttackRules.propose(p.withBoard(clearer),
                AttackRequest.starShell("mortar", hex("K1"), FireAction.CONCENTRATED_FIRE)))
                .hasMessageContaining("within the mortar crew's normal range").hasMessageContaining("003 · Night Rules, Star Shells");
        List<Event> ev = TestBoards.play(g, "act concentrated-fire mortar target H1 star-shell");
        assertThat(TestBoards.events(ev, Event.DiceRolled.class)).isEmpty();
        assertThat(TestBoards.events(ev, Event.MarkerPlaced.class)).extracting(Event.MarkerPlaced::marker).containsExactly("star-shell");
        assertThat(g.state().board().hasMarker(hex("H1"), Board.STAR_SHELL)).isTrue();
        assertThat(g.state().units().get("mortar").activation()).isEqualTo(toi.engine.units.Activation.FATIGUED);
        // the German squad 7 hexes from the spotter's friends is now a target for anyone in range
        assertThat(g.state().board().litByStarShell(hex("H1"))).isTrue();
        TestBoards.answerDefaultsUntil(g, d -> g.state().phase() == Phase.STATUS || g.over());
        TestBoards.answerDefaultsUntil(g, d -> g.state().phase() == Phase.ACTION || g.over());
        assertThat(g.state().board().hasMarker(hex("H1"), Board.STAR_SHELL)).isFalse();
    }

    @Test
    void anArtilleryCardFiresAStarShell_contactAndDriftAsNormal_theMarkerInTheFinalTargetHex() {
        // "When using an Artillery Strategy card, pay the command cost, roll to establish contact, and determine drift
        // normally. Once the final target hex is determined, place a smoke marker in the hex." The dice are those of the
        // 000 · EXAMPLE OF AN OFF-BOARD ARTILLERY ATTACK (OptionalRulesTest.MortarsIntoWoods): target C2, final hex F3.
        String row = ". . . . . . . . . .";
        Board b = board(row, row, ". . . . . w . . . .", row, row, row, row, row);
        List<toi.engine.cards.OperationsCard> none = List.of();
        GameSetup.Cards cards = new GameSetup.Cards(TestBoards.CATALOGS.cards(), java.util.Map.of("US", List.of("artillery-1")),
                java.util.Map.of("US", 3), java.util.Map.of("US", none));
        GameSetup setup = new GameSetup("cards", position(b, usSquad("E", "G4"), gerSquad("g1", "F3"), gerSquad("g2", "F3"),
                gerSquad("G", "F4"), vehicle("F", "GER", "G3", "panzer-iv")), List.of("US", "GER"), "US", 3,
                java.util.Map.of("US", 2, "GER", 2), java.util.Map.of("US", 3, "GER", 0), true, TestBoards.CATALOGS.units(), false,
                java.util.Map.of(), TestBoards.CATALOGS.specializations(), List.of(), cards).withOptions(NIGHT);
        Game game = new Game(setup, Dice.loaded(4, 3, 3, 5, 6, 2, 1, 6, 5, 5, 5, 2, 2));
        TestBoards.play(game, "draw artillery-1", "draw artillery-1", "draw artillery-1", "act activate-card sustained-blanket");
        assertThat(game.legalChoices().stream().map(c -> c.text())).contains("target F3 star-shell", "target C2");
        List<Event> ev = TestBoards.play(game, "target C2 star-shell");
        assertThat(TestBoards.events(ev, Event.Drifted.class)).isNotEmpty();
        assertThat(TestBoards.events(ev, Event.HitsScored.class)).isEmpty();
        assertThat(TestBoards.events(ev, Event.MarkerPlaced.class)).extracting(Event.MarkerPlaced::hex, Event.MarkerPlaced::marker)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(hex("F3"), "star-shell"));
        assertThat(game.state().units().get("g1").condition()).isEqualTo(toi.engine.units.Condition.NONE);
        // the lit hexes: the two squads in F3 and the one in F4 may now be fired upon from beyond the visibility
        assertThat(game.state().board().litByStarShell(hex("F4"))).isTrue();
        // by day there are no star shells: the same card refuses one
        Game day = new Game(new GameSetup("cards", setup.position().withOptions(RuleOptions.NONE), List.of("US", "GER"), "US", 3,
                java.util.Map.of("US", 2, "GER", 2), java.util.Map.of("US", 3, "GER", 0), true, TestBoards.CATALOGS.units(), false,
                java.util.Map.of(), TestBoards.CATALOGS.specializations(), List.of(), cards), Dice.loaded(4, 3, 3, 5, 6, 2, 1, 6, 5));
        TestBoards.play(day, "draw artillery-1", "draw artillery-1", "draw artillery-1", "act activate-card sustained-blanket");
        assertThat(day.legalChoices().stream().map(c -> c.text())).noneMatch(t -> t.endsWith("star-shell"));
        assertThatThrownBy(() -> TestBoards.play(day, "target C2 star-shell")).hasMessageContaining("star shells belong to the night"
                + " rules (003 · Night Rules)");
    }

    @Test
    void theVisibilityTableIsCheckedWhenTheOptionsFileIsRead() {
        String file = Catalogs.resource("options.json").replace("\"smallIncreaseUpTo\": 5", "\"smallIncreaseUpTo\": 7");
        assertThatThrownBy(() -> OptionCatalog.from("options.json", file)).hasMessageContaining("options.json")
                .hasMessageContaining("smallIncreaseUpTo").hasMessageContaining("a die's face from noChangeUpTo (2) to 6");
        String zero = Catalogs.resource("options.json").replace("\"firstRoundVisibility\": 2", "\"firstRoundVisibility\": 0");
        assertThatThrownBy(() -> OptionCatalog.from("options.json", zero)).hasMessageContaining("firstRoundVisibility")
                .hasMessageContaining("at least 1 hex");
    }

    static List<String> texts(List<Event> ev) {
        List<String> out = new ArrayList<>();
        ev.forEach(e -> out.add(e.text()));
        return out;
    }
}
