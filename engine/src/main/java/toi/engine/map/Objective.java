package toi.engine.map;

import toi.engine.hex.Hex;

/**
 * An objective marker on the board (000 · THE COMMAND PHASE; scenario victory objectives).
 *
 * @param kind   command objective (gives command to its controller) or victory objective
 * @param nation printed nation of a command objective, or null for a neutral one / a victory objective
 * @param value  command value of a command objective; victory points of a victory objective (0 if none)
 * @param label  the marker's printed label or scenario name ("1", "Farmhouse", …)
 */
public record Objective(Hex hex, Kind kind, String nation, int value, String label) {
    public enum Kind { COMMAND, VICTORY }
}
