package toi.cli.tideofiron;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;
import toi.cli.Errors;
import toi.cli.Inputs;
import toi.engine.units.Position;

@Command(name = "render", mixinStandardHelpOptions = true, description = "Draw a map or position as an SVG picture: the board as the browser draws it, with a legend and a roster.")
final class RenderCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;
    @Parameters(index = "0", paramLabel = "FILE", description = "map or position file")
    Path file;
    @Option(names = "--svg", paramLabel = "OUT.svg", required = true, description = "where to write the SVG")
    Path svg;

    @Override
    public Integer call() throws IOException {
        Position position = Positions.load(file);
        String text = BoardPicture.render(position);
        Path parent = svg.toAbsolutePath().getParent();
        if (parent != null && !Files.isDirectory(parent)) {
            throw new Errors.UserError("cannot write " + svg + ": folder " + parent + " does not exist");
        }
        Files.writeString(svg, text, StandardCharsets.UTF_8);
        spec.commandLine().getOut().println("wrote " + svg + " (" + position.board().name() + ", "
                + position.units().size() + " units)");
        return 0;
    }
}
