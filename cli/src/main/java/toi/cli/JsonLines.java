package toi.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * {@code ./toi play --json}: JSON Lines for scripts, one object a line with its {@code type}. What the commands write
 * as text for people in between ({@link #text()}) goes out as a {@code message} record before the next record.
 */
final class JsonLines {
    private final PrintWriter lines;
    private final StringWriter buffer = new StringWriter();
    private final PrintWriter text = new PrintWriter(buffer, true);

    JsonLines(PrintWriter lines) {
        this.lines = lines;
    }

    /** Where the human text goes: collected, sent on as message records. */
    PrintWriter text() {
        return text;
    }

    static Map<String, Object> record(String type) {
        Map<String, Object> r = new LinkedHashMap<>();
        r.put("type", type);
        return r;
    }

    /** Writes the record as one line, after any text written since (as a message record). */
    void emit(Map<String, Object> record) {
        flush();
        lines.println(Json.line(record));
        lines.flush();
    }

    /** Drops the text written since the last record (it is said by the next record instead). */
    void discardText() {
        text.flush();
        buffer.getBuffer().setLength(0);
    }

    /** The text written since the last record, as a message record. */
    void flush() {
        text.flush();
        String t = buffer.toString().strip();
        buffer.getBuffer().setLength(0);
        if (!t.isEmpty()) {
            Map<String, Object> m = record("message");
            m.put("text", t);
            lines.println(Json.line(m));
            lines.flush();
        }
    }
}
