package toi.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Issue 31's load target (docs/performance.md · Two server processes on one PostgreSQL): what a choice costs on the
 * PostgreSQL path, with its guarantees kept. A game that has applied every row the fan-out told of makes no catch-up read
 * before a choice; a choice stored behind its back is still fenced by the log's key (409 with what was missed, nothing
 * lost); a choice after another process's still sees it; a write alone in its batch that fails fails alone.
 */
class ClusterLoadPathTest {
    private final ServerClusterTest http = new ServerClusterTest();
    private ToiServer a;
    private ToiServer b;

    @AfterEach
    void stop() {
        for (ToiServer s : new ToiServer[] {a, b}) {
            if (s != null) {
                s.close();
            }
        }
    }

    /** A game of two human seats made through {@code a}: its id and each seat's token. */
    private Map<String, String> game(ToiServer s) throws Exception {
        ServerClusterTest.Reply made = http.post(s, "/api/games", Map.of("scenario", "normandy-farm",
                "seats", Map.of("US", "human", "GER", "human")));
        assertThat(made.status()).isEqualTo(201);
        return Map.of("id", made.body().get("id").asText(), "US", made.body().path("tokens").get("US").asText(),
                "GER", made.body().path("tokens").get("GER").asText());
    }

    /** The state as the seat the game asks now sees it, with that seat's token under "token". */
    private JsonNode asked(ToiServer s, Map<String, String> g) throws Exception {
        JsonNode us = http.state(s, g.get("id"), g.get("US"));
        String seat = us.path("view").path("decision").path("seat").asText();
        String side = seat.contains("/") ? seat.substring(0, seat.indexOf('/')) : seat;
        JsonNode state = http.state(s, g.get("id"), g.get(side));
        ((com.fasterxml.jackson.databind.node.ObjectNode) state).put("token", g.get(side));
        return state;
    }

    private ServerClusterTest.Reply chooseFirst(ToiServer s, Map<String, String> g, JsonNode state) throws Exception {
        return http.choose(s, g.get("id"), state.get("token").asText(), state.get("number").asInt(), ServerClusterTest.first(state));
    }

    @Test
    void aChoiceOnAGameThatHeardEveryStoredRow_makesNoCatchUpRead_andAChoiceThroughTheOtherProcessIsStillSeen() throws Exception {
        Database db = TestPostgres.newDatabase();
        a = ToiServer.start(0, db, ToiServerTest.SCENARIOS, ToiServer.Settings.defaults());
        b = ToiServer.start(0, db, ToiServerTest.SCENARIOS, ToiServer.Settings.defaults());
        Map<String, String> g = game(a);
        ServerClusterTest.Reply r = chooseFirst(a, g, asked(a, g)); // the game's first read of its log through a fan-out
        assertThat(r.status()).as(String.valueOf(r.body())).isEqualTo(200);
        long reads = a.logReads();
        for (int i = 0; i < 3; i++) { // a is the only writer: it heard of no row it has not applied
            r = chooseFirst(a, g, asked(a, g));
            assertThat(r.status()).as(String.valueOf(r.body())).isEqualTo(200);
        }
        assertThat(a.logReads()).as("catch-up reads of the log for three choices on a game caught up").isEqualTo(reads);

        // a choice through b, then at once one through a by a client that saw it: a reads the log first (the client
        // knows of an event it has not applied, or the notice of b's row has come), and applies it on the game as stored
        JsonNode atB = asked(b, g);
        ServerClusterTest.Reply throughB = chooseFirst(b, g, atB);
        assertThat(throughB.status()).as(String.valueOf(throughB.body())).isEqualTo(200);
        JsonNode next = asked(b, g);
        ServerClusterTest.Reply throughA = chooseFirst(a, g, next);
        assertThat(throughA.status()).as(String.valueOf(throughA.body())).isEqualTo(200);
        assertThat(throughA.body().get("choices").asInt()).isEqualTo(throughB.body().get("choices").asInt() + 1);
    }

    @Test
    void aRowStoredWithNoNotice_stillFencesTheNextChoice_409WithWhatWasMissed_andNothingIsLost() throws Exception {
        Database db = TestPostgres.newDatabase();
        a = ToiServer.start(0, db, ToiServerTest.SCENARIOS, ToiServer.Settings.defaults());
        Map<String, String> g = game(a);
        for (int i = 0; i < 2; i++) {
            assertThat(chooseFirst(a, g, asked(a, g)).status()).isEqualTo(200);
        }
        JsonNode stale = asked(a, g);
        int rows;
        try (Connection c = DriverManager.getConnection(db.url(), db.user(), db.password());
             Statement count = c.createStatement();
             PreparedStatement p = c.prepareStatement("INSERT INTO choice (game_id, n, seat, text, kind) VALUES (?, ?, ?, ?, 'choice')")) {
            var r = count.executeQuery("SELECT count(*) FROM choice WHERE game_id = '" + g.get("id") + "'");
            r.next();
            rows = r.getInt(1);
            p.setString(1, g.get("id")); // another writer's row, of which no process is told (no NOTIFY)
            p.setInt(2, rows + 1);
            p.setString(3, stale.path("view").path("decision").path("seat").asText());
            p.setString(4, ServerClusterTest.first(stale));
            p.executeUpdate();
        }
        ServerClusterTest.Reply fenced = chooseFirst(a, g, stale);
        assertThat(fenced.status()).as(String.valueOf(fenced.body())).isEqualTo(409);
        assertThat(fenced.body().get("missed")).as("the events of the row a had not read").isNotEmpty();
        JsonNode now = asked(a, g);
        assertThat(now.get("choices").asInt()).as("the row stored behind a's back, applied").isEqualTo(rows + 1);
        ServerClusterTest.Reply after = chooseFirst(a, g, now);
        assertThat(after.status()).as(String.valueOf(after.body())).isEqualTo(200);
        try (GameStore store = new GameStore(db)) {
            assertThat(store.load(g.get("id")).log()).hasSize(rows + 2);
        }
    }

    @Test
    void aBatchOfOneWriteThatFails_failsAlone_andTheNextIsStored() {
        Database db = TestPostgres.newDatabase();
        try (GameStore store = new GameStore(db)) {
            store.create("ccc333", "normandy-farm", 1, "{}", Map.of("US", new GameStore.StoredSeat("US", "human", "t1", "random")));
            store.append("ccc333", 1, new GameStore.Entry("US", "choice", "pass"));
            org.assertj.core.api.Assertions.assertThatThrownBy(() -> store.append("ccc333", 1, new GameStore.Entry("US", "choice", "again")))
                    .isInstanceOf(GameStore.Taken.class);
            store.append("ccc333", 2, new GameStore.Entry("US", "choice", "next"));
            assertThat(store.logAfter("ccc333", 0)).extracting(GameStore.Entry::text).containsExactlyElementsOf(List.of("pass", "next"));
        }
    }
}
