package toi.server.irontide;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import toi.irontide.data.GameOption;
import toi.irontide.data.Scenario;
import toi.irontide.flow.Decision;
import toi.irontide.game.Game;
import toi.irontide.game.SideView;
import toi.irontide.load.ScenarioLoader;
import toi.irontide.match.IronTideMatch;
import toi.irontide.match.IronTideRuleset;
import toi.irontide.match.SeatViews;
import toi.protocol.Match;
import toi.protocol.Ruleset;
import toi.server.BoardLayer;
import toi.server.Table;
import toi.server.ToiServer;

/**
 * Iron Tide's board layer at the server (issue 14, docs/server.md · Iron Tide): the demonstration scenario as the lobby
 * shows it, labelled "DEMO — not the published game"; its games' matches ({@link IronTideMatch}, with the optional rules
 * kept in the game's options); its map for the browser's board layer ({@link SeatViews#board}); its computer players
 * ({@code toi.irontide.ai.Players} on the seat's {@link SideView}). Its view is the match's own ({@link SeatViews}: the
 * enemy's chits secret, §9.0; the odds preview of a battle not yet rolled, R-IT-35). No undo yet: every choice counts.
 */
public final class IronTideLayer implements BoardLayer {
    private final IronTideRuleset ruleset = new IronTideRuleset();
    private volatile String mapJson;

    @Override
    public Ruleset ruleset() {
        return ruleset;
    }

    @Override
    public boolean plays(String scenario) {
        return ScenarioLoader.DEMO_ID.equals(scenario); // only the demonstration set is offered (docs/server.md · Iron Tide)
    }

    @Override
    public List<Map<String, Object>> scenarios() {
        Scenario demo = IronTideRuleset.demo();
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("id", ScenarioLoader.DEMO_ID);
        s.put("ruleset", id());
        s.put("game", ruleset.title());
        s.put("name", demo.banner());
        s.put("label", demo.demo() ? Scenario.DEMO_LABEL : null);
        s.put("banner", demo.banner());
        s.put("turns", demo.turns().size());
        s.put("length", demo.turns().size() + " turns");
        s.put("sides", List.of("german", "allied"));
        s.put("divisions", Map.of());
        s.put("background", "The second ruleset on invented demonstration data: map, tables, chits and units are not the published ones.");
        s.put("objective", ruleset.scenarios().get(0).summary());
        return List.of(s);
    }

    @Override
    public List<Map<String, Object>> options() {
        List<Map<String, Object>> out = new ArrayList<>();
        for (GameOption o : GameOption.values()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("id", o.id());
            m.put("ruleset", id());
            m.put("name", o.label().substring(0, o.label().indexOf(':')));
            m.put("heading", o.heading());
            m.put("summary", o.summary());
            out.add(m);
        }
        return out;
    }

    @Override
    public List<String> players() {
        return toi.irontide.ai.Players.NAMES;
    }

    @Override
    public String defaultPlayer() {
        return players().contains("heuristic") ? "heuristic" : players().get(0);
    }

    /** {@code "options"}: Iron Tide's optional rules (§17.4 Army Command, the errata IT 14), kept with the game as {@code "rules"}. */
    @Override
    public NewGame newGame(String scenario, JsonNode body) {
        JsonNode options = body.path("options");
        Set<String> chosen = new TreeSet<>();
        if (!options.isMissingNode() && !options.isNull()) {
            if (!options.isArray()) {
                throw new Table.Refusal(400, "options: a list of Iron Tide's optional rules " + ids() + ", not " + options);
            }
            for (JsonNode o : options) {
                try {
                    chosen.add(GameOption.parse(o.isTextual() ? o.asText() : o.toString()).id());
                } catch (IllegalArgumentException e) {
                    throw new Table.Refusal(400, "options: " + e.getMessage());
                }
            }
        }
        Map<String, Object> stored = new LinkedHashMap<>();
        if (!chosen.isEmpty()) {
            stored.put("rules", List.copyOf(chosen));
        }
        return new NewGame(List.of("german", "allied"), stored);
    }

    private static List<String> ids() {
        return java.util.Arrays.stream(GameOption.values()).map(GameOption::id).toList();
    }

    /** The stored optional rules: {@code "rules"}, or {@code "armyCommand": true} as games stored before issue 28 said it. */
    @Override
    public Match start(String scenario, JsonNode options, long seed) {
        Set<GameOption> chosen = EnumSet.noneOf(GameOption.class);
        options.path("rules").forEach(r -> chosen.add(GameOption.parse(r.asText())));
        if (options.path("armyCommand").asBoolean(false)) {
            chosen.add(GameOption.ARMY_COMMAND);
        }
        return ruleset.start(scenario, chosen.stream().map(GameOption::id).collect(java.util.stream.Collectors.toSet()), seed);
    }

    /** The set-up's events (the scenario's banner, §17.4 in force, the fuel depots placed): numbered first for every seat. */
    @Override
    public List<toi.protocol.GameEvent> opening(Match m) {
        return new ArrayList<>(((IronTideMatch) m).game().state().events); // typed, each seat's redaction their own (§9.0)
    }

    /** No undo for Iron Tide games yet (docs/server.md · Iron Tide): every choice counts. */
    @Override
    public String revealedBetween(Match before, Match after) {
        return "Iron Tide games have no undo yet";
    }

    /**
     * A computer player of {@code toi.irontide.ai.Players}, seeing its side's view ({@link SideView}); a decision of one
     * legal choice is answered with it.
     */
    @Override
    public Computer computer(String name, long seed) {
        return (copy, seat) -> {
            Game g = ((IronTideMatch) copy).game();
            Decision d = g.pending();
            if (d.options().size() == 1) {
                return d.options().get(0);
            }
            String c = toi.irontide.ai.Players.create(name, seed).choose(d, SideView.of(g.state(), d.seat()));
            return c != null && d.options().contains(c) ? c : d.options().get(0); // a player that fails: the game never sticks
        };
    }

    /** The demonstration map (hexes, hexsides, roads, towns, VP exits, entry roads): the same for every game. */
    @Override
    public String mapJson(Table t) {
        String m = mapJson;
        if (m == null) {
            try {
                mapJson = m = ToiServer.mapper().writeValueAsString(SeatViews.board(IronTideRuleset.scenario(t.scenario)));
            } catch (java.io.IOException e) {
                throw new IllegalStateException("cannot write the Iron Tide map: " + e.getMessage(), e);
            }
        }
        return m;
    }
}
