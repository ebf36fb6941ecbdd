package toi.engine.game.flow;

import toi.engine.game.protocol.Choice;
import toi.engine.game.protocol.IllegalChoice;
import toi.engine.game.protocol.Phase;
import toi.engine.game.rules.CardDecks;
import toi.engine.game.rules.Concealment;
import toi.engine.game.rules.MunitionTokens;
import toi.engine.game.rules.NightRules;
import toi.engine.game.rules.Scoring;
import toi.engine.game.rules.Victory;
import toi.engine.game.state.Frame;
import toi.engine.game.state.GameState;
import toi.engine.game.state.TransferStep;
import toi.engine.scenario.SpecialRules;

import toi.engine.event.Event;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import toi.engine.hex.Hex;
import toi.engine.map.Objective;
import toi.engine.units.Activation;
import toi.engine.units.Condition;
import toi.engine.units.Unit;

/** 000 · THE COMMAND PHASE and THE STATUS PHASE, and the end of the round. */
public final class RoundPhases {
    private RoundPhases() {
    }

        // ---- Command Phase ---------------------------------------------------------------

    /** 000 · Determine Control over Objectives: a hex changing hands is told (ObjectiveControlChanged). */
    static void updateControl(GameState s, List<Event> ev) {
        for (Objective o : s.board.objectives()) {
            String holder = null;
            boolean contested = false;
            for (Unit u : s.units.values()) {
                if (u.hex().equals(o.hex())) {
                    if (holder != null && !holder.equals(u.nation())) {
                        contested = true;
                    }
                    holder = u.nation();
                }
            }
            if (holder != null && !contested && !holder.equals(s.control.get(o.hex()))) {
                s.control.put(o.hex(), holder);
                ev.add(new Event.ObjectiveControlChanged(o.hex(), holder));
            }
        }
    }

    static void commandPhase(GameState s, List<Event> ev) {
        s.enterPhase(Phase.COMMAND);
        NightRules.endOfActionPhase(s); // 003 · NIGHT RULES: "for the rest of the Action Phase"
        ev.add(new Event.PhaseBegan("Command Phase", s.round));
        updateControl(s, ev);
        for (Objective o : s.board.objectives()) {
            String holder = s.control.get(o.hex());
            if (holder == null) {
                continue;
            }
            if (o.kind() == Objective.Kind.COMMAND && (o.nation() == null || o.nation().equals(holder))) {
                s.command.merge(holder, o.value(), Integer::sum);
                ev.add(new Event.CommandChanged(holder, o.value(), s.command.get(holder), "for the objective in " + o.hex()));
            } else if (o.kind() == Objective.Kind.VICTORY && s.setup.victoryObjectivePointsEachRound() && o.value() > 0) {
                s.victoryPoints.merge(holder, o.value(), Math::addExact); // never wraps round to hand the win to the other side
                ev.add(new Event.VictoryPointsScored(holder, o.value(), s.victoryPoints.get(holder), "the objective in " + o.hex()));
            }
        }
        Scoring.commandPhase(s, ev);
        s.stepQueue = new ArrayList<>(List.of(s.initiative, s.opponent(s.initiative)));
    }

    static void bid(GameState s, Choice.Bid b, List<Event> ev) {
        String n = s.stepQueue.get(0);
        if (b.command() < 0 || b.command() > s.command.get(n)) {
            throw new IllegalChoice(n + " may place 0 to " + s.command.get(n) + " command on its Initiative card, not " + b.command()
                    + " (000 · Increase Initiative Pool)");
        }
        s.command.merge(n, -b.command(), Integer::sum);
        s.initiativePool.merge(n, b.command(), Integer::sum);
        if (b.command() > 0) {
            ev.add(new Event.InitiativeBid(n, b.command()));
        }
        s.stepQueue.remove(0);
        if (s.stepQueue.isEmpty()) {
            // 000 · Determine Initiative: the highest pool; a tie goes to the player without initiative.
            String a = s.initiative;
            String o = s.opponent(a);
            int pa = s.initiativePool.get(a);
            int po = s.initiativePool.get(o);
            // Operations · Seize the Initiative: the side holding it wins ties (if both hold it, the base rule stands)
            boolean aSeizes = CardDecks.operation(s, a, "initiative-ties") != null;
            boolean oSeizes = CardDecks.operation(s, o, "initiative-ties") != null;
            String tieTo = aSeizes && !oSeizes ? a : o;
            s.initiative = pa > po ? a : po > pa ? o : tieTo;
            ev.add(new Event.InitiativeWon(s.initiative, Math.max(pa, po) + " to " + Math.min(pa, po)
                    + (pa == po ? ", a tie goes to " + tieTo + (tieTo.equals(o) ? ", the player without it" : " (Operations card)") : "")));
            statusPhase(s, ev);
        }
    }

    // ---- Status Phase ----------------------------------------------------------------

    static void statusPhase(GameState s, List<Event> ev) {
        s.enterPhase(Phase.STATUS);
        ev.add(new Event.PhaseBegan("Status Phase", s.round));
        s.triedThisRound.clear();
        if (lastRound(s)) {
            // docs/rulings.md R-FLOW-2 · 000 · Advance the Round Marker: "If the round just completed was the last round of
            // the scenario, the game is now over": steps 1–4 change no victory point, no unit's hex and not the initiative,
            // so the last round goes from its Command Phase to its reinforcements (step 5) and the victory check (step 6)
            ev.add(new Event.RuleApplied(null, "The last round: its Status Phase cannot change the winner, so no cards are drawn,"
                    + " no tokens removed and no op fire or transfers asked; the game ends", "000 · Advance the Round Marker"));
            if (!Reinforcements.begin(s, ev)) {
                endOfRound(s, ev);
            }
            return;
        }
        MunitionTokens.discardRevealed(s, ev); // 002 · MUNITIONS SPECIALIZATION TOKENS: revealed tokens, at the beginning
        // 1. Draw Strategy Cards, in order of initiative.
        for (String n : List.of(s.initiative, s.opponent(s.initiative))) {
            // "The Americans may draw 2 Strategy cards instead of 1 at the start of each Status Phase." (Siegfried Assault)
            for (int i = 0; i < s.setup.special().drawsPerStatusPhase().getOrDefault(n, 1); i++) {
                s.drawQueue.add(n);
            }
        }
        if (CardDecks.queueDraws(s)) {
            s.open(Frame.DRAW, null);
            return; // the draws come first; removeTokens follows the last one
        }
        removeTokens(s, ev);
    }

    /** 000 · Status Phase, 2. Remove Tokens (and the steps after it). */
    static void removeTokens(GameState s, List<Event> ev) {
        for (Unit u : new ArrayList<>(s.units.values())) {
            Unit v = u.withActivation(Activation.FRESH);
            if (v.condition() == Condition.PINNED) {
                v = v.withCondition(Condition.NONE);
            } else if (v.condition() == Condition.DISRUPTED) {
                v = v.withCondition(officerWith(s, v) ? Condition.NONE : Condition.PINNED); // 000 · Fast Recovery
            }
            s.units.put(u.id(), v);
        }
        NightRules.removeStarShells(s, ev); // 003 · NIGHT RULES: star shells burn out (R-OPT-19)
        // 002 · Smoke: removed in the Status Phase of the round after it was placed.
        for (Map.Entry<Hex, Integer> e : new ArrayList<>(s.smokePlaced.entrySet())) {
            if (e.getValue() < s.round) {
                s.mutableBoard().removeMarker(e.getKey(), "smoke");
                s.smokePlaced.remove(e.getKey());
                ev.add(new Event.MarkerRemoved(e.getKey(), "smoke", null, "002 · Smoke"));
            }
        }
        s.stepQueue = new ArrayList<>(List.of(s.initiative, s.opponent(s.initiative)));
        // 002 · MUNITIONS SPECIALIZATION TOKENS: "Immediately before placing units on Op Fire in each Status Phase"
        MunitionTokens.beginPurchases(s, ev);
    }

    /**
     * The end of the Status Phase: unused munitions tokens discarded or kept (002 · MUNITIONS SPECIALIZATION TOKENS, "at
     * the end of the next Status Phase"), concealed squads next to the enemy revealed, and the round's end.
     */
    static void endStatusPhase(GameState s, List<Event> ev) {
        if (lastRound(s)) {
            endOfRound(s, ev); // R-FLOW-2: the last round's reinforcements are placed; nothing after them matters
            return;
        }
        if (MunitionTokens.beginDiscards(s)) {
            return; // the step ends the phase itself once answered (afterDiscards)
        }
        afterDiscards(s, ev);
    }

    static void afterDiscards(GameState s, List<Event> ev) {
        Concealment.revealAdjacent(s, ev);
        endOfRound(s, ev);
    }

    /** Whether this is the scenario's last round (000 · Advance the Round Marker). */
    static boolean lastRound(GameState s) {
        return s.round >= s.setup.rounds();
    }

    static boolean officerWith(GameState s, Unit squad) {
        for (Unit u : s.units.values()) {
            if (u.hex().equals(squad.hex()) && u.nation().equals(squad.nation()) && u.hasAbility("fast-recovery")) {
                return true;
            }
        }
        return false;
    }

    static void opFireMode(GameState s, Choice.SetOpFire o, List<Event> ev) {
        String n = s.stepQueue.get(0);
        for (String id : o.unitIds()) {
            Unit u = s.units.get(id);
            if (u == null || !u.nation().equals(n)) {
                throw new IllegalChoice(id + " is not one of " + n + "'s units");
            }
            if (u.isPinnedOrDisrupted()) {
                throw new IllegalChoice(id + " is " + u.condition().word() + ": it can never be placed in Op Fire mode (000 · SQUAD CONDITIONS)");
            }
            if (u.isTransported()) {
                throw new IllegalChoice(id + " is inside a vehicle");
            }
        }
        for (String id : o.unitIds()) {
            s.units.put(id, s.units.get(id).withActivation(Activation.OP_FIRE));
        }
        if (!o.unitIds().isEmpty()) {
            for (String id : o.unitIds()) {
                ev.add(new Event.ActivationChanged(id, Activation.OP_FIRE, "000 · Place Units in Op Fire Mode"));
            }
        }
        s.stepQueue.remove(0);
        if (s.phase == Phase.SETUP) {
            Setup.skipFinished(s, ev); // 000 · GAME SETUP step 7: initial op fire
            return;
        }
        if (s.stepQueue.isEmpty()) {
            // 4. Squad Transfers, in order of initiative
            s.open(Frame.TRANSFER, TransferStep.NONE);
            s.stepQueue = new ArrayList<>(List.of(s.initiative, s.opponent(s.initiative)));
        }
    }

    /** The reason a transfer breaks 000 · Squad Transfers, or null when it is legal. */
    static String transferRefusal(GameState s, String nation, Choice.Transfer t) {
        Unit from = s.units.get(t.fromId());
        Unit to = s.units.get(t.toId());
        if (from == null || to == null || !from.nation().equals(nation) || !to.nation().equals(nation) || from == to
                || !from.isSquad() || !to.isSquad()) {
            return "transfers move figures between two different squads of " + nation;
        }
        if (!from.hex().equals(to.hex())) {
            return "transfers are between squads occupying the same hex (000 · Squad Transfers)";
        }
        for (Unit u : List.of(from, to)) {
            if (u.specialization() != null && u.specialization().kind() == toi.engine.units.Specialization.Kind.SPECIALIZATION) {
                return u.id() + " has a specialization: no figures to or from it (000 · Squad Transfers)";
            }
            if (u.isPinnedOrDisrupted()) {
                return u.id() + " is " + u.condition().word() + ": no figures to or from it (000 · Squad Transfers)";
            }
            if (u.isTransported()) {
                return u.id() + " is inside a vehicle: no figures to or from it (000 · Squad Transfers)";
            }
            if (u.fortification() != null) {
                return u.id() + " is in an " + u.fortification() + ": no figures to or from it (000 · Squad Transfers)";
            }
        }
        if (t.figure() < 0 || t.figure() >= from.figures().size()) {
            return from.id() + " has no figure number " + t.figure();
        }
        if (to.slotsUsed() + from.figures().get(t.figure()).slots() > Unit.SQUAD_SLOTS) {
            return to.id() + " has no room for a " + from.figures().get(t.figure()).name().toLowerCase() + " (000 · BUILDING SQUADS)";
        }
        TransferStep step = s.transfers();
        if (step != null && !step.seen().isEmpty() && step.seen().contains(arrangement(s, nation, from.hex(), t))) {
            // 000 · Squad Transfers (R-GAME-15) · a transfer may not bring back an arrangement the hex's squads have had this step
            return "the squads in " + from.hex() + " had these figures earlier in this step: a transfer may not undo"
                    + " the step's transfers (R-GAME-15; any arrangement is reached without)";
        }
        return null;
    }

    /**
     * The key of the figures {@code nation}'s squads in {@code hex} hold, after transfer {@code t} when it is not null:
     * the hex, then each squad with its figures' names sorted, the squads sorted (an emptied squad is gone).
     */
    static String arrangement(GameState s, String nation, Hex hex, Choice.Transfer t) {
        List<String> squads = new ArrayList<>();
        for (Unit u : s.position().unitsAt(hex)) {
            if (!u.isSquad() || !u.nation().equals(nation)) {
                continue;
            }
            List<String> figures = new ArrayList<>();
            for (int i = 0; i < u.figures().size(); i++) {
                if (t == null || !(u.id().equals(t.fromId()) && i == t.figure())) {
                    figures.add(u.figures().get(i).name());
                }
            }
            if (t != null && u.id().equals(t.toId())) {
                figures.add(s.units.get(t.fromId()).figures().get(t.figure()).name());
            }
            if (!figures.isEmpty()) {
                java.util.Collections.sort(figures);
                squads.add(u.id() + "=" + String.join(",", figures));
            }
        }
        java.util.Collections.sort(squads);
        return hex + "|" + String.join(";", squads);
    }

    static void transfer(GameState s, Choice.Transfer t, List<Event> ev) {
        String n = s.stepQueue.get(0);
        String refusal = transferRefusal(s, n, t);
        if (refusal != null) {
            throw new IllegalChoice(refusal);
        }
        Unit from = s.units.get(t.fromId());
        Unit to = s.units.get(t.toId());
        s.update(Frame.TRANSFER, s.transfers().with(arrangement(s, n, from.hex(), null), arrangement(s, n, from.hex(), t)));
        var figure = from.figures().get(t.figure());
        List<toi.engine.units.UnitType> left = new ArrayList<>(from.figures());
        left.remove(t.figure());
        List<toi.engine.units.UnitType> joined = new ArrayList<>(to.figures());
        joined.add(figure);
        s.units.put(to.id(), to.withFigures(joined));
        if (left.isEmpty()) {
            s.units.remove(from.id());
            ev.add(new Event.FigureAdded(to.id(), figure.name(), from.id(), "000 · Squad Transfers"));
            ev.add(new Event.UnitDestroyed(from.id(), "removed: its base is empty", "000 · Squad Transfers"));
        } else {
            s.units.put(from.id(), from.withFigures(left));
            ev.add(new Event.FigureAdded(to.id(), figure.name(), from.id(), "000 · Squad Transfers"));
        }
    }

    static void endTransfers(GameState s, List<Event> ev) {
        s.stepQueue.remove(0);
        s.update(Frame.TRANSFER, TransferStep.NONE); // the other player's transfers begin with nothing seen
        if (s.stepQueue.isEmpty()) {
            s.close(Frame.TRANSFER);
            // 5. Scenario reinforcements; then the end of the Status Phase
            if (!Reinforcements.begin(s, ev)) {
                endStatusPhase(s, ev);
            }
        }
    }

    /** 000 · Advance the Round Marker; WINNING THE GAME. */
    static void endOfRound(GameState s, List<Event> ev) {
        for (SpecialRules.DeckSwap w : s.setup.special().deckSwaps()) {
            String key = w.side() + "|" + w.from();
            if (s.decks.containsKey(key) && w.hexes().stream().anyMatch(h -> w.side().equals(Victory.controller(s, h)))) {
                s.ownCards();
                s.decks.remove(key);
                CardDecks.shuffleIn(s, w.side(), w.to());
                ev.add(new Event.RuleApplied(null, w.side() + "'s " + w.from() + " deck is replaced by " + w.to() + "; cards in hand and in play stay", "scenario special rule"));
            }
        }
        for (SpecialRules.Removal r : s.setup.special().removals()) {
            if (r.afterRound() == s.round && s.removedOperations.add(r.side() + "|" + r.operationsId())) {
                ev.add(new Event.CardMoved(r.side(), r.operationsId(), "out of the game", "scenario special rule"));
                var card = s.setup.cards().operations().getOrDefault(r.side(), List.of()).stream()
                        .filter(c -> c.id().equals(r.operationsId())).findFirst().orElse(null);
                if (card != null && card.rule().equals("max-los") && CardDecks.operation(s, s.opponent(r.side()), "max-los") == null
                        && CardDecks.operation(s, r.side(), "max-los") == null) {
                    s.mutableBoard().limitSight(0); // the fog lifts
                }
            }
        }
        if (Victory.checkEndOfRound(s, ev)) {
            return;
        }
        NightRules.rollVisibility(s, ev); // 003 · NIGHT RULES: "At the end of the Status Phase of each game round, roll one die"
        s.round++;
        s.enterPhase(Phase.ACTION);
        s.passed.clear();
        s.turn = s.initiative;
        s.actionsLeft = s.setup.actionsPerTurn().get(s.turn);
        if (s.setup.teams()) {
            TeamTurns.startTeamTurn(s, s.initiative, ev);
        }
        ev.add(new Event.PhaseBegan("Action Phase", s.round));
        s.turnDue = true; // the driver moves the turn on
    }
}
