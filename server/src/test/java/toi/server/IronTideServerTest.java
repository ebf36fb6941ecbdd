package toi.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Iron Tide games over HTTP (issue 14, docs/server.md · Iron Tide), on the path every ruleset shares (issue 28): created
 * with the demo scenario and its DEMO label, each seat seeing only its own chits (§9.0), choices from the engine's legal
 * choices, refusals with the rule and nothing changed, the odds preview before the attacker commits, computer seats
 * answering, a restart rebuilding the game by replay; Tide of Iron's board endpoints do not serve it.
 */
class IronTideServerTest {
    @TempDir
    Path tmp;
    ToiServer server;
    final HttpClient http = HttpClient.newHttpClient();
    final ObjectMapper json = new ObjectMapper();

    @AfterEach
    void stop() {
        if (server != null) {
            server.close();
        }
    }

    record Reply(int status, JsonNode body) {
    }

    Reply call(String method, String path, String body) throws Exception {
        return call(method, path, body, null);
    }

    /** A request as the seat of {@code token}: the token in the X-Toi-Token header, never in the address. */
    Reply call(String method, String path, String body, String token) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create("http://localhost:" + server.port() + path));
        if (token != null) {
            b.header("X-Toi-Token", token);
        }
        b.method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        if (body != null) {
            b.header("Content-Type", "application/json"); // the server takes JSON only (415 otherwise)
        }
        HttpResponse<String> r = http.send(b.build(), HttpResponse.BodyHandlers.ofString());
        return new Reply(r.statusCode(), r.body().isEmpty() ? null : json.readTree(r.body()));
    }

    Reply choose(String id, String token, String choice) throws Exception {
        int seen = call("GET", "/api/games/" + id, null, token).body().get("number").asInt();
        return call("POST", "/api/games/" + id + "/choices",
                json.writeValueAsString(java.util.Map.of("token", token, "seen", seen, "choice", choice)));
    }

    /** The seat's update once the computer has answered (the computer plays off the request: GET …&wait). */
    JsonNode settled(String id, String token) throws Exception {
        JsonNode u = call("GET", "/api/games/" + id, null, token).body();
        for (int i = 0; i < 200 && u.get("thinking").isTextual(); i++) {
            u = call("GET", "/api/games/" + id + "?since=" + u.get("number").asInt() + "&wait=5000", null, token).body();
            u = call("GET", "/api/games/" + id, null, token).body();
        }
        return u;
    }

    /** The decision's options as the seat reads them: their texts. */
    static List<String> options(JsonNode update) {
        List<String> out = new ArrayList<>();
        update.get("decision").get("options").forEach(o -> out.add(o.get("text").asText()));
        return out;
    }

    /**
     * A hot-seat game of the demo with seed 4 (the tests' battles are worked out on it): a chosen seed is refused over HTTP
     * when both seats are human (docs/server.md · Secrecy), so the test writes the game straight into the store, with a
     * salt as the server keeps one, and answers as the creation would.
     */
    Reply hotSeatWithSeed4() throws Exception {
        String id = "5eed4" + Integer.toHexString(++hotSeats);
        String ger = "a".repeat(31) + Integer.toHexString(hotSeats);
        String all = "b".repeat(31) + Integer.toHexString(hotSeats);
        GameStore store = new GameStore(tmp.resolve("toi.db"));
        try {
            store.create(id, "iron-tide", "iron-tide-demo", 4, "{\"salt\":\"00112233445566778899aabbccddeeff\"}",
                    java.util.Map.of("german", new GameStore.StoredSeat("german", "human", ger, "random"),
                            "allied", new GameStore.StoredSeat("allied", "human", all, "random")), null);
        } finally {
            store.close();
        }
        return new Reply(201, json.readTree("{\"id\": \"" + id + "\", \"tokens\": {\"german\": \"" + ger + "\", \"allied\": \"" + all + "\"}}"));
    }

    int hotSeats;

    JsonNode unit(JsonNode update, String id) {
        for (JsonNode u : update.get("view").get("units")) {
            if (u.get("id").asText().equals(id)) {
                return u;
            }
        }
        return null;
    }

    @Test
    void aHotSeatGameKeepsEachSidesChitsToItselfAndRefusesWithTheRule() throws Exception {
        server = ToiServer.start(0, tmp.resolve("toi.db"), ToiServerTest.SCENARIOS);
        JsonNode offer = null;
        for (JsonNode sc : call("GET", "/api/scenarios", null).body()) { // the lobby's list holds every ruleset's scenarios
            offer = sc.get("id").asText().equals("iron-tide-demo") ? sc : offer;
        }
        assertThat(offer.get("ruleset").asText()).isEqualTo("iron-tide");
        assertThat(offer.get("label").asText()).isEqualTo("DEMO — not the published game");
        Reply created = hotSeatWithSeed4();
        String id = created.body().get("id").asText();
        String ger = created.body().get("tokens").get("german").asText();
        String all = created.body().get("tokens").get("allied").asText();

        Reply first = call("GET", "/api/games/" + id, null, ger);
        assertThat(first.body().get("ruleset").asText()).isEqualTo("iron-tide");
        assertThat(first.body().get("view").get("label").asText()).isEqualTo("DEMO — not the published game");
        assertThat(options(first.body())).contains("attack 1203");
        assertThat(call("GET", "/api/games/" + id, null, all).body().get("decision").get("options")).isEmpty();

        // refused with the rule; nothing stored or changed
        Reply bad = choose(id, ger, "attack 0101");
        assertThat(bad.status()).isEqualTo(422);
        assertThat(bad.body().get("error").asText()).isEqualTo("§11.0 · attacks are made on hexes holding enemy units");
        assertThat(choose(id, all, "end-phase").status()).as("the seat not asked").isEqualTo(403);
        assertThat(call("POST", "/api/games/" + id + "/choices", "[1]").status()).isEqualTo(400);
        assertThat(call("GET", "/api/games/" + id, null, "nope").status()).isEqualTo(403);
        assertThat(call("GET", "/api/games/" + id + "?since=-1", null, ger).status()).isEqualTo(400);
        assertThat(call("POST", "/api/games", "{\"scenario\": \"ardennes\"}").status()).isEqualTo(400);
        assertThat(call("POST", "/api/games", "{\"scenario\": \"iron-tide-demo\", \"seats\": {\"german\": \"expert\"}}").body()
                .get("error").asText()).contains("seats.german: must be human, invite, open, computer or a computer player [random, heuristic]");
        assertThat(call("GET", "/api/games/" + id, null, ger).body().get("choices").asInt()).isZero();

        // a battle: the preview before the attacker commits, then the chits — each side sees only its own
        choose(id, ger, "attack 1203");
        Reply with = choose(id, ger, "with 3fj-5");
        JsonNode odds = with.body().get("view").get("odds");
        assertThat(odds.get("lines").toString()).contains("odds preview").contains("+1 surprise (§18.0)").contains("final column:");
        double total = 0;
        for (JsonNode r : odds.get("results")) {
            total += r.get("p").asDouble();
        }
        assertThat(total).isCloseTo(1.0, org.assertj.core.data.Offset.offset(1e-9));
        choose(id, ger, "commit");
        choose(id, ger, "done");
        Reply after = choose(id, all, "done");
        assertThat(after.status()).isEqualTo(200);
        JsonNode gv = call("GET", "/api/games/" + id, null, ger).body();
        JsonNode av = call("GET", "/api/games/" + id, null, all).body();
        assertThat(unit(gv, "3fj-5").get("chit").asText()).matches("\\d+");
        assertThat(unit(gv, "us99-393") == null ? "gone" : unit(gv, "us99-393").get("chit").asText()).isIn("?", "cadre", "gone");
        assertThat(unit(av, "3fj-5").get("chit").asText()).isEqualTo("?");
        assertThat(gv.toString()).doesNotContain("us99-393 draws a blue chit: B");
        assertThat(gv.get("events").toString()).contains("us99-393 draws a blue chit (secret, §9.0)").contains("§11.77 · 2d6");
        assertThat(av.get("events").toString()).contains("3fj-5 draws a red chit (secret, §9.0)");

        // a restart rebuilds the game by replay
        int number = gv.get("number").asInt();
        server.close();
        server = ToiServer.start(0, tmp.resolve("toi.db"), ToiServerTest.SCENARIOS);
        JsonNode again = call("GET", "/api/games/" + id, null, ger).body();
        assertThat(again.get("number").asInt()).isEqualTo(number);
        assertThat(unit(again, "3fj-5").get("chit")).isEqualTo(unit(gv, "3fj-5").get("chit"));
        // Tide of Iron's board endpoints do not serve it; the game list holds it, for its seats (issue 27: only for them)
        assertThat(call("GET", "/api/games/" + id + "/reachable?unit=3fj-5", null, ger).status()).isEqualTo(404);
        assertThat(call("GET", "/api/games/" + id + "/board", null, ger).status()).isEqualTo(404);
        assertThat(call("GET", "/api/games/" + id + "/map", null, ger).body().get("hexes")).hasSize(16 * 12); // its own map
        assertThat(call("GET", "/api/games", null, ger).body().toString()).contains(id).contains("\"ruleset\":\"iron-tide\"");
        assertThat(call("GET", "/api/games", null).body().toString()).doesNotContain(id);
        assertThat(call("DELETE", "/api/games/" + id, null, ger).status()).as("abandon: the allied seat too").isEqualTo(202);
        assertThat(call("DELETE", "/api/games/" + id, null, created.body().get("tokens").get("allied").asText()).status())
                .isEqualTo(204);
        assertThat(call("GET", "/api/games/" + id, null, ger).status()).isEqualTo(404);
    }

    @Test
    void theHeuristicComputerAnswersItsSeatAndAWholeGameEnds() throws Exception {
        server = ToiServer.start(0, tmp.resolve("toi.db"), ToiServerTest.SCENARIOS);
        Reply created = call("POST", "/api/games",
                "{\"scenario\": \"iron-tide-demo\", \"seed\": 9, \"seats\": {\"german\": \"heuristic\", \"allied\": \"human\"}}");
        String id = created.body().get("id").asText();
        String all = created.body().get("tokens").get("allied").asText();
        assertThat(created.body().get("tokens").has("german")).isFalse();
        JsonNode u = settled(id, all);
        String commitment = u.get("seed").get("commitment").asText();
        assertThat(u.get("seed").has("seed")).as("the seed stays secret while the game goes on").isFalse();
        assertThat(u.get("seats").get("german").asText()).isEqualTo("computer");
        assertThat(u.get("players").get("german").asText()).isEqualTo("heuristic");
        assertThat(u.get("decision").get("seat").asText()).isEqualTo("allied");
        assertThat(u.get("events").toString()).containsPattern("§11.1 · [^\"]* attack 1203"); // the German attacks on 16AM: the Allied defends
        List<String> seen = new ArrayList<>();
        for (int i = 0; i < 3000 && !u.get("over").asBoolean(); i++) {
            List<String> options = options(u);
            String pick = options.get(0);
            for (String o : options) {
                if (o.equals("end-phase") || o.equals("done")) {
                    pick = o;
                }
            }
            Reply r = choose(id, all, pick);
            assertThat(r.status()).as("%s", r.body()).isEqualTo(200);
            u = settled(id, all);
            seen.add(pick);
        }
        assertThat(u.get("over").asBoolean()).isTrue();
        assertThat(u.get("outcome").get("reason").asText()).containsAnyOf("Victory", "Draw");
        // the game's end reveals the seed and salt, and they are what the seats were shown a commitment to at the start
        assertThat(u.get("seed").get("commitment").asText()).isEqualTo(commitment);
        assertThat(u.get("seed").get("seed").asLong()).isEqualTo(9);
        assertThat(toi.protocol.SeedCommitment.matches(commitment, 9, u.get("seed").get("salt").asText())).isTrue();
    }

    /**
     * Issue 27 · seeds no player chooses (docs/server.md · Secrecy), as for Tide of Iron: a chosen seed is refused when both
     * seats are human, in Tide of Iron's words; allowed against the computer; every update carries the seed's commitment
     * (SeedCommitment, the same for both seats and all game long) and not the seed.
     */
    @Test
    void aChosenSeedIsRefusedWithTwoHumanSeats_andEveryUpdateCarriesTheSeedsCommitment() throws Exception {
        server = ToiServer.start(0, tmp.resolve("toi.db"), ToiServerTest.SCENARIOS);
        Reply friends = call("POST", "/api/games", "{\"scenario\": \"iron-tide-demo\", \"seed\": 4}");
        assertThat(friends.status()).isEqualTo(400);
        Reply tideOfIron = call("POST", "/api/games", "{\"scenario\": \"normandy-farm\", \"seed\": 4}");
        assertThat(tideOfIron.status()).isEqualTo(400);
        assertThat(friends.body().get("error").asText()).startsWith("seed: a chosen seed is only for a game without a human opponent")
                .isEqualTo(tideOfIron.body().get("error").asText());
        assertThat(call("POST", "/api/games", "{\"scenario\": \"iron-tide-demo\", \"seed\": 4, \"seats\": {\"allied\": \"random\"}}")
                .status()).as("solo against the computer").isEqualTo(201);

        Reply created = call("POST", "/api/games", "{\"scenario\": \"iron-tide-demo\"}");
        assertThat(created.status()).isEqualTo(201);
        String id = created.body().get("id").asText();
        String ger = created.body().get("tokens").get("german").asText();
        String all = created.body().get("tokens").get("allied").asText();
        JsonNode first = call("GET", "/api/games/" + id, null, ger).body();
        JsonNode g = first.get("seed");
        JsonNode a = call("GET", "/api/games/" + id, null, all).body().get("seed");
        assertThat(g.get("commitment").asText()).matches("[0-9a-f]{64}");
        assertThat(a).isEqualTo(g);
        assertThat(g.has("seed") || g.has("salt")).isFalse();
        Reply moved = choose(id, ger, options(first).get(0));
        assertThat(moved.status()).isEqualTo(200);
        assertThat(moved.body().get("seed")).isEqualTo(g);
        server.close();
        server = ToiServer.start(0, tmp.resolve("toi.db"), ToiServerTest.SCENARIOS); // the salt is kept with the game
        assertThat(call("GET", "/api/games/" + id, null, all).body().get("seed")).isEqualTo(g);
    }

    @Test
    void theOptionalArmyCommandRuleIsChosenPerGameAndKeptOverARestart() throws Exception {
        server = ToiServer.start(0, tmp.resolve("toi.db"), ToiServerTest.SCENARIOS);
        for (String bad : new String[] {"\"army-command\"", "[\"british-insularity\"]", "[7]"}) {
            Reply r = call("POST", "/api/games", "{\"scenario\": \"iron-tide-demo\", \"options\": " + bad + "}");
            assertThat(r.status()).as(bad).isEqualTo(400);
            assertThat(r.body().get("error").asText()).startsWith("options:");
        }
        Reply plain = call("POST", "/api/games", "{\"scenario\": \"iron-tide-demo\"}");
        Reply with = call("POST", "/api/games", "{\"scenario\": \"iron-tide-demo\", \"options\": [\"army-command\"]}");
        assertThat(with.status()).isEqualTo(201);
        String id = with.body().get("id").asText();
        String ger = with.body().get("tokens").get("german").asText();
        JsonNode u = call("GET", "/api/games/" + id, null, ger).body();
        assertThat(u.get("view").get("options").toString()).isEqualTo("[\"army-command\"]");
        assertThat(u.get("events").toString()).contains("§17.4 · the optional Army Command rule is in force, in place of §17.3");
        JsonNode p = call("GET", "/api/games/" + plain.body().get("id").asText(), null, plain.body().get("tokens").get("german").asText()).body();
        assertThat(p.get("view").get("options").toString()).isEqualTo("[]");
        server.close();
        server = ToiServer.start(0, tmp.resolve("toi.db"), ToiServerTest.SCENARIOS); // rebuilt from the store, with its option
        JsonNode again = call("GET", "/api/games/" + id, null, ger).body();
        assertThat(again.get("view").get("options").toString()).isEqualTo("[\"army-command\"]");
    }

    /** A stored game the rules no longer replay (as R-IT-47 changed defend-with): a 422 naming the choice; still deleted. */
    @Test
    void aStoredGameTheRulesNoLongerReplay_isRefusedNamingItsChoice_andCanStillBeDeleted() throws Exception {
        server = ToiServer.start(0, tmp.resolve("toi.db"), ToiServerTest.SCENARIOS);
        Reply created = hotSeatWithSeed4();
        String id = created.body().get("id").asText();
        String ger = created.body().get("tokens").get("german").asText();
        server.close();
        GameStore store = new GameStore(tmp.resolve("toi.db"));
        int n = store.load(id).log().size();
        store.append(id, n + 1, new GameStore.Entry("german", "choice", "defend-with 3fj-5")); // not what the game asks now
        store.close();
        server = ToiServer.start(0, tmp.resolve("toi.db"), ToiServerTest.SCENARIOS);
        Reply r = call("GET", "/api/games/" + id, null, ger);
        assertThat(r.status()).isEqualTo(422);
        assertThat(r.body().get("error").asText()).contains("earlier version of the rules").contains("choice 1 'defend-with 3fj-5' is now refused: not a choice now");
        assertThat(call("DELETE", "/api/games/" + id, null, "nobody").status()).isEqualTo(403);
        assertThat(call("DELETE", "/api/games/" + id, null, ger).status()).as("the allied seat has not consented").isEqualTo(202);
        String allied = created.body().get("tokens").get("allied").asText();
        assertThat(call("DELETE", "/api/games/" + id, null, allied).status()).isEqualTo(204);
        assertThat(call("GET", "/api/games/" + id, null, ger).status()).isEqualTo(404);
    }
}
