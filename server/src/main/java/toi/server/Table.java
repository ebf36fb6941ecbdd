package toi.server;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import toi.ai.PlayerView;
import toi.ai.Explanation;
import toi.ai.Players;
import toi.engine.event.Event;
import toi.engine.game.protocol.Choice;
import toi.engine.game.protocol.Decision;
import toi.engine.game.Game;
import toi.engine.scenario.GameSetup;
import toi.engine.game.protocol.IllegalChoice;
import toi.engine.game.protocol.Seat;

/**
 * One authoritative game (docs/server.md): the engine's game, its log of choices, and every event
 * numbered — each seat receives every number, redacted for that seat, so a client can tell it missed
 * nothing. Only the seat the game asks may answer; a client that has not seen the latest event is
 * refused with the events it missed. Every accepted choice is stored before it is acknowledged.
 * One writer at a time: every method that reads or changes the game holds this table's lock; the computer's seats
 * think off it (ComputerSeats) and answer under it.
 */
final class Table {
    final String id;
    final String scenario;
    final long seed;
    final GameSetup setup;
    /** The salt of the seed's commitment (kept with the game's options); null for a game stored before commitments. */
    private final String salt;
    private final Map<String, Seat> seatByToken = new HashMap<>();
    private final Map<String, String> kindBySeat = new LinkedHashMap<>();
    private final Map<String, String> playerBySeat = new LinkedHashMap<>();
    private final GameStore store;
    private Game game;
    /** Rows of the stored log (choices and undos): the next row's number is its size + 1. */
    private int logged;
    /** The choices in effect, each with its seat and the game as it was before it (for undo). */
    private final List<Played> played = new ArrayList<>();
    /** Each seat's events as it receives them: redacted for it when they happened, as JSON (see {@link #record}). */
    private final Map<String, List<String>> eventsBySeat = new LinkedHashMap<>();
    private static final com.fasterxml.jackson.databind.ObjectMapper JSON = ToiServer.mapper();
    /** A computer turn is scheduled or running (ComputerSeats). */
    private boolean computerBusy;
    private boolean closed;
    /** Clients waiting for the computer's answer ({@link #computerAnswered}). */
    private final List<Waiter> waiters = new ArrayList<>();

    /** Why a submission was refused, with the HTTP status that says so. */
    static final class Refusal extends RuntimeException {
        final int status;
        final transient List<Numbered> missed;

        Refusal(int status, String message, List<Numbered> missed) {
            super(message);
            this.status = status;
            this.missed = missed;
        }
    }

    /** An event as one seat receives it, as JSON: {@code {"n", "type", "text", "event"}}. */
    record Numbered(int n, String json) {
    }

    private record Played(String seat, String text, Game before) {
    }

    Table(GameStore.StoredGame stored, GameSetup setup, GameStore store) {
        this.id = stored.id();
        this.scenario = stored.scenario();
        this.seed = stored.seed();
        this.setup = setup;
        this.store = store;
        this.salt = saltOf(stored);
        stored.seats().forEach((name, s) -> {
            seatByToken.put(s.token(), Seat.parse(name));
            kindBySeat.put(name, s.kind());
            if (s.kind().equals("computer")) {
                playerBySeat.put(name, s.player());
            }
            eventsBySeat.put(name, new ArrayList<>());
        });
        this.game = new Game(setup, seed);
        synchronized (this) {
            for (GameStore.Entry e : stored.log()) { // replay: the same log gives the same game, bit for bit
                logged++;
                if (e.undo()) {
                    takeBack(e.seat(), Integer.parseInt(e.text()));
                } else {
                    Game before = game.copy();
                    try {
                        record(game.apply(Choice.parse(e.text())));
                    } catch (IllegalArgumentException refused) { // IllegalChoice, or a choice that cannot be read
                        throw notReplayed(id, logged, e.text(), refused);
                    }
                    played.add(new Played(e.seat(), e.text(), before));
                }
            }
        }
    }

    /**
     * A stored game whose choice the rules now refuse (a rule changed since it was played, docs/rulings.md): a 422 that
     * names the choice and the rule, instead of a game rebuilt differently from the one its players saw.
     */
    static Refusal notReplayed(String id, int n, String choice, RuntimeException why) {
        return new Refusal(422, "game " + id + " was played under an earlier version of the rules and cannot be resumed: its stored"
                + " choice " + n + " '" + choice + "' is now refused: " + why.getMessage(), List.of());
    }

    /**
     * {@code DELETE} of a stored game: abandoning it (issue 27). The creator's token abandons it at once before its first
     * choice; otherwise a human seat's token records that seat's consent, and the game is deleted once every human seat
     * has consented — one player cannot delete a game for both. Read from the store and not replayed, so that a game the
     * rules no longer replay ({@link #notReplayed}) can still be abandoned: 404 when there is no such game of the ruleset
     * asked ({@code ironTide}), 403 for another token or for the creator's after the first choice. Returns the human seats
     * still to consent (empty: the game is deleted).
     */
    static List<String> deleteStored(GameStore store, String id, String token, boolean ironTide) {
        GameStore.StoredGame g = id.matches("[0-9a-f]{1,32}") ? store.load(id) : null;
        if (g == null || IronTideGames.owns(g.scenario()) != ironTide) {
            throw new Refusal(404, "no " + (ironTide ? "Iron Tide " : "") + "game '" + id + "'", List.of());
        }
        if (g.createdBy(token)) {
            if (!g.log().isEmpty()) {
                throw new Refusal(403, "the creator may abandon a game only before its first choice; after it, every human seat consents"
                        + " (DELETE with each seat's token)", List.of());
            }
            store.delete(id);
            return List.of();
        }
        String seat = g.humanSeat(token);
        if (seat == null) {
            throw new Refusal(403, "token: not a seat of this game", List.of());
        }
        java.util.Set<String> consented = store.consent(id, seat);
        List<String> waiting = g.seats().values().stream().filter(s -> s.kind().equals("human") && !consented.contains(s.seat()))
                .map(GameStore.StoredSeat::seat).toList();
        if (waiting.isEmpty()) {
            store.delete(id);
        }
        return waiting;
    }

    /** The salt of a stored game's seed commitment (its {@code options}' "salt"), either ruleset; null before commitments. */
    static String saltOf(GameStore.StoredGame stored) {
        try {
            var options = JSON.readTree(stored.options() == null ? "{}" : stored.options());
            return options.hasNonNull("salt") ? options.get("salt").asText() : null;
        } catch (java.io.IOException e) {
            return null; // ToiServer.setupOf refuses options that are not JSON
        }
    }

    /**
     * The game's seed as the seats may know it (docs/server.md · Secrecy): the commitment, SHA-256 of "SEED:SALT"
     * ({@link toi.engine.game.SeedCommitment}), from the start; the seed and the salt once the game is over. A game stored
     * before commitments has none, and says so.
     */
    synchronized Map<String, Object> seedRecord() {
        return seedRecord(seed, salt, game.over());
    }

    /**
     * The refusal of a chosen seed in a game where human seats face each other (docs/server.md · Secrecy): both rulesets
     * say it so.
     */
    static Refusal chosenSeedRefused() {
        return new Refusal(400, "seed: a chosen seed is only for a game without a human opponent (solo or a team against"
                + " the computer, tests, tournaments): whoever chose it would know every card and die to come; leave it out and"
                + " the server draws one, committed to at the start and revealed at the end", List.of());
    }

    /** A game's seed as its seats may know it, either ruleset: the commitment to it; the seed and salt once {@code over}. */
    static Map<String, Object> seedRecord(long seed, String salt, boolean over) {
        Map<String, Object> out = new LinkedHashMap<>();
        if (salt == null) {
            out.put("commitment", null);
            out.put("note", "this game was created before seeds were committed to: it has no commitment to check");
        } else {
            out.put("commitment", toi.engine.game.SeedCommitment.of(seed, salt));
        }
        if (over) {
            out.put("seed", seed);
            out.put("salt", salt);
        }
        return out;
    }

    /** The finished game as ./toi replay reads it (ReplayCommand's saved game); refused (409) while it goes on. */
    synchronized Map<String, Object> record() {
        if (!game.over()) {
            throw new Refusal(409, "the game is not over: its seed stays secret until it ends (the seats see its commitment)", List.of());
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("scenario", scenario);
        out.put("seed", seed);
        if (salt != null) {
            out.put("salt", salt);
            out.put("commitment", toi.engine.game.SeedCommitment.of(seed, salt));
        }
        if (!setup.options().isEmpty()) {
            out.put("options", setup.options().ids());
        }
        if (setup.teams()) {
            out.put("teams", true);
        }
        out.put("choices", played.stream().map(Played::text).toList());
        out.put("winner", game.state().winner());
        out.put("rounds", game.state().round());
        out.put("finalHash", Long.toHexString(game.state().hash()));
        out.put("hashVersion", toi.engine.game.state.GameState.HASH_VERSION);
        return out;
    }

    /**
     * This table with its game dealt again as {@code seat} can know it ({@link Game#copyFor}, from {@code seed}): a game
     * the seat cannot tell from this one — the same past, the same events, another hidden present (other hands, deck
     * orders, which squad is under which enemy marker, enemy munitions, dice to come). For the secrecy property test
     * (SecrecyPropertyTest): every answer to the seat must be the same, byte for byte, on two such twins. Stores nothing.
     */
    synchronized Table twinFor(Seat seat, long seed) {
        Game twin = game.copyFor(seat, seed);
        // the units in this game's order by id: the owner's order of its squads (us-1, us-2, …) is known, so in the twin
        // each squad keeps its place in it while it sits under another marker — a view listing units in that order would
        // tell which squad a marker hides, and the twins would differ
        var dealt = twin.state().units;
        List<toi.engine.units.Unit> order = new ArrayList<>();
        for (String unitId : game.state().units.keySet()) {
            if (dealt.containsKey(unitId)) {
                order.add(dealt.get(unitId));
            }
        }
        dealt.values().stream().filter(x -> !order.contains(x)).toList().forEach(order::add);
        for (toi.engine.units.Unit u : order) {
            dealt.remove(u.id());
            dealt.put(u.id(), u);
        }
        return new Table(this, twin);
    }

    private Table(Table o, Game game) {
        this.id = o.id;
        this.scenario = o.scenario;
        this.seed = o.seed;
        this.setup = o.setup;
        this.salt = o.salt;
        this.store = null; // a twin is asked, never played on
        this.seatByToken.putAll(o.seatByToken);
        this.kindBySeat.putAll(o.kindBySeat);
        this.playerBySeat.putAll(o.playerBySeat);
        o.eventsBySeat.forEach((k, v) -> this.eventsBySeat.put(k, new ArrayList<>(v)));
        this.logged = o.logged;
        this.played.addAll(o.played);
        this.lastExplanation = o.lastExplanation;
        this.game = game;
    }

    /** This table playing {@code g} instead (SecrecyPropertyTest: a state made for the test). Stores nothing. */
    synchronized Table playing(Game g) {
        return new Table(this, g);
    }

    /** The game as it is now (tests: the engine's own answers to compare with the server's). */
    synchronized Game game() {
        return game;
    }

    /** The seat a token stands for, or null. */
    synchronized Seat seat(String token) {
        return token == null ? null : seatByToken.get(GameStore.hash(token)); // the store's seats hold their tokens' hashes
    }

    synchronized int number() {
        return eventsBySeat.values().iterator().next().size();
    }

    synchronized Map<String, String> kinds() {
        return Map.copyOf(kindBySeat);
    }

    /** The computer player of each computer seat. */
    synchronized Map<String, String> players() {
        return Map.copyOf(playerBySeat);
    }

    synchronized boolean over() {
        return game.over();
    }

    /** The game is in its setup (000 · GAME SETUP): the deployment zones are shown on the board only then. */
    synchronized boolean inSetup() {
        return game.state().phase == toi.engine.game.protocol.Phase.SETUP;
    }

    synchronized String winner() {
        return game.state().winner();
    }

    synchronized long hash() {
        return game.state().hash();
    }

    synchronized int choices() {
        return played.size();
    }

    /**
     * How many choices {@code seat} may take back now (0: none): its last choice and the computer's answers after it,
     * as long as no other player has chosen since and nothing was revealed — no die rolled, no card drawn, no
     * concealed squad revealed ({@code Secrets}; the same rule as ./toi play's undo).
     */
    synchronized int undoable(Seat seat) {
        for (int i = played.size() - 1; i >= 0; i--) {
            Played p = played.get(i);
            if (p.seat().equals(seat.toString())) {
                boolean hidden = toi.engine.game.Secrets.revealedBetween(p.before().state(), game.state()) != null;
                return hidden ? 0 : played.size() - i;
            }
            if (computerPlayer(Seat.parse(p.seat())) == null) {
                return 0; // another player has chosen since
            }
        }
        return 0;
    }

    /** Takes back the seat's last choice and the computer's answers after it; refused (403/409/422) when it may not. */
    synchronized void undo(Seat seat, int seen) {
        if (closed) {
            throw new Gone();
        }
        if (seen != number()) {
            throw new Refusal(409, "you have seen event " + seen + " of " + number() + ": catch up first", eventsSince(seat, seen));
        }
        int k = undoable(seat);
        if (k == 0) {
            throw new Refusal(422, "nothing to undo: you have made no choice since another player did, or since then a die was"
                    + " rolled, a card drawn or a concealed squad revealed", List.of());
        }
        store.append(id, logged + 1, new GameStore.Entry(seat.toString(), "undo", Integer.toString(k)));
        logged++;
        takeBack(seat.toString(), k);
    }

    private void takeBack(String seat, int k) {
        game = played.get(played.size() - k).before();
        played.subList(played.size() - k, played.size()).clear();
        record(List.of(new Event.ChoicesUndone(seat, k)));
    }

    /** The seat's events after number {@code since}. */
    synchronized List<Numbered> eventsSince(Seat seat, int since) {
        List<String> all = eventsBySeat.get(seat.toString());
        List<Numbered> out = new ArrayList<>();
        for (int i = Math.max(0, since); i < all.size(); i++) {
            out.add(new Numbered(i + 1, all.get(i)));
        }
        return out;
    }

    synchronized toi.engine.game.SeatView view(Seat seat) {
        return game.viewFor(seat);
    }

    /** The seat's view as JSON, redacted for it as a whole (R-VIEW-3): what every update sends. */
    synchronized com.fasterxml.jackson.databind.util.RawValue viewJson(Seat seat) {
        return new com.fasterxml.jackson.databind.util.RawValue(redacted(game, seat, game.viewFor(seat)));
    }

    /** The seat's view as the game stood after its first {@code k} choices in effect (k ≤ the choices made), as JSON. */
    synchronized com.fasterxml.jackson.databind.util.RawValue viewAt(Seat seat, int k) {
        Game then = at(k);
        return new com.fasterxml.jackson.databind.util.RawValue(redacted(then, seat, then.viewFor(seat)));
    }

    private static String redacted(Game g, Seat seat, Object body) {
        try {
            return g.redact(JSON.writeValueAsString(body), seat);
        } catch (java.io.IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * What the choice would do. With {@code advancing}, a fresh unit the action turn could activate: the choice is
     * previewed as if that unit had just been given an Advance action (on a copy; nothing is revealed by activating).
     */
    synchronized Answer preview(Seat seat, String choiceText, String advancing) {
        Asking asking = new Asking(game.hiddenFrom(seat));
        Choice choice = parse(asking.in(choiceText));
        Game g = known(seat);
        if (advancing != null && g.pending().kind() == Decision.Kind.ACTION) {
            try {
                g.apply(new Choice.Act(toi.engine.game.protocol.ActionKind.ADVANCE, asking.in(advancing), null));
            } catch (IllegalArgumentException e) {
                throw new Refusal(422, asking.out(g.redact(e.getMessage(), seat)), List.of());
            }
        }
        // as the seat may know it: no enemy facedown munitions token (R-OPT-13)
        return new Answer(g.preview(seat, choice), g, seat, asking);
    }

    /**
     * The game as {@code seat} can know it (docs/server.md · Secrecy): a determinised copy ({@link Game#copyFor}) in which
     * everything the seat cannot know — other hands, deck orders, which squad is under which enemy marker, enemy
     * facedown munitions, the dice to come — is dealt again from a number every seat knows (the choices made). Previews,
     * reachable hexes and their refusals are worked out on it, so they answer the same whatever the hidden truth is.
     */
    private Game known(Seat seat) {
        return game.copyFor(seat, played.size());
    }

    /**
     * A request's words as the game hears them: an enemy concealed squad's own id, which the seat may not know, is put as
     * a name no unit has, so the request is answered exactly as one naming no unit (R-VIEW-3); the answer then says back
     * the word the seat wrote.
     */
    static final class Asking {
        private final java.util.Set<String> hidden;
        private final Map<String, String> said = new LinkedHashMap<>();

        Asking(java.util.Set<String> hidden) {
            this.hidden = hidden;
        }

        String in(String text) {
            if (text == null || hidden.isEmpty()) {
                return text;
            }
            StringBuilder out = new StringBuilder();
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("[\\w-]+").matcher(text);
            int last = 0;
            while (m.find()) {
                String word = m.group();
                if (hidden.contains(word)) {
                    word = said.computeIfAbsent(word, w -> "no-such-unit-" + said.size());
                }
                out.append(text, last, m.start()).append(word);
                last = m.end();
            }
            return out.append(text.substring(last)).toString();
        }

        /** An answer's text with the words the seat wrote said back. */
        String out(String text) {
            for (Map.Entry<String, String> e : said.entrySet()) {
                text = text.replace(e.getValue(), e.getKey());
            }
            return text;
        }
    }

    /** What a seat is answered, with the game it was worked out on and the redaction that applies (R-VIEW-3). */
    record Answer(toi.engine.game.Preview preview, Game game, Seat seat, Asking asking) {
        /** {@code body} as JSON, redacted for the seat: the one way a preview leaves the table. */
        String json(Object body) {
            try {
                return asking.out(game.redact(JSON.writeValueAsString(body), seat));
            } catch (java.io.IOException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    /**
     * Line of sight between two hexes on the game's board as it is now, smoke and night included (000 · LINE OF
     * SIGHT): the rule that decides it, the hex that blocks, the lines traced. Public to every seat, like the map.
     */
    synchronized toi.engine.los.LosResult sight(toi.engine.hex.Hex from, toi.engine.hex.Hex to, Integer k) {
        // k: on the board as it stood after the game's first k choices (a replay's moment); null: now
        return toi.engine.los.LineOfSight.check(at(k == null ? played.size() : k).state().board(), from, to);
    }

    /** A hex's level on the game's board (000 · ELEVATION). */
    synchronized int level(toi.engine.hex.Hex hex) {
        return game.state().board().elevation(hex);
    }

    /** The game as it stood after its first {@code k} choices in effect (k from 0 to their number). */
    private Game at(int k) {
        if (k < 0 || k > played.size()) {
            throw new Refusal(400, "choice: the game has " + played.size() + " choices in effect, not " + k, List.of());
        }
        return k == played.size() ? game : played.get(k).before();
    }

    /**
     * The hexes {@code unit} can reach as {@code seat} can know it: worked out on {@link #known}; an enemy concealed squad,
     * by its id or its marker's name, reaches nothing, exactly as a unit that does not exist (R-VIEW-3). As JSON.
     */
    synchronized String reachable(Seat seat, String unit) {
        Asking asking = new Asking(game.hiddenFrom(seat));
        Game g = known(seat);
        return new Answer(null, g, seat, asking).json(g.reachable(asking.in(unit)).values());
    }

    /**
     * The seat's choice: refused (and nothing changes) when the client is behind ({@code seen} is not the latest
     * event number: 409 with the missed events), the text is not a choice (400), the game asks another seat (403),
     * or the rules forbid it (422, with the rule). Otherwise stored and applied; the computer's seats answer what they
     * are asked next off this request (ComputerSeats).
     */
    synchronized void submit(Seat seat, int seen, String text) {
        if (closed) {
            throw new Gone();
        }
        if (seen != number()) {
            throw new Refusal(409, "you have seen event " + seen + " of " + number() + ": catch up with the events you missed"
                    + " and choose again", eventsSince(seat, seen));
        }
        Asking asking = new Asking(game.hiddenFrom(seat));
        Choice choice = parse(asking.in(text));
        if (game.over()) {
            throw new Refusal(422, "the game is over: " + game.state().winner() + " won", List.of());
        }
        Seat asked = game.asked();
        if (!seat.answers(asked)) {
            throw new Refusal(403, "the game is waiting for " + asked + ", not " + seat, List.of());
        }
        try {
            apply(seat, choice);
        } catch (Refusal refused) { // the rule that refuses, as the seat may read it
            throw new Refusal(refused.status, asking.out(game.redact(refused.getMessage(), seat)), refused.missed);
        }
    }

    /** The computer seat the game asks now, or null: a human seat is asked, or the game is over (or deleted). */
    synchronized Seat computerAsked() {
        if (closed || game.over()) {
            return null;
        }
        Seat asked = game.asked();
        return computerPlayer(asked) != null ? asked : null;
    }

    /**
     * The computer player that answers a decision asked of {@code asked}, or null when a human does: the seat's own (a
     * division's seat in a team game); a decision of a whole team (no division, docs/rulings.md R-SEAT-1) goes to the
     * computer only when every seat of that side is the computer's, else its humans answer it.
     */
    private String computerPlayer(Seat asked) {
        if (kindBySeat.containsKey(asked.toString())) {
            return playerBySeat.get(asked.toString());
        }
        List<String> team = kindBySeat.keySet().stream().filter(name -> Seat.parse(name).nation().equals(asked.nation())).toList();
        return !team.isEmpty() && team.stream().allMatch(playerBySeat::containsKey) ? playerBySeat.get(team.get(0)) : null;
    }

    /** A computer seat's decision to work out off the lock: its player, seed and view (of a copy), and the log size then. */
    /** The computer's last decision with its alternatives (what {@link #explanationFor} shows), or null. */
    private Explanation lastExplanation;

    record ComputerTurn(Seat seat, String player, long seed, PlayerView view, int logged) {
    }

    /** The computer player of the computer seat asked now, or null. */
    synchronized String computerPlayerAsked() {
        Seat asked = computerAsked();
        return asked == null ? null : computerPlayer(asked);
    }

    /** Claims the game's computer play (ComputerSeats: one computer choice at a time per game); false when not needed or under way. */
    synchronized boolean claimComputer() {
        if (computerBusy || computerAsked() == null) {
            return false;
        }
        computerBusy = true;
        return true;
    }

    synchronized void releaseComputer() {
        computerBusy = false;
    }

    /** The decision a computer seat is asked now; null (and the claim released) when none is. */
    synchronized ComputerTurn nextComputerTurn() {
        Seat asked = computerAsked();
        if (asked == null) {
            computerBusy = false;
            return null;
        }
        return new ComputerTurn(asked, computerPlayer(asked), seed * 31 + logged,
                PlayerView.of(toi.engine.game.TideOfIronMatch.of(scenario, seed, game.copy()), asked.toString()), logged);
    }

    /**
     * The computer's answer to {@code turn}: stored and applied, unless the game moved on meanwhile (an undo): false then.
     * A choice the game refuses, or none (a player's fault), is replaced by a random legal one.
     */
    synchronized boolean answer(ComputerTurn turn, Choice choice, Explanation why) {
        if (closed || logged != turn.logged() || !turn.seat().equals(computerAsked())) {
            return false;
        }
        try {
            if (choice == null) {
                throw new Refusal(422, "no choice", List.of());
            }
            apply(turn.seat(), choice);
            lastExplanation = why; // kept in memory only: after a restart there is none until the computer decides again
        } catch (Refusal refused) {
            List<Choice> legal = game.pending().options();
            apply(turn.seat(), legal.get(new SplittableRandom(turn.seed()).nextInt(legal.size())));
        }
        return true;
    }

    /**
     * Completes once a computer seat is no longer asked or there is an event after number {@code since}, at most after
     * {@code millis}: a client waiting for the computer's answer without asking again and again (a choice may cause no
     * event, so the wait also ends when the computer is no longer asked). No thread waits meanwhile (docs/server.md ·
     * Threads).
     */
    synchronized java.util.concurrent.CompletableFuture<Void> computerAnswered(int since, long millis) {
        var done = new java.util.concurrent.CompletableFuture<Void>();
        if (number() > since || computerAsked() == null) {
            done.complete(null);
            return done;
        }
        waiters.removeIf(w -> w.done().isDone()); // those whose time ran out
        waiters.add(new Waiter(since, done));
        done.completeOnTimeout(null, millis, java.util.concurrent.TimeUnit.MILLISECONDS);
        return done;
    }

    private record Waiter(int since, java.util.concurrent.CompletableFuture<Void> done) {
    }

    /** Lets go the clients waiting for the computer whose wait is over (after every change, and on close). */
    private void answerWaiters() {
        if (waiters.isEmpty()) {
            return;
        }
        boolean asked = computerAsked() != null;
        int n = number();
        waiters.removeIf(w -> {
            if (w.done().isDone() || !asked || n > w.since()) {
                w.done().complete(null);
                return true;
            }
            return false;
        });
    }

    /** When a request last used this game (ToiServer unloads the games idle longest). */
    private volatile long lastUsed = System.nanoTime();

    void touch() {
        lastUsed = System.nanoTime();
    }

    long lastUsed() {
        return lastUsed;
    }

    /**
     * Unloads the game if nothing holds it in memory — no computer seat asked or thinking, no client waiting — and it was
     * last used before {@code before} (System.nanoTime): closed, it is read again from the store (by replay) when next
     * asked for. False (and nothing changes) otherwise.
     */
    synchronized boolean unloadIfIdle(long before) {
        if (closed || computerBusy || computerAsked() != null || lastUsed - before > 0) {
            return false;
        }
        answerWaiters();
        if (!waiters.isEmpty()) {
            return false;
        }
        closed = true;
        return true;
    }

    /** A game closed (unloaded or deleted) while a request held it: the request asks for the game again. */
    static final class Gone extends RuntimeException {
        Gone() {
            super("the game was unloaded", null, false, false);
        }
    }

    /**
     * The computer's last decision as {@code reader} may read it (docs/ai.md · Explanations): its alternatives name no
     * card in another side's hand and no concealed squad of another side; null when the computer has not decided yet.
     */
    synchronized Explanation explanationFor(Seat reader) {
        if (lastExplanation == null) {
            return null;
        }
        return toi.ai.TideOfIronAi.seenBy(lastExplanation, game.state(), reader.nation());
    }

    /** The game is deleted or the server stops: the computer plays no more and waiters are let go. */
    synchronized void close() {
        closed = true;
        answerWaiters();
    }

    private void apply(Seat seat, Choice choice) {
        Game next = game.copy();
        List<Event> events;
        try {
            events = next.apply(seat, choice);
        } catch (IllegalChoice e) {
            throw new Refusal(422, e.getMessage(), List.of());
        }
        store.append(id, logged + 1, new GameStore.Entry(seat.toString(), "choice", choice.text())); // stored before it counts
        logged++;
        played.add(new Played(seat.toString(), choice.text(), game));
        game = next;
        record(events);
    }

    /**
     * Each seat receives every event, redacted for it as the game stands after them (R-VIEW-1, R-VIEW-2): its fields by
     * the engine ({@link Game#redact(List, Seat)}), then its whole JSON, free texts included (who saw a squad revealed,
     * why a rule applied), by {@link Game#redact(String, Seat)} — kept so, as it was sent, when the squad is later revealed.
     */
    private void record(List<Event> events) {
        for (Map.Entry<String, List<String>> e : eventsBySeat.entrySet()) {
            e.getValue().addAll(rendered(game, Seat.parse(e.getKey()), events, e.getValue().size()));
        }
        answerWaiters(); // clients waiting for the computer (computerAnswered)
    }

    /** {@code events}, caused in {@code g} (as it stands after them), as {@code seat} receives them: numbered after {@code before}, as JSON. */
    static List<String> rendered(Game g, Seat seat, List<Event> events, int before) {
        List<String> out = new ArrayList<>();
        for (Event event : g.redact(events, seat)) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("n", before + out.size() + 1);
            m.put("type", event.getClass().getSimpleName());
            m.put("text", event.text());
            m.put("event", event);
            try {
                out.add(g.redact(JSON.writeValueAsString(m), seat));
            } catch (java.io.IOException x) {
                throw new IllegalStateException(x);
            }
        }
        return out;
    }

    private static Choice parse(String text) {
        if (text == null || text.isBlank()) {
            throw new Refusal(400, "choice: missing (a choice as text, e.g. 'pass' or 'act advance us-1')", List.of());
        }
        try {
            return Choice.parse(text);
        } catch (IllegalArgumentException e) {
            throw new Refusal(400, "choice: " + e.getMessage(), List.of());
        }
    }
}
