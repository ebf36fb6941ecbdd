package toi.server;

import toi.engine.game.Game;
import toi.engine.game.TideOfIronMatch;
import toi.engine.scenario.GameSetup;
import toi.server.tideofiron.TideOfIronLayer;

/** Tide of Iron's tables as the secrecy tests look into them: the typed game and setup behind a table's match. */
final class ToiTables {
    static final TideOfIronLayer LAYER = new TideOfIronLayer(ToiServerTest.SCENARIOS);

    private ToiTables() {
    }

    static Game game(Table t) {
        return TideOfIronLayer.game(t.match());
    }

    static GameSetup setup(Table t) {
        return ((TideOfIronMatch) t.match()).setup();
    }
}
