package toi.engine.move;

import toi.engine.hex.Hex;
import toi.engine.map.Board;
import toi.engine.map.MarkerType;
import toi.engine.options.RuleOption;
import toi.engine.units.Position;
import toi.engine.units.Unit;

/**
 * 003 · WRECKED VEHICLES (an optional rule), what a wreck does to its hex: "Instead of removing destroyed vehicles from the
 * mapboard, turn them upside down and apply the following effects to the hex: Wrecked vehicles add 1 to the movement cost
 * of the hex for each wreck and still count against stacking. If the hex contains a road, units may not use the Effective
 * Road Movement ability. If there are two wrecks in a road hex, the road cannot be used by any unit." A wreck is a marker
 * of the group {@code wreck} ({@code terrain.json}), one id per kind of vehicle the pushing rule tells apart (tanks and
 * other heavy vehicles, half-tracks, trucks). Leaving and pushing wrecks is the game's ({@code game.rules.WreckedVehicles});
 * docs/rulings.md R-OPT-20, R-OPT-21.
 */
public final class Wrecks {
    public static final RuleOption RULE = RuleOption.WRECKED_VEHICLES;
    public static final String GROUP = "wreck";
    /** The wreck of a tank or other heavy vehicle (trait {@code heavy-vehicle}). */
    public static final String HEAVY = "wreck-heavy-vehicle";
    /** The wreck of a half-track (a light vehicle that is not a truck: the M3A1, the SdKfz 251). */
    public static final String HALF_TRACK = "wreck-half-track";
    /** The wreck of a truck (trait {@code truck}). */
    public static final String TRUCK = "wreck-truck";

    private Wrecks() {
    }

    /** How many wrecks lie in the hex (none unless the option put them there). */
    public static int count(Board board, Hex hex) {
        if (!board.contains(hex) || !board.hasMarkers(hex)) {
            return 0;
        }
        int n = 0;
        for (MarkerType m : board.markers(hex)) {
            n += GROUP.equals(m.group()) ? 1 : 0;
        }
        return n;
    }

    /** The wreck a destroyed vehicle leaves: "turn them upside down". */
    public static String wreckOf(Unit vehicle) {
        return vehicle.hasTrait("truck") ? TRUCK : vehicle.hasTrait("heavy-vehicle") ? HEAVY : HALF_TRACK;
    }

    /**
     * "Tanks and other heavy vehicles can move any wrecked vehicle, half-tracks can move wrecked half-tracks and trucks, and
     * trucks may only move wrecked trucks."
     */
    public static boolean canPush(Unit vehicle, String wreck) {
        return rank(wreckOf(vehicle)) >= rank(wreck);
    }

    private static int rank(String wreck) {
        return switch (wreck) {
            case HEAVY -> 2;
            case HALF_TRACK -> 1;
            default -> 0;
        };
    }

    /** Whether the road into the hex may be used: "If there are two wrecks in a road hex, the road cannot be used by any unit." */
    public static boolean roadOpen(Position position, Hex to) {
        int wrecks = count(position.board(), to);
        return wrecks == 0 || !position.options().has(RULE) || wrecks < position.options().param(RULE, "roadClosedAt");
    }

    /** The movement points (whole) the wrecks add to entering the hex: 1 for each. */
    public static int extraCost(Position position, Hex to) {
        int wrecks = count(position.board(), to);
        return wrecks == 0 || !position.options().has(RULE) ? 0 : wrecks * position.options().param(RULE, "costPerWreck");
    }
}
