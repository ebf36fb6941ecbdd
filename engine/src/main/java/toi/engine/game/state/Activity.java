package toi.engine.game.state;

import toi.engine.game.protocol.ActionKind;

import java.util.List;
import java.util.Set;
import toi.engine.hex.Hex;

/**
 * The active unit's activation in progress (000 · THE ACTION PHASE: "there will only be a single
 * active unit at any given moment"). Immutable; the game replaces it as the activation goes on.
 *
 * @param mpLeft          movement points left, in thirds
 * @param path            hexes entered so far, the starting hex first
 * @param attacked        the Fire and Movement attack was made
 * @param movementOver    no more steps (stopped by an obstacle, or the attack came after moving)
 * @param opFiredBy       units that have already fired on the active unit this activation
 * @param riding          of {@code mpLeft}, the points that may only be spent across clear terrain or roads
 *                        (002 · Mounted Units: Riding)
 * @param rotated         003 · Facing and Movement: the vehicle has rotated in this hex and must now enter the hex in
 *                        front of it (cleared by entering a hex or attacking)
 */
public record Activity(String unitId, ActionKind kind, int mpLeft, List<Hex> path, boolean attacked,
                       boolean movementOver, Set<String> opFiredBy, int riding, boolean rotated) {

    public Activity(String unitId, ActionKind kind, int mpLeft, List<Hex> path, boolean attacked, boolean movementOver,
                    Set<String> opFiredBy, int riding) {
        this(unitId, kind, mpLeft, path, attacked, movementOver, opFiredBy, riding, false);
    }

    public Activity {
        riding = Math.min(riding, mpLeft);
        path = List.copyOf(path);
        opFiredBy = java.util.Collections.unmodifiableSet(new java.util.TreeSet<>(opFiredBy)); // sorted: the state hash prints it
    }

    public Hex start() {
        return path.get(0);
    }

    public Hex here() {
        return path.get(path.size() - 1);
    }

    public boolean moved() {
        return path.size() > 1;
    }

    public Activity withMp(int mp) {
        return new Activity(unitId, kind, mp, path, attacked, movementOver, opFiredBy, riding, rotated);
    }

    /** 003 · Facing and Movement: the vehicle has rotated in its hex. */
    public Activity withRotated() {
        return new Activity(unitId, kind, mpLeft, path, attacked, movementOver, opFiredBy, riding, true);
    }

    /** Entering a hex; {@code fromRiding} of the cost is paid with riding points. */
    public Activity entered(Hex hex, int cost, int fromRiding) {
        List<Hex> p = new java.util.ArrayList<>(path);
        p.add(hex);
        return new Activity(unitId, kind, mpLeft - cost, p, attacked, movementOver, opFiredBy, riding - fromRiding);
    }

    public Activity entered(Hex hex, int cost) {
        List<Hex> p = new java.util.ArrayList<>(path);
        p.add(hex);
        return new Activity(unitId, kind, mpLeft - cost, p, attacked, movementOver, opFiredBy, riding);
    }

    public Activity withAttacked() {
        return new Activity(unitId, kind, mpLeft, path, true, movementOver, opFiredBy, riding);
    }

    public Activity withMovementOver() {
        return new Activity(unitId, kind, mpLeft, path, attacked, true, opFiredBy, riding, rotated);
    }

    public Activity firedOnBy(java.util.Collection<String> ids) {
        Set<String> s = new java.util.HashSet<>(opFiredBy);
        s.addAll(ids);
        return new Activity(unitId, kind, mpLeft, path, attacked, movementOver, s, riding, rotated);
    }
}
