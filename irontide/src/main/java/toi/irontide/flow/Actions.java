package toi.irontide.flow;

import java.util.ArrayList;
import java.util.List;
import toi.engine.hex.Hex;
import toi.irontide.data.HexIds;
import toi.irontide.data.Side;
import toi.irontide.event.IronTideEvent;
import toi.irontide.event.IronTideEvent.Note;
import toi.irontide.rules.AirResupply;
import toi.irontide.rules.Commandos;
import toi.irontide.rules.Engineers;
import toi.irontide.rules.Exits;
import toi.irontide.rules.FuelDepots;
import toi.irontide.rules.Losses;
import toi.irontide.rules.Movement;
import toi.irontide.rules.Placement;
import toi.irontide.rules.Reinforcements;
import toi.irontide.rules.Replacements;
import toi.irontide.rules.Restrictions;
import toi.irontide.rules.Stacking;
import toi.irontide.rules.ZonesOfControl;
import toi.irontide.state.Battle;
import toi.irontide.state.GameState;
import toi.irontide.state.PendingDemolition;
import toi.irontide.state.Phase;
import toi.irontide.state.UnitState;

/** A checked choice applied: §3.0 placement, §16.4 commando answers, §8.1 stacking, §5.0 movement, §14.0 entry, §6.0 reserves, §15, §12.4, §13. */
final class Actions {
    private Actions() {
    }

    /** §5.0 · the unit starts its move: its movement factor this phase, its marks cleared. */
    static void startMove(GameState s, UnitState u, boolean strategic, List<IronTideEvent> log) {
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

    /**
     * Applies a checked choice, its events added to {@code log}; returns the decision that follows when it was worked
     * out on the way (the phases that run by themselves, {@link Phases#settle}), else null.
     */
    static Decision applyChoice(GameState s, String choice, List<IronTideEvent> log) {
        String[] w = Flow.words(choice);
        String verb = w[0];
        Battle b = s.battle;
        if (Placement.next(s) != null) {
            log.add(Placement.place(s, s.unit(w[1]), Args.hexArg(s, w, 2)));
            if (Placement.next(s) == null) {
                log.add(new IronTideEvent.SetUpComplete());
                Phases.begin(s, log); // the game starts: the first phase's work
                return null;
            }
            return null;
        } else if (s.misdirecting != null) {
            log.add(Note.of(verb.equals("road") ? Commandos.road(s, Args.hexArg(s, w, 1), log) : Commandos.endMisdirection(s)));
        } else if (!s.misdirectChances.isEmpty()) {
            log.add(Note.of(verb.equals("misdirect") ? Commandos.misdirect(s, s.unit(w[1])) : Commandos.letPass(s)));
        } else if (s.demolitionPending != null) {
            PendingDemolition d = s.demolitionPending;
            s.demolitionPending = null;
            boolean disrupted = verb.equals("disrupt") && Commandos.disrupt(s, s.unit(w[1]), log);
            demolition(s, d, disrupted, log);
        } else if (b != null) {
            Battles.applyBattle(s, b, verb, w, log);
        } else if (s.stackingDue) {
            log.add(Losses.eliminateOutright(s, s.unit(w[1]), "§8.1", "§8.1: over the stacking limit at the end of the phase"));
            if (Stacking.overstacked(s, s.phasing, s.phase == Phase.RESERVE).isEmpty()) {
                s.stackingDue = false;
                Phases.endPhase(s, log);
            }
        } else if (s.moving != null) {
            UnitState u = s.unit(s.moving);
            if (verb.equals("to")) {
                Hex to = Args.hexArg(s, w, 1);
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
                    List<UnitState> stack = Args.stackIn(s, Args.hexArg(s, w, 1));
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
                        Reinforcements.land(s, u, Args.hexArg(s, w, 2), log);
                    } else {
                        Reinforcements.enter(s, u, Args.hexArg(s, w, 2), verb.equals("enter-strategic"));
                        log.add(new IronTideEvent.Entered(u.id(), HexIds.format(u.hex), Movement.points(u.mpLeft)));
                        Commandos.offer(s, u); // §16.4 · entering onto a commando's hex passes it
                    }
                }
                case "reserve" -> {
                    Hex h = Args.hexArg(s, w, 1);
                    for (UnitState u : s.at(h)) {
                        u.reserve = true;
                    }
                    s.reserveMarkersUsed++;
                    log.add(new IronTideEvent.ReserveMarked(HexIds.format(h)));
                }
                case "replace" -> Replacements.replace(s, s.unit(w[1]), log);
                case "allot-resupply" -> log.add(AirResupply.allot(s));
                case "resupply" -> log.add(AirResupply.attempt(s, Args.hexArg(s, w, 1)));
                case "entrench" -> log.add(Note.of(Engineers.entrench(s, s.unit(w[1]))));
                case "build-bridge" -> log.add(Note.of(Engineers.build(s, s.unit(w[1]), Args.hexArg(s, w, 2))));
                case "demolish", "destroy-depot" -> {
                    PendingDemolition d = new PendingDemolition(String.join(" ", w), w[1], Args.hexArg(s, w, 2),
                            verb.equals("demolish") ? Args.hexArg(s, w, 3) : null);
                    if (s.unit(d.unitId()).def.side() == Side.ALLIED && !Commandos.disruptors(s, d.at(), d.other()).isEmpty()) {
                        s.demolitionPending = d; // §16.4 (3) · a commando near: the German may first try to disrupt
                    } else {
                        demolition(s, d, false, log);
                    }
                }
                case "attack" -> {
                    s.battle = new Battle();
                    s.battle.defenderHexes.add(Args.hexArg(s, w, 1));
                }
                case "end-phase" -> Phases.closePhase(s, log);
                default -> throw new IllegalStateException("unchecked choice " + String.join(" ", w));
            }
        }
        return Phases.settle(s, log);
    }

    /** §13.1, §13.2 · the Allied (or German) demolition roll, unless a commando disrupted it (§16.4). */
    static void demolition(GameState s, PendingDemolition d, boolean disrupted, List<IronTideEvent> log) {
        UnitState u = s.unit(d.unitId());
        if (disrupted) {
            log.add(Note.of(Commandos.disrupted(s, u, d.at(), d.other())));
        } else if (d.other() != null) {
            log.add(Note.of(Engineers.demolish(s, u, d.at(), d.other())));
        } else {
            log.add(Note.of(FuelDepots.destroy(s, u, d.at())));
        }
    }
}
