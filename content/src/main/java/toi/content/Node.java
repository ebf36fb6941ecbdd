package toi.content;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A JSON value that knows which file it came from and where it sits in it, so every complaint
 * about it names the file and the field ("units[3].movement: expected a whole number, got \"four\"").
 */
final class Node {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    final String file;
    final String path;
    final JsonNode json;

    Node(String file, String path, JsonNode json) {
        this.file = file;
        this.path = path;
        this.json = json;
    }

    static Node parse(String file, String text) {
        try {
            JsonNode root = MAPPER.readTree(text);
            if (root == null) {
                throw new ContentException(file, "", "the file is empty");
            }
            return new Node(file, "", root);
        } catch (JsonProcessingException e) {
            String where = e.getLocation() == null ? "" : "line " + e.getLocation().getLineNr()
                    + ", column " + e.getLocation().getColumnNr();
            throw new ContentException(file, where, "not valid JSON: " + e.getOriginalMessage());
        }
    }

    ContentException error(String problem) {
        return new ContentException(file, path, problem);
    }

    private String child(String key) {
        return path.isEmpty() ? key : path + "." + key;
    }

    boolean has(String key) {
        return json.has(key) && !json.get(key).isNull();
    }

    Node get(String key) {
        if (!json.isObject()) {
            throw error("expected an object { … }");
        }
        JsonNode v = json.get(key);
        if (v == null || v.isNull()) {
            throw new ContentException(file, child(key), "missing (required)");
        }
        return new Node(file, child(key), v);
    }

    Node opt(String key) {
        JsonNode v = json.isObject() ? json.get(key) : null;
        return v == null || v.isNull() ? null : new Node(file, child(key), v);
    }

    /** Refuses keys not in the list (typos such as "colums"); keys starting with "_" are comments. */
    Node allowOnly(String... keys) {
        if (!json.isObject()) {
            throw error("expected an object { … }");
        }
        Set<String> known = new LinkedHashSet<>(Arrays.asList(keys));
        Iterator<String> names = json.fieldNames();
        while (names.hasNext()) {
            String name = names.next();
            if (!name.startsWith("_") && !known.contains(name)) {
                throw new ContentException(file, child(name), "unknown field (known fields: " + String.join(", ", known) + ")");
            }
        }
        return this;
    }

    List<Node> elements() {
        if (!json.isArray()) {
            throw error("expected a list [ … ]");
        }
        List<Node> list = new ArrayList<>();
        for (int i = 0; i < json.size(); i++) {
            list.add(new Node(file, path + "[" + i + "]", json.get(i)));
        }
        return list;
    }

    String text() {
        if (!json.isTextual()) {
            throw error("expected text, got " + json);
        }
        return json.asText();
    }

    int integer() {
        if (!json.isIntegralNumber()) {
            throw error("expected a whole number, got " + json);
        }
        if (!json.canConvertToInt()) { // asInt() would wrap it silently
            throw error("whole number out of range, got " + json);
        }
        return json.asInt();
    }

    int integer(int min, int max) {
        int v = integer();
        if (v < min || v > max) {
            throw error("must be between " + min + " and " + max + ", got " + v);
        }
        return v;
    }

    boolean bool() {
        if (!json.isBoolean()) {
            throw error("expected true or false, got " + json);
        }
        return json.asBoolean();
    }

    String text(String key, String fallback) {
        Node n = opt(key);
        return n == null ? fallback : n.text();
    }

    boolean bool(String key, boolean fallback) {
        Node n = opt(key);
        return n == null ? fallback : n.bool();
    }

    int integer(String key, int fallback) {
        Node n = opt(key);
        return n == null ? fallback : n.integer();
    }

    List<String> texts(String key) {
        Node n = opt(key);
        List<String> out = new ArrayList<>();
        if (n != null) {
            for (Node e : n.elements()) {
                out.add(e.text());
            }
        }
        return out;
    }

    /** A value that is one of the given words. */
    String oneOf(String key, String fallback, String... allowed) {
        Node n = opt(key);
        if (n == null) {
            if (fallback == null) {
                get(key); // throws "missing"
            }
            return fallback;
        }
        String v = n.text();
        if (!Arrays.asList(allowed).contains(v)) {
            throw n.error("'" + v + "' is not allowed (one of: " + String.join(", ", allowed) + ")");
        }
        return v;
    }
}
