package toi.ai;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import toi.ai.tideofiron.AiView;
import toi.ai.tideofiron.HeuristicAi;
import toi.content.MapLoader;
import toi.engine.game.Game;
import toi.engine.game.protocol.ActionKind;
import toi.engine.game.protocol.Choice;
import toi.engine.game.protocol.Decision;
import toi.engine.hex.Hex;
import toi.engine.hex.HexLabels;
import toi.engine.map.Board;
import toi.engine.scenario.GameSetup;
import toi.engine.scenario.VictoryCondition;
import toi.engine.scenario.VictoryCondition.When;
import toi.engine.units.Position;
import toi.engine.units.Unit;
import toi.engine.units.UnitType;

/**
 * The heuristic as an attacker (docs/ai.md · Heuristic, issue 25): what it must take is a goal, its fire goes where it
 * clears a goal, its moves end where a unit may stop, and it takes the command objectives on its way.
 */
public class HeuristicAttackTest {

    /** A board in the map file's grid format, one string a row ('.' clear, 'w' woods, 'b' building), with objectives. */
    static Board board(String objectivesJson, String... rows) {
        StringBuilder json = new StringBuilder("{\"name\":\"test\",\"columns\":").append(rows[0].trim().split("\\s+").length)
                .append(",\"rows\":").append(rows.length).append(",\"grid\":[");
        for (int i = 0; i < rows.length; i++) {
            json.append(i == 0 ? "" : ",").append('"').append(rows[i]).append('"');
        }
        json.append("],\"objectives\":").append(objectivesJson).append('}');
        return MapLoader.fromText("test-board", json.toString(), Scenarios.CATALOGS.terrain());
    }

    public static Hex hex(String id) {
        return HexLabels.parse(id);
    }

    static Unit squad(String id, String nation, String at, String... figures) {
        List<UnitType> types = new ArrayList<>();
        for (String f : figures) {
            types.add(Scenarios.CATALOGS.units().find(f).orElseThrow());
        }
        return Unit.squad(id, nation, hex(at), types);
    }

    public static Unit usSquad(String id, String at) {
        return squad(id, "US", at, "us-regular", "us-regular", "us-regular", "us-regular");
    }

    static Game game(Board b, int rounds, List<VictoryCondition> victory, Unit... units) {
        GameSetup setup = new GameSetup("attack", new Position(b, List.of(units)), List.of("US", "GER"), "US", rounds,
                Map.of("US", 2, "GER", 2), Map.of("US", 0, "GER", 0), false, Scenarios.CATALOGS.units(), false, Map.of(),
                Scenarios.CATALOGS.specializations(), List.of(), GameSetup.Cards.none(), victory);
        return new Game(setup, 7);
    }

    static List<VictoryCondition> usMustControl(String hex) {
        return List.of(new VictoryCondition("US", When.END_OF_ROUND, 1, new VictoryCondition.Test.Control(List.of(hex(hex)), 1), "victory"),
                new VictoryCondition("GER", When.END_OF_GAME, 1, new VictoryCondition.Test.Otherwise(), "victory"));
    }

    static Choice heuristic(Game g) {
        return new HeuristicAi(3).choose(AiView.of(g, g.pending().seat()));
    }

    /**
     * 002 · LIBERATION: "The Americans win immediately if they control 5 buildings at the end of any game round" — buildings
     * are what an American must take. A squad holding one building, another in reach: before, no building was a goal and
     * the squad, in good cover already, stayed where it was; now it goes for the next building (the one it leaves stays
     * its own: control stays until an enemy squad occupies it).
     */
    @Test
    void liberation_buildingsAreGoals_theSquadAdvancesIntoTheNextBuilding() {
        Board b = board("[]", ". b . . . . . . . .", ". . . . b . . . . .", ". . . . . . . . . .");
        List<VictoryCondition> v = List.of(new VictoryCondition("US", When.END_OF_ROUND, 1, new VictoryCondition.Test.Buildings(2), "victory"),
                new VictoryCondition("GER", When.END_OF_GAME, 1, new VictoryCondition.Test.Otherwise(), "victory"));
        Game g = game(b, 3, v, usSquad("us-1", "B1"), usSquad("us-2", "A3"), squad("ger-1", "GER", "J3", "ger-regular", "ger-regular"));
        g.apply(Choice.parse("act fatigue us-2")); // building control is read after a choice (002 · LIBERATION)
        assertThat(g.state().buildingControl).as("the squad's building is held").containsValue("US");
        Choice act = heuristic(g);
        assertThat(act.text()).isEqualTo("act advance us-1");
        g.apply(act);
        Choice move = heuristic(g);
        assertThat(move).isInstanceOf(Choice.MoveTo.class);
        assertThat(((Choice.MoveTo) move).to()).as("the building E2").isEqualTo(hex("E2"));
    }

    /**
     * 000 · RESOLVING AN ATTACK: one figure a hit. A goal held by a lone officer and a machine gun crew: the fire goes to
     * the crew (its 4 firepower holds the hex), not to the officer, whose one figure cannot take the attack's hits.
     * Before, every target of the stack was worth the same expected hits and the first listed (the officer) was fired at.
     */
    @Test
    void resolvingAnAttack_hitsCountNoMoreThanTheTargetsFigures_theFireGoesToTheMachineGunCrew() {
        Board b = board("[{\"hex\":\"E1\",\"kind\":\"victory\"}]", ". . . . . . . . . .", ". . . . . . . . . .");
        Game g = game(b, 2, usMustControl("E1"), usSquad("us-1", "A1"), usSquad("us-2", "A2"),
                squad("ger-1", "GER", "E1", "ger-officer"), squad("ger-2", "GER", "E1", "ger-mg", "ger-mg"));
        Choice act = heuristic(g);
        assertThat(act).isInstanceOf(Choice.Act.class);
        Choice.Act a = (Choice.Act) act;
        assertThat(a.kind()).isEqualTo(ActionKind.CONCENTRATED_FIRE);
        assertThat(a.attack().targetId()).isEqualTo("ger-2");
    }

    /**
     * 000 · MOVEMENT: a hex that holds an enemy unit is not a place to stop. A Sherman (which may overrun) facing a goal a
     * German squad holds: before, its whole move was to the goal itself (+30 for standing on it), so it drove in, could
     * not stop, and was pushed on; now it ends next to it.
     */
    @Test
    void movement_noWholeMoveEndsInAHexTheEnemyHolds() {
        Board b = board("[{\"hex\":\"E2\",\"kind\":\"victory\"}]", ". . . . . . . . . .", ". . . . . . . . . .", ". . . . . . . . . .");
        Unit sherman = Unit.vehicle("us-t", "US", hex("A2"), Scenarios.CATALOGS.units().find("sherman").orElseThrow());
        Game g = game(b, 4, usMustControl("E2"), sherman, usSquad("us-1", "A3"), squad("ger-1", "GER", "E2", "ger-regular", "ger-regular"));
        g.apply(Choice.parse("act advance us-t"));
        assertThat(g.pending().kind()).isEqualTo(Decision.Kind.MOVE);
        Choice move = heuristic(g);
        if (move instanceof Choice.MoveTo to) {
            assertThat(to.to()).as("not the enemy's hex").isNotEqualTo(hex("E2"));
        }
    }

    /**
     * 000 · Command Objectives: one of the side's own command objectives, one hex off the way to the goal, is worth the
     * detour: the squad ends its move on it (before, command objectives counted for nothing and it went straight on).
     */
    @Test
    void commandObjectives_oneOffTheWayIsTakenOnTheWay() {
        Board b = board("[{\"hex\":\"J2\",\"kind\":\"victory\"},{\"hex\":\"C1\",\"kind\":\"command\",\"nation\":\"US\",\"value\":1}]",
                ". . . . . . . . . .", ". . . . . . . . . .", ". . . . . . . . . .");
        Game g = game(b, 4, usMustControl("J2"), usSquad("us-1", "A2"), squad("ger-1", "GER", "J2", "ger-regular"));
        g.apply(Choice.parse("act advance us-1"));
        Choice move = heuristic(g);
        assertThat(move).isInstanceOf(Choice.MoveTo.class);
        assertThat(((Choice.MoveTo) move).to()).isEqualTo(hex("C1"));
    }

    /** The same objective once held is no reason to stay: the command keeps coming, the squad goes on to the goal. */
    @Test
    void commandObjectives_onceHeldTheSquadMovesOn() {
        Board b = board("[{\"hex\":\"J2\",\"kind\":\"victory\"},{\"hex\":\"C1\",\"kind\":\"command\",\"nation\":\"US\",\"value\":1}]",
                ". . . . . . . . . .", ". . . . . . . . . .", ". . . . . . . . . .");
        Game g = game(b, 4, usMustControl("J2"), usSquad("us-1", "C1"), squad("ger-1", "GER", "J2", "ger-regular"));
        assertThat(g.state().control().get(hex("C1"))).as("taken at the start: a unit stands on it").isEqualTo("US");
        g.apply(Choice.parse("act advance us-1"));
        Choice move = heuristic(g);
        assertThat(move).isInstanceOf(Choice.MoveTo.class);
        assertThat(((Choice.MoveTo) move).to().distanceTo(hex("J2"))).isLessThan(hex("C1").distanceTo(hex("J2")));
    }

    /**
     * 000 · VICTORY CONDITIONS and 002 · CROSSROADS VERSION 2 ("the side controlling two victory objective markers wins a
     * minor victory"): the attack goes for the two objectives cheapest to take, not the nearest. Three German squads hold
     * C1, behind a wood; H1 and N1 have one rifleman each. Before, the American squad went for its nearest objective, C1, into the
     * strongest defence (Crossroads v2's Americans came at all three crossroads at once and lost 93 of 100 games).
     */
    @Test
    void victoryConditions_twoOfThreeObjectives_theAttackGoesWhereTheDefenceIsWeak() {
        Board b = board("[{\"hex\":\"C1\",\"kind\":\"victory\"},{\"hex\":\"H1\",\"kind\":\"victory\"},{\"hex\":\"N1\",\"kind\":\"victory\"}]",
                ". . . . . . . . . . . . . . . .", "w w w w w . . . . . . . . . . .", ". . . . . . . . . . . . . . . .",
                ". . . . . . . . . . . . . . . .", ". . . . . . . . . . . . . . . .");
        List<Hex> crossroads = List.of(hex("C1"), hex("H1"), hex("N1"));
        List<VictoryCondition> v = List.of(new VictoryCondition("US", When.END_OF_GAME, 1, new VictoryCondition.Test.Control(crossroads, 2), "minor"),
                new VictoryCondition("GER", When.END_OF_GAME, 1, new VictoryCondition.Test.Otherwise(), "victory"));
        String[] six = {"ger-regular", "ger-regular", "ger-regular", "ger-regular", "ger-regular", "ger-regular"};
        Game g = game(b, 6, v, usSquad("us-1", "C5"), squad("ger-1", "GER", "C1", six), squad("ger-2", "GER", "C1", six),
                squad("ger-3", "GER", "C1", six), squad("ger-4", "GER", "H1", "ger-regular"), squad("ger-5", "GER", "N1", "ger-regular"));
        g.apply(Choice.parse("act advance us-1"));
        Choice move = heuristic(g);
        assertThat(move).isInstanceOf(Choice.MoveTo.class);
        Hex to = ((Choice.MoveTo) move).to();
        assertThat(to.distanceTo(hex("H1"))).as("toward the weakly held H1, not the strongly held C1, from " + to)
                .isLessThan(hex("C5").distanceTo(hex("H1"))).isLessThan(to.distanceTo(hex("C1")));
    }
}
