package toi.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The server bounded and hardened (issue 27, docs/server.md · Limits, Threads): a client cannot sink it — creations and
 * choices are rate-limited, idle games leave memory, a WebSocket client that never reads is dropped, long polls hold no
 * thread, writes are committed in groups —, and every response is JSON-only and carries the security headers.
 */
class ServerLimitsTest {
    static final ObjectMapper JSON = new ObjectMapper();
    static final Path SCENARIOS = Files.isDirectory(Path.of("../scenarios")) ? Path.of("../scenarios") : Path.of("scenarios");
    final HttpClient http = HttpClient.newHttpClient();
    @TempDir
    Path tmp;
    ToiServer server;

    void start(ToiServer.Settings settings) {
        server = ToiServer.start(0, tmp.resolve("toi.db"), SCENARIOS, settings);
    }

    @AfterEach
    void stop() {
        if (server != null) {
            server.close();
        }
    }

    record Reply(int status, JsonNode body, HttpResponse<String> raw) {
    }

    Reply send(HttpRequest.Builder request) throws Exception {
        HttpResponse<String> r = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
        JsonNode body = null;
        if (r.headers().firstValue("Content-Type").orElse("").startsWith("application/json") && !r.body().isEmpty()) {
            body = JSON.readTree(r.body());
        }
        return new Reply(r.statusCode(), body, r);
    }

    Reply get(String path) throws Exception {
        return send(HttpRequest.newBuilder(uri(path)).GET());
    }

    /** A GET as the seat of {@code token}: the token in the X-Toi-Token header, never in the address. */
    Reply get(String path, String token) throws Exception {
        return send(HttpRequest.newBuilder(uri(path)).header("X-Toi-Token", token).GET());
    }

    Reply post(String path, String body) throws Exception {
        return send(HttpRequest.newBuilder(uri(path)).POST(HttpRequest.BodyPublishers.ofString(body)).header("Content-Type", "application/json"));
    }

    URI uri(String path) {
        return URI.create("http://localhost:" + server.port() + path);
    }

    JsonNode create(String seats) throws Exception {
        Reply r = post("/api/games", "{\"scenario\": \"normandy-farm\", \"seats\": " + seats + "}"); // no seed: two humans (issue 27)
        assertThat(r.status()).as(String.valueOf(r.body())).isEqualTo(201);
        return r.body();
    }

    JsonNode state(String id, String token) throws Exception {
        Reply r = get("/api/games/" + id, token);
        assertThat(r.status()).isEqualTo(200);
        return r.body();
    }

    Reply choose(String id, String token, JsonNode state) throws Exception {
        JsonNode choices = state.path("view").path("decision").path("choices");
        return post("/api/games/" + id + "/choices", JSON.writeValueAsString(Map.of("token", token, "seen", state.get("number").asInt(),
                "choice", choices.isEmpty() ? "pass" : choices.get(0).asText())));
    }

    @Test
    void aCrossSiteTextPlainPost_createsNoGame_415() throws Exception {
        start(ToiServer.Settings.defaults());
        Reply r = send(HttpRequest.newBuilder(uri("/api/games")).header("Content-Type", "text/plain")
                .POST(HttpRequest.BodyPublishers.ofString("{\"scenario\": \"normandy-farm\", \"seats\": {\"US\": \"human\", \"GER\": \"human\"}}")));
        assertThat(r.status()).isEqualTo(415);
        assertThat(r.body().get("error").asText()).contains("application/json");
        Reply form = send(HttpRequest.newBuilder(uri("/api/games")).header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString("scenario=iron-tide-demo")));
        assertThat(form.status()).isEqualTo(415);
        assertThat(post("/api/games", "{\"scenario\": \"normandy-farm\", \"seats\": {\"US\": \"human\", \"GER\": \"human\"}}").status())
                .as("sent as JSON it is a game").isEqualTo(201);
    }

    /**
     * Issue 27 · tokens not in the address (docs/server.md · HTTP): an address is kept in logs, histories and Referer
     * headers, so a token in the query string is refused on every request — a clear 400 naming the header — and changes
     * nothing (no game abandoned, no choice made); a WebSocket naming its seat in the address is closed (4400).
     */
    @Test
    void aTokenInTheAddress_isRefusedOnEveryRequest_namingTheHeader_andChangesNothing() throws Exception {
        start(ToiServer.Settings.defaults());
        JsonNode g = create("{\"US\": \"human\", \"GER\": \"human\"}");
        String id = g.get("id").asText();
        String us = g.path("tokens").get("US").asText();
        JsonNode it = post("/api/games", "{\"scenario\": \"iron-tide-demo\"}").body();
        String itId = it.get("id").asText();
        String ger = it.path("tokens").get("german").asText();
        JsonNode before = state(id, us);
        List<String> gets = List.of("/api/games/" + id + "?token=" + us, "/api/games/" + id + "/at?choice=0&token=" + us,
                "/api/games/" + id + "/preview?token=" + us + "&choice=pass", "/api/games/" + id + "/reachable?token=" + us + "&unit=us-1",
                "/api/games/" + id + "/sight?token=" + us + "&from=C8&to=G4", "/api/games/" + id + "/explain?token=" + us,
                "/api/games/" + id + "/record?token=" + us, "/api/games?token=" + us, "/api/games/" + itId + "?token=" + ger,
                "/?game=" + id + "&token=" + us, "/?game=" + itId + "&token=" + ger, "/api/scenarios?token=" + us);
        List<HttpRequest.Builder> requests = new java.util.ArrayList<>();
        gets.forEach(path -> requests.add(HttpRequest.newBuilder(uri(path)).GET()));
        requests.add(HttpRequest.newBuilder(uri("/api/games/" + id + "?token=" + us)).DELETE());
        requests.add(HttpRequest.newBuilder(uri("/api/games/" + itId + "?token=" + ger)).DELETE());
        String choice = before.path("view").path("decision").path("choices").get(0).asText();
        requests.add(HttpRequest.newBuilder(uri("/api/games/" + id + "/choices?token=" + us)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(Map.of("seen", before.get("number").asInt(), "choice", choice)))));
        for (HttpRequest.Builder b : requests) {
            Reply r = send(b);
            String what = b.build().method() + " " + b.build().uri().getPath();
            assertThat(r.status()).as(what).isEqualTo(400);
            assertThat(r.body().get("error").asText()).as(what).startsWith("token: send the seat's token in the X-Toi-Token header")
                    .contains("never in the address");
        }
        assertThat(state(id, us)).as("nothing changed: no choice made, the game not abandoned").isEqualTo(before);
        assertThat(get("/api/games/" + itId, ger).status()).isEqualTo(200);
        assertThat(closeCode("/ws/games/" + id + "?token=" + us + "&since=0", null)).as("a WebSocket's seat in its address").isEqualTo(4400);
        LinkedBlockingQueue<String> first = new LinkedBlockingQueue<>();
        assertThat(closeCode("/ws/games/" + id, JSON.writeValueAsString(Map.of("token", us, "since", 0)), first, Duration.ofMillis(500)))
                .as("named in its first message, it follows the game").isEqualTo(0);
        assertThat(first.poll(5, TimeUnit.SECONDS)).contains("\"seat\":\"US\"");
    }

    /**
     * Issue 27 · a WebSocket client connected but never naming its seat holds a connection for nothing: it is closed
     * (4401) once Settings.helloWithin has passed; one that names its seat in time is not.
     */
    @Test
    void aWebSocketThatNeverNamesItsSeat_isClosedAfterAFewSeconds() throws Exception {
        start(ToiServer.Settings.defaults().withHelloWithin(Duration.ofMillis(800)));
        JsonNode g = create("{\"US\": \"human\", \"GER\": \"human\"}");
        String id = g.get("id").asText();
        long t0 = System.nanoTime();
        assertThat(closeCode("/ws/games/" + id, null)).isEqualTo(4401);
        assertThat(Duration.ofNanos(System.nanoTime() - t0)).isBetween(Duration.ofMillis(700), Duration.ofSeconds(4));
        assertThat(server.followers(id)).isZero();
        LinkedBlockingQueue<String> updates = new LinkedBlockingQueue<>();
        assertThat(closeCode("/ws/games/" + id, JSON.writeValueAsString(Map.of("token", g.path("tokens").get("US").asText(), "since", 0)),
                updates, Duration.ofMillis(2_000))).as("a client that named its seat is kept past helloWithin").isEqualTo(0);
        assertThat(updates).isNotEmpty();
    }

    /**
     * Issue 27 · computer players on a bounded pool with a cap on concurrent expert searches (docs/server.md · Limits and
     * threads): with one search allowed at once, two games against the expert (a second's search a decision) never have
     * their computers searching at the same time — seen by sampling every thread inside {@code SearchAi.choose} — and a
     * game against the random player is answered meanwhile in far less than a search takes.
     */
    @Test
    void theSearchingPlayersPool_capsConcurrentSearches_andAQuickPlayersGameIsAnsweredMeanwhile() throws Exception {
        start(ToiServer.Settings.defaults().withSearches(1).withChoices(10_000, 10_000));
        List<String[]> experts = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            JsonNode g = create("{\"US\": \"human\", \"GER\": \"expert\"}");
            experts.add(new String[] {g.get("id").asText(), g.path("tokens").get("US").asText()});
        }
        JsonNode quick = create("{\"US\": \"human\", \"GER\": \"random\"}");
        String qid = quick.get("id").asText();
        String qus = quick.path("tokens").get("US").asText();
        java.util.concurrent.atomic.AtomicInteger most = new java.util.concurrent.atomic.AtomicInteger();
        java.util.concurrent.atomic.AtomicInteger searching = new java.util.concurrent.atomic.AtomicInteger();
        java.util.concurrent.atomic.AtomicBoolean done = new java.util.concurrent.atomic.AtomicBoolean();
        Thread sampler = new Thread(() -> {
            while (!done.get()) {
                int n = searchesNow();
                most.accumulateAndGet(n, Math::max);
                if (n > 0) {
                    searching.incrementAndGet();
                }
                try {
                    Thread.sleep(10);
                } catch (InterruptedException e) {
                    return;
                }
            }
        });
        sampler.start();
        long slowest = 0;
        int answered = 0;
        long until = System.nanoTime() + 8_000_000_000L;
        try {
            while (System.nanoTime() < until) {
                for (String[] e : experts) { // the human side of each expert game chooses whenever it is asked
                    JsonNode s = state(e[0], e[1]);
                    if (s.path("view").path("decision").path("yours").asBoolean()) {
                        choose(e[0], e[1], s);
                    }
                }
                JsonNode s = state(qid, qus);
                if (s.path("view").path("decision").path("yours").asBoolean() && !s.path("view").path("phase").asText().equals("OVER")) {
                    long t0 = System.nanoTime();
                    JsonNode r = choose(qid, qus, s).body();
                    for (int i = 0; i < 100 && r != null && !r.path("thinking").isNull(); i++) { // answered once the random player has chosen
                        r = get("/api/games/" + qid + "?since=" + r.get("number").asInt() + "&wait=5000", qus).body();
                    }
                    slowest = Math.max(slowest, System.nanoTime() - t0);
                    answered++;
                } else {
                    Thread.sleep(20);
                }
            }
        } finally {
            done.set(true);
            sampler.join();
        }
        assertThat(searching.get()).as("samples with an expert searching").isGreaterThan(50);
        assertThat(most.get()).as("searches at once, at most").isEqualTo(1);
        assertThat(answered).as("choices answered by the random player meanwhile").isGreaterThan(5);
        assertThat(Duration.ofNanos(slowest)).as("the random player's slowest answer, beside the searches").isLessThan(Duration.ofMillis(900));
    }

    /** How many threads are inside a searching computer player's choice now. */
    static int searchesNow() {
        int n = 0;
        for (StackTraceElement[] stack : Thread.getAllStackTraces().values()) {
            for (StackTraceElement f : stack) {
                if (f.getClassName().equals("toi.ai.SearchAi") && f.getMethodName().equals("choose")) {
                    n++;
                    break;
                }
            }
        }
        return n;
    }

    @Test
    void everyResponseCarriesTheSecurityHeaders_theLobbyTheModulesTheApiAndARefusal() throws Exception {
        start(ToiServer.Settings.defaults());
        for (String path : List.of("/", "/app.js", "/style.css", "/api/scenarios", "/api/games/abc", "/?game=abc", "/api/games/abc?token=x")) {
            var h = get(path).raw().headers();
            assertThat(h.firstValue("X-Frame-Options")).as(path).hasValue("DENY");
            assertThat(h.firstValue("X-Content-Type-Options")).as(path).hasValue("nosniff");
            assertThat(h.firstValue("Referrer-Policy")).as(path).hasValue("no-referrer");
            String csp = h.firstValue("Content-Security-Policy").orElse("");
            assertThat(csp).as(path).contains("default-src 'self'", "frame-ancestors 'none'", "object-src 'none'", "'sha256-");
            assertThat(csp.replaceAll(".*script-src([^;]*);.*", "$1")).as("inline scripts only by their hash").doesNotContain("unsafe");
        }
    }

    @Test
    void aFloatSeen_isRefused400_andChangesNothing() throws Exception {
        start(ToiServer.Settings.defaults());
        JsonNode g = create("{\"US\": \"human\", \"GER\": \"human\"}");
        String id = g.get("id").asText();
        String us = g.path("tokens").get("US").asText();
        JsonNode s = state(id, us);
        String choice = s.path("view").path("decision").path("choices").get(0).asText();
        Reply r = post("/api/games/" + id + "/choices", "{\"token\": \"" + us + "\", \"seen\": " + s.get("number").asInt() + ".0, \"choice\": \""
                + choice + "\"}");
        assertThat(r.status()).isEqualTo(400);
        assertThat(r.body().get("error").asText()).startsWith("seen:");
        assertThat(state(id, us).get("number")).isEqualTo(s.get("number"));
    }

    @Test
    void aRefusedWebSocket_logsNoStackTrace_andASlashInItsGameIdIsACleanRefusal() throws Exception {
        start(ToiServer.Settings.defaults());
        JsonNode g = create("{\"US\": \"human\", \"GER\": \"human\"}");
        PrintStream err = System.err;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setErr(new PrintStream(captured, true));
        try {
            assertThat(closeCode("/ws/games/" + g.get("id").asText(), "{\"token\": \"nope\", \"since\": 0}")).isEqualTo(4403);
            assertThat(closeCode("/ws/games/ab%2Fcd", null)).as("%2F in the id: refused (404), not a server error").isEqualTo(-404);
            assertThat(closeCode("/ws/games/zz", null)).isEqualTo(-404);
            Thread.sleep(300); // the server's close handlers have run
        } finally {
            System.setErr(err);
            System.err.print(captured);
        }
        assertThat(captured.toString()).as("nothing logged").doesNotContain("Exception").doesNotContain("\tat ");
    }

    /** A WebSocket text frame from a client (masked, as a client's must be; a zero mask keeps the text as it is). */
    static byte[] firstMessage(String text) {
        byte[] t = text.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        assertThat(t.length).isLessThan(126);
        byte[] f = new byte[t.length + 6];
        f[0] = (byte) 0x81; // the final frame of a text message
        f[1] = (byte) (0x80 | t.length); // masked, its length
        System.arraycopy(t, 0, f, 6, t.length); // after the four bytes of the mask: 0
        return f;
    }

    /**
     * The close code the server ends a WebSocket with (the client never reads anything else), after it sends
     * {@code first} (none when null).
     */
    int closeCode(String path, String first) throws Exception {
        return closeCode(path, first, new LinkedBlockingQueue<>(), Duration.ofSeconds(5));
    }

    /**
     * As {@link #closeCode(String, String)}, keeping the texts received in {@code texts}; 0 when the server has not closed
     * the WebSocket within {@code within}.
     */
    int closeCode(String path, String first, LinkedBlockingQueue<String> texts, Duration within) throws Exception {
        CompletableFuture<Integer> code = new CompletableFuture<>();
        WebSocket ws;
        try {
            ws = http.newWebSocketBuilder().buildAsync(URI.create("ws://localhost:" + server.port() + path), new WebSocket.Listener() {
                final StringBuilder text = new StringBuilder();

                @Override
                public CompletionStage<?> onText(WebSocket w, CharSequence data, boolean last) {
                    text.append(data);
                    if (last) {
                        texts.add(text.toString());
                        text.setLength(0);
                    }
                    w.request(1);
                    return null;
                }

                @Override
                public CompletionStage<?> onClose(WebSocket w, int status, String reason) {
                    code.complete(status);
                    return null;
                }

                @Override
                public void onError(WebSocket w, Throwable e) {
                    code.completeExceptionally(e);
                }
            }).get(5, TimeUnit.SECONDS);
            if (first != null) {
                ws.sendText(first, true);
            }
        } catch (java.util.concurrent.ExecutionException e) {
            if (e.getCause() instanceof java.net.http.WebSocketHandshakeException h) {
                return -h.getResponse().statusCode(); // the upgrade itself was refused: minus its HTTP status
            }
            throw e;
        }
        try {
            return code.get(within.toMillis(), TimeUnit.MILLISECONDS);
        } catch (java.util.concurrent.TimeoutException open) {
            ws.abort();
            return 0;
        }
    }

    @Test
    void creationsPastTheLimitAreRefused429_withRetryAfter_andNoGameIsMade() throws Exception {
        start(ToiServer.Settings.defaults().withCreations(5, 6)); // 5 at once, then one each 10 s
        String body = "{\"scenario\": \"normandy-farm\", \"seats\": {\"US\": \"human\", \"GER\": \"human\"}}";
        for (int i = 0; i < 5; i++) {
            assertThat(post("/api/games", body).status()).isEqualTo(201);
        }
        Reply refused = post("/api/games", body);
        assertThat(refused.status()).isEqualTo(429);
        assertThat(refused.raw().headers().firstValue("Retry-After").map(Long::parseLong).orElse(0L)).isBetween(1L, 10L);
        assertThat(refused.body().get("error").asText()).contains("too many new games");
        assertThat(post("/api/games", "{\"scenario\": \"iron-tide-demo\", \"seats\": {\"german\": \"human\", \"allied\": \"human\"}}")
                .status()).as("Iron Tide's creations count too").isEqualTo(429);
        try (var c = java.sql.DriverManager.getConnection("jdbc:sqlite:" + tmp.resolve("toi.db")); var st = c.createStatement();
             var r = st.executeQuery("SELECT COUNT(*) FROM game")) {
            assertThat(r.getInt(1)).as("no game made past the limit (the store holds them; the game list is only for seats)").isEqualTo(5);
        }
    }

    @Test
    void choicesPastTheLimitAreRefused429_perSeat_andChangeNothing() throws Exception {
        start(ToiServer.Settings.defaults().withChoices(3, 0.5));
        JsonNode g = create("{\"US\": \"human\", \"GER\": \"human\"}");
        String id = g.get("id").asText();
        String us = g.path("tokens").get("US").asText();
        for (int i = 0; i < 3; i++) { // whether the game asks US or not, each counts
            assertThat(choose(id, us, state(id, us)).status()).isNotEqualTo(429);
        }
        JsonNode before = state(id, us);
        Reply r = choose(id, us, before);
        assertThat(r.status()).isEqualTo(429);
        assertThat(r.raw().headers().firstValue("Retry-After")).isPresent();
        assertThat(state(id, us).get("number")).isEqualTo(before.get("number"));
        String ger = g.path("tokens").get("GER").asText();
        assertThat(choose(id, ger, state(id, ger)).status()).as("another seat has its own limit").isNotEqualTo(429);
    }

    @Test
    void anIdleGameIsUnloaded_andReloadedByReplay_asItWas() throws Exception {
        start(ToiServer.Settings.defaults().withUnloadAfter(Duration.ofMillis(300)));
        JsonNode g = create("{\"US\": \"human\", \"GER\": \"human\"}");
        String id = g.get("id").asText();
        Map<String, String> tokens = Map.of("US", g.path("tokens").get("US").asText(), "GER", g.path("tokens").get("GER").asText());
        for (int i = 0; i < 12; i++) {
            for (String token : tokens.values()) {
                JsonNode s = state(id, token);
                if (s.path("view").path("decision").path("yours").asBoolean()) {
                    assertThat(choose(id, token, s).status()).isEqualTo(200);
                    break;
                }
            }
        }
        JsonNode before = state(id, tokens.get("US"));
        assertThat(server.loaded()).isEqualTo(1);
        long until = System.nanoTime() + 5_000_000_000L;
        while (server.loaded() > 0 && System.nanoTime() < until) {
            Thread.sleep(50);
        }
        assertThat(server.loaded()).as("unloaded once idle").isZero();
        JsonNode after = state(id, tokens.get("US"));
        assertThat(after.get("view")).isEqualTo(before.get("view"));
        assertThat(after.get("events")).isEqualTo(before.get("events"));
        assertThat(server.loaded()).isEqualTo(1);
    }

    @Test
    void aGameWhoseComputerIsAsked_staysLoaded() throws Exception {
        start(ToiServer.Settings.defaults().withUnloadAfter(Duration.ofMillis(200)).withComputerPace(Duration.ofHours(1)));
        JsonNode g = create("{\"US\": \"computer\", \"GER\": \"human\"}");
        Thread.sleep(1_000);
        assertThat(state(g.get("id").asText(), g.path("tokens").get("GER").asText()).path("thinking").asText()).isEqualTo("US");
        Thread.sleep(1_000);
        assertThat(server.loaded()).as("the computer plays on: its game is not unloaded").isEqualTo(1);
    }

    /**
     * A follower that never reads (a raw socket with a small receive buffer that reads nothing after its handshake): its
     * updates pile up unwritten until it is dropped; meanwhile the game it follows is answered as quickly as ever — the
     * sends never wait for it (they used to: the reply to a choice waited until the push was written).
     */
    @Test
    void aWebSocketClientThatNeverReads_isDropped_andNeverWaitedFor() throws Exception {
        start(ToiServer.Settings.defaults().withSocketQueue(8).withChoices(10_000, 10_000));
        Reply made = post("/api/games", "{\"scenario\": \"at-the-breaking-point\", \"seats\": {\"US\": \"human\", \"GER\": \"human\"}}");
        String id = made.body().get("id").asText();
        Map<String, String> tokens = Map.of("US", made.body().path("tokens").get("US").asText(), "GER", made.body().path("tokens").get("GER").asText());
        try (java.net.Socket silent = new java.net.Socket()) {
            silent.setReceiveBufferSize(2_048);
            silent.connect(new java.net.InetSocketAddress("localhost", server.port()));
            silent.getOutputStream().write(("GET /ws/games/" + id + " HTTP/1.1\r\nHost: localhost\r\n"
                    + "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                    + "Sec-WebSocket-Version: 13\r\n\r\n").getBytes(java.nio.charset.StandardCharsets.US_ASCII));
            String head = "";
            while (!head.endsWith("\r\n\r\n")) { // the handshake's answer, byte by byte; then nothing more is read
                head += (char) silent.getInputStream().read();
            }
            assertThat(head).startsWith("HTTP/1.1 101");
            silent.getOutputStream().write(firstMessage("{\"token\": \"" + tokens.get("GER") + "\", \"since\": 0}")); // its seat: never in the address
            long until = System.nanoTime() + 5_000_000_000L;
            while (server.followers(id) == 0 && System.nanoTime() < until) {
                Thread.sleep(20);
            }
            assertThat(server.followers(id)).isEqualTo(1);
            long slowest = 0;
            java.util.SplittableRandom random = new java.util.SplittableRandom(5);
            int played = 0;
            for (int i = 0; i < 3_000 && server.followers(id) > 0; i++) {
                boolean chose = false;
                for (String token : tokens.values()) {
                    JsonNode s = state(id, token);
                    JsonNode choices = s.path("view").path("decision").path("choices");
                    if (s.path("view").path("decision").path("yours").asBoolean() && !choices.isEmpty()) {
                        long t0 = System.nanoTime();
                        Reply r = post("/api/games/" + id + "/choices", JSON.writeValueAsString(Map.of("token", token, "seen",
                                s.get("number").asInt(), "choice", choices.get(random.nextInt(choices.size())).asText())));
                        slowest = Math.max(slowest, System.nanoTime() - t0);
                        assertThat(r.status()).as(String.valueOf(r.body())).isEqualTo(200);
                        played++;
                        chose = true;
                        break;
                    }
                }
                assertThat(chose).as("the game ended before the silent client was dropped, after " + played + " choices").isTrue();
            }
            assertThat(server.followers(id)).as("dropped, after " + played + " choices").isZero();
            assertThat(slowest / 1_000_000).as("no reply waited for the silent client (ms)").isLessThan(5_000);
        }
    }

    /** More waits for the computer than the server has request threads (250): none holds a thread, others are answered. */
    @Test
    void longPollsHoldNoRequestThread() throws Exception {
        start(ToiServer.Settings.defaults().withComputerPace(Duration.ofHours(1))); // the computer is asked and never answers
        JsonNode g = create("{\"US\": \"computer\", \"GER\": \"human\"}");
        String id = g.get("id").asText();
        String ger = g.path("tokens").get("GER").asText();
        int n = state(id, ger).get("number").asInt();
        List<CompletableFuture<HttpResponse<String>>> waits = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            waits.add(http.sendAsync(HttpRequest.newBuilder(uri("/api/games/" + id + "?since=" + n + "&wait=8000")).header("X-Toi-Token", ger).GET().build(),
                    HttpResponse.BodyHandlers.ofString()));
        }
        Thread.sleep(1_500); // all 300 are waiting
        long t0 = System.nanoTime();
        Reply other = get("/api/scenarios");
        long ms = (System.nanoTime() - t0) / 1_000_000;
        assertThat(other.status()).isEqualTo(200);
        assertThat(ms).as("answered while 300 clients wait").isLessThan(3_000);
        for (var w : waits) {
            assertThat(w.get(20, TimeUnit.SECONDS).statusCode()).isEqualTo(200);
        }
    }

    /** The store's writer commits the choices waiting together: many acknowledged writes, far fewer disk syncs. */
    @Test
    void concurrentWritesAreCommittedInGroups_eachAcknowledgedOnlyOnceOnDisk() throws Exception {
        GameStore store = new GameStore(tmp.resolve("group.db"));
        int games = 32;
        int each = 50;
        for (int g = 0; g < games; g++) {
            store.create("g" + g, "normandy-farm", 1, "{}", Map.of("US", new GameStore.StoredSeat("US", "human", "t" + g, "random")));
        }
        long commitsBefore = store.commits();
        List<Thread> writers = new ArrayList<>();
        for (int g = 0; g < games; g++) {
            String id = "g" + g;
            Thread t = new Thread(() -> {
                for (int n = 1; n <= each; n++) {
                    store.append(id, n, new GameStore.Entry("US", "choice", "pass"));
                }
            });
            writers.add(t);
            t.start();
        }
        for (Thread t : writers) {
            t.join();
        }
        long commits = store.commits() - commitsBefore;
        store.close();
        GameStore reopened = new GameStore(tmp.resolve("group.db"));
        for (int g = 0; g < games; g++) {
            assertThat(reopened.load("g" + g).log()).hasSize(each);
        }
        reopened.close();
        assertThat(commits).as("%d writes in %d commits", games * each, commits).isLessThan(games * each / 2);
    }

    /** A write the store refuses (a log row already there) fails alone; the others of its batch are committed. */
    @Test
    void aFailingWriteFailsAlone_itsBatchIsCommitted() throws Exception {
        GameStore store = new GameStore(tmp.resolve("alone.db"));
        store.create("g", "normandy-farm", 1, "{}", Map.of("US", new GameStore.StoredSeat("US", "human", "t", "random")));
        store.append("g", 1, new GameStore.Entry("US", "choice", "pass"));
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> store.append("g", 1, new GameStore.Entry("US", "choice", "pass")))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("cannot store choices 1");
        store.append("g", 2, new GameStore.Entry("US", "choice", "pass"));
        assertThat(store.load("g").log()).hasSize(2);
        store.close();
    }

    /** `./toi serve` listens on loopback unless told: the machine's other addresses are not served. */
    @Test
    void theServerListensOnLoopbackOnly_unlessToldAHost() throws Exception {
        start(ToiServer.Settings.defaults());
        java.net.InetAddress outside = null;
        for (var nic : java.util.Collections.list(java.net.NetworkInterface.getNetworkInterfaces())) {
            for (var a : java.util.Collections.list(nic.getInetAddresses())) {
                if (!a.isLoopbackAddress() && a instanceof java.net.Inet4Address) {
                    outside = a;
                }
            }
        }
        assertThat(outside).as("this machine has an address besides loopback").isNotNull();
        boolean connected;
        try (var socket = new java.net.Socket()) {
            socket.connect(new java.net.InetSocketAddress(outside, server.port()), 2_000);
            connected = true;
        } catch (java.io.IOException e) {
            connected = false;
        }
        assertThat(connected).as("served on " + outside).isFalse();
        try (var socket = new java.net.Socket()) {
            socket.connect(new java.net.InetSocketAddress(java.net.InetAddress.getLoopbackAddress(), server.port()), 2_000);
        }
    }

    /** The store keeps a seat's token as its SHA-256: the file opens no seat; the token itself still does. */
    @Test
    void seatTokensAreHashedAtRest() throws Exception {
        start(ToiServer.Settings.defaults());
        JsonNode g = create("{\"US\": \"human\", \"GER\": \"human\"}");
        String us = g.path("tokens").get("US").asText();
        List<String> stored = new ArrayList<>();
        try (var c = java.sql.DriverManager.getConnection("jdbc:sqlite:" + tmp.resolve("toi.db"));
             var r = c.createStatement().executeQuery("SELECT token FROM seat WHERE seat = 'US'")) {
            while (r.next()) {
                stored.add(r.getString(1));
            }
        }
        assertThat(stored).containsExactly(java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256")
                .digest(us.getBytes(java.nio.charset.StandardCharsets.UTF_8))));
        assertThat(get("/api/games/" + g.get("id").asText(), stored.get(0)).status()).as("the stored hash opens nothing")
                .isEqualTo(403);
        assertThat(state(g.get("id").asText(), us).get("seat").asText()).isEqualTo("US");
    }

    /** A game stored before tokens were hashed (schema V3) keeps its links: V4 hashes its tokens. */
    @Test
    void aGameStoredWithPlainTokens_isOpenedByTheSameTokenAfterTheMigration() throws Exception {
        String url = "jdbc:sqlite:" + tmp.resolve("toi.db");
        org.flywaydb.core.Flyway.configure().dataSource(url, null, null).locations(Database.sqlite(tmp.resolve("toi.db")).migrations())
                .target("3").load().migrate();
        try (var c = java.sql.DriverManager.getConnection(url); var st = c.createStatement()) {
            st.execute("INSERT INTO game (id, scenario, seed, created, options) VALUES ('abc123', 'normandy-farm', 7, '2026-11-01T00:00:00Z', '{}')");
            st.execute("INSERT INTO seat (game_id, seat, kind, token, player) VALUES ('abc123', 'US', 'human', 'plain-us', 'random')");
            st.execute("INSERT INTO seat (game_id, seat, kind, token, player) VALUES ('abc123', 'GER', 'human', 'plain-ger', 'random')");
        }
        start(ToiServer.Settings.defaults());
        assertThat(state("abc123", "plain-ger").get("seat").asText()).isEqualTo("GER");
        try (var c = java.sql.DriverManager.getConnection(url);
             var r = c.createStatement().executeQuery("SELECT count(*) FROM seat WHERE token LIKE 'plain%'")) {
            assertThat(r.getInt(1)).isZero();
        }
    }

    /** A seat's token travels in the X-Toi-Token header (not the address); a WebSocket names its seat by its first message. */
    @Test
    void aSeatsTokenTravelsInAHeader_andAWebSocketNamesItsSeatByItsFirstMessage() throws Exception {
        start(ToiServer.Settings.defaults());
        JsonNode g = create("{\"US\": \"human\", \"GER\": \"human\"}");
        String id = g.get("id").asText();
        String ger = g.path("tokens").get("GER").asText();
        Reply r = send(HttpRequest.newBuilder(uri("/api/games/" + id)).header("X-Toi-Token", ger).GET());
        assertThat(r.status()).isEqualTo(200);
        assertThat(r.body().get("seat").asText()).isEqualTo("GER");
        assertThat(send(HttpRequest.newBuilder(uri("/api/games/" + id)).header("X-Toi-Token", "nope").GET()).status()).isEqualTo(403);

        java.util.concurrent.LinkedBlockingQueue<String> received = new java.util.concurrent.LinkedBlockingQueue<>();
        CompletableFuture<Integer> closed = new CompletableFuture<>();
        WebSocket.Listener listener = new WebSocket.Listener() {
            @Override
            public CompletionStage<?> onText(WebSocket w, CharSequence data, boolean last) {
                received.add(data.toString());
                w.request(1);
                return null;
            }

            @Override
            public CompletionStage<?> onClose(WebSocket w, int status, String reason) {
                closed.complete(status);
                return null;
            }
        };
        WebSocket ws = http.newWebSocketBuilder().buildAsync(URI.create("ws://localhost:" + server.port() + "/ws/games/" + id), listener)
                .get(5, TimeUnit.SECONDS);
        ws.sendText("{\"token\": \"" + ger + "\", \"since\": 0}", true).get(5, TimeUnit.SECONDS);
        String hello = received.poll(5, TimeUnit.SECONDS);
        assertThat(hello).isNotNull();
        assertThat(JSON.readTree(hello).get("seat").asText()).isEqualTo("GER");
        ws.sendClose(WebSocket.NORMAL_CLOSURE, "done").get(5, TimeUnit.SECONDS);

        CompletableFuture<Integer> refused = new CompletableFuture<>();
        WebSocket bad = http.newWebSocketBuilder().buildAsync(URI.create("ws://localhost:" + server.port() + "/ws/games/" + id),
                new WebSocket.Listener() {
                    @Override
                    public CompletionStage<?> onClose(WebSocket w, int status, String reason) {
                        refused.complete(status);
                        return null;
                    }
                }).get(5, TimeUnit.SECONDS);
        bad.sendText("{\"token\": \"nope\"}", true).get(5, TimeUnit.SECONDS);
        assertThat(refused.get(5, TimeUnit.SECONDS)).isEqualTo(4403);
    }

    /** Deletion is abandon: the creator before the first choice; after it, every human seat's consent — never one seat alone. */
    @Test
    void aGameIsAbandonedByItsCreatorBeforeTheFirstChoice_orByTheConsentOfEveryHumanSeat() throws Exception {
        start(ToiServer.Settings.defaults());
        JsonNode fresh = create("{\"US\": \"human\", \"GER\": \"human\"}");
        assertThat(delete(fresh.get("id").asText(), fresh.get("creator").asText()).statusCode()).isEqualTo(204);
        assertThat(get("/api/games/" + fresh.get("id").asText(), fresh.path("tokens").get("US").asText()).status()).isEqualTo(404);

        JsonNode g = create("{\"US\": \"human\", \"GER\": \"human\"}");
        String id = g.get("id").asText();
        String us = g.path("tokens").get("US").asText();
        String ger = g.path("tokens").get("GER").asText();
        JsonNode s = state(id, us);
        String asked = s.path("view").path("decision").path("yours").asBoolean() ? us : ger;
        assertThat(choose(id, asked, state(id, asked)).status()).isEqualTo(200);
        HttpResponse<String> late = delete(id, g.get("creator").asText());
        assertThat(late.statusCode()).as("the creator, after the first choice").isEqualTo(403);
        assertThat(late.body()).contains("every human seat consents");
        HttpResponse<String> one = delete(id, us);
        assertThat(one.statusCode()).isEqualTo(202);
        assertThat(JSON.readTree(one.body()).get("waiting").toString()).isEqualTo("[\"GER\"]");
        assertThat(state(id, ger).get("choices").asInt()).as("one seat alone deletes nothing").isEqualTo(1);
        assertThat(delete(id, ger).statusCode()).isEqualTo(204);
        assertThat(get("/api/games/" + id, ger).status()).isEqualTo(404);
    }

    HttpResponse<String> delete(String id, String token) throws Exception {
        return http.send(HttpRequest.newBuilder(uri("/api/games/" + id)).header("X-Toi-Token", token).DELETE().build(),
                HttpResponse.BodyHandlers.ofString());
    }
}
