package toi.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import toi.draw.BoardSvg;

/** The server as a client meets it: HTTP and WebSocket on a real port, games in a real SQLite file. */
class ToiServerTest extends OneServerHttp {
    static final Path SCENARIOS = Files.isDirectory(Path.of("../scenarios")) ? Path.of("../scenarios") : Path.of("scenarios");

    record Reply(int status, JsonNode body) {
    }

    Reply get(String path) throws Exception {
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(uri(path)).GET().build(), HttpResponse.BodyHandlers.ofString());
        return new Reply(r.statusCode(), r.body().isEmpty() ? null : JSON.readTree(r.body()));
    }

    /** A GET as the seat of {@code token}: the token in the X-Toi-Token header, never in the address (docs/server.md · HTTP). */
    Reply get(String path, String token) throws Exception {
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(uri(path)).header("X-Toi-Token", token).GET().build(), HttpResponse.BodyHandlers.ofString());
        return new Reply(r.statusCode(), r.body().isEmpty() ? null : JSON.readTree(r.body()));
    }

    Reply post(String path, String body) throws Exception {
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(uri(path)).POST(HttpRequest.BodyPublishers.ofString(body))
                .header("Content-Type", "application/json").build(), HttpResponse.BodyHandlers.ofString());
        return new Reply(r.statusCode(), r.body().isEmpty() ? null : JSON.readTree(r.body()));
    }

    URI uri(String path) {
        return URI.create("http://localhost:" + server.port() + path);
    }

    Reply choose(String game, String token, int seen, String choice) throws Exception {
        return post("/api/games/" + game + "/choices", JSON.writeValueAsString(Map.of("token", token, "seen", seen, "choice", choice)));
    }

    JsonNode state(String game, String token) throws Exception {
        Reply r = get("/api/games/" + game, token);
        assertThat(r.status()).isEqualTo(200);
        return r.body();
    }

    /**
     * The seat's state once no computer seat is thinking (a human is asked or the game is over): asked again with
     * {@code wait}, so the server answers as soon as the computer has chosen; refused after 20 s.
     */
    JsonNode settled(String game, String token) throws Exception {
        long until = System.nanoTime() + 20_000_000_000L;
        JsonNode s = state(game, token);
        while (!s.path("thinking").isNull() && System.nanoTime() < until) {
            Reply r = get("/api/games/" + game + "?since=" + s.get("number").asInt() + "&wait=2000", token);
            assertThat(r.status()).isEqualTo(200);
            s = r.body();
        }
        assertThat(s.path("thinking").isNull()).as("the computer answered within 20 s").isTrue();
        return state(game, token); // every event: nothing changes until a human chooses

    }

    /** Answers with the first legal choice of whichever human seat is asked; false when nobody human is asked. */
    boolean playOne(String game, Map<String, String> tokens) throws Exception {
        settled(game, tokens.values().iterator().next());
        for (String token : tokens.values()) {
            JsonNode s = state(game, token);
            if (s.path("view").path("decision").path("yours").asBoolean()) {
                Reply r = choose(game, token, s.get("number").asInt(), s.path("view").path("decision").path("choices").get(0).asText());
                assertThat(r.status()).as(r.body().toString()).isEqualTo(200);
                return true;
            }
        }
        return false;
    }

    /** A new game; seeded (7) when it has no human opponent, for only then may a seed be chosen (docs/server.md · Secrecy). */
    String create(String scenario, String seats) throws Exception {
        boolean opponents = seats.split("\"human\"", -1).length > 2;
        Reply r = post("/api/games", "{\"scenario\": \"" + scenario + "\"" + (opponents ? "" : ", \"seed\": 7") + ", \"seats\": " + seats + "}");
        assertThat(r.status()).as(String.valueOf(r.body())).isEqualTo(201);
        return r.body().toString();
    }

    @Test
    void theMapCarriesTheScenariosMarkedHexes_theDefenseLineOfAtTheBreakingPoint() throws Exception {
        JsonNode created = JSON.readTree(create("at-the-breaking-point", "{\"US\": \"human\", \"GER\": \"human\"}"));
        JsonNode map = get("/api/games/" + created.get("id").asText() + "/map").body();
        JsonNode line = map.path("highlights").get(0);
        assertThat(line.path("label").asText()).isEqualTo("American defense line");
        assertThat(line.path("hexes")).extracting(JsonNode::asText).containsExactly("R12", "S12", "T12", "R13", "S13", "T13", "R14", "S14");
    }

    @Test
    void aGamesPageComesWithItsBoardDrawn_theSameAsGetBoard_itsZonesShownInSetupOnly_andTheLobbyWithout() throws Exception {
        JsonNode created = JSON.readTree(create("at-the-breaking-point", "{\"US\": \"human\", \"GER\": \"human\"}"));
        String id = created.get("id").asText();
        String page = http.send(HttpRequest.newBuilder(uri("/?game=" + id)).GET().build(), HttpResponse.BodyHandlers.ofString()).body();
        HttpResponse<String> board = http.send(HttpRequest.newBuilder(uri("/api/games/" + id + "/board")).GET().build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(board.statusCode()).isEqualTo(200);
        assertThat(board.headers().firstValue("Content-Type").orElse("")).startsWith("image/svg+xml");
        assertThat(board.body()).startsWith("<svg").endsWith("</svg>").contains("class=\"zone\"", "class=\"road\"", "class=\"highlight\"",
                "class=\"hill\"", "class=\"half-hatch\"", ">Church</text>");
        java.util.List<String> mapIds = new java.util.ArrayList<>();
        get("/api/games/" + id + "/map").body().path("hexes").forEach(h -> mapIds.add(h.get("id").asText()));
        String ids = board.body().replaceAll("(?s).*<foreignObject class=\"ids\"[^>]*>(.*?)</foreignObject>.*", "$1");
        assertThat(ids.replaceAll("<[^>]*>", " ").trim().split("\\s+")).as("a hex id a hex").containsExactlyInAnyOrderElementsOf(mapIds);
        // in setup the board is marked so (style.css shows the deployment zones only then)
        assertThat(page).contains("<div class=\"board-wrap setup\" id=\"board\">" + board.body() + "</div>").doesNotContain("{{");
        HttpResponse<byte[]> gzipped = http.send(HttpRequest.newBuilder(uri("/?game=" + id)).header("Accept-Encoding", "gzip").GET().build(),
                HttpResponse.BodyHandlers.ofByteArray());
        assertThat(gzipped.headers().firstValue("Content-Encoding")).hasValue("gzip");
        try (var in = new java.util.zip.GZIPInputStream(new java.io.ByteArrayInputStream(gzipped.body()))) {
            assertThat(new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8)).isEqualTo(page);
        }
        String lobby = http.send(HttpRequest.newBuilder(uri("/")).GET().build(), HttpResponse.BodyHandlers.ofString()).body();
        assertThat(lobby).contains("<main id=\"app\"></main>").doesNotContain("<svg");
        Map<String, String> tokens = JSON.convertValue(created.get("tokens"), new com.fasterxml.jackson.core.type.TypeReference<>() { });
        while (state(id, tokens.get("US")).path("view").path("phase").asText().equals("SETUP")) {
            assertThat(playOne(id, tokens)).isTrue();
        }
        String afterSetup = http.send(HttpRequest.newBuilder(uri("/?game=" + id)).GET().build(), HttpResponse.BodyHandlers.ofString()).body();
        assertThat(afterSetup).contains("<div class=\"board-wrap\" id=\"board\">" + board.body() + "</div>");
    }

    @Test
    void theLobbysScenariosSayTheirForcesInWords_andEachHasItsMapPreview_theBoardAGameOfItGets() throws Exception {
        Reply scenarios = get("/api/scenarios");
        assertThat(scenarios.status()).isEqualTo(200);
        JsonNode farm = null;
        for (JsonNode s : scenarios.body()) {
            farm = s.get("id").asText().equals("normandy-farm") ? s : farm;
        }
        assertThat(farm).isNotNull();
        assertThat(farm.get("background").asText()).isNotBlank();
        assertThat(farm.get("objective").asText()).contains("VP objective");
        assertThat(farm.path("forces").path("US").get(0).asText()) // scenarios/normandy-farm.json's forces, named from units.json
                .isEqualTo("division 1: 13 × Regular infantry, 3 × Elite infantry, 2 × Officer, 1 × Mortar crew, 5 × squad base");
        assertThat(farm.path("forces").path("GER").get(0).asText()).isEqualTo("division 1: 9 × Regular infantry, 1 × Officer, 1 × Machine gun crew, 3 × squad base");
        HttpResponse<String> preview = http.send(HttpRequest.newBuilder(uri("/api/scenarios/normandy-farm/board")).GET().build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(preview.statusCode()).isEqualTo(200);
        assertThat(preview.headers().firstValue("Content-Type").orElse("")).startsWith("image/svg+xml");
        String id = JSON.readTree(create("normandy-farm", "{\"US\": \"human\", \"GER\": \"human\"}")).get("id").asText();
        // the preview is the game's board with the objectives drawn in, each command objective with its value (an image has no
        // board.js layers; 002 · COMMAND OBJECTIVES: "match the indicated command value"; docs/rulings.md R-SCN-14)
        // (the objectives as the game's board draws them before anyone holds one: toi.draw.Pieces)
        assertThat(preview.body()).containsPattern("<title>US command objective in [A-Z]+[0-9]+: command 1, held by nobody</title>")
                .containsPattern("<title>GER command objective in [A-Z]+[0-9]+: command 1, held by nobody</title>")
                .contains("<g class=\"objective victory\" data-hex=\"H11\" data-control=\"none\">");
        assertThat(preview.body().replaceAll("(?s)<g class=\"objectives\">.*</svg>$", "</svg>"))
                .isEqualTo(http.send(HttpRequest.newBuilder(uri("/api/games/" + id + "/board")).GET().build(),
                HttpResponse.BodyHandlers.ofString()).body());
        assertThat(get("/api/scenarios/no-such-scenario/board").status()).isEqualTo(404);
        assertThat(get("/api/scenarios/..%2Fpom/board").status()).isEqualTo(404);
    }

    @Test
    void lineOfSightBetweenAnyTwoHexes_withTheRuleAndTheBlockingHex_andBadHexesRefusedChangingNothing() throws Exception {
        JsonNode created = JSON.readTree(create("normandy-farm", "{\"US\": \"human\", \"GER\": \"human\"}"));
        String id = created.get("id").asText(), token = created.get("tokens").get("US").asText();
        int number = state(id, token).get("number").asInt();
        Reply blocked = get("/api/games/" + id + "/sight?from=C17&to=G13", token); // board 4B at A10 (maps: Normandy Farm)
        assertThat(blocked.status()).isEqualTo(200);
        assertThat(blocked.body().get("clear").asBoolean()).isFalse();
        assertThat(blocked.body().get("blockingHex").asText()).isEqualTo("D16"); // woods
        assertThat(blocked.body().get("heading").asText()).isEqualTo("000 · LINE OF SIGHT — blocking terrain");
        assertThat(blocked.body().get("reason").asText()).contains("D16 (woods)");
        assertThat(blocked.body().path("lines").get(0).path("hexes").toString()).isEqualTo("[\"C17\",\"D16\",\"D15\",\"E15\",\"F14\",\"F13\",\"G13\"]");
        Reply clear = get("/api/games/" + id + "/sight?from=F12&to=J14", token);
        assertThat(clear.body().get("clear").asBoolean()).isTrue();
        assertThat(clear.body().get("blockingHex").isNull()).isTrue();
        assertThat(clear.body().get("heading").asText()).isEqualTo("000 · LINE OF SIGHT");
        assertThat(get("/api/games/" + id + "/sight?from=C17&to=D16", token).body().get("rule").asText()).isEqualTo("ADJACENT");
        Map<String, String> refused = Map.of(
                "from=C8", "to: missing",
                "from=ZZ&to=C8", "from: 'ZZ' is not a hex id",
                "from=A1&to=C8", "A1 is not part of the game (000 · Half Hexes)",
                "from=C8&to=Q99", "Q99 is not part of the game (off the board)");
        for (var r : refused.entrySet()) {
            Reply bad = get("/api/games/" + id + "/sight?" + r.getKey(), token);
            assertThat(bad.status()).as(r.getKey()).isEqualTo(400);
            assertThat(bad.body().get("error").asText()).as(r.getKey()).contains(r.getValue());
        }
        assertThat(get("/api/games/" + id + "/sight?from=C17&to=G13&choice=0", token).body().get("blockingHex").asText())
                .as("a replay's moment: the board before any choice").isEqualTo("D16");
        Reply notYet = get("/api/games/" + id + "/sight?from=C17&to=G13&choice=999", token);
        assertThat(notYet.status()).isEqualTo(400);
        assertThat(notYet.body().get("error").asText()).contains("choices in effect, not 999");
        assertThat(get("/api/games/ffff/sight?from=C17&to=G13", token).status()).isEqualTo(404);
        assertThat(state(id, token).get("number").asInt()).as("nothing changed").isEqualTo(number);
    }

    /**
     * Issue 27 · seeds no player chooses (docs/server.md · Secrecy): a chosen seed only without a human opponent; every
     * seat sees the seed's commitment from the start and not the seed; its record (for ./toi replay --verify) waits for the
     * end. The games' list and line of sight are for a game's seats only.
     */
    @Test
    void aSeedIsChosenOnlyWithoutAHumanOpponent_committedToAtTheStart_andGamesAndSightAreForTheirSeatsOnly() throws Exception {
        Reply friends = post("/api/games", "{\"scenario\": \"normandy-farm\", \"seed\": 7, \"seats\": {\"US\": \"human\", \"GER\": \"human\"}}");
        assertThat(friends.status()).isEqualTo(400);
        assertThat(friends.body().get("error").asText()).startsWith("seed: a chosen seed is only for a game without a human opponent");
        assertThat(post("/api/games", "{\"scenario\": \"normandy-farm\", \"seed\": 7}").status()).as("both seats human by default").isEqualTo(400);
        assertThat(post("/api/games", "{\"scenario\": \"normandy-farm\", \"seed\": 7, \"seats\": {\"GER\": \"computer\"}}").status())
                .as("solo against the computer").isEqualTo(201);

        JsonNode made = JSON.readTree(create("normandy-farm", "{\"US\": \"human\", \"GER\": \"human\"}"));
        String id = made.get("id").asText(), us = made.get("tokens").get("US").asText(), ger = made.get("tokens").get("GER").asText();
        JsonNode seed = state(id, ger).get("seed");
        assertThat(seed.get("commitment").asText()).matches("[0-9a-f]{64}").isEqualTo(state(id, us).get("seed").get("commitment").asText());
        assertThat(seed.has("seed")).as("the seed stays secret while the game goes on").isFalse();
        assertThat(seed.has("salt")).isFalse();
        Reply record = get("/api/games/" + id + "/record", us);
        assertThat(record.status()).isEqualTo(409);
        assertThat(record.body().get("error").asText()).contains("its seed stays secret until it ends");

        JsonNode other = JSON.readTree(create("normandy-farm", "{\"US\": \"human\", \"GER\": \"human\"}"));
        String elsewhere = other.get("tokens").get("US").asText();
        assertThat(get("/api/games").body()).as("no token, no games").isEmpty();
        JsonNode mine = get("/api/games", us + "," + ger).body();
        assertThat(mine).extracting(g -> g.get("id").asText()).containsOnly(id);
        assertThat(mine).extracting(g -> g.get("seat").asText()).containsExactlyInAnyOrder("US", "GER");
        assertThat(get("/api/games", elsewhere).body()).extracting(g -> g.get("id").asText()).containsExactly(other.get("id").asText());

        assertThat(get("/api/games/" + id + "/sight?from=C8&to=G4").status()).as("no token").isEqualTo(403);
        assertThat(get("/api/games/" + id + "/sight?from=C8&to=G4", elsewhere).status()).as("another game's token").isEqualTo(403);
        assertThat(get("/api/games/" + id + "/sight?from=C8&to=G4", ger).status()).isEqualTo(200);
    }

    @Test
    void theBoardsRoadsAreTheMapsRoadPieces_joinedIntoOneLineWhereverTwoPiecesMeet() throws Exception {
        String id = JSON.readTree(create("at-the-breaking-point", "{\"US\": \"human\", \"GER\": \"human\"}")).get("id").asText();
        JsonNode map = get("/api/games/" + id + "/map").body();
        String board = http.send(HttpRequest.newBuilder(uri("/api/games/" + id + "/board")).GET().build(), HttpResponse.BodyHandlers.ofString()).body();
        java.util.List<String> pieces = new java.util.ArrayList<>(); // a road piece: a hex's centre to the middle of one of its road sides
        for (JsonNode h : map.path("hexes")) {
            double[] c = BoardSvg.centre(h);
            h.path("roads").forEach(d -> pieces.add(piece(BoardSvg.n(c[0]) + "," + BoardSvg.n(c[1]),
                    BoardSvg.n(BoardSvg.sideMiddle(c, d.asInt())[0]) + "," + BoardSvg.n(BoardSvg.sideMiddle(c, d.asInt())[1]))));
        }
        java.util.List<String> drawn = new java.util.ArrayList<>();
        int lines = 0;
        java.util.regex.Matcher road = java.util.regex.Pattern.compile("<path class=\"road\" stroke=\"#5c4b36\"[^>]* d=\"([^\"]*)\"").matcher(board);
        while (road.find()) { // a path a block of the board
            java.util.List<String[]> subpaths = new java.util.ArrayList<>();
            Map<String, Integer> met = new java.util.HashMap<>(); // how many of the block's pieces meet at each point
            for (String line : road.group(1).substring(1).split("M")) {
                String[] points = line.split("L");
                subpaths.add(points);
                for (int i = 1; i < points.length; i++) {
                    drawn.add(piece(points[i - 1], points[i]));
                    met.merge(points[i - 1], 1, Integer::sum);
                    met.merge(points[i], 1, Integer::sum);
                }
            }
            for (String[] points : subpaths) {
                String first = points[0], last = points[points.length - 1];
                assertThat(first.equals(last) || met.get(first) != 2 && met.get(last) != 2)
                        .as("a line ends where two pieces meet: %s", String.join("L", points)).isTrue();
            }
            lines += subpaths.size();
        }
        assertThat(drawn).as("each road piece drawn once").containsExactlyInAnyOrderElementsOf(pieces);
        assertThat(lines).as("lines drawn for %d pieces", pieces.size()).isLessThan(pieces.size() / 4);
    }

    /** A line piece between two points, the same whichever way it is drawn. */
    private static String piece(String a, String b) {
        return a.compareTo(b) < 0 ? a + " " + b : b + " " + a;
    }

    @Test
    void aHotSeatGameIsPlayedByItsTwoTokens_andTheOtherSeatIsRefusedOutOfTurn() throws Exception {
        JsonNode created = JSON.readTree(create("normandy-farm", "{\"US\": \"human\", \"GER\": \"human\"}"));
        String id = created.get("id").asText();
        String us = created.path("tokens").get("US").asText();
        String ger = created.path("tokens").get("GER").asText();
        JsonNode s = state(id, us);
        assertThat(s.path("view").path("decision").path("yours").asBoolean()).isTrue();
        String first = s.path("view").path("decision").path("choices").get(0).asText();
        int n = s.get("number").asInt();
        JsonNode map = get("/api/games/" + id + "/map").body();
        assertThat(map.path("hexes").size()).isGreaterThan(100);
        assertThat(map.path("cards").path("cut-communications").path("name").asText()).isEqualTo("Cut Communications");

        Reply outOfTurn = choose(id, ger, n, first);
        assertThat(outOfTurn.status()).isEqualTo(403);
        assertThat(outOfTurn.body().get("error").asText()).contains("waiting for US");
        assertThat(state(id, ger).path("view").path("decision").path("choices")).as("not yours: no choices shown").isEmpty();

        Reply ok = choose(id, us, n, first);
        assertThat(ok.status()).isEqualTo(200);
        assertThat(ok.body().get("number").asInt()).isGreaterThan(n);
        assertThat(ok.body().get("events")).isNotEmpty();
        assertThat(ok.body().get("events").get(0).get("n").asInt()).isEqualTo(n + 1);
        assertThat(ok.body().get("events").get(0).get("type").asText()).isEqualTo("SquadBuilt");
    }

    @Test
    void aStaleChoiceIsRefusedWithTheEventsItMissed_andMalformedOrIllegalOnesChangeNothing() throws Exception {
        JsonNode created = JSON.readTree(create("normandy-farm", "{\"US\": \"human\", \"GER\": \"human\"}"));
        String id = created.get("id").asText();
        String us = created.path("tokens").get("US").asText();
        JsonNode s = state(id, us);
        int n = s.get("number").asInt();
        assertThat(choose(id, us, n, s.path("view").path("decision").path("choices").get(0).asText()).status()).isEqualTo(200);
        JsonNode now = state(id, us);
        int latest = now.get("number").asInt();

        Reply stale = choose(id, us, n, now.path("view").path("decision").path("choices").get(0).asText());
        assertThat(stale.status()).isEqualTo(409);
        assertThat(stale.body().get("missed")).hasSize(latest - n);
        assertThat(stale.body().get("missed").get(0).get("n").asInt()).isEqualTo(n + 1);

        for (Reply bad : List.of(
                post("/api/games/" + id + "/choices", "{not json"),
                post("/api/games/" + id + "/choices", "[1, 2]"),
                post("/api/games/" + id + "/choices", "{\"token\": \"" + us + "\", \"seen\": \"x\", \"choice\": \"pass\"}"),
                post("/api/games/" + id + "/choices", "{\"token\": \"" + us + "\", \"seen\": " + latest + "}"),
                choose(id, us, latest, "fly to the moon"))) {
            assertThat(bad.status()).as(bad.body().toString()).isEqualTo(400);
            assertThat(bad.body().get("error").asText()).isNotBlank().doesNotContain("Exception");
        }
        Reply illegal = choose(id, us, latest, "pass");
        assertThat(illegal.status()).isEqualTo(422);
        assertThat(illegal.body().get("error").asText()).contains("BUILDING SQUADS");
        assertThat(choose(id, "not-a-token", latest, "pass").status()).isEqualTo(403);
        assertThat(get("/api/games/abc123", us).status()).isEqualTo(404);
        assertThat(get("/api/games/" + id + "?since=-3", us).status()).isEqualTo(400);
        assertThat(post("/api/games", "{\"scenario\": \"../etc/passwd\"}").status()).isEqualTo(400);
        assertThat(post("/api/games", "{\"scenario\": \"normandy-farm\", \"seats\": {\"US\": \"robot\"}}").status()).isEqualTo(400);
        assertThat(state(id, us).get("number").asInt()).as("nothing changed").isEqualTo(latest);
    }

    /**
     * A choice is read whole (issue 26): an attack with a word the parser does not understand ("suport") is refused with a
     * 400 naming that word — not played as an attack without support, no die rolled, nothing changed.
     */
    @Test
    void aChoiceWithAWordNotUnderstoodIsRefusedNamingIt_andChangesNothing() throws Exception {
        JsonNode created = JSON.readTree(create("at-the-breaking-point", "{\"US\": \"human\", \"GER\": \"human\"}"));
        String id = created.get("id").asText();
        JsonNode s = null;
        String attack = null;
        String seat = null;
        for (int i = 0; i < 200 && attack == null; i++) {
            seat = state(id, created.path("tokens").get("US").asText()).path("view").path("decision").path("seat").asText().split("/")[0];
            assertThat(created.path("tokens").has(seat)).as("asked: " + seat).isTrue();
            s = state(id, created.path("tokens").get(seat).asText());
            JsonNode d = s.path("view").path("decision");
            for (JsonNode c : d.path("choices")) {
                if (c.asText().matches("act concentrated-fire \\S+ target \\S+ normal( support \\S+)?")) {
                    attack = c.asText();
                }
            }
            if (attack == null) {
                Reply r = choose(id, created.path("tokens").get(seat).asText(), s.get("number").asInt(), d.path("choices").get(0).asText());
                assertThat(r.status()).as(r.body().toString()).isEqualTo(200);
            }
        }
        assertThat(attack).as("an attack offered").isNotNull();
        String token = created.path("tokens").get(seat).asText();
        int number = s.get("number").asInt();
        String typed = attack.contains(" support ") ? attack.replace(" support ", " suport ") : attack + " suport " + attack.split(" ")[2];
        Reply typo = choose(id, token, number, typed);
        assertThat(typo.status()).isEqualTo(400);
        assertThat(typo.body().get("error").asText()).contains("did not understand 'suport'");
        JsonNode after = state(id, token);
        assertThat(after.get("number").asInt()).as("no event: nothing changed").isEqualTo(number);
        assertThat(after.path("view").path("decision").path("choices")).isEqualTo(s.path("view").path("decision").path("choices"));
    }

    @Test
    void aGameAgainstTheComputerIsPlayedToTheEnd() throws Exception {
        JsonNode created = JSON.readTree(create("normandy-farm", "{\"US\": \"human\", \"GER\": \"computer\"}"));
        String id = created.get("id").asText();
        Map<String, String> tokens = Map.of("US", created.path("tokens").get("US").asText());
        assertThat(created.path("tokens").has("GER")).as("the computer's seat has no token").isFalse();
        int choices = 0;
        while (playOne(id, tokens)) {
            choices++;
            assertThat(choices).isLessThan(5_000);
        }
        JsonNode end = state(id, tokens.get("US"));
        assertThat(end.path("view").path("phase").asText()).isEqualTo("OVER");
        assertThat(end.path("view").path("winner").asText()).isIn("US", "GER");
        assertThat(end.get("events").toString()).contains("GameOver");
    }

    @Test
    void aComputerSeatIsPlayedByTheComputerPlayerChosen() throws Exception {
        JsonNode created = JSON.readTree(create("normandy-farm", "{\"US\": \"human\", \"GER\": \"heuristic\"}"));
        String id = created.get("id").asText();
        Map<String, String> tokens = Map.of("US", created.path("tokens").get("US").asText());
        JsonNode s = state(id, tokens.get("US"));
        assertThat(s.path("players").path("GER").asText()).isEqualTo("heuristic");
        assertThat(s.path("seats").path("GER").asText()).isEqualTo("computer");
        int choices = 0;
        while (playOne(id, tokens)) {
            choices++;
            assertThat(choices).isLessThan(5_000);
        }
        assertThat(state(id, tokens.get("US")).path("view").path("winner").asText()).isIn("US", "GER");
        assertThat(post("/api/games", "{\"scenario\": \"normandy-farm\", \"seats\": {\"GER\": \"grandmaster\"}}").body()
                .get("error").asText()).contains("heuristic");
    }

    @Test
    void theComputersLastDecisionIsExplainedToItsOpponent_withoutTheCardsInItsHand() throws Exception {
        JsonNode created = JSON.readTree(create("normandy-farm", "{\"US\": \"human\", \"GER\": \"heuristic\"}"));
        String id = created.get("id").asText();
        Map<String, String> tokens = Map.of("US", created.path("tokens").get("US").asText());
        String us = tokens.get("US");
        assertThat(get("/api/games/" + id + "/explain", us).body().get("explanation").isNull()).as("nothing decided yet").isTrue();
        JsonNode why = null;
        for (int i = 0; i < 400 && (why == null || why.isNull() || why.get("alternatives").isEmpty()); i++) {
            assertThat(playOne(id, tokens)).isTrue();
            settled(id, us); // the computer answers after the reply: read its explanation once it has (else a race)
            why = get("/api/games/" + id + "/explain", us).body().get("explanation");
        }
        assertThat(why.get("player").asText()).isEqualTo("heuristic");
        assertThat(why.get("alternatives")).as("the heuristic explains its action and op fire decisions").isNotEmpty();
        for (JsonNode a : why.get("alternatives")) { // a card it did not play is still in its hand: not named to US
            String choice = a.get("choice").asText();
            if (choice.contains("activate-card") && !choice.equals(why.get("chosen").asText())) {
                assertThat(choice).endsWith("activate-card (hidden)");
            }
        }
        assertThat(get("/api/games/" + id + "/explain", "nobody").status()).isEqualTo(403);
    }

    /**
     * Issue 29 · "Why did the computer do that?" in the game's words: the heuristic's account of its action and op fire
     * decisions reads as the game does — its choice and each alternative labelled (no command text), an attack with its
     * dice and expected hits (ComputerWordsTest), each option's rating in words (not "visits, value 0.123").
     */
    @Test
    void theComputersLastDecisionIsToldInTheGamesWords_itsAlternativesRatedInWords() throws Exception {
        JsonNode created = JSON.readTree(create("normandy-farm", "{\"US\": \"human\", \"GER\": \"heuristic\"}"));
        String id = created.get("id").asText();
        Map<String, String> tokens = Map.of("US", created.path("tokens").get("US").asText());
        String us = tokens.get("US");
        JsonNode why = null;
        int told = 0;
        for (int i = 0; i < 600 && told < 5; i++) {
            if (!playOne(id, tokens)) {
                break;
            }
            settled(id, us);
            why = get("/api/games/" + id + "/explain", us).body().get("explanation");
            if (why == null || why.isNull()) {
                continue;
            }
            assertThat(GameWordsTest.raw(why.get("chosenWords").asText(), true)).as(why.get("chosenWords").asText()).isFalse();
            for (JsonNode a : why.get("alternatives")) {
                assertThat(GameWordsTest.raw(a.get("words").asText(), true)).as(a.get("words").asText()).isFalse();
                assertThat(a.get("rating").asText()).as("rated in words").containsAnyOf("rules of thumb", "games played out", "played out")
                        .doesNotContain("visits");
                told++;
            }
        }
        assertThat(told).as("alternatives told (an attack's dice and expected hits: ComputerWordsTest)").isGreaterThanOrEqualTo(5);
    }

    private static boolean usAction(JsonNode state) {
        JsonNode d = state.path("view").path("decision");
        return d.path("kind").asText().equals("ACTION") && d.path("yours").asBoolean();
    }

    @Test
    void aWholeMoveIsPreviewedForAFreshUnitAsIfItTookAnAdvance() throws Exception {
        JsonNode created = JSON.readTree(create("normandy-farm", "{\"US\": \"human\", \"GER\": \"computer\"}"));
        String id = created.get("id").asText();
        Map<String, String> tokens = Map.of("US", created.path("tokens").get("US").asText());
        String us = tokens.get("US");
        // until the US seat itself is asked for an action (not while the computer, GER, is asked: settled waits for it)
        for (int i = 0; i < 200 && !usAction(settled(id, us)); i++) {
            assertThat(playOne(id, tokens)).isTrue();
        }
        assertThat(usAction(settled(id, us))).isTrue();
        JsonNode routes = get("/api/games/" + id + "/reachable?unit=us-1", us).body();
        assertThat(routes).isNotEmpty();
        String to = routes.get(0).get("to").asText();
        JsonNode p = get("/api/games/" + id + "/preview?choice=move-to%20" + to + "&unit=us-1", us).body();
        assertThat(p.get("kind").asText()).isEqualTo("ROUTE");
        assertThat(p.path("route").path("to").asText()).isEqualTo(to);
        assertThat(p.path("route").path("path")).isNotEmpty();
        JsonNode without = get("/api/games/" + id + "/preview?choice=move-to%20" + to, us).body();
        assertThat(without.get("kind").asText()).as("no unit is moving, and none was named").isEqualTo("NONE");
        assertThat(state(id, us).path("view").path("decision").path("kind").asText()).as("a preview changes nothing").isEqualTo("ACTION");
    }

    @Test
    void killedAndRestarted_theServerHasEveryGameAsItWas() throws Exception {
        JsonNode created = JSON.readTree(create("normandy-farm", "{\"US\": \"human\", \"GER\": \"human\"}"));
        String id = created.get("id").asText();
        Map<String, String> tokens = Map.of("US", created.path("tokens").get("US").asText(), "GER", created.path("tokens").get("GER").asText());
        for (int i = 0; i < 25; i++) {
            assertThat(playOne(id, tokens)).isTrue();
        }
        JsonNode before = state(id, tokens.get("GER"));
        server.close(); // every acknowledged choice is already committed; nothing is kept anywhere else
        server = ToiServer.start(0, tmp.resolve("toi.db"), SCENARIOS);
        JsonNode after = state(id, tokens.get("GER"));
        assertThat(after.get("number")).isEqualTo(before.get("number"));
        assertThat(after.get("view")).isEqualTo(before.get("view"));
        assertThat(after.get("events")).isEqualTo(before.get("events"));
        assertThat(playOne(id, tokens)).as("play goes on").isTrue();
    }

    /**
     * A stored game whose choice the rules now refuse (a rule changed since it was played, as R-GAME-15 did) is answered
     * with a 422 naming the choice and the rule, not rebuilt differently nor a 500; it can still be deleted, and the
     * server's other games are untouched.
     */
    @Test
    void aStoredGameTheRulesNoLongerReplay_isRefusedNamingItsChoice_andCanStillBeDeleted() throws Exception {
        JsonNode created = JSON.readTree(create("normandy-farm", "{\"US\": \"human\", \"GER\": \"human\"}"));
        String id = created.get("id").asText();
        String us = created.path("tokens").get("US").asText();
        Map<String, String> tokens = Map.of("US", us, "GER", created.path("tokens").get("GER").asText());
        for (int i = 0; i < 3; i++) {
            assertThat(playOne(id, tokens)).isTrue();
        }
        JsonNode other = JSON.readTree(create("normandy-farm", "{\"US\": \"human\", \"GER\": \"human\"}"));
        JsonNode otherBefore = state(other.get("id").asText(), other.path("tokens").get("US").asText());
        server.close();
        GameStore store = new GameStore(tmp.resolve("toi.db"));
        int n = store.load(id).log().size();
        store.append(id, n + 1, new GameStore.Entry("US", "choice", "end-transfers")); // not what the game asks now
        store.close();
        server = ToiServer.start(0, tmp.resolve("toi.db"), SCENARIOS);
        Reply r = get("/api/games/" + id, us);
        assertThat(r.status()).isEqualTo(422);
        assertThat(r.body().get("error").asText()).contains("earlier version of the rules").contains("choice " + (n + 1) + " 'end-transfers'")
                .doesNotContain("Exception");
        assertThat(state(other.get("id").asText(), other.path("tokens").get("US").asText())).as("the other game").isEqualTo(otherBefore);
        assertThat(http.send(HttpRequest.newBuilder(uri("/api/games/" + id)).header("X-Toi-Token", "wrong").DELETE().build(),
                HttpResponse.BodyHandlers.ofString()).statusCode()).isEqualTo(403);
        assertThat(http.send(HttpRequest.newBuilder(uri("/api/games/" + id)).header("X-Toi-Token", us).DELETE().build(),
                HttpResponse.BodyHandlers.ofString()).statusCode()).as("US consents to abandon it; GER has not yet").isEqualTo(202);
        assertThat(http.send(HttpRequest.newBuilder(uri("/api/games/" + id)).header("X-Toi-Token", tokens.get("GER")).DELETE().build(),
                HttpResponse.BodyHandlers.ofString()).statusCode()).isEqualTo(204);
        assertThat(get("/api/games/" + id, us).status()).isEqualTo(404);
    }

    @Test
    void optionalRulesChosenInTheLobby_areTheGamesOwn_shownInEachSeatsView_andKeptAcrossARestart() throws Exception {
        JsonNode listed = get("/api/options").body();
        assertThat(listed).extracting(o -> o.get("id").asText()).contains("mortars-into-woods", "limited-combined-fire");
        assertThat(listed.get(0).get("heading").asText()).startsWith("003 · ");
        Reply made = post("/api/games", "{\"scenario\": \"normandy-farm\", \"options\": [\"limited-combined-fire\","
                + " \"mortars-into-woods\"], \"seats\": {\"US\": \"human\", \"GER\": \"human\"}}");
        assertThat(made.status()).as(String.valueOf(made.body())).isEqualTo(201);
        String id = made.body().get("id").asText();
        Map<String, String> tokens = Map.of("US", made.body().path("tokens").get("US").asText(),
                "GER", made.body().path("tokens").get("GER").asText());
        assertThat(state(id, tokens.get("GER")).path("view").path("options")).extracting(JsonNode::asText)
                .containsExactly("mortars-into-woods", "limited-combined-fire");
        for (int i = 0; i < 10; i++) {
            assertThat(playOne(id, tokens)).isTrue();
        }
        JsonNode before = state(id, tokens.get("US"));
        server.close();
        server = ToiServer.start(0, tmp.resolve("toi.db"), SCENARIOS);
        JsonNode after = state(id, tokens.get("US"));
        assertThat(after.get("view")).isEqualTo(before.get("view"));
        assertThat(after.path("view").path("options")).hasSize(2);
        Reply unknown = post("/api/games", "{\"scenario\": \"normandy-farm\", \"options\": [\"blizzard\"]}");
        assertThat(unknown.status()).isEqualTo(400);
        assertThat(unknown.body().get("error").asText()).contains("unknown option 'blizzard'").contains("known: mortars-into-woods");
    }

    /**
     * A WebSocket follower of the game as the token's seat, from event 0, named by its first message (never the address):
     * each update it receives lands in {@code received} (the heartbeats do not).
     */
    WebSocket follow(String id, String token, LinkedBlockingQueue<JsonNode> received) throws Exception {
        WebSocket ws = http.newWebSocketBuilder().buildAsync(URI.create("ws://localhost:" + server.port() + "/ws/games/" + id),
                new WebSocket.Listener() {
            final StringBuilder text = new StringBuilder();

            @Override
            public CompletionStage<?> onText(WebSocket w, CharSequence data, boolean last) {
                text.append(data);
                if (last && text.toString().startsWith("{\"heartbeat\"")) { // the server's heartbeat (docs/server.md · WebSocket): no update
                    text.setLength(0);
                } else if (last) {
                    try {
                        received.add(JSON.readTree(text.toString()));
                    } catch (Exception e) {
                        throw new IllegalStateException(e);
                    }
                    text.setLength(0);
                }
                w.request(1);
                return CompletableFuture.completedFuture(null);
            }
        }).get(5, TimeUnit.SECONDS);
        ws.sendText(JSON.writeValueAsString(java.util.Map.of("token", token, "since", 0)), true).get(5, TimeUnit.SECONDS);
        return ws;
    }

    /** Builds US squads (the first choice each time) until a reply hands the decision to the computer's GER. */
    JsonNode playUntilTheComputerIsAsked(String id, String us) throws Exception {
        for (int i = 0; i < 30; i++) {
            JsonNode s = settled(id, us);
            Reply r = choose(id, us, s.get("number").asInt(), s.path("view").path("decision").path("choices").get(0).asText());
            assertThat(r.status()).as(r.body().toString()).isEqualTo(200);
            if (!r.body().path("thinking").isNull()) {
                return r.body();
            }
        }
        throw new AssertionError("the computer was never asked");
    }

    @Test
    void theReplyDoesNotWaitForTheComputer_whoseChoicesAreStoredAndPushedAsTheyAreMade() throws Exception {
        JsonNode created = JSON.readTree(create("normandy-farm", "{\"US\": \"human\", \"GER\": \"computer\"}"));
        String id = created.get("id").asText();
        String us = created.path("tokens").get("US").asText();
        LinkedBlockingQueue<JsonNode> received = new LinkedBlockingQueue<>();
        WebSocket ws = follow(id, us, received);
        JsonNode reply = playUntilTheComputerIsAsked(id, us);
        assertThat(reply.path("thinking").asText()).isEqualTo("GER");
        assertThat(reply.path("view").path("decision").path("yours").asBoolean()).isFalse();
        assertThat(reply.path("view").path("decision").path("seat").asText()).isEqualTo("GER");
        int made = reply.get("choices").asInt();
        // the computer's choices arrive over the WebSocket, until one says it is done thinking
        JsonNode update;
        do {
            update = received.poll(20, TimeUnit.SECONDS);
            assertThat(update).as("an update within 20 s").isNotNull();
        } while (!update.path("thinking").isNull() || update.get("choices").asInt() <= made); // (the first: the catch-up on connecting)
        assertThat(update.get("choices").asInt()).as("the computer's choices, in the log").isGreaterThan(made);
        assertThat(update.path("view").path("decision").path("yours").asBoolean()).isTrue();
        JsonNode all = state(id, us);
        assertThat(all.get("events").toString()).contains("builds squad ger-1");
        ws.sendClose(WebSocket.NORMAL_CLOSURE, "done").get(5, TimeUnit.SECONDS);
    }

    @Test
    void aComputerAskedWhenTheServerStops_playsOnWhenItStartsAgain() throws Exception {
        server.close();
        server = ToiServer.start(0, tmp.resolve("toi.db"), SCENARIOS, java.time.Duration.ofHours(1)); // the computer will not answer in time
        JsonNode created = JSON.readTree(create("normandy-farm", "{\"US\": \"human\", \"GER\": \"computer\"}"));
        String id = created.get("id").asText();
        String us = created.path("tokens").get("US").asText();
        JsonNode reply = playUntilTheComputerIsAsked(id, us);
        server.close(); // killed while the computer thinks: its choice was never made, so never stored
        server = ToiServer.start(0, tmp.resolve("toi.db"), SCENARIOS);
        JsonNode after = settled(id, us);
        assertThat(after.get("choices").asInt()).as("the computer played on").isGreaterThan(reply.get("choices").asInt());
        assertThat(after.path("view").path("decision").path("yours").asBoolean()).isTrue();
    }

    @Test
    void aTeamGameHasASeatPerDivision_eachAskedForItsOwnDivision() throws Exception {
        Reply made = post("/api/games", "{\"scenario\": \"at-the-breaking-point\", \"seed\": 7, \"teams\": true, \"seats\": {\"US/1\": \"human\","
                + " \"US/2\": \"human\", \"GER/1\": \"computer\", \"GER/2\": \"random\"}}");
        assertThat(made.status()).as(String.valueOf(made.body())).isEqualTo(201);
        String id = made.body().get("id").asText();
        Map<String, String> tokens = Map.of("US/1", made.body().path("tokens").get("US/1").asText(),
                "US/2", made.body().path("tokens").get("US/2").asText());
        assertThat(made.body().path("tokens").has("GER/1")).isFalse();
        JsonNode s = settled(id, tokens.get("US/1"));
        assertThat(s.get("seat").asText()).isEqualTo("US/1");
        assertThat(s.path("seats").path("GER/2").asText()).isEqualTo("computer");
        // play on until a decision names one US division: that division's seat answers it, the other is refused
        boolean checked = false;
        for (int i = 0; i < 400 && !checked; i++) {
            s = settled(id, tokens.get("US/1"));
            String asked = s.path("view").path("decision").path("seat").asText();
            if (asked.startsWith("US/")) {
                String other = asked.equals("US/1") ? "US/2" : "US/1";
                JsonNode mine = state(id, tokens.get(asked));
                assertThat(mine.path("view").path("decision").path("yours").asBoolean()).isTrue();
                assertThat(state(id, tokens.get(other)).path("view").path("decision").path("choices")).as("not its decision").isEmpty();
                String choice = mine.path("view").path("decision").path("choices").get(0).asText();
                Reply refused = choose(id, tokens.get(other), mine.get("number").asInt(), choice);
                assertThat(refused.status()).isEqualTo(403);
                assertThat(refused.body().get("error").asText()).contains("waiting for " + asked);
                assertThat(choose(id, tokens.get(asked), mine.get("number").asInt(), choice).status()).isEqualTo(200);
                checked = true;
            } else {
                assertThat(playOne(id, tokens)).isTrue();
            }
        }
        assertThat(checked).as("a decision of one division was asked").isTrue();
        assertThat(post("/api/games", "{\"scenario\": \"normandy-farm\", \"teams\": true}").body().get("error").asText())
                .contains("two a side");
        assertThat(post("/api/games", "{\"scenario\": \"at-the-breaking-point\", \"teams\": true, \"seats\": {\"US\": \"human\"}}")
                .body().get("error").asText()).contains("no such seat");
    }

    @Test
    void thePageNamesItsFilesByTheirVersion_soABrowserKeepsThemUntilTheyChange() throws Exception {
        HttpResponse<String> page = http.send(HttpRequest.newBuilder(uri("/?game=abc")).GET().build(), HttpResponse.BodyHandlers.ofString());
        assertThat(page.statusCode()).isEqualTo(200);
        assertThat(page.headers().firstValue("Cache-Control")).hasValue("no-cache");
        java.util.regex.Matcher v = java.util.regex.Pattern.compile("/app\\.js\\?v=([0-9a-f]{12})").matcher(page.body());
        assertThat(v.find()).as(page.body()).isTrue();
        assertThat(page.body()).doesNotContain("{{v}}").contains("\"/board.js\": \"/board.js?v=" + v.group(1) + "\"");
        HttpResponse<String> module = http.send(HttpRequest.newBuilder(uri("/board.js?v=" + v.group(1))).GET().build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(module.statusCode()).isEqualTo(200);
        assertThat(module.headers().firstValue("Cache-Control").orElse("")).contains("immutable");
    }

    @Test
    void aFollowerGetsEachChangeOverWebSocket_andACatchUpWhenItConnects() throws Exception {
        JsonNode created = JSON.readTree(create("normandy-farm", "{\"US\": \"human\", \"GER\": \"human\"}"));
        String id = created.get("id").asText();
        String us = created.path("tokens").get("US").asText();
        String ger = created.path("tokens").get("GER").asText();
        LinkedBlockingQueue<JsonNode> received = new LinkedBlockingQueue<>();
        WebSocket ws = follow(id, ger, received);
        JsonNode hello = received.poll(5, TimeUnit.SECONDS);
        assertThat(hello).isNotNull();
        assertThat(hello.get("seat").asText()).isEqualTo("GER");
        int n = hello.get("number").asInt();
        JsonNode s = state(id, us);
        assertThat(choose(id, us, n, s.path("view").path("decision").path("choices").get(0).asText()).status()).isEqualTo(200);
        JsonNode update = received.poll(5, TimeUnit.SECONDS);
        assertThat(update).isNotNull();
        assertThat(update.get("events").get(0).get("n").asInt()).isEqualTo(n + 1);
        assertThat(update.path("view").path("hand").toString()).doesNotContain("US");
        ws.sendClose(WebSocket.NORMAL_CLOSURE, "done").get(5, TimeUnit.SECONDS);
    }

    @Test
    void aSeatTakesBackItsChoiceUntilSomethingIsRevealed_andTheUndoSurvivesARestart() throws Exception {
        JsonNode created = JSON.readTree(create("normandy-farm", "{\"US\": \"human\", \"GER\": \"computer\"}"));
        String id = created.get("id").asText();
        String us = created.path("tokens").get("US").asText();
        JsonNode before = state(id, us);
        assertThat(before.get("undo").asInt()).isZero();
        JsonNode after = choose(id, us, before.get("number").asInt(), before.path("view").path("decision").path("choices").get(0).asText()).body();
        assertThat(after.get("undo").asInt()).as("its build, nothing revealed").isEqualTo(1);
        Reply undone = post("/api/games/" + id + "/undo", JSON.writeValueAsString(Map.of("token", us, "seen", after.get("number").asInt())));
        assertThat(undone.status()).isEqualTo(200);
        assertThat(undone.body().get("number").asInt()).as("numbers only grow").isEqualTo(after.get("number").asInt() + 1);
        JsonNode last = undone.body().get("events").get(undone.body().get("events").size() - 1);
        assertThat(last.get("type").asText()).isEqualTo("ChoicesUndone");
        assertThat(undone.body().get("view").get("decision")).isEqualTo(before.get("view").get("decision"));
        assertThat(undone.body().get("view").get("reserve")).isEqualTo(before.get("view").get("reserve"));
        assertThat(undone.body().get("choices").asInt()).isZero();
        com.fasterxml.jackson.databind.node.ObjectNode at = (com.fasterxml.jackson.databind.node.ObjectNode) get("/api/games/" + id + "/at?choice=0", us).body();
        assertThat(at.remove("number").asInt()).as("/at says the event number then (issue 29: the replay's log)").isEqualTo(undone.body().get("number").asInt());
        assertThat(at).isEqualTo(before.get("view"));

        server.close();
        server = ToiServer.start(0, tmp.resolve("toi.db"), SCENARIOS);
        JsonNode restarted = state(id, us);
        assertThat(restarted.get("number")).isEqualTo(undone.body().get("number"));
        assertThat(restarted.get("view")).isEqualTo(undone.body().get("view"));

        // play on with random choices until a die is rolled: from then on nothing can be taken back
        java.util.SplittableRandom random = new java.util.SplittableRandom(3);
        JsonNode s = restarted;
        for (int i = 0; i < 3_000 && !s.get("events").toString().contains("DiceRolled"); i++) {
            JsonNode choices = s.path("view").path("decision").path("choices");
            assertThat(choices).as("the game ended before any die was rolled").isNotEmpty();
            Reply r = choose(id, us, s.get("number").asInt(), choices.get(random.nextInt(choices.size())).asText());
            assertThat(r.status()).as(r.body().toString()).isEqualTo(200);
            s = settled(id, us);
        }
        assertThat(s.get("events").toString()).contains("DiceRolled");
        assertThat(s.get("undo").asInt()).isZero();
        Reply refused = post("/api/games/" + id + "/undo", JSON.writeValueAsString(Map.of("token", us, "seen", s.get("number").asInt())));
        assertThat(refused.status()).isEqualTo(422);
        assertThat(refused.body().get("error").asText()).contains("a die was rolled");
        assertThat(state(id, us).get("number")).isEqualTo(s.get("number"));
    }
}
