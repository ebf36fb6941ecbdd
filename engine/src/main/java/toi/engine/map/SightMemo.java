package toi.engine.map;

/**
 * Line-of-sight answers already worked out on a board, by from-hex index then to-hex index: the answer objects, and
 * apart from them whether each line is clear, one byte a pair (0 not known yet, 1 blocked, 2 clear), which is what most
 * questions need and far cheaper to read. Entries are immutable answers; a race between threads at worst works one out
 * twice.
 */
final class SightMemo {
    private final int hexes;
    private final Object[][] answers;
    private volatile byte[] clear;

    SightMemo(int hexes) {
        this.hexes = hexes;
        this.answers = new Object[hexes][];
    }

    Object answer(int from, int to) {
        Object[] row = answers[from];
        return row == null ? null : row[to];
    }

    void answer(int from, int to, Object answer) {
        Object[] row = answers[from];
        if (row == null) {
            row = new Object[hexes];
            answers[from] = row;
        }
        row[to] = answer;
    }

    byte clear(int from, int to) {
        byte[] c = clear;
        return c == null ? 0 : c[from * hexes + to];
    }

    void clear(int from, int to, boolean yes) {
        byte[] c = clear;
        if (c == null) {
            c = new byte[hexes * hexes];
            clear = c;
        }
        c[from * hexes + to] = yes ? (byte) 2 : (byte) 1;
    }
}
