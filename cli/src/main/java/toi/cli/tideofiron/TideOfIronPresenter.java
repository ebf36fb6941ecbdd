package toi.cli.tideofiron;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import toi.cli.Errors;
import toi.cli.Inputs;
import toi.cli.Presenter;
import toi.cli.RuleOptionFlags;
import toi.content.Catalogs;
import toi.content.ScenarioLoader;
import toi.engine.cards.StrategyCard;
import toi.engine.game.Game;
import toi.engine.game.RandomPlayer;
import toi.engine.game.Secrets;
import toi.engine.game.TideOfIronMatch;
import toi.engine.game.protocol.Choice;
import toi.engine.game.protocol.Decision;
import toi.engine.game.protocol.Phase;
import toi.engine.game.state.GameState;
import toi.engine.hex.Hex;
import toi.engine.hex.HexLabels;
import toi.engine.move.MovePoints;
import toi.engine.scenario.GameSetup;
import toi.protocol.GameEvent;
import toi.protocol.Match;
import toi.protocol.Pending;

/**
 * Tide of Iron at the terminal: scenarios by id or file, the board around the decision ({@link BoardView}), the status
 * line (round, phase, initiative, command, victory points, your hand), the grouped menu ({@link ChoiceMenu}), whole
 * moves' reachable hexes, previews' full breakdowns, undo until something hidden is shown ({@link Secrets}), saves
 * {@code ./toi replay} reads, and simulations by the engine's random player (the games saved simulations have always played).
 */
public final class TideOfIronPresenter implements Presenter {
    private static final Pattern HEX_WORD = Pattern.compile("\\b([A-Z]{1,2}[0-9]{1,2})\\b");
    /** Where the action last was: the hex the events last named (the board is drawn around it). */
    private Hex lastHex;

    @Override
    public String ruleset() {
        return TideOfIronMatch.RULESET;
    }

    private static TideOfIronMatch toi(Match m) {
        return (TideOfIronMatch) m;
    }

    private static GameState state(Match m) {
        return toi(m).game().state();
    }

    @Override
    public boolean plays(Path scenario) {
        return Files.isRegularFile(Inputs.resolve(scenario));
    }

    @Override
    public Table open(Path scenario, RuleOptionFlags options) {
        Path file = Inputs.resolve(scenario);
        if (!Files.isRegularFile(file)) {
            throw new Errors.UserError("no scenario '" + scenario + "' (a file, or an id from ./toi scenarios)");
        }
        String saveName = Inputs.scenarioId(scenario) != null ? Inputs.scenarioId(scenario) : file.toAbsolutePath().normalize().toString();
        GameSetup setup = Positions.apply(options, ScenarioLoader.load(file, Catalogs.load()));
        return new Table(saveName, seed -> new TideOfIronMatch(saveName, setup, seed));
    }

    @Override
    public boolean reads(JsonNode save) {
        return !save.has("game") || save.get("game").asText().equals(ruleset());
    }

    @Override
    public Resumed resume(Path file, JsonNode save) {
        ReplayCommand.SavedGame saved = ReplayCommand.read(file);
        Path scenarioFile = Inputs.resolve(Path.of(saved.scenario()));
        GameSetup setup = saved.setup(ScenarioLoader.load(scenarioFile, Catalogs.load()), file);
        return new Resumed(new Table(saved.scenario(), seed -> new TideOfIronMatch(saved.scenario(), setup, seed)), saved.seed(),
                saved.choices(), saved.seat(), saved.opponent());
    }

    // ---- simulate

    @Override
    public Simulated simulated(List<String> kinds, long gameSeed) {
        if (!kinds.stream().allMatch("random"::equals)) {
            return Presenter.super.simulated(kinds, gameSeed);
        }
        RandomPlayer random = new RandomPlayer(gameSeed * 31); // one stream for both sides, as the saved simulations were played
        return m -> random.choose(toi(m).game()).text();
    }

    @Override
    public Tally tally(Match first) {
        int limit = toi(first).setup().rounds();
        return new Tally() {
            long rounds;
            int games;
            int min = Integer.MAX_VALUE;
            int max;

            @Override
            public void finished(Match m, Map<String, Object> saved) {
                int r = state(m).round();
                saved.put("rounds", r);
                rounds += r;
                games++;
                min = Math.min(min, r);
                max = Math.max(max, r);
            }

            @Override
            public List<String> lines() {
                return games == 0 ? List.of() : List.of(String.format("rounds played: mean %.1f, min %d, max %d (scenario limit %d)",
                        (double) rounds / games, min, max, limit));
            }
        };
    }

    // ---- words

    @Override
    public String heading(Match m) {
        return toi(m).setup().name();
    }

    @Override
    public String length(Match m) {
        return toi(m).setup().rounds() + " rounds";
    }

    @Override
    public String optionWords(Match m) {
        GameSetup setup = toi(m).setup();
        return setup.options().isEmpty() ? "" : "; optional rules on: " + setup.options();
    }

    @Override
    public List<String> optionIds(Match m) {
        return List.copyOf(toi(m).setup().options().ids());
    }

    @Override
    public void startFields(Match m, Map<String, Object> record) {
        record.put("rounds", toi(m).setup().rounds());
    }

    @Override
    public String where(Match m) {
        GameState s = state(m);
        String phase = switch (s.phase()) {
            case SETUP -> "Setup";
            case ACTION -> "Action Phase";
            case COMMAND -> "Command Phase";
            case STATUS -> "Status Phase";
            case OVER -> "Game over";
        };
        return "Round " + s.round() + " of " + toi(m).setup().rounds() + " · " + phase;
    }

    // ---- the decision

    /** The map printed last at a decision, and where (a game at the terminal writes to its own writer). */
    private List<String> lastMap;
    private PrintWriter lastOut;

    @Override
    public void show(Match m, Pending p, String viewer, PrintWriter out) {
        GameState s = state(m);
        Decision d = toi(m).game().pending();
        out.println();
        out.println("══ " + where(m) + " ══");
        out.println(status(toi(m), viewer));
        if (boardMatters(d.kind())) {
            boolean activation = d.kind() == Decision.Kind.MOVE || d.kind() == Decision.Kind.OP_FIRE;
            List<String> map = BoardView.render(s, focus(s), !activation, viewer == null ? null : viewer.split("/")[0], choosable(d));
            if (map.equals(lastMap) && out == lastOut) { // issue 29: the map only when something on it changed, so the events stay on screen
                out.println("(the map is as above; 'map' prints the whole board)");
            } else {
                map.forEach(out::println);
                lastMap = map;
                lastOut = out;
            }
        }
        String who = d.nation() + (d.division() == null ? "" : "/" + d.division());
        out.println((d.prompt().startsWith(d.nation()) ? "" : who + " — ") + d.prompt() + ":");
        ChoiceMenu.render(s, d.options()).forEach(out::println);
        if (d.kind() == Decision.Kind.MOVE && s.activity() != null) {
            var reach = toi(m).game().reachable(s.activity().unitId());
            if (!reach.isEmpty()) {
                out.println("  whole move: type 'move-to HEX' (?move-to HEX previews the path and op fire on it); reachable: "
                        + String.join(" ", reach.values().stream().sorted(java.util.Comparator.comparing(r -> r.to()))
                        .map(r -> r.to() + "(" + MovePoints.format(r.costThirds()) + ")").toList()));
            }
        }
    }

    @Override
    public boolean command(String verb, String arg, Match m, Pending d, String viewer, PrintWriter out) {
        if (verb.equals("map")) {
            BoardView.render(state(m), null, true, viewer == null ? null : viewer.split("/")[0]).forEach(out::println);
            return true;
        }
        return false;
    }

    @Override
    public List<String> help() {
        return List.of("map          the whole board",
                "choices are written as saved games write them, e.g. 'step F16', 'move-to F16',",
                "  'act concentrated-fire us-1 target ger-2 normal support us-3'; ?TEXT previews an attack's breakdown and exact odds,",
                "  an assault's, a movement step's cost and which enemy units in Op Fire mode could fire there");
    }

    /** The engine's preview whole: the breakdown, every modifier with its rule, the exact odds (redacted for the seat). */
    @Override
    @SuppressWarnings("unchecked")
    public List<String> preview(Match m, String viewer, String choice) {
        toi.protocol.Preview p = m.preview(viewer, choice);
        return p.detail() instanceof List<?> lines ? (List<String>) lines : Presenter.super.preview(m, viewer, choice);
    }

    @Override
    public void saw(Match m, List<GameEvent> shown) {
        GameState s = state(m);
        for (GameEvent e : shown) {
            Matcher hex = HEX_WORD.matcher(e.text().replaceAll("\\[[^\\]]*\\]", "")); // not the dice: [B6*, R3]
            while (hex.find()) {
                try {
                    Hex h = HexLabels.parse(hex.group(1));
                    if (s.board().isPlayable(h)) {
                        lastHex = h;
                    }
                } catch (IllegalArgumentException notAHex) {
                    // a word that only looks like a hex id
                }
            }
        }
    }

    @Override
    public String learnedBetween(Match before, Match after) {
        return Secrets.revealedBetween(state(before), state(after));
    }

    @Override
    public void save(Match m, Map<String, Object> record, List<Boolean> mine) {
        GameState s = state(m);
        ReplayCommand.putOptions(record, toi(m).setup());
        record.put("winner", s.winner());
        record.put("finalHash", Long.toHexString(s.hash()));
        record.put("hashVersion", GameState.HASH_VERSION);
    }

    /** Where the action is: the active unit, else the hex the last events named; null for the whole map. */
    private Hex focus(GameState s) {
        return s.activity() != null ? s.activity().here() : lastHex;
    }

    /** The hexes the decision's options name: where to deploy, step, retreat, place a marker or aim a card. */
    private static Set<Hex> choosable(Decision d) {
        Set<Hex> hexes = new HashSet<>();
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

    /** Round, phase, whose turn, initiative, command, victory points and the viewer's own hand (hot-seat: the decider's). */
    private static String status(TideOfIronMatch m, String viewer) {
        GameState s = m.game().state();
        GameSetup setup = m.setup();
        StringBuilder sb = new StringBuilder();
        if (s.phase() == Phase.ACTION && s.activity() == null) {
            sb.append(s.turn()).append(" to act, ").append(s.actionsLeftWords()).append(" · ");
        } else if (s.activity() != null) {
            // in the game's words (issue 29): "GER squad ger-1 is activated: Advance, 4 movement points left"
            toi.engine.units.Unit u = s.units().get(s.activity().unitId());
            boolean hidden = u == null || (u.concealed() && viewer != null && !u.nation().equals(viewer.split("/")[0]));
            sb.append(hidden ? "a concealed unit" : u.nation() + (u.isVehicle() ? " " + u.vehicleType().name() : " squad") + " " + u.id())
                    .append(" is activated: ").append(toi.engine.event.GameWords.action(s.activity().kind().id())).append(", ")
                    .append(MovePoints.format(s.activity().mpLeft())).append(" movement points left")
                    .append(s.phase() == Phase.ACTION ? " · " + s.actionsLeftWords() : "").append(" · ");
        }
        sb.append("initiative ").append(s.initiative());
        sb.append(" · command ");
        sb.append(String.join(", ", setup.nations().stream().map(n -> n + " " + s.command(n)).toList()));
        sb.append(" · VP ");
        sb.append(String.join(", ", setup.nations().stream().map(n -> n + " " + s.victoryPoints(n)).toList()));
        String handOf = (viewer == null ? m.game().pending().nation() : viewer).split("/")[0];
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

    /** Tide of Iron's own tools: ./toi rules, render, balance, ladder, fit-evaluation, replay, cards, scenarios, options. */
    @Override
    public List<Object> commands() {
        return List.of(new RulesCommand(), new RenderCommand(), new BalanceCommand(), new LadderCommand(), new FitEvaluationCommand(),
                new ReplayCommand(), new CardsCommand(), new ScenariosCommand(), new OptionsCommand());
    }

    /** The content loaders' errors (a file's fault, naming its field). */
    @Override
    public boolean explains(Throwable failure) {
        return failure instanceof toi.content.ContentException;
    }

    /** Every file the games registered before it leave: a map, position or scenario file (its loaders say what is wrong). */
    @Override
    public boolean validates(Path given) {
        return true;
    }

    @Override
    public boolean validate(Path given, PrintWriter out) {
        Path file = Inputs.resolve(given);
        try {
            if (Inputs.isScenario(file)) {
                toi.engine.scenario.GameSetup g = ScenarioLoader.load(file, Catalogs.load());
                StringBuilder cards = new StringBuilder();
                for (String n : g.nations()) {
                    cards.append("; ").append(n).append(" decks ").append(g.cards().decks().getOrDefault(n, List.of()))
                            .append(", Operations ").append(g.cards().operations().getOrDefault(n, List.of()).stream().map(c -> c.id()).toList());
                }
                out.printf("ok    %s: scenario %s, %s, %d rounds, %d units, %d victory condition%s, %d scoring rule%s%s%n",
                        file, g.name(), String.join(" vs ", g.nations()), g.rounds(), g.position().units().size(), g.victory().size(),
                        g.victory().size() == 1 ? "" : "s", g.scoring().size(), g.scoring().size() == 1 ? "" : "s", cards);
                for (String w : toi.content.Components.beyondTheBox(g)) {
                    out.println("warn  " + file + ": " + w);
                }
                return true;
            }
            toi.engine.units.Position p = Positions.load(file);
            out.printf("ok    %s: %s, %d×%d hexes, %d unit%s%n", file, p.name(),
                    p.board().columns(), p.board().rows(), p.units().size(), p.units().size() == 1 ? "" : "s");
            return true;
        } catch (toi.content.ContentProblems e) {
            e.problems().forEach(p -> out.println("error " + p.getMessage()));
            return false;
        }
    }
}
