package toi.content;

import java.util.Map;
import toi.engine.scenario.Forces;
import toi.engine.map.DeploymentZone;
import toi.engine.map.MarkerType;
import toi.engine.hex.Hex;
import toi.engine.units.Position;
import toi.engine.units.Unit;
import toi.json.Node;

/** What a scenario's forces and markers must satisfy against its map and the rules, beyond each field's own form. */
final class ForcesCheck {
    private ForcesCheck() {
    }

    /**
     * 000 · BUILDING SQUADS: "Each of the four holes in his allotted squad bases must be filled" — each pool's figures fill
     * its bases exactly; and each side (division) with squads or vehicles has a deployment zone that takes them.
     */
    static void check(Node forcesNode, Map<String, Forces> forces, Position position, Catalogs catalogs) {
        ContentProblems.Collector problems = new ContentProblems.Collector();
        for (var side : forces.entrySet()) {
            for (var pool : side.getValue().pools().entrySet()) {
                String division = pool.getKey();
                Node at = division == null ? forcesNode.get(side.getKey()) : forcesNode.get(side.getKey()).get("divisions").get(division);
                problems.run(() -> checkPool(at, side.getKey(), division, pool.getValue(), position, catalogs));
            }
        }
        for (DeploymentZone z : position.board().deploymentZones()) {
            Forces f = forces.get(z.nation());
            if (z.division() != null && f != null && !f.divisions().isEmpty() && !f.divisions().containsKey(z.division())) {
                problems.add(forcesNode.get(z.nation()), "the map has a deployment zone for division '" + z.division()
                        + "', not one of " + z.nation() + "'s divisions " + f.divisions().keySet());
            }
        }
        problems.throwIfAny();
    }

    private static void checkPool(Node at, String side, String division, Forces pool, Position position, Catalogs catalogs) {
        int slots = 0;
        for (var e : pool.figures().entrySet()) {
            slots += e.getValue() * catalogs.units().find(e.getKey()).orElseThrow().slots();
        }
        if (slots != Unit.SQUAD_SLOTS * pool.squadBases()) {
            throw at.error(slots + " holes' worth of figures for " + pool.squadBases() + " squad base" + (pool.squadBases() == 1 ? "" : "s")
                    + " (" + Unit.SQUAD_SLOTS * pool.squadBases() + " holes): each of the four holes in a squad base must be filled, and"
                    + " every figure needs a hole (000 · BUILDING SQUADS; a machine gun or mortar crew takes two)");
        }
        String who = side + (division == null ? "" : " division " + division);
        if (pool.squadBases() > 0 && !zone(position, side, division, false)) {
            throw at.error("the map has no deployment zone where " + who + " may place squads (000 · GAME SETUP step 6)");
        }
        if (!pool.vehicles().isEmpty() && !zone(position, side, division, true)) {
            throw at.error("the map has no deployment zone where " + who + " may place vehicles (000 · GAME SETUP step 6)");
        }
    }

    private static boolean zone(Position position, String side, String division, boolean vehicles) {
        for (DeploymentZone z : position.board().deploymentZones()) {
            if (z.takes(side, division, vehicles)) {
                return true;
            }
        }
        return false;
    }

    /**
     * 002 · Scenario Details ("TERRAIN FEATURES: 4 Razor Wire, 4 Tank Traps, 2 Entrenchments, 1 Pillbox"): the scenario's
     * counters of each kind are exactly those on its map plus those its sides place during setup.
     */
    static void checkMarkers(Node markers, Map<String, Forces> forces, Position position) {
        if (markers == null) {
            return;
        }
        ContentProblems.Collector problems = new ContentProblems.Collector();
        markers.json.fieldNames().forEachRemaining(id -> problems.run(() -> {
            MarkerType type = position.board().catalog().marker(id).orElseThrow(() -> markers.get(id).error(
                    "unknown marker '" + id + "' (terrain.json markers)"));
            int wanted = markers.get(id).integer(1, 99);
            int onMap = 0;
            for (Hex h : position.board().hexes()) {
                onMap += (int) position.board().markers(h).stream().filter(m -> m.id().equals(type.id())).count();
            }
            int placed = 0;
            for (Forces f : forces.values()) {
                placed += f.markers().getOrDefault(id, 0);
            }
            if (onMap + placed != wanted) {
                throw markers.get(id).error("the scenario calls for " + wanted + " " + type.name().toLowerCase() + " marker"
                        + (wanted == 1 ? "" : "s") + ", but its map has " + onMap + " and its sides place " + placed);
            }
        }));
        problems.throwIfAny();
    }
}
