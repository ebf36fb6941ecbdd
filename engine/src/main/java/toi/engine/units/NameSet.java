package toi.engine.units;

import java.util.AbstractSet;
import java.util.Collection;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.TreeSet;

/**
 * A few names (a figure's traits or abilities), read-only, in sorted order (stable across runs), asked "contains?"
 * very often: a short array scanned, quicker than a tree for a handful of names. Equal to any set of the same names.
 */
final class NameSet extends AbstractSet<String> {
    private final String[] names;
    /** The names' hash codes, compared first: most questions are misses, and a string keeps its hash. */
    private final int[] hashes;

    NameSet(Collection<String> names) {
        this.names = new TreeSet<>(names).toArray(new String[0]);
        this.hashes = new int[this.names.length];
        for (int i = 0; i < hashes.length; i++) {
            hashes[i] = this.names[i].hashCode();
        }
    }

    @Override
    public boolean contains(Object o) {
        if (!(o instanceof String)) {
            return false;
        }
        int h = o.hashCode();
        for (int i = 0; i < hashes.length; i++) {
            if (hashes[i] == h && names[i].equals(o)) {
                return true;
            }
        }
        return false;
    }

    @Override
    public Iterator<String> iterator() {
        return new Iterator<>() {
            private int next;

            @Override
            public boolean hasNext() {
                return next < names.length;
            }

            @Override
            public String next() {
                if (next >= names.length) {
                    throw new NoSuchElementException();
                }
                return names[next++];
            }
        };
    }

    @Override
    public int size() {
        return names.length;
    }
}
