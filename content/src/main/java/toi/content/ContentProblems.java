package toi.content;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import toi.json.Node;

/**
 * Every problem found in one content file, not just the first: parts of a file that do not depend on
 * each other are checked one after another and their complaints collected ({@code ./toi validate}
 * reports them all).
 */
public final class ContentProblems extends ContentException {
    private final List<ContentException> problems;

    private ContentProblems(List<ContentException> problems) {
        super(problems.get(0).file(), problems.get(0).where(), problems.get(0).problem()
                + (problems.size() > 1 ? " (and " + (problems.size() - 1) + " more)" : ""));
        this.problems = List.copyOf(problems);
    }

    /** Each problem on its own ("file: field: problem"). */
    public List<ContentException> problems() {
        return problems;
    }

    /** Collects the problems of independent checks. */
    static final class Collector {
        private final List<ContentException> found = new ArrayList<>();

        /** Runs a check; its problem (if any) is kept and the result is null. */
        <T> T check(Supplier<T> part) {
            try {
                return part.get();
            } catch (ContentProblems e) {
                found.addAll(e.problems());
            } catch (ContentException e) {
                found.add(e);
            }
            return null;
        }

        void run(Runnable part) {
            check(() -> {
                part.run();
                return null;
            });
        }

        void add(ContentException e) {
            found.add(e);
        }

        /** A problem of the value {@code at} (its file and place). */
        void add(Node at, String problem) {
            found.add(new ContentException(at.file, at.path, problem));
        }

        boolean ok() {
            return found.isEmpty();
        }

        /** Throws all the problems found so far, if any. */
        void throwIfAny() {
            if (found.size() == 1) {
                throw found.get(0);
            }
            if (!found.isEmpty()) {
                throw new ContentProblems(found);
            }
        }
    }
}
