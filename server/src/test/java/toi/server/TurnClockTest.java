package toi.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue 31 · 4, the clock's kinds over HTTP: a total each side has for the whole game (besides or instead of a time a turn),
 * and what happens when one runs out as the game says — {@code loss} (the other side wins) or {@code skip} (the seat's
 * decision is passed for it and the game goes on).
 */
class TurnClockTest extends OneServerHttp {

    JsonNode game(String clock) throws Exception {
        HttpResponse<String> r = send("POST", "/api/games", null,
                "{\"scenario\": \"normandy-farm\", \"seats\": {\"US\": \"human\", \"GER\": \"human\"}, \"clock\": " + clock + "}");
        assertThat(r.statusCode()).as(r.body()).isEqualTo(201);
        return JSON.readTree(r.body());
    }

    JsonNode state(String id, String token) throws Exception {
        return JSON.readTree(send("GET", "/api/games/" + id, token, null).body());
    }

    JsonNode clock(String id, String token) throws Exception {
        return JSON.readTree(send("GET", "/api/games/" + id + "/clock", token, null).body());
    }

    /** The asked seat (its token) makes the first choice offered. */
    void playOne(String id, String token) throws Exception {
        JsonNode s = state(id, token);
        HttpResponse<String> r = send("POST", "/api/games/" + id + "/choices", null, JSON.writeValueAsString(Map.of("token", token,
                "seen", s.get("number").asInt(), "choice", s.path("decision").path("options").get(0).path("text").asText())));
        assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
    }

    @Test
    void aBadClock_isRefused_andNothingIsStored() throws Exception {
        for (String bad : List.of("{}", "{\"total\": 0}", "{\"perTurn\": 60, \"onTimeout\": \"draw\"}", "{\"total\": 99999999999}")) {
            HttpResponse<String> r = send("POST", "/api/games", null,
                    "{\"scenario\": \"normandy-farm\", \"seats\": {\"US\": \"human\", \"GER\": \"human\"}, \"clock\": " + bad + "}");
            assertThat(r.statusCode()).as(bad).isEqualTo(400);
            assertThat(r.body()).contains("clock");
        }
        assertThat(send("GET", "/api/games", "0".repeat(32), null).body()).isEqualTo("[]");
    }

    @Test
    void aTotalClock_chargesEachTurnToItsSide_andTheSideWhoseTotalRunsOutLoses_beforeItsTurnsTimeWould() throws Exception {
        JsonNode g = game("{\"perTurn\": 600, \"total\": 4}");
        String id = g.get("id").asText();
        Map<String, String> tokens = Map.of("US", g.get("tokens").get("US").asText(), "GER", g.get("tokens").get("GER").asText());
        String first = state(id, tokens.get("US")).path("decision").path("seat").asText();
        String other = first.equals("US") ? "GER" : "US";
        JsonNode c = clock(id, tokens.get(first));
        assertThat(c.get("perTurn").asLong()).isEqualTo(600);
        assertThat(c.get("total").asLong()).isEqualTo(4);
        assertThat(c.get("onTimeout").asText()).isEqualTo("loss");
        long until = System.nanoTime() + 5_000_000_000L;
        while (!c.has("since") && System.nanoTime() < until) { // the sweep starts the clock within a second
            Thread.sleep(50);
            c = clock(id, tokens.get(first));
        }
        Thread.sleep(2_200); // the first side spends over 2 s of its 4
        for (int i = 0; i < 40 && state(id, tokens.get(first)).path("decision").path("seat").asText().equals(first); i++) {
            playOne(id, tokens.get(first));
        }
        until = System.nanoTime() + 5_000_000_000L;
        while (c.path("used").path(first).asLong() < 2 && System.nanoTime() < until) {
            Thread.sleep(100);
            c = clock(id, tokens.get(first));
        }
        assertThat(c.path("used").path(first).asLong()).as("the turn charged to " + first + "'s total").isBetween(2L, 4L);
        for (int i = 0; i < 40 && state(id, tokens.get(other)).path("decision").path("seat").asText().equals(other); i++) {
            playOne(id, tokens.get(other)); // the other side answers at once: it spends nearly nothing
        }
        assertThat(state(id, tokens.get(first)).path("decision").path("seat").asText()).isEqualTo(first);
        long back = System.nanoTime();
        JsonNode s = state(id, tokens.get(first));
        until = System.nanoTime() + 8_000_000_000L;
        while (!s.get("over").asBoolean() && System.nanoTime() < until) {
            Thread.sleep(100);
            s = state(id, tokens.get(first));
        }
        assertThat(s.get("over").asBoolean()).as("out of its total").isTrue();
        assertThat((System.nanoTime() - back) / 1e9).as("well before its turn's 600 s").isLessThan(8);
        assertThat(s.path("outcome").path("reason").asText()).isEqualTo(first + " ran out of time: " + other + " wins");
    }

    @Test
    void theClock_tellsThePageEachSidesTotalLeft_theTurnsTimeLeft_andWhatHappensWhenATimeRunsOut() throws Exception {
        JsonNode g = game("{\"perTurn\": 21600, \"total\": 259200}");
        String id = g.get("id").asText();
        String us = g.get("tokens").get("US").asText();
        String first = state(id, us).path("decision").path("seat").asText();
        String other = first.equals("US") ? "GER" : "US";
        JsonNode c = clock(id, us);
        long until = System.nanoTime() + 5_000_000_000L;
        while (!c.has("since") && System.nanoTime() < until) { // the sweep starts the clock within a second
            Thread.sleep(50);
            c = clock(id, us);
        }
        assertThat(c.get("whenOut").asText()).isEqualTo("the game is won by the other side");
        assertThat(c.get("turnLeft").asLong()).isBetween(21_590L, 21_600L);
        assertThat(c.get("sides")).hasSize(2);
        for (JsonNode side : c.get("sides")) {
            boolean running = side.get("side").asText().equals(first);
            assertThat(side.get("running").asBoolean()).isEqualTo(running);
            assertThat(side.get("left").asLong()).as(side.toString()).isBetween(running ? 259_190L : 259_200L, 259_200L);
        }
        assertThat(c.get("sides").get(0).get("side").asText()).as("by name").isEqualTo("GER");
        assertThat(other).isNotEqualTo(first);
        assertThat(clock(id, us).path("sides").isMissingNode()).isFalse();
        JsonNode skip = game("{\"perTurn\": 60, \"onTimeout\": \"skip\"}");
        JsonNode sc = clock(skip.get("id").asText(), skip.get("tokens").get("US").asText());
        assertThat(sc.get("whenOut").asText()).isEqualTo("the decision waiting is skipped (passed for its side)");
        assertThat(sc.has("sides")).as("no total: no side's total to tell").isFalse();
    }

    @Test
    void aSkipClock_passesTheDecisionOfTheSeatOutOfTime_andTheGameGoesOn() throws Exception {
        JsonNode g = game("{\"perTurn\": 1, \"onTimeout\": \"skip\"}");
        String id = g.get("id").asText();
        String us = g.get("tokens").get("US").asText();
        JsonNode before = state(id, us);
        String asked = before.path("decision").path("seat").asText();
        String expected = Accounts.skipOf(JSON.convertValue(state(id, g.get("tokens").get(asked).asText()).path("decision"), Map.class));
        long until = System.nanoTime() + 10_000_000_000L;
        JsonNode s = before;
        while (s.get("choices").asInt() == before.get("choices").asInt() && System.nanoTime() < until) {
            Thread.sleep(100);
            s = state(id, us);
        }
        assertThat(s.get("choices").asInt()).as("a choice made for " + asked + " out of time").isGreaterThan(before.get("choices").asInt());
        assertThat(s.get("over").asBoolean()).as("skipped, not lost").isFalse();
        assertThat(clock(id, us).get("onTimeout").asText()).isEqualTo("skip");
        // the choice made for it, as the game's record tells once over (resigned here to read it)
        assertThat(send("POST", "/api/games/" + id + "/resign", us, "{}").statusCode()).isEqualTo(200);
        JsonNode record = JSON.readTree(send("GET", "/api/games/" + id + "/record", us, null).body());
        assertThat(record.get("choices").get(before.get("choices").asInt()).asText()).as("the first choice the rules list").isEqualTo(expected);
    }

    @Test
    void theSkip_isPass_whenTheDecisionOffersIt_elseTheFirstChoiceTheRulesList() {
        assertThat(Accounts.skipOf(Map.of("options", List.of(Map.of("text", "act advance us-1"), Map.of("text", "pass"))))).isEqualTo("pass");
        assertThat(Accounts.skipOf(Map.of("options", List.of(Map.of("text", "opfire"), Map.of("text", "opfire us-1"))))).isEqualTo("opfire");
    }
}
