package toi.content;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import toi.engine.event.Event;
import toi.engine.game.protocol.Choice;
import toi.engine.game.protocol.Decision;
import toi.engine.game.Game;
import toi.engine.scenario.GameSetup;
import toi.engine.game.protocol.IllegalChoice;
import toi.engine.game.protocol.MoveRoute;
import toi.engine.game.RandomPlayer;
import toi.engine.game.protocol.Seat;
import toi.engine.hex.Hex;
import toi.engine.units.Unit;

/**
 * The decision protocol's contract (issue 10), over seeded random games of all nine scenarios:
 * every listed choice is accepted; well-formed choices that are not listed are refused with a rule
 * and change nothing; a seat that is not asked is refused; the hexes offered for a whole move are
 * exactly those a whole move reaches, along steps the game lists; and no seat's view or redacted
 * events, as JSON, hold a secret of another seat (deck order, the dice state, another hand, which
 * squad a concealed marker stands for).
 */
class DecisionProtocolContractTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int DECISIONS = Integer.getInteger("contract.decisions", 10_000);

    static List<GameSetup> scenarios() throws Exception {
        Path dir = Files.exists(Path.of("../scenarios")) ? Path.of("../scenarios") : Path.of("scenarios");
        List<GameSetup> out = new ArrayList<>();
        try (var files = Files.list(dir)) {
            for (Path p : files.filter(f -> f.toString().endsWith(".json")).sorted().toList()) {
                out.add(ScenarioLoader.load(p, TestBoards.CATALOGS));
            }
        }
        return out;
    }

    @Test
    void tenThousandDecisionsOfTheNineScenariosKeepTheContract() throws Exception {
        List<GameSetup> scenarios = scenarios();
        assertThat(scenarios).hasSize(9);
        Stats stats = play(scenarios, DECISIONS);
        assertThat(stats.decisions).isGreaterThanOrEqualTo(DECISIONS);
        assertThat(stats.unlistedRefused).as("unlisted choices tried").isGreaterThan(DECISIONS / 10);
        assertThat(stats.wholeMoves).as("whole moves tried").isGreaterThan(DECISIONS / 100);
        assertThat(stats.secretsChecked).as("secrets looked for").isGreaterThan(DECISIONS);
        assertThat(stats.redactedCards).as("opponents' draws redacted").isGreaterThan(10);
    }

    /**
     * The same contract with every optional rule on (003; 002 · MUNITIONS SPECIALIZATION TOKENS among them): the munitions
     * decisions list their choices and refuse others, and an enemy's facedown token shows only as "facedown" in every
     * view and redacted event (docs/rulings.md R-OPT-13).
     */
    @Test
    void withEveryOptionOn_theContractHolds_andNoFacedownMunitionsTokenIsShown() throws Exception {
        var all = OptionCatalog.load().all();
        List<GameSetup> scenarios = scenarios().stream().map(g -> g.withOptions(all)).toList();
        int decisions = DECISIONS / 2; // night (003) and the facing choices change the games' course: more decisions to see three purchases
        Stats stats = play(scenarios, decisions);
        assertThat(stats.decisions).isGreaterThanOrEqualTo(decisions);
        assertThat(stats.munitionsHidden).as("enemy facedown tokens looked at").isGreaterThan(100);
        assertThat(stats.munitionsRedacted).as("enemy purchases redacted").isGreaterThan(2);
    }

    /**
     * No decision can be answered forever: in every scenario, players that always take the first listed choice, or
     * always the last, still finish the game (a search, a scripted test or a careless client cannot get stuck). The
     * last-choice players once sent figures back and forth in Siegfried Assault's Squad Transfers without end (R-GAME-15).
     */
    @Test
    void playersThatAlwaysTakeTheFirstOrTheLastChoiceFinishEveryScenario() throws Exception {
        for (GameSetup setup : scenarios()) {
            for (long seed = 0; seed < 2; seed++) {
                for (boolean first : List.of(true, false)) {
                    Game game = new Game(setup, seed);
                    int n = 0;
                    while (!game.over()) {
                        List<Choice> o = game.pending().options();
                        game.apply(o.get(first ? 0 : o.size() - 1));
                        assertThat(++n).as("%s, seed %d, %s choice: the game ends (still at: %s)", setup.name(), seed,
                                first ? "first" : "last", game.pending().prompt()).isLessThan(5_000);
                    }
                }
            }
        }
    }

    /**
     * Every listed choice changes the game (its state hash): no choice can be answered again and again to no effect,
     * which a player could repeat forever (Iron Tide's repeated defend-with was one, R-IT-47; a cycle of choices that do
     * change it, as R-GAME-15's transfers were, is the test above's). Sampled: a dozen choices of each decision
     * of a random game of each scenario, its first 250 decisions.
     */
    @Test
    void everyListedChoiceChangesTheGame() throws Exception {
        int checked = 0;
        for (GameSetup setup : scenarios()) {
            Game game = new Game(setup, 1);
            RandomPlayer player = new RandomPlayer(1);
            for (int n = 0; !game.over() && n < 250; n++) {
                Decision d = game.pending();
                long before = game.state().hash();
                List<Choice> options = game.legalChoices();
                for (int i = 0; i < options.size(); i += Math.max(1, options.size() / 12)) {
                    Game trial = game.copy();
                    trial.apply(options.get(i));
                    checked++;
                    assertThat(trial.state().hash()).as("%s choice %d (%s): '%s' changes nothing", setup.name(), n, d.kind(),
                            options.get(i).text()).isNotEqualTo(before);
                }
                game.apply(player.choose(game));
            }
        }
        assertThat(checked).isGreaterThan(5_000);
    }

    private static Stats play(List<GameSetup> scenarios, int decisions) throws Exception {
        Stats stats = new Stats();
        for (long seed = 1; stats.decisions < decisions; seed++) {
            GameSetup setup = scenarios.get((int) (seed % scenarios.size()));
            Game game = new Game(setup, seed);
            RandomPlayer player = new RandomPlayer(seed * 7919);
            Set<String> seen = new LinkedHashSet<>();
            for (int n = 0; !game.over() && n < 600 && stats.decisions < decisions; n++) {
                Decision d = game.pending();
                stats.decisions++;
                String where = setup.name() + " seed " + seed + " choice " + n + " (" + d.kind() + ")";
                checkListedChoicesAreAccepted(game, d, where, stats);
                checkUnlistedChoicesAreRefused(game, d, seen, where, stats);
                checkOtherSeatsAreRefused(game, d, where, stats);
                if ((d.kind() == Decision.Kind.MOVE || d.kind() == Decision.Kind.ACTION) && stats.decisions % 11 == 0) {
                    checkWholeMoves(game, d, where, stats);
                }
                d.options().forEach(c -> seen.add(c.text()));
                Choice c = player.choose(d);
                List<Event> events = game.apply(d.seat(), c);
                checkViewsKeepSecrets(game, events, where, stats);
            }
        }
        return stats;
    }

    static final class Stats {
        int decisions;
        int unlistedRefused;
        int wholeMoves;
        int secretsChecked;
        int redactedCards;
        int munitionsHidden;
        int munitionsRedacted;
    }

    private static void checkListedChoicesAreAccepted(Game game, Decision d, String where, Stats stats) {
        List<Choice> options = d.options();
        int step = Math.max(1, options.size() / 40); // large lists (deployment) are sampled evenly
        for (int i = 0; i < options.size(); i += step) {
            Choice c = options.get(i);
            Game copy = game.copy();
            try {
                copy.apply(d.seat(), c);
            } catch (IllegalArgumentException e) {
                throw new AssertionError(where + ": listed choice '" + c.text() + "' refused: " + e.getMessage(), e);
            }
        }
    }

    /**
     * Choices seen earlier in the game and not listed now must be refused with a reason, the game
     * unchanged. Kinds whose lists are representative, not complete (attacks with any supporters,
     * whole moves, any set of units placed in Op Fire mode), are left out: Decision's contract.
     */
    private static void checkUnlistedChoicesAreRefused(Game game, Decision d, Set<String> seen, String where, Stats stats) {
        Set<String> listed = new HashSet<>();
        d.options().forEach(c -> listed.add(c.text()));
        long before = game.state().hash();
        int tried = 0;
        for (String text : seen) {
            if (listed.contains(text) || tried >= 12) {
                continue;
            }
            Choice c = Choice.parse(text);
            if (representative(c)) {
                continue;
            }
            tried++;
            Game copy = game.copy();
            assertThatThrownBy(() -> copy.apply(d.seat(), c)).as(where + ": unlisted '" + text + "' must be refused")
                    .isInstanceOf(IllegalChoice.class).hasMessageMatching("(?s).{10,}");
            assertThat(game.state().hash()).isEqualTo(before);
            stats.unlistedRefused++;
        }
    }

    private static boolean representative(Choice c) {
        return c instanceof Choice.Fire || c instanceof Choice.OpFire || c instanceof Choice.Assault || c instanceof Choice.MoveTo
                || c instanceof Choice.SetOpFire || c instanceof Choice.Act a && a.attack() != null;
    }

    private static void checkOtherSeatsAreRefused(Game game, Decision d, String where, Stats stats) {
        if (d.kind() == Decision.Kind.GAME_OVER || d.options().isEmpty()) {
            return;
        }
        String other = game.state().opponent(d.nation());
        long before = game.state().hash();
        assertThatThrownBy(() -> game.apply(Seat.of(other), d.options().get(0))).as(where).isInstanceOf(IllegalChoice.class)
                .hasMessageContaining("only the seat asked may answer");
        assertThat(game.state().hash()).isEqualTo(before);
    }

    /**
     * Every hex offered for a whole move is reached by that move, whose first step is a step the
     * decision lists; every other hex next to an offered one (or to the start) is refused.
     */
    private static void checkWholeMoves(Game game, Decision d, String where, Stats stats) {
        String unit = game.state().activity() != null ? game.state().activity().unitId()
                : d.options().stream().filter(c -> c instanceof Choice.Act a && a.kind() == toi.engine.game.protocol.ActionKind.ADVANCE)
                .map(c -> ((Choice.Act) c).unitId()).findFirst().orElse(null);
        if (unit == null) {
            return;
        }
        Map<Hex, MoveRoute> reach = game.reachable(unit);
        Game moving = game.copy();
        if (d.kind() == Decision.Kind.ACTION) {
            moving.apply(new Choice.Act(toi.engine.game.protocol.ActionKind.ADVANCE, unit, null));
            if (moving.pending().kind() != Decision.Kind.MOVE) {
                return;
            }
        }
        Set<String> steps = new HashSet<>();
        moving.pending().options().forEach(c -> steps.add(c.text()));
        Hex start = moving.state().activity().here();
        Set<Hex> frontier = new HashSet<>(start.neighbors());
        int tried = 0;
        for (MoveRoute r : reach.values()) {
            assertThat(steps).as(where + ": first step toward " + r.to()).contains("step " + r.path().get(0));
            frontier.addAll(r.to().neighbors());
            if (tried++ < 3) {
                Game copy = moving.copy();
                copy.apply(new Choice.MoveTo(r.to(), List.of()));
                Unit after = copy.state().units().get(unit);
                boolean interrupted = copy.pending().kind() == Decision.Kind.OP_FIRE || copy.pending().kind() == Decision.Kind.CASUALTIES;
                if (!interrupted && after != null && copy.state().activity() != null) {
                    assertThat(copy.state().activity().here()).as(where + ": whole move to " + r.to()).isEqualTo(r.to());
                }
                stats.wholeMoves++;
            }
        }
        frontier.removeAll(reach.keySet());
        frontier.remove(start);
        for (Hex h : frontier.stream().sorted().limit(3).toList()) {
            Game copy = moving.copy();
            long before = copy.state().hash();
            assertThatThrownBy(() -> copy.apply(new Choice.MoveTo(h, List.of()))).as(where + ": " + h + " is not offered")
                    .isInstanceOf(IllegalChoice.class);
            assertThat(copy.state().hash()).isEqualTo(before);
        }
    }

    private static void checkViewsKeepSecrets(Game game, List<Event> events, String where, Stats stats) throws Exception {
        var s = game.state();
        for (String nation : s.setup().nations()) {
            Seat seat = Seat.of(nation);
            String view = JSON.writeValueAsString(game.viewFor(seat));
            List<Event> redacted = game.redact(events, seat);
            String log = JSON.writeValueAsString(redacted);
            for (Event e : redacted) {
                if (e instanceof Event.CardDrawn c && !c.nation().equals(nation)) {
                    assertThat(c.card()).as(where).isNull();
                    stats.redactedCards++;
                }
                // 002 · MUNITIONS SPECIALIZATION TOKENS: an enemy's facedown token's kind (R-OPT-13)
                if (e instanceof Event.MunitionPlaced m && !m.nation().equals(nation)) {
                    assertThat(m.kind()).as(where + ": " + nation + " sees the kind of " + m.unit() + "'s token").isNull();
                    stats.munitionsRedacted++;
                }
                if (e instanceof Event.MunitionDiscarded m && !m.nation().equals(nation) && m.facedown()) {
                    assertThat(m.kind()).as(where + ": " + nation + " sees the kind of a discarded facedown token").isNull();
                }
            }
            var seen = game.viewFor(seat).units();
            for (Unit u : s.units().values()) {
                if (!u.nation().equals(nation) && u.facedownMunition() != null) {
                    assertThat(seen.stream().filter(v -> v.id().equals(u.id())).findFirst().orElseThrow().munition())
                            .as(where + ": " + nation + "'s view of " + u.id() + "'s token").isEqualTo("facedown");
                    stats.munitionsHidden++;
                }
            }
            Set<String> secrets = secretsKeptFrom(game, nation);
            Set<String> known = knownTo(game, nation);
            for (Event e : events) { // a card taken back from a discard pile, which every player sees, into a hand
                if (e instanceof Event.CardMoved m && m.where().endsWith("hand")) {
                    known.add(m.card());
                }
            }
            secrets.removeAll(known);
            Set<String> shown = words(view);
            shown.addAll(words(log));
            for (String secret : secrets) {
                assertThat(shown).as(where + ": " + nation + "'s view or events show the secret " + secret).doesNotContain(secret);
                stats.secretsChecked++;
            }
            String dice = Long.toString(s.diceState());
            assertThat(view).doesNotContain(dice).doesNotContain(Long.toHexString(s.diceState()));
        }
    }

    /** The ids a JSON text shows: its runs of letters, digits and dashes. */
    private static Set<String> words(String json) {
        return new HashSet<>(List.of(WORD_BREAK.split(json)));
    }

    private static final Pattern WORD_BREAK = Pattern.compile("[^\\w-]+");

    /** What the nation may not know: other hands, every deck's cards (their order), enemy concealed squads' ids. */
    private static Set<String> secretsKeptFrom(Game game, String nation) {
        var s = game.state();
        Set<String> out = new HashSet<>();
        for (String n : s.setup().nations()) {
            if (!n.equals(nation)) {
                out.addAll(s.hand(n));
            }
            s.decks(n).values().forEach(out::addAll);
        }
        for (Unit u : s.units().values()) {
            if (u.concealed() && !u.nation().equals(nation)) {
                out.add(u.id());
            }
        }
        if (s.reserve() != null) {
            s.reserve().values().stream().filter(u -> u.concealed() && !u.nation().equals(nation)).forEach(u -> out.add(u.id()));
        }
        return out;
    }

    /** What the nation knows anyway (a card id it holds too, a card in play): not a leak when shown. */
    private static Set<String> knownTo(Game game, String nation) {
        var s = game.state();
        Set<String> out = new HashSet<>(s.hand(nation));
        for (String n : s.setup().nations()) {
            out.addAll(s.playArea(n));
            out.addAll(s.discarded(n));
        }
        for (Unit u : s.units().values()) {
            if (!u.concealed()) {
                out.add(u.id());
            }
        }
        out.addAll(new TreeMap<>(s.deckSizes(nation)).keySet()); // deck ids are public
        return out;
    }
}
