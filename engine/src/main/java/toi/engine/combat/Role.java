package toi.engine.combat;

/** 000 · COMBINED FIRE: the leading unit adds all its firepower, each supporting unit half. */
public enum Role { LEAD, SUPPORT }
