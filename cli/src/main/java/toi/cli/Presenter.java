package toi.cli;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.LongFunction;
import toi.protocol.GameEvent;
import toi.protocol.Match;
import toi.protocol.Option;
import toi.protocol.Pending;
import toi.protocol.Preview;

/**
 * What the terminal shows of one ruleset beyond the protocol: how its scenarios are named on the command line (an id,
 * a file, an owner's folder) and saved, its board and status, its own commands ({@code map}, {@code units}) and the
 * words of its greeting, previews and summaries. {@code ./toi play} and {@code ./toi simulate} are written once over
 * {@link Match}; a ruleset's presenter is registered in {@link Presenters}, the one place that names the games.
 * Every method but the first few has a plain default that needs only the protocol. Where a method is given a
 * {@code viewer}, it shows what that seat may know; a null viewer is a hot-seat game, every side at the terminal.
 */
public interface Presenter {

    /** The ruleset's id ({@link toi.protocol.Ruleset#id()}). */
    String ruleset();

    /** Does this ruleset play the SCENARIO argument (an id, a file, a folder)? */
    boolean plays(Path scenario);

    /** The scenario opened, the command line's optional rules switched on; an unknown name is a user's error naming it. */
    Table open(Path scenario, RuleOptionFlags options);

    /** Is this save one of this ruleset's games? */
    boolean reads(JsonNode save);

    /** A saved game opened again: its scenario and options as saved, its seed, choices, seat and opponent. */
    Resumed resume(Path file, JsonNode save);

    /**
     * A computer player by name for this ruleset's matches, seeded from the game's seed ({@code toi.ai}'s players: random,
     * the game's heuristic and levels, Monte Carlo, search); an unknown name is a user's error naming the known ones.
     */
    default Opponent opponent(String kind, long seed) {
        return ComputerOpponent.of(kind, seed, ruleset(), true);
    }

    /**
     * The game's own command-line tools (its rules, board, cards, options, scenarios), registered as subcommands of
     * {@code ./toi} by {@link Main}: picocli commands.
     */
    default List<Object> commands() {
        return List.of();
    }

    /** Whether a failure is the game's own error about a file or a word (its content loader's), told the user as it is. */
    default boolean explains(Throwable failure) {
        return false;
    }

    /**
     * {@code ./toi validate}: whether this game checks the FILE argument (a scenario id, a file, a folder). The presenters are
     * asked in their registration order; the last takes every file the others leave.
     */
    default boolean validates(Path given) {
        return plays(given);
    }

    /**
     * {@code ./toi validate}: checks the FILE argument against the rules, printing an "ok", "warn" or "error" line a finding;
     * false when it has a problem. A fault it does not list itself is thrown (one "error" line).
     */
    default boolean validate(Path given, PrintWriter out) {
        throw new Errors.UserError(given + ": " + ruleset() + " has no validation of its files");
    }

    /** A scenario opened: how a save names it (its id, or its file's absolute path) and how a match of it starts from a seed. */
    record Table(String saveName, LongFunction<Match> start) {
    }

    /** A saved game read: its table, seed, choices, the seat at the terminal and the opponent (null: not saved). */
    record Resumed(Table table, long seed, List<String> choices, String seat, String opponent) {
    }

    // ---- words

    /** A seat as people read it ({@code german} → {@code German}). */
    default String label(String seat) {
        return seat;
    }

    /** The game's heading: the scenario's name (and a label such as DEMO). */
    default String heading(Match m) {
        return m.scenario();
    }

    /** The game's length in its words ({@code 3 rounds}, {@code 10 turns, 16AM to 20PM}), or null. */
    default String length(Match m) {
        return null;
    }

    /** The optional rules on, as the greeting says them ({@code ; optional rules on: trucks}), or empty. */
    default String optionWords(Match m) {
        return "";
    }

    /** The ids of the optional rules the match plays with. */
    default List<String> optionIds(Match m) {
        return List.of();
    }

    /** Where the game stands ({@code Round 2 of 5 · Action Phase}), or null. */
    default String where(Match m) {
        return null;
    }

    /** Lines printed once before the first decision of a new game (the set-up's log), as {@code viewer} may read them. */
    default List<String> opening(Match m, String viewer) {
        return List.of();
    }

    /** Lines printed after the game-over lines. */
    default List<String> closing(Match m) {
        return List.of();
    }

    /** Fields the start record of {@code --json} carries besides the game-neutral ones. */
    default void startFields(Match m, Map<String, Object> record) {
    }

    // ---- the decision

    /** The decision for people: whatever the ruleset shows (board, status), then the numbered options. */
    default void show(Match m, Pending d, String viewer, PrintWriter out) {
        out.println();
        out.println(label(d.seat()) + " — " + d.prompt() + ":");
        numbered(d.options(), out);
    }

    static void numbered(List<Option> options, PrintWriter out) {
        for (int i = 0; i < options.size(); i++) {
            out.println("  " + (i + 1) + ". " + options.get(i).label());
        }
    }

    /** A command of this ruleset's own ({@code map}, {@code units}); false when {@code verb} is not one. */
    default boolean command(String verb, String arg, Match m, Pending d, String viewer, PrintWriter out) {
        return false;
    }

    /** Help lines for this ruleset's own commands and choice texts. */
    default List<String> help() {
        return List.of();
    }

    /** What the choice would do, as {@code viewer} may know it: the lines after "preview of '…'". */
    default List<String> preview(Match m, String viewer, String choice) {
        Preview p = m.preview(viewer, choice);
        if (!p.allowed()) {
            return List.of("refused: " + p.refused());
        }
        return List.of(p.summary() == null ? "nothing to preview: choose it to see what happens" : p.summary());
    }

    /** The events a seat was just shown (a ruleset may remember where the action is). */
    default void saw(Match m, List<GameEvent> shown) {
    }

    /** What was learned between the two matches that undo may not take back (a die rolled, a card drawn), or null. */
    String learnedBetween(Match before, Match after);

    // ---- saves

    /** Adds this ruleset's fields to a save (its options, winner, hash, or its game's name). */
    default void save(Match m, Map<String, Object> record, List<Boolean> mine) {
    }

    // ---- simulate

    /** The players of one simulated game, one kind a seat in seat order: the choice each decision gets. */
    default Simulated simulated(List<String> kinds, long gameSeed) {
        java.util.Map<String, Opponent> bySeat = new java.util.HashMap<>();
        List<Opponent> players = new java.util.ArrayList<>();
        for (int k = 0; k < kinds.size(); k++) {
            players.add(ComputerOpponent.of(kinds.get(k), gameSeed * 31 + k + 1, ruleset(), false));
        }
        return m -> {
            Pending d = m.pending();
            Opponent p = bySeat.computeIfAbsent(d.seat(), s -> players.get(Math.max(0, m.seats().indexOf(s))));
            return p.choose(m, d.seat());
        };
    }

    interface Simulated {
        String choose(Match m);
    }

    /** A batch of simulated games: what it tallies beyond the winners, and what each saved game records. */
    default Tally tally(Match first) {
        return new Tally() {
        };
    }

    interface Tally {
        /** A game finished: its save record (fields may be added). */
        default void finished(Match m, Map<String, Object> saved) {
        }

        /** Lines after the winners. */
        default List<String> lines() {
            return List.of();
        }
    }
}
