package toi.engine.combat;

import toi.engine.hex.Hex;
import toi.engine.hex.HexDirection;
import toi.engine.hex.Point;
import toi.engine.options.RuleOption;
import toi.engine.units.Position;
import toi.engine.units.Unit;

/**
 * 003 · OPTIONAL FACING RULES (an optional rule): "Each heavy vehicle in the game must be placed so that it is facing one
 * of the six sides of its hex. A heavy vehicle has four sides, each with a different armor modifier … trace a line between
 * the center dot of the target hex and the firing hex. The hexside that the line crosses determines the modifier … A
 * vehicle's armor value can never be reduced below 1. If the line falls directly on the hexspine between two different
 * sides, the attacker decides which armor modifier to apply. When subjected to an attack from an Artillery or Air Support
 * Strategy card, a heavy vehicle MUST use the rear facing modifier of -1". The diagram of the four sides is lost: the
 * front is the hexside faced, the rear the opposite one, the flanks the four others (reconstructed); the flank is the
 * "full armor value" and the rear −1 (the example and the text), the front +1 (reconstructed, {@code options.json});
 * docs/rulings.md R-OPT-45.
 */
public final class Facing {
    public static final RuleOption RULE = RuleOption.FACING;

    /** A heavy vehicle's four sides (the two flanks alike). */
    public enum Side {
        FRONT("front"), FLANK("flank"), REAR("rear");

        private final String word;

        Side(String word) {
            this.word = word;
        }

        public String word() {
            return word;
        }
    }

    private Facing() {
    }

    /** Whether the rule asks this unit to face a hexside: a heavy vehicle on the board, the option on. */
    public static boolean faces(toi.engine.cards.OperationsInPlay rules, Unit u) {
        return rules.option(RULE) && u.isVehicle() && u.hasTrait("heavy-vehicle") && !u.isTransported();
    }

    /** The side of a vehicle facing {@code facing} in {@code target} that fire from {@code from} strikes (the weaker one on a hexspine). */
    public static Side struck(Hex target, HexDirection facing, Hex from) {
        if (from == null || from.equals(target)) {
            return Side.REAR; // an attack from no hex (a card) or from the vehicle's own hex: R-OPT-45
        }
        Point t = Point.centerOf(target);
        Point f = Point.centerOf(from);
        double vx = f.x() - t.x();
        double vy = f.y() - t.y();
        double best = -Double.MAX_VALUE;
        Side side = null;
        for (HexDirection d : HexDirection.values()) {
            Point n = Point.centerOf(new Hex(0, 0).neighbor(d));
            double proj = (vx * n.x() + vy * n.y()) / Math.hypot(n.x(), n.y());
            Side s = sideOf(facing, d);
            if (proj > best + 1e-9) {
                best = proj;
                side = s;
            } else if (Math.abs(proj - best) <= 1e-9 && s.ordinal() > side.ordinal()) {
                side = s; // the line on the hexspine between two sides: the attacker takes the weaker one
            }
        }
        return side;
    }

    /** The side the hexside {@code crossed} is of, for a vehicle facing {@code facing} (front, rear, and four flank hexsides). */
    public static Side sideOf(HexDirection facing, HexDirection crossed) {
        int k = Math.floorMod(crossed.ordinal() - facing.ordinal(), 6);
        return k == 0 ? Side.FRONT : k == 3 ? Side.REAR : Side.FLANK;
    }

    /**
     * The armor modifier for this attack on the target, or null (no facing, or the option off); {@code from} is the firing
     * unit's hex, null for an Artillery or Air Support Strategy card (the rear, always).
     */
    static Modifier armor(Position position, Unit target, Hex from, int armorBefore) {
        if (!faces(position.operations(), target) || target.facing() == null) {
            return null;
        }
        Side side = from == null ? Side.REAR : struck(target.hex(), target.facing(), from);
        int mod = switch (side) {
            case FRONT -> position.options().param(RULE, "frontArmorMore");
            case FLANK -> 0;
            case REAR -> -position.options().param(RULE, "rearArmorLess");
        };
        int floor = position.options().param(RULE, "minArmor");
        if (mod < 0 && armorBefore + mod < floor) {
            mod = Math.min(0, floor - armorBefore); // "A vehicle's armor value can never be reduced below 1"
        }
        String where = from == null ? "an Artillery or Air Support card's attack strikes the rear" : "fire from " + from
                + " strikes its " + side.word() + " (it faces " + target.facing() + ")";
        return new Modifier(where, mod, RULE.heading());
    }
}
