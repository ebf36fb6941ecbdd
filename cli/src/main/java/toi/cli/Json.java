package toi.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import toi.engine.hex.Hex;

/** Machine-readable answers for {@code --json}. */
public final class Json {
    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    /** One line a value, hexes as their labels ("C4"): {@code ./toi play --json}. */
    private static final ObjectMapper LINES = new ObjectMapper().registerModule(new com.fasterxml.jackson.databind.module.SimpleModule()
            .addSerializer(Hex.class, new com.fasterxml.jackson.databind.ser.std.ToStringSerializer(Hex.class))
            .addKeySerializer(Hex.class, new com.fasterxml.jackson.databind.ser.std.ToStringSerializer(Hex.class)));

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

    public static List<String> hexes(List<Hex> hexes) {
        List<String> out = new ArrayList<>(hexes.size());
        for (Hex h : hexes) {
            out.add(h.toString());
        }
        return out;
    }

    public static String hex(Hex h) {
        return h == null ? null : h.toString();
    }
}
