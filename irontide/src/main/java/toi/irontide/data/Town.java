package toi.irontide.data;

import java.util.List;
import toi.engine.hex.Hex;

/**
 * A town or city (§11.21: one column left for its defenders; §20: victory points while the German holds it in supply).
 * A city may cover several hexes (Verviers, Namur: two; Liège: three). {@code strategicVictory}: holding all its
 * hexes in supply at the end of a game turn wins outright (§20, Liège).
 */
public record Town(String name, boolean city, List<Hex> hexes, int victoryPoints, boolean strategicVictory, boolean historic, Source source) {
}
