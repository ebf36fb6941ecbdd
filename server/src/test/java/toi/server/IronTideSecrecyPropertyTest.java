package toi.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import toi.irontide.data.Side;
import toi.irontide.event.IronTideEvent;
import toi.irontide.load.ScenarioLoader;
import toi.irontide.match.IronTideMatch;
import toi.irontide.match.IronTideRuleset;
import toi.protocol.GameEvent;
import toi.protocol.Match;
import toi.protocol.Option;
import toi.protocol.Pending;
import toi.server.irontide.IronTideLayer;

/**
 * Iron Tide's secrecy through every door of the server, as a property (issue 28; 001 §9.0 "a player may not examine the
 * enemy's chits"; R-IT-36, R-IT-55, R-IT-57): seeded Iron Tide demo games are played by random players; at sampled
 * decisions, for each seat, two twins of the table are made that differ ONLY in what that seat may not know — the
 * determinised copy ({@code Match.copyFor}): the other side's chits drawn again, the dice to come from another seed. Each
 * twin is served by its own server under the same id, and the seat asks both as its browser would, over HTTP with its
 * token: the update (view and every numbered event so far, and those since a number), the replay at earlier choices, the
 * explanation, the record, the map, previews of every legal choice and of choices naming every unit, and choices the game
 * refuses — and the events the seat receives when the game's next choices are played, up to the first that reveals
 * something to the seat (a die, a battle's totals, its own side's chit). The answers must be byte-for-byte the same.
 */
class IronTideSecrecyPropertyTest {
    private static final String ID = "9a1";
    /** Seeded games, decisions sampled in each, and choices played at most. */
    private static final long[] SEEDS = {3, 17, 2026};
    private static final int SAMPLES = 5;
    private static final int CHOICES = 400;
    /** The game's next choices played on both twins, until one reveals something to the seat. */
    private static final int NEXT = 40;

    @TempDir
    Path tmp;
    final HttpClient http = HttpClient.newHttpClient();
    final ObjectMapper json = new ObjectMapper();
    final List<ToiServer> servers = new ArrayList<>();

    @AfterEach
    void stop() {
        servers.forEach(ToiServer::close);
    }

    @Test
    void everyDoorAnswersTheSameOnTwoIronTideGamesThatDifferOnlyInWhatTheSeatCannotKnow() throws Exception {
        ToiServer.Settings settings = ToiServer.Settings.defaults().withChoices(1_000_000, 1_000_000);
        ToiServer one = ToiServer.start(0, tmp.resolve("one.db"), ToiServerTest.SCENARIOS, settings);
        servers.add(one);
        ToiServer other = ToiServer.start(0, tmp.resolve("other.db"), ToiServerTest.SCENARIOS, settings);
        servers.add(other);
        IronTideLayer layer = new IronTideLayer();
        List<String> failures = new ArrayList<>();
        int compared = 0;
        int secretsDealtAgain = 0;
        for (long seed : SEEDS) {
            List<String> log = play(layer, seed);
            SplittableRandom pick = new SplittableRandom(seed);
            for (int s = 0; s < SAMPLES; s++) {
                int k = (int) Math.max(1, Math.min(log.size() - 1, (long) log.size() * (s + 1) / (SAMPLES + 1) + pick.nextInt(5) - 2));
                Table t = table(layer, seed, log.subList(0, k));
                for (String seat : t.match().seats()) {
                    Table a = t.twinFor(seat, 11);
                    Table b = t.twinFor(seat, 12);
                    String enemy = t.match().seats().stream().filter(x -> !x.equals(seat)).findFirst().orElseThrow();
                    if (!json.writeValueAsString(a.match().viewFor(enemy)).equals(json.writeValueAsString(b.match().viewFor(enemy)))) {
                        secretsDealtAgain++; // the twins do differ, in what only the other side sees
                    }
                    one.serving(a);
                    other.serving(b);
                    Map<String, String> answersA = answers(one, t, seat, k);
                    Map<String, String> answersB = answers(other, t, seat, k);
                    List<String> next = log.subList(k, Math.min(log.size(), k + NEXT));
                    answersA.put("events of the next choices " + next, nextEvents(a, seat, next));
                    answersB.put("events of the next choices " + next, nextEvents(b, seat, next));
                    for (String probe : answersA.keySet()) {
                        compared++;
                        if (!answersA.get(probe).equals(answersB.get(probe)) && failures.size() < 12) {
                            int at = firstDifference(answersA.get(probe), answersB.get(probe));
                            failures.add("seed " + seed + " after " + k + " choices, as " + seat + ", " + probe + ", from character " + at
                                    + ":\n  one twin:   " + cut(answersA.get(probe), at) + "\n  other twin: " + cut(answersB.get(probe), at));
                        }
                    }
                }
            }
        }
        assertThat(secretsDealtAgain).as("samples whose twins hold different secrets (chits, a reduced regiment)").isPositive();
        assertThat(compared).as("answers compared").isGreaterThan(1000);
        assertThat(failures).as("answers that differ between twins (a secret leaking)").isEmpty();
    }

    /**
     * The events {@code seat} receives, numbered and as JSON, when the game's next choices are played on a copy of the twin
     * (as the stream sends them: {@link Table#rendered}), up to the first that makes something known to the seat, where
     * twins may rightly differ: a die rolled (the dice to come are secret until rolled; a field or a note's "die 4"), a battle's odds (its totals show,
     * R-IT-55), a chit the seat's own side draws (§9.0). The enemy's chit draws come before a battle's odds: compared.
     */
    private String nextEvents(Table twin, String seat, List<String> next) throws Exception {
        Match m = ((IronTideMatch) twin.match()).copy();
        Side mine = IronTideMatch.side(seat);
        List<String> out = new ArrayList<>();
        int n = twin.number();
        for (String choice : next) {
            List<GameEvent> events;
            try {
                events = m.apply(m.pending().seat(), choice);
            } catch (RuntimeException refused) {
                out.add("refused: " + refused.getMessage());
                break;
            }
            List<GameEvent> known = new ArrayList<>();
            boolean revealing = false;
            for (GameEvent e : events) {
                if (json.writeValueAsString(e).matches("(?s).*(\"die\\d?\":|\\bdie \\d|\\bdice\\b|\\brolls?\\b).*") || e instanceof IronTideEvent.OddsFigured
                        || e instanceof IronTideEvent.ChitDrawn c && c.side() == mine) {
                    revealing = true;
                    break;
                }
                known.add(e);
            }
            out.addAll(Table.rendered(m, seat, known, n));
            n += known.size();
            if (revealing) {
                break;
            }
        }
        return String.join("\n", out);
    }

    /** The choices of a seeded demo game played by random players, at most {@link #CHOICES}. */
    private static List<String> play(IronTideLayer layer, long seed) {
        Match m = layer.start(ScenarioLoader.DEMO_ID, new ObjectMapper().createObjectNode(), seed);
        SplittableRandom random = new SplittableRandom(seed);
        List<String> log = new ArrayList<>();
        while (!m.over() && log.size() < CHOICES) {
            Pending p = m.pending();
            Option o = p.options().get(random.nextInt(p.options().size()));
            m.apply(p.seat(), o);
            log.add(o.text());
        }
        return log;
    }

    /** The table of a game rebuilt from its first choices, as the server rebuilds a stored game; each seat's token "token-SEAT". */
    private static Table table(IronTideLayer layer, long seed, List<String> choices) {
        Map<String, GameStore.StoredSeat> seats = new LinkedHashMap<>();
        for (String seat : layer.start(ScenarioLoader.DEMO_ID, new ObjectMapper().createObjectNode(), seed).seats()) {
            seats.put(seat, new GameStore.StoredSeat(seat, "human", GameStore.hash("token-" + seat), "random"));
        }
        List<GameStore.Entry> log = choices.stream().map(c -> new GameStore.Entry("?", "choice", c)).toList();
        return new Table(new GameStore.StoredGame(ID, ScenarioLoader.DEMO_ID, seed, "{\"salt\": \"5a17\"}", "now", seats, log), layer, null);
    }

    /** Every answer {@code seat} gets from {@code server}'s game over HTTP, by request; the probes are made from the real table. */
    private Map<String, String> answers(ToiServer server, Table real, String seat, int k) throws Exception {
        Map<String, String> out = new LinkedHashMap<>();
        String token = "token-" + seat;
        String game = "/api/games/" + ID;
        for (String path : List.of(game, game + "?since=" + k / 2, game + "/at?choice=0", game + "/at?choice=" + k / 2, game + "/at?choice=" + k,
                game + "/explain", game + "/record", game + "/map")) {
            out.put("GET " + path, get(server, path, token));
        }
        Match truth = real.match();
        List<String> probes = new ArrayList<>();
        Pending p = truth.pending();
        SplittableRandom r = new SplittableRandom(k);
        for (int i = 0; i < Math.min(12, p.options().size()); i++) {
            probes.add(p.options().get(r.nextInt(p.options().size())).text());
        }
        TreeSet<String> units = new TreeSet<>();
        IronTideRuleset.scenario(ScenarioLoader.DEMO_ID).units().forEach(u -> units.add(u.id()));
        units.add("us99-999");
        for (String u : units) {
            probes.add(u);
            probes.add("attack " + u);
            probes.add("move " + u);
        }
        for (String c : probes) {
            out.put("GET preview?choice=" + c, get(server, game + "/preview?choice=" + URLEncoder.encode(c, StandardCharsets.UTF_8), token));
        }
        int seen = json.readTree(get(server, game, token)).path("number").asInt();
        for (String c : probes) {
            if (refused(truth, seat, c)) { // a choice the game refuses: the refusal must tell nothing (a legal one would be played)
                String body = json.writeValueAsString(Map.of("token", token, "seen", seen, "choice", c));
                out.put("POST choices " + c, send(server, "POST", game + "/choices", body, null));
            }
        }
        return out;
    }

    /** Whether the game refuses {@code choice} from {@code seat} (tried on a copy as the seat may know it). */
    private static boolean refused(Match truth, String seat, String choice) {
        try {
            truth.copyFor(seat, 1).apply(seat, choice);
            return false;
        } catch (RuntimeException refused) {
            return true;
        }
    }

    private String get(ToiServer server, String path, String token) throws Exception {
        return send(server, "GET", path, null, token);
    }

    private String send(ToiServer server, String method, String path, String body, String token) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create("http://localhost:" + server.port() + path));
        if (token != null) {
            b.header("X-Toi-Token", token);
        }
        b.method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        if (body != null) {
            b.header("Content-Type", "application/json");
        }
        HttpResponse<String> r = http.send(b.build(), HttpResponse.BodyHandlers.ofString());
        return r.statusCode() + " " + r.body();
    }

    private static int firstDifference(String a, String b) {
        int i = 0;
        while (i < a.length() && i < b.length() && a.charAt(i) == b.charAt(i)) {
            i++;
        }
        return i;
    }

    private static String cut(String s, int at) {
        int from = Math.max(0, at - 80);
        return (from > 0 ? "…" : "") + s.substring(from, Math.min(s.length(), at + 160));
    }
}
