package toi.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Issue 31 · storage behind one interface: the one store keeps games alike in the embedded SQLite file (the default) and
 * in PostgreSQL (a real one, {@link TestPostgres}), under the same migrations. Each test runs on both.
 */
class GameStoreContractTest {
    @TempDir
    static Path tmp;

    static Stream<Arguments> databases() {
        Function<String, Database> sqlite = name -> Database.sqlite(tmp.resolve(name + ".db"));
        Function<String, Database> postgres = name -> TestPostgres.newDatabase();
        return Stream.of(Arguments.of("SQLite", sqlite), Arguments.of("PostgreSQL", postgres));
    }

    private static Map<String, GameStore.StoredSeat> seats(String... names) {
        Map<String, GameStore.StoredSeat> out = new LinkedHashMap<>();
        for (String n : names) {
            out.put(n, new GameStore.StoredSeat(n, n.startsWith("cpu") ? "computer" : "human", "token-" + n, n.startsWith("cpu") ? "heuristic" : "random"));
        }
        return out;
    }

    private static GameStore.Entry choice(String seat, String text) {
        return new GameStore.Entry(seat, "choice", text);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("databases")
    void aGameIsReadBackAsItWasMade_seatsInOrder_tokensHashed_aSeedOf64Bits(String kind, Function<String, Database> databases) {
        try (GameStore store = new GameStore(databases.apply("create"))) {
            long seed = Long.MAX_VALUE - 12_345; // a seed is any long: PostgreSQL's INTEGER holds 32 bits only (its V1 says BIGINT)
            store.create("g1", "tide-of-iron", "normandy-farm", seed, "{\"teams\": true}", seats("US", "GER", "cpuB", "Allies"), "creator-token");
            GameStore.StoredGame g = store.load("g1");
            assertThat(g.scenario()).isEqualTo("normandy-farm");
            assertThat(g.seed()).isEqualTo(seed);
            assertThat(g.options()).isEqualTo("{\"teams\": true}");
            assertThat(g.ruleset()).isEqualTo("tide-of-iron");
            assertThat(g.seats().keySet()).containsExactly("US", "GER", "cpuB", "Allies"); // the order they were made in
            assertThat(g.seats().get("cpuB").kind()).isEqualTo("computer");
            assertThat(g.seats().get("cpuB").player()).isEqualTo("heuristic");
            assertThat(g.seats().get("US").token()).isEqualTo(GameStore.hash("token-US")).isNotEqualTo("token-US");
            assertThat(g.createdBy("creator-token")).isTrue();
            assertThat(g.createdBy("token-US")).isFalse();
            assertThat(g.log()).isEmpty();
            assertThat(store.load("no-such-game")).isNull();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("databases")
    void choicesAndUndosAreAppendedInOrder_aNumberTakenTwiceFailsAlone(String kind, Function<String, Database> databases) {
        try (GameStore store = new GameStore(databases.apply("append"))) {
            store.create("g", "normandy-farm", 1, "{}", seats("US", "GER"));
            store.append("g", 1, choice("US", "pass"));
            store.appendAll("g", 2, List.of(choice("GER", "move a b"), new GameStore.Entry("GER", "undo", "1"), choice("GER", "pass")));
            assertThatThrownBy(() -> store.append("g", 4, choice("US", "pass"))).isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("cannot store choices 4");
            store.append("g", 5, choice("US", "end"));
            List<GameStore.Entry> log = store.load("g").log();
            assertThat(log).extracting(GameStore.Entry::text).containsExactly("pass", "move a b", "1", "pass", "end");
            assertThat(log.get(2).undo()).isTrue();
            assertThat(log.get(1).undo()).isFalse();
            assertThat(log.get(1).seat()).isEqualTo("GER");
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("databases")
    void aTokenOpensItsSeatOnly_andListsTheGamesItHoldsASeatIn(String kind, Function<String, Database> databases) {
        try (GameStore store = new GameStore(databases.apply("seats"))) {
            store.create("a", "normandy-farm", 1, "{}", seats("US", "GER"));
            store.create("b", "iron-tide-demo", 2, "{}", seats("UK", "cpuGER")); // a token is one seat's: no two alike
            assertThat(store.load("a").humanSeat("token-GER")).isEqualTo("GER");
            assertThat(store.load("a").humanSeat("token-nobody")).isNull();
            assertThat(store.load("b").humanSeat("token-cpuGER")).isNull(); // a computer seat is no one's
            assertThat(store.seatsHeldBy(List.of("token-GER"))).extracting(m -> m.get("id") + "/" + m.get("seat")).containsExactly("a/GER");
            assertThat(store.seatsHeldBy(List.of("token-US", "token-UK"))).extracting(m -> m.get("id") + "/" + m.get("seat"))
                    .containsExactlyInAnyOrder("a/US", "b/UK");
            assertThat(store.seatsHeldBy(List.of())).isEmpty();
            assertThat(store.idsWithComputerSeats()).containsExactly("b");
            assertThat(store.ids()).containsExactlyInAnyOrder("a", "b");
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("databases")
    void abandonCountsEachSeatOnce_andDeletingAGameTakesItsSeatsAndLog(String kind, Function<String, Database> databases) {
        try (GameStore store = new GameStore(databases.apply("abandon"))) {
            store.create("g", "normandy-farm", 1, "{}", seats("US", "GER"));
            store.append("g", 1, choice("US", "pass"));
            assertThat(store.consent("g", "US")).containsExactly("US");
            assertThat(store.consent("g", "US")).containsExactly("US"); // twice: still one consent
            assertThat(store.consent("g", "GER")).containsExactly("GER", "US");
            assertThat(store.delete("g")).isTrue();
            assertThat(store.delete("g")).isFalse();
            assertThat(store.load("g")).isNull();
            assertThat(store.seatsHeldBy(List.of("token-US"))).isEmpty();
            store.create("g", "normandy-farm", 1, "{}", seats("US")); // nothing of the old game is left under its id
            assertThat(store.load("g").log()).isEmpty();
            assertThat(store.consent("g", "US")).containsExactly("US");
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("databases")
    void aStoreOpenedAgainHasEveryAcknowledgedChoice_andGoesOnFromThem(String kind, Function<String, Database> databases) {
        Database db = databases.apply("restart");
        GameStore first = new GameStore(db);
        first.create("g", "normandy-farm", 7, "{}", seats("US", "GER"));
        first.append("g", 1, choice("US", "pass"));
        first.append("g", 2, choice("GER", "pass"));
        first.close();
        try (GameStore again = new GameStore(db)) { // the migrations run again: nothing to do, nothing lost
            assertThat(again.load("g").log()).extracting(GameStore.Entry::text).containsExactly("pass", "pass");
            assertThat(again.load("g").seats().keySet()).containsExactly("US", "GER");
            again.append("g", 3, choice("US", "end"));
            assertThat(again.load("g").log()).hasSize(3);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("databases")
    void manyWritersAtOnce_everyChoiceIsStoredOnce_inItsPlace(String kind, Function<String, Database> databases) throws Exception {
        int games = 8;
        int choices = 40;
        try (GameStore store = new GameStore(databases.apply("concurrent"))) {
            ExecutorService pool = Executors.newFixedThreadPool(games);
            try {
                List<Future<?>> done = new ArrayList<>();
                for (int g = 0; g < games; g++) {
                    String id = "g" + g;
                    store.create(id, "normandy-farm", g, "{}", Map.of("US", new GameStore.StoredSeat("US", "human", "t" + g, "random")));
                    done.add(pool.submit(() -> {
                        for (int n = 1; n <= choices; n++) {
                            store.append(id, n, choice("US", id + "-" + n));
                        }
                    }));
                }
                for (Future<?> f : done) {
                    f.get();
                }
            } finally {
                pool.shutdown();
            }
            for (int g = 0; g < games; g++) {
                List<GameStore.Entry> log = store.load("g" + g).log();
                assertThat(log).hasSize(choices);
                for (int n = 1; n <= choices; n++) {
                    assertThat(log.get(n - 1).text()).isEqualTo("g" + g + "-" + n);
                }
            }
            assertThat(store.writes()).isEqualTo(games + (long) games * choices);
            assertThat(store.commits()).isLessThanOrEqualTo(store.writes());
        }
    }
    @ParameterizedTest(name = "{0}")
    @MethodSource("databases")
    void accounts_sessions_heldSeats_aChallengeTakenOnce_resignation_spectators_andAbandonTakesThemAlong(String kind,
            Function<String, Database> databases) {
        Database db = databases.apply("accounts");
        try (GameStore games = new GameStore(db); AccountStore store = new AccountStore(db)) {
            games.create("g1", "tide-of-iron", "normandy-farm", 1, "{}", seats("US", "GER"), null);
            store.create("a1", "Ann", "$2a$10$hash-of-ann");
            store.create("b1", "bob", "$2a$10$hash-of-bob");
            assertThatThrownBy(() -> store.create("a2", "ANN", "x")).isInstanceOf(AccountStore.NameTaken.class); // names without case
            assertThat(store.byName("ann").id()).isEqualTo("a1");
            assertThat(store.byName("carl")).isNull();

            store.openSession("s1", "a1", "csrf1", java.time.Instant.now().plusSeconds(60));
            store.openSession("s2", "a1", "csrf2", java.time.Instant.now().plusSeconds(60));
            store.openSession("old", "b1", "csrf3", java.time.Instant.now().minusSeconds(1));
            assertThat(store.session("s1")).isEqualTo(new AccountStore.Session("a1", "Ann", "csrf1"));
            assertThat(store.session("old")).as("expired").isNull();
            assertThat(store.closeSession("s1")).isTrue();
            assertThat(store.session("s1")).isNull();
            assertThat(store.closeSessions("a1")).isEqualTo(1);
            assertThat(store.session("s2")).isNull();

            store.holdSeat("g1", "US", "a1");
            store.offer("g1", "GER", "a1");
            assertThat(store.challenges(10)).extracting(AccountStore.Challenge::seat, AccountStore.Challenge::by).containsExactly(
                    org.assertj.core.groups.Tuple.tuple("GER", "Ann"));
            assertThat(store.take("g1", "GER", "b1")).isTrue();
            assertThat(store.take("g1", "GER", "a1")).as("taken once").isFalse();
            assertThat(store.challenges(10)).isEmpty();
            assertThat(store.seatsIn("b1", "g1")).containsExactly("GER");
            assertThat(store.holders("g1")).containsExactly(Map.entry("GER", "bob"), Map.entry("US", "Ann"));
            assertThat(store.seatsOf("a1", 10)).extracting(AccountStore.HeldSeat::game, AccountStore.HeldSeat::scenario)
                    .containsExactly(org.assertj.core.groups.Tuple.tuple("g1", "normandy-farm"));

            assertThat(store.resign("g1", "GER")).isTrue();
            assertThat(store.resign("g1", "US")).as("once").isFalse();
            assertThat(store.resigned("g1")).isEqualTo("GER");
            assertThat(store.spectated("g1")).isFalse();
            store.openToSpectators("g1");
            assertThat(store.spectated("g1")).isTrue();

            games.delete("g1"); // abandoned: its seats, challenges, resignation and spectators go with it
            assertThat(store.seatsOf("a1", 10)).isEmpty();
            assertThat(store.resigned("g1")).isNull();
            assertThat(store.spectated("g1")).isFalse();
        }
    }
}
