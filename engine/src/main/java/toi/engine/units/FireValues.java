package toi.engine.units;

/** A range value and a firepower value from the player reference sheet. */
public record FireValues(int range, int firepower) {
    public static final FireValues NONE = new FireValues(0, 0);

    public boolean canAttack() {
        return range > 0 && firepower > 0;
    }
}
