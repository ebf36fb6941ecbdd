package toi.irontide.state;

/** Where a unit is in the game: not yet arrived (§14), on the map, eliminated, exited (§5.3), withheld for good (§14). */
public enum UnitStatus { AWAITING, ON_MAP, ELIMINATED, EXITED, WITHHELD }
