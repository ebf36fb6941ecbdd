package toi.engine.combat;

/** 000 · Normal Attacks and Suppressive Attacks. */
public enum AttackType {
    NORMAL, SUPPRESSIVE;

    public String word() {
        return name().toLowerCase();
    }
}
