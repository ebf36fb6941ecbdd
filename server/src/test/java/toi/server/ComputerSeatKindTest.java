package toi.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;

/**
 * {@code POST /api/games} with a seat of the kind {@code "computer"} (issue 31: games made through the API): the seat is
 * played at the lobby's default level ({@code GET /api/players}' {@code "default"}, Tide of Iron's {@code normal}), not by
 * the random player; a seat of a kind no one knows is refused with a 400 naming the seat and the kinds allowed, and no game
 * is made.
 */
class ComputerSeatKindTest extends OneServerHttp {

    @Test
    void aComputerSeat_playsAtTheLobbysDefaultLevel_notAtRandom() throws Exception {
        String level = JSON.readTree(send("GET", "/api/players", null, null).body()).get("default").asText();
        assertThat(level).as("the lobby's default level").isEqualTo("normal");
        HttpResponse<String> r = send("POST", "/api/games", null, "{\"scenario\": \"normandy-farm\", \"seats\": {\"US\": \"human\", \"GER\": \"computer\"}}");
        assertThat(r.statusCode()).as(r.body()).isEqualTo(201);
        JsonNode made = JSON.readTree(r.body());
        JsonNode state = JSON.readTree(send("GET", "/api/games/" + made.get("id").asText(), made.get("tokens").get("US").asText(), null).body());
        assertThat(state.path("seats").path("GER").asText()).isEqualTo("computer");
        assertThat(state.path("players").path("GER").asText()).as("GER's computer player").isEqualTo(level);
        // a level named is kept as named
        JsonNode random = JSON.readTree(send("POST", "/api/games", null,
                "{\"scenario\": \"normandy-farm\", \"seats\": {\"US\": \"human\", \"GER\": \"random\"}}").body());
        JsonNode rs = JSON.readTree(send("GET", "/api/games/" + random.get("id").asText(), random.get("tokens").get("US").asText(), null).body());
        assertThat(rs.path("players").path("GER").asText()).isEqualTo("random");
    }

    @Test
    void aSeatOfAnUnknownKind_isRefusedNamingTheSeatAndTheKindsAllowed_andNoGameIsMade() throws Exception {
        HttpResponse<String> r = send("POST", "/api/games", null, "{\"scenario\": \"normandy-farm\", \"seats\": {\"US\": \"human\", \"GER\": \"robot\"}}");
        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(r.body()).contains("seats.GER").contains("'robot'").contains("human").contains("invite").contains("open")
                .contains("computer").contains("normal").doesNotContain("Exception");
        assertThat(send("GET", "/api/games", "0".repeat(32), null).body()).isEqualTo("[]");
    }
}
