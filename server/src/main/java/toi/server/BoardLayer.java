package toi.server;

import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.Javalin;
import java.util.List;
import java.util.Map;
import java.util.Set;
import toi.protocol.Match;
import toi.protocol.Ruleset;

/**
 * What one ruleset adds to the shared server path (docs/server.md · One path for every ruleset): the server itself —
 * store, seats, tokens, numbered redacted events, computer seats, previews, undo, WebSocket updates — knows only
 * {@link Match}; a board layer says how its game's matches are made from a stored game, what the lobby shows of its
 * scenarios, how its view and previews are written for the browser's board layer, which computer players it has, and
 * the endpoints only its board uses (Tide of Iron's reachable hexes, line of sight and board drawing). Layers are
 * registered in one place, {@link BoardLayers}.
 */
public interface BoardLayer {

    /** The ruleset it serves. */
    Ruleset ruleset();

    /** The ruleset's id ({@code Ruleset.id}): the store's {@code ruleset} column, the page's board layer. */
    default String id() {
        return ruleset().id();
    }

    /** Whether it plays this scenario id. */
    boolean plays(String scenario);

    /** The lobby's entries for its scenarios, each at least {@code id}, {@code name} and {@code sides} (the seats). */
    List<Map<String, Object>> scenarios();

    /** The optional rules the lobby offers for its games: {@code id}, {@code name}, {@code heading}, {@code summary}. */
    List<Map<String, Object>> options();

    /** The computer players a seat of its games may be given, and the one the lobby offers first. */
    List<String> players();

    String defaultPlayer();

    /** Whether a computer player searches (seconds a choice): it thinks on the capped search pool. */
    default boolean searches(String player) {
        return false;
    }

    /**
     * A new game as a creation request asks it ({@code POST /api/games}): its seats (in order) and what is kept in the
     * game's {@code options} column besides the salt (the optional rules in effect, a team game). A request the ruleset
     * refuses is a {@link Table.Refusal} (400) naming the field.
     */
    NewGame newGame(String scenario, JsonNode body);

    record NewGame(List<String> seats, Map<String, Object> options) {
    }

    /** The match of a stored game (its scenario, stored options and seed), before any choice. */
    Match start(String scenario, JsonNode options, long seed);

    /** What the game said as it was set up, before any choice (numbered first, like every event). */
    default List<toi.protocol.GameEvent> opening(Match m) {
        return List.of();
    }

    /** The seat's view as this ruleset's board layer in the browser reads it: a value a JSON writer can write. */
    default Object view(Match m, String seat) {
        return m.viewFor(seat);
    }

    /**
     * The view's JSON as sent, finished from the view already redacted for the seat (so what it adds shows nothing the view
     * does not): Tide of Iron adds the board's drawn pieces. The default sends it as it is.
     */
    default String finish(Table t, String redactedView) {
        return redactedView;
    }

    /** Words a seat may not know that a request might name (an enemy concealed squad's own id): answered as no unit's. */
    default Set<String> hiddenFrom(Match m, String seat) {
        return Set.of();
    }

    /**
     * What a seat learned between two moments of a match (a die rolled, a card drawn, a concealed squad revealed), or
     * null: an undo may take back only what taught nothing. A ruleset without undo says something always was.
     */
    String revealedBetween(Match before, Match after);

    /**
     * What {@code GET …/preview} answers: the choice worked out on {@code known}, the match as the seat can know it. The
     * request's other parameters are in {@code asked} (e.g. Tide of Iron's {@code unit}, already put as the match hears
     * them). Refusals are {@link Table.Refusal}s.
     */
    default Object preview(Match known, String seat, String choice, Map<String, String> asked) {
        var p = known.preview(seat, choice);
        Map<String, Object> out = new java.util.LinkedHashMap<>();
        out.put("choice", choice);
        out.put("refused", p.refused());
        out.put("summary", p.summary());
        out.put("detail", p.detail());
        return out;
    }

    /** A computer player of this ruleset, seeded: it answers the decision a copy of the match asks of a seat. */
    Computer computer(String player, long seed);

    interface Computer {
        /** The choice's text for {@code seat} in {@code copy} (a copy: the player may play it out). */
        String choose(Match copy, String seat);

        /** The player's last decision with its alternatives, for GET …/explain; null when it keeps none. */
        default Object explanation() {
            return null;
        }
    }

    /**
     * The computer's decision as it is kept (issue 29: in words made when it is made): {@code explanation} is the player's
     * (null when it kept none), {@code before} the match as it stood when {@code player} chose {@code choice} for {@code seat}.
     * What {@link #explanationFor} reads; the explanation itself by default.
     */
    default Object whenDecided(Object explanation, Match before, String seat, String player, String choice) {
        return explanation;
    }

    /** The computer's last decision as {@code seat} may read it (nothing it may not know), or null. */
    default Object explanationFor(Object explanation, Match m, String seat) {
        return null;
    }

    /** What the finished game's record (GET …/record, {@code ./toi replay}) holds besides the common fields. */
    default Map<String, Object> record(Match m, JsonNode options) {
        return Map.of();
    }

    /** A twin of the match as {@code seat} can know it, for the secrecy property test (a ruleset may keep an order). */
    default Match twin(Match m, String seat, long seed) {
        return m.copyFor(seat, seed);
    }

    /** The endpoints only this ruleset's board uses, under {@code /api/games/{id}/…} or {@code /api/scenarios/{id}/…}. */
    default void routes(Javalin app, Tables tables) {
    }

    /** The board as the scenario lays it out, as JSON ({@code GET /api/games/{id}/map}): public, the same for every game of it. */
    String mapJson(Table t);

    /**
     * The table's frame ({@code page/table.html}) with the game's board already drawn in it, for a first paint before any
     * module runs; null: the browser's board layer draws it.
     */
    default String framedBoard(Table t, String frame) {
        return null;
    }

    /** The key under which the server keeps {@link #framedBoard} made once (the same page for many games). */
    default String framedKey(Table t) {
        return id() + ":" + t.scenario;
    }

    /**
     * Why the ruleset cannot read {@code choice} at all (a word not understood), or null when it can: a choice it cannot
     * read is refused with 400, one it reads but the rules forbid with 422.
     */
    default String notUnderstood(String choice) {
        return null;
    }

    /** The tables of the server, as a layer's endpoints find them. */
    interface Tables {
        /** The game of the request's {@code {id}}, or a 404. */
        Table of(io.javalin.http.Context ctx);

        /** The seat of the request's token ({@code X-Toi-Token}) in {@code t}, or a 403. */
        String seat(io.javalin.http.Context ctx, Table t);
    }
}
