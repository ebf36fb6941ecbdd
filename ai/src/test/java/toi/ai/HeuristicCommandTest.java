package toi.ai;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import toi.ai.tideofiron.AiView;
import toi.ai.tideofiron.Balance;
import toi.ai.tideofiron.HeuristicAi;
import toi.engine.game.Game;
import toi.engine.game.protocol.ActionKind;
import toi.engine.game.protocol.Choice;
import toi.engine.game.protocol.Decision;
import toi.engine.map.Board;
import toi.engine.scenario.GameSetup;
import toi.engine.units.Position;
import toi.engine.units.Unit;

/** The heuristic's Command Phase (000 · COMMAND PHASE, Spend Command; docs/ai.md · Heuristic, issue 25). */
class HeuristicCommandTest {

    /** US with {@code command} and three cards of the Command deck in hand (most of its cards are Command Phase cards). */
    static Game game(long seed, int command, boolean munitions) {
        Board b = HeuristicAttackTest.board("[]", ". . . . . . . . . .", ". . . . . . . . . .");
        Unit sherman = Unit.vehicle("us-t", "US", HeuristicAttackTest.hex("A1"), Scenarios.CATALOGS.units().find("sherman").orElseThrow());
        GameSetup.Cards cards = new GameSetup.Cards(Scenarios.CATALOGS.cards(), Map.of("US", List.of("command-1")), Map.of("US", 3), Map.of());
        GameSetup setup = new GameSetup("command", new Position(b, List.of(sherman, HeuristicAttackTest.usSquad("us-1", "A2"),
                HeuristicAttackTest.squad("ger-1", "GER", "J2", "ger-regular"))), List.of("US", "GER"), "US", 4,
                Map.of("US", 2, "GER", 2), Map.of("US", command, "GER", 0), false, Scenarios.CATALOGS.units(), false, Map.of(),
                Scenarios.CATALOGS.specializations(), List.of(), cards, List.of());
        if (munitions) {
            setup = setup.withOptions(toi.content.OptionCatalog.load().select(List.of("munitions")));
        }
        Game g = new Game(setup, seed);
        while (!(g.pending().kind() == Decision.Kind.INITIATIVE_BID && g.pending().nation().equals("US"))) {
            Decision d = g.pending();
            g.apply(d.kind() == Decision.Kind.ACTION ? new Choice.Pass() : d.options().get(0)); // both sides pass round 1
        }
        return g;
    }

    static boolean offersACard(Game g) {
        return g.pending().options().stream().anyMatch(o -> o instanceof Choice.Act a && a.kind() == ActionKind.ACTIVATE_CARD);
    }

    /** A seed whose three draws hold a Command Phase card the side can pay for. */
    static long seedWithACardOnOffer(int command, boolean munitions) {
        for (long seed = 1; seed <= 20; seed++) {
            if (offersACard(game(seed, command, munitions))) {
                return seed;
            }
        }
        throw new AssertionError("no seed of 1–20 deals a Command Phase card");
    }

    /**
     * "Spend Command … activate Command Phase Strategy cards" (000 · COMMAND PHASE): with 4 command and a Command Phase
     * card it can pay for, the heuristic buys it. Before, it only ever bid (half its command on the Initiative card).
     */
    @Test
    void spendCommand_aCommandPhaseCardItCanPayForIsBought() {
        Game g = game(seedWithACardOnOffer(4, false), 4, false);
        HeuristicAi h = new HeuristicAi(1);
        Choice c = h.choose(AiView.of(g, g.pending().seat()));
        assertThat(c).isInstanceOf(Choice.Act.class);
        assertThat(((Choice.Act) c).kind()).isEqualTo(ActionKind.ACTIVATE_CARD);
        assertThat(h.lastDecision().alternatives()).as("the explanation weighs the card against the bids").hasSizeGreaterThan(1);
    }

    /**
     * 002 · MUNITIONS SPECIALIZATION TOKENS are bought in the Status Phase with the same command: with the option on and a
     * vehicle to take a token, the Command Phase leaves 2 command for them (a card bought with the last of it left none).
     */
    @Test
    void spendCommand_withMunitionsOnTwoCommandAreKeptForATokenAfterTheCards() {
        Game g = game(seedWithACardOnOffer(3, true), 3, true);
        HeuristicAi h = new HeuristicAi(1);
        while (g.pending().kind() == Decision.Kind.INITIATIVE_BID && g.pending().nation().equals("US")) {
            g.apply(g.pending().seat(), h.choose(AiView.of(g, g.pending().seat())));
        }
        assertThat(g.state().command("US")).isGreaterThanOrEqualTo(2);
    }

    /**
     * Between two heuristic players command is earned (000 · Receive Command Points) and a Strategy card bought with it
     * (issue 25: before, Crossroads v2's Americans earned command in half the games and never bought a card, and in Uphill Battle neither side earned any).
     */
    @Test
    void betweenHeuristics_commandIsEarnedAndACardIsBoughtForIt() {
        for (String id : List.of("crossroads-v2", "uphill-battle")) {
            var r = Balance.play(id, Scenarios.load(id), new Balance.Matchup("heuristic", "heuristic"), 1);
            assertThat(r.failure()).isNull();
            assertThat(r.commandEarned().values().stream().mapToInt(Integer::intValue).sum()).as(id + ": command earned").isPositive();
            assertThat(r.cardsBought().values().stream().mapToInt(Integer::intValue).sum()).as(id + ": cards bought for command").isPositive();
        }
    }
}
