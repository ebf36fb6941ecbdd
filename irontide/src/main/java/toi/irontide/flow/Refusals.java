package toi.irontide.flow;

import java.util.ArrayList;
import java.util.List;
import toi.engine.hex.Hex;
import toi.irontide.data.HexIds;
import toi.irontide.data.Side;
import toi.irontide.rules.Advances;
import toi.irontide.rules.AirResupply;
import toi.irontide.rules.Combat;
import toi.irontide.rules.Commandos;
import toi.irontide.rules.Engineers;
import toi.irontide.rules.Exits;
import toi.irontide.rules.FuelDepots;
import toi.irontide.rules.CombatResolution;
import toi.irontide.rules.Movement;
import toi.irontide.rules.Placement;
import toi.irontide.rules.Reinforcements;
import toi.irontide.rules.Replacements;
import toi.irontide.rules.Retreats;
import toi.irontide.rules.Stacking;
import toi.irontide.state.Battle;
import toi.irontide.state.GameState;
import toi.irontide.state.Obligation;
import toi.irontide.state.Phase;
import toi.irontide.state.SupplyState;
import toi.irontide.state.UnitState;

/** The rule that forbids a choice now (null: allowed), by the phase and the battle's stage: the same check {@link Flow#apply} relies on. */
final class Refusals {
    private Refusals() {
    }

    /** {@code placing}: the unit to place now ({@link Placement#next}), or null once the set-up is done. */
    static String of(GameState s, UnitState placing, String verb, String[] w) {
        if (placing != null) {
            return verb.equals("place") ? Placement.refusal(s, Args.unitArg(s, w, 1), Args.hexArg(s, w, 2)) : expected("place U HEX (§3.0: the set-up)");
        }
        if (s.misdirecting != null) {
            return switch (verb) {
                case "road" -> Commandos.roadRefusal(s, Args.hexArg(s, w, 1));
                case "done" -> null;
                default -> expected("road HEX, done (§16.4: the misdirected unit)");
            };
        }
        if (!s.misdirectChances.isEmpty()) {
            return switch (verb) {
                case "misdirect" -> Commandos.misdirectRefusal(s, Args.unitArg(s, w, 1));
                case "let-pass" -> null;
                default -> expected("misdirect C, let-pass (§16.4)");
            };
        }
        if (s.demolitionPending != null) {
            return switch (verb) {
                case "disrupt" -> Commandos.disruptRefusal(s, Args.unitArg(s, w, 1), s.demolitionPending.at(), s.demolitionPending.other());
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
                            UnitState u = Args.unitArg(s, w, 1);
                            String why = Combat.attackerRefusal(s, b, u);
                            yield why != null ? why : Combat.joinRefusal(s, b, u); // §11.0 · R-IT-48
                        }
                        case "also" -> Combat.defenderHexRefusal(s, b, Args.hexArg(s, w, 1));
                        case "commit" -> Combat.commitRefusal(s, b);
                        case "cancel" -> null;
                        default -> expected("with U, also HEX, commit, cancel");
                    };
                }
                case ATTACKER_SUPPORT, DEFENDER_SUPPORT -> {
                    Side side = b.stage == Battle.Stage.ATTACKER_SUPPORT ? s.phasing : s.phasing.enemy();
                    return switch (verb) {
                        case "artillery" -> Combat.artilleryRefusal(s, b, Args.unitArg(s, w, 1), side);
                        case "air" -> Combat.airRefusal(s, b, side);
                        case "defend-with" -> defendWithRefusal(s, b, Args.unitArg(s, w, 1), side);
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
                        UnitState u = Args.unitArg(s, w, 1);
                        return CombatResolution.lossCandidates(s, o).contains(u.id()) ? null
                                : o.armorFirst() && CombatResolution.alive(s, o).contains(u.id())
                                ? "§11.78 · the first attacker step lost must come from the armor"
                                : "§11.78 · the loss falls on the units of the battle: " + String.join(", ", CombatResolution.alive(s, o));
                    }
                    return switch (verb) {
                        case "retreat" -> {
                            Hex h = Args.hexArg(s, w, 1);
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
                        case "advance" -> Advances.refusal(s, Args.unitArg(s, w, 1), Args.hexArg(s, w, 2));
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
            UnitState u = Args.unitArg(s, w, 1);
            for (List<UnitState> stack : Stacking.overstacked(s, s.phasing, s.phase == Phase.RESERVE).values()) {
                if (stack.contains(u)) {
                    return null;
                }
            }
            return "§8.1 · " + u.id() + " is not in an overstacked hex";
        }
        if (s.moving != null) {
            return switch (verb) {
                case "to" -> Movement.stackStepRefusal(s, Args.hexArg(s, w, 1));
                case "exit" -> s.movingWith.isEmpty() ? Exits.refusal(s, s.unit(s.moving))
                        : "§5.3 · units exit the map one at a time (R-IT-39): move the unit alone to exit it";
                case "stop" -> null;
                default -> expected("to HEX, exit, stop");
            };
        }
        switch (s.phase) {
            case MOVEMENT, RESERVE -> {
                return switch (verb) {
                    case "move" -> Movement.activationRefusal(s, Args.unitArg(s, w, 1), false);
                    case "strategic" -> Movement.activationRefusal(s, Args.unitArg(s, w, 1), true);
                    case "move-stack" -> stackRefusal(s, Args.hexArg(s, w, 1), false);
                    case "strategic-stack" -> stackRefusal(s, Args.hexArg(s, w, 1), true);
                    case "enter" -> Reinforcements.entryRefusal(s, Args.unitArg(s, w, 1), Args.hexArg(s, w, 2), false);
                    case "enter-strategic" -> Reinforcements.entryRefusal(s, Args.unitArg(s, w, 1), Args.hexArg(s, w, 2), true);
                    case "reserve" -> reserveRefusal(s, Args.hexArg(s, w, 1));
                    case "end-phase" -> null;
                    default -> expected("move U, strategic U, move-stack HEX, strategic-stack HEX, enter U HEX, enter-strategic U HEX, reserve HEX, end-phase");
                };
            }
            case COMBAT -> {
                return switch (verb) {
                    case "attack" -> attackRefusal(s, Args.hexArg(s, w, 1));
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
                    case "resupply" -> AirResupply.refusal(s, Args.hexArg(s, w, 1));
                    case "end-phase" -> null;
                    default -> expected("resupply HEX, end-phase");
                };
            }
            case REPLACEMENT -> {
                return switch (verb) {
                    case "replace" -> Replacements.refusal(s, Args.unitArg(s, w, 1));
                    case "end-phase" -> null;
                    default -> expected("replace U, end-phase");
                };
            }
            case ENGINEERING -> {
                return switch (verb) {
                    case "entrench" -> Engineers.entrenchRefusal(s, Args.unitArg(s, w, 1));
                    case "build-bridge" -> Engineers.buildRefusal(s, Args.unitArg(s, w, 1), Args.hexArg(s, w, 2));
                    case "demolish" -> Engineers.demolishRefusal(s, Args.unitArg(s, w, 1), Args.hexArg(s, w, 2), Args.hexArg(s, w, 3));
                    case "destroy-depot" -> FuelDepots.destroyRefusal(s, Args.unitArg(s, w, 1), Args.hexArg(s, w, 2));
                    case "end-phase" -> null;
                    default -> expected("entrench U, build-bridge U HEX, demolish U HEX HEX, destroy-depot U HEX, end-phase");
                };
            }
            default -> {
                return verb.equals("end-phase") ? null : expected("end-phase");
            }
        }
    }

    /**
     * §5.0 · "Stacks of units may move together if all the units start in the same hex": every unit of the phasing
     * player in the hex moves (R-IT-39), so each must be free to move now; on turn one the Allied stack moves only when
     * every unit in it may (§18.0: one Allied unit moves, besides the attacked).
     */
    static String stackRefusal(GameState s, Hex hex, boolean strategic) {
        List<UnitState> stack = Args.stackIn(s, hex);
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

    static String expected(String what) {
        return "not a choice now (expected: " + what + ")";
    }

    static String attackRefusal(GameState s, Hex target) {
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

    static String defendWithRefusal(GameState s, Battle b, UnitState u, Side side) {
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

    static String regimentStillToChoose(GameState s, Battle b) {
        for (Hex d : b.defenderHexes) {
            if (Combat.defendingRegimentChoices(s, d).size() > 1 && !b.defendingRegiment.containsKey(d)) {
                return "§11.1 · the defender chooses which regiment defends in " + HexIds.format(d) + " (defend-with U)";
            }
        }
        return null;
    }

    /** §6.0 · a Reserve marker: on a stack that has not moved, not adjacent to enemy units, in supply; at most five a phase. */
    static String reserveRefusal(GameState s, Hex hex) {
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
}
