package toi.engine.units;

/** 000 · SQUAD CONDITIONS. */
public enum Condition {
    NONE, PINNED, DISRUPTED;

    public String word() {
        return name().toLowerCase();
    }
}
