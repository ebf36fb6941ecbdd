package toi.cli.tideofiron;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import toi.ai.tideofiron.EvaluationFit;
import toi.ai.tideofiron.LogisticFit;
import toi.cli.Inputs;
import toi.cli.TournamentCommand;
import toi.engine.scenario.GameSetup;

@Command(name = "fit-evaluation", mixinStandardHelpOptions = true,
        description = "Fits the search's learnt evaluation on games: computer players play each scenario, every side's position "
                + "at the start of each round's actions is kept with the game's result, every fifth game is held out, and the "
                + "learnt and the hand-weighted evaluation are scored on the held-out positions; writes the weights file.")
final class FitEvaluationCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;
    @Option(names = "--scenarios", split = ",", paramLabel = "A,B", description = "scenario ids (default: every scenario in scenarios/)")
    List<String> ids;
    @Option(names = "--games", defaultValue = "100", paramLabel = "N", description = "games per scenario (default 100; at least 5)")
    int games;
    @Option(names = "--seed", defaultValue = "1", paramLabel = "S", description = "seed of the first game; game i uses S + i (default 1)")
    long seed;
    @Option(names = "--jobs", defaultValue = "1", paramLabel = "N", description = "games played at once (default 1)")
    int jobs;
    @Option(names = "--out", paramLabel = "FILE",
            description = "the weights file (default ai/src/main/resources/toi/ai/evaluation.json beside scenarios/)")
    Path out;

    @Override
    public Integer call() throws IOException {
        Inputs.within("--games", games, 5, 100_000);
        Inputs.within("--jobs", jobs, 1, 64);
        Inputs.within("--seed", seed, 0, Long.MAX_VALUE - games);
        Map<String, GameSetup> scenarios = BalanceCommand.load(ids);
        PrintWriter o = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        int total = scenarios.size() * games;
        int[] done = {0};
        long started = System.nanoTime();
        EvaluationFit.Result r = EvaluationFit.run(scenarios, games, seed, jobs,
                id -> err.println(TournamentCommand.progress(++done[0], total, (System.nanoTime() - started) / 1e9)));
        double seconds = (System.nanoTime() - started) / 1e9;
        String command = "./toi fit-evaluation --games " + games + " --seed " + seed + " --jobs " + jobs
                + (ids == null ? "" : " --scenarios " + String.join(",", ids));
        Path file = out != null ? out : Inputs.scenarios().toAbsolutePath().getParent().resolve("ai/src/main/resources/toi/ai/evaluation.json");
        Map<String, Object> about = new LinkedHashMap<>();
        about.put("fitted", command);
        about.put("games", r.games());
        about.put("trainPositions", r.trainPositions());
        Map<String, Object> held = new LinkedHashMap<>();
        held.put("positions", r.learnedScore().n());
        held.put("learnt", score(r.learnedScore()));
        held.put("handWeighted", score(r.handScore()));
        about.put("heldOut", held);
        if (file.getParent() != null) {
            Files.createDirectories(file.getParent());
        }
        Files.writeString(file, r.learned().write(about));
        o.println(String.format(Locale.ROOT, "%d games (%d failed), %d positions fitted, %d held out (every fifth game), %.0f s",
                r.games(), r.failed(), r.trainPositions(), r.learnedScore().n(), seconds));
        o.println("evaluation      log loss   accuracy   Brier");
        o.println(line("learnt", r.learnedScore()));
        o.println(line("hand-weighted", r.handScore()));
        o.println("weights written to " + file);
        return r.failed() > 0 ? 1 : 0;
    }

    private static Map<String, Double> score(LogisticFit.Score s) {
        Map<String, Double> m = new LinkedHashMap<>();
        m.put("logLoss", Math.round(s.logLoss() * 1e4) / 1e4);
        m.put("accuracy", Math.round(s.accuracy() * 1e4) / 1e4);
        m.put("brier", Math.round(s.brier() * 1e4) / 1e4);
        return m;
    }

    private static String line(String name, LogisticFit.Score s) {
        return String.format(Locale.ROOT, "%-15s %8.4f   %7.1f%%   %.4f", name, s.logLoss(), 100 * s.accuracy(), s.brier());
    }
}
