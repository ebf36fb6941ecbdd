package toi.cli;

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
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;
import toi.ai.Players;
import toi.ai.Tournament;

@Command(name = "tournament", mixinStandardHelpOptions = true,
        description = "Computer players against each other: every pairing on both sides of every scenario, wins with 95%% "
                + "confidence intervals (Wilson), Elo estimates and decision times (docs/ai.md).")
public final class TournamentCommand implements Callable<Integer> {
    static final int MAX_GAMES = 10_000;

    @Spec
    CommandSpec spec;
    @Option(names = "--scenarios", required = true, split = ",", paramLabel = "A,B", description = "scenario ids (./toi scenarios) or files")
    List<Path> scenarios;
    @Option(names = "--players", defaultValue = "random,heuristic", split = ",", paramLabel = "P,Q",
            description = "players: random, heuristic, montecarlo[:N] (N playouts per candidate; default 4), mcts[:BUDGET] "
                    + "(search: 1s, 250ms a decision or 500 iterations; default 1s), or a level: easy, normal, hard, expert "
                    + "(default random,heuristic)")
    List<String> players;
    @Option(names = "--games", defaultValue = "10", paramLabel = "N", description = "pairs of games per pairing and scenario, each pair one seed "
            + "played with the sides swapped: N games a side (default 10; with --sprt the most played)")
    int games;
    @Option(names = "--jobs", defaultValue = "1", paramLabel = "N", description = "games played at once, on N threads; the results are the "
            + "same whatever N (default 1)")
    int jobs;
    @Option(names = "--sprt", paramLabel = "ELO0,ELO1", description = "stop each pairing as soon as the sequential probability ratio test "
            + "accepts H0 (the first player is ELO0 stronger) or H1 (ELO1 stronger), e.g. 0,50; alpha and beta 0.05 unless given: "
            + "ELO0,ELO1,ALPHA,BETA")
    String sprt;
    @Option(names = "--play-budgets", description = "seat the levels as they play people: hard and expert stop at their time a "
            + "decision too (levels.json's millis), so the decision times are those a player waits; the games then depend on the "
            + "machine's speed (default: their iterations alone, games that replay exactly)")
    boolean playBudgets;
    @Option(names = "--budget-minutes", paramLabel = "M", description = "stop after M minutes (e.g. 60, or 0.5): no pair is started "
            + "after, the pairs still playing are cancelled and not counted, and the pairings stand as they are (default: none)")
    Double budgetMinutes;
    @Option(names = "--seed", defaultValue = "1", paramLabel = "S", description = "seed of the first game; game i uses S + i on both sides (default 1)")
    long seed;
    @Option(names = "--csv", paramLabel = "FILE", description = "also write every game as CSV into FILE")
    Path csv;
    @Option(names = "--json", paramLabel = "FILE", description = "also write the standings, pairings and games as JSON into FILE")
    Path json;
    @Option(names = "--chart", paramLabel = "FILE", description = "write the standings as an SVG chart into FILE (default: next to "
            + "--json or --csv, the same name ending .svg)")
    Path chart;
    @picocli.CommandLine.Mixin
    RuleOptionFlags options = new RuleOptionFlags(); // 003 · Introduction: the optional rules of every game

    @Override
    public Integer call() throws IOException {
        Inputs.within("--games", games, 1, MAX_GAMES);
        Inputs.within("--jobs", jobs, 1, 64);
        toi.ai.Sprt test;
        try {
            test = sprt == null ? null : toi.ai.Sprt.parse(sprt);
        } catch (IllegalArgumentException e) {
            throw new Errors.UserError(e.getMessage());
        }
        Inputs.within("--seed", seed, 0, Long.MAX_VALUE - games);
        List<String> names = new ArrayList<>();
        for (String p : players) {
            String name = p.trim();
            if (name.isEmpty()) {
                throw new Errors.UserError("--players: an empty player name (e.g. --players random,heuristic)");
            }
            if (names.contains(name)) {
                throw new Errors.UserError("--players: '" + name + "' is named twice");
            }
            Players.create(name, 0); // an unknown player: one clear line, before any game
            names.add(name);
        }
        List<Tournament.Scenario> list = new ArrayList<>();
        for (Path given : scenarios) { // of either game: the scenario picks the ruleset; an unknown scenario or option is refused before any game
            Presenter presenter = Presenters.forScenario(given);
            Presenter.Table table = presenter.open(given, options);
            String id = Files.exists(given) ? given.getFileName().toString().replaceFirst("\\.json$", "") : given.toString();
            list.add(new Tournament.Scenario(id, String.join(", ", presenter.optionIds(table.start().apply(seed))), table.start()));
        }
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        int total = list.size() * Math.max(2, names.size() * (names.size() - 1)) * games; // one player alone plays itself both ways round
        int[] done = {0};
        long started = System.nanoTime();
        if (budgetMinutes != null && !(budgetMinutes > 0 && budgetMinutes <= 7 * 24 * 60)) {
            throw new Errors.UserError("--budget-minutes must be more than 0 and at most a week (" + 7 * 24 * 60 + "), not " + budgetMinutes);
        }
        long deadline = budgetMinutes == null ? Long.MAX_VALUE : started + (long) (budgetMinutes * 60e9);
        Tournament.Result r = Tournament.run(list, names, games, seed, jobs, test, playBudgets, deadline, g -> {
            done[0]++;
            if (g.failure() != null) {
                err.println("error: " + g.scenario() + " seed " + g.seed() + " " + g.playerBySide() + " failed: " + g.failure());
            }
            err.println(progress(done[0], total, (System.nanoTime() - started) / 1e9));
        });
        double seconds = (System.nanoTime() - started) / 1e9;
        print(out, r, list, seconds);
        int cap = games * list.size();
        if (deadline != Long.MAX_VALUE && r.matchups().stream().anyMatch(m -> m.pairs().size() < cap
                && (m.sprt() == null || m.sprt().decision() == null))) {
            out.println("out of time after " + budgetMinutes + " minutes: a pairing still undecided then stands as it was (its "
                    + "pairs still playing were cancelled and not counted)");
        }
        if (csv != null) {
            Files.writeString(csv, csv(r));
            out.println("games written to " + csv);
        }
        if (json != null) {
            Map<String, Object> o = new LinkedHashMap<>();
            o.put("scenarios", list.stream().map(Tournament.Scenario::id).toList());
            o.put("players", names);
            o.put("gamesPerSide", games);
            o.put("seed", seed);
            o.put("playBudgets", playBudgets);
            Map<String, Object> on = new LinkedHashMap<>();
            list.forEach(sc -> on.put(sc.id(), sc.options()));
            o.put("options", on);
            o.put("standings", r.standings());
            o.put("pairings", r.pairings());
            o.put("matchups", r.matchups().stream().map(TournamentCommand::matchupRow).toList());
            List<Map<String, Object>> gs = new ArrayList<>();
            for (Tournament.Game g : r.games()) {
                gs.add(gameRow(g));
            }
            o.put("games", gs);
            Files.writeString(json, Json.write(o));
            out.println("results written to " + json);
        }
        Path chartFile = chart != null ? chart : json != null ? svgNextTo(json) : csv != null ? svgNextTo(csv) : null;
        if (chartFile != null) {
            Files.writeString(chartFile, TournamentChart.svg(r, "Tournament: " + String.join(" vs ", names),
                    String.join(", ", list.stream().map(Tournament.Scenario::id).toList()) + "; " + games + " games per pairing and side, seeds "
                            + seed + "–" + (seed + games - 1)));
            out.println("chart written to " + chartFile);
        }
        return r.games().stream().anyMatch(g -> g.failure() != null) ? 1 : 0;
    }

    private static Path svgNextTo(Path file) {
        String name = file.getFileName().toString().replaceFirst("\\.[^.]*$", "");
        return file.resolveSibling(name + ".svg");
    }

    /** A progress bar line: {@code [######....] 12/40 games, 31 s, about 72 s to go}. */
    public static String progress(int done, int total, double seconds) {
        int width = 20;
        int filled = (int) Math.round(width * (double) done / total);
        double left = done == 0 ? 0 : seconds / done * (total - done);
        return String.format(Locale.ROOT, "  [%s%s] %d/%d games, %.0f s%s", "#".repeat(filled), ".".repeat(width - filled), done, total,
                seconds, done < total ? String.format(Locale.ROOT, ", about %.0f s to go", left) : "");
    }

    private void print(PrintWriter out, Tournament.Result r, List<Tournament.Scenario> list, double seconds) {
        out.printf(Locale.ROOT, "%d games (%s; %s; %d per pairing and side; seeds %d–%d) in %.1f s%n", r.games().size(),
                String.join(", ", list.stream().map(Tournament.Scenario::id).toList()), String.join(" vs ", players), games, seed,
                seed + games - 1, seconds);
        if (playBudgets) {
            out.println("  the levels with their budgets in play (--play-budgets): hard and expert stop at their time a decision too");
        }
        for (Tournament.Scenario sc : list) {
            if (!sc.options().isEmpty()) {
                out.println("  " + sc.id() + ": optional rules on: " + sc.options());
            }
        }
        out.printf("%-14s %6s %6s %7s %17s %6s %9s %9s %9s%n", "player", "games", "wins", "win %", "95% CI (Wilson)", "Elo",
                "mean ms", "p50 ms", "p95 ms");
        for (Tournament.Standing s : r.standings()) {
            out.printf(Locale.ROOT, "%-14s %6d %6s %6.1f%% %8.1f–%5.1f%% %6.0f %9.2f %9.2f %9.2f%s%n", s.player(), s.games(), fmt(s.wins()),
                    100 * s.winRate(), 100 * s.low(), 100 * s.high(), s.elo(), s.meanMs(), s.p50Ms(), s.p95Ms(),
                    s.refused() > 0 ? "  (" + s.refused() + " choices refused)" : "");
        }
        out.println();
        matchups(out, r.matchups());
        out.println();
        out.printf("%-20s %-28s %-28s %6s%n", "scenario", "first side", "second side", "failed");
        for (Tournament.Pairing p : r.pairings()) {
            out.printf("%-20s %-28s %-28s %6d%n", p.scenario(), p.side1() + " " + p.player1() + " won " + p.wins1() + "/" + p.games(),
                    p.side2() + " " + p.player2() + " won " + p.wins2() + "/" + p.games(), p.failed());
        }
    }

    private static String fmt(double wins) {
        return wins == Math.rint(wins) ? String.valueOf((long) wins) : String.format(Locale.ROOT, "%.1f", wins);
    }

    private static Map<String, Object> gameRow(Tournament.Game g) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("scenario", g.scenario());
        o.put("seed", g.seed());
        o.put("players", g.playerBySide());
        o.put("winner", g.winner());
        o.put("winningPlayer", g.winningPlayer());
        o.put("rounds", g.rounds());
        o.put("failure", g.failure());
        o.put("score", g.score());
        o.put("margin", round3(g.margin()));
        return o;
    }

    private static double round3(double x) {
        return Math.round(x * 1000) / 1000.0;
    }

    /** Each matchup's line: pairs, pentanomial counts, score, Elo difference with its 95 % interval, margin, SPRT. */
    public static void matchups(PrintWriter out, List<Tournament.Matchup> ms) {
        out.printf("%-32s %6s %-22s %7s %-24s %7s  %s%n", "pairs (same seed, sides swapped)", "pairs", "0/¼/½/¾/1", "score", "Elo (95% CI)",
                "margin", "SPRT");
        for (Tournament.Matchup m : ms) {
            int[] p = m.stats().pentanomial();
            out.printf(Locale.ROOT, "%-32s %6d %-22s %6.1f%% %-24s %+7.2f  %s%n", m.a() + " vs " + m.b(), m.stats().pairs(),
                    p[0] + "/" + p[1] + "/" + p[2] + "/" + p[3] + "/" + p[4], 100 * m.stats().score(),
                    signed(m.elo()) + " (" + signed(m.eloLow()) + ", " + signed(m.eloHigh()) + ")", m.marginA(),
                    (m.sprt() == null ? "" : m.sprt().toString()) + (m.failedPairs() > 0 ? "  (" + m.failedPairs() + " pairs failed)" : ""));
        }
    }

    /** An Elo figure with its sign, rounded (never "-0"). */
    public static String signed(double elo) {
        long r = Math.round(elo);
        return r == 0 ? "0" : String.format(Locale.ROOT, "%+d", r);
    }

    /** A matchup for JSON: the figures, not its games (those are under "games"). */
    public static Map<String, Object> matchupRow(Tournament.Matchup m) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("a", m.a());
        o.put("b", m.b());
        o.put("pairs", m.stats().pairs());
        o.put("failedPairs", m.failedPairs());
        o.put("pentanomial", m.stats().pentanomial());
        o.put("score", round3(m.stats().score()));
        o.put("elo", Math.round(m.elo()));
        o.put("eloLow", Math.round(m.eloLow()));
        o.put("eloHigh", Math.round(m.eloHigh()));
        o.put("marginA", round3(m.marginA()));
        o.put("sprt", m.sprt());
        return o;
    }

    static String csv(Tournament.Result r) {
        StringBuilder sb = new StringBuilder("scenario,seed,side1,player1,side2,player2,winner,winning_player,rounds,margin,failure\n");
        for (Tournament.Game g : r.games()) {
            List<String> cells = new ArrayList<>(List.of(g.scenario(), String.valueOf(g.seed())));
            g.playerBySide().forEach((side, p) -> {
                cells.add(side);
                cells.add(p);
            });
            while (cells.size() < 6) {
                cells.add("");
            }
            cells.add(g.winner() == null ? "" : g.winner());
            cells.add(g.winningPlayer() == null ? "" : g.winningPlayer());
            cells.add(String.valueOf(g.rounds()));
            cells.add(String.valueOf(round3(g.margin())));
            cells.add(g.failure() == null ? "" : g.failure());
            sb.append(String.join(",", cells.stream().map(TournamentCommand::cell).toList())).append('\n');
        }
        return sb.toString();
    }

    private static String cell(String s) {
        return s.contains(",") || s.contains("\"") || s.contains("\n") ? "\"" + s.replace("\"", "\"\"") + "\"" : s;
    }
}
