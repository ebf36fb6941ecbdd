package toi.engine.map;

/** A board or marker placement that the rules forbid; the message names the hex and the rule. */
public class BoardException extends IllegalArgumentException {
    public BoardException(String message) {
        super(message);
    }
}
