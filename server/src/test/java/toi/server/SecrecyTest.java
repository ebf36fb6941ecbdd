package toi.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import toi.content.Catalogs;
import toi.content.ScenarioLoader;
import toi.engine.event.Event;
import toi.engine.game.Game;
import toi.engine.game.protocol.Choice;
import toi.engine.game.protocol.Decision;
import toi.engine.game.protocol.Seat;
import toi.engine.game.state.GameState;
import toi.engine.scenario.GameSetup;
import toi.engine.units.Activation;
import toi.engine.units.Unit;
import toi.server.tideofiron.TideOfIronLayer;

/**
 * Each leak issue 27 found, asked at the server's edge (Table, ToiServer.preview) of games with enemy concealed squads
 * (000 · CONCEALED SQUADS; docs/rulings.md R-VIEW-3). The property over every endpoint is SecrecyPropertyTest's.
 */
class SecrecyTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** A game of the scenario after {@code k} random choices, with squads in cover concealed (SecrecyPropertyTest.concealed). */
    private static final Map<String, List<String>> PLAYED = new java.util.concurrent.ConcurrentHashMap<>();

    private static Table withMarkers(String scenario, int k) {
        GameSetup setup = ScenarioLoader.load(ToiServerTest.SCENARIOS.resolve(scenario + ".json"), Catalogs.load());
        long seed = scenario.hashCode();
        List<String> log = PLAYED.computeIfAbsent(scenario, x -> SecrecyPropertyTest.play(setup, seed));
        Table t = SecrecyPropertyTest.table(scenario, setup, seed, log.subList(0, Math.min(k, log.size())));
        return t.playing(SecrecyPropertyTest.concealed(t.match()));
    }

    /** The seat facing enemy markers in {@code t}. */
    private static Seat facingMarkers(Table t) {
        for (String n : ToiTables.setup(t).nations()) {
            if (!ToiTables.game(t).hiddenFrom(Seat.parse(n)).isEmpty()) {
                return Seat.parse(n);
            }
        }
        throw new AssertionError("no seat faces a concealed squad");
    }

    private static String ask(java.util.function.Supplier<String> request) {
        try {
            return request.get();
        } catch (Table.Refusal r) {
            return r.status + " " + r.getMessage();
        }
    }

    @Test
    void concealedSquads_aRequestNamingAnEnemyConcealedSquadsOwnId_isAnsweredExactlyAsOneNamingNoUnit() {
        Table t = withMarkers("at-the-breaking-point", 120);
        Seat seat = facingMarkers(t);
        String hidden = ToiTables.game(t).hiddenFrom(seat).iterator().next();
        String none = "zz-99";
        String somewhere = ToiTables.game(t).state().units.get(hidden).hex().toString();
        // the 2006 rulebook hides the squad under the marker (000 · CONCEALED SQUADS); its id is how a request would name it
        assertThat(ask(() -> ToiServer.preview(t, seat.toString(), "move-to " + somewhere, hidden)))
                .isEqualTo(ask(() -> ToiServer.preview(t, seat.toString(), "move-to " + somewhere, none)).replace(none, hidden));
        assertThat(ask(() -> ToiServer.preview(t, seat.toString(), "act advance " + hidden, null)))
                .isEqualTo(ask(() -> ToiServer.preview(t, seat.toString(), "act advance " + none, null)).replace(none, hidden));
        assertThat(ask(() -> TideOfIronLayer.reachable(t, seat.toString(), hidden))).isEqualTo(ask(() -> TideOfIronLayer.reachable(t, seat.toString(), none)));
        String alias = ToiTables.game(t).redact(hidden, seat);
        assertThat(alias).startsWith("concealed-");
        assertThat(ask(() -> ToiServer.preview(t, seat.toString(), "act advance " + alias, null)))
                .isEqualTo(ask(() -> ToiServer.preview(t, seat.toString(), "act advance " + none, null)).replace(none, alias));
    }

    @Test
    void concealedSquads_aChoiceNamingAnEnemyConcealedSquadsOwnId_isRefusedAsOneNamingNoUnit() {
        for (int k = 100; k < 400; k++) {
            Table t = withMarkers("at-the-breaking-point", k);
            Seat asked = ToiTables.game(t).asked();
            if (ToiTables.game(t).pending().kind() != Decision.Kind.ACTION || ToiTables.game(t).hiddenFrom(asked).isEmpty()) {
                continue;
            }
            String hidden = ToiTables.game(t).hiddenFrom(asked).iterator().next();
            // 000 · THE ACTION PHASE: "act advance U" for a unit the seat may not know of
            Table.Refusal byId = catchRefusal(() -> t.submit(asked.toString(), t.number(), "act advance " + hidden));
            Table.Refusal none = catchRefusal(() -> t.submit(asked.toString(), t.number(), "act advance zz-99"));
            assertThat(byId.status).isEqualTo(none.status).isEqualTo(422);
            assertThat(byId.getMessage()).isEqualTo(none.getMessage().replace("zz-99", hidden));
            return;
        }
        throw new AssertionError("no action turn of a seat facing markers");
    }

    @Test
    void concealedSquads_theOpponentsViewListsMarkersByNumberAfterTheUnitsItKnows_neverInTheOwnersOrder() {
        // a moment of a seeded game at which one seat faces two markers or more (which moment depends on the rules' listing)
        Table found = null;
        Seat facing = null;
        for (int k = 120; k < 400 && facing == null; k += 10) {
            found = withMarkers("at-the-breaking-point", k);
            for (String n : ToiTables.setup(found).nations()) {
                if (ToiTables.game(found).hiddenFrom(Seat.parse(n)).size() > 1) {
                    facing = Seat.parse(n);
                }
            }
        }
        assertThat(facing).as("a seat facing two markers or more").isNotNull();
        Table t = found;
        Seat seat = facing;
        GameState s = ToiTables.game(t).state();
        List<String> ids = ToiTables.game(t).viewFor(seat).units().stream().map(u -> u.id()).toList();
        List<String> markers = ids.stream().filter(id -> id.startsWith("concealed-")).toList();
        assertThat(markers).hasSizeGreaterThan(1);
        assertThat(ids.subList(ids.size() - markers.size(), ids.size())).as("markers last").isEqualTo(markers);
        List<String> byNumber = ToiTables.game(t).hiddenFrom(seat).stream().sorted(java.util.Comparator.comparingInt(s::markerOf))
                .map(id -> ToiTables.game(t).redact(id, seat)).toList();
        assertThat(markers).as("in their markers' order").isEqualTo(byNumber);
    }

    @Test
    void concealedSquads_theSquadThatRevealsAnother_isNamedByItsMarker_whileItIsConcealed() {
        Table t = withMarkers("at-the-breaking-point", 120);
        Seat seat = facingMarkers(t);
        String hidden = ToiTables.game(t).hiddenFrom(seat).iterator().next();
        Unit mine = ToiTables.game(t).state().units.values().stream().filter(u -> u.nation().equals(seat.nation())).findFirst().orElseThrow();
        // the engine's words (Concealment.revealInOpenSight): "is in sight of <enemy> outside cover"
        Event reveal = new Event.Concealment(mine.id(), false, "is in sight of " + hidden + " outside cover", "000 · CONCEALED SQUADS");
        String sent = String.join("", Table.rendered(t.match(), seat.toString(), List.of(reveal), 0));
        assertThat(sent).doesNotContain(hidden).contains("in sight of " + ToiTables.game(t).redact(hidden, seat));
    }

    @Test
    void opportunityFire_aMovePreviewNamesNoEnemyConcealedSquad_theMoverCannotKnowWhatAMarkerCarries() {
        int previews = 0;
        int hiddenFirers = 0;
        for (String scenario : List.of("at-the-breaking-point", "breaking-the-line", "uphill-battle", "crossroads-v2")) {
            GameSetup setup = ScenarioLoader.load(ToiServerTest.SCENARIOS.resolve(scenario + ".json"), Catalogs.load());
            long seed = scenario.hashCode();
            List<String> log = SecrecyPropertyTest.play(setup, seed);
            for (int k = 0; k < log.size() && previews < 400; k++) {
                Table real = SecrecyPropertyTest.table(scenario, setup, seed, log.subList(0, k));
                if (ToiTables.game(real).pending().kind() != Decision.Kind.MOVE) {
                    continue;
                }
                // every enemy marker in Op Fire mode (000 · OPPORTUNITY FIRE)
                toi.engine.game.TideOfIronMatch m = SecrecyPropertyTest.concealed(real.match());
                Game g = m.game();
                GameState s = g.state();
                Seat mover = g.asked();
                for (Unit u : new ArrayList<>(s.units.values())) {
                    if (u.concealed() && !u.nation().equals(mover.nation())) {
                        s.units.put(u.id(), u.withActivation(Activation.OP_FIRE));
                    }
                }
                Table t = real.playing(m);
                Set<String> hidden = g.hiddenFrom(mover);
                if (hidden.isEmpty()) {
                    continue;
                }
                for (var to : g.reachable(s.activity().unitId()).keySet()) {
                    Choice move = Choice.parse("move-to " + to);
                    previews++;
                    String everything = String.valueOf(g.preview(move).route());
                    if (hidden.stream().anyMatch(everything::contains)) {
                        hiddenFirers++;
                    }
                    String answer = ToiServer.preview(t, mover.toString(), move.text(), null);
                    for (String h : hidden) {
                        assertThat(answer).doesNotContain(h).doesNotContain(g.redact(h, mover));
                    }
                }
            }
        }
        assertThat(hiddenFirers).as("moves an enemy concealed squad could op fire on (the rules engine knows it)").isPositive();
    }

    @Test
    void strategyCards_aPreviewOfActivatingACard_answersTheSameWhetherOrNotTheOpponentHoldsIt() throws Exception {
        Table t = withMarkers("at-the-breaking-point", 299);
        Seat seat = facingMarkers(t);
        String other = ToiTables.setup(t).nations().stream().filter(n -> !n.equals(seat.nation())).findFirst().orElseThrow();
        List<String> held = ToiTables.game(t).state().hand(other);
        assertThat(held).as(other + "'s hand").isNotEmpty();
        Table a = t.twinFor(seat.toString(), 1);
        Table b = t.twinFor(seat.toString(), 2);
        // 000 · STRATEGY CARDS: another side's hand is its own (R-VIEW-1); the ~20 requests of the issue, card by card
        for (var deck : ToiTables.setup(t).cards().catalog().decks()) {
            for (var card : deck.cards()) {
                String choice = "act activate-card " + card.id();
                assertThat(ToiServer.preview(a, seat.toString(), choice, null)).as(choice).isEqualTo(ToiServer.preview(b, seat.toString(), choice, null))
                        .isEqualTo(ToiServer.preview(t, seat.toString(), choice, null));
            }
        }
        JsonNode p = JSON.readTree(ToiServer.preview(t, seat.toString(), "act activate-card " + held.get(0), null));
        assertThat(p.path("kind").asText()).isNotEmpty();
    }

    @Test
    void seeds_aGameStoredBeforeCommitmentsLoadsAndSaysItHasNone_aNewOneShowsItsCommitmentAndRevealsTheSeedOnlyAtTheEnd() {
        GameSetup setup = ScenarioLoader.load(ToiServerTest.SCENARIOS.resolve("normandy-farm.json"), Catalogs.load());
        List<String> log = SecrecyPropertyTest.play(setup, 5);
        Table old = new Table(new GameStore.StoredGame("g0", "normandy-farm", 5, "{}", "then",
                Map.of("US", new GameStore.StoredSeat("US", "human", "t1", "random")), List.of()), ToiTables.LAYER, null);
        assertThat(old.seedRecord()).containsEntry("commitment", null).containsKey("note").doesNotContainKey("seed");
        Table going = SecrecyPropertyTest.table("normandy-farm", setup, 5, log.subList(0, 10));
        assertThat(going.seedRecord()).doesNotContainKeys("seed", "salt");
        assertThat((String) going.seedRecord().get("commitment")).matches("[0-9a-f]{64}")
                .isEqualTo(toi.protocol.SeedCommitment.of(5, "5a17"));
        assertThat(catchRefusal(going::record).status).isEqualTo(409);

        Game whole = new Game(setup, 5); // played to its end: the seed and salt revealed, the record ./toi replay --verify reads
        toi.engine.game.RandomPlayer random = new toi.engine.game.RandomPlayer(5);
        List<String> all = new ArrayList<>();
        while (!whole.over()) {
            Choice c = random.choose(whole);
            whole.apply(c);
            all.add(c.text());
        }
        Table over = SecrecyPropertyTest.table("normandy-farm", setup, 5, all);
        assertThat(over.seedRecord()).containsEntry("seed", 5L).containsEntry("salt", "5a17");
        Map<String, Object> record = over.record();
        assertThat(record).containsEntry("scenario", "normandy-farm").containsEntry("seed", 5L).containsEntry("choices", all)
                .containsEntry("commitment", toi.protocol.SeedCommitment.of(5, "5a17"))
                .containsEntry("finalHash", Long.toHexString(whole.state().hash())).containsEntry("winner", whole.state().winner());
    }

    private static Table.Refusal catchRefusal(Runnable r) {
        try {
            r.run();
        } catch (Table.Refusal e) {
            return e;
        }
        throw new AssertionError("not refused");
    }
}
