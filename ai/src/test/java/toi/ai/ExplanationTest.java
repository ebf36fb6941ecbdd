package toi.ai;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import toi.ai.tideofiron.TideOfIronAi;

/** An explanation read by the other seat names no card in the computer's hand and no concealed squad (docs/ai.md · Explanations). */
class ExplanationTest {

    @Test
    void theAlternativesHideWhatTheReaderMayNotSee() {
        Explanation e = new Explanation("search", "GER's action turn", "act advance ger-3", "search: 8 iterations", List.of(
                new Explanation.Alternative("act advance ger-3", 5, 0.2),
                new Explanation.Alternative("act activate-card steady-now", 2, 0.1),
                new Explanation.Alternative("act concentrated-fire ger-1 target us-2 normal support ger-3,ger-4", 1, -0.1)));
        Explanation seen = e.hiding(Set.of("steady-now", "ger-3"));
        assertThat(seen.chosen()).isEqualTo("act advance (hidden)");
        assertThat(seen.alternatives()).extracting(Explanation.Alternative::choice).containsExactly("act advance (hidden)",
                "act activate-card (hidden)", "act concentrated-fire ger-1 target us-2 normal support (hidden),ger-4");
        assertThat(String.join("\n", seen.lines())).doesNotContain("steady-now").doesNotContain("ger-3");
        assertThat(seen.alternatives()).extracting(Explanation.Alternative::visits).containsExactly(5, 2, 1);
        assertThat(e.hiding(Set.of()).alternatives()).isEqualTo(e.alternatives());
    }

    /**
     * 000 · Activate Strategy Card: a card being resolved has left its owner's hand openly (every seat reads that it was
     * played), so an explanation read while it is resolved names it to every seat — the computer's own reading showed
     * "act activate-card (hidden)" when the card was in no hand, play area or discard pile yet.
     */
    @Test
    void aCardBeingResolvedIsNamedToEverySeat() {
        for (String scenario : List.of("liberation", "normandy-farm", "at-the-breaking-point", "stavelot-express")) {
            var match = Scenarios.match(Scenarios.load(scenario), 3);
            var players = java.util.Map.of(match.game().state().setup().nations().get(0), Players.create("normal", 1),
                    match.game().state().setup().nations().get(1), Players.create("normal", 2));
            for (int i = 0; i < 3000 && !match.over(); i++) {
                var s = match.game().state();
                if (s.card() != null && !s.playArea(s.card().nation()).contains(s.card().cardId())) { // not a lasting card: in no zone yet
                    String card = s.card().cardId();
                    Explanation e = new Explanation("heuristic", "a card's target", "act activate-card " + card, "rules of thumb",
                            List.of(new Explanation.Alternative("act activate-card " + card, 0, 1)));
                    for (String nation : s.setup().nations()) {
                        assertThat(s.hand(nation)).as("the card played is in no hand").doesNotContain(card);
                        assertThat(s.discarded(nation)).as("nor discarded yet").doesNotContain(card);
                        assertThat(TideOfIronAi.seenBy(e, s, nation).chosen()).as(scenario + ": " + nation + " reads the card played")
                                .isEqualTo("act activate-card " + card);
                    }
                    return;
                }
                String seat = match.pending().seat();
                var view = PlayerView.of(match, seat);
                match.apply(seat, players.get(toi.engine.game.protocol.Seat.parse(seat).nation()).choose(view));
            }
        }
        throw new AssertionError("no card was played in the scenarios tried");
    }

    /** 002 · MUNITIONS SPECIALIZATION TOKENS: which token the computer bought is hidden from the other seat (R-OPT-13). */
    @Test
    void theKindOfAMunitionsTokenBoughtIsHiddenFromTheOtherSeat() {
        var catalogs = toi.content.Catalogs.load();
        var board = new toi.engine.map.Board("row", 4, 1, catalogs.terrain(), catalogs.terrain().terrain("clear").orElseThrow());
        var setup = new toi.engine.scenario.GameSetup("t", new toi.engine.units.Position(board, List.of(
                toi.engine.units.Unit.vehicle("pz", "GER", new toi.engine.hex.Hex(0, 0), catalogs.units().find("panzer-iv").orElseThrow()),
                toi.engine.units.Unit.vehicle("sh", "US", new toi.engine.hex.Hex(3, 0), catalogs.units().find("sherman").orElseThrow()))),
                List.of("US", "GER"), "US", 2, java.util.Map.of("US", 2, "GER", 2), java.util.Map.of("US", 0, "GER", 0), true);
        var state = new toi.engine.game.Game(setup, 1).state();
        Explanation e = new Explanation("heuristic", "buy munitions tokens", "munition pz he", "rules of thumb", List.of(
                new Explanation.Alternative("munition pz he", 0, 1), new Explanation.Alternative("end-munitions", 0, 0)));
        assertThat(TideOfIronAi.seenBy(e, state, "US").chosen()).isEqualTo("munition pz (hidden)");
        assertThat(String.join("\n", TideOfIronAi.seenBy(e, state, "US").lines())).doesNotContain(" he");
        assertThat(TideOfIronAi.seenBy(e, state, "GER").chosen()).isEqualTo("munition pz he");
    }
}
