package toi.engine.game;

import java.util.ArrayList;
import java.util.List;
import toi.engine.combat.Dice;
import toi.engine.combat.IllegalAttack;

/**
 * The game as a decision protocol (docs/architecture.md): {@link #pending()} says who must decide
 * what, {@link #apply(Choice)} takes the answer and returns what happened. A choice the rules
 * forbid is refused with the rule, and the game is left exactly as it was.
 */
public final class Game {

    private GameState s;

    public Game(GameSetup setup, long seed) {
        this(setup, new Dice(seed));
    }

    /** A game rolling the given dice — loaded dice replay the book's examples in tests. */
    public Game(GameSetup setup, Dice dice) {
        this.s = new GameState(setup, 0);
        this.s.dice = dice;
        start(s);
    }

    private Game(GameState state) {
        this.s = state;
    }

    public Game copy() {
        return new Game(s.copy());
    }

    public GameState state() {
        return s;
    }

    public boolean over() {
        return s.phase == Phase.OVER;
    }

    /** What activating the Strategy card would cost the nation now, after its play-area reductions (000 · Card Types). */
    public int cardCost(String nation, String cardId) {
        return CardDecks.cost(s, nation, CardDecks.card(s, cardId));
    }

    /** The decision the game is waiting for. */
    public Decision pending() {
        return Decisions.pending(s);
    }

    /**
     * The pending decision's legal choices, in the order {@link #pending()} lists them (for searches and random
     * players: the same list, without asking for anything else).
     */
    public List<Choice> legalChoices() {
        return Decisions.pending(s).options();
    }

    /** Applies a choice; returns the events it caused. Illegal choices throw {@link IllegalChoice}, changing nothing. */
    public List<String> apply(Choice choice) {
        GameState work = s.copy();
        List<String> events = new ArrayList<>();
        try {
            Flow.apply(work, choice, events);
        } catch (IllegalAttack e) {
            throw new IllegalChoice(e.getMessage());
        }
        work.choicesApplied++;
        s = work;
        return events;
    }

    private static void start(GameState s) {
        CardDecks.begin(s); // 000 · GAME SETUP 3. Claim Game Cards
        if (CardDecks.drawing(s)) {
            s.startingDraws = true;
            s.phase = Phase.SETUP; // the draws are part of GAME SETUP
            return;
        }
        startAfterDraws(s, new ArrayList<>());
    }

    /** The rest of the setup once the starting Strategy cards are drawn. */
    static void startAfterDraws(GameState s, List<String> ev) {
        s.phase = Phase.ACTION;
        if (Setup.begin(s, ev)) {
            return; // 000 · GAME SETUP steps 5–7 first
        }
        // Objectives under a deployed unit start controlled (000 · Objective Control at the Start of the Game).
        RoundPhases.updateControl(s);
        if (s.setup.teams()) {
            TeamTurns.startTeamTurn(s, s.initiative, ev);
        }
        Actions.nextTurn(s, ev);
    }

    /** The flow of the game round: actions, movement, op fire, casualties, Command and Status Phases. */
    static final class Flow {
        private Flow() {
        }

        static void apply(GameState s, Choice choice, List<String> ev) {
            Decision d = Decisions.header(s);
            switch (d.kind()) {
                case GAME_OVER -> throw new IllegalChoice("the game is over (" + s.endReason + ")");
                case CASUALTIES -> {
                    if (!(choice instanceof Choice.Casualties c)) {
                        throw wrong(d, choice);
                    }
                    Fire.casualties(s, c, ev);
                }
                case OP_FIRE -> {
                    if (choice instanceof Choice.OpFire o) {
                        Fire.opFire(s, o, ev);
                    } else if (choice instanceof Choice.NoOpFire) {
                        s.activity = s.activity.awaitingOpFire(false);
                        Movement.afterOpFireWindow(s, ev);
                    } else {
                        throw wrong(d, choice);
                    }
                }
                case MOVE -> {
                    if (choice instanceof Choice.Step st) {
                        Movement.step(s, st.to(), ev);
                    } else if (choice instanceof Choice.Stop) {
                        Movement.stop(s, ev);
                    } else if (choice instanceof Choice.Fire f) {
                        Fire.fireAndMovementAttack(s, f, ev);
                    } else if (choice instanceof Choice.Embark e) {
                        Movement.embark(s, e, ev);
                    } else if (choice instanceof Choice.Disembark) {
                        Movement.disembark(s, ev);
                    } else if (choice instanceof Choice.EnterFortification f) {
                        Movement.enterFortification(s, f, ev);
                    } else if (choice instanceof Choice.RemoveWire) {
                        Movement.removeWire(s, ev);
                    } else if (choice instanceof Choice.ExitBoard) {
                        Movement.exitBoard(s, ev);
                    } else if (choice instanceof Choice.EngineerWork w) {
                        Movement.engineerWork(s, w, ev);
                    } else if (choice instanceof Choice.Assault a) {
                        Movement.assault(s, a, ev);
                    } else {
                        throw wrong(d, choice);
                    }
                }
                case ASSAULT_CASUALTIES, RETREAT, ADVANCE -> AssaultFlow.answer(s, choice, ev);
                case BUILD_SQUAD -> {
                    if (choice instanceof Choice.Build b) {
                        Setup.build(s, b, ev);
                    } else if (choice instanceof Choice.TransferCrew t) {
                        CrewTransfer.propose(s, t, ev);
                    } else {
                        throw wrong(d, choice);
                    }
                }
                case AGREE -> {
                    if (!(choice instanceof Choice.Agree a)) {
                        throw wrong(d, choice);
                    }
                    CrewTransfer.answer(s, a, ev);
                }
                case ASSIGN_TOKEN -> {
                    if (choice instanceof Choice.AssignToken t) {
                        Setup.assignToken(s, t, ev);
                    } else if (choice instanceof Choice.EndTokens) {
                        Setup.endTokens(s, ev);
                    } else {
                        throw wrong(d, choice);
                    }
                }
                case PLACE_MARKER -> {
                    if (choice instanceof Choice.PlaceMarker m) {
                        SetupMarkers.place(s, m, ev);
                    } else if (choice instanceof Choice.Done) {
                        SetupMarkers.end(s, ev);
                    } else {
                        throw wrong(d, choice);
                    }
                }
                case REINFORCE -> {
                    if (!(choice instanceof Choice.Deploy dep)) {
                        throw wrong(d, choice);
                    }
                    Reinforcements.deploy(s, dep, ev);
                }
                case DEPLOY -> {
                    if (!(choice instanceof Choice.Deploy dep)) {
                        throw wrong(d, choice);
                    }
                    Setup.deploy(s, dep, ev);
                }
                case FIRST_DIVISION -> {
                    if (!(choice instanceof Choice.FirstDivision f)) {
                        throw wrong(d, choice);
                    }
                    TeamTurns.chooseFirst(s, f, ev);
                }
                case TRANSFER -> {
                    if (choice instanceof Choice.Transfer t) {
                        RoundPhases.transfer(s, t, ev);
                    } else if (choice instanceof Choice.EndTransfers) {
                        RoundPhases.endTransfers(s, ev);
                    } else {
                        throw wrong(d, choice);
                    }
                }
                case ACTION -> {
                    if (choice instanceof Choice.Pass) {
                        String actor = s.actor(s.turn, s.turnDivision);
                        ev.add(actor + " declares the Action Phase over (000 · End of the Action Phase)");
                        s.passed.add(actor);
                        Actions.nextTurn(s, ev);
                    } else if (choice instanceof Choice.Act a) {
                        Actions.act(s, a, ev);
                    } else {
                        throw wrong(d, choice);
                    }
                }
                case INITIATIVE_BID -> {
                    if (choice instanceof Choice.Act a && a.kind() == ActionKind.ACTIVATE_CARD) {
                        CardFlow.activate(s, s.stepQueue.get(0), a.unitId(), false, ev); // 000 · Spend Command
                    } else if (choice instanceof Choice.Act a && a.kind() == ActionKind.RETRIEVE_CARD) {
                        CardFlow.retrieve(s, s.stepQueue.get(0), a.unitId(), ev);
                    } else if (choice instanceof Choice.Bid b) {
                        RoundPhases.bid(s, b, ev);
                    } else {
                        throw wrong(d, choice);
                    }
                }
                case DRAW_CARD -> {
                    if (!(choice instanceof Choice.DrawCard || choice instanceof Choice.Done)) {
                        throw wrong(d, choice);
                    }
                    CardDecks.draw(s, choice, ev);
                }
                case CARD_TARGET, CARD_PICK -> CardPicks.answer(s, choice, ev);
                case OP_FIRE_MODE -> {
                    if (!(choice instanceof Choice.SetOpFire o)) {
                        throw wrong(d, choice);
                    }
                    RoundPhases.opFireMode(s, o, ev);
                }
            }
            Concealment.revealInOpenSight(s, ev);
            Scoring.afterChoice(s, ev);
            Victory.checkImmediate(s, ev);
        }

        private static IllegalChoice wrong(Decision d, Choice c) {
            return new IllegalChoice("the game is waiting for " + d.nation() + ": " + d.prompt() + "; '" + c.text() + "' does not answer it");
        }

    }
}
