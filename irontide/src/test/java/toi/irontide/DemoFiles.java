package toi.irontide;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Consumer;
import toi.irontide.data.Scenario;
import toi.irontide.load.ScenarioLoader;

/** The demo set's files as editable JSON trees, for the loader's tests and for small test scenarios. */
final class DemoFiles {
    static final ObjectMapper JSON = new ObjectMapper();
    static final String[] NAMES = {"scenario.json", "map.json", "terrain.json", "crt.json", "chits.json", "units.json", "turns.json"};

    final Map<String, JsonNode> files = new LinkedHashMap<>();

    DemoFiles() {
        for (String n : NAMES) {
            try (InputStream in = DemoFiles.class.getResourceAsStream("/irontide/demo/" + n)) {
                files.put(n, JSON.readTree(in));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    DemoFiles edit(String file, Consumer<ObjectNode> change) {
        change.accept((ObjectNode) files.get(file));
        return this;
    }

    Map<String, String> texts() {
        Map<String, String> t = new LinkedHashMap<>();
        files.forEach((k, v) -> t.put(k, v.toString()));
        return t;
    }

    Scenario load() {
        return ScenarioLoader.fromTexts(texts());
    }

    static String text(JsonNode n) {
        return new String(n.toString().getBytes(StandardCharsets.UTF_8), StandardCharsets.UTF_8);
    }
}
