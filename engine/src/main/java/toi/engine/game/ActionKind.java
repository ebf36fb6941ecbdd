package toi.engine.game;

/** 000 · THE ACTION PHASE: the actions a player may take (the ones this engine offers so far). */
public enum ActionKind {
    ADVANCE("advance"),
    CONCENTRATED_FIRE("concentrated-fire"),
    PREPARE_OP_FIRE("prepare-op-fire"),
    FIRE_AND_MOVEMENT("fire-and-movement"),
    FATIGUE("fatigue");

    private final String id;

    ActionKind(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    public static ActionKind parse(String text) {
        for (ActionKind k : values()) {
            if (k.id.equals(text)) {
                return k;
            }
        }
        throw new IllegalArgumentException("'" + text + "' is not an action");
    }
}
