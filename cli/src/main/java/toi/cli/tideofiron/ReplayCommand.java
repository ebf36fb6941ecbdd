package toi.cli.tideofiron;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;
import toi.cli.Errors;
import toi.cli.Inputs;
import toi.cli.RuleOptionFlags;
import toi.content.Catalogs;
import toi.content.ScenarioLoader;
import toi.engine.event.Event;
import toi.engine.game.protocol.Choice;
import toi.engine.game.Game;
import toi.engine.game.state.GameState;
import toi.engine.scenario.GameSetup;

/**
 * {@code ./toi replay}: a saved game is its scenario, seed and choices; the winner, rounds and final hash it stores are
 * checked against the replay. The hash is a replay check (did this engine play these choices to the same state?), not a
 * signature: anyone can recompute it, so it proves nothing about who wrote the file (docs/content-format.md).
 */
@Command(name = "replay", mixinStandardHelpOptions = true, description = "Replay a saved game (scenario + seed + choices), printing what happened.")
final class ReplayCommand implements Callable<Integer> {
    private static final Set<String> FIELDS = Set.of("scenario", "seed", "choices", "winner", "rounds", "finalHash", "hashVersion", "seat", "opponent",
            "options", "teams", "salt", "commitment");

    @Spec
    CommandSpec spec;
    @Parameters(index = "0", paramLabel = "FILE", description = "a saved game (from ./toi simulate --save)")
    Path file;
    @Option(names = "--verify", description = "replay silently and check the saved winner, rounds and final hash, and a revealed"
            + " seed against its commitment (a game from ./toi serve: GET /api/games/ID/record)")
    boolean verify;
    @Option(names = "--upgrade", description = "a game saved with an older state hash: replay it, check its winner and rounds,"
            + " and write its final hash again as this toi computes it")
    boolean upgrade;

    /**
     * A saved game, every field checked; {@code seat} and {@code opponent} are kept by ./toi play (null otherwise);
     * {@code options}: the optional rules the game was played with, all of them (null: the scenario's own).
     */
    /** Whether an unarmed squad has salvaged an empty base in this game (002 · Unarmed Unit: Scavenge). */
    private static boolean scavenged(toi.engine.game.Game game) {
        return game.state().units().values().stream().anyMatch(u -> u.hasSpecialization("unarmed"))
                || game.state().setup().position().units().stream().anyMatch(u -> u.hasSpecialization("unarmed"));
    }

    /**
     * {@code teams}: a three- or four-player game; {@code salt} and {@code commitment}: a served game's seed commitment
     * (SHA-256 of "SEED:SALT", toi.protocol.SeedCommitment), shown to its seats at the start (null: none).
     */
    record SavedGame(String scenario, long seed, List<String> choices, String winner, Integer rounds, String finalHash,
                     int hashVersion, String seat, String opponent, List<String> options, boolean teams, String salt,
                     String commitment) {

        /** The scenario's setup with the options this game was played with. */
        GameSetup setup(GameSetup scenario, Path file) {
            GameSetup s = teams && !scenario.teams() ? scenario.withTeams() : scenario;
            return options == null ? s : s.withOptions(Positions.select(options, file + ": options"));
        }
    }

    /** What a save records of the game's options: every option on (none: the field is left out, as before options). */
    static void putOptions(java.util.Map<String, Object> saved, GameSetup setup) {
        if (!setup.options().isEmpty()) {
            saved.put("options", setup.options().ids());
        }
    }

    /** Reads a saved game field by field; every problem is one error naming the file, the field and what is wrong. */
    static SavedGame read(Path file) {
        if (!Files.isRegularFile(file)) {
            throw new Errors.UserError(file + ": no such file");
        }
        JsonNode saved;
        try {
            saved = new ObjectMapper().readTree(file.toFile());
        } catch (IOException e) {
            throw new Errors.UserError(file + ": not a saved game (" + e.getMessage().split("\n")[0] + ")");
        }
        if (saved == null || !saved.isObject()) {
            throw new Errors.UserError(file + ": not a saved game (expected a JSON object with scenario, seed and choices)");
        }
        for (Iterator<String> names = saved.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!FIELDS.contains(name)) {
                throw new Errors.UserError(file + ": " + name + ": unknown field (known: scenario, seed, choices, winner, rounds, finalHash, hashVersion, seat, opponent, options, teams, salt, commitment)");
            }
        }
        JsonNode scenario = required(file, saved, "scenario");
        if (!scenario.isTextual() || scenario.asText().isBlank()) {
            throw new Errors.UserError(file + ": scenario: must be a scenario id or file path (a string), not " + scenario);
        }
        JsonNode seed = required(file, saved, "seed");
        if (!seed.isIntegralNumber() || !seed.canConvertToLong()) {
            throw new Errors.UserError(file + ": seed: must be a whole number, not " + seed);
        }
        JsonNode choices = required(file, saved, "choices");
        if (!choices.isArray()) {
            throw new Errors.UserError(file + ": choices: must be a list of choice texts, not " + choices);
        }
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < choices.size(); i++) {
            if (!choices.get(i).isTextual()) {
                throw new Errors.UserError(file + ": choices[" + i + "]: must be a choice text (a string), not " + choices.get(i));
            }
            texts.add(choices.get(i).asText());
        }
        String winner = null;
        if (saved.has("winner") && !saved.get("winner").isNull()) {
            if (!saved.get("winner").isTextual()) {
                throw new Errors.UserError(file + ": winner: must be a side (a string) or null, not " + saved.get("winner"));
            }
            winner = saved.get("winner").asText();
        }
        Integer rounds = null;
        if (saved.has("rounds")) {
            JsonNode r = saved.get("rounds");
            if (!r.isIntegralNumber() || !r.canConvertToInt() || r.asInt() < 1) {
                throw new Errors.UserError(file + ": rounds: must be a whole number of at least 1, not " + r);
            }
            rounds = r.asInt();
        }
        String hash = null;
        if (saved.has("finalHash")) {
            JsonNode h = saved.get("finalHash");
            if (!h.isTextual() || !h.asText().matches("[0-9a-f]{1,16}")) {
                throw new Errors.UserError(file + ": finalHash: must be up to 16 lowercase hex digits (a string), not " + h);
            }
            hash = h.asText();
        }
        String seat = optionalText(file, saved, "seat", "the side played (a string)");
        String opponent = optionalText(file, saved, "opponent", "a computer player (random, heuristic, montecarlo[:N]) or none");
        if (opponent != null && !opponent.equals("none")) {
            try {
                toi.ai.Players.create(opponent, 0);
            } catch (IllegalArgumentException e) {
                throw new Errors.UserError(file + ": opponent: must be random, heuristic, montecarlo[:N] or none, not '" + opponent + "'");
            }
        }
        int hashVersion = 1; // saves without it predate versions: the hash of the state's text
        if (saved.has("hashVersion")) {
            JsonNode v = saved.get("hashVersion");
            if (!v.isIntegralNumber() || !v.canConvertToInt() || v.asInt() < 1) {
                throw new Errors.UserError(file + ": hashVersion: must be a whole number of at least 1, not " + v);
            }
            hashVersion = v.asInt();
        }
        List<String> options = null;
        if (saved.has("options")) {
            JsonNode o = saved.get("options");
            if (!o.isArray()) {
                throw new Errors.UserError(file + ": options: must be a list of option ids (./toi options), not " + o);
            }
            options = new ArrayList<>();
            for (int i = 0; i < o.size(); i++) {
                if (!o.get(i).isTextual()) {
                    throw new Errors.UserError(file + ": options[" + i + "]: must be an option id (a string), not " + o.get(i));
                }
                options.add(o.get(i).asText());
            }
            Positions.select(options, file + ": options"); // an unknown one: refused here, with the known ones
        }
        boolean teams = false;
        if (saved.has("teams")) {
            if (!saved.get("teams").isBoolean()) {
                throw new Errors.UserError(file + ": teams: must be true or false, not " + saved.get("teams"));
            }
            teams = saved.get("teams").asBoolean();
        }
        String salt = optionalText(file, saved, "salt", "the salt of the seed's commitment (a string)");
        String commitment = optionalText(file, saved, "commitment", "the seed's commitment: 64 hex digits (a string)");
        if (commitment != null && !commitment.matches("[0-9a-fA-F]{64}")) {
            throw new Errors.UserError(file + ": commitment: must be a SHA-256 in 64 hex digits, not '" + commitment + "'");
        }
        if ((salt == null) != (commitment == null)) {
            throw new Errors.UserError(file + ": " + (salt == null ? "salt" : "commitment") + ": missing: a seed's commitment is"
                    + " checked with both the salt and the commitment");
        }
        return new SavedGame(scenario.asText(), seed.asLong(), texts, winner, rounds, hash, hashVersion, seat, opponent, options,
                teams, salt, commitment);
    }

    private static String optionalText(Path file, JsonNode saved, String field, String what) {
        if (!saved.has(field) || saved.get(field).isNull()) {
            return null;
        }
        if (!saved.get(field).isTextual()) {
            throw new Errors.UserError(file + ": " + field + ": must be " + what + ", not " + saved.get(field));
        }
        return saved.get(field).asText();
    }

    private static JsonNode required(Path file, JsonNode saved, String field) {
        if (!saved.has(field) || saved.get(field).isNull()) {
            throw new Errors.UserError(file + ": " + field + ": missing (required)");
        }
        return saved.get(field);
    }

    @Override
    public Integer call() {
        SavedGame saved = read(file);
        if (verify && saved.finalHash() == null) {
            throw new Errors.UserError(file + ": finalHash: missing, nothing to verify against");
        }
        Path scenario = Inputs.resolve(Path.of(saved.scenario()));
        if (!Files.isRegularFile(scenario)) {
            throw new Errors.UserError(file + ": scenario: no scenario file or id '" + saved.scenario() + "' (ids: ./toi scenarios)");
        }
        GameSetup setup = saved.setup(ScenarioLoader.load(scenario, Catalogs.load()), file);
        if (saved.winner() != null && !setup.nations().contains(saved.winner())) {
            throw new Errors.UserError(file + ": winner: '" + saved.winner() + "' is not one of the sides " + setup.nations());
        }
        Game game = new Game(setup, saved.seed());
        PrintWriter out = spec.commandLine().getOut();
        int n = 0;
        for (String text : saved.choices()) {
            String next = n + 1 < saved.choices().size() ? saved.choices().get(n + 1) : null;
            n++;
            if (game.over()) {
                throw new Errors.UserError(file + ": choices[" + (n - 1) + "] '" + text + "': the game is already over");
            }
            List<Event> events;
            try {
                events = game.replay(Choice.parse(text), next); // docs/rulings.md R-FLOW-1: older saves name forced answers
            } catch (IllegalArgumentException e) { // IllegalChoice, or a choice that cannot be read
                throw new Errors.UserError(file + ": choices[" + (n - 1) + "] '" + text + "' is refused: " + e.getMessage());
            }
            if (!verify) {
                out.println(n + ". " + text);
                events.forEach(e -> out.println("     " + e.text()));
            }
        }
        String hash = Long.toHexString(game.state().hash());
        String winner = game.over() ? game.state().winner() : null;
        List<String> mismatches = new ArrayList<>();
        if (upgrade) {
            return upgrade(saved, game, hash, winner);
        }
        if (verify && saved.finalHash() != null && saved.hashVersion() != GameState.HASH_VERSION) {
            throw new Errors.UserError(file + ": finalHash was computed by state-hash version " + saved.hashVersion() + ", this toi"
                    + " computes version " + GameState.HASH_VERSION + ", so it cannot be checked; the " + saved.choices().size()
                    + " choices replay without a refusal and end in " + hash + " (save the game again, or ./toi replay FILE --upgrade, to verify it)");
        }
        if (saved.finalHash() != null && saved.hashVersion() == GameState.HASH_VERSION && !saved.finalHash().equals(hash)) {
            mismatches.add("finalHash: replay ends in " + hash + ", saved " + saved.finalHash()
                    + (game.state().board().markerCount("empty-base") > 0 || scavenged(game)
                    ? " (this game has unarmed squads: a game saved before 002 · Unarmed Unit: Scavenge was played here leaves"
                    + " eliminated squads' bases and lets unarmed squads salvage them; if the winner and rounds agree,"
                    + " ./toi replay FILE --upgrade writes the new hash)" : ""));
        }
        if ((saved.winner() != null || verify) && !Objects.equals(saved.winner(), winner)) {
            mismatches.add("winner: replay " + (winner == null ? "has no winner (the game goes on)" : "ends with " + winner + " winning")
                    + ", saved " + saved.winner());
        }
        if (saved.rounds() != null && saved.rounds() != game.state().round()) {
            mismatches.add("rounds: replay plays " + game.state().round() + ", saved " + saved.rounds());
        }
        if (saved.commitment() != null && !toi.protocol.SeedCommitment.matches(saved.commitment(), saved.seed(), saved.salt())) {
            mismatches.add("seed: SHA-256 of \"" + saved.seed() + ":" + saved.salt() + "\" is "
                    + toi.protocol.SeedCommitment.of(saved.seed(), saved.salt()) + ", not the commitment the seats were shown, "
                    + saved.commitment() + ": this is not the seed the game was committed to");
        }
        mismatches.forEach(m -> out.println("MISMATCH " + file + ": " + m));
        if (verify) {
            if (!mismatches.isEmpty()) {
                return 1;
            }
            out.println("ok " + file + ": " + n + " choices replay to " + hash
                    + (saved.commitment() != null ? "; the seed matches its commitment " + saved.commitment().substring(0, 12) + "…" : "")
                    + (game.over() ? "; " + winner + " wins after " + game.state().round() + " round" + (game.state().round() == 1 ? "" : "s") : ""));
            return 0;
        }
        out.println(game.over() ? "game over: " + winner + " wins (" + game.state().endReason() + ")"
                : "the game goes on: " + game.pending().prompt());
        return mismatches.isEmpty() ? 0 : 1;
    }

    /** The converter for old saves: the choices replayed, the winner and rounds checked, the hash written as this version computes it. */
    private int upgrade(SavedGame saved, Game game, String hash, String winner) {
        PrintWriter out = spec.commandLine().getOut();
        if (saved.winner() != null && !saved.winner().equals(winner) || saved.rounds() != null && saved.rounds() != game.state().round()) {
            out.println("MISMATCH " + file + ": the replay does not end as saved (winner " + winner + ", round " + game.state().round()
                    + "); nothing written");
            return 1;
        }
        try {
            com.fasterxml.jackson.databind.node.ObjectNode o = (com.fasterxml.jackson.databind.node.ObjectNode)
                    new com.fasterxml.jackson.databind.ObjectMapper().readTree(file.toFile());
            o.put("finalHash", hash);
            o.put("hashVersion", GameState.HASH_VERSION);
            new com.fasterxml.jackson.databind.ObjectMapper().writerWithDefaultPrettyPrinter().writeValue(file.toFile(), o);
        } catch (java.io.IOException e) {
            throw new Errors.UserError(file + ": cannot write it again: " + e.getMessage());
        }
        out.println("upgraded " + file + ": " + saved.choices().size() + " choices replay to " + hash + " (state-hash version "
                + GameState.HASH_VERSION + ")");
        return 0;
    }
}
