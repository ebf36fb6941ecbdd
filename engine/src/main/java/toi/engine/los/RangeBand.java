package toi.engine.los;

/** 000 · DETERMINING RANGE: the range types that set the black die's hit number. */
public enum RangeBand {
    CLOSE, NORMAL, LONG, OUT_OF_RANGE;

    public String word() {
        return switch (this) {
            case CLOSE -> "close range";
            case NORMAL -> "normal range";
            case LONG -> "long range";
            case OUT_OF_RANGE -> "out of range";
        };
    }
}
