package toi.engine.map;

import toi.engine.hex.Hex;

/** A hex marked for one nation (or for both when nation is null): reinforcement "R" hexes, exit hexes. */
public record NationHex(Hex hex, String nation) {
}
