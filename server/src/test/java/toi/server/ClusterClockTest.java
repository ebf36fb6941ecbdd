package toi.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;

/**
 * Issue 31 · 4 with several processes (docs/server.md · Run a public server): two servers on one PostgreSQL database (a
 * real one, {@link TestPostgres}) both hold a clocked game in memory; when its clock runs out exactly one of them — the
 * game's owner, by its advisory lock — ends it, and the other shows the same end (told by a notification, as a choice is).
 */
class ClusterClockTest extends TwoServers {

    @Test
    void aTurnClockRunsOut_withTwoProcesses_onlyTheGamesOwnerEndsIt_andBothShowTheEnd() throws Exception {
        Database db = TestPostgres.newDatabase();
        a = ToiServer.start(0, db, ToiServerTest.SCENARIOS, ToiServer.Settings.defaults());
        b = ToiServer.start(0, db, ToiServerTest.SCENARIOS, ToiServer.Settings.defaults());
        HttpResponse<String> made = http.send(HttpRequest.newBuilder(URI.create("http://localhost:" + a.port() + "/api/games"))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(
                        "{\"scenario\": \"normandy-farm\", \"seats\": {\"US\": \"human\", \"GER\": \"human\"}, \"clock\": {\"perTurn\": 2}}"))
                .build(), HttpResponse.BodyHandlers.ofString());
        assertThat(made.statusCode()).as(made.body()).isEqualTo(201);
        JsonNode g = JSON.readTree(made.body());
        String id = g.get("id").asText();
        String us = g.get("tokens").get("US").asText();
        String asked = state(a, id, us).path("decision").path("seat").asText();
        state(b, id, us); // both processes hold the game in memory

        long until = System.nanoTime() + 15_000_000_000L;
        JsonNode onA = state(a, id, us);
        JsonNode onB = state(b, id, us);
        while (!(onA.get("over").asBoolean() && onB.get("over").asBoolean()) && System.nanoTime() < until) {
            Thread.sleep(200);
            onA = state(a, id, us);
            onB = state(b, id, us);
        }
        String winner = asked.equals("US") ? "GER" : "US";
        String reason = asked + " ran out of time: " + winner + " wins";
        assertThat(onA.get("over").asBoolean()).as("over through A").isTrue();
        assertThat(onB.get("over").asBoolean()).as("over through B too").isTrue();
        assertThat(onA.path("outcome").path("reason").asText()).isEqualTo(reason);
        assertThat(onB.path("outcome").path("reason").asText()).isEqualTo(reason);
        Thread.sleep(2_500); // more sweeps: nobody ends it again
        assertThat(a.timeouts() + b.timeouts()).as("one process ended the game on time").isEqualTo(1);
        assertThat(onA.get("number").asInt()).as("the same events on both").isEqualTo(onB.get("number").asInt());
    }
}
