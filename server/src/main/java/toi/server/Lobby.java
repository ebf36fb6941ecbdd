package toi.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.http.Context;
import java.io.IOException;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The lobby (docs/server.md · HTTP): the scenarios, optional rules and computer players every ruleset offers, a new game
 * with its seats' tokens, the games a client's tokens hold, and abandoning a game.
 */
final class Lobby {
    private static final SecureRandom TOKENS = new SecureRandom();
    /** The rulesets played here, each with its board layer (BoardLayers: where they are registered). */
    private final List<BoardLayer> layers;
    private final GameStore store;
    /** The games in memory, by id (shared with the server). */
    private final Map<String, Table> tables;
    private final ComputerSeats computers;
    private final ObjectMapper json;
    /** The players' accounts (issue 31): the seats a signed-in creator holds, the seats left open, spectators. */
    private final Accounts accounts;

    Lobby(List<BoardLayer> layers, GameStore store, Map<String, Table> tables, ComputerSeats computers, ObjectMapper json, Accounts accounts) {
        this.accounts = accounts;
        this.layers = layers;
        this.store = store;
        this.tables = tables;
        this.computers = computers;
        this.json = json;
    }

    /** The lobby's scenarios, every ruleset's in the order they are registered, each with its {@code ruleset}. */
    void scenarios(Context ctx) {
        List<Map<String, Object>> out = new ArrayList<>();
        for (BoardLayer l : layers) {
            out.addAll(l.scenarios());
        }
        ctx.json(out);
    }

    /** The optional rules the lobby offers, every ruleset's, each with its {@code ruleset}. */
    void options(Context ctx) {
        List<Map<String, Object>> out = new ArrayList<>();
        for (BoardLayer l : layers) {
            out.addAll(l.options());
        }
        ctx.json(out);
    }

    /**
     * The computer players a seat may be given: {@code {"players", "default"}} of the first ruleset (Tide of Iron's
     * levels, as before), {@code "rulesets": {id: {"players", "default"}}} for each, and {@code "measured"}: the levels' Elo
     * from the last {@code ./toi ladder} ({@link toi.ai.Ladder#measured}; empty when it has not run), shown beside their names.
     */
    void players(Context ctx) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("players", layers.get(0).players());
        out.put("default", layers.get(0).defaultPlayer());
        Map<String, Object> each = new LinkedHashMap<>();
        for (BoardLayer l : layers) {
            each.put(l.id(), Map.of("players", l.players(), "default", l.defaultPlayer()));
        }
        out.put("rulesets", each);
        Map<String, String> levels = new LinkedHashMap<>(); // what each level is, in words (the page writes none of its own)
        toi.ai.Players.LEVELS.forEach(level -> levels.put(level, toi.ai.Players.describe(level)));
        out.put("levels", levels);
        out.put("measured", toi.ai.Ladder.measured());
        ctx.json(out);
    }

    /** The board layer of the ruleset that plays {@code scenario}, or null. */
    BoardLayer layerFor(String scenario) {
        return layers.stream().filter(l -> l.plays(scenario)).findFirst().orElse(null);
    }

    /** The board layer of a ruleset's id. */
    BoardLayer layer(String ruleset) {
        return layers.stream().filter(l -> l.id().equals(ruleset)).findFirst()
                .orElseThrow(() -> new IllegalStateException("no ruleset '" + ruleset + "' is played here"));
    }

    /**
     * {@code {"scenario": ID, "seed": S?, "options": [...], "seats": {"US": "human", "GER": "computer"}, …}} → the game's id,
     * its seats' tokens and the creator's token; any ruleset's scenario (its layer reads what else the request says: Tide
     * of Iron's {@code "teams"} and optional rules, Iron Tide's optional rules). A seat is {@code human}, {@code invite},
     * {@code open}, {@code computer} (the computer at the lobby's default level: the ruleset's {@link BoardLayer#defaultPlayer},
     * Tide of Iron's {@code normal}) or one of the ruleset's computer players; any other kind is a 400 naming the seat and
     * the kinds allowed.
     */
    void create(Context ctx) {
        JsonNode body = Requests.jsonBody(ctx);
        String scenario = body.path("scenario").asText("");
        BoardLayer layer = layerFor(scenario);
        if (layer == null) {
            throw new Table.Refusal(400, "scenario: no scenario '" + scenario + "' (GET /api/scenarios lists them)", List.of());
        }
        JsonNode seed = body.path("seed");
        if (!seed.isMissingNode() && !seed.isNull() && !seed.canConvertToLong()) {
            throw new Table.Refusal(400, "seed: must be a whole number, not " + seed, List.of());
        }
        BoardLayer.NewGame made = layer.newGame(scenario, body);
        List<String> seatNames = made.seats();
        List<String> players = layer.players();
        String computer = layer.defaultPlayer(); // "computer" alone: the level the lobby offers first, not the random player
        Map<String, GameStore.StoredSeat> seats = new LinkedHashMap<>();
        Map<String, String> asked = new LinkedHashMap<>(); // each human seat as asked: the creator's (human), a friend's (invite), open
        for (String name : seatNames) {
            String kind = body.path("seats").path(name).asText("human");
            if (kind.equals("invite") || kind.equals("open")) { // a human seat the creator does not play: by link, or to any account
                if (kind.equals("open") && Accounts.signed(ctx) == null) {
                    throw new Table.Refusal(401, "seats." + name + ": an open seat is a challenge to other accounts: sign in first", List.of());
                }
                asked.put(name, kind);
                kind = "human";
            } else if (kind.equals("human")) {
                asked.put(name, kind);
            }
            String player = kind.equals("computer") ? computer : kind;
            if (!kind.equals("human") && !players.contains(player)) {
                throw new Table.Refusal(400, "seats." + name + ": must be human, invite, open, computer or a computer player "
                        + players + ", not '" + kind + "' (computer: the computer at level " + computer + ")", List.of());
            }
            seats.put(name, new GameStore.StoredSeat(name, kind.equals("human") ? "human" : "computer", token(),
                    kind.equals("human") ? "random" : player));
        }
        body.path("seats").fieldNames().forEachRemaining(name -> {
            if (!seatNames.contains(name)) {
                throw new Table.Refusal(400, "seats." + name + ": no such seat; the seats are " + seatNames, List.of());
            }
        });
        if (seats.values().stream().noneMatch(s -> s.kind().equals("human"))) {
            throw new Table.Refusal(400, "seats: at least one seat must be human", List.of());
        }
        long humanSides = seats.values().stream().filter(s -> s.kind().equals("human")).map(s -> Table.side(s.seat())).distinct().count();
        if (seed.canConvertToLong() && humanSides > 1) { // docs/server.md · Secrecy: a seed known to one player is every secret of the game
            throw Table.chosenSeedRefused();
        }
        Accounts.ClockRule clock = Accounts.clockRule(body); // a turn clock (issue 31 · 4), checked before anything is stored
        String id = randomHex(6);
        long s = seed.canConvertToLong() ? seed.asLong() : TOKENS.nextLong(); // 64 bits from a secure source
        Map<String, Object> stored = new LinkedHashMap<>(); // the game's options, kept with it so a restart rebuilds the same game
        stored.put("salt", randomHex(16)); // of the seed's commitment (Table.seedRecord)
        stored.putAll(made.options());
        String options;
        try {
            options = json.writeValueAsString(stored);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        // the new game as stored, without reading it back; its computer seats wake: the computer may be asked first
        String creator = token();
        GameStore.StoredGame game = store.create(id, layer.id(), scenario, s, options, seats, creator);
        accounts.created(ctx, id, asked, body.path("spectators").asBoolean(false), clock);
        Table t = new Table(game, layer, store);
        tables.put(id, t);
        computers.wake(t);
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("id", id);
        out.put("ruleset", layer.id());
        Map<String, Object> tokens = new LinkedHashMap<>();
        seats.values().stream().filter(x -> x.kind().equals("human") && !"open".equals(asked.get(x.seat())))
                .forEach(x -> tokens.put(x.seat(), x.token())); // an open seat's token goes to nobody: its taker plays it signed in
        out.put("tokens", tokens);
        out.put("creator", creator); // abandons the game before its first choice (DELETE); after it every human seat consents
        ctx.status(201).json(out);
    }

    /** A rematch made: the new game's id, each old seat's new seat, and the new human seats' tokens. */
    record Rematch(String id, Map<String, String> swapped, Map<String, String> tokens) {
    }

    /**
     * The rematch of a finished game (issue 31 · Players): its scenario and options, a new seed from a secure source and a
     * new salt (a new commitment), and — in a game of two seats — the seats swapped: who played the one side plays the
     * other, the computer player with them. Stored and loaded like a new game.
     */
    Rematch rematch(Table old) {
        GameStore.StoredGame g = store.load(old.id);
        if (g == null) {
            throw new Table.Refusal(404, "no game '" + old.id + "'", List.of());
        }
        List<String> names = new ArrayList<>(g.seats().keySet());
        Map<String, String> swapped = new LinkedHashMap<>();
        for (int i = 0; i < names.size(); i++) {
            swapped.put(names.get(i), names.size() == 2 ? names.get(1 - i) : names.get(i));
        }
        Map<String, GameStore.StoredSeat> seats = new LinkedHashMap<>();
        Map<String, String> tokens = new LinkedHashMap<>();
        for (String name : names) { // the new game's seats in the old order, each played as the seat swapped with it was
            String from = swapped.entrySet().stream().filter(e -> e.getValue().equals(name)).findFirst().orElseThrow().getKey();
            GameStore.StoredSeat was = g.seats().get(from);
            String token = token();
            seats.put(name, new GameStore.StoredSeat(name, was.kind(), token, was.player()));
            if (was.kind().equals("human")) {
                tokens.put(name, token);
            }
        }
        com.fasterxml.jackson.databind.node.ObjectNode options = Table.optionsOf(g).deepCopy();
        options.put("salt", randomHex(16)); // a new commitment
        String id = randomHex(6);
        BoardLayer layer = g.ruleset() != null ? layer(g.ruleset()) : layerFor(g.scenario());
        GameStore.StoredGame made = store.create(id, layer.id(), g.scenario(), TOKENS.nextLong(), options.toString(), seats, null);
        Table t = new Table(made, layer, store);
        tables.put(id, t);
        computers.wake(t);
        return new Rematch(id, swapped, tokens);
    }

    /**
     * The games of the tokens a client holds (the header {@code X-Toi-Token: T,U…}; at most 100): each game and the seat
     * each token holds in it, the newest first — never anyone else's games (docs/server.md · Secrecy). No token: an empty list.
     */
    void games(Context ctx) {
        String header = ctx.header("X-Toi-Token");
        List<String> asked = header != null ? List.of(header.split(",")) : List.of();
        List<String> tokens = asked.stream().map(String::trim).filter(t -> t.matches("[0-9a-f]{32}")).distinct().toList();
        if (tokens.size() > 100) {
            throw new Table.Refusal(400, "token: at most 100 tokens a request, not " + tokens.size(), List.of());
        }
        ctx.json(store.seatsHeldBy(tokens));
    }

    /** Abandons a game (Table.deleteStored): 204 when it is gone, 202 with the human seats still to consent. */
    void delete(Context ctx) {
        String id = ctx.pathParam("id");
        Accounts.Signed signed = Accounts.signed(ctx);
        List<String> waiting = Requests.seatToken(ctx) == null && signed != null
                ? abandonHeld(id, signed.account()) : Table.deleteStored(store, id, Requests.seatToken(ctx));
        if (!waiting.isEmpty()) {
            ctx.status(202).json(Map.of("abandoned", false, "waiting", waiting));
            return;
        }
        Table t = tables.remove(id);
        if (t != null) {
            t.close();
        }
        ctx.status(204);
    }

    /**
     * A signed-in account's consent to abandon a game (issue 31 · 6): given for every seat it holds, none other; 404 for no
     * such game, 403 when it holds none of its seats (nothing changes). Returns the human seats still to consent.
     */
    private List<String> abandonHeld(String id, String account) {
        GameStore.StoredGame g = id.matches("[0-9a-f]{1,32}") ? store.load(id) : null;
        if (g == null) {
            throw new Table.Refusal(404, "no game '" + id + "'", List.of());
        }
        List<String> held = accounts.store().seatsIn(account, id);
        if (held.isEmpty()) {
            throw new Table.Refusal(403, "you hold no seat of this game", List.of());
        }
        java.util.Set<String> consented = java.util.Set.of();
        for (String seat : held) {
            consented = store.consent(id, seat);
        }
        java.util.Set<String> done = consented;
        List<String> waiting = g.seats().values().stream().filter(s -> s.kind().equals("human") && !done.contains(s.seat())
                && !accounts.store().openSeats(id).contains(s.seat())).map(GameStore.StoredSeat::seat).toList();
        if (waiting.isEmpty()) {
            store.delete(id);
        }
        return waiting;
    }

    private static String token() {
        return randomHex(16);
    }

    private static String randomHex(int bytes) {
        byte[] b = new byte[bytes];
        TOKENS.nextBytes(b);
        return HexFormat.of().formatHex(b);
    }
}
