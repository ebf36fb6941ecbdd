package toi.cli.tideofiron;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import toi.engine.game.state.GameState;
import toi.engine.hex.Hex;
import toi.engine.hex.HexLabels;
import toi.engine.map.Board;
import toi.engine.map.MarkerType;
import toi.engine.map.Objective;
import toi.engine.units.Activation;
import toi.engine.units.Condition;
import toi.engine.units.Unit;
import toi.engine.units.UnitType;

/**
 * The board as text for a player at a terminal: a window of hexes around the action (or the whole
 * map), each hex as terrain letter, hill level, marker or objective flag and the units in it, then
 * the units and markers listed by name and a legend.
 *
 * <p>Hexes are flat-topped in columns, odd columns (B, D, …) half a hex lower: each map row is
 * printed as two lines, the even columns on the first and the odd columns on the second, both
 * starting with the row number.
 */
final class BoardView {
    /** Characters per column; a hex's cell is drawn twice as wide, over the neighbouring column's empty slot. */
    private static final int SLOT = 5;
    private static final int WINDOW_ROWS = 4; // rows either side of the focus

    private BoardView() {
    }

    /** Short label of a unit on the map: its nation's initial and the end of its id (us-3 → U3, ger-12 → G12). */
    static String label(Unit u) {
        String id = u.id();
        int dash = id.lastIndexOf('-');
        String tail = dash >= 0 && dash < id.length() - 1 ? id.substring(dash + 1) : id;
        String l = Character.toUpperCase(u.nation().charAt(0)) + tail;
        return l.length() > 4 ? l.substring(0, 4) : l;
    }

    /** Boards up to this many playable rows and columns are shown whole when the whole board is wanted. */
    private static final int SMALL_ROWS = 18;
    private static final int SMALL_COLUMNS = 16;

    /**
     * The lines of the view: a window around {@code focus}, or the whole board when there is no focus or
     * {@code wholeIfSmall} and the board is small.
     */
    static List<String> render(GameState s, Hex focus, boolean wholeIfSmall, String seat) {
        return render(s, focus, wholeIfSmall, seat, java.util.Set.of());
    }

    /** As above, marking {@code choosable} — the hexes the pending decision's options name — with {@code :}. */
    static List<String> render(GameState s, Hex focus, boolean wholeIfSmall, String seat, java.util.Set<Hex> choosable) {
        Board board = s.board();
        // the playable part of the board (half hexes at the edges are not part of the game)
        int minC = Integer.MAX_VALUE, maxC = -1, minR = Integer.MAX_VALUE, maxR = -1;
        for (Hex h : board.hexes()) {
            if (board.isPlayable(h)) {
                minC = Math.min(minC, HexLabels.column(h));
                maxC = Math.max(maxC, HexLabels.column(h));
                minR = Math.min(minR, HexLabels.row(h));
                maxR = Math.max(maxR, HexLabels.row(h));
            }
        }
        boolean window = focus != null && !(wholeIfSmall && maxR - minR < SMALL_ROWS && maxC - minC < SMALL_COLUMNS);
        int halfRows = wholeIfSmall ? WINDOW_ROWS + 2 : WINDOW_ROWS; // a wider view when the overview is wanted
        int halfColumns = wholeIfSmall ? 9 : 7;
        int[] rows = span(minR, maxR, window ? HexLabels.row(focus) : -1, halfRows, 3);
        int[] columns = span(minC, maxC, window ? HexLabels.column(focus) : -1, halfColumns, 2);
        int r0 = rows[0];
        int r1 = rows[1];
        int c0 = columns[0];
        int c1 = columns[1];
        Map<Hex, List<Unit>> at = new LinkedHashMap<>();
        for (Unit u : s.units().values()) {
            if (!u.isTransported()) {
                at.computeIfAbsent(u.hex(), h -> new ArrayList<>()).add(u);
            }
        }
        Map<Hex, Objective> objectives = new LinkedHashMap<>();
        board.objectives().forEach(o -> objectives.put(o.hex(), o));

        List<String> out = new ArrayList<>();
        boolean whole = r0 == minR && r1 == maxR && c0 == minC && c1 == maxC;
        out.add(whole ? "Map (whole board, " + board.name() + "):"
                : "Map around " + focus + " (rows " + (r0 + 1) + "–" + (r1 + 1) + ", columns " + HexLabels.columnLetters(c0) + "–"
                        + HexLabels.columnLetters(c1) + "; 'map' shows the whole board):");
        StringBuilder header = new StringBuilder("    ");
        for (int c = c0; c <= c1; c++) {
            String letters = HexLabels.columnLetters(c);
            header.append(pad(" " + letters, SLOT)); // above the terrain letter
        }
        out.add(header.toString().stripTrailing());
        for (int r = r0; r <= r1; r++) {
            for (int parity = 0; parity < 2; parity++) {
                StringBuilder line = new StringBuilder(String.format("%3d ", r + 1));
                char[] row = new char[(c1 - c0 + 2) * SLOT + 6];
                java.util.Arrays.fill(row, ' ');
                for (int c = c0; c <= c1; c++) {
                    if ((c & 1) != parity) {
                        continue;
                    }
                    Hex h = HexLabels.fromOffset(c, r);
                    String cell = cell(board, h, at.getOrDefault(h, List.of()), objectives.get(h), h.equals(focus),
                            choosable.contains(h));
                    int x = (c - c0) * SLOT;
                    for (int i = 0; i < cell.length() && x + i < row.length; i++) {
                        row[x + i] = cell.charAt(i);
                    }
                }
                line.append(row);
                out.add(line.toString().stripTrailing());
            }
        }
        out.add("    terrain: . clear  + road  r rough  w woods  b building  s/d stream  p pond  = bridge;"
                + " digit = hill level; * objective; : a hex you may choose now");
        out.add("    markers: E entrenchment  P pillbox  W wire  T tank trap  M minefield  S smoke;  > the hex of the action");
        legendLines(s, board, objectives, seat, out);
        return out;
    }

    /** {@code >tlfUUUUU}: focus mark, terrain, hill level, marker or objective flag, unit labels. */
    private static String cell(Board board, Hex h, List<Unit> units, Objective objective, boolean focus, boolean choosable) {
        if (!board.contains(h)) {
            return "";
        }
        if (!board.isPlayable(h)) {
            return "";
        }
        StringBuilder sb = new StringBuilder();
        sb.append(focus ? '>' : ' ');
        char t = board.terrain(h).symbol();
        if (t == '.' && board.hasRoad(h)) {
            t = '+';
        }
        sb.append(t);
        int level = board.elevation(h);
        sb.append(level > 0 ? (char) ('0' + Math.min(9, level)) : ' ');
        List<MarkerType> markers = board.markers(h);
        sb.append(!markers.isEmpty() ? markerLetter(markers.get(0)) : objective != null ? '*' : choosable ? ':' : ' ');
        StringBuilder u = new StringBuilder();
        for (Unit x : units) {
            u.append(label(x));
        }
        String us = u.toString();
        if (us.length() > 5) {
            us = label(units.get(0)) + "+" + (units.size() - 1);
        }
        sb.append(us);
        return sb.toString();
    }

    private static char markerLetter(MarkerType m) {
        return switch (m.id()) {
            case "entrenchment" -> 'E';
            case "pillbox" -> 'P';
            case "razor-wire" -> 'W';
            case "tank-trap" -> 'T';
            case "minefield" -> 'M';
            case "smoke" -> 'S';
            default -> Character.toUpperCase(m.id().charAt(0));
        };
    }

    private static void legendLines(GameState s, Board board, Map<Hex, Objective> objectives, String seat, List<String> out) {
        for (Objective o : objectives.values()) {
            String owner = s.control().get(o.hex());
            out.add("    objective " + o.hex() + " " + (o.label() == null ? o.kind().name().toLowerCase() : o.label())
                    + (o.kind() == Objective.Kind.COMMAND ? " (" + o.value() + " command)" : "")
                    + (owner == null ? ", uncontrolled" : ", held by " + owner));
        }
        List<String> marks = new ArrayList<>();
        for (Hex h : board.hexes()) {
            for (MarkerType m : board.markers(h)) {
                marks.add(h + " " + m.name().toLowerCase());
            }
        }
        if (!marks.isEmpty()) {
            out.add("    markers: " + String.join(", ", marks));
        }
        out.add("Units" + (seat == null ? "" : " (yours: " + seat + ")") + ":" + (s.units().isEmpty() ? " none on the board yet" : ""));
        for (String nation : s.setup().nations()) {
            for (Unit u : s.units().values()) {
                if (u.nation().equals(nation)) {
                    out.add("  " + unitLine(u, seat));
                }
            }
        }
        for (Unit u : s.reserve().values()) {
            if (seat == null || u.nation().equals(seat)) {
                out.add(String.format("  %-4s %-7s %-4s %-38s %s", label(u), u.id(), "--", figures(u), "waiting to be placed"));
            }
        }
    }

    /**
     * The rows (or columns) shown: all of {@code min..max}, or when {@code focus} is not -1 and they are more than
     * {@code 2 * half + slack}, a window of {@code 2 * half + 1} around the focus kept inside the board.
     */
    private static int[] span(int min, int max, int focus, int half, int slack) {
        if (focus < 0 || max - min + 1 <= 2 * half + slack) {
            return new int[]{min, max};
        }
        int from = Math.max(min, Math.min(focus - half, max - 2 * half));
        return new int[]{from, Math.min(max, from + 2 * half)};
    }

    /**
     * One unit as a wargamer reads it: label, id, hex, figures, state — but an enemy concealed squad only as its
     * marker, in its hex (docs/rulings.md R-VIEW-2); {@code seat} null (hot-seat) shows everything.
     */
    static String unitLine(Unit u, String seat) {
        if (u.concealed() && seat != null && !u.nation().equals(seat)) {
            return String.format("%-4s %-7s %-4s %-38s %s", label(u), "?", u.hex(), u.nation() + " concealed squad", "concealed");
        }
        return String.format("%-4s %-7s %-4s %-38s %s", label(u), u.id(), u.isTransported() ? "(in)" : u.hex().toString(),
                figures(u) + munition(u, seat) + (u.facing() == null ? "" : "; faces " + u.facing()), state(u)); // 003 · FACING
    }

    /** 002 · MUNITIONS SPECIALIZATION TOKENS: the token next to a vehicle; an enemy's facedown one shows no kind. */
    static String munition(Unit u, String seat) {
        if (u.munition() == null) {
            return "";
        }
        boolean known = u.munition().revealed() || seat == null || u.nation().equals(seat);
        return "; munition " + (known ? u.munition().kind().id() : "?") + (u.munition().revealed() ? " (flipped)" : " (facedown)");
    }

    static String figures(Unit u) {
        if (u.isVehicle()) {
            return u.vehicleType().name() + (u.specialization() == null ? "" : "; " + u.specialization().id());
        }
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (UnitType t : u.figures()) {
            counts.merge(shortName(t), 1, Integer::sum);
        }
        List<String> parts = new ArrayList<>();
        counts.forEach((n, k) -> parts.add(k > 1 ? k + " " + n : n));
        String spec = u.specialization() == null ? "" : "; " + u.specialization().id() + (u.stars() > 0 ? " " + "*".repeat(u.stars()) : "");
        return u.nation() + " " + String.join(", ", parts) + spec;
    }

    static String shortName(UnitType t) {
        String n = t.name().replace(" infantry", "").replace(" crew", "");
        return n.replace("Machine gun", "MG");
    }

    static String state(Unit u) {
        List<String> parts = new ArrayList<>();
        parts.add(u.activation() == Activation.OP_FIRE ? "OP FIRE" : u.activation().word());
        if (u.condition() != Condition.NONE) {
            parts.add(u.condition().word().toUpperCase());
        }
        if (u.damage() != toi.engine.units.Damage.NONE) {
            parts.add(u.damage().word());
        }
        if (u.fortification() != null) {
            parts.add("in " + u.fortification());
        }
        if (u.concealed()) {
            parts.add("concealed");
        }
        if (u.carriedBy() != null) {
            parts.add("inside " + u.carriedBy());
        }
        return String.join(", ", parts);
    }

    private static String pad(String s, int w) {
        return s.length() >= w ? s : s + " ".repeat(w - s.length());
    }
}
