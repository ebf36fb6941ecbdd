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

    /** A unit's key in the state hash's order-free sum of units (maintained by {@link GameState.UnitMap}). */
    static long unitKey(Unit u) {
        return mix(new StateHash().unit(u).value());
    }

    /** A controlled objective's key in the state hash's order-free sum (maintained by {@link GameState.ControlMap}). */
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
