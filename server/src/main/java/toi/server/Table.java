package toi.server;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import toi.protocol.GameEvent;
import toi.protocol.Match;
import toi.protocol.Option;
import toi.protocol.Pending;

/**
 * One authoritative game of any ruleset (docs/server.md): its {@link Match}, its log of choices, and every event
 * numbered — each seat receives every number, redacted for that seat, so a client can tell it missed nothing. Only the
 * seat the game asks may answer; a client that has not seen the latest event is refused with the events it missed.
 * Every accepted choice is stored before it is acknowledged. One writer at a time: every method that reads or changes
 * the game holds this table's lock; the computer's seats think off it (ComputerSeats) and answer under it. What only one
 * ruleset knows (its view for the board, its previews, what an undo may not take back) its {@link BoardLayer} says.
 * <p>Seats are the ruleset's names; a seat {@code SIDE/PART} (a division's seat in a team game) is a part of the side
 * {@code SIDE}: it answers the side's decisions, and the computer answers those only when it holds every part.
 */
public final class Table {
    public final String id;
    public final String scenario;
    final long seed;
    public final BoardLayer layer;
    /** The game's options as stored (the optional rules in effect, a team game, the salt). */
    final JsonNode options;
    /** The salt of the seed's commitment (kept with the game's options); null for a game stored before commitments. */
    private final String salt;
    private final Map<String, String> seatByToken = new HashMap<>();
    private final Map<String, String> kindBySeat = new LinkedHashMap<>();
    private final Map<String, String> playerBySeat = new LinkedHashMap<>();
    private final GameStore store;
    private Match match;
    /** Rows of the stored log (choices and undos): the next row's number is its size + 1 (changed under the lock only). */
    private volatile int logged;
    /** PostgreSQL: the highest row of this game's log any process told of (Fanout, told at once: not under the lock). */
    private final java.util.concurrent.atomic.AtomicInteger heard = new java.util.concurrent.atomic.AtomicInteger();
    /** PostgreSQL: the listening connection's number when this table last read its log (GameStore.listening); -1: never. */
    private long readWhileListening = -1;
    /** The choices in effect, each with its seat and the match as it was before it (for undo). */
    private final List<Played> played = new ArrayList<>();
    /** Each seat's events as it receives them: redacted for it when they happened, as JSON (see {@link #record}). */
    private final Map<String, List<String>> eventsBySeat = new LinkedHashMap<>();
    /** The events as a spectator receives them (the seat null: no side's secrets), numbered as every seat's. */
    private final List<String> spectatorEvents = new ArrayList<>();
    /** The seat that resigned the game (issue 31 · Players), or null: the game is then over, won by the other side. */
    private String resigned;
    /** Why: "resigned", or "ran out of time" (its turn clock). */
    private String resignedWhy = "resigned";
    private static final com.fasterxml.jackson.databind.ObjectMapper JSON = ToiServer.mapper();
    /** A computer turn is scheduled or running (ComputerSeats). */
    private boolean computerBusy;
    private boolean closed;
    /** Clients waiting for the computer's answer ({@link #computerAnswered}). */
    private final List<Waiter> waiters = new ArrayList<>();

    /** Why a submission was refused, with the HTTP status that says so. */
    public static final class Refusal extends RuntimeException {
        final int status;
        final transient List<Numbered> missed;

        public Refusal(int status, String message, List<Numbered> missed) {
            super(message);
            this.status = status;
            this.missed = missed;
        }

        public Refusal(int status, String message) {
            this(status, message, List.of());
        }
    }

    /** An event as one seat receives it, as JSON: {@code {"n", "type", "text", "event"}}. */
    record Numbered(int n, String json) {
    }

    /** A choice in effect: its seat, its text, the match before it and the event number then (a replay's log ends there). */
    private record Played(String seat, String text, Match before, int number) {
    }

    /**
     * Choices taken back (an undo): the server's own event, the same for every ruleset. Its fields and text are Tide of
     * Iron's event of the same name, which the log showed before.
     */
    record ChoicesUndone(String seat, int choices) implements GameEvent {
        public String text() {
            return seat + " takes back " + choices + (choices == 1 ? " choice" : " choices") + ": the game is as it was before";
        }
    }

    /** A seat resigned (issue 31 · Players): the server's own event, as an undo is; the other side wins. */
    record Resigned(String seat, String why, String winner) implements GameEvent {
        public String text() {
            return side(seat) + " " + why + ": " + winner + " wins";
        }
    }

    Table(GameStore.StoredGame stored, BoardLayer layer, GameStore store) {
        this.id = stored.id();
        this.scenario = stored.scenario();
        this.seed = stored.seed();
        this.layer = layer;
        this.store = store;
        this.options = optionsOf(stored);
        this.salt = options.hasNonNull("salt") ? options.get("salt").asText() : null;
        stored.seats().forEach((name, s) -> {
            seatByToken.put(s.token(), name);
            kindBySeat.put(name, s.kind());
            if (s.kind().equals("computer")) {
                playerBySeat.put(name, s.player());
            }
            eventsBySeat.put(name, new ArrayList<>());
        });
        this.match = layer.start(scenario, options, seed);
        synchronized (this) {
            record(layer.opening(match)); // what the game said as it was set up (a scenario's banner, an optional rule in force)
            replayAll(stored.log()); // replay: the same log gives the same game, bit for bit
        }
    }

    /**
     * Applies logged rows in order, as stored (a start's replay, or a catch-up with another process's choices); each row is
     * read with the one after it (Match.replay: an older log's answer to a step the rules now answer, R-FLOW-1).
     */
    private void replayAll(List<GameStore.Entry> rows) {
        for (int i = 0; i < rows.size(); i++) {
            replay(rows.get(i), i + 1 < rows.size() ? rows.get(i + 1) : null);
        }
    }

    private void replay(GameStore.Entry e, GameStore.Entry next) {
        logged++;
        if (e.undo()) {
            takeBack(e.seat(), Integer.parseInt(e.text()));
        } else {
            Match before = match.copy();
            int number = number();
            try { // by the seat then asked (Ruleset.replay): the stored seat may be a side's part (US/1) or older rows' name
                record(match.replay(match.pending().seat(), e.text(), next == null || next.undo() ? null : next.text()));
            } catch (IllegalArgumentException refused) { // Refused, or a choice that cannot be read
                throw notReplayed(id, logged, e.text(), refused);
            }
            played.add(new Played(e.seat(), e.text(), before, number));
        }
    }

    /**
     * Several server processes on one PostgreSQL database (docs/server.md · Run a public server): applies the rows of the
     * log another process stored since this table last read it, so nothing is decided on a stale game. True when there
     * were any. Nothing on SQLite, where this process is the only writer.
     */
    synchronized boolean catchUp() {
        if (store == null || !store.shared() || closed) {
            return false;
        }
        long listening = store.listening(); // before the read: a row stored after it began is heard of
        List<GameStore.Entry> rows = store.logAfter(id, logged);
        replayAll(rows);
        readWhileListening = listening;
        return !rows.isEmpty();
    }

    /**
     * Catches up before deciding on a choice (a seat's, an undo, the computer's), unless this table is known to be the
     * head of the log: the connection that hears every stored row (Fanout) has listened without a break since the table
     * last read its log, it has applied every row it heard of, and the client ({@code seen}) knows of no event it has not.
     * Then no read is made. This is never what keeps the log right — its key is: a row stored by another process whose
     * notification is still on its way makes this table's append fail ({@link GameStore.Taken}), and the choice is
     * refused with what was missed (409), as a client behind is.
     */
    private void catchUpIfBehind(int seen) {
        if (store == null || !store.shared() || closed) {
            return;
        }
        long listening = store.listening();
        if (listening >= 0 && listening == readWhileListening && heard.get() <= logged && seen <= number()) {
            return;
        }
        catchUp();
    }

    /** Catches up when row {@code row} is not applied yet (a notification of it; this table's own row is applied already). */
    synchronized boolean catchUpTo(int row) {
        return logged < row && catchUp();
    }

    /** PostgreSQL: row {@code row} of this game's log was stored (Fanout: told at once, without the table's lock). */
    void heard(int row) {
        heard.accumulateAndGet(row, Math::max);
    }

    /** Rows of the stored log this table has applied (read without the lock: the fan-out's check never waits for a choice). */
    int logged() {
        return logged;
    }

    /** A stored game's options as JSON ({@code {}} when none); refused when they are not JSON. */
    static JsonNode optionsOf(GameStore.StoredGame stored) {
        try {
            JsonNode o = JSON.readTree(stored.options() == null ? "{}" : stored.options());
            return o == null || !o.isObject() ? JSON.createObjectNode() : o;
        } catch (java.io.IOException e) {
            throw new IllegalStateException("game " + stored.id() + ": its options are not JSON: " + stored.options(), e);
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
     * rules no longer replay ({@link #notReplayed}) can still be abandoned: 404 when there is no such game, 403 for
     * another token or for the creator's after the first choice. Returns the human seats still to consent (empty: the
     * game is deleted).
     */
    static List<String> deleteStored(GameStore store, String id, String token) {
        GameStore.StoredGame g = id.matches("[0-9a-f]{1,32}") ? store.load(id) : null;
        if (g == null) {
            throw new Refusal(404, "no game '" + id + "'", List.of());
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

    /**
     * The game's seed as the seats may know it (docs/server.md · Secrecy): the commitment, SHA-256 of "SEED:SALT"
     * ({@link toi.protocol.SeedCommitment}), from the start; the seed and the salt once the game is over. A game stored before
     * commitments has none, and says so.
     */
    synchronized Map<String, Object> seedRecord() {
        return seedRecord(seed, salt, over());
    }

    /** The refusal of a chosen seed in a game where human seats face each other (docs/server.md · Secrecy). */
    static Refusal chosenSeedRefused() {
        return new Refusal(400, "seed: a chosen seed is only for a game without a human opponent (solo or a team against"
                + " the computer, tests, tournaments): whoever chose it would know every card and die to come; leave it out and"
                + " the server draws one, committed to at the start and revealed at the end", List.of());
    }

    /** A game's seed as its seats may know it: the commitment to it; the seed and salt once {@code over}. */
    static Map<String, Object> seedRecord(long seed, String salt, boolean over) {
        Map<String, Object> out = new LinkedHashMap<>();
        if (salt == null) {
            out.put("commitment", null);
            out.put("note", "this game was created before seeds were committed to: it has no commitment to check");
        } else {
            out.put("commitment", toi.protocol.SeedCommitment.of(seed, salt));
        }
        if (over) {
            out.put("seed", seed);
            out.put("seedText", Long.toString(seed)); // as hashed: a browser's numbers hold 53 bits, a seed 64
            out.put("salt", salt);
        }
        return out;
    }

    /** The finished game as ./toi replay reads it; refused (409) while it goes on. */
    synchronized Map<String, Object> record() {
        if (!over()) {
            throw new Refusal(409, "the game is not over: its seed stays secret until it ends (the seats see its commitment)", List.of());
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("ruleset", match.ruleset());
        out.put("scenario", scenario);
        out.put("seed", seed);
        if (salt != null) {
            out.put("salt", salt);
            out.put("commitment", toi.protocol.SeedCommitment.of(seed, salt));
        }
        out.putAll(layer.record(match, options));
        out.put("choices", played.stream().map(Played::text).toList());
        out.put("winner", outcome() == null ? null : ((toi.protocol.Outcome) outcome()).winner());
        if (resigned != null) { // the replay ends where the resignation did: ./toi replay checks the choices, not the resignation
            out.put("resigned", resigned);
        }
        out.put("finalHash", Long.toHexString(match.hash()));
        return out;
    }

    /**
     * This table with its match dealt again as {@code seat} can know it (the layer's twin: {@link Match#copyFor} from
     * {@code seed}): a game the seat cannot tell from this one — the same past, the same events, another hidden present.
     * For the secrecy property test (SecrecyPropertyTest): every answer to the seat must be the same, byte for byte, on
     * two such twins. Stores nothing.
     */
    synchronized Table twinFor(String seat, long seed) {
        return new Table(this, layer.twin(match, seat, seed));
    }

    private Table(Table o, Match match) {
        this.id = o.id;
        this.scenario = o.scenario;
        this.seed = o.seed;
        this.layer = o.layer;
        this.options = o.options;
        this.salt = o.salt;
        this.store = null; // a twin is asked, never played on
        this.seatByToken.putAll(o.seatByToken);
        this.kindBySeat.putAll(o.kindBySeat);
        this.playerBySeat.putAll(o.playerBySeat);
        o.eventsBySeat.forEach((k, v) -> this.eventsBySeat.put(k, new ArrayList<>(v)));
        this.spectatorEvents.addAll(o.spectatorEvents);
        this.resigned = o.resigned;
        this.resignedWhy = o.resignedWhy;
        this.logged = o.logged;
        this.played.addAll(o.played);
        this.lastExplanation = o.lastExplanation;
        this.match = match;
    }

    /** This table playing {@code m} instead (SecrecyPropertyTest: a state made for the test). Stores nothing. */
    synchronized Table playing(Match m) {
        return new Table(this, m);
    }

    /** The match as it is now (a layer's endpoints and tests). */
    public synchronized Match match() {
        return match;
    }

    /** The ruleset's id. */
    String ruleset() {
        return layer.id();
    }

    /** The seat a token stands for, or null. */
    synchronized String seat(String token) {
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
        return match.over() || resigned != null;
    }

    /**
     * {@code seat} resigns (issue 31 · Players): the game is over at once, won by the other side; its seed is revealed as at
     * any end. The caller has stored the resignation first. Refused (422) when the game is already over.
     */
    synchronized void resign(String seat) {
        if (over()) {
            throw new Refusal(422, "the game is over already: nobody can resign it", List.of());
        }
        resigned(seat, "resigned");
    }

    /**
     * The game lost outside the rules by {@code seat} ({@code why}: resigned, ran out of time) — as stored, read back on a
     * load, or just now; null: none. Told to every seat as the server's own event, the last of the game.
     */
    synchronized void resigned(String seat, String why) {
        if (seat != null && resigned == null) {
            this.resigned = seat;
            this.resignedWhy = why == null ? "resigned" : why;
            recordOwn(List.of(new Resigned(seat, resignedWhy, otherSide(seat)))); // the last event: numbered alike when read back
        }
    }

    /** The side that wins when {@code seat} resigns: the other side (a team game: the side that is not the seat's). */
    private String otherSide(String seat) {
        return match.seats().stream().map(Table::side).filter(s -> !s.equals(side(seat))).findFirst().orElse(null);
    }

    synchronized int choices() {
        return played.size();
    }

    /** The seat that made the last choice in effect, or null before the first (a turn's e-mail notice: Notices). */
    synchronized String lastChooser() {
        return played.isEmpty() ? null : played.get(played.size() - 1).seat();
    }

    /** The side a seat is part of: {@code US} for {@code US/1}, the seat itself otherwise. */
    static String side(String seat) {
        int slash = seat.indexOf('/');
        return slash < 0 ? seat : seat.substring(0, slash);
    }

    /** Whether {@code seat} answers a decision asked of {@code asked}: its own, or its side's (a team game). */
    static boolean answers(String seat, String asked) {
        return asked != null && (seat.equals(asked) || side(seat).equals(asked));
    }

    /**
     * The decision as {@code seat} sees it: who is asked, its kind and prompt, whether it is the seat's, and its options
     * (text and label) only when it is — another seat's choices are not the seat's to see.
     */
    synchronized Map<String, Object> decisionFor(String seat) {
        Pending p = match.pending();
        Map<String, Object> out = new LinkedHashMap<>();
        boolean yours = !over() && seat != null && answers(seat, p.seat());
        out.put("seat", p.seat());
        out.put("kind", p.kind());
        out.put("prompt", p.prompt());
        out.put("yours", yours);
        List<Map<String, String>> options = new ArrayList<>();
        if (yours) {
            for (Option o : p.options()) {
                Map<String, String> m = new LinkedHashMap<>();
                m.put("text", o.text());
                if (!o.label().equals(o.text())) {
                    m.put("label", o.label());
                }
                options.add(m);
            }
        }
        out.put("options", options);
        return out;
    }

    /** How the game ended, once it has: the winning seat, the reason, each seat's score; null before. */
    synchronized Object outcome() {
        if (resigned != null && !match.over()) {
            String winner = otherSide(resigned);
            return new toi.protocol.Outcome(winner, side(resigned) + " " + resignedWhy + ": " + winner + " wins", Map.of());
        }
        return match.over() ? match.outcome() : null;
    }

    /**
     * How many choices {@code seat} may take back now (0: none): its last choice and the computer's answers after it,
     * as long as no other player has chosen since and nothing was revealed — no die rolled, no card drawn, no
     * concealed squad revealed (the layer's {@link BoardLayer#revealedBetween}; the same rule as ./toi play's undo).
     */
    synchronized int undoable(String seat) {
        if (resigned != null || seat == null) {
            return 0;
        }
        for (int i = played.size() - 1; i >= 0; i--) {
            Played p = played.get(i);
            if (p.seat().equals(seat)) {
                boolean hidden = layer.revealedBetween(p.before(), match) != null;
                return hidden ? 0 : played.size() - i;
            }
            if (computerPlayer(p.seat()) == null) {
                return 0; // another player has chosen since
            }
        }
        return 0;
    }

    /** Takes back the seat's last choice and the computer's answers after it; refused (403/409/422) when it may not. */
    synchronized void undo(String seat, int seen) {
        if (closed) {
            throw new Gone();
        }
        catchUpIfBehind(seen); // another process may have stored choices since
        if (seen != number()) {
            throw new Refusal(409, "you have seen event " + seen + " of " + number() + ": catch up first", eventsSince(seat, seen));
        }
        int k = undoable(seat);
        if (k == 0) {
            throw new Refusal(422, "nothing to undo: you have made no choice since another player did, or since then a die was"
                    + " rolled, a card drawn or a concealed squad revealed", List.of());
        }
        try {
            store.append(id, logged + 1, new GameStore.Entry(seat, "undo", Integer.toString(k)));
        } catch (GameStore.Taken taken) {
            throw storedFirst(seat, seen);
        }
        logged++;
        takeBack(seat, k);
    }

    private void takeBack(String seat, int k) {
        match = played.get(played.size() - k).before();
        played.subList(played.size() - k, played.size()).clear();
        recordOwn(List.of(new ChoicesUndone(seat, k)));
    }

    /** The seat's events after number {@code since}. */
    synchronized List<Numbered> eventsSince(String seat, int since) {
        List<String> all = seat == null ? spectatorEvents : eventsBySeat.get(seat);
        List<Numbered> out = new ArrayList<>();
        for (int i = Math.max(0, since); i < all.size(); i++) {
            out.add(new Numbered(i + 1, all.get(i)));
        }
        return out;
    }

    /**
     * The seat's view as JSON, as its board layer reads it, redacted for it as a whole (R-VIEW-3), then finished by the
     * layer from that redacted view (Tide of Iron draws its pieces there: toi.draw.Pieces): what every update sends.
     */
    synchronized com.fasterxml.jackson.databind.util.RawValue viewJson(String seat) {
        return new com.fasterxml.jackson.databind.util.RawValue(layer.finish(this, redacted(match, seat, layer.view(match, seat))));
    }

    /** The seat's view as the game stood after its first {@code k} choices in effect (k ≤ the choices made), as JSON. */
    synchronized com.fasterxml.jackson.databind.util.RawValue viewAt(String seat, int k) {
        Match then = at(k);
        String view = layer.finish(this, redacted(then, seat, layer.view(then, seat)));
        // the event number then (issue 29: a replay shows the log, the dice and the hand as they stood, not only the board)
        int number = k == played.size() ? number() : played.get(k).number();
        return new com.fasterxml.jackson.databind.util.RawValue(view.startsWith("{") && !view.startsWith("{}")
                ? "{\"number\":" + number + "," + view.substring(1) : view);
    }

    private static String redacted(Match m, String seat, Object body) {
        try {
            return m.redact(JSON.writeValueAsString(body), seat);
        } catch (java.io.IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * What the choice would do, worked out on the match as the seat can know it ({@link #known}) by the layer, with the
     * request's other words ({@code asked}, e.g. Tide of Iron's {@code unit}) put as the match hears them; as JSON,
     * redacted for the seat with its words said back.
     */
    synchronized String preview(String seat, String choiceText, Map<String, String> asked) {
        if (choiceText == null || choiceText.isBlank()) {
            throw new Refusal(400, "choice: missing (a choice as text, e.g. 'pass')", List.of());
        }
        Asking asking = asking(seat);
        Match known = known(seat);
        Map<String, String> heard = new LinkedHashMap<>();
        asked.forEach((k, v) -> heard.put(k, asking.in(v)));
        Object body;
        try {
            body = layer.preview(known, seat, asking.in(choiceText), heard);
        } catch (Refusal r) {
            throw new Refusal(r.status, asking.out(known.redact(r.getMessage(), seat)), r.missed);
        }
        return new Answer(known, seat, asking).json(body);
    }

    /** A request's words as {@code seat}'s match hears them (R-VIEW-3: {@link Asking}). */
    public synchronized Asking asking(String seat) {
        return new Asking(layer.hiddenFrom(match, seat));
    }

    /**
     * The match as {@code seat} can know it (docs/server.md · Secrecy): a determinised copy ({@link Match#copyFor}) in
     * which everything the seat cannot know — other hands, deck orders, hidden chits and squads, the dice to come — is
     * dealt again from a number every seat knows (the choices made). Previews, reachable hexes and their refusals are
     * worked out on it, so they answer the same whatever the hidden truth is.
     */
    public synchronized Match known(String seat) {
        return match.copyFor(seat, played.size());
    }

    /**
     * A request's words as the game hears them: a word the seat may not know (an enemy concealed squad's own id) is put
     * as a name no unit has, so the request is answered exactly as one naming no unit (R-VIEW-3); the answer then says
     * back the word the seat wrote.
     */
    public static final class Asking {
        private final java.util.Set<String> hidden;
        private final Map<String, String> said = new LinkedHashMap<>();

        Asking(java.util.Set<String> hidden) {
            this.hidden = hidden;
        }

        public String in(String text) {
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

    /** What a seat is answered, with the match it was worked out on and the redaction that applies (R-VIEW-3). */
    public record Answer(Match match, String seat, Asking asking) {
        /** {@code body} as JSON, redacted for the seat: the one way a speculative answer leaves the table. */
        public String json(Object body) {
            try {
                return asking.out(match.redact(JSON.writeValueAsString(body), seat));
            } catch (java.io.IOException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    /** The match as it stood after its first {@code k} choices in effect (k from 0 to their number). */
    public synchronized Match at(int k) {
        if (k < 0 || k > played.size()) {
            throw new Refusal(400, "choice: the game has " + played.size() + " choices in effect, not " + k, List.of());
        }
        return k == played.size() ? match : played.get(k).before();
    }

    /**
     * The seat's choice: refused (and nothing changes) when the client is behind ({@code seen} is not the latest
     * event number: 409 with the missed events), the text is missing (400), the game asks another seat (403), or the
     * rules forbid it or do not read it (422 with the rule, 400 for a word not understood). Otherwise stored and
     * applied; the computer's seats answer what they are asked next off this request (ComputerSeats).
     */
    synchronized void submit(String seat, int seen, String text) {
        if (closed) {
            throw new Gone();
        }
        catchUpIfBehind(seen); // another process may have stored choices since: decided on the game as stored
        if (seen != number()) {
            throw new Refusal(409, "you have seen event " + seen + " of " + number() + ": catch up with the events you missed"
                    + " and choose again", eventsSince(seat, seen));
        }
        if (text == null || text.isBlank()) {
            throw new Refusal(400, "choice: missing (a choice as text, e.g. 'pass' or 'act advance us-1')", List.of());
        }
        Asking asking = asking(seat);
        String unread = layer.notUnderstood(asking.in(text.trim()));
        if (unread != null) {
            throw new Refusal(400, "choice: " + unread);
        }
        if (over()) {
            Object o = outcome();
            throw new Refusal(422, "the game is over: " + (o == null ? "" : ((toi.protocol.Outcome) o).winner() + " won"), List.of());
        }
        String asked = match.pending().seat();
        if (!answers(seat, asked)) {
            throw new Refusal(403, "the game is waiting for " + asked + ", not " + seat, List.of());
        }
        try {
            apply(seat, asking.in(text.trim()));
        } catch (GameStore.Taken taken) {
            throw storedFirst(seat, seen);
        } catch (Refusal refused) { // the rule that refuses, as the seat may read it
            throw new Refusal(refused.status, asking.out(match.redact(refused.getMessage(), seat)), refused.missed);
        }
    }

    /**
     * Another process stored a choice of this game first (several on one PostgreSQL database): the game is read again, and
     * the seat is refused as any client behind is, with the events it missed (409).
     */
    private Refusal storedFirst(String seat, int seen) {
        catchUp();
        return new Refusal(409, "another choice was made first: catch up with the events you missed and choose again",
                eventsSince(seat, seen));
    }

    /** The computer seat the game asks now, or null: a human seat is asked, or the game is over (or deleted). */
    synchronized String computerAsked() {
        if (closed || over()) {
            return null;
        }
        String asked = match.pending().seat();
        return asked != null && computerPlayer(asked) != null ? asked : null;
    }

    /**
     * The computer player that answers a decision asked of {@code asked}, or null when a human does: the seat's own (a
     * division's seat in a team game); a decision of a whole side (docs/rulings.md R-SEAT-1) goes to the computer only
     * when every seat of that side is the computer's, else its humans answer it.
     */
    private String computerPlayer(String asked) {
        if (kindBySeat.containsKey(asked)) {
            return playerBySeat.get(asked);
        }
        List<String> team = kindBySeat.keySet().stream().filter(name -> side(name).equals(asked)).toList();
        return !team.isEmpty() && team.stream().allMatch(playerBySeat::containsKey) ? playerBySeat.get(team.get(0)) : null;
    }

    /** The computer's last decision with its alternatives (what {@link #explanationFor} shows), or null. */
    private Object lastExplanation;

    /** A computer seat's decision to work out off the lock: its player, seed and a copy of the match, and the log size then. */
    record ComputerTurn(String seat, String player, long seed, Match copy, int logged) {
    }

    /** The computer player of the computer seat asked now, or null. */
    synchronized String computerPlayerAsked() {
        String asked = computerAsked();
        return asked == null ? null : computerPlayer(asked);
    }

    /** Claims the game's computer play (ComputerSeats: one computer choice at a time per game); false when not needed or under way. */
    synchronized boolean claimComputer() {
        if (computerBusy || computerAsked() == null || store == null || !store.owns(id)) { // the game's owner plays its computer
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
        catchUpIfBehind(0); // the owner decides on the game as stored (another process may have stored choices before it owned it)
        String asked = computerAsked();
        if (asked == null) {
            computerBusy = false;
            return null;
        }
        return new ComputerTurn(asked, computerPlayer(asked), seed * 31 + logged, match.copy(), logged);
    }

    /**
     * The computer's answer to {@code turn}: stored and applied, unless the game moved on meanwhile (an undo): false then.
     * A choice the game refuses, or none (a player's fault), is replaced by a random legal one.
     */
    synchronized boolean answer(ComputerTurn turn, String choice, Object why) {
        if (closed || logged != turn.logged() || !turn.seat().equals(computerAsked())) {
            return false;
        }
        try {
            if (choice == null) {
                throw new Refusal(422, "no choice", List.of());
            }
            Object told = explained(why, turn, choice); // in words, from the game as it stands before the choice
            apply(turn.seat(), choice);
            lastExplanation = told; // kept in memory only: after a restart there is none until the computer decides again
        } catch (GameStore.Taken taken) { // another process answered first: read again, and asked again if still asked
            catchUp();
            return false;
        } catch (Refusal refused) {
            List<Option> legal = match.pending().options();
            apply(turn.seat(), legal.get(new SplittableRandom(turn.seed()).nextInt(legal.size())).text());
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
        if (store != null) {
            store.release(id); // another process may own it now
        }
        return true;
    }

    /** A game closed (unloaded or deleted) while a request held it: the request asks for the game again. */
    static final class Gone extends RuntimeException {
        Gone() {
            super("the game was unloaded", null, false, false);
        }
    }

    /** The computer's decision as the layer keeps it (its words made now, on the game it was made on); as it was if that fails. */
    private Object explained(Object why, ComputerTurn turn, String choice) {
        try {
            return layer.whenDecided(why, match, turn.seat(), turn.player(), choice);
        } catch (RuntimeException e) {
            return why;
        }
    }

    /** The computer's last decision as {@code reader} may read it (docs/ai.md · Explanations); null when there is none. */
    synchronized Object explanationFor(String reader) {
        return lastExplanation == null ? null : layer.explanationFor(lastExplanation, match, reader);
    }

    /** The game is deleted or the server stops: the computer plays no more and waiters are let go. */
    synchronized void close() {
        closed = true;
        answerWaiters();
    }

    private void apply(String seat, String text) {
        Match next = match.copy();
        List<GameEvent> events;
        try {
            events = next.apply(seat, text);
        } catch (IllegalArgumentException e) { // Refused: a word not understood (400), or the rule that forbids it (422)
            throw layer.notUnderstood(text) == null ? new Refusal(422, e.getMessage()) : new Refusal(400, "choice: " + e.getMessage());
        }
        store.append(id, logged + 1, new GameStore.Entry(seat, "choice", text)); // stored before it counts
        logged++;
        played.add(new Played(seat, text, match, number()));
        match = next;
        record(events);
    }

    /**
     * Each seat receives every event, redacted for it as the game stands after them (R-VIEW-1, R-VIEW-2): its fields by
     * the ruleset ({@link Match#redact(List, String)}), then its whole JSON, free texts included (who saw a squad
     * revealed, why a rule applied), by {@link Match#redact(String, String)} — kept so, as it was sent, when the squad
     * is later revealed.
     */
    private void record(List<GameEvent> events) {
        for (Map.Entry<String, List<String>> e : eventsBySeat.entrySet()) {
            e.getValue().addAll(rendered(match, e.getKey(), events, e.getValue().size()));
        }
        spectatorEvents.addAll(rendered(match, null, events, spectatorEvents.size())); // the seat null: no side's secrets
        answerWaiters(); // clients waiting for the computer (computerAnswered)
    }

    /** The server's own events (an undo): nothing in them is secret, but their text passes each seat's redaction too. */
    private void recordOwn(List<GameEvent> events) {
        for (Map.Entry<String, List<String>> e : eventsBySeat.entrySet()) {
            e.getValue().addAll(json(match, e.getKey(), events, e.getValue().size()));
        }
        spectatorEvents.addAll(json(match, null, events, spectatorEvents.size()));
        answerWaiters();
    }

    /** {@code events}, caused in {@code m} (as it stands after them), as {@code seat} receives them: numbered after {@code before}, as JSON. */
    static List<String> rendered(Match m, String seat, List<GameEvent> events, int before) {
        return json(m, seat, m.redact(events, seat), before);
    }

    private static List<String> json(Match m, String seat, List<GameEvent> events, int before) {
        List<String> out = new ArrayList<>();
        for (GameEvent event : events) {
            Map<String, Object> e = new LinkedHashMap<>();
            e.put("n", before + out.size() + 1);
            e.put("type", event.type());
            e.put("text", event.text());
            e.put("event", event);
            try {
                String raw = JSON.writeValueAsString(e);
                String line = m.redact(event.text(), seat);
                String sent = m.redact(raw, seat); // every word the seat may not know, fields and free text alike (R-VIEW-3)
                if (!line.equals(event.text()) && !sent.contains("\"text\":" + JSON.writeValueAsString(line))) {
                    // a line the ruleset redacts only whole (Iron Tide's chit draws, R-IT-55): sent as the seat may read it,
                    // without the fields that would tell the rest
                    e.put("text", line);
                    e.put("event", event.rule() == null ? Map.of() : Map.of("rule", event.rule()));
                    sent = JSON.writeValueAsString(e);
                }
                out.add(sent);
            } catch (java.io.IOException x) {
                throw new IllegalStateException(x);
            }
        }
        return out;
    }
}
