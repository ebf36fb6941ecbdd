package toi.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The server's own address for an invitation link (issue 29 · 6: a link naming localhost reaches no friend): a page
 * loaded from localhost asks GET /api/address; a server listening on every interface names its address on the network,
 * one listening on this computer only names none (the page then says how to serve a friend).
 */
class InvitationAddressTest {
    @TempDir
    Path tmp;

    static JsonNode address(ToiServer server) throws Exception {
        HttpResponse<String> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create("http://localhost:" + server.port() + "/api/address"))
                .GET().build(), HttpResponse.BodyHandlers.ofString());
        assertThat(r.statusCode()).isEqualTo(200);
        return ToiServerTest.JSON.readTree(r.body());
    }

    @Test
    void aServerOnThisComputerOnlyNamesNoAddress() throws Exception {
        try (ToiServer server = ToiServer.start(0, tmp.resolve("toi.db"), ToiServerTest.SCENARIOS)) {
            assertThat(address(server).get("origin").isNull()).isTrue();
        }
    }

    @Test
    void aServerOnEveryInterfaceNamesItsAddressOnTheNetwork_notLocalhost() throws Exception {
        boolean networked = java.util.Collections.list(java.net.NetworkInterface.getNetworkInterfaces()).stream()
                .anyMatch(i -> { try { return i.isUp() && !i.isLoopback() && java.util.Collections.list(i.getInetAddresses()).stream()
                        .anyMatch(a -> a instanceof java.net.Inet4Address); } catch (java.net.SocketException e) { return false; } });
        try (ToiServer server = ToiServer.start(0, Database.sqlite(tmp.resolve("toi.db")), ToiServerTest.SCENARIOS,
                ToiServer.Settings.defaults().withHost("0.0.0.0"))) {
            JsonNode origin = address(server).get("origin");
            if (networked) {
                assertThat(origin.asText()).matches("http://[0-9.]+:" + server.port()).doesNotContain("127.0.0.1");
            } else {
                assertThat(origin.isNull()).isTrue();
            }
        }
    }
}
