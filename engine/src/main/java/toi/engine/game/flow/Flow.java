package toi.engine.game.flow;

import toi.engine.game.protocol.Choice;
import toi.engine.game.protocol.Decision;
import toi.engine.game.protocol.Phase;
import toi.engine.game.rules.CardDecks;
import toi.engine.game.rules.Concealment;
import toi.engine.game.rules.Facings;
import toi.engine.game.rules.Scavenge;
import toi.engine.game.rules.WreckedVehicles;
import toi.engine.game.rules.Fire;
import toi.engine.game.rules.OpFireMode;
import toi.engine.game.rules.Scoring;
import toi.engine.game.rules.Victory;
import toi.engine.game.state.Frame;
import toi.engine.game.state.GameState;
import toi.engine.game.state.PendingHits;

import toi.engine.event.Event;
import java.util.ArrayList;
import java.util.List;

/**
 * The one driver of the game round (docs/architecture.md · How a rule waits for a player): the frame on top answers a
 * choice; frames whose work is done hand back to the frame below; the turn moves on when a rule says an action, a
 * phase or the setup is over; a whole move takes its next step; then revealed squads, scoring and sudden victory.
 */
public final class Flow {
    private Flow() {
    }

    /** The game begins: GAME SETUP 3 (the starting Strategy card draws) and what follows. */
    public static void start(GameState s) {
        CardDecks.begin(s); // 000 · GAME SETUP 3. Claim Game Cards
        if (CardDecks.drawing(s)) {
            s.startingDraws = true;
            s.enterPhase(Phase.SETUP); // the draws are part of GAME SETUP
            s.open(Frame.DRAW, null);
            return;
        }
        List<Event> ev = new ArrayList<>();
        startAfterDraws(s, ev);
        advanceTurn(s, ev);
        Facings.askIfUnfaced(s); // 003 · OPTIONAL FACING RULES: the vehicles on the board at the start
    }

    /** The rest of the setup once the starting Strategy cards are drawn. */
    static void startAfterDraws(GameState s, List<Event> ev) {
        s.enterPhase(Phase.ACTION);
        if (Setup.begin(s, ev)) {
            return; // 000 · GAME SETUP steps 5–7 first
        }
        // Objectives under a deployed unit start controlled (000 · Objective Control at the Start of the Game).
        RoundPhases.updateControl(s, ev);
        if (s.setup.teams()) {
            TeamTurns.startTeamTurn(s, s.initiative, ev);
        }
        s.turnDue = true; // the driver moves the turn on
    }

    /**
     * The one driver loop: the frame on top answers the choice; then the game settles, and a whole move still
     * planned takes its next step, settling again after each, until a player must decide.
     */
    public static void apply(GameState s, Choice choice, List<Event> ev) {
        FrameRules top = FrameRules.top(s);
        top.answer(s, top.decision(s, false), choice, ev);
        settle(s, ev);
        while (WholeMove.stepOn(s, ev)) {
            settle(s, ev);
        }
        answerForced(s, ev);
    }

    /**
     * docs/rulings.md R-FLOW-1 · a decision with one meaningful choice is answered by the rules, and told: 000 · Increase
     * Initiative Pool with no command to place (and no card to activate), 000 · Squad Transfers with no figure that may move.
     * Every player — the terminal, the browser, the computer — sees the same game, since it happens here.
     */
    static void answerForced(GameState s, List<Event> ev) {
        while (s.phase != Phase.OVER) {
            FrameRules top = FrameRules.top(s);
            if (top != FrameRules.COMMAND && top != FrameRules.TRANSFER) {
                return;
            }
            String n = s.stepQueue.get(0);
            if (!(top == FrameRules.COMMAND ? nothingToSpend(s, n) : noSquadsTogether(s, n))) {
                return; // asked: only what every seat knows may decide this, or the question itself would tell a secret
            }
            Decision d = top.decision(s, true);
            if (d.options().size() != 1) {
                return;
            }
            Choice only = d.options().get(0);
            ev.add(top == FrameRules.COMMAND
                    ? new Event.AnsweredByRule(n, only.text(), "has no command to place on its Initiative card", "000 · Increase Initiative Pool")
                    : new Event.AnsweredByRule(n, only.text(), "has no figures that may move between its squads", "000 · Squad Transfers"));
            top.answer(s, d, only, ev);
            settle(s, ev);
        }
    }

    /** No command and no card in hand: nothing to place or spend, as every seat can see (the cards themselves are secret). */
    private static boolean nothingToSpend(GameState s, String n) {
        return s.command.get(n) == 0 && s.hand(n).isEmpty();
    }

    /** No hex holds two of the side's squads (the squads' figures may be secret; where they stand is not). */
    private static boolean noSquadsTogether(GameState s, String n) {
        java.util.Set<toi.engine.hex.Hex> seen = new java.util.HashSet<>();
        for (toi.engine.units.Unit u : s.units.values()) {
            if (u.nation().equals(n) && u.isSquad() && !seen.add(u.hex())) {
                return false;
            }
        }
        return true;
    }

    /**
     * Frames whose work is done close, and the frame below each goes on: hits all taken (their results stand,
     * 000 · RESOLVING AN ATTACK), draws all made (000 · Draw Strategy Cards).
     */
    static void concludeFinished(GameState s, List<Event> ev) {
        while (true) {
            if (s.top() == Frame.HITS && s.hits().complete()) {
                PendingHits ph = Fire.concludeHits(s, ev);
                FrameRules.top(s).afterHits(s, ph, ev);
            } else if (s.top() == Frame.DRAW && !CardDecks.drawing(s)) {
                s.close(Frame.DRAW);
                FrameRules.top(s).afterDraws(s, ev);
            } else {
                return;
            }
        }
    }

    /** The driver's one step: whose action turn it is now, when a rule has said the last one is over. */
    static void advanceTurn(GameState s, List<Event> ev) {
        while (s.turnDue) {
            s.turnDue = false;
            Actions.nextTurn(s, ev);
        }
    }

    /**
     * What follows every choice and every step of a whole move: frames whose work is done close and hand back to
     * the frame below them (hits, draws); a squad in Op Fire mode that was pinned or disrupted is fatigued; the turn
     * moves on if a rule ended an action, a phase or the setup (handlers only say so, {@code turnDue}); then
     * revealed squads, scoring and sudden victory are checked.
     */
    static void settle(GameState s, List<Event> ev) {
        concludeFinished(s, ev);
        OpFireMode.fatigueSuppressed(s, ev); // 000 · Opportunity Fire: a suppressed squad in Op Fire mode is fatigued at once
        advanceTurn(s, ev);
        if (s.assault() != null) {
            return; // 000 · ASSAULT ATTACKS under way: its result shows as it is answered; what follows it waits for its end
        }
        Concealment.revealInOpenSight(s, ev);
        List<toi.engine.units.Unit> removed = s.units.drainRemoved();
        WreckedVehicles.afterChoice(s, removed, ev); // 003 · WRECKED VEHICLES
        Scavenge.afterChoice(s, removed, ev); // 002 · Unarmed Unit: Scavenge
        Scoring.afterChoice(s, ev);
        Victory.checkImmediate(s, ev);
        Facings.askIfUnfaced(s); // 003 · OPTIONAL FACING RULES: a heavy vehicle placed faces a hexside its owner chooses
    }
}
