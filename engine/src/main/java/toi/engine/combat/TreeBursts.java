package toi.engine.combat;

import toi.engine.hex.Hex;
import toi.engine.map.MarkerType;
import toi.engine.options.RuleOption;
import toi.engine.units.Position;

/**
 * 003 · MORTARS FIRING INTO WOODS (an optional rule): "The cover normally provided by woods terrain is reduced to 0 when
 * a woods hex is the target of a normal or suppressive attack from a mortar crew or Artillery Strategy card, and any
 * entrenchments and trenches in the hex provide one less cover die." The numbers are the option's
 * ({@code woodsCover}, {@code entrenchmentCoverLess} in {@code options.json}).
 */
final class TreeBursts {
    private static final RuleOption RULE = RuleOption.MORTARS_INTO_WOODS;

    private TreeBursts() {
    }

    /** Whether shellfire on this hex bursts in the trees: the option is on and the hex is woods. */
    static boolean apply(Position position, Hex hex) {
        return position.operations().option(RULE) && position.board().terrain(hex).id().equals("woods");
    }

    /** The woods' cover brought down to the option's number (a modifier beside the woods' own, so both show). */
    static Modifier woods(Position position, int woodsCover) {
        int left = position.options().param(RULE, "woodsCover");
        return new Modifier("tree bursts: woods give " + left + " cover against mortars and artillery", left - woodsCover,
                RULE.heading());
    }

    /** Entrenchments (the box has no trenches, docs/rulings.md R-OPT-1) lose cover dice in woods under shellfire. */
    static boolean weakens(MarkerType m) {
        return m.id().equals("entrenchment") || m.id().equals("trench");
    }

    static Modifier entrenchment(Position position, MarkerType m) {
        int less = position.options().param(RULE, "entrenchmentCoverLess");
        return new Modifier("tree bursts: the " + m.name().toLowerCase() + " gives " + less + " cover die less",
                -Math.min(less, m.cover()), RULE.heading());
    }
}
