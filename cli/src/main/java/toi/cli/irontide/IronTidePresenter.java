package toi.cli.irontide;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import toi.cli.Errors;
import toi.cli.Presenter;
import toi.cli.RuleOptionFlags;
import toi.engine.hex.Hex;
import toi.irontide.data.GameOption;
import toi.irontide.data.HexIds;
import toi.irontide.data.MapHex;
import toi.irontide.data.Scenario;
import toi.irontide.data.Side;
import toi.irontide.flow.Flow;
import toi.irontide.load.ScenarioLoader;
import toi.irontide.match.IronTideMatch;
import toi.irontide.match.IronTideRuleset;
import toi.irontide.rules.OddsPreview;
import toi.irontide.state.GameState;
import toi.irontide.state.Strength;
import toi.irontide.state.UnitState;
import toi.protocol.Match;
import toi.protocol.Pending;
import toi.protocol.Rulesets;

/**
 * Iron Tide at the terminal (issue 14): the demo by its id or an owner's scenario folder, the DEMO banner on every
 * heading, the set-up's log before the first decision, the map as text ({@code map}), the units with their chits as the
 * seat may know them ({@code units}), the battle's odds preview ({@code odds}, and above every decision of a battle
 * being declared), saves marked {@code "game": "iron-tide"}, and its simulations tallied by victory level (§20).
 */
public final class IronTidePresenter implements Presenter {
    private static final int CELL = 6;

    @Override
    public String ruleset() {
        return IronTideRuleset.ID;
    }

    private static IronTideMatch it(Match m) {
        return (IronTideMatch) m;
    }

    private static GameState state(Match m) {
        return it(m).game().state();
    }

    /** The demo's id, or a folder holding an owner's {@code scenario.json}. */
    @Override
    public boolean plays(Path scenario) {
        return scenario.toString().equals(ScenarioLoader.DEMO_ID) || Files.isRegularFile(scenario.resolve("scenario.json"));
    }

    @Override
    public Table open(Path scenario, RuleOptionFlags options) {
        List<String> names = new ArrayList<>(options.one);
        names.addAll(options.many);
        return table(scenario.toString(), names);
    }

    private Table table(String name, List<String> optionNames) {
        Set<String> ids = new TreeSet<>();
        try {
            GameOption.parseAll(optionNames).forEach(o -> ids.add(o.id()));
        } catch (IllegalArgumentException e) {
            throw new Errors.UserError("--option: " + e.getMessage() + " (./toi options iron-tide lists them)");
        }
        IronTideRuleset.scenario(name); // an owner's folder checked entry by entry, before any game
        var rules = Rulesets.get(ruleset());
        return new Table(name, seed -> rules.start(name, ids, seed));
    }

    @Override
    public boolean reads(JsonNode save) {
        return ruleset().equals(save.path("game").asText());
    }

    @Override
    public Resumed resume(Path file, JsonNode save) {
        List<String> choices = new ArrayList<>();
        save.path("choices").forEach(c -> choices.add(c.asText()));
        List<String> options = new ArrayList<>();
        save.path("options").forEach(o -> options.add(o.asText()));
        if (!save.path("scenario").isTextual() || !save.path("seed").canConvertToLong()) {
            throw new Errors.UserError(file + ": a saved Iron Tide game names its scenario and seed");
        }
        String opponent = save.path("opponent").asText("random");
        return new Resumed(table(save.get("scenario").asText(), options), save.get("seed").asLong(), choices,
                save.path("seat").asText("german"), opponent);
    }

    // ---- simulate

    /** §20 · the games by victory level. */
    @Override
    public Tally tally(Match first) {
        return new Tally() {
            final Map<String, Integer> levels = new TreeMap<>();
            int games;

            @Override
            public void finished(Match m, Map<String, Object> saved) {
                levels.merge(state(m).result.split(" — ")[0], 1, Integer::sum);
                games++;
                saved.putIfAbsent("seat", "german"); // as play saves it: both seats' choices, resumed hot-seat
                saved.putIfAbsent("opponent", "none");
            }

            @Override
            public List<String> lines() {
                List<String> out = new ArrayList<>();
                levels.forEach((r, n) -> out.add(String.format("%s: %d (%.1f%%)", r, n, 100.0 * n / Math.max(1, games))));
                return out;
            }
        };
    }

    // ---- words

    @Override
    public String label(String seat) {
        return seat == null ? "nobody" : IronTideMatch.side(seat).label();
    }

    @Override
    public String heading(Match m) {
        return state(m).scenario.banner();
    }

    @Override
    public String length(Match m) {
        Scenario s = state(m).scenario;
        return s.turns().size() + " turns, " + s.turns().get(0).id() + " to " + s.turns().get(s.turns().size() - 1).id();
    }

    @Override
    public String optionWords(Match m) {
        Set<GameOption> on = it(m).options();
        return (on.contains(GameOption.ARMY_COMMAND) ? "; optional rule §17.4 Army Command (in place of §17.3)" : "")
                + (on.contains(GameOption.DEMOLITION_ERRATA) ? "; optional errata IT 14 (one demolition roll per bridge, one attempt per unit)" : "");
    }

    @Override
    public List<String> optionIds(Match m) {
        return it(m).options().stream().map(GameOption::id).toList();
    }

    @Override
    public void startFields(Match m, Map<String, Object> record) {
        record.put("turns", state(m).scenario.turns().size());
    }

    @Override
    public String where(Match m) {
        GameState s = state(m);
        return s.currentTurn().id() + " · " + s.phasing.label() + " player turn · " + s.phase.label();
    }

    /** The set-up and the first phases (depots, §18.0's first turn …), as the seat may read them (§9.0, R-IT-36). */
    @Override
    public List<String> opening(Match m, String viewer) {
        List<String> log = state(m).log;
        return log.subList(1, log.size()).stream().map(l -> viewer == null ? l : m.redact(l, viewer)).toList();
    }

    @Override
    public List<String> closing(Match m) {
        return List.of(heading(m));
    }

    // ---- the decision

    @Override
    public void show(Match m, Pending d, String viewer, PrintWriter out) {
        out.println();
        out.println(d.prompt());
        odds(m, d.seat(), out);
        for (int i = 0; i < d.options().size(); i++) {
            var o = d.options().get(i);
            out.println("  " + (i + 1) + ". " + o.text() + (o.label().equals(o.text()) ? "" : "  — " + o.label()));
        }
    }

    @Override
    public boolean command(String verb, String arg, Match m, Pending d, String viewer, PrintWriter out) {
        switch (verb) {
            case "map" -> map(m, out);
            case "units" -> units(m, viewer, out);
            case "odds" -> {
                var b = state(m).battle;
                if (b == null || b.attackers.isEmpty()) {
                    out.println("no battle with attackers yet: 'attack HEX', then 'with UNIT'");
                } else {
                    odds(m, d.seat(), out);
                }
            }
            default -> {
                return false;
            }
        }
        return true;
    }

    @Override
    public List<String> help() {
        return List.of(
                "choices: 'move 3fj-5', 'move-stack 1305' (a stack together), 'to 1206', 'attack 1203', 'with 3fj-5', 'commit', 'lose us99-393' …",
                "map          the map: terrain (. clear, w light woods, W heavy woods, r rough, ~ prohibited), | Westwall, * town,",
                "               and the units in each hex (G German, A Allied, with their number; C German commandos,",
                "               AC Allied units sharing a hex with commandos: §16.4)",
                "units        every unit on the map: hex, strength (chits only for your own side: §9.0 keeps them secret)",
                "odds         the odds preview of the battle being declared: shifts, final column, each result's chance",
                "?N           previews a battle's odds once it has an attacker (attack, with, also, artillery, air …) or a movement step");
    }

    /** §11.74–11.77 · the odds preview of the battle being declared, as the seat sees it (R-IT-35), before he commits. */
    private static void odds(Match m, String seat, PrintWriter out) {
        GameState s = state(m);
        var b = s.battle;
        if (b == null || b.attackers.isEmpty() || b.result != null) {
            return;
        }
        OddsPreview.of(s, IronTideMatch.side(seat)).describe().forEach(out::println);
    }

    /** Undo goes back only while no die was rolled and no chit drawn since (§9.0: a chit drawn is known). */
    @Override
    public String learnedBetween(Match before, Match after) {
        GameState b = state(before);
        GameState a = state(after);
        return b.dice.state() != a.dice.state() || !b.cups.equals(a.cups) ? "dice were rolled or a chit drawn" : null;
    }

    @Override
    public void save(Match m, Map<String, Object> record, List<Boolean> mine) {
        record.put("game", ruleset());
        if (state(m).scenario.demo()) {
            record.put("label", Scenario.DEMO_LABEL);
        }
        if (!it(m).options().isEmpty()) {
            record.put("options", optionIds(m));
        }
        record.put("mine", List.copyOf(mine));
    }

    // ---- the map as text

    /**
     * The map as text, laid out as the hexes lie: each row of hex ids takes two lines, the odd columns (01, 03, …) on the
     * first and the even columns (02, 04, …), which sit half a hex lower (R-IT-1), on the second. A cell: terrain,
     * units, town or Westwall, road or fuel depot; the river hexsides, bridges and fords are listed under it.
     */
    private static void map(Match m, PrintWriter out) {
        GameState s = state(m);
        var map = s.scenario.map();
        Map<Hex, List<UnitState>> stacks = Flow.stacks(s);
        out.println(s.scenario.banner());
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
        return items.isEmpty() ? "none" : String.join(" ", new TreeSet<>(items));
    }

    /** One hex in {@link #CELL} characters: terrain, units (two), town or Westwall, road or depot, a space. */
    private static String cell(GameState s, Hex h, Map<Hex, List<UnitState>> stacks) {
        var map = s.scenario.map();
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
    public static String cell(List<UnitState> here) {
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

    /** Every unit on the map; the chits of the viewer's own side only (§9.0; hot-seat, {@code viewer} null: every side's). */
    private static void units(Match m, String viewer, PrintWriter out) {
        GameState s = state(m);
        Side own = viewer == null ? null : IronTideMatch.side(viewer);
        for (Map.Entry<Hex, List<UnitState>> e : Flow.stacks(s).entrySet()) {
            for (UnitState u : e.getValue()) {
                out.println("  " + HexIds.format(e.getKey()) + "  " + u.def.side().label() + "  " + u.id() + "  " + describe(s, u, own));
            }
        }
    }

    private static String describe(GameState s, UnitState u, Side own) {
        StringBuilder sb = new StringBuilder(u.def.name());
        sb.append(", ").append(u.def.type().name().toLowerCase().replace('_', '-')).append(u.def.mechanized() ? " (mech)" : "");
        if (u.def.regiment()) {
            sb.append(", ").append(u.def.chitColour().name().toLowerCase()).append(' ').append(u.def.chitLine());
            if (u.strength == Strength.CADRE) {
                sb.append(", cadre ").append(u.def.cadreCombat());
            } else if (u.chit < 0) {
                sb.append(", no chit yet");
            } else if (own == null || u.def.side() == own) {
                var chit = s.scenario.chits().get(u.chit);
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

    /** Iron Tide's data files' errors (a file's fault, naming its field). */
    @Override
    public boolean explains(Throwable failure) {
        return failure instanceof toi.irontide.load.DataException;
    }

    /** The demo's id or an owner's folder (issue 14). */
    @Override
    public boolean validate(Path given, PrintWriter out) {
        Scenario it = IronTideRuleset.scenario(given.toString());
        out.printf("ok    %s: Iron Tide%s, %s, %d×%d hexes, %d units, %d turns (%s to %s)%n", given,
                it.demo() ? " " + Scenario.DEMO_LABEL : "", it.title(), it.map().columns(), it.map().rows(),
                it.units().size(), it.turns().size(), it.turns().get(0).id(), it.turns().get(it.turns().size() - 1).id());
        return true;
    }
}
