package toi.irontide.load;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * A JSON value with the file and field path it came from, so every refusal names both. Objects refuse fields they
 * do not know ({@link #only}): a typo never passes silently.
 */
final class Node {
    final String file;
    final String path;
    final JsonNode json;

    Node(String file, String path, JsonNode json) {
        this.file = file;
        this.path = path;
        this.json = json;
    }

    DataException error(String problem) {
        return new DataException(file, path.isEmpty() ? "(top)" : path, problem);
    }

    private String sub(String name) {
        return path.isEmpty() ? name : path + "/" + name;
    }

    Node only(String... names) {
        if (!json.isObject()) {
            throw error("expected an object");
        }
        Set<String> known = Set.of(names);
        for (Iterator<String> it = json.fieldNames(); it.hasNext(); ) {
            String f = it.next();
            if (!known.contains(f)) {
                throw new DataException(file, sub(f), "unknown field (known: " + String.join(", ", names) + ")");
            }
        }
        return this;
    }

    boolean has(String name) {
        return json.has(name) && !json.get(name).isNull();
    }

    Node get(String name) {
        if (!has(name)) {
            throw new DataException(file, sub(name), "missing");
        }
        return new Node(file, sub(name), json.get(name));
    }

    String text(String name) {
        Node n = get(name);
        if (!n.json.isTextual() || n.json.asText().isBlank()) {
            throw n.error("expected a non-empty text");
        }
        return n.json.asText();
    }

    String text(String name, String fallback) {
        return has(name) ? text(name) : fallback;
    }

    int integer(String name, int min, int max) {
        Node n = get(name);
        if (!n.json.isInt()) {
            throw n.error("expected a whole number");
        }
        int v = n.json.asInt();
        if (v < min || v > max) {
            throw n.error(v + " is out of range (" + min + " to " + max + ")");
        }
        return v;
    }

    int integer(String name, int min, int max, int fallback) {
        return has(name) ? integer(name, min, max) : fallback;
    }

    boolean bool(String name, boolean fallback) {
        if (!has(name)) {
            return fallback;
        }
        Node n = get(name);
        if (!n.json.isBoolean()) {
            throw n.error("expected true or false");
        }
        return n.json.asBoolean();
    }

    List<Node> array(String name) {
        Node n = get(name);
        if (!n.json.isArray()) {
            throw n.error("expected a list");
        }
        List<Node> result = new ArrayList<>();
        for (int i = 0; i < n.json.size(); i++) {
            result.add(new Node(file, n.path + "[" + i + "]", n.json.get(i)));
        }
        return result;
    }

    List<Node> items() {
        if (!json.isArray()) {
            throw error("expected a list");
        }
        List<Node> result = new ArrayList<>();
        for (int i = 0; i < json.size(); i++) {
            result.add(new Node(file, path + "[" + i + "]", json.get(i)));
        }
        return result;
    }

    List<Map.Entry<String, Node>> fields(String name) {
        Node n = get(name);
        if (!n.json.isObject()) {
            throw n.error("expected an object");
        }
        List<Map.Entry<String, Node>> result = new ArrayList<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = n.json.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            result.add(Map.entry(e.getKey(), new Node(file, n.path + "/" + e.getKey(), e.getValue())));
        }
        return result;
    }

    String asText() {
        if (!json.isTextual()) {
            throw error("expected a text");
        }
        return json.asText();
    }

    /** Parses with a function whose IllegalArgumentException becomes this node's error. */
    <T> T as(Function<String, T> parser) {
        try {
            return parser.apply(asText());
        } catch (IllegalArgumentException e) {
            throw error(e.getMessage());
        }
    }

    <T> T field(String name, Function<String, T> parser) {
        return get(name).as(parser);
    }
}
