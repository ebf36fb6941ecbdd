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
final class Json {
    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private Json() {
    }

    static String write(Object value) {
        try {
            return MAPPER.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    static Map<String, Object> object() {
        return new LinkedHashMap<>();
    }

    static List<String> hexes(List<Hex> hexes) {
        List<String> out = new ArrayList<>(hexes.size());
        for (Hex h : hexes) {
            out.add(h.toString());
        }
        return out;
    }

    static String hex(Hex h) {
        return h == null ? null : h.toString();
    }
}
