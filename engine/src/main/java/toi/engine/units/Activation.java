package toi.engine.units;

/** 000 · THE LANGUAGE OF TIDE OF IRON: fresh, or activated (fatigued, or in Op Fire mode). */
public enum Activation {
    FRESH, FATIGUED, OP_FIRE;

    public String word() {
        return this == OP_FIRE ? "in op fire mode" : name().toLowerCase();
    }
}
