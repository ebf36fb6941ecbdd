package toi.server;

import java.nio.file.Path;
import java.util.List;

/**
 * Where the server's rulesets are registered, and nowhere else (docs/server.md · One path for every ruleset): each game's
 * {@link BoardLayer}, in the order the lobby lists them. Every other class of the server knows only {@code toi.protocol}.
 */
final class BoardLayers {
    private BoardLayers() {
    }

    /** Every ruleset the server plays: Tide of Iron (its scenarios in {@code scenarios}) and Iron Tide's demonstration. */
    static List<BoardLayer> all(Path scenarios) {
        return List.of(new TideOfIronLayer(scenarios), new IronTideLayer());
    }
}
