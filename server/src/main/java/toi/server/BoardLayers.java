package toi.server;

import java.nio.file.Path;
import java.util.List;
import toi.server.irontide.IronTideLayer;
import toi.server.tideofiron.TideOfIronLayer;

/**
 * Where the server's rulesets are registered, and nowhere else (docs/server.md · One path for every ruleset): each game's
 * {@link BoardLayer}, in the order the lobby lists them. Every other class of the server knows only {@code toi.protocol}.
 */
final class BoardLayers {
    private BoardLayers() {
    }

    /**
     * JSON as clients read it: Tide of Iron's hexes as their labels ("C4"; Iron Tide's views write their hex ids
     * themselves).
     */
    static com.fasterxml.jackson.databind.ObjectMapper mapper() {
        var hexes = new com.fasterxml.jackson.databind.module.SimpleModule();
        hexes.addSerializer(toi.engine.hex.Hex.class, new com.fasterxml.jackson.databind.JsonSerializer<>() {
            @Override
            public void serialize(toi.engine.hex.Hex h, com.fasterxml.jackson.core.JsonGenerator g,
                                  com.fasterxml.jackson.databind.SerializerProvider p) throws java.io.IOException {
                g.writeString(h.toString());
            }
        });
        hexes.addKeySerializer(toi.engine.hex.Hex.class, new com.fasterxml.jackson.databind.JsonSerializer<>() {
            @Override
            public void serialize(toi.engine.hex.Hex h, com.fasterxml.jackson.core.JsonGenerator g,
                                  com.fasterxml.jackson.databind.SerializerProvider p) throws java.io.IOException {
                g.writeFieldName(h.toString());
            }
        });
        return new com.fasterxml.jackson.databind.ObjectMapper().registerModule(hexes);
    }

    /** Every ruleset the server plays: Tide of Iron (its scenarios in {@code scenarios}) and Iron Tide's demonstration. */
    static List<BoardLayer> all(Path scenarios) {
        return List.of(new TideOfIronLayer(scenarios), new IronTideLayer());
    }
}
