package toi.engine.game.state;

import toi.engine.units.Unit;

/** A unit that left the board by an exit hex and the victory points it scored (002 · Stavelot Express). */
public record BoardExit(String side, Unit unit, int vp) {
}
