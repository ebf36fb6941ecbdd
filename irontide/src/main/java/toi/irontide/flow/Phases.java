package toi.irontide.flow;

import java.util.List;
import toi.irontide.data.Side;
import toi.irontide.data.Town;
import toi.irontide.event.IronTideEvent;
import toi.irontide.event.IronTideEvent.Note;
import toi.irontide.rules.Commandos;
import toi.irontide.rules.Engineers;
import toi.irontide.rules.FuelDepots;
import toi.irontide.rules.Movement;
import toi.irontide.rules.Reinforcements;
import toi.irontide.rules.Restrictions;
import toi.irontide.rules.Stacking;
import toi.irontide.rules.Supply;
import toi.irontide.rules.Victory;
import toi.irontide.rules.ZonesOfControl;
import toi.irontide.state.GameState;
import toi.irontide.state.Phase;
import toi.irontide.state.SupplyState;
import toi.irontide.state.UnitState;

/** §4.2 · GAME TURN SEQUENCE: a phase's automatic work, its end (§8.1 stacking first), the player turns and game turns, the game's end (§20). */
final class Phases {
    private Phases() {
    }

    /** The phasing player ends the phase: §8.1 · first the stacking restrictions at the end of a Movement or Reserve Phase. */
    static void closePhase(GameState s, List<IronTideEvent> log) {
        if ((s.phase == Phase.MOVEMENT || s.phase == Phase.RESERVE)
                && !Stacking.overstacked(s, s.phasing, s.phase == Phase.RESERVE).isEmpty()) {
            s.stackingDue = true;
            log.add(new IronTideEvent.StackingDue());
        } else {
            endPhase(s, log);
        }
    }

    /** Runs what needs no decision: finished battles, automatic phases, phases whose only choice is to end. */
    /** Returns the decision it worked out for the state it leaves (then unchanged), or null when it worked none out. */
    static Decision settle(GameState s, List<IronTideEvent> log) {
        Restrictions.release(s); // §17.12
        for (int guard = 0; guard < 10_000 && !s.over; guard++) {
            Battles.tidyBattle(s);
            if (s.battle != null || s.stackingDue || s.moving != null || Flow.commandoDecision(s)) {
                return null;
            }
            Decision d = Flow.pending(s);
            List<String> options = d.options();
            if (options.size() == 1 && options.get(0).equals("end-phase")) {
                closePhase(s, log);
                continue;
            }
            return d;
        }
        return null;
    }

    /** Starts the game: the first phase's work. */
    static void begin(GameState s, List<IronTideEvent> log) {
        startPhase(s, log);
        settle(s, log);
    }

    static void endPhase(GameState s, List<IronTideEvent> log) {
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

    static void endPlayerTurn(GameState s, List<IronTideEvent> log) {
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

    static void startPlayerTurn(GameState s) {
        for (UnitState u : s.units.values()) {
            u.attacked = false;
            u.defended = false;
            u.artilleryFired = false;
        }
    }
}
