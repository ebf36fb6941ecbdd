package toi.content;

import toi.engine.event.Event;
import static toi.content.TestBoards.vp;
import static org.assertj.core.groups.Tuple.tuple;
import static toi.content.TestBoards.events;
import static org.assertj.core.api.Assertions.assertThat;
import static toi.content.TestBoards.play;
import static toi.content.TestBoards.unit;
import static toi.content.TestBoards.answerDefaultsUntil;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static toi.content.TestBoards.board;
import static toi.content.TestBoards.gerSquad;
import static toi.content.TestBoards.hex;
import static toi.content.TestBoards.usSquad;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import toi.engine.combat.Dice;
import toi.engine.game.protocol.Choice;
import toi.engine.game.Game;
import toi.engine.scenario.GameSetup;
import toi.engine.scenario.VictoryCondition;
import toi.engine.scenario.VictoryCondition.Test.Control;
import toi.engine.scenario.VictoryCondition.Test.MostPoints;
import toi.engine.scenario.VictoryCondition.Test.Otherwise;
import toi.engine.scenario.VictoryCondition.Test.UnitsIn;
import toi.engine.scenario.VictoryCondition.When;
import toi.engine.hex.Hex;
import toi.engine.map.Board;
import toi.engine.units.Position;
import toi.engine.units.Unit;

/** Scenario victory conditions (002 · the nine scenarios' "Victory Objectives"; 000 · WINNING THE GAME). */
class VictoryConditionsTest {

    static final String ROW = ". . . . . . . . . .";

    static Game game(int rounds, List<VictoryCondition> victory, Unit... units) {
        Board b = board(ROW, ROW, ROW, ROW, ROW);
        return new Game(new GameSetup("victory", new Position(b, List.of(units)), List.of("US", "GER"), "US", rounds,
                Map.of("US", 2, "GER", 2), Map.of("US", 0, "GER", 0), true, TestBoards.CATALOGS.units(), false, Map.of(),
                TestBoards.CATALOGS.specializations(), List.of(), GameSetup.Cards.none(), victory), new Dice(5));
    }



    static List<Hex> hexes(String... ids) {
        return java.util.Arrays.stream(ids).map(TestBoards::hex).toList();
    }

    @Test
    void controllingTheObjectiveWinsAsSoonAsItHappens() {
        // "As soon as the Americans control the VP objective, they win the game. If they don't control it by the
        // end of game round 4, the Germans win." (Normandy Farm)
        List<VictoryCondition> v = List.of(new VictoryCondition("US", When.IMMEDIATE, 1, new Control(hexes("C1"), 1), "victory"),
                new VictoryCondition("GER", When.END_OF_GAME, 1, new Otherwise(), "victory"));
        Game g = game(4, v, usSquad("us", "A1"), gerSquad("ger", "J5"));
        play(g, "act advance us", "step B1");
        assertThat(g.over()).isFalse();
        List<Event> ev = play(g, "step C1");
        assertThat(g.over()).as("in the middle of the Action Phase").isTrue();
        assertThat(g.state().winner()).isEqualTo("US");
        assertThat(events(ev, Event.GameOver.class)).singleElement().satisfies(e -> assertThat(e.reason()).contains("US controls 1 of the objectives C1"));

        Game held = game(1, v, usSquad("us", "A5"), gerSquad("ger", "C1"));
        answerDefaultsUntil(held, d -> held.over());
        assertThat(held.state().winner()).as("otherwise the Germans win at the end").isEqualTo("GER");
    }

    @Test
    void unitsInThreeOfTheDefenseLineHexesAtTheEndOfARound() {
        // "At the end of any game round, the German player wins the game if he has at least one unit in 3 or more
        // American defense line hexes" (Uphill Battle)
        List<Hex> line = hexes("E1", "E2", "E3", "E4");
        List<VictoryCondition> v = List.of(new VictoryCondition("GER", When.END_OF_ROUND, 1, new UnitsIn(line, 3), "victory"),
                new VictoryCondition("US", When.END_OF_GAME, 1, new Otherwise(), "victory"));
        Game three = game(8, v, usSquad("us", "A5"), gerSquad("g1", "E1"), gerSquad("g2", "E2"), gerSquad("g3", "E4"));
        List<Event> ev = answerDefaultsUntil(three, d -> three.over());
        assertThat(three.state().round()).isEqualTo(1);
        assertThat(three.state().winner()).isEqualTo("GER");
        assertThat(events(ev, Event.GameOver.class)).singleElement().satisfies(e -> assertThat(e.reason()).contains("GER has units in 3 of the hexes"));

        Game two = game(2, v, usSquad("us", "A5"), gerSquad("g1", "E1"), gerSquad("g2", "E2"), gerSquad("g3", "H4"));
        answerDefaultsUntil(two, d -> two.over());
        assertThat(two.state().round()).isEqualTo(2);
        assertThat(two.state().winner()).isEqualTo("US");
    }

    @Test
    void mostPointsGivesTheNamedVictoryAndATieFallsThrough() {
        List<VictoryCondition> v = List.of(new VictoryCondition("GER", When.END_OF_GAME, 1, new MostPoints(), "minor"),
                new VictoryCondition("US", When.END_OF_GAME, 1, new Otherwise(), "victory"));
        Game tie = game(1, v, usSquad("us", "A5"), gerSquad("ger", "J1"));
        List<Event> ev = answerDefaultsUntil(tie, d -> tie.over());
        assertThat(tie.state().winner()).as("0 to 0 is not the most").isEqualTo("US");
        assertThat(events(ev, Event.GameOver.class)).singleElement().satisfies(e -> assertThat(e.reason()).doesNotContain("minor"));
    }

    static Path scenario(Path dir, String victory) throws Exception {
        return TestBoards.scenarioFile(dir, "\"victory\": " + victory);
    }

    @Test
    void victoryConditionsLoadFromTheScenarioFileAndBadOnesAreRefused(@TempDir Path dir) throws Exception {
        GameSetup s = ScenarioLoader.load(scenario(dir, "[{\"side\": \"US\", \"when\": \"end-of-round\", \"fromRound\": 2,"
                + " \"control\": {\"hexes\": [\"F5\", \"G5\"], \"count\": 1}, \"level\": \"major\"},"
                + " {\"side\": \"GER\", \"when\": \"end-of-game\", \"otherwise\": true}]"), TestBoards.CATALOGS);
        assertThat(s.victory()).hasSize(2);
        assertThat(s.victory().get(0)).isEqualTo(new VictoryCondition("US", When.END_OF_ROUND, 2,
                new Control(hexes("F5", "G5"), 1), "major"));
        assertThatThrownBy(() -> ScenarioLoader.load(scenario(dir, "[{\"side\": \"US\", \"when\": \"end-of-round\", \"mostPoints\": true,"
                + " \"otherwise\": true}]"), TestBoards.CATALOGS)).isInstanceOf(ContentException.class)
                .hasMessageContaining("victory[0]").hasMessageContaining("exactly one test");
        assertThatThrownBy(() -> ScenarioLoader.load(scenario(dir, "[{\"side\": \"US\", \"when\": \"end-of-round\", \"otherwise\": true}]"),
                TestBoards.CATALOGS)).isInstanceOf(ContentException.class).hasMessageContaining("victory[0].otherwise");
        assertThatThrownBy(() -> ScenarioLoader.load(scenario(dir, "[{\"side\": \"RUS\", \"when\": \"immediate\", \"mostPoints\": true}]"),
                TestBoards.CATALOGS)).isInstanceOf(ContentException.class).hasMessageContaining("victory[0].side");
        assertThatThrownBy(() -> ScenarioLoader.load(scenario(dir, "[{\"side\": \"US\", \"when\": \"soon\", \"mostPoints\": true}]"),
                TestBoards.CATALOGS)).isInstanceOf(ContentException.class).hasMessageContaining("victory[0].when");
    }

    static Game scored(Board b, int rounds, List<VictoryCondition> victory, List<toi.engine.scenario.ScoringRule> points, Unit... units) {
        return new Game(new GameSetup("points", new Position(b, List.of(units)), List.of("US", "GER"), "US", rounds,
                Map.of("US", 2, "GER", 2), Map.of("US", 0, "GER", 0), false, TestBoards.CATALOGS.units(), false, Map.of(),
                TestBoards.CATALOGS.specializations(), List.of(), GameSetup.Cards.none(), victory, points), new Dice(5));
    }

    static toi.engine.scenario.ScoringRule rule(String side, toi.engine.scenario.ScoringRule.Kind kind, int vp, List<String> units,
                                           List<Hex> hexes, int from, int to) {
        return new toi.engine.scenario.ScoringRule(side, kind, vp, units, hexes, from, to);
    }

    @Test
    void tanksExitingByTheExitHexesScore_otherUnitsAndOtherRoundsDoNot() {
        // "Each tank that exits the board from one of the blue shaded hexes … scores 2 VPs." (Stavelot Express)
        Board b = board(ROW, ROW, ROW, ROW, ROW);
        b.addExitHex(new toi.engine.map.NationHex(hex("J3"), "GER"));
        var exitTanks = rule("GER", toi.engine.scenario.ScoringRule.Kind.EXIT, 2, List.of("tank"), List.of(), 1, 3);
        Game g = scored(b, 3, List.of(), List.of(exitTanks), usSquad("us", "A5"), TestBoards.vehicle("pz", "GER", "I3", "panzer-iv"),
                gerSquad("ger", "J3"));
        play(g, "pass", "act advance pz", "step J3");
        assertThat(g.pending().options()).extracting(Choice::text).contains("exit");
        List<Event> ev = play(g, "exit");
        assertThat(ev).contains(new Event.UnitExited("pz", hex("J3"), null));
        assertThat(vp(ev)).containsExactly(tuple("GER", 2, "pz exiting the board"));
        assertThat(g.state().units()).doesNotContainKey("pz");
        assertThat(g.state().victoryPoints("GER")).isEqualTo(2);
        play(g, "act advance ger", "exit");
        assertThat(g.state().units()).doesNotContainKey("ger");
        assertThat(g.state().victoryPoints("GER")).as("a squad is not a tank").isEqualTo(2);

        var lateOnly = rule("GER", toi.engine.scenario.ScoringRule.Kind.EXIT, 2, List.of(), List.of(), 2, 3);
        Game early = scored(b, 3, List.of(), List.of(lateOnly), usSquad("us", "A5"), TestBoards.vehicle("pz", "GER", "J3", "panzer-iv"));
        play(early, "pass", "act advance pz", "exit");
        assertThat(early.state().victoryPoints("GER")).as("round 1 is before the rule's rounds").isZero();
        Game notExit = scored(b, 3, List.of(), List.of(lateOnly), usSquad("us", "A5"), TestBoards.vehicle("pz", "GER", "I3", "panzer-iv"));
        play(notExit, "pass", "act advance pz");
        assertThat(notExit.pending().options()).extracting(Choice::text).doesNotContain("exit");
        assertThatThrownBy(() -> notExit.apply(Choice.parse("exit"))).isInstanceOf(toi.engine.game.protocol.IllegalChoice.class)
                .hasMessageContaining("not an exit hex for GER");
    }

    @Test
    void aSideShortOfItsExitMinimumLosesWhateverThePoints() {
        // "The Germans must exit a minimum of 5 VPs in units, and 4 of those VPs must be tanks." (Stavelot Express)
        Board b = board(ROW, ROW, ROW, ROW, ROW);
        b.addExitHex(new toi.engine.map.NationHex(hex("J3"), "GER"));
        b.addExitHex(new toi.engine.map.NationHex(hex("J4"), "GER"));
        var tanks = rule("GER", toi.engine.scenario.ScoringRule.Kind.EXIT, 2, List.of("tank"), List.of(), 1, 1);
        var halfTracks = rule("GER", toi.engine.scenario.ScoringRule.Kind.EXIT, 1, List.of("sdkfz-251"), List.of(), 1, 1);
        var minimum = new VictoryCondition("US", When.END_OF_GAME, 1,
                new VictoryCondition.Test.OpponentExitsBelow(5, List.of("tank"), 4), "victory");
        Game g = scored(b, 1, List.of(minimum), List.of(tanks, halfTracks), usSquad("us", "A5"),
                TestBoards.vehicle("pz", "GER", "J3", "panzer-iv"), TestBoards.vehicle("ht", "GER", "J4", "sdkfz-251"));
        List<Event> ev = new java.util.ArrayList<>(play(g, "pass", "act advance pz", "exit", "act advance ht", "exit"));
        ev.addAll(answerDefaultsUntil(g, d -> g.over())); // the last round's bids are the rules' answers (R-FLOW-1)
        assertThat(g.state().victoryPoints("GER")).isEqualTo(3);
        assertThat(g.state().victoryPoints("US")).isZero();
        assertThat(g.state().winner()).as("3 VP, 2 of them tanks, is short of 5 and 4").isEqualTo("US");
        assertThat(events(ev, Event.GameOver.class)).singleElement().satisfies(e -> assertThat(e.reason()).contains("GER exited only 3 VP of units (2 of them tank); it needed 5, 4 of them tank"));

        // with the minimum met, the most points win as usual
        var met = new VictoryCondition("US", When.END_OF_GAME, 1, new VictoryCondition.Test.OpponentExitsBelow(3, List.of("tank"), 2), "victory");
        Game h = scored(b, 1, List.of(met), List.of(tanks, halfTracks), usSquad("us", "A5"),
                TestBoards.vehicle("pz", "GER", "J3", "panzer-iv"), TestBoards.vehicle("ht", "GER", "J4", "sdkfz-251"));
        play(h, "pass", "act advance pz", "exit", "act advance ht", "exit");
        answerDefaultsUntil(h, d -> h.over());
        assertThat(h.state().winner()).isEqualTo("GER");
    }

    @Test
    void holdingTheBridgeScoresEachCommandPhase_andEnemyTanksLostScoreAtTheEnd() {
        // "During each Command Phase, the Americans score 1 VP if they have at least one unit on the Bridge hex" (Chain of Command)
        var bridge = rule("US", toi.engine.scenario.ScoringRule.Kind.HOLD, 1, List.of(), hexes("C3"), 1, 2);
        var tanks = rule("US", toi.engine.scenario.ScoringRule.Kind.ENEMY_TANK_LOST, 1, List.of(), List.of(), 1, 2);
        Game g = scored(board(ROW, ROW, ROW, ROW, ROW), 2, List.of(), List.of(bridge, tanks), usSquad("us", "C3"),
                TestBoards.with(TestBoards.vehicle("pz", "GER", "J5", "panzer-iv"), null, null, "none", "heavy"));
        List<Event> ev = answerDefaultsUntil(g, d -> g.over());
        assertThat(vp(ev)).filteredOn(t -> t.equals(tuple("US", 1, "a unit in [C3]"))).hasSize(2);
        assertThat(vp(ev)).contains(tuple("US", 1, "1 enemy tank destroyed or heavily damaged"));
        assertThat(g.state().victoryPoints("US")).isEqualTo(3);
        assertThat(g.state().winner()).isEqualTo("US");
    }

    @Test
    void aMultiHexBuildingIsControlledOnlyWithoutEnemySquadsInIt_andBuildingsWinTheGame() {
        // "If you occupy one of the hexes in a multi-hex building, you gain control of the building if there are no enemy squads
        // in any of the adjoining building hexes. If squads from both nations are present …, neither nation controls" (Liberation)
        Board b = board("b b . . . . . . . .", ". . . . b . . . . .", ROW, ROW, ". . . . . . . . . b");
        b.addBuilding(new toi.engine.map.Building("farm", "Farm", java.util.Set.of(hex("A1"), hex("B1"))));
        List<VictoryCondition> win = List.of(new VictoryCondition("US", When.END_OF_ROUND, 1,
                new VictoryCondition.Test.Buildings(2), "victory"), new VictoryCondition("GER", When.END_OF_GAME, 1, new Otherwise(), "victory"));
        var perBuilding = rule("GER", toi.engine.scenario.ScoringRule.Kind.BUILDING, 1, List.of(), List.of(), 1, 1);
        Game shared = scored(b, 1, win, List.of(perBuilding), usSquad("us1", "A1"), gerSquad("g1", "B1"), usSquad("us2", "E2"),
                gerSquad("g2", "J5"));
        List<Event> ev = answerDefaultsUntil(shared, d -> shared.over());
        assertThat(shared.state().winner()).as("the farm is shared: US holds one building").isEqualTo("GER");
        assertThat(vp(ev)).contains(tuple("GER", 1, "1 building controlled"));
        Game alone = scored(b, 1, win, List.of(perBuilding), usSquad("us1", "A1"), usSquad("us2", "E2"), gerSquad("g2", "J3"));
        ev = answerDefaultsUntil(alone, d -> alone.over());
        assertThat(alone.state().winner()).isEqualTo("US");
        assertThat(events(ev, Event.GameOver.class)).singleElement().satisfies(e -> assertThat(e.reason()).contains("US controls 2 buildings"));
    }

    @Test
    void controllingTheBridgeAtTheEndScoresOnce() {
        // "The nation controlling the bridge earns 1 VP." (Liberation, at the end of round 8)
        var bridge = rule("GER", toi.engine.scenario.ScoringRule.Kind.CONTROL, 1, List.of(), hexes("C3"), 1, 2);
        Game g = scored(board(ROW, ROW, ROW, ROW, ROW), 2, List.of(), List.of(bridge), usSquad("us", "A5"), gerSquad("ger", "C3"));
        List<Event> ev = answerDefaultsUntil(g, d -> g.over());
        assertThat(vp(ev)).containsOnlyOnce(tuple("GER", 1, "controlling 1 of [C3] at the end"));
        assertThat(g.state().victoryPoints("GER")).isEqualTo(1);
        assertThat(g.state().winner()).isEqualTo("GER");
    }

    @Test
    void aTruckReachingTheMarkerScoresOnceByItsRound() {
        // "Each [Opel Blitz] is worth 3VP if it reaches the VP marker on 10B by game round 6" (Stavelot Express)
        var reach = rule("GER", toi.engine.scenario.ScoringRule.Kind.REACH, 3, List.of("opel-blitz"), hexes("C1"), 1, 6);
        Game g = scored(board(ROW, ROW, ROW, ROW, ROW), 2, List.of(), List.of(reach), usSquad("us", "A5"),
                TestBoards.vehicle("truck", "GER", "A1", "opel-blitz"), TestBoards.vehicle("pz", "GER", "B1", "panzer-iv"));
        play(g, "pass", "act advance pz", "step C1", "step D1", "stop");
        assertThat(g.state().victoryPoints("GER")).as("a tank is not a truck").isZero();
        List<Event> ev = play(g, "act advance truck", "step B1", "step C1");
        assertThat(vp(ev)).contains(tuple("GER", 3, "truck reaching C1"));
        play(g, "step D1", "step C1");
        assertThat(g.state().victoryPoints("GER")).as("once per unit").isEqualTo(3);
    }
}
