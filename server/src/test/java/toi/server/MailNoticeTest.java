package toi.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.GreenMailUtil;
import com.icegreen.greenmail.util.ServerSetupTest;
import jakarta.mail.internet.MimeMessage;
import java.net.CookieManager;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 31 · 4, the e-mail notice of a turn, over HTTP with an SMTP server in the test's own process (GreenMail): an account
 * gives its address and asks for notices; when a game waits for its seat at a new turn, and still does a moment later, one
 * mail goes to it — naming the game and linking to it, holding no seat's token, session or password —, not one for every
 * decision of the same turn, and none while the player's page follows the game live.
 */
class MailNoticeTest {
    static final ObjectMapper JSON = new ObjectMapper();
    static final Duration AFTER = Duration.ofMillis(400);

    @RegisterExtension
    static GreenMailExtension smtp = new GreenMailExtension(ServerSetupTest.SMTP.dynamicPort());

    @TempDir
    Path tmp;
    ToiServer server;

    @BeforeEach
    void start() {
        server = ToiServer.start(0, Database.sqlite(tmp.resolve("toi.db")), AccountsTest.SCENARIOS, ToiServer.Settings.defaults(),
                TestMail.relay(smtp, AFTER));
    }

    @AfterEach
    void stop() {
        server.close();
    }

    record Reply(int status, JsonNode body, String raw) {
    }

    /** A browser: its cookies, and its session's CSRF token. */
    final class Client {
        final HttpClient http = HttpClient.newBuilder().cookieHandler(new CookieManager()).build();
        final List<String> secrets = new ArrayList<>();
        String csrf;

        Reply send(String method, String path, String body) throws Exception {
            HttpRequest.Builder b = HttpRequest.newBuilder(URI.create("http://localhost:" + server.port() + path))
                    .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
            if (body != null) {
                b.header("Content-Type", "application/json");
            }
            if (csrf != null) {
                b.header("X-Toi-CSRF", csrf);
            }
            HttpResponse<String> r = http.send(b.build(), HttpResponse.BodyHandlers.ofString());
            r.headers().allValues("Set-Cookie").forEach(c -> secrets.add(c.replaceFirst(";.*", "").replaceFirst("^[^=]*=", "")));
            return new Reply(r.statusCode(), r.body().isEmpty() ? null : JSON.readTree(r.body()), r.body());
        }

        Client signUp(String name) throws Exception {
            secrets.add("correct horse " + name);
            Reply r = send("POST", "/api/accounts", "{\"name\": \"" + name + "\", \"password\": \"correct horse " + name + "\"}");
            assertThat(r.status()).isEqualTo(201);
            csrf = r.body().get("csrf").asText();
            secrets.add(csrf);
            return this;
        }
    }

    List<MimeMessage> to(String address) throws Exception {
        return TestMail.to(smtp, address);
    }

    /** The seat asked now, as the game's state tells it. */
    String asked(Client c, String id) throws Exception {
        return c.send("GET", "/api/games/" + id, null).body().path("decision").path("seat").asText();
    }

    /** The asked seat's holder makes the first choice offered. */
    void playOne(Client c, String id) throws Exception {
        JsonNode s = c.send("GET", "/api/games/" + id, null).body();
        String choice = s.path("decision").path("options").get(0).path("text").asText();
        Reply r = c.send("POST", "/api/games/" + id + "/choices", JSON.writeValueAsString(java.util.Map.of("seen", s.get("number").asInt(), "choice", choice)));
        assertThat(r.status()).as(r.raw()).isEqualTo(200);
    }

    @Test
    void theGameWaitsForASeat_itsAccountGetsOneMailATurn_linkingToTheGame_noTokenInIt_noneWhileItsPageIsOpen() throws Exception {
        Client ann = new Client().signUp("ann");
        Client bob = new Client().signUp("bob");
        assertThat(ann.send("POST", "/api/me/notices", "{\"email\": \"ann at example\", \"notices\": true}").status()).isEqualTo(400);
        assertThat(ann.send("POST", "/api/me/notices", "{\"email\": \"ann@example.org\\r\\nBcc: eve@example.org\", \"notices\": true}").status())
                .as("no header slips in").isEqualTo(400);
        assertThat(ann.send("POST", "/api/me/notices", "{\"notices\": true}").status()).as("notices need an address").isEqualTo(400);
        assertThat(ann.send("GET", "/api/me", null).body().path("notices").asBoolean()).as("nothing changed").isFalse();
        assertThat(ann.send("POST", "/api/me/notices", "{\"email\": \"ann@example.org\", \"notices\": true}").status()).isEqualTo(200);
        assertThat(bob.send("POST", "/api/me/notices", "{\"email\": \"bob@example.org\", \"notices\": true}").status()).isEqualTo(200);
        JsonNode me = ann.send("GET", "/api/me", null).body();
        assertThat(me.get("email").asText()).isEqualTo("ann@example.org");
        assertThat(me.get("notices").asBoolean()).isTrue();
        assertThat(me.get("mail").asBoolean()).as("this server sends e-mail").isTrue();

        Reply made = ann.send("POST", "/api/games", "{\"scenario\": \"normandy-farm\", \"seats\": {\"US\": \"human\", \"GER\": \"open\"}}");
        assertThat(made.status()).isEqualTo(201);
        String id = made.body().get("id").asText();
        List<String> secrets = new ArrayList<>(ann.secrets);
        secrets.addAll(bob.secrets);
        made.body().get("tokens").forEach(t -> secrets.add(t.asText()));
        secrets.add(made.body().get("creator").asText());
        String usToken = made.body().get("tokens").get("US").asText();
        assertThat(bob.send("POST", "/api/challenges/" + id + "/take", "{}").status()).isEqualTo(200);

        // the game waits for a seat: its account gets one mail, a moment later
        String first = asked(ann, id);
        Client firstPlayer = first.equals("US") ? ann : bob;
        String firstAddress = first.equals("US") ? "ann@example.org" : "bob@example.org";
        assertThat(smtp.waitForIncomingEmail(5_000, 1)).as("the notice of " + first + "'s turn").isTrue();
        MimeMessage m = smtp.getReceivedMessages()[0];
        assertThat(m.getAllRecipients()[0].toString()).isEqualTo(firstAddress);
        assertThat(m.getFrom()[0].toString()).isEqualTo("toi@example.org");
        assertThat(m.getSubject()).isEqualTo("Tide of Iron: your turn in Normandy Farm");
        String text = GreenMailUtil.getBody(m);
        assertThat(text).contains("https://toi.example.org/?game=" + id).contains("it is " + first + "'s turn");
        for (String secret : secrets) {
            assertThat(text + m.getSubject()).as("no token, session or password in the mail").doesNotContain(secret);
        }

        // the same seat's further decisions in its turn: no more mail; the other seat's new turn: one to it
        int choices = 0;
        while (asked(ann, id).equals(first)) {
            playOne(firstPlayer, id);
            choices++;
            if (!asked(ann, id).equals(first)) {
                break; // the other seat's turn
            }
            Thread.sleep(AFTER.toMillis() * 2);
            assertThat(smtp.getReceivedMessages()).as("once a turn: after " + choices + " choices of " + first).hasSize(1);
            assertThat(choices).as("the turn passes").isLessThan(40);
        }
        String second = asked(ann, id);
        String secondAddress = second.equals("US") ? "ann@example.org" : "bob@example.org";
        assertThat(smtp.waitForIncomingEmail(5_000, 2)).as("the notice of " + second + "'s turn").isTrue();
        assertThat(smtp.getReceivedMessages()[1].getAllRecipients()[0].toString()).isEqualTo(secondAddress);

        // Ann's page follows the game live (a WebSocket as US): her next turn sends her nothing
        WebSocket live = HttpClient.newHttpClient().newWebSocketBuilder().buildAsync(URI.create("ws://localhost:" + server.port() + "/ws/games/" + id),
                new WebSocket.Listener() {
                    @Override
                    public CompletionStage<?> onText(WebSocket w, CharSequence data, boolean last) {
                        w.request(1);
                        return CompletableFuture.completedFuture(null);
                    }
                }).get(5, TimeUnit.SECONDS);
        live.sendText(JSON.writeValueAsString(java.util.Map.of("token", usToken, "since", 0)), true).get(5, TimeUnit.SECONDS);
        long until = System.nanoTime() + 2_000_000_000L;
        while (server.followers(id) == 0 && System.nanoTime() < until) {
            Thread.sleep(20);
        }
        int annBefore = to("ann@example.org").size();
        String was = asked(ann, id);
        boolean annsNewTurn = false;
        for (int i = 0; i < 60 && !annsNewTurn; i++) {
            playOne(was.equals("US") ? ann : bob, id);
            String now = asked(ann, id);
            annsNewTurn = now.equals("US") && !was.equals("US");
            was = now;
        }
        assertThat(annsNewTurn).as("US's turn comes again").isTrue();
        Thread.sleep(AFTER.toMillis() * 3);
        assertThat(to("ann@example.org")).as("no notice while her page is open").hasSize(annBefore);
        live.abort();
    }
}
