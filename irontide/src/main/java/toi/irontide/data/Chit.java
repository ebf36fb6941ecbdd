package toi.irontide.data;

/**
 * A morale strength chit (§2.33, §9.0): its colour (red large, blue medium), and for each line A/B/C the full and
 * the reduced strength (§11.78: a reduced 0 makes a two-step unit).
 */
public record Chit(String id, ChitColour colour, int[] full, int[] reduced, Source source) {
    public enum ChitColour { RED, BLUE }

    public int full(char line) {
        return full[line - 'A'];
    }

    public int reduced(char line) {
        return reduced[line - 'A'];
    }
}
