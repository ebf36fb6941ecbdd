package toi.cli;

import toi.content.ContentException;

/** Turns failures into one line a player can act on. */
public final class Errors {
    private Errors() {
    }

    static String describe(Throwable ex) {
        if (ex instanceof ContentException || ex instanceof toi.irontide.load.DataException || ex instanceof IllegalArgumentException || ex instanceof UserError) { // incl. IllegalAttack
            return ex.getMessage();
        }
        if (ex instanceof java.io.IOException) {
            return "cannot read or write a file: " + ex.getMessage();
        }
        return "unexpected " + ex.getClass().getSimpleName() + (ex.getMessage() == null ? "" : ": " + ex.getMessage())
                + " (this is a bug in toi; please report it with the command you ran)";
    }

    /** A mistake in what the user asked for (unknown unit, missing option). */
    public static final class UserError extends RuntimeException {
        public UserError(String message) {
            super(message);
        }
    }
}
