package toi.engine.los;

import java.util.List;
import toi.engine.hex.Hex;
import toi.engine.hex.SightLine;
import toi.engine.hex.SightLine.Side;
import toi.engine.map.Board;

/**
 * 000 · LINE OF SIGHT. Units stand at the elevation of their hex; units never block LOS.
 *
 * <p>Order of the checks, per traced line:
 * <ol>
 *   <li>same level: any blocking terrain (woods, building, smoke) or any hex higher than both
 *       units between them blocks; the two units' own hexes never block;</li>
 *   <li>different levels: a hex higher than both blocks (Blocking Higher Elevation); a hex
 *       adjacent to the higher unit at its own level blocks (Firing Across a Plateau);
 *       otherwise find the closest obstruction to the lower unit — blocking terrain, or a hill
 *       above the lower unit and not above the higher one — and the lower unit is blind if it is
 *       within 2 hexes behind it (difference 1) or 1 hex (difference 2).</li>
 * </ol>
 * Adjacent hexes always see each other. Along hex edges both shifted lines are traced and LOS
 * exists if either is clear (000 · Firing Along Hex Edges; the same for the closest
 * obstruction, docs/rulings.md R-LOS-3).
 */
public final class LineOfSight {

    private LineOfSight() {
    }

    /** Whether the line is clear; the cheapest question, for searches (a remembered answer is one byte). */
    public static boolean canSee(Board board, Hex from, Hex to) {
        return canSee(board, from, to, true);
    }

    /**
     * As {@link #canSee(Board, Hex, Hex)}; without {@code night}, night's visibility is left out (003 · Night Rules: a
     * target "visible from all ranges").
     */
    public static boolean canSee(Board board, Hex from, Hex to, boolean night) {
        if (limited(board, from, to, night)) {
            return false; // beyond the farthest a unit sees into the hex: no line is traced
        }
        byte known = board.clearLosMemo(from, to);
        if (known != 0) {
            return known == 2;
        }
        // Smoke only adds obstructions (every check is "blocked if some hex blocks" or "blind if the closest obstruction
        // is near"): a line the ground alone blocks is blocked beside any smoke, with no line traced again.
        boolean clear = !(board.hasBlockingMarkers() && groundBlocked(board, from, to)) && quick(board, from, to, night).clear();
        board.clearLosMemo(from, to, clear);
        board.clearLosMemo(to, from, clear); // line of sight is the same both ways (docs/rulings.md R-LOS-11)
        return clear;
    }

    /** Whether the board's ground alone is known to block the line (its markers left out). */
    private static boolean groundBlocked(Board board, Hex from, Hex to) {
        byte ground = board.groundClearLosMemo(from, to);
        return ground == 1 || ground == 0 && board.groundLosMemo(from, to) instanceof LosResult r && !r.clear();
    }

    /** The full answer, explained. Answers are remembered per board until it changes ({@code Board.losMemo}). */
    public static LosResult check(Board board, Hex from, Hex to) {
        return check(board, from, to, true);
    }

    /** As {@link #check(Board, Hex, Hex)}; without {@code night}, night's visibility is left out (003 · Night Rules). */
    public static LosResult check(Board board, Hex from, Hex to, boolean night) {
        if (limited(board, from, to, night)) {
            requireInGame(board, from);
            requireInGame(board, to);
            return beyondLimit(board, from, to, night, true);
        }
        LosResult known = remembered(board, from, to);
        if (known != null && known.reason() != null) {
            return known; // only answers for hexes in the game are remembered
        }
        requireInGame(board, from);
        requireInGame(board, to);
        LosResult answer = work(board, from, to, true);
        board.losMemo(from, to, answer);
        return answer;
    }

    /**
     * The same answer (clear or not, the rule, the hex, the lines) without its explanation: the reasons may be
     * null. For searches that only ask whether a unit sees another; {@link #check} explains.
     */
    public static LosResult quick(Board board, Hex from, Hex to) {
        return quick(board, from, to, true);
    }

    /** As {@link #quick(Board, Hex, Hex)}; without {@code night}, night's visibility is left out (003 · Night Rules). */
    private static LosResult quick(Board board, Hex from, Hex to, boolean night) {
        if (limited(board, from, to, night)) {
            requireInGame(board, from);
            requireInGame(board, to);
            return beyondLimit(board, from, to, night, false);
        }
        LosResult known = remembered(board, from, to);
        if (known != null) {
            return known;
        }
        requireInGame(board, from);
        requireInGame(board, to);
        LosResult answer = work(board, from, to, false);
        board.losMemo(from, to, answer);
        return answer;
    }

    /**
     * The answer remembered for the board as it is; with smoke on the board, the answer for its ground alone still holds
     * when no smoke lies on the traced lines (only the hexes of the lines decide), and is remembered for the board.
     */
    private static LosResult remembered(Board board, Hex from, Hex to) {
        Object known = board.losMemo(from, to);
        if (known != null || !board.hasBlockingMarkers()) {
            return (LosResult) known;
        }
        LosResult ground = (LosResult) board.groundLosMemo(from, to);
        if (ground == null) {
            return null;
        }
        for (LineVerdict line : ground.lines()) {
            for (Hex h : line.hexes()) {
                if (board.markerBlocksLos(h)) {
                    return null;
                }
            }
        }
        board.losMemo(from, to, ground);
        return ground;
    }

    /**
     * Whether the hexes are farther apart than the board's sight limit into {@code to} (Operations card: Heavy Fog; at
     * night, unless left out, the visibility: 003 · NIGHT RULES): then the answer is the limit's, worked out without
     * tracing and not remembered; within the limit the answer is the one without it, so the board's memo survives the
     * fog coming and lifting, the visibility changing and star shells burning.
     */
    private static boolean limited(Board board, Hex from, Hex to, boolean night) {
        int limit = board.sightLimitInto(to, night);
        return limit > 0 && from.distanceTo(to) > limit;
    }

    /**
     * The answer beyond the farthest a unit sees into the hex: an Operations card's limit (Heavy Fog), or at night the
     * visibility (003 · NIGHT RULES), whichever is less.
     */
    private static LosResult beyondLimit(Board board, Hex from, Hex to, boolean night, boolean explain) {
        int fog = board.sightLimit();
        int limit = board.sightLimitInto(to, night);
        if (fog == 0 || from.distanceTo(to) <= fog) { // 003 · NIGHT RULES: "visibility is limited to 2 hexes"
            return single(from, to, new LineVerdict(Side.LEFT, List.of(from, to), LosRule.NIGHT_VISIBILITY, null,
                    !explain ? null : "it is night: the target is " + from.distanceTo(to) + " hexes away and visibility is "
                            + limit + " hex" + (limit == 1 ? "" : "es")));
        }
        return single(from, to, new LineVerdict(Side.LEFT, List.of(from, to), LosRule.BEYOND_SIGHT_LIMIT, null,
                !explain ? null : "the target is " + from.distanceTo(to) + " hexes away and no unit sees farther than "
                        + fog + " (Operations card)"));
    }

    private static LosResult work(Board board, Hex from, Hex to, boolean explain) {
        if (from.equals(to)) {
            return single(from, to, new LineVerdict(Side.LEFT, List.of(from), LosRule.SAME_HEX, null,
                    LosRule.SAME_HEX.summary()));
        }
        if (from.isAdjacentTo(to)) {
            return single(from, to, new LineVerdict(Side.LEFT, List.of(from, to), LosRule.ADJACENT, null,
                    LosRule.ADJACENT.summary()));
        }
        List<Hex> left = SightLine.trace(from, to, Side.LEFT);
        List<Hex> right = SightLine.trace(from, to, Side.RIGHT);
        LineVerdict l = judge(board, Side.LEFT, left, explain);
        if (left.equals(right)) {
            return single(from, to, l);
        }
        // 000 · Firing Along Hex Edges: blocked only if both shifted lines are blocked.
        LineVerdict r = judge(board, Side.RIGHT, right, explain);
        List<LineVerdict> both = List.of(l, r);
        if (l.clear() || r.clear()) {
            LineVerdict open = l.clear() ? l : r;
            LineVerdict other = l.clear() ? r : l;
            String reason = !explain ? null : "the firing line runs along a hex edge; shifted " + open.side().name().toLowerCase()
                    + " it is clear (" + open.reason() + ")"
                    + (other.clear() ? ", and so it is shifted the other way"
                    : "; shifted " + other.side().name().toLowerCase() + " it would be blocked (" + other.reason() + ")");
            return new LosResult(from, to, true, open.rule(), open.blockingHex(), reason, true, both);
        }
        String reason = !explain ? null : "the firing line runs along a hex edge and is blocked on both sides: left — " + l.reason()
                + "; right — " + r.reason();
        return new LosResult(from, to, false, l.rule(), l.blockingHex(), reason, true, both);
    }

    private static LosResult single(Hex from, Hex to, LineVerdict v) {
        return new LosResult(from, to, v.clear(), v.rule(), v.blockingHex(), v.reason(), false, List.of(v));
    }

    private static void requireInGame(Board board, Hex hex) {
        if (!board.isPlayable(hex)) {
            throw new IllegalArgumentException(hex + " is not part of the game"
                    + (board.contains(hex) ? " (000 · Half Hexes)" : " (off the board)"));
        }
    }

    /** Judges one traced line; {@code hexes} runs from the firer to the target. */
    static LineVerdict judge(Board board, Side side, List<Hex> hexes) {
        return judge(board, side, hexes, true);
    }

    /** As {@link #judge(Board, Side, List)}; without {@code explain} the verdict's reason is left null (nothing is written). */
    private static LineVerdict judge(Board board, Side side, List<Hex> hexes, boolean explain) {
        Hex from = hexes.get(0);
        Hex to = hexes.get(hexes.size() - 1);
        int fromLevel = board.elevation(from);
        int toLevel = board.elevation(to);
        List<Hex> between = hexes.subList(1, hexes.size() - 1);

        if (fromLevel == toLevel) {
            // 000 · Determining Line of Sight Between Units on the Same Level of Elevation
            for (Hex h : between) {
                if (levelAt(board, h) > fromLevel) {
                    return new LineVerdict(side, hexes, LosRule.BLOCKING_HIGHER_ELEVATION, h, !explain ? null
                            : h + " is level " + levelAt(board, h) + ", higher than both units (level " + fromLevel + ")");
                }
                if (blocksAt(board, h)) {
                    return new LineVerdict(side, hexes, LosRule.BLOCKING_TERRAIN, h, !explain ? null
                            : h + " (" + describe(board, h) + ") is blocking terrain between the units");
                }
            }
            return new LineVerdict(side, hexes, LosRule.CLEAR, null, "no blocking terrain between the units");
        }

        // 000 · Determining Line of Sight Between Units on Different Levels of Elevation
        boolean fromIsHigher = fromLevel > toLevel;
        Hex high = fromIsHigher ? from : to;
        Hex low = fromIsHigher ? to : from;
        int highLevel = Math.max(fromLevel, toLevel);
        int lowLevel = Math.min(fromLevel, toLevel);

        for (Hex h : between) { // 000 · Blocking Higher Elevation
            if (levelAt(board, h) > highLevel) {
                return new LineVerdict(side, hexes, LosRule.BLOCKING_HIGHER_ELEVATION, h, !explain ? null
                        : h + " is level " + levelAt(board, h) + ", higher than both units (levels "
                                + lowLevel + " and " + highLevel + ")");
            }
        }
        for (Hex h : between) { // 000 · Firing Across a Plateau
            if (h.isAdjacentTo(high) && levelAt(board, h) == highLevel) {
                return new LineVerdict(side, hexes, LosRule.PLATEAU, h, !explain ? null
                        : "the line crosses " + h + ", adjacent to the higher unit in " + high
                                + " and at its level " + highLevel + " (a plateau)");
            }
        }
        if (board.modifiedPlateau()) { // 003 · MODIFIED PLATEAU RULE (docs/rulings.md R-OPT-3)
            for (Hex h : between) {
                if (levelAt(board, h) == highLevel) {
                    return new LineVerdict(side, hexes, LosRule.MODIFIED_PLATEAU, h, !explain ? null
                            : "the line crosses " + h + ", a hill at the higher unit's level " + highLevel
                                    + ", and the lower unit is behind it (003 · Modified Plateau Rule)");
                }
            }
        }
        Hex obstruction = null; // the closest obstruction to the lower unit
        int n = between.size();
        for (int k = 0; k < n; k++) {
            Hex h = fromIsHigher ? between.get(n - 1 - k) : between.get(k);
            if (blocksAt(board, h) || levelAt(board, h) > lowLevel) {
                obstruction = h;
                break;
            }
        }
        if (obstruction == null) {
            return new LineVerdict(side, hexes, LosRule.CLEAR, null, "no blocking terrain between the units");
        }
        int blindHexes = highLevel - lowLevel == 1 ? 2 : 1;
        int behind = obstruction.distanceTo(low);
        String what = !explain ? null : obstruction + " (" + describe(board, obstruction) + ") is the closest obstruction to the lower unit in "
                + low + "; with a difference of " + (highLevel - lowLevel) + " level" + (highLevel - lowLevel == 1 ? "" : "s")
                + " the " + (blindHexes == 1 ? "hex" : blindHexes + " hexes") + " behind it "
                + (blindHexes == 1 ? "is" : "are") + " blind";
        if (behind <= blindHexes) {
            return new LineVerdict(side, hexes, LosRule.BLIND_HEX, obstruction, !explain ? null
                    : what + ", and " + low + " is " + behind + " hex" + (behind == 1 ? "" : "es") + " behind it");
        }
        return new LineVerdict(side, hexes, LosRule.CLEAR_PAST_OBSTRUCTION, obstruction, !explain ? null
                : what + "; " + low + " is " + behind + " hexes behind it, past the blind hexes");
    }

    /** Hexes off the board's rectangle count as open level-0 ground (docs/rulings.md R-LOS-5). */
    private static int levelAt(Board board, Hex h) {
        return board.contains(h) ? board.elevation(h) : 0;
    }

    private static boolean blocksAt(Board board, Hex h) {
        return board.contains(h) && board.blocksLos(h);
    }

    private static String describe(Board board, Hex h) {
        if (!board.contains(h)) {
            return "off the board";
        }
        String terrain = board.terrain(h).name().toLowerCase();
        if (!board.terrain(h).blocksLos() && board.blocksLos(h)) {
            terrain = terrain + " with smoke";
        }
        int level = board.elevation(h);
        return level == 0 ? terrain : terrain + ", level " + level + " hill";
    }
}
