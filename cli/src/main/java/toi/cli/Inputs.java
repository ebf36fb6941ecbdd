package toi.cli;

import java.nio.file.Files;
import java.nio.file.Path;

/** The arguments every command reads alike: a FILE|ID, a scenario id, a number within bounds. */
public final class Inputs {
    private Inputs() {
    }

    /** The scenarios folder: next to the launcher ({@code TOI_HOME}), else in the working directory (or its parent). */
    public static Path scenarios() {
        String home = System.getenv("TOI_HOME");
        if (home != null) {
            return Path.of(home, "scenarios");
        }
        return Files.isDirectory(Path.of("scenarios")) || !Files.isDirectory(Path.of("../scenarios")) ? Path.of("scenarios")
                : Path.of("../scenarios");
    }

    /**
     * The one reading of a FILE|ID argument, shared by every command: an existing file as given, else the scenario
     * {@code scenarios/ID.json} ({@link #scenarios()}), else the argument unchanged (for the caller's
     * "no such file" error).
     */
    public static Path resolve(Path given) {
        if (Files.exists(given) || !looksLikeId(given)) {
            return given;
        }
        Path byId = scenarios().resolve(given + ".json");
        return Files.isRegularFile(byId) ? byId : given;
    }

    /** The scenario id the argument names (a file {@code scenarios/ID.json}, not a file of its own), else null. */
    public static String scenarioId(Path given) {
        return !Files.exists(given) && looksLikeId(given) && Files.isRegularFile(resolve(given)) ? given.toString() : null;
    }

    /** Whether the argument reads as an id (a word, not a file name). */
    public static boolean looksLikeId(Path given) {
        return given.toString().matches("[A-Za-z0-9][A-Za-z0-9._-]*") && !given.toString().endsWith(".json");
    }

    /** A whole-number option within sane bounds, else one clear error naming the option. */
    public static long within(String option, long value, long min, long max) {
        if (value < min || value > max) {
            throw new Errors.UserError(option + " must be from " + min + " to " + max + ", not " + value);
        }
        return value;
    }

    /** A scenario (game setup) file names its sides; maps and positions do not. */
    public static boolean isScenario(Path file) {
        try {
            return new com.fasterxml.jackson.databind.ObjectMapper().readTree(file.toFile()).has("sides");
        } catch (java.io.IOException e) {
            return false; // the loaders report unreadable files
        }
    }
}
