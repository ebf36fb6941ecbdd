package toi.engine.combat;

import toi.engine.hex.Hex;
import toi.engine.map.Board;
import toi.engine.options.RuleOption;
import toi.engine.units.Position;
import toi.engine.units.Unit;

/**
 * 003 · NIGHT RULES (an optional rule), the attack's part: "On the first game round of a night scenario, visibility is
 * limited to 2 hexes. In addition, all units in cover-providing terrain are concealed until they attack or support an
 * attack. Any unit that attacks or supports an attack immediately loses concealment. In addition, any vehicle or heavy
 * infantry weapon which attacks or supports an attack becomes visible from all ranges for the rest of the Action Phase."
 * Star shells: "That hex and the six adjacent hexes are completely visible and may be attacked using normal LOS rules."
 * The visibility lives on the board ({@link Board#visibility()}; line of sight stops there, {@code LineOfSight}); a unit
 * seen firing carries {@link Unit#seenFiring()}; the visibility roll, the star shells and the end of the Action Phase are
 * the game's ({@code game.rules.NightRules}). Concealed by night means what 000 · CONCEALED SQUADS says of fire: "cannot
 * be fired upon by enemy units, nor … affected by area attacks targeting its hex" (docs/rulings.md R-OPT-16 … R-OPT-19).
 */
public final class Night {
    public static final RuleOption RULE = RuleOption.NIGHT;

    private Night() {
    }

    /** Whether the game is played at night. */
    public static boolean on(Position position) {
        return position.operations().option(RULE);
    }

    /**
     * Whether the unit is concealed by night: the option is on, its hex's terrain provides cover (the hex's main terrain, as
     * 000 · CONCEALED SQUADS reads "cover-providing terrain"; R-OPT-17), no star shell lights it, and it has not been seen
     * firing in this Action Phase.
     */
    public static boolean concealed(Position position, Unit u) {
        if (!on(position) || u.seenFiring()) {
            return false;
        }
        Board board = position.board();
        return board.isPlayable(u.hex()) && board.terrain(u.hex()).cover() > 0 && !board.litByStarShell(u.hex());
    }

    /** "any vehicle or heavy infantry weapon which attacks or supports an attack becomes visible from all ranges". */
    public static boolean visibleFromAllRanges(Unit u) {
        return u.seenFiring() && (u.isVehicle() || u.hasTrait("heavy-infantry-weapon"));
    }

    /**
     * Whether night's visibility is left out for an attack on this target: a unit visible from all ranges, or for an area
     * attack (no target unit) an enemy unit in the hex that is.
     */
    static boolean seenAtAnyRange(Position position, Unit target, Hex targetHex, String attacker) {
        if (!on(position)) {
            return false;
        }
        if (target != null) {
            return visibleFromAllRanges(target);
        }
        for (Unit u : position.unitsAt(targetHex)) {
            if (!u.nation().equals(attacker) && visibleFromAllRanges(u)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Why a mortar crew may not fire a star shell at the hex, or null: "Artillery and mortar crews may fire Star Shells
     * instead of making attacks … simply place the smoke marker in any hex within the mortar crew's normal range and
     * within LOS of a non-fatigued friendly unit according to the rules for Ballistic Fire". Fired as a mortar's area attack
     * is (a Concentrated Fire action, Ballistic Fire, Minimum Distance), by one crew (R-OPT-19); range is the admission's.
     */
    static String starShellRefusal(Position position, Hex target, FireAction action, int supporters) {
        if (!on(position)) {
            return "star shells belong to the night rules (" + RULE.heading() + "), not on in this game";
        }
        if (action != FireAction.CONCENTRATED_FIRE) {
            return "a mortar crew fires a star shell instead of an attack, with a Concentrated Fire action (" + RULE.heading()
                    + ", Star Shells)";
        }
        if (supporters > 0) {
            return "a star shell is one mortar crew's: no combined fire (" + RULE.heading() + ", Star Shells; R-OPT-19)";
        }
        var shell = position.board().catalog().marker(Board.STAR_SHELL)
                .orElseThrow(() -> new IllegalStateException("terrain.json has no star-shell marker"));
        return position.board().markerRefusal(target, shell).map(r -> "no star shell can be placed there: " + r).orElse(null);
    }

    static String starShellNote(Hex target) {
        return "star shell: no attack and no dice; a star shell marker is placed in " + target + ", and that hex and the six"
                + " adjacent hexes are completely visible until the Status Phase (" + RULE.heading() + ", Star Shells)";
    }

    static String concealedRefusal(Unit target) {
        return target.id() + " is in cover-providing terrain at night and so concealed: it cannot be fired upon until it"
                + " attacks or supports an attack, or a star shell lights it (" + RULE.heading() + "; 000 · CONCEALED SQUADS)";
    }

    /** What an attack's breakdown says of the night, or null when the game is not played at night. */
    static String note(Position position, Hex targetHex, boolean anyRange) {
        if (!on(position)) {
            return null;
        }
        Board board = position.board();
        String lit = board.litByStarShell(targetHex) ? "; a star shell lights " + targetHex + ": it is completely visible" : "";
        String range = anyRange ? "; the target was seen firing this Action Phase: a vehicle or heavy infantry weapon is"
                + " visible from all ranges" : "";
        return "night: visibility " + board.visibility() + " hex" + (board.visibility() == 1 ? "" : "es") + lit + range
                + "; units in cover-providing terrain are concealed until they fire (" + RULE.heading() + ")";
    }
}
