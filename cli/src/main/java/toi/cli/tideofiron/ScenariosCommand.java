package toi.cli.tideofiron;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import toi.cli.Errors;
import toi.cli.Inputs;
import toi.content.Catalogs;
import toi.content.ContentException;
import toi.content.ScenarioLoader;
import toi.engine.scenario.GameSetup;

/** {@code ./toi scenarios} — the scenarios in the project's {@code scenarios/} folder. */
@Command(name = "scenarios", mixinStandardHelpOptions = true, description = "List the scenarios (scenarios/*.json): id, title, rounds, sides, source;"
        + " with an id, show that scenario whole.")
final class ScenariosCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(arity = "0..1", paramLabel = "ID", description = "a scenario id (or file) to show: background, objective, forces by"
            + " division, cards, reinforcements, victory, points and special rules")
    Path shown;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        if (shown != null) {
            Path f = Inputs.resolve(shown);
            if (!Files.isRegularFile(f)) {
                throw new Errors.UserError("no scenario '" + shown + "' (ids: ./toi scenarios)");
            }
            ScenarioSheet.print(f, ScenarioLoader.load(f, Catalogs.load()), out);
            return 0;
        }
        Path dir = Inputs.scenarios();
        if (!Files.isDirectory(dir)) {
            throw new Errors.UserError("no scenarios folder at " + dir.toAbsolutePath());
        }
        List<Path> files;
        try (Stream<Path> s = Files.list(dir)) {
            files = s.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        }
        out.printf("%-20s %-28s %6s  %-9s %s%n", "id", "title", "rounds", "sides", "source");
        int bad = 0;
        for (Path f : files) {
            String id = f.getFileName().toString().replaceFirst("\\.json$", "");
            try {
                GameSetup g = ScenarioLoader.load(f, Catalogs.load());
                String source = new com.fasterxml.jackson.databind.ObjectMapper().readTree(f.toFile()).path("source").asText("");
                out.printf("%-20s %-28s %6d  %-9s %s%n", id, g.name(), g.rounds(), String.join("/", g.nations()), source);
            } catch (ContentException | IllegalArgumentException e) {
                bad++;
                out.printf("%-20s error: %s%n", id, e.getMessage());
            }
        }
        return bad == 0 ? 0 : 1;
    }
}
