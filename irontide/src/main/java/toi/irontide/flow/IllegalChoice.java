package toi.irontide.flow;

/** A choice refused: the message names the rule that forbids it. Nothing changed. */
public final class IllegalChoice extends RuntimeException {
    public IllegalChoice(String rule) {
        super(rule);
    }
}
