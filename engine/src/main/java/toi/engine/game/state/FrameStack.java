package toi.engine.game.state;

/**
 * The rules that have paused the game for a player's answer, the one asking now on top: at the bottom the phase's
 * own frame (setup, the action turn, the Command or Status Phase, or the game's end), above it whatever a rule has
 * opened since — a moving unit, the op fire window at the hex it entered, hits waiting for casualties, an assault's
 * open question, a Strategy card resolving, a draw. A rule that pauses pushes its frame with the data it needs; the
 * answer that finishes it pops it (docs/architecture.md · How a rule waits for a player).
 *
 * <p>Immutable and shared: a pushed frame links to the stack below it, so a copy of the state costs nothing here.
 */
public final class FrameStack {
    /** The empty stack, before the game's first phase begins. */
    public static final FrameStack EMPTY = new FrameStack(null, null, null, 0);

    private final Frame frame;
    private final Object data;
    private final FrameStack below;
    private final int size;

    private FrameStack(Frame frame, Object data, FrameStack below, int size) {
        this.frame = frame;
        this.data = data;
        this.below = below;
        this.size = size;
    }

    /** The frame asking now. */
    public Frame top() {
        if (size == 0) {
            throw new IllegalStateException("no frame: the game has not begun");
        }
        return frame;
    }

    public int size() {
        return size;
    }

    /** {@code f} opened above the others, with what it needs to ask and to go on once answered. */
    public FrameStack push(Frame f, Object d) {
        return new FrameStack(f, d, this, size + 1);
    }

    /** The stack without its top frame, which must be {@code f}: a rule only closes the frame it opened. */
    public FrameStack pop(Frame f) {
        if (size == 0 || frame != f) {
            throw new IllegalStateException("closing " + f + " but the top frame is " + (size == 0 ? "none" : frame) + " (" + this + ")");
        }
        return below;
    }

    /** Whether {@code f} is open anywhere on the stack. */
    public boolean has(Frame f) {
        for (FrameStack x = this; x.size > 0; x = x.below) {
            if (x.frame == f) {
                return true;
            }
        }
        return false;
    }

    /** The data of the nearest open {@code f}, or null when none is open. */
    public <T> T data(Frame f, Class<T> type) {
        for (FrameStack x = this; x.size > 0; x = x.below) {
            if (x.frame == f) {
                return type.cast(x.data);
            }
        }
        return null;
    }

    /** The stack with the nearest open {@code f}'s data replaced (the frames above it kept as they are). */
    public FrameStack with(Frame f, Object d) {
        if (size == 0) {
            throw new IllegalStateException("updating " + f + " but no such frame is open");
        }
        if (frame == f) {
            return new FrameStack(f, d, below, size);
        }
        return new FrameStack(frame, data, below.with(f, d), size);
    }

    /** The frames from the top down, e.g. "HITS > MOVE > ACTION". */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (FrameStack x = this; x.size > 0; x = x.below) {
            sb.append(sb.length() == 0 ? "" : " > ").append(x.frame);
        }
        return sb.toString();
    }
}
