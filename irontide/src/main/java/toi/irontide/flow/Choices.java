package toi.irontide.flow;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import toi.engine.hex.Hex;
import toi.irontide.data.HexIds;
import toi.irontide.data.Side;
import toi.irontide.rules.Combat;
import toi.irontide.rules.Commandos;
import toi.irontide.rules.CombatResolution;
import toi.irontide.rules.Placement;
import toi.irontide.rules.Reinforcements;
import toi.irontide.rules.Stacking;
import toi.irontide.state.Battle;
import toi.irontide.state.GameState;
import toi.irontide.state.Obligation;
import toi.irontide.state.Occupancy;
import toi.irontide.state.Phase;
import toi.irontide.state.UnitState;

/** §4.2 · every choice worth checking now, phase by phase and battle stage by stage; {@link Flow#pending} keeps those whose refusal is null. */
final class Choices {
    private Choices() {
    }

    /** Every choice worth checking now; {@link #pending} keeps those whose refusal is null. */
    static List<String> candidates(GameState s) {
        List<String> c = new ArrayList<>();
        UnitState placing = Placement.next(s);
        if (placing != null) { // §3.0 · one unit at a time
            for (Hex h : Placement.hexes(s, placing)) {
                c.add("place " + placing.id() + " " + HexIds.format(h));
            }
            return c;
        }
        if (s.misdirecting != null) { // §16.4 · the German moves the misdirected unit along the road
            for (Hex h : s.scenario.map().neighbours(s.unit(s.misdirecting).hex)) {
                c.add("road " + HexIds.format(h));
            }
            c.add("done");
            return c;
        }
        if (!s.misdirectChances.isEmpty()) { // §16.4 · a misdirection attempt, or none
            for (UnitState cdo : Commandos.in(s, s.unit(s.misdirectChances.get(0)).hex)) {
                c.add("misdirect " + cdo.id());
            }
            c.add("let-pass");
            return c;
        }
        if (s.demolitionPending != null) { // §16.4 · a disruption attempt, or none
            for (UnitState cdo : s.onMap(Side.GERMAN)) {
                if (cdo.def.commando()) {
                    c.add("disrupt " + cdo.id());
                }
            }
            c.add("no-disruption");
            return c;
        }
        Battle b = s.battle;
        if (b != null) {
            switch (b.stage) {
                case DECLARE -> {
                    for (UnitState u : s.onMap(s.phasing)) {
                        c.add("with " + u.id());
                    }
                    // §11.1 · a further defending hex: every attacker must be adjacent to it (the defenders need not be adjacent to each other)
                    Occupancy here = Occupancy.of(s);
                    java.util.Set<Hex> near = new java.util.LinkedHashSet<>(b.defenderHexes);
                    for (String a : b.attackers) {
                        near.add(s.unit(a).hex);
                    }
                    for (Hex d : near) {
                        for (Hex n : s.scenario.map().neighbours(d)) {
                            if (!b.defenderHexes.contains(n) && here.enemyIn(n, s.phasing)) {
                                c.add("also " + HexIds.format(n));
                            }
                        }
                    }
                    c.add("commit");
                    c.add("cancel");
                }
                case ATTACKER_SUPPORT, DEFENDER_SUPPORT -> {
                    Side side = b.stage == Battle.Stage.ATTACKER_SUPPORT ? s.phasing : s.phasing.enemy();
                    if (side != s.phasing) {
                        for (Hex d : b.defenderHexes) {
                            List<UnitState> regs = Combat.defendingRegimentChoices(s, d);
                            if (regs.size() > 1) {
                                for (UnitState r : regs) {
                                    c.add("defend-with " + r.id());
                                }
                            }
                        }
                    }
                    for (UnitState u : s.onMap(side)) {
                        if (u.def.artillery()) {
                            c.add("artillery " + u.id());
                        }
                    }
                    c.add("air");
                    c.add("done");
                }
                case RESULTS -> {
                    Obligation o = b.obligations.peek();
                    if (o != null && o.kind() == Obligation.Kind.LOSS) {
                        for (String id : CombatResolution.alive(s, o)) {
                            c.add("lose " + id);
                        }
                    } else if (o != null) {
                        for (Hex h : s.scenario.map().neighbours(o.at())) {
                            c.add("retreat " + HexIds.format(h));
                        }
                        c.add("stand");
                    }
                }
                case ADVANCE -> {
                    for (String id : b.advanceEligible) {
                        UnitState u = s.unit(id);
                        if (u.onMap()) {
                            for (Hex h : s.scenario.map().neighbours(u.hex)) {
                                c.add("advance " + id + " " + HexIds.format(h));
                            }
                        }
                    }
                    c.add("done");
                }
            }
            return c;
        }
        if (s.stackingDue) {
            for (List<UnitState> stack : Stacking.overstacked(s, s.phasing, s.phase == Phase.RESERVE).values()) {
                for (UnitState u : stack) {
                    c.add("eliminate " + u.id());
                }
            }
            return c;
        }
        if (s.moving != null) {
            UnitState u = s.unit(s.moving);
            for (Hex h : s.scenario.map().neighbours(u.hex)) {
                c.add("to " + HexIds.format(h));
            }
            c.add("exit");
            c.add("stop");
            return c;
        }
        switch (s.phase) {
            case MOVEMENT, RESERVE -> {
                java.util.Map<Hex, Integer> counts = new java.util.LinkedHashMap<>();
                for (UnitState u : s.onMap(s.phasing)) {
                    c.add("move " + u.id());
                    c.add("strategic " + u.id());
                    counts.merge(u.hex, 1, Integer::sum);
                }
                counts.forEach((h, n) -> { // §5.0 · a stack moving together
                    if (n > 1) {
                        c.add("move-stack " + HexIds.format(h));
                        c.add("strategic-stack " + HexIds.format(h));
                    }
                });
                for (UnitState u : Reinforcements.due(s)) {
                    for (Hex h : Reinforcements.entryHexes(s, u)) {
                        c.add("enter " + u.id() + " " + HexIds.format(h));
                        c.add("enter-strategic " + u.id() + " " + HexIds.format(h));
                    }
                }
                if (s.phase == Phase.MOVEMENT) {
                    java.util.Set<Hex> hexes = new java.util.LinkedHashSet<>();
                    for (UnitState u : s.onMap(s.phasing)) {
                        hexes.add(u.hex);
                    }
                    for (Hex h : hexes) {
                        c.add("reserve " + HexIds.format(h));
                    }
                }
                c.add("end-phase");
            }
            case COMBAT -> {
                java.util.Set<Hex> targets = new java.util.LinkedHashSet<>();
                Occupancy here = Occupancy.of(s);
                for (UnitState u : s.onMap(s.phasing)) {
                    for (Hex n : s.scenario.map().neighbours(u.hex)) {
                        if (here.enemyIn(n, s.phasing)) {
                            targets.add(n);
                        }
                    }
                }
                for (Hex t : targets) {
                    c.add("attack " + HexIds.format(t));
                }
                c.add("end-phase");
            }
            case AIR -> {
                c.add("allot-resupply");
                c.add("end-phase");
            }
            case SUPPLY -> {
                if (s.resupplyPoints > 0) {
                    java.util.Set<Hex> hexes = new java.util.TreeSet<>();
                    for (UnitState u : s.onMap(Side.ALLIED)) {
                        hexes.add(u.hex);
                    }
                    for (Hex h : hexes) {
                        c.add("resupply " + HexIds.format(h));
                    }
                }
                c.add("end-phase");
            }
            case REPLACEMENT -> {
                if (s.replacementPoints > 0) {
                    for (UnitState u : s.units.values()) {
                        if (u.def.side() == s.phasing && u.def.regiment()) {
                            c.add("replace " + u.id());
                        }
                    }
                }
                c.add("end-phase");
            }
            case ENGINEERING -> {
                for (UnitState u : s.onMap(s.phasing)) {
                    if (u.def.type() == toi.irontide.data.UnitType.ENGINEER) {
                        c.add("entrench " + u.id());
                        for (Hex n : s.scenario.map().neighbours(u.hex)) {
                            if (s.scenario.map().hexside(u.hex, n) != null) {
                                c.add("build-bridge " + u.id() + " " + HexIds.format(n));
                            }
                        }
                    }
                }
                for (toi.irontide.data.HexPair p : s.scenario.map().hexsides().keySet()) {
                    if (!toi.irontide.rules.Hexsides.bridged(s, p.a(), p.b())) {
                        continue;
                    }
                    for (UnitState u : s.onMap(s.phasing)) {
                        if (u.hex.distanceTo(p.a()) <= s.scenario.rules().demolitionPath()) {
                            c.add("demolish " + u.id() + " " + HexIds.format(p.a()) + " " + HexIds.format(p.b()));
                        }
                    }
                }
                for (Hex d : s.depots) {
                    for (UnitState u : s.onMap(s.phasing)) {
                        c.add("destroy-depot " + u.id() + " " + HexIds.format(d));
                    }
                }
                for (toi.irontide.data.HexPair p : s.builtBridges.keySet()) {
                    for (UnitState u : s.onMap(s.phasing)) {
                        if (u.hex.distanceTo(p.a()) <= s.scenario.rules().demolitionPath()) {
                            c.add("demolish " + u.id() + " " + HexIds.format(p.a()) + " " + HexIds.format(p.b()));
                        }
                    }
                }
                c.add("end-phase");
            }
            default -> c.add("end-phase");
        }
        return new ArrayList<>(new java.util.LinkedHashSet<>(c));
    }
}
