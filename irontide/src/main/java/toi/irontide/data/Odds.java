package toi.irontide.data;

/**
 * Odds as a position on one scale: 1-1 is 0, 2-1 is 1, 3-1 is 2 …, 1-2 is −1, 1-3 is −2 … so a column shift is ±1
 * (§11.76) and the table's columns are a run of positions.
 */
public final class Odds {
    private Odds() {
    }

    public static int parse(String text) {
        String[] p = text == null ? new String[0] : text.split("-");
        if (p.length != 2 || !p[0].matches("\\d+") || !p[1].matches("\\d+")) {
            throw new IllegalArgumentException("'" + text + "' is not an odds column (like 1-2, 1-1, 3-1)");
        }
        int a = Integer.parseInt(p[0]);
        int d = Integer.parseInt(p[1]);
        if (a == 1 && d >= 1) {
            return -(d - 1);
        }
        if (d == 1 && a >= 1) {
            return a - 1;
        }
        throw new IllegalArgumentException("'" + text + "' is not an odds column (one side must be 1)");
    }

    public static String format(int position) {
        return position >= 0 ? (position + 1) + "-1" : "1-" + (1 - position);
    }

    /**
     * §11.74 · divide the lower total into the higher and round off in favour of the defender: 25 to 12 is 2-1,
     * 10 to 25 is 1-3 (docs/rulings.md R-IT-4).
     */
    public static int ratio(int attack, int defence) {
        if (attack <= 0) {
            return Integer.MIN_VALUE / 2;
        }
        if (defence <= 0) {
            return Integer.MAX_VALUE / 2;
        }
        if (attack >= defence) {
            return attack / defence - 1;
        }
        int n = (defence + attack - 1) / attack;
        return -(n - 1);
    }
}
