package toi.irontide.match;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import toi.irontide.data.GameOption;
import toi.irontide.data.Scenario;
import toi.irontide.game.Game;
import toi.irontide.load.ScenarioLoader;
import toi.protocol.Match;
import toi.protocol.OptionSummary;
import toi.protocol.Ruleset;
import toi.protocol.ScenarioSummary;

/**
 * Iron Tide as the shared path sees it (registered in META-INF/services): the scenarios the Iron Tide loader offers —
 * the shipped demonstration set ({@code iron-tide-demo}, "DEMO — not the published game"), or an owner's scenario
 * folder named by its path — and the optional rules of {@link GameOption} (§17.4 Army Command, the publisher's errata
 * IT 14 on §13.1 demolition).
 */
public final class IronTideRuleset implements Ruleset {
    public static final String ID = "iron-tide";
    private static volatile Scenario demo;

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return "Iron Tide: Panzers in the Ardennes";
    }

    /** The shipped demonstration set, read once. */
    public static Scenario demo() {
        Scenario d = demo;
        if (d == null) {
            demo = d = ScenarioLoader.demo();
        }
        return d;
    }

    @Override
    public List<ScenarioSummary> scenarios() {
        Scenario d = demo();
        return List.of(new ScenarioSummary(ScenarioLoader.DEMO_ID, d.banner(), IronTideMatch.SEATS, d.turns().size() + " turns",
                "§19.0 · the German offensive in the Ardennes, " + d.turns().get(0).id() + " to " + d.turns().get(d.turns().size() - 1).id()
                        + (d.demo() ? " — " + Scenario.DEMO_LABEL + ": invented map, tables and counters" : "")));
    }

    @Override
    public List<OptionSummary> options() {
        List<OptionSummary> out = new ArrayList<>();
        for (GameOption o : GameOption.values()) {
            out.add(new OptionSummary(o.id(), o.label(), o.heading()));
        }
        return out;
    }

    /** The scenario: the demo by its id, or an owner's folder by its path (ScenarioLoader checks every entry). */
    public static Scenario scenario(String id) {
        if (ScenarioLoader.DEMO_ID.equals(id)) {
            return demo();
        }
        if (id != null && Files.isDirectory(Path.of(id)) && Files.isRegularFile(Path.of(id, "scenario.json"))) {
            return ScenarioLoader.load(Path.of(id));
        }
        throw new IllegalArgumentException("Iron Tide has no scenario '" + id + "'; known: [" + ScenarioLoader.DEMO_ID
                + "] or an owner's scenario folder (docs/iron-tide.md)");
    }

    @Override
    public Match start(String scenario, Set<String> options, long seed) {
        Set<GameOption> chosen = EnumSet.noneOf(GameOption.class);
        chosen.addAll(GameOption.parseAll(List.copyOf(options)));
        return new IronTideMatch(scenario, chosen, Game.start(scenario(scenario), seed, chosen));
    }
}
