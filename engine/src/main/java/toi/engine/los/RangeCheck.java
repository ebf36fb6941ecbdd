package toi.engine.los;

import toi.engine.hex.Hex;
import toi.engine.map.Board;

/**
 * 000 · DETERMINING RANGE and Elevation and Range.
 *
 * @param distance        hexes counted from the firer's hex to the target's hex
 * @param printedRange    the attacker's range value before the elevation bonus
 * @param elevationBonus  +1 when the attacker is on a higher elevation than the target
 * @param effectiveRange  printed range + elevation bonus
 */
public record RangeCheck(Hex from, Hex to, int distance, int printedRange, int elevationBonus,
                         int effectiveRange, RangeBand band) {

    public static RangeCheck of(Board board, Hex from, Hex to, int printedRange) {
        if (printedRange < 0) {
            throw new IllegalArgumentException("a range value cannot be negative: " + printedRange);
        }
        int distance = from.distanceTo(to);
        // 000 · Elevation and Range: "+1 to its range value" when firing down to a lower target.
        int bonus = board.elevation(from) > board.elevation(to) ? 1 : 0;
        int range = printedRange + bonus;
        RangeBand band;
        if (distance <= 1) {
            // Adjacent: close range. The same hex (op fire at an overrunning tank) is close range too (000 · Overrun).
            band = RangeBand.CLOSE;
        } else if (distance <= range) {
            band = RangeBand.NORMAL;
        } else if (distance <= 2 * range) {
            band = RangeBand.LONG;
        } else {
            band = RangeBand.OUT_OF_RANGE;
        }
        return new RangeCheck(from, to, distance, printedRange, bonus, range, band);
    }

    public String explain() {
        StringBuilder sb = new StringBuilder();
        sb.append("distance ").append(distance).append(" hex").append(distance == 1 ? "" : "es")
                .append("; range ").append(printedRange);
        if (elevationBonus > 0) {
            sb.append(" +1 firing down to a lower target (000 · Elevation and Range) = ").append(effectiveRange);
        }
        sb.append(" → ").append(band.word());
        switch (band) {
            case CLOSE -> sb.append(distance == 0 ? " (same hex)" : " (adjacent)");
            case NORMAL -> sb.append(" (≤ ").append(effectiveRange).append(")");
            case LONG -> sb.append(" (≤ 2 × ").append(effectiveRange).append(" = ").append(2 * effectiveRange).append(")");
            case OUT_OF_RANGE -> sb.append(" (more than 2 × ").append(effectiveRange).append(" = ")
                    .append(2 * effectiveRange).append(")");
        }
        return sb.toString();
    }
}
