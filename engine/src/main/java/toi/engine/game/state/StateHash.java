package toi.engine.game.state;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import toi.engine.hex.Hex;
import toi.engine.units.Unit;

/**
 * A stable 64-bit hash of a game state ({@link GameState#hash()}), worked out from scratch over the fields
 * without building text. Stable across runs: strings enter by {@link String#hashCode()} (defined by the
 * language), enums by their names, hexes by their coordinates; maps and sets by an order-free sum of their
 * entries, lists in order. {@link GameState#HASH_VERSION} names this definition.
 */
public final class StateHash {
    private static final long NULL = 0x51ED270B2F1E0A4DL;
    private long h = 0x243F6A8885A308D3L;

    /** SplitMix64's finaliser: every input bit moves every output bit. */
    static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    StateHash add(long v) {
        h = mix(h ^ (v + 0x9E3779B97F4A7C15L)) + Long.rotateLeft(h, 17);
        return this;
    }

    StateHash add(boolean b) {
        return add(b ? 1 : 2);
    }

    StateHash add(String s) {
        return add(s == null ? NULL : s.hashCode() ^ ((long) s.length() << 32));
    }

    StateHash add(Enum<?> e) {
        return add(e == null ? NULL : e.name().hashCode());
    }

    StateHash add(Hex x) {
        return add(x == null ? NULL : ((long) x.q() << 32) ^ (x.r() & 0xFFFFFFFFL));
    }

    StateHash strings(Collection<String> list) {
        add(list.size());
        for (String s : list) {
            add(s);
        }
        return this;
    }

    StateHash hexes(List<Hex> list) {
        add(list.size());
        for (Hex x : list) {
            add(x);
        }
        return this;
    }

    /** A set of strings, independent of its iteration order. */
    StateHash stringSet(Collection<String> set) {
        long sum = 0;
        for (String s : set) {
            sum += mix(of(s));
        }
        return add(set.size()).add(sum);
    }

    /** A map from strings to integers, independent of its iteration order. */
    StateHash counts(Map<String, Integer> map) {
        long sum = 0;
        for (Map.Entry<String, Integer> e : map.entrySet()) {
            sum += mix(of(e.getKey()) * 31 + e.getValue());
        }
        return add(map.size()).add(sum);
    }

    /** A map from strings to strings, independent of its iteration order. */
    StateHash names(Map<String, String> map) {
        long sum = 0;
        for (Map.Entry<String, String> e : map.entrySet()) {
            sum += mix(of(e.getKey()) * 31 + of(e.getValue()));
        }
        return add(map.size()).add(sum);
    }

    /** A map from strings to lists of strings (decks, hands …), independent of the map's order; each list in order. */
    StateHash lists(Map<String, List<String>> map) {
        long sum = 0;
        for (Map.Entry<String, List<String>> e : map.entrySet()) {
            sum += mix(of(e.getKey()) * 31 + new StateHash().strings(e.getValue()).value());
        }
        return add(map.size()).add(sum);
    }

    /** A map from strings to maps of counts (the setup stock), independent of the maps' order. */
    StateHash nestedCounts(Map<String, Map<String, Integer>> map) {
        long sum = 0;
        for (Map.Entry<String, Map<String, Integer>> e : map.entrySet()) {
            sum += mix(of(e.getKey()) * 31 + new StateHash().counts(e.getValue()).value());
        }
        return add(map.size()).add(sum);
    }

    /** Everything the rules track about a unit on the board. */
    StateHash unit(Unit u) {
        add(u.id()).add(u.hex()).add(u.figures().size());
        for (var t : u.figures()) {
            add(t.id());
        }
        add(u.specialization() == null ? null : u.specialization().id()).add(u.stars()).add(u.fortification())
                .add(u.condition()).add(u.damage()).add(u.activation()).add(u.concealed()).add(u.carriedBy());
        if (u.munition() != null) { // 002 · MUNITIONS SPECIALIZATION TOKENS; absent, the hash is as before (old saves replay)
            add(u.munition().kind()).add(u.munition().revealed()).add(u.munition().round());
        }
        if (u.seenFiring()) { // 003 · NIGHT RULES; without it the hash is as before
            add(0x5EE7L);
        }
        if (u.facing() != null) { // 003 · OPTIONAL FACING RULES; absent, the hash is as before (old saves replay)
            add(u.facing().ordinal() + 1);
        }
        return this;
    }

    /**
     * The hash of the game state ({@link GameState#hash()}, version {@link GameState#HASH_VERSION}), given the maintained
     * order-free sums of its units and controlled objectives: the scalar fields and the short card and step lists are
     * combined here, in this order.
     */
    static long of(GameState g, long unitsSum, long controlSum) {
        StateHash x = new StateHash();
        x.add(g.round).add(g.phase).add(g.initiative).add(g.turn).add(g.actionsLeft).add(g.turnDivision).strings(g.divisionQueue)
                .add(g.frames.has(Frame.FIRST_DIVISION)).counts(g.command).counts(g.initiativePool).counts(g.victoryPoints).stringSet(g.passed);
        x.add(g.units.size()).add(unitsSum);
        x.add(g.control.size()).add(controlSum);
        x.add(g.board.markersHash());
        if (g.board.visibility() > 0) { // 003 · NIGHT RULES; without it the hash is as before
            x.add(g.board.visibility());
        }
        if (g.stock != null) {
            x.add(g.setupStep).nestedCounts(g.stock.figures).counts(g.stock.bases).nestedCounts(g.stock.tokens)
                    .nestedCounts(g.stock.markers).stringSet(g.stock.crewTransferAsked)
                    .add(g.stock.proposedTransfer == null ? null : g.stock.proposedTransfer.text());
            if (g.stock.tokenGroups.values().stream().anyMatch(group -> !group.isEmpty())) { // (states without them hash as before)
                x.add(new java.util.TreeMap<>(g.stock.tokenGroups).toString());
            }
        } else {
            x.add(false);
        }
        if (g.reserve != null) {
            x.add(g.reserve.size());
            for (Unit u : g.reserve.values()) {
                x.add(u.id()).add(u.figures().size());
                u.figures().forEach(t -> x.add(t.id()));
                x.add(u.specialization() == null ? null : u.specialization().id());
            }
        } else {
            x.add(-1);
        }
        x.lists(g.decks).lists(g.hand).lists(g.playArea).stringSet(g.waitingContact).stringSet(g.triedThisRound).strings(g.drawQueue)
                .add(g.plusDraw).names(g.buildingControl).stringSet(g.tanksLost).stringSet(g.removedOperations).lists(g.discarded)
                .stringSet(g.prepaid).stringSet(g.reached).add(g.startingDraws);
        PendingCard pc = g.card();
        if (pc != null) {
            x.add(pc.cardId()).add(pc.nation()).add(pc.division()).add(pc.next()).hexes(pc.area()).hexes(pc.strikes()).add(pc.picksLeft())
                    .strings(pc.picked()).add(pc.action());
            if (pc.starShell()) { // 003 · NIGHT RULES; without it the hash is as before
                x.add(0x57A2L);
            }
        } else {
            x.add(-2);
        }
        x.add(g.exits.size());
        for (BoardExit e : g.exits) {
            x.add(e.side()).add(e.unit().id()).add(e.vp());
        }
        x.stringSet(g.startingPlayDraw);
        Activity a = g.activity();
        if (a != null) {
            x.add(a.unitId()).add(a.kind()).add(a.mpLeft()).hexes(a.path()).add(a.attacked()).add(a.movementOver())
                    .stringSet(a.opFiredBy()).add(g.frames.top() == Frame.OP_FIRE).add(a.riding());
            if (a.rotated()) { // 003 · FACING AND MOVEMENT; absent, the hash is as before (old saves replay)
                x.add(true);
            }
        } else {
            x.add(-3);
        }
        x.strings(g.stepQueue).add(g.frames.has(Frame.TRANSFER)).add(g.frames.has(Frame.REINFORCE));
        TransferStep transferStep = g.transfers();
        if (transferStep != null && !transferStep.seen().isEmpty()) { // R-GAME-15; without transfers the hash is as before
            x.add(new java.util.TreeSet<>(transferStep.seen()).toString());
        }
        PendingTiming pendingTiming = g.timing();
        if (pendingTiming != null) { // 000 · TIMING CONFLICTS; without one the hash is as before
            x.add(pendingTiming.chooser()).strings(pendingTiming.ordered()).strings(pendingTiming.left());
        }
        PendingHits pendingHits = g.hits();
        PendingAssault pendingAssault = g.assault();
        if (pendingHits != null) {
            x.add(pendingHits.after().size()).add(pendingHits.targets().size());
            for (Unit u : pendingHits.targets()) {
                x.unit(u);
            }
        } else {
            x.add(-4);
        }
        if (pendingAssault != null) {
            x.add(pendingAssault.breakdown().targetHex()).add(pendingAssault.retreat());
            for (var losses : java.util.Arrays.asList(pendingAssault.attackerLosses(), pendingAssault.defenderLosses())) {
                x.add(losses == null ? -1 : losses.size());
                if (losses != null) {
                    losses.forEach(l -> x.add(l.unitId()).add(l.figureIndex()));
                }
            }
            x.add(pendingAssault.advance() == null ? -1 : pendingAssault.advance().size());
            if (pendingAssault.advance() != null) {
                x.strings(pendingAssault.advance());
            }
        } else {
            x.add(-5);
        }
        if (g.plannedPath != null) {
            x.hexes(g.plannedPath); // a whole move still to walk (only then: states without one hash as before)
        }
        return x.add(g.dice.state()).add(g.winner).add(g.choicesApplied).value();
    }

    /** A unit's key in the state hash's order-free sum of units (maintained by {@link UnitMap}). */
    static long unitKey(Unit u) {
        return mix(new StateHash().unit(u).value());
    }

    /** A controlled objective's key in the state hash's order-free sum (maintained by {@link ControlMap}). */
    static long controlKey(Hex hex, String holder) {
        return mix(new StateHash().add(hex).add(holder).value());
    }

    long value() {
        return mix(h);
    }

    private static long of(String s) {
        return s == null ? NULL : s.hashCode() ^ ((long) s.length() << 32);
    }
}
