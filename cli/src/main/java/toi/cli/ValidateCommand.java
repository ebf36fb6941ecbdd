package toi.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;
import toi.content.ContentException;
import toi.engine.units.Position;

@Command(name = "validate", description = "Check map and position files against the rules; report every problem found.")
final class ValidateCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "map or position files (JSON)")
    List<Path> files;

    @Override
    public Integer call() {
        int bad = 0;
        for (Path file : files) {
            try {
                Position p = Inputs.load(file);
                spec.commandLine().getOut().printf("ok    %s: %s, %d×%d hexes, %d unit%s%n", file, p.name(),
                        p.board().columns(), p.board().rows(), p.units().size(), p.units().size() == 1 ? "" : "s");
            } catch (ContentException | IllegalArgumentException | Errors.UserError e) {
                bad++;
                spec.commandLine().getOut().println("error " + e.getMessage());
            }
        }
        return bad == 0 ? 0 : 1;
    }
}
