package toi.engine.game.flow;

import toi.engine.game.rules.BoxLimits;

import toi.engine.game.protocol.ActionKind;
import toi.engine.game.protocol.Choice;
import toi.engine.game.protocol.IllegalChoice;
import toi.engine.game.protocol.Phase;
import toi.engine.game.rules.CardDecks;
import toi.engine.game.rules.CardFlow;
import toi.engine.game.rules.Fire;
import toi.engine.game.rules.Movement;
import toi.engine.game.rules.NightRules;
import toi.engine.game.rules.SmokeMission;
import toi.engine.game.rules.TeamSupport;
import toi.engine.game.state.Activity;
import toi.engine.game.state.Frame;
import toi.engine.game.state.GameState;
import toi.engine.game.state.PendingHits;

import toi.engine.event.DieRoll;
import toi.engine.event.Event;
import java.util.ArrayList;
import java.util.List;
import toi.engine.combat.AttackBreakdown;
import toi.engine.combat.AttackRules;
import toi.engine.combat.FireAction;
import toi.engine.move.MovePoints;
import toi.engine.units.Activation;
import toi.engine.units.Unit;

/** 000 · THE ACTION PHASE: activating units with actions, and whose action comes next. */
public final class Actions {
    private Actions() {
    }

    static void act(GameState s, Choice.Act a, List<Event> ev) {
        if (a.kind() == ActionKind.ACTIVATE_CARD) { // 000 · Activate Strategy Card
            CardFlow.activate(s, s.turn, a.division(), a.unitId(), true, ev);
            return;
        }
        if (a.kind() == ActionKind.RETRY_CONTACT) {
            CardFlow.retryContact(s, s.turn, a.unitId(), ev);
            return;
        }
        Unit u = s.units.get(a.unitId());
        if (u == null) {
            throw new IllegalChoice("no unit '" + a.unitId() + "'");
        }
        if (!u.nation().equals(s.turn)) {
            throw new IllegalChoice(u.id() + " is not " + s.turn + "'s unit: it is " + s.turn + "'s action turn");
        }
        if (s.setup.teams() && !u.division().equals(s.turnDivision)) {
            throw new IllegalChoice(u.id() + " belongs to " + u.nation() + "/" + u.division() + ", but it is " + s.turn + "/"
                    + s.turnDivision + "'s action turn (000 · THE FOUR-PLAYER GAME: each player activates his own division)");
        }
        if (u.activation() != Activation.FRESH) {
            throw new IllegalChoice(u.id() + " is " + u.activation().word() + ": only a fresh unit may be activated (000 · THE ACTION PHASE)");
        }
        if (u.isTransported() && !(a.kind() == ActionKind.ADVANCE || a.kind() == ActionKind.FIRE_AND_MOVEMENT
                || a.kind() == ActionKind.UNLOAD_EQUIPMENT // 003 · OPTIONAL VEHICULAR TRANSPORT RULES: a gun leaves its vehicle
                || a.kind() == ActionKind.ASSAULT || a.kind() == ActionKind.FATIGUE || a.kind() == ActionKind.PREPARE_OP_FIRE)) {
            throw new IllegalChoice(u.id() + " is inside " + u.carriedBy() + ": squads inside a vehicle cannot fire or resolve"
                    + " special abilities (000 · Transporting Squads in Vehicles)");
        }
        String equipment = toi.engine.game.rules.EquipmentUnits.actionRefusal(s, u, a.kind()); // 003 · Units: AT guns
        if (equipment != null) {
            throw new IllegalChoice(equipment);
        }
        switch (a.kind()) {
            case FATIGUE -> {
                s.units.put(u.id(), u.withActivation(Activation.FATIGUED));
                ev.add(new Event.ActivationChanged(u.id(), Activation.FATIGUED, "000 · Fatigue Unit"));
                s.endAction();
            }
            case PREPARE_OP_FIRE -> {
                if (u.isPinnedOrDisrupted()) {
                    throw new IllegalChoice(u.id() + " is " + u.condition().word() + ": a pinned or disrupted squad can never be placed in Op Fire mode (000 · SQUAD CONDITIONS)");
                }
                s.units.put(u.id(), u.withActivation(Activation.OP_FIRE));
                ev.add(new Event.ActivationChanged(u.id(), Activation.OP_FIRE, "000 · Prepare Op Fire"));
                s.endAction();
            }
            case ASSAULT -> {
                if (u.isVehicle()) {
                    throw new IllegalChoice("vehicles cannot be activated with an Assault action (000 · Assault)");
                }
                if (u.hasTrait("heavy-infantry-weapon")) {
                    throw new IllegalChoice(u.id() + " contains a heavy infantry weapon and may not take an Assault action (000 · Limited Choice of Actions)");
                }
                if (u.isImmobile()) {
                    throw new IllegalChoice(u.id() + " is " + u.condition().word() + " and cannot be moved (000 · Immobile Units)");
                }
                if (s.setup.special().frozen(u, s.round) != null) {
                    throw new IllegalChoice(s.setup.special().frozen(u, s.round));
                }
                int riding = Movement.riding(u);
                int mp = Math.max(0, MovePoints.of(u.movementPoints() - 1)) + riding; // 000 · Assault: 1 fewer movement point
                s.open(Frame.MOVE, new Activity(u.id(), ActionKind.ASSAULT, mp, List.of(u.hex()), false, false, java.util.Set.of(),
                        riding));
                ev.add(new Event.UnitActivated(u.id(), ActionKind.ASSAULT.id(), mp));
            }
            case DIG_ENTRENCHMENT, DIG_AND_ENTER -> {
                if (!u.usesSpecialization("engineer")) {
                    throw new IllegalChoice(u.id() + " is not an engineer squad able to use its abilities (000 · Engineer: Dig Entrenchment)");
                }
                var ent = s.board.catalog().marker("entrenchment").orElseThrow();
                var refusal = s.board.markerRefusal(u.hex(), ent);
                if (refusal.isPresent()) {
                    throw new IllegalChoice(refusal.get());
                }
                String shortage = BoxLimits.markerShortage(s, ent); // 000 · COMPONENT LIMITS
                if (shortage != null) {
                    throw new IllegalChoice(shortage);
                }
                if (a.kind() == ActionKind.DIG_AND_ENTER && u.fortification() != null) {
                    throw new IllegalChoice(u.id() + " is already in a " + u.fortification());
                }
                s.mutableBoard().placeMarker(u.hex(), ent);
                Unit dug = u.withActivation(Activation.FATIGUED);
                if (a.kind() == ActionKind.DIG_AND_ENTER) {
                    dug = dug.withFortification("entrenchment");
                }
                s.units.put(u.id(), dug);
                ev.add(new Event.MarkerPlaced(u.hex(), "entrenchment", u.id(), "000 · Engineer: Dig Entrenchment"));
                if (a.kind() == ActionKind.DIG_AND_ENTER) {
                    ev.add(new Event.EnteredFortification(u.id(), u.hex(), "entrenchment"));
                }
                ev.add(new Event.ActivationChanged(u.id(), Activation.FATIGUED, "000 · Engineer: Dig Entrenchment"));
                s.endAction();
            }
            case HEAL -> heal(s, u, a.squadId(), ev);
            // 003 · VEHICLES TRANSPORTING AT GUNS; 003 · OPTIONAL VEHICULAR TRANSPORT RULES
            case LOAD_EQUIPMENT, LOAD_EQUIPMENT_ABOARD, UNLOAD_EQUIPMENT -> toi.engine.game.rules.EquipmentTransport.act(s, a, ev);
            case DISMOUNT -> {
                if (!u.usesSpecialization("mounted")) {
                    throw new IllegalChoice(u.id() + " is not a mounted squad (002 · Mounted Units)");
                }
                s.units.put(u.id(), u.withSpecialization(null, 0).withActivation(Activation.FATIGUED));
                ev.add(new Event.RuleApplied(u.id(), "dismounts: the mounted token is removed", "002 · Riding"));
                ev.add(new Event.ActivationChanged(u.id(), Activation.FATIGUED, "002 · Riding"));
                s.endAction();
            }
            case ADVANCE, FIRE_AND_MOVEMENT -> {
                if (u.isImmobile()) {
                    throw new IllegalChoice(u.id() + " is " + (u.isPinnedOrDisrupted() ? u.condition().word() : u.damage().word())
                            + " and cannot be moved (000 · Immobile Units)");
                }
                if (s.setup.special().frozen(u, s.round) != null) {
                    throw new IllegalChoice(s.setup.special().frozen(u, s.round));
                }
                int mp = MovePoints.of(u.movementPoints());
                if (a.kind() == ActionKind.FIRE_AND_MOVEMENT) {
                    if (u.hasTrait("heavy-infantry-weapon")) {
                        throw new IllegalChoice(u.id() + " contains a heavy infantry weapon and may not take a Fire and Movement action (000 · Limited Choice of Actions)");
                    }
                    mp -= MovePoints.of(u.isVehicle() ? 2 : 1); // 000 · Fire and Movement: 1 fewer for squads, 2 for vehicles
                }
                int riding = a.kind() == ActionKind.ADVANCE ? Movement.riding(u) : 0;
                mp = (a.kind() == ActionKind.ADVANCE ? Movement.advanceBonus(s, u, Math.max(0, mp)) : Math.max(0, mp)) + riding;
                s.open(Frame.MOVE, new Activity(u.id(), a.kind(), mp, List.of(u.hex()), false, false, java.util.Set.of(), riding));
                ev.add(new Event.UnitActivated(u.id(), a.kind().id(), mp));
            }
            case CONCENTRATED_FIRE -> {
                if (a.attack() == null) {
                    throw new IllegalChoice("a concentrated attack names its target: 'act concentrated-fire UNIT target ID normal|suppressive [support A,B]'");
                }
                AttackBreakdown b = AttackRules.propose(s.position(), a.attack().request(s.position(), u.id(), FireAction.CONCENTRATED_FIRE));
                TeamSupport.payForTeamSupport(s, b, ev);
                ev.add(new Event.UnitActivated(u.id(), ActionKind.CONCENTRATED_FIRE.id(), 0));
                ev.add(Fire.declared(b, "concentrated-fire"));
                s.open(Frame.MOVE, new Activity(u.id(), ActionKind.CONCENTRATED_FIRE, 0, List.of(u.hex()), true, true, java.util.Set.of(), 0));
                if (b.request().smoke()) {
                    SmokeMission.fire(s, b, ev); // 003 · MORTARS FIRING SMOKE
                } else if (b.request().starShell()) {
                    NightRules.fireStarShell(s, b, ev); // 003 · NIGHT RULES, Star Shells
                } else {
                    Fire.rollAndApply(s, b, PendingHits.Cause.CONCENTRATED_FIRE, ev);
                }
            }
        }
    }

    /** 000 · Medic: Heal — roll one die; on 4+ a regular infantry figure joins the weakened squad. */
    static void heal(GameState s, Unit medic, String squadId, List<Event> ev) {
        if (!medic.usesSpecialization("medic")) {
            throw new IllegalChoice(medic.id() + " is not a medic squad able to use its abilities (000 · Medic: Heal)");
        }
        Unit patient = squadId == null ? null : s.units.get(squadId);
        if (patient == null || !patient.isSquad() || !patient.nation().equals(medic.nation()) || !patient.hex().equals(medic.hex())
                || patient.isTransported()) {
            throw new IllegalChoice("a medic heals a friendly squad in its own hex (000 · Medic: Heal); name it: 'act heal "
                    + medic.id() + " squad ID'");
        }
        if (patient.slotsUsed() >= Unit.SQUAD_SLOTS) {
            throw new IllegalChoice(patient.id() + " is not weakened: no hole is free in its squad base (000 · Heal)");
        }
        var regular = s.setup.regularInfantry(medic.nation()).orElseThrow(
                () -> new IllegalChoice("no regular infantry figure is available to heal with (000 · Heal)"));
        String shortage = BoxLimits.figureShortage(s, regular); // "retrieve one regular infantry figure from the game box"
        if (shortage != null) {
            throw new IllegalChoice(shortage);
        }
        int roll = s.dice.roll();
        int need = medic.specialization().param("healOn");
        ev.add(new Event.DiceRolled("heal: " + medic.id() + " (" + need + "+ needed)",
                List.of(new DieRoll(DieRoll.Color.BLACK, roll, roll >= need, "heal: " + medic.id())), "000 · Medic: Heal"));
        s.units.put(medic.id(), s.units.get(medic.id()).withActivation(Activation.FATIGUED));
        if (roll >= need) {
            Unit p = s.units.get(patient.id());
            List<toi.engine.units.UnitType> figs = new java.util.ArrayList<>(p.figures());
            figs.add(regular);
            s.units.put(p.id(), p.withFigures(figs));
            ev.add(new Event.FigureAdded(p.id(), regular.id(), null, "000 · Medic: Heal"));
        } else {
            ev.add(new Event.RuleApplied(medic.id(), "fails to heal " + patient.id(), "000 · Medic: Heal"));
        }
        s.endAction();
    }

    /** 000 · The Action Turn and End of the Action Phase: whose action comes next. */
    static void nextTurn(GameState s, List<Event> ev) {
        if (s.phase != Phase.ACTION) {
            return;
        }
        if (s.setup.teams()) {
            TeamTurns.next(s, ev);
            return;
        }
        for (String n : s.setup.nations()) {
            if (!s.passed.contains(n) && !hasAvailableAction(s, n)) {
                s.passed.add(n); // "If a player can take no more actions … his Action Phase is over."
                ev.add(new Event.Passed(n, "has no unit left to activate: its Action Phase is over", "000 · End of the Action Phase"));
            }
        }
        if (s.passed.containsAll(s.setup.nations())) {
            RoundPhases.commandPhase(s, ev);
            return;
        }
        String other = s.opponent(s.turn);
        if (s.passed.contains(s.turn)) {
            s.turn = other;
            s.actionsLeft = Integer.MAX_VALUE; // the opponent "may now take an unlimited number of actions"
        } else if (s.actionsLeft <= 0) {
            if (!s.passed.contains(other)) {
                s.turn = other;
                s.actionsLeft = s.setup.actionsPerTurn().get(other);
            } else {
                s.actionsLeft = Integer.MAX_VALUE;
            }
        }
    }

    static boolean hasAvailableAction(GameState s, String nation) {
        return hasAvailableAction(s, nation, null);
    }

    /** Whether the nation (or in team games its division) has a fresh unit to activate. */
    static boolean hasAvailableAction(GameState s, String nation, String division) {
        for (Unit u : s.units.values()) {
            if (u.nation().equals(nation) && u.activation() == Activation.FRESH && (division == null || division.equals(u.division()))) {
                return true;
            }
        }
        return !CardDecks.activationOptions(s, nation, true).isEmpty(); // activating a Strategy card is an action too
    }
}
