package toi.irontide.state;

import toi.engine.hex.Hex;

/** §16.4 (4) · an Allied unit passing a commando's hex: offered once a phase to the German for misdirection (R-IT-43). */
public record Passage(String unitId, Hex hex) {
}
