package toi.ai;

import java.nio.file.Files;
import java.nio.file.Path;
import toi.content.Catalogs;
import toi.content.ScenarioLoader;
import toi.engine.scenario.GameSetup;

/** Loads scenarios from the repository's scenarios/ folder for tests. */
public final class Scenarios {
    public static final Catalogs CATALOGS = Catalogs.load();

    private Scenarios() {
    }

    /** A match of the setup on the shared protocol. */
    public static toi.engine.game.TideOfIronMatch match(GameSetup setup, long seed) {
        return new toi.engine.game.TideOfIronMatch(setup.name(), setup, seed);
    }

    public static GameSetup load(String id) {
        Path p = Path.of("scenarios", id + ".json");
        if (!Files.exists(p)) {
            p = Path.of("..", "scenarios", id + ".json");
        }
        return ScenarioLoader.load(p, CATALOGS);
    }
}
