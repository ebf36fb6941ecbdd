package toi.engine.game.state;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import toi.engine.units.Unit;

/**
 * The units by id, in order, counting every change ({@link #version}) so that {@link GameState#position()} knows when
 * its last answer still holds. Changes go through put and remove (and the values view); the key and entry
 * views are read-only.
 */
public final class UnitMap extends LinkedHashMap<String, Unit> {
    long version;
    /**
     * The order-free sum of {@link StateHash#unitKey} over the units, kept up to date by put and remove (the
     * incremental part of {@link GameState#hash()}); the rarer bulk changes mark it stale ({@code sumKnown}).
     */
    private long sum;
    private boolean sumKnown = true;
    /**
     * The units taken off since the driver last asked ({@link #drainRemoved}), as they were: where a squad was
     * eliminated (002 · Unarmed Unit: Scavenge). Not part of the state: never copied, never hashed.
     */
    List<Unit> removed;
    /**
     * The ids of the units replaced in place (a put of a unit already in the map: the order stays) since version
     * {@code replacedFrom}; null when something else changed since (a unit added or taken off, a bulk change): what a
     * position of the units as they were needs to become the position of the units as they are (GameState.position).
     */
    private List<String> replaced;
    private long replacedFrom = -1;

    UnitMap() {
    }

    /** The ids replaced in place since {@code version}, or null when that is not all that happened since. */
    List<String> replacedSince(long version) {
        return replacedFrom == version ? replaced : null;
    }

    /** Starts a new log of replacements from this version. */
    void startReplacedLog() {
        replaced = new ArrayList<>(2);
        replacedFrom = version;
    }

    /** The units removed since the last call, in order (and forgets them). */
    public List<Unit> drainRemoved() {
        List<Unit> out = removed == null ? List.of() : removed;
        removed = null;
        return out;
    }

    void noteRemoved(Unit u) {
        if (removed == null) {
            removed = new ArrayList<>(2);
        }
        removed.add(u);
    }

    UnitMap(UnitMap o) {
        super(o);
        this.sum = o.sum;
        this.sumKnown = o.sumKnown;
    }

    /**
     * The units in the map's order, as an array: the walks over every unit a listing makes (dozens a decision) read
     * it instead of following the map's links. A unit replaced in place is replaced in it too, so a walk under way
     * sees the change as the map's own iteration would; anything else that changes the order drops it (null), and it
     * is made again when next walked. Never shared with a copy.
     */
    private Unit[] ordered;

    private Unit[] ordered() {
        if (ordered == null) {
            ordered = super.values().toArray(new Unit[0]);
        }
        return ordered;
    }

    /** The units' part of the state hash: maintained, worked out again only after a bulk change. */
    long unitsHash() {
        if (!sumKnown) {
            sum = unitsHashFromScratch();
            sumKnown = true;
        }
        return sum;
    }

    long unitsHashFromScratch() {
        long t = 0;
        for (Unit u : super.values()) {
            t += StateHash.unitKey(u);
        }
        return t;
    }

    /** Puts every unit, in order, leaving the hash's sum to be worked out when first asked for (a bulk change). */
    void load(java.util.List<Unit> all) {
        stale();
        for (Unit u : all) {
            super.put(u.id(), u);
        }
    }

    private void stale() {
        version++;
        sumKnown = false;
        replaced = null;
        ordered = null;
    }

    @Override
    public Unit put(String key, Unit value) {
        version++;
        Unit old = super.put(key, value);
        if (old == null) {
            replaced = null; // a unit added: the order changed
            ordered = null;
        } else {
            if (replaced != null) {
                replaced.add(key);
            }
            replaceOrdered(old, value);
        }
        if (sumKnown) {
            sum += StateHash.unitKey(value) - (old == null ? 0 : StateHash.unitKey(old));
        }
        return old;
    }

    /** The unit replaced in place in {@link #ordered} too (found by reference: it is the object the map held). */
    private void replaceOrdered(Unit old, Unit value) {
        Unit[] a = ordered;
        if (a == null) {
            return;
        }
        for (int i = 0; i < a.length; i++) {
            if (a[i] == old) {
                a[i] = value;
                return;
            }
        }
        ordered = null;
    }

    @Override
    public Unit remove(Object key) {
        version++;
        replaced = null;
        ordered = null;
        Unit old = super.remove(key);
        if (old != null && sumKnown) {
            sum -= StateHash.unitKey(old);
        }
        if (old != null) {
            noteRemoved(old);
        }
        return old;
    }

    @Override
    public boolean remove(Object key, Object value) {
        stale();
        return super.remove(key, value);
    }

    @Override
    public void putAll(Map<? extends String, ? extends Unit> m) {
        stale();
        super.putAll(m);
    }

    @Override
    public void clear() {
        version++;
        replaced = null;
        ordered = null;
        super.clear();
        sum = 0;
        sumKnown = true;
    }

    @Override
    public Unit putIfAbsent(String key, Unit value) {
        stale();
        return super.putIfAbsent(key, value);
    }

    @Override
    public Unit replace(String key, Unit value) {
        stale();
        return super.replace(key, value);
    }

    @Override
    public boolean replace(String key, Unit oldValue, Unit newValue) {
        stale();
        return super.replace(key, oldValue, newValue);
    }

    @Override
    public void replaceAll(java.util.function.BiFunction<? super String, ? super Unit, ? extends Unit> f) {
        stale();
        super.replaceAll(f);
    }

    @Override
    public Unit compute(String key, java.util.function.BiFunction<? super String, ? super Unit, ? extends Unit> f) {
        stale();
        return super.compute(key, f);
    }

    @Override
    public Unit computeIfAbsent(String key, java.util.function.Function<? super String, ? extends Unit> f) {
        stale();
        return super.computeIfAbsent(key, f);
    }

    @Override
    public Unit computeIfPresent(String key, java.util.function.BiFunction<? super String, ? super Unit, ? extends Unit> f) {
        stale();
        return super.computeIfPresent(key, f);
    }

    @Override
    public Unit merge(String key, Unit value, java.util.function.BiFunction<? super Unit, ? super Unit, ? extends Unit> f) {
        stale();
        return super.merge(key, value, f);
    }

    @Override
    public Set<String> keySet() {
        return java.util.Collections.unmodifiableSet(super.keySet());
    }

    @Override
    public Set<Map.Entry<String, Unit>> entrySet() {
        return java.util.Collections.unmodifiableSet(super.entrySet());
    }

    /** The units in order ({@link #ordered}); removing through the iterator takes the unit off the map (a bulk change). */
    @Override
    public java.util.Collection<Unit> values() {
        return new java.util.AbstractCollection<>() {
            @Override
            public java.util.Iterator<Unit> iterator() {
                Unit[] a = ordered();
                return new java.util.Iterator<>() {
                    private int next;

                    @Override
                    public boolean hasNext() {
                        return next < a.length;
                    }

                    @Override
                    public Unit next() {
                        if (next >= a.length) {
                            throw new java.util.NoSuchElementException();
                        }
                        return a[next++];
                    }

                    @Override
                    public void remove() {
                        if (next == 0) {
                            throw new IllegalStateException();
                        }
                        stale(); // as the map's own iterator's remove: not noted among the units removed
                        UnitMap.super.remove(a[next - 1].id());
                    }
                };
            }

            @Override
            public int size() {
                return UnitMap.this.size();
            }
        };
    }
}
