package toi.irontide.state;

import toi.engine.hex.Hex;

/**
 * §16.4 (3) · an Allied demolition waiting for the German player's disruption answer: a bridge's hexside ({@code "demolish"},
 * between {@code at} and {@code other}) or a fuel depot ({@code "destroy-depot"} in {@code at}, {@code other} null), as the
 * Allied player named it.
 */
public record PendingDemolition(String choice, String unitId, Hex at, Hex other) {
}
