package toi.engine.game.rules;

import toi.engine.game.protocol.Phase;
import toi.engine.game.state.BoardExit;
import toi.engine.game.state.GameState;
import toi.engine.scenario.ScoringRule;
import toi.engine.scenario.VictoryCondition;

import toi.engine.event.Event;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import toi.engine.units.Damage;
import toi.engine.units.Unit;

/** The scenario's victory points ({@link ScoringRule}): exits, hexes held, buildings, enemy tanks lost. */
public final class Scoring {
    private Scoring() {
    }

    /** After every choice: building control (002 · Liberation: the multi-hex building rule) and tanks lost. */
    public static void afterChoice(GameState s, List<Event> ev) {
        reach(s, ev);
        if (scores(s, ScoringRule.Kind.BUILDING) || wonByBuildings(s)) {
            updateBuildingControl(s);
        }
        if (scores(s, ScoringRule.Kind.ENEMY_TANK_LOST)) {
            updateTanksLost(s);
        }
    }

    /** Whether the scenario scores points of this kind (asked after every choice: a loop, no stream). */
    private static boolean scores(GameState s, ScoringRule.Kind kind) {
        for (ScoringRule r : s.setup.scoring()) {
            if (r.kind() == kind) {
                return true;
            }
        }
        return false;
    }

    private static boolean wonByBuildings(GameState s) {
        for (var v : s.setup.victory()) {
            if (v.test() instanceof VictoryCondition.Test.Buildings) {
                return true;
            }
        }
        return false;
    }

    /**
     * 002 · Liberation: "If you occupy one of the hexes in a multi-hex building, you gain control of the building if
     * there are no enemy squads in any of the adjoining building hexes. If squads from both nations are present in
     * different hexes of the building, neither nations controls the building." Control stays until that changes.
     */
    private static void updateBuildingControl(GameState s) {
        Map<String, String> holder = new LinkedHashMap<>();
        for (Unit u : s.units.values()) {
            String building = u.isSquad() && !onTheWay(s, u) ? s.buildingOf.get(u.hex()) : null;
            if (building != null) {
                String before = holder.putIfAbsent(building, u.nation());
                if (before != null && !before.equals(u.nation())) {
                    holder.put(building, ""); // squads of both nations: neither controls it
                }
            }
        }
        holder.forEach((building, side) -> {
            if (side.isEmpty()) {
                s.buildingControl.remove(building);
            } else {
                s.buildingControl.put(building, side);
            }
        });
    }

    /**
     * 002 · LIBERATION: "If you occupy one of the hexes in a multi-hex building, you gain control": a squad occupies the
     * hex it stands in, not the hexes it passes through. The unit that has moved in this activation (and any squad it
     * carries) counts where its movement ends, once the activation is over (docs/rulings.md R-VIC-6).
     */
    private static boolean onTheWay(GameState s, Unit u) {
        var a = s.activity();
        return a != null && a.moved() && (a.unitId().equals(u.id()) || a.unitId().equals(u.carriedBy()));
    }

    private static void updateTanksLost(GameState s) {
        for (Unit u : s.units.values()) {
            if (u.hasTrait("tank")) {
                s.tanksSeen.add(u.nation() + "|" + u.id());
                if (u.damage() == Damage.HEAVY) {
                    s.tanksLost.add(u.nation() + "|" + u.id());
                }
            }
        }
        for (String t : s.tanksSeen) {
            String id = t.substring(t.indexOf('|') + 1);
            if (!s.units.containsKey(id) && !exitedTheBoard(s, id)) {
                s.tanksLost.add(t);
            }
        }
    }

    /**
     * 002 · STAVELOT EXPRESS: "1 VP per destroyed or heavily damaged German Tank" — a tank that left by an exit hex
     * (and scored for its own side) is neither (docs/rulings.md R-VIC-7).
     */
    private static boolean exitedTheBoard(GameState s, String unitId) {
        for (BoardExit x : s.exits) {
            if (x.unit().id().equals(unitId)) {
                return true;
            }
        }
        return false;
    }

    /** 002 · Stavelot Express: "Each is worth 3VP if it reaches the VP marker on 10B by game round 6": once per unit. */
    private static void reach(GameState s, List<Event> ev) {
        for (ScoringRule r : s.setup.scoring()) {
            if (r.kind() != ScoringRule.Kind.REACH || !r.inRound(s.round) || s.phase == Phase.SETUP) {
                continue;
            }
            for (Unit u : s.units.values()) {
                if (u.nation().equals(r.side()) && r.hexes().contains(u.hex()) && matches(r, u) && s.reached.add(u.id())) {
                    award(s, r.side(), r.vp(), u.id() + " reaching " + u.hex(), ev);
                }
            }
        }
    }

    private static boolean matches(ScoringRule r, Unit u) {
        return r.units().isEmpty() || r.units().stream().anyMatch(u::isOf);
    }

    /**
     * The board's buildings, hex by hex: each multi-hex building once, and every other building hex a building of
     * its own (docs/rulings.md R-VIC-2).
     */
    static int buildingsControlled(GameState s, String side) {
        int n = 0;
        for (String holder : s.buildingControl.values()) {
            n += holder.equals(side) ? 1 : 0;
        }
        return n;
    }

    /** Each Command Phase: "the Americans score 1 VP if they have at least one unit on the Bridge hex". */
    public static void commandPhase(GameState s, List<Event> ev) {
        for (ScoringRule r : s.setup.scoring()) {
            if (r.kind() == ScoringRule.Kind.HOLD && r.inRound(s.round)
                    && s.units.values().stream().anyMatch(u -> u.nation().equals(r.side()) && r.hexes().contains(u.hex()))) {
                award(s, r.side(), r.vp(), "a unit in " + r.hexes(), ev);
            }
        }
    }

    /** A unit has left the board by an exit hex. */
    static void exited(GameState s, Unit u, List<Event> ev) {
        int vp = 0;
        // 002 · STAVELOT EXPRESS: "Each Opel Blitz is worth 1 VP when it exits … Each is worth 3VP if it reaches the VP
        // marker": one worth per unit, either/or — a unit that scored for reaching scores nothing more for leaving (R-SCN-12)
        for (ScoringRule r : s.reached.contains(u.id()) ? List.<ScoringRule>of() : s.setup.scoring()) {
            if (r.kind() == ScoringRule.Kind.EXIT && r.side().equals(u.nation()) && r.inRound(s.round)
                    && matches(r, u)) {
                award(s, r.side(), r.vp(), u.id() + " exiting the board", ev);
                vp = r.vp();
                break; // the first matching rule scores (list the more specific ones first)
            }
        }
        s.exits.add(new BoardExit(u.nation(), u, vp));
    }

    /** The victory points a side has scored by exiting units, all of them or only those of these types or traits. */
    static int exitPoints(GameState s, String side, List<String> units) {
        int vp = 0;
        for (BoardExit x : s.exits) {
            if (x.side().equals(side) && (units.isEmpty() || units.stream().anyMatch(x.unit()::isOf))) {
                vp += x.vp();
            }
        }
        return vp;
    }

    /** At the end of the game: buildings controlled and enemy tanks lost. */
    static void endOfGame(GameState s, List<Event> ev) {
        for (ScoringRule r : s.setup.scoring()) {
            if (r.kind() == ScoringRule.Kind.BUILDING) {
                int n = buildingsControlled(s, r.side());
                if (n > 0) {
                    award(s, r.side(), Math.multiplyExact(r.vp(), n), n + " building" + (n == 1 ? "" : "s") + " controlled", ev);
                }
            } else if (r.kind() == ScoringRule.Kind.CONTROL) {
                long n = r.hexes().stream().filter(h -> r.side().equals(Victory.controller(s, h))).count();
                if (n > 0) {
                    award(s, r.side(), Math.toIntExact(r.vp() * n), "controlling " + n + " of " + r.hexes() + " at the end", ev);
                }
            } else if (r.kind() == ScoringRule.Kind.ENEMY_TANK_LOST) {
                long n = s.tanksLost.stream().filter(t -> !t.startsWith(r.side() + "|")).count();
                if (n > 0) {
                    award(s, r.side(), Math.toIntExact(r.vp() * n), n + " enemy tank" + (n == 1 ? "" : "s") + " destroyed or heavily damaged", ev);
                }
            }
        }
    }

    private static void award(GameState s, String side, int vp, String why, List<Event> ev) {
        s.victoryPoints.merge(side, vp, Math::addExact); // never wraps round to hand the win to the other side
        ev.add(new Event.VictoryPointsScored(side, vp, s.victoryPoints.get(side), why));
    }
}
