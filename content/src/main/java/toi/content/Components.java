package toi.content;

import toi.engine.scenario.ComponentLimits;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import toi.engine.scenario.Forces;
import toi.engine.scenario.GameSetup;
import toi.engine.scenario.Reinforcement;
import toi.engine.hex.Hex;
import toi.engine.map.MarkerType;
import toi.engine.units.Unit;
import toi.engine.units.UnitType;
import toi.json.Node;

/**
 * 002 · COMPONENTS: what the box holds (`components.json`). A scenario that needs more figures, vehicles, squad
 * bases, markers or tokens than that gets a warning from {@code ./toi validate}, not an error: the guide's own
 * Stavelot Express calls for six GMC trucks where the box has four.
 */
public final class Components {
    static final String FILE = "components.json";

    private Components() {
    }

    /** What the scenario needs beyond the box, one line each (empty when it fits). */
    public static List<String> beyondTheBox(GameSetup setup) {
        String text = Catalogs.optionalResource(FILE);
        if (text == null) {
            return List.of();
        }
        Node root = Node.parse(FILE, text, ContentException::new).allowOnly("figures", "squadBasesPerDivision", "markers", "tokens", "concealedPerNation");
        List<String> out = new ArrayList<>();
        Map<String, Integer> figures = new TreeMap<>();
        Map<String, Integer> tokens = new TreeMap<>();
        Map<String, Integer> markers = new TreeMap<>();
        Map<String, Integer> bases = new TreeMap<>();
        int perDivision = root.get("squadBasesPerDivision").integer(0, 99);
        for (var side : setup.forces().entrySet()) {
            for (var pool : side.getValue().pools().entrySet()) {
                Forces f = pool.getValue();
                f.figures().forEach((id, n) -> figures.merge(id, n, Integer::sum));
                f.vehicles().forEach(id -> figures.merge(id, 1, Integer::sum));
                f.tokens().forEach((id, n) -> tokens.merge(id.equals(Forces.CONCEALED) ? side.getKey() + " concealed" : id, n, Integer::sum));
                bases.merge(side.getKey(), f.squadBases(), Integer::sum);
                if (pool.getKey() != null && f.squadBases() > perDivision) {
                    out.add(side.getKey() + " division " + pool.getKey() + " needs " + f.squadBases() + " squad bases; the box has "
                            + perDivision + " of each shade (002 · COMPONENTS)");
                }
            }
            side.getValue().markers().forEach((id, n) -> markers.merge(id, n, Integer::sum));
        }
        List<Unit> others = new ArrayList<>(setup.position().units());
        for (Reinforcement r : setup.reinforcements()) {
            others.addAll(r.units());
        }
        for (Unit u : others) {
            u.figures().forEach(t -> figures.merge(t.id(), 1, Integer::sum));
            if (u.isSquad()) {
                bases.merge(u.nation(), 1, Integer::sum);
            }
        }
        for (Hex h : setup.position().board().hexes()) {
            for (MarkerType m : setup.position().board().markers(h)) {
                markers.merge(m.id(), 1, Integer::sum);
            }
        }
        Node box = root.get("figures");
        figures.forEach((id, n) -> {
            int have = box.has(id) ? box.get(id).integer(0, 999) : 0;
            if (n > have) {
                String name = setup.catalog() == null ? id : setup.catalog().find(id).map(UnitType::name).orElse(id);
                out.add("needs " + n + " " + name + " (" + id + "); the box has " + have + " (002 · COMPONENTS)");
            }
        });
        bases.forEach((side, n) -> {
            if (n > 2 * perDivision) {
                out.add(side + " needs " + n + " squad bases; the box has " + 2 * perDivision + " (002 · COMPONENTS)");
            }
        });
        for (Node group : root.get("markers").elements()) {
            group.allowOnly("kinds", "count", "what");
            int used = 0;
            for (String kind : group.texts("kinds")) {
                used += markers.getOrDefault(kind, 0);
            }
            int have = group.get("count").integer(0, 999);
            if (used > have) {
                out.add("needs " + used + " " + group.text("what", String.join("/", group.texts("kinds"))) + "; the box has " + have
                        + " (002 · COMPONENTS)");
            }
        }
        Node boxTokens = root.get("tokens");
        tokens.forEach((id, n) -> {
            int have = id.endsWith(" concealed") ? root.get("concealedPerNation").integer(0, 99)
                    : boxTokens.has(id) ? boxTokens.get(id).integer(0, 999) : 0;
            if (n > have) {
                out.add("needs " + n + " '" + id + "' tokens; the box has " + have + " (002 · COMPONENTS)");
            }
        });
        return out;
    }

    /**
     * What the box holds of the pieces play takes from it (000 · COMPONENT LIMITS: figures a medic brings back, markers
     * placed in play); unlimited when the file is absent.
     */
    public static ComponentLimits limits() {
        String text = Catalogs.optionalResource(FILE);
        if (text == null) {
            return ComponentLimits.UNLIMITED;
        }
        Node root = Node.parse(FILE, text, ContentException::new).allowOnly("figures", "squadBasesPerDivision", "markers", "tokens", "concealedPerNation");
        Map<String, Integer> figures = new TreeMap<>();
        Node box = root.get("figures");
        box.json.fieldNames().forEachRemaining(id -> figures.put(id, box.get(id).integer(0, 999)));
        List<ComponentLimits.Markers> markers = new ArrayList<>();
        for (Node group : root.get("markers").elements()) {
            group.allowOnly("kinds", "count", "what");
            markers.add(new ComponentLimits.Markers(group.texts("kinds"), group.get("count").integer(0, 999)));
        }
        return new ComponentLimits(figures, markers);
    }
}
