package toi.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;
import toi.content.Catalogs;
import toi.content.Components;
import toi.content.ContentException;
import toi.content.ContentProblems;
import toi.content.ScenarioLoader;
import toi.engine.scenario.GameSetup;
import toi.engine.units.Position;

@Command(name = "validate", mixinStandardHelpOptions = true, description = "Check map, position and scenario (game setup) files against the rules; report every"
        + " problem found.")
final class ValidateCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "map, position or scenario files (JSON); an Iron Tide scenario folder or iron-tide-demo")
    List<Path> files;

    @Override
    public Integer call() {
        int bad = 0;
        for (Path given : files) {
            Path file = Inputs.resolve(given);
            try {
                if (Presenters.forScenarioOrNull(given) instanceof IronTidePresenter) { // Iron Tide (issue 14): the demo's id or an owner's folder
                    toi.irontide.data.Scenario it = toi.irontide.match.IronTideRuleset.scenario(given.toString());
                    spec.commandLine().getOut().printf("ok    %s: Iron Tide%s, %s, %d×%d hexes, %d units, %d turns (%s to %s)%n", given,
                            it.demo() ? " " + toi.irontide.data.Scenario.DEMO_LABEL : "", it.title(), it.map().columns(), it.map().rows(),
                            it.units().size(), it.turns().size(), it.turns().get(0).id(), it.turns().get(it.turns().size() - 1).id());
                    continue;
                }
                if (Inputs.isScenario(file)) {
                    GameSetup g = ScenarioLoader.load(file, Catalogs.load());
                    StringBuilder cards = new StringBuilder();
                    for (String n : g.nations()) {
                        cards.append("; ").append(n).append(" decks ").append(g.cards().decks().getOrDefault(n, List.of()))
                                .append(", Operations ").append(g.cards().operations().getOrDefault(n, List.of()).stream().map(c -> c.id()).toList());
                    }
                    spec.commandLine().getOut().printf("ok    %s: scenario %s, %s, %d rounds, %d units, %d victory condition%s, %d scoring rule%s%s%n",
                            file, g.name(), String.join(" vs ", g.nations()), g.rounds(), g.position().units().size(), g.victory().size(),
                            g.victory().size() == 1 ? "" : "s", g.scoring().size(), g.scoring().size() == 1 ? "" : "s", cards);
                    for (String w : Components.beyondTheBox(g)) {
                        spec.commandLine().getOut().println("warn  " + file + ": " + w);
                    }
                    continue;
                }
                Position p = Inputs.load(file);
                spec.commandLine().getOut().printf("ok    %s: %s, %d×%d hexes, %d unit%s%n", file, p.name(),
                        p.board().columns(), p.board().rows(), p.units().size(), p.units().size() == 1 ? "" : "s");
            } catch (ContentProblems e) {
                bad++;
                e.problems().forEach(p -> spec.commandLine().getOut().println("error " + p.getMessage()));
            } catch (ContentException | toi.irontide.load.DataException | IllegalArgumentException | Errors.UserError e) {
                bad++;
                spec.commandLine().getOut().println("error " + e.getMessage());
            }
        }
        return bad == 0 ? 0 : 1;
    }
}

