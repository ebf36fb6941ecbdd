package toi.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;
import toi.content.Catalogs;
import toi.content.ScenarioLoader;
import toi.engine.game.Choice;
import toi.engine.game.Game;
import toi.engine.game.GameSetup;

@Command(name = "replay", description = "Replay a saved game (scenario + seed + choices), printing what happened.")
final class ReplayCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;
    @Parameters(index = "0", paramLabel = "FILE", description = "a saved game (from ./toi simulate --save)")
    Path file;
    @Option(names = "--verify", description = "only check that the replay ends in the saved final hash")
    boolean verify;

    @Override
    public Integer call() throws IOException {
        if (!Files.isRegularFile(file)) {
            throw new Errors.UserError(file + ": no such file");
        }
        JsonNode saved;
        try {
            saved = new ObjectMapper().readTree(file.toFile());
        } catch (IOException e) {
            throw new Errors.UserError(file + ": not a saved game (" + e.getMessage().split("\n")[0] + ")");
        }
        for (String field : List.of("scenario", "seed", "choices")) {
            if (saved == null || !saved.has(field)) {
                throw new Errors.UserError(file + ": " + field + ": missing (required)");
            }
        }
        GameSetup setup = ScenarioLoader.load(Path.of(saved.get("scenario").asText()), Catalogs.load());
        Game game = new Game(setup, saved.get("seed").asLong());
        PrintWriter out = spec.commandLine().getOut();
        int n = 0;
        for (JsonNode c : saved.get("choices")) {
            n++;
            String text = c.asText();
            List<String> events;
            try {
                events = game.apply(Choice.parse(text));
            } catch (IllegalArgumentException e) { // IllegalChoice, or a choice that cannot be read
                throw new Errors.UserError(file + ": choices[" + (n - 1) + "] '" + text + "' is refused: " + e.getMessage());
            }
            if (!verify) {
                out.println(n + ". " + text);
                events.forEach(e -> out.println("     " + e));
            }
        }
        String hash = Long.toHexString(game.state().hash());
        if (verify) {
            String expected = saved.has("finalHash") ? saved.get("finalHash").asText() : null;
            if (expected == null) {
                throw new Errors.UserError(file + ": finalHash: missing, nothing to verify against");
            }
            int version = saved.has("hashVersion") ? saved.get("hashVersion").asInt() : 1; // saves without it predate versions
            if (version != toi.engine.game.GameState.HASH_VERSION) {
                throw new Errors.UserError(file + ": finalHash was computed by state-hash version " + version + ", this toi computes"
                        + " version " + toi.engine.game.GameState.HASH_VERSION + ", so it cannot be checked; the " + n
                        + " choices replay without a refusal and end in " + hash + " (save the game again to verify it)");
            }
            if (!expected.equals(hash)) {
                out.println("MISMATCH " + file + ": replay ends in " + hash + ", saved " + expected);
                return 1;
            }
            out.println("ok " + file + ": " + n + " choices replay to " + hash
                    + (game.over() ? "; " + game.state().winner() + " wins" : ""));
            return 0;
        }
        out.println(game.over() ? "game over: " + game.state().winner() + " wins (" + game.state().endReason() + ")"
                : "the game goes on: " + game.pending().prompt());
        return 0;
    }
}
