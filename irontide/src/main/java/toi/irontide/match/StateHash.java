package toi.irontide.match;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import toi.irontide.state.Battle;
import toi.irontide.state.GameState;
import toi.irontide.state.UnitState;

/**
 * A 64-bit hash of the whole state, hidden parts too (chits under units, the cups, the dice): every field of
 * {@link GameState}, {@link UnitState} and {@link Battle}, sets in a fixed order. The prose log is history, not state,
 * and is left out. Equal states, equal hashes; for replays and tests, never shown to a seat.
 */
public final class StateHash {
    private StateHash() {
    }

    public static long of(GameState s) {
        return fnv(canonical(s));
    }

    /** The state as one text, every field named by position; sets and maps sorted. */
    static String canonical(GameState s) {
        StringBuilder sb = new StringBuilder(4096);
        add(sb, s.scenario.id(), s.turn, s.phasing, s.phase, s.dice.state(), s.over, s.result, s.moving, s.movingWith,
                s.misdirectChances, s.misdirecting, s.misdirectLeft, s.demolitionPending, s.turnOneMover, s.alliedEliminated,
                s.stackingDue, s.germanCrossedMeuse, s.resupplyPoints, s.fuelShortage, s.reserveMarkersUsed, s.replacementPoints,
                s.germanLastReplacementMech, s.armyCommand, s.demolitionErrata, s.germanBridgesBuilt);
        add(sb, s.cups, sorted(s.airPoints), sorted(s.control), sorted(s.blownBridges), sorted(s.entrenchments),
                sorted(s.builtBridges), sorted(s.germanBridgesLost), sorted(s.bridgeWorks), sorted(s.entrenchmentWorks),
                sorted(s.demolitionTried), sorted(s.exitedVia), sorted(s.resupplyTried), sorted(s.resupplied), sorted(s.depots),
                sorted(s.depotsCaptured), sorted(s.depotsDestroyed), sorted(s.depotTried), sorted(s.demolitionRolls),
                sorted(s.misdirectTried), s.mustBeAttacked, sorted(s.integrityVoided));
        for (UnitState u : s.units.values()) {
            add(sb, u.id(), u.status, u.hex, u.strength, u.chit, u.stepsLost, u.stepsNeverHad, u.capacity, u.stepsReplaced,
                    u.eliminatedIsolated, u.replaced, u.exitedInSupply, u.freed, u.infiltrationTurn, u.infiltrationFailed,
                    u.misdirectTurn, u.startHex, u.dueTurn, u.entryBlocked, u.mpLeft, u.moved, u.moving, u.strategic,
                    u.beganInEnemyZoc, u.disengaged, u.stopped, u.hexesMoved, u.attacked, u.defended, u.artilleryFired,
                    u.reserve, u.engineered, u.demolitionAttempts, u.supply, u.overstackedByRetreat, u.temporaryZoc,
                    u.mayMoveTurnOne, u.chitSecret);
        }
        Battle b = s.battle;
        if (b != null) {
            add(sb, b.stage, b.attackers, b.defenderHexes, b.attackerArtillery, b.defenderArtillery, b.attackerAir, b.defenderAir,
                    sorted(b.defendingRegiment), b.result, b.odds, b.obligations, b.attackerHexes, sorted(b.retreatPaths), b.victor,
                    b.vacated, b.advanceEligible, b.advances, b.advanceStopped, b.attackerStood);
        }
        return sb.toString();
    }

    private static void add(StringBuilder sb, Object... values) {
        for (Object v : values) {
            sb.append(v).append('|');
        }
        sb.append('\n');
    }

    private static List<String> sorted(Collection<?> c) {
        List<String> out = new ArrayList<>(c.size());
        for (Object o : c) {
            out.add(String.valueOf(o));
        }
        out.sort(String::compareTo);
        return out;
    }

    private static List<String> sorted(Map<?, ?> m) {
        List<String> out = new ArrayList<>(m.size());
        for (Map.Entry<?, ?> e : m.entrySet()) {
            out.add(e.getKey() + "=" + e.getValue());
        }
        out.sort(String::compareTo);
        return out;
    }

    /** FNV-1a over the text's chars, 64 bits. */
    private static long fnv(String text) {
        long h = 0xcbf29ce484222325L;
        for (int i = 0; i < text.length(); i++) {
            h ^= text.charAt(i);
            h *= 0x100000001b3L;
        }
        return h;
    }
}
