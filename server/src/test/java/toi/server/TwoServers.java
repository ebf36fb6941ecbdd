package toi.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.AfterEach;

/**
 * The harness of the tests that run two {@code ./toi serve} processes on one PostgreSQL database ({@link TestPostgres}):
 * the servers {@link #a} and {@link #b}, each test starting them its own way, both stopped after it (a server the test
 * crashed already is let be), and a game's state asked of either with a seat's token.
 */
abstract class TwoServers {
    static final ObjectMapper JSON = new ObjectMapper();
    final HttpClient http = HttpClient.newHttpClient();
    ToiServer a;
    ToiServer b;

    @AfterEach
    void stop() {
        for (ToiServer s : new ToiServer[] {a, b}) {
            if (s != null) {
                try {
                    s.close();
                } catch (RuntimeException ignored) {
                    // crashed already
                }
            }
        }
    }

    /** The game as the seat ({@code token}) sees it through {@code s}; 200 expected. */
    JsonNode state(ToiServer s, String id, String token) throws Exception {
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create("http://localhost:" + s.port() + "/api/games/" + id))
                .header("X-Toi-Token", token).GET().build(), HttpResponse.BodyHandlers.ofString());
        assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
        return JSON.readTree(r.body());
    }
}
