package toi.draw;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

class PiecesTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private static JsonNode json(String text) throws Exception {
        return JSON.readTree(text.replace('\'', '"'));
    }

    /** Two hexes, a neutral command objective worth 2 in C3, a victory objective worth 3 VP in D3, entrenchments known as "Ent". */
    private static JsonNode map() throws Exception {
        return json("{'hexes': [{'id': 'C3', 'col': 2, 'row': 2}, {'id': 'D3', 'col': 3, 'row': 2}],"
                + " 'objectives': [{'hex': 'C3', 'kind': 'COMMAND', 'value': 2, 'label': '', 'nation': null},"
                + " {'hex': 'D3', 'kind': 'VICTORY', 'value': 3, 'label': 'Hill', 'nation': null}],"
                + " 'markerTypes': {'entrenchment': {'name': 'Entrenchment', 'symbol': 'Ent'}}}");
    }

    @Test
    void anEnemyConcealedSquadIsDrawnFromItsMarkerOnly_withNothingTheViewDoesNotHold() throws Exception {
        // R-VIEW-2: the view shows another side's concealed squad as its marker (no figures); the counter shows "?"
        JsonNode view = json("{'units': [{'id': 'c-7', 'nation': 'GER', 'hex': 'C3', 'figures': [], 'concealed': true,"
                + " 'condition': 'NONE', 'damage': 'NONE', 'activation': 'FRESH'}], 'markers': [], 'control': {}}");
        String units = Pieces.of(map(), view).units();
        assertThat(units).contains("data-unit=\"c-7\"", "url(#concealed)", ">?</text>").doesNotContain("unit-kind");
    }

    @Test
    void objectivesShowTheirValuesAndWhoHoldsThem() throws Exception {
        // 000 · Command Objectives: the command value; held, the disc takes the holder's colour
        JsonNode view = json("{'units': [], 'markers': [{'hex': 'D3', 'marker': 'entrenchment'}], 'control': {'C3': 'US'}}");
        Pieces.Layers drawn = Pieces.of(map(), view);
        assertThat(drawn.objectives()).contains("data-hex=\"C3\" data-control=\"US\"", "neutral command objective in C3: command 2, held by US",
                "stroke=\"#4a7fc1\"", "fill=\"" + Pieces.Nation.of("US").fill() + "\"", "class=\"objective-value\">2</text>");
        assertThat(drawn.objectives()).contains("Hill in D3: 3 VP, held by nobody", "stroke=\"#c99a00\"", "class=\"objective-value\">3VP</text>");
        assertThat(drawn.markers()).contains("data-hex=\"D3\" data-marker=\"entrenchment\"", ">Ent</text>");
    }

    @Test
    void aCountersBadgesSayItsState() throws Exception {
        JsonNode view = json("{'units': [{'id': 'us-1', 'nation': 'US', 'hex': 'C3', 'figures': ['us-regular', 'us-regular', 'us-officer'],"
                + " 'condition': 'PINNED', 'damage': 'NONE', 'activation': 'OP_FIRE', 'specialization': 'engineer', 'stars': 1},"
                + " {'id': 'us-t1', 'nation': 'US', 'hex': 'D3', 'figures': ['sherman'], 'condition': 'NONE', 'damage': 'LIGHT', 'activation': 'FATIGUED'},"
                + " {'id': 'us-2', 'nation': 'US', 'hex': 'D3', 'carriedBy': 'us-t1', 'figures': ['us-elite'], 'condition': 'NONE',"
                + " 'damage': 'NONE', 'activation': 'FRESH'}], 'markers': [], 'control': {}}");
        String units = Pieces.of(map(), view).units();
        assertThat(units).contains(">US 1</text>", ">3</text>", ">2R+O</text>", ">PIN</text>", ">OF</text>", ">eng</text>", ">★</text>",
                "class=\"unit op_fire squad\"", "stroke=\"#ff9800\"");
        assertThat(units).contains(">Sherman</text>", ">LtD</text>", ">FAT</text>", ">TR1</text>", "class=\"unit fatigued vehicle\"")
                .as("a carried squad rides on its carrier's counter").doesNotContain("data-unit=\"us-2\"");
    }
}
