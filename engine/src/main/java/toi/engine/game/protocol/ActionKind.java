package toi.engine.game.protocol;

/** 000 · THE ACTION PHASE: the actions a player may take (the ones this engine offers so far). */
public enum ActionKind {
    ADVANCE("advance"),
    CONCENTRATED_FIRE("concentrated-fire"),
    PREPARE_OP_FIRE("prepare-op-fire"),
    FIRE_AND_MOVEMENT("fire-and-movement"),
    FATIGUE("fatigue"),
    ASSAULT("assault"),
    /** 000 · Engineer: Dig Entrenchment (the squad stays outside the new entrenchment). */
    DIG_ENTRENCHMENT("dig-entrenchment"),
    /** 002 · Dig Entrenchment: "The squad may enter the entrenchment as part of this action." */
    DIG_AND_ENTER("dig-and-enter"),
    /** 000 · Medic: Heal a weakened squad in the same hex (names the squad). */
    HEAL("heal"),
    /** 002 · Mounted Units: dismount by fatiguing the squad. */
    DISMOUNT("dismount"),
    /** 000 · Activate Strategy Card (the unit id field names the card). */
    ACTIVATE_CARD("activate-card"),
    /** 000 · Establish Contact: "Once during every subsequent round, as an action, the player may again seek to establish contact". */
    RETRY_CONTACT("retry-contact"),
    /** A scenario special rule: buy back a discarded Strategy card in the Command Phase (the unit id field names the card). */
    RETRIEVE_CARD("retrieve-card"),
    /**
     * 003 · Optional Vehicular Transport Rules: an equipment unit is loaded into a transport in its hex by a fresh friendly
     * squad there, which spends all its movement points ({@code act load-equipment GUN into V squad S}).
     */
    LOAD_EQUIPMENT("load-equipment"),
    /** As {@link #LOAD_EQUIPMENT}, the squad entering the vehicle at the same time ("may enter the vehicle at the same time"). */
    LOAD_EQUIPMENT_ABOARD("load-equipment-aboard"),
    /** 003 · Optional Vehicular Transport Rules: an equipment unit exits its vehicle with a fresh friendly squad in the hex. */
    UNLOAD_EQUIPMENT("unload-equipment");

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
