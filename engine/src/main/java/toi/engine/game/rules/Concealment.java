package toi.engine.game.rules;

import toi.engine.game.state.GameState;

import toi.engine.event.Event;
import java.util.ArrayList;
import java.util.List;
import toi.engine.hex.Hex;
import toi.engine.los.LineOfSight;
import toi.engine.map.Objective;
import toi.engine.units.Unit;

/** 000 · CONCEALED SQUADS: when a concealed squad is revealed. */
public final class Concealment {
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
    public static void revealInOpenSight(GameState s, List<Event> ev) {
        List<Unit> inTheOpen = null; // found first: the units change as squads are revealed
        for (Unit c : s.units.values()) {
            if (c.concealed() && !c.isTransported() && s.board.terrain(c.hex()).cover() <= 0) {
                if (inTheOpen == null) {
                    inTheOpen = new ArrayList<>();
                }
                inTheOpen.add(c);
            }
        }
        var rules = inTheOpen == null ? null : s.operationsInPlay();
        for (Unit c : inTheOpen == null ? List.<Unit>of() : inTheOpen) {
            for (Unit e : witnesses(s, c)) {
                if (!e.isTransported() && toi.engine.combat.Trucks.establishesLos(rules, e)
                        && LineOfSight.canSee(s.board, e.hex(), c.hex())) { // 003 · TRUCKS: a truck spots nobody
                    s.units.put(c.id(), c.withConcealed(false));
                    ev.add(new Event.Concealment(c.id(), false, "is in sight of " + e.id() + " outside cover", "000 · CONCEALED SQUADS"));
                    break;
                }
            }
        }
    }

    /** "If at the end of the Status Phase, a concealed squad is adjacent to an enemy unit, it is revealed." */
    public static void revealAdjacent(GameState s, List<Event> ev) {
        for (Unit c : new ArrayList<>(s.units.values())) {
            if (!c.concealed()) {
                continue;
            }
            for (Unit e : witnesses(s, c)) {
                if (e.hex().isAdjacentTo(c.hex())) {
                    s.units.put(c.id(), c.withConcealed(false));
                    ev.add(new Event.Concealment(c.id(), false, "is adjacent to " + e.id() + " at the end of the Status Phase", "000 · CONCEALED SQUADS"));
                    break;
                }
            }
        }
    }

    /**
     * The enemy units that may reveal {@code c}, in an order every seat can know: units in the open first (by id), then
     * concealed markers by their number — so the unit named as the one that saw it says nothing of which squad stands
     * under a marker (docs/rulings.md R-VIEW-3).
     */
    private static List<Unit> witnesses(GameState s, Unit c) {
        List<Unit> out = new ArrayList<>();
        for (Unit e : s.units.values()) {
            if (!e.nation().equals(c.nation())) {
                out.add(e);
            }
        }
        out.sort(java.util.Comparator.comparing(Unit::concealed).thenComparingInt((Unit e) -> e.concealed() ? s.markerOf(e.id()) : 0)
                .thenComparing(e -> e.concealed() ? "" : e.id()));
        return out;
    }

    /**
     * For a search copy ({@code Game.copyFor}): which of the other sides' concealed squad markers hides which squad is
     * drawn again. What the seat sees of a marker stays where it is (its hex, fortification, condition, activation);
     * what it cannot see (the squad's id, division, figures and specialization) is dealt anew from {@code random}. Both
     * lists are put in an order the seat can know before the deal, so the copy depends on the seat's knowledge and the
     * seed only (000 · CONCEALED SQUADS).
     */
    public static void redraw(GameState c, String seatNation, java.util.SplittableRandom random) {
        List<Unit> markers = new ArrayList<>();
        boolean settled = c.hits() == null && c.assault() == null && c.card() == null; // these hold the units they are about
        String moving = c.activity() == null ? null : c.activity().unitId();
        for (Unit u : settled ? c.units.values() : List.<Unit>of()) {
            if (u.concealed() && !u.nation().equals(seatNation) && !u.isTransported() && !u.id().equals(moving)) {
                markers.add(u);
            }
        }
        if (markers.size() < 2) {
            random.nextLong(); // the same draws follow whatever the count
            return;
        }
        List<Unit> squads = new ArrayList<>(markers);
        squads.sort(java.util.Comparator.comparing(Unit::nation).thenComparing(Unit::id));
        // a marker is known by its number (GameState.markers), never by the squad under it
        markers.sort(java.util.Comparator.comparing(Unit::nation).thenComparingInt(u -> c.markerOf(u.id())));
        java.util.Collections.shuffle(squads, new java.util.Random(random.nextLong()));
        java.util.Map<String, Integer> numbers = new java.util.HashMap<>(c.markers);
        for (Unit m : markers) {
            c.units.remove(m.id());
            numbers.remove(m.id());
        }
        for (String nation : c.setup.nations()) { // a squad only ever goes under a marker of its own side
            List<Unit> ms = markers.stream().filter(m -> m.nation().equals(nation)).toList();
            List<Unit> ss = squads.stream().filter(q -> q.nation().equals(nation)).toList();
            for (int i = 0; i < ms.size(); i++) {
                Unit m = ms.get(i);
                Unit q = ss.get(i).withHex(m.hex()).withFortification(m.fortification()).withCondition(m.condition())
                        .withActivation(m.activation());
                c.units.put(q.id(), q);
                numbers.put(q.id(), c.markerOf(m.id())); // the marker keeps its number, whichever squad it now hides
            }
        }
        c.markers = java.util.Map.copyOf(numbers);
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
