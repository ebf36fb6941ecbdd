package toi.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 30 · the lobby shows each level's measured Elo: /api/players carries the last ladder's figures
 * (toi/ai/ladder-levels.json; this module's test resources hold a made-up one), which web/levels.js puts beside each level.
 */
class LadderLobbyTest {

    @Test
    void thePlayersListCarriesTheLaddersEloForEachLevel(@TempDir Path tmp) throws Exception {
        Path scenarios = Files.isDirectory(Path.of("../scenarios")) ? Path.of("../scenarios") : Path.of("scenarios");
        try (ToiServer server = ToiServer.start(0, tmp.resolve("toi.db"), scenarios)) {
            HttpResponse<String> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create("http://localhost:" + server.port()
                    + "/api/players")).GET().build(), HttpResponse.BodyHandlers.ofString());
            assertThat(r.statusCode()).isEqualTo(200);
            JsonNode measured = new ObjectMapper().readTree(r.body()).get("measured");
            assertThat(measured.get("anchor").asText()).isEqualTo("normal");
            assertThat(measured.get("levels").get("hard").get("elo").asInt()).isEqualTo(85);
            assertThat(measured.get("levels").get("expert").get("elo").asInt()).isEqualTo(140);
            HttpResponse<String> js = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create("http://localhost:" + server.port()
                    + "/levels.js")).GET().build(), HttpResponse.BodyHandlers.ofString());
            assertThat(js.body()).contains("j.measured").contains("measured: ");
        }
    }
}
