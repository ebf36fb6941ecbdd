package toi.engine.game;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import toi.engine.event.Event;
import toi.engine.game.protocol.Choice;
import toi.engine.game.protocol.Decision;
import toi.engine.game.protocol.Seat;
import toi.engine.game.state.GameState;
import toi.engine.scenario.GameSetup;
import toi.engine.units.Unit;
import toi.protocol.GameEvent;
import toi.protocol.Match;
import toi.protocol.Option;
import toi.protocol.Outcome;
import toi.protocol.Pending;
import toi.protocol.Refused;

/**
 * A Tide of Iron {@link Game} as the shared protocol sees it (docs/architecture.md · One protocol): seats are
 * {@link Seat#toString()} ({@code US}, {@code US/1st} in a team game), the pending {@link Decision} is a {@link Pending}
 * whose options carry their typed {@link Choice} ({@link ChoiceOption}), a choice's text is read whole as
 * {@link Choice#parse} reads it, and a refusal is a {@link Refused} naming the rule. The view is the {@link SeatView},
 * the events the engine's typed {@link Event}s, the hash {@link GameState#hash()}.
 */
public final class TideOfIronMatch implements toi.protocol.Match {
    /** The ruleset's id ({@code toi.protocol.Ruleset#id}). */
    public static final String RULESET = "tide-of-iron";
    /** Who a spectator ({@code viewFor(null)}) is: a seat of no side, so every secret of every side is hidden from it. */
    private static final Seat SPECTATOR = Seat.of("spectator");
    /** A rule heading in a refusal's message: {@code 000 · No Mixed Fire}, {@code 002 · MUNITIONS …}. */
    private static final Pattern RULE = Pattern.compile("\\d{3} · [^()]+");

    private final String scenario;
    private final GameSetup setup;
    private final long seed;
    private final Game game;
    /** The choices applied through this match, newest first; copies share it (a copy for search costs no log copy). */
    private Logged log;
    private Decision listed;
    private Pending pending;

    /** A new game of {@code setup} (the scenario {@code scenario}, its optional rules already in the setup) from {@code seed}. */
    public TideOfIronMatch(String scenario, GameSetup setup, long seed) {
        this(scenario, setup, seed, new Game(setup, seed), null);
    }

    /** One choice applied, on the choices before it. */
    private record Logged(Choice choice, Logged before) {
    }

    private TideOfIronMatch(String scenario, GameSetup setup, long seed, Game game, Logged log) {
        this.scenario = scenario;
        this.setup = setup;
        this.seed = seed;
        this.game = game;
        this.log = log;
    }

    /**
     * A match over a game already in play, made elsewhere (a terminal's or a server's own {@link Game}): it is this very
     * game, so choices applied to either are applied to both; its log holds only the choices applied through the match.
     */
    public static TideOfIronMatch of(String scenario, long seed, Game game) {
        return new TideOfIronMatch(scenario, game.state().setup(), seed, game, null);
    }

    /**
     * The typed game: for Tide of Iron's own layers (its heuristic on a determinised copy, its board layer). A consumer
     * serving seats reads {@link #viewFor} instead: the game holds every secret.
     */
    public Game game() {
        return game;
    }

    public GameSetup setup() {
        return setup;
    }

    @Override
    public String ruleset() {
        return RULESET;
    }

    @Override
    public String scenario() {
        return scenario;
    }

    @Override
    public long seed() {
        return seed;
    }

    /** Each side, or in a three- or four-player game each side's divisions (000 · THREE- AND FOUR-PLAYER GAMES). */
    @Override
    public List<String> seats() {
        return seats(setup);
    }

    /** The seats of a setup: its sides, or each side's divisions in a team game. */
    public static List<String> seats(GameSetup setup) {
        List<String> out = new ArrayList<>();
        for (String n : setup.nations()) {
            List<String> divisions = setup.teams() ? setup.divisions(n) : List.of();
            if (divisions.size() < 2) {
                out.add(n);
            } else {
                divisions.forEach(d -> out.add(new Seat(n, d).toString()));
            }
        }
        return out;
    }

    @Override
    public Pending pending() {
        Decision d = game.pending();
        if (d != listed) { // the game works a decision out once per state; so do we
            if (d.kind() == Decision.Kind.GAME_OVER || game.over()) {
                pending = Pending.over(d.prompt());
            } else {
                pending = new Pending(d.seat().toString(), d.kind().name(), d.prompt(), options(d));
            }
            listed = d;
        }
        return pending;
    }

    private List<Option> options(Decision d) {
        List<Choice> choices = d.options();
        Option[] out = new Option[choices.size()];
        boolean casualties = d.kind() == Decision.Kind.CASUALTIES || d.kind() == Decision.Kind.ASSAULT_CASUALTIES;
        for (int i = 0; i < out.length; i++) {
            Choice c = choices.get(i);
            Unit unit = casualties && c instanceof Choice.Casualties k ? game.unit(k.unitId())
                    : c instanceof Choice.Transfer t ? game.unit(t.fromId()) : null; // the squad whose figures the label names
            out[i] = new ChoiceOption(c, setup, unit);
        }
        return java.util.Arrays.asList(out);
    }

    /** The typed choices of the pending decision (for Tide of Iron's own players). */
    public List<Choice> choicesListed() {
        return game.pending().options();
    }

    @Override
    public boolean over() {
        return game.over();
    }

    @Override
    public Outcome outcome() {
        if (!game.over()) {
            return null;
        }
        GameState s = game.state();
        Map<String, Integer> score = new LinkedHashMap<>();
        for (String n : setup.nations()) {
            score.put(n, s.victoryPoints(n)); // 000 · WINNING THE GAME: victory points
        }
        return new Outcome(s.winner(), s.endReason() == null ? "" : s.endReason(), score);
    }

    @Override
    public List<GameEvent> apply(String seat, String choice) {
        Choice c;
        try {
            c = Choice.parse(choice);
        } catch (IllegalArgumentException e) { // a word not understood: named by the reader
            throw new Refused(e.getMessage());
        }
        return apply(seat, c);
    }

    @Override
    public List<GameEvent> apply(String seat, Option option) {
        return apply(seat, option instanceof ChoiceOption o ? o.choice() : parse(option.text()));
    }

    @Override
    public List<GameEvent> replay(String seat, String choice, String next) {
        Choice c = parse(choice);
        seatOf(seat); // named, as for any choice
        List<Event> events;
        try {
            events = game.replay(c, next); // docs/rulings.md R-FLOW-1: an older log's forced answers
        } catch (IllegalArgumentException e) {
            throw new Refused(e.getMessage(), ruleIn(e.getMessage()));
        }
        log = new Logged(c, log);
        return List.copyOf(events);
    }

    /** Applies a typed choice made by {@code seat} (Tide of Iron's own players answer with these). */
    public List<GameEvent> apply(String seat, Choice choice) {
        return apply(seatOf(seat), choice);
    }

    /** The same for a typed seat. */
    public List<GameEvent> apply(Seat who, Choice choice) {
        List<Event> events;
        try {
            events = game.apply(who, choice);
        } catch (IllegalArgumentException e) { // IllegalChoice: the game is unchanged
            throw new Refused(e.getMessage(), ruleIn(e.getMessage()));
        }
        log = new Logged(choice, log);
        return List.copyOf(events);
    }

    private static Choice parse(String text) {
        try {
            return Choice.parse(text);
        } catch (IllegalArgumentException e) {
            throw new Refused(e.getMessage());
        }
    }

    private static Seat seatOf(String seat) {
        if (seat == null || seat.isBlank()) {
            throw new Refused("a choice names the seat that makes it");
        }
        return Seat.parse(seat);
    }

    /** The rulebook heading a refusal's message cites ({@code 000 · No Mixed Fire}), or null when it cites none. */
    static String ruleIn(String message) {
        if (message == null) {
            return null;
        }
        String found = null;
        Matcher m = RULE.matcher(message);
        while (m.find()) {
            found = m.group().replaceAll("[\\s.;:,]+$", "");
        }
        return found;
    }

    @Override
    public List<String> choices() {
        java.util.LinkedList<String> out = new java.util.LinkedList<>();
        for (Logged l = log; l != null; l = l.before()) {
            out.addFirst(l.choice().text());
        }
        return List.copyOf(out);
    }

    @Override
    public SeatView viewFor(String seat) {
        return game.viewFor(seat == null ? SPECTATOR : Seat.parse(seat));
    }

    @Override
    public List<GameEvent> redact(List<GameEvent> events, String seat) {
        List<Event> ours = new ArrayList<>(events.size());
        for (GameEvent e : events) {
            ours.add((Event) e);
        }
        return List.copyOf(game.redact(ours, seat == null ? SPECTATOR : Seat.parse(seat)));
    }

    @Override
    public String redact(String text, String seat) {
        return game.redact(text, seat == null ? SPECTATOR : Seat.parse(seat));
    }

    @Override
    public TideOfIronMatch copyFor(String seat, long seed) {
        return new TideOfIronMatch(scenario, setup, this.seed, game.copyFor(seat == null ? SPECTATOR : Seat.parse(seat), seed), log);
    }

    @Override
    public TideOfIronMatch copy() {
        return new TideOfIronMatch(scenario, setup, seed, game.copy(), log);
    }

    /**
     * The engine's {@link Preview} as {@code seat} may work it out (R-OPT-13), its lines redacted for the seat (R-VIEW-2):
     * the summary is its first line, the detail its lines.
     */
    @Override
    public toi.protocol.Preview preview(String seat, String choice) {
        Seat who = seat == null ? SPECTATOR : Seat.parse(seat);
        Choice c = parse(choice);
        Preview p = game.preview(who, c);
        List<String> lines = p.lines().stream().map(l -> game.redact(l, who)).toList();
        String refused = p.refused() == null ? null : game.redact(p.refused(), who);
        String summary = lines.isEmpty() ? null : lines.get(refused != null && lines.size() > 1 ? 1 : 0);
        return new toi.protocol.Preview(refused, summary, lines);
    }

    @Override
    public long hash() {
        return game.hash();
    }

    @Override
    public String toString() {
        return RULESET + ":" + scenario + "#" + seed;
    }
}
