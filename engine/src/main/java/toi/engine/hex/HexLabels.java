package toi.engine.hex;

/**
 * Human-readable hex ids: column letters (A, B, … Z, AA, AB, …) and row numbers from 1,
 * as printed on the rendered board. Columns are vertical; odd columns (B, D, …) sit half a
 * hex lower than even ones ("odd-q" offset layout of flat-topped hexes).
 */
public final class HexLabels {

    private HexLabels() {
    }

    public static Hex fromOffset(int column, int row) {
        int q = column;
        int r = row - (column - (column & 1)) / 2;
        return new Hex(q, r);
    }

    public static int column(Hex hex) {
        return hex.q();
    }

    public static int row(Hex hex) {
        return hex.r() + (hex.q() - (hex.q() & 1)) / 2;
    }

    /** Labels made so far, by column and row (a board's few hundred hexes are labelled again and again in prompts). */
    private static final String[][] KNOWN = new String[64][];

    public static String label(Hex hex) {
        int column = column(hex), row = row(hex);
        if (column < 0 || column >= KNOWN.length || row < 0 || row >= 128) {
            return columnLetters(column) + (row + 1);
        }
        String[] rows = KNOWN[column];
        if (rows == null) {
            rows = new String[128];
            KNOWN[column] = rows;
        }
        String known = rows[row];
        if (known == null) { // labels are immutable: two threads at worst make one twice
            known = columnLetters(column) + (row + 1);
            rows[row] = known;
        }
        return known;
    }

    public static String columnLetters(int column) {
        if (column < 0) {
            return "?" + column;
        }
        StringBuilder sb = new StringBuilder();
        int c = column;
        do {
            sb.insert(0, (char) ('A' + c % 26));
            c = c / 26 - 1;
        } while (c >= 0);
        return sb.toString();
    }

    /** Parses "C4" (case-insensitive). Throws IllegalArgumentException naming the problem. */
    public static Hex parse(String id) {
        if (id == null || id.isBlank()) {
            throw new IllegalArgumentException("empty hex id");
        }
        String text = id.trim().toUpperCase();
        int i = 0;
        int column = 0;
        while (i < text.length() && text.charAt(i) >= 'A' && text.charAt(i) <= 'Z') {
            column = column * 26 + (text.charAt(i) - 'A' + 1);
            i++;
        }
        if (i == 0 || i == text.length()) {
            throw new IllegalArgumentException("'" + id + "' is not a hex id (expected column letters and a row number, e.g. C4)");
        }
        int row;
        try {
            row = Integer.parseInt(text.substring(i));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + id + "' is not a hex id (expected column letters and a row number, e.g. C4)");
        }
        if (row < 1) {
            throw new IllegalArgumentException("'" + id + "': rows are numbered from 1");
        }
        return fromOffset(column - 1, row - 1);
    }
}
