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

    Lobby(List<BoardLayer> layers, GameStore store, Map<String, Table> tables, ComputerSeats computers, ObjectMapper json) {
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
     * levels, as before), and {@code "rulesets": {id: {"players", "default"}}} for each.
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
     * of Iron's {@code "teams"} and optional rules, Iron Tide's optional rules). A seat is {@code human}, {@code computer}
     * (the random player) or one of the ruleset's computer players.
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
        String random = players.contains("random") ? "random" : players.get(0);
        Map<String, GameStore.StoredSeat> seats = new LinkedHashMap<>();
        for (String name : seatNames) {
            String kind = body.path("seats").path(name).asText("human");
            String player = kind.equals("computer") ? random : kind; // "computer" alone: the random player (or the first listed)
            if (!kind.equals("human") && !players.contains(player)) {
                throw new Table.Refusal(400, "seats." + name + ": must be human, computer or a computer player "
                        + players + ", not '" + kind + "'", List.of());
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
        Table t = new Table(game, layer, store);
        tables.put(id, t);
        computers.wake(t);
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("id", id);
        out.put("ruleset", layer.id());
        Map<String, Object> tokens = new LinkedHashMap<>();
        seats.values().stream().filter(x -> x.kind().equals("human")).forEach(x -> tokens.put(x.seat(), x.token()));
        out.put("tokens", tokens);
        out.put("creator", creator); // abandons the game before its first choice (DELETE); after it every human seat consents
        ctx.status(201).json(out);
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
        List<String> waiting = Table.deleteStored(store, id, Requests.seatToken(ctx));
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

    private static String token() {
        return randomHex(16);
    }

    private static String randomHex(int bytes) {
        byte[] b = new byte[bytes];
        TOKENS.nextBytes(b);
        return HexFormat.of().formatHex(b);
    }
}
