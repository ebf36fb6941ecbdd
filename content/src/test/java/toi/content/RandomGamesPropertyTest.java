package toi.content;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import toi.engine.game.protocol.Choice;
import toi.engine.game.protocol.Decision;
import toi.engine.game.Game;
import toi.engine.scenario.GameSetup;
import toi.engine.game.protocol.Phase;
import toi.engine.game.RandomPlayer;
import toi.engine.units.Activation;
import toi.engine.units.Unit;

/**
 * 1,000 seeded random games of the test scenario; after every applied choice the invariants hold,
 * and every game replays from its seed and choices to the same hash.
 */
class RandomGamesPropertyTest {

    static GameSetup setup(String name) {
        Path p = Path.of("../examples", name);
        return ScenarioLoader.load(Files.exists(p) ? p : Path.of("examples", name), TestBoards.CATALOGS);
    }

    @Test
    void oneThousandRandomGamesKeepEveryInvariantAndReplayToTheSameHash() {
        GameSetup skirmish = setup("skirmish.json");
        GameSetup melee = setup("woods-melee.json");
        GameSetup teams = setup("woods-melee-teams.json");
        GameSetup withSetup = setup("farm-breakthrough.json");
        GameSetup cards = setup("card-battle.json");
        int choices = 0;
        int[] wins = new int[2];
        java.util.Map<String, Integer> kinds = new java.util.TreeMap<>();
        for (long seed = 1; seed <= 1000; seed++) {
            GameSetup setup = switch ((int) (seed % 5)) {
                case 0 -> skirmish;
                case 1 -> melee;
                case 2 -> teams;
                case 3 -> cards;
                default -> withSetup;
            };
            Played g = playChecked(setup, seed, kinds);
            choices += g.choices();
            wins[setup.nations().indexOf(g.winner())]++;
        }
        assertThat(wins[0] + wins[1]).isEqualTo(1000);
        assertThat(choices).isGreaterThan(10_000);
        // the random games reach every kind of choice
        assertThat(kinds).containsKeys("act advance", "act concentrated-fire", "act fire-and-movement", "act assault",
                "act prepare-op-fire", "act fatigue", "act heal", "act dig-entrenchment", "step", "stop", "fire", "opfire",
                "no-opfire", "casualties", "assault", "losses", "retreat", "advance", "embark", "disembark", "enter",
                "bid", "opfire-mode", "transfer", "end-transfers", "first", "build", "token", "deploy",
                "transfer-crew", "agree", "refuse", "place-marker",
                "draw", "act activate-card", "act retry-contact", "target", "pick", "done");
    }

    /**
     * A game played to its end: who won, after how many choices; the night's visibility at the end and the wrecks left on
     * the board (003 · Night Rules, Wrecked Vehicles: 0 without the options).
     */
    record Played(String winner, int choices, int visibility, int wrecks) {
    }

    /**
     * Plays one seeded random game to its end, checking the invariants after every choice, and replays it from its seed
     * and choices to the same hash; counts the kinds of choice made.
     */
    static Played playChecked(GameSetup setup, long seed, java.util.Map<String, Integer> kinds) {
        Game game = new Game(setup, seed);
        RandomPlayer player = new RandomPlayer(seed * 31);
        List<Choice> log = new ArrayList<>();
        int figures = figures(game);
        Phase phase = game.state().phase();
        int round = game.state().round();
        int visibility = game.state().board().visibility();
        while (!game.over()) {
            Decision d = game.pending();
            Choice c = player.choose(d);
            if (c instanceof Choice.Act act && game.state().units().containsKey(act.unitId())) {
                assertThat(game.state().units().get(act.unitId()).activation()).as("only fresh units activate")
                        .isEqualTo(Activation.FRESH);
            }
            if (log.size() % 7 == 0) {
                Game copy = game.copy();
                long before = copy.state().hash();
                assertThat(before).isEqualTo(game.state().hash());
                game.apply(c);
                assertThat(copy.state().hash()).as("a copy is independent of the original").isEqualTo(before);
            } else {
                game.apply(c);
            }
            log.add(c);
            kinds.merge(c.text().split(" ")[0] + (c instanceof Choice.Act act ? " " + act.kind().id() : ""), 1, Integer::sum);
            // invariants
            // stacking holds for every unit at rest; the moving unit may pass through a full friendly hex
            var moving = game.state().activity() == null ? null : game.state().activity().unitId();
            var atRest = new toi.engine.units.Position(game.state().board(), game.state().units().values().stream()
                    .filter(u -> !u.id().equals(moving) && (moving == null || !moving.equals(u.carriedBy()))).toList());
            assertThat(atRest.validate()).as("seed " + seed + " after " + c.text()).isEmpty();
            int now = figures(game);
            boolean heal = c instanceof Choice.Act act && act.kind() == toi.engine.game.protocol.ActionKind.HEAL;
            // Strategy cards may add figures: a squad receiving figures, reinforcements placed in R hexes
            boolean cardAdds = d.kind() == Decision.Kind.CARD_PICK;
            // during setup and with reinforcements units arrive on the board; otherwise only a Heal adds a figure
            if (phase != Phase.SETUP && !(c instanceof Choice.Deploy) && !cardAdds) {
                assertThat(now).as("figures are never created, except one by a medic's Heal")
                        .isLessThanOrEqualTo(figures + (heal ? 1 : 0));
            }
            figures = now;
            for (String n : setup.nations()) {
                assertThat(game.state().command(n)).isNotNegative();
                munitionsInvariant(game, setup, n, "seed " + seed + " after " + c.text());
            }
            // 003 · NIGHT RULES: visibility never falls; nobody is seen firing outside the Action Phase
            assertThat(game.state().board().visibility()).as("seed " + seed + " visibility").isGreaterThanOrEqualTo(visibility);
            visibility = game.state().board().visibility();
            if (game.state().phase() != Phase.ACTION) {
                assertThat(game.state().units().values()).as("seed " + seed + " after " + c.text() + ": seen firing")
                        .noneMatch(toi.engine.units.Unit::seenFiring);
            }
            Phase next = game.state().phase();
            assertThat(order(phase, next, round, game.state().round())).as("phase order " + phase + " → " + next).isTrue();
            phase = next;
            round = game.state().round();
            assertThat(log.size()).as("seed " + seed + " ends").isLessThan(20_000);
        }
        // replay: the same seed and choices give the same game, bit for bit
        Game replay = new Game(setup, seed);
        for (Choice c : log) {
            replay.apply(Choice.parse(c.text()));
        }
        assertThat(replay.state().hash()).as("seed " + seed + " replays").isEqualTo(game.state().hash());
        int wrecks = 0;
        for (toi.engine.hex.Hex h : game.state().board().hexes()) {
            wrecks += game.state().board().isPlayable(h) ? toi.engine.move.Wrecks.count(game.state().board(), h) : 0;
        }
        return new Played(game.state().winner(), log.size(), game.state().board().visibility(), wrecks);
    }

    /**
     * 002 · MUNITIONS SPECIALIZATION TOKENS: tokens only next to vehicles, none without the option, at most three of a
     * nation on the board, never more of a kind than its box holds.
     */
    static void munitionsInvariant(Game game, GameSetup setup, String nation, String where) {
        var o = setup.options();
        boolean on = o.has(toi.engine.options.RuleOption.MUNITIONS);
        var mine = game.state().units().values().stream().filter(u -> u.nation().equals(nation) && u.munition() != null).toList();
        assertThat(mine.size()).as(where).isLessThanOrEqualTo(on ? o.param(toi.engine.options.RuleOption.MUNITIONS, "onBoard") : 0);
        assertThat(mine).as(where).allMatch(Unit::isVehicle);
        java.util.Map<toi.engine.units.Munition.Kind, Long> byKind = mine.stream().collect(java.util.stream.Collectors.groupingBy(
                u -> u.munition().kind(), java.util.stream.Collectors.counting()));
        byKind.values().forEach(k -> assertThat(k).as(where).isLessThanOrEqualTo(
                o.param(toi.engine.options.RuleOption.MUNITIONS, "tokensOfEachKind")));
    }

    static int figures(Game g) {
        int n = 0;
        for (Unit u : g.state().units().values()) {
            n += u.figures().size();
        }
        return n;
    }

    static boolean order(Phase before, Phase after, int roundBefore, int roundAfter) {
        if (before == after && roundBefore == roundAfter) {
            return true;
        }
        if (before == Phase.OVER) {
            return false;
        }
        if (after == Phase.OVER) {
            return true; // a victory condition, or the last round's end (R-FLOW-2: after its Command Phase)
        }
        if (before == Phase.SETUP) {
            return roundAfter == 1;
        }
        // Action, Command and Status in turn, round after round; a step may pass without a question when the rules
        // answer it (R-FLOW-1: bids with no command, transfers with nothing to transfer) or an Action Phase is empty
        int from = roundBefore * 3 + List.of(Phase.ACTION, Phase.COMMAND, Phase.STATUS).indexOf(before);
        int to = roundAfter * 3 + List.of(Phase.ACTION, Phase.COMMAND, Phase.STATUS).indexOf(after);
        return to > from && to - from <= 3;
    }
}
