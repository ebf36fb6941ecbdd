package toi.engine.game;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import toi.engine.event.GameWords;
import toi.engine.game.flow.Flow;
import toi.engine.game.protocol.ActionKind;
import toi.engine.game.protocol.Choice;
import toi.engine.game.state.GameState;
import toi.engine.units.Unit;

/**
 * "Why not?" (issue 29): for a unit, the actions of 000 · THE ACTION PHASE it may take now, and for each one it may not,
 * the rule that forbids it — asked of the very check that refuses a typed choice (the action tried on a copy, as
 * {@link Preview} does), never a second copy of the rules. For a Strategy card in hand, whether it can be activated and
 * why not (000 · Activate Strategy Card). A caller that must keep secrets asks it on the copy the seat can know
 * ({@link Game#copyFor}): every answer then is the same whatever the hidden truth is.
 */
public final class WhyNot {
    private WhyNot() {
    }

    /** The actions a squad or vehicle may take in an action turn (000 · THE ACTION PHASE), in the rulebook's order. */
    static final List<ActionKind> UNIT_ACTIONS = List.of(ActionKind.ADVANCE, ActionKind.FIRE_AND_MOVEMENT, ActionKind.CONCENTRATED_FIRE,
            ActionKind.ASSAULT, ActionKind.PREPARE_OP_FIRE);

    /**
     * One action: its id ({@code concentrated-fire}), its name in the rulebook's words, how many of the pending decision's
     * choices take it, and, when none does, the refusal the rules give (null when none is given).
     */
    public record Action(String action, String name, int offered, String refused) {
    }

    /** For a unit of {@code s} (or a Strategy card in its side's hand): each action and why it is not offered now. */
    static List<Action> of(GameState s, List<Choice> offered, String id) {
        List<Action> out = new ArrayList<>();
        Unit u = s.units.get(id);
        if (u == null) {
            for (String nation : s.setup.nations()) {
                if (s.hand(nation).contains(id)) { // 000 · Activate Strategy Card
                    out.add(action(s, offered, ActionKind.ACTIVATE_CARD, id));
                }
            }
            return out;
        }
        for (ActionKind kind : UNIT_ACTIONS) {
            out.add(action(s, offered, kind, id));
        }
        return out;
    }

    private static Action action(GameState s, List<Choice> offered, ActionKind kind, String id) {
        int n = 0;
        for (Choice c : offered) {
            if (c instanceof Choice.Act a && a.kind() == kind && id.equals(a.unitId())) {
                n++;
            }
        }
        String refused = n > 0 ? null : kind == ActionKind.CONCENTRATED_FIRE ? fireRefusal(s, id) : refusal(s, new Choice.Act(kind, id, null));
        return new Action(kind.id(), GameWords.action(kind.id()), n, refused);
    }

    /**
     * Concentrated Fire names its target: the refusal of a normal attack on the nearest enemy unit on the board (000 ·
     * CONCENTRATED FIRE ACTION, RESOLVING AN ATTACK), naming it; with no enemy unit on the board, the action's own refusal.
     */
    private static String fireRefusal(GameState s, String id) {
        Unit u = s.units.get(id);
        List<Unit> enemies = s.units.values().stream()
                .filter(e -> !e.nation().equals(u.nation()) && e.hex() != null && e.carriedBy() == null && u.hex() != null)
                .sorted(Comparator.comparingInt((Unit e) -> u.hex().distanceTo(e.hex())).thenComparing(Unit::id)).toList();
        if (enemies.isEmpty()) {
            return refusal(s, new Choice.Act(ActionKind.CONCENTRATED_FIRE, id, null));
        }
        Unit nearest = enemies.get(0);
        String why = refusal(s, new Choice.Act(ActionKind.CONCENTRATED_FIRE, id,
                new Choice.Attack(nearest.id(), toi.engine.combat.AttackType.NORMAL, List.of()), null, null, null));
        return why == null ? null : "on " + nearest.id() + ", the nearest enemy: " + why;
    }

    /** The rule the game would refuse the choice with now, tried on a copy; null if it would be accepted. */
    private static String refusal(GameState s, Choice c) {
        try {
            Flow.apply(s.copy(), c, new ArrayList<>());
            return null;
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
    }
}
