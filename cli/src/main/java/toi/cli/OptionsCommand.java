package toi.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;
import toi.content.OptionCatalog;

/** {@code ./toi options}: the optional rules a game may switch on, one line each. */
@Command(name = "options", mixinStandardHelpOptions = true, description = {"List the optional rules a game may switch on (scenario",
        "\"options\", --option NAME for play, simulate and rules attack, the browser lobby): one line each."})
final class OptionsCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        for (OptionCatalog.Entry e : OptionCatalog.load().entries()) {
            out.println(e.id() + " — " + e.book() + " · " + e.heading() + ": " + e.summary());
        }
        out.println();
        out.println("Iron Tide (./toi play iron-tide-demo --option NAME):");
        for (toi.irontide.data.GameOption o : toi.irontide.data.GameOption.values()) {
            out.println(o.id() + " — " + o.heading() + ": " + o.summary());
        }
        return 0;
    }
}
