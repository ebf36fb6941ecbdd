package toi.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import toi.engine.hex.Hex;
import toi.irontide.data.HexIds;
import toi.irontide.data.MapHex;
import toi.irontide.data.Scenario;
import toi.irontide.data.Side;
import toi.irontide.flow.Decision;
import toi.irontide.flow.Flow;
import toi.irontide.flow.IllegalChoice;
import toi.irontide.game.Game;
import toi.irontide.ai.Players;
import toi.irontide.game.Player;
import toi.irontide.game.SideView;
import toi.irontide.load.ScenarioLoader;
import toi.irontide.rules.OddsPreview;
import toi.irontide.state.GameState;
import toi.irontide.state.Strength;
import toi.irontide.state.UnitState;

/**
 * {@code ./toi play iron-tide-demo}: Iron Tide at the terminal against the random player (or hot-seat), on the same
 * decision protocol as Tide of Iron's play: numbered choices, choice texts, map, units, undo (until a die is rolled),
 * save and resume. Every view says "DEMO — not the published game" when the data is the demonstration set.
 */
final class IronTidePlay {
    static final String GAME = "iron-tide";
    private static final ObjectMapper JSON = new ObjectMapper();

    private final PrintWriter out;
    private final Scenario scenario;
    private final String scenarioName;
    private final Side seat;
    private final boolean hotSeat;
    private final String opponent;
    private final long seed;
    private final boolean armyCommand;
    private Game game;
    private Player computer;
    private final List<String> choices = new ArrayList<>();
    private final List<Boolean> mine = new ArrayList<>();
    private boolean showDecision = true;

    /** Iron Tide's optional rules by the name {@code --option} takes: §17.4 Army Command, in place of §17.3. */
    static final String ARMY_COMMAND = "army-command";

    /** Whether the named options switch §17.4 on; another name is refused with the one Iron Tide has. */
    static boolean armyCommand(List<String> options) {
        for (String o : options) {
            if (!o.equals(ARMY_COMMAND)) {
                throw new Errors.UserError("--option " + o + ": Iron Tide's optional rule is " + ARMY_COMMAND + " (§17.4 Army Command, in place of §17.3)");
            }
        }
        return !options.isEmpty();
    }

    IronTidePlay(PrintWriter out, String scenarioName, Side seat, String opponent, long seed, List<String> resumed) {
        this(out, scenarioName, seat, opponent, seed, false, resumed);
    }

    IronTidePlay(PrintWriter out, String scenarioName, Side seat, String opponent, long seed, boolean armyCommand, List<String> resumed) {
        this.out = out;
        this.scenarioName = scenarioName;
        this.scenario = load(scenarioName);
        this.seat = seat;
        this.opponent = opponent;
        this.hotSeat = opponent.equals("none");
        this.seed = seed;
        this.armyCommand = armyCommand;
        try {
            this.game = Game.start(scenario, seed, armyCommand);
        } catch (IllegalArgumentException e) {
            throw new Errors.UserError(e.getMessage());
        }
        this.computer = player(hotSeat ? "random" : opponent, seed * 7919 + 1);
        for (String c : resumed) {
            Decision d = game.pending();
            if (!hotSeat && d.seat() != seat && d.options().size() > 1) {
                computer.choose(d, SideView.of(game.state(), d.seat())); // the opponent's stream, as it was
            }
            step(c, false, d.seat() == seat || hotSeat);
        }
    }

    /** Iron Tide's computer players: random or heuristic (its own seeded stream); another name is refused with the names. */
    static Player player(String kind, long seed) {
        try {
            return Players.create(kind, seed);
        } catch (IllegalArgumentException e) {
            throw new Errors.UserError(e.getMessage() + " (or none: hot-seat)");
        }
    }

    /** Is the argument an Iron Tide scenario: the demo's id, or a folder holding an owner's scenario.json? */
    static boolean names(Path scenario) {
        if (scenario == null) {
            return false;
        }
        return scenario.toString().equals(ScenarioLoader.DEMO_ID) || Files.isRegularFile(scenario.resolve("scenario.json"));
    }

    static Scenario load(String name) {
        return name.equals(ScenarioLoader.DEMO_ID) ? ScenarioLoader.demo() : ScenarioLoader.load(Path.of(name));
    }

    /** A saved Iron Tide game, or null when the file is another kind of save. */
    static JsonNode saved(Path file) throws IOException {
        if (!Files.isRegularFile(file)) {
            return null;
        }
        JsonNode n;
        try {
            n = JSON.readTree(file.toFile());
        } catch (IOException e) {
            return null;
        }
        return n != null && GAME.equals(n.path("game").asText()) ? n : null;
    }

    static Side side(String text) {
        try {
            return Side.parse(text);
        } catch (IllegalArgumentException e) {
            throw new Errors.UserError("--seat " + text + ": Iron Tide's sides are german and allied");
        }
    }

    int run(BufferedReader in, boolean echo) throws IOException {
        out.println(scenario.banner());
        out.println("you play " + (hotSeat ? "both sides (hot-seat)" : seat.label() + " against the " + opponent + " player (" + seat.enemy().label() + ")")
                + "; seed " + seed + "; " + scenario.turns().size() + " turns, " + scenario.turns().get(0).id() + " to "
                + scenario.turns().get(scenario.turns().size() - 1).id()
                + (armyCommand ? "; optional rule §17.4 Army Command (in place of §17.3)" : ""));
        if (!choices.isEmpty()) {
            out.println("resumed: " + choices.size() + " choices replayed");
        }
        out.println("type a number to choose, or a choice's text; help for all commands");
        while (true) {
            runOpponent();
            if (game.over()) {
                out.println("game over: " + game.state().result);
                out.println(scenario.banner());
                return 0;
            }
            Decision d = game.pending();
            if (d.options().size() == 1) {
                step(d.options().get(0), true, true);
                continue;
            }
            if (showDecision) {
                show(d);
                showDecision = false;
            }
            out.print(d.seat().label() + "> ");
            out.flush();
            String line = PlayCommand.nextLine(in); // blank lines and # comments skipped, as in Tide of Iron's play
            if (line == null) {
                out.println();
                out.println("input ended before the game did (waiting for the " + d.seat().label() + " player: " + d.prompt() + ")");
                return 0;
            }
            if (echo) {
                out.println(line);
            }
            if (!command(line.strip(), d)) {
                out.println("quit");
                return 0;
            }
        }
    }

    private boolean command(String line, Decision d) throws IOException {
        String[] w = line.split("\\s+", 2);
        String arg = w.length > 1 ? w[1].strip() : "";
        switch (w[0].toLowerCase()) {
            case "quit", "exit" -> {
                return false;
            }
            case "help", "h" -> help();
            case "map" -> map();
            case "units" -> units();
            case "show", "l" -> show(d);
            case "odds" -> {
                if (game.state().battle == null || game.state().battle.attackers.isEmpty()) {
                    out.println("no battle with attackers yet: 'attack HEX', then 'with UNIT'");
                } else {
                    odds(d.seat());
                }
            }
            case "undo" -> undo();
            case "save" -> save(arg);
            default -> {
                if (line.matches("\\d+")) {
                    int n = Integer.parseInt(line);
                    if (n < 1 || n > d.options().size()) {
                        out.println("there is no option " + n + ": choose 1–" + d.options().size());
                    } else {
                        step(d.options().get(n - 1), true, true);
                    }
                } else {
                    try {
                        step(line, true, true);
                    } catch (IllegalChoice e) {
                        out.println("refused: " + e.getMessage());
                    }
                }
            }
        }
        return true;
    }

    /** Applies a choice of the seat asked now; prints its events. */
    private void step(String choice, boolean print, boolean byHuman) {
        Decision d = game.pending();
        List<String> events = game.apply(d.seat(), choice);
        choices.add(choice);
        mine.add(byHuman && d.options().size() > 1);
        showDecision = true;
        if (print) {
            String who = hotSeat || d.seat() == seat ? d.seat().label() : d.seat().label() + " (opponent)";
            out.println(who + ": " + choice);
            for (String e : events) {
                out.println("  " + e);
            }
        }
    }

    private void runOpponent() {
        while (!hotSeat && !game.over() && game.pending().seat() != seat) {
            Decision d = game.pending();
            step(d.options().size() == 1 ? d.options().get(0) : computer.choose(d, SideView.of(game.state(), d.seat())), true, false);
        }
    }

    private void show(Decision d) {
        out.println(d.prompt());
        odds(d.seat());
        for (int i = 0; i < d.options().size(); i++) {
            out.println("  " + (i + 1) + ". " + d.options().get(i));
        }
    }

    /** §11.74–11.77 · the odds preview of the battle being declared, as the seat sees it (R-IT-35), before he commits. */
    private void odds(Side viewer) {
        var b = game.state().battle;
        if (b == null || b.attackers.isEmpty() || b.result != null) {
            return;
        }
        for (String line : OddsPreview.of(game.state(), viewer).describe()) {
            out.println(line);
        }
    }

    private void help() {
        out.print("""
                  N            choose option N
                  TEXT         a choice written out: 'move 3fj-5', 'move-stack 1305' (a stack together), 'to 1206', 'attack 1203', 'with 3fj-5', 'commit', 'lose us99-393' …
                  map          the map: terrain (. clear, w light woods, W heavy woods, r rough, ~ prohibited), | Westwall, * town,
                                 and the units in each hex (G German, A Allied, with their number; C German commandos,
                                 AC Allied units sharing a hex with commandos: §16.4)
                  units        every unit on the map: hex, strength (chits only for your own side: §9.0 keeps them secret)
                  show         the decision again
                  odds         the odds preview of the battle being declared: shifts, final column, each result's chance
                  undo         take back your last choice (not past a die roll or a chit drawn)
                  save FILE    save the game (resume: ./toi play --resume FILE)
                  quit         leave
                """);
    }

    private void map() {
        GameState s = game.state();
        Map<Hex, List<UnitState>> stacks = Flow.stacks(s);
        StringBuilder head = new StringBuilder("     ");
        for (int c = 1; c <= scenario.map().columns(); c++) {
            head.append(String.format("%-5s", String.format("%02d", c)));
        }
        out.println(scenario.banner());
        out.println(head);
        for (int r = 1; r <= scenario.map().rows(); r++) {
            StringBuilder line = new StringBuilder(String.format("%02d   ", r));
            for (int c = 1; c <= scenario.map().columns(); c++) {
                Hex h = HexIds.parse(String.format("%02d%02d", c, r));
                MapHex mh = scenario.map().hex(h);
                char t = switch (mh.terrain().name()) {
                    case "clear" -> '.';
                    case "light woods" -> 'w';
                    case "heavy woods" -> 'W';
                    case "rough" -> 'r';
                    default -> mh.terrain().prohibited() ? '~' : '?';
                };
                String units = cell(stacks.get(h));
                String mark = scenario.map().townAt(h) != null ? "*" : mh.westwall() ? "|" : " ";
                line.append(t).append(units).append(mark).append(' ');
            }
            out.println(line);
        }
    }

    /**
     * A hex's units in two characters: G German, A Allied, with their number; §16.4 · C German commandos alone ("C2"),
     * "AC" Allied units sharing the hex with commandos.
     */
    static String cell(List<UnitState> here) {
        if (here == null || here.isEmpty()) {
            return "  ";
        }
        long commandos = here.stream().filter(u -> u.def.commando()).count();
        long allied = here.stream().filter(u -> u.def.side() == Side.ALLIED).count();
        if (commandos > 0 && allied > 0) {
            return "AC";
        }
        if (commandos == here.size()) {
            return "C" + Math.min(9, commandos);
        }
        return (here.get(0).def.side() == Side.GERMAN ? "G" : "A") + here.size();
    }

    private void units() {
        GameState s = game.state();
        for (Map.Entry<Hex, List<UnitState>> e : Flow.stacks(s).entrySet()) {
            for (UnitState u : e.getValue()) {
                out.println("  " + HexIds.format(e.getKey()) + "  " + u.def.side().label() + "  " + u.id() + "  " + describe(s, u));
            }
        }
    }

    private String describe(GameState s, UnitState u) {
        StringBuilder sb = new StringBuilder(u.def.name());
        sb.append(", ").append(u.def.type().name().toLowerCase().replace('_', '-')).append(u.def.mechanized() ? " (mech)" : "");
        if (u.def.regiment()) {
            sb.append(", ").append(u.def.chitColour().name().toLowerCase()).append(' ').append(u.def.chitLine());
            if (u.strength == Strength.CADRE) {
                sb.append(", cadre ").append(u.def.cadreCombat());
            } else if (u.chit < 0) {
                sb.append(", no chit yet");
            } else if (hotSeat || u.def.side() == seat) {
                var chit = scenario.chits().get(u.chit);
                sb.append(", chit ").append(u.strength == Strength.FULL ? chit.full(u.def.chitLine()) : chit.reduced(u.def.chitLine()))
                        .append(u.strength == Strength.REDUCED ? " (reduced)" : "");
            } else {
                sb.append(u.strength == Strength.REDUCED ? ", chit ? (reduced)" : ", chit ?");
            }
        } else {
            sb.append(", combat ").append(u.def.combat());
        }
        if (u.def.commando()) {
            sb.append(", commando (§16.4: shares hexes with Allied units, misdirects and disrupts; removed after the German 20PM turn)");
        }
        sb.append(", MF ").append(u.def.movement()).append(", ").append(u.supply.name().toLowerCase().replace('_', ' '));
        return sb.toString();
    }

    private void undo() {
        int last = mine.lastIndexOf(true);
        if (last < 0) {
            out.println("nothing of yours to undo");
            return;
        }
        Game back = Game.replay(scenario, seed, armyCommand, choices.subList(0, last));
        if (back.state().dice.state() != game.state().dice.state() || !back.state().cups.equals(game.state().cups)) {
            out.println("undo refused: dice were rolled or a chit drawn since that choice");
            return;
        }
        Player replayed = player(hotSeat ? "random" : opponent, seed * 7919 + 1);
        Game g = Game.start(scenario, seed, armyCommand);
        for (int i = 0; i < last; i++) {
            if (!mine.get(i) && !hotSeat && g.pending().seat() != seat && g.pending().options().size() > 1) {
                replayed.choose(g.pending(), SideView.of(g.state(), g.pending().seat())); // keep the opponent's stream in step
            }
            g.apply(g.pending().seat(), choices.get(i));
        }
        game = g;
        computer = replayed;
        choices.subList(last, choices.size()).clear();
        mine.subList(last, mine.size()).clear();
        showDecision = true;
        out.println("undone: back to " + game.pending().prompt());
    }

    private void save(String file) throws IOException {
        if (file.isEmpty()) {
            out.println("save FILE: name the file");
            return;
        }
        ObjectNode n = JSON.createObjectNode();
        n.put("game", GAME);
        if (scenario.demo()) {
            n.put("label", Scenario.DEMO_LABEL);
        }
        n.put("scenario", scenarioName);
        n.put("seed", seed);
        n.put("seat", hotSeat ? "german" : seat.name().toLowerCase());
        n.put("opponent", opponent);
        if (armyCommand) {
            n.putArray("options").add(ARMY_COMMAND);
        }
        var list = n.putArray("choices");
        choices.forEach(list::add);
        var by = n.putArray("mine");
        mine.forEach(by::add);
        Files.writeString(Path.of(file), JSON.writerWithDefaultPrettyPrinter().writeValueAsString(n));
        out.println("saved " + choices.size() + " choices in " + file + " (./toi play --resume " + file + ")");
    }
}
