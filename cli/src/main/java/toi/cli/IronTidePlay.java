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
import java.util.EnumSet;
import java.util.Set;
import java.util.List;
import java.util.Map;
import toi.engine.hex.Hex;
import toi.irontide.data.GameOption;
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
    private final Set<GameOption> options;
    private Game game;
    private Player computer;
    private final List<String> choices = new ArrayList<>();
    private final List<Boolean> mine = new ArrayList<>();
    private boolean showDecision = true;
    /** Decisions still to answer with option 1 ({@code auto N}). */
    private int autoLeft;

    /** Iron Tide's optional rules by the names {@code --option} takes (§17.4 Army Command, errata IT 14); another name is refused with the names. */
    static Set<GameOption> options(List<String> names) {
        try {
            return GameOption.parseAll(names);
        } catch (IllegalArgumentException e) {
            throw new Errors.UserError("--option: " + e.getMessage() + " (./toi options iron-tide lists them)");
        }
    }

    IronTidePlay(PrintWriter out, String scenarioName, Side seat, String opponent, long seed, List<String> resumed) {
        this(out, scenarioName, seat, opponent, seed, EnumSet.noneOf(GameOption.class), resumed);
    }

    IronTidePlay(PrintWriter out, String scenarioName, Side seat, String opponent, long seed, Set<GameOption> options, List<String> resumed) {
        this.out = out;
        this.scenarioName = scenarioName;
        this.scenario = load(scenarioName);
        this.seat = seat;
        this.opponent = opponent;
        this.hotSeat = opponent.equals("none");
        this.seed = seed;
        this.options = options;
        try {
            this.game = Game.start(scenario, seed, options);
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
                + (options.contains(GameOption.ARMY_COMMAND) ? "; optional rule §17.4 Army Command (in place of §17.3)" : "")
                + (options.contains(GameOption.DEMOLITION_ERRATA) ? "; optional errata IT 14 (one demolition roll per bridge, one attempt per unit)" : ""));
        if (!choices.isEmpty()) {
            out.println("resumed: " + choices.size() + " choices replayed");
        } else {
            List<String> opening = game.state().log; // the set-up and the first phases: depots, §18.0's first turn …
            for (String line : opening.subList(1, opening.size())) {
                out.println("  " + seen(line));
            }
        }
        out.println("type a number to choose, ?N to preview option N, or a choice's text; help for all commands");
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
            if (autoLeft > 0) {
                autoLeft--;
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
            case "auto" -> auto(arg);
            case "why" -> out.println(hotSeat ? "why: there is no computer player in a hot-seat game"
                    : "why: Iron Tide's computer players (random, heuristic) keep no account of their reasons; the heuristic's rules of thumb"
                    + " are in docs/iron-tide.md · The computer players");
            default -> {
                if (line.startsWith("?")) {
                    preview(line.substring(1).strip(), d);
                } else if (line.matches("\\d+")) {
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
                        out.println(e.getMessage().startsWith("not a choice now")
                                ? "'" + line + "' is " + e.getMessage() + "; help lists the terminal's commands"
                                : "refused: " + e.getMessage());
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
                out.println("  " + seen(e));
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

    /** §9.0 · a log line as the player at the terminal may read it: the other side's chit draws kept secret (R-IT-36). */
    private String seen(String line) {
        return hotSeat ? line : SideView.redact(game.state(), line, seat);
    }

    /** {@code auto [N|all]}: the next N decisions (or all) answered with option 1. */
    private void auto(String arg) {
        if (arg.isEmpty()) {
            autoLeft = 1;
        } else if (arg.equals("all")) {
            autoLeft = Integer.MAX_VALUE;
        } else if (arg.matches("\\d+")) {
            autoLeft = Integer.parseInt(arg);
        } else {
            out.println("auto [N|all]: a number of decisions, or all");
        }
    }

    /**
     * {@code ?N} or {@code ?TEXT}: what the choice would show before it is made — a battle's odds preview after the
     * declaration (§11.74–11.77, R-IT-35: hidden chits weighed, not peeked at) or a movement step's cost; nothing is
     * rolled and the game does not change.
     */
    private void preview(String what, Decision d) {
        String choice = what;
        if (what.matches("\\d+")) {
            int n = Integer.parseInt(what);
            if (n < 1 || n > d.options().size()) {
                out.println("there is no option " + n + ": choose 1–" + d.options().size());
                return;
            }
            choice = d.options().get(n - 1);
        }
        GameState s = game.state();
        String why = Flow.refusal(s, d.seat(), choice);
        if (why != null) {
            out.println("?" + what + ": '" + choice + "' is refused: " + why);
            return;
        }
        String verb = choice.split("\\s+")[0];
        if (verb.equals("to") && s.moving != null) {
            GameState after = s.copy();
            Flow.apply(after, choice);
            for (UnitState u : toi.irontide.rules.Movement.movingUnits(s)) {
                UnitState a = after.unit(u.id());
                out.println("?" + what + ": " + u.id() + " " + HexIds.format(u.hex) + " → " + HexIds.format(a.hex) + ", "
                        + toi.irontide.rules.Movement.points(a.mpLeft) + " left" + (a.stopped || !a.moving ? " (it stops there)" : ""));
            }
            return;
        }
        boolean declares = java.util.Set.of("attack", "with", "also", "commit", "artillery", "air", "defend-with").contains(verb);
        if (declares && s.battle == null || declares && s.battle.result == null) {
            GameState after = s.copy();
            Flow.apply(after, choice);
            String joined = "";
            if (verb.equals("attack") && after.battle != null) { // with every unit that may join, as offered
                for (int guard = 0; guard < 20; guard++) {
                    String with = Flow.pending(after).options().stream().filter(c -> c.startsWith("with ")).findFirst().orElse(null);
                    if (with == null) {
                        break;
                    }
                    Flow.apply(after, with);
                    joined += (joined.isEmpty() ? "" : ", ") + with.substring(5);
                }
            }
            if (after.battle != null && !after.battle.attackers.isEmpty() && after.battle.result == null) {
                out.println("?" + what + ": after '" + choice + "'" + (joined.isEmpty() ? "" : " with every unit that may join (" + joined + ")") + ":");
                for (String line : OddsPreview.of(after, d.seat()).describe()) {
                    out.println(line);
                }
                return;
            }
            out.println("?" + what + ": '" + choice + "' names no attacker yet — preview a 'with U' to see the odds");
            return;
        }
        out.println("?" + what + ": Iron Tide previews a battle's odds (attack, with, also, commit, artillery, air, defend-with) and a"
                + " movement step (to HEX); '" + choice + "' has nothing to preview — choose it to see what happens");
    }

    private void help() {
        out.print("""
                  N            choose option N
                  TEXT         a choice written out: 'move 3fj-5', 'move-stack 1305' (a stack together), 'to 1206', 'attack 1203', 'with 3fj-5', 'commit', 'lose us99-393' …
                  map          the map: terrain (. clear, w light woods, W heavy woods, r rough, ~ prohibited), | Westwall, * town,
                                 and the units in each hex (G German, A Allied, with their number; C German commandos,
                                 AC Allied units sharing a hex with commandos: §16.4)
                  units        every unit on the map: hex, strength (chits only for your own side: §9.0 keeps them secret)
                  ?N           preview option N (or ?TEXT): a battle's odds once it has an attacker (attack, with, also,
                                 artillery, air …) or a movement step's cost and the points left; nothing is rolled
                  auto [N|all] answer your next N decisions (or all of them) with option 1
                  why          (the computer players of Iron Tide give no reasons)
                  show         the decision again
                  odds         the odds preview of the battle being declared: shifts, final column, each result's chance
                  undo         take back your last choice (not past a die roll or a chit drawn)
                  save FILE    save the game (resume: ./toi play --resume FILE)
                  quit         leave
                """);
    }

    private static final int CELL = 6;

    /**
     * The map as text, laid out as the hexes lie: each row of hex ids takes two lines, the odd columns (01, 03, …) on the
     * first and the even columns (02, 04, …), which sit half a hex lower (R-IT-1), on the second. A cell: terrain,
     * units, town or Westwall, road or fuel depot; the river hexsides, bridges and fords are listed under it.
     */
    private void map() {
        GameState s = game.state();
        var map = scenario.map();
        Map<Hex, List<UnitState>> stacks = Flow.stacks(s);
        out.println(scenario.banner());
        for (int parity = 1; parity >= 0; parity--) {
            StringBuilder head = new StringBuilder("     ");
            for (int c = 1; c <= map.columns(); c++) {
                head.append(c % 2 == parity ? String.format("%-" + CELL + "s", String.format("%02d", c)) : " ".repeat(CELL));
            }
            out.println(head.toString().stripTrailing());
        }
        for (int r = 1; r <= map.rows(); r++) {
            for (int parity = 1; parity >= 0; parity--) {
                StringBuilder line = new StringBuilder(parity == 1 ? String.format("%02d   ", r) : "     ");
                for (int c = 1; c <= map.columns(); c++) {
                    line.append(c % 2 == parity ? cell(s, HexIds.parse(String.format("%02d%02d", c, r)), stacks) : " ".repeat(CELL));
                }
                out.println(line.toString().stripTrailing());
            }
        }
        List<String> rivers = new ArrayList<>();
        List<String> meuse = new ArrayList<>();
        List<String> bridges = new ArrayList<>();
        List<String> blown = new ArrayList<>();
        List<String> fords = new ArrayList<>();
        for (var e : map.hexsides().entrySet()) {
            String side = HexIds.format(e.getKey().a()) + "-" + HexIds.format(e.getKey().b());
            var h = e.getValue();
            if (!h.river()) {
                continue;
            }
            (h.meuse() ? meuse : rivers).add(side);
            if (h.ford()) {
                fords.add(side);
            } else if (toi.irontide.rules.Hexsides.bridged(s, e.getKey().a(), e.getKey().b())) {
                bridges.add(side);
            } else if (h.bridge() || s.blownBridges.contains(e.getKey())) {
                blown.add(side);
            }
        }
        for (var p : s.builtBridges.keySet()) {
            String side = HexIds.format(p.a()) + "-" + HexIds.format(p.b());
            if (!bridges.contains(side)) {
                bridges.add(side + " (built)");
            }
        }
        out.println("  river hexsides: " + sorted(rivers));
        if (!meuse.isEmpty()) {
            out.println("  the Meuse: " + sorted(meuse));
        }
        out.println("  bridges: " + sorted(bridges) + (blown.isEmpty() ? "" : "; blown: " + sorted(blown)) + "; fords: " + sorted(fords));
        out.println("  legend: terrain . clear, w light woods, W heavy woods, r rough, ~ prohibited; units G German, A Allied (how many),"
                + " C German commandos, AC Allied units with commandos (§16.4); * town or city, | Westwall; = road, D fuel depot,"
                + " d depot captured, x depot destroyed (§12.5, §13.2); columns 02, 04, … sit half a hex lower (second line of each row)");
    }

    private static String sorted(List<String> items) {
        return items.isEmpty() ? "none" : String.join(" ", new java.util.TreeSet<>(items));
    }

    /** One hex in {@link #CELL} characters: terrain, units (two), town or Westwall, road or depot, a space. */
    private String cell(GameState s, Hex h, Map<Hex, List<UnitState>> stacks) {
        var map = scenario.map();
        MapHex mh = map.hex(h);
        char t = switch (mh.terrain().name()) {
            case "clear" -> '.';
            case "light woods" -> 'w';
            case "heavy woods" -> 'W';
            case "rough" -> 'r';
            default -> mh.terrain().prohibited() ? '~' : '?';
        };
        char mark = map.townAt(h) != null ? '*' : mh.westwall() ? '|' : ' ';
        char way = s.depots.contains(h) ? 'D' : s.depotsCaptured.contains(h) ? 'd' : s.depotsDestroyed.contains(h) ? 'x' : map.roadHex(h) ? '=' : ' ';
        return "" + t + cell(stacks.get(h)) + mark + way + ' ';
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
        Game back = Game.replay(scenario, seed, options, choices.subList(0, last));
        if (back.state().dice.state() != game.state().dice.state() || !back.state().cups.equals(game.state().cups)) {
            out.println("undo refused: dice were rolled or a chit drawn since that choice");
            return;
        }
        Player replayed = player(hotSeat ? "random" : opponent, seed * 7919 + 1);
        Game g = Game.start(scenario, seed, options);
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
        if (!options.isEmpty()) {
            var list = n.putArray("options");
            options.forEach(o -> list.add(o.id()));
        }
        var list = n.putArray("choices");
        choices.forEach(list::add);
        var by = n.putArray("mine");
        mine.forEach(by::add);
        Files.writeString(Path.of(file), JSON.writerWithDefaultPrettyPrinter().writeValueAsString(n));
        out.println("saved " + choices.size() + " choices in " + file + " (./toi play --resume " + file + ")");
    }
}
