package toi.cli;

import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code ./toi} — the Tide of Iron rules engine on the command line. */
@Command(name = "toi", mixinStandardHelpOptions = true, version = "toi 0.1.0",
        description = "Tide of Iron rules engine: check line of sight, range and movement on a map, draw a board.",
        subcommands = {ServeCommand.class, ValidateCommand.class, SimulateCommand.class, TournamentCommand.class, PlayCommand.class})
public final class Main implements Runnable {

    @picocli.CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    public static void main(String[] args) {
        System.exit(run(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true)));
    }

    /** Runs a command line; returns the exit code. Errors are printed as one clear line, never a stack trace. */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        CommandLine cli = commandLine();
        cli.setOut(out);
        cli.setErr(err);
        cli.setParameterExceptionHandler((ex, args1) -> { // a mistyped command line: one line, with where to look
            ex.getCommandLine().getErr().println("error: " + ex.getMessage() + " (see: " + ex.getCommandLine().getCommandSpec().qualifiedName()
                    + " --help)");
            return 2;
        });
        cli.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
            commandLine.getErr().println("error: " + Errors.describe(ex));
            return 2;
        });
        try {
            toi.ai.SearchAi.Tuning.fromSystem(); // the experimenters' -Dtoi.search.* settings, read before anything plays
        } catch (IllegalArgumentException e) {
            err.println("error: " + e.getMessage());
            return 2;
        }
        return cli.execute(args);
    }

    /** {@code ./toi}'s commands: the shared ones, each registered game's own tools ({@link Presenter#commands()}), then help. */
    static CommandLine commandLine() {
        CommandLine cli = new CommandLine(new Main());
        for (Presenter game : Presenters.all()) {
            game.commands().forEach(cli::addSubcommand);
        }
        cli.addSubcommand(new CommandLine.HelpCommand());
        return cli;
    }

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
