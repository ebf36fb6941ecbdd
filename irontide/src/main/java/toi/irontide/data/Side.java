package toi.irontide.data;

/** The two players (§4.1): the German player turn comes first, then the Allied. */
public enum Side {
    GERMAN, ALLIED;

    public Side enemy() {
        return this == GERMAN ? ALLIED : GERMAN;
    }

    public static Side parse(String text) {
        return switch (text.trim().toLowerCase()) {
            case "german", "ger" -> GERMAN;
            case "allied", "all" -> ALLIED;
            default -> throw new IllegalArgumentException("'" + text + "' is not a side (german, allied)");
        };
    }

    public String label() {
        return this == GERMAN ? "German" : "Allied";
    }
}
