package toi.engine.game.state;

/** 000 · GAME SETUP steps 5–7 as the game takes them: build squads, assign tokens, place markers, deploy, initial op fire. */
public enum SetupStep { BUILD, TOKENS, MARKERS, DEPLOY, OP_FIRE }
