package toi.content;

import toi.engine.event.Event;
import static toi.content.TestBoards.events;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
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
import toi.engine.map.Objective;
import toi.engine.units.Activation;
import toi.engine.units.Position;

@DisplayName("000 · GAME SETUP steps 5–7")
class GameSetupStepsTest {

    static Game game() {
        Board b = TestBoards.board(". . . . . . . .", ". . . b . . . .", ". . . . . . . .");
        b.placeMarker(TestBoards.hex("A2"), TestBoards.CATALOGS.terrain().marker("entrenchment").orElseThrow());
        b.addDeploymentZone(new DeploymentZone("US", null, "all", java.util.Set.of(TestBoards.hex("A1"), TestBoards.hex("A2"),
                TestBoards.hex("B1"), TestBoards.hex("D2"))));
        b.addDeploymentZone(new DeploymentZone("GER", null, "all", java.util.Set.of(TestBoards.hex("H1"), TestBoards.hex("H2"))));
        b.addObjective(new Objective(TestBoards.hex("H2"), Objective.Kind.COMMAND, "GER", 1, ""));
        Map<String, Forces> forces = Map.of(
                "US", new Forces(Map.of("us-regular", 6, "us-mg", 1), 2, List.of("m3a1"), Map.of("engineer", 1)),
                "GER", new Forces(Map.of("ger-regular", 4), 1, List.of(), Map.of()));
        return new Game(new GameSetup("setup", new Position(b, List.of()), List.of("US", "GER"), "US", 1, Map.of("US", 2, "GER", 2),
                Map.of(), true, TestBoards.CATALOGS.units(), false, forces, TestBoards.CATALOGS.specializations()), new Dice(1));
    }

    @Test
    void squadsAreBuiltFullInOrderOfInitiative_tokensAssigned_unitsDeployedInTheirZones_thenInitialOpFire() {
        Game g = game();
        assertThat(g.state().phase()).isEqualTo(Phase.SETUP);
        Decision build = g.pending();
        assertThat(build.kind()).isEqualTo(Decision.Kind.BUILD_SQUAD);
        assertThat(build.nation()).isEqualTo("US");
        assertThatThrownBy(() -> g.apply(Choice.parse("build us-regular us-regular"))).hasMessageContaining("always build full squads");
        assertThatThrownBy(() -> g.apply(Choice.parse("build us-elite us-regular us-regular us-regular"))).hasMessageContaining("no us-elite");
        g.apply(Choice.parse("build us-mg us-regular us-regular"));
        g.apply(Choice.parse("build us-regular us-regular us-regular us-regular"));
        assertThat(g.pending().nation()).isEqualTo("GER");
        g.apply(Choice.parse("build ger-regular ger-regular ger-regular ger-regular"));
        // tokens: never on a squad with a heavy infantry weapon
        assertThat(g.pending().kind()).isEqualTo(Decision.Kind.ASSIGN_TOKEN);
        assertThatThrownBy(() -> g.apply(Choice.parse("token engineer us-1"))).hasMessageContaining("heavy infantry weapon");
        g.apply(Choice.parse("token engineer us-2"));
        // deploy: the US first (initiative), then GER
        assertThat(g.pending().kind()).isEqualTo(Decision.Kind.DEPLOY);
        assertThatThrownBy(() -> g.apply(Choice.parse("deploy us-1 E1"))).hasMessageContaining("not in a deployment zone");
        assertThatThrownBy(() -> g.apply(Choice.parse("deploy us-m3a1-1 D2"))).hasMessageContaining("may not be placed in building");
        g.apply(Choice.parse("deploy us-m3a1-1 A1"));
        g.apply(Choice.parse("deploy us-1 A1 in us-m3a1-1"));
        g.apply(Choice.parse("deploy us-2 A2 in entrenchment"));
        assertThat(g.pending().nation()).isEqualTo("GER");
        g.apply(Choice.parse("deploy ger-1 H2"));
        assertThat(g.pending().kind()).isEqualTo(Decision.Kind.OP_FIRE_MODE);
        g.apply(Choice.parse("opfire-mode us-2"));
        g.apply(Choice.parse("opfire-mode"));
        assertThat(g.state().phase()).isEqualTo(Phase.ACTION);
        assertThat(g.state().units().get("us-1").carriedBy()).isEqualTo("us-m3a1-1");
        assertThat(g.state().units().get("us-2").fortification()).isEqualTo("entrenchment");
        assertThat(g.state().units().get("us-2").specialization().id()).isEqualTo("engineer");
        assertThat(g.state().units().get("us-2").activation()).isEqualTo(Activation.OP_FIRE);
        // an objective with a deployed unit in it starts controlled
        assertThat(g.state().control()).containsEntry(TestBoards.hex("H2"), "GER");
    }

    @Test
    void aSideMayPlaceItsScenarioMarkersAnywhereInItsZone() {
        // "4 Entrenchments, 3 Tank Traps. Americans may place the above obstacles anywhere in their deployment zone." (Stavelot Express)
        Board b = TestBoards.board(". . . . . . . .", ". . . b . . . .", ". . . . . . . .");
        b.addDeploymentZone(new DeploymentZone("US", null, "all", java.util.Set.of(TestBoards.hex("A1"), TestBoards.hex("A2"),
                TestBoards.hex("D2"))));
        b.addDeploymentZone(new DeploymentZone("GER", null, "all", java.util.Set.of(TestBoards.hex("H1"))));
        Map<String, Forces> forces = Map.of(
                "US", new Forces(Map.of("us-regular", 4), 1, List.of(), Map.of()).withMarkers(Map.of("entrenchment", 2, "tank-trap", 1)),
                "GER", new Forces(Map.of("ger-regular", 4), 1, List.of(), Map.of()));
        Game g = new Game(new GameSetup("markers", new Position(b, List.of()), List.of("US", "GER"), "US", 1, Map.of("US", 2, "GER", 2),
                Map.of(), true, TestBoards.CATALOGS.units(), false, forces, TestBoards.CATALOGS.specializations()), new Dice(1));
        TestBoards.play(g, "build us-regular us-regular us-regular us-regular", "build ger-regular ger-regular ger-regular ger-regular");
        Decision place = g.pending();
        assertThat(place.kind()).isEqualTo(Decision.Kind.PLACE_MARKER);
        assertThat(place.nation()).isEqualTo("US");
        assertThat(place.options()).extracting(Choice::text).contains("done", "place-marker entrenchment A1")
                .as("no entrenchment in a building").doesNotContain("place-marker entrenchment D2");
        assertThatThrownBy(() -> g.apply(Choice.parse("place-marker entrenchment E1"))).hasMessageContaining("not in US's deployment zone");
        assertThatThrownBy(() -> g.apply(Choice.parse("place-marker entrenchment D2"))).hasMessageContaining("may not be placed in a building");
        assertThatThrownBy(() -> g.apply(Choice.parse("place-marker pillbox A1"))).hasMessageContaining("no 'pillbox' marker left");
        TestBoards.play(g, "place-marker entrenchment A1", "place-marker tank-trap A2");
        assertThat(g.state().board().hasMarker(TestBoards.hex("A1"), "entrenchment")).isTrue();
        assertThat(g.state().board().hasMarker(TestBoards.hex("A2"), "tank-trap")).isTrue();
        // "may": the last entrenchment stays in the box; GER has none, so deployment follows
        TestBoards.play(g, "done");
        assertThat(g.pending().kind()).isEqualTo(Decision.Kind.DEPLOY);
        assertThat(g.state().board().markers(TestBoards.hex("A1"))).hasSize(1);
    }

    @Test
    void concealedSquadMarkersAreGivenToSquadsWithTheTokens() {
        // 000 · CONCEALED SQUADS: "During setup, players designate which of their squads are concealed … Vehicles cannot be
        // assigned a concealed squad marker."
        Board b = TestBoards.board(". . . . . . . .", "w . . . . . . .", ". . . . . . . .");
        b.addDeploymentZone(new DeploymentZone("US", null, "all", java.util.Set.of(TestBoards.hex("A1"), TestBoards.hex("A2"))));
        b.addDeploymentZone(new DeploymentZone("GER", null, "all", java.util.Set.of(TestBoards.hex("H1"))));
        Map<String, Forces> forces = Map.of(
                "US", new Forces(Map.of("us-regular", 4, "us-mg", 1, "us-elite", 2), 2, List.of("m3a1"), Map.of("concealed", 1, "engineer", 1)),
                "GER", new Forces(Map.of("ger-regular", 4), 1, List.of(), Map.of()));
        Game g = new Game(new GameSetup("concealed", new Position(b, List.of()), List.of("US", "GER"), "US", 1, Map.of("US", 2, "GER", 2),
                Map.of(), true, TestBoards.CATALOGS.units(), false, forces, TestBoards.CATALOGS.specializations()), new Dice(1));
        TestBoards.play(g, "build us-mg us-regular us-regular", "build us-regular us-regular us-elite us-elite",
                "build ger-regular ger-regular ger-regular ger-regular");
        assertThat(g.pending().options()).extracting(Choice::text).contains("token concealed us-1", "token concealed us-2")
                .doesNotContain("token concealed us-m3a1-1");
        assertThatThrownBy(() -> g.apply(Choice.parse("token concealed us-m3a1-1"))).hasMessageContaining("vehicles cannot be assigned");
        // a concealed squad may also carry a specialization token: they are different markers
        TestBoards.play(g, "token concealed us-2", "token engineer us-2");
        TestBoards.play(g, "deploy us-m3a1-1 A1", "deploy us-1 A1", "deploy us-2 A2", "deploy ger-1 H1", "opfire-mode", "opfire-mode");
        assertThat(g.state().units().get("us-2").concealed()).as("in the woods of A2, hidden from ger-1").isTrue();
        assertThat(g.state().units().get("us-2").specialization().id()).isEqualTo("engineer");
        assertThat(g.state().units().get("us-1").concealed()).isFalse();
    }

    @Test
    void stackingLimitsApplyWhenPlacing() {
        Game g = game();
        for (String c : List.of("build us-mg us-regular us-regular", "build us-regular us-regular us-regular us-regular",
                "build ger-regular ger-regular ger-regular ger-regular", "end-tokens", "deploy us-m3a1-1 B1", "deploy us-1 B1")) {
            g.apply(Choice.parse(c));
        }
        // B1 holds two units; a third fits (three is the limit) and the position stays legal
        g.apply(Choice.parse("deploy us-2 B1"));
        assertThat(g.state().units()).containsKeys("us-m3a1-1", "us-1", "us-2");
        assertThat(g.state().position().validate()).isEmpty();
    }

    static Game reinforced(toi.engine.units.Unit... onBoard) {
        Board b = TestBoards.board(". . . . . . . .", ". . . . . . . .");
        b.addReinforcementHex(new toi.engine.map.NationHex(TestBoards.hex("A1"), "US"));
        b.addReinforcementHex(new toi.engine.map.NationHex(TestBoards.hex("A2"), "US"));
        var arriving = List.of(new toi.engine.scenario.Reinforcement(1, "US", List.of(
                toi.engine.units.Unit.squad("us-r1", "US", null, TestBoards.usSquad("x", "A1").figures()),
                toi.engine.units.Unit.vehicle("us-r2", "US", null, TestBoards.type("sherman")))));
        return new Game(new GameSetup("reinforcements", new Position(b, List.of(onBoard)), List.of("US", "GER"), "US", 2,
                Map.of("US", 1, "GER", 1), Map.of(), true, TestBoards.CATALOGS.units(), false, Map.of(), Map.of(), arriving),
                new Dice(1));
    }

    static void toReinforcements(Game g) {
        TestBoards.answerDefaultsUntil(g, d -> d.kind() == Decision.Kind.REINFORCE);
    }

    @Test
    @DisplayName("000 · Scenario Reinforcements: placed in R hexes in the Status Phase")
    void reinforcementsArriveInRHexes() {
        Game g = reinforced(TestBoards.usSquad("us", "C1"), TestBoards.gerSquad("g", "H2"));
        toReinforcements(g);
        Decision d = g.pending();
        assertThat(d.kind()).isEqualTo(Decision.Kind.REINFORCE);
        assertThatThrownBy(() -> g.apply(Choice.parse("deploy us-r1 C2"))).hasMessageContaining("not one of US's reinforcement (R) hexes");
        g.apply(Choice.parse("deploy us-r1 A1"));
        g.apply(Choice.parse("deploy us-r2 A2"));
        assertThat(g.state().round()).isEqualTo(2);
        assertThat(g.state().units().get("us-r1").hex()).isEqualTo(TestBoards.hex("A1"));
    }

    @Test
    @DisplayName("000 · Placing Reinforcements: R hexes held by the enemy — the reinforcements are lost")
    void reinforcementsAreLostWhenEveryRHexIsHeldByTheEnemy() {
        Game g = reinforced(TestBoards.usSquad("us", "D1"), TestBoards.gerSquad("g1", "A1"), TestBoards.gerSquad("g2", "A2"));
        for (String c : List.of("pass", "pass", "opfire-mode")) { // the bids and transfers are the rules' (R-FLOW-1)
            g.apply(Choice.parse(c));
        }
        List<Event> ev = g.apply(Choice.parse("opfire-mode"));
        assertThat(events(ev, Event.UnitDestroyed.class)).anyMatch(e -> e.unit().equals("us-r1") && e.why().startsWith("lost")
                && e.rule().equals("000 · Placing Reinforcements"));
        assertThat(g.state().round()).isEqualTo(2);
        assertThat(g.over()).as("the round ends once, not twice: round 2 of 2 is still to play").isFalse();
        assertThat(events(ev, Event.PhaseBegan.class)).extracting(Event.PhaseBegan::round).containsExactly(2);
        assertThat(g.state().units()).doesNotContainKeys("us-r1", "us-r2");
    }
}
