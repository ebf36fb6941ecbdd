package toi.ai.tideofiron;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import toi.ai.HeuristicAttackTest;
import toi.ai.Scenarios;
import toi.engine.game.Game;
import toi.engine.game.protocol.Choice;
import toi.engine.game.protocol.Decision;
import toi.engine.units.Unit;

/**
 * The heuristic in a race for the exits (002 · STAVELOT EXPRESS: "The blue shaded hexes represent exit points for the
 * retreating American transports"; "Each GMC CCKW 353 that exits the board … scores 2 VPs").
 */
class ExitRaceTest {

    /** Two heuristic players on Stavelot Express up to the American Op Fire mode step of the Status Phase of round {@code round}. */
    static Game stavelotAtOpFireMode(int round) {
        Game g = new Game(Scenarios.load("stavelot-express"), 1);
        while (!(g.pending().kind() == Decision.Kind.OP_FIRE_MODE && g.pending().nation().equals("US") && g.state().round() == round)) {
            g.apply(g.pending().seat(), new HeuristicAi(5).choose(AiView.of(g, g.pending().seat())));
        }
        return g;
    }

    /**
     * 000 · Place Units in Op Fire Mode: "This will prevent them from being activated during the upcoming Action Phase".
     * The trucks may move from round 3 ("American Trucks may not move until round 3"); before, the heuristic Americans,
     * holding the VP marker and so defending, put every unit in Op Fire mode in each Status Phase, the trucks too, which
     * then never moved and never exited (US 1 % of 100 games against the heuristic Germans).
     */
    @Test
    void placeUnitsInOpFireMode_aTruckThatScoresByExitingIsNotStopped() {
        Game g = stavelotAtOpFireMode(2);
        Choice c = new HeuristicAi(5).choose(AiView.of(g, g.pending().seat()));
        assertThat(c).isInstanceOf(Choice.SetOpFire.class);
        assertThat(((Choice.SetOpFire) c).unitIds()).noneMatch(id -> g.state().units().get(id).isOf("gmc-truck"));
        assertThat(g.state().units().values().stream().filter(u -> u.isOf("gmc-truck") && u.hex() != null)).isNotEmpty();
    }

    /**
     * "Each M3A1 Half-Track exited after game round 3 scores 1 VP each": in round 3 leaving scores nothing, so the
     * heuristic does not race an M3A1 off the board yet, while a truck (2 VPs in any round) may leave.
     */
    @Test
    void exitingTheBoard_anM3A1LeavesOnlyAfterRound3() {
        Game g = stavelotAtOpFireMode(2);
        HeuristicAi.Ctx c = new HeuristicAi.Ctx(g, "US");
        Unit m3 = g.state().units().values().stream().filter(u -> u.isOf("m3a1")).findFirst().orElseThrow();
        Unit truck = g.state().units().values().stream().filter(u -> u.isOf("gmc-truck")).findFirst().orElseThrow();
        assertThat(g.state().round()).isLessThanOrEqualTo(3);
        assertThat(ExitRace.leavingScoresNow(c, m3)).isFalse();
        assertThat(ExitRace.racing(c, m3)).isTrue();
        assertThat(ExitRace.leavingScoresNow(c, truck)).isTrue();
    }

    /**
     * "Each M3A1 Half-Track exited after game round 3 scores 1 VP each": from round 4 the American M3A1s head for the exits
     * (before, a unit worth under 2 VP never did, and the Americans left 4 VP of the text's on the board in every game);
     * the German half-tracks and Opel Blitzes, worth 1 VP, keep their side's other aims (the VP marker's 3 VP).
     */
    @Test
    void exitingTheBoard_fromRound4TheM3A1sHeadForTheExits() {
        Game g = new Game(Scenarios.load("stavelot-express"), 1);
        while (!(g.pending().kind() == Decision.Kind.ACTION && g.state().round() == 4)) {
            g.apply(g.pending().seat(), new HeuristicAi(5).choose(AiView.of(g, g.pending().seat())));
        }
        HeuristicAi.Ctx us = new HeuristicAi.Ctx(g, "US");
        HeuristicAi.Ctx ger = new HeuristicAi.Ctx(g, "GER");
        assertThat(g.state().units().values().stream().filter(u -> u.isOf("m3a1") && u.hex() != null))
                .isNotEmpty().allMatch(us::exitBound);
        assertThat(g.state().units().values().stream().filter(u -> u.isOf("opel-blitz") && u.hex() != null))
                .noneMatch(ger::exitBound);
    }

    /**
     * 000 · Stream ("The stream is Flooded": impassable like a pond) and 000 · MOVEMENT (no unit moves into an enemy's hex
     * unless it can overrun): a German half-track on the stream's east bank at I11 is 7 hexes from the exit B13 as the crow
     * flies, but the way it can drive goes over the bridge H14; with an American squad on both bridges no way is left. Before,
     * the straight line drew exit-bound vehicles to the bank of the stream, where they stopped.
     */
    @Test
    void movement_theWayToAnExitGoesOverABridgeNotAcrossTheStream() {
        toi.engine.map.Board b = Scenarios.load("stavelot-express").position().board();
        toi.engine.hex.Hex bank = HeuristicAttackTest.hex("I11");
        Unit halfTrack = Unit.vehicle("ger-v", "GER", bank, Scenarios.CATALOGS.units().find("sdkfz-251").orElseThrow());
        Unit usA = HeuristicAttackTest.usSquad("us-a", "G5");
        Unit usB = HeuristicAttackTest.usSquad("us-b", "H14");
        int crow = 99;
        for (var x : b.exitHexes()) {
            crow = Math.min(crow, x.hex().distanceTo(bank));
        }
        HeuristicAi.Ctx free = new HeuristicAi.Ctx(game(b, halfTrack), "GER");
        HeuristicAi.Ctx held = new HeuristicAi.Ctx(game(b, halfTrack, usA, usB), "GER");
        assertThat(crow).isEqualTo(7);
        assertThat(free.distanceToExit(halfTrack, bank)).isGreaterThan(crow + 2).isLessThan(99);
        assertThat(held.distanceToExit(halfTrack, bank)).isEqualTo(99);
    }

    /**
     * The ways to the exits are remembered between the heuristic's contexts (a search asks for the same ones thousands of
     * times); a remembered field must be the one the position asks for. Two heuristic sides play Stavelot Express (once
     * with 003 · WRECKED VEHICLES, whose wrecks add to a hex's cost and close roads); every few choices each side's distance
     * from every playable hex, for each of its units on the board, is compared with the way worked out afresh for that
     * unit alone (a plain search back from the exits over {@code MovementRules.cost}, written here).
     */
    @Test
    void movement_theRememberedWaysToTheExitsAreThoseOfThePositionAsItIs() {
        for (boolean wrecks : new boolean[] {false, true}) {
            var setup = Scenarios.load("stavelot-express");
            Game g = new Game(wrecks ? setup.withOptions(toi.content.OptionCatalog.load().select(java.util.List.of("wrecked-vehicles"))) : setup, 3);
            int checked = 0;
            for (int i = 0; i < 900 && !g.over(); i++) {
                if (i % 30 == 0) {
                    for (String side : java.util.List.of("US", "GER")) {
                        HeuristicAi.Ctx c = new HeuristicAi.Ctx(g, side);
                        for (Unit u : g.state().units().values()) {
                            if (u.hex() == null || !u.nation().equals(side) || c.exits.isEmpty()) {
                                continue;
                            }
                            java.util.Map<toi.engine.hex.Hex, Integer> fresh = freshField(c, u);
                            for (toi.engine.hex.Hex h : g.state().board().hexes()) {
                                if (g.state().board().isPlayable(h)) {
                                    Integer thirds = fresh.get(h);
                                    assertThat(c.distanceToExit(u, h)).as("%s from %s at choice %d", u.id(), h, i)
                                            .isEqualTo(thirds == null ? 99 : (thirds + 2) / 3);
                                }
                            }
                            checked++;
                        }
                    }
                }
                g.apply(g.pending().seat(), new HeuristicAi(7).choose(AiView.of(g, g.pending().seat())));
            }
            assertThat(checked).isGreaterThan(100);
        }
    }

    /** The unit's movement points (in thirds) from each hex to the nearest exit, searched afresh. */
    private static java.util.Map<toi.engine.hex.Hex, Integer> freshField(HeuristicAi.Ctx c, Unit u) {
        java.util.Map<toi.engine.hex.Hex, Integer> dist = new java.util.HashMap<>();
        java.util.PriorityQueue<java.util.Map.Entry<toi.engine.hex.Hex, Integer>> open = new java.util.PriorityQueue<>(java.util.Map.Entry.comparingByValue());
        for (toi.engine.hex.Hex x : c.exits) {
            dist.put(x, 0);
            open.add(java.util.Map.entry(x, 0));
        }
        while (!open.isEmpty()) {
            var e = open.poll();
            if (e.getValue() > dist.get(e.getKey())) {
                continue;
            }
            for (toi.engine.hex.Hex n : e.getKey().neighbors()) {
                int step = c.s.board().isPlayable(n) ? toi.engine.move.MovementRules.cost(c.p, u, n, n, e.getKey(), null) : toi.engine.move.MovementRules.REFUSED;
                if (step != toi.engine.move.MovementRules.REFUSED && (dist.get(n) == null || e.getValue() + step < dist.get(n))) {
                    dist.put(n, e.getValue() + step);
                    open.add(java.util.Map.entry(n, e.getValue() + step));
                }
            }
        }
        return dist;
    }

    /** A game on the map with only these units and Stavelot's exits scored for the Germans. */
    static Game game(toi.engine.map.Board b, Unit... units) {
        var s = Scenarios.load("stavelot-express");
        return new Game(new toi.engine.scenario.GameSetup(s.name(), new toi.engine.units.Position(b, java.util.List.of(units)), s.nations(),
                s.initiative(), s.rounds(), s.actionsPerTurn(), s.startingCommand(), false, s.catalog(), false, java.util.Map.of(),
                java.util.Map.of(), java.util.List.of(), toi.engine.scenario.GameSetup.Cards.none(), s.victory(), s.scoring(), s.special()), 1);
    }
}
