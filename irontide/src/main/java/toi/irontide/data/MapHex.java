package toi.irontide.data;

/** What one hex of the map holds (§2.1): its terrain, and whether it is a Westwall hex (§3.0, §11.22, §12.1). */
public record MapHex(Terrain terrain, boolean westwall) {
}
