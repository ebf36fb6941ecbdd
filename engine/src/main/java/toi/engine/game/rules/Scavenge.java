package toi.engine.game.rules;

import java.util.ArrayList;
import java.util.List;
import toi.engine.event.Event;
import toi.engine.game.state.GameState;
import toi.engine.hex.Hex;
import toi.engine.map.MarkerType;
import toi.engine.units.Unit;

/**
 * 002 · Unarmed Unit: Scavenge: "If at least one squad has this restriction …, do not remove squad bases from the map when
 * squads are eliminated … If a squad with the unarmed restriction is in the same hex as an empty base, it may salvage arms
 * and ammo from the eliminated squad, and this restriction and the empty base are removed. Note: When a unit with the
 * unarmed restriction is eliminated, remove its base from the board … squad bases that are removed as a result of squad
 * transfers during the Status Phase do not count as eliminated." An empty base is the marker {@code empty-base}
 * (terrain.json: no effect on movement, sight or cover). Salvaging is never worse for the squad, so it happens as soon as
 * it may (docs/rulings.md R-UNA-2).
 */
public final class Scavenge {
    public static final String RULE = "002 · Unarmed Unit: Scavenge";
    static final String BASE = "empty-base";
    static final String UNARMED = "unarmed";

    private Scavenge() {
    }

    /** "If at least one squad has this restriction": on the board or waiting to come on. */
    static boolean inPlay(GameState s) {
        for (Unit u : s.units.values()) {
            if (u.hasSpecialization(UNARMED)) {
                return true;
            }
        }
        if (s.reserve != null) {
            for (Unit u : s.reserve.values()) {
                if (u.hasSpecialization(UNARMED)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * After each choice (the driver's settle): the bases of squads eliminated by it stay on the board, and an unarmed squad
     * in a hex with an empty base salvages it — not while hits, an assault or a card are still being resolved.
     */
    public static void afterChoice(GameState s, List<Unit> removed, List<Event> ev) {
        if (!removed.isEmpty() && inPlay(s)) {
            MarkerType base = s.board.catalog().marker(BASE).orElse(null);
            for (Unit u : removed) {
                if (base != null && u.isSquad() && !u.hasSpecialization(UNARMED) && u.hex() != null && eliminated(ev, u.id())
                        && s.board.markerRefusal(u.hex(), base).isEmpty()) {
                    s.mutableBoard().placeMarker(u.hex(), base);
                    ev.add(new Event.MarkerPlaced(u.hex(), BASE, null, RULE));
                }
            }
        }
        if (s.board.markerCount(BASE) == 0 || s.hits() != null || s.assault() != null || s.card() != null) {
            return;
        }
        for (Unit u : new ArrayList<>(s.units.values())) {
            Hex h = u.hex();
            if (u.hasSpecialization(UNARMED) && !u.isTransported() && h != null && s.board.hasMarker(h, BASE)) {
                s.units.put(u.id(), u.withSpecialization(null, 0));
                s.mutableBoard().removeMarker(h, BASE);
                ev.add(new Event.RuleApplied(u.id(), "salvages arms and ammunition from the empty base in " + h
                        + ": its Unarmed restriction and the base are removed", RULE));
                ev.add(new Event.MarkerRemoved(h, BASE, u.id(), RULE));
            }
        }
    }

    /** Eliminated, not taken off by a squad transfer (nor leaving the board, which is no UnitDestroyed at all). */
    static boolean eliminated(List<Event> ev, String id) {
        for (int i = ev.size() - 1; i >= 0; i--) {
            if (ev.get(i) instanceof Event.UnitDestroyed d && d.unit().equals(id)) {
                return !"000 · Squad Transfers".equals(d.rule());
            }
        }
        return false;
    }
}
