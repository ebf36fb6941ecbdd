package toi.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.CookieManager;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue 31 · Players and Abuse, as a client meets them over HTTP: accounts and their sessions (cookie flags, CSRF, log
 * out, log out everywhere), rate limits, my games with whose turn it is, an open challenge taken by another account,
 * playing a held seat signed in without its token, resign (recorded: it survives a restart) and rematch, spectators with
 * the public view, and the refusals of another account's game (nothing changes).
 */
class AccountsTest extends OneServerHttp {
    static final Path SCENARIOS = ToiServerTest.SCENARIOS;

    record Reply(int status, JsonNode body, HttpResponse<String> raw) {
    }

    /** A browser: its own cookies, and the CSRF token its session was given. */
    final class Client {
        final HttpClient http = HttpClient.newBuilder().cookieHandler(new CookieManager()).build();
        String csrf;

        Reply send(String method, String path, String body, String... headers) throws Exception {
            HttpRequest.Builder b = HttpRequest.newBuilder(URI.create("http://localhost:" + server.port() + path))
                    .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
            if (body != null) {
                b.header("Content-Type", "application/json");
            }
            if (csrf != null) {
                b.header("X-Toi-CSRF", csrf);
            }
            for (int i = 0; i < headers.length; i += 2) {
                b.header(headers[i], headers[i + 1]);
            }
            HttpResponse<String> r = http.send(b.build(), HttpResponse.BodyHandlers.ofString());
            return new Reply(r.statusCode(), r.body().isEmpty() ? null : JSON.readTree(r.body()), r);
        }

        Reply get(String path) throws Exception {
            return send("GET", path, null);
        }

        Reply post(String path, String body) throws Exception {
            return send("POST", path, body);
        }

        Client signUp(String name) throws Exception {
            Reply r = post("/api/accounts", "{\"name\": \"" + name + "\", \"password\": \"correct horse " + name + "\"}");
            assertThat(r.status()).as(String.valueOf(r.body())).isEqualTo(201);
            csrf = r.body().get("csrf").asText();
            return this;
        }

        Client signIn(String name) throws Exception {
            Reply r = post("/api/sessions", "{\"name\": \"" + name + "\", \"password\": \"correct horse " + name + "\"}");
            assertThat(r.status()).as(String.valueOf(r.body())).isEqualTo(200);
            csrf = r.body().get("csrf").asText();
            return this;
        }

        JsonNode myGames() throws Exception {
            Reply r = get("/api/me/games");
            assertThat(r.status()).isEqualTo(200);
            return r.body();
        }
    }

    /** Ann's Normandy Farm: she plays US, GER is an open challenge, spectators may watch. */
    String challenge(Client ann) throws Exception {
        Reply r = ann.post("/api/games", "{\"scenario\": \"normandy-farm\", \"seats\": {\"US\": \"human\", \"GER\": \"open\"}, \"spectators\": true}");
        assertThat(r.status()).as(String.valueOf(r.body())).isEqualTo(201);
        assertThat(r.body().get("tokens").has("GER")).as("an open seat's token goes to nobody").isFalse();
        return r.body().get("id").asText();
    }

    @Test
    void anAccount_itsSessionCookieIsHttpOnlyAndSameSite_SecureBehindTls_itsPasswordKeptAsABcryptHash() throws Exception {
        Client ann = new Client();
        Reply made = ann.post("/api/accounts", "{\"name\": \"ann\", \"password\": \"correct horse ann\"}");
        assertThat(made.status()).isEqualTo(201);
        List<String> cookies = made.raw().headers().allValues("Set-Cookie");
        String session = cookies.stream().filter(c -> c.startsWith(Accounts.COOKIE + "=")).findFirst().orElseThrow();
        assertThat(session).contains("HttpOnly").containsIgnoringCase("SameSite=Lax").doesNotContain("Secure");
        assertThat(ann.get("/api/me").body().get("name").asText()).isEqualTo("ann");
        Reply tls = new Client().send("POST", "/api/sessions", "{\"name\": \"ann\", \"password\": \"correct horse ann\"}",
                "X-Forwarded-Proto", "https");
        assertThat(tls.raw().headers().allValues("Set-Cookie")).allMatch(c -> c.contains("Secure"));
        try (AccountStore store = new AccountStore(Database.sqlite(tmp.resolve("toi.db")))) {
            String kept = store.byName("ANN").password(); // names without case
            assertThat(kept).startsWith("$2a$10$").doesNotContain("correct horse");
        }
        assertThat(new Client().post("/api/accounts", "{\"name\": \"Ann\", \"password\": \"another one\"}").status()).isEqualTo(409);
        assertThat(new Client().post("/api/sessions", "{\"name\": \"ann\", \"password\": \"wrong horse\"}").status()).isEqualTo(401);
        assertThat(new Client().post("/api/sessions", "{\"name\": \"nobody\", \"password\": \"wrong horse\"}").status()).isEqualTo(401);
        assertThat(new Client().post("/api/accounts", "{\"name\": \"bo\", \"password\": \"short\"}").status()).isEqualTo(400);
    }

    @Test
    void aChangeMadeWithASession_withoutItsCsrfToken_isRefused_andChangesNothing() throws Exception {
        Client ann = new Client().signUp("ann");
        String csrf = ann.csrf;
        ann.csrf = null; // a page of another site: the cookie goes with its request, the token cannot
        Reply forged = ann.post("/api/games", "{\"scenario\": \"normandy-farm\", \"seats\": {\"US\": \"human\", \"GER\": \"open\"}}");
        assertThat(forged.status()).isEqualTo(403);
        assertThat(forged.body().get("error").asText()).contains("csrf");
        ann.csrf = "0".repeat(32);
        assertThat(ann.post("/api/games", "{\"scenario\": \"normandy-farm\", \"seats\": {\"US\": \"human\"}}").status()).isEqualTo(403);
        ann.csrf = csrf;
        assertThat(ann.myGames()).isEmpty();
        assertThat(ann.get("/api/challenges").body()).isEmpty();
        challenge(ann);
        assertThat(ann.myGames()).hasSize(1);
    }

    @Test
    void myGames_anOpenChallengeTakenByAnotherAccount_whoPlaysItSignedIn_withWhoseTurnItIs() throws Exception {
        Client ann = new Client().signUp("ann");
        Client bob = new Client().signUp("bob");
        Client carl = new Client().signUp("carl");
        assertThat(new Client().post("/api/games", "{\"scenario\": \"normandy-farm\", \"seats\": {\"US\": \"human\", \"GER\": \"open\"}}").status())
                .as("an open seat without an account").isEqualTo(401);
        String id = challenge(ann);
        JsonNode open = bob.get("/api/challenges").body();
        assertThat(open).hasSize(1);
        assertThat(open.get(0).get("by").asText()).isEqualTo("ann");
        assertThat(open.get(0).get("seat").asText()).isEqualTo("GER");
        assertThat(open.get(0).get("yours").asBoolean()).isFalse();
        assertThat(ann.get("/api/challenges").body().get(0).get("yours").asBoolean()).isTrue();
        assertThat(ann.post("/api/challenges/" + id + "/take", "{}").status()).as("not one's own").isEqualTo(409);
        assertThat(new Client().post("/api/challenges/" + id + "/take", "{}").status()).as("signed in only").isEqualTo(401);
        Reply taken = bob.post("/api/challenges/" + id + "/take", "{}");
        assertThat(taken.status()).isEqualTo(200);
        assertThat(taken.body().get("seat").asText()).isEqualTo("GER");
        assertThat(carl.post("/api/challenges/" + id + "/take", "{}").status()).as("taken already").isEqualTo(404);
        assertThat(bob.get("/api/challenges").body()).isEmpty();

        // each plays the seat the account holds, signed in, with no token
        JsonNode asBob = bob.get("/api/games/" + id).body();
        JsonNode asAnn = ann.get("/api/games/" + id).body();
        assertThat(asBob.get("seat").asText()).isEqualTo("GER");
        assertThat(asAnn.get("seat").asText()).isEqualTo("US");
        String asked = asAnn.path("decision").path("seat").asText();
        JsonNode annGames = ann.myGames();
        JsonNode bobGames = bob.myGames();
        assertThat(annGames.get(0).get("opponents").get("GER").asText()).isEqualTo("bob");
        assertThat(bobGames.get(0).get("opponents").get("US").asText()).isEqualTo("ann");
        assertThat(annGames.get(0).get("yourTurn").asBoolean()).isEqualTo(asked.equals("US"));
        assertThat(bobGames.get(0).get("yourTurn").asBoolean()).isEqualTo(asked.equals("GER"));
        assertThat(annGames.get(0).get("asked").asText()).isEqualTo(asked);

        Client mover = asked.equals("US") ? ann : bob;
        JsonNode s = mover.get("/api/games/" + id).body();
        String choice = s.path("decision").path("options").get(0).path("text").asText();
        Reply chosen = mover.post("/api/games/" + id + "/choices", JSON.writeValueAsString(Map.of("seen", s.get("number").asInt(), "choice", choice)));
        assertThat(chosen.status()).as(String.valueOf(chosen.body())).isEqualTo(200);
        assertThat(chosen.body().get("choices").asInt()).isEqualTo(1);
    }

    @Test
    void anotherAccount_seesOpensAndAbandonsNoneOfAGamesSeats_refused403or404_andNothingChanges() throws Exception {
        Client ann = new Client().signUp("ann");
        Client bob = new Client().signUp("bob");
        Client carl = new Client().signUp("carl");
        String id = challenge(ann);
        bob.post("/api/challenges/" + id + "/take", "{}");
        JsonNode before = ann.get("/api/games/" + id).body();
        assertThat(carl.myGames()).isEmpty();
        assertThat(carl.get("/api/games/" + id).status()).isEqualTo(403);
        assertThat(carl.send("GET", "/api/games/" + id, null, "X-Toi-Seat", "US").status()).isEqualTo(403);
        assertThat(carl.get("/api/games/" + id + "/record").status()).isEqualTo(403);
        assertThat(carl.post("/api/games/" + id + "/choices", "{\"seen\": " + before.get("number").asInt() + ", \"choice\": \"pass\"}").status()).isEqualTo(403);
        assertThat(carl.post("/api/games/" + id + "/resign", "{}").status()).isEqualTo(403);
        assertThat(carl.send("DELETE", "/api/games/" + id, null).status()).isEqualTo(403);
        assertThat(carl.send("DELETE", "/api/games/ffffffffffff", null).status()).isEqualTo(404);
        // Bob may not play Ann's seat by naming it
        assertThat(bob.send("GET", "/api/games/" + id, null, "X-Toi-Seat", "US").status()).isEqualTo(403);
        JsonNode after = ann.get("/api/games/" + id).body();
        assertThat(after.get("number")).isEqualTo(before.get("number"));
        assertThat(after.get("over").asBoolean()).isFalse();
        assertThat(ann.myGames()).hasSize(1);
        // its own seats' holders abandon it: Ann consents, then Bob; then it is gone
        assertThat(ann.send("DELETE", "/api/games/" + id, null).status()).isEqualTo(202);
        assertThat(bob.send("DELETE", "/api/games/" + id, null).status()).isEqualTo(204);
        assertThat(ann.myGames()).isEmpty();
    }

    @Test
    void resign_theOtherSideWins_recordedAcrossARestart_theSeedRevealed_thenARematchWithSidesSwapped() throws Exception {
        Client ann = new Client().signUp("ann");
        Client bob = new Client().signUp("bob");
        String id = challenge(ann);
        bob.post("/api/challenges/" + id + "/take", "{}");
        assertThat(ann.post("/api/games/" + id + "/rematch", "{}").status()).as("not before the end").isEqualTo(409);
        JsonNode commitment = ann.get("/api/games/" + id).body().get("seed");
        assertThat(commitment.has("seed")).isFalse();
        Reply resigned = bob.post("/api/games/" + id + "/resign", "{}");
        assertThat(resigned.status()).as(String.valueOf(resigned.body())).isEqualTo(200);
        assertThat(resigned.body().get("over").asBoolean()).isTrue();
        assertThat(resigned.body().get("outcome").get("winner").asText()).isEqualTo("US");
        assertThat(resigned.body().get("outcome").get("reason").asText()).contains("GER resigned");
        JsonNode seed = resigned.body().get("seed");
        assertThat(toi.protocol.SeedCommitment.matches(commitment.get("commitment").asText(), seed.get("seed").asLong(), seed.get("salt").asText())).isTrue();
        assertThat(bob.post("/api/games/" + id + "/resign", "{}").status()).isEqualTo(422);

        server.close(); // the resignation is stored: the game stays over after a restart
        server = ToiServer.start(0, tmp.resolve("toi.db"), SCENARIOS);
        // the same sessions, kept in the database
        JsonNode annGames = ann.myGames();
        assertThat(annGames.get(0).get("over").asBoolean()).isTrue();
        assertThat(annGames.get(0).get("result").asText()).isEqualTo("won");
        assertThat(bob.myGames().get(0).get("result").asText()).isEqualTo("lost");
        Reply choice = ann.post("/api/games/" + id + "/choices", "{\"seen\": 0, \"choice\": \"pass\"}");
        assertThat(choice.status()).isIn(409, 422);

        Reply rematch = ann.post("/api/games/" + id + "/rematch", "{}");
        assertThat(rematch.status()).as(String.valueOf(rematch.body())).isEqualTo(201);
        String next = rematch.body().get("id").asText();
        assertThat(rematch.body().get("seat").asText()).isEqualTo("GER");
        assertThat(ann.get("/api/games/" + next).body().get("seat").asText()).isEqualTo("GER");
        assertThat(bob.get("/api/games/" + next).body().get("seat").asText()).isEqualTo("US");
        assertThat(ann.get("/api/games/" + next).body().get("seed").get("commitment").asText())
                .isNotEqualTo(commitment.get("commitment").asText());
        assertThat(bob.myGames()).hasSize(2);
    }

    @Test
    void aSpectator_getsThePublicView_noSeatNoChoices_onlyOfAGameOpenedToSpectators() throws Exception {
        Client ann = new Client().signUp("ann");
        String id = challenge(ann);
        Reply watched = new Client().get("/api/games/" + id + "/watch");
        assertThat(watched.status()).isEqualTo(200);
        assertThat(watched.body().get("seat").isNull()).isTrue();
        assertThat(watched.body().get("decision").get("yours").asBoolean()).isFalse();
        assertThat(watched.body().get("decision").get("options")).isEmpty();
        assertThat(watched.body().get("number")).isEqualTo(ann.get("/api/games/" + id).body().get("number"));
        assertThat(watched.body().get("events")).hasSize(watched.body().get("number").asInt()); // numbered as every seat's
        assertThat(watched.body().get("view").isObject()).isTrue();
        assertThat(watched.body().get("seed").has("seed")).isFalse();
        Reply closed = ann.post("/api/games", "{\"scenario\": \"normandy-farm\", \"seats\": {\"US\": \"human\", \"GER\": \"open\"}}");
        assertThat(new Client().get("/api/games/" + closed.body().get("id").asText() + "/watch").status()).isEqualTo(404);
    }

    @Test
    void logOut_endsThatSession_logOutEverywhere_endsEveryOne() throws Exception {
        Client home = new Client().signUp("ann");
        Client work = new Client().signIn("ann");
        Client phone = new Client().signIn("ann");
        assertThat(phone.send("DELETE", "/api/sessions/current", null).status()).isEqualTo(204);
        assertThat(phone.get("/api/me").body().get("name").isNull()).isTrue();
        assertThat(home.get("/api/me").body().get("name").asText()).isEqualTo("ann");
        Reply all = work.send("DELETE", "/api/sessions", null);
        assertThat(all.status()).isEqualTo(200);
        assertThat(all.body().get("ended").asInt()).isEqualTo(2);
        assertThat(home.get("/api/me").body().get("name").isNull()).isTrue();
        assertThat(home.get("/api/me/games").status()).isEqualTo(401);
    }

    @Test
    void signUpsAndSignIns_areRateLimited_andAPasswordIsNeverLoggedNorEchoed() throws Exception {
        PrintStream out = System.out;
        PrintStream err = System.err;
        ByteArrayOutputStream seen = new ByteArrayOutputStream();
        PrintStream both = new PrintStream(seen, true);
        System.setOut(both);
        System.setErr(both);
        StringBuilder replies = new StringBuilder();
        try {
            int made = 0;
            int refused = 0;
            for (int i = 0; i < 7; i++) {
                Reply r = new Client().post("/api/accounts", "{\"name\": \"user" + i + "\", \"password\": \"hunter2-secret-" + i + "\"}");
                replies.append(r.raw().body());
                made += r.status() == 201 ? 1 : 0;
                refused += r.status() == 429 ? 1 : 0;
            }
            assertThat(made).as("a burst of 5 sign-ups an address").isEqualTo(5);
            assertThat(refused).isEqualTo(2);
            int wrong = 0;
            int limited = 0;
            for (int i = 0; i < 12; i++) {
                Reply r = new Client().post("/api/sessions", "{\"name\": \"user0\", \"password\": \"hunter2-guess-" + i + "\"}");
                replies.append(r.raw().body());
                wrong += r.status() == 401 ? 1 : 0;
                limited += r.status() == 429 ? 1 : 0;
                if (r.status() == 429) {
                    assertThat(r.raw().headers().firstValue("Retry-After")).isPresent();
                }
            }
            assertThat(wrong).isEqualTo(10);
            assertThat(limited).isEqualTo(2);
        } finally {
            System.setOut(out);
            System.setErr(err);
        }
        assertThat(seen.toString() + replies).doesNotContain("hunter2");
    }
    @Test
    void aTurnClock_theSeatAskedWhenItRunsOut_losesTheGame_recorded_andABadClockIsRefused() throws Exception {
        Client ann = new Client().signUp("ann");
        Client bob = new Client().signUp("bob");
        assertThat(ann.post("/api/games", "{\"scenario\": \"normandy-farm\", \"seats\": {\"US\": \"human\", \"GER\": \"open\"},"
                + " \"clock\": {\"perTurn\": 0}}").status()).isEqualTo(400);
        assertThat(ann.myGames()).as("nothing stored").isEmpty();
        Reply r = ann.post("/api/games", "{\"scenario\": \"normandy-farm\", \"seats\": {\"US\": \"human\", \"GER\": \"open\"},"
                + " \"clock\": {\"perTurn\": 2}}");
        assertThat(r.status()).isEqualTo(201);
        String id = r.body().get("id").asText();
        bob.post("/api/challenges/" + id + "/take", "{}");
        String asked = ann.get("/api/games/" + id).body().path("decision").path("seat").asText();
        long until = System.nanoTime() + 10_000_000_000L;
        JsonNode clock = ann.get("/api/games/" + id + "/clock").body();
        while (!clock.has("left") && System.nanoTime() < until) {
            Thread.sleep(100);
            clock = ann.get("/api/games/" + id + "/clock").body();
        }
        assertThat(clock.get("perTurn").asLong()).isEqualTo(2);
        assertThat(clock.get("asked").asText()).isEqualTo(asked);
        assertThat(clock.get("left").asLong()).isBetween(0L, 2L);
        JsonNode s = ann.get("/api/games/" + id).body();
        while (!s.get("over").asBoolean() && System.nanoTime() < until) {
            Thread.sleep(200);
            s = ann.get("/api/games/" + id).body();
        }
        assertThat(s.get("over").asBoolean()).as("out of time within 10 s").isTrue();
        String winner = asked.equals("US") ? "GER" : "US";
        assertThat(s.get("outcome").get("winner").asText()).isEqualTo(winner);
        assertThat(s.get("outcome").get("reason").asText()).isEqualTo(asked + " ran out of time: " + winner + " wins");
        assertThat(s.get("seed").has("seed")).as("revealed as at any end").isTrue();
        server.close(); // recorded: still over, and why, after a restart
        server = ToiServer.start(0, tmp.resolve("toi.db"), SCENARIOS);
        JsonNode mine = (asked.equals("US") ? ann : bob).myGames().get(0);
        assertThat(mine.get("result").asText()).isEqualTo("lost");
        assertThat(mine.get("reason").asText()).contains("ran out of time");
    }
}
