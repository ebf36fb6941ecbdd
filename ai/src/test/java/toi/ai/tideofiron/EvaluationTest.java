package toi.ai.tideofiron;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;
import toi.engine.game.Game;
import toi.engine.game.state.BoardExit;
import toi.engine.game.state.GameState;
import toi.engine.hex.Hex;
import toi.engine.units.Unit;

/** The search's hand-weighted evaluation ({@link Evaluation}) where a scenario scores units that leave the board. */
class EvaluationTest {

    /**
     * 002 · STAVELOT EXPRESS: "The Germans score for vehicles exiting through the blue shaded hexes … 2 VPs per tank". A
     * tank that leaves by an exit is not lost: the evaluation gains the 2 VPs it scored (5 points each) and nothing else.
     * Before, the tank's worth vanished with it, so the search judged a scoring exit a loss (and the Americans judged
     * the Germans' exits a gain), and the search levels lost 20 of 21 Stavelot Express games to the heuristic.
     */
    @Test
    void stavelotExpress_aTankThatExitsIsWorthItsVictoryPointsNotALoss() {
        Game g = ExitRaceTest.stavelotAtOpFireMode(3);
        GameState s = g.state();
        Unit tank = s.units().values().stream().filter(u -> u.nation().equals("GER") && u.isOf("tiger-i") && u.hex() != null)
                .findFirst().orElseThrow();
        HeuristicAi.Ctx c = new HeuristicAi.Ctx(g, "GER");
        Hex exit = s.board().hexes().stream().filter(h -> c.distanceToExit(tank, h) == 0 && s.units().values().stream().noneMatch(u -> h.equals(u.hex())))
                .findFirst().orElseThrow();
        s.units.put(tank.id(), tank.withHex(exit)); // the tank stands on an exit hex
        double onTheExit = Evaluation.of(g, "GER");
        double americans = Evaluation.of(g, "US");

        s.units.remove(tank.id()); // and leaves by it, scoring 2 VPs
        s.exits.add(new BoardExit("GER", tank, 2));
        s.victoryPoints.merge("GER", 2, Integer::sum);

        assertThat(Evaluation.of(g, "GER") - onTheExit).isCloseTo(2 * 5, within(1e-9));
        assertThat(Evaluation.of(g, "US") - americans).isCloseTo(-2 * 5, within(1e-9));
    }
}
