package toi.ai;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import toi.protocol.Match;
import toi.protocol.Option;
import toi.protocol.Pending;
import toi.protocol.Refused;

/**
 * One match between computer players, of any ruleset: each decision goes to the player of the seat asked, through a
 * {@link PlayerView} of that seat only. Times every decision.
 */
public final class Referee {
    /** A match still going after this many choices is stuck (a bug): it ends without a winner. */
    public static final int MAX_CHOICES = 50_000;

    private Referee() {
    }

    /**
     * How a match ended.
     *
     * @param winner  the winning seat or side, or null when the match failed (or was drawn)
     * @param reason  why it ended, in the game's words, or null
     * @param rounds  the round (or turn) it ended in, where the game counts them
     * @param choices the choices made, as text
     * @param nanos   per player's seat, the time of each of its decisions
     * @param refused per player's seat, how many of its choices the match refused (the first listed option was taken instead)
     * @param failure why the match failed, or null
     */
    public record Result(String winner, String reason, int rounds, List<String> choices, Map<String, List<Long>> nanos,
                         Map<String, Integer> refused, String failure) {
    }

    /**
     * Plays the match to its end with these players, by seat: a decision asked of a seat goes to its player, or, where a
     * decision asks a whole side ({@code US}) or a seat of a side that has one player ({@code US/1}), to the player of that
     * side's seat.
     */
    public static Result play(Match match, Map<String, Player> players) {
        List<String> log = new ArrayList<>();
        Map<String, List<Long>> nanos = new LinkedHashMap<>();
        Map<String, Integer> refused = new LinkedHashMap<>();
        for (String seat : players.keySet()) {
            nanos.put(seat, new ArrayList<>());
            refused.put(seat, 0);
        }
        GameAi game = GameAi.of(match.ruleset());
        try {
            while (!match.over()) {
                if (Thread.currentThread().isInterrupted()) { // a tournament that no longer needs the game (its SPRT decided)
                    return new Result(null, null, game.round(match), log, nanos, refused, "cancelled");
                }
                if (log.size() >= MAX_CHOICES) {
                    return new Result(null, null, game.round(match), log, nanos, refused, "not over after " + MAX_CHOICES + " choices");
                }
                Pending d = match.pending();
                String seat = seatOf(players, d.seat());
                Player p = players.get(seat);
                long t0 = System.nanoTime();
                Option c = p.choose(PlayerView.of(match, seat));
                nanos.get(seat).add(System.nanoTime() - t0);
                try {
                    match.apply(seat, c);
                } catch (Refused e) {
                    refused.merge(seat, 1, Integer::sum);
                    c = d.options().get(0);
                    match.apply(seat, c);
                }
                log.add(c.text());
            }
            var o = match.outcome();
            return new Result(o.winner(), o.reason(), game.round(match), log, nanos, refused, null);
        } catch (RuntimeException e) {
            return new Result(null, null, game.round(match), log, nanos, refused, e.getClass().getSimpleName() + ": " + e.getMessage());
        }
    }

    /** The seated player's seat that answers a decision asked of {@code asked}. */
    static String seatOf(Map<String, Player> players, String asked) {
        if (players.containsKey(asked)) {
            return asked;
        }
        for (String seat : players.keySet()) {
            if (PlayerView.answers(seat, asked)) {
                return seat;
            }
        }
        throw new IllegalArgumentException("no player for " + asked);
    }
}
