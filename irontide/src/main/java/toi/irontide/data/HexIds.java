package toi.irontide.data;

import toi.engine.hex.Hex;
import toi.engine.hex.HexLabels;

/**
 * Iron Tide hex ids: four digits, CCRR — column from the west edge (01…), row from the north edge (01…), flat-topped
 * hexes in vertical columns, the even columns (02, 04, …) half a hex lower (docs/rulings.md R-IT-1: the published map's axes are
 * unknown, so an owner enters the map in this one convention). East is a larger column, north a smaller row.
 */
public final class HexIds {
    private HexIds() {
    }

    public static Hex parse(String id) {
        if (!fourDigits(id)) {
            throw new IllegalArgumentException("'" + id + "' is not a hex id (four digits: column then row, e.g. 0305)");
        }
        int column = 10 * (id.charAt(0) - '0') + id.charAt(1) - '0';
        int row = 10 * (id.charAt(2) - '0') + id.charAt(3) - '0';
        if (column < 1 || row < 1) {
            throw new IllegalArgumentException("'" + id + "': columns and rows are numbered from 01");
        }
        return HexLabels.fromOffset(column - 1, row - 1);
    }

    /** {@code id.matches("\\d{4}")} without the regular expression: ids are read for every listed choice. */
    private static boolean fourDigits(String id) {
        if (id == null || id.length() != 4) {
            return false;
        }
        for (int i = 0; i < 4; i++) {
            if (id.charAt(i) < '0' || id.charAt(i) > '9') {
                return false;
            }
        }
        return true;
    }

    public static int column(Hex hex) {
        return HexLabels.column(hex) + 1;
    }

    public static int row(Hex hex) {
        return HexLabels.row(hex) + 1;
    }

    public static String format(Hex hex) {
        return twoDigits(column(hex)) + twoDigits(row(hex)); // "%02d%02d", without the formatter: it names every listed hex
    }

    private static String twoDigits(int v) {
        return v >= 0 && v < 10 ? "0" + v : Integer.toString(v);
    }
}
