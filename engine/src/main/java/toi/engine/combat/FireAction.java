package toi.engine.combat;

/** The action (or reaction) an attack is made in; it decides who may support and what is halved. */
public enum FireAction {
    /** 000 · Concentrated Fire: the active unit attacks; fresh units may support. */
    CONCENTRATED_FIRE("concentrated-fire"),
    /** 000 · Fire and Movement: firepower halved, no long range, no support. */
    FIRE_AND_MOVEMENT("fire-and-movement"),
    /** 000 · OPPORTUNITY FIRE: a unit in Op Fire mode leads, others in Op Fire mode may support. */
    OP_FIRE("op-fire");

    private final String id;

    FireAction(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    public static FireAction parse(String text) {
        for (FireAction a : values()) {
            if (a.id.equals(text)) {
                return a;
            }
        }
        throw new IllegalArgumentException("'" + text + "' is not an attack action (concentrated-fire, fire-and-movement, op-fire; assaults: --assault)");
    }
}
