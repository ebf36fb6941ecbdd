package toi.engine.game;

import toi.engine.event.Event;
import java.util.ArrayList;
import java.util.List;
import toi.engine.hex.Hex;
import toi.engine.los.LineOfSight;
import toi.engine.map.Objective;
import toi.engine.units.Unit;

/** 000 · CONCEALED SQUADS: when a concealed squad is revealed. */
final class Concealment {
    private Concealment() {
    }

    static boolean isObjectiveHex(GameState s, Hex hex) {
        for (Objective o : s.board.objectives()) {
            if (o.hex().equals(hex)) {
                return true;
            }
        }
        return false;
    }

    /**
     * "If at any time a concealed squad is within LOS of an enemy unit and is not located in
     * cover-providing terrain, it is immediately revealed" — the hex's main terrain must give cover;
     * smoke does not keep a squad hidden. Checked after every choice.
     */
    static void revealInOpenSight(GameState s, List<Event> ev) {
        for (Unit c : new ArrayList<>(s.units.values())) {
            if (!c.concealed() || c.isTransported() || s.board.terrain(c.hex()).cover() > 0) {
                continue;
            }
            for (Unit e : s.units.values()) {
                if (!e.nation().equals(c.nation()) && !e.isTransported() && LineOfSight.canSee(s.board, e.hex(), c.hex())) {
                    s.units.put(c.id(), c.withConcealed(false));
                    ev.add(new Event.Concealment(c.id(), false, "is in sight of " + e.id() + " outside cover", "000 · CONCEALED SQUADS"));
                    break;
                }
            }
        }
    }

    /** "If at the end of the Status Phase, a concealed squad is adjacent to an enemy unit, it is revealed." */
    static void revealAdjacent(GameState s, List<Event> ev) {
        for (Unit c : new ArrayList<>(s.units.values())) {
            if (!c.concealed()) {
                continue;
            }
            for (Unit e : s.units.values()) {
                if (!e.nation().equals(c.nation()) && e.hex().isAdjacentTo(c.hex())) {
                    s.units.put(c.id(), c.withConcealed(false));
                    ev.add(new Event.Concealment(c.id(), false, "is adjacent to " + e.id() + " at the end of the Status Phase", "000 · CONCEALED SQUADS"));
                    break;
                }
            }
        }
    }

    /** "If a concealed squad fires or supports an attack, it is immediately revealed." */
    static void revealFirers(GameState s, List<String> ids, int hits, List<Event> ev) {
        for (String id : ids) {
            Unit u = s.units.get(id);
            var camouflage = u == null ? null : CardDecks.operation(s, u.nation(), "camouflage");
            if (camouflage != null && u.concealed() && hits < camouflage.param("minHits", 2)) {
                ev.add(new Event.RuleApplied(id, "fires but stays concealed: " + hits + " hit" + (hits == 1 ? "" : "s"), "Operations · Camouflage"));
                continue;
            }
            if (u != null && u.concealed()) {
                s.units.put(id, u.withConcealed(false));
                ev.add(new Event.Concealment(id, false, "fires", "000 · CONCEALED SQUADS"));
            }
        }
    }
}
