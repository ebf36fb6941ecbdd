package toi.engine.game.state;

import toi.engine.game.protocol.Phase;

/**
 * What the game is waiting for, one kind of pause each: the phase's own frames (setup, the action turn, the Command
 * and Status Phases, the game's end) and the frames a rule opens above them (a moving unit, its op fire window, hits
 * to take, an assault's open question, a card resolving, a draw, a team's first turn, the Status Phase's transfers and
 * reinforcements). The game keeps them on an explicit stack ({@link FrameStack}); the one on top asks, by the rules of
 * {@link FrameRules} (docs/architecture.md · How a rule waits for a player).
 */
public enum Frame {
    /** 000 · WINNING THE GAME: nothing is left to decide. */
    OVER,
    /** 000 · ASSAULT ATTACKS steps 6, 7, 9, 10: casualties, the retreat hex, who advances. */
    ASSAULT,
    /** 000 · Normal Attacks Against Squads: the owner of a hit squad chooses its casualties. */
    HITS,
    /** A Strategy card's effect that needs its player: the target token, or a pick. */
    CARD,
    /** 000 · Draw Strategy Cards (and the starting draws of GAME SETUP). */
    DRAW,
    /** 000 · GAME SETUP steps 5–7: build squads (and the crew transfer), tokens, markers, deployment, initial op fire. */
    SETUP,
    /** 000 · COMMAND PHASE, Spend Command. */
    COMMAND,
    /** 000 · STATUS PHASE, 3. Place Units in Op Fire Mode (the phase's own frame, under its other steps). */
    STATUS,
    /** 002 · MUNITIONS SPECIALIZATION TOKENS: buying tokens, immediately before placing units on op fire. */
    MUNITIONS,
    /** 002 · MUNITIONS SPECIALIZATION TOKENS: unused tokens discarded or kept, at the end of the Status Phase. */
    MUNITIONS_DISCARD,
    /** 000 · STATUS PHASE, 4. Squad Transfers. */
    TRANSFER,
    /** 000 · STATUS PHASE, 5. Scenario Reinforcements and Events. */
    REINFORCE,
    /** 000 · Turn Order (team games): which member of the team takes the first action turn. */
    FIRST_DIVISION,
    /** 000 · TIMING CONFLICTS: effects at the same time, ordered by the player the rule names. */
    TIMING,
    /** 000 · OPPORTUNITY FIRE: the opponent may fire at the unit in the hex it just entered. */
    OP_FIRE,
    /** 000 · THE ACTION PHASE: the active unit moves, attacks while moving, assaults, or stops. */
    MOVE,
    /** 000 · THE ACTION PHASE: the side (in team games the division) to act takes an action, or passes. */
    ACTION,
    /** 003 · Optional Facing Rules: the owner of a heavy vehicle just placed chooses the hexside it faces. */
    FACING;

    /** The frame at the bottom of the stack while {@code p} lasts. */
    public static Frame of(Phase p) {
        return switch (p) {
            case SETUP -> SETUP;
            case ACTION -> ACTION;
            case COMMAND -> COMMAND;
            case STATUS -> STATUS;
            case OVER -> OVER;
        };
    }
}
