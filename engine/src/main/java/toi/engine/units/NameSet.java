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

    NameSet(Collection<String> names) {
        this.names = new TreeSet<>(names).toArray(new String[0]);
    }

    @Override
    public boolean contains(Object o) {
        for (String n : names) {
            if (n.equals(o)) {
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
