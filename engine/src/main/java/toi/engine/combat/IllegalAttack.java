package toi.engine.combat;

/** A proposed attack the rules forbid; the message says which rule, and nothing has changed. */
public class IllegalAttack extends IllegalArgumentException {
    public IllegalAttack(String message) {
        super(message);
    }
}
