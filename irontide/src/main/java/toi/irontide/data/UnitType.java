package toi.irontide.data;

/** The unit types the rules distinguish (§2.31, §11.4, §11.5, §13): what a counter's symbol says. */
public enum UnitType {
    INFANTRY, MECH_INFANTRY, ARMOR, ANTITANK, ENGINEER, ARTILLERY, RECON;

    public static UnitType parse(String text) {
        return switch (text) {
            case "infantry" -> INFANTRY;
            case "mech-infantry" -> MECH_INFANTRY;
            case "armor" -> ARMOR;
            case "antitank" -> ANTITANK;
            case "engineer" -> ENGINEER;
            case "artillery" -> ARTILLERY;
            case "recon" -> RECON;
            default -> throw new IllegalArgumentException("'" + text + "' is not a unit type (infantry, mech-infantry, armor, antitank, engineer, artillery, recon)");
        };
    }
}
