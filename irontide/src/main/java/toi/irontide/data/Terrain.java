package toi.irontide.data;

/**
 * One line of the Terrain Effects Chart (§2.1, §5.1): the movement points to enter a hex of this terrain for
 * non-mechanized and mechanized units, whether it is prohibited, and the Combat Results Table line a defender in it
 * uses (§11.23).
 */
public record Terrain(String name, int nonMechCost, int mechCost, boolean prohibited, String crtLine, Source source) {
    public int cost(boolean mechanized) {
        return mechanized ? mechCost : nonMechCost;
    }
}
