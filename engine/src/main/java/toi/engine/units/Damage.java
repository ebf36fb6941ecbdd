package toi.engine.units;

/**
 * 000 · VEHICLE DAMAGE; 002 adds the immobile token, "a special type of damage token"
 * (docs/rulings.md R-DMG-1: it stands where a lightly damaged token would on the damage track).
 */
public enum Damage {
    NONE, LIGHT, IMMOBILE, HEAVY;

    public String word() {
        return switch (this) {
            case NONE -> "undamaged";
            case LIGHT -> "lightly damaged";
            case IMMOBILE -> "immobile";
            case HEAVY -> "heavily damaged";
        };
    }
}
