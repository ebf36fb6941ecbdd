package toi.engine.combat;

/** A reason a unit's firepower is halved (000 · HALVING FIREPOWER), with its rule. */
public record Halving(String what, String rule) {
    @Override
    public String toString() {
        return what + " (" + rule + ")";
    }
}
