package toi.irontide.event;

import toi.irontide.data.Side;
import toi.protocol.GameEvent;

/**
 * What happened in an Iron Tide game: one typed record per kind, its {@link #text()} rendered from its fields (the
 * prose log is these texts, in order) and its {@link #rule()} the rulebook heading that decided it (001 · §x.y).
 * An event that carries a secret (§9.0: a chit drawn) answers {@link #seenBy} with that secret taken out.
 */
public interface IronTideEvent extends GameEvent {

    /** The event as {@code seat} may see it (null: a spectator): itself unless it carries the other side's secret. */
    default IronTideEvent seenBy(Side seat) {
        return this;
    }
}
