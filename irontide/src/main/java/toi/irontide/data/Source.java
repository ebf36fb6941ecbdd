package toi.irontide.data;

/**
 * Where a data entry came from: the rulebook's own text, an owner of the physical game copying a printed chart,
 * or the invented demonstration set ("DEMO — not the published game").
 */
public enum Source {
    RULEBOOK, OWNER, DEMO;

    public static Source parse(String text) {
        return switch (text) {
            case "rulebook" -> RULEBOOK;
            case "owner" -> OWNER;
            case "demo" -> DEMO;
            default -> throw new IllegalArgumentException("'" + text + "' is not a source (rulebook, owner, demo)");
        };
    }
}
