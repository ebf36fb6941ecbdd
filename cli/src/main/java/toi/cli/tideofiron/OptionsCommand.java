package toi.cli.tideofiron;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;
import toi.cli.Errors;
import toi.content.OptionCatalog;

/** {@code ./toi options}: the optional rules a game may switch on, one line each. */
@Command(name = "options", mixinStandardHelpOptions = true, description = {"List the optional rules a game may switch on (scenario",
        "\"options\", --option NAME for play, simulate and rules attack, the browser lobby): one line each.",
        "./toi options iron-tide lists Iron Tide's (./toi play iron-tide-demo --option NAME)."})
final class OptionsCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;
    @picocli.CommandLine.Parameters(index = "0", arity = "0..1", paramLabel = "GAME", description = "iron-tide: Iron Tide's optional rules")
    String game;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        if (game != null) {
            if (!game.equals("iron-tide")) {
                throw new Errors.UserError("options " + game + ": name no game for Tide of Iron's optional rules, or iron-tide for Iron Tide's");
            }
            for (toi.irontide.data.GameOption o : toi.irontide.data.GameOption.values()) { // ./toi play iron-tide-demo --option NAME
                out.println(o.id() + " — " + o.heading() + ": " + o.summary());
            }
            return 0;
        }
        for (OptionCatalog.Entry e : OptionCatalog.load().entries()) {
            out.println(e.id() + " — " + e.book() + " · " + e.heading() + ": " + e.summary());
        }
        return 0;
    }
}
