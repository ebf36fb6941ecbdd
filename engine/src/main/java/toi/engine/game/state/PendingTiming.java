package toi.engine.game.state;

import java.util.List;

/**
 * 000 · TIMING CONFLICTS: effects that take effect at the same time, waiting for the player who orders them. Immutable.
 *
 * @param chooser the nation that decides the order: the player with initiative, "unless specified below" (for the
 *                obstacles of a hex, the active player)
 * @param rule    the rule that gives the chooser (for the prompt and the events)
 * @param ordered the effects already put first, in order
 * @param left    the effects still to order (two or more)
 */
public record PendingTiming(String chooser, String rule, List<String> ordered, List<String> left) {

    public PendingTiming {
        ordered = List.copyOf(ordered);
        left = List.copyOf(left);
    }

    /** The same with {@code effect} resolved next. */
    public PendingTiming first(String effect) {
        List<String> o = new java.util.ArrayList<>(ordered);
        o.add(effect);
        List<String> l = new java.util.ArrayList<>(left);
        l.remove(effect);
        return new PendingTiming(chooser, rule, o, l);
    }

    /** Every effect in the chosen order (the last one left goes last). */
    public List<String> order() {
        List<String> o = new java.util.ArrayList<>(ordered);
        o.addAll(left);
        return o;
    }
}
