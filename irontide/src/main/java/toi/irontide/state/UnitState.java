package toi.irontide.state;

import toi.engine.hex.Hex;
import toi.irontide.data.UnitDef;

/** One unit's changing state; copied with the game state. */
public final class UnitState {
    public final UnitDef def;
    public UnitStatus status;
    public Hex hex;
    public Strength strength = Strength.FULL;
    /** Index of its chit in the scenario's chit list, -1 before its first combat (§9.0) or as cadre. */
    public int chit = -1;
    /** Steps lost so far (§11.78), for the conservation check. */
    public int stepsLost;
    /** 1 when its chit's reduced side is 0 on its line (§11.78: a two-step unit), else 0. */
    public int stepsNeverHad;
    /** The steps it came into the game with: 3 for a regiment (2 if its first chit has a reduced 0), 1 otherwise. */
    public int capacity;
    /** Steps given back by replacements (§15). */
    public int stepsReplaced;
    /** §12.3 · eliminated while isolated: never rebuilt. */
    public boolean eliminatedIsolated;
    /** §15 · it took a replacement this player turn: it does not move in the next Movement Phase. */
    public boolean replaced;
    /** §20 · exited through a Victory Point Exit hex in supply (it counts for the German). */
    public boolean exitedInSupply;
    /** §17.12 · freed from its restriction (German: released by the §17.2 die roll). */
    public boolean freed;
    /** §16.1 · the turn it first entered an enemy ZOC (-1: not yet), and whether a roll has failed that turn. */
    public int infiltrationTurn = -1;
    public boolean infiltrationFailed;
    /** §16.4 · the turn a commando last rolled for misdirection (it may not disrupt demolitions that turn). */
    public int misdirectTurn = -1;
    /** §16.3 · the hex it began this Movement Phase in. */
    public Hex startHex;
    public int dueTurn;
    /** §14.0 · delayed a turn because an enemy unit blocked its entry road: from then on it may enter beside it. */
    public boolean entryBlocked;

    // this phase
    public int mpLeft;            // sixths of a movement point
    public boolean moved;
    public boolean moving;
    public boolean strategic;
    public boolean beganInEnemyZoc;
    public boolean disengaged;
    public boolean stopped;
    public int hexesMoved;

    // this player turn
    public boolean attacked;
    public boolean defended;
    public boolean artilleryFired;
    public boolean reserve;
    /** §13.0 · it performed its one engineering action (or demolition attempt) this Engineering Phase. */
    public boolean engineered;
    /** §13.1 · demolition attempts (bridges and fuel depots) it made this Engineering Phase. */
    public int demolitionAttempts;

    public SupplyState supply = SupplyState.SUPPLIED;
    public boolean overstackedByRetreat;
    public boolean temporaryZoc;
    public boolean mayMoveTurnOne;
    /** Only in a side's view (game/SideView): an enemy regiment holds a chit the viewer may not see (§9.0); {@link #chit} is -1. */
    public boolean chitSecret;

    public UnitState(UnitDef def) {
        this.def = def;
        this.capacity = def.regiment() ? 3 : 1;
    }

    public UnitState copy() {
        UnitState u = new UnitState(def);
        u.status = status;
        u.hex = hex;
        u.strength = strength;
        u.chit = chit;
        u.stepsLost = stepsLost;
        u.stepsNeverHad = stepsNeverHad;
        u.capacity = capacity;
        u.stepsReplaced = stepsReplaced;
        u.eliminatedIsolated = eliminatedIsolated;
        u.replaced = replaced;
        u.exitedInSupply = exitedInSupply;
        u.freed = freed;
        u.infiltrationTurn = infiltrationTurn;
        u.infiltrationFailed = infiltrationFailed;
        u.misdirectTurn = misdirectTurn;
        u.startHex = startHex;
        u.dueTurn = dueTurn;
        u.entryBlocked = entryBlocked;
        u.mpLeft = mpLeft;
        u.moved = moved;
        u.moving = moving;
        u.strategic = strategic;
        u.beganInEnemyZoc = beganInEnemyZoc;
        u.disengaged = disengaged;
        u.stopped = stopped;
        u.hexesMoved = hexesMoved;
        u.attacked = attacked;
        u.defended = defended;
        u.artilleryFired = artilleryFired;
        u.reserve = reserve;
        u.engineered = engineered;
        u.demolitionAttempts = demolitionAttempts;
        u.supply = supply;
        u.overstackedByRetreat = overstackedByRetreat;
        u.temporaryZoc = temporaryZoc;
        u.mayMoveTurnOne = mayMoveTurnOne;
        u.chitSecret = chitSecret;
        return u;
    }

    public String id() {
        return def.id();
    }

    public boolean onMap() {
        return status == UnitStatus.ON_MAP;
    }

    /** §11.78 · steps a unit holds at full strength: 3 for a regiment (2 when its chit's reduced side is 0), 1 otherwise. */
    public int maxSteps() {
        return (def.regiment() ? 3 : 1) - stepsNeverHad;
    }

    public int stepsLeft() {
        if (status == UnitStatus.ELIMINATED) {
            return 0;
        }
        if (!def.regiment()) {
            return 1;
        }
        return switch (strength) {
            case FULL -> maxSteps();
            case REDUCED -> 2;
            case CADRE -> 1;
        };
    }
}
