package toi.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import toi.protocol.GameEvent;
import toi.protocol.Match;
import toi.protocol.Outcome;
import toi.protocol.Pending;
import toi.protocol.Refused;

/**
 * {@code ./toi play} — one side of a scenario at the terminal against a computer player (or every side, hot-seat), for
 * every game on the protocol: the scenario picks the ruleset, whose {@link Presenter} shows its board and words.
 */
@Command(name = "play", mixinStandardHelpOptions = true, description = {
        "Play a scenario from the terminal (Tide of Iron, or Iron Tide: iron-tide-demo or an owner's folder): you answer your side's",
        "decisions, the opponent the other side's. At each decision: a number picks that option, a full choice text (as in saved",
        "games) is accepted too; ?N previews option N (attack or battle odds, a step's cost and op fire); undo; save FILE; map;",
        "auto [N|all]; why (the computer's last decision); help (with the game's own commands, e.g. Iron Tide's units and odds); quit.",
        "With --json the output is JSON Lines for scripts, one object a line, each with a \"type\": start; decision (the seat asked,",
        "its kind and prompt, the numbered legal choices, and the seat's view); choice (who chose what, and the events it caused,",
        "each with its type, text and fields); refused (the input and the rule's reason); message (any other answer, e.g. a",
        "preview); over (winner, reason, victory points, final hash). Input is unchanged."})
final class PlayCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;
    @Parameters(index = "0", arity = "0..1", paramLabel = "SCENARIO", description = "scenario file, folder or id (./toi scenarios); not with --resume")
    Path scenario;
    @Option(names = "--seat", paramLabel = "SIDE", description = "the side you play (default: the scenario's first side)")
    String seat;
    @Option(names = "--opponent", paramLabel = "KIND", description = "who answers the other side: a level (easy, "
            + "normal (default, as the lobby), hard, expert), random, heuristic, montecarlo[:N], mcts[:1s|:500] (docs/ai.md), or none (hot-seat: you answer both)")
    String opponent;
    @Option(names = "--seed", paramLabel = "S", description = "the game's seed: dice, deck order and the computer opponent (default 1)")
    Long seed;
    @Option(names = "--script", paramLabel = "FILE", description = "read your input lines from FILE (one command a line, # comments; "
            + "or a JSON transcript: an array of the same lines as strings) instead of the terminal")
    Path script;
    @Option(names = "--resume", paramLabel = "SAVE", description = "continue a game saved with 'save FILE' (or by ./toi simulate --save)")
    Path resume;
    @Option(names = "--json", description = "write JSON Lines for scripts instead of tables: start, decision (legal choices and the "
            + "seat's view), choice (its events), refused, message and over records, one object a line")
    boolean json;
    @picocli.CommandLine.Mixin
    RuleOptionFlags options = new RuleOptionFlags();

    private PrintWriter out;
    /** With --json: the records ({@code out} then collects the human text, sent on as message records). */
    private JsonLines lines;
    private Presenter presenter;
    private Presenter.Table table;
    private long gameSeed;
    private boolean hotSeat;
    private Match match;
    private Opponent computer;
    /**
     * Every choice made, every side, in order, and whether the player at the terminal made it with a real choice (not
     * the opponent's, not a decision with one option only): what undo takes back.
     */
    private final List<String> choices = new ArrayList<>();
    private final List<Boolean> mine = new ArrayList<>();
    private int autoLeft;
    private boolean showDecision = true;
    /** The file last saved to, and how many choices it holds. */
    private Path savedIn;
    private int savedAt = -1;

    @Override
    public Integer call() throws IOException {
        out = spec.commandLine().getOut();
        if (json) {
            lines = new JsonLines(out);
            out = lines.text();
        }
        try {
            return play();
        } finally {
            if (json) {
                lines.flush();
            }
        }
    }

    private Integer play() throws IOException {
        List<String> resumed = List.of();
        if (resume != null) {
            if (scenario != null) {
                throw new Errors.UserError("give a SCENARIO or --resume SAVE, not both (the save names its scenario)");
            }
            if (options.given()) {
                throw new Errors.UserError("--option: a resumed game keeps the options it was saved with");
            }
            JsonNode saved = readSave(resume);
            presenter = Presenters.forSave(resume, saved);
            Presenter.Resumed r = presenter.resume(resume, saved);
            if (seed != null && seed != r.seed()) {
                throw new Errors.UserError("--seed " + seed + " differs from the saved game's seed " + r.seed());
            }
            table = r.table();
            gameSeed = r.seed();
            seat = seat != null ? seat : r.seat();
            opponent = opponent != null ? opponent : r.opponent() != null ? r.opponent() : "random"; // saves that named none were random
            resumed = r.choices();
        } else {
            if (scenario == null) {
                throw new Errors.UserError("name a SCENARIO (file or id, ./toi scenarios) or --resume SAVE");
            }
            presenter = Presenters.forScenario(scenario);
            table = presenter.open(scenario, options);
            gameSeed = seed != null ? seed : 1;
        }
        opponent = opponent == null ? "normal" : opponent; // issue 29: the lobby's default level, not a random player
        hotSeat = opponent.equals("none");
        if (!hotSeat) {
            presenter.opponent(opponent, 0); // an unknown opponent: one clear line, before the game
        }
        Match first = start();
        List<String> sides = first.seats().stream().map(PlayCommand::side).distinct().toList(); // a side answers for its divisions
        seat = seat == null ? sides.get(0) : sides.stream().filter(seat::equalsIgnoreCase).findFirst()
                .orElse(first.seats().stream().filter(seat::equalsIgnoreCase).findFirst().orElse(seat));
        if (!sides.contains(seat) && !first.seats().contains(seat)) {
            throw new Errors.UserError("--seat " + seat + ": not a side of " + presenter.heading(first) + " (sides: "
                    + String.join(", ", first.seats()) + ")");
        }
        Replayed r = replay(resumed);
        if (r.refused != null) {
            throw new Errors.UserError(resume + ": " + r.refused);
        }
        adopt(r);
        greet();
        boolean echo = script != null || System.console() == null;
        try (BufferedReader in = Script.open(script)) {
            while (true) {
                runOpponent();
                if (match.over()) {
                    gameOver();
                    return 0;
                }
                Pending d = match.pending();
                if (d.options().size() == 1) {
                    choose(d, d.options().get(0).text(), "the only choice", false);
                    continue;
                }
                if (autoLeft > 0) {
                    autoLeft--;
                    choose(d, d.options().get(0).text(), "auto", true);
                    continue;
                }
                if (showDecision || json) {
                    showDecision(d);
                    showDecision = false;
                }
                if (!json) {
                    out.print(presenter.label(d.seat()) + "> ");
                    out.flush();
                }
                String line = Script.nextLine(in);
                if (line == null) {
                    String where = presenter.where(match);
                    out.println();
                    out.println((script != null ? "the script " + script + " ended" : "input ended") + " before the game did ("
                            + (where == null ? "" : where + "; ") + "waiting for " + presenter.label(d.seat()) + ": " + d.prompt()
                            + "); the game is not saved — put 'save FILE' in the input to keep it, then ./toi play --resume FILE");
                    return 0;
                }
                if (echo && !json) {
                    out.println(line);
                }
                if (!command(line, d)) {
                    out.println(savedAt == choices.size() ? "quit: the game is saved in " + savedIn
                            : "quit: the game is not saved" + (savedIn == null ? "" : " since " + savedIn));
                    return 0;
                }
            }
        }
    }

    private Match start() {
        try {
            return table.start().apply(gameSeed);
        } catch (Refused e) {
            throw new Errors.UserError(e.getMessage());
        }
    }

    /** The save file as JSON; a file that is not one is a user's error naming it. */
    static JsonNode readSave(Path file) throws IOException {
        if (!Files.isRegularFile(file)) {
            throw new Errors.UserError(file + ": no such saved game");
        }
        try {
            JsonNode n = new ObjectMapper().readTree(file.toFile());
            if (n == null || !n.isObject()) {
                throw new Errors.UserError(file + ": a saved game is a JSON object (scenario, seed, choices)");
            }
            return n;
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new Errors.UserError(file + ": not a saved game (JSON): " + e.getOriginalMessage());
        }
    }

    private void greet() {
        String length = presenter.length(match);
        String others = String.join(", ", match.seats().stream().filter(s -> !s.equals(seat) && !side(s).equals(seat)).map(presenter::label).toList());
        String level = hotSeat ? null : computer.describe();
        out.println(presenter.heading(match) + " — you play " + (hotSeat ? "both sides (hot-seat)" : presenter.label(seat) + " against the "
                + opponent + " player (" + others + (level == null ? "" : ": " + level) + ")") + "; seed " + gameSeed
                + (length == null ? "" : "; " + length) + presenter.optionWords(match));
        if (resume != null) {
            out.println("resumed " + resume + ": " + choices.size() + " choices replayed");
        } else {
            presenter.opening(match, keeper()).forEach(l -> out.println("  " + l));
        }
        out.println("type a number to choose, ?N to preview option N, or a choice's text; help for all commands");
        if (json) {
            lines.discardText(); // the greeting, as a record
            Map<String, Object> start = JsonLines.record("start");
            start.put("ruleset", match.ruleset());
            start.put("scenario", presenter.heading(match));
            start.put("seat", hotSeat ? null : seat);
            start.put("opponent", opponent);
            start.put("seed", gameSeed);
            presenter.startFields(match, start);
            start.put("options", presenter.optionIds(match));
            start.put("resumedChoices", resume == null ? null : choices.size());
            lines.emit(start);
        }
    }

    /** Handles one command; false to quit. */
    private boolean command(String line, Pending d) throws IOException {
        String[] w = line.split("\\s+", 2);
        String verb = w[0].toLowerCase();
        String arg = w.length > 1 ? w[1].trim() : "";
        switch (verb) {
            case "quit", "exit" -> {
                return false;
            }
            case "help", "h" -> help();
            case "show", "board", "l", "look" -> showDecision(d);
            case "undo" -> undo();
            case "save" -> save(arg);
            case "auto" -> auto(arg);
            case "why" -> why();
            default -> {
                if (presenter.command(verb, arg, match, d, keeper(), out)) {
                    return true;
                }
                if (line.startsWith("?")) {
                    preview(line.substring(1).trim(), d);
                } else if (line.matches("\\d+")) {
                    int n = Integer.parseInt(line);
                    if (n < 1 || n > d.options().size()) {
                        out.println("there is no option " + n + ": choose 1–" + d.options().size());
                    } else {
                        choose(d, d.options().get(n - 1).text(), null, true);
                    }
                } else {
                    choose(d, line, null, true); // read whole: a word not understood is refused by name, nothing is played (R-VIEW-4)
                }
            }
        }
        return true;
    }

    private void help() {
        out.print("""
                  N            choose option N of the list
                  TEXT         a choice written out, as saved games write it (any legal choice, also ones the list leaves out)
                  ?N           preview option N (or ?TEXT): what it would do — odds, a step's cost — nothing is changed
                  undo         take back your last choice (and the opponent's after it), unless something hidden was shown since
                                 (dice rolled, a card or a chit drawn, a concealed unit revealed)
                  save FILE    write the game (./toi play --resume FILE continues it)
                  show         the decision again
                  auto [N|all] answer your next N decisions (or all of them) with option 1
                  why          how the computer made its last decision: its best alternatives and their values
                  quit         stop without saving
                """.indent(2));
        presenter.help().forEach(l -> out.println("    " + l));
    }

    /** The computer's last decision with its best alternatives (docs/ai.md · Explanations). */
    private void why() {
        if (hotSeat) {
            out.println("why: there is no computer player in a hot-seat game");
            return;
        }
        List<String> e = computer.why(match, seat);
        if (e == null) {
            out.println("why: the " + opponent + " player has made no decision with a choice yet"
                    + (computer.explains() ? "" : " (the " + opponent + " player keeps no account: try --opponent normal or hard)"));
        } else {
            e.forEach(out::println);
        }
    }

    // ---- the decision

    /** The seat whose view the terminal shows: the player's, or in hot-seat the seat asked. */
    private String viewer(Pending d) {
        return hotSeat ? (d == null ? null : d.seat()) : seat;
    }

    /** The seat whose secrets the terminal keeps; null in hot-seat, where every side sits at the terminal. */
    private String keeper() {
        return hotSeat ? null : seat;
    }

    /** The side a seat belongs to: {@code US} of the division seat {@code US/2nd}, else the seat itself. */
    private static String side(String seat) {
        int slash = seat.indexOf('/');
        return slash < 0 ? seat : seat.substring(0, slash);
    }

    /** Is the decision the player's? A seat answers for its divisions ({@code US} for {@code US/2nd}). */
    private boolean mustAnswer(Pending d) {
        return hotSeat || d.seat().equals(seat) || d.seat().startsWith(seat + "/");
    }

    private void showDecision(Pending d) {
        if (json) {
            Map<String, Object> r = JsonLines.record("decision");
            r.put("seat", d.seat());
            r.put("kind", d.kind());
            r.put("prompt", d.prompt());
            List<Map<String, Object>> options = new ArrayList<>();
            for (int i = 0; i < d.options().size(); i++) {
                Map<String, Object> o = new LinkedHashMap<>();
                o.put("n", i + 1);
                o.put("text", d.options().get(i).text());
                if (!d.options().get(i).label().equals(d.options().get(i).text())) {
                    o.put("label", d.options().get(i).label());
                }
                options.add(o);
            }
            r.put("choices", options);
            r.put("view", match.viewFor(viewer(d)));
            lines.emit(r);
            return;
        }
        presenter.show(match, d, keeper(), out);
    }

    // ---- making choices

    /** The opponent answers every decision that is its own, each choice and its events printed. */
    private void runOpponent() {
        while (!match.over()) {
            Pending d = match.pending();
            if (mustAnswer(d)) {
                return;
            }
            String c = computer.choose(match, d.seat());
            List<GameEvent> events;
            try {
                events = match.apply(d.seat(), c);
            } catch (IllegalArgumentException e) { // a computer player's answer refused: the first legal choice instead
                c = d.options().get(0).text();
                events = match.apply(d.seat(), c);
            }
            choices.add(c);
            mine.add(false);
            if (json) {
                emitChoice(d, c, "opponent", events);
            } else {
                out.println("  " + presenter.label(d.seat()) + " (opponent): " + words(d, c));
                printEvents(events);
            }
            showDecision = true;
        }
    }

    /** Applies the player's choice; {@code note} non-null prints it (auto, forced); {@code undoable}: a real choice. */
    private void choose(Pending d, String c, String note, boolean undoable) {
        List<GameEvent> events;
        try {
            events = match.apply(d.seat(), c);
        } catch (Refused e) { // nothing changed
            refused(c, "refused: " + e.getMessage() + (e.rule() == null && note == null ? " (a number picks an option; help lists the commands)" : ""));
            return;
        }
        choices.add(c);
        mine.add(undoable);
        showDecision = true;
        if (json) {
            emitChoice(d, c, note == null ? (hotSeat ? d.seat() : "you") : note, events);
            return;
        }
        if (note != null) {
            out.println("  " + presenter.label(d.seat()) + " (" + (hotSeat ? "" : "you, ") + note + "): " + words(d, c));
        }
        printEvents(events);
    }

    /** A choice made, as the log says it: the decision's label for it (the game's words), else its text. */
    private static String words(Pending d, String c) {
        return d.options().stream().filter(o -> o.text().equals(c)).findFirst().map(toi.protocol.Option::label).orElse(c);
    }

    /** The events as the player's seat may see them (hot-seat: everything). */
    private List<GameEvent> seen(List<GameEvent> events) {
        return hotSeat ? events : match.redact(events, seat);
    }

    /** Every event the game reports goes out here, one line each. */
    private void printEvents(List<GameEvent> events) {
        List<GameEvent> shown = seen(events);
        presenter.saw(match, shown);
        for (GameEvent e : shown) {
            out.println("      · " + e.text());
        }
    }

    private void gameOver() {
        Outcome o = match.outcome();
        if (json) {
            Map<String, Object> r = JsonLines.record("over");
            r.put("winner", o.winner());
            r.put("reason", o.reason());
            r.put("victoryPoints", new LinkedHashMap<>(o.score()));
            r.put("choices", choices.size());
            r.put("finalHash", Long.toHexString(match.hash()));
            lines.emit(r);
            return;
        }
        out.println();
        out.println("══ Game over: " + (o.winner() == null ? "a draw" : presenter.label(o.winner()) + " wins") + " — " + o.reason() + " ══");
        String score = String.join(", ", match.seats().stream().filter(o.score()::containsKey)
                .map(s -> presenter.label(s) + " " + o.score().get(s)).toList());
        out.println((score.isEmpty() ? "" : "VP " + score + " · ") + choices.size() + " choices · final hash " + Long.toHexString(match.hash()));
        if (!hotSeat) {
            out.println(o.winner() == null ? "A draw." : o.winner().equals(seat) ? "You win." : "You lose.");
        }
        presenter.closing(match).forEach(out::println);
    }

    // ---- --json

    /** A choice made and the events it caused, as the viewer may see them. */
    private void emitChoice(Pending d, String c, String by, List<GameEvent> events) {
        Map<String, Object> r = JsonLines.record("choice");
        r.put("seat", d.seat());
        r.put("by", by);
        r.put("choice", c);
        List<Map<String, Object>> shown = new ArrayList<>();
        for (GameEvent e : seen(events)) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("type", e.type());
            m.put("text", e.text());
            m.put("event", e);
            shown.add(m);
        }
        r.put("events", shown);
        lines.emit(r);
    }

    /** A choice the rules (or the reader) refused: nothing changed. */
    private void refused(String input, String reason) {
        if (json) {
            Map<String, Object> r = JsonLines.record("refused");
            r.put("input", input);
            r.put("reason", reason);
            lines.emit(r);
        } else {
            out.println(reason);
        }
    }

    private void auto(String arg) {
        if (arg.isEmpty()) {
            autoLeft = 1;
        } else if (arg.equals("all")) {
            autoLeft = Integer.MAX_VALUE;
        } else if (arg.matches("\\d+")) {
            autoLeft = Integer.parseInt(arg);
        } else {
            out.println("auto takes a count or 'all', e.g. auto 5");
        }
    }

    // ---- preview

    private void preview(String arg, Pending d) {
        String c = arg;
        if (arg.matches("\\d+")) {
            int n = Integer.parseInt(arg);
            if (n < 1 || n > d.options().size()) {
                out.println("there is no option " + n + ": choose 1–" + d.options().size());
                return;
            }
            c = d.options().get(n - 1).text();
        }
        if (c.isEmpty()) {
            out.println("?N previews option N (or ?TEXT a choice written out)");
            return;
        }
        out.println("preview of '" + c + "' (nothing is changed):");
        try { // against the computer, as the player's seat may know it; hot-seat: as the seat asked
            presenter.preview(match, viewer(d), c).forEach(l -> out.println("  " + l));
        } catch (Refused e) {
            out.println("  refused: " + e.getMessage());
        }
    }

    // ---- undo

    private void undo() {
        int k = mine.lastIndexOf(true);
        if (k < 0) {
            out.println("nothing to undo: you have made no choice to take back yet" + (resume != null ? " since the save was resumed" : ""));
            return;
        }
        Replayed before = replay(choices.subList(0, k));
        String why = presenter.learnedBetween(before.match, match);
        if (why != null) {
            out.println("cannot undo '" + choices.get(k) + "': since then " + why
                    + " — undo never takes back what the dice, the decks or a hidden unit have shown");
            return;
        }
        int theirs = choices.size() - k - 1;
        out.println("undone: " + choices.get(k) + (theirs == 0 ? "" : " (and the opponent's " + theirs + " choice" + (theirs == 1 ? "" : "s")
                + " after it)"));
        adopt(before);
        showDecision = true;
    }

    // ---- save and replay

    /** A game rebuilt from its seed and choices, the computer opponent advanced through its own decisions. */
    private record Replayed(Match match, Opponent computer, List<String> choices, List<Boolean> mine, String refused) {
    }

    private Replayed replay(List<String> texts) {
        Match m = start();
        Opponent o = hotSeat ? null : presenter.opponent(opponent, gameSeed);
        List<String> done = new ArrayList<>();
        List<Boolean> who = new ArrayList<>();
        for (int i = 0; i < texts.size(); i++) {
            Pending d = m.pending();
            boolean human = mustAnswer(d);
            if (!human) {
                o.replayed(m, d.seat()); // the opponent's own random draws go as they did the first time
            }
            try {
                m.replay(d.seat(), texts.get(i), i + 1 < texts.size() ? texts.get(i + 1) : null);
            } catch (IllegalArgumentException e) {
                return new Replayed(m, o, done, who, "choices[" + i + "] '" + texts.get(i) + "' is refused: " + e.getMessage());
            }
            done.add(texts.get(i));
            who.add(human && d.options().size() > 1);
        }
        return new Replayed(m, o, done, who, null);
    }

    private void adopt(Replayed r) {
        match = r.match;
        computer = r.computer;
        choices.clear();
        choices.addAll(r.choices);
        mine.clear();
        mine.addAll(r.mine);
    }

    private void save(String arg) throws IOException {
        if (arg.isEmpty()) {
            out.println("save FILE: name the file to write");
            return;
        }
        Path file = Path.of(arg);
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("scenario", table.saveName()); // as ./toi simulate saves it: the id, or the file's absolute path
        o.put("seed", gameSeed);
        o.put("choices", new ArrayList<>(choices));
        o.put("seat", seat);
        o.put("opponent", opponent);
        presenter.save(match, o, mine);
        if (file.toAbsolutePath().getParent() != null) {
            Files.createDirectories(file.toAbsolutePath().getParent());
        }
        new ObjectMapper().writerWithDefaultPrettyPrinter().writeValue(file.toFile(), o);
        savedIn = file;
        savedAt = choices.size();
        out.println("saved " + choices.size() + " choices to " + file + " (continue: ./toi play --resume " + file + ")");
    }
}
