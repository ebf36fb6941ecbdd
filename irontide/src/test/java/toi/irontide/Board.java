package toi.irontide;

import java.util.ArrayList;
import java.util.List;
import toi.engine.combat.Dice;
import toi.irontide.data.HexIds;
import toi.irontide.data.Scenario;
import toi.irontide.data.Side;
import toi.irontide.flow.Setup;
import toi.irontide.load.ScenarioLoader;
import toi.irontide.state.GameState;
import toi.irontide.state.Phase;
import toi.irontide.state.UnitState;
import toi.irontide.state.UnitStatus;

/** Test positions on the demo map: every unit off the map, then the few a test needs placed by hand. */
final class Board {
    static final Scenario DEMO = ScenarioLoader.demo();

    final GameState s;

    private Board(GameState s) {
        this.s = s;
    }

    /** An empty demo map at the given turn (index), side and phase. */
    static Board empty(int turn, Side phasing, Phase phase) {
        return empty(DEMO, turn, phasing, phase);
    }

    static Board empty(Scenario scenario, int turn, Side phasing, Phase phase) {
        GameState s = Setup.newGame(scenario, 1, new ArrayList<>());
        for (UnitState u : s.units.values()) {
            u.status = UnitStatus.AWAITING;
            u.dueTurn = 99;
            u.hex = null;
            u.temporaryZoc = false;
        }
        s.turn = turn;
        s.phasing = phasing;
        s.phase = phase;
        s.airPoints.clear();
        s.moving = null;
        s.battle = null;
        return new Board(s);
    }

    Board put(String unit, String hex) {
        UnitState u = s.unit(unit);
        u.status = UnitStatus.ON_MAP;
        u.hex = HexIds.parse(hex);
        return this;
    }

    /** Begins the phase as the flow would (movement points, who began in an enemy ZOC, supply). */
    Board begin() {
        toi.irontide.flow.Flow.startPhase(s, new ArrayList<>());
        return this;
    }

    toi.irontide.game.Game game() {
        return toi.irontide.game.Game.of(s, 1);
    }

    UnitState unit(String id) {
        return s.unit(id);
    }

    /** Arranges a cup so that the next draws (with loaded dice, each draw takes the cup's last chit) give these chits in order. */
    Board nextChits(String... chitIds) {
        List<String> wanted = List.of(chitIds);
        for (String id : chitIds) {
            int index = indexOf(id);
            var cup = s.cups.get(DEMO.chits().get(index).colour());
            cup.remove(Integer.valueOf(index));
        }
        for (int i = wanted.size() - 1; i >= 0; i--) {
            int index = indexOf(wanted.get(i));
            s.cups.get(DEMO.chits().get(index).colour()).add(index);
        }
        return this;
    }

    Board dice(int... values) {
        s.dice = Dice.loaded(values);
        return this;
    }

    static int indexOf(String chitId) {
        for (int i = 0; i < DEMO.chits().size(); i++) {
            if (DEMO.chits().get(i).id().equals(chitId)) {
                return i;
            }
        }
        throw new IllegalArgumentException(chitId);
    }
}
