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
        if (id == null || !id.matches("\\d{4}")) {
            throw new IllegalArgumentException("'" + id + "' is not a hex id (four digits: column then row, e.g. 0305)");
        }
        int column = Integer.parseInt(id.substring(0, 2));
        int row = Integer.parseInt(id.substring(2));
        if (column < 1 || row < 1) {
            throw new IllegalArgumentException("'" + id + "': columns and rows are numbered from 01");
        }
        return HexLabels.fromOffset(column - 1, row - 1);
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
