package toi.cli.tideofiron;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import toi.ai.tideofiron.Balance;
import toi.ai.Tournament;
import toi.cli.Errors;
import toi.cli.Inputs;
import toi.cli.TournamentCommand;
import toi.content.Catalogs;
import toi.content.ScenarioLoader;
import toi.engine.scenario.GameSetup;

@Command(name = "balance", mixinStandardHelpOptions = true,
        description = "Does each scenario give both sides a game? The heuristic against itself and against a side that passes "
                + "every action, from both sides, on paired seeds: wins with 95%% intervals, the round decided, victory points, "
                + "command earned and cards bought; writes docs/scenario-balance.md and its SVG chart.")
final class BalanceCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;
    @Option(names = "--scenarios", split = ",", paramLabel = "A,B", description = "scenario ids (default: every scenario in scenarios/)")
    List<String> ids;
    @Option(names = "--games", defaultValue = "20", paramLabel = "N", description = "games per scenario and matchup (default 20)")
    int games;
    @Option(names = "--seed", defaultValue = "1", paramLabel = "S", description = "seed of the first game; game i uses S + i in every matchup (default 1)")
    long seed;
    @Option(names = "--jobs", defaultValue = "1", paramLabel = "N", description = "games played at once (default 1; the machine has "
            + "as many cores as Runtime.availableProcessors says)")
    int jobs;
    @Option(names = "--matchups", split = ",", paramLabel = "M", defaultValue = "hh,hp,ph",
            description = "hh: heuristic vs heuristic; hp: heuristic (first side) vs passive; ph: passive vs heuristic (default all three)")
    List<String> matchups;
    @Option(names = "--out", defaultValue = "docs/scenario-balance.md", paramLabel = "FILE", description = "the report (default docs/scenario-balance.md)")
    Path report;
    @Option(names = "--notes", paramLabel = "FILE", description = "why a scenario is outside the targets, one '## scenario-id' "
            + "section each (default: docs/scenario-balance-notes.md beside scenarios/)")
    Path notes;

    @Override
    public Integer call() throws IOException {
        Inputs.within("--games", games, 1, 10_000);
        Inputs.within("--jobs", jobs, 1, 64);
        Inputs.within("--seed", seed, 0, Long.MAX_VALUE - games);
        List<Balance.Matchup> chosen = new ArrayList<>();
        for (String m : matchups) {
            chosen.add(switch (m.trim()) {
                case "hh" -> Balance.MATCHUPS.get(0);
                case "hp" -> Balance.MATCHUPS.get(1);
                case "ph" -> Balance.MATCHUPS.get(2);
                default -> throw new Errors.UserError("--matchups: '" + m + "' is not hh, hp or ph");
            });
        }
        Path notesFile = notes != null ? notes : Inputs.scenarios().toAbsolutePath().getParent().resolve("docs/scenario-balance-notes.md");
        if (notes != null && !Files.isRegularFile(notes)) {
            throw new Errors.UserError("--notes: no such file " + notes);
        }
        BalanceNotes why = BalanceNotes.read(notesFile);
        Map<String, GameSetup> scenarios = load(ids);
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        int total = scenarios.size() * chosen.size() * games;
        int[] done = {0};
        long started = System.nanoTime();
        List<Balance.GameResult> results = Balance.run(scenarios, chosen, games, seed, jobs, g -> {
            done[0]++;
            if (g.failure() != null) {
                err.println("error: " + g.scenario() + " seed " + g.seed() + " " + g.matchup() + " failed: " + g.failure());
            }
            err.println(TournamentCommand.progress(done[0], total, (System.nanoTime() - started) / 1e9));
        });
        double seconds = (System.nanoTime() - started) / 1e9;
        Path chart = report.resolveSibling(report.getFileName().toString().replaceFirst("\\.md$", "") + ".svg");
        String command = "./toi balance --games " + games + " --seed " + seed + " --jobs " + jobs
                + (ids == null ? "" : " --scenarios " + String.join(",", ids))
                + (matchups.equals(List.of("hh", "hp", "ph")) ? "" : " --matchups " + String.join(",", matchups));
        BalanceReport rep = new BalanceReport(scenarios, chosen, results, games, seed, seconds, jobs, command, chart.getFileName().toString(), why);
        if (report.getParent() != null) {
            Files.createDirectories(report.getParent());
        }
        Files.writeString(report, rep.markdown());
        Files.writeString(chart, rep.svg());
        out.println(rep.table());
        out.println("report written to " + report + ", chart to " + chart + String.format(Locale.ROOT, " (%.0f s)", seconds));
        return results.stream().anyMatch(g -> g.failure() != null) ? 1 : 0;
    }

    /** The scenarios named (every one in scenarios/ when none is), by id, in order. */
    static Map<String, GameSetup> load(List<String> ids) throws IOException {
        Map<String, GameSetup> scenarios = new LinkedHashMap<>();
        for (String id : ids != null ? ids : allIds()) {
            Path file = Inputs.resolve(Path.of(id));
            if (!Files.isRegularFile(file)) {
                throw new Errors.UserError("no scenario file or id '" + id + "' (ids: ./toi scenarios)");
            }
            scenarios.put(id, ScenarioLoader.load(file, Catalogs.load()));
        }
        return scenarios;
    }

    private static List<String> allIds() throws IOException {
        try (Stream<Path> s = Files.list(Inputs.scenarios())) {
            return s.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".json")).map(n -> n.replaceFirst("\\.json$", ""))
                    .sorted().toList();
        }
    }

    static double[] wilson(int wins, int n) {
        return Tournament.wilson(wins, n);
    }
}
