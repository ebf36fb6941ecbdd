package toi.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import toi.content.Catalogs;
import toi.content.ScenarioLoader;
import toi.engine.cards.StrategyCard;
import toi.engine.game.protocol.Choice;
import toi.engine.game.protocol.Decision;
import toi.engine.game.Game;
import toi.engine.scenario.GameSetup;
import toi.engine.game.state.GameState;
import toi.engine.game.protocol.Phase;
import toi.engine.game.Preview;
import toi.ai.Player;
import toi.ai.Explanation;
import toi.ai.Players;
import toi.engine.game.Secrets;
import toi.engine.game.protocol.Seat;
import toi.engine.event.Event;
import toi.engine.hex.Hex;
import toi.engine.hex.HexLabels;

/** {@code ./toi play} — one side of a scenario at the terminal against a computer player (or both sides, hot-seat). */
@Command(name = "play", mixinStandardHelpOptions = true, description = {
        "Play a scenario from the terminal: you answer your side's decisions, the opponent the other side's.",
        "At each decision: a number picks that option, a full choice text (as in saved games) is accepted too;",
        "?N previews option N (attack odds, assault odds, a step's cost and op fire); undo; save FILE; map; auto [N|all]; why (the computer's last decision); help; quit.",
        "With --json the output is JSON Lines for scripts, one object a line, each with a \"type\": start; decision (the seat asked,",
        "its kind and prompt, the numbered legal choices, and the seat's view: units, markers, hand, activity…); choice (who chose",
        "what, and the events it caused, each with its type, text and fields); refused (the input and the rule's reason);",
        "message (any other answer, e.g. a preview); over (winner, reason, victory points, final hash). Input is unchanged.",
        "Iron Tide (iron-tide-demo or an owner's folder): --opponent random (default), heuristic or none; --option army-command,",
        "demolition-errata; ?N previews a battle's odds or a step; auto; why (its computer players give no reasons); help in the game."})
final class PlayCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;
    @Parameters(index = "0", arity = "0..1", paramLabel = "SCENARIO", description = "scenario file or id (./toi scenarios); not with --resume")
    Path scenario;
    @Option(names = "--seat", paramLabel = "NATION", description = "the side you play (default: the scenario's first side)")
    String seat;
    @Option(names = "--opponent", paramLabel = "KIND", description = "who answers the other side: a level (easy, normal, hard, expert), random (default), heuristic, "
            + "montecarlo[:N], mcts[:1s|:500] (docs/ai.md), or none (hot-seat: you answer both)")
    String opponent;
    @Option(names = "--seed", paramLabel = "S", description = "the game's seed: dice, deck order and the computer opponent (default 1)")
    Long seed;
    @Option(names = "--script", paramLabel = "FILE", description = "read your input lines from FILE (one command a line, # comments; "
            + "or a JSON transcript: an array of the same lines as strings) instead of the terminal")
    Path script;
    @Option(names = "--resume", paramLabel = "SAVE", description = "continue a game saved with 'save FILE' (or by ./toi simulate --save)")
    Path resume;
    @Option(names = "--json", description = "write JSON Lines for scripts instead of tables: start, decision (legal choices and the "
            + "seat's view), choice (its events), refused, message and over records, one object a line (Tide of Iron)")
    boolean json;
    @picocli.CommandLine.Mixin
    RuleOptionFlags options = new RuleOptionFlags();
    /** The saved game resumed, if any (its options are the game's). */
    private ReplayCommand.SavedGame resumedGame;

    private static final Pattern HEX_WORD = Pattern.compile("\\b([A-Z]{1,2}[0-9]{1,2})\\b");

    private PrintWriter out;
    /** With --json: where the JSON Lines go ({@code out} then collects the human text, sent on as message records). */
    private PrintWriter lines;
    private java.io.StringWriter text;
    private GameSetup setup;
    private Path scenarioFile;
    private long gameSeed;
    private boolean hotSeat;
    private Game game;
    private Player computer;
    /**
     * Every choice made, both sides, in order, and whether the player at the terminal made it with a real
     * choice (not the opponent's, not a decision with one option only): what undo takes back.
     */
    private final List<String> choices = new ArrayList<>();
    private final List<Boolean> mine = new ArrayList<>();
    private Hex lastHex;
    private int autoLeft;
    private boolean showDecision = true;
    /** The scenario as a save names it: its id, or its file's absolute path. */
    private String savedScenario;
    /** The file last saved to, and how many choices it holds. */
    private Path savedIn;
    private int savedAt = -1;

    @Override
    public Integer call() throws IOException {
        out = spec.commandLine().getOut();
        if (json) {
            lines = out;
            text = new java.io.StringWriter();
            out = new PrintWriter(text, true);
        }
        try {
            return play();
        } finally {
            if (json) {
                flushText();
            }
        }
    }

    private Integer play() throws IOException {
        Integer ironTide = ironTide();
        if (ironTide != null) {
            return ironTide;
        }
        List<String> resumed = List.of();
        if (resume != null) {
            if (scenario != null) {
                throw new Errors.UserError("give a SCENARIO or --resume SAVE, not both (the save names its scenario)");
            }
            ReplayCommand.SavedGame saved = ReplayCommand.read(resume);
            if (options.given()) {
                throw new Errors.UserError("--option: a resumed game keeps the options it was saved with" + (saved.options() == null
                        ? " (none beyond its scenario's)" : " (" + String.join(", ", saved.options()) + ")"));
            }
            resumedGame = saved;
            scenarioFile = Inputs.resolve(Path.of(saved.scenario()));
            savedScenario = saved.scenario();
            gameSeed = seed != null ? seed : saved.seed();
            if (seed != null && seed != saved.seed()) {
                throw new Errors.UserError("--seed " + seed + " differs from the saved game's seed " + saved.seed());
            }
            seat = seat != null ? seat : saved.seat();
            opponent = opponent != null ? opponent : saved.opponent();
            resumed = saved.choices();
        } else {
            if (scenario == null) {
                throw new Errors.UserError("name a SCENARIO (file or id, ./toi scenarios) or --resume SAVE");
            }
            scenarioFile = Inputs.resolve(scenario);
            savedScenario = Inputs.scenarioId(scenario) != null ? Inputs.scenarioId(scenario) : scenarioFile.toAbsolutePath().normalize().toString();
            if (!Files.isRegularFile(scenarioFile)) {
                throw new Errors.UserError("no scenario '" + scenario + "' (a file, or an id from ./toi scenarios)");
            }
            gameSeed = seed != null ? seed : 1;
        }
        opponent = opponent == null ? "random" : opponent;
        if (!opponent.equals("none")) {
            try {
                Players.create(opponent, 0);
            } catch (IllegalArgumentException e) {
                throw new Errors.UserError("unknown opponent '" + opponent + "' (" + String.join(", ", Players.NAMES)
                        + "; montecarlo:N, mcts:1s or mcts:500 with a budget; or none for hot-seat)");
            }
        }
        hotSeat = opponent.equals("none");
        setup = resumedGame != null ? resumedGame.setup(ScenarioLoader.load(scenarioFile, Catalogs.load()), resume)
                : options.apply(ScenarioLoader.load(scenarioFile, Catalogs.load()));
        seat = seat == null ? setup.nations().get(0) : seat;
        if (!setup.nations().contains(seat)) {
            throw new Errors.UserError("--seat " + seat + ": not a side of " + setup.name() + " (sides: " + String.join(", ", setup.nations()) + ")");
        }
        Replayed r = replay(resumed);
        if (r.refused != null) {
            throw new Errors.UserError(resume + ": " + r.refused);
        }
        adopt(r);

        out.println(setup.name() + " — you play " + (hotSeat ? "both sides (hot-seat)" : seat + " against the " + opponent + " player ("
                + game.state().opponent(seat) + (Players.LEVELS.contains(opponent) ? ": " + Players.describe(opponent) : "") + ")") + "; seed " + gameSeed + "; " + setup.rounds() + " rounds"
                + (setup.options().isEmpty() ? "" : "; optional rules on: " + setup.options()));
        if (resume != null) {
            out.println("resumed " + resume + ": " + choices.size() + " choices replayed");
        }
        out.println("type a number to choose, ?N to preview option N, help for all commands");
        if (json) {
            text.getBuffer().setLength(0); // the greeting, as a record
            Map<String, Object> start = record("start");
            start.put("scenario", setup.name());
            start.put("seat", hotSeat ? null : seat);
            start.put("opponent", opponent);
            start.put("seed", gameSeed);
            start.put("rounds", setup.rounds());
            start.put("options", setup.options().ids());
            start.put("resumedChoices", resume == null ? null : choices.size());
            emit(start);
        }
        BufferedReader in = script != null ? scriptReader(script)
                : new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        boolean echo = script != null || System.console() == null;
        try (in) {
            while (true) {
                runOpponent();
                if (game.over()) {
                    gameOver();
                    return 0;
                }
                Decision d = game.pending();
                if (d.options().size() == 1) {
                    choose(d, d.options().get(0), "the only choice", false);
                    continue;
                }
                if (autoLeft > 0) {
                    autoLeft--;
                    choose(d, d.options().get(0), "auto", true);
                    continue;
                }
                if (showDecision || json) {
                    showDecision(d);
                    showDecision = false;
                }
                if (!json) {
                    out.print(d.nation() + "> ");
                    out.flush();
                }
                String line = nextLine(in);
                if (line == null) {
                    out.println();
                    out.println((script != null ? "the script " + script + " ended" : "input ended") + " before the game did ("
                            + where(game.state()) + "; waiting for " + d.nation() + ": " + d.prompt() + "); the game is not saved"
                            + " — put 'save FILE' in the input to keep it, then ./toi play --resume FILE");
                    return 0;
                }
                if (echo && !json) {
                    out.println(line);
                }
                if (!command(line.trim(), d)) {
                    out.println(savedAt == choices.size() ? "quit: the game is saved in " + savedIn
                            : "quit: the game is not saved" + (savedIn == null ? "" : " since " + savedIn));
                    return 0;
                }
            }
        }
    }

    /** Iron Tide (issue 14): its demo id, an owner's scenario folder, or a saved Iron Tide game; else null. */
    private Integer ironTide() throws IOException {
        com.fasterxml.jackson.databind.JsonNode saved = resume == null ? null : IronTidePlay.saved(resume);
        if (!IronTidePlay.names(scenario) && saved == null) {
            return null;
        }
        if (json) {
            throw new Errors.UserError("--json: Tide of Iron scenarios only (Iron Tide's terminal game writes text)");
        }
        if (saved != null && scenario != null) {
            throw new Errors.UserError("give a SCENARIO or --resume SAVE, not both (the save names its scenario)");
        }
        String name = saved != null ? saved.get("scenario").asText() : scenario.toString();
        long s = seed != null ? seed : saved != null ? saved.get("seed").asLong() : 1;
        String side = seat != null ? seat : saved != null ? saved.get("seat").asText() : "german";
        String opp = opponent != null ? opponent : saved != null ? saved.get("opponent").asText() : "random";
        List<String> resumed = new ArrayList<>();
        List<String> optionNames = new ArrayList<>(options.one);
        optionNames.addAll(options.many);
        if (saved != null) {
            saved.get("choices").forEach(c -> resumed.add(c.asText()));
            if (!optionNames.isEmpty()) {
                throw new Errors.UserError("--option: a resumed game keeps the options it was started with");
            }
            saved.path("options").forEach(o -> optionNames.add(o.asText()));
        }
        IronTidePlay play = new IronTidePlay(out, name, IronTidePlay.side(side), opp, s, IronTidePlay.options(optionNames), resumed);
        BufferedReader in = script != null ? scriptReader(script)
                : new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        try (in) {
            return play.run(in, script != null || System.console() == null);
        }
    }

    // ---- input

    /** A script: command lines, or a JSON transcript — an array of the same lines as strings ({@code ["1", "step F16"]}). */
    private static BufferedReader scriptReader(Path file) throws IOException {
        if (!Files.isRegularFile(file)) {
            throw new Errors.UserError(file + ": no such script file");
        }
        String content = Files.readString(file, StandardCharsets.UTF_8);
        if (!content.strip().startsWith("[")) {
            return new BufferedReader(new java.io.StringReader(content));
        }
        JsonNode entries;
        try {
            entries = new ObjectMapper().readTree(content);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new Errors.UserError(file + ": a JSON transcript is an array of command lines (strings): "
                    + e.getOriginalMessage());
        }
        StringBuilder script = new StringBuilder();
        for (int i = 0; i < entries.size(); i++) {
            if (!entries.get(i).isTextual() || entries.get(i).asText().contains("\n")) {
                throw new Errors.UserError(file + ": [" + i + "] is not a command line: a JSON transcript is an array of"
                        + " strings, one command each, e.g. [\"1\", \"step F16\"]");
            }
            script.append(entries.get(i).asText()).append('\n');
        }
        return new BufferedReader(new java.io.StringReader(script.toString()));
    }

    /** The next command line: blank lines and {@code #} comments skipped. */
    static String nextLine(BufferedReader in) throws IOException {
        String line;
        while ((line = in.readLine()) != null) {
            String t = line.strip();
            if (!t.isEmpty() && !t.startsWith("#")) {
                return t;
            }
        }
        return null;
    }

    /** Handles one command; false to quit. */
    private boolean command(String line, Decision d) throws IOException {
        String[] w = line.split("\\s+", 2);
        String verb = w[0].toLowerCase();
        String arg = w.length > 1 ? w[1].trim() : "";
        switch (verb) {
            case "quit", "exit" -> {
                return false;
            }
            case "help", "h" -> help();
            case "map" -> BoardView.render(game.state(), null, true, hotSeat ? null : seat).forEach(out::println);
            case "show", "board", "l", "look" -> showDecision(d);
            case "undo" -> undo();
            case "save" -> save(arg);
            case "auto" -> auto(arg, d);
            case "why" -> why();
            default -> {
                if (line.startsWith("?")) {
                    preview(line.substring(1).trim(), d);
                } else if (line.matches("\\d+")) {
                    int n = Integer.parseInt(line);
                    if (n < 1 || n > d.options().size()) {
                        out.println("there is no option " + n + ": choose 1–" + d.options().size());
                    } else {
                        choose(d, d.options().get(n - 1), null, true);
                    }
                } else {
                    Choice c;
                    try {
                        c = Choice.parse(line);
                    } catch (IllegalArgumentException e) {
                        // a choice is read whole: a word not understood is refused by name, nothing is played (R-VIEW-4)
                        refused(line, "refused: " + e.getMessage() + " (a number picks an option; help lists the commands)");
                        return true;
                    }
                    choose(d, c, null, true);
                }
            }
        }
        return true;
    }

    private void help() {
        out.print("""
                  N            choose option N of the list
                  TEXT         a choice written out, e.g. 'step F16', 'act concentrated-fire us-1 target ger-2 normal support us-3'
                                 (any legal choice, also ones the list leaves out, such as other sets of supporting units)
                  ?N           preview option N (or ?TEXT): an attack's breakdown and exact odds, an assault's odds,
                                 a movement step's cost, the points left and which enemy units in Op Fire mode could fire there
                  undo         take back your last choice (and the opponent's after it), unless dice were rolled,
                                 a card drawn or a concealed unit revealed since
                  save FILE    write the game (./toi replay FILE shows it; ./toi play --resume FILE continues it)
                  map          the whole board;  show  the decision again
                  auto [N|all] answer your next N decisions (or all of them) with option 1
                  why          how the computer made its last decision: its best alternatives and their values
                  quit         stop without saving""".indent(2));
    }

    /** The computer's last decision with its best alternatives (docs/ai.md · Explanations). */
    private void why() {
        Explanation e = hotSeat ? null : computer.lastDecision();
        if (hotSeat) {
            out.println("why: there is no computer player in a hot-seat game");
        } else if (e == null) {
            out.println("why: the " + opponent + " player has made no decision with a choice yet"
                    + (computer.name().equals("random") ? " (the random player keeps no account: try --opponent normal or hard)" : ""));
        } else {
            toi.ai.TideOfIronAi.seenBy(e, game.state(), seat == null ? null : seat.split("/")[0]).lines().forEach(out::println);
        }
    }

    // ---- the decision

    /** What the computer player is given: the decision asked of its seat, on the shared protocol (docs/ai.md). */
    private toi.ai.PlayerView view(Game g, Decision d) {
        return toi.ai.PlayerView.of(toi.engine.game.TideOfIronMatch.of(setup.name(), gameSeed, g), d.seat().toString());
    }

    private void showDecision(Decision d) {
        if (json) {
            Map<String, Object> r = record("decision");
            r.put("seat", d.seat().toString());
            r.put("kind", d.kind().name());
            r.put("prompt", d.prompt());
            List<Map<String, Object>> options = new ArrayList<>();
            for (int i = 0; i < d.options().size(); i++) {
                Map<String, Object> o = new LinkedHashMap<>();
                o.put("n", i + 1);
                o.put("text", d.options().get(i).text());
                options.add(o);
            }
            r.put("choices", options);
            r.put("view", game.viewFor(viewer(d)));
            emit(r);
            return;
        }
        GameState s = game.state();
        out.println();
        out.println("══ " + where(s) + " ══");
        out.println(status(s, d.nation()));
        if (boardMatters(d.kind())) {
            boolean activation = d.kind() == Decision.Kind.MOVE || d.kind() == Decision.Kind.OP_FIRE;
            BoardView.render(s, focus(s), !activation, hotSeat ? null : seat, choosable(d)).forEach(out::println);
        }
        String who = d.nation() + (d.division() == null ? "" : "/" + d.division());
        out.println((d.prompt().startsWith(d.nation()) ? "" : who + " — ") + d.prompt() + ":");
        ChoiceMenu.render(s, d.options()).forEach(out::println);
        if (d.kind() == Decision.Kind.MOVE && s.activity() != null) {
            var reach = game.reachable(s.activity().unitId());
            if (!reach.isEmpty()) {
                out.println("  whole move: type 'move-to HEX' (?move-to HEX previews the path and op fire on it); reachable: "
                        + String.join(" ", reach.values().stream().sorted(java.util.Comparator.comparing(r -> r.to()))
                        .map(r -> r.to() + "(" + toi.engine.move.MovePoints.format(r.costThirds()) + ")").toList()));
            }
        }
    }

    /** The hexes the decision's options name: where to deploy, step, retreat, place a marker or aim a card. */
    private static java.util.Set<Hex> choosable(Decision d) {
        java.util.Set<Hex> hexes = new java.util.HashSet<>();
        for (Choice c : d.options()) {
            if (c instanceof Choice.Deploy x) {
                hexes.add(x.hex());
            } else if (c instanceof Choice.Step x) {
                hexes.add(x.to());
            } else if (c instanceof Choice.RetreatTo x) {
                hexes.add(x.hex());
            } else if (c instanceof Choice.PlaceMarker x) {
                hexes.add(x.hex());
            } else if (c instanceof Choice.Target x) {
                hexes.add(x.hex());
            } else if (c instanceof Choice.Assault x) {
                hexes.add(x.target());
            }
        }
        return hexes;
    }

    private static boolean boardMatters(Decision.Kind k) {
        return switch (k) {
            case DRAW_CARD, BUILD_SQUAD, AGREE, ASSIGN_TOKEN, FIRST_DIVISION, INITIATIVE_BID, TRANSFER, GAME_OVER -> false;
            default -> true;
        };
    }

    private String where(GameState s) {
        String phase = switch (s.phase()) {
            case SETUP -> "Setup";
            case ACTION -> "Action Phase";
            case COMMAND -> "Command Phase";
            case STATUS -> "Status Phase";
            case OVER -> "Game over";
        };
        return "Round " + s.round() + " of " + setup.rounds() + " · " + phase;
    }

    /** Round, phase, whose turn, initiative, command, victory points and the deciding player's own hand. */
    private String status(GameState s, String decider) {
        StringBuilder sb = new StringBuilder();
        if (s.phase() == Phase.ACTION && s.activity() == null) {
            sb.append(s.turn()).append(" to act, ")
                    .append(s.actionsLeftWords()).append(" · ");
        } else if (s.activity() != null) {
            sb.append(s.activity().unitId()).append(" active (").append(s.activity().kind().id()).append(", ")
                    .append(toi.engine.move.MovePoints.format(s.activity().mpLeft())).append(" MP left)")
                    .append(s.phase() == Phase.ACTION ? " · " + s.actionsLeftWords() : "").append(" · ");
        }
        sb.append("initiative ").append(s.initiative());
        sb.append(" · command ");
        sb.append(String.join(", ", setup.nations().stream().map(n -> n + " " + s.command(n)).toList()));
        sb.append(" · VP ");
        sb.append(String.join(", ", setup.nations().stream().map(n -> n + " " + s.victoryPoints(n)).toList()));
        String handOf = hotSeat ? decider : seat;
        List<String> cards = new ArrayList<>();
        for (String id : s.hand(handOf)) {
            cards.add(setup.cards().catalog().card(id).map(c -> c.name() + " (cost " + c.cost() + ")").orElse(id));
        }
        sb.append("\n").append("Your hand (").append(handOf).append("): ").append(cards.isEmpty() ? "no cards" : String.join(", ", cards));
        List<String> play = new ArrayList<>();
        for (String id : s.playArea(handOf)) {
            play.add(setup.cards().catalog().card(id).map(StrategyCard::name).orElse(id));
        }
        if (!play.isEmpty()) {
            sb.append(" · in play: ").append(String.join(", ", play));
        }
        String other = s.opponent(handOf);
        sb.append(" · ").append(other).append(" holds ").append(s.hand(other).size()).append(" card").append(s.hand(other).size() == 1 ? "" : "s");
        return sb.toString();
    }

    /** Where the action is: the active unit, else the hex the last events named; null for the whole map. */
    private Hex focus(GameState s) {
        if (s.activity() != null) {
            return s.activity().here();
        }
        return lastHex;
    }

    // ---- making choices

    private boolean mustAnswer(Decision d) {
        return hotSeat || d.nation().equals(seat);
    }

    /** The opponent answers every decision that is its own, each choice and its events printed. */
    private void runOpponent() {
        while (!game.over()) {
            Decision d = game.pending();
            if (mustAnswer(d)) {
                return;
            }
            Choice c = ((toi.engine.game.ChoiceOption) computer.choose(view(game, d))).choice();
            List<Event> events;
            try {
                events = game.apply(c);
            } catch (IllegalArgumentException e) { // a computer player's answer refused: the first legal choice instead
                c = d.options().get(0);
                events = game.apply(c);
            }
            choices.add(c.text());
            mine.add(false);
            if (json) {
                emitChoice(d, c, "opponent", events);
            } else if (d.kind() == Decision.Kind.DRAW_CARD) {
                out.println("  " + d.nation() + " (opponent): " + (c instanceof Choice.DrawCard dc ? "draws a card from " + dc.deckId()
                        : "draws no more cards"));
            } else {
                out.println("  " + d.nation() + " (opponent): " + c.text());
                printEvents(events);
            }
            showDecision = true;
        }
    }

    /** Applies the player's choice; {@code note} non-null prints it (auto, forced); {@code undoable}: a real choice. */
    private void choose(Decision d, Choice c, String note, boolean undoable) {
        List<Event> events;
        try {
            events = game.apply(c);
        } catch (IllegalArgumentException e) { // IllegalChoice: nothing changed
            refused(c.text(), "refused: " + e.getMessage());
            return;
        }
        choices.add(c.text());
        mine.add(undoable);
        if (json) {
            emitChoice(d, c, note == null ? (hotSeat ? d.nation() : "you") : note, events);
            showDecision = true;
            return;
        }
        if (note != null) {
            out.println("  " + d.nation() + " (" + (hotSeat ? "" : "you, ") + note + "): " + c.text());
        }
        printEvents(events);
        showDecision = true;
    }

    /** Every event the game reports goes out here, one line each, as the human's seat may see it (hot-seat: everything). */
    private void printEvents(List<Event> events) {
        for (Event event : hotSeat ? events : game.redact(events, Seat.of(seat))) {
            String e = event.text();
            out.println("      · " + e);
            Matcher m = HEX_WORD.matcher(e.replaceAll("\\[[^\\]]*\\]", "")); // not the dice: [B6*, R3]
            while (m.find()) {
                try {
                    Hex h = HexLabels.parse(m.group(1));
                    if (game.state().board().isPlayable(h)) {
                        lastHex = h;
                    }
                } catch (IllegalArgumentException notAHex) {
                    // a word that only looks like a hex id
                }
            }
        }
    }

    private void gameOver() {
        GameState s = game.state();
        if (json) {
            Map<String, Object> r = record("over");
            r.put("winner", s.winner());
            r.put("reason", s.endReason());
            Map<String, Integer> vp = new LinkedHashMap<>();
            setup.nations().forEach(n -> vp.put(n, s.victoryPoints(n)));
            r.put("victoryPoints", vp);
            r.put("choices", choices.size());
            r.put("finalHash", Long.toHexString(s.hash()));
            emit(r);
            return;
        }
        out.println();
        out.println("══ Game over: " + s.winner() + " wins — " + s.endReason() + " ══");
        out.println("VP " + String.join(", ", setup.nations().stream().map(n -> n + " " + s.victoryPoints(n)).toList())
                + " · " + choices.size() + " choices · final hash " + Long.toHexString(s.hash()));
        if (!hotSeat) {
            out.println(s.winner().equals(seat) ? "You win." : "You lose.");
        }
    }

    // ---- --json: JSON Lines

    /** The seat whose view a record shows: the player's, or in hot-seat the seat asked. */
    private Seat viewer(Decision d) {
        return hotSeat ? d.seat() : Seat.parse(seat);
    }

    private static Map<String, Object> record(String type) {
        Map<String, Object> r = new LinkedHashMap<>();
        r.put("type", type);
        return r;
    }

    /** Writes the record as one line, after any text the commands wrote since (as a message record). */
    private void emit(Map<String, Object> record) {
        flushText();
        lines.println(Json.line(record));
        lines.flush();
    }

    private void flushText() {
        out.flush();
        String t = text.toString().strip();
        text.getBuffer().setLength(0);
        if (!t.isEmpty()) {
            Map<String, Object> m = record("message");
            m.put("text", t);
            lines.println(Json.line(m));
            lines.flush();
        }
    }

    /** A choice made and the events it caused, as the viewer may see them. */
    private void emitChoice(Decision d, Choice c, String by, List<Event> events) {
        Map<String, Object> r = record("choice");
        r.put("seat", d.seat().toString());
        r.put("by", by);
        r.put("choice", c.text());
        List<Map<String, Object>> shown = new ArrayList<>();
        for (Event e : hotSeat ? events : game.redact(events, Seat.parse(seat))) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("type", e.getClass().getSimpleName());
            m.put("text", e.text());
            m.put("event", e);
            shown.add(m);
        }
        r.put("events", shown);
        emit(r);
    }

    /** A choice the rules (or the reader) refused: nothing changed. */
    private void refused(String input, String reason) {
        if (json) {
            Map<String, Object> r = record("refused");
            r.put("input", input);
            r.put("reason", reason);
            emit(r);
        } else {
            out.println(reason);
        }
    }

    private void auto(String arg, Decision d) {
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

    private void preview(String arg, Decision d) {
        Choice c;
        if (arg.matches("\\d+")) {
            int n = Integer.parseInt(arg);
            if (n < 1 || n > d.options().size()) {
                out.println("there is no option " + n + ": choose 1–" + d.options().size());
                return;
            }
            c = d.options().get(n - 1);
        } else {
            try {
                c = Choice.parse(arg);
            } catch (IllegalArgumentException e) {
                out.println("?N previews option N (or ?TEXT a choice written out): " + e.getMessage());
                return;
            }
        }
        // against the computer, as the human's seat may know it (no enemy facedown munitions token); hot-seat: everything
        Preview p = hotSeat ? game.preview(c) : game.preview(toi.engine.game.protocol.Seat.of(seat.split("/")[0]), c);
        out.println("preview of '" + c.text() + "' (nothing is changed):");
        p.lines().forEach(l -> out.println("  " + l));
    }

    // ---- undo

    private void undo() {
        int k = mine.lastIndexOf(true);
        if (k < 0) {
            out.println("nothing to undo: you have made no choice to take back yet" + (resume != null ? " since the save was resumed" : ""));
            return;
        }
        Replayed before = replay(choices.subList(0, k));
        String why = Secrets.revealedBetween(before.game.state(), game.state());
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

    /** A game rebuilt from setup, seed and choices, the random opponent advanced through its own decisions. */
    private record Replayed(Game game, Player computer, List<String> choices, List<Boolean> mine, String refused) {
    }

    private Replayed replay(List<String> texts) {
        Game g = new Game(setup, gameSeed);
        Player r = Players.create(hotSeat ? "random" : opponent, gameSeed * 31);
        List<String> done = new ArrayList<>();
        List<Boolean> who = new ArrayList<>();
        for (int i = 0; i < texts.size(); i++) {
            Decision d = g.pending();
            boolean human = mustAnswer(d);
            boolean real = human && d.options().size() > 1;
            if (!human) {
                r.replayed(view(g, d)); // the opponent's own random draws go as they did the first time
            }
            try {
                g.apply(Choice.parse(texts.get(i)));
            } catch (IllegalArgumentException e) {
                return new Replayed(g, r, done, who, "choices[" + i + "] '" + texts.get(i) + "' is refused: " + e.getMessage());
            }
            done.add(texts.get(i));
            who.add(real);
        }
        return new Replayed(g, r, done, who, null);
    }

    private void adopt(Replayed r) {
        game = r.game;
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
        o.put("scenario", savedScenario); // as ./toi simulate saves it: the id, or the file's absolute path
        o.put("seed", gameSeed);
        ReplayCommand.putOptions(o, setup);
        o.put("choices", new ArrayList<>(choices));
        o.put("winner", game.state().winner());
        o.put("finalHash", Long.toHexString(game.state().hash()));
        o.put("hashVersion", GameState.HASH_VERSION);
        o.put("seat", seat);
        o.put("opponent", opponent);
        if (file.toAbsolutePath().getParent() != null) {
            Files.createDirectories(file.toAbsolutePath().getParent());
        }
        new ObjectMapper().writerWithDefaultPrettyPrinter().writeValue(file.toFile(), o);
        savedIn = file;
        savedAt = choices.size();
        out.println("saved " + choices.size() + " choices to " + file + " (continue: ./toi play --resume " + file + ")");
    }
}
