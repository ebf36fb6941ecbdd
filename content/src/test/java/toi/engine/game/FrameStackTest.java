package toi.engine.game;

import toi.engine.game.protocol.Decision;
import toi.engine.game.protocol.Phase;
import toi.engine.game.state.Frame;
import toi.engine.game.state.FrameStack;
import toi.engine.game.state.GameState;
import toi.engine.scenario.GameSetup;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import toi.content.Catalogs;
import toi.content.ScenarioLoader;

/**
 * The explicit stack of frames (docs/architecture.md · How a rule waits for a player): a rule that pauses the game
 * opens its frame on top, the answer that finishes it closes it, and the frame on top is the one that asks. Played
 * over seeded random games of the nine scenarios and the woods melee team example, the stack keeps its shape after every choice.
 */
class FrameStackTest {

    @Test
    void framesOpenOnTopAndCloseInTheOrderTheyOpened() {
        FrameStack s = FrameStack.EMPTY.push(Frame.ACTION, null).push(Frame.MOVE, "a1").push(Frame.OP_FIRE, null);
        assertThat(s.top()).isEqualTo(Frame.OP_FIRE);
        assertThat(s.toString()).isEqualTo("OP_FIRE > MOVE > ACTION");
        assertThat(s.data(Frame.MOVE, String.class)).isEqualTo("a1");
        assertThat(s.data(Frame.HITS, String.class)).isNull();
        assertThat(s.has(Frame.MOVE)).isTrue();

        FrameStack moved = s.with(Frame.MOVE, "a2");
        assertThat(moved.toString()).isEqualTo("OP_FIRE > MOVE > ACTION");
        assertThat(moved.data(Frame.MOVE, String.class)).isEqualTo("a2");
        assertThat(s.data(Frame.MOVE, String.class)).as("immutable: a copy shares it safely").isEqualTo("a1");

        assertThat(s.pop(Frame.OP_FIRE).top()).isEqualTo(Frame.MOVE);
        assertThatThrownBy(() -> s.pop(Frame.MOVE)).as("a rule only closes the frame it opened, on top")
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("top frame is OP_FIRE");
        assertThatThrownBy(() -> FrameStack.EMPTY.with(Frame.HITS, null)).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void overSeededRandomGamesTheStackKeepsItsShapeAndItsTopAsks() throws java.io.IOException {
        List<Path> files = new ArrayList<>();
        Path dir = Files.exists(Path.of("../scenarios")) ? Path.of("../scenarios") : Path.of("scenarios");
        try (var list = Files.list(dir)) {
            list.filter(f -> f.toString().endsWith(".json")).sorted().forEach(files::add);
        }
        Path examples = Path.of(Files.exists(Path.of("../examples")) ? "../examples" : "examples");
        files.add(examples.resolve("woods-melee-teams.json"));
        java.util.Set<Frame> seen = java.util.EnumSet.noneOf(Frame.class);
        long checked = 0;
        for (Path file : files) {
            GameSetup setup = ScenarioLoader.load(file, Catalogs.load());
            for (long seed = 1; seed <= 2; seed++) {
                Game game = new Game(setup, seed);
                RandomPlayer player = new RandomPlayer(seed * 13);
                while (true) {
                    GameState s = game.state();
                    String where = file.getFileName() + " seed " + seed + " after choice " + s.choicesApplied + ": " + s.frames;
                    check(s, game.pending(), where);
                    seen.add(s.top());
                    checked++;
                    if (game.over()) {
                        break;
                    }
                    game.apply(player.choose(game));
                }
            }
        }
        assertThat(checked).isGreaterThan(5_000);
        assertThat(seen).as("every kind of pause met at least once (an assault's questions: AssaultFlow's tests)")
                .contains(Frame.SETUP, Frame.DRAW, Frame.ACTION, Frame.MOVE, Frame.OP_FIRE, Frame.HITS, Frame.CARD,
                        Frame.COMMAND, Frame.STATUS, Frame.TRANSFER, Frame.FIRST_DIVISION, Frame.OVER);
    }

    /** The shape: the phase's frame at the bottom; a window above its mover; the data of each open frame present; the top asks. */
    private static void check(GameState s, Decision d, String where) {
        List<Frame> frames = new ArrayList<>();
        for (FrameStack x = s.frames; x.size() > 0; x = x.pop(x.top())) {
            frames.add(0, x.top());
        }
        assertThat(frames.get(0)).as(where).isEqualTo(Frame.of(s.phase == Phase.OVER ? phaseBelowOver(s) : s.phase));
        assertThat(frames.indexOf(Frame.OVER)).as(where).isIn(-1, frames.size() - 1);
        assertThat(s.phase == Phase.OVER).as(where).isEqualTo(frames.contains(Frame.OVER));
        int window = frames.indexOf(Frame.OP_FIRE);
        if (window >= 0) {
            assertThat(frames.get(window - 1)).as(where + ": an op fire window opens above the unit that moved").isEqualTo(Frame.MOVE);
        }
        assertThat(s.activity() != null).as(where).isEqualTo(frames.contains(Frame.MOVE));
        assertThat(s.hits() != null).as(where).isEqualTo(frames.contains(Frame.HITS));
        assertThat(s.card() != null).as(where).isEqualTo(frames.contains(Frame.CARD));
        assertThat(s.assault() != null).as(where).isEqualTo(frames.contains(Frame.ASSAULT));
        assertThat(frames.stream().distinct().count()).as(where + ": no frame open twice").isEqualTo(frames.size());
        assertThat(d.kind() == Decision.Kind.GAME_OVER).as(where).isEqualTo(s.top() == Frame.OVER);
    }

    /** The game's end opens above the phase it came in. */
    private static Phase phaseBelowOver(GameState s) {
        FrameStack x = s.frames;
        while (x.size() > 1) {
            x = x.pop(x.top());
        }
        for (Phase p : Phase.values()) {
            if (Frame.of(p) == x.top()) {
                return p;
            }
        }
        throw new AssertionError("no phase frame at the bottom: " + s.frames);
    }
}
