package toi.cli.tideofiron;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import toi.ai.Ladder;
import toi.ai.Players;
import toi.ai.Tournament;
import toi.cli.Errors;
import toi.cli.Inputs;
import toi.cli.Json;
import toi.cli.Presenter;
import toi.cli.RuleOptionFlags;
import toi.cli.TournamentCommand;

@Command(name = "ladder", mixinStandardHelpOptions = true,
        description = "The levels' ladder (docs/ai.md · The ladder): random, easy, normal, hard and expert, each pairing of neighbours "
                + "(and normal against random and expert) on Normandy Farm, At the Breaking Point and Stavelot Express, in pairs of "
                + "games on one seed with the sides swapped, each pairing stopped by its SPRT [0, 50] Elo, its cap of pairs or the "
                + "time (but normal against random, which plays " + Ladder.SCORE_PAIRS + " pairs: its question is a score); writes docs/tournaments/ladder.json and ladder.svg, the ladder section of docs/ai.md and the levels' Elo "
                + "the lobby shows.")
public final class LadderCommand implements Callable<Integer> {
    /** The markers around the ladder's section of docs/ai.md. */
    public static final String BEGIN = "<!-- ladder: written by ./toi ladder, do not edit by hand -->";
    public static final String END = "<!-- /ladder -->";

    @Spec
    CommandSpec spec;
    @Option(names = "--jobs", defaultValue = "2", paramLabel = "N", description = "games played at once (default 2)")
    int jobs;
    @Option(names = "--budget-minutes", defaultValue = "120", paramLabel = "M", description = "stop after M minutes: the pairs still "
            + "playing are cancelled and not counted (default 120)")
    double minutes;
    @Option(names = "--max-pairs", defaultValue = "60", paramLabel = "N", description = "pairs at most a pairing, over the three "
            + "scenarios (default 60, i.e. 120 games)")
    int maxPairs;
    @Option(names = "--seed", defaultValue = "1", paramLabel = "S", description = "seed of each scenario's first pair (default 1)")
    long seed;
    @Option(names = "--level-budget", split = ",", paramLabel = "LEVEL=N", description = "play a search level with N iterations a "
            + "decision instead of its own budget (a quick check of the command: --level-budget hard=2,expert=4)")
    Map<String, Integer> levelBudgets = new LinkedHashMap<>();
    @Option(names = "--out", paramLabel = "DIR", description = "where ladder.json and ladder.svg go (default docs/tournaments)")
    Path out;
    @Option(names = "--doc", paramLabel = "FILE", description = "the file whose ladder section is rewritten (default docs/ai.md)")
    Path doc;
    @Option(names = "--levels-file", paramLabel = "FILE", description = "the levels' Elo for the lobby (default "
            + "ai/src/main/resources/toi/ai/ladder-levels.json)")
    Path levelsFile;

    @Override
    public Integer call() throws IOException {
        Inputs.within("--jobs", jobs, 1, 64);
        Inputs.within("--max-pairs", maxPairs, 1, 10_000);
        Inputs.within("--seed", seed, 0, Long.MAX_VALUE - maxPairs);
        if (!(minutes > 0 && minutes <= 7 * 24 * 60)) {
            throw new Errors.UserError("--budget-minutes must be above 0 and at most a week, not " + minutes);
        }
        Map<String, String> specs = new LinkedHashMap<>();
        levelBudgets.forEach((level, n) -> {
            if (!List.of("hard", "expert").contains(level)) {
                throw new Errors.UserError("--level-budget: '" + level + "' is not a search level (hard, expert)");
            }
            if (n < 1 || n > 1_000_000) {
                throw new Errors.UserError("--level-budget: " + level + "'s iterations are from 1 to 1000000, not " + n);
            }
            specs.put(level, "mcts:" + n);
        });
        Path root = Inputs.scenarios().toAbsolutePath().getParent();
        Path dir = out != null ? out : root.resolve("docs/tournaments");
        Path docFile = doc != null ? doc : root.resolve("docs/ai.md");
        Path lobbyFile = levelsFile != null ? levelsFile : root.resolve("ai/src/main/resources/toi/ai/ladder-levels.json");
        String page = Files.isRegularFile(docFile) ? Files.readString(docFile) : null;
        if (page == null || !page.contains(BEGIN) || !page.contains(END)) {
            throw new Errors.UserError("--doc: " + docFile + " has no ladder section (the lines " + BEGIN + " and " + END + ")");
        }
        List<Tournament.Scenario> scenarios = new ArrayList<>();
        for (String id : Ladder.SCENARIOS) {
            Presenter.Table table = new TideOfIronPresenter().open(Path.of(id), new RuleOptionFlags());
            scenarios.add(new Tournament.Scenario(id, "", table.start()));
        }
        PrintWriter o = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        int total = Ladder.PAIRINGS.size() * maxPairs * 2;
        int[] done = {0};
        long started = System.nanoTime();
        Ladder.Result r = Ladder.run(scenarios, seed, maxPairs, jobs, started + Math.round(minutes * 60e9), specs, g -> {
            done[0]++;
            if (g.failure() != null) {
                err.println("error: " + g.scenario() + " seed " + g.seed() + " " + g.playerBySide() + " failed: " + g.failure());
            }
            err.println(TournamentCommand.progress(done[0], total, (System.nanoTime() - started) / 1e9) + " (at most; the SPRT stops sooner)");
        });
        double seconds = (System.nanoTime() - started) / 1e9;
        String date = LocalDate.now(ZoneOffset.UTC).toString();
        String command = "./toi ladder --jobs " + jobs + " --budget-minutes " + fmt(minutes) + " --max-pairs " + maxPairs + " --seed " + seed
                + (specs.isEmpty() ? "" : " --level-budget " + String.join(",", levelBudgets.entrySet().stream().map(e -> e.getKey() + "="
                + e.getValue()).toList()));
        String section = markdown(r, command, date, seconds, specs);
        TournamentCommand.matchups(o, r.matchups());
        o.println(levelsLine(r));
        Files.createDirectories(dir);
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("command", command);
        json.put("date", date);
        json.put("seconds", Math.round(seconds));
        json.put("scenarios", Ladder.SCENARIOS);
        json.put("budgets", budgets(specs));
        json.put("outOfTime", r.outOfTime());
        json.put("levels", r.levels().stream().map(l -> Map.of("player", l.player(), "elo", Double.isNaN(l.elo()) ? 0 : Math.round(l.elo()),
                "games", l.games())).toList());
        json.put("matchups", r.matchups().stream().map(TournamentCommand::matchupRow).toList());
        json.put("games", r.games().stream().map(g -> {
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("scenario", g.scenario());
            row.put("seed", g.seed());
            row.put("players", g.playerBySide());
            row.put("winner", g.winner());
            row.put("rounds", g.rounds());
            row.put("score", g.score());
            row.put("margin", Math.round(g.margin() * 1000) / 1000.0);
            row.put("failure", g.failure());
            return row;
        }).toList());
        Files.writeString(dir.resolve("ladder.json"), Json.write(json));
        Files.writeString(dir.resolve("ladder.svg"), LadderChart.svg(r, command + " · " + date));
        Files.writeString(docFile, page.substring(0, page.indexOf(BEGIN) + BEGIN.length()) + "\n" + section
                + page.substring(page.indexOf(END)));
        if (lobbyFile.getParent() != null) {
            Files.createDirectories(lobbyFile.getParent());
        }
        Files.writeString(lobbyFile, Json.write(Ladder.summary(r, date)));
        o.printf(Locale.ROOT, "ladder written to %s (ladder.json, ladder.svg), %s and %s (%.0f s)%n", dir, docFile, lobbyFile, seconds);
        return r.games().stream().anyMatch(g -> g.failure() != null && !"cancelled".equals(g.failure())) ? 1 : 0;
    }

    private static Map<String, String> budgets(Map<String, String> specs) {
        Map<String, String> b = new LinkedHashMap<>();
        for (String level : Players.LEVELS) {
            b.put(level, specs.containsKey(level) ? specs.get(level) + " (--level-budget)" : Players.describe(level));
        }
        return b;
    }

    private static String levelsLine(Ladder.Result r) {
        List<String> parts = new ArrayList<>();
        for (Ladder.Level l : r.levels()) {
            parts.add(l.player() + " " + (Double.isNaN(l.elo()) ? "—" : TournamentCommand.signed(l.elo())));
        }
        return "Elo (" + Ladder.ANCHOR + " 0): " + String.join(", ", parts);
    }

    /** The section of docs/ai.md between the markers. */
    static String markdown(Ladder.Result r, String command, String date, double seconds, Map<String, String> specs) {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "`%s` on %s, %.0f min%s. Levels: %s.%n%n", command, date, seconds / 60,
                r.outOfTime() ? "; **out of time**: a pairing still undecided when the budget ran out is reported as it stood" : "",
                String.join("; ", budgets(specs).entrySet().stream().map(e -> "`" + e.getKey() + "` " + e.getValue()).toList())));
        sb.append("| pairing (first the stronger expected) | pairs | pair scores 0/¼/½/¾/1 | score | Elo difference (95 % interval) | margin | SPRT [0, 50] (LLR, bounds) |\n");
        sb.append("|---|---:|---|---:|---|---:|---|\n");
        for (Tournament.Matchup m : r.matchups()) {
            int[] p = m.stats().pentanomial();
            String verdict = m.sprt().decision() == null ? "undecided" : m.sprt().decision().equals("H1") ? "**H1**: stronger by ≥ 50" : "H0: not stronger";
            sb.append(String.format(Locale.ROOT, "| %s vs %s | %d%s | %d/%d/%d/%d/%d | %.1f %% | %s (%s … %s) | %+.2f | %s (%.2f; %.2f, %.2f) |%n",
                    m.a(), m.b(), m.stats().pairs(), m.failedPairs() > 0 ? " (+" + m.failedPairs() + " failed)" : "", p[0], p[1], p[2], p[3], p[4],
                    100 * m.stats().score(), TournamentCommand.signed(m.elo()), TournamentCommand.signed(m.eloLow()), TournamentCommand.signed(m.eloHigh()), m.marginA(), verdict, m.sprt().llr(), m.sprt().lower(),
                    m.sprt().upper()));
        }
        sb.append("\n| level | Elo (normal 0, Bradley–Terry over every game) | games |\n|---|---:|---:|\n");
        for (Ladder.Level l : r.levels()) {
            sb.append(String.format(Locale.ROOT, "| %s | %s | %d |%n", l.player(), Double.isNaN(l.elo()) ? "—" : TournamentCommand.signed(l.elo()),
                    l.games()));
        }
        sb.append("\n![the ladder](tournaments/ladder.svg)\n");
        return sb.toString();
    }

    private static String fmt(double x) {
        return x == Math.rint(x) ? String.valueOf((long) x) : String.valueOf(x);
    }
}
