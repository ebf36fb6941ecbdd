package toi.cli;

/** Turns failures into one line a player can act on. */
public final class Errors {
    private Errors() {
    }

    static String describe(Throwable ex) {
        if (Presenters.explains(ex) || ex instanceof IllegalArgumentException || ex instanceof UserError) { // a game's content errors; incl. IllegalAttack
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
