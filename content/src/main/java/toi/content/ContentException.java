package toi.content;

/**
 * A content file that cannot be used. The message names the file, the place in it (field path
 * or hex) and what is wrong, e.g. {@code maps/farm.json: grid row 3 (hex D3): unknown terrain symbol 'x'}.
 */
public class ContentException extends RuntimeException {
    private final String file;
    private final String where;
    private final String problem;

    public ContentException(String file, String where, String problem) {
        super(file + ": " + (where == null || where.isEmpty() ? "" : where + ": ") + problem);
        this.file = file;
        this.where = where;
        this.problem = problem;
    }

    public String file() {
        return file;
    }

    public String where() {
        return where;
    }

    public String problem() {
        return problem;
    }
}
