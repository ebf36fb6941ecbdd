package toi.content;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static toi.content.TestBoards.board;
import static toi.content.TestBoards.events;
import static toi.content.TestBoards.gerSquad;
import static toi.content.TestBoards.play;
import static toi.content.TestBoards.squad;
import static toi.content.TestBoards.usSquad;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import toi.engine.combat.Dice;
import toi.engine.event.Event;
import toi.engine.game.Game;
import toi.engine.game.RandomPlayer;
import toi.engine.game.protocol.Choice;
import toi.engine.game.protocol.Decision;
import toi.engine.game.protocol.Phase;
import toi.engine.scenario.GameSetup;
import toi.engine.units.Position;
import toi.engine.units.Unit;

/**
 * Issue 29 · decisions with one meaningful choice are answered by the rules and told in the log (docs/rulings.md R-FLOW-1),
 * and the game ends with the last round's victory check, not after a Status Phase that changes nothing (R-FLOW-2).
 */
class ForcedAnswersTest {
    static final String ROW = ". . . . . . . . . .";

    static Game game(Map<String, Integer> command, Unit... units) {
        return new Game(new GameSetup("forced", new Position(board(ROW), List.of(units)), List.of("US", "GER"), "US", 2,
                Map.of("US", 3, "GER", 3), command, true), new Dice(1));
    }

    @Test
    @DisplayName("000 · Increase Initiative Pool: a side with no command is not asked to bid; the log says why")
    void increaseInitiativePool_aSideWithNoCommandIsNotAsked() {
        Game g = game(Map.of("US", 0, "GER", 2), usSquad("u", "A1"), gerSquad("g", "J1"));
        List<Event> ev = play(g, "pass", "pass");
        assertThat(events(ev, Event.AnsweredByRule.class)).extracting(Event::text)
                .containsExactly("US has no command to place on its Initiative card (000 · Increase Initiative Pool)");
        Decision d = g.pending();
        assertThat(d.kind()).as("GER has 2 command: it is asked").isEqualTo(Decision.Kind.INITIATIVE_BID);
        assertThat(d.nation()).isEqualTo("GER");
        assertThat(g.state().initiativePool("US")).isZero();
    }

    @Test
    @DisplayName("000 · Squad Transfers: a side with no figure that may move is not asked; one that has is")
    void squadTransfers_nothingToTransfer_isNotAsked() {
        Game g = game(Map.of("US", 0, "GER", 0), squad("a", "US", "A1", "us-regular", "us-regular"), squad("b", "US", "A1", "us-mg"),
                gerSquad("g", "J1"));
        List<Event> ev = play(g, "pass", "pass", "opfire-mode", "opfire-mode");
        // the tie gave GER the initiative: GER's bid, the US's, and GER's transfers (one squad) are the rules'
        assertThat(events(ev, Event.AnsweredByRule.class)).extracting(Event::text).containsExactly(
                "US has no command to place on its Initiative card (000 · Increase Initiative Pool)",
                "GER has no command to place on its Initiative card (000 · Increase Initiative Pool)",
                "GER has no figures that may move between its squads (000 · Squad Transfers)");
        assertThat(g.pending().kind()).isEqualTo(Decision.Kind.TRANSFER);
        assertThat(g.pending().nation()).as("two squads in A1: the US chooses").isEqualTo("US");
    }

    @Test
    @DisplayName("R-FLOW-1 · a log saved when the rules still asked these replays to the same game")
    void anOlderLogNamingTheForcedAnswersReplaysToTheSameGame() {
        // the US has no command, GER has 1: the old log holds the US's "bid 0" before GER's bid, then both transfers' ends
        List<String> before = List.of("pass", "pass", "bid 0", "bid 1", "opfire-mode", "opfire-mode", "end-transfers", "end-transfers", "pass");
        List<String> now = List.of("pass", "pass", "bid 1", "opfire-mode", "opfire-mode", "pass");
        Game played = game(Map.of("US", 0, "GER", 1), usSquad("u", "A1"), gerSquad("g", "J1"));
        now.forEach(c -> played.apply(Choice.parse(c)));
        assertThat(replayed(before, Map.of("US", 0, "GER", 1)).hash()).isEqualTo(played.hash());
        assertThat(replayed(now, Map.of("US", 0, "GER", 1)).hash()).as("a new log replays as it was played").isEqualTo(played.hash());
        // GER bidding 0 by choice right after the US's forced 0: a new log's "bid 0" is GER's own answer
        Game zero = game(Map.of("US", 0, "GER", 1), usSquad("u", "A1"), gerSquad("g", "J1"));
        List.of("pass", "pass", "bid 0").forEach(c -> zero.apply(Choice.parse(c)));
        assertThat(zero.state().command("GER")).isEqualTo(1);
        Game zeroReplayed = replayed(List.of("pass", "pass", "bid 0", "opfire-mode"), Map.of("US", 0, "GER", 1));
        assertThat(zeroReplayed.state().phase()).isEqualTo(Phase.STATUS);
        Game oldZero = replayed(List.of("pass", "pass", "bid 0", "bid 0", "opfire-mode"), Map.of("US", 0, "GER", 1));
        assertThat(oldZero.hash()).as("the old log's two bids of 0 are the US's (forced) and GER's").isEqualTo(zeroReplayed.hash());
        // typed now, an answer the rules gave is refused, naming what the game waits for
        Game typed = game(Map.of("US", 0, "GER", 0), usSquad("u", "A1"), gerSquad("g", "J1"));
        play(typed, "pass", "pass");
        assertThatThrownBy(() -> typed.apply(Choice.parse("bid 0"))).hasMessageContaining("Op Fire mode");
    }

    static Game replayed(List<String> log, Map<String, Integer> command) {
        Game g = game(command, usSquad("u", "A1"), gerSquad("g", "J1"));
        for (int i = 0; i < log.size(); i++) {
            g.replay(Choice.parse(log.get(i)), i + 1 < log.size() ? log.get(i + 1) : null);
        }
        return g;
    }

    @Test
    @DisplayName("000 · Advance the Round Marker: Normandy Farm ends with its last round's Command Phase; no Status Phase step is asked")
    void advanceTheRoundMarker_theLastRoundEndsTheGame_withoutAStatusPhaseToPlay() {
        Path p = Path.of("..", "scenarios/normandy-farm.json");
        GameSetup setup = ScenarioLoader.load(Files.exists(p) ? p : Path.of("scenarios/normandy-farm.json"), Catalogs.load());
        Game g = new Game(setup, 7);
        RandomPlayer player = new RandomPlayer(7);
        List<Decision.Kind> lastRound = new ArrayList<>();
        List<Event> ev = new ArrayList<>();
        for (int n = 0; !g.over() && n < 50_000; n++) {
            Decision d = g.pending();
            if (g.state().round() == setup.rounds()) {
                lastRound.add(d.kind());
            }
            ev = g.apply(player.choose(g));
        }
        assertThat(g.over()).isTrue();
        assertThat(g.state().round()).as("no sudden victory with this seed: the scenario ran its rounds").isEqualTo(setup.rounds());
        assertThat(lastRound).contains(Decision.Kind.ACTION)
                .doesNotContain(Decision.Kind.OP_FIRE_MODE, Decision.Kind.TRANSFER, Decision.Kind.DRAW_CARD);
        assertThat(events(ev, Event.RuleApplied.class)).extracting(Event.RuleApplied::what).anyMatch(w -> w.startsWith("The last round"));
        assertThat(events(ev, Event.GameOver.class)).hasSize(1);
    }
}
