package toi.engine.game.protocol;

/** A choice the rules forbid now; the message names the rule. The game is unchanged. */
public class IllegalChoice extends IllegalArgumentException {
    public IllegalChoice(String message) {
        super(message);
    }
}
