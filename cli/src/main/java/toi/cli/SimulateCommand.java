package toi.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;
import toi.content.Catalogs;
import toi.content.ScenarioLoader;
import toi.engine.game.Choice;
import toi.engine.game.Game;
import toi.engine.game.GameSetup;
import toi.engine.game.RandomPlayer;

@Command(name = "simulate", description = "Play whole games headless with random legal-choice players and summarise them.")
final class SimulateCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;
    @Option(names = "--scenario", required = true, paramLabel = "FILE|ID", description = "scenario file (e.g. examples/skirmish.json) or scenario id (./toi scenarios)")
    Path scenario;
    @Option(names = "--players", defaultValue = "random,random", paramLabel = "A,B", description = "one player kind per side (only 'random' so far)")
    String players;
    @Option(names = "--games", defaultValue = "10", paramLabel = "N", description = "how many games")
    int games;
    @Option(names = "--seed", defaultValue = "1", paramLabel = "S", description = "seed of the first game; game i uses S + i")
    long seed;
    @Option(names = "--save", paramLabel = "DIR", description = "write each game (scenario, seed, choices, final hash) as JSON into DIR")
    Path save;

    @Override
    public Integer call() throws IOException {
        for (String p : players.split(",")) {
            if (!p.equals("random")) {
                throw new Errors.UserError("unknown player '" + p + "' (so far: random)");
            }
        }
        if (players.split(",").length != 2) {
            throw new Errors.UserError("--players takes one player per side, e.g. random,random");
        }
        if (games < 1) {
            throw new Errors.UserError("--games must be at least 1");
        }
        if (save != null) {
            Files.createDirectories(save);
        }
        Path scenarioFile = ScenariosCommand.resolve(scenario); // a scenario id names a file in scenarios/
        GameSetup setup = ScenarioLoader.load(scenarioFile, Catalogs.load());
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Map<String, Integer> wins = new LinkedHashMap<>();
        setup.nations().forEach(n -> wins.put(n, 0));
        long choices = 0;
        long started = System.nanoTime();
        for (int i = 0; i < games; i++) {
            long gameSeed = seed + i;
            Game game = new Game(setup, gameSeed);
            RandomPlayer random = new RandomPlayer(gameSeed * 31);
            List<String> log = new ArrayList<>();
            while (!game.over()) {
                Choice c = random.choose(game);
                game.apply(c);
                log.add(c.text());
            }
            choices += log.size();
            wins.merge(game.state().winner(), 1, Integer::sum);
            if (save != null) {
                Path file = save.resolve("game-" + gameSeed + ".json");
                Map<String, Object> o = new LinkedHashMap<>();
                o.put("scenario", scenarioFile.toAbsolutePath().normalize().toString());
                o.put("seed", gameSeed);
                o.put("choices", log);
                o.put("winner", game.state().winner());
                o.put("finalHash", Long.toHexString(game.state().hash()));
                o.put("hashVersion", toi.engine.game.GameState.HASH_VERSION);
                new ObjectMapper().writerWithDefaultPrettyPrinter().writeValue(file.toFile(), o);
            }
            if (games >= 10 && (i + 1) % Math.max(1, games / 10) == 0) {
                err.printf("  %d/%d games%n", i + 1, games);
            }
        }
        double seconds = (System.nanoTime() - started) / 1e9;
        out.printf("%d games of %s (%s, seeds %d–%d)%n", games, setup.name(), players, seed, seed + games - 1);
        wins.forEach((n, w) -> out.printf("  %s wins %d (%.1f%%)%n", n, w, 100.0 * w / games));
        out.printf("  %d rounds each; %d choices in all, %.0f per game; %.0f choices per second%n", setup.rounds(), choices,
                (double) choices / games, choices / Math.max(seconds, 1e-9));
        if (save != null) {
            out.println("  games saved in " + save + " (./toi replay FILE --verify)");
        }
        return 0;
    }
}
