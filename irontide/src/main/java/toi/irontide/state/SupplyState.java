package toi.irontide.state;

/** §12 · a unit's supply level, worst last. */
public enum SupplyState { SUPPLIED, OUT_OF_SUPPLY, ISOLATED }
