package toi.irontide.data;

/** One box of the Turn Record Chart (§3.0, §4.21, §15.0): its name (16AM…), weather, Air Points, replacement points. */
public record Turn(String id, boolean am, Weather weather, int germanAirPoints, int alliedAirPoints,
                   int germanReplacements, int alliedReplacements, Source source) {
}
