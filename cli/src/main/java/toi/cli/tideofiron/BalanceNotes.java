package toi.cli.tideofiron;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import toi.cli.Errors;

/**
 * Why a scenario is outside issue 25's targets, as data: {@code docs/scenario-balance-notes.md}, one section a scenario
 * ({@code ## scenario-id}, then its note as a paragraph). {@code ./toi balance} prints a scenario's note beside its figures
 * when they are outside the targets, so the report says whether the text fixes the outcome (with the quote) or the
 * computer's play does (docs/ai.md).
 */
record BalanceNotes(Map<String, String> byScenario) {
    static final BalanceNotes NONE = new BalanceNotes(Map.of());

    /** The notes in {@code file}, or none when there is no such file. */
    static BalanceNotes read(Path file) throws IOException {
        return Files.isRegularFile(file) ? parse(file.toString(), Files.readAllLines(file)) : NONE;
    }

    static BalanceNotes parse(String source, List<String> lines) {
        Map<String, String> notes = new LinkedHashMap<>();
        String id = null;
        StringBuilder text = new StringBuilder();
        for (String line : lines) {
            if (line.startsWith("## ")) {
                put(source, notes, id, text);
                id = line.substring(3).trim();
                text.setLength(0);
            } else if (id != null && !line.isBlank()) {
                text.append(text.length() == 0 ? "" : " ").append(line.trim());
            }
        }
        put(source, notes, id, text);
        return new BalanceNotes(Map.copyOf(notes));
    }

    private static void put(String source, Map<String, String> notes, String id, StringBuilder text) {
        if (id == null) {
            return;
        }
        if (text.length() == 0) {
            throw new Errors.UserError(source + ": the note on '" + id + "' is empty (a '## scenario-id' heading, then its note)");
        }
        if (notes.put(id, text.toString()) != null) {
            throw new Errors.UserError(source + ": two notes on '" + id + "'");
        }
    }

    /** The note on a scenario, by its id or by its file's name ({@code scenarios/ID.json}). */
    Optional<String> of(String scenario) {
        String id = Path.of(scenario).getFileName().toString().replaceFirst("\\.json$", "");
        return Optional.ofNullable(byScenario.get(id));
    }
}
