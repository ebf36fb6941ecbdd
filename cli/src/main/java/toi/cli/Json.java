package toi.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.util.LinkedHashMap;
import java.util.Map;

/** Machine-readable answers for {@code --json}. */
public final class Json {
    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    /** One line a value, the games' values as they register them (hexes as their labels, "C4"): {@code ./toi play --json}. */
    private static final ObjectMapper LINES = new ObjectMapper().registerModule(Presenters.values());

    private Json() {
    }

    public static String write(Object value) {
        try {
            return MAPPER.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The value as one line of JSON (no line breaks inside): a JSON Lines record. */
    public static String line(Object value) {
        try {
            return LINES.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    public static Map<String, Object> object() {
        return new LinkedHashMap<>();
    }
}
