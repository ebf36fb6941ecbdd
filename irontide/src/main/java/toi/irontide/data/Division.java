package toi.irontide.data;

/**
 * A division (§11.3): its regiments for divisional integrity ({@code integrity} false for the US 28th, 78th and German
 * 272nd, and every division without a colour bar), elite (§9.1: draws two chits), kept still on turns 1 and 2 (§18.0);
 * §16.3's 1st SS Panzer Division: the turn it ignores enemy ZOCs, and the hex whose units double their tactical factor.
 */
public record Division(String id, Side side, String name, boolean integrity, boolean elite, boolean heldFirstTwoTurns,
                       String ignoresZocOn, toi.engine.hex.Hex doubleMovementFrom, Source source) {
}
