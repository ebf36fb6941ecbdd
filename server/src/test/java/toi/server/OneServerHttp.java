package toi.server;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;

/**
 * The harness of the API tests that ask one {@code ./toi serve} server over HTTP: a server on a temporary SQLite file for
 * each test, and {@link #send} with the seat's token in its header.
 */
abstract class OneServerHttp {
    static final ObjectMapper JSON = new ObjectMapper();
    final HttpClient http = HttpClient.newHttpClient();
    @TempDir
    Path tmp;
    ToiServer server;

    @BeforeEach
    void start() {
        server = ToiServer.start(0, tmp.resolve("toi.db"), ToiServerTest.SCENARIOS);
    }

    @AfterEach
    void stop() {
        server.close();
    }

    /** {@code method path} with {@code body} as JSON (null: none) and {@code token} as the seat's (null: none). */
    HttpResponse<String> send(String method, String path, String token, String body) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create("http://localhost:" + server.port() + path))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        if (body != null) {
            b.header("Content-Type", "application/json");
        }
        if (token != null) {
            b.header("X-Toi-Token", token);
        }
        return http.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }
}
