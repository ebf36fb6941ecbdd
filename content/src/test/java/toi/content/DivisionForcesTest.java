package toi.content;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import toi.engine.combat.Dice;
import toi.engine.game.protocol.Choice;
import toi.engine.game.protocol.Decision;
import toi.engine.scenario.Forces;
import toi.engine.game.Game;
import toi.engine.scenario.GameSetup;
import toi.engine.game.protocol.Phase;
import toi.engine.map.Board;
import toi.engine.map.DeploymentZone;
import toi.engine.units.Position;
import toi.engine.units.Unit;

@DisplayName("002 · Scenario format: forces by division, and the optional crew transfer")
class DivisionForcesTest {

    /** US division 1: 3 regulars and an MG crew on 1 base, a half-track; division 2: 6 regulars on 2 bases, an engineer token. */
    static Game game(boolean teams) {
        Board b = TestBoards.board(". . . . . . . .", ". . . . . . . .", ". . . . . . . .");
        b.addDeploymentZone(new DeploymentZone("US", "1", "all", Set.of(TestBoards.hex("A1"), TestBoards.hex("A2"))));
        b.addDeploymentZone(new DeploymentZone("US", "2", "all", Set.of(TestBoards.hex("B1"), TestBoards.hex("B2"), TestBoards.hex("B3"))));
        b.addDeploymentZone(new DeploymentZone("GER", "1", "all", Set.of(TestBoards.hex("H1"))));
        b.addDeploymentZone(new DeploymentZone("GER", "2", "all", Set.of(TestBoards.hex("H2"))));
        Map<String, Forces> us = new LinkedHashMap<>();
        us.put("1", new Forces(Map.of("us-regular", 2, "us-mg", 1), 1, List.of("m3a1"), Map.of()));
        us.put("2", new Forces(Map.of("us-regular", 8), 2, List.of(), Map.of("engineer", 1)));
        Map<String, Forces> ger = new LinkedHashMap<>();
        ger.put("1", new Forces(Map.of("ger-regular", 4), 1, List.of(), Map.of()));
        ger.put("2", new Forces(Map.of("ger-regular", 4), 1, List.of(), Map.of()));
        Map<String, Forces> forces = Map.of("US", Forces.ofDivisions(us), "GER", Forces.ofDivisions(ger));
        return new Game(new GameSetup("divisions", new Position(b, List.of()), List.of("US", "GER"), "US", 1, Map.of("US", 2, "GER", 2),
                Map.of(), true, TestBoards.CATALOGS.units(), teams, forces, TestBoards.CATALOGS.specializations()), new Dice(1));
    }

    @Test
    void eachDivisionBuildsItsOwnSquadsFromItsOwnFigures_andPlacesThemInItsOwnZone() {
        Game g = game(false);
        Decision build = g.pending();
        assertThat(build.kind()).isEqualTo(Decision.Kind.BUILD_SQUAD);
        assertThat(build.prompt()).contains("division 1");
        // division 1 has no 4 regulars: its figures are its own
        assertThatThrownBy(() -> g.apply(Choice.parse("build us-regular us-regular us-regular us-regular")))
                .hasMessageContaining("US/1 has no us-regular");
        g.apply(Choice.parse("build us-mg us-regular us-regular"));
        assertThat(g.pending().prompt()).contains("division 2");
        g.apply(Choice.parse("build us-regular us-regular us-regular us-regular"));
        g.apply(Choice.parse("build us-regular us-regular us-regular us-regular"));
        g.apply(Choice.parse("build ger-regular ger-regular ger-regular ger-regular"));
        g.apply(Choice.parse("build ger-regular ger-regular ger-regular ger-regular"));
        Map<String, Unit> reserve = g.state().reserve();
        assertThat(reserve.get("us-1").division()).isEqualTo("1");
        assertThat(reserve.get("us-2").division()).isEqualTo("2");
        assertThat(reserve.get("us-m3a1-1").division()).isEqualTo("1");
        assertThat(reserve.get("ger-2").division()).isEqualTo("2");
        // division 2's token goes to division 2's squads only
        assertThat(g.pending().kind()).isEqualTo(Decision.Kind.ASSIGN_TOKEN);
        assertThatThrownBy(() -> g.apply(Choice.parse("token engineer us-1"))).hasMessageContaining("division 2's tokens");
        g.apply(Choice.parse("token engineer us-3"));
        // deployment: a division's own zone binds its units even in a two-player game
        assertThatThrownBy(() -> g.apply(Choice.parse("deploy us-1 B1"))).hasMessageContaining("not in a deployment zone");
        g.apply(Choice.parse("deploy us-1 A1"));
        assertThat(g.state().units().get("us-1").hex()).isEqualTo(TestBoards.hex("A1"));
    }

    @Test
    void aCrewMayMoveToTheOtherDivisionForTwoRegulars_ifTheOpponentAgrees() {
        Game g = game(false);
        assertThat(g.pending().options()).contains(new Choice.TransferCrew("us-mg", "1", "2"));
        g.apply(Choice.parse("transfer-crew us-mg 1 2"));
        Decision ask = g.pending();
        assertThat(ask.kind()).isEqualTo(Decision.Kind.AGREE);
        assertThat(ask.nation()).isEqualTo("GER");
        g.apply(Choice.parse("agree"));
        // division 1 now has 4 regulars and no crew; division 2 has the crew and 6 regulars
        assertThat(g.pending().options()).containsExactly(new Choice.Build(List.of("us-regular", "us-regular", "us-regular", "us-regular")));
        g.apply(Choice.parse("build us-regular us-regular us-regular us-regular"));
        g.apply(Choice.parse("build us-mg us-regular us-regular"));
        assertThat(g.state().reserve().get("us-2").figures()).extracting(t -> t.id()).contains("us-mg");
        assertThat(g.state().reserve().get("us-2").division()).isEqualTo("2");
        // one request per side: no second transfer
        assertThat(g.pending().options()).noneMatch(c -> c instanceof Choice.TransferCrew);
    }

    @Test
    void aRefusedTransferChangesNothing_andIsNotOfferedAgain() {
        Game g = game(false);
        g.apply(Choice.parse("transfer-crew us-mg 1 2"));
        g.apply(Choice.parse("refuse"));
        assertThat(g.pending().kind()).isEqualTo(Decision.Kind.BUILD_SQUAD);
        assertThat(g.pending().options()).containsExactly(new Choice.Build(List.of("us-mg", "us-regular", "us-regular")));
        assertThatThrownBy(() -> g.apply(Choice.parse("transfer-crew us-mg 1 2"))).hasMessageContaining("already asked");
    }

    @Test
    void onlyAMortarOrMachineGunCrewMovesAndOnlyBeforeBuilding() {
        Game g = game(false);
        assertThatThrownBy(() -> g.apply(Choice.parse("transfer-crew us-regular 1 2"))).hasMessageContaining("no mortar or machine gun crew");
        assertThatThrownBy(() -> g.apply(Choice.parse("transfer-crew us-mg 2 1"))).hasMessageContaining("no mortar or machine gun crew");
        assertThatThrownBy(() -> g.apply(Choice.parse("transfer-crew us-mg 1 3"))).hasMessageContaining("two of US's divisions");
        g.apply(Choice.parse("build us-mg us-regular us-regular"));
        assertThatThrownBy(() -> g.apply(Choice.parse("transfer-crew us-mg 1 2"))).hasMessageContaining("before the squads are built");
    }

    @Test
    void inATeamGameEachDivisionsPlayerBuildsHisOwnSquads() {
        Game g = game(true);
        assertThat(g.pending().division()).isEqualTo("1");
        g.apply(Choice.parse("build us-mg us-regular us-regular"));
        assertThat(g.pending().division()).isEqualTo("2");
        assertThat(g.state().setup().divisions("US")).containsExactly("1", "2");
    }

    @Test
    void aGuideScenarioPlaysAsATeamGame(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        // 000 · THREE- AND FOUR-PLAYER GAMES with the guide's divisions: each division's player builds, then takes his own turns
        java.nio.file.Path source = TestBoards.scenarioFiles().stream().filter(p -> p.endsWith("at-the-breaking-point.json")).findFirst()
                .orElseThrow();
        String text = java.nio.file.Files.readString(source).replace("\"maps/at-the-breaking-point.json\"",
                "\"" + source.getParent().resolve("maps/at-the-breaking-point.json").toAbsolutePath().toString().replace("\\", "/") + "\"")
                .replaceFirst("\"rounds\":", "\"teams\": true, \"rounds\":");
        java.nio.file.Path file = dir.resolve("teams.json");
        java.nio.file.Files.writeString(file, text);
        GameSetup setup = ScenarioLoader.load(file, TestBoards.CATALOGS);
        assertThat(setup.teams()).isTrue();
        Game g = new Game(setup, new Dice(7));
        toi.engine.game.RandomPlayer p = new toi.engine.game.RandomPlayer(7);
        java.util.Set<String> actors = new java.util.TreeSet<>();
        for (int i = 0; i < 50_000 && !g.over(); i++) {
            Decision d = g.pending();
            if (d.kind() == Decision.Kind.BUILD_SQUAD || d.kind() == Decision.Kind.ACTION) {
                actors.add(d.nation() + "/" + d.division());
            }
            g.apply(p.choose(d));
        }
        assertThat(g.over()).isTrue();
        assertThat(actors).contains("US/1", "US/2", "GER/1", "GER/2");
    }

    @Test
    void aTeamGameNeedsForcesByDivision() {
        Board b = TestBoards.board(". . .");
        Map<String, Forces> forces = Map.of("US", new Forces(Map.of("us-regular", 4), 1, List.of(), Map.of()));
        assertThatThrownBy(() -> new GameSetup("t", new Position(b, List.of()), List.of("US", "GER"), "US", 1, Map.of("US", 2, "GER", 2),
                Map.of(), true, TestBoards.CATALOGS.units(), true, forces, Map.of()))
                .hasMessageContaining("not split into divisions");
    }

    @Test
    void everyScenarioGivesItsForcesByDivisionAsTheGuideDoes() {
        for (var file : TestBoards.scenarioFiles()) {
            GameSetup s = ScenarioLoader.load(file, TestBoards.CATALOGS);
            for (String n : s.nations()) {
                assertThat(s.forces().get(n).divisions()).as(file + " " + n).isNotEmpty();
            }
            assertThat(new Game(s, new Dice(1)).state().phase()).isEqualTo(Phase.SETUP);
        }
    }
}
