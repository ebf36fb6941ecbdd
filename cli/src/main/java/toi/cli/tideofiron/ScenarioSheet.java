package toi.cli.tideofiron;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import toi.engine.scenario.Forces;
import toi.engine.scenario.GameSetup;
import toi.engine.scenario.Reinforcement;
import toi.engine.scenario.ScoringRule;
import toi.engine.scenario.SpecialRules;
import toi.engine.scenario.VictoryCondition;
import toi.engine.units.Unit;

/** {@code ./toi scenarios ID}: one scenario as a player reads it — the guide's two pages, from the file the engine plays. */
final class ScenarioSheet {
    private ScenarioSheet() {
    }

    static void print(Path file, GameSetup g, PrintWriter out) throws IOException {
        JsonNode json = new ObjectMapper().readTree(file.toFile());
        out.println(g.name() + " — " + json.path("source").asText(file.toString()));
        text(out, "Background", json.path("background").asText(""));
        text(out, "Objective", json.path("objective").asText(""));
        out.printf("Rounds %d · initiative %s · actions %s · starting command %s%n", g.rounds(), g.initiative(),
                perSide(g, g.actionsPerTurn()), perSide(g, g.startingCommand()));
        if (!g.options().isEmpty()) {
            out.println("Optional rules: " + g.options() + " (./toi options)");
        }
        out.printf("Map: %s, %d×%d hexes%n", g.position().board().name(), g.position().board().columns(), g.position().board().rows());
        board(out, json, file, g);
        for (String n : g.nations()) {
            Forces f = g.forces().get(n);
            if (f == null) {
                continue;
            }
            out.println(n + " forces");
            f.pools().forEach((division, pool) -> {
                List<String> parts = new ArrayList<>();
                parts.add(pool.squadBases() + " squad base" + (pool.squadBases() == 1 ? "" : "s"));
                pool.figures().entrySet().stream().sorted(Map.Entry.comparingByKey())
                        .forEach(e -> parts.add(e.getValue() + " " + e.getKey()));
                Map<String, Integer> vehicles = new java.util.LinkedHashMap<>();
                pool.vehicles().forEach(v -> vehicles.merge(v, 1, Integer::sum));
                vehicles.forEach((v, k) -> parts.add(k + " " + v));
                if (!pool.tokens().isEmpty()) {
                    parts.add("tokens " + new java.util.TreeMap<>(pool.tokens()));
                }
                if (!pool.tokenGroups().isEmpty()) {
                    parts.add("token groups " + pool.tokenGroups() + " (each group's kind chosen in setup, docs/rulings.md R-SCN-7)");
                }
                out.println("  " + (division == null ? "" : "division " + division + ": ") + String.join("; ", parts));
            });
            if (!f.markers().isEmpty()) {
                out.println("  places in its zone: " + f.markers());
            }
            GameSetup.Cards c = g.cards();
            if (c.decks().containsKey(n)) {
                out.println("  Strategy decks " + c.decks().get(n) + ", " + c.startingDraws().getOrDefault(n, 0) + " starting cards"
                        + (c.startInPlay().getOrDefault(n, List.of()).isEmpty() ? "" : ", in play " + c.startInPlay().get(n))
                        + (c.removed().getOrDefault(n, List.of()).isEmpty() ? "" : ", removed " + c.removed().get(n))
                        + (c.startingDrawToPlay().containsKey(n) ? ", one starting card from " + c.startingDrawToPlay().get(n) + " to the play area" : ""));
            }
            if (!c.operations().getOrDefault(n, List.of()).isEmpty()) {
                out.println("  Operations " + c.operations().get(n).stream()
                        .map(o -> o.name() + (o.params().isEmpty() ? "" : " " + new java.util.TreeMap<>(o.params()))).toList());
            }
        }
        for (Reinforcement r : g.reinforcements()) {
            out.println("Reinforcements, round " + r.round() + " Status Phase, " + r.nation() + ": "
                    + r.units().stream().map(ScenarioSheet::unit).toList());
        }
        for (VictoryCondition v : g.victory()) {
            out.println("Victory: " + v.side() + " wins " + when(v) + " " + test(v, g) + (v.level().equals("victory") ? "" : " (" + v.level() + ")"));
        }
        if (g.victory().isEmpty()) {
            out.println("Victory: the most victory points at the end (000 · WINNING THE GAME)");
        }
        for (ScoringRule r : g.scoring()) {
            out.println("Points: " + r.side() + " " + r.vp() + " VP per " + r.kind().name().toLowerCase().replace('_', ' ')
                    + (r.units().isEmpty() ? "" : " " + r.units()) + (r.hexes().isEmpty() ? "" : " " + r.hexes())
                    + (r.fromRound() == 1 && r.toRound() == g.rounds() ? "" : ", rounds " + r.fromRound() + "–" + r.toRound()));
        }
        SpecialRules s = g.special();
        s.drawsPerStatusPhase().forEach((n, k) -> out.println("Special: " + n + " draws " + k + " Strategy cards each Status Phase"));
        s.frozen().forEach(f -> out.println("Special: " + f.side() + " " + f.units() + " may not move until round " + f.untilRound()));
        s.removals().forEach(r -> out.println("Special: " + r.side() + "'s " + r.operationsId() + " leaves after round " + r.afterRound()));
        s.retrieves().forEach(r -> out.println("Special: " + r.side() + " may buy back " + r.cardId() + " for " + r.cost() + " command"));
        s.deckSwaps().forEach(w -> out.println("Special: " + w.side() + " swaps " + w.from() + " for " + w.to() + " when controlling any of "
                + w.hexes()));
        if (json.path("special").path("strongPillboxes").asBoolean(false)) {
            out.println("Special: strong pillboxes — Concussive Firepower gives tanks firing at them its range bonus only");
        }
        if (s.setsUpFirst() != null) {
            out.println("Special: " + s.setsUpFirst() + " sets up first");
        }
        text(out, "Notes", json.path("notes").asText(""));
    }

    /** What the map holds for the scenario: the stream, markers, objectives, zones, R hexes, exits and marked hexes. */
    private static void board(PrintWriter out, JsonNode json, Path file, GameSetup g) throws IOException {
        toi.engine.map.Board b = g.position().board();
        JsonNode map = json.path("position").path("map");
        if (map.isTextual()) {
            Path mapFile = file.resolveSibling(map.asText());
            if (java.nio.file.Files.isRegularFile(mapFile)) {
                String depth = new ObjectMapper().readTree(mapFile.toFile()).path("streamDepth").asText("");
                if (!depth.isEmpty()) {
                    out.println("Streams: " + depth);
                }
            }
        }
        if (json.has("markers")) {
            out.println("Scenario markers: " + new ObjectMapper().convertValue(json.get("markers"), java.util.TreeMap.class));
        }
        Map<String, List<toi.engine.hex.Hex>> onMap = new java.util.TreeMap<>();
        for (toi.engine.hex.Hex h : b.hexes()) {
            b.markers(h).forEach(m -> onMap.computeIfAbsent(m.id(), k -> new ArrayList<>()).add(h));
        }
        onMap.forEach((m, hexes) -> out.println("  on the map: " + hexes.size() + " " + m + " " + hexList(hexes)));
        for (toi.engine.map.Objective o : b.objectives()) {
            out.println("Objective " + o.hex() + ": " + o.kind().name().toLowerCase() + " " + o.value()
                    + (o.nation() == null ? "" : " (" + o.nation() + ")") + (o.label() == null || o.label().isEmpty() ? "" : " — " + o.label()));
        }
        for (toi.engine.map.DeploymentZone z : b.deploymentZones()) {
            out.println("Deployment zone " + z.nation() + (z.division() == null ? "" : " division " + z.division())
                    + (z.units() == null || z.units().equals("all") ? "" : " (" + z.units() + ")") + ": " + z.hexes().size() + " hexes "
                    + hexList(new ArrayList<>(z.hexes())));
        }
        perNation(out, "R hexes", b.reinforcementHexes());
        perNation(out, "Exit hexes", b.exitHexes());
        b.highlights().forEach((label, hexes) -> out.println(label + ": " + hexList(hexes)));
    }

    private static void perNation(PrintWriter out, String label, List<toi.engine.map.NationHex> hexes) {
        Map<String, List<toi.engine.hex.Hex>> by = new java.util.TreeMap<>();
        hexes.forEach(h -> by.computeIfAbsent(h.nation() == null ? "any side" : h.nation(), k -> new ArrayList<>()).add(h.hex()));
        by.forEach((n, hs) -> out.println(label + " " + n + ": " + hexList(hs)));
    }

    /** Hexes as runs down each column ("B4–B6, B13–B15"), neighbouring columns with the same run as a block ("B2–N17 block"). */
    static String hexList(List<toi.engine.hex.Hex> hexes) {
        List<toi.engine.hex.Hex> sorted = new ArrayList<>(hexes);
        java.util.Collections.sort(sorted); // by column, then row
        List<toi.engine.hex.Hex[]> runs = new ArrayList<>();
        for (int i = 0; i < sorted.size(); ) {
            int j = i;
            while (j + 1 < sorted.size() && sorted.get(j + 1).q() == sorted.get(i).q()
                    && toi.engine.hex.HexLabels.row(sorted.get(j + 1)) == toi.engine.hex.HexLabels.row(sorted.get(j)) + 1) {
                j++;
            }
            runs.add(new toi.engine.hex.Hex[] {sorted.get(i), sorted.get(j)});
            i = j + 1;
        }
        List<String> out = new ArrayList<>();
        for (int i = 0; i < runs.size(); ) {
            int j = i; // a block: the next column holds exactly the same rows
            while (j + 1 < runs.size() && runs.get(j + 1)[0].q() == runs.get(j)[0].q() + 1
                    && sameRows(runs.get(j + 1), runs.get(i)) && (j + 2 >= runs.size() || runs.get(j + 2)[0].q() != runs.get(j + 1)[0].q())
                    && (j > i || i + 1 >= runs.size() || runs.get(i + 1)[0].q() != runs.get(i)[0].q())) {
                j++;
            }
            toi.engine.hex.Hex a = runs.get(i)[0];
            toi.engine.hex.Hex b = runs.get(j)[1];
            out.add(j > i ? a + "–" + b + " block" : a.equals(b) ? a.toString() : a + "–" + b);
            i = j + 1;
        }
        return String.join(", ", out);
    }

    private static boolean sameRows(toi.engine.hex.Hex[] x, toi.engine.hex.Hex[] y) {
        return toi.engine.hex.HexLabels.row(x[0]) == toi.engine.hex.HexLabels.row(y[0])
                && toi.engine.hex.HexLabels.row(x[1]) == toi.engine.hex.HexLabels.row(y[1]);
    }

    private static void text(PrintWriter out, String label, String text) {
        if (!text.isEmpty()) {
            out.println(label + ": " + text);
        }
    }

    private static String perSide(GameSetup g, Map<String, Integer> m) {
        List<String> parts = new ArrayList<>();
        g.nations().forEach(n -> parts.add(n + " " + m.getOrDefault(n, 0)));
        return String.join(", ", parts);
    }

    private static String unit(Unit u) {
        return u.id() + " (" + String.join(" ", u.figures().stream().map(t -> t.id()).toList()) + ")";
    }

    private static String when(VictoryCondition v) {
        return switch (v.when()) {
            case IMMEDIATE -> "as soon as";
            case END_OF_ROUND -> "at the end of any round" + (v.fromRound() > 1 ? " from round " + v.fromRound() : "") + " if";
            case END_OF_GAME -> "at the end of the game if";
        };
    }

    private static String test(VictoryCondition v, GameSetup g) {
        VictoryCondition.Test t = v.test();
        if (t instanceof VictoryCondition.Test.Control c) {
            return "it controls " + (c.count() == c.hexes().size() ? "" : c.count() + " of ") + toi.engine.event.GameWords.list(c.hexes());
        }
        if (t instanceof VictoryCondition.Test.UnitsIn u) {
            return "it has units in " + u.count() + " of " + u.hexes();
        }
        if (t instanceof VictoryCondition.Test.Buildings b) {
            return "it controls " + b.count() + " buildings";
        }
        if (t instanceof VictoryCondition.Test.MostPoints) {
            return "it has the most victory points";
        }
        if (t instanceof VictoryCondition.Test.OpponentExitsBelow x) {
            String other = g.nations().get(0).equals(v.side()) ? g.nations().get(1) : g.nations().get(0);
            return other + " has exited fewer than " + x.vp() + " VP of units" + (x.unitsVp() > 0 ? " or fewer than " + x.unitsVp()
                    + " from " + x.units() : "");
        }
        return "nothing else decides the game";
    }
}
