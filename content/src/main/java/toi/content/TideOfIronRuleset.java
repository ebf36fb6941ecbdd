package toi.content;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import toi.engine.game.TideOfIronMatch;
import toi.engine.scenario.GameSetup;
import toi.protocol.OptionSummary;
import toi.protocol.Ruleset;
import toi.protocol.ScenarioSummary;

/**
 * Tide of Iron as the shared protocol's {@link Ruleset} (registered in {@code META-INF/services/toi.protocol.Ruleset}): the
 * scenarios in the {@code scenarios/} folder (each {@code ID.json}, read by {@link ScenarioLoader}), the optional rules of
 * {@code options.json} (003, {@link OptionCatalog}) and {@code teams}, the three- or four-player game (000 · THREE- AND
 * FOUR-PLAYER GAMES). A match is a {@link TideOfIronMatch}.
 */
public final class TideOfIronRuleset implements Ruleset {
    /** The option that makes a team game of a scenario: each side's divisions play as separate seats. */
    public static final String TEAMS = "teams";

    private final Path folder;
    private volatile List<ScenarioSummary> scenarios;

    /** The scenarios where the application finds them: {@code $TOI_HOME/scenarios}, else {@code scenarios} or {@code ../scenarios}. */
    public TideOfIronRuleset() {
        this(defaultFolder());
    }

    public TideOfIronRuleset(Path folder) {
        this.folder = folder;
    }

    /** The scenario folder: the system property {@code toi.scenarios}, {@code $TOI_HOME/scenarios}, else {@code scenarios} or {@code ../scenarios}. */
    public static Path defaultFolder() {
        String property = System.getProperty("toi.scenarios");
        if (property != null && !property.isBlank()) {
            return Path.of(property);
        }
        String home = System.getenv("TOI_HOME");
        if (home != null && !home.isBlank()) {
            return Path.of(home, "scenarios");
        }
        return Files.isDirectory(Path.of("scenarios")) || !Files.isDirectory(Path.of("../scenarios")) ? Path.of("scenarios")
                : Path.of("../scenarios");
    }

    public Path folder() {
        return folder;
    }

    @Override
    public String id() {
        return TideOfIronMatch.RULESET;
    }

    @Override
    public String title() {
        return "Tide of Iron";
    }

    /** Each scenario file's id, title, sides, rounds and objective, read from the file alone (the map is loaded on start). */
    @Override
    public List<ScenarioSummary> scenarios() {
        List<ScenarioSummary> known = scenarios;
        if (known == null) {
            List<ScenarioSummary> out = new ArrayList<>();
            ObjectMapper json = new ObjectMapper();
            for (Path f : files()) {
                try {
                    JsonNode root = json.readTree(f.toFile());
                    List<String> sides = new ArrayList<>();
                    root.path("sides").forEach(s -> sides.add(s.asText()));
                    int rounds = root.path("rounds").asInt();
                    out.add(new ScenarioSummary(id(f), root.path("name").asText(id(f)), sides, rounds + (rounds == 1 ? " round" : " rounds"),
                            root.path("objective").asText("")));
                } catch (IOException e) {
                    throw new ContentException(f.toString(), "", e.getMessage());
                }
            }
            scenarios = known = List.copyOf(out);
        }
        return known;
    }

    private List<Path> files() {
        if (!Files.isDirectory(folder)) {
            return List.of();
        }
        try (Stream<Path> s = Files.list(folder)) {
            return s.filter(p -> p.getFileName().toString().endsWith(".json") && Files.isRegularFile(p)).sorted().toList();
        } catch (IOException e) {
            throw new ContentException(folder.toString(), "", e.getMessage());
        }
    }

    private static String id(Path file) {
        return file.getFileName().toString().replaceFirst("\\.json$", "");
    }

    /** 003's optional rules ({@code ./toi options}), then {@link #TEAMS}. */
    @Override
    public List<OptionSummary> options() {
        List<OptionSummary> out = new ArrayList<>();
        for (OptionCatalog.Entry e : OptionCatalog.load().entries()) {
            out.add(new OptionSummary(e.id(), e.name() + ": " + e.summary(), e.book() + " · " + e.heading()));
        }
        out.add(new OptionSummary(TEAMS, "Three- or four-player game: each side's divisions are played by separate players",
                "000 · THREE- AND FOUR-PLAYER GAMES"));
        return out;
    }

    /**
     * A match of a scenario of the folder, by id; or of a scenario file, by its path (ending {@code .json}): its id is the
     * file's name without {@code .json}.
     */
    @Override
    public TideOfIronMatch start(String scenario, Set<String> options, long seed) {
        if (scenario != null && scenario.endsWith(".json") && Files.isRegularFile(Path.of(scenario))) {
            Path file = Path.of(scenario);
            return start(id(file), ScenarioLoader.load(file, Catalogs.load()), options, seed);
        }
        if (scenario == null || !scenario.matches("[A-Za-z0-9][A-Za-z0-9._-]*") || !Files.isRegularFile(folder.resolve(scenario + ".json"))) {
            throw new IllegalArgumentException("no Tide of Iron scenario '" + scenario + "' (known: "
                    + String.join(", ", scenarios().stream().map(ScenarioSummary::id).toList()) + ")");
        }
        return start(scenario, ScenarioLoader.load(folder.resolve(scenario + ".json"), Catalogs.load()), options, seed);
    }

    /** A match of a setup already loaded (a scenario file given by path): its own options plus {@code options}. */
    public static TideOfIronMatch start(String id, GameSetup setup, Set<String> options, long seed) {
        Set<String> rules = new TreeSet<>(options);
        boolean teams = rules.remove(TEAMS);
        GameSetup s = rules.isEmpty() ? setup : setup.withOptions(setup.options().plus(OptionCatalog.load().select(rules)));
        if (teams && !s.teams()) {
            s = s.withTeams();
        }
        return new TideOfIronMatch(id, s, seed);
    }
}
