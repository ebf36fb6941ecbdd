package toi.engine.game.rules;

import java.util.ArrayList;
import java.util.List;
import toi.engine.event.Event;
import toi.engine.game.protocol.Choice;
import toi.engine.game.protocol.Decision;
import toi.engine.game.protocol.IllegalChoice;
import toi.engine.game.state.Frame;
import toi.engine.game.state.GameState;
import toi.engine.game.state.PendingTiming;

/**
 * 000 · TIMING CONFLICTS: "If a timing dispute occurs during any point in the game, unless specified below, the player with
 * initiative decides the order in which to resolve the effects." Effects that take effect at the same time are put to a
 * decision ({@link Frame#TIMING}): the chooser names the effect that resolves next ({@code resolve-first EFFECT}) until one is
 * left; then they resolve in that order. Where the book gives the order ("in order of initiative": the draws, the
 * munitions purchases, reinforcements) nothing is asked. Used where the engine meets effects at the same time: the
 * obstacles of a hex entered (TIMING CONFLICTS 5, the active player's choice; {@code Movement.afterOpFireWindow}).
 * docs/rulings.md R-GAME-16.
 */
public final class TimingConflicts {
    public static final String RULE = "000 · TIMING CONFLICTS";

    private TimingConflicts() {
    }

    /** The player who orders effects when no rule names one: the player with initiative. */
    public static String chooser(GameState s) {
        return s.initiative;
    }

    /**
     * The effects in the order to resolve them now, or null when the chooser must first decide (a TIMING frame is open).
     * One effect, or none, needs no decision.
     */
    static List<String> order(GameState s, String chooser, String rule, List<String> effects) {
        if (effects.size() < 2) {
            return effects;
        }
        s.open(Frame.TIMING, new PendingTiming(chooser, rule, List.of(), effects));
        return null;
    }

    public static Decision decision(GameState s, boolean withOptions) {
        PendingTiming t = s.timing();
        List<Choice> options = new ArrayList<>();
        for (String e : withOptions ? t.left() : List.<String>of()) {
            options.add(new Choice.ResolveFirst(e));
        }
        return new Decision(t.chooser(), Decision.Kind.TIMING, "these take effect at the same time: " + String.join(", ", t.left())
                + "; choose which resolves " + (t.ordered().isEmpty() ? "first" : "next") + " (" + t.rule() + ")", options);
    }

    /**
     * The chooser's answer: the effect named resolves next; with one left the order is complete, the frame closes and the
     * rule that asked resolves them ({@code then}).
     */
    public static void answer(GameState s, Choice c, List<Event> ev) {
        PendingTiming t = s.timing();
        if (!(c instanceof Choice.ResolveFirst f) || !t.left().contains(f.effect())) {
            throw new IllegalChoice("name the effect that resolves next: " + t.left() + " (" + t.rule() + ")");
        }
        PendingTiming next = t.first(f.effect());
        ev.add(new Event.RuleApplied(null, t.chooser() + " resolves " + f.effect() + " " + (t.ordered().isEmpty() ? "first" : "next"),
                t.rule()));
        if (next.left().size() >= 2) {
            s.update(Frame.TIMING, next);
            return;
        }
        s.close(Frame.TIMING);
        Movement.obstaclesInOrder(s, next.order(), ev); // the one rule that asks today: the obstacles of a hex
    }
}
