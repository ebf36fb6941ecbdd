package toi.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * What a player types, for every game: the terminal, or {@code --script FILE} — command lines (one a line, blank lines
 * and {@code #} comments skipped) or a JSON transcript, an array of the same lines as strings ({@code ["1", "step F16"]}).
 */
final class Script {
    private Script() {
    }

    /** The script's lines, or the terminal's when {@code file} is null. */
    static BufferedReader open(Path file) throws IOException {
        if (file == null) {
            return new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        }
        if (!Files.isRegularFile(file)) {
            throw new Errors.UserError(file + ": no such script file");
        }
        String content = Files.readString(file, StandardCharsets.UTF_8);
        if (!content.strip().startsWith("[")) {
            return new BufferedReader(new StringReader(content));
        }
        JsonNode entries;
        try {
            entries = new ObjectMapper().readTree(content);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new Errors.UserError(file + ": a JSON transcript is an array of command lines (strings): " + e.getOriginalMessage());
        }
        StringBuilder lines = new StringBuilder();
        for (int i = 0; i < entries.size(); i++) {
            if (!entries.get(i).isTextual() || entries.get(i).asText().contains("\n")) {
                throw new Errors.UserError(file + ": [" + i + "] is not a command line: a JSON transcript is an array of"
                        + " strings, one command each, e.g. [\"1\", \"step F16\"]");
            }
            lines.append(entries.get(i).asText()).append('\n');
        }
        return new BufferedReader(new StringReader(lines.toString()));
    }

    /** The next command line: blank lines and {@code #} comments skipped; null at the end. */
    static String nextLine(BufferedReader in) throws IOException {
        String line;
        while ((line = in.readLine()) != null) {
            String t = line.strip();
            if (!t.isEmpty() && !t.startsWith("#")) {
                return t;
            }
        }
        return null;
    }
}
