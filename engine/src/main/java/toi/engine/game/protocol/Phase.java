package toi.engine.game.protocol;

/** 000 · THE GAME ROUND: Action Phase, Command Phase (spend step), Status Phase (op fire step); then the end. */
public enum Phase { SETUP, ACTION, COMMAND, STATUS, OVER }
