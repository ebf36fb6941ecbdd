package toi.json;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * A JSON value that knows which file it came from and where it sits in it, so every complaint about it names the file
 * and the field ("units[3].movement: expected a whole number, got \"four\""). Objects refuse fields they do not know
 * ({@link #allowOnly}): a typo ("colums") never passes silently. One reader for both games' data files (Tide of Iron's
 * content, Iron Tide's owner files); each loader says which exception a refusal is ({@link Refusal}).
 */
public final class Node {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    /** Makes a loader's exception for a refusal: the file, the place in it ("" for the whole file) and the problem. */
    @FunctionalInterface
    public interface Refusal {
        RuntimeException of(String file, String where, String problem);
    }

    public final String file;
    public final String path;
    public final JsonNode json;
    private final Refusal refusal;

    private Node(String file, String path, JsonNode json, Refusal refusal) {
        this.file = file;
        this.path = path;
        this.json = json;
        this.refusal = refusal;
    }

    /** The whole of {@code file}, already read as JSON. */
    public static Node root(String file, JsonNode json, Refusal refusal) {
        return new Node(file, "", json, refusal);
    }

    /** {@code text} read as JSON: refused when empty or not JSON (with the line and column). */
    public static Node parse(String file, String text, Refusal refusal) {
        try {
            JsonNode root = MAPPER.readTree(text);
            if (root == null) {
                throw refusal.of(file, "", "the file is empty");
            }
            return root(file, root, refusal);
        } catch (JsonProcessingException e) {
            String where = e.getLocation() == null ? "" : "line " + e.getLocation().getLineNr()
                    + ", column " + e.getLocation().getColumnNr();
            throw refusal.of(file, where, "not valid JSON: " + e.getOriginalMessage());
        }
    }

    /** Another value of the same file, at {@code path} (e.g. one part of a text this node holds). */
    public Node at(String path, JsonNode value) {
        return new Node(file, path, value, refusal);
    }

    /** The refusal of this value: throw it. */
    public RuntimeException error(String problem) {
        return refusal.of(file, path, problem);
    }

    private String child(String key) {
        return path.isEmpty() ? key : path + "." + key;
    }

    public boolean has(String key) {
        return json.has(key) && !json.get(key).isNull();
    }

    /** A required field. */
    public Node get(String key) {
        if (!json.isObject()) {
            throw error("expected an object { … }");
        }
        JsonNode v = json.get(key);
        if (v == null || v.isNull()) {
            throw refusal.of(file, child(key), "missing (required)");
        }
        return at(child(key), v);
    }

    /** An optional field, or null. */
    public Node opt(String key) {
        JsonNode v = json.isObject() ? json.get(key) : null;
        return v == null || v.isNull() ? null : at(child(key), v);
    }

    /** Refuses keys not in the list (typos such as "colums"); keys starting with "_" are comments. */
    public Node allowOnly(String... keys) {
        if (!json.isObject()) {
            throw error("expected an object { … }");
        }
        Set<String> known = new LinkedHashSet<>(Arrays.asList(keys));
        Iterator<String> names = json.fieldNames();
        while (names.hasNext()) {
            String name = names.next();
            if (!name.startsWith("_") && !known.contains(name)) {
                throw refusal.of(file, child(name), "unknown field (known fields: " + String.join(", ", known) + ")");
            }
        }
        return this;
    }

    public List<Node> elements() {
        if (!json.isArray()) {
            throw error("expected a list [ … ]");
        }
        List<Node> list = new ArrayList<>();
        for (int i = 0; i < json.size(); i++) {
            list.add(at(path + "[" + i + "]", json.get(i)));
        }
        return list;
    }

    /** The required list {@code key}'s elements. */
    public List<Node> elements(String key) {
        return get(key).elements();
    }

    /** An object's fields, in the file's order. */
    public List<Map.Entry<String, Node>> fields() {
        if (!json.isObject()) {
            throw error("expected an object { … }");
        }
        List<Map.Entry<String, Node>> list = new ArrayList<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = json.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            list.add(Map.entry(e.getKey(), at(child(e.getKey()), e.getValue())));
        }
        return list;
    }

    /** The required object {@code key}'s fields. */
    public List<Map.Entry<String, Node>> fields(String key) {
        return get(key).fields();
    }

    public String text() {
        if (!json.isTextual()) {
            throw error("expected text, got " + json);
        }
        return json.asText();
    }

    /** A required text field, not blank. */
    public String text(String key) {
        Node n = get(key);
        if (!n.json.isTextual() || n.json.asText().isBlank()) {
            throw n.error("expected a non-empty text");
        }
        return n.json.asText();
    }

    /** An optional text field, or {@code fallback}. */
    public String text(String key, String fallback) {
        Node n = opt(key);
        return n == null ? fallback : n.text();
    }

    public int integer() {
        if (!json.isIntegralNumber()) {
            throw error("expected a whole number, got " + json);
        }
        if (!json.canConvertToInt()) { // asInt() would wrap it silently
            throw error("whole number out of range, got " + json);
        }
        return json.asInt();
    }

    public int integer(int min, int max) {
        int v = integer();
        if (v < min || v > max) {
            throw error("must be between " + min + " and " + max + ", got " + v);
        }
        return v;
    }

    /** An optional whole number field, or {@code fallback}. */
    public int integer(String key, int fallback) {
        Node n = opt(key);
        return n == null ? fallback : n.integer();
    }

    /** A required whole number field from {@code min} to {@code max}. */
    public int integer(String key, int min, int max) {
        return get(key).integer(min, max);
    }

    /** An optional whole number field from {@code min} to {@code max}, or {@code fallback}. */
    public int integer(String key, int min, int max, int fallback) {
        Node n = opt(key);
        return n == null ? fallback : n.integer(min, max);
    }

    public boolean bool() {
        if (!json.isBoolean()) {
            throw error("expected true or false, got " + json);
        }
        return json.asBoolean();
    }

    public boolean bool(String key, boolean fallback) {
        Node n = opt(key);
        return n == null ? fallback : n.bool();
    }

    /** An optional list of texts, empty when absent. */
    public List<String> texts(String key) {
        Node n = opt(key);
        List<String> out = new ArrayList<>();
        if (n != null) {
            for (Node e : n.elements()) {
                out.add(e.text());
            }
        }
        return out;
    }

    /** A value that is one of the given words; {@code fallback} when absent, or refused as missing when that is null. */
    public String oneOf(String key, String fallback, String... allowed) {
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

    /** This text read by {@code parser}, whose IllegalArgumentException becomes this value's refusal. */
    public <T> T as(Function<String, T> parser) {
        try {
            return parser.apply(text());
        } catch (IllegalArgumentException e) {
            throw error(e.getMessage());
        }
    }

    /** The required field {@code key} read by {@code parser} ({@link #as}). */
    public <T> T field(String key, Function<String, T> parser) {
        return get(key).as(parser);
    }
}
