package toi.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class NodeTest {
    /** A loader's own exception, as content's ContentException and irontide's DataException are. */
    static final class Refused extends RuntimeException {
        Refused(String file, String where, String problem) {
            super(file + ": " + where + ": " + problem);
        }
    }

    private static Node read(String text) {
        return Node.parse("f.json", text, Refused::new);
    }

    @Test
    void everyRefusalNamesTheFileTheFieldAndTheProblem_asTheLoadersOwnException() {
        Node root = read("{\"units\": [{\"id\": \"a\", \"movement\": \"four\"}], \"hexes\": {\"0305\": {\"colour\": 1}}}");
        assertThatThrownBy(() -> root.elements("units").get(0).integer("movement", 0, 9)).isInstanceOf(Refused.class)
                .hasMessage("f.json: units[0].movement: expected a whole number, got \"four\"");
        assertThatThrownBy(() -> root.fields("hexes").get(0).getValue().allowOnly("terrain")).isInstanceOf(Refused.class)
                .hasMessage("f.json: hexes.0305.colour: unknown field (known fields: terrain)");
        assertThatThrownBy(() -> root.get("rows")).hasMessage("f.json: rows: missing (required)");
        assertThatThrownBy(() -> root.elements("units").get(0).at("units[0].id", root.json.get("units").get(0).get("id"))
                .as(s -> { throw new IllegalArgumentException("no unit '" + s + "'"); })).hasMessage("f.json: units[0].id: no unit 'a'");
        assertThatThrownBy(() -> read("{\"a\": }")).isInstanceOf(Refused.class).hasMessageStartingWith("f.json: line 1, column 7: not valid JSON");
    }

    @Test
    void optionalFieldsFallBack_andCommentsAreAllowed() {
        Node root = read("{\"_note\": \"a comment\", \"name\": \"Farm\", \"level\": 2}").allowOnly("name", "level", "size");
        assertThat(root.text("name")).isEqualTo("Farm");
        assertThat(root.integer("size", 0, 9, 4)).isEqualTo(4);
        assertThat(root.integer("level", 0, 9, 4)).isEqualTo(2);
        assertThat(root.bool("open", true)).isTrue();
        assertThat(root.texts("tags")).isEmpty();
        assertThatThrownBy(() -> root.integer("level", 3, 9)).hasMessage("f.json: level: must be between 3 and 9, got 2");
    }
}
