package toi.content;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static toi.content.TestBoards.board;
import static toi.content.TestBoards.gerSquad;
import static toi.content.TestBoards.hex;
import static toi.content.TestBoards.position;
import static toi.content.TestBoards.usSquad;
import static toi.content.TestBoards.vehicle;
import static toi.content.TestBoards.withMarker;

import java.util.List;
import org.junit.jupiter.api.Test;
import toi.engine.combat.Dice;
import toi.engine.event.Event;
import toi.engine.game.Game;
import toi.engine.map.Board;
import toi.engine.move.MovePoints;
import toi.engine.move.MovementRules;
import toi.engine.move.Wrecks;
import toi.engine.options.RuleOptions;
import toi.engine.scenario.GameSetup;
import toi.engine.units.Position;
import toi.engine.units.Unit;

/**
 * 003 · WRECKED VEHICLES (an optional rule), from the booklet's text: "Instead of removing destroyed vehicles from the
 * mapboard, turn them upside down and apply the following effects to the hex: Wrecked vehicles add 1 to the movement cost
 * of the hex for each wreck and still count against stacking. If the hex contains a road, units may not use the Effective
 * Road Movement ability. If there are two wrecks in a road hex, the road cannot be used by any unit. A vehicle in an
 * adjacent hex may spend 3 movement points to move a wreck to an adjacent hex, and may then move into the hex vacated by
 * the wreck. Tanks and other heavy vehicles can move any wrecked vehicle, half-tracks can move wrecked half-tracks and
 * trucks, and trucks may only move wrecked trucks."
 */
class WreckedVehiclesTest {
    static final RuleOptions WRECKS = OptionalRulesTest.on("wrecked-vehicles");

    static int cost(Position p, Unit u, String from, String to) {
        return MovementRules.cost(p, u, hex(from), hex(from), hex(to), null);
    }

    @Test
    void aDestroyedVehicleIsTurnedUpsideDown_andStaysInItsHexAsAWreck() {
        // a Sherman's 8 dice all hit the SdKfz 251 (armor 1, its die a miss): destroyed
        Unit sherman = vehicle("sh", "US", "A1", "sherman");
        Unit halfTrack = vehicle("ht", "GER", "C1", "sdkfz-251");
        for (boolean option : List.of(true, false)) {
            GameSetup basic = GameFlowTest.setup(board(". . . . . ."), 2, sherman, halfTrack, gerSquad("g", "F1"));
            Game g = new Game(option ? basic.withOptions(WRECKS) : basic, Dice.loaded(6, 6, 6, 6, 6, 6, 6, 6, 1, 1, 1, 1, 1, 1));
            List<Event> ev = TestBoards.play(g, "act concentrated-fire sh target ht normal");
            assertThat(TestBoards.events(ev, Event.UnitDestroyed.class)).extracting(Event.UnitDestroyed::unit).containsExactly("ht");
            assertThat(g.state().board().hasMarker(hex("C1"), Wrecks.HALF_TRACK)).as("option " + option).isEqualTo(option);
            if (option) {
                assertThat(TestBoards.events(ev, Event.MarkerPlaced.class)).extracting(Event.MarkerPlaced::marker, Event.MarkerPlaced::rule)
                        .containsExactly(org.assertj.core.groups.Tuple.tuple(Wrecks.HALF_TRACK, "003 · Wrecked Vehicles"));
            }
        }
    }

    @Test
    void eachWreckAdds1ToTheMovementCostOfTheHex() {
        Board b = withMarker(withMarker(withMarker(board(". . . ."), "B1", Wrecks.HEAVY), "C1", Wrecks.HEAVY), "C1", Wrecks.TRUCK);
        Unit squad = usSquad("s", "A1");
        Unit tank = vehicle("t", "US", "A1", "sherman");
        Position p = position(b, squad, tank).withOptions(WRECKS);
        assertThat(cost(p, squad, "A1", "B1")).isEqualTo(MovePoints.of(2)); // clear 1 + one wreck
        assertThat(cost(p, tank, "B1", "C1")).isEqualTo(MovePoints.of(3)); // clear 1 + two wrecks
        assertThat(cost(p, squad, "C1", "D1")).isEqualTo(MovePoints.of(1));
        StringBuilder why = new StringBuilder();
        MovementRules.cost(p, squad, hex("A1"), hex("A1"), hex("B1"), why);
        assertThat(why.toString()).contains("wrecks +1 (003 · Wrecked Vehicles)");
    }

    @Test
    void wrecksStillCountAgainstStacking() {
        // 000 · STACKING LIMITS: "up to three units, but never more than two vehicles"
        Board two = withMarker(withMarker(board(". . . ."), "B1", Wrecks.HEAVY), "B1", Wrecks.HALF_TRACK);
        Unit tank = vehicle("t", "US", "A1", "sherman");
        Unit squad = usSquad("s", "A1");
        Position p = position(two, tank, squad).withOptions(WRECKS);
        assertThat(MovementRules.mayEndIn(p, tank, hex("B1"))).isFalse(); // two wrecks: no room for a vehicle
        assertThat(MovementRules.mayEndIn(p, squad, hex("B1"))).isTrue(); // two of three units
        Position crowded = position(two, tank, squad, usSquad("s2", "B1")).withOptions(WRECKS);
        assertThat(MovementRules.mayEndIn(crowded, squad, hex("B1"))).isFalse(); // a squad and two wrecks: three units
        Position empty = position(board(". . . ."), tank).withOptions(WRECKS);
        assertThat(MovementRules.mayEndIn(empty, tank, hex("B1"))).isTrue();
    }

    /**
     * "Wrecked vehicles … still count against stacking" — in the vacated hex of an assault too (000 · ASSAULT ATTACKS step
     * 10: the active unit and its supporters "may advance into the vacated hex"; 000 · STACKING LIMITS: three units): with
     * two wrecks in it only one of the two assaulting squads may advance; without the option both may.
     */
    @Test
    void wrecksStillCountAgainstStacking_whenTheAssaultersAdvanceIntoTheVacatedHex() {
        for (boolean option : List.of(true, false)) {
            Board b = withMarker(withMarker(board(". . . .", ". . . .", ". . . .", ". . . ."), "B2", Wrecks.HEAVY), "B2", Wrecks.HALF_TRACK);
            GameSetup basic = GameFlowTest.setup(b, 3, usSquad("us", "A2"), usSquad("us2", "A3"),
                    TestBoards.squad("g", "GER", "B2", "ger-regular", "ger-regular"), gerSquad("g2", "D4"));
            // 4 + 4 halved = 6 attack dice all hit; the defenders' dice miss: the squad in B2 is eliminated
            Game g = new Game(option ? basic.withOptions(WRECKS) : basic, Dice.loaded(6, 6, 6, 6, 6, 6, 1, 1, 1, 1, 1, 1, 1, 1));
            TestBoards.play(g, "act assault us", "assault B2 support us2");
            assertThat(g.pending().kind()).isEqualTo(toi.engine.game.protocol.Decision.Kind.ADVANCE);
            List<String> offered = g.pending().options().stream().map(toi.engine.game.protocol.Choice::text).toList();
            if (!option) {
                assertThat(offered).contains("advance us us2");
                continue;
            }
            assertThat(offered).as("two wrecks and one squad fill the hex").containsExactlyInAnyOrder("advance", "advance us", "advance us2");
            long before = g.state().hash();
            assertThatThrownBy(() -> TestBoards.play(g, "advance us us2")).hasMessageContaining("003 · WRECKED VEHICLES")
                    .hasMessageContaining("2 wreck(s)");
            assertThat(g.state().hash()).isEqualTo(before);
            TestBoards.play(g, "advance us2");
            assertThat(TestBoards.unit(g, "us2").hex()).isEqualTo(hex("B2"));
            assertThat(TestBoards.unit(g, "us").hex()).isEqualTo(hex("A2"));
        }
    }

    /**
     * A vehicle destroyed in the assault is turned upside down in the hex the attackers advance into: its wreck counts
     * against stacking at once — of three assaulting squads only two may advance beside it, and it is left there.
     */
    @Test
    void aDefendingVehicleDestroyedInTheAssaultLeavesAWreckThatCountsAgainstTheAdvance() {
        Board b = board(". . . .", ". . . .", ". . . .", ". . . .");
        GameSetup setup = GameFlowTest.setup(b, 3, usSquad("us", "A2"), usSquad("us2", "A3"), usSquad("us3", "B1"),
                vehicle("ht", "GER", "B2", "sdkfz-251"), gerSquad("g2", "D4")).withOptions(WRECKS);
        Game g = new Game(setup, Dice.loaded(java.util.stream.IntStream.range(0, 40).map(i -> i < 8 ? 6 : 1).toArray()));
        TestBoards.play(g, "act assault us", "assault B2 support us2,us3"); // 4 + 2 + 2 attack dice, all hit
        assertThat(g.pending().kind()).isEqualTo(toi.engine.game.protocol.Decision.Kind.ADVANCE);
        List<String> offered = g.pending().options().stream().map(toi.engine.game.protocol.Choice::text).toList();
        assertThat(offered).contains("advance us us2").doesNotContain("advance us us2 us3");
        assertThatThrownBy(() -> TestBoards.play(g, "advance us us2 us3")).hasMessageContaining("003 · WRECKED VEHICLES");
        TestBoards.play(g, "advance us us2");
        assertThat(g.state().units()).doesNotContainKey("ht");
        assertThat(g.state().board().hasMarker(hex("B2"), Wrecks.HALF_TRACK)).isTrue();
        assertThat(TestBoards.unit(g, "us").hex()).isEqualTo(hex("B2"));
    }

    @Test
    void aWreckInARoadHexStopsEffectiveRoadMovement_andTwoWrecksCloseTheRoad() {
        String[] rows = {". . . . .", ". . . . ."};
        List<String> road = List.of("A1 B1 C1 D1 E1");
        Unit truck = vehicle("truck", "GER", "A1", "opel-blitz");
        Unit squad = gerSquad("g", "A1");
        Position open = position(TestBoards.boardWithRoads(rows, road), truck, squad).withOptions(WRECKS);
        assertThat(cost(open, truck, "A1", "B1")).isEqualTo(1); // a third: 000 · Effective Road Movement
        Board oneWreck = withMarker(TestBoards.boardWithRoads(rows, road), "B1", Wrecks.TRUCK);
        Position one = position(oneWreck, truck, squad).withOptions(WRECKS);
        assertThat(cost(one, truck, "A1", "B1")).isEqualTo(MovePoints.of(2)); // road 1 + the wreck, no third
        assertThat(cost(one, squad, "A1", "B1")).isEqualTo(MovePoints.of(2));
        Board twoWrecks = withMarker(oneWreck, "B1", Wrecks.HALF_TRACK);
        Position two = position(twoWrecks, truck, squad).withOptions(WRECKS);
        StringBuilder why = new StringBuilder();
        int closed = MovementRules.cost(two, squad, hex("A1"), hex("A1"), hex("B1"), why);
        assertThat(closed).isEqualTo(MovePoints.of(3)); // clear 1 as if no road, + 2 wrecks
        assertThat(why.toString()).doesNotContain("road");
        assertThat(MovementRules.ridingStep(two, hex("A1"), hex("B1"))).isTrue(); // clear ground still is clear
    }

    /** A Sherman in A1 next to a wrecked tank in B1; a truck in A2; the Germans far away. */
    static Game pushing(Board b) {
        GameSetup setup = GameFlowTest.setup(b, 2, vehicle("sh", "US", "A1", "sherman"), vehicle("truck", "US", "A2", "gmc-truck"),
                gerSquad("g", "F2")).withOptions(WRECKS);
        return new Game(setup, 9);
    }

    @Test
    void aVehicleInAnAdjacentHexSpends3MovementPointsToMoveAWreck_andMayThenMoveIntoTheVacatedHex() {
        Game g = pushing(withMarker(board(". . . . . .", ". . . . . ."), "B1", Wrecks.HEAVY));
        TestBoards.play(g, "act advance sh");
        int before = g.state().activity().mpLeft();
        assertThat(g.legalChoices().stream().map(c -> c.text())).contains("push-wreck wreck-heavy-vehicle B1 C1")
                .noneMatch(t -> t.equals("push-wreck wreck-heavy-vehicle B1 A1"));
        List<Event> ev = TestBoards.play(g, "push-wreck wreck-heavy-vehicle B1 C1");
        assertThat(g.state().activity().mpLeft()).isEqualTo(before - MovePoints.of(3));
        assertThat(g.state().board().hasMarker(hex("B1"), Wrecks.HEAVY)).isFalse();
        assertThat(g.state().board().hasMarker(hex("C1"), Wrecks.HEAVY)).isTrue();
        assertThat(TestBoards.events(ev, Event.MarkerPlaced.class)).extracting(Event.MarkerPlaced::by).containsExactly("sh");
        TestBoards.play(g, "step B1");
        assertThat(g.state().units().get("sh").hex()).isEqualTo(hex("B1"));
    }

    @Test
    void aTruckMayOnlyMoveWreckedTrucks() {
        Game g = pushing(withMarker(withMarker(board(". . . . . .", ". . . . . .", ". . . . . ."), "B2", Wrecks.HEAVY), "A3",
                Wrecks.TRUCK));
        TestBoards.play(g, "act advance truck");
        assertThat(g.legalChoices().stream().map(c -> c.text())).noneMatch(t -> t.startsWith("push-wreck wreck-heavy-vehicle"))
                .anyMatch(t -> t.startsWith("push-wreck wreck-truck A3 "));
        assertThatThrownBy(() -> TestBoards.play(g, "push-wreck wreck-heavy-vehicle B2 C2"))
                .hasMessageContaining("trucks only wrecked trucks").hasMessageContaining("003 · Wrecked Vehicles");
        assertThat(Wrecks.canPush(vehicle("ht", "US", "A1", "m3a1"), Wrecks.TRUCK)).isTrue();
        assertThat(Wrecks.canPush(vehicle("ht", "US", "A1", "m3a1"), Wrecks.HALF_TRACK)).isTrue();
        assertThat(Wrecks.canPush(vehicle("ht", "US", "A1", "m3a1"), Wrecks.HEAVY)).isFalse();
        assertThat(Wrecks.canPush(vehicle("t", "US", "A1", "m10"), Wrecks.HEAVY)).isTrue();
    }
}
