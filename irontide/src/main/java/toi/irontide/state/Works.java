package toi.irontide.state;

import toi.irontide.data.Side;

/** Engineering under way (§13.1 a bridge being built, §13.3 an entrenchment): whose, and how many phases are done. */
public record Works(Side side, int phases) {
}
