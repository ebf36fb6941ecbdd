package toi.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.ServerSetupTest;
import java.net.CookieManager;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Issue 31 · 4, the e-mail notice of a turn with two server processes on one PostgreSQL database ({@link TestPostgres};
 * two servers in one JVM, each with its own connections, as two processes): a player whose page follows the game live on
 * process B gets no mail of the choices made through process A, the game's owner (Presence: a row per game and seat,
 * renewed every heartbeat); once the page is closed, or B is killed and its row has expired, the next turn's mail goes.
 */
class ClusterNoticeTest extends TwoServers {
    static final Duration AFTER = Duration.ofMillis(300);
    /** The heartbeat: a presence row lasts four (2 s) unless renewed. */
    static final Duration BEAT = Duration.ofMillis(500);

    @RegisterExtension
    static GreenMailExtension smtp = new GreenMailExtension(ServerSetupTest.SMTP.dynamicPort());

    ToiServer start(Database db) {
        return ToiServer.start(0, db, AccountsTest.SCENARIOS, ToiServer.Settings.defaults().withHeartbeat(BEAT), TestMail.relay(smtp, AFTER));
    }

    /** A browser signed in to an account (its cookie holds on both processes: one database, one host). */
    final class Client {
        final HttpClient http = HttpClient.newBuilder().cookieHandler(new CookieManager()).build();
        String csrf;

        JsonNode send(ToiServer s, String method, String path, String body, int status) throws Exception {
            HttpRequest.Builder r = HttpRequest.newBuilder(URI.create("http://localhost:" + s.port() + path))
                    .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
            if (body != null) {
                r.header("Content-Type", "application/json");
            }
            if (csrf != null) {
                r.header("X-Toi-CSRF", csrf);
            }
            HttpResponse<String> got = http.send(r.build(), HttpResponse.BodyHandlers.ofString());
            assertThat(got.statusCode()).as(method + " " + path + ": " + got.body()).isEqualTo(status);
            return got.body().isEmpty() ? null : JSON.readTree(got.body());
        }

        Client signUp(String name, String email) throws Exception {
            csrf = send(a, "POST", "/api/accounts", "{\"name\": \"" + name + "\", \"password\": \"correct horse " + name + "\"}", 201)
                    .get("csrf").asText();
            send(a, "POST", "/api/me/notices", "{\"email\": \"" + email + "\", \"notices\": true}", 200);
            return this;
        }
    }

    int mailsTo(String address) throws Exception {
        return TestMail.to(smtp, address).size();
    }

    /** Choices through A, each by the seat asked, until US's turn begins again (a choice by GER, then US asked). */
    void playThroughAUntilUsTurnBegins(Client ann, Client bob, String id) throws Exception {
        String was = state(ann, id).path("decision").path("seat").asText();
        for (int i = 0; i < 80; i++) {
            Client who = was.equals("US") ? ann : bob;
            JsonNode s = state(who, id);
            String choice = s.path("decision").path("options").get(0).path("text").asText();
            who.send(a, "POST", "/api/games/" + id + "/choices", JSON.writeValueAsString(Map.of("seen", s.get("number").asInt(), "choice", choice)), 200);
            String now = state(ann, id).path("decision").path("seat").asText();
            if (now.equals("US") && !was.equals("US")) {
                return;
            }
            was = now;
        }
        throw new AssertionError("US's turn did not come again in 80 choices");
    }

    JsonNode state(Client c, String id) throws Exception {
        return c.send(a, "GET", "/api/games/" + id, null, 200);
    }

    /** A page of the seat (its token) follows the game live on {@code s}: a WebSocket client. */
    WebSocket page(ToiServer s, String id, String token) throws Exception {
        WebSocket ws = HttpClient.newHttpClient().newWebSocketBuilder().buildAsync(URI.create("ws://localhost:" + s.port() + "/ws/games/" + id),
                new WebSocket.Listener() {
                    @Override
                    public CompletionStage<?> onText(WebSocket w, CharSequence data, boolean last) {
                        w.request(1);
                        return CompletableFuture.completedFuture(null);
                    }
                }).get(5, TimeUnit.SECONDS);
        ws.sendText(JSON.writeValueAsString(Map.of("token", token, "since", 0)), true).get(5, TimeUnit.SECONDS);
        return ws;
    }

    static void within(Duration d, String what, BooleanSupplier done) throws InterruptedException {
        long until = System.nanoTime() + d.toNanos();
        while (!done.getAsBoolean()) {
            assertThat(System.nanoTime()).as(what).isLessThan(until);
            Thread.sleep(20);
        }
    }

    @Test
    void aPageOpenOnProcessB_stopsTheMailOfProcessA_untilItIsClosed_orBIsKilledAndItsPresenceExpires() throws Exception {
        Database db = TestPostgres.newDatabase();
        a = start(db);
        b = start(db);
        Client ann = new Client().signUp("ann", "ann@example.org");
        Client bob = new Client().signUp("bob", "bob@example.org");
        JsonNode made = ann.send(a, "POST", "/api/games", "{\"scenario\": \"normandy-farm\", \"seats\": {\"US\": \"human\", \"GER\": \"open\"}}", 201);
        String id = made.get("id").asText();
        String usToken = made.get("tokens").get("US").asText();
        bob.send(a, "POST", "/api/challenges/" + id + "/take", "{}", 200);
        Thread.sleep(AFTER.toMillis() * 4); // the first turn's notice, if any, is sent before the page opens

        // Ann's page follows the game on B; every choice is made through A (the game's owner, which checks the notices)
        WebSocket onB = page(b, id, usToken);
        within(Duration.ofSeconds(5), "B tells the database that US's page is open", () -> a.present(id, "US"));
        assertThat(a.follows(id, "US")).as("no page of US on A itself").isFalse();
        int before = mailsTo("ann@example.org");
        playThroughAUntilUsTurnBegins(ann, bob, id);
        Thread.sleep(AFTER.toMillis() * 4);
        assertThat(mailsTo("ann@example.org")).as("no mail while her page is open on B").isEqualTo(before);

        // the page closes: its row goes, and her next turn's notice is mailed
        onB.sendClose(WebSocket.NORMAL_CLOSURE, "closed").get(5, TimeUnit.SECONDS);
        within(Duration.ofSeconds(5), "the closed page's row goes", () -> !a.present(id, "US"));
        playThroughAUntilUsTurnBegins(ann, bob, id);
        within(Duration.ofSeconds(5), "the notice of her turn, her page closed", () -> {
            try {
                return mailsTo("ann@example.org") == before + 1;
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });

        // her page opens on B again, then B is killed: its row stays until it expires (four heartbeats), then she is mailed
        page(b, id, usToken);
        within(Duration.ofSeconds(5), "B tells the database again", () -> a.present(id, "US"));
        b.crash();
        b = null;
        assertThat(a.present(id, "US")).as("a killed process deletes nothing").isTrue();
        within(BEAT.multipliedBy(4).plusSeconds(2), "the dead process's row expires", () -> !a.present(id, "US"));
        playThroughAUntilUsTurnBegins(ann, bob, id);
        within(Duration.ofSeconds(5), "the notice of her turn, the process of her page dead", () -> {
            try {
                return mailsTo("ann@example.org") == before + 2;
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
    }
}
