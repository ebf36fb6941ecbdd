package toi.irontide.flow;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import toi.engine.hex.Hex;
import toi.irontide.data.HexIds;
import toi.irontide.data.Side;
import toi.irontide.data.Town;
import toi.irontide.event.IronTideEvent;
import toi.irontide.event.IronTideEvent.Note;
import toi.irontide.rules.Advances;
import toi.irontide.rules.AirResupply;
import toi.irontide.rules.Combat;
import toi.irontide.rules.Commandos;
import toi.irontide.rules.Engineers;
import toi.irontide.rules.Exits;
import toi.irontide.rules.FuelDepots;
import toi.irontide.rules.CombatResolution;
import toi.irontide.rules.Losses;
import toi.irontide.rules.Movement;
import toi.irontide.rules.Placement;
import toi.irontide.rules.Reinforcements;
import toi.irontide.rules.Replacements;
import toi.irontide.rules.Restrictions;
import toi.irontide.rules.Retreats;
import toi.irontide.rules.Stacking;
import toi.irontide.rules.Supply;
import toi.irontide.rules.Victory;
import toi.irontide.rules.ZonesOfControl;
import toi.irontide.state.Battle;
import toi.irontide.state.GameState;
import toi.irontide.state.Obligation;
import toi.irontide.state.PendingDemolition;
import toi.irontide.state.Phase;
import toi.irontide.state.SupplyState;
import toi.irontide.state.UnitState;
import toi.irontide.state.UnitStatus;

/**
 * §4.0 · SEQUENCE OF PLAY as a decision protocol: the pending decision with its legal choices (each listed choice is
 * one whose {@link #refusal} is null — the same check {@code apply} makes), applying a choice, and the phases that
 * run by themselves (a phase whose only legal choice is its end ends without asking).
 */
public final class Flow {
    private Flow() {
    }

    // ---- who answers

    public static Side seat(GameState s) {
        if (s.over) {
            return null;
        }
        UnitState placing = Placement.next(s);
        if (placing != null) {
            return placing.def.side(); // §3.0 · the set-up's free placement, the Allied player first
        }
        if (commandoDecision(s)) {
            return Side.GERMAN; // §16.4 · the German player decides misdirection (and its road) and disruption
        }
        Battle b = s.battle;
        if (b != null) {
            return switch (b.stage) {
                case DEFENDER_SUPPORT -> s.phasing.enemy();
                case RESULTS -> b.obligations.isEmpty() ? s.phasing : b.obligations.peek().side();
                case ADVANCE -> b.victor;
                default -> s.phasing;
            };
        }
        if (s.phase == Phase.AIR || s.phase == Phase.SUPPLY) {
            return Side.ALLIED; // §4.21, §4.22 · the Allied player allocates Air Points and attempts air resupply
        }
        return s.phasing;
    }

    public static Decision pending(GameState s) {
        Side seat = seat(s);
        if (seat == null) {
            return new Decision(null, "the game is over: " + s.result, List.of());
        }
        List<String> options = new ArrayList<>();
        for (String c : candidates(s)) {
            if (refusal(s, seat, c) == null) {
                options.add(c);
            }
        }
        return new Decision(seat, prompt(s), options);
    }

    private static String prompt(GameState s) {
        UnitState placing = Placement.next(s);
        if (placing != null) {
            return "§3.0 · set-up: place " + placing.id() + " freely (" + (placing.def.side() == Side.ALLIED
                    ? "west of the Westwall and of every Allied unit with a starting hex" : "east of the Westwall")
                    + ", not adjacent to enemy units nor in the Westwall): place " + placing.id() + " HEX";
        }
        String where = s.currentTurn().id() + " · " + s.phasing.label() + " player turn · " + s.phase.label();
        if (s.misdirecting != null) {
            UnitState u = s.unit(s.misdirecting);
            return where + " · §16.4: move the misdirected " + u.id() + " from " + HexIds.format(u.hex) + " along the road (road HEX, "
                    + s.misdirectLeft + " hexes left), or done";
        }
        if (!s.misdirectChances.isEmpty()) {
            UnitState u = s.unit(s.misdirectChances.get(0));
            return where + " · §16.4: " + u.id() + " passes a commando in " + HexIds.format(u.hex) + ": misdirect C, or let-pass";
        }
        if (s.demolitionPending != null) {
            return where + " · §16.4: the Allied player tries '" + s.demolitionPending.choice() + "': disrupt C, or no-disruption";
        }
        Battle b = s.battle;
        if (b != null) {
            String hexes = String.join(", ", b.defenderHexes.stream().map(HexIds::format).toList());
            return where + " · battle for " + hexes + ": " + switch (b.stage) {
                case DECLARE -> "add attackers (with U), defending hexes (also HEX), then commit";
                case ATTACKER_SUPPORT -> "the attacker commits artillery and air (§11.71)";
                case DEFENDER_SUPPORT -> "the defender commits artillery and air, and picks the defending regiment (§11.71, §8.3)";
                case RESULTS -> describe(s, b.obligations.peek());
                case ADVANCE -> "advance after combat (§11.9)";
            };
        }
        if (s.stackingDue) {
            return where + " · §8.1: eliminate units over the stacking limit";
        }
        if (s.moving != null) {
            UnitState u = s.unit(s.moving);
            if (!s.movingWith.isEmpty()) {
                StringBuilder left = new StringBuilder();
                for (UnitState m : Movement.movingUnits(s)) {
                    left.append(left.length() == 0 ? "" : ", ").append(m.id()).append(" ").append(Movement.points(m.mpLeft));
                }
                return where + " · moving the stack " + String.join(" + ", Movement.movingUnits(s).stream().map(UnitState::id).toList()) + " ("
                        + (u.strategic ? "strategic" : "tactical") + ") at " + HexIds.format(u.hex) + ", left: " + left;
            }
            return where + " · moving " + u.id() + " (" + (u.strategic ? "strategic" : "tactical") + ") at " + HexIds.format(u.hex)
                    + ", " + Movement.points(u.mpLeft) + " left";
        }
        return where;
    }

    private static String describe(GameState s, Obligation o) {
        if (o == null) {
            return "results applied";
        }
        if (o.kind() == Obligation.Kind.LOSS) {
            return "result " + s.battle.result + ": " + o.side().label() + " takes " + o.count() + " step loss" + (o.count() == 1 ? "" : "es") + " (§11.78)";
        }
        return "result " + s.battle.result + ": the stack from " + HexIds.format(o.origin()) + " retreats " + o.count()
                + " more hex" + (o.count() == 1 ? "" : "es") + " or stands and loses a step per hex (§11.8)";
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
                    java.util.Set<Hex> near = new java.util.LinkedHashSet<>(b.defenderHexes);
                    for (String a : b.attackers) {
                        near.add(s.unit(a).hex);
                    }
                    for (Hex d : near) {
                        for (Hex n : s.scenario.map().neighbours(d)) {
                            if (!b.defenderHexes.contains(n) && s.enemyIn(n, s.phasing)) {
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
                for (UnitState u : s.onMap(s.phasing)) {
                    for (Hex n : s.scenario.map().neighbours(u.hex)) {
                        if (s.enemyIn(n, s.phasing)) {
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

    // ---- refusals: the rule that forbids a choice, or null

    public static String refusal(GameState s, Side seat, String choice) {
        if (s.over) {
            return "§20 · the game is over";
        }
        Side asked = seat(s);
        if (seat != asked) {
            return "§4.1 · the " + asked.label() + " player decides now, not the " + (seat == null ? "nobody" : seat.label());
        }
        String[] w = choice.trim().split("\\s+");
        String verb = w[0];
        try {
            return refusal(s, verb, w);
        } catch (IllegalArgumentException e) {
            return "cannot read '" + choice + "': " + e.getMessage();
        }
    }

    private static UnitState unitArg(GameState s, String[] w, int i) {
        if (w.length <= i) {
            throw new IllegalArgumentException("a unit id is missing");
        }
        UnitState u = s.unit(w[i]);
        if (u == null) {
            throw new IllegalArgumentException("no unit '" + w[i] + "'");
        }
        return u;
    }

    private static Hex hexArg(GameState s, String[] w, int i) {
        if (w.length <= i) {
            throw new IllegalArgumentException("a hex id is missing");
        }
        Hex h = HexIds.parse(w[i]);
        if (!s.scenario.map().onMap(h)) {
            throw new IllegalArgumentException(w[i] + " is not on the map");
        }
        return h;
    }

    private static String refusal(GameState s, String verb, String[] w) {
        if (Placement.next(s) != null) {
            return verb.equals("place") ? Placement.refusal(s, unitArg(s, w, 1), hexArg(s, w, 2)) : expected("place U HEX (§3.0: the set-up)");
        }
        if (s.misdirecting != null) {
            return switch (verb) {
                case "road" -> Commandos.roadRefusal(s, hexArg(s, w, 1));
                case "done" -> null;
                default -> expected("road HEX, done (§16.4: the misdirected unit)");
            };
        }
        if (!s.misdirectChances.isEmpty()) {
            return switch (verb) {
                case "misdirect" -> Commandos.misdirectRefusal(s, unitArg(s, w, 1));
                case "let-pass" -> null;
                default -> expected("misdirect C, let-pass (§16.4)");
            };
        }
        if (s.demolitionPending != null) {
            return switch (verb) {
                case "disrupt" -> Commandos.disruptRefusal(s, unitArg(s, w, 1), s.demolitionPending.at(), s.demolitionPending.other());
                case "no-disruption" -> null;
                default -> expected("disrupt C, no-disruption (§16.4)");
            };
        }
        Battle b = s.battle;
        if (b != null) {
            switch (b.stage) {
                case DECLARE -> {
                    return switch (verb) {
                        case "with" -> {
                            UnitState u = unitArg(s, w, 1);
                            String why = Combat.attackerRefusal(s, b, u);
                            yield why != null ? why : Combat.joinRefusal(s, b, u); // §11.0 · R-IT-48
                        }
                        case "also" -> Combat.defenderHexRefusal(s, b, hexArg(s, w, 1));
                        case "commit" -> Combat.commitRefusal(s, b);
                        case "cancel" -> null;
                        default -> expected("with U, also HEX, commit, cancel");
                    };
                }
                case ATTACKER_SUPPORT, DEFENDER_SUPPORT -> {
                    Side side = b.stage == Battle.Stage.ATTACKER_SUPPORT ? s.phasing : s.phasing.enemy();
                    return switch (verb) {
                        case "artillery" -> Combat.artilleryRefusal(s, b, unitArg(s, w, 1), side);
                        case "air" -> Combat.airRefusal(s, b, side);
                        case "defend-with" -> defendWithRefusal(s, b, unitArg(s, w, 1), side);
                        case "done" -> side == s.phasing ? null : regimentStillToChoose(s, b);
                        default -> expected("artillery U, air, " + (side == s.phasing ? "" : "defend-with U, ") + "done");
                    };
                }
                case RESULTS -> {
                    Obligation o = b.obligations.peek();
                    if (o == null) {
                        return expected("nothing: the results are applied");
                    }
                    if (o.kind() == Obligation.Kind.LOSS) {
                        if (!verb.equals("lose")) {
                            return expected("lose U");
                        }
                        UnitState u = unitArg(s, w, 1);
                        return CombatResolution.lossCandidates(s, o).contains(u.id()) ? null
                                : o.armorFirst() && CombatResolution.alive(s, o).contains(u.id())
                                ? "§11.78 · the first attacker step lost must come from the armor"
                                : "§11.78 · the loss falls on the units of the battle: " + String.join(", ", CombatResolution.alive(s, o));
                    }
                    return switch (verb) {
                        case "retreat" -> {
                            Hex h = hexArg(s, w, 1);
                            List<Hex> legal = Retreats.options(s, o);
                            yield legal.contains(h) ? null : "§11.8 · not a legal retreat hex now (by the priorities: "
                                    + (legal.isEmpty() ? "none: stand and lose steps" : String.join(", ", legal.stream().map(HexIds::format).toList())) + ")";
                        }
                        case "stand" -> null;
                        default -> expected("retreat HEX, stand");
                    };
                }
                case ADVANCE -> {
                    return switch (verb) {
                        case "advance" -> Advances.refusal(s, unitArg(s, w, 1), hexArg(s, w, 2));
                        case "done" -> null;
                        default -> expected("advance U HEX, done");
                    };
                }
            }
        }
        if (s.stackingDue) {
            if (!verb.equals("eliminate")) {
                return expected("eliminate U");
            }
            UnitState u = unitArg(s, w, 1);
            for (List<UnitState> stack : Stacking.overstacked(s, s.phasing, s.phase == Phase.RESERVE).values()) {
                if (stack.contains(u)) {
                    return null;
                }
            }
            return "§8.1 · " + u.id() + " is not in an overstacked hex";
        }
        if (s.moving != null) {
            return switch (verb) {
                case "to" -> Movement.stackStepRefusal(s, hexArg(s, w, 1));
                case "exit" -> s.movingWith.isEmpty() ? Exits.refusal(s, s.unit(s.moving))
                        : "§5.3 · units exit the map one at a time (R-IT-39): move the unit alone to exit it";
                case "stop" -> null;
                default -> expected("to HEX, exit, stop");
            };
        }
        switch (s.phase) {
            case MOVEMENT, RESERVE -> {
                return switch (verb) {
                    case "move" -> Movement.activationRefusal(s, unitArg(s, w, 1), false);
                    case "strategic" -> Movement.activationRefusal(s, unitArg(s, w, 1), true);
                    case "move-stack" -> stackRefusal(s, hexArg(s, w, 1), false);
                    case "strategic-stack" -> stackRefusal(s, hexArg(s, w, 1), true);
                    case "enter" -> Reinforcements.entryRefusal(s, unitArg(s, w, 1), hexArg(s, w, 2), false);
                    case "enter-strategic" -> Reinforcements.entryRefusal(s, unitArg(s, w, 1), hexArg(s, w, 2), true);
                    case "reserve" -> reserveRefusal(s, hexArg(s, w, 1));
                    case "end-phase" -> null;
                    default -> expected("move U, strategic U, move-stack HEX, strategic-stack HEX, enter U HEX, enter-strategic U HEX, reserve HEX, end-phase");
                };
            }
            case COMBAT -> {
                return switch (verb) {
                    case "attack" -> attackRefusal(s, hexArg(s, w, 1));
                    case "end-phase" -> {
                        Hex h = Combat.unmetObligation(s);
                        if (h != null && attackRefusal(s, h) != null) {
                            h = null; // no battle on it can be declared now: the obligation cannot hold the phase (R-IT-48)
                        }
                        yield h == null ? null : "§11.0 · ALL enemy units adjacent to any units which opt to attack must be attacked: "
                                + HexIds.format(h) + " still can be";
                    }
                    default -> expected("attack HEX, end-phase");
                };
            }
            case AIR -> {
                return switch (verb) {
                    case "allot-resupply" -> AirResupply.allotRefusal(s);
                    case "end-phase" -> null;
                    default -> expected("allot-resupply, end-phase");
                };
            }
            case SUPPLY -> {
                return switch (verb) {
                    case "resupply" -> AirResupply.refusal(s, hexArg(s, w, 1));
                    case "end-phase" -> null;
                    default -> expected("resupply HEX, end-phase");
                };
            }
            case REPLACEMENT -> {
                return switch (verb) {
                    case "replace" -> Replacements.refusal(s, unitArg(s, w, 1));
                    case "end-phase" -> null;
                    default -> expected("replace U, end-phase");
                };
            }
            case ENGINEERING -> {
                return switch (verb) {
                    case "entrench" -> Engineers.entrenchRefusal(s, unitArg(s, w, 1));
                    case "build-bridge" -> Engineers.buildRefusal(s, unitArg(s, w, 1), hexArg(s, w, 2));
                    case "demolish" -> Engineers.demolishRefusal(s, unitArg(s, w, 1), hexArg(s, w, 2), hexArg(s, w, 3));
                    case "destroy-depot" -> FuelDepots.destroyRefusal(s, unitArg(s, w, 1), hexArg(s, w, 2));
                    case "end-phase" -> null;
                    default -> expected("entrench U, build-bridge U HEX, demolish U HEX HEX, destroy-depot U HEX, end-phase");
                };
            }
            default -> {
                return verb.equals("end-phase") ? null : expected("end-phase");
            }
        }
    }

    /** The phasing player's units in the hex: the stack a {@code move-stack} moves. */
    private static List<UnitState> stackIn(GameState s, Hex hex) {
        List<UnitState> out = new ArrayList<>();
        for (UnitState u : s.at(hex)) {
            if (u.def.side() == s.phasing) {
                out.add(u);
            }
        }
        return out;
    }

    /**
     * §5.0 · "Stacks of units may move together if all the units start in the same hex": every unit of the phasing
     * player in the hex moves (R-IT-39), so each must be free to move now; on turn one the Allied stack moves only when
     * every unit in it may (§18.0: one Allied unit moves, besides the attacked).
     */
    private static String stackRefusal(GameState s, Hex hex, boolean strategic) {
        List<UnitState> stack = stackIn(s, hex);
        if (stack.size() < 2) {
            return "§5.0 · a stack is two or more of your units in one hex; " + HexIds.format(hex) + " holds " + stack.size();
        }
        for (UnitState u : stack) {
            String why = Movement.activationRefusal(s, u, strategic);
            if (why != null) {
                return why + " (" + u.id() + ", in the stack)";
            }
            if (s.turn == 0 && u.def.side() == Side.ALLIED && !u.mayMoveTurnOne) {
                return "§18.0 · on turn one only one Allied unit moves (besides those attacked): " + u.id() + " moves alone";
            }
        }
        return null;
    }

    /** §5.0 · the unit starts its move: its movement factor this phase, its marks cleared. */
    private static void startMove(GameState s, UnitState u, boolean strategic, List<IronTideEvent> log) {
        u.moved = true;
        u.moving = true;
        u.strategic = strategic;
        u.mpLeft = Movement.movementFactor(u);
        if (toi.irontide.rules.SpecialUnits.doublesMovement(s, u)) {
            u.mpLeft *= 2; // §16.3 · the units that start in the rulebook's hex double their tactical factor
        }
        u.hexesMoved = 0;
        u.stopped = false;
        u.disengaged = false;
        if (s.turn == 0 && u.def.side() == Side.ALLIED && !u.mayMoveTurnOne && s.turnOneMover == null) {
            s.turnOneMover = u.id(); // §18.0 · the one Allied unit of the owner's choice
            log.add(new IronTideEvent.TurnOneMover(u.id()));
        }
    }

    private static String expected(String what) {
        return "not a choice now (expected: " + what + ")";
    }

    private static String attackRefusal(GameState s, Hex target) {
        String r = Combat.declareRefusal(s, target);
        if (r != null) {
            return r;
        }
        Battle probe = new Battle();
        probe.defenderHexes.add(target);
        String obligation = null;
        for (UnitState u : s.onMap(s.phasing)) {
            if (Combat.attackerRefusal(s, probe, u) == null) {
                obligation = Combat.joinRefusal(s, probe, u); // §11.0 · R-IT-48
                if (obligation == null) {
                    return null;
                }
            }
        }
        return obligation != null ? obligation : "§11.0 · no unit that has not attacked yet is adjacent to " + HexIds.format(target);
    }

    private static String defendWithRefusal(GameState s, Battle b, UnitState u, Side side) {
        if (side == s.phasing) {
            return "§11.1 · the defender chooses his defending regiment";
        }
        String chosen = b.defendingRegiment.get(u.hex);
        if (chosen != null && b.defenderHexes.contains(u.hex)) {
            // R-IT-47 · the choice is made once a hex a battle: a second answer changes nothing, or takes back the first
            return "§11.1 · the defending regiment in " + HexIds.format(u.hex) + " is chosen (" + chosen + "); the choice stands";
        }
        for (Hex d : b.defenderHexes) {
            if (d.equals(u.hex) && Combat.defendingRegimentChoices(s, d).size() > 1 && Combat.regimentSized(u) && !u.overstackedByRetreat) {
                return null;
            }
        }
        return "§8.3 · only a regiment in a defending hex holding more than one is chosen to defend";
    }

    private static String regimentStillToChoose(GameState s, Battle b) {
        for (Hex d : b.defenderHexes) {
            if (Combat.defendingRegimentChoices(s, d).size() > 1 && !b.defendingRegiment.containsKey(d)) {
                return "§11.1 · the defender chooses which regiment defends in " + HexIds.format(d) + " (defend-with U)";
            }
        }
        return null;
    }

    /** §6.0 · a Reserve marker: on a stack that has not moved, not adjacent to enemy units, in supply; at most five a phase. */
    private static String reserveRefusal(GameState s, Hex hex) {
        if (s.phase != Phase.MOVEMENT) {
            return "§6.0 · Reserve markers are placed in the Movement Phase";
        }
        if (s.turn == 0) {
            return "§6.1 · there is no Reserve Phase on the first turn";
        }
        if (s.reserveMarkersUsed >= s.scenario.rules().reserveMarkers()) {
            return "§6.0 · at most " + s.scenario.rules().reserveMarkers() + " Reserve markers a phase";
        }
        List<UnitState> here = new ArrayList<>();
        for (UnitState u : s.at(hex)) {
            if (u.def.side() == s.phasing) {
                here.add(u);
            }
        }
        if (here.isEmpty()) {
            return "§6.0 · no unit of yours in " + HexIds.format(hex);
        }
        for (UnitState u : here) {
            if (u.moved || u.reserve) {
                return "§6.0 (A) · units that moved this phase (or are in Reserve already) do not go into Reserve";
            }
            if (Combat.adjacentToEnemy(s, u)) {
                return "§6.0 (B) · units adjacent to enemy units do not go into Reserve";
            }
            if (u.supply != SupplyState.SUPPLIED) {
                return "§6.0 (C) · units go into Reserve only in supply";
            }
        }
        return null;
    }

    // ---- applying a choice (already checked)

    public static List<IronTideEvent> apply(GameState s, String choice) {
        java.util.Map<Hex, Side> held = new java.util.HashMap<>(s.control);
        List<IronTideEvent> log = applyChoice(s, choice);
        controlChanges(s, held, log);
        return log;
    }

    /** §20, R-IT-13 · the town and city hexes whose holder the choice changed, in the order of the map's hex ids. */
    private static void controlChanges(GameState s, java.util.Map<Hex, Side> before, List<IronTideEvent> log) {
        java.util.TreeMap<String, Hex> changed = new java.util.TreeMap<>();
        s.control.forEach((h, side) -> {
            if (before.get(h) != side) {
                changed.put(HexIds.format(h), h);
            }
        });
        changed.forEach((id, h) -> log.add(new IronTideEvent.ControlChanged(id, s.scenario.map().townAt(h).name(), s.control.get(h))));
    }

    private static List<IronTideEvent> applyChoice(GameState s, String choice) {
        List<IronTideEvent> log = new ArrayList<>();
        String[] w = choice.trim().split("\\s+");
        String verb = w[0];
        Battle b = s.battle;
        if (Placement.next(s) != null) {
            log.add(Placement.place(s, s.unit(w[1]), hexArg(s, w, 2)));
            if (Placement.next(s) == null) {
                log.add(new IronTideEvent.SetUpComplete());
                begin(s, log); // the game starts: the first phase's work
                return log;
            }
            return log;
        } else if (s.misdirecting != null) {
            log.add(Note.of(verb.equals("road") ? Commandos.road(s, hexArg(s, w, 1), log) : Commandos.endMisdirection(s)));
        } else if (!s.misdirectChances.isEmpty()) {
            log.add(Note.of(verb.equals("misdirect") ? Commandos.misdirect(s, s.unit(w[1])) : Commandos.letPass(s)));
        } else if (s.demolitionPending != null) {
            PendingDemolition d = s.demolitionPending;
            s.demolitionPending = null;
            boolean disrupted = verb.equals("disrupt") && Commandos.disrupt(s, s.unit(w[1]), log);
            demolition(s, d, disrupted, log);
        } else if (b != null) {
            applyBattle(s, b, verb, w, log);
        } else if (s.stackingDue) {
            log.add(Losses.eliminateOutright(s, s.unit(w[1]), "§8.1", "§8.1: over the stacking limit at the end of the phase"));
            if (Stacking.overstacked(s, s.phasing, s.phase == Phase.RESERVE).isEmpty()) {
                s.stackingDue = false;
                endPhase(s, log);
            }
        } else if (s.moving != null) {
            UnitState u = s.unit(s.moving);
            if (verb.equals("to")) {
                Hex to = hexArg(s, w, 1);
                for (UnitState m : Movement.movingUnits(s)) { // §5.0 · one unit, or the stack together (each checked before any moved)
                    Hex from = m.hex;
                    IronTideEvent note = Movement.step(s, m, to);
                    if (note != null) {
                        log.add(note);
                    }
                    Restrictions.crossed(s, m, from, m.hex, log);
                    log.add(new IronTideEvent.Moved(m.id(), HexIds.format(from), HexIds.format(m.hex), Movement.points(m.mpLeft),
                            m.stopped && ZonesOfControl.inEnemyZoc(s, m.hex, m.def.side())));
                    Commandos.offer(s, m); // §16.4 · an Allied unit passing through a commando's hex
                }
            } else if (verb.equals("exit")) {
                log.add(Exits.exit(s, u));
            } else {
                for (UnitState m : Movement.movingUnits(s)) {
                    m.moving = false;
                }
                s.moving = null;
                s.movingWith.clear();
            }
        } else {
            switch (verb) {
                case "move", "strategic" -> {
                    UnitState u = s.unit(w[1]);
                    startMove(s, u, verb.equals("strategic"), log);
                    s.moving = u.id();
                    s.movingWith.clear();
                    Commandos.offer(s, u); // §16.4 · an Allied unit starting its move in a commando's hex
                }
                case "move-stack", "strategic-stack" -> {
                    List<UnitState> stack = stackIn(s, hexArg(s, w, 1));
                    for (UnitState u : stack) {
                        startMove(s, u, verb.equals("strategic-stack"), log);
                    }
                    s.moving = stack.get(0).id();
                    s.movingWith.clear();
                    for (UnitState u : stack.subList(1, stack.size())) {
                        s.movingWith.add(u.id());
                    }
                    for (UnitState u : stack) {
                        Commandos.offer(s, u); // §16.4 · each unit of the stack is one attempt
                    }
                    log.add(new IronTideEvent.StackMoves(stack.stream().map(UnitState::id).toList(), w[1]));
                }
                case "enter", "enter-strategic" -> {
                    UnitState u = s.unit(w[1]);
                    if (Reinforcements.landing(u)) {
                        Reinforcements.land(s, u, hexArg(s, w, 2), log);
                    } else {
                        Reinforcements.enter(s, u, hexArg(s, w, 2), verb.equals("enter-strategic"));
                        log.add(new IronTideEvent.Entered(u.id(), HexIds.format(u.hex), Movement.points(u.mpLeft)));
                        Commandos.offer(s, u); // §16.4 · entering onto a commando's hex passes it
                    }
                }
                case "reserve" -> {
                    Hex h = hexArg(s, w, 1);
                    for (UnitState u : s.at(h)) {
                        u.reserve = true;
                    }
                    s.reserveMarkersUsed++;
                    log.add(new IronTideEvent.ReserveMarked(HexIds.format(h)));
                }
                case "replace" -> Replacements.replace(s, s.unit(w[1]), log);
                case "allot-resupply" -> log.add(AirResupply.allot(s));
                case "resupply" -> log.add(AirResupply.attempt(s, hexArg(s, w, 1)));
                case "entrench" -> log.add(Note.of(Engineers.entrench(s, s.unit(w[1]))));
                case "build-bridge" -> log.add(Note.of(Engineers.build(s, s.unit(w[1]), hexArg(s, w, 2))));
                case "demolish", "destroy-depot" -> {
                    PendingDemolition d = new PendingDemolition(String.join(" ", w), w[1], hexArg(s, w, 2),
                            verb.equals("demolish") ? hexArg(s, w, 3) : null);
                    if (s.unit(d.unitId()).def.side() == Side.ALLIED && !Commandos.disruptors(s, d.at(), d.other()).isEmpty()) {
                        s.demolitionPending = d; // §16.4 (3) · a commando near: the German may first try to disrupt
                    } else {
                        demolition(s, d, false, log);
                    }
                }
                case "attack" -> {
                    s.battle = new Battle();
                    s.battle.defenderHexes.add(hexArg(s, w, 1));
                }
                case "end-phase" -> closePhase(s, log);
                default -> throw new IllegalStateException("unchecked choice " + String.join(" ", w));
            }
        }
        settle(s, log);
        return log;
    }

    /** §13.1, §13.2 · the Allied (or German) demolition roll, unless a commando disrupted it (§16.4). */
    private static void demolition(GameState s, PendingDemolition d, boolean disrupted, List<IronTideEvent> log) {
        UnitState u = s.unit(d.unitId());
        if (disrupted) {
            log.add(Note.of(Commandos.disrupted(s, u, d.at(), d.other())));
        } else if (d.other() != null) {
            log.add(Note.of(Engineers.demolish(s, u, d.at(), d.other())));
        } else {
            log.add(Note.of(FuelDepots.destroy(s, u, d.at())));
        }
    }

    /** §16.4 · a decision of the German player about commandos inside the Allied turn. */
    private static boolean commandoDecision(GameState s) {
        return s.misdirecting != null || !s.misdirectChances.isEmpty() || s.demolitionPending != null;
    }

    private static void applyBattle(GameState s, Battle b, String verb, String[] w, List<IronTideEvent> log) {
        switch (verb) {
            case "with" -> b.attackers.add(w[1]);
            case "also" -> b.defenderHexes.add(hexArg(s, w, 1));
            case "cancel" -> s.battle = null;
            case "commit" -> {
                s.mustBeAttacked.addAll(Combat.obligedBy(s, b)); // §11.0 · fixed as the attackers opt to attack (R-IT-48)
                b.stage = Battle.Stage.ATTACKER_SUPPORT;
                log.add(new IronTideEvent.BattleDeclared(List.copyOf(b.attackers), b.defenderHexes.stream().map(HexIds::format).toList()));
            }
            case "artillery" -> (b.stage == Battle.Stage.ATTACKER_SUPPORT ? b.attackerArtillery : b.defenderArtillery).add(w[1]);
            case "air" -> {
                if (b.stage == Battle.Stage.ATTACKER_SUPPORT) {
                    b.attackerAir = true;
                } else {
                    b.defenderAir = true;
                }
            }
            case "defend-with" -> b.defendingRegiment.put(s.unit(w[1]).hex, w[1]);
            case "done" -> {
                if (b.stage == Battle.Stage.ATTACKER_SUPPORT) {
                    b.stage = Battle.Stage.DEFENDER_SUPPORT;
                } else if (b.stage == Battle.Stage.DEFENDER_SUPPORT) {
                    log.addAll(CombatResolution.resolve(s));
                } else {
                    s.battle = null; // the advance is over
                }
            }
            case "lose" -> {
                Obligation o = b.obligations.poll();
                Losses.takeStep(s, s.unit(w[1]), log);
                if (o.count() > 1) {
                    b.obligations.addFirst(new Obligation(o.kind(), o.side(), o.units(), o.count() - 1, false, o.origin(), o.path()));
                }
            }
            case "stand" -> {
                Obligation o = b.obligations.poll();
                b.retreatPaths.put(o.origin(), o.path());
                log.add(new IronTideEvent.Stood(HexIds.format(o.origin()), o.count()));
                b.obligations.addFirst(Obligation.loss(o.side(), CombatResolution.alive(s, o), o.count(), false));
            }
            case "retreat" -> {
                Obligation o = b.obligations.poll();
                Hex to = hexArg(s, w, 1);
                boolean zoc = ZonesOfControl.inEnemyZoc(s, to, o.side());
                List<String> stack = CombatResolution.alive(s, o);
                for (String id : stack) {
                    UnitState u = s.unit(id);
                    Movement.enter(s, u, to); // R-IT-13 · a town or depot entered by retreat is entered
                    if (u.def.division() != null) {
                        s.integrityVoided.add(u.def.division()); // §11.3
                    }
                }
                if (o.path().isEmpty()) {
                    s.entrenchments.remove(o.origin()); // §13.4 · occupants retreated
                }
                int after = Stacking.count(s, to, o.side());
                if (after > s.scenario.rules().stackingLimit()) {
                    for (String id : stack) {
                        s.unit(id).overstackedByRetreat = true; // §8.2
                    }
                }
                Obligation next = o.retreatedTo(to);
                b.retreatPaths.put(o.origin(), next.path());
                log.add(new IronTideEvent.Retreated(List.copyOf(stack), HexIds.format(to), zoc));
                if (next.count() > 0) {
                    b.obligations.addFirst(next);
                }
                if (zoc) {
                    b.obligations.addFirst(Obligation.loss(o.side(), stack, 1, false));
                }
            }
            case "advance" -> {
                UnitState u = s.unit(w[1]);
                Hex from = u.hex;
                Advances.advance(s, u, hexArg(s, w, 2));
                Restrictions.crossed(s, u, from, u.hex, log);
                log.add(new IronTideEvent.Advanced(u.id(), HexIds.format(from), HexIds.format(u.hex)));
            }
            default -> throw new IllegalStateException("unchecked battle choice " + verb);
        }
    }

    /** The phasing player ends the phase: §8.1 · first the stacking restrictions at the end of a Movement or Reserve Phase. */
    private static void closePhase(GameState s, List<IronTideEvent> log) {
        if ((s.phase == Phase.MOVEMENT || s.phase == Phase.RESERVE)
                && !Stacking.overstacked(s, s.phasing, s.phase == Phase.RESERVE).isEmpty()) {
            s.stackingDue = true;
            log.add(new IronTideEvent.StackingDue());
        } else {
            endPhase(s, log);
        }
    }

    /** Drops finished obligations; opens the advance when none is left; closes a battle with nothing left to ask. */
    private static void tidyBattle(GameState s) {
        Battle b = s.battle;
        if (b == null || b.stage != Battle.Stage.RESULTS && b.stage != Battle.Stage.ADVANCE) {
            return;
        }
        if (b.stage == Battle.Stage.RESULTS) {
            while (!b.obligations.isEmpty()) {
                Obligation o = b.obligations.peek();
                if (o.count() <= 0 || CombatResolution.alive(s, o).isEmpty()) {
                    b.obligations.poll();
                } else {
                    break;
                }
            }
            if (b.obligations.isEmpty()) {
                CombatResolution.prepareAdvance(s);
            }
        }
        if (b.stage == Battle.Stage.ADVANCE) {
            boolean any = false;
            for (String c : candidates(s)) {
                if (c.startsWith("advance ") && refusal(s, b.victor, c) == null) {
                    any = true;
                    break;
                }
            }
            if (b.victor == null || !any) {
                s.battle = null;
            }
        }
    }

    // ---- phases (§4.2)

    /** Runs what needs no decision: finished battles, automatic phases, phases whose only choice is to end. */
    static void settle(GameState s, List<IronTideEvent> log) {
        Restrictions.release(s); // §17.12
        for (int guard = 0; guard < 10_000 && !s.over; guard++) {
            tidyBattle(s);
            if (s.battle != null || s.stackingDue || s.moving != null || commandoDecision(s)) {
                return;
            }
            List<String> options = pending(s).options();
            if (options.size() == 1 && options.get(0).equals("end-phase")) {
                closePhase(s, log);
                continue;
            }
            return;
        }
    }

    /** Starts the game: the first phase's work. */
    static void begin(GameState s, List<IronTideEvent> log) {
        startPhase(s, log);
        settle(s, log);
    }

    private static void endPhase(GameState s, List<IronTideEvent> log) {
        switch (s.phase) {
            case MOVEMENT -> {
                for (UnitState u : Reinforcements.due(s)) {
                    u.dueTurn = s.turn + 1;
                    if (Reinforcements.blocked(s, u)) {
                        u.entryBlocked = true; // §14.0 · after the one-turn delay it may enter beside the blocked road
                        log.add(new IronTideEvent.EntryDelayed(u.id(), true));
                    } else {
                        log.add(new IronTideEvent.EntryDelayed(u.id(), false));
                    }
                }
                for (UnitState u : s.onMap(s.phasing)) {
                    u.overstackedByRetreat = false; // §8.2 · corrected by the end of the Movement Phase
                }
                // §13.4 · an entrenchment left unoccupied at the end of movement is destroyed (the Westwall never)
                s.entrenchments.removeIf(h -> s.at(h).isEmpty());
            }
            case RESERVE -> {
                for (UnitState u : s.onMap(s.phasing)) {
                    u.reserve = false;
                }
            }
            default -> {
            }
        }
        s.moving = null;
        s.movingWith.clear();
        Engineers.checkWorks(s, log); // §13.3 · an enemy closer than three hexes stops an entrenchment
        Phase[] order = Phase.values();
        int next = s.phase.ordinal() + 1;
        if (next >= order.length) {
            endPlayerTurn(s, log);
            return;
        }
        s.phase = order[next];
        startPhase(s, log);
    }

    /** Begins the state's current phase: its automatic work (Air Points, the supply check, units ready to move). */
    public static void startPhase(GameState s, List<IronTideEvent> log) {
        log.add(new IronTideEvent.PhaseBegan(s.currentTurn().id(), s.phasing, s.phase.label())); // §4.2
        switch (s.phase) {
            case AIR -> {
                if (s.phasing != Side.GERMAN) {
                    return;
                }
                // §4.21, §10.0 · weather and Air Points from the Turn Record Chart (R-IT-16: both sides' points serve combat support)
                var t = s.currentTurn();
                s.airPoints.put(Side.GERMAN, t.germanAirPoints());
                s.airPoints.put(Side.ALLIED, t.alliedAirPoints());
                log.add(new IronTideEvent.AirPointsSet(t.id(), t.weather().name().toLowerCase(), t.germanAirPoints(), t.alliedAirPoints()));
            }
            case SUPPLY -> {
                Supply.check(s); // §4.22, §12
                IronTideEvent fuel = FuelDepots.roll(s); // §12.5 · the German player's Supply Phase from 19AM
                if (fuel != null) {
                    log.add(fuel);
                } else if (s.phasing == Side.ALLIED) {
                    FuelDepots.apply(s); // the German shortage lasts until his next Supply Phase
                }
                int oos = 0;
                int iso = 0;
                for (UnitState u : s.units.values()) {
                    if (u.onMap() && u.supply == SupplyState.OUT_OF_SUPPLY) {
                        oos++;
                    } else if (u.onMap() && u.supply == SupplyState.ISOLATED) {
                        iso++;
                    }
                }
                if (oos + iso > 0) {
                    log.add(new IronTideEvent.SupplyChecked(oos, iso));
                }
            }
            case MOVEMENT, RESERVE -> {
                if (s.phase == Phase.MOVEMENT && s.phasing == Side.GERMAN) {
                    Restrictions.germanRoll(s, log); // §17.2
                    if (s.turn == 0) {
                        log.add(Note.of("§18.0 · turn one: no German unit may move except as a result of combat; every German attack has one column shift right (surprise)"));
                    }
                }
                s.reserveMarkersUsed = s.phase == Phase.MOVEMENT ? 0 : s.reserveMarkersUsed;
                s.misdirectTried.clear(); // §16.4 · one attempt per passing unit, each phase
                for (UnitState u : s.onMap(s.phasing)) {
                    u.moved = false;
                    u.moving = false;
                    u.hexesMoved = 0;
                    u.stopped = false;
                    u.disengaged = false;
                    u.beganInEnemyZoc = ZonesOfControl.inEnemyZoc(s, u.hex, u.def.side()); // §7.2
                    u.startHex = u.hex;
                }
                if (s.phase == Phase.RESERVE && s.turn == 0) {
                    log.add(Note.of("§6.1 · no Reserve Phase on the first turn"));
                }
            }
            case REPLACEMENT -> {
                // §15 · the Turn Record Chart's points for the phasing player; unused points are lost
                var t = s.currentTurn();
                s.replacementPoints = s.phasing == Side.GERMAN ? t.germanReplacements() : t.alliedReplacements();
                int from = s.scenario.turnIndex(s.scenario.rules().replacementsFrom());
                if ((from < 0 || s.turn < from) && s.replacementPoints > 0) {
                    // §15.0 · "Starting on the 19AM turn both sides may take replacements", whatever the chart lists earlier
                    log.add(Note.of("§15.0 · replacements start on " + s.scenario.rules().replacementsFrom() + ": the Turn Record Chart's "
                            + s.replacementPoints + " for " + t.id() + " are not taken"));
                    s.replacementPoints = 0;
                }
                for (UnitState u : s.units.values()) {
                    if (u.def.side() == s.phasing) {
                        u.replaced = false;
                    }
                }
            }
            case COMBAT -> {
                s.integrityVoided.clear();
                s.mustBeAttacked.clear();
            }
            case ENGINEERING -> {
                s.demolitionTried.clear();
                s.depotTried.clear();
                s.demolitionRolls.clear();
                for (UnitState u : s.onMap(s.phasing)) {
                    u.engineered = false;
                    u.demolitionAttempts = 0;
                }
            }
            default -> {
            }
        }
    }

    private static void endPlayerTurn(GameState s, List<IronTideEvent> log) {
        if (s.phasing == Side.GERMAN) {
            Commandos.removeAfterGermanTurn(s, log); // §16.4 · removed at the end of the German 20PM turn
            s.phasing = Side.ALLIED;
            s.phase = Phase.SUPPLY;
            startPlayerTurn(s);
            log.add(new IronTideEvent.PlayerTurnBegan(s.currentTurn().id(), s.phasing));
            startPhase(s, log);
            return;
        }
        // §20 · the end of a game turn: Liège held in supply wins at once
        Town city = Victory.strategicCity(s);
        if (city != null) {
            s.over = true;
            s.result = "German Strategic Victory: " + city.name() + " held in supply at the end of " + s.currentTurn().id() + " (§20)";
            log.add(new IronTideEvent.GameEnded(s.result, true));
            return;
        }
        s.airPoints.clear(); // §10.0 · Air Points lapse at the end of the game turn
        s.resupplyPoints = 0;
        s.resupplyTried.clear(); // §12.4 · one attempt for each hex per turn
        s.resupplied.clear();
        s.turn++;
        if (s.turn >= s.scenario.turns().size()) {
            s.turn = s.scenario.turns().size() - 1;
            int vp = Victory.germanPoints(s);
            s.over = true;
            s.result = Victory.level(s, vp) + " — German victory points " + vp
                    + (s.alliedEliminated >= s.scenario.rules().alliedLossesForLevel() ? " (65+ Allied units lost: one level toward the German)" : "") + " (§20)";
            log.add(new IronTideEvent.GameEnded(s.result, false));
            return;
        }
        s.phasing = Side.GERMAN;
        s.phase = Phase.AIR;
        startPlayerTurn(s);
        log.add(new IronTideEvent.PlayerTurnBegan(s.currentTurn().id(), s.phasing));
        startPhase(s, log);
    }

    private static void startPlayerTurn(GameState s) {
        for (UnitState u : s.units.values()) {
            u.attacked = false;
            u.defended = false;
            u.artilleryFired = false;
        }
    }

    /** For views: units of a side with their hexes. */
    public static Map<Hex, List<UnitState>> stacks(GameState s) {
        Map<Hex, List<UnitState>> result = new java.util.TreeMap<>();
        for (UnitState u : s.units.values()) {
            if (u.status == UnitStatus.ON_MAP) {
                result.computeIfAbsent(u.hex, h -> new ArrayList<>()).add(u);
            }
        }
        return result;
    }
}
