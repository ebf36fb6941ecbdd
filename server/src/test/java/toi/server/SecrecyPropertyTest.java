package toi.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import toi.content.Catalogs;
import toi.content.ScenarioLoader;
import toi.engine.event.Event;
import toi.engine.game.Game;
import toi.engine.game.RandomPlayer;
import toi.engine.game.protocol.Choice;
import toi.engine.game.protocol.Seat;
import toi.engine.game.state.GameState;
import toi.engine.scenario.GameSetup;
import toi.engine.units.Unit;
import toi.server.tideofiron.TideOfIronLayer;

/**
 * Issue 27's secrecy property (docs/server.md · Secrecy): nothing a seat may not know reaches it by any request. Seeded
 * games of every scenario are played by random players; at sampled decisions, for each seat, two twins of the table are
 * made — the same past and events, the present dealt again as that seat can know it ({@link Table#twinFor}, the engine's
 * determinised {@code Game.copyFor}: other hands and deck orders, which squad is under which enemy concealed marker,
 * enemy facedown munitions, the dice to come). Every endpoint is then asked as that seat on both twins, with probes that
 * name what it may not know (every card of the decks, every unit id including enemy concealed squads' own ids, their
 * marker names, ids that do not exist), and the answers must be byte-identical. The next choice is applied to both twins
 * too: when it reveals nothing to the seat (no die, no draw, no marker lifted), the events the seat receives must be the
 * same.
 */
class SecrecyPropertyTest {
    private static final ObjectMapper JSON = ToiServer.mapper();
    /** Decisions sampled per scenario, and the choices played at most (a game's first part: setup, then several rounds). */
    private static final int SAMPLES = 7;
    private static final int CHOICES = 700;

    @Test
    void everyEndpointAnswersTheSameOnTwoGamesThatDifferOnlyInWhatTheSeatCannotKnow_inEveryScenario() throws Exception {
        List<String> failures = new ArrayList<>();
        int compared = 0;
        List<Path> files;
        try (var list = Files.list(ToiServerTest.SCENARIOS)) {
            files = list.filter(f -> f.toString().endsWith(".json")).sorted().toList();
        }
        assertThat(files).as("the nine scenarios").hasSize(9);
        Catalogs catalogs = Catalogs.load();
        int concealedSeen = 0;
        for (Path file : files) {
            String scenario = file.getFileName().toString().replaceFirst("\\.json$", "");
            GameSetup setup = ScenarioLoader.load(file, catalogs);
            long seed = scenario.hashCode();
            List<String> log = play(setup, seed);
            SplittableRandom pick = new SplittableRandom(seed);
            for (int s = 0; s < SAMPLES; s++) {
                int k = (int) ((long) log.size() * (s + 1) / (SAMPLES + 1)) + pick.nextInt(3) - 1;
                k = Math.max(0, Math.min(log.size() - 1, k));
                Table t = table(scenario, setup, seed, log.subList(0, k));
                if (s % 2 == 1) { // every other sample: squads in cover concealed, as a concealing card would leave them
                    t = t.playing(concealed(t.match()));
                }
                for (String nation : setup.nations()) {
                    Seat seat = Seat.parse(nation);
                    if (!ToiTables.game(t).hiddenFrom(seat).isEmpty()) {
                        concealedSeen++;
                    }
                    Table a = t.twinFor(seat.toString(), 11);
                    Table b = t.twinFor(seat.toString(), 12);
                    Map<String, String> answersA = answers(a, t, seat, log.get(k), catalogs, setup);
                    Map<String, String> answersB = answers(b, t, seat, log.get(k), catalogs, setup);
                    for (String probe : answersA.keySet()) {
                        compared++;
                        if (!answersA.get(probe).equals(answersB.get(probe)) && failures.size() < 12) {
                            int at = firstDifference(answersA.get(probe), answersB.get(probe));
                            failures.add(scenario + " after " + k + " choices, as " + seat + ", " + probe + ", from character " + at
                                    + ":\n  one twin:   " + cut(answersA.get(probe), at) + "\n  other twin: " + cut(answersB.get(probe), at));
                        }
                    }
                }
                // a spectator (issue 31: GET /watch, the seat null) knows no side's secrets: twins dealt again for nobody's side
                Table a = t.twinFor(null, 11);
                Table b = t.twinFor(null, 12);
                Map<String, String> watched = Map.of(
                        "GET /watch", ask(() -> json(ToiServer.update(a, null, 0))) + "\u0000" + ask(() -> json(ToiServer.update(b, null, 0))),
                        "the view at K", ask(() -> json(a.viewAt(null, a.choices()))) + "\u0000" + ask(() -> json(b.viewAt(null, b.choices()))));
                for (Map.Entry<String, String> w : watched.entrySet()) {
                    compared++;
                    String[] two = w.getValue().split("\u0000", 2);
                    if (!two[0].equals(two[1]) && failures.size() < 12) {
                        int at = firstDifference(two[0], two[1]);
                        failures.add(scenario + " after " + k + " choices, as a spectator, " + w.getKey() + ", from character " + at
                                + ":\n  one twin:   " + cut(two[0], at) + "\n  other twin: " + cut(two[1], at));
                    }
                }
            }
        }
        assertThat(concealedSeen).as("samples in which a seat faced enemy concealed squads").isPositive();
        assertThat(compared).as("answers compared").isGreaterThan(2000);
        assertThat(failures).as("answers that differ between twins (a secret leaking)").isEmpty();
    }

    /**
     * The game with up to three squads a side concealed (000 · CONCEALED SQUADS: squads in cover-providing terrain, not
     * carried), each given the next concealed marker, as Operations · Camouflage or a concealing card would: the scenarios'
     * own concealed tokens are few (often none), and the twins must have markers to deal again.
     */
    static toi.engine.game.TideOfIronMatch concealed(toi.protocol.Match real) {
        toi.engine.game.TideOfIronMatch m = ((toi.engine.game.TideOfIronMatch) real).copy();
        GameState s = m.game().state();
        if (s.phase == toi.engine.game.protocol.Phase.SETUP || s.hits() != null || s.assault() != null || s.card() != null) {
            return m;
        }
        for (String nation : s.setup.nations()) {
            List<Unit> squads = s.units.values().stream().filter(u -> u.nation().equals(nation) && u.isSquad() && !u.concealed()
                    && !u.isTransported() && u.hex() != null && s.board.terrain(u.hex()).cover() > 0
                    && (s.activity() == null || !s.activity().unitId().equals(u.id()))).limit(3).toList();
            for (Unit u : squads) {
                s.units.put(u.id(), u.withConcealed(true));
                s.numberMarker(u);
            }
        }
        return m;
    }

    /** The choices of a seeded game played by random players, at most {@link #CHOICES}. */
    static List<String> play(GameSetup setup, long seed) {
        Game g = new Game(setup, seed);
        RandomPlayer random = new RandomPlayer(seed);
        List<String> log = new ArrayList<>();
        while (!g.over() && log.size() < CHOICES) {
            Choice c = random.choose(g);
            g.apply(c);
            log.add(c.text());
        }
        return log;
    }

    /** The table of a game rebuilt from its first choices, as the server rebuilds a stored game (nothing is stored). */
    static Table table(String scenario, GameSetup setup, long seed, List<String> choices) {
        Map<String, GameStore.StoredSeat> seats = new LinkedHashMap<>();
        for (String n : setup.nations()) {
            seats.put(n, new GameStore.StoredSeat(n, "human", "token-" + n, "random"));
        }
        List<GameStore.Entry> log = choices.stream().map(c -> new GameStore.Entry("?", "choice", c)).toList();
        return new Table(new GameStore.StoredGame("g1", scenario, seed, "{\"salt\": \"5a17\"}", "now", seats, log), ToiTables.LAYER, null);
    }

    /** Every answer {@code seat} can get from {@code twin}, by probe; the probes are made from the real game {@code real}. */
    private static Map<String, String> answers(Table twin, Table real, Seat seat, String next, Catalogs catalogs, GameSetup setup) {
        Map<String, String> out = new LinkedHashMap<>();
        GameState truth = ToiTables.game(real).state();
        out.put("GET /api/games/{id}", ask(() -> json(ToiServer.update(twin, seat.toString(), 0))));
        out.put("GET /at?choice=K", ask(() -> json(twin.viewAt(seat.toString(), twin.choices()))));
        out.put("GET /explain", ask(() -> json(twin.explanationFor(seat.toString()))));
        // the words a request may name: every unit id (enemy concealed squads' own ids too), their marker names, none
        TreeSet<String> units = new TreeSet<>(truth.units.keySet());
        if (truth.reserve != null) {
            units.addAll(truth.reserve.keySet());
        }
        ToiTables.game(real).viewFor(seat).units().forEach(u -> units.add(u.id()));
        units.add("us-99");
        List<String> choices = new ArrayList<>();
        List<Choice> legal = ToiTables.game(real).legalChoices();
        SplittableRandom r = new SplittableRandom(legal.size());
        for (int i = 0; i < Math.min(12, legal.size()); i++) {
            choices.add(legal.get(r.nextInt(legal.size())).text());
        }
        choices.add(next);
        for (var deck : setup.cards().catalog().decks()) { // the hand a refusal must not tell
            deck.cards().forEach(c -> choices.add("act activate-card " + c.id()));
            deck.cards().forEach(c -> out.put("GET /whynot?id=" + c.id(), ask(() -> TideOfIronLayer.whyNot(twin, seat.toString(), c.id()))));
        }
        String somewhere = truth.board.hexes().stream().filter(truth.board::isPlayable).findFirst().orElseThrow().toString();
        for (String u : units) {
            choices.add("act advance " + u);
            out.put("GET /reachable?unit=" + u, ask(() -> TideOfIronLayer.reachable(twin, seat.toString(), u)));
            out.put("GET /whynot?id=" + u, ask(() -> TideOfIronLayer.whyNot(twin, seat.toString(), u))); // issue 29: Why not?
            out.put("GET /preview?unit=" + u + "&choice=move-to " + somewhere, ask(() -> ToiServer.preview(twin, seat.toString(), "move-to " + somewhere, u)));
        }
        for (String c : choices) {
            out.put("GET /preview?choice=" + c, ask(() -> ToiServer.preview(twin, seat.toString(), c, null)));
        }
        out.put("events of the next choice '" + next + "'", nextEvents(twin, real, seat, next));
        return out;
    }

    /**
     * The events {@code seat} receives when {@code next} is played on the twin — or "revealing" when it makes something
     * known to the seat (a die, a draw, a concealed squad lifted), where twins may rightly differ, or "refused".
     */
    private static String nextEvents(Table twin, Table real, Seat seat, String next) {
        // the same action as the seat sees it: a squad under an enemy marker is named by whichever squad the twin has there
        GameState truth = ToiTables.game(real).state();
        GameState dealt = ToiTables.game(twin).state();
        StringBuilder same = new StringBuilder();
        for (String word : next.split(" ", -1)) {
            Unit u = truth.units.get(word);
            if (u != null && u.concealed() && !u.nation().equals(seat.nation())) {
                word = dealt.units.values().stream().filter(x -> x.concealed() && x.nation().equals(u.nation())
                        && dealt.markerOf(x.id()) == truth.markerOf(u.id())).map(Unit::id).findFirst().orElse(word);
            }
            same.append(same.length() == 0 ? "" : " ").append(word);
        }
        next = same.toString();
        toi.engine.game.TideOfIronMatch m = ((toi.engine.game.TideOfIronMatch) twin.match()).copy();
        Game g = m.game();
        GameState before = g.copy().state();
        List<Event> events;
        try {
            events = g.apply(Choice.parse(next));
        } catch (IllegalArgumentException refused) {
            return "refused";
        }
        GameState after = g.state();
        if (before.dice.state() != after.dice.state() || cards(before) != cards(after) || !hidden(before, seat).equals(hidden(after, seat))) {
            return "revealing";
        }
        return String.join("\n", Table.rendered(m, seat.toString(), new ArrayList<>(events), 0));
    }

    private static int cards(GameState s) {
        return s.decks.values().stream().mapToInt(List::size).sum();
    }

    private static TreeSet<String> hidden(GameState s, Seat seat) {
        TreeSet<String> out = new TreeSet<>();
        for (Unit u : s.units.values()) {
            if (u.concealed() && !u.nation().equals(seat.nation())) {
                out.add(u.id());
            }
        }
        return out;
    }

    private static String ask(Supplier<String> request) {
        try {
            return request.get();
        } catch (Table.Refusal refused) {
            return refused.status + " " + refused.getMessage();
        } catch (RuntimeException e) {
            return "failed: " + e;
        }
    }

    private static String json(Object o) {
        try {
            return JSON.writeValueAsString(o);
        } catch (java.io.IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static int firstDifference(String a, String b) {
        int i = 0;
        while (i < a.length() && i < b.length() && a.charAt(i) == b.charAt(i)) {
            i++;
        }
        return i;
    }

    /** The answer around where the twins' answers part. */
    private static String cut(String s, int at) {
        int from = Math.max(0, at - 200);
        return (from > 0 ? "…" : "") + s.substring(from, Math.min(s.length(), at + 300)) + (at + 300 < s.length() ? "…" : "");
    }
}
