package toi.irontide;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The module's layers point down only — match (the shared protocol) ─► game ─► flow ─► rules ─► state ─► event ─► data
 * (load beside them, reading into data; ai beside match) —
 * and nothing of Tide of Iron's rules comes in: of the engine module only its hex geometry and its seeded dice.
 */
class LayersTest {
    static final Map<String, List<String>> MAY_USE = Map.of(
            "data", List.of("data"),
            "event", List.of("event", "data"),
            "load", List.of("load", "data"),
            "state", List.of("state", "event", "data"),
            "rules", List.of("rules", "state", "event", "data"),
            "flow", List.of("flow", "rules", "state", "event", "data"),
            "game", List.of("game", "flow", "state", "event", "data"),
            "match", List.of("match", "game", "flow", "rules", "state", "event", "data", "load"),
            "ai", List.of("ai", "game", "flow", "rules", "state", "data"));

    @Test
    void importsPointDown() throws IOException {
        Path root = Path.of("src/main/java/toi/irontide");
        List<String> wrong = new ArrayList<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                String layer = root.relativize(f).getName(0).toString();
                for (String line : Files.readAllLines(f)) {
                    String t = line.strip();
                    if (t.startsWith("import toi.irontide.")) {
                        String used = t.substring("import toi.irontide.".length()).split("\\.")[0];
                        if (!MAY_USE.get(layer).contains(used)) {
                            wrong.add(f.getFileName() + " (" + layer + ") uses " + used);
                        }
                    }
                    if (t.startsWith("import toi.engine.") && !t.startsWith("import toi.engine.hex.") && !t.equals("import toi.engine.combat.Dice;")) {
                        wrong.add(f.getFileName() + ": " + t);
                    }
                    if (t.contains("toi.engine.") && !t.startsWith("import") && !t.contains("toi.engine.hex.") && !t.contains("toi.engine.combat.Dice")) {
                        wrong.add(f.getFileName() + ": " + t);
                    }
                }
            }
        }
        assertThat(wrong).isEmpty();
    }
}
