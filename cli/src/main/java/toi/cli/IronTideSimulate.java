package toi.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import toi.irontide.data.Scenario;
import toi.irontide.data.Side;
import toi.irontide.flow.Decision;
import toi.irontide.game.Game;
import toi.irontide.game.Player;
import toi.irontide.game.SideView;

/**
 * {@code ./toi simulate --scenario iron-tide-demo}: whole Iron Tide games headless, a computer player (random or heuristic) on each side
 * (issue 14), summarised by result (victory level), turns and choices; each game saved as {@code ./toi play --resume}
 * reads it. The DEMO label heads the summary when the data is the demonstration set.
 */
final class IronTideSimulate {
    private static final ObjectMapper JSON = new ObjectMapper();

    private IronTideSimulate() {
    }

    static int run(String name, String germanKind, String alliedKind, int games, long seed, int maxChoices, Path save, PrintWriter out,
                   PrintWriter err) throws IOException {
        Scenario scenario = IronTidePlay.load(name);
        IronTidePlay.player(germanKind, 0);
        IronTidePlay.player(alliedKind, 0);
        if (save != null) {
            Files.createDirectories(save);
        }
        Map<String, Integer> results = new TreeMap<>();
        List<String> failed = new ArrayList<>();
        long choices = 0;
        long started = System.nanoTime();
        for (int i = 0; i < games; i++) {
            long gameSeed = seed + i;
            Game g = Game.start(scenario, gameSeed);
            Player german = IronTidePlay.player(germanKind, gameSeed * 31 + 1);
            Player allied = IronTidePlay.player(alliedKind, gameSeed * 31 + 2);
            String failure = null;
            try {
                while (!g.over() && g.choices().size() < maxChoices) {
                    Decision d = g.pending();
                    Player p = d.seat() == Side.GERMAN ? german : allied;
                    g.apply(d.seat(), d.options().size() == 1 ? d.options().get(0) : p.choose(d, SideView.of(g.state(), d.seat())));
                }
                if (!g.over()) {
                    failure = "still going after " + maxChoices + " choices";
                }
            } catch (RuntimeException e) {
                failure = e.getMessage();
            }
            choices += g.choices().size();
            if (failure != null) {
                failed.add("seed " + gameSeed);
                err.println("error: game with seed " + gameSeed + " failed after " + g.choices().size() + " choices: " + failure);
                continue;
            }
            results.merge(g.state().result.split(" — ")[0], 1, Integer::sum); // the victory level (§20)
            if (save != null) {
                save(save.resolve("game-" + gameSeed + ".json"), scenario, name, gameSeed, g.choices());
            }
        }
        double seconds = (System.nanoTime() - started) / 1e9;
        out.printf("%d games of %s (German %s, Allied %s; seeds %d–%d)%n", games, scenario.banner(), germanKind, alliedKind, seed, seed + games - 1);
        results.forEach((r, n) -> out.printf("  %s: %d (%.1f%%)%n", r, n, 100.0 * n / games));
        out.printf("  %d choices in all, %.0f per game; %.0f choices per second%n", choices, (double) choices / games,
                choices / Math.max(seconds, 1e-9));
        if (save != null) {
            out.println("  games saved in " + save + " (./toi play --resume FILE)");
        }
        if (!failed.isEmpty()) {
            out.println("  " + failed.size() + " game" + (failed.size() == 1 ? "" : "s") + " failed: " + String.join(", ", failed));
            return 1;
        }
        return 0;
    }

    /** As {@code play}'s save: the game, its DEMO label, the scenario, the seed and the choices (both seats hot-seat). */
    private static void save(Path file, Scenario scenario, String name, long seed, List<String> choices) throws IOException {
        ObjectNode n = JSON.createObjectNode();
        n.put("game", IronTidePlay.GAME);
        if (scenario.demo()) {
            n.put("label", Scenario.DEMO_LABEL);
        }
        n.put("scenario", name);
        n.put("seed", seed);
        n.put("seat", "german");
        n.put("opponent", "none");
        var list = n.putArray("choices");
        choices.forEach(list::add);
        var mine = n.putArray("mine"); // no choice of a human to take back: the random players made them all
        choices.forEach(c -> mine.add(false));
        Files.writeString(file, JSON.writerWithDefaultPrettyPrinter().writeValueAsString(n));
    }
}
