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
import toi.protocol.Match;

/**
 * {@code ./toi simulate}: whole games headless, a computer player on each side, summarised — for every game on the
 * protocol (the scenario picks the ruleset; its {@link Presenter} names its players and what it tallies).
 */
@Command(name = "simulate", mixinStandardHelpOptions = true, description = "Play whole games headless with computer players and summarise them.")
final class SimulateCommand implements Callable<Integer> {
    static final int MAX_GAMES = 1_000_000;
    static final int MAX_CHOICES = 100_000_000;

    @Spec
    CommandSpec spec;
    @Option(names = "--scenario", required = true, paramLabel = "FILE|ID", description = "scenario file (e.g. examples/skirmish.json), "
            + "owner's folder or scenario id (./toi scenarios, iron-tide-demo)")
    Path scenario;
    @Option(names = "--players", defaultValue = "random,random", paramLabel = "A,B", description = "one player per side, in the scenario's "
            + "order of sides: random (default), heuristic, a level (easy, normal, hard, expert), montecarlo[:N], mcts[:BUDGET] (docs/ai.md); "
            + "Iron Tide: German first, e.g. heuristic,random")
    String players;
    @Option(names = "--games", defaultValue = "10", paramLabel = "N", description = "how many games")
    int games;
    @Option(names = "--seed", defaultValue = "1", paramLabel = "S", description = "seed of the first game; game i uses S + i")
    long seed;
    @Option(names = "--save", paramLabel = "DIR", description = "write each finished game (scenario, seed, choices, winner, final hash) as JSON into DIR")
    Path save;
    @Option(names = "--max-choices", defaultValue = "200000", paramLabel = "N",
            description = "a game still going after N choices is stuck: reported with its seed, and the batch goes on (default 200000)")
    int maxChoices;
    @picocli.CommandLine.Mixin
    RuleOptionFlags options = new RuleOptionFlags();

    /** One game's end: the match (over, or as far as it got) and why it failed, or null. */
    private record Played(Match match, List<String> choices, String failure) {
    }

    @Override
    public Integer call() throws IOException {
        List<String> kinds = List.of(players.split(",", -1)).stream().map(String::strip).toList();
        Inputs.within("--games", games, 1, MAX_GAMES);
        Inputs.within("--seed", seed, 0, Long.MAX_VALUE - games);
        Inputs.within("--max-choices", maxChoices, 1, MAX_CHOICES);
        Presenter presenter = Presenters.forScenario(scenario);
        Presenter.Table table = presenter.open(scenario, options);
        Match first = table.start().apply(seed);
        if (kinds.size() != first.seats().size()) {
            throw new Errors.UserError("--players takes one player per side (" + String.join(", ", first.seats()) + "), e.g. "
                    + String.join(",", first.seats().stream().map(s -> "random").toList()));
        }
        presenter.simulated(kinds, 0); // an unknown player: one clear line, before any game
        if (save != null) {
            Files.createDirectories(save);
        }
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Map<String, Integer> wins = new LinkedHashMap<>();
        first.seats().forEach(s -> wins.put(s, 0));
        int draws = 0;
        Presenter.Tally tally = presenter.tally(first);
        long choices = 0;
        List<String> failed = new ArrayList<>();
        long started = System.nanoTime();
        for (int i = 0; i < games; i++) {
            long gameSeed = seed + i;
            Played g = play(presenter, table, kinds, gameSeed);
            choices += g.choices().size();
            if (g.failure() != null) {
                failed.add("seed " + gameSeed);
                err.println("error: game with seed " + gameSeed + " failed after " + g.choices().size() + " choices: " + g.failure());
                continue;
            }
            String winner = g.match().outcome().winner();
            if (winner == null) {
                draws++;
            } else {
                wins.merge(winner, 1, Integer::sum);
            }
            Map<String, Object> o = new LinkedHashMap<>();
            o.put("scenario", table.saveName()); // what play --resume and replay read back: the id, or the file's absolute path
            o.put("seed", gameSeed);
            o.put("choices", g.choices());
            presenter.save(g.match(), o, g.choices().stream().map(c -> false).toList()); // no choice of a person's to take back
            tally.finished(g.match(), o);
            if (save != null) {
                new ObjectMapper().writerWithDefaultPrettyPrinter().writeValue(save.resolve("game-" + gameSeed + ".json").toFile(), o);
            }
            if (games >= 10 && (i + 1) % Math.max(1, games / 10) == 0) {
                err.printf("  %d/%d games%n", i + 1, games);
            }
        }
        double seconds = (System.nanoTime() - started) / 1e9;
        List<String> sides = new ArrayList<>();
        for (int s = 0; s < kinds.size(); s++) {
            sides.add(presenter.label(first.seats().get(s)) + " " + kinds.get(s));
        }
        out.printf("%d games of %s (%s; seeds %d–%d)%n", games, presenter.heading(first), String.join(", ", sides), seed, seed + games - 1);
        String on = presenter.optionWords(first);
        if (!on.isEmpty()) {
            out.println("  " + on.replaceFirst("^; ", ""));
        }
        wins.forEach((s, w) -> out.printf("  %s wins %d (%.1f%%)%n", presenter.label(s), w, 100.0 * w / games));
        if (draws > 0) {
            out.printf("  drawn %d (%.1f%%)%n", draws, 100.0 * draws / games);
        }
        tally.lines().forEach(l -> out.println("  " + l));
        out.printf("  %d choices in all, %.0f per game; %.0f choices per second%n", choices, (double) choices / games,
                choices / Math.max(seconds, 1e-9));
        if (save != null) {
            out.println("  games saved in " + save + " (./toi replay FILE --verify; ./toi play --resume FILE)");
        }
        if (!failed.isEmpty()) {
            out.println("  " + failed.size() + " game" + (failed.size() == 1 ? "" : "s") + " failed: " + String.join(", ", failed));
            return 1;
        }
        return 0;
    }

    /** Plays one game to its end; a failure (a refused or impossible choice, a game stuck past --max-choices) is reported, not thrown. */
    private Played play(Presenter presenter, Presenter.Table table, List<String> kinds, long gameSeed) {
        List<String> log = new ArrayList<>();
        Match m = null;
        try {
            m = table.start().apply(gameSeed);
            Presenter.Simulated players = presenter.simulated(kinds, gameSeed);
            while (!m.over()) {
                if (log.size() >= maxChoices) {
                    String where = presenter.where(m);
                    return new Played(m, log, "stuck: not over after " + maxChoices + " choices (" + (where == null ? "" : where + ", ")
                            + "waiting for " + presenter.label(m.pending().seat()) + ": " + m.pending().prompt() + ")");
                }
                String c = players.choose(m);
                log.add(c);
                m.apply(m.pending().seat(), c);
            }
            return new Played(m, log, null);
        } catch (RuntimeException e) { // a bug in the engine or the scenario: name the seed that shows it, and go on
            return new Played(m, log, Errors.describe(e));
        }
    }
}
