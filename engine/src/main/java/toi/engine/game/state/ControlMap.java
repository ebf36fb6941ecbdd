package toi.engine.game.state;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import toi.engine.hex.Hex;

/**
 * Who controls each objective hex, keeping the order-free sum of {@link StateHash#controlKey} over its entries
 * up to date on every change (the incremental part of {@link GameState#hash()}); iteration as a HashMap's.
 */
public final class ControlMap extends HashMap<Hex, String> {
    private long sum;

    ControlMap() {
    }

    ControlMap(ControlMap o) {
        super(o);
        this.sum = o.sum;
    }

    long controlHash() {
        return sum;
    }

    long controlHashFromScratch() {
        long t = 0;
        for (Map.Entry<Hex, String> e : super.entrySet()) {
            t += StateHash.controlKey(e.getKey(), e.getValue());
        }
        return t;
    }

    @Override
    public String put(Hex key, String value) {
        String old = super.put(key, value);
        sum += StateHash.controlKey(key, value) - (old == null ? 0 : StateHash.controlKey(key, old));
        return old;
    }

    @Override
    public String remove(Object key) {
        String old = super.remove(key);
        if (old != null) {
            sum -= StateHash.controlKey((Hex) key, old);
        }
        return old;
    }

    // the remaining mutators are not used by the rules: refused rather than let the sum go wrong
    @Override
    public void putAll(Map<? extends Hex, ? extends String> m) {
        m.forEach(this::put);
    }

    @Override
    public void clear() {
        super.clear();
        sum = 0;
    }

    @Override
    public boolean remove(Object key, Object value) {
        throw new UnsupportedOperationException();
    }

    @Override
    public String putIfAbsent(Hex key, String value) {
        throw new UnsupportedOperationException();
    }

    @Override
    public String replace(Hex key, String value) {
        throw new UnsupportedOperationException();
    }

    @Override
    public boolean replace(Hex key, String oldValue, String newValue) {
        throw new UnsupportedOperationException();
    }

    @Override
    public void replaceAll(java.util.function.BiFunction<? super Hex, ? super String, ? extends String> f) {
        throw new UnsupportedOperationException();
    }

    @Override
    public String compute(Hex key, java.util.function.BiFunction<? super Hex, ? super String, ? extends String> f) {
        throw new UnsupportedOperationException();
    }

    @Override
    public String computeIfAbsent(Hex key, java.util.function.Function<? super Hex, ? extends String> f) {
        throw new UnsupportedOperationException();
    }

    @Override
    public String computeIfPresent(Hex key, java.util.function.BiFunction<? super Hex, ? super String, ? extends String> f) {
        throw new UnsupportedOperationException();
    }

    @Override
    public String merge(Hex key, String value, java.util.function.BiFunction<? super String, ? super String, ? extends String> f) {
        throw new UnsupportedOperationException();
    }

    @Override
    public Set<Hex> keySet() {
        return java.util.Collections.unmodifiableSet(super.keySet());
    }

    @Override
    public java.util.Collection<String> values() {
        return java.util.Collections.unmodifiableCollection(super.values());
    }

    @Override
    public Set<Map.Entry<Hex, String>> entrySet() {
        return java.util.Collections.unmodifiableSet(super.entrySet());
    }
}
