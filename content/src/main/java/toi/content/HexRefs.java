package toi.content;

import java.util.LinkedHashSet;
import java.util.Set;
import toi.engine.hex.Hex;
import toi.engine.hex.HexLabels;
import toi.engine.map.Board;
import toi.json.Node;

/** Reads hex ids ("C4") and rectangles of hexes ("A1:C10" = columns A–C, rows 1–10) from content files. */
final class HexRefs {
    private HexRefs() {
    }

    static Hex hex(Node node, Board board) {
        String id = node.text();
        Hex hex;
        try {
            hex = HexLabels.parse(id);
        } catch (IllegalArgumentException e) {
            throw node.error(e.getMessage());
        }
        if (board != null && !board.contains(hex)) {
            throw node.error("hex " + id + " is off the board (columns A–" + HexLabels.columnLetters(board.columns() - 1)
                    + ", rows 1–" + board.rows() + ")");
        }
        return hex;
    }

    static Set<Hex> hexes(Node list, Board board) {
        Set<Hex> out = new LinkedHashSet<>();
        for (Node n : list.elements()) {
            String text = n.text();
            int colon = text.indexOf(':');
            if (colon < 0) {
                out.add(hex(n, board));
                continue;
            }
            Hex a = hex(n.at(n.path, new com.fasterxml.jackson.databind.node.TextNode(text.substring(0, colon))), board);
            Hex b = hex(n.at(n.path, new com.fasterxml.jackson.databind.node.TextNode(text.substring(colon + 1))), board);
            int c0 = Math.min(HexLabels.column(a), HexLabels.column(b));
            int c1 = Math.max(HexLabels.column(a), HexLabels.column(b));
            int r0 = Math.min(HexLabels.row(a), HexLabels.row(b));
            int r1 = Math.max(HexLabels.row(a), HexLabels.row(b));
            for (int c = c0; c <= c1; c++) {
                for (int r = r0; r <= r1; r++) {
                    Hex h = HexLabels.fromOffset(c, r);
                    if (board == null || board.isPlayable(h)) {
                        out.add(h);
                    }
                }
            }
        }
        return out;
    }
}
