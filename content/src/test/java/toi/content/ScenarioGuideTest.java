package toi.content;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import toi.engine.cards.Deck;
import toi.engine.cards.Effect;
import toi.engine.cards.StrategyCard;
import toi.engine.event.Event;
import toi.engine.game.Game;
import toi.engine.game.RandomPlayer;
import toi.engine.game.protocol.Choice;
import toi.engine.game.rules.Placement;
import toi.engine.game.state.GameState;
import toi.engine.hex.Hex;
import toi.engine.scenario.GameSetup;
import toi.engine.scenario.Reinforcement;
import toi.engine.units.UnitType;
import toi.engine.units.Unit;

/**
 * Each scenario of the Next Wave Scenario Guide (002) as the guide has it: no unit the scenario or a
 * Reinforcements card brings in is lost for want of an R hex (000 · Placing Reinforcements, 000 · STACKING
 * LIMITS; docs/rulings.md R-SCN-8), and a game ends only for one of the reasons the guide's objective gives,
 * after the guide's rounds (docs/rulings.md R-SCN-4, R-SCN-9, R-SCN-10).
 */
class ScenarioGuideTest {

    /** The guide's rounds, starting initiative and the end-of-game reasons its objective allows (as the engine words them). */
    record Guide(String id, int rounds, String initiative, List<String> reasons) {
        @Override
        public String toString() {
            return id;
        }
    }

    private static final String LAST_ROUND = "the last round is over: .*"; // 000 · WINNING THE GAME: the most VPs
    private static final String OTHERWISE = "the last round ends and no other victory condition is met";

    static Stream<Guide> scenarios() {
        return Stream.of(
                // NORMANDY FARM: "As soon as the Americans control the VP objective, they win … by the end of game round 4, the Germans win."
                new Guide("normandy-farm", 4, "US", List.of("US controls 1 of the objectives H11", OTHERWISE)),
                // AT THE BREAKING POINT: "at least one unit in 3 or more American defense line hexes … by the end of game round 8"; 000 examples: Americans start with initiative
                new Guide("at-the-breaking-point", 8, "US", List.of("GER has units in [3-8] of the hexes .*", OTHERWISE)),
                // LIBERATION: "immediately win if they control 5 buildings at the end of any game round. Otherwise, the player with the most VPs wins"
                new Guide("liberation", 8, "US", List.of("US controls [5-9] buildings", "(US|GER) has the most victory points .*", LAST_ROUND)),
                // UPHILL BATTLE: "by the end of game round 6" (Rounds: 6, Starting Initiative Americans)
                new Guide("uphill-battle", 6, "US", List.of("US controls 1 of the objectives F3", OTHERWISE)),
                // CROSSROADS VERSION 2: two markers a minor, three a major victory "at the end of game round 8" (R-SCN-4); neither: R-SCN-10
                new Guide("crossroads-v2", 8, "US", List.of("(US|GER) controls 3 of .* \\(a major victory\\)",
                        "(US|GER) controls [23] of .* \\(a minor victory\\)", LAST_ROUND)),
                // STAVELOT EXPRESS: "the most VPs at the end of game round 7 wins"; the exit minimum (R-VIC-5)
                new Guide("stavelot-express", 7, "US", List.of("GER exited only .*", LAST_ROUND)),
                // SIEGFRIED ASSAULT: all 3 markers at the end of any round (US) or of round 5 or later (GER), else 2 at the end of round 10; neither: R-SCN-10
                new Guide("siegfried-assault", 10, "US", List.of("(US|GER) controls 3 of .* \\(a major victory\\)",
                        "(US|GER) controls [23] of .* \\(a minor victory\\)", LAST_ROUND)),
                // CHAIN OF COMMAND: "The nation with the most VPs at the end of Round 6 wins."
                new Guide("chain-of-command", 6, "US", List.of(LAST_ROUND)),
                // BREAKING THE LINE: "at the end of any game round … control the Victory Objective Marker … by the end of game round 6"
                new Guide("breaking-the-line", 6, "US", List.of("US controls 1 of the objectives U4", OTHERWISE)));
    }

    static GameSetup load(Guide g) throws Exception {
        Path f = TestBoards.scenarioFiles().stream().filter(p -> p.getFileName().toString().equals(g.id() + ".json"))
                .findFirst().orElseThrow();
        return ScenarioLoader.load(f, TestBoards.CATALOGS);
    }

    /** Places every unit in the nation's R hexes on the empty board (vehicles first); returns the ones no R hex would take. */
    static List<String> unplaced(GameSetup setup, String nation, List<Unit> arriving) {
        GameState s = new Game(setup, 1).state();
        List<String> lost = new ArrayList<>();
        List<Unit> order = new ArrayList<>(arriving);
        order.sort(Comparator.comparing(u -> !u.isVehicle()));
        s.reserve = new java.util.LinkedHashMap<>();
        order.forEach(u -> s.reserve.put(u.id(), u)); // arriving, as the Status Phase or the card holds them
        for (Unit u : order) {
            Hex to = Placement.rHexes(s, nation).stream().filter(h -> Placement.reinforcementRefusal(s, u, h, null) == null)
                    .findFirst().orElse(null);
            if (to == null) {
                lost.add(u.id());
            } else {
                Placement.place(s, u, new Choice.Deploy(u.id(), to, null));
            }
        }
        return lost;
    }

    @ParameterizedTest
    @MethodSource("scenarios")
    void noReinforcementOrCardDeliveredUnitIsLostForWantOfAnEntryHex(Guide g) throws Exception {
        GameSetup setup = load(g);
        for (Reinforcement r : setup.reinforcements()) {
            assertThat(unplaced(setup, r.nation(), r.units()))
                    .as(g.id() + ": round " + r.round() + " reinforcements of " + r.nation() + " fit the R hexes").isEmpty();
        }
        for (var decks : setup.cards().decks().entrySet()) {
            String nation = decks.getKey();
            for (String deckId : decks.getValue()) {
                Deck deck = setup.cards().catalog().deck(deckId).orElseThrow();
                for (StrategyCard card : deck.cards()) {
                    for (Effect e : card.effects()) {
                        if (e instanceof Effect.Reinforce r) {
                            List<Unit> units = new ArrayList<>();
                            int k = 0;
                            for (List<String> squad : r.squads()) {
                                List<UnitType> figs = squad.stream().map(id -> setup.catalog().find(id).orElseThrow()).toList();
                                units.add(Unit.squad(card.id() + "-" + (++k), nation, null, figs));
                            }
                            for (String v : r.vehicles()) {
                                units.add(Unit.vehicle(card.id() + "-" + (++k), nation, null, setup.catalog().find(v).orElseThrow()));
                            }
                            assertThat(unplaced(setup, nation, units))
                                    .as(g.id() + ": " + nation + "'s card " + card.id() + " has R hexes for its units").isEmpty();
                        }
                    }
                }
            }
        }
    }

    @ParameterizedTest
    @MethodSource("scenarios")
    void theGameEndsForOneOfTheGuidesReasons(Guide g) throws Exception {
        GameSetup setup = load(g);
        assertThat(setup.rounds()).as(g.id() + " rounds").isEqualTo(g.rounds());
        assertThat(setup.initiative()).as(g.id() + " starting initiative").isEqualTo(g.initiative());
        List<Pattern> allowed = g.reasons().stream().map(Pattern::compile).toList();
        for (long seed = 1; seed <= 2; seed++) {
            Game game = new Game(setup, seed);
            RandomPlayer p = new RandomPlayer(seed);
            List<Event> events = new ArrayList<>();
            int choices = 0;
            while (!game.over() && choices++ < 50_000) {
                events.addAll(game.apply(p.choose(game.pending())));
            }
            assertThat(game.over()).as(g.id() + " seed " + seed + " ends").isTrue();
            Event.GameOver end = events.stream().filter(e -> e instanceof Event.GameOver).map(e -> (Event.GameOver) e)
                    .reduce((a, b) -> b).orElseThrow();
            assertThat(allowed).as(g.id() + " seed " + seed + ": '" + end.reason() + "' is one of the guide's reasons")
                    .anyMatch(pt -> pt.matcher(end.reason()).matches());
            assertThat(events).as(g.id() + " seed " + seed + ": no unit lost for want of an R hex")
                    .noneMatch(e -> e instanceof Event.UnitDestroyed d && d.toString().contains("R hex"));
            if (end.reason().startsWith("the last round is over") || end.reason().equals(OTHERWISE)
                    || end.reason().contains("minor victory") || end.reason().startsWith("GER exited only")) {
                assertThat(game.state().round()).as(g.id() + ": ends after the guide's last round").isEqualTo(g.rounds());
            }
        }
    }

    /**
     * 002 · STAVELOT EXPRESS, American setup, Deployment Zone: "Division 1: maps 1A, 3A and 2A. Division 2: maps 8A, 10B and
     * 11A." — two American zones, one a division, not merged into one.
     */
    @org.junit.jupiter.api.Test
    void stavelotExpressKeepsTheGuidesTwoAmericanDivisionZones() throws Exception {
        GameSetup setup = load(scenarios().filter(g -> g.id().equals("stavelot-express")).findFirst().orElseThrow());
        List<toi.engine.map.DeploymentZone> us = setup.position().board().deploymentZones().stream()
                .filter(z -> z.nation().equals("US")).toList();
        assertThat(us).extracting(toi.engine.map.DeploymentZone::division).containsExactlyInAnyOrder("1", "2");
        java.util.Set<Hex> both = new java.util.HashSet<>(us.get(0).hexes());
        both.retainAll(us.get(1).hexes());
        assertThat(both).as("the two divisions' zones are apart").isEmpty();
        assertThat(us).allSatisfy(z -> assertThat(z.hexes()).isNotEmpty());
    }

    @org.junit.jupiter.api.Test
    void atTheBreakingPointDrawsTheDefenseLineItsVictoryCounts() throws Exception {
        // 002 · AT THE BREAKING POINT: "at least one unit in 3 or more American defense line hexes (marked in yellow on the map)"
        GameSetup setup = load(scenarios().filter(g -> g.id().equals("at-the-breaking-point")).findFirst().orElseThrow());
        List<Hex> line = setup.position().board().highlights().get("American defense line");
        assertThat(line).isNotEmpty();
        var unitsIn = (toi.engine.scenario.VictoryCondition.Test.UnitsIn) setup.victory().get(0).test();
        assertThat(unitsIn.hexes()).containsExactlyInAnyOrderElementsOf(line);
        assertThat(unitsIn.count()).isEqualTo(3);
    }
    /**
     * docs/rulings.md R-SCN-7: At the Breaking Point's German division 1 shows tokens "x2" and "x1" whose pictures our
     * text lost; the side chooses each group's kind (a specialization or concealed squad markers), then assigns them.
     */
    @org.junit.jupiter.api.Test
    void tokenGroupsWhosePicturesAreLostAreChosenBySideThenAssigned() throws Exception {
        GameSetup setup = load(scenarios().filter(g -> g.id().equals("at-the-breaking-point")).findFirst().orElseThrow());
        assertThat(setup.forces().get("GER").divisions().get("1").tokenGroups()).containsExactly(2, 1);
        toi.engine.game.Game g = new toi.engine.game.Game(setup, 3);
        // build squads (the first option each time) until a side is asked to choose a group's kind
        for (int guard = 0; guard < 200 && !g.pending().prompt().startsWith("Choose what your"); guard++) {
            g.apply(g.pending().options().get(0));
        }
        var d = g.pending();
        assertThat(d.kind()).isEqualTo(toi.engine.game.protocol.Decision.Kind.ASSIGN_TOKEN);
        assertThat(d.nation()).isEqualTo("US"); // US division 1: "x1"
        assertThat(d.options()).extracting(toi.engine.game.protocol.Choice::text)
                .contains("tokens 1 engineer", "tokens 1 medic", "tokens 1 concealed", "end-tokens")
                .doesNotContain("tokens 1 unarmed", "tokens 2 engineer");
        long before = g.state().hash();
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> g.apply(toi.engine.game.protocol.Choice.parse("tokens 2 medic")))
                .isInstanceOf(toi.engine.game.protocol.IllegalChoice.class);
        assertThat(g.state().hash()).as("a refused choice changes nothing").isEqualTo(before);
        g.apply(toi.engine.game.protocol.Choice.parse("tokens 1 medic"));
        assertThat(g.pending().options()).extracting(toi.engine.game.protocol.Choice::text)
                .anyMatch(t -> t.startsWith("token medic "))
                .noneMatch(t -> t.startsWith("tokens "));
        String squad = g.pending().options().stream().map(toi.engine.game.protocol.Choice::text)
                .filter(t -> t.startsWith("token medic ")).findFirst().orElseThrow().substring("token medic ".length());
        g.apply(toi.engine.game.protocol.Choice.parse("token medic " + squad));
        assertThat(g.state().reserve().get(squad).specialization().id()).isEqualTo("medic");
    }

    /**
     * 002 · STAVELOT EXPRESS: "Each tank that exits the board from one of the blue shaded hexes … scores 2 VPs" for the
     * Germans; the Americans score "1 VP per destroyed or heavily damaged German Tank". A tank that exits is neither: it
     * scores for the Germans and gives the Americans nothing.
     */
    @org.junit.jupiter.api.Test
    void stavelotExpressAnExitedGermanTankIsNotDestroyedOrHeavilyDamaged() {
        toi.engine.map.Board b = TestBoards.board(VictoryConditionsTest.ROW, VictoryConditionsTest.ROW, VictoryConditionsTest.ROW,
                VictoryConditionsTest.ROW, VictoryConditionsTest.ROW);
        b.addExitHex(new toi.engine.map.NationHex(TestBoards.hex("J3"), "GER"));
        var exit = VictoryConditionsTest.rule("GER", toi.engine.scenario.ScoringRule.Kind.EXIT, 2, List.of("tank"), List.of(), 1, 1);
        var tanks = VictoryConditionsTest.rule("US", toi.engine.scenario.ScoringRule.Kind.ENEMY_TANK_LOST, 1, List.of(), List.of(), 1, 1);
        Game g = VictoryConditionsTest.scored(b, 1, List.of(), List.of(exit, tanks), TestBoards.usSquad("us", "A5"),
                TestBoards.vehicle("pz", "GER", "J3", "panzer-iv"));
        TestBoards.play(g, "pass", "act advance pz", "exit");
        List<Event> ev = TestBoards.answerDefaultsUntil(g, d -> g.over());
        assertThat(g.state().victoryPoints("GER")).isEqualTo(2);
        assertThat(g.state().victoryPoints("US")).as("an exited tank is not destroyed or heavily damaged").isZero();
        assertThat(ev).noneMatch(e -> e instanceof Event.VictoryPointsScored v && v.nation().equals("US"));
        assertThat(g.state().winner()).isEqualTo("GER");
    }

    /**
     * 002 · LIBERATION: "If you occupy one of the hexes in a multi-hex building, you gain control of the building": a squad
     * occupies where it stands. One Advance through one building (B1) into another (C1) takes only the one it ends in.
     */
    @org.junit.jupiter.api.Test
    void liberationASquadPassingThroughABuildingDoesNotTakeIt() {
        toi.engine.map.Board b = TestBoards.board(". b b . . . . . . .", VictoryConditionsTest.ROW, VictoryConditionsTest.ROW,
                VictoryConditionsTest.ROW, VictoryConditionsTest.ROW);
        var perBuilding = VictoryConditionsTest.rule("US", toi.engine.scenario.ScoringRule.Kind.BUILDING, 1, List.of(), List.of(), 1, 1);
        Game g = VictoryConditionsTest.scored(b, 1, List.of(), List.of(perBuilding), TestBoards.usSquad("us", "A1"),
                TestBoards.gerSquad("ger", "J5"));
        TestBoards.play(g, "act advance us", "step B1", "step C1", "stop");
        List<Event> ev = TestBoards.answerDefaultsUntil(g, d -> g.over());
        assertThat(ev).filteredOn(e -> e instanceof Event.VictoryPointsScored).singleElement()
                .satisfies(e -> assertThat(((Event.VictoryPointsScored) e).why()).isEqualTo("1 building controlled"));
        assertThat(g.state().victoryPoints("US")).as("C1, where it stands; not B1, passed through").isEqualTo(1);
    }

    /**
     * 002 · STAVELOT EXPRESS: "Each Opel Blitz is worth 1 VP when it exits any of the blue hexes … Each is worth 3VP if it
     * reaches the VP marker on 10B by game round 6": a truck's worth is one of the two (docs/rulings.md R-SCN-12) — a truck
     * that reached the marker and then leaves scores 3, not 3 + 1.
     */
    @org.junit.jupiter.api.Test
    void stavelotExpressAnOpelBlitzIsWorthEitherItsReachOrItsExit() {
        toi.engine.map.Board b = TestBoards.board(VictoryConditionsTest.ROW, VictoryConditionsTest.ROW, VictoryConditionsTest.ROW,
                VictoryConditionsTest.ROW, VictoryConditionsTest.ROW);
        b.addExitHex(new toi.engine.map.NationHex(TestBoards.hex("C1"), "GER"));
        var exit = VictoryConditionsTest.rule("GER", toi.engine.scenario.ScoringRule.Kind.EXIT, 1, List.of("opel-blitz"), List.of(), 1, 2);
        var reach = VictoryConditionsTest.rule("GER", toi.engine.scenario.ScoringRule.Kind.REACH, 3, List.of("opel-blitz"),
                List.of(TestBoards.hex("B1")), 1, 2);
        Game g = VictoryConditionsTest.scored(b, 2, List.of(), List.of(exit, reach), TestBoards.usSquad("us", "A5"),
                TestBoards.vehicle("truck", "GER", "A1", "opel-blitz"), TestBoards.vehicle("other", "GER", "D1", "opel-blitz"));
        TestBoards.play(g, "pass", "act advance truck", "step B1", "step C1", "exit");
        assertThat(g.state().victoryPoints("GER")).as("3 for the marker, nothing more for leaving").isEqualTo(3);
        TestBoards.play(g, "act advance other", "step C1", "exit");
        assertThat(g.state().victoryPoints("GER")).as("a truck that only exits is worth 1").isEqualTo(4);
    }

    /**
     * The engineer cards (002 · CROSSROADS VERSION 2: "Clear Tank Trap", "Lay Smoke"; STAVELOT EXPRESS: "Lay Smoke", "Lay
     * Mines", "Engineer units only need to spend 1 movement point to place a smoke marker") are dealt only to a side that can
     * have engineer squads: engineer tokens, or a token group whose kind it chooses (docs/rulings.md R-SCN-11).
     */
    @ParameterizedTest
    @MethodSource("scenarios")
    void aSideDealtEngineerCardsCanHaveEngineers(Guide g) throws Exception {
        GameSetup setup = load(g);
        setup.cards().operations().forEach((nation, ops) -> {
            boolean engineerCards = ops.stream().anyMatch(o -> o.rule() != null && o.rule().startsWith("engineer"));
            toi.engine.scenario.Forces f = setup.forces().get(nation);
            boolean engineers = f != null && f.pools().values().stream()
                    .anyMatch(p -> p.tokens().getOrDefault("engineer", 0) > 0 || !p.tokenGroups().isEmpty());
            assertThat(!engineerCards || engineers).as(g.id() + ": " + nation + " holds " + ops.stream().map(o -> o.name()).toList()
                    + " and can field engineers").isTrue();
        });
    }

    static Guide guide(String id) {
        return scenarios().filter(g -> g.id().equals(id)).findFirst().orElseThrow();
    }

    /**
     * 002 · the scenario maps' legend: "When placing command objectives on the game board, be sure to match the indicated
     * command value"; 000 · COMMAND PHASE: "For each friendly or neutral command objective a player controls, he receives
     * the indicated amount of command". Every map has command objectives with values, each side at least one of its own
     * colour, within the box's eight of each colour (docs/rulings.md R-SCN-14).
     */
    @ParameterizedTest
    @MethodSource("scenarios")
    void everyMapHasCommandObjectivesWithValuesForBothSides(Guide g) throws Exception {
        List<toi.engine.map.Objective> command = load(g).position().board().objectives().stream()
                .filter(o -> o.kind() == toi.engine.map.Objective.Kind.COMMAND).toList();
        assertThat(command).as(g.id() + " command objectives").isNotEmpty().allSatisfy(o -> assertThat(o.value()).isBetween(1, 3));
        for (String side : List.of("US", "GER")) {
            assertThat(command).as(g.id() + ": " + side + " has command objectives of its own colour")
                    .anyMatch(o -> side.equals(o.nation()))
                    .filteredOn(o -> side.equals(o.nation())).hasSizeLessThanOrEqualTo(8);
        }
    }

    /**
     * 000 · Objective Control at the Start of the Game: "In the "Crossroads" scenario, there are three American command
     * objectives on the board. These do not start under American control, so the American player must move units to take
     * control of them" — so none is in the American deployment zone, where a starting unit would take it.
     */
    @org.junit.jupiter.api.Test
    void crossroadsHasThreeAmericanCommandObjectivesOutsideTheAmericanZone() throws Exception {
        toi.engine.map.Board b = load(guide("crossroads-v2")).position().board();
        List<toi.engine.map.Objective> us = b.objectives().stream()
                .filter(o -> o.kind() == toi.engine.map.Objective.Kind.COMMAND && "US".equals(o.nation())).toList();
        assertThat(us).hasSize(3);
        assertThat(us).noneMatch(o -> b.deploymentHexes("US").contains(o.hex()));
        Game game = new Game(load(guide("crossroads-v2")), 1);
        RandomPlayer p = new RandomPlayer(1);
        while (game.state().phase() == toi.engine.game.protocol.Phase.SETUP || game.state().round() == 0) {
            game.apply(p.choose(game.pending()));
        }
        assertThat(us).as("not under American control when play begins")
                .noneMatch(o -> "US".equals(game.state().control().get(o.hex())));
    }

    /**
     * 002 · AT THE BREAKING POINT: "At the end of any game round, the German player wins the game if he has at least one
     * unit in 3 or more American defense line hexes". No German unit reaches any line hex with one move from its
     * deployment zone, so the game is not won at the end of round 1 by walking in (docs/rulings.md R-SCN-15).
     */
    @org.junit.jupiter.api.Test
    void atTheBreakingPointsDefenseLineIsOutOfReachOfAFirstRoundAdvance() throws Exception {
        GameSetup setup = load(guide("at-the-breaking-point"));
        toi.engine.map.Board b = setup.position().board();
        List<Hex> line = b.highlights().get("American defense line");
        List<UnitType> bestSquad = List.of(setup.catalog().find("ger-elite").orElseThrow(), setup.catalog().find("ger-elite").orElseThrow(),
                setup.catalog().find("ger-elite").orElseThrow(), setup.catalog().find("ger-officer").orElseThrow());
        UnitType tank = setup.catalog().find("panzer-iv").orElseThrow();
        for (Hex h : b.deploymentHexes("GER")) {
            for (Unit u : List.of(Unit.squad("s", "GER", h, bestSquad), Unit.vehicle("t", "GER", h, tank))) {
                var reach = toi.engine.move.Reachability.of(new toi.engine.units.Position(b, List.of(u)), u).reaches();
                assertThat(reach).as(u.id() + " from " + h).noneMatch(r -> r.canEnd() && line.contains(r.hex()));
            }
        }
    }

    /**
     * 002 · NORMANDY FARM: "A group of Americans approaches a farmhouse … If they don't control it by the end of game round
     * 4, the Germans win." From the American zone a regular squad (4 MP) stands next to the VP objective after its first
     * move and on it after its second, so three of the four rounds are left to fight for the farm (docs/rulings.md R-SCN-16).
     */
    @org.junit.jupiter.api.Test
    void normandyFarmsAmericansReachTheFarmhouseInTheirFirstMove() throws Exception {
        GameSetup setup = load(guide("normandy-farm"));
        toi.engine.map.Board b = setup.position().board();
        Hex farm = b.objectives().stream().filter(o -> o.kind() == toi.engine.map.Objective.Kind.VICTORY).findFirst().orElseThrow().hex();
        UnitType regular = setup.catalog().find("us-regular").orElseThrow();
        List<UnitType> figures = List.of(regular, regular, regular, regular);
        boolean nextToIt = false;
        boolean onItInTwo = false;
        for (Hex h : b.deploymentHexes("US")) {
            Unit u = Unit.squad("s", "US", h, figures);
            var pos = new toi.engine.units.Position(b, List.of(u));
            nextToIt |= toi.engine.move.Reachability.of(pos, u).reaches().stream().anyMatch(r -> r.canEnd() && r.hex().distanceTo(farm) == 1);
            onItInTwo |= toi.engine.move.Reachability.of(pos, u, toi.engine.move.MovePoints.of(2 * u.movementPoints())).reaches().stream()
                    .anyMatch(r -> r.hex().equals(farm));
        }
        assertThat(nextToIt).as("a regular squad stands next to " + farm + " after one move from the American zone").isTrue();
        assertThat(onItInTwo).as("and reaches " + farm + " in two").isTrue();
    }

    /**
     * No scenario is won at the end of round 1 without an attack (issue 25; docs/rulings.md R-SCN-20): for every victory
     * condition that can hold in round 1 (immediate, or at the end of any round from round 1 on) and asks a side to hold
     * ground (hexes, or buildings as in 002 · LIBERATION), the side can stand, with one move of each unit from its deployment
     * zone on an empty map, on fewer of those hexes or buildings than the condition needs. Movers: the best squad the nation
     * can build (an officer's +1 MP) and every vehicle of its forces; only squads take buildings (R-VIC-2).
     */
    @ParameterizedTest
    @MethodSource("scenarios")
    void noScenarioCanBeWonAtTheEndOfRoundOneByMovingAlone(Guide g) throws Exception {
        GameSetup setup = load(g);
        toi.engine.map.Board b = setup.position().board();
        java.util.Map<Hex, String> buildingOf = new Game(setup, 1).state().buildingOf;
        for (var v : setup.victory()) {
            boolean inRoundOne = v.when() == toi.engine.scenario.VictoryCondition.When.IMMEDIATE
                    || v.when() == toi.engine.scenario.VictoryCondition.When.END_OF_ROUND && v.fromRound() <= 1;
            if (!inRoundOne) {
                continue;
            }
            String side = v.side();
            String prefix = side.toLowerCase(java.util.Locale.ROOT) + "-";
            UnitType regular = setup.catalog().find(prefix + "regular").orElseThrow();
            UnitType officer = setup.catalog().find(prefix + "officer").orElseThrow();
            java.util.Set<Hex> bySquad = new java.util.HashSet<>(b.deploymentHexes(side));
            java.util.Set<Hex> byAny = new java.util.HashSet<>(bySquad);
            java.util.Set<String> vehicles = new java.util.TreeSet<>();
            toi.engine.scenario.Forces f = setup.forces().get(side);
            if (f != null) {
                vehicles.addAll(f.vehicles());
                f.divisions().values().forEach(d -> vehicles.addAll(d.vehicles()));
            }
            for (Hex h : b.deploymentHexes(side)) {
                Unit squad = Unit.squad("s", side, h, List.of(regular, regular, regular, officer));
                toi.engine.move.Reachability.of(new toi.engine.units.Position(b, List.of(squad)), squad).reaches().stream()
                        .filter(r -> r.canEnd()).forEach(r -> bySquad.add(r.hex()));
                for (String t : vehicles) {
                    Unit vehicle = Unit.vehicle("v", side, h, setup.catalog().find(t).orElseThrow());
                    toi.engine.move.Reachability.of(new toi.engine.units.Position(b, List.of(vehicle)), vehicle).reaches().stream()
                            .filter(r -> r.canEnd()).forEach(r -> byAny.add(r.hex()));
                }
            }
            byAny.addAll(bySquad);
            String what = g.id() + ": " + side + "'s " + v.test();
            if (v.test() instanceof toi.engine.scenario.VictoryCondition.Test.Control c) {
                assertThat(c.hexes().stream().filter(byAny::contains).count()).as(what + ", hexes reached in one move").isLessThan(c.count());
            } else if (v.test() instanceof toi.engine.scenario.VictoryCondition.Test.UnitsIn u) {
                assertThat(u.hexes().stream().filter(byAny::contains).count()).as(what + ", hexes reached in one move").isLessThan(u.count());
            } else if (v.test() instanceof toi.engine.scenario.VictoryCondition.Test.Buildings n) {
                assertThat(bySquad.stream().map(buildingOf::get).filter(java.util.Objects::nonNull).distinct().count())
                        .as(what + ", buildings reached in one move").isLessThan(n.count());
            }
        }
    }

    /**
     * 002 · STAVELOT EXPRESS: "The stream is Flooded" (000 · Stream: flooded, impassable like a pond), "Peiper's armored units
     * move through the town and seize the bridge"; our map's notes: "the flooded stream leaves the bridges as the only
     * crossings" (docs/rulings.md R-SCN-21). With an American squad on each bridge a half-track (no overrun) from any German
     * deployment hex reaches no exit hex, however far it drives; with the bridges free it does. Before, the stream of board
     * 4A ended at D9 and that of board 2B began at G10, and the column drove round both through the gap.
     */
    @org.junit.jupiter.api.Test
    void stavelotExpressTheFloodedStreamLeavesTheBridgesAsTheOnlyWaysToTheExits() throws Exception {
        GameSetup setup = load(guide("stavelot-express"));
        toi.engine.map.Board b = setup.position().board();
        List<Hex> bridges = b.hexes().stream().filter(h -> b.isPlayable(h) && b.terrain(h).id().equals("bridge")).toList();
        List<Hex> exits = b.exitHexes().stream().map(toi.engine.map.NationHex::hex).toList();
        assertThat(bridges).hasSize(2);
        UnitType regular = setup.catalog().find("us-regular").orElseThrow();
        UnitType halfTrack = setup.catalog().find("sdkfz-251").orElseThrow();
        int far = toi.engine.move.MovePoints.of(200);
        for (Hex h : b.deploymentHexes("GER")) {
            Unit v = Unit.vehicle("v", "GER", h, halfTrack);
            List<Unit> blockers = new ArrayList<>();
            for (int i = 0; i < bridges.size(); i++) {
                blockers.add(Unit.squad("us-" + i, "US", bridges.get(i), List.of(regular, regular)));
            }
            List<Unit> all = new ArrayList<>(blockers);
            all.add(v);
            assertThat(toi.engine.move.Reachability.of(new toi.engine.units.Position(b, all), v, far).reaches())
                    .as("from " + h + " past the bridges held").noneMatch(r -> exits.contains(r.hex()));
            assertThat(toi.engine.move.Reachability.of(new toi.engine.units.Position(b, List.of(v)), v, far).reaches())
                    .as("from " + h + " over the bridges").anyMatch(r -> exits.contains(r.hex()));
        }
    }

    /**
     * 002 · STAVELOT EXPRESS: "The nation with the most VPs at the end of game round 7 wins"; "The Germans must exit a minimum
     * of 5 VPs in units, and 4 of those VPs must be tanks" — a column that must fight to get two tanks off the board, not
     * one that drives off whole. The German zone (the gray border, picture lost) is the east of boards 1A and 4B, AI2:AO17
     * (docs/rulings.md R-SCN-21): on an empty map no Tiger I (5 MP) reaches an exit hex with six moves' points from it, so the
     * slowest tanks need every round; a Panzer IV (6 MP) does with seven. Before (AF2:AO17) a Tiger had a round to spare.
     */
    @org.junit.jupiter.api.Test
    void stavelotExpressTheColumnNeedsEveryRoundToReachTheExits() throws Exception {
        GameSetup setup = load(guide("stavelot-express"));
        toi.engine.map.Board b = setup.position().board();
        List<Hex> exits = b.exitHexes().stream().map(toi.engine.map.NationHex::hex).toList();
        UnitType tiger = setup.catalog().find("tiger-i").orElseThrow();
        UnitType panzer = setup.catalog().find("panzer-iv").orElseThrow();
        boolean panzerOff = false;
        for (Hex h : b.deploymentHexes("GER")) {
            Unit t = Unit.vehicle("t", "GER", h, tiger);
            assertThat(toi.engine.move.Reachability.of(new toi.engine.units.Position(b, List.of(t)), t,
                    toi.engine.move.MovePoints.of(6 * 5)).reaches()).as("a Tiger from " + h + " with six moves").noneMatch(r -> exits.contains(r.hex()));
            Unit p = Unit.vehicle("p", "GER", h, panzer);
            panzerOff |= toi.engine.move.Reachability.of(new toi.engine.units.Position(b, List.of(p)), p,
                    toi.engine.move.MovePoints.of(7 * 6)).reaches().stream().anyMatch(r -> exits.contains(r.hex()));
        }
        assertThat(panzerOff).as("a Panzer IV reaches an exit with seven moves").isTrue();
    }

    /** The hexes of each board of a map file, by its "at" hex (boards are 14 columns by 9 rows), playable ones only. */
    static List<java.util.Set<Hex>> boardsOf(GameSetup setup, String mapFile) throws Exception {
        toi.engine.map.Board b = setup.position().board();
        var map = new com.fasterxml.jackson.databind.ObjectMapper().readTree(TestBoards.scenarioFiles().get(0).resolveSibling(mapFile).toFile());
        List<java.util.Set<Hex>> boards = new ArrayList<>();
        for (var placed : map.get("boards")) {
            Hex at = toi.engine.hex.HexLabels.parse(placed.get("at").asText());
            int c0 = toi.engine.hex.HexLabels.column(at), r0 = toi.engine.hex.HexLabels.row(at);
            boards.add(b.hexes().stream().filter(b::isPlayable).filter(h -> toi.engine.hex.HexLabels.column(h) >= c0
                    && toi.engine.hex.HexLabels.column(h) < c0 + 14 && toi.engine.hex.HexLabels.row(h) >= r0
                    && toi.engine.hex.HexLabels.row(h) < r0 + 9).collect(java.util.stream.Collectors.toSet()));
        }
        return boards;
    }

    /**
     * 002 · UPHILL BATTLE: the German deployment zone is "Any of the hexes on maps 5B, 3B, and 1B, as well as the hex
     * containing an entrenchment marker on map 8A": three whole boards of the four, and on the fourth one entrenchment's hex;
     * the American green border is then on that fourth board. Our first map gave the Germans two boards (less row 9) and
     * the Americans a zone across two (docs/rulings.md R-SCN-23).
     */
    @org.junit.jupiter.api.Test
    void uphillBattleTheGermansDeployOnThreeBoardsAndOneEntrenchmentOfTheFourth() throws Exception {
        GameSetup setup = load(guide("uphill-battle"));
        toi.engine.map.Board b = setup.position().board();
        java.util.Set<Hex> german = b.deploymentHexes("GER");
        List<java.util.Set<Hex>> boards = boardsOf(setup, "maps/uphill-battle.json");
        assertThat(boards).hasSize(4);
        List<java.util.Set<Hex>> whole = boards.stream().filter(german::containsAll).toList();
        assertThat(whole).as("boards all of whose hexes are German deployment hexes").hasSize(3);
        java.util.Set<Hex> fourth = boards.stream().filter(x -> !german.containsAll(x)).findFirst().orElseThrow();
        List<Hex> outpost = fourth.stream().filter(german::contains).toList();
        assertThat(outpost).as("the fourth board's German hexes").hasSize(1);
        assertThat(b.hasMarker(outpost.get(0), "entrenchment")).as(outpost.get(0) + " holds an entrenchment").isTrue();
        assertThat(fourth).as("the American zone is on the fourth board").containsAll(b.deploymentHexes("US"));
    }

    /**
     * 002 · UPHILL BATTLE: the barrage falls "on a small German fortified position"; its terrain features are "3
     * Entrenchments, 10 Razor Wire, 1 Pillbox". Apart from the entrenchment on the fourth board (the German zone's own
     * words), the fortifications are that one position: the other entrenchments beside the pillbox, the wire round it and
     * along the foot of its ridge (within five hexes), none on the far hill twelve columns east (docs/rulings.md R-SCN-23).
     */
    @org.junit.jupiter.api.Test
    void uphillBattleTheFortificationsAreOneSmallPositionAtThePillbox() throws Exception {
        GameSetup setup = load(guide("uphill-battle"));
        toi.engine.map.Board b = setup.position().board();
        Hex pillbox = b.hexes().stream().filter(h -> b.hasMarker(h, "pillbox")).findFirst().orElseThrow();
        java.util.Set<Hex> german = b.deploymentHexes("GER");
        java.util.Set<Hex> fourth = boardsOf(setup, "maps/uphill-battle.json").stream().filter(x -> !german.containsAll(x))
                .findFirst().orElseThrow();
        List<Hex> wire = b.hexes().stream().filter(h -> b.hasMarker(h, "razor-wire")).toList();
        List<Hex> entrenched = b.hexes().stream().filter(h -> b.hasMarker(h, "entrenchment") && !fourth.contains(h)).toList();
        assertThat(wire).hasSize(10).allMatch(h -> h.distanceTo(pillbox) <= 5, "within five hexes of the pillbox " + pillbox);
        assertThat(entrenched).hasSize(2).allMatch(h -> h.distanceTo(pillbox) <= 2, "within two hexes of the pillbox " + pillbox);
    }

    /**
     * 002 · LIBERATION: the 29th Division "launches his final assault against the town, which is heavily defended by German
     * Fallschirmjäger units"; "The Americans immediately win if they control 5 buildings at the end of any game round". The
     * buildings the victory counts are the town's, in the German zone ("Any of the hexes on maps 1A and 11A"): our first map
     * put four on the Americans' own boards (a barn, a farmhouse, two farms), so a fifth won (docs/rulings.md R-SCN-24).
     */
    @org.junit.jupiter.api.Test
    void liberationTheBuildingsAreTheTownsTheGermansHold() throws Exception {
        GameSetup setup = load(guide("liberation"));
        java.util.Set<Hex> german = setup.position().board().deploymentHexes("GER");
        java.util.Map<Hex, String> buildingOf = new Game(setup, 1).state().buildingOf;
        assertThat(buildingOf).isNotEmpty();
        assertThat(buildingOf.keySet()).as("every building hex is in the German zone").allMatch(german::contains);
    }

    /**
     * 002 · AT THE BREAKING POINT: "Near Hill 317, German squads supported by a Panzer IV are sent to clear a hole in the
     * American defense line", after "Pushing through Mortain": the town is behind the Germans, the line is one line at the
     * hill. Our first placement split it into two halves fifteen columns apart (Hill 317's four hexes and four village
     * houses), so the Germans massed on one half's four hexes against a third of the defenders. Now the eight hexes form one
     * connected line on the board of Hill 317 (docs/rulings.md R-SCN-25).
     */
    @org.junit.jupiter.api.Test
    void atTheBreakingPointsDefenseLineIsOneLineAtHill317() throws Exception {
        GameSetup setup = load(guide("at-the-breaking-point"));
        List<Hex> line = setup.position().board().highlights().get("American defense line");
        assertThat(line).hasSize(8);
        java.util.Set<Hex> joined = new java.util.HashSet<>(List.of(line.get(0)));
        for (boolean grew = true; grew; ) {
            grew = joined.addAll(line.stream().filter(h -> joined.stream().anyMatch(j -> j.distanceTo(h) == 1)).toList());
        }
        assertThat(joined).as("every line hex joined to the others").containsExactlyInAnyOrderElementsOf(line);
        List<java.util.Set<Hex>> boards = boardsOf(setup, "maps/at-the-breaking-point.json");
        assertThat(boards.stream().filter(b -> b.containsAll(line))).as("one board holds the whole line (Hill 317's, 1B)").hasSize(1);
    }
}
