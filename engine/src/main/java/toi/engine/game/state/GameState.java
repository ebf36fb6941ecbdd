package toi.engine.game.state;

import toi.engine.game.protocol.Phase;
import toi.engine.scenario.GameSetup;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import toi.engine.combat.Dice;
import toi.engine.hex.Hex;
import toi.engine.map.Board;
import toi.engine.units.Position;
import toi.engine.units.Unit;

/**
 * Everything the rules track in a game: units and their states, markers, control, command,
 * initiative pools, victory points, round and phase, whose turn, the activation in progress,
 * hits waiting for casualty choices, and the dice. {@link #copy()} is complete and cheap (the board
 * is shared until a marker changes); {@link #hash()} is stable across runs.
 */
public final class GameState {
    public final GameSetup setup;
    public Board board;
    boolean boardShared;
    public UnitMap units;
    public int round;
    public Phase phase;
    public String initiative;
    public String turn;
    /** In team games: the division (player) taking the action turn; null in two-player games. */
    public String turnDivision;
    /** In team games: the team's divisions still to take their turn this team turn. */
    public List<String> divisionQueue;
    public int actionsLeft;
    public Set<String> passed;
    public Map<String, Integer> command;
    public Map<String, Integer> initiativePool;
    public Map<String, Integer> victoryPoints;
    public ControlMap control;
    /** Round each smoke marker was placed in (map smoke: round 0), for 002 · Smoke removal. */
    public Map<Hex, Integer> smokePlaced;
    /** Nations still to decide in the Command Phase spend step or the Status Phase op fire step, in order. */
    public List<String> stepQueue;
    /** During setup: which step (build squads, assign tokens, deploy, initial op fire). */
    public SetupStep setupStep;
    /** During setup: the figures, bases, tokens and markers still to use (null otherwise). */
    public SetupStock stock;
    /** During setup: built squads and vehicles not yet on the board. */
    public LinkedHashMap<String, Unit> reserve;
    /** Strategy decks (key "NATION|deck", top card first), face-up hands in the HQ area, play areas (000 · STRATEGY CARDS). */
    public Map<String, List<String>> decks;
    /** The four card-pile maps (decks, hand, playArea, discarded) may be shared with another state: see {@link #ownCards()}. */
    boolean cardsShared;
    public Map<String, List<String>> hand;
    public Map<String, List<String>> playArea;
    /** Cards in the play area waiting to establish contact, and those tried again this round. */
    public Set<String> waitingContact;
    public Set<String> triedThisRound;
    /** Draws still due, one entry per card, in order; a side that may take its "+" draw now. */
    public List<String> drawQueue;
    public String plusDraw;
    /** Who controls each building (002 · the multi-hex building rule), tanks seen and lost ("nation|id"). */
    public Map<String, String> buildingControl;
    public Set<String> tanksSeen;
    public Set<String> tanksLost;
    /** Operations cards taken out of the game by a scenario special rule ("nation|card id"). */
    public Set<String> removedOperations;
    /** Strategy cards resolved and discarded, per nation (for scenario rules that retrieve them). */
    public Map<String, List<String>> discarded;
    /** Cards that start the game in a play area, already paid for (002 · "start with … in their play area"). */
    public Set<String> prepaid;
    /** Units that have scored for reaching a hex (002 · Stavelot Express). */
    public Set<String> reached;
    /** Units that have left the board by an exit hex, with the victory points each scored (002 · Stavelot Express). */
    public List<BoardExit> exits;
    /** Sides that still owe the scenario's required starting draw ("must draw one artillery strategy card in their starting mix"). */
    public Set<String> startingPlayDraw;
    /** Which building each building hex belongs to (the board's terrain never changes in a game): shared by copies. */
    public final Map<Hex, String> buildingOf;
    /** The starting Strategy cards are being drawn (000 · GAME SETUP, 3. Claim Game Cards). */
    public boolean startingDraws;
    /**
     * A rule has ended an action, a phase or the setup: the driver ({@code Flow.settle}) moves the turn on
     * before anything else is checked. Set and cleared within one choice, so never copied or hashed between choices.
     */
    public boolean turnDue;
    /**
     * The rules waiting for a player's answer, the one asking now on top: the phase's frame at the bottom, then the
     * moving unit ({@link Activity}), its op fire window, hits ({@link PendingHits}), an assault
     * ({@link PendingAssault}), a Strategy card ({@link PendingCard}), a draw. Shared by copies (immutable).
     */
    public FrameStack frames = FrameStack.EMPTY;
    /** The hexes a whole move still has to enter (Choice.MoveTo), or null. */
    public List<Hex> plannedPath;
    /**
     * Each concealed squad's marker number (000 · CONCEALED SQUADS): the squad was its side's n-th concealed marker put
     * in play. Every seat sees the markers put in play, so the number is known to all; it is the only thing an opponent
     * names the squad by (docs/rulings.md R-VIEW-3). Immutable, shared by copies, replaced whole on change; not hashed
     * (the same choices always number the same markers).
     */
    public Map<String, Integer> markers = Map.of();
    /** How many concealed squad markers each side has put in play (the last of {@link #markers}' numbers). */
    public Map<String, Integer> markersPlaced = Map.of();
    public Dice dice;
    public String winner;
    public String endReason;
    public int choicesApplied;
    /** The last {@link #position()} built; reused while the board and the unit objects are the same. */
    private Position positionMemo;
    /** Attack admissions remembered across decisions, shared with this state's copies in the same thread. */
    private AttackMemo attackMemo;
    private UnitMap positionMemoUnits;
    private long positionMemoVersion;

    public GameState(GameSetup setup, long seed) {
        this.setup = setup;
        this.board = setup.position().board().copy();
        this.boardShared = false;
        this.units = new UnitMap();
        for (Unit u : setup.position().units()) {
            units.put(u.id(), u);
        }
        // markers on the board from the start were put in play together: numbered by where they stand, which every seat
        // sees, not in the order the position lists their squads (docs/rulings.md R-VIEW-3)
        setup.position().units().stream().filter(Unit::concealed).sorted(java.util.Comparator.comparing(Unit::nation)
                .thenComparing(u -> u.hex() == null ? "" : u.hex().toString())).forEach(this::numberMarker);
        this.round = 1;
        enterPhase(Phase.ACTION);
        this.initiative = setup.initiative();
        this.turn = setup.initiative();
        this.actionsLeft = setup.actionsPerTurn().get(turn);
        this.passed = new HashSet<>();
        this.divisionQueue = new ArrayList<>();
        this.command = new HashMap<>();
        this.initiativePool = new HashMap<>();
        this.victoryPoints = new HashMap<>();
        for (String n : setup.nations()) {
            command.put(n, setup.startingCommand().getOrDefault(n, 0));
            initiativePool.put(n, 0);
            victoryPoints.put(n, 0);
        }
        this.control = new ControlMap();
        this.decks = new java.util.TreeMap<>();
        this.hand = new HashMap<>();
        this.playArea = new HashMap<>();
        for (String n : setup.nations()) {
            hand.put(n, new ArrayList<>());
            playArea.put(n, new ArrayList<>());
        }
        this.waitingContact = new java.util.TreeSet<>();
        this.triedThisRound = new java.util.TreeSet<>();
        this.drawQueue = new ArrayList<>();
        this.buildingControl = new java.util.TreeMap<>();
        this.tanksSeen = new java.util.TreeSet<>();
        this.tanksLost = new java.util.TreeSet<>();
        this.removedOperations = new java.util.TreeSet<>();
        this.discarded = new java.util.TreeMap<>();
        this.prepaid = new java.util.TreeSet<>();
        this.reached = new java.util.TreeSet<>();
        this.exits = new ArrayList<>();
        this.startingPlayDraw = new java.util.TreeSet<>();
        this.buildingOf = buildingOf(board);
        this.smokePlaced = new HashMap<>();
        for (Hex h : board.hexes()) {
            if (board.hasMarker(h, "smoke")) {
                smokePlaced.put(h, 0);
            }
        }
        this.stepQueue = new ArrayList<>();
        this.dice = new Dice(seed);
    }

    private GameState(GameState o) {
        this.setup = o.setup;
        this.board = o.board;
        this.boardShared = true;
        o.boardShared = true;
        this.units = new UnitMap(o.units);
        this.round = o.round;
        this.phase = o.phase;
        this.frames = o.frames;
        this.initiative = o.initiative;
        this.turn = o.turn;
        this.turnDivision = o.turnDivision;
        this.divisionQueue = new ArrayList<>(o.divisionQueue);
        this.actionsLeft = o.actionsLeft;
        this.passed = new HashSet<>(o.passed);
        this.command = new HashMap<>(o.command);
        this.initiativePool = new HashMap<>(o.initiativePool);
        this.victoryPoints = new HashMap<>(o.victoryPoints);
        this.control = new ControlMap(o.control);
        this.decks = o.decks; // shared until either state changes a card pile (ownCards)
        this.hand = o.hand;
        this.playArea = o.playArea;
        this.discarded = o.discarded;
        this.cardsShared = true;
        o.cardsShared = true;
        this.waitingContact = new java.util.TreeSet<>(o.waitingContact);
        this.triedThisRound = new java.util.TreeSet<>(o.triedThisRound);
        this.drawQueue = new ArrayList<>(o.drawQueue);
        this.plusDraw = o.plusDraw;
        this.buildingControl = new java.util.TreeMap<>(o.buildingControl);
        this.tanksSeen = new java.util.TreeSet<>(o.tanksSeen);
        this.tanksLost = new java.util.TreeSet<>(o.tanksLost);
        this.removedOperations = new java.util.TreeSet<>(o.removedOperations);
        this.prepaid = new java.util.TreeSet<>(o.prepaid);
        this.reached = new java.util.TreeSet<>(o.reached);
        this.exits = new ArrayList<>(o.exits);
        this.startingPlayDraw = new java.util.TreeSet<>(o.startingPlayDraw);
        this.buildingOf = o.buildingOf;
        this.startingDraws = o.startingDraws;
        this.smokePlaced = new HashMap<>(o.smokePlaced);
        this.stepQueue = new ArrayList<>(o.stepQueue);
        this.setupStep = o.setupStep;
        this.stock = o.stock == null ? null : o.stock.copy();
        if (o.reserve != null) {
            this.reserve = new LinkedHashMap<>(o.reserve);
        }
        this.plannedPath = o.plannedPath;
        this.markers = o.markers;
        this.markersPlaced = o.markersPlaced;
        this.dice = o.dice.copy();
        this.winner = o.winner;
        this.endReason = o.endReason;
        this.choicesApplied = o.choicesApplied;
        this.attackMemo = o.attackMemo; // answers by immutable unit objects, checked against the board and cards
        if (o.positionMemo != null && o.positionMemoUnits == o.units && o.positionMemoVersion == o.units.version) {
            this.positionMemo = o.positionMemo; // still right for the original, so for the copy of its units
            this.positionMemoUnits = this.units;
            this.positionMemoVersion = this.units.version;
        }
    }

    /** Which building each building hex belongs to (a lone building hex is a building of its own). */
    private static Map<Hex, String> buildingOf(toi.engine.map.Board board) {
        Map<Hex, String> out = new java.util.HashMap<>();
        for (toi.engine.map.Building b : board.buildings().values()) {
            b.hexes().forEach(h -> out.put(h, b.id()));
        }
        for (Hex h : board.hexes()) {
            if (board.terrain(h).id().equals("building")) {
                out.putIfAbsent(h, h.toString());
            }
        }
        return java.util.Collections.unmodifiableMap(out);
    }

    public GameState copy() {
        return new GameState(this);
    }

    /** {@code squad} is given a concealed squad marker now: the next number of its side's markers (see {@link #markers}). */
    public void numberMarker(Unit squad) {
        int n = markersPlaced.getOrDefault(squad.nation(), 0) + 1;
        Map<String, Integer> placed = new HashMap<>(markersPlaced);
        placed.put(squad.nation(), n);
        markersPlaced = Map.copyOf(placed);
        Map<String, Integer> next = new HashMap<>(markers);
        next.put(squad.id(), n);
        markers = Map.copyOf(next);
    }

    /** The number of the concealed squad marker {@code unitId} carries (see {@link #markers}), or 0 when it was never numbered. */
    public int markerOf(String unitId) {
        return markers.getOrDefault(unitId, 0);
    }

    /**
     * Makes the card piles (decks, hands, play areas, discards) this state's own before it changes one: a copy shares
     * them with its original until then (they change far less often than states are copied). Every method that
     * changes a pile calls this first, before it takes a list out of the maps.
     */
    public void ownCards() {
        if (!cardsShared) {
            return;
        }
        Map<String, List<String>> d = new java.util.TreeMap<>();
        decks.forEach((k, v) -> d.put(k, new ArrayList<>(v)));
        Map<String, List<String>> h = new HashMap<>();
        hand.forEach((k, v) -> h.put(k, new ArrayList<>(v)));
        Map<String, List<String>> p = new HashMap<>();
        playArea.forEach((k, v) -> p.put(k, new ArrayList<>(v)));
        Map<String, List<String>> x = new java.util.TreeMap<>();
        discarded.forEach((k, v) -> x.put(k, new ArrayList<>(v)));
        decks = d;
        hand = h;
        playArea = p;
        discarded = x;
        cardsShared = false;
    }

    /** The board, safe to change: copied first if another state still shares it. */
    public Board mutableBoard() {
        if (boardShared) {
            board = board.copy();
            boardShared = false;
        }
        return board;
    }

    public Position position() {
        Position known = positionMemo;
        if (known != null && known.board() == board && positionMemoUnits == units && positionMemoVersion == units.version
                && removedOperations.isEmpty()) {
            return known; // positions are values: the same board and the same units give the same position
        }
        List<String> replaced = known != null && known.board() == board && positionMemoUnits == units && removedOperations.isEmpty()
                ? units.replacedSince(positionMemoVersion) : null;
        Position p = replaced != null
                ? known.replacing(replaced, units, operationsInPlay()) // units changed in place: the last position's lookups serve
                : Position.ofDistinct(setup.name(), board, units.values(), setup.teams(), operationsInPlay()); // ids are the map's keys
        units.startReplacedLog();
        positionMemo = p;
        positionMemoUnits = units;
        positionMemoVersion = units.version;
        return p;
    }

    /** The attack admissions remembered for this thread (a copy used by another thread starts its own), fitted to the position. */
    public AttackMemo attackMemo(Position p) {
        AttackMemo m = attackMemo;
        if (m == null || !m.ownedByThisThread()) {
            m = new AttackMemo();
            attackMemo = m;
        }
        return m.fit(p);
    }

    /** The Operations cards still in effect: the scenario's, less any a special rule removed; and the game's optional rules (003). */
    public toi.engine.cards.OperationsInPlay operationsInPlay() {
        if (removedOperations.isEmpty()) {
            return setup.cards().inPlay().withOptions(setup.options());
        }
        Map<String, List<toi.engine.cards.OperationsCard>> left = new HashMap<>();
        setup.cards().operations().forEach((n, list) -> left.put(n, list.stream()
                .filter(c -> !removedOperations.contains(n + "|" + c.id())).toList()));
        return new toi.engine.cards.OperationsInPlay(left, setup.options());
    }

    /** Who acts in the Action Phase: the nation, or in team games the nation's division ("US/1st"). */
    public String actor(String nation, String division) {
        return setup.teams() ? nation + "/" + division : nation;
    }

    String actorOf(Unit u) {
        return actor(u.nation(), u.division());
    }

    public String turnDivision() {
        return turnDivision;
    }

    public void replaceUnits(Position p) {
        // keeps the team flag: positions built here carry it
        if (p.board() != board) {
            board = p.board();
            boardShared = false;
        }
        UnitMap before = units;
        units = new UnitMap();
        units.load(p.units());
        units.removed = before.removed; // what was removed before, and what this replacement removes
        for (Unit u : before.values()) {
            if (!units.containsKey(u.id())) {
                units.noteRemoved(u);
            }
        }
    }

    public GameSetup setup() {
        return setup;
    }

    public int round() {
        return round;
    }

    public Phase phase() {
        return phase;
    }

    public String initiative() {
        return initiative;
    }

    public String turn() {
        return turn;
    }

    public int actionsLeft() {
        return actionsLeft;
    }

    public int command(String nation) {
        return command.get(nation);
    }

    public int initiativePool(String nation) {
        return initiativePool.get(nation);
    }

    public int victoryPoints(String nation) {
        return victoryPoints.get(nation);
    }

    public Map<Hex, String> control() {
        return java.util.Collections.unmodifiableMap(control);
    }

    /** The unit taking its action now, with what it has done so far (the open MOVE frame's data), or null. */
    public Activity activity() {
        return frames.data(Frame.MOVE, Activity.class);
    }

    /** Hits waiting for their owners' casualties (the open HITS frame's data), or null. */
    public PendingHits hits() {
        return frames.data(Frame.HITS, PendingHits.class);
    }

    /** Effects at the same time waiting for their order (the open TIMING frame's data), or null (000 · TIMING CONFLICTS). */
    public PendingTiming timing() {
        return frames.data(Frame.TIMING, PendingTiming.class);
    }

    /** The arrangements of figures seen in this Squad Transfers step (the open TRANSFER frame's data), or null. */
    public TransferStep transfers() {
        return frames.data(Frame.TRANSFER, TransferStep.class);
    }

    /** The assault waiting for an answer (the open ASSAULT frame's data), or null. */
    public PendingAssault assault() {
        return frames.data(Frame.ASSAULT, PendingAssault.class);
    }

    /** The Strategy card being resolved (the open CARD frame's data), or null. */
    public PendingCard card() {
        return frames.data(Frame.CARD, PendingCard.class);
    }

    /** The frame asking now. */
    public Frame top() {
        return frames.top();
    }

    /** A rule pauses the game: {@code f} opens on top with the data it needs to ask and to go on. */
    public void open(Frame f, Object data) {
        frames = frames.push(f, data);
    }

    /** The rule that paused the game with {@code f} is answered: its frame, which must be on top, closes. */
    public void close(Frame f) {
        frames = frames.pop(f);
    }

    /** The nearest open {@code f} goes on with new data (an activation that moved on, one more casualty taken, ...). */
    public void update(Frame f, Object data) {
        frames = frames.with(f, data);
    }

    /**
     * A new phase begins (the setup, the Action, Command or Status Phase): its frame is the whole stack. Every rule of
     * the phase before must have been answered; the game's end instead opens {@link Frame#OVER} above whatever is open.
     */
    /**
     * 000 · End of the Action Phase: the other side has passed, so this one "may now take an unlimited number of actions"
     * (counted down from {@code Integer.MAX_VALUE}, so never near zero).
     */
    public boolean actionsUnlimited() {
        return actionsLeft >= Integer.MAX_VALUE / 2;
    }

    /**
     * The actions left this turn in words: "2 actions left", or, once the opponent's Action Phase is over, the book's
     * "an unlimited number of actions" (000 · THE ACTION PHASE) — never the number that stands for it.
     */
    public String actionsLeftWords() {
        return actionsUnlimited() ? "an unlimited number of actions" : actionsLeft + " action" + (actionsLeft == 1 ? "" : "s") + " left";
    }

    /** The active unit's action is over (000 · THE ACTION PHASE): the driver moves the turn on once the choice is done. */
    public void endAction() {
        if (top() == Frame.MOVE) {
            close(Frame.MOVE); // the unit's activation ends with it (a card's action has none)
        }
        actionsLeft--;
        turnDue = true;
    }

    /** 000 · WINNING THE GAME: the game's end opens above whatever is still open; nothing is asked any more. */
    public void endGame() {
        phase = Phase.OVER;
        open(Frame.OVER, null);
    }

    public void enterPhase(Phase p) {
        if (frames.size() > 1) {
            throw new IllegalStateException("the " + p + " phase begins while " + frames + " is still open");
        }
        phase = p;
        frames = FrameStack.EMPTY.push(Frame.of(p), null);
    }

    public String winner() {
        return winner;
    }

    public String endReason() {
        return endReason;
    }

    public List<String> hand(String nation) {
        return java.util.Collections.unmodifiableList(hand.get(nation));
    }

    public List<String> playArea(String nation) {
        return java.util.Collections.unmodifiableList(playArea.get(nation));
    }

    /** Cards left in each of the side's decks. */
    /** The nation's decks in order, top card first: the authoritative state's secret, never for a seat's view. */
    public Map<String, List<String>> decks(String nation) {
        Map<String, List<String>> m = new java.util.TreeMap<>();
        decks.forEach((k, v) -> {
            if (k.startsWith(nation + "|")) {
                m.put(k.substring(nation.length() + 1), List.copyOf(v));
            }
        });
        return m;
    }

    /** Strategy cards the nation has resolved and discarded. */
    public List<String> discarded(String nation) {
        return List.copyOf(discarded.getOrDefault(nation, List.of()));
    }

    /** The dice's state (what rolls come next): the authoritative state's secret, never for a seat's view. */
    public long diceState() {
        return dice.state();
    }

    public Map<String, Integer> deckSizes(String nation) {
        Map<String, Integer> m = new java.util.TreeMap<>();
        decks.forEach((k, v) -> {
            if (k.startsWith(nation + "|")) {
                m.put(k.substring(nation.length() + 1), v.size());
            }
        });
        return m;
    }

    public Map<String, Unit> units() {
        return java.util.Collections.unmodifiableMap(units);
    }

    /** During setup (and reinforcements): units built or arrived but not yet on the board; empty otherwise. */
    public Map<String, Unit> reserve() {
        return reserve == null ? Map.of() : java.util.Collections.unmodifiableMap(reserve);
    }

    public Board board() {
        return board;
    }

    public String opponent(String nation) {
        return setup.nations().get(0).equals(nation) ? setup.nations().get(1) : setup.nations().get(0);
    }

    /** Which definition of {@link #hash()} this engine computes; saved games record it with their final hash. */
    public static final int HASH_VERSION = 3;

    /**
     * A stable 64-bit hash of everything the rules track ({@link StateHash}; version {@link #HASH_VERSION}). Equal
     * states hash equally whatever the iteration order of their maps and sets. The large parts are maintained as
     * the state changes, Zobrist-style (an order-free sum of one key per unit, per controlled objective, and the
     * board's marker hash kept per marker change); only the scalar fields and the short card and step lists are
     * combined on call. {@link #hashFromScratch()} gives the same number without the maintained parts.
     */
    public long hash() {
        return StateHash.of(this, units.unitsHash(), control.controlHash());
    }

    /** {@link #hash()} worked out from scratch over every field (for tests of the maintained parts). */
    public long hashFromScratch() {
        return StateHash.of(this, units.unitsHashFromScratch(), control.controlHashFromScratch());
    }

    Map<String, Unit> unitsOf(String nation) {
        Map<String, Unit> m = new LinkedHashMap<>();
        units.forEach((id, u) -> {
            if (u.nation().equals(nation)) {
                m.put(id, u);
            }
        });
        return m;
    }
}
