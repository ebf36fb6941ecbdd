package toi.ai.tideofiron;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import toi.ai.Player;
import toi.ai.PlayerView;
import toi.ai.Players;
import toi.ai.Scenarios;
import toi.engine.game.Game;
import toi.engine.game.TideOfIronMatch;
import toi.engine.game.protocol.Decision;
import toi.engine.hex.Hex;

/**
 * A transport's passengers are not company in its hex ({@link HeuristicAi#otherIn}; 000 · Transporting Squads in Vehicles:
 * they move with it). Counted as company, they made the hex a half-track stood in look crowded wherever it stood, and
 * Stavelot Express's American M3A1s, carrying their squads, drove between two hexes until their movement points ran out.
 */
class TransportMoveTest {

    @Test
    void theHeuristicsUnitsNeverDriveBackToAHexTheyLeftInTheSameActivation_stavelotExpressRoundsOneToThree() {
        Game g = new Game(Scenarios.load("stavelot-express"), 1);
        TideOfIronMatch m = TideOfIronMatch.of("stavelot-express", 1, g);
        Player us = Players.create("normal", 1);
        Player ger = Players.create("normal", 2);
        List<String> back = new ArrayList<>();
        int carriers = 0;
        while (!m.over() && g.state().round() <= 3) {
            Decision d = g.pending();
            var a = g.state().activity();
            if (d.kind() == Decision.Kind.MOVE && a != null) {
                if (g.state().units().values().stream().anyMatch(u -> a.unitId().equals(u.carriedBy()))) {
                    carriers++;
                }
                if (new HashSet<>(a.path()).size() < a.path().size()) {
                    back.add("round " + g.state().round() + ": " + a.unitId() + " " + a.path().stream().map(Hex::toString).toList());
                }
            }
            String seat = m.pending().seat();
            m.apply(seat, (seat.startsWith("US") ? us : ger).choose(PlayerView.of(m, seat)));
        }
        assertThat(carriers).as("moves of units carrying squads (the case in point)").isPositive();
        assertThat(back).as("activations that went back to a hex they had left").isEmpty();
    }
}
