package toi.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.http.Context;
import java.io.IOException;
import java.util.List;

/**
 * What a request says, read strictly (docs/server.md · HTTP): the seat's token (a header or the JSON body, never the
 * address), the JSON body, the event last seen, whole-number parameters. Each fault is a 4xx refusal naming the field.
 */
final class Requests {
    private static final ObjectMapper BODY = new ObjectMapper();

    private Requests() {
    }

    /**
     * The seat token of a request: the {@code X-Toi-Token} header. Never the address: an address is kept by logs and
     * histories and sent in Referer headers, so {@code ?token=} is refused on every request ({@link #tokenInAddress}).
     */
    static String seatToken(Context ctx) {
        return ctx.header("X-Toi-Token");
    }

    /** The refusal of a token in an address (docs/server.md · HTTP), HTTP and WebSocket alike. */
    static Table.Refusal tokenInAddress() {
        return new Table.Refusal(400, "token: send the seat's token in the X-Toi-Token header (a choice or an undo may carry it"
                + " in its JSON body; a WebSocket in its first message), never in the address: an address is kept in logs,"
                + " histories and Referer headers", List.of());
    }

    /** The seat token of a request with a JSON body: the body's {@code token}, else the header's. */
    static String seatToken(Context ctx, JsonNode body) {
        return body.path("token").isTextual() ? body.path("token").asText() : seatToken(ctx);
    }

    /**
     * The seat a request plays: its token's, or — with no token — the seat its signed-in account holds (Accounts.seatOf);
     * 403 when neither.
     */
    static String seatOr403(Context ctx, Table t, String token) {
        String seat = t.seat(token);
        Accounts accounts = ctx.attribute(Accounts.class.getName());
        if (seat == null && token == null && accounts != null) {
            seat = accounts.seatOf(ctx, t);
        }
        if (seat == null) {
            throw new Table.Refusal(403, "token: not a seat of this game", List.of());
        }
        return seat;
    }

    static boolean isJson(String contentType) {
        return contentType != null && contentType.toLowerCase(java.util.Locale.ROOT).matches("application/json\\s*(;.*)?");
    }

    /** The request's body, a JSON object, or a 400 saying what is wrong with it. */
    static JsonNode jsonBody(Context ctx) {
        try {
            JsonNode body = BODY.readTree(ctx.body());
            if (body == null || !body.isObject()) {
                throw new Table.Refusal(400, "the request body must be a JSON object", List.of());
            }
            return body;
        } catch (IOException e) {
            throw new Table.Refusal(400, "the request body is not JSON: " + e.getMessage().split("\n")[0], List.of());
        }
    }

    /** The request's {@code seen}: the number of the last event the client has seen. */
    static int seen(JsonNode body) {
        JsonNode seen = body.path("seen");
        if (!seen.isIntegralNumber() || !seen.canConvertToInt() || seen.asInt() < 0) { // 3.0 or "3": 400
            throw new Table.Refusal(400, "seen: the number of the last event you have seen (0 or more), not " + seen, List.of());
        }
        return seen.asInt();
    }

    static int intParam(String value, String name) {
        if (value == null) {
            return 0;
        }
        try {
            int v = Integer.parseInt(value);
            if (v < 0) {
                throw new NumberFormatException();
            }
            return v;
        } catch (NumberFormatException e) {
            throw new Table.Refusal(400, name + ": must be a whole number, 0 or more, not '" + value + "'", List.of());
        }
    }
}
