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
import toi.engine.game.protocol.Choice;
import toi.engine.game.Game;
import toi.engine.game.state.GameState;
import toi.engine.scenario.GameSetup;
import toi.engine.game.RandomPlayer;

@Command(name = "simulate", mixinStandardHelpOptions = true, description = "Play whole games headless with random legal-choice players and summarise them.")
final class SimulateCommand implements Callable<Integer> {
    static final int MAX_GAMES = 1_000_000;
    static final int MAX_CHOICES = 100_000_000;

    @Spec
    CommandSpec spec;
    @Option(names = "--scenario", required = true, paramLabel = "FILE|ID", description = "scenario file (e.g. examples/skirmish.json) or scenario id (./toi scenarios)")
    Path scenario;
    @Option(names = "--players", defaultValue = "random,random", paramLabel = "A,B", description = "one player kind per side: random; for Iron Tide also heuristic (German first: heuristic,random)")
    String players;
    @Option(names = "--games", defaultValue = "10", paramLabel = "N", description = "how many games")
    int games;
    @Option(names = "--seed", defaultValue = "1", paramLabel = "S", description = "seed of the first game; game i uses S + i")
    long seed;
    @Option(names = "--save", paramLabel = "DIR", description = "write each finished game (scenario, seed, choices, winner, rounds, final hash) as JSON into DIR")
    Path save;
    @Option(names = "--max-choices", defaultValue = "200000", paramLabel = "N",
            description = "a game still going after N choices is stuck: reported with its seed, and the batch goes on (default 200000)")
    int maxChoices;
    @picocli.CommandLine.Mixin
    RuleOptionFlags options = new RuleOptionFlags();

    /** One game's end: finished (winner, rounds played, its choices) or failed (why). */
    private record Played(String winner, int rounds, List<String> choices, String hash, String failure) {
    }

    @Override
    public Integer call() throws IOException {
        String[] kinds = players.split(",");
        if (kinds.length != 2) {
            throw new Errors.UserError("--players takes one player per side, e.g. random,random");
        }
        for (String p : kinds) {
            if (!p.strip().equals("random") && !(p.strip().equals("heuristic") && IronTidePlay.names(scenario))) {
                throw new Errors.UserError("unknown player '" + p + "' (Tide of Iron: random; Iron Tide: random, heuristic)");
            }
        }
        Inputs.within("--games", games, 1, MAX_GAMES);
        Inputs.within("--seed", seed, 0, Long.MAX_VALUE - games);
        Inputs.within("--max-choices", maxChoices, 1, MAX_CHOICES);
        if (IronTidePlay.names(scenario)) { // Iron Tide (issue 14): the demo's id or an owner's scenario folder
            if (options.given()) {
                throw new Errors.UserError("the optional rules (--option) are Tide of Iron's; Iron Tide has none");
            }
            return IronTideSimulate.run(scenario.toString(), kinds[0].strip(), kinds[1].strip(), games, seed, maxChoices, save, spec.commandLine().getOut(),
                    spec.commandLine().getErr());
        }
        Path file = Inputs.resolve(scenario);
        if (!Files.isRegularFile(file)) {
            throw new Errors.UserError("no scenario file or id '" + scenario + "' (ids: ./toi scenarios)");
        }
        GameSetup setup = options.apply(ScenarioLoader.load(file, Catalogs.load()));
        // what replay reads back: the id when given by id, else the file's absolute path (works from any folder)
        String saved = Inputs.scenarioId(scenario) != null ? Inputs.scenarioId(scenario) : file.toAbsolutePath().normalize().toString();
        if (save != null) {
            Files.createDirectories(save);
        }
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Map<String, Integer> wins = new LinkedHashMap<>();
        setup.nations().forEach(n -> wins.put(n, 0));
        long choices = 0;
        long rounds = 0;
        int minRounds = Integer.MAX_VALUE;
        int maxRounds = 0;
        List<String> failed = new ArrayList<>();
        long started = System.nanoTime();
        for (int i = 0; i < games; i++) {
            long gameSeed = seed + i;
            Played g = play(setup, gameSeed);
            choices += g.choices().size();
            if (g.failure() != null) {
                failed.add("seed " + gameSeed);
                err.println("error: game with seed " + gameSeed + " failed after " + g.choices().size() + " choices: " + g.failure());
                continue;
            }
            wins.merge(g.winner(), 1, Integer::sum);
            rounds += g.rounds();
            minRounds = Math.min(minRounds, g.rounds());
            maxRounds = Math.max(maxRounds, g.rounds());
            if (save != null) {
                Map<String, Object> o = new LinkedHashMap<>();
                o.put("scenario", saved);
                o.put("seed", gameSeed);
                ReplayCommand.putOptions(o, setup);
                o.put("choices", g.choices());
                o.put("winner", g.winner());
                o.put("rounds", g.rounds());
                o.put("finalHash", g.hash());
                o.put("hashVersion", GameState.HASH_VERSION);
                new ObjectMapper().writerWithDefaultPrettyPrinter().writeValue(save.resolve("game-" + gameSeed + ".json").toFile(), o);
            }
            if (games >= 10 && (i + 1) % Math.max(1, games / 10) == 0) {
                err.printf("  %d/%d games%n", i + 1, games);
            }
        }
        double seconds = (System.nanoTime() - started) / 1e9;
        int finished = games - failed.size();
        out.printf("%d games of %s (%s, seeds %d–%d)%n", games, setup.name(), players, seed, seed + games - 1);
        if (!setup.options().isEmpty()) {
            out.println("  optional rules on: " + setup.options());
        }
        wins.forEach((n, w) -> out.printf("  %s wins %d (%.1f%%)%n", n, w, 100.0 * w / games));
        if (finished > 0) {
            out.printf("  rounds played: mean %.1f, min %d, max %d (scenario limit %d)%n", (double) rounds / finished, minRounds,
                    maxRounds, setup.rounds());
        }
        out.printf("  %d choices in all, %.0f per game; %.0f choices per second%n", choices, (double) choices / games,
                choices / Math.max(seconds, 1e-9));
        if (save != null) {
            out.println("  games saved in " + save + " (./toi replay FILE --verify)");
        }
        if (!failed.isEmpty()) {
            out.println("  " + failed.size() + " game" + (failed.size() == 1 ? "" : "s") + " failed: " + String.join(", ", failed));
            return 1;
        }
        return 0;
    }

    /** Plays one game to its end; a failure (a refused or impossible choice, a game stuck past --max-choices) is reported, not thrown. */
    private Played play(GameSetup setup, long gameSeed) {
        List<String> log = new ArrayList<>();
        try {
            Game game = new Game(setup, gameSeed);
            RandomPlayer random = new RandomPlayer(gameSeed * 31);
            while (!game.over()) {
                if (log.size() >= maxChoices) {
                    return new Played(null, game.state().round(), log, null, "stuck: not over after " + maxChoices
                            + " choices (round " + game.state().round() + ", waiting for " + game.pending().nation() + ": "
                            + game.pending().prompt() + ")");
                }
                Choice c = random.choose(game);
                log.add(c.text());
                game.apply(c);
            }
            return new Played(game.state().winner(), game.state().round(), log, Long.toHexString(game.state().hash()), null);
        } catch (RuntimeException e) { // a bug in the engine or the scenario: name the seed that shows it, and go on
            return new Played(null, 0, log, null, Errors.describe(e));
        }
    }
}
