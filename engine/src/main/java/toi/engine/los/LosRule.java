package toi.engine.los;

/** Which rule decided a line-of-sight question, with the rulebook heading it comes from. */
public enum LosRule {
    SAME_HEX(true, "000 · OVERRUN (units in the same hex)", "the two units are in the same hex"),
    ADJACENT(true, "000 · LOS Exceptions — Adjacent Units", "adjacent units always have LOS to each other"),
    CLEAR(true, "000 · LINE OF SIGHT", "no blocking terrain between the two hexes"),
    CLEAR_PAST_OBSTRUCTION(true, "000 · LOS Between Units on Different Levels of Elevation",
            "the lower unit is not in a blind hex behind the closest obstruction"),
    BLOCKING_TERRAIN(false, "000 · LINE OF SIGHT — blocking terrain", "blocking terrain between the two units"),
    BLOCKING_HIGHER_ELEVATION(false, "000 · Blocking Higher Elevation",
            "a hex of higher elevation than both units is in the firing line"),
    PLATEAU(false, "000 · LOS Exceptions — Firing Across a Plateau",
            "the higher unit fires across an adjacent hex at its own level"),
    MODIFIED_PLATEAU(false, "003 · Modified Plateau Rule",
            "a hill at the higher unit's level lies between the units, however far from it"),
    BEYOND_SIGHT_LIMIT(false, "000 · OPERATIONS CARDS (Heavy Fog)", "the target is beyond the farthest a unit can see"),
    NIGHT_VISIBILITY(false, "003 · NIGHT RULES", "at night the target is beyond the visibility"),
    BLIND_HEX(false, "000 · LOS Between Units on Different Levels of Elevation — blind hex",
            "the lower unit is in a blind hex behind the closest obstruction");

    private final boolean clear;
    private final String heading;
    private final String summary;

    LosRule(boolean clear, String heading, String summary) {
        this.clear = clear;
        this.heading = heading;
        this.summary = summary;
    }

    public boolean clear() {
        return clear;
    }

    public String heading() {
        return heading;
    }

    public String summary() {
        return summary;
    }
}
