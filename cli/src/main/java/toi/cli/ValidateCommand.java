package toi.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "validate", mixinStandardHelpOptions = true, description = "Check map, position and scenario (game setup) files against the rules; report every"
        + " problem found.")
final class ValidateCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "map, position or scenario files (JSON); an Iron Tide scenario folder or iron-tide-demo")
    List<Path> files;

    /** Each FILE checked by the game that reads it ({@link Presenters#validating}): its "ok", "warn" and "error" lines. */
    @Override
    public Integer call() {
        int bad = 0;
        for (Path given : files) {
            try {
                if (!Presenters.validating(given).validate(given, spec.commandLine().getOut())) {
                    bad++;
                }
            } catch (RuntimeException e) {
                if (!(Presenters.explains(e) || e instanceof IllegalArgumentException || e instanceof Errors.UserError)) {
                    throw e;
                }
                bad++;
                spec.commandLine().getOut().println("error " + e.getMessage());
            }
        }
        return bad == 0 ? 0 : 1;
    }
}
